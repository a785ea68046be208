"""The catalogue of games and the infoboxes as a reader sees them (issue 10, «reader-facing wording»).

The catalogue is a list of cards that works without JavaScript; rp-catalogue-filter.js adds filters by family,
number of players and deck (and «only against the computer» while some game can only be dealt), and loads no
engine.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import rules_py.api  # noqa: F401  (registers every engine, as the site build does)
from rules_py.games import is_playable
from rules_py.registry import GAMES, SOURCES, books_ru

FILTER = "rp-catalogue-filter"


def visible_games(page: Any) -> list[str]:
    return page.eval_on_selector_all(
        ".rp-catalogue .rp-catalogue-list > [data-game]", "rows => rows.filter(r => !r.hidden).map(r => r.dataset.game)")


def test_the_static_catalogue_lists_every_game_with_what_the_engine_can_play(built_site: Path) -> None:
    text = (built_site / "index.html").read_text(encoding="utf-8")
    rows = re.findall(r'<li class="rp-game" data-decks="([^"]*)" data-family="(\w+)" data-game="([\w.]+)" '
                      r'data-playable="(\d)"', text)
    assert {game for _, _, game, _ in rows} == set(GAMES)
    for decks, family, game, playable in rows:
        info = GAMES[game]
        assert family == info.family and decks.split() == list(info.deck_options or (info.deck,))
        assert playable == ("1" if is_playable(game) else "0")
    canasta = (built_site / "canasta" / "index.html").read_text(encoding="utf-8")
    assert set(re.findall(r'data-game="([\w.]+)"', canasta.split('class="rp-catalogue"')[1])) == {
        g for g in GAMES if g.startswith("canasta.")}


def test_infoboxes_name_the_book_and_no_engine_ids(built_site: Path) -> None:
    for info in GAMES.values():
        page = built_site / info.page.replace("index.md", "").replace(".md", "/") / "index.html"
        box = page.read_text(encoding="utf-8").split('class="rp-infobox"')[1].split("</table>")[0]
        visible = re.sub(r"<[^>]+>", "", box)
        for book in books_ru(info.sources):
            assert book.replace("«", "&laquo;") in visible or book in visible, (info.id, book)
        assert ".txt" not in visible and "Код в движке" not in visible and "<code>" not in box, info.id
        for file in info.sources:
            assert file in box  # still there, in the link's tooltip
    assert all(s.file[:3] == s.number for s in SOURCES.values())


def test_filters_by_family_players_deck_and_computer(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(site_url + "/")
    page.wait_for_selector(f"{FILTER} select[name=family]")
    everything = visible_games(page)
    assert set(everything) == set(GAMES)
    page.select_option(f"{FILTER} select[name=family]", "canasta")
    assert set(visible_games(page)) == {g for g in GAMES if g.startswith("canasta.")}
    page.select_option(f"{FILTER} select[name=players]", "3")
    assert set(visible_games(page)) == {g for g, i in GAMES.items()
                                        if i.family == "canasta" and i.players_min <= 3 <= i.players_max}
    page.select_option(f"{FILTER} select[name=family]", "")
    page.select_option(f"{FILTER} select[name=players]", "")
    page.select_option(f"{FILTER} select[name=deck]", "32")
    assert visible_games(page) == ["king"]
    assert "Показано игр: 1 из" in page.inner_text(f"{FILTER} [role=status]")
    page.get_by_role("button", name="Показать все").click()
    assert set(visible_games(page)) == set(GAMES)
    only_playable = page.get_by_label("только те, в которые можно сыграть с компьютером")
    if all(is_playable(g) for g in GAMES):
        assert only_playable.count() == 0  # a filter that would hide nothing is not offered
    else:
        only_playable.check()
        assert set(visible_games(page)) == {g for g in GAMES if is_playable(g)}
    # The catalogue is plain data: the engine (its worker, Pyodide, the wheel) is never started for it.
    assert not [u for u in watched.requests if "pyodide" in u or "/assets/rp/worker" in u or ".whl" in u]
    assert "import" not in (Path(__file__).resolve().parents[2] / "widgets/static/rp-catalogue-filter.js").read_text()


def test_without_javascript_the_whole_catalogue_is_there(browser: Any, site_url: str) -> None:
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(site_url + "/")
    assert page.locator(".rp-catalogue .rp-catalogue-list > [data-game]").count() == len(GAMES)
    assert page.locator(".rp-catalogue .rp-game-play a", has_text="Играть").count() == sum(map(is_playable, GAMES))
    assert page.locator(f"{FILTER} select").count() == 0
    context.close()
