"""Build-time rendering shared by every family: infoboxes, the catalogue, static deals, widget tags.

Everything here runs in CPython while MkDocs builds the site; what the reader sees without
JavaScript (and what search indexes) therefore comes from the same rules_py as the widgets.
"""

from __future__ import annotations

import html
import json
from collections.abc import Mapping
from typing import Any

from rules_py.api import handle
from rules_py.games import is_playable
from rules_py.protocol import METHODS
from rules_py.registry import FAMILIES, GAMES, SOURCES, GameInfo
from widgets.fences.basics import deck_name, link, memo_page, parse_options, players_text


def books_markdown(info: GameInfo, page: str) -> str:
    """The books a game comes from, each a link to the Sources page; the file names in a tooltip."""
    files: dict[str, list[str]] = {}
    for file in info.sources:
        files.setdefault(SOURCES[file].title_ru, []).append(file)
    target = link(page, "sources.md")
    parts = []
    for title, names in files.items():
        tooltip = ("файл " if len(names) == 1 else "файлы ") + " и ".join(names)
        parts.append(f'[{title}]({target} "{tooltip}")')
    return "; ".join(parts)


def play_text(info: GameInfo) -> str:
    """Whether the page lets the reader play the game against the computer (from the engine registry)."""
    return "можно сыграть с компьютером" if is_playable(info.id) else "только раздача карт"


def infobox_markdown(game_id: str, page: str, table: tuple[str, str] | None = None) -> str:
    """The infobox of a game page, as Markdown inside an HTML block; above its facts, «Играть с
    компьютером» leads to the game's table (`table`: its docs page and element id, see tables.py)."""
    info = GAMES[game_id]
    data = info.to_json()
    related = ", ".join(f"[{GAMES[r].name_ru}]({link(page, GAMES[r].page)})" for r in info.related)
    rows = [
        ("Семейство", f"[{FAMILIES[info.family].name_ru}]({link(page, FAMILIES[info.family].page)})"),
        ("Игроков", players_text(info)),
        ("Колода", "; ".join(deck_name(d) for d in info.deck_options or (info.deck,))),
        ("Сдача", info.cards_dealt_ru),
        ("Старшинство карт", str(data["ranking_ru"])),
        ("Цель", info.goal_ru),
        ("На сайте", play_text(info)),
        ("Похожие игры", related or "—"),
        ("Источники", books_markdown(info, page)),
        ("Памятка", f"[памятка для печати]({link(page, memo_page(game_id))})"),
    ]
    body = "\n".join(f"| {name} | {value} |" for name, value in rows if value)
    play = (f'<p class="rp-infobox-play" markdown="span">[Играть с компьютером]({table_link(page, table)})'
            '{ .md-button .md-button--primary }</p>\n\n') if table else ""
    return (
        f'<div class="rp-infobox" markdown="1">\n\n{play}'
        f"| {info.name_ru} | *{info.name_en}* |\n|---|---|\n{body}\n\n</div>\n"
    )


def table_link(from_page: str, table: tuple[str, str]) -> str:
    """A Markdown link target to a game's table, given as (docs page, element id) (see tables.py)."""
    page, anchor = table
    return f"#{anchor}" if page == from_page else f"{link(from_page, page)}#{anchor}"


