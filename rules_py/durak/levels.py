"""The levels of the durak bot, a setting of the table: «Новичок», «Любитель», «Сильный».

The level is the game option ``level`` (``novice``, ``amateur`` — the default — or ``strong``),
kept in the state, so a position link (which stores the options) brings it back; the view carries
it, and every bot move and every hint («Подсказка») of the game comes from that level.

>>> read_level({"level": "strong"}), read_level({})
('strong', 'amateur')
>>> read_level({"level": "master"})
Traceback (most recent call last):
...
rules_py.errors.BadRequest: Опция «level» (уровень компьютера) принимает значения: amateur, novice, strong.
"""

from __future__ import annotations

from typing import Any, Callable

from rules_py.durak import bot, novice, strong
from rules_py.durak.options import Option, choice
from rules_py.errors import BadRequest
from rules_py.games import Choice

DEFAULT = "amateur"
#: The option, its values and their names (the first value is the default).
LEVEL = choice(
    "уровень компьютера", ("amateur", "любитель"), ("novice", "новичок"), ("strong", "сильный"),
)
#: The levels' names, as the option takes them.
LEVEL_NAMES = ("novice", "amateur", "strong")
_PLAYERS: dict[str, Callable[[dict[str, Any]], Choice]] = {
    "novice": novice.decide,
    "amateur": bot.decide,
    "strong": strong.decide,
}


def read_level(options: dict[str, Any]) -> str:
    """The level an options object asks for (the default when it names none)."""
    value = options.get("level", DEFAULT)
    if not LEVEL.allows(value):
        raise BadRequest(f"Опция «level» ({LEVEL.words_ru}){LEVEL.expected()}.")
    return str(value)


def player(level: str) -> Callable[[dict[str, Any]], Choice]:
    """The bot of a level: a view in, a move and its reason out."""
    return _PLAYERS[level]


def decide(view: dict[str, Any]) -> Choice:
    """The move of the view's seat at the game's level, and why."""
    return _PLAYERS[view.get("level") or DEFAULT](view)


__all__ = ["DEFAULT", "LEVEL", "LEVEL_NAMES", "Option", "decide", "player", "read_level"]
