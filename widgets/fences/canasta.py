"""Build-time parts of the canasta pages: the comparison of the presets and the score calculator.

Both come from rules_py in CPython: the table from `comparison_rows()` (so the overview can never
disagree with the engine), the calculator's static example from `canasta.score_hand` and
`canasta.sheet` (so a reader without JavaScript still sees the worked example scored line by line).
"""

from __future__ import annotations

import html
import json
import posixpath
from typing import Any

from rules_py.canasta.entry import read_cards
from rules_py.canasta.presets import COMPARISON_COLUMNS, OPTIONS, PRESETS, comparison_rows
from rules_py.decks import DECKS
from rules_py.registry import GAMES, SOURCES
from widgets.fences.basics import parse_options
from widgets.fences.core import call
from widgets.xrefs import xref_html

FLAGS = {"went_out": "out", "concealed": "conc", "double_out": "dbl"}


def _page_url(page: str) -> str:
    stem = page[: -len(".md")]
    return stem[: -len("index")] if stem == "index" or stem.endswith("/index") else stem + "/"


def _href(from_page: str, to_page: str) -> str:
    """A relative link between two pages as MkDocs builds them (use_directory_urls)."""
    here, there = _page_url(from_page), _page_url(to_page)
    href = posixpath.relpath(there or ".", here.rstrip("/") or ".")
    return "./" if href == "." else href.rstrip("/") + "/"


def _source_html(number: str) -> str:
    """A source's number («000») with its book in a tooltip."""
    source = next(s for s in SOURCES.values() if s.number == number)
    return f'<abbr title="{html.escape(source.title_ru)}">{html.escape(number)}</abbr>'