def catalogue_markdown(page: str, tables: Mapping[str, tuple[str, str]], family: str | None = None) -> str:
    """The catalogue of every game (or one family's): a list of cards that works without JavaScript (a
    grid of cards on a wide column, one card a row on a phone), each card carrying its family, players
    and decks as data; <rp-catalogue-filter> (rp-catalogue-filter.js, no engine) adds the filters by
    family, number of players and deck, and «only against the computer» while some game is not playable.
    A playable game's «Играть» leads to its table (`tables`: game id → its first table, tables.py).

    The links are Markdown inside the HTML (md_in_html), so MkDocs checks and rewrites them.
    """
    games = [g for g in GAMES.values() if not family or g.family == family]
    families = {f.id: f.name_ru for f in FAMILIES.values() if any(g.family == f.id for g in games)}
    decks: dict[str, str] = {}
    for g in games:
        for d in g.deck_options or (g.deck,):
            decks.setdefault(d, deck_name(d))
    players = sorted({n for g in games for n in range(g.players_min, g.players_max + 1)})
    count = sum(1 for g in games if is_playable(g.id))
    choices = {"families": families, "decks": decks, "players": players, "playable": count < len(games)}
    filters = html.escape(json.dumps(choices, ensure_ascii=False))
    cards = []
    for g in games:
        options = g.deck_options or (g.deck,)
        playable = is_playable(g.id)
        facts = [f"игроков: {players_text(g)}", html.escape("колода: " + "; ".join(deck_name(d) for d in options))]
        if len(families) > 1:
            fam = FAMILIES[g.family]  # a family of one game (Кинг) has the game's page: no second link to it
            facts.insert(0, fam.name_ru if fam.page == g.page else f"[{fam.name_ru}]({link(page, fam.page)})")
        if playable:
            play = (f'<p class="rp-game-play" markdown="span">[Играть]({table_link(page, tables[g.id])})'
                    f'{{ .md-button aria-label="Играть: {g.name_ru}" }}</p>')
        else:
            play = '<p class="rp-game-play">только раздача карт</p>'
        cards.append(
            f'<li class="rp-game" data-game="{html.escape(g.id)}" data-family="{g.family}" '
            f'data-players-min="{g.players_min}" data-players-max="{g.players_max}" '
            f'data-decks="{html.escape(" ".join(options))}" data-playable="{"1" if playable else "0"}" markdown="1">'
            f'<p class="rp-game-name" markdown="span">[{g.name_ru}]({link(page, g.page)})</p>'
            f'<p class="rp-game-facts" markdown="span">{" · ".join(facts)}</p>'
            f'<p class="rp-game-goal">{html.escape(g.goal_ru)}</p>{play}</li>'
        )
    if count == len(games):
        note = (f"Игр и вариантов: {len(games)}, и в каждую можно сыграть с компьютером: «Играть» ведёт прямо "
                "к столу на странице игры.")
    else:
        note = (f"Игр и вариантов: {len(games)}; против компьютера можно сыграть в {count} из них, остальные "
                "пока можно только раздать.")
    return (
        f'<div class="rp-catalogue" markdown="1">\n\n'
        f'<div class="rp-catalogue-filters"><rp-catalogue-filter data-choices="{filters}"></rp-catalogue-filter></div>\n\n'
        '<ul class="rp-catalogue-list" markdown="1">\n' + "\n".join(cards) + "\n</ul>\n\n"
        f'<p class="rp-catalogue-note">{note}</p>\n\n</div>\n'
    )


def api_reference_markdown() -> str:
    """The protocol's method table, generated from the dispatch table."""
    parts = []
    for m in sorted(METHODS.values(), key=lambda m: m.name):
        params = "<br>".join(f"`{k}` — {v}" for k, v in m.params_doc.items()) or "—"
        parts.append(f"### `{m.name}`\n\n{m.summary_ru}\n\n**Параметры:** {params}\n\n"
                     f"**Ответ:** `{m.result_doc}`\n")
    return "\n".join(parts)


def card_html(code: str, labels: dict[str, dict[str, str]]) -> str:
    label = labels[code]
    colour = " rp-red" if label["red"] else ""
    return (
        f'<span class="rp-card{colour}" data-card="{html.escape(code)}" role="img" '
        f'aria-label="{html.escape(label["name"])}">{html.escape(label["ru"])}</span>'
    )


