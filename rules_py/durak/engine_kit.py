"""What the durak variants with an engine of their own share (круглый, чешский): rule options read
into a frozen rules object, the setup options, a guard that turns a damaged state into a
`BadRequest` instead of a crash, and `KitEngine`, the shell of the `rules_py.games.Engine` protocol
around a variant's own rules (its subclass supplies only what is special to the game).

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Demo:
...     strict: bool = True
...     limit: int = 100
>>> SPEC = {"strict": Option("строгое правило"), "limit": Option("предел", minimum=1)}
>>> apply_options(Demo(), {"limit": 60, "dealer": 1}, SPEC)
Demo(strict=True, limit=60)
>>> apply_options(Demo(), {"strict": "yes"}, SPEC)
Traceback (most recent call last):
...
rules_py.errors.BadRequest: Опция «strict» (строгое правило) — да или нет (true/false).
"""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass
from typing import Any, Callable, Mapping, TypeVar

from rules_py.durak.words import seat_name
from rules_py.errors import BadRequest, IllegalMove, RulesError

T = TypeVar("T")
R = TypeVar("R")
State = dict[str, Any]
Move = dict[str, Any]

#: Options of one game rather than of its rules, accepted by every engine of this kit.
SETUP_OPTIONS: dict[str, str] = {
    "dealer": "сдающий",
    "teaching": "учебный режим (все карты открыты)",
    "deck": "колода",
}


@dataclass(frozen=True)
class Option:
    """One rule option: its Russian words for messages and the values it takes.

    With `choices` the value must be one of them; with `minimum` it is an integer at least that;
    otherwise it is a boolean.
    """

    words_ru: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None

    def check(self, name: str, value: object) -> object:
        what = f"Опция «{name}» ({self.words_ru})"
        if self.choices:
            if value not in self.choices:
                raise BadRequest(f"{what} принимает значения: {', '.join(self.choices)}.")
            return value
        if self.minimum is not None:
            if isinstance(value, bool) or not isinstance(value, int) or value < self.minimum:
                raise BadRequest(f"{what} — целое число не меньше {self.minimum}.")
            return value
        if not isinstance(value, bool):
            raise BadRequest(f"{what} — да или нет (true/false).")
        return value


def apply_options(base: T, options: object, spec: Mapping[str, Option]) -> T:
    """`base` (a frozen dataclass of rules) with the rule options of `options` applied; the setup
    options are skipped, an unknown name or a wrong value is a `BadRequest` in Russian."""
    if not isinstance(options, dict):
        raise BadRequest("Параметр «options» должен быть объектом.")
    changes: dict[str, Any] = {}
    for name, value in options.items():
        if name in SETUP_OPTIONS:
            continue
        option = spec.get(name)
        if option is None:
            known = ", ".join([*spec, *SETUP_OPTIONS])
            raise BadRequest(f"Неизвестная опция «{name}». Есть: {known}.")
        changes[name] = option.check(name, value)
    return dataclasses.replace(base, **changes)  # type: ignore[type-var]


def seat_option(options: dict[str, Any], name: str, players: int, default: int) -> int:
    """A seat number from the options (such as the dealer), or `default`."""
    value = options.get(name)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise BadRequest(f"Опция «{name}» ({SETUP_OPTIONS.get(name, name)}) — номер места от 0 до {players - 1}.")
    return value


def teaching_option(options: dict[str, Any]) -> bool:
    value = options.get("teaching", False)
    if not isinstance(value, bool):
        raise BadRequest("Опция «teaching» (учебный режим) — да или нет (true/false).")
    return value


def plural(n: int, one: str, few: str, many: str) -> str:
    """The number with the form of a noun that agrees with it: «1 карту», «2 карты», «5 карт».

    >>> [plural(n, "карту", "карты", "карт") for n in (1, 2, 5, 11, 21, 22)]
    ['1 карту', '2 карты', '5 карт', '11 карт', '21 карту', '22 карты']
    """
    if n % 10 == 1 and n % 100 != 11:
        return f"{n} {one}"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return f"{n} {few}"
    return f"{n} {many}"


def cards_accusative(n: int) -> str:
    """A number of cards as the object of a verb: «берёт 1 карту»."""
    return plural(n, "карту", "карты", "карт")