def presets_fence(source: str) -> str:
    """`rp-canasta-presets` fence: every preset side by side, generated from `comparison_rows()`.

    Key ``page``: the docs page the fence stands on (default ``canasta/index.md``), for the links.
    """
    options = parse_options(source)
    page = options.get("page", "canasta/index.md")
    columns = [c for c in COMPARISON_COLUMNS if c[0] != "name_ru"]
    head = "".join(f'<th scope="col">{html.escape(title)}</th>' for _, title in
                   [("name_ru", "Вариант"), *columns, ("sources", "Источник")])
    rows = []
    for row in comparison_rows():
        game = str(row["id"])
        name = f'<a href="{html.escape(_href(page, GAMES[game].page))}">{html.escape(str(row["name_ru"]))}</a>'
        cells = [name] + [html.escape(str(row[key])) for key, _ in columns]
        sources = row["sources"]
        assert isinstance(sources, list)
        cells.append(", ".join(_source_html(str(s)) for s in sources))
        rows.append(f'<tr data-game="{html.escape(game)}">' + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    return ('<div class="rp-canasta-presets md-typeset__scrollwrap"><div class="md-typeset__table"><table>'
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div></div>")


def options_fence(source: str) -> str:
    """`rp-canasta-options` fence (the protocol page): every rule setting of the canasta presets,
    which presets take it and what it does — generated from rules_py.canasta.presets.OPTIONS."""
    rows = []
    for name, (_, what) in OPTIONS.items():
        games = [r.name_ru for r in PRESETS.values() if name in r.options_allowed]
        if games:
            rows.append(f"<tr><td><code>{html.escape(name)}</code></td><td>{xref_html(what, 'api.md')}</td>"
                        f"<td>{html.escape(', '.join(games))}</td></tr>")
    return ('<div class="rp-presets"><table><thead><tr><th>настройка</th><th>что задаёт</th>'
            f'<th>в каких вариантах</th></tr></thead><tbody>{"".join(rows)}</tbody></table></div>')


# -- the calculator ------------------------------------------------------------------------------


def entry_token(entry: dict[str, Any]) -> str:
    """One side's entry in the calculator's URL form: «m.KS.KH.KD_r.3H_h.5C_out».

    >>> entry_token({"melds": [["7H", "7D", "JK"]], "red_threes": ["3H"], "hand": ["5C", "9D"]})
    'm.7H.7D.JK_r.3H_h.5C.9D'
    """
    parts = [".".join(["m", *meld]) for meld in entry.get("melds", [])]
    for key, letter in (("red_threes", "r"), ("black_threes", "b"), ("hand", "h")):
        if entry.get(key):
            parts.append(".".join([letter, *entry[key]]))
    parts.extend(flag for key, flag in FLAGS.items() if entry.get(key))
    return "_".join(parts)


def _flag(options: dict[str, str], key: str) -> bool:
    value = options.get(key, "false").lower()
    if value not in ("true", "false", "yes", "no", "да", "нет"):
        raise ValueError(f"rp-canasta-score fence: {key} is true or false, not {value!r}")
    return value in ("true", "yes", "да")


def _entry(options: dict[str, str]) -> dict[str, Any]:
    """The first side's entry from readable keys: melds (separated by «|»), red_threes, hand, flags."""
    melds = [read_cards(part) for part in options.get("melds", "").split("|") if part.strip()]
    entry: dict[str, Any] = {"melds": melds}
    for key in ("red_threes", "black_threes", "hand"):
        entry[key] = read_cards(options.get(key, ""))
    for key in FLAGS:
        entry[key] = _flag(options, key)
    return entry


def _deals(text: str) -> list[list[int]]:
    """«770 -55, 120 300» → [[770, -55], [120, 300]]."""
    return [[int(p) for p in part.split()] for part in text.split(",") if part.strip()]


def _score_static(game: str, rules_options: dict[str, Any], entry: dict[str, Any],
                  deals: list[list[int]]) -> str:
    params = {"game": game, "options": rules_options, **{k: v for k, v in entry.items() if v}}
    scored = call("canasta.score_hand", params, f"rp-canasta-score fence for {game}")
    rows = "".join(f'<tr><td>{html.escape(line["why"])}</td><td class="rp-points">{line["points"]}</td></tr>'
                   for line in scored["lines"])
    parts = [
        '<div class="rp-static">',
        f'<p>Пример: {html.escape(PRESETS[game].name_ru)}.</p>',
        '<table class="rp-score-table rp-canasta-lines"><thead><tr><th scope="col">За что</th>'
        f'<th scope="col">Очки</th></tr></thead><tbody>{rows}</tbody>'
        f'<tfoot><tr><th scope="row">Итого</th><td class="rp-points">{scored["total"]}</td></tr></tfoot></table>',
    ]
    if deals:
        sheet = call("canasta.sheet", {"game": game, "options": rules_options, "deals": deals}, "rp-canasta-score fence")
        names = "".join(f'<th scope="col">{html.escape(n)}</th>' for n in sheet["names"])
        body = "".join(f"<tr><td>{i + 1}</td>" + "".join(f"<td>{p} ({t})</td>" for p, t in zip(d, r)) + "</tr>"
                       for i, (d, r) in enumerate(zip(sheet["deals"], sheet["running"])))
        parts.append(f'<table class="rp-score-table"><thead><tr><th scope="col">Сдача</th>{names}</tr></thead>'
                     f'<tbody>{body}</tbody></table><p>{html.escape(sheet["summary_ru"])}</p>')
    parts.append("</div>")
    return "".join(parts)


def score_fence(source: str) -> str:
    """`rp-canasta-score` fence: the calculator and score sheet, pre-filled with a worked example.

    Keys: ``game`` (a canasta preset id, default canasta.classic), ``id``, ``options`` (JSON of the
    preset's options), the first side's entry — ``melds`` (cards, melds separated by «|»),
    ``red_threes``, ``black_threes``, ``hand``, ``went_out``, ``concealed``, ``double_out`` — and
    ``deals`` for the score sheet («770 -55, 120 300»: each deal's points, side by side).
    """
    options = parse_options(source)
    game = options.get("game", "canasta.classic")
    if game not in PRESETS:
        raise ValueError(f"rp-canasta-score fence: unknown canasta preset {game!r}")
    rules_options: dict[str, Any] = json.loads(options.get("options", "{}"))
    entry = _entry(options)
    deals = _deals(options.get("deals", ""))
    decks = sorted({d for rules in PRESETS.values() for d in rules.deck_options})
    attrs = {
        "id": options.get("id", f"score-{game.replace('.', '-')}"),
        "game": game,
        "options": json.dumps(rules_options, ensure_ascii=False),
        "entry0": entry_token(entry),
        "deals": ",".join("_".join(str(p) for p in d) for d in deals),
        "deck-names": json.dumps({d: DECKS[d].name_ru for d in decks}, ensure_ascii=False),
        "data-rp-state": "loading",
    }
    attr_text = " ".join(f'{k}="{html.escape(v)}"' for k, v in attrs.items())
    static = _score_static(game, rules_options, entry, deals)
    return f'<div class="rp-host"><rp-canasta-score {attr_text}>{static}</rp-canasta-score></div>'