def deal_static_html(result: dict[str, Any]) -> str:
    """A deal drawn as plain HTML (what the widget shows, minus the controls)."""
    labels: dict[str, dict[str, str]] = result["labels"]
    seats: list[str] = result["seats"]
    hands: list[list[str]] = result["hands"]
    rows = []
    for seat, hand in zip(seats, hands):
        cards = "".join(card_html(c, labels) for c in hand) or '<span class="rp-empty">нет карт</span>'
        rows.append(
            f'<div class="rp-hand"><div class="rp-seat">{html.escape(seat)} '
            f'<span class="rp-count">({len(hand)})</span></div><div class="rp-cards">{cards}</div></div>'
        )
    extras = []
    if result.get("trump"):
        extras.append(f'Козырь: {card_html(str(result["trump"]), labels)}')
    elif result.get("trump_suit_ru"):
        extras.append(f"Козыри: {html.escape(str(result['trump_suit_ru']))}")
    stock: list[str] = result.get("stock") or []
    if stock:
        extras.append(f"В колоде: {len(stock)}")
    notes_ru: list[str] = result.get("notes") or []
    notes = "".join(f"<li>{html.escape(n)}</li>" for n in notes_ru)
    return (
        '<div class="rp-static">'
        + "".join(rows)
        + (f'<div class="rp-extras">{" · ".join(extras)}</div>' if extras else "")
        + (f'<ul class="rp-notes">{notes}</ul>' if notes else "")
        + "</div>"
    )


def call(method_name: str, params: dict[str, object], what: str = "") -> dict[str, Any]:
    """One protocol call at build time; a refusal fails the build with the engine's message."""
    response = json.loads(handle(json.dumps({"method": method_name, "params": params})))
    if not response["ok"]:
        raise ValueError(f"{what or method_name}: {response['error']['message']}")
    result: dict[str, Any] = response["result"]
    return result


def _static_deal(game_id: str, players: int, seed: int, deck: str | None) -> str:
    params: dict[str, object] = {"game": game_id, "players": players, "seed": seed}
    if deck:
        params["deck"] = deck
    return deal_static_html(call("deal", params, f"widget fence for {game_id}"))


def widget_id(tag: str, options: dict[str, str]) -> str:
    """The id of the element a widget fence places: its `id` key, else the widget's kind and the game
    (`rp-play` of durak.podkidnoy → «play-durak-podkidnoy»). The «Играть» links use it too (tables.py)."""
    return options.get("id", f"{tag[3:]}-{options.get('game', '').replace('.', '-')}")


def _widget(tag: str, source: str, extra: dict[str, str] | None = None) -> str:
    """A widget element with the registry's facts as attributes and a static example inside."""
    options = parse_options(source)
    game_id = options.get("game", "")
    if game_id not in GAMES:
        raise ValueError(f"{tag} fence: unknown game {game_id!r}")
    info = GAMES[game_id]
    players = int(options.get("players", info.players_default))
    seed = int(options.get("seed", "1"))
    attrs = {
        "id": widget_id(tag, options),
        "game": game_id,
        "players": str(players),
        "seed": str(seed),
        "players-min": str(info.players_min),
        "players-max": str(info.players_max),
        "decks": ",".join(info.deck_options or (info.deck,)),
        "deck-names": json.dumps({d: deck_name(d) for d in info.deck_options or (info.deck,)}, ensure_ascii=False),
        "data-rp-state": "loading",
        **{k: v for k, v in options.items() if k in ("deck", "seat", "options", "control", "renderer", "choices")},
        **(extra or {}),
    }
    for key in ("options", "choices"):
        if key in attrs:
            json.loads(attrs[key])  # a typo in a page's options must fail the build, not the reader
    attr_text = " ".join(f'{k}="{html.escape(v)}"' for k, v in attrs.items())
    static = _static_deal(game_id, players, seed, options.get("deck"))
    # The <div> keeps Markdown from wrapping the unknown element in a <p> (which the browser would
    # close before the static example, leaving the example outside the widget).
    return f'<div class="rp-host"><{tag} {attr_text}>{static}</{tag}></div>'


def deal_fence(source: str) -> str:
    """`rp-deal` fence: deal a game's cards; the static example is the same deal from CPython."""
    return _widget("rp-deal", source)


def play_fence(source: str) -> str:
    """`rp-play` fence: a whole game against the computer; the static example is its first deal."""
    return _widget("rp-play", source)
