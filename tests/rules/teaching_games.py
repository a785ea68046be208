"""Shared by the teaching tests: the protocol call, the playable games, and random positions.

Everything goes through `rules_py.api.handle`, as the browser does.
"""

from __future__ import annotations

import json
import random
from typing import Any

from rules_py.api import handle
from rules_py.games import engine_for, is_playable
from rules_py.registry import GAMES

Answer = dict[str, Any]


def call(method: str, params: dict[str, Any]) -> dict[str, Any]:
    """The whole response: {"ok": ..., "result" | "error": ...}."""
    return json.loads(handle(json.dumps({"method": method, "params": params})))  # type: ignore[no-any-return]


def ok(method: str, params: dict[str, Any]) -> Answer:
    response = call(method, params)
    assert response["ok"], response
    return response["result"]  # type: ignore[no-any-return]


def playable() -> list[str]:
    return sorted(g for g in GAMES if is_playable(g))


def with_hints() -> list[str]:
    return [g for g in playable() if hasattr(engine_for(g), "hint")]


def players_of(game: str, pick: int) -> int:
    """A number of players the engine takes, chosen by `pick` from the registry's range."""
    info = GAMES[game]
    choices = list(range(info.players_min, info.players_max + 1))
    engine = engine_for(game)
    valid = []
    for players in choices:
        try:
            engine.new_game(game, players, 1, {})
        except Exception:  # noqa: BLE001 - a count the registry allows but this engine does not play
            continue
        valid.append(players)
    return valid[pick % len(valid)]


def walk(game: str, players: int, seed: int, steps: int, chooser: int,
         options: dict[str, Any] | None = None) -> tuple[list[Answer], list[dict[str, Any]]]:
    """Play up to `steps` moves from a new game, each a legal move picked at random (seeded by
    `chooser`), half of them the bot's; the answers after each move (the first is game.new's) and
    the moves made."""
    rng = random.Random(chooser)
    setup = {"game": game, "players": players, "seed": seed, "options": options or {}}
    answers = [ok("game.new", setup)]
    moves: list[dict[str, Any]] = []
    for _ in range(steps):
        now = answers[-1]
        if now["over"]:
            break
        if rng.random() < 0.5:
            after = ok("game.bot", {"game": game, "state": now["state"]})
            move = after["move"]
        else:
            move = rng.choice(now["legal"])
            after = ok("game.play", {"game": game, "state": now["state"], "move": move})
        moves.append(move)
        answers.append(after)
    return answers, moves
