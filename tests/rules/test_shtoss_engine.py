"""Штосс engine: stakes, pairs («лоб» / «соник» / «плие»), even money, rounds, JSON, property tests."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.api import handle
from rules_py.cards import Card, Rank, parse_cards
from rules_py.dealing import deal
from rules_py.errors import BadRequest, IllegalMove
from rules_py.games import State
from rules_py.shtoss.engine import ENGINE
from rules_py.shtoss.rules import BANKER, PUNTER, settle

seeds = st.integers(min_value=0, max_value=2**63 - 1)


def _staked(seed: int = 3, card: str = "QH", stake: int = 10, **options: object) -> State:
    state = ENGINE.new_game("shtoss", 2, seed, dict(options))
    return ENGINE.play(state, {"type": "stake", "card": card, "stake": stake})


def _force_pack(state: State, pack: str) -> State:
    """A state whose banker's pack starts with the given (distinct) cards, the rest as shuffled."""
    head = [c.code for c in parse_cards(pack)]
    new = copy.deepcopy(state)
    new["pack"] = head + [c for c in state["pack"] if c not in head]
    return new


def test_lob_wins_for_banker() -> None:
    state = _force_pack(_staked(card="QH"), "QS 2C")
    state = ENGINE.play(state, {"type": "pair"})
    result = ENGINE.result(state)
    assert result is not None and result["last_round"]["winner"] == BANKER
    assert result["balance"] == [10, -10]
    assert "«лоб»" in result["summary_ru"]


def test_sonik_wins_for_punter() -> None:
    state = _force_pack(_staked(card="QH", stake=25), "2C QS")
    state = ENGINE.play(state, {"type": "pair"})
    result = ENGINE.result(state)
    assert result is not None and result["last_round"]["winner"] == PUNTER
    assert result["balance"] == [-25, 25]
    assert result["last_round"]["position"] == 2


def test_plie_goes_to_banker_on_any_pair() -> None:
    state = _force_pack(_staked(card="7D"), "2C 3C 7S 7H")
    state = ENGINE.play(state, {"type": "pair"})
    assert state["phase"] == "deal" and ENGINE.result(state) is None
    state = ENGINE.play(state, {"type": "pair"})
    result = ENGINE.result(state)
    assert result is not None
    last = result["last_round"]
    assert (last["winner"], last["plie"], last["pair"], last["position"]) == (BANKER, True, 2, 3)
    assert "плие" in result["summary_ru"]


def test_pairs_continue_until_rank_appears_even_place_wins_for_punter() -> None:
    state = _force_pack(_staked(card="AS"), "2C 3C 4C 5C 6C AH")
    state = ENGINE.play(state, {"type": "all"})
    result = ENGINE.result(state)
    assert result is not None
    assert result["last_round"]["pair"] == 3 and result["last_round"]["winner"] == PUNTER
    assert result["last_round"]["pairs"] == [["2C", "3C"], ["4C", "5C"], ["6C", "AH"]]


def test_suit_does_not_matter() -> None:
    assert settle(parse_cards("2C KD"), Rank.KING).winner == PUNTER
    assert settle(parse_cards("KC 2D"), Rank.KING).winner == BANKER


def test_first_round_pack_is_the_deal_of_the_seed() -> None:
    state = ENGINE.new_game("shtoss", 2, 12345, {})
    assert state["pack"] == [c.code for c in deal("shtoss", 2, 12345).stock]


@pytest.mark.parametrize("cards", [52, 36, 32])
def test_pack_sizes(cards: int) -> None:
    state = ENGINE.new_game("shtoss", 2, 1, {"cards": cards})
    assert len(state["pack"]) == cards == len(set(state["pack"]))
    assert len(ENGINE.legal_moves(state)) == cards


def test_illegal_moves_are_refused_in_russian_with_state_untouched() -> None:
    state = ENGINE.new_game("shtoss", 2, 5, {"cards": 32, "kush": 5})
    before = copy.deepcopy(state)
    cases: list[tuple[dict[str, Any], str]] = [
        ({"type": "stake", "card": "6H", "stake": 5}, "нет карты"),
        ({"type": "stake", "card": "QH", "stake": 4}, "куша"),
        ({"type": "stake", "card": "QH", "stake": "5"}, "целое"),
        ({"type": "stake", "card": "XX", "stake": 5}, "Не понимаю"),
        ({"type": "pair"}, "понтёр"),
        ({"type": "next_round"}, "решена"),
        ({"type": "shuffle"}, "Неизвестный"),
    ]
    for move, words in cases:
        with pytest.raises(IllegalMove, match=words):
            ENGINE.play(state, move)
    assert state == before
    staked = ENGINE.play(state, {"type": "stake", "card": "QH", "stake": 5})
    with pytest.raises(IllegalMove, match="уже сделана"):
        ENGINE.play(staked, {"type": "stake", "card": "KH", "stake": 5})


