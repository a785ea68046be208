"""Shared by the solver's tests and bench: small random two-player endgames of every variant the
solver takes, and a plain exhaustive search over the engine's own states to check it against.

The plain search knows nothing of the solver: it asks the engine for the legal moves, plays each one
with the engine and looks at every position to the end, with no table and no pruning. A position met
again on the line being searched counts as a draw (the solver's rule: a player who can keep the game
going round forever is never the fool).
"""

from __future__ import annotations

import random
from typing import Any

from rules_py.decks import build_deck
from rules_py.durak import bout
from rules_py.durak.moves import legal_moves
from rules_py.durak.rules import PRESETS
from rules_py.durak.setup import from_hands
from rules_py.durak.solver import WIN
from rules_py.registry import GAMES

State = dict[str, Any]

#: Every variant the solver takes, and the options that change the endgame, each with its preset.
CONFIGS: list[tuple[str, dict[str, Any]]] = [
    *((game, {}) for game in sorted(PRESETS) if not PRESETS[game].blind_beat),
    ("durak.perevodnoy", {"transfer_repeat": False}),
    ("durak.perevodnoy", {"transfer_check_hold": False}),
    ("durak.perevodnoy2", {"transfer_passes": "unbeaten_only"}),
    ("durak.perevodnoy2", {"transfer_check_hold": False}),
    ("durak.podkidnoy", {"throw_after_take": False}),
    ("durak.podkidnoy", {"bout_limit": 2}),
    ("durak.podkidnoy", {"voluntary_take": False}),
    ("durak.podkidnoy", {"only_by_own_suit": "C"}),
    ("durak.beskozyrny", {"only_by_own_suit": "C"}),
    ("durak.bolshoy", {"identical_twin_cannot_beat": False}),
    ("durak.bolshoy", {"lose_at_cards": 5}),
]


def _key(state: State) -> str:
    hands = state["hands"]
    return repr((sorted(hands[state["attacker"]]), sorted(hands[state["defender"]]), state["table"],
                 state["phase"], state["transfers"]))


def plain_value(state: State, path: set[str] | None = None) -> int:
    """The value of a position for the player to move by looking at every line to the end: ``WIN -
    n`` for a win in ``n`` moves, ``-(WIN - n)`` for a loss, 0 for a draw."""
    path = set() if path is None else path
    key = _key(state)
    if key in path:
        return 0
    path.add(key)
    best = -WIN - 1
    for move in legal_moves(bout.position(state)):
        best = max(best, _move_value(state, move, path))
    path.discard(key)
    return best


def _move_value(state: State, move: dict[str, Any], path: set[str]) -> int:
    seat = state["turn"]
    after = bout.play(state, move)
    if after["phase"] == "over":
        loser = after["loser"]
        value = 0 if loser is None else -WIN if loser == seat else WIN
    else:
        child = plain_value(after, path)
        value = child if after["turn"] == seat else -child
    return value - 1 if value > 0 else value + 1 if value < 0 else 0


def plain_move_values(state: State) -> list[int]:
    """The value of each legal move (in the engine's order) for the player who makes it."""
    return [_move_value(state, move, {_key(state)}) for move in legal_moves(bout.position(state))]


def random_endgame(game: str, options: dict[str, Any], rng: random.Random, most: int = 3) -> State:
    """Two hands of 1 to `most` cards from the variant's pack, the rest in the discard, a random
    trump as the variant has it, and up to four random moves played (so that some start mid-bout).
    May be over already."""
    rules = PRESETS[game]
    deck = [c.code for c in build_deck(GAMES[game].deck)]
    rng.shuffle(deck)
    first, second = rng.randint(1, most), rng.randint(1, most)
    hands = [deck[:first], deck[first:first + second]]
    trump: dict[str, Any] = {}
    if rules.trumps in ("turned", "hidden"):
        trump["trump_suit"] = rng.choice("CDHS")
    elif rules.trumps == "per_player":
        trump["player_trumps"] = rng.sample("CDHS", 2)
    state = from_hands(game, hands, attacker=rng.randint(0, 1), discard=deck[first + second:],
                       options=options, bout=2, **trump)
    for _ in range(rng.randint(0, 4)):
        if state["phase"] == "over":
            break
        state = bout.play(state, rng.choice(legal_moves(bout.position(state))))
    return state
