"""The engine of круглый дурак behind game.new / game.play / game.bot / game.hint, registered for
its exact id (an exact id wins over the durak family's engine).

>>> state = ENGINE.new_game("durak.krugly", 3, 8, {})
>>> ENGINE.to_move(state), ENGINE.legal_moves(state)
(0, [{'type': 'lay'}])
>>> after = ENGINE.play(state, {"type": "lay"})
>>> after["beside"], after["turn"], state["beside"]
(['7H'], 1, [])
"""

from __future__ import annotations

from typing import Any, Mapping

from rules_py.durak.krugly import bot, bouts, rhombus
from rules_py.durak.krugly import view as views
from rules_py.durak.krugly.rules import GAME_ID, OPTIONS, KruglyRules
from rules_py.durak.options import Option
from rules_py.durak.krugly.state import KEYS, new_game
from rules_py.durak.shell import Choice, Move, State
from rules_py.durak.variant_levels import LevelledEngine
from rules_py.games import register_engine


class KruglyEngine(LevelledEngine):
    """The `rules_py.games.Engine` of круглый дурак (with hints and move descriptions)."""

    game_ids = (GAME_ID,)
    keys = KEYS

    def start(self, game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
        return new_game(players, seed, options)

    def moves(self, s: State) -> list[Move]:
        return rhombus.legal_moves(s) if s["phase"] == "place" else bouts.legal_moves(s)

    def apply(self, s: State, move: Move) -> None:
        (rhombus.play if s["phase"] == "place" else bouts.play)(s, move)

    def choose(self, view: dict[str, Any]) -> Choice:
        return bot.choose(view)

    def settings(self, game_id: str) -> tuple[KruglyRules, Mapping[str, Option]]:
        return KruglyRules(), OPTIONS

    def see(self, s: State, seat: int | None) -> dict[str, Any]:
        return views.view(s, seat)

    def say(self, s: State, move: Move) -> str:
        return views.describe(s, move)

    def outcome(self, s: State) -> dict[str, Any] | None:
        return views.result(s)


ENGINE = KruglyEngine()
register_engine(GAME_ID, ENGINE)
