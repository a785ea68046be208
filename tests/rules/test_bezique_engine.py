"""Безик engine, as far as the seed goes: deal, trump exchange, lead/cover/discard, declare, draw; and the
end of the deal where the source stops (the option ``ending: "source"``). The completed ending is tested
in test_bezique_ending.py."""

from __future__ import annotations

import copy
import json
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.api import handle
from rules_py.bezique.engine import ENGINE, beats
from rules_py.cards import Card, Suit
from rules_py.decks import build_deck
from rules_py.errors import BadRequest, IllegalMove
from rules_py.games import State
from rules_py.rng import SeededRandom

from bezique_positions import set_up


def _all_cards(state: State) -> Counter[str]:
    cards = [c for h in state["hands"] for c in h] + state["stock"] + [t[1] for t in state["table"]] + state["set_aside"]
    cards += [c[1] for r in state["rounds"] for c in r["cards"]]
    return Counter(cards)




def test_new_game_deals_18_each_and_turns_a_trump() -> None:
    for players, deck, size in [(2, "bezique8", 174), (3, "bezique8", 174), (2, "bezique10", 214)]:
        state = ENGINE.new_game("bezique", players, 3, {"deck": deck})
        assert [len(h) for h in state["hands"]] == [18] * players
        assert state["stock"][-1] == state["trump"]
        assert _all_cards(state) == Counter(c.code for c in build_deck(deck))
        assert sum(_all_cards(state).values()) == size
    with pytest.raises(BadRequest, match="вдвоём или втроём"):
        ENGINE.new_game("bezique", 4, 1, {})
    with pytest.raises(BadRequest):
        ENGINE.new_game("bezique", 2, 1, {"deck": "52"})


def test_identical_card_first_played_is_higher_x89() -> None:
    assert not beats(Card.parse("AS"), Card.parse("AS"), Suit.HEARTS)
    assert beats(Card.parse("AS"), Card.parse("KS"), None)
    assert not beats(Card.parse("10S"), Card.parse("JS"), None)  # A K Q J 10 9
    assert beats(Card.parse("9H"), Card.parse("AS"), Suit.HEARTS)
    assert not beats(Card.parse("AD"), Card.parse("9S"), Suit.HEARTS)


def test_cover_takes_the_lead_and_discard_leaves_it() -> None:
    state = set_up(["KS 10D", "AS 9D"])
    covered = ENGINE.play(ENGINE.play(state, {"type": "card", "card": "KS"}), {"type": "card", "card": "AS"})
    assert covered["rounds"][-1]["winner"] == 1 and covered["leader"] == 1 and covered["rounds"][-1]["covered"]
    discarded = ENGINE.play(ENGINE.play(state, {"type": "card", "card": "KS"}), {"type": "card", "card": "9D"})
    assert discarded["rounds"][-1]["winner"] == 0 and not discarded["rounds"][-1]["covered"]
    # Everyone drew back: the holder of the lead first, from the top of the stock.
    assert discarded["hands"][0][-1] == "AC" and discarded["hands"][1][-1] == "AD"
    assert [len(h) for h in discarded["hands"]] == [2, 2]


def test_trump_covers_and_identical_does_not() -> None:
    state = set_up(["KH 10D", "9S KH"])
    after = ENGINE.play(ENGINE.play(state, {"type": "card", "card": "KH"}), {"type": "card", "card": "KH"})
    assert after["rounds"][-1]["winner"] == 0
    trumped = ENGINE.play(ENGINE.play(state, {"type": "card", "card": "KH"}), {"type": "card", "card": "9S"})
    assert trumped["rounds"][-1]["winner"] == 1


def test_exchange_any_trump_nine_once_x88() -> None:
    state = set_up(["9S 9S AH", "KD QD"], trump="AS")
    assert {"type": "exchange", "card": "9S"} in ENGINE.legal_moves(state)
    after = ENGINE.play(state, {"type": "exchange", "card": "9S"})
    assert "AS" in after["hands"][0] and after["stock"][-1] == "9S" and after["trump"] == "9S"
    assert after["exchanged"] and not any(m["type"] == "exchange" for m in ENGINE.legal_moves(after))
    with pytest.raises(IllegalMove, match="один раз"):
        ENGINE.play(after, {"type": "exchange", "card": "9S"})
    other = set_up(["AH KH", "9S QD"], trump="AS")
    with pytest.raises(IllegalMove, match="девятку козырей"):
        ENGINE.play(other, {"type": "exchange", "card": "9S"})


