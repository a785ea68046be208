"""The engine of чешский дурак and its two variants behind game.new / game.play / game.bot /
game.hint, registered for each exact id (an exact id wins over the durak family's engine).

One game is a series of deals up to the target: the state keeps the score sheet and, when a deal
ends, deals the next one at once (the sheet's last row tells how the deal ended).

>>> state = ENGINE.new_game("durak.cheshsky", 2, 100, {})
>>> ENGINE.to_move(state), len(ENGINE.legal_moves(state))
(0, 9)
>>> after = ENGINE.play(state, {"type": "play", "card": "AH"})
>>> ENGINE.to_move(after), len(after["hands"][0]), len(state["hands"][0])
(0, 5, 6)
"""

from __future__ import annotations

from typing import Any, Mapping

from rules_py.durak.cheshsky import bot
from rules_py.durak.cheshsky import deal as deals
from rules_py.durak.cheshsky import levels
from rules_py.durak.cheshsky import play as plays
from rules_py.durak.cheshsky import view as views
from rules_py.durak.cheshsky.rules import GAME_IDS, OPTIONS, PRESETS, CheshskyRules
from rules_py.durak.options import Option
from rules_py.durak.cheshsky.scoring import end_deal, result
from rules_py.durak.shell import Choice, Move, State
from rules_py.durak.variant_levels import LevelledEngine
from rules_py.durak.words import seat_name
from rules_py.errors import IllegalMove
from rules_py.games import register_engine


class CheshskyEngine(LevelledEngine):
    """The `rules_py.games.Engine` of чешский дурак (all three variants), with the computer's levels."""

    game_ids = GAME_IDS
    keys = deals.KEYS
    # The score sheet keeps each deal's last hands; `seen` the positions met at a reshuffle.
    history_keys = ("last", "sheet", "seen")

    def start(self, game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
        return deals.new_game(game_id, players, seed, options)

    def moves(self, s: State) -> list[Move]:
        return plays.legal_moves(s)

    def apply(self, s: State, move: Move) -> None:
        seat = s["turn"]
        ended = plays.play(s, move)
        if ended == "out":
            end_deal(s, seat)
        elif ended == "blocked" or deals.going_round(s):
            end_deal(s, None)

    def choose(self, view: dict[str, Any]) -> Choice:
        return bot.choose(view)

    def strong_choice(self, s: State) -> Choice:
        return levels.strong(self, s)

    def seen_cards(self, s: State, seat: int) -> set[str]:
        """The seat's hand, the dealer's shown card and the pile: each card of the pile was laid face
        up, though the table shows only the top one. (Not the cards of earlier deals that the view
        still names, on the score sheet or as the last move: they went back into the pack.)"""
        return {*s["hands"][seat], *s["pile"], *([s["shown"]] if s["shown"] else [])}

    def settings(self, game_id: str) -> tuple[CheshskyRules, Mapping[str, Option]]:
        return PRESETS[game_id], OPTIONS[game_id]

    def see(self, s: State, seat: int | None) -> dict[str, Any]:
        return views.view(s, seat)

    def say(self, s: State, move: Move) -> str:
        """A move the rules refuse is described as tried, without its consequences."""
        return self._said(s, move, False)

    def say_ahead(self, s: State, move: Move) -> str:
        return self._said(s, move, True)

    def _said(self, s: State, move: Move, ahead: bool) -> str:
        try:
            after = self.played(s, move)
        except IllegalMove:
            return f"{seat_name(s['turn'])} пробует ход, который правила не разрешают."
        return views.describe(s, move, after, ahead)

    def outcome(self, s: State) -> dict[str, Any] | None:
        return result(s)


ENGINE = CheshskyEngine()
for _game in GAME_IDS:
    register_engine(_game, ENGINE)
