"""Canasta as the books say it, through the JSON protocol: the readings corrected after a line-by-line
reading of the seeds, each with the option that plays the other reading.

- 000/001: while no combination lies on the table the game is «closed» and nobody takes the pile
  (the first player's up-card exchange of X-46 is not a pile pickup); 002's games open by buying it.
- 000/001: the pile is taken with two natural cards of its rank; one natural card with a joker, or the
  top card alone onto the side's meld, are the usual rules' readings (options); Combo and the
  three-pack game name the meld as a way themselves.
- Combo's score sheet looks at the target only after a whole round of four deals.
- The classic opening table (X-45) and the Russian deck, deal size and players (X-76) are settings.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules_py.api import handle
from rules_py.canasta.engine import ENGINE, build_state
from rules_py.canasta.presets import PRESETS, get_rules
from rules_py.games import State

Move = dict[str, Any]


def call(method: str, params: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(handle(json.dumps({"method": method, "params": params})))
    return answer


def ok(method: str, params: dict[str, Any]) -> dict[str, Any]:
    answer = call(method, params)
    assert answer["ok"], answer
    result: dict[str, Any] = answer["result"]
    return result


def refused(game: str, state: State, move: Move, text: str) -> str:
    answer = call("game.play", {"game": game, "state": state, "move": move})
    assert not answer["ok"] and answer["error"]["code"] == "illegal_move", answer
    assert text in answer["error"]["message"], answer["error"]["message"]
    return str(answer["error"]["message"])


def legal_now(game: str, state: State) -> list[Move]:
    """The legal moves of the player to move, as game.new / game.play list them."""
    return list(ENGINE.legal_moves(state))


OTHERS = [["4C", "6D", "8S"], ["4D", "6C", "8C"], ["4H", "6S", "8D"]]


def position(game: str, first: list[str], pile: list[str], melds: list[list[list[str]]] | None = None,
             **kw: Any) -> State:
    players = PRESETS[game].players
    return build_state(game, [first] + OTHERS[: players - 1], pile=pile, melds=melds, **kw)


# -- the pile while the table is empty ---------------------------------------------------------

@pytest.mark.parametrize("game", ["canasta.classic", "canasta.cuban", "canasta.combo", "canasta.russian",
                                  "canasta.russian_31a", "canasta.russian_31b", "canasta.three", "canasta.fifteen"])
def test_nobody_takes_the_pile_while_no_combination_is_on_the_table(game: str) -> None:
    state = position(game, ["KS", "KH", "KC", "AS", "AH", "AD", "5C"], ["8H", "KD"])
    message = refused(game, state, {"type": "take_pile", "meld": ["KS", "KH"]}, "игра закрыта")
    assert "нет ни одного сочетания" in message
    assert not any(m["type"] == "take_pile" for m in legal_now(game, state))
    # Once any side has a combination on the table, a natural pair takes it as usual.
    others: list[list[list[str]]] = [[["QS", "QH", "QD"]]] + [[] for _ in range(PRESETS[game].players - 2)]
    sides = 2 if PRESETS[game].partnership else PRESETS[game].players
    opened = position(game, ["KS", "KH", "KC", "AS", "AH", "AD", "5C"], ["8H", "KD"],
                      melds=[[], *others[: sides - 1]])
    after = ok("game.play", {"game": game, "state": opened, "move": {"type": "take_pile", "meld": ["KS", "KH"],
                                                                     "melds": [["AS", "AH", "AD"]]}})
    assert after["state"]["pile"] == [] and after["state"]["opened"][0]


def test_the_usual_reading_is_an_option_and_the_view_says_which_one_plays() -> None:
    game = "canasta.classic"
    hand = ["KS", "KH", "KC", "AS", "AH", "AD", "5C"]
    closed = position(game, hand, ["8H", "KD"])
    view = ok("game.view", {"game": game, "state": closed, "seat": 0})["view"]
    assert view["pile_closed_why"] and "игра закрыта" in view["pile_closed_why"]
    usual = position(game, hand, ["8H", "KD"], options={"pile_while_table_empty": "frozen"})
    view = ok("game.view", {"game": game, "state": usual, "seat": 0})["view"]
    assert view["pile_closed_why"] is None and view["pile_frozen"]
    after = ok("game.play", {"game": game, "state": usual,
                             "move": {"type": "take_pile", "meld": ["KS", "KH"], "melds": [["AS", "AH", "AD"]]}})
    assert after["state"]["opened"] == [True, False]
    bad = call("game.new", {"game": game, "players": 4, "seed": 1, "options": {"pile_while_table_empty": "open"}})
    assert not bad["ok"] and "closed" in bad["error"]["message"]


def test_the_first_players_up_card_exchange_stays_on_an_empty_table() -> None:
    # a one-card swap on the first turn is not a pile pickup.
    state = position("canasta.classic", ["KS", "5C", "9D"], ["8H", "QD"], turn_number=0)
    after = ok("game.play", {"game": "canasta.classic", "state": state, "move": {"type": "take_upcard"}})
    assert "QD" in after["state"]["hands"][0]


@pytest.mark.parametrize("game", ["canasta.three", "canasta.fifteen", "canasta.three_packs"])
def test_mendelevs_games_open_by_buying_the_pile(game: str) -> None:
    # 002's three-pack game opens by buying the pile (only the unopened side's freeze); the three-player
    # and 15-card games play «the other rules unchanged»: the four-player default, the literal 000/001
    # rule, with the usual rule as an option.
    state = position(game, ["KS", "KH", "KC", "AS", "AH", "AD", "5C"], ["8H", "KD"])
    move = {"type": "take_pile", "meld": ["KS", "KH"], "melds": [["AS", "AH", "AD"]]}
    if game != "canasta.three_packs":
        refused(game, state, move, "пока на столе нет ни одного сочетания")
        state = position(game, ["KS", "KH", "KC", "AS", "AH", "AD", "5C"], ["8H", "KD"],
                         options={"pile_while_table_empty": "frozen"})
    after = ok("game.play", {"game": game, "state": state, "move": move})
    assert after["state"]["opened"][0]


@pytest.mark.parametrize("game", ["canasta.three", "canasta.fifteen"])
def test_three_players_and_fifteen_cards_take_the_pile_as_the_four_player_game(game: str) -> None:
    four, other = get_rules("canasta.classic"), get_rules(game)
    for name in ("pile_while_table_empty", "pile_with_one_natural_and_wild", "pile_onto_meld"):
        assert getattr(other, name) == getattr(four, name), name
    melds = [[["QS", "QH", "QD"]], [], []] if game == "canasta.three" else [[["QS", "QH", "QD"]], []]
    wild = position(game, ["KS", "JK", "5C", "6D"], ["9C", "KD"], melds=melds)
    refused(game, wild, {"type": "take_pile", "meld": ["KS", "JK"]}, "две натуральные карты")
    usual = {"pile_one_natural_and_wild": True, "pile_onto_meld": True}
    wild = position(game, ["KS", "JK", "5C", "6D"], ["9C", "KD"], melds=melds, options=usual)
    assert ok("game.play", {"game": game, "state": wild, "move": {"type": "take_pile", "meld": ["KS", "JK"]}})


def test_cuban_pile_is_closed_even_to_the_first_player_unless_the_option_gives_him_the_up_card() -> None:
    # 000/001: Cuban canasta's pile is closed for the whole deal; a card comes from it only with a
    # natural pair. The classic game's first-player right is an option here, off by default.
    game = "canasta.cuban"
    for seed in range(6):
        new = ok("game.new", {"game": game, "players": 4, "seed": seed})
        assert not any(m["type"] in ("take_upcard", "take_pile") for m in new["legal"]), seed
    state = position(game, ["KS", "5C", "9D"], ["8H", "QD"], turn_number=0)
    refused(game, state, {"type": "take_upcard"}, "отдельно от пакета не берут")
    given = position(game, ["KS", "5C", "9D"], ["8H", "QD"], turn_number=0, options={"first_player_upcard": True})
    after = ok("game.play", {"game": game, "state": given, "move": {"type": "take_upcard"}})
    assert "QD" in after["state"]["hands"][0]


def test_a_new_classic_deal_offers_no_pile_to_the_first_player() -> None:
    for seed in range(1, 6):
        new = ok("game.new", {"game": "canasta.classic", "players": 4, "seed": seed})
        assert not any(m["type"] == "take_pile" for m in new["legal"]), seed


# -- two natural cards --------------------------------------------------------------------------

def test_classic_takes_the_pile_only_with_two_natural_cards_by_default() -> None:
    game = "canasta.classic"
    melds = [[["QS", "QH", "QD"]], []]
    wild = position(game, ["KS", "JK", "5C", "6D"], ["9C", "KD"], melds=melds)
    message = refused(game, wild, {"type": "take_pile", "meld": ["KS", "JK"]}, "две натуральные карты")
    assert "нужна две" not in message
    onto = position(game, ["5C", "6D", "8C"], ["9C", "QC"], melds=melds)
    refused(game, onto, {"type": "take_pile", "meld": [], "onto": 0}, "две натуральные карты")
    usual = {"pile_one_natural_and_wild": True, "pile_onto_meld": True}
    wild = position(game, ["KS", "JK", "5C", "6D"], ["9C", "KD"], melds=melds, options=usual)
    assert ok("game.play", {"game": game, "state": wild, "move": {"type": "take_pile", "meld": ["KS", "JK"]}})
    onto = position(game, ["5C", "6D", "8C"], ["9C", "QC"], melds=melds, options=usual)
    assert ok("game.play", {"game": game, "state": onto, "move": {"type": "take_pile", "meld": [], "onto": 0}})


@pytest.mark.parametrize("game", ["canasta.combo", "canasta.three_packs"])
def test_combo_and_three_packs_take_it_onto_a_meld_as_their_text_says(game: str) -> None:
    melds = [[["QS", "QH", "QD"]], []]
    onto = position(game, ["5C", "6D", "8C", "9S"], ["9C", "QC"], melds=melds)
    assert ok("game.play", {"game": game, "state": onto, "move": {"type": "take_pile", "meld": [], "onto": 0}})
    wild = position(game, ["KS", "JK", "5C", "6D", "8C"], ["9C", "KD"], melds=melds)
    refused(game, wild, {"type": "take_pile", "meld": ["KS", "JK"]},
            "показав две натуральные карты того же достоинства или положив верхнюю карту к своему сочетанию")


# -- Combo's round of four deals --------------------------------------------------------------

def test_combo_sheet_waits_for_the_whole_round_of_four_deals() -> None:
    sheet = ok("canasta.sheet", {"game": "canasta.combo", "deals": [[10500, 300]]})
    assert not sheet["finished"] and sheet["reached"] == [0]
    assert "4 сдачи" in sheet["summary_ru"]
    three_more = ok("canasta.sheet", {"game": "canasta.combo", "deals": [[10500, 300], [0, 400], [0, 400], [0, 400]]})
    assert three_more["finished"] and three_more["winner"] == 0
    over = call("canasta.sheet", {"game": "canasta.combo", "deals": [[10500, 300]] + [[0, 0]] * 4})
    assert not over["ok"] and "сдаче №4" in over["error"]["message"]
    # The classic game has no rounds: it ends with the deal that reaches the target.
    assert ok("canasta.sheet", {"game": "canasta.classic", "deals": [[5100, 0]]})["finished"]


# -- settings for the readings the books leave open (X-45, X-76) ---------------------------------

def test_the_classic_opening_table_is_a_setting() -> None:
    usual = ok("canasta.opening", {"game": "canasta.classic", "score": 1500})
    assert usual["points"] == 90
    none = ok("canasta.opening", {"game": "canasta.classic", "score": 1500, "options": {"opening_table": "none"}})
    assert none["points"] == 0 and "нет" in none["why"]
    other = ok("canasta.opening", {"game": "canasta.classic", "score": -100, "options": {"opening_table": "r31b"}})
    assert other["points"] == 50
    bad = call("canasta.opening", {"game": "canasta.classic", "score": 0, "options": {"opening_table": "big"}})
    assert not bad["ok"] and "usual" in bad["error"]["message"]


def test_31b_opening_rows_cover_every_score() -> None:
    # 31.б counts face values, so 1497 is a possible score: the rows end at 1499 and 2999.
    preset = ok("canasta.presets", {"game": "canasta.russian_31b"})["presets"][0]
    assert "0–1499 — 50; 1500–2999 — 90" in preset["opening"]["description_ru"]
    assert ok("canasta.opening", {"game": "canasta.russian_31b", "score": 1497})["points"] == 50


def test_russian_players_deck_and_deal_size_are_settings() -> None:
    base = ok("game.new", {"game": "canasta.russian", "players": 4, "seed": 3})
    assert base["view"]["partnership"] and len(base["state"]["hands"][1]) + base["state"]["owed"][1] == 11
    alone = ok("game.new", {"game": "canasta.russian", "players": 3, "seed": 3,
                            "options": {"cards_dealt": 13, "deck": "2x52+2"}})
    state = alone["state"]
    assert not alone["view"]["partnership"] and len(state["melds"]) == 3
    assert [len(h) + owed for h, owed in zip(state["hands"][1:], state["owed"][1:])] == [13, 13]
    sheet = ok("canasta.sheet", {"game": "canasta.russian", "deals": [[10, 20]], "options": {"players": 2}})
    assert sheet["names"] == ["Игрок 1", "Игрок 2"]
    bad = call("game.new", {"game": "canasta.russian", "players": 4, "seed": 3, "options": {"cards_dealt": 12}})
    assert not bad["ok"] and "11, 13, 15" in bad["error"]["message"]


# -- Russian in the messages -------------------------------------------------------------------

def test_messages_decline_numbers_and_ranks() -> None:
    game = "canasta.classic"
    state = position(game, ["KS", "KH", "5C", "6D"], ["9C"], melds=[[["QS", "QH", "QD"]], []], phase="meld")
    message = refused(game, state, {"type": "meld", "melds": [["KS", "KS", "KS", "KS", "KS"]]}, "указана 5 раз,")
    assert message.endswith("а у вас она одна.")
    refused(game, state, {"type": "meld", "melds": [["5C", "5C", "6D"]]}, "указана 2 раза")
    russian = build_state("canasta.russian", [["KS", "5C", "9D"]] + OTHERS, pile=["8H"],
                          melds=[[["KS", "KH", "JK"]], []], phase="meld")
    message = refused("canasta.russian", russian, {"type": "exchange", "side": 0, "meld": 0, "card": "5C", "wild": "JK"},
                      "Джокер в этом сочетании заменяет короля")
    assert "короле:" not in message