def test_declare_bezique_with_17_cards_then_draw() -> None:
    state = set_up(["QS JC AH", "KD 9D 10D"], trump="9S")
    state = ENGINE.play(state, {"type": "card", "card": "AH"})
    state = ENGINE.play(state, {"type": "card", "card": "KD"})
    assert state["phase"] == "declare" and ENGINE.to_move(state) == 0
    assert len(state["hands"][0]) == 2  # one fewer than before the lead: "17 cards" in a full game
    assert ENGINE.legal_moves(state) == [{"type": "declare", "cards": ["QS", "JC"]}, {"type": "pass"}]
    before = copy.deepcopy(state)
    cases: list[tuple[dict[str, Any], str]] = [
        ({"type": "declare", "cards": ["QS", "JS"]}, "Это не безик"),
        ({"type": "declare", "cards": ["QS"]}, "две карты"),
        ({"type": "card", "card": "QS"}, "Сначала объявите"),
    ]
    for move, words in cases:
        with pytest.raises(IllegalMove, match=words):
            ENGINE.play(state, move)
    assert state == before
    declared = ENGINE.play(state, {"type": "declare", "cards": ["JC", "QS"]})
    assert declared["declarations"] == [{"seat": 0, "round": 1, "kind": "bezique", "cards": ["JC", "QS"],
                                         "name_ru": "безик", "count": 1}]
    assert declared["phase"] == "lead" and [len(h) for h in declared["hands"]] == [3, 3]


def test_same_cards_are_not_shown_twice() -> None:
    state = set_up(["QS JC AH AH", "KD 9D 10D 10D"], stock="AC AD KC KC QC QC")
    for _ in range(2):
        state = ENGINE.play(state, {"type": "card", "card": "AH"})
        state = ENGINE.play(state, {"type": "card", "card": state["hands"][1][0]})
        if state["phase"] == "declare":
            state = ENGINE.play(state, ENGINE.bot_move(state))
    assert len(state["declarations"]) == 1


def test_infusorka_is_played_as_a_named_card() -> None:
    state = set_up(["JK 10D", "AS 9D"])
    with pytest.raises(IllegalMove, match="as"):
        ENGINE.play(state, {"type": "card", "card": "JK"})
    with pytest.raises(IllegalMove, match="картой безика"):
        ENGINE.play(state, {"type": "card", "card": "JK", "as": "7S"})
    led = ENGINE.play(state, {"type": "card", "card": "JK", "as": "AS"})
    after = ENGINE.play(led, {"type": "card", "card": "AS"})
    assert after["rounds"][-1]["winner"] == 0  # the first of two aces of spades stays higher


def test_deal_ends_when_the_stock_runs_out_without_scores_with_the_source_ending() -> None:
    state = set_up(["KS 10D", "AS 9D"], stock="AC", ending="source")
    state = ENGINE.play(ENGINE.play(state, {"type": "card", "card": "KS"}), {"type": "card", "card": "9D"})
    result = ENGINE.result(state)
    assert result is not None and result["scores"] is None and "X-86" in result["note_ru"]
    with pytest.raises(IllegalMove, match="окончена"):
        ENGINE.play(state, {"type": "card", "card": "10D"})


def test_view_hides_other_hands_and_the_stock() -> None:
    state = ENGINE.new_game("bezique", 3, 8, {})
    view = ENGINE.view(state, 1)
    assert view["hand"] == state["hands"][1] and "stock" not in view and "hands" not in view
    assert view["stock_size"] == len(state["stock"]) and view["trump"] == state["trump"]


def test_protocol_game_new_and_bot() -> None:
    import rules_py.bezique  # noqa: F401  (registers the engine)

    def call(method: str, params: dict[str, Any]) -> dict[str, Any]:
        return json.loads(handle(json.dumps({"method": method, "params": params})))  # type: ignore[no-any-return]

    answer = call("game.new", {"game": "bezique", "seed": 2, "players": 3})
    assert answer["ok"] and answer["result"]["to_move"] == 0
    reply = call("game.bot", {"game": "bezique", "state": answer["result"]["state"]})
    assert reply["ok"] and reply["result"]["move"]["type"] in ("card", "exchange")


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), players=st.sampled_from([2, 3]),
       deck=st.sampled_from(["bezique8", "bezique10"]), play_seed=st.integers(0, 2**32), bots=st.booleans())
def test_random_legal_play_conserves_cards_and_stops(
    seed: int, players: int, deck: str, play_seed: int, bots: bool
) -> None:
    state = ENGINE.new_game("bezique", players, seed, {"deck": deck, "ending": "source"})
    full = _all_cards(state)
    rng = SeededRandom(play_seed)
    steps = 0
    while ENGINE.result(state) is None:
        legal = ENGINE.legal_moves(state)
        move = ENGINE.bot_move(state) if bots else legal[rng.randbelow(len(legal))]
        assert move in legal
        state = ENGINE.play(state, move)
        steps += 1
        if state["phase"] == "lead":
            assert [len(h) for h in state["hands"]] == [18] * players
        assert steps < 1000
    assert _all_cards(state) == full
    assert len(state["stock"]) < players
    assert json.loads(json.dumps(state)) == state
