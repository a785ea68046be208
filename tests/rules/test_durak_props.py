"""Durak property tests: random legal play for every preset and 2..6 players.

Games end; the 36/52/72/104 cards are conserved and none appears twice too often; legal_moves is
the single authority (a candidate move is accepted exactly when it is listed, and a refused one
leaves the state as it was); states round-trip through JSON; a seat's view hides the other hands.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.decks import build_deck
from rules_py.durak import ENGINE, PRESETS
from rules_py.durak.rules import VERYU_BASES
from rules_py.registry import GAMES
from rules_py.rng import SeededRandom

from durak_moves import check_authority as check_authority_of

State = dict[str, Any]
MAX_MOVES = 5000

OPTIONS = st.fixed_dictionaries(
    {},
    optional={
        "voluntary_take": st.booleans(),
        "first_bout_limit": st.sampled_from([None, 5]),
        "throw_after_take": st.booleans(),
        "transfer_passes": st.sampled_from(["all_cards", "unbeaten_only"]),
        "transfer_repeat": st.booleans(),
        "hidden_trump": st.sampled_from(["takes_over", "extra_card"]),
        "jack_trump_card": st.sampled_from(["highest", "lowest"]),
        "pogony_ranks": st.sampled_from([[], ["6"]]),
        "judge": st.sampled_from(["attacker", "owner"]),
    },
)


def cards_of(state: State) -> Counter[str]:
    """Every card of the game wherever it lies."""
    cards = [c for h in state["hands"] for c in h] + state["stock"] + state["discard"]
    cards += [c for pair in state["table"] for c in pair if c is not None]
    if state["hidden"]:
        cards.append(state["hidden"])
    return Counter(cards)


def candidates(state: State) -> list[dict[str, Any]]:
    """Single-card moves of every kind for the player to move, legal or not."""
    hand = state["hands"][state["turn"]]
    moves: list[dict[str, Any]] = [{"type": "take"}, {"type": "done"}]
    for card in dict.fromkeys(hand):
        moves += [{"type": "attack", "cards": [card]}, {"type": "throw", "cards": [card]},
                  {"type": "transfer", "card": card}]
        moves += [{"type": "beat", "attack": a, "card": card} for a, d in state["table"] if d is None]
        moves += [{"type": "blind", "attack": a, "card": card} for a, d in state["table"] if d is None]
    moves += [{"type": "believe"}, {"type": "challenge"}]
    moves.append({"type": "throw", "cards": hand[:2]} if len(hand) > 1 else {"type": "done"})
    return moves


def check_authority(state: State) -> None:
    check_authority_of(ENGINE, state, candidates(state), exact=lambda move: len(move.get("cards", ())) <= 1)


def check_invariants(state: State, deck: Counter[str], packs: int) -> None:
    assert cards_of(state) == deck
    assert max(cards_of(state).values()) <= packs
    assert json.loads(json.dumps(state)) == state
    for seat in state["out"]:
        assert state["hands"][seat] == []
    if state["phase"] == "over":
        return
    rules = state["rules"]
    unbeaten = sum(1 for _, d in state["table"] if d is None)
    if rules["transfer_check_hold"]:
        assert unbeaten <= len(state["hands"][state["defender"]])
    if rules["first_bout_limit"] is not None and state["bout"] == 1:
        assert len(state["table"]) <= rules["first_bout_limit"]
    assert state["attacker"] != state["defender"]
    if state["phase"] != "judge":  # a judge may have laid his last card and still say «Не верю»
        assert state["hands"][state["turn"]]  # whoever is asked to move holds cards
    assert all(0 <= i < len(state["table"]) and state["table"][i][1] for i in state["face_down"])


def check_view(state: State) -> None:
    for seat in range(state["players"]):
        view = ENGINE.view(state, seat)
        assert sorted(view["hand"]) == sorted(state["hands"][seat])
        public = {c for pair in state["table"] for c in pair if c}
        public |= {state["trump_card"], state["hidden_revealed"], *(state["player_trump_cards"] or [])}
        if state["verdict"]:  # верю — не верю: the card turned by «Не верю» was shown to all
            public |= {state["verdict"]["attack"], state["verdict"]["card"]}
        assert set(view["labels"]) <= set(view["hand"]) | public
        assert view["counts"] == [len(h) for h in state["hands"]]
        if seat != state["defender"]:  # верю — не верю: a face-down card is the defender's secret
            for index in state["face_down"]:
                card = state["table"][index][1]
                assert view["table"][index][1] == "face_down"
                # Its name is given only where the card is shown anyway (the turned trump, the card
                # turned by the last «Не верю»).
                shown = {state["trump_card"]} | ({view["verdict"]["card"], view["verdict"]["attack"]} if view["verdict"] else set())
                assert card not in view["labels"] or card in view["hand"] or card in shown


def play_out(game: str, players: int, seed: int, options: dict[str, Any], deck: str) -> State:
    state = ENGINE.new_game(game, players, seed, {**options, "deck": deck})
    assert state == ENGINE.new_game(game, players, seed, {**options, "deck": deck})  # reproducible
    full = Counter(c.code for c in build_deck(state["deck"]))
    packs = 2 if state["deck"].startswith("2x") else 1
    rng = SeededRandom(seed)
    for step in range(MAX_MOVES):
        check_invariants(state, full, packs)
        if ENGINE.result(state) is not None:
            return state
        legal = ENGINE.legal_moves(state)
        assert legal
        if step % 7 == 0:
            check_authority(state)
        if step % 23 == 0:
            check_view(state)
        # Random play, but a defender who may beat takes only now and then, so games do not drag.
        choices = [m for m in legal if m["type"] != "take"] if rng.randbelow(4) else legal
        move = (choices or legal)[rng.randbelow(len(choices or legal))]
        state = ENGINE.play(state, move)
    raise AssertionError("the game did not end")


def check_result(state: State) -> None:
    result = ENGINE.result(state)
    assert result is not None and ENGINE.to_move(state) is None and ENGINE.legal_moves(state) == []
    holders = [s for s in range(state["players"]) if state["hands"][s]]
    if result["draw"]:
        assert result["loser"] is None and holders == []
        assert result["next_dealer"] == (state["dealer"] + 1) % state["players"]
    else:
        assert result["loser"] in holders and result["next_dealer"] == result["loser"]
        assert result["loser"] not in result["order_out"]
        if state["rules"]["lose_at_cards"] is None:
            assert holders == [result["loser"]]
            assert sorted(result["order_out"] + [result["loser"]]) == list(range(state["players"]))
    assert (result["pogony"] is not None) == (state["rules"]["pogony"] and not result["draw"])


@pytest.mark.parametrize("game", sorted(PRESETS))
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_random_legal_play(game: str, data: st.DataObject) -> None:
    info = GAMES[game]
    players = data.draw(st.integers(2, info.players_max), label="players")
    seed = data.draw(st.integers(0, 2**40), label="seed")
    deck = data.draw(st.sampled_from(info.deck_options or (info.deck,)), label="deck")
    options = data.draw(OPTIONS, label="options")
    if PRESETS[game].blind_beat:
        options["base"] = data.draw(st.sampled_from(VERYU_BASES), label="base")
    check_result(play_out(game, players, seed, options, deck))
