"""Where each game's table is, for the «Играть» links of the infoboxes and the catalogue.

One source of truth: the pages themselves. A table is an `rp-play` or `rp-shtoss` fence; its element's
id comes from the same function the fence renders it with (`widget_id`, `shtoss_id`). A game's table
is the first such fence on the game's own page, else the first on any other page (in path order), so
moving a table, giving it an id or adding a second one moves the links with it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import NamedTuple

from widgets.fences.basics import parse_options
from widgets.fences.core import widget_id
from widgets.fences.games import shtoss_id

# A fence at the start of a line, or indented inside an admonition or a tab (King's second table).
TABLE_FENCE = re.compile(
    r"^(?P<indent>[ \t]*)```(?P<tag>rp-play|rp-shtoss)[ \t]*\n(?P<body>.*?)^(?P=indent)```[ \t]*$", re.M | re.S)

# Which game a table fence plays and the id its element gets.
TABLE_IDS: dict[str, Callable[[dict[str, str]], tuple[str, str]]] = {
    "rp-play": lambda options: (options.get("game", ""), widget_id("rp-play", options)),
    "rp-shtoss": lambda options: ("shtoss", shtoss_id(options)),
}


class Table(NamedTuple):
    """A game's table: the docs page it is on and its element's id (the anchor to link to)."""

    page: str
    anchor: str


def tables_in(markdown: str) -> list[tuple[str, str]]:
    """The (game id, element id) of every table fence of a page, in page order.

    >>> tables_in("## Сыграйте\\n\\n```rp-play\\ngame: durak.podkidnoy\\nseed: 3\\n```\\n")
    [('durak.podkidnoy', 'play-durak-podkidnoy')]
    >>> tables_in("    ```rp-play\\n    game: king\\n    id: play-king-trumps\\n    ```\\n```rp-shtoss\\n```\\n")
    [('king', 'play-king-trumps'), ('shtoss', 'shtoss')]
    """
    return [TABLE_IDS[m["tag"]](parse_options(m["body"])) for m in TABLE_FENCE.finditer(markdown)]


def table_index(pages: Iterable[tuple[str, str]], own_page: Mapping[str, str]) -> dict[str, Table]:
    """Each game's first table, from (docs path, Markdown) pairs: on the game's own page (own_page: game
    id → its page) if it has one, else the first other page in path order that has one."""
    first: dict[str, Table] = {}
    elsewhere: dict[str, Table] = {}
    for page, markdown in sorted(pages):
        for game, anchor in tables_in(markdown):
            found = first if own_page.get(game) == page else elsewhere
            found.setdefault(game, Table(page, anchor))
    return {**elsewhere, **first}
