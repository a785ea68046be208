"""The durak pages against the engine: every worked example replays the first bout exactly as the
engine plays it with that seed (variants with engines of their own: every move the walk-through names,
in order, through the JSON protocol), every page offers the table of its own variant, and the
overview's comparison table (generated from the presets and the engines' summaries) lists every
variant with working links."""

from __future__ import annotations

import json
import re
from html import escape as html_escape
from pathlib import Path
from typing import Any

import pytest

from rules_py.api import handle
from rules_py.durak import ENGINE, PRESETS, DurakRules
from rules_py.durak.rules import RULE_OPTIONS
from rules_py.games import ENGINES
from rules_py.registry import GAMES
from widgets.fences.basics import parse_options
from widgets.fences.durak import ROW_COLUMNS, durak_variants_fence, variant_summary

#: Durak variants with engines of their own (registered by their exact ids).
OWN_ENGINES = sorted(g for g in GAMES if g.startswith("durak.") and g in ENGINES)

DOCS = Path(__file__).resolve().parents[2] / "docs"
FENCE = re.compile(r"^```(rp-deal|rp-play)[ \t]*\n(.*?)^```", re.M | re.S)
SETTINGS = re.compile(r"^```rp-durak-variants[ \t]*\n(.*?)^```", re.M | re.S)


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


def _call(method: str, **params: Any) -> dict[str, Any]:
    answer = json.loads(handle(json.dumps({"method": method, "params": params})))
    assert answer["ok"], answer
    result: dict[str, Any] = answer["result"]
    return result


def whole_game(game_id: str, players: int, seed: int) -> list[str]:
    """What the engine says of every move of a game the site's bot plays for every seat, through
    the JSON protocol (game.new, then game.bot until the end)."""
    answer = _call("game.new", game=game_id, players=players, seed=seed)
    said = []
    while not answer["over"]:
        answer = _call("game.bot", game=game_id, state=answer["state"])
        said.append(answer["move_ru"])
    return said


@pytest.mark.parametrize("game_id", OWN_ENGINES)
def test_walk_through_of_a_variant_engine_is_what_it_plays(game_id: str) -> None:
    found = fences(game_id)
    deal = found["rp-deal"]
    text = (DOCS / GAMES[game_id].page).read_text(encoding="utf-8")
    section = text[text.index("```rp-deal"):text.index("```rp-play")]
    # The numbered moves, in blocks: a paragraph between two lists marks moves left out.
    blocks: list[list[str]] = []
    for chunk in re.split(r"\n\n(?=[^\d\s])", section):
        named = [" ".join(n.split()) for n in re.findall(r"^\d+\. \*\*(.+?)\*\*", chunk, re.M | re.S)]
        if named:
            blocks.append(named)
    played = whole_game(game_id, int(deal["players"]), int(deal["seed"]))
    # At least eight moves, or the whole of a shorter game.
    assert sum(len(b) for b in blocks) >= min(8, len(played))
    assert played[: len(blocks[0])] == blocks[0], f"{game_id}: the first moves differ from the engine's"
    at = len(blocks[0])
    for block in blocks[1:]:
        assert block[0] in played[at:], f"{game_id}: the engine does not play, in order: {block[0]}"
        at = played.index(block[0], at)
        assert played[at : at + len(block)] == block, f"{game_id}: the moves from «{block[0]}» differ"
        at += len(block)
    play = found["rp-play"]
    assert (play["game"], play["seed"], play["players"]) == (game_id, deal["seed"], deal["players"])
    assert play["renderer"].startswith("durak-")


