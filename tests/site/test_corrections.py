"""Wording corrections from the line-by-line reading of the pages against the books (issue 12).

Each test reads the Markdown sources (no build needed) and checks that a wrong statement is gone and
the corrected one is there, so a later edit cannot quietly bring the error back.
"""

from __future__ import annotations

import re
from pathlib import Path

from rules_py.registry import GAMES

DOCS = Path(__file__).resolve().parents[2] / "docs"


def page(name: str) -> str:
    return " ".join((DOCS / name).read_text(encoding="utf-8").split())


def test_canasta_classic_wording() -> None:
    text = page("canasta/classic.md")
    assert "обе сдачи" not in text
    assert "оба примера сведены в одну сдачу" in text
    # «закрыта» is the whole game before any combination (000/001), never one side.
    assert "Пока пара ничего не выложила, она «закрыта»" not in text
    assert "закрыта вся игра, а не отдельная пара" in text
    assert "чёрные мешают противнику" not in text
    assert "upcard_black_three" not in text


def test_canasta_pages_name_the_pile_reading_they_play() -> None:
    # Three players and the 15-card game play the four-player pile (issue 28: «the rest as with four»).
    for name in ("classic", "cuban", "combo", "russian", "russian_31a", "russian_31b", "three", "fifteen"):
        assert "не берёт никто" in page(f"canasta/{name}.md"), name
    assert "Открыться можно и покупкой пакета" in page("canasta/three_packs.md") or \
        "открыться можно и покупкой пакета" in page("canasta/three_packs.md")
    assert "чёрные тройки мешают покупать пакет" not in page("canasta/index.md")


def test_canasta_readings_marked_as_ours() -> None:
    assert "это наше прочтение" in page("canasta/cuban.md")  # the wild canasta laid at once
    combo = page("canasta/combo.md")
    assert "Комплект чёрных троек** в открытие не засчитывается" in combo
    assert "предел в два джокера на неё не распространяется" in combo
    russian = page("canasta/russian.md")
    assert "джокеров в сочетании не больше, чем натуральных карт (X-51)" in russian
    assert "не требует минимума открытия" in russian


def test_bridge_wording() -> None:
    text = page("bridge/index.md")
    assert "что бы ни случилось" not in text
    assert "проторговаться" not in text and "провести торговлю" in text
    assert not re.search(r"\bвызов", text)
    assert "пары определяет только жребий" in text
    glossary = page("glossary.md")
    assert "вызов" not in glossary
    contra = re.search(r"\*\*Контра\*\* — (.*?)\(бридж\)", glossary)
    assert contra and "перебор и недобор с контрой считают по своим таблицам" in contra.group(1)
    info = GAMES["bridge"]
    assert "больше очков" in info.goal_ru


def test_king_shtoss_bezique_and_glossary_wording() -> None:
    assert "Kaiser" not in GAMES["king"].name_en
    king = page("king/index.md")
    assert "выведены нами" in king and "«Мальчики» — валеты и короли**" in king
    shtoss = page("shtoss/index.md")
    assert "отсюда и имя игры" not in shtoss
    bezique = page("bezique/index.md")
    assert "буквально говорит, что 37-ю карту открывают, когда играют **втроём**" in bezique
    glossary = page("glossary.md")
    talia = re.search(r"\*\*Талия\*\* — (.*?)\(штосс\)", glossary)
    assert talia and "одна ставка" not in talia.group(1) and "один проход колоды банкомёта" in talia.group(1)
    # «Ералаш»: the same attribution on the King page and in the glossary.
    assert "общепринят" in re.search(r"\*\*Ералаш\*\* — (.*?)\(кинг\)", glossary).group(1)  # type: ignore[union-attr]
    assert "«ералаш» общепринятое" in king
