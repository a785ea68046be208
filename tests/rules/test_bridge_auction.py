"""The auction: legal calls, doubles and redoubles, the end, the declarer."""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings, strategies as st

from rules_py.bridge import auction
from rules_py.bridge.contract import ALL_BIDS, Contract, Strain
from rules_py.bridge.engine import ENGINE
from rules_py.errors import IllegalMove
from rules_py.games import State


def bid(state: State, *calls: str) -> State:
    for c in calls:
        state = ENGINE.play(state, {"type": "call", "call": c})
    return state


def fresh(dealer: str = "N", seed: int = 1) -> State:
    return ENGINE.new_game("bridge", 4, seed, {"dealer": dealer})


def refused(state: State, call: str) -> str:
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove) as info:
        ENGINE.play(state, {"type": "call", "call": call})
    assert state == before
    return info.value.message


def test_dealer_calls_first_and_turns_go_clockwise() -> None:
    for index, dealer in enumerate("NESW"):
        state = fresh(dealer)
        assert ENGINE.to_move(state) == index
        state = bid(state, "pass")
        assert ENGINE.to_move(state) == (index + 1) % 4


def test_opening_choices() -> None:
    legal = [m["call"] for m in ENGINE.legal_moves(fresh())]
    assert legal == ["pass"] + list(ALL_BIDS)  # no double before any bid
    assert legal[1] == "1C" and legal[-1] == "7NT" and len(legal) == 36


def test_bids_must_go_up() -> None:
    state = bid(fresh(), "2D")
    assert "не выше последней заявки 2♦" in refused(state, "1NT")
    assert "не выше" in refused(state, "2D")
    assert "не выше" in refused(state, "2C")
    assert bid(state, "2H", "3C")["calls"] == ["2D", "2H", "3C"]
    assert [m["call"] for m in ENGINE.legal_moves(state)][:3] == ["pass", "X", "2H"]


def test_double_only_the_opponents_last_bid() -> None:
    state = bid(fresh(), "1S")
    assert "pass" in auction.legal_calls(state["calls"], "N") and "X" in auction.legal_calls(state["calls"], "N")
    partner_turn = bid(state, "pass")
    assert "вашей пары" in refused(partner_turn, "X")
    assert "XX" not in auction.legal_calls(partner_turn["calls"], "N")
    doubled = bid(state, "X")
    assert "ещё не контрировали" in refused(doubled, "X")  # S may not double the double
    assert "ещё не контрировали" in refused(bid(doubled, "pass"), "X")  # nor W, E's partner
    assert "ваша пара" in refused(bid(doubled, "pass"), "XX")  # W may not redouble his partner's double
    redoubled = bid(doubled, "XX")  # S redoubles
    assert "ещё не контрировали" in refused(redoubled, "X")
    assert "только в ответ на контру" in refused(redoubled, "XX")
    # A pass in between does not matter: N may still redouble after S and W pass.
    late = bid(doubled, "pass", "pass", "XX")
    assert late["calls"] == ["1S", "X", "pass", "pass", "XX"]


def test_a_later_bid_cancels_the_double() -> None:
    state = bid(fresh(), "1S", "X", "2S")
    assert "X" in auction.legal_calls(state["calls"], "N")
    assert "только в ответ на контру" in refused(state, "XX")
    state = bid(state, "pass", "pass", "pass")
    assert state["contract"]["code"] == "2S"


def test_auction_ends_after_three_passes() -> None:
    state = bid(fresh(), "pass", "pass", "pass")
    assert state["phase"] == "auction" and ENGINE.to_move(state) == 3
    state = bid(state, "1H", "pass", "pass")
    assert state["phase"] == "auction"
    state = bid(state, "pass")
    assert state["phase"] == "play"
    c = state["contract"]
    assert (c["code"], c["declarer"], c["dummy"], c["leader"]) == ("1H", "W", "E", "N")
    assert ENGINE.to_move(state) == 0  # the opening leader, North


def test_passed_out() -> None:
    state = bid(fresh("E"), "pass", "pass", "pass", "pass")
    assert state["phase"] == "over" and ENGINE.legal_moves(state) == [] and ENGINE.to_move(state) is None
    result = ENGINE.result(state)
    assert result is not None and result["passed_out"] is True and result["score"] is None
    assert "спасовали" in result["message"] and result["next_dealer"] == "S"
    with pytest.raises(IllegalMove):
        ENGINE.play(state, {"type": "call", "call": "pass"})


def test_declarer_is_first_of_the_side_to_name_the_strain() -> None:
    state = bid(fresh(), "1C", "pass", "1S", "pass", "2S", "pass", "pass", "pass")
    assert state["contract"]["declarer"] == "S" and state["contract"]["leader"] == "W"
    state = bid(fresh(), "1NT", "2H", "pass", "pass", "X", "pass", "pass", "XX", "pass", "pass", "pass")
    c = state["contract"]
    assert (c["code"], c["declarer"], c["ru"]) == ("2HXX", "E", "2♥ с реконтрой")


def test_final_contract_function() -> None:
    assert auction.final_contract(["pass"] * 4, "N") == (None, None)
    calls = ["1H", "1S", "2H", "2S", "pass", "pass", "X", "pass", "pass", "pass"]
    assert auction.is_over(calls)
    assert auction.final_contract(calls, "W") == (Contract(2, Strain.SPADES, 1), "N")


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.sampled_from("NESW"), st.randoms(use_true_random=False))
def test_random_auctions_are_legal_and_end(seed: int, dealer: str, rnd: random.Random) -> None:
    state = fresh(dealer, seed)
    for _ in range(400):
        if state["phase"] != "auction":
            break
        legal = ENGINE.legal_moves(state)
        # Favour passes so that auctions are not all 7NT.
        move = legal[0] if rnd.random() < 0.6 else rnd.choice(legal)
        for m in legal:
            auction.check_call(state["calls"], dealer, m["call"])  # every listed call is accepted
        state = ENGINE.play(state, move)
    assert state["phase"] in ("play", "over")
    calls = state["calls"]
    assert auction.is_over(calls)
    bids = [c for c in calls if c not in ("pass", "X", "XX")]
    assert [ALL_BIDS.index(b) for b in bids] == sorted({ALL_BIDS.index(b) for b in bids})
    if state["phase"] == "play":
        contract = state["contract"]
        assert contract["code"].startswith(bids[-1])
