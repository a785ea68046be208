"""Property tests of the durak variants with engines of their own (дорожный, китайский, крестовый):
random legal play for every player count and deck ends with the cards conserved; the legal list is
the single authority (a candidate move is accepted exactly when listed, and a refused one leaves the
state as it was); states round-trip through JSON; a seat's view hides the other hands; bots and
hints only ever give legal moves."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.decks import build_deck
from rules_py import api  # noqa: F401  (importing the protocol registers every engine)
from rules_py.games import engine_for
from rules_py.registry import GAMES
from rules_py.rng import SeededRandom

from durak_moves import check_authority as check_authority_of

State = dict[str, Any]
MAX_MOVES = 6000

VARIANTS: dict[str, dict[str, Any]] = {
    "durak.dorozhny": {
        "voluntary_take": st.booleans(), "climb": st.sampled_from(["beats", "rank"]),
        "remainder": st.sampled_from(["aside", "dealt"]),
    },
    "durak.kitaysky": {"voluntary_take": st.booleans()},
    "durak.krestovy": {
        "voluntary_take": st.booleans(), "follow_suit": st.booleans(), "layout": st.sampled_from(["manual", "auto"]),
    },
}


def cards_of(state: State) -> Counter[str]:
    """Every card of the game wherever it lies."""
    cards = [c for h in state["hands"] for c in h] + state["discard"]
    cards += [c for column in state.get("columns", []) for c in column] + state.get("aside", [])
    cards += [c for c, _ in state.get("chain", [])]
    cards += [c for pile in state.get("piles", []) for c in pile] + state.get("stock", [])
    if state.get("drawn"):
        cards.append(state["drawn"])
    return Counter(cards)


def candidates(state: State) -> list[dict[str, Any]]:
    """Moves of every kind for the player to move, legal or not."""
    seat = state["turn"]
    hand = state["hands"][seat]
    tops = [column[-1] for column in state.get("columns", [])]
    moves: list[dict[str, Any]] = [{"type": "take"}, {"type": "done"}, {"type": "draw"}, {"type": "pass"}]
    moves += [{"type": "place", "on": s} for s in range(state["players"])]
    for card in dict.fromkeys(hand):
        moves += [{"type": "lead", "card": card}, {"type": "beat", "card": card}, {"type": "attack", "cards": [card]}]
        moves += [{"type": "beat", "attack": top, "card": card} for top in tops]
        moves += [{"type": "throw", "card": card, "on": top} for top in tops]
    return moves


def check_authority(engine: Any, state: State) -> None:
    check_authority_of(engine, state, candidates(state))


def check_view(engine: Any, state: State) -> None:
    for seat in range(state["players"]):
        view = engine.view(state, seat)
        assert sorted(view["hand"]) == sorted(state["hands"][seat])
        assert view["counts"] == [len(h) for h in state["hands"]]
        others = {c for s, h in enumerate(state["hands"]) if s != seat for c in h}
        public = set(state["discard"]) | {c for k in state["known"] for c in k}
        public |= {c for column in state.get("columns", []) for c in column} | {c for c, _ in state.get("chain", [])}
        public |= {p[-1] for p in state.get("piles", []) if p} | {state.get("drawn"), state.get("trump_card")}
        assert not (set(view["labels"]) & others) - public, "a view names a card hidden in another hand"
        assert view["hands"] is None or state["teaching"]


def play_out(game: str, players: int, seed: int, options: dict[str, Any], deck: str) -> State:
    engine = engine_for(game)
    state = engine.new_game(game, players, seed, {**options, "deck": deck})
    assert state == engine.new_game(game, players, seed, {**options, "deck": deck})  # reproducible
    full = Counter(c.code for c in build_deck(state["deck"]))
    rng = SeededRandom(seed)
    for step in range(MAX_MOVES):
        assert cards_of(state) == full
        assert json.loads(json.dumps(state)) == state
        if engine.result(state) is not None:
            return state
        legal = engine.legal_moves(state)
        assert legal and engine.to_move(state) == state["turn"]
        assert state["hands"][state["turn"]] or state["phase"] == "layout"
        if step % 5 == 0:
            check_authority(engine, state)
        if step % 17 == 0:
            check_view(engine, state)
            assert engine.bot_move(state) in legal
            hint = engine.hint(state)
            assert hint["move"] in legal and hint["reason_ru"]
        move = legal[rng.randbelow(len(legal))]
        state = engine.play(state, move)
    raise AssertionError("the game did not end")


def check_result(engine: Any, state: State) -> None:
    result = engine.result(state)
    assert result is not None and engine.to_move(state) is None and engine.legal_moves(state) == []
    holders = [s for s in range(state["players"]) if state["hands"][s]]
    if result["draw"]:
        assert holders == [] and result["loser"] is None
    else:
        assert holders == [result["loser"]] and result["next_dealer"] == result["loser"]
        assert sorted(result["order_out"] + [result["loser"]]) == list(range(state["players"]))


@pytest.mark.parametrize("game", sorted(VARIANTS))
@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_random_legal_play(game: str, data: st.DataObject) -> None:
    info = GAMES[game]
    players = data.draw(st.integers(info.players_min, info.players_max), label="players")
    seed = data.draw(st.integers(0, 2**40), label="seed")
    deck = data.draw(st.sampled_from(info.deck_options or (info.deck,)), label="deck")
    options = data.draw(st.fixed_dictionaries({}, optional=VARIANTS[game]), label="options")
    check_result(engine_for(game), play_out(game, players, seed, options, deck))


@pytest.mark.parametrize("game", sorted(VARIANTS))
def test_bots_play_every_player_count_to_the_end(game: str) -> None:
    engine = engine_for(game)
    for players in range(2, 7):
        state = engine.new_game(game, players, players * 7, {})
        for _ in range(MAX_MOVES):
            if engine.result(state) is not None:
                break
            state = engine.play(state, engine.bot_move(state))
        check_result(engine, state)
