"""The durak engine: every playable durak variant behind the generic game.new / game.play / game.bot.

Importing this module registers the engine for the ids starting with ``durak.``; the variants that
have a preset (`PRESETS`) can be played, the others only dealt.

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

from typing import Any, Callable, TypeVar

from rules_py.durak import bot, bout, moves, setup, teaching
from rules_py.durak import view as views
from rules_py.durak.rules import PRESETS
from rules_py.durak.shaped import guarded
from rules_py.errors import BadRequest
from rules_py.games import Choice, register_engine

State = dict[str, Any]
Move = dict[str, Any]
T = TypeVar("T")

_KEYS = ("game", "players", "rules", "hands", "stock", "table", "phase", "turn", "attacker", "defender")


def _guarded(state: object, work: Callable[[State], T]) -> T:
    """Run `work` on a state from the caller; a damaged state is a bad request, not a crash."""
    return guarded(state, _KEYS, PRESETS, work)


class DurakEngine:
    """The `rules_py.games.Engine` of the durak family."""

    def playable(self, game_id: str) -> bool:
        """Whether a durak id can be played (has a preset) rather than only dealt."""
        return game_id in PRESETS

    def new_game(self, game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
        if game_id not in PRESETS:
            raise BadRequest("Этот вариант пока можно только раздать: сыграть в нём нельзя.")
        return setup.new_game(game_id, players, seed, options)

    def legal_moves(self, state: State) -> list[Move]:
        def work(s: State) -> list[Move]:
            if s["phase"] == "over":
                return []
            return moves.legal_moves(bout.position(s))

        return _guarded(state, work)

    def play(self, state: State, move: Move) -> State:
        def work(s: State) -> State:
            after = bout.play(s, move)
            if teaching.bout_ended(s, after):
                after["last_bout"] = teaching.finished_bout(s, after)  # shown again after the next lead
            return after

        return _guarded(state, work)

    def bot_move(self, state: State) -> Move:
        return self._decide(state).move

    def hint(self, state: State) -> dict[str, Any]:
        """The bot's move for the player to move, with its reason (from that player's view only)."""
        return self._decide(state).to_hint()

    def _decide(self, state: State) -> Choice:
        def work(s: State) -> Choice:
            if s["phase"] == "over":
                raise BadRequest("Партия уже окончена.")
            return bot.decide(views.view(s, s["turn"]))

        return _guarded(state, work)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        def work(s: State) -> dict[str, Any]:
            if seat is not None and not 0 <= seat < s["players"]:
                raise BadRequest(f"Места {seat} нет: игроков {s['players']}.")
            return views.view(s, seat)

        return _guarded(state, work)

    def describe_move(self, state: State, move: Move) -> str:
        """The move in Russian, said of the state before it (the widget's move log)."""
        return _guarded(state, lambda s: views.describe(s, move))

    def to_move(self, state: State) -> int | None:
        return _guarded(state, lambda s: None if s["phase"] == "over" else int(s["turn"]))

    def result(self, state: State) -> dict[str, Any] | None:
        return _guarded(state, views.result)


ENGINE = DurakEngine()
register_engine("durak.", ENGINE)

__all__ = ["ENGINE", "PRESETS", "DurakEngine"]
