"""The shape of a playable game: the `Engine` protocol every game's state machine follows, and the
optional protocols for teaching (see rules_py.games, which registers engines and drives them
through the JSON protocol). It lives below both rules_py.games and rules_py.links, so that links can
name an engine without importing the module that calls it.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Protocol

State = dict[str, Any]
Move = dict[str, Any]


class Engine(Protocol):
    def new_game(self, game_id: str, players: int, seed: int, options: dict[str, Any]) -> State: ...

    def legal_moves(self, state: State) -> list[Move]: ...

    def play(self, state: State, move: Move) -> State: ...

    def bot_move(self, state: State) -> Move: ...

    def view(self, state: State, seat: int | None) -> dict[str, Any]: ...

    def to_move(self, state: State) -> int | None: ...

    def result(self, state: State) -> dict[str, Any] | None: ...


class GivesHints(Protocol):
    """Optional: an engine that suggests a move for the player to move, with a reason in Russian.

    `hint(state)` returns ``{"move": Move, "reason_ru": "..."}`` and, where the engine has more to
    say about the position, ``"notes_ru": ["...", ...]``, and ``"move_ru"`` where the move must be
    worded before it is made otherwise than `describe_move` words it after (a draw that does not
    name the card to come). Like a bot, it uses only what the player to move may see
    (`view(state, to_move(state))`), so a hint never reveals hidden cards; the move is one of
    `legal_moves(state)`.
    """

    def hint(self, state: State) -> dict[str, Any]: ...


class Choice(NamedTuple):
    """A bot's decision with the reason a learner is told: what `hint` returns, what `bot_move` plays."""

    move: Move
    reason_ru: str

    def to_hint(self, notes_ru: list[str] | None = None) -> dict[str, Any]:
        hint: dict[str, Any] = {"move": self.move, "reason_ru": self.reason_ru}
        if notes_ru:
            hint["notes_ru"] = notes_ru
        return hint


class HintsFromChoice:
    """Mixin for an engine whose bot and hint come from one decision: define `choice(state) -> Choice`
    (from the view of the player to move); `bot_move` plays its move and `hint` tells its reason."""

    def choice(self, state: State) -> Choice:
        raise NotImplementedError

    def bot_move(self, state: State) -> Move:
        return self.choice(state).move

    def hint(self, state: State) -> dict[str, Any]:
        return self.choice(state).to_hint()


class DescribesMoves(Protocol):
    """Optional: an engine that can tell a reader, in Russian, what a move did («Игрок 2 бьёт Д♠ тузом»)."""

    def describe_move(self, state: State, move: Move) -> str: ...
