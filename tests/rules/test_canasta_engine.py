"""Canasta play engine: every rule of the turn on hand-built positions, for every preset.

Positions are made with `build_state` (the cards where the test wants them, the rest of the deck in
the stock), so each test shows one rule and could fail on its own.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from rules_py.canasta.engine import ENGINE, build_state, deal_seed, position_of
from rules_py.canasta.position import Position
from rules_py.canasta.presets import PRESETS, get_rules
from rules_py.canasta.scoring import score_hand
from rules_py.dealing import deal
from rules_py.decks import build_deck
from rules_py.errors import BadRequest, IllegalMove
from rules_py.games import State

from canasta_cards import cards_everywhere

Move = dict[str, Any]

def hands(first: list[str], players: int = 4) -> list[list[str]]:
    others = [["4C", "6D", "8S"], ["4D", "6C", "8C"], ["4H", "6S", "8D"]]
    return [first] + others[: players - 1]


def play(state: State, *moves: Move) -> State:
    for move in moves:
        state = ENGINE.play(state, move)
    return state


def refused(state: State, move: Move, text: str) -> str:
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(IllegalMove) as info:
        ENGINE.play(state, move)
    assert json.dumps(state, sort_keys=True) == before, "a refused move changed the state"
    assert text in info.value.message, info.value.message
    return info.value.message




def _normal(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _normal(v) for k, v in value.items()}
    if isinstance(value, list):
        items = [_normal(v) for v in value]
        return sorted(items, key=repr) if all(isinstance(v, str) for v in value) else items
    return value


def in_legal(state: State, move: Move) -> bool:
    """The move is listed (the order of cards within a meld does not matter)."""
    return _normal(move) in [_normal(m) for m in ENGINE.legal_moves(state)]


# -- the deal ----------------------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(PRESETS))
def test_new_deal_for_every_preset(game: str) -> None:
    rules = PRESETS[game]
    state = ENGINE.new_game(game, rules.players, 11, {})
    dealt = deal(game, rules.players, 11, deck=rules.deck)
    assert state["dealer"] == rules.players - 1 and ENGINE.to_move(state) == 0
    assert state["phase"] == "draw" and state["turn_number"] == 0
    assert cards_everywhere(state) == Counter(c.code for c in build_deck(rules.deck))
    assert state["pile"] == [c.code for c in dealt.pile]
    sides = 2 if rules.partnership else rules.players
    assert len(state["melds"]) == sides
    # Every hand holds the dealt cards; red threes laid out (and seat 0 has made them up already).
    for seat in range(rules.players):
        side = seat % 2 if rules.partnership else seat
        dealt_codes = Counter(c.code for c in dealt.hands[seat])
        if rules.red_threes == "premium":
            reds = sum(n for c, n in dealt_codes.items() if c in ("3H", "3D"))
            assert not {"3H", "3D"} & set(state["hands"][seat]) or seat == 0
            expected = rules.cards_dealt if seat == 0 else rules.cards_dealt - reds
            assert len(state["hands"][seat]) == expected
            assert reds <= len(state["red_threes"][side])
        else:
            assert Counter(state["hands"][seat]) == dealt_codes


def test_upcard_returned_cards_stay_in_the_pile_and_freeze_it() -> None:
    # a three or a wild card turned up is covered by the next card and stays in the pile.
    for seed in range(400):
        state = ENGINE.new_game("canasta.classic", 4, seed, {})
        if len(state["pile"]) > 1 and any(c == "JK" or c[0] == "2" for c in state["pile"][:-1]):
            break
    else:
        pytest.fail("no deal re-turned a wild card")
    top = state["pile"][-1]
    assert top != "JK" and top[0] not in "23"
    view = ENGINE.view(state, 0)
    assert view["pile_frozen"] is True and "джокер" in view["pile_frozen_why"]


def test_31b_turns_up_threes_as_ordinary_cards() -> None:
    for seed in range(300):
        state = ENGINE.new_game("canasta.russian_31b", 4, seed, {})
        if state["pile"][-1][0] == "3":
            assert len(state["pile"]) == 1 or state["pile"][-2][0] == "2" or state["pile"][-2] == "JK"
            return
    pytest.fail("no three turned up in 300 deals")


def test_dealt_red_threes_are_replaced_at_the_start_of_the_players_turn() -> None:
    for seed in range(200):
        state = ENGINE.new_game("canasta.classic", 4, seed, {})
        if state["owed"][1]:
            break
    else:
        pytest.fail("no red three dealt to seat 1")
    owed = state["owed"][1]
    assert len(state["hands"][1]) == 11 - owed
    state = play(state, {"type": "draw"})
    discard = next(c for c in state["hands"][0] if c not in ("JK",) and c[0] != "2")
    state = play(state, {"type": "discard", "card": discard})
    assert ENGINE.to_move(state) == 1 and state["owed"][1] == 0
    assert len(state["hands"][1]) == 11


def test_match_deals_rotate_the_dealer_and_carry_the_scores() -> None:
    state = ENGINE.new_game("canasta.classic", 4, 5, {"match": True})
    while state["phase"] != "deal_over":
        state = ENGINE.play(state, ENGINE.bot_move(state))
        if ENGINE.result(state) is not None:
            pytest.skip("the first deal already reached the target")
    scores = state["scores"]
    assert ENGINE.legal_moves(state) == [{"type": "next_deal"}]
    state = play(state, {"type": "next_deal"})
    assert state["dealer"] == 0 and ENGINE.to_move(state) == 1 and state["scores"] == scores
    dealt = deal("canasta.classic", 4, deal_seed(5, 1), deck="2x52+2")
    assert state["pile"] == [c.code for c in dealt.pile]


# -- drawing -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "count"), [("canasta.classic", 1), ("canasta.cuban", 1),
                                              ("canasta.three_packs", 2), ("canasta.combo", 2)])
def test_draw_count(game: str, count: int) -> None:
    state = build_state(game, hands(["KS", "5H", "9C"]), pile=["8D"], stock=["7C", "7D", "7H", "7S"])
    state = play(state, {"type": "draw"})
    assert len(state["hands"][0]) == 3 + count and len(state["stock"]) == 4 - count
    assert state["phase"] == "meld"


def test_a_red_three_drawn_is_laid_out_and_replaced() -> None:
    state = build_state("canasta.classic", hands(["KS", "5H", "9C"]), pile=["8D"], stock=["3H", "3D", "7C", "7D"])
    state = play(state, {"type": "draw"})
    assert state["red_threes"][0] == ["3H", "3D"] and "7C" in state["hands"][0]
    assert state["stock"] == ["7D"]


def test_a_red_three_as_the_last_card_of_the_stock_ends_the_deal() -> None:
    state = build_state("canasta.classic", hands(["KS", "5H", "9C"]), pile=["8D"], stock=["3H"])
    state = play(state, {"type": "draw"})
    result = ENGINE.result(state)
    assert result is not None and result["deal"]["how"] == "red_three_last"


def test_red_three_option_keeps_it_in_hand_until_laid_or_discarded() -> None:
    # in the Russian game «in some circles» a red three may be discarded.
    base = build_state("canasta.russian", hands(["KS", "5H", "9C"]), pile=["8D"], stock=["3H", "7C", "7D"],
                       options={"red_three_discard": True})
    state = play(base, {"type": "draw"})
    assert "3H" in state["hands"][0]
    laid = play(state, {"type": "red_three", "card": "3H"})
    assert laid["red_threes"][0] == ["3H"] and "7C" in laid["hands"][0]
    thrown = play(state, {"type": "discard", "card": "3H"})
    assert thrown["pile"][-1] == "3H"
    assert position_of(thrown, 1).pile_wild_or_red  # a red three in the pile freezes it
    refused(thrown, {"type": "take_pile", "meld": ["5H", "5H"]}, "тройка наверху закрывает пакет")
    plain = play(build_state("canasta.russian", hands(["KS", "5H", "9C"]), pile=["8D"], stock=["3H", "7C"]),
                 {"type": "draw"})
    assert plain["red_threes"][0] == ["3H"]


# -- taking the pile ---------------------------------------------------------------------------


def opened_classic(first: list[str], pile: list[str], **kw: Any) -> State:
    return build_state("canasta.classic", hands(first), pile=pile, melds=[[["QS", "QH", "QD"]], []], **kw)


def test_take_the_pile_with_a_natural_pair_gets_the_whole_pile() -> None:
    state = opened_classic(["KS", "KH", "5C", "6D"], ["9C", "8H", "KD"])
    assert in_legal(state, {"type": "take_pile", "meld": ["KH", "KS"]})
    state = play(state, {"type": "take_pile", "meld": ["KS", "KH"]})
    assert state["melds"][0][1] == ["KS", "KH", "KD"]
    assert sorted(state["hands"][0]) == sorted(["5C", "6D", "9C", "8H"])  # the whole pile
    assert state["pile"] == [] and state["phase"] == "meld" and state["taken"][0] == ["KD"]


def test_unfrozen_pile_with_one_natural_and_a_wild_card_or_onto_a_meld() -> None:
    # The usual rules sell an unfrozen pile these ways too; for 000/001 they are options.
    usual = {"pile_one_natural_and_wild": True, "pile_onto_meld": True}
    state = opened_classic(["KS", "JK", "5C", "6D"], ["9C", "KD"], options=usual)
    after = play(state, {"type": "take_pile", "meld": ["KS", "JK"]})
    assert after["melds"][0][1] == ["KS", "KD", "JK"]
    onto = opened_classic(["5C", "6D", "8C"], ["9C", "QC"], options=usual)
    after = play(onto, {"type": "take_pile", "meld": [], "onto": 0})
    assert sorted(after["melds"][0][0]) == sorted(["QS", "QH", "QD", "QC"])
    assert in_legal(onto, {"type": "take_pile", "meld": [], "onto": 0})


def test_classic_pile_needs_two_natural_cards_by_default() -> None:
    # 000/001: to take from the pile a player shows two cards of its rank from his hand.
    state = opened_classic(["KS", "JK", "5C", "6D"], ["9C", "KD"])
    refused(state, {"type": "take_pile", "meld": ["KS", "JK"]}, "показав две натуральные карты того же достоинства")
    onto = opened_classic(["5C", "6D", "8C"], ["9C", "QC"])
    refused(onto, {"type": "take_pile", "meld": [], "onto": 0}, "показав две натуральные карты")
    assert not any(m["type"] == "take_pile" for m in ENGINE.legal_moves(onto))


@pytest.mark.parametrize("game", ["canasta.three_packs", "canasta.combo"])
def test_no_pile_on_one_card_with_a_joker_where_the_seed_forbids_it(game: str) -> None:
    # 002 / 004: «на одну карту с джокером покупать запрещено» — a pair, or onto a meld.
    state = build_state(game, hands(["KS", "JK", "5C", "6D", "8C"]), pile=["9C", "KD"],
                        melds=[[["QS", "QH", "QD"]], []])
    refused(state, {"type": "take_pile", "meld": ["KS", "JK"]}, "две натуральные карты того же достоинства")
    state = build_state(game, hands(["KS", "JK", "5C", "6D", "8C"]), pile=["9C", "QC"],
                        melds=[[["QS", "QH", "QD"]], []])
    assert play(state, {"type": "take_pile", "meld": [], "onto": 0})["pile"] == []


def test_frozen_pile_needs_a_natural_pair() -> None:
    state = opened_classic(["KS", "JK", "5C", "6D"], ["2C", "9C", "KD"])
    message = refused(state, {"type": "take_pile", "meld": ["KS", "JK"]},
                      "Пакет заморожен: брать его можно только с натуральной парой к верхней карте")
    assert "джокер" in message
    onto = opened_classic(["5C", "6D", "8C"], ["JK", "QC"])
    refused(onto, {"type": "take_pile", "meld": [], "onto": 0}, "Пакет заморожен")
    pair = opened_classic(["KS", "KH", "5C", "6D"], ["2C", "9C", "KD"])
    assert play(pair, {"type": "take_pile", "meld": ["KS", "KH"]})["melds"][0][1] == ["KS", "KH", "KD"]


def test_a_frozen_pile_with_a_natural_pair_goes_onto_the_sides_meld_of_that_rank() -> None:
    state = opened_classic(["QC", "QC", "5C", "6D"], ["2C", "9C", "QD"])
    after = play(state, {"type": "take_pile", "meld": ["QC", "QC"]})
    assert len(after["melds"][0]) == 1 and len(after["melds"][0][0]) == 6


def test_cuban_pile_is_always_frozen_and_black_threes_in_it_leave_the_game() -> None:
    state = build_state("canasta.cuban", hands(["KS", "JK", "5C", "6D", "KH"]), pile=["3S", "9C", "KD"],
                        melds=[[["QS", "QH", "QD"]], []])
    refused(state, {"type": "take_pile", "meld": ["KS", "JK"]}, "«Кубинская канаста» так всегда")
    after = play(state, {"type": "take_pile", "meld": ["KS", "KH"]})
    assert after["black_threes"][0] == ["3S"] and "3S" not in after["hands"][0]


def test_black_three_or_wild_card_on_top_blocks_the_pile() -> None:
    refused(opened_classic(["3S", "3C", "5C"], ["9C", "3C"]), {"type": "take_pile", "meld": ["3S", "3C"]},
            "Чёрная тройка наверху закрывает пакет")
    refused(opened_classic(["JK", "2C", "5C"], ["9C", "2D"]), {"type": "take_pile", "meld": ["JK", "2C"]},
            "с джокера или двойки пакет не берут")
    # 31.б: threes are ordinary cards, so a three on top is taken like any other.
    state = build_state("canasta.russian_31b", hands(["3S", "3H", "5C", "6D"]), pile=["9C", "3C"],
                        melds=[[["QS", "QH", "QD"]], []])
    assert play(state, {"type": "take_pile", "meld": ["3S", "3H"]})["melds"][0][1] == ["3S", "3H", "3C"]


def test_opening_with_the_pile_needs_the_minimum_counting_the_top_card() -> None:
    # The opponents have opened, so the game is no longer closed (000/001, X-46).
    state = build_state("canasta.classic", hands(["KS", "KH", "5C", "9C", "9D", "9H"]), pile=["8H", "KD"],
                        melds=[[], [["QS", "QH", "QD"]]])
    refused(state, {"type": "take_pile", "meld": ["KS", "KH"]},
            "Для первого выкладывания нужно 50 очков, а у вас вместе с верхней картой пакета 30")
    move = {"type": "take_pile", "meld": ["KS", "KH"], "melds": [["9C", "9D", "9H"]]}
    assert in_legal(state, move)
    after = play(state, move)
    assert after["opened"] == [True, True] and len(after["melds"][0]) == 2


def test_unopened_side_finds_the_pile_frozen() -> None:
    state = build_state("canasta.classic", hands(["KS", "JK", "AS", "AH", "AD"]), pile=["8H", "KD"],
                        melds=[[], [["QS", "QH", "QD"]]], options={"pile_one_natural_and_wild": True})
    refused(state, {"type": "take_pile", "meld": ["KS", "JK"]}, "ваша сторона ещё не открылась")


def test_first_player_may_take_the_upcard_alone_on_his_first_turn() -> None:
    # a one-card swap, an option on by default in the classic game.
    state = build_state("canasta.classic", hands(["KS", "5C", "9D"]), pile=["8H", "QD"], turn_number=0)
    assert in_legal(state, {"type": "take_upcard"})
    after = play(state, {"type": "take_upcard"})
    assert "QD" in after["hands"][0] and after["pile"] == ["8H"] and after["phase"] == "meld"
    later = build_state("canasta.classic", hands(["KS", "5C", "9D"]), pile=["8H", "QD"], turn_number=4)
    refused(later, {"type": "take_upcard"}, "только первый игрок в свой первый ход")
    off = build_state("canasta.classic", hands(["KS", "5C", "9D"]), pile=["QD"], turn_number=0,
                      options={"first_player_upcard": False})
    refused(off, {"type": "take_upcard"}, "отдельно от пакета не берут")
    refused(build_state("canasta.russian", hands(["QS", "5C"]), pile=["QD"], turn_number=0),
            {"type": "take_upcard"}, "отдельно от пакета не берут")


def test_31a_first_player_shows_the_card_the_upcard_joins() -> None:
    #
    state = build_state("canasta.russian_31a", hands(["KS", "5C", "9D"]), pile=["QD"], turn_number=0)
    refused(state, {"type": "take_upcard"}, "только показав карту")
    state = build_state("canasta.russian_31a", hands(["QS", "5C", "9D"]), pile=["QD"], turn_number=0)
    assert ENGINE.describe_move(state, {"type": "take_upcard"}) == \
        "берёт открытую карту Д♦ (право первого хода), показав Д♠"
    assert "QD" in play(state, {"type": "take_upcard"})["hands"][0]


# -- melding -----------------------------------------------------------------------------------


def meld_phase(game: str, first: list[str], **kw: Any) -> State:
    return build_state(game, hands(first, PRESETS[game].players), pile=["9C"], phase="meld", **kw)


def test_opening_minimum_from_hand_by_score() -> None:
    cards = ["KS", "KH", "KC", "5C", "9C", "8D"]
    refused(meld_phase("canasta.classic", cards), {"type": "meld", "melds": [["KS", "KH", "KC"]]},
            "Для первого выкладывания нужно 50 очков, а у вас 30")
    refused(meld_phase("canasta.classic", cards, scores=[1500, 0]), {"type": "meld", "melds": [["KS", "KH", "KC"]]},
            "нужно 90 очков")
    # a negative score needs 15.
    after = play(meld_phase("canasta.classic", cards, scores=[-10, 0]), {"type": "meld", "melds": [["KS", "KH", "KC"]]})
    assert after["opened"][0] is True
    # 31.а: 30 at the start, 40 over 1000
    assert play(meld_phase("canasta.russian_31a", cards), {"type": "meld", "melds": [["KS", "KH", "KC"]]})["opened"][0]
    refused(meld_phase("canasta.russian_31a", cards, scores=[1000, 0]),
            {"type": "meld", "melds": [["KS", "KH", "KC"]]}, "нужно 40 очков")


def test_several_melds_together_meet_the_minimum() -> None:
    state = meld_phase("canasta.classic", ["KS", "KH", "KC", "9C", "9D", "9H", "5C", "8D"])
    after = play(state, {"type": "meld", "melds": [["KS", "KH", "KC"], ["9C", "9D", "9H"]]})
    assert len(after["melds"][0]) == 2 and after["opened"][0]
    assert any(len(m.get("melds", [])) == 2 for m in ENGINE.legal_moves(state) if m["type"] == "meld")


def test_7500_game_opens_only_with_a_canasta_from_5000() -> None:
    #
    cards = ["AS", "AH", "AD", "AC", "KS", "KH", "KD", "JK", "2C", "5C"]
    state = meld_phase("canasta.classic", cards, scores=[5000, 0], options={"target": 7500})
    refused(state, {"type": "meld", "melds": [["AS", "AH", "AD", "AC", "JK", "2C"]]}, "только канастой")
    ok = meld_phase("canasta.classic", ["AS", "AH", "AD", "AC", "AS", "JK", "2C", "5C", "6D"], scores=[5000, 0],
                    options={"target": 7500})
    after = play(ok, {"type": "meld", "melds": [["AS", "AH", "AD", "AC", "AS", "JK", "2C"]]})
    assert after["opened"][0] and ENGINE.view(after, 0)["melds"][0][0]["canasta"] == "mixed"


def test_lay_off_onto_own_and_partners_melds_only_after_opening() -> None:
    state = meld_phase("canasta.classic", ["QC", "5C", "9D", "8D"], melds=[[["QS", "QH", "QD"]], [["7S", "7H", "7D"]]])
    after = play(state, {"type": "add", "meld": 0, "cards": ["QC"]})
    assert len(after["melds"][0][0]) == 4 and after["melded"][0]
    refused(meld_phase("canasta.classic", ["7C", "5C", "9D", "8D"],
                       melds=[[["QS", "QH", "QD"]], [["7S", "7H", "7D"]]]),
            {"type": "add", "side": 1, "meld": 0, "cards": ["7C"]}, "к сочетаниям противника нельзя")
    unopened = meld_phase("canasta.classic", ["QC", "5C", "9D", "8D"], melds=[[["QS", "QH", "QD"]], []],
                          opened=[False, False])
    refused(unopened, {"type": "add", "meld": 0, "cards": ["QC"]}, "только после первого выкладывания")


def test_russian_base_lays_off_onto_opponents_but_not_31a() -> None:
    melds = [[["QS", "QH", "QD"]], [["7S", "7H", "7D"]]]
    base = meld_phase("canasta.russian", ["7C", "5C", "9D", "8D"], melds=melds)
    move = {"type": "add", "side": 1, "meld": 0, "cards": ["7C"]}
    assert in_legal(base, move)
    assert len(play(base, move)["melds"][1][0]) == 4
    refused(meld_phase("canasta.russian_31a", ["7C", "5C", "9D", "8D"], melds=melds), move,
            "к сочетаниям противника нельзя")


def test_wild_card_limits_per_preset() -> None:
    melds = [[["QS", "QH", "QD"]], []]
    refused(meld_phase("canasta.classic", ["KS", "KH", "JK", "2C", "2D", "5C", "6D"], melds=melds),
            {"type": "meld", "melds": [["KS", "KH", "JK", "2C", "2D"]]}, "не может быть больше, чем натуральных карт")
    refused(meld_phase("canasta.three_packs", ["KS", "KH", "KD", "JK", "2C", "2D", "5C", "6D"], melds=melds),
            {"type": "meld", "melds": [["KS", "KH", "KD", "JK", "2C", "2D"]]}, "самое большее 2")
    after = play(meld_phase("canasta.classic", ["KS", "KH", "KD", "JK", "2C", "2D", "5C", "6D"], melds=melds),
                 {"type": "meld", "melds": [["KS", "KH", "KD", "JK", "2C", "2D"]]})
    assert len(after["melds"][0][1]) == 6
    # the classic cap of 3 is an option.
    refused(meld_phase("canasta.classic", ["KS", "KH", "KD", "KC", "JK", "2C", "2D", "2H", "5C", "6D"],
                       melds=melds, options={"wild_cap": 3}),
            {"type": "meld", "melds": [["KS", "KH", "KD", "KC", "JK", "2C", "2D", "2H"]]}, "самое большее 3")


def test_one_meld_per_rank_except_the_three_pack_game() -> None:
    melds = [[["QS", "QH", "QD"]], []]
    refused(meld_phase("canasta.classic", ["QC", "QC", "QH", "5C", "6D"], melds=melds),
            {"type": "meld", "melds": [["QC", "QC", "QH"]]}, "два сочетания дам")
    after = play(meld_phase("canasta.three_packs", ["QC", "QC", "QH", "5C", "6D"], melds=melds),
                 {"type": "meld", "melds": [["QC", "QC", "QH"]]})
    assert len(after["melds"][0]) == 2


@pytest.mark.parametrize(("game", "allowed", "text"), [
    ("canasta.classic", True, ""),  # 002: a meld of black threes, 5 each
    ("canasta.russian", False, "не выкладывают: её можно только сбросить"),  # 003
    ("canasta.cuban", False, "чёрные тройки не выкладывают"),
    ("canasta.combo", True, ""),  # a closed set of 3 or 4
])
def test_black_threes_per_preset(game: str, allowed: bool, text: str) -> None:
    state = meld_phase(game, ["3S", "3C", "3S", "5C", "6D", "9H"], melds=[[["QS", "QH", "QD"]], []])
    move = {"type": "meld", "melds": [["3S", "3C", "3S"]]}
    if allowed:
        assert play(state, move)["melds"][0][1] == ["3S", "3S", "3C"]
    else:
        refused(state, move, text)


def test_combo_black_three_set_any_time_and_nothing_added() -> None:
    state = meld_phase("canasta.combo", ["3S", "3C", "3S", "3C", "5C", "6D", "9H"], opened=[False, False])
    after = play(state, {"type": "meld", "melds": [["3S", "3C", "3S"]]})
    assert after["opened"][0] is False  # a set is no opening
    refused(meld_phase("canasta.combo", ["3C", "5C", "6D", "9H"], melds=[[["3S", "3C", "3S"], ["QS", "QH", "QD"]], []]),
            {"type": "add", "meld": 0, "cards": ["3C"]}, "ничего не кладут")


def test_combo_escalera_and_first_canasta_premium_of_eleven_cards() -> None:
    run = ["4H", "5H", "6H", "7H", "8H", "9H", "10H"]
    state = meld_phase("canasta.combo", run + ["KS", "QC", "JD"], melds=[[["QS", "QH", "QD"]], []])
    stock_before = len(state["stock"])
    assert in_legal(state, {"type": "meld", "melds": [run]})
    after = play(state, {"type": "meld", "melds": [run]})
    assert ENGINE.view(after, 0)["melds"][0][1]["canasta"] == "escalera"
    # the first canasta of the deal brings the 11 top cards of the stock into the hand.
    assert len(after["stock"]) <= stock_before - 11 and len(after["hands"][0]) >= 3 + 11
    assert after["canasta_made"]
    refused(meld_phase("canasta.combo", ["JH", "5C", "6D"], melds=[[run, ["QS", "QH", "QD"]], []]),
            {"type": "add", "meld": 0, "cards": ["JH"]}, "к ней ничего не докладывают")


def test_wild_melds_per_preset() -> None:
    melds = [[["QS", "QH", "QD"]], []]
    wilds = ["JK", "2C", "2D"]
    refused(meld_phase("canasta.classic", wilds + ["5C", "6D"], melds=melds), {"type": "meld", "melds": [wilds]},
            "не выкладывают")
    assert len(play(meld_phase("canasta.russian", wilds + ["5C", "6D"], melds=melds),
                    {"type": "meld", "melds": [wilds]})["melds"][0]) == 2  # «джокерная выкладка»
    seven_twos = ["2C", "2C", "2D", "2D", "2H", "2H", "2S"]
    after = play(meld_phase("canasta.cuban", seven_twos + ["5C", "6D"], melds=melds),
                 {"type": "meld", "melds": [seven_twos]})
    assert ENGINE.view(after, 0)["melds"][0][1]["canasta"] == "wild"
    refused(meld_phase("canasta.cuban", seven_twos[:6] + ["5C", "6D"], melds=melds),
            {"type": "meld", "melds": [seven_twos[:6]]}, "ровно семью картами")
    classic_option = meld_phase("canasta.classic", ["JK", "JK"] + seven_twos[:5] + ["5C", "6D"], melds=melds,
                                options={"joker_canasta": True})
    assert play(classic_option, {"type": "meld", "melds": [["JK", "JK"] + seven_twos[:5]]})


def test_cuban_canasta_holds_at_most_seven_cards() -> None:
    canasta = ["QS", "QH", "QD", "QC", "QS", "QH", "QD"]
    refused(meld_phase("canasta.cuban", ["QC", "5C", "6D"], melds=[[canasta], []]),
            {"type": "add", "meld": 0, "cards": ["QC"]}, "не больше 7 карт")


def test_joker_exchange_per_preset() -> None:
    melds = [[["QS", "QH", "JK"]], [["7S", "7H", "2C"]]]
    own = {"type": "exchange", "side": 0, "meld": 0, "card": "QC", "wild": "JK"}
    theirs = {"type": "exchange", "side": 1, "meld": 0, "card": "7C", "wild": "2C"}
    first = ["QC", "7C", "5C", "6D"]
    refused(meld_phase("canasta.classic", first, melds=melds), own, "не выменивают")
    base = meld_phase("canasta.russian", first, melds=melds)
    assert in_legal(base, own) and in_legal(base, theirs)
    after = play(base, own)
    assert "JK" in after["hands"][0] and "QC" in after["melds"][0][0]
    assert play(base, theirs)["melds"][1][0].count("2C") == 0
    refused(meld_phase("canasta.russian_31a", first, melds=melds), own, "только в сочетаниях противника")
    assert in_legal(meld_phase("canasta.russian_31a", first, melds=melds), theirs)
    assert not in_legal(meld_phase("canasta.russian_31a", first, melds=melds), own)
    assert "2C" in play(meld_phase("canasta.russian_31a", first, melds=melds), theirs)["hands"][0]
    refused(base, {**theirs, "card": "QC"}, "того же достоинства")


def test_cards_must_be_in_hand_and_red_threes_never_meld() -> None:
    state = meld_phase("canasta.classic", ["KS", "KH", "5C", "9D"], melds=[[["QS", "QH", "QD"]], []])
    refused(state, {"type": "meld", "melds": [["KS", "KH", "KD"]]}, "У вас нет карты К♦")
    refused(state, {"type": "meld", "melds": [["KS", "KS", "KH"]]}, "указана 2 раза")
    refused(state, {"type": "discard", "card": "XX"}, "Не понимаю карту")
    refused(state, {"type": "fly"}, "Неизвестный ход")
    refused(state, {"type": "draw"}, "Карту или пакет вы уже взяли")
    refused(build_state("canasta.classic", hands(["KS"]), pile=["9C"]), {"type": "discard", "card": "KS"},
            "Сначала возьмите карту")


# -- keeping cards, going out ------------------------------------------------------------------


def test_no_going_out_without_a_canasta_and_the_last_cards_are_kept() -> None:
    melds = [[["QS", "QH", "QD"]], []]
    state = meld_phase("canasta.classic", ["KS", "KH", "KD", "5C"], melds=melds)
    refused(state, {"type": "meld", "melds": [["KS", "KH", "KD"]]}, "Нельзя оставить на руках одну карту")
    two = meld_phase("canasta.classic", ["QC", "5C"], melds=melds)
    refused(two, {"type": "add", "meld": 0, "cards": ["QC"]}, "закончить игру можно, только когда")
    refused(meld_phase("canasta.classic", ["5C"], melds=melds), {"type": "discard", "card": "5C"},
            "Сбросить последнюю карту — значит закончить игру")


CANASTA = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]


def test_going_out_by_discard_scores_the_premium() -> None:
    state = meld_phase("canasta.classic", ["5C"], melds=[[CANASTA, ["QS", "QH", "QD"]], []],
                       red_threes=[["3H"], []])
    state = play(state, {"type": "discard", "card": "5C"})
    result = ENGINE.result(state)
    assert result is not None and result["deal"]["went_out"] == 0
    lines = result["deal"]["sides"][0]["lines"]
    assert {"points": 100, "why": "Окончание игры"} in lines
    side0 = score_hand("canasta.classic", [CANASTA, ["QS", "QH", "QD"]], red_threes=["3H"],
                       hand=state["hands"][2], went_out=True)
    assert result["deal"]["sides"][0]["total"] == side0.total
    assert "закончил игру" in result["summary_ru"]


def test_going_out_by_melding_the_last_card() -> None:
    state = meld_phase("canasta.classic", ["QC"], melds=[[CANASTA, ["QS", "QH", "QD"]], []])
    state = play(state, {"type": "add", "meld": 1, "cards": ["QC"]})
    result = ENGINE.result(state)
    assert result is not None and result["deal"]["how"] == "out"


@pytest.mark.parametrize("game", ["canasta.three", "canasta.three_packs", "canasta.fifteen"])
def test_two_canastas_to_go_out(game: str) -> None:
    # 002: three players, 15 cards and three packs need two canastas.
    players = PRESETS[game].players
    state = build_state(game, hands(["5C"], players), pile=["9C"], phase="meld",
                        melds=[[CANASTA]] + [[] for _ in range((2 if players == 4 else players) - 1)])
    refused(state, {"type": "discard", "card": "5C"}, "выложено не меньше 2 канаст: сейчас их 1")
    assert get_rules("canasta.classic", {"canastas_to_go_out": 2}).canastas_to_go_out == 2


def test_russian_goes_out_without_a_canasta_and_its_melds_then_count_minus() -> None:
    #
    state = meld_phase("canasta.russian", ["5C"], melds=[[["QS", "QH", "QD"]], []])
    result = ENGINE.result(play(state, {"type": "discard", "card": "5C"}))
    assert result is not None
    lines = result["deal"]["sides"][0]["lines"]
    assert any(line["points"] == -30 and "в минус" in line["why"] for line in lines)


def test_combo_never_goes_out_and_keeps_its_last_card() -> None:
    #
    state = meld_phase("canasta.combo", ["5C", "QC"], melds=[[CANASTA, ["QS", "QH", "QD"]], []])
    refused(state, {"type": "add", "meld": 1, "cards": ["QC"]}, "игру не заканчивают")
    refused(meld_phase("canasta.combo", ["5C"], melds=[[CANASTA], []]), {"type": "discard", "card": "5C"},
            "последнюю свою карту сбрасывать нельзя")


def test_cuban_no_black_three_discard_in_the_first_round() -> None:
    state = meld_phase("canasta.cuban", ["3S", "5C", "9D"], melds=[[["QS", "QH", "QD"]], []], turn_number=2)
    refused(state, {"type": "discard", "card": "3S"}, "в первом круге чёрные тройки сбрасывать нельзя")
    assert play(meld_phase("canasta.cuban", ["3S", "5C", "9D"], melds=[[["QS", "QH", "QD"]], []], turn_number=5),
                {"type": "discard", "card": "3S"})["pile"][-1] == "3S"


def concealed_hand() -> list[str]:
    return CANASTA + ["9C", "9D", "9H", "5C"]


def test_concealed_going_out_scores_and_needs_no_opening_minimum_from_the_stock() -> None:
    # 002: «с рук» — all at once with a canasta; the minimum is waived when he drew from the stock.
    state = meld_phase("canasta.classic", concealed_hand(), scores=[3000, 0], melded=[False] * 4, opened=[False, False])
    move = {"type": "meld", "melds": [CANASTA, ["9C", "9D", "9H"]]}
    assert move in ENGINE.legal_moves(state) or any(
        m["type"] == "meld" and len(m.get("melds", [])) == 2 for m in ENGINE.legal_moves(state))
    state = play(state, move, {"type": "discard", "card": "5C"})
    result = ENGINE.result(state)
    assert result is not None and result["deal"]["concealed"] is True
    assert {"points": 100, "why": "Окончание с рук (дополнительно)"} in result["deal"]["sides"][0]["lines"]


def test_concealed_going_out_from_the_pile_needs_the_minimum() -> None:
    state = meld_phase("canasta.classic", concealed_hand(), scores=[3000, 0], melded=[False] * 4,
                       opened=[False, False], source="pile")
    refused(state, {"type": "meld", "melds": [["9C", "9D", "9H"]]}, "нужно 120 очков")


def test_concealed_going_out_needs_its_own_canasta() -> None:
    state = meld_phase("canasta.classic", ["9C", "9D", "9H", "5C"], melds=[[CANASTA], []], melded=[False] * 4)
    refused(state, {"type": "meld", "melds": [["9C", "9D", "9H"]]}, "нужно выложить и свою канасту")


def test_going_out_in_one_go_per_russian_preset() -> None:
    # 003 allows it, but not in the first round; 31.а and 31.б never.
    cards = ["9C", "9D", "9H", "5C"]
    first_round = meld_phase("canasta.russian", cards, melds=[[CANASTA], []], melded=[False] * 4, turn_number=2)
    refused(first_round, {"type": "meld", "melds": [["9C", "9D", "9H"]]}, "но не на первом круге")
    later = meld_phase("canasta.russian", cards, melds=[[CANASTA], []], melded=[False] * 4, turn_number=6)
    result = ENGINE.result(play(later, {"type": "meld", "melds": [["9C", "9D", "9H"]]}, {"type": "discard", "card": "5C"}))
    assert result is not None and result["deal"]["concealed"]
    for game in ("canasta.russian_31a", "canasta.russian_31b"):
        state = meld_phase(game, cards, melds=[[CANASTA], []], melded=[False] * 4, turn_number=6)
        refused(state, {"type": "meld", "melds": [["9C", "9D", "9H"]]}, "за один раз нельзя")


def test_double_going_out_by_the_partner() -> None:
    # 002: the partner may lay down all (but only all) his cards at once; nobody asks permission.
    melds = [[CANASTA, ["QS", "QH", "QD"]], []]
    h = [["5C"], ["4C", "6D"], ["QC", "8S", "8D", "8H"], ["4H", "6S"]]
    state = build_state("canasta.classic", h, pile=["9C"], phase="meld", melds=melds)
    state = play(state, {"type": "discard", "card": "5C"})
    assert state["phase"] == "double_out" and ENGINE.to_move(state) == 2
    legal = ENGINE.legal_moves(state)
    assert {"type": "decline"} in legal and any(m["type"] == "double_out" for m in legal)
    refused(state, {"type": "double_out", "melds": [["8S", "8D", "8H"]]}, "все (и только все) карты")
    done = play(state, {"type": "double_out", "melds": [["8S", "8D", "8H"]], "add": [{"meld": 1, "cards": ["QC"]}]})
    result = ENGINE.result(done)
    assert result is not None and result["deal"]["double_out"]
    assert {"points": 100, "why": "Двойное окончание (дополнительно)"} in result["deal"]["sides"][0]["lines"]
    declined = ENGINE.result(play(state, {"type": "decline"}))
    assert declined is not None and not declined["deal"]["double_out"]
    assert any("на руках" in line["why"] for line in declined["deal"]["sides"][0]["lines"])


def test_no_double_going_out_phase_where_the_partner_cannot_or_the_preset_has_none() -> None:
    melds = [[CANASTA, ["QS", "QH", "QD"]], []]
    h = [["5C"], ["4C", "6D"], ["9S", "8D", "7H"], ["4H", "6S"]]
    state = play(build_state("canasta.classic", h, pile=["9C"], phase="meld", melds=melds),
                 {"type": "discard", "card": "5C"})
    assert ENGINE.result(state) is not None
    h = [["5C"], ["4C", "6D"], ["QC"], ["4H", "6S"]]
    state = play(build_state("canasta.russian", h, pile=["9C"], phase="meld", melds=melds),
                 {"type": "discard", "card": "5C"})
    assert ENGINE.result(state) is not None  # 003 has no double going out


# -- the exhausted stock -----------------------------------------------------------------------


def test_exhausted_stock_ends_when_the_next_player_cannot_take_the_discard() -> None:
    #
    state = build_state("canasta.classic", hands(["KS", "5C", "9D"]), pile=["8H"], stock=["7C"],
                        melds=[[["QS", "QH", "QD"]], []])
    state = play(state, {"type": "draw"}, {"type": "discard", "card": "5C"})
    result = ENGINE.result(state)
    assert result is not None and result["deal"]["how"] == "exhausted" and result["deal"]["went_out"] is None
    assert not any(line["why"] == "Окончание игры" for s in result["deal"]["sides"] for line in s["lines"])


def test_exhausted_stock_the_last_discard_may_still_be_taken() -> None:
    h = [["KS", "5C", "9D"], ["5D", "5H", "8C", "8D"], ["4D", "6C"], ["4H", "6S"]]
    state = build_state("canasta.classic", h, pile=["8H"], stock=["7C"], melds=[[], [["QS", "QH", "QD"]]],
                        opened=[False, True])
    state = play(state, {"type": "draw"}, {"type": "discard", "card": "5C"})
    assert ENGINE.result(state) is None and ENGINE.to_move(state) == 1
    legal = ENGINE.legal_moves(state)
    assert {"type": "pass"} in legal and {"type": "draw"} not in legal
    refused(state, {"type": "draw"}, "Прикуп кончился")
    passed = ENGINE.result(play(state, {"type": "pass"}))
    assert passed is not None and passed["deal"]["how"] == "exhausted"
    took = play(state, {"type": "take_pile", "meld": ["5D", "5H"]})
    assert took["phase"] == "meld" and ENGINE.result(took) is None


# -- views, descriptions, protocol -------------------------------------------------------------


def test_view_hides_the_other_hands_and_the_stock() -> None:
    state = ENGINE.new_game("canasta.classic", 4, 9, {})
    view = ENGINE.view(state, 1)
    assert view["hand"] == state["hands"][1] and "hands" not in view and "stock" not in view
    assert view["hand_sizes"] == [len(h) for h in state["hands"]]
    assert view["stock_size"] == len(state["stock"]) and view["pile_top"] == state["pile"][-1]
    text = json.dumps(view)
    assert '"pile"' not in text
    teaching = ENGINE.new_game("canasta.classic", 4, 9, {"teaching": True})
    tview = ENGINE.view(teaching, 0)
    assert tview["hands"] == teaching["hands"] and tview["hints_ru"]
    assert ENGINE.bot_move(teaching) == ENGINE.bot_move(state)
    with pytest.raises(BadRequest):
        ENGINE.view(state, 4)


@pytest.mark.parametrize("game", sorted(PRESETS))
def test_position_from_the_view_is_the_position_from_the_state(game: str) -> None:
    state = ENGINE.new_game(game, PRESETS[game].players, 21, {})
    for _ in range(40):
        if ENGINE.result(state) is not None:
            break
        seat = ENGINE.to_move(state)
        assert seat is not None
        assert Position.from_view(ENGINE.view(state, seat)) == position_of(state, seat)
        state = ENGINE.play(state, ENGINE.bot_move(state))


def test_describe_moves_in_russian() -> None:
    state = opened_classic(["KS", "KH", "5C", "6D"], ["9C", "KD"])
    assert ENGINE.describe_move(state, {"type": "draw"}) == "берёт карту из прикупа"
    assert ENGINE.describe_move(state, {"type": "take_pile", "meld": ["KS", "KH"]}) == \
        "берёт пакет (2 карты): К♦ с К♠ К♥"
    after = play(state, {"type": "take_pile", "meld": ["KS", "KH"]})
    assert ENGINE.describe_move(after, {"type": "discard", "card": "5C"}) == "сбрасывает 5♣"
    assert ENGINE.describe_move(after, {"type": "meld", "melds": [["9C", "9C", "9D"]]}) == "выкладывает 9♣ 9♣ 9♦"


def test_protocol_game_new_play_bot_view() -> None:
    from rules_py.api import handle

    def call(method: str, params: dict[str, Any]) -> dict[str, Any]:
        return json.loads(handle(json.dumps({"method": method, "params": params})))  # type: ignore[no-any-return]

    answer = call("game.new", {"game": "canasta.cuban", "seed": 4})
    assert answer["ok"], answer
    result = answer["result"]
    assert result["to_move"] == 0 and {"type": "draw"} in result["legal"]
    played = call("game.play", {"game": "canasta.cuban", "state": result["state"], "move": {"type": "draw"}})
    assert played["ok"] and played["result"]["move_ru"] == "берёт карту из прикупа"
    bad = call("game.play", {"game": "canasta.cuban", "state": played["result"]["state"], "move": {"type": "draw"}})
    assert bad["error"]["code"] == "illegal_move"
    bot = call("game.bot", {"game": "canasta.cuban", "state": played["result"]["state"]})
    assert bot["ok"] and bot["result"]["move"]["type"] in ("meld", "add", "discard", "red_three")
    view = call("game.view", {"game": "canasta.cuban", "state": result["state"], "seat": 2})
    assert view["ok"] and view["result"]["view"]["hand"] == result["state"]["hands"][2]
    three = call("game.new", {"game": "canasta.three", "seed": 1, "players": 3})
    assert three["ok"] and len(three["result"]["state"]["melds"]) == 3


def test_bad_options_and_players() -> None:
    with pytest.raises(BadRequest):
        ENGINE.new_game("canasta.classic", 3, 1, {})
    with pytest.raises(BadRequest):
        ENGINE.new_game("canasta.classic", 4, 1, {"colour": "red"})
    with pytest.raises(BadRequest):
        ENGINE.new_game("canasta.classic", 4, 1, {"scores": [1, 2, 3]})
    state = ENGINE.new_game("canasta.fifteen", 3, 1, {})
    assert len(state["hands"]) == 3 and len(state["hands"][1]) + len(state["red_threes"][1]) == 15


def test_play_never_mutates_its_input() -> None:
    state = ENGINE.new_game("canasta.classic", 4, 2, {})
    for _ in range(30):
        before = json.dumps(state, sort_keys=True)
        new = ENGINE.play(state, ENGINE.bot_move(state))
        assert json.dumps(state, sort_keys=True) == before
        state = new
        if ENGINE.result(state) is not None:
            break


def test_combo_ends_a_game_on_the_score_only_after_a_whole_round_of_four_deals() -> None:
    # Seed 000/004: a full round is four deals in a row. With a target every side passes at once,
    # classic ends after the first deal and Combo only after the fourth.
    classic = ENGINE.new_game("canasta.classic", 4, 3, {"match": True, "target": 500})
    combo = ENGINE.new_game("canasta.combo", 4, 3, {"match": True, "target": 500})
    for state, deals in ((classic, 1), (combo, 4)):
        played = 0
        while ENGINE.result(state) is None:
            if state["phase"] == "deal_over":
                played += 1
                state = play(state, {"type": "next_deal"})
            else:
                state = ENGINE.play(state, ENGINE.bot_move(state))
        played += 1
        assert max(state["scores"]) >= 500
        assert played == deals, (state["game"], played)


def test_option_not_to_cover_a_black_three_up_card() -> None:
    # the seed covers a black three turned first; by option it stays as the pile's top card.
    for seed in range(400):
        covered = ENGINE.new_game("canasta.classic", 4, seed, {})
        if covered["pile"][0] in ("3C", "3S"):
            break
    else:
        raise AssertionError("no deal turns a black three first")
    assert len(covered["pile"]) > 1
    plain = ENGINE.new_game("canasta.classic", 4, seed, {"upcard_black_three": False})
    assert plain["pile"] == covered["pile"][:1]
    with pytest.raises(BadRequest):
        ENGINE.new_game("canasta.classic", 4, seed, {"upcard_black_three": "нет"})
