"""The plainest helpers of the fences, shared by every family's module: read a fence body, link one
page to another, name a game's players and decks, find a game's памятка. They import nothing of
widgets, so every fence module can use them and the imports run one way (core, memo and the family
modules above, this module below).
"""

from __future__ import annotations

import posixpath

from rules_py.decks import DECKS
from rules_py.registry import GameInfo


def parse_options(source: str) -> dict[str, str]:
    """Read a fence body of `key: value` lines."""
    options: dict[str, str] = {}
    for number, line in enumerate(source.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        key, sep, value = line.partition(":")
        if not sep:
            raise ValueError(f"line {number} of a widget fence is not `key: value`: {line!r}")
        options[key.strip()] = value.strip()
    return options


def link(from_page: str, to_page: str) -> str:
    """A Markdown link target from one docs page to another (MkDocs checks and rewrites it)."""
    return posixpath.relpath(to_page, posixpath.dirname(from_page) or ".")


def players_text(info: GameInfo) -> str:
    if info.players_min == info.players_max:
        return str(info.players_min)
    return f"{info.players_min}–{info.players_max}"


def deck_name(deck_id: str) -> str:
    return DECKS[deck_id].name_ru


def memo_page(game_id: str) -> str:
    """The docs path of a game's памятка: «durak.podkidnoy» → memo/durak/podkidnoy.md."""
    return "memo/" + game_id.replace(".", "/") + ".md"
