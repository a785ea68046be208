"""Кинг: the move log's words (describe_move) and what the view adds for the table (the deal's total,
the trump named, the tricks and points of the deal so far)."""

from __future__ import annotations

import copy
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.api import handle
from rules_py.cards import Card, Rank, Suit
from rules_py.king.deals import DEALS, KING_OF_HEARTS
from rules_py.king.engine import ENGINE, SEAT_NAMES_RU, deal_points
from rules_py.rng import SeededRandom


def test_a_card_is_described_by_its_russian_index() -> None:
    state = ENGINE.new_game("king", 4, 7, {})
    card = state["hands"][0][0]
    before = copy.deepcopy(state)
    assert ENGINE.describe_move(state, {"type": "card", "card": card}) == Card.parse(card).ru
    assert state == before


def test_the_card_that_closes_a_trick_names_its_taker() -> None:
    state = ENGINE.new_game("king", 4, 7, {})
    for _ in range(3):
        state = ENGINE.play(state, ENGINE.bot_move(state))
    move = ENGINE.bot_move(state)
    after = ENGINE.play(state, move)
    winner = after["tricks"][-1]["winner"]
    assert ENGINE.describe_move(state, move) == f"{Card.parse(move['card']).ru} — взятку берёт {SEAT_NAMES_RU[winner]}"


def test_trump_moves_are_described() -> None:
    state = ENGINE.new_game("king", 4, 7, {"positive_trumps": True, "deals": ["tricks"]})
    assert ENGINE.describe_move(state, {"type": "trump", "suit": "S"}) == "козырь — пики"
    assert ENGINE.describe_move(state, {"type": "trump", "suit": None}) == "играем без козыря"
    assert ENGINE.describe_move(state, {"type": "trump", "suit": "X"}) == "называет неизвестную масть"


def test_protocol_gives_the_log_line() -> None:
    def call(method: str, params: dict[str, object]) -> dict[str, object]:
        return json.loads(handle(json.dumps({"method": method, "params": params})))["result"]  # type: ignore[no-any-return]

    answer = call("game.new", {"game": "king", "players": 4, "seed": 7})
    reply = call("game.bot", {"game": "king", "state": answer["state"]})
    assert reply["move_ru"] == Card.parse(reply["move"]["card"]).ru  # type: ignore[index]


def test_view_carries_the_contract_and_the_trump_named() -> None:
    state = ENGINE.new_game("king", 4, 2, {"positive_trumps": True, "deals": ["no_hearts", "tricks"]})
    view = ENGINE.view(state, 0)
    assert (view["deal_total"], view["deal_positive"], view["trump_named"]) == (-16, False, False)
    while state["deal_index"] == 0:
        state = ENGINE.play(state, ENGINE.bot_move(state))
    view = ENGINE.view(state, 0)
    assert view["phase"] == "trump" and view["deal_positive"] and not view["trump_named"]
    state = ENGINE.play(state, {"type": "trump", "suit": None})
    view = ENGINE.view(state, 0)
    assert view["trump_named"] and view["trump"] is None and view["deal_total"] == 16
    # Without the option a positive deal has no trump to name.
    plain = ENGINE.new_game("king", 4, 2, {"deals": ["tricks"]})
    assert ENGINE.view(plain, 0)["trump_named"] is False


def test_king_of_hearts_in_eralash_costs_22() -> None:
    # The page says so: a heart (−2), a king (−4) and «кинг» (−16) at once.
    assert DEALS["eralash"].card_points(KING_OF_HEARTS) == -22
    assert DEALS["plus_eralash"].card_points(KING_OF_HEARTS) == 22
    assert DEALS["no_boys"].card_points(Card(Rank.KING, Suit.SPADES)) == -4
    assert DEALS["no_boys"].card_points(Card(Rank.JACK, Suit.SPADES)) == 0


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), deal_id=st.sampled_from(sorted(DEALS)), play_seed=st.integers(0, 2**32))
def test_deal_points_so_far_add_up_to_the_deal_score(seed: int, deal_id: str, play_seed: int) -> None:
    state = ENGINE.new_game("king", 4, seed, {"deals": [deal_id], "positive_trumps": True})
    rng = SeededRandom(play_seed)
    while state["phase"] != "over":
        view = ENGINE.view(state, None)
        assert view["deal_points"] == deal_points(DEALS[deal_id], state["tricks"])
        assert sum(view["tricks_won"]) == len(state["tricks"])
        legal = ENGINE.legal_moves(state)
        state = ENGINE.play(state, legal[rng.randbelow(len(legal))])
    assert sum(state["history"][0]["points"]) == DEALS[deal_id].total()
