"""Opening minima by score for every canasta preset (X-45, X-72, X-80, X-83)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rules_py.canasta.protocol  # noqa: F401 - registers the canasta methods
from rules_py.api import handle
from rules_py.canasta.opening import opening_minimum
from rules_py.canasta.presets import PRESETS, get_rules

CLASSIC_TABLE = [(-1000, 15), (-5, 15), (0, 50), (1495, 50), (1500, 90), (2995, 90), (3000, 120), (9000, 120)]

CASES: list[tuple[str, dict[str, Any], int, int | None]] = [
    # the usual table (negative 15; 0–1495: 50; 1500–2995: 90; 3000+: 120) for the classic family,
    # and where the source gives none (Cuban X-63, three packs X-71, Russian X-76, Combo).
    *[(game, {}, score, points) for game in ("canasta.classic", "canasta.three", "canasta.fifteen",
                                             "canasta.three_packs", "canasta.cuban", "canasta.combo",
                                             "canasta.russian") for score, points in CLASSIC_TABLE],
    # 31.а from 30, +10 for each full 1000 of score; negative scores use the base.
    ("canasta.russian_31a", {}, -50, 30), ("canasta.russian_31a", {}, 0, 30), ("canasta.russian_31a", {}, 999, 30),
    ("canasta.russian_31a", {}, 1000, 40), ("canasta.russian_31a", {}, 1500, 40),
    ("canasta.russian_31a", {}, 2000, 50), ("canasta.russian_31a", {}, 4990, 70),
    # the variant «с 40»: over 1000 → 50, 2000 → 60
    ("canasta.russian_31a", {"opening_base": 40}, -50, 40), ("canasta.russian_31a", {"opening_base": 40}, 500, 40),
    ("canasta.russian_31a", {"opening_base": 40}, 1200, 50), ("canasta.russian_31a", {"opening_base": 40}, 2000, 60),
    # 31.б below 1500 → 50, 1500–2999 → 90, 3000+ → 120, negative → 50.
    ("canasta.russian_31b", {}, -100, 50), ("canasta.russian_31b", {}, 0, 50), ("canasta.russian_31b", {}, 1499, 50),
    ("canasta.russian_31b", {}, 1500, 90), ("canasta.russian_31b", {}, 2999, 90),
    ("canasta.russian_31b", {}, 3000, 120), ("canasta.russian_31b", {}, 4999, 120),
]


@pytest.mark.parametrize(("game", "options", "score", "points"), CASES)
def test_opening_minimum(game: str, options: dict[str, Any], score: int, points: int) -> None:
    result = opening_minimum(get_rules(game, options), score)
    assert result.points == points
    assert not result.canasta_required
    assert str(points) in result.why_ru


@pytest.mark.parametrize("game", ["canasta.classic", "canasta.three", "canasta.fifteen", "canasta.three_packs"])
def test_7500_game_opens_with_a_canasta_from_5000(game: str) -> None:
    # 002: playing to 7500, a side with 5000 or more opens only with a canasta laid at once.
    rules = get_rules(game, {"target": 7500})
    assert opening_minimum(rules, 4995).points == 120
    at = opening_minimum(rules, 5000)
    assert at.canasta_required and at.points is None and "канаст" in at.why_ru
    assert opening_minimum(rules, 7000).canasta_required
    # Playing to 5000 (the default) there is no such rule.
    assert not opening_minimum(PRESETS[game], 6000).canasta_required


def test_cuban_7500_target_has_no_canasta_opening_rule() -> None:
    # The rule belongs to 002's classic game, not to Cuban canasta, which is played to 7500 anyway.
    assert opening_minimum(PRESETS["canasta.cuban"], 6000).points == 120


@settings(max_examples=30, deadline=None)
@given(game=st.sampled_from(sorted(PRESETS)), score=st.integers(-20000, 20000), more=st.integers(0, 20000))
def test_minimum_never_falls_as_the_score_grows(game: str, score: int, more: int) -> None:
    rules = PRESETS[game]
    low, high = opening_minimum(rules, score).points, opening_minimum(rules, score + more).points
    assert low is not None and high is not None and low <= high


def test_opening_method() -> None:
    def call(params: dict[str, Any]) -> dict[str, Any]:
        return json.loads(handle(json.dumps({"method": "canasta.opening", "params": params})))  # type: ignore[no-any-return]

    assert call({"game": "canasta.classic", "score": 1500})["result"]["points"] == 90
    result = call({"game": "canasta.classic", "score": 5000, "options": {"target": 7500}})["result"]
    assert result == {"points": None, "canasta_required": True, "why": result["why"]}
    assert call({"game": "canasta.classic", "score": "5"})["error"]["code"] == "bad_request"
    assert call({"game": "canasta.classic", "score": 10**9})["error"]["code"] == "bad_request"
