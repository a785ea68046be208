"""Безик finished from outside the source (the default ``ending: "complete"``, completion.py): the last
rounds once the stock is out (follow suit, head the round, ruff), the score (beziques, brisques, the
last trick), the winner; the option ``ending: "source"`` still stops where the source does. Everything
goes through the JSON protocol, as the browser does."""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.bezique.completion import BEZIQUE_POINTS, BRISQUE_POINTS, COMPLETION, LAST_TRICK_POINTS
from rules_py.cards import Card, Rank
from rules_py.decks import build_deck
from rules_py.games import State

from bezique_positions import last_rounds, set_up
from teaching_games import call, ok


def play(state: State, *moves: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = {"state": state}
    for move in moves:
        answer = ok("game.play", {"game": "bezique", "state": answer["state"], "move": move})
    return answer


def card(code: str, stands: str | None = None) -> dict[str, Any]:
    return {"type": "card", "card": code, **({"as": stands} if stands else {})}


def refused(state: State, move: dict[str, Any]) -> str:
    before = copy.deepcopy(state)
    response = call("game.play", {"game": "bezique", "state": state, "move": move})
    assert not response["ok"] and response["error"]["code"] == "illegal_move"
    assert state == before
    return str(response["error"]["message"])


def _legal(state: State) -> list[str]:
    """The cards the seat to move may play («JK=AS» for an инфузорка named the ace of spades)."""
    seat = ok("game.view", {"game": "bezique", "state": state, "seat": 0})["to_move"]
    view = ok("game.view", {"game": "bezique", "state": state, "seat": seat})["view"]
    return [m["card"] + (f"={m['as']}" if "as" in m else "") for m in view["legal"] if m["type"] == "card"]


# -- the stock runs out ---------------------------------------------------------------------------


def test_when_the_stock_is_out_the_hands_are_played_out_without_declarations() -> None:
    state = set_up(["QS JC AH", "KD 9D 10D"], trump="9S", stock="AC")
    # Player 1 leads, player 2 covers nothing; player 1 keeps the lead and may show his bezique.
    answer = play(state, card("AH"), card("KD"))
    assert answer["state"]["phase"] == "declare"
    answer = play(answer["state"], {"type": "declare", "cards": ["QS", "JC"]})
    after = answer["state"]
    assert after["last"] and after["stock"] == [] and [len(h) for h in after["hands"]] == [3, 3]
    assert answer["view"]["last_tricks"] and answer["view"]["stock_size"] == 0 and answer["view"]["trump"] is None
    assert answer["view"]["stage_ru"].startswith("Прикуп кончился — последние круги") and "не из источника" in answer["view"]["stage_ru"]
    assert not answer["over"] and answer["to_move"] == 0
    # No exchange and no declaration once the stock is out.
    assert "открытого козыря" in refused(after, {"type": "exchange", "card": "9S"})
    assert "показок больше не объявляют" in refused(after, {"type": "declare", "cards": ["QS", "JC"]})


def test_three_players_with_ten_packs_set_one_card_aside() -> None:
    state = set_up(["AH", "KD", "10C"], trump="9S", stock="AC AD KC")
    answer = play(state, card("AH"), card("KD"), card("10C"))
    after = answer["state"]
    assert after["last"] and after["stock"] == [] and after["set_aside"] == ["9S"]
    assert [len(h) for h in after["hands"]] == [1, 1, 1] and answer["view"]["set_aside"] == ["9S"]


def test_the_source_ending_still_stops_where_the_source_does() -> None:
    state = set_up(["QS JC AH", "KD 9D 10D"], trump="9S", stock="AC", ending="source")
    answer = play(state, card("AH"), card("KD"), {"type": "pass"})
    assert answer["over"] and answer["result"]["scores"] is None and not answer["result"]["complete"]
    assert answer["result"]["verdict_ru"].startswith("Победителя назвать нельзя")
    assert "X-86" in answer["result"]["summary_ru"] and answer["view"]["leader"] is None
    assert "источник обрывается" in answer["view"]["stage_ru"]
    assert "дальше источник обрывается" in refused(answer["state"], card("QS"))
    assert "«ending»" in call("game.new", {"game": "bezique", "players": 2, "seed": 1,
                                           "options": {"ending": "never"}})["error"]["message"]


# -- the duties of the last rounds ---------------------------------------------------------------


def test_follow_suit_and_head_the_round() -> None:
    state = play(last_rounds(["KS AH", "9S AS 10S QD"]), card("KS"))["state"]
    # Player 2 holds spades and the ace beats the king: only the ace may go.
    assert _legal(state) == ["AS"]
    message = refused(state, card("9S"))
    assert "отвечают в масть и берут" in message and "Т♠" in message
    assert "отвечают в масть" in refused(state, card("QD"))


def test_follow_suit_when_the_suit_cannot_head() -> None:
    state = play(last_rounds(["AS KH", "9S 10S QD"]), card("AS"))["state"]
    assert sorted(_legal(state)) == ["10S", "9S"]
    assert "отвечают в масть" in refused(state, card("QD"))


def test_without_the_suit_led_ruff_if_you_can_otherwise_any_card() -> None:
    trump = "9H"
    state = play(last_rounds(["AS KC", "QH 10D 9C"], trump=trump), card("AS"))["state"]
    assert _legal(state) == ["QH"]
    assert "козырем" in refused(state, card("10D"))
    free = play(last_rounds(["AS KC", "10D 9C"], trump=trump), card("AS"))["state"]
    assert sorted(_legal(free)) == ["10D", "9C"]


def test_three_players_must_beat_the_highest_card_so_far() -> None:
    state = play(last_rounds(["10S AC", "9H AD", "KS QS AS"], trump="9H"), card("10S"), card("9H"))["state"]
    # The nine of trumps holds the round: player 3's spades cannot beat it, so any spade goes.
    assert sorted(_legal(state)) == ["AS", "KS", "QS"]
    headed = play(last_rounds(["10S AC", "QS AD", "KS 9S AS"], trump="9H"), card("10S"), card("QS"))["state"]
    assert sorted(_legal(headed)) == ["AS", "KS"]


def test_an_infusorka_brings_no_duty_but_is_named_to_meet_it() -> None:
    state = play(last_rounds(["KS AH", "JK 9S QD"]), card("KS"))["state"]
    legal = _legal(state)
    # The nine of spades cannot head the king: any spade goes, and the инфузорка only as a spade.
    assert "9S" in legal and "QD" not in legal
    assert {item.split("=")[1] for item in legal if item.startswith("JK")} == {"AS", "KS", "QS", "JS", "10S", "9S"}
    assert "отвечают в масть" in refused(state, card("JK", "AD"))
    alone = play(last_rounds(["KS AH", "JK QD"]), card("KS"))["state"]
    assert "QD" in _legal(alone) and "JK=AD" in _legal(alone)


def test_the_hint_plays_a_legal_card_and_says_why() -> None:
    state = play(last_rounds(["KS AH", "9S AS 10S QD"]), card("KS"))["state"]
    hint = ok("game.hint", {"game": "bezique", "state": state})
    assert hint["move"] == card("AS") and "Прикуп кончился" in hint["reason_ru"]


# -- the score and the winner ---------------------------------------------------------------------


def test_double_bezique_is_one_declaration_worth_500() -> None:
    state = set_up(["QS JC QS JC AH", "KD 9D 10D 9D 9D"], trump="9S", stock="AC AD KC KD")
    answer = play(state, card("AH"), card("KD"))
    shows = [m["cards"] for m in answer["legal"] if m["type"] == "declare"]
    assert shows == [["QS", "JC"], ["QS", "JC", "QS", "JC"]]
    hint = ok("game.hint", {"game": "bezique", "state": answer["state"]})
    assert hint["move"]["cards"] == ["QS", "JC", "QS", "JC"] and "двойной безик" in hint["reason_ru"]
    done = play(answer["state"], hint["move"])
    assert done["state"]["declarations"][-1]["name_ru"] == "двойной безик"
    assert done["view"]["scores"] == [BEZIQUE_POINTS[2] + BRISQUE_POINTS, 0]
    assert "не хватает карт" in refused(state | {"phase": "declare"} | {"hands": [["QS", "JC"], ["KD"]]},
                                        {"type": "declare", "cards": ["QS", "JC", "QS", "JC"]})


def test_the_last_round_ends_the_deal_with_scores_and_a_winner() -> None:
    state = last_rounds(["AS 9C", "10S KC"])
    state["declarations"] = [{"seat": 1, "round": 0, "kind": "bezique", "cards": ["QS", "JC"],
                              "name_ru": "безик", "count": 1}]
    answer = play(state, card("AS"), card("10S"), card("9C"), card("KC"))
    assert answer["over"] and answer["view"]["leader"] is None and answer["to_move"] is None
    result = answer["result"]
    # Player 1 takes the first round (two brisques); player 2 covers the nine and takes the last round.
    assert result["score_parts"] == [
        {"beziques": 0, "brisques": 2, "brisque_points": 20, "last_trick": 0, "total": 20},
        {"beziques": 40, "brisques": 0, "brisque_points": 0, "last_trick": LAST_TRICK_POINTS, "total": 90},
    ]
    assert result["scores"] == [20, 90] and result["winner"] == 1 and result["complete"]
    assert result["verdict_ru"] == "Выиграл Игрок 2: +90 против +20, разница 70 очков."
    assert result["verdicts_ru"][0].startswith("Вы проиграли") and result["verdicts_ru"][1].startswith("Вы выиграли")
    assert "не из источника" in result["summary_ru"] and "бриски 2 × 10 = 20" in result["summary_ru"]
    assert "все карты сыграны" in refused(answer["state"], card("AS"))


def test_the_page_table_says_where_each_piece_comes_from() -> None:
    origins = Counter(piece.origin for piece in COMPLETION)
    assert origins["outside"] >= 5 and origins["ours"] >= 3
    assert all(piece.what_ru and piece.rule_ru.endswith(".") for piece in COMPLETION)


def _everything(state: State) -> Counter[str]:
    cards = [c for h in state["hands"] for c in h] + state["stock"] + state["set_aside"] + [t[1] for t in state["table"]]
    return Counter(cards + [c[1] for r in state["rounds"] for c in r["cards"]])


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), players=st.sampled_from([2, 3]),
       deck=st.sampled_from(["bezique8", "bezique10"]), chooser=st.integers(0, 2**32))
