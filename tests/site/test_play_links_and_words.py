"""The site around the game tables (issue 26, §6): the home page speaks to readers, every game page and the
catalogue link to the game's table, and no English of the theme is left in the Russian site."""

from __future__ import annotations

import doctest
import re
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

import rules_py.api  # noqa: F401  (registers every engine, as the site build does)
import widgets.fences.tables
from rules_py.games import is_playable
from rules_py.registry import GAMES
from widgets import hooks
from widgets.fences.tables import Table, table_index, tables_in

ROOT = Path(__file__).resolve().parents[2]
PLAYABLE = [g for g in GAMES if is_playable(g)]


def built_page(site: Path, docs_page: str) -> str:
    path = site / re.sub(r"(index)?\.md$", "", docs_page) / "index.html"
    return path.read_text(encoding="utf-8")


def article(html: str) -> str:
    return html[html.index('<article class="md-content__inner'):html.index("</article>")]


def table_ids(html: str) -> list[str]:
    """The ids of the game tables of a built page, in page order."""
    return re.findall(r'<rp-(?:play|shtoss)\s[^>]*?\bid="([^"]+)"', html)


def test_home_page_speaks_to_readers(built_site: Path) -> None:
    text = re.sub(r"<[^>]+>", " ", article((built_site / "index.html").read_text(encoding="utf-8")))
    for word in ("seed", "Python", "JSON", "пока можно только раздать", "для программистов"):
        assert word.lower() not in text.lower(), word
    assert "Сыграть с компьютером" in text and "Играть" in text
    # The durak problems page, which another change adds, is linked exactly when it exists.
    problems = (ROOT / "docs" / "durak" / "problems.md").is_file()
    assert ('href="durak/problems/"' in (built_site / "index.html").read_text(encoding="utf-8")) == problems
    assert "rp:if-page" not in (built_site / "index.html").read_text(encoding="utf-8")


def test_every_game_page_opens_with_a_link_to_its_first_table(built_site: Path) -> None:
    for game in PLAYABLE:
        html = article(built_page(built_site, GAMES[game].page))
        link = re.search(r'<p class="rp-infobox-play"><a class="md-button md-button--primary" href="#([^"]+)">'
                         r"Играть с компьютером</a></p>", html)
        assert link is not None, game
        assert link.start() < html.index('<div class="rp-infobox">') + 60, game  # the infobox's first line
        ids = table_ids(html)
        assert ids and link.group(1) == ids[0], (game, ids)
        assert "<h2" not in html[:link.start()], game  # above the first section


def test_catalogues_play_links_lead_to_the_tables(built_site: Path) -> None:
    for docs_page, family in (("index.md", None), ("durak/index.md", "durak"), ("canasta/index.md", "canasta")):
        html = built_page(built_site, docs_page)
        catalogue = html[html.index('<ul class="rp-catalogue-list">'):]
        catalogue = catalogue[:catalogue.index("</ul>")]
        cards = re.findall(r'<li class="rp-game"[^>]*data-game="([\w.]+)"[^>]*>(.*?)</li>', catalogue, re.S)
        assert [g for g, _ in cards] == [g for g, i in GAMES.items() if family in (None, i.family)], docs_page
        for game, card in cards:
            play = re.search(r'<a aria-label="Играть: ([^"]+)" class="md-button" href="([^"#]+)#([^"]+)">Играть</a>', card)
            assert play is not None, (docs_page, game)
            assert play.group(1) == GAMES[game].name_ru
            target = (built_site / Path(docs_page).parent / play.group(2) / "index.html").resolve()
            assert target == (built_site / re.sub(r"(index)?\.md$", "", GAMES[game].page) / "index.html").resolve()
            assert table_ids(target.read_text(encoding="utf-8"))[0] == play.group(3), (docs_page, game)
        assert "только раздача" not in catalogue  # every game is playable today
        note = re.search(r'<p class="rp-catalogue-note">([^<]*)</p>', html)
        assert note is not None and "пока можно только раздать" not in note.group(1)


def test_no_english_of_the_theme_in_any_page(built_site: Path) -> None:
    pages = list(built_site.rglob("*.html"))
    assert len(pages) > 60
    for page in pages:
        html = page.read_text(encoding="utf-8")
        for english in ("Permanent link", "Made with", "squidfunk"):
            assert english not in html, (page, english)
    heading_links = (built_site / "durak" / "index.html").read_text(encoding="utf-8")
    assert 'class="headerlink" href="#что-общего-у-всех-вариантов" title="Ссылка на этот раздел"' in heading_links


def test_a_games_table_is_its_first_on_its_own_page_else_the_first_elsewhere() -> None:
    assert doctest.testmod(widgets.fences.tables).failed == 0
    pages = [
        ("king/index.md", "```rp-play\ngame: king\nseed: 7\n```\n\n    ```rp-play\n    game: king\n    id: play-king-trumps\n    ```\n"),
        ("a/lesson.md", "```rp-play\ngame: durak.podkidnoy\nid: lesson-table\n```\n"),
        ("b/other.md", "```rp-play\ngame: durak.podkidnoy\n```\n```rp-play\ngame: durak.prostoy\n```\n"),
        ("durak/prostoy.md", "no table here"),
        ("shtoss/index.md", "```rp-shtoss\nseed: 3\n```\n"),
    ]
    own = {g: i.page for g, i in GAMES.items()}
    assert table_index(pages, own) == {
        "king": Table("king/index.md", "play-king"),
        "durak.podkidnoy": Table("a/lesson.md", "lesson-table"),  # its own page has none: the first elsewhere
        "durak.prostoy": Table("b/other.md", "play-durak-prostoy"),
        "shtoss": Table("shtoss/index.md", "shtoss"),
    }
    assert tables_in("```rp-deal\ngame: king\n```\n") == []


def test_a_line_for_a_missing_page_is_dropped_and_fence_ids_are_anchors(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hooks, "link_xrefs", lambda markdown, src, docs_dir: markdown)
    existing = {"memo/index.md"}
    files = SimpleNamespace(get_file_from_path=lambda path: path if path in existing else None)
    page: Any = SimpleNamespace(file=SimpleNamespace(src_uri="index.md"))
    markdown = ("- [Памятки](memo/index.md) <!-- rp:if-page memo/index.md -->\n"
                "- [Задачи](durak/problems.md) <!-- rp:if-page durak/problems.md -->\n- конец\n")
    out = hooks.on_page_markdown(markdown, page, {"docs_dir": "docs"}, files)
    assert out == "- [Памятки](memo/index.md)\n- конец\n"
    page.present_anchor_ids = {"заголовок"}
    hooks.on_page_content('<div class="rp-host"><rp-play id="play-king" game="king"></rp-play></div>'
                          '<rp-canasta-score data-id="no" id="score-three"></rp-canasta-score>', page, {}, files)
    assert page.present_anchor_ids == {"заголовок", "play-king", "score-three"}
