"""Property tests of the canasta engine: random legal play in every preset (and some options).

Each example plays one whole deal choosing uniformly among `legal_moves`, and checks at every step:
the deck is conserved (counted by code), the state is consistent (every meld valid for the preset,
one meld per rank where required, red threes never held where they are laid out at once), the state
survives a JSON round trip, moves that are certainly illegal are refused with the state unchanged, and
now and then that every listed move is accepted. The deal must end, and its score must be the sum of
`score_hand` for each side.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.canasta.engine import ENGINE
from rules_py.canasta.melds import validate_melds
from rules_py.canasta.presets import PRESETS, get_rules
from rules_py.decks import build_deck
from rules_py.errors import IllegalMove
from rules_py.games import State
from rules_py.rng import SeededRandom

from canasta_cards import cards_everywhere

seeds = st.integers(min_value=0, max_value=2**63 - 1)

CONFIGS: list[tuple[str, int, dict[str, Any]]] = [(g, PRESETS[g].players, {}) for g in sorted(PRESETS)] + [
    ("canasta.classic", 4, {"joker_canasta": True, "deck": "2x54", "wild_cap": 3}),
    ("canasta.classic", 4, {"target": 7500, "scores": [5000, 4000]}),
    ("canasta.fifteen", 3, {}),
    ("canasta.russian", 4, {"red_three_discard": True}),
    ("canasta.russian_31a", 4, {"opening_base": 40, "scores": [2500, -50]}),
]
MAX_MOVES = 3000




def check_consistent(state: State, deck: Counter[str]) -> None:
    rules = get_rules(state["game"], state["options"])
    assert cards_everywhere(state) == deck
    assert json.loads(json.dumps(state)) == state
    for side in state["melds"]:
        validate_melds(side, rules)  # raises BadMeld if a side holds an impossible set of melds
    if rules.red_threes == "premium" and not rules.red_three_discard:
        assert not any(c in ("3H", "3D") for h in state["hands"] for c in h)
    if state["phase"] in ("draw", "meld"):
        seat = state["turn"]
        assert state["hands"][seat] or state["phase"] == "draw"
        if not rules.going_out_allowed:
            assert all(state["hands"])  # Combo: nobody is ever left without cards


def certainly_illegal(state: State) -> list[dict[str, Any]]:
    """Moves that break a rule whatever the cards: out of phase, or with a card not held."""
    seat = state["turn"]
    held = set(state["hands"][seat])
    missing = next(c.code for c in build_deck("54") if c.code not in held and c.code[0] not in "23J")
    moves: list[dict[str, Any]] = [{"type": "discard", "card": missing}, {"type": "jump"}]
    if state["phase"] == "draw":
        moves.append({"type": "discard", "card": next(iter(held))} if held else {"type": "decline"})
    if state["phase"] == "meld":
        moves += [{"type": "draw"}, {"type": "pass"}, {"type": "meld", "melds": [[missing, missing, missing]]}]
    return moves


def play_deal(game: str, players: int, options: dict[str, Any], seed: int) -> State:
    rules = get_rules(game, {k: v for k, v in options.items() if k != "scores"})
    deck = Counter(c.code for c in build_deck(rules.deck))
    state = ENGINE.new_game(game, players, seed, options)
    rng = SeededRandom(seed)
    for step in range(MAX_MOVES):
        check_consistent(state, deck)
        if ENGINE.result(state) is not None:
            return state
        legal = ENGINE.legal_moves(state)
        assert legal, f"no legal move in phase {state['phase']}"
        for bad in certainly_illegal(state):
            before = json.dumps(state, sort_keys=True)
            with pytest.raises(IllegalMove):
                ENGINE.play(state, bad)
            assert json.dumps(state, sort_keys=True) == before
        if step % 15 == 0:
            for move in legal:
                ENGINE.play(state, move)  # every listed move is accepted
        state = ENGINE.play(state, legal[rng.randbelow(len(legal))])
    pytest.fail("the deal did not end")


@pytest.mark.parametrize(("game", "players", "options"), CONFIGS, ids=lambda v: str(v))
@settings(max_examples=4, deadline=None)
@given(seed=seeds)
def test_random_legal_play_ends_and_keeps_every_rule(game: str, players: int, options: dict[str, Any],
                                                     seed: int) -> None:
    state = play_deal(game, players, options, seed)
    result = ENGINE.result(state)
    assert result is not None
    deal = result["deal"]
    totals = [side["total"] for side in deal["sides"]]
    assert totals == deal["deal_scores"]
    assert all(sum(line["points"] for line in side["lines"]) == side["total"] for side in deal["sides"])
    start = options.get("scores", [0] * len(totals))
    assert result["scores"] == [a + b for a, b in zip(start, totals)]
    if deal["how"] == "out":
        assert deal["went_out"] is not None and not state["hands"][deal["went_out"]]
    if not PRESETS[game].going_out_allowed:
        assert deal["how"] != "out"


@settings(max_examples=10, deadline=None)
@given(seed=seeds, game=st.sampled_from(sorted(PRESETS)))
def test_same_seed_same_deal(seed: int, game: str) -> None:
    players = PRESETS[game].players
    assert ENGINE.new_game(game, players, seed, {}) == ENGINE.new_game(game, players, seed, {})
