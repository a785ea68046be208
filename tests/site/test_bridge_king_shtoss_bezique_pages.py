"""Issue 28, «Bridge, King, Shtoss, Bezique»: what a fresh reading found on these pages, fixed so that
a later edit cannot quietly bring it back. Reads the Markdown sources (no build needed) and the
fences' output at build time."""

from __future__ import annotations

import re
from pathlib import Path

from widgets.fences import FENCES

DOCS = Path(__file__).resolve().parents[2] / "docs"


def page(name: str) -> str:
    return " ".join((DOCS / name).read_text(encoding="utf-8").split())


# -- Bezique ----------------------------------------------------------------------------------------


def test_bezique_the_open_trump_under_the_stock_is_our_reading() -> None:
    for name in ("bezique/index.md", "memo/bezique.md"):
        text = page(name)
        assert "её кладут под прикуп" not in text and "Открытый козырь кладут под прикуп" not in text, name
        sentence = re.search(r"Куда[^.]*источник не говорит[^.]*\.", text)
        assert sentence and "прочтени" in sentence.group(0) and "под прикуп" in sentence.group(0), name


def test_bezique_page_says_what_the_completion_takes_from_outside() -> None:
    text = page("bezique/index.md")
    assert "## Когда прикуп кончился (не из источника)" in (DOCS / "bezique/index.md").read_text(encoding="utf-8")
    assert "безика-рубикона" in text and "bicyclecards.com" in text and "наше прочтение" in text
    assert "```rp-bezique-ending" in (DOCS / "bezique/index.md").read_text(encoding="utf-8")
    # The table that stops where the source stops is still on the page.
    assert 'options: {"ending": "source"}' in text and "id: play-bezique-source" in text
    assert "ни виджеты, ни движок очков не считают" not in text
    memo = page("memo/bezique.md")
    assert "## Когда прикуп кончился (не из источника: безик-рубикон)" in (DOCS / "memo/bezique.md").read_text(encoding="utf-8")
    assert "table: bezique-points" in memo


def test_bezique_ending_table_marks_each_piece_with_its_origin() -> None:
    from rules_py.bezique.completion import COMPLETION

    html = FENCES["rp-bezique-ending"]("")
    rows = re.findall(r'<tr data-origin="(\w+)"><th scope="row">([^<]*)</th><td>[^<]*</td><td>([^<]*)</td></tr>', html)
    assert [(origin, what) for origin, what, _ in rows] == [(p.origin, p.what_ru) for p in COMPLETION]
    assert {origin: label for origin, _, label in rows} == {"outside": "внешнее описание (безик-рубикон)",
                                                           "ours": "наше прочтение"}


# -- King -----------------------------------------------------------------------------------------


def test_king_infobox_does_not_call_the_game_trick_avoiding() -> None:
    from rules_py.king.deals import DEALS, DEFAULT_DEALS
    from rules_py.registry import GAMES

    name = GAMES["king"].name_en.lower()
    assert "avoid" not in name and "negative and" in name and "positive" in name
    # The reason: half the deals are positive.
    assert sum(1 for d in DEFAULT_DEALS if DEALS[d].positive) == 7


def test_king_says_hearts_one_way_and_offers_the_seeds_rule() -> None:
    for name in ("king/index.md", "memo/king.md"):
        assert "с червы" not in page(name), name
        assert "с червей" in page(name), name
    text = page("king/index.md")
    assert 'options: {"heart_rules": "seed"}' in text and "**Червы по правилу источника**" in text
    assert "противоречат единственному правилу хода, которое даёт сам источник" in text
    assert "по правилу самого источника" in page("memo/king.md")


# -- Shtoss ---------------------------------------------------------------------------------------


def test_shtoss_names_lob_and_sonik_only_for_the_first_pair() -> None:
    text = page("shtoss/index.md")
    assert "«соник» и «сонник»" in text
    assert "Только картам первого абцуга источник и даёт эти имена" in text
    assert "Дама — соник четвёртого абцуга" not in text and "Дама — вторая карта четвёртого абцуга" in text
    memo = page("memo/shtoss.md")
    assert "первая карта пары — лоб, вторая — соник" not in memo and "| лобом" not in memo
    assert "Карты первого абцуга зовутся лоб и соник" in memo
    glossary = page("glossary.md")
    for word in ("Лоб", "Соник"):
        entry = re.search(rf"\*\*{word}\*\* — (.*?)\(штосс\)", glossary)
        assert entry and entry.group(1).startswith(("первая карта первого абцуга", "вторая карта первого абцуга"))
    assert "«сонник»" in re.search(r"\*\*Соник\*\* — (.*?)\(штосс\)", glossary).group(1)  # type: ignore[union-attr]


def test_shtoss_static_example_labels_only_the_first_pair() -> None:
    html = FENCES["rp-shtoss"]("seed: 1799\ncard: QH")
    labels = re.findall(r'<span class="rp-count">([^<]*)</span></span>', html)
    assert labels[:2] == ["лоб", "соник"] and set(labels[2:]) == {"нечётная", "чётная"}


# -- Bridge ---------------------------------------------------------------------------------------


def test_bridge_partnerships_are_drawn_for_each_rubber_everywhere() -> None:
    for name in ("bridge/index.md", "memo/bridge.md"):
        text = page(name)
        assert "постоянными парами" not in text and "постоянные пары" not in text.lower(), name
        assert "командная игра" not in text.lower(), name
        assert "жреби" in text, name


def test_bridge_system_page_as_a_teacher_reads_it() -> None:
    text = page("bridge/system.md")
    # The 5-5 hand of the old 2БК example now bids 2♥, as textbooks do; 2БК has a hand without hearts.
    assert "а говорит 2БК — даже с синглетом" not in text
    assert "♠К10652 ♥КДВ106 ♦86 ♣3 после 1♦ – 1♠ – 1БК) отвечающий, как и советуют учебники, называет 2♥" in text
    assert "**5БК — вопросом о королях**" in text and "остановкой она не бывает" in text
    assert "keys: blackwood-*, king-ask-*" in text


def test_one_term_for_the_takeout_double() -> None:
    files = [*(DOCS / "bridge").glob("*.md"), DOCS / "memo" / "bridge.md",
             *(DOCS.parent / "rules_py" / "bridge").rglob("*.py")]
    found = [f.name for f in files if re.search("вызывн|информативн", f.read_text(encoding="utf-8"))]
    assert found == []
    assert "контрой на вылет" in page("bridge/system.md")
    entry = re.search(r"\*\*Контра на вылет\*\* — (.*?)\(бридж\)", page("glossary.md"))
    assert entry and "«вызывная контра»" in entry.group(1) and "«информативная контра»" in entry.group(1)


def test_lessons_say_doubleton() -> None:
    text = page("bridge/lessons.md")
    assert "с одной двойкой" not in text and "с одним дублетом самое большее" in text
    assert "**Дублет** — масть из двух карт" in page("glossary.md")


def test_1nt_answers_have_the_usual_ranges_and_the_page_says_so() -> None:
    from rules_py.bridge.system.describe import system_tables

    tables = {t["key"]: t for t in system_tables()}
    rows = {r["call_ru"]: r["meaning_ru"] for r in tables["1nt-answers"]["rules"]}
    assert "8–9 очков" in rows["2БК"] and "10–15 очков" in rows["3БК"]
    assert "8+ очков" in rows["2♣"]
    text = page("bridge/system.md")
    assert "2БК приглашает с 8–9 очками, 3БК — с 10–15; Стейман — с 8 очками" in text