def test_whole_seeded_games_reach_a_winner_with_scores_that_add_up(
    seed: int, players: int, deck: str, chooser: int
) -> None:
    """Bot against bot (with some random legal moves): only legal moves, cards conserved, the result
    adds up from the rounds and declarations."""
    import random

    rng = random.Random(chooser)
    answer = ok("game.new", {"game": "bezique", "players": players, "seed": seed, "options": {"deck": deck}})
    full = _everything(answer["state"])
    assert full == Counter(c.code for c in build_deck(deck))
    steps = 0
    while not answer["over"]:
        legal = answer["legal"]
        if rng.random() < 0.7:
            answer = ok("game.bot", {"game": "bezique", "state": answer["state"]})
            assert answer["move"] in legal
        else:
            move = rng.choice(legal)
            answer = ok("game.play", {"game": "bezique", "state": answer["state"], "move": move})
        steps += 1
        assert _everything(answer["state"]) == full
        assert steps < 2000
    state, result = answer["state"], answer["result"]
    assert all(not h for h in state["hands"]) and state["stock"] == [] and len(state["set_aside"]) < players
    assert len(state["rounds"]) == (sum(full.values()) - len(state["set_aside"])) // players
    parts = result["score_parts"]
    brisques = sum(1 for r in state["rounds"] for _, _, stands in r["cards"] if Card.parse(stands).rank in (Rank.ACE, Rank.TEN))
    assert sum(p["brisques"] for p in parts) == brisques
    assert sum(p["beziques"] for p in parts) == sum(BEZIQUE_POINTS[d["count"]] for d in state["declarations"])
    assert [p["last_trick"] for p in parts].count(LAST_TRICK_POINTS) == 1
    assert result["scores"] == [p["beziques"] + p["brisque_points"] + p["last_trick"] for p in parts]
    assert result["winners"] == [i for i, s in enumerate(result["scores"]) if s == max(result["scores"])]
