"""The durak engine: every playable durak variant behind the generic game.new / game.play / game.bot.

Importing this module registers the engine for the ids starting with ``durak.``; the variants that
have a preset (`PRESETS`) can be played, the others only dealt (the variants with a shape of their
own register engines for their exact ids, which win over this one).

>>> state = ENGINE.new_game("durak.podkidnoy", 2, 42, {})
>>> seat = ENGINE.to_move(state)
>>> move = ENGINE.legal_moves(state)[0]
>>> move["type"]
'attack'
>>> after = ENGINE.play(state, move)
>>> ENGINE.to_move(after) == after["defender"], len(state["table"]), len(after["table"])
(True, 0, 1)
>>> ENGINE.new_game("durak.kitaysky", 2, 1, {})
Traceback (most recent call last):
...
rules_py.errors.BadRequest: Этот вариант пока можно только раздать: сыграть в нём нельзя.
"""

from __future__ import annotations

from typing import Any, Mapping

from rules_py.durak import bout, levels, moves, setup, teaching
from rules_py.durak import view as views
from rules_py.durak.options import Option
from rules_py.durak.rules import BASE_OPTION, PRESETS, RULE_OPTIONS, DurakRules
from rules_py.durak.shell import Choice, Move, State, VariantEngine
from rules_py.games import register_engine


class DurakEngine(VariantEngine):
    """The `rules_py.games.Engine` of the durak family's bout variants (подкидной and its kin)."""

    game_ids = tuple(PRESETS)
    keys = ("game", "players", "rules", "hands", "stock", "table", "phase", "turn", "attacker", "defender")
    not_played_ru = "Этот вариант пока можно только раздать: сыграть в нём нельзя."

    def start(self, game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
        return setup.new_game(game_id, players, seed, options)

    def moves(self, s: State) -> list[Move]:
        return moves.legal_moves(bout.position(s))

    def played(self, state: State, move: Move) -> State:
        """The bout mechanic copies and checks the move itself; a bout that ends is kept for the
        table (shown again after the next lead)."""
        after = bout.play(state, move)
        if teaching.bout_ended(state, after):
            after["last_bout"] = teaching.finished_bout(state, after)
        return after

    def settings(self, game_id: str) -> tuple[DurakRules, Mapping[str, Option]]:
        return PRESETS[game_id], {**RULE_OPTIONS, **(BASE_OPTION if PRESETS[game_id].blind_beat else {})}

    def see(self, s: State, seat: int | None) -> dict[str, Any]:
        return views.view(s, seat)

    def say(self, s: State, move: Move) -> str:
        return views.describe(s, move)

    def say_ahead(self, s: State, move: Move) -> str:
        return views.describe_ahead(s, move)

    def choose(self, view: dict[str, Any]) -> Choice:
        return levels.decide(view)

    def outcome(self, s: State) -> dict[str, Any] | None:
        return views.result(s)


ENGINE = DurakEngine()
register_engine("durak.", ENGINE)

__all__ = ["ENGINE", "PRESETS", "DurakEngine"]
