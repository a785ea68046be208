"""The durak pages against the engine: every worked example replays the first bout exactly as the
engine plays it with that seed, every page offers the table of its own variant, and the overview's
comparison table (generated from the presets) lists every variant with working links."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from rules_py.durak import ENGINE, PRESETS, DurakRules
from rules_py.registry import GAMES
from widgets.fences.core import parse_options

DOCS = Path(__file__).resolve().parents[2] / "docs"
FENCE = re.compile(r"^```(rp-deal|rp-play)[ \t]*\n(.*?)^```", re.M | re.S)


def fences(game_id: str) -> dict[str, dict[str, str]]:
    text = (DOCS / GAMES[game_id].page).read_text(encoding="utf-8")
    return {kind: parse_options(body) for kind, body in FENCE.findall(text)}


def first_bout(game_id: str, players: int, seed: int) -> list[str]:
    """What the engine says of each move of the first bout when the site's bot plays every seat."""
    state = ENGINE.new_game(game_id, players, seed, {})
    said = []
    while state["phase"] != "over" and state["bout"] == 1:
        move = ENGINE.bot_move(state)
        said.append(ENGINE.describe_move(state, move))
        state = ENGINE.play(state, move)
    return said


@pytest.mark.parametrize("game_id", list(PRESETS))
def test_worked_example_is_what_the_engine_plays(game_id: str) -> None:
    found = fences(game_id)
    deal = found["rp-deal"]
    assert deal["game"] == game_id
    text = (DOCS / GAMES[game_id].page).read_text(encoding="utf-8")
    walk = " ".join(text[text.index("```rp-deal"):].split())  # a sentence may wrap across lines
    position = 0
    for sentence in first_bout(game_id, int(deal["players"]), int(deal["seed"])):
        at = walk.find(f"**{sentence}**", position)
        assert at >= 0, f"{game_id}: the walk-through lacks, in order: {sentence}"
        position = at
    # The table below plays the very same deal.
    play = found["rp-play"]
    assert (play["game"], play["seed"], play["players"]) == (game_id, deal["seed"], deal["players"])


@pytest.mark.parametrize("game_id", list(PRESETS))
def test_page_names_every_option_its_preset_sets(game_id: str) -> None:
    text = (DOCS / GAMES[game_id].page).read_text(encoding="utf-8")
    base, rules = DurakRules(), PRESETS[game_id]
    for name in ("throw_in", "transfer", "transfer_passes", "hidden_trump", "only_by_own_suit",
                 "lose_at_cards", "pogony", "voluntary_take"):
        if getattr(rules, name) != getattr(base, name) or name == "voluntary_take":
            assert f"`{name}`" in text, f"{game_id}: option {name} is not explained"
    # the pages say what the engine does: a take at will, except in простой (the seed's literal rule).
    assert f"voluntary_take` | `{str(rules.voluntary_take).lower()}`" in text


def test_overview_table_lists_every_variant_with_working_links(built_site: Path) -> None:
    html = (built_site / "durak" / "index.html").read_text(encoding="utf-8")
    table = html[html.index('<div class="rp-durak-variants'):]
    table = table[: table.index("</table>")]
    rows = re.findall(r'<tr data-game="([^"]+)"( class="rp-deal-only")?>(.*?)</tr>', table, re.S)
    playable = [g for g, only, _ in rows if not only]
    dealt = [g for g, only, _ in rows if only]
    assert playable == list(PRESETS)
    assert sorted(dealt) == sorted(g for g, info in GAMES.items() if info.family == "durak" and g not in PRESETS)
    assert all("только раздача" in cells for _, only, cells in rows if only)
    for href in re.findall(r'href="([^"]+)"', table):
        assert (built_site / "durak" / href / "index.html").is_file(), href


def test_overview_table_follows_the_presets(built_site: Path) -> None:
    html = (built_site / "durak" / "index.html").read_text(encoding="utf-8")
    row: Any = re.search(r'<tr data-game="durak.prostoy">(.*?)</tr>', html, re.S)
    assert "только зашедший" in row.group(1)
    row = re.search(r'<tr data-game="durak.yaponsky">(.*?)</tr>', html, re.S)
    assert "всегда бубны" in row.group(1) and "пики бьют только пиками" in row.group(1)
    assert "<code>voluntary_take</code>" in html  # the generated table of options