@pytest.mark.parametrize("game_id", list(PRESETS))
def test_page_shows_every_setting_its_preset_sets(game_id: str) -> None:
    # The page's table of settings (in words: the names are on the protocol page) is generated from
    # the engine's option specs by a fence that names the settings it shows.
    text = (DOCS / GAMES[game_id].page).read_text(encoding="utf-8")
    bodies = [b for b in SETTINGS.findall(text) if parse_options(b).get("show") == "settings"]
    assert len(bodies) == 1, f"{game_id}: one table of settings"
    shown = parse_options(bodies[0])
    assert shown["game"] == game_id
    names = [n.strip() for n in shown["names"].split(",")]
    base, rules = DurakRules(), PRESETS[game_id]
    for name in ("throw_in", "transfer", "transfer_passes", "hidden_trump", "only_by_own_suit",
                 "lose_at_cards", "pogony", "voluntary_take"):
        if getattr(rules, name) != getattr(base, name) or name == "voluntary_take":
            assert name in names, f"{game_id}: setting {name} is not shown"
            assert f"`{name}`" not in text, f"{game_id}: the page spells the setting's name {name}"
    # the table says what the engine does: a take at will, except in простой (the seed's literal rule).
    table = durak_variants_fence(bodies[0])
    row = re.search(r"<tr><td>Можно ли взять, если есть чем отбиться</td><td>([^<]*)</td>", table)
    assert row is not None and row.group(1) == RULE_OPTIONS["voluntary_take"].value_ru(rules.voluntary_take)
    assert row.group(1).startswith("нельзя" if game_id == "durak.prostoy" else "можно")


def test_overview_table_lists_every_variant_with_working_links(built_site: Path) -> None:
    html = (built_site / "durak" / "index.html").read_text(encoding="utf-8")
    table = html[html.index('<div class="rp-durak-variants'):]
    table = table[: table.index("</table>")]
    rows = re.findall(r'<tr data-game="([^"]+)"([^>]*)>(.*?)</tr>', table, re.S)
    playable = [g for g, attrs, _ in rows if "rp-deal-only" not in attrs]
    dealt = [g for g, attrs, _ in rows if "rp-deal-only" in attrs]
    durak = [g for g, info in GAMES.items() if info.family == "durak"]
    assert [g for g, _, _ in rows] == durak  # every variant, in the catalogue's order
    assert set(PRESETS) | set(OWN_ENGINES) == set(playable)
    assert all("только раздача" in cells for _, attrs, cells in rows if "rp-deal-only" in attrs)
    assert not set(dealt) & set(playable)
    for href in re.findall(r'href="([^"]+)"', table):
        assert (built_site / "durak" / href / "index.html").is_file(), href


def test_overview_table_follows_the_presets_and_the_engines(built_site: Path) -> None:
    html = (built_site / "durak" / "index.html").read_text(encoding="utf-8")
    row: Any = re.search(r'<tr data-game="durak.prostoy"[^>]*>(.*?)</tr>', html, re.S)
    assert "только зашедший" in row.group(1) and "только если нечем отбиться" in row.group(1)
    row = re.search(r'<tr data-game="durak.yaponsky"[^>]*>(.*?)</tr>', html, re.S)
    assert "всегда бубны" in row.group(1) and "пики бьют только пиками" in row.group(1)
    row = re.search(r'<tr data-game="durak.veryu"[^>]*>(.*?)</tr>', html, re.S)
    assert "втёмную" in row.group(1)
    for game in OWN_ENGINES:
        summary = variant_summary(game)
        assert summary is not None, game
        row = re.search(rf'<tr data-game="{re.escape(game)}" data-engine="own">(.*?)</tr>', html, re.S)
        assert row is not None, game
        assert all(html_escape(summary[key]) in row.group(1) for key, _ in ROW_COLUMNS), game
    # The tables of settings with their names are on the protocol page, not on the reader's pages.
    assert "<code>voluntary_take</code>" not in html
    api = (built_site / "api" / "index.html").read_text(encoding="utf-8")
    assert "<code>voluntary_take</code>" in api and "<code>blind_beat</code>" in api
    assert "<code>climb</code>" in api and "<code>layout</code>" in api and "<code>center</code>" in api
