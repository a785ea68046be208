"""The durak pages speak to a reader: no engine jargon in their prose. The names of the settings, the
fences' keys and the engine's preset ids belong on the protocol page (docs/api.md), which lists every
durak setting from the engines' option specs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules_py import api  # noqa: F401  (importing the protocol registers every engine)
from rules_py.durak.options import SETUP_OPTIONS
from rules_py.durak.rules import BASE_OPTION, RULE_OPTIONS, SETUP
from rules_py.durak.shell import VariantEngine
from rules_py.games import ENGINES
from rules_py.registry import GAMES
from widgets.fences.durak import durak_options_html

DOCS = Path(__file__).resolve().parents[2] / "docs"
PAGES = sorted((DOCS / "durak").glob("*.md"))
FENCE = re.compile(r"^```.*?^```", re.M | re.S)


def every_setting() -> set[str]:
    names = {*RULE_OPTIONS, *BASE_OPTION, *SETUP, *SETUP_OPTIONS}
    for game, info in GAMES.items():
        engine = ENGINES.get(game)
        if info.family == "durak" and isinstance(engine, VariantEngine):
            names |= set(engine.settings(game)[1])
    return names


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_the_prose_has_no_engine_jargon(page: Path) -> None:
    prose = FENCE.sub("", page.read_text(encoding="utf-8"))
    for word in ("options:", "rp-play", "rp-deal", "опци", "пресет", "durak."):
        assert word not in prose.lower(), f"{page.name}: «{word}» in the prose"
    spelled = {name for name in every_setting() if f"`{name}" in prose}
    assert not spelled, f"{page.name}: setting names in the prose: {sorted(spelled)}"


def test_the_protocol_page_lists_every_durak_setting() -> None:
    text = (DOCS / "api.md").read_text(encoding="utf-8")
    assert "```rp-durak-variants\nshow: options" in text
    tables = durak_options_html()
    missing = [name for name in every_setting() if f"<code>{name}</code>" not in tables]
    assert not missing, missing
