"""The pages of круглый and чешский against their engines: each worked example is exactly what the
engine plays from that deal (replayed through the JSON protocol, move for move), the page plays the
same deal on its table with its own renderer, explains its settings in words, and no longer says
the variant can only be dealt; each engine exports its row of the overview's comparison."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from rules_py.api import handle
from rules_py.durak.cheshsky.rules import OPTIONS as CHESHSKY_OPTIONS
from rules_py.durak.cheshsky.rules import SUMMARY as CHESHSKY_SUMMARY
from rules_py.durak.krugly.rules import OPTIONS as KRUGLY_OPTIONS
from rules_py.durak.krugly.rules import SUMMARY as KRUGLY_SUMMARY
from rules_py.registry import GAMES
from widgets.fences.basics import parse_options

DOCS = Path(__file__).resolve().parents[2] / "docs"
FENCE = re.compile(r"^```(rp-deal|rp-play)[ \t]*\n(.*?)^```", re.M | re.S)
STEP = re.compile(r"^\d+\. \*\*(.+?)\*\*", re.M)
PAGES = {
    "durak.krugly": ("durak-krugly", KRUGLY_OPTIONS),
    "durak.cheshsky": ("durak-cheshsky", CHESHSKY_OPTIONS["durak.cheshsky"]),
    "durak.cheshsky_1": ("durak-cheshsky", CHESHSKY_OPTIONS["durak.cheshsky_1"]),
    "durak.cheshsky_2": ("durak-cheshsky", CHESHSKY_OPTIONS["durak.cheshsky_2"]),
}


def call(method: str, **params: Any) -> dict[str, Any]:
    answer = json.loads(handle(json.dumps({"method": method, "params": params})))
    assert answer["ok"], answer
    return answer["result"]  # type: ignore[no-any-return]


def page_text(game: str) -> str:
    return (DOCS / GAMES[game].page).read_text(encoding="utf-8")


@pytest.mark.parametrize("game", list(PAGES))
def test_the_worked_example_is_what_the_engine_plays(game: str) -> None:
    text = page_text(game)
    fences = {kind: parse_options(body) for kind, body in FENCE.findall(text)}
    play, deal = fences["rp-play"], fences["rp-deal"]
    assert (play["game"], play["renderer"]) == (game, PAGES[game][0])
    assert (deal["game"], deal["seed"], deal["players"]) == (game, play["seed"], play["players"])
    example = text[text.index("## Пример"):text.index("## Сыграйте")]
    steps = STEP.findall(example)
    assert len(steps) >= 7, steps
    answer = call("game.new", game=game, players=int(play["players"]), seed=int(play["seed"]))
    said = []
    for _ in steps:
        answer = call("game.bot", game=game, state=answer["state"])
        said.append(answer["move_ru"])
    assert steps == said


@pytest.mark.parametrize("game", list(PAGES))
def test_the_page_explains_its_settings_in_words_and_is_no_longer_deal_only(game: str) -> None:
    # The settings are explained in words; their names are for programs and live on the protocol page.
    text = page_text(game)
    assert "Только раздача" not in text and "можно только раздать" not in text
    assert "настройк" in text.lower() and "../api.md#settings" in text
    for name in PAGES[game][1]:
        assert f"`{name}" not in text, f"{game}: the page spells the setting's name {name}"


def test_the_second_variant_page_does_not_promise_a_trump_label() -> None:
    deal = call("deal", game="durak.cheshsky_2", players=2, seed=2545)
    assert deal["trump"] is None and "Козыря в этой игре нет" in " ".join(deal["notes"])
    assert "слова «козырь» на ней нет" in page_text("durak.cheshsky_2")


def test_each_engine_exports_its_rows_for_the_overview() -> None:
    keys = {"name", "players", "deck", "deal", "trump", "beating", "special", "loses"}
    rows = {**KRUGLY_SUMMARY, **CHESHSKY_SUMMARY}
    assert set(rows) == set(PAGES)
    for game, row in rows.items():
        assert set(row) == keys and all(isinstance(v, str) and v for v in row.values()), game
        assert row["name"] == GAMES[game].name_ru