def guarded(state: object, game_ids: tuple[str, ...], keys: tuple[str, ...], work: Callable[[State], R]) -> R:
    """Run `work` on a state handed back by the caller. A state of another game, or one missing a
    key, or one whose values make the rules stumble is a bad request with a Russian message."""
    if not isinstance(state, dict) or state.get("game") not in game_ids or any(k not in state for k in keys):
        raise BadRequest("Состояние партии повреждено или не от этой игры.")
    try:
        return work(state)
    except RulesError:
        raise
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        raise BadRequest("Состояние партии повреждено: его нельзя продолжить.") from None


class KitEngine:
    """The engine protocol (game.new, game.play, game.bot, game.hint, game.view) around one variant's
    rules. A state is a plain dict with at least ``game``, ``players``, ``phase`` (``"over"`` at the
    end) and ``turn``; the subclass names its ids and keys and supplies the hooks below, each working
    on a state already checked by `guarded`.
    """

    game_ids: tuple[str, ...] = ()
    keys: tuple[str, ...] = ()

    # --- the hooks ---

    def start(self, game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
        raise NotImplementedError

    def moves(self, s: State) -> list[Move]:
        """The legal moves of the player to move (the game is not over)."""
        raise NotImplementedError

    def apply(self, s: State, move: Move) -> None:
        """Make `move` on `s`, a copy the caller owns, or raise IllegalMove (the copy is dropped)."""
        raise NotImplementedError

    def advise(self, view: dict[str, Any]) -> tuple[Move, str]:
        """The bot's move for the seat of `view` and the reason in Russian (also the hint)."""
        raise NotImplementedError

    def see(self, s: State, seat: int | None) -> dict[str, Any]:
        raise NotImplementedError

    def say(self, s: State, move: Move) -> str:
        """The move in Russian, said of the state before it."""
        raise NotImplementedError

    def outcome(self, s: State) -> dict[str, Any] | None:
        raise NotImplementedError

    # --- the protocol ---

    def _guarded(self, state: object, work: Callable[[State], R]) -> R:
        return guarded(state, self.game_ids, self.keys, work)

    def new_game(self, game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
        if game_id not in self.game_ids:
            raise BadRequest("Этот движок играет в другую игру.")
        if not isinstance(options, dict):
            raise BadRequest("Параметр «options» должен быть объектом.")
        return self.start(game_id, players, seed, options)

    def legal_moves(self, state: State) -> list[Move]:
        return self._guarded(state, lambda s: [] if s["phase"] == "over" else self.moves(s))

    def play(self, state: State, move: Move) -> State:
        return self._guarded(state, lambda s: self.played(s, move))

    def played(self, state: State, move: Move) -> State:
        """The state after `move`; `state` is never changed."""
        if state["phase"] == "over":
            raise IllegalMove("Партия уже окончена.")
        if not isinstance(move, dict):
            raise IllegalMove("Ход должен быть объектом, например {\"type\": \"take\"}.")
        seat = state["turn"]
        if "seat" in move and move["seat"] != seat:
            raise IllegalMove(f"Сейчас ходит {seat_name(seat)}.")
        s = copy.deepcopy(state)
        self.apply(s, move)
        s["last"] = {"seat": seat, "move": {k: v for k, v in move.items() if k != "seat"}}
        return s

    def _advice(self, state: State) -> tuple[Move, str]:
        def work(s: State) -> tuple[Move, str]:
            if s["phase"] == "over":
                raise BadRequest("Партия уже окончена.")
            return self.advise(self.see(s, s["turn"]))

        return self._guarded(state, work)

    def bot_move(self, state: State) -> Move:
        return self._advice(state)[0]

    def hint(self, state: State) -> dict[str, Any]:
        move, reason = self._advice(state)
        return {"move": move, "reason_ru": reason}

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        def work(s: State) -> dict[str, Any]:
            if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                     or not 0 <= seat < s["players"]):
                raise BadRequest(f"Места {seat} нет: игроков {s['players']}.")
            return self.see(s, seat)

        return self._guarded(state, work)

    def describe_move(self, state: State, move: Move) -> str:
        """The move in Russian, said of the state before it (the widget's move log)."""
        return self._guarded(state, lambda s: self.say(s, move))

    def to_move(self, state: State) -> int | None:
        return self._guarded(state, lambda s: None if s["phase"] == "over" else int(s["turn"]))

    def result(self, state: State) -> dict[str, Any] | None:
        return self._guarded(state, self.outcome)