def test_max_stake_and_bad_options() -> None:
    state = ENGINE.new_game("shtoss", 2, 5, {"max_stake": 50})
    with pytest.raises(IllegalMove, match="больше 50"):
        ENGINE.play(state, {"type": "stake", "card": "QH", "stake": 51})
    for options in ({"cards": 40}, {"kush": 0}, {"rounds": 0}, {"balance": [1]}):
        with pytest.raises(BadRequest):
            ENGINE.new_game("shtoss", 2, 5, options)
    with pytest.raises(BadRequest):
        ENGINE.new_game("shtoss", 3, 5, {})


def test_view_hides_the_pack_order() -> None:
    state = _staked()
    for seat in (0, 1, None):
        view = ENGINE.view(state, seat)
        assert "pack" not in view and "seed" not in view
        assert view["pack_left"] == 52


def test_running_balance_over_rounds() -> None:
    state = ENGINE.new_game("shtoss", 2, 8, {"rounds": 3, "balance": [100, 50]})
    for round_index in range(3):
        assert ENGINE.to_move(state) == PUNTER and state["round"] == round_index
        state = ENGINE.play(state, {"type": "stake", "card": "9C", "stake": 10 + round_index})
        state = ENGINE.play(state, {"type": "all"})
        if round_index < 2:
            assert state["phase"] == "settled" and ENGINE.legal_moves(state) == [{"type": "next_round"}]
            state = ENGINE.play(state, {"type": "next_round"})
            assert state["turned"] == 0 and len(state["pack"]) == 52
    result = ENGINE.result(state)
    assert result is not None and result["rounds"] == 3
    assert sum(result["balance"]) == 150
    for entry in state["history"]:
        assert entry["winner"] in (BANKER, PUNTER)
    with pytest.raises(IllegalMove):
        ENGINE.play(state, {"type": "next_round"})


def test_rounds_use_different_packs() -> None:
    state = ENGINE.new_game("shtoss", 2, 8, {"rounds": None})
    state = ENGINE.play(ENGINE.play(state, {"type": "stake", "card": "9C", "stake": 10}), {"type": "all"})
    second = ENGINE.play(state, {"type": "next_round"})
    assert second["pack"] != state["pack"] and sorted(second["pack"]) == sorted(state["pack"])


def test_protocol_game_new_and_bot() -> None:
    import rules_py.shtoss  # noqa: F401  (registers the engine)

    answer = json.loads(handle(json.dumps({"method": "game.new", "params": {"game": "shtoss", "seed": 4}})))
    assert answer["ok"] is True and answer["result"]["to_move"] == PUNTER
    state = answer["result"]["state"]
    for _ in range(60):
        reply = json.loads(handle(json.dumps({"method": "game.bot", "params": {"game": "shtoss", "state": state}})))
        assert reply["ok"] is True
        state = reply["result"]["state"]
        if reply["result"]["over"]:
            break
    assert ENGINE.result(state) is not None


@settings(max_examples=30, deadline=None)
@given(seed=seeds, cards=st.sampled_from([52, 36, 32]), rank_index=st.integers(0, 7),
       stake=st.integers(1, 1000))
def test_every_round_ends_with_exactly_one_winner(seed: int, cards: int, rank_index: int, stake: int) -> None:
    state = ENGINE.new_game("shtoss", 2, seed, {"cards": cards, "kush": 1})
    card = ENGINE.legal_moves(state)[rank_index * 4]["card"]
    state = ENGINE.play(state, {"type": "stake", "card": card, "stake": stake})
    pairs = 0
    while ENGINE.result(state) is None:
        state = ENGINE.play(state, {"type": "pair"})
        pairs += 1
    result = ENGINE.result(state)
    assert result is not None
    banker, punter = result["balance"]
    assert banker + punter == 0 and abs(banker) == stake
    winner = result["last_round"]["winner"]
    assert (winner == BANKER) == (banker > 0)
    assert result["last_round"]["pair"] == pairs
    # The deciding position is the first card of the punter's rank in the pack; odd is the banker's.
    rank = Card.parse(card).rank
    first = next(i for i, c in enumerate(state["pack"], 1) if Card.parse(c).rank is rank)
    assert first == result["last_round"]["position"] and (first % 2 == 1) == (winner == BANKER)
    assert json.loads(json.dumps(state)) == state
