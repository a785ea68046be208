"""Штосс: exact odds (X-99), the seeded simulation, and the protocol method shtoss.odds."""

from __future__ import annotations

import json
import math
from fractions import Fraction

import pytest

from rules_py.api import handle
from rules_py.shtoss import protocol  # noqa: F401  (registers shtoss.odds)
from rules_py.shtoss.odds import banker_chance, first_match_distribution, punter_chance, simulate


@pytest.mark.parametrize(("cards", "published"), [(52, 0.48019), (36, 0.47100), (32, 0.46719)])
def test_punter_odds_match_x99(cards: int, published: float) -> None:
    assert round(float(punter_chance(cards)), 5) == published
    assert punter_chance(cards) + banker_chance(cards) == 1


def test_exact_fractions() -> None:
    assert punter_chance(52) == Fraction(400, 833)
    assert punter_chance(36) == Fraction(544, 1155)
    assert punter_chance(32) == Fraction(420, 899)


@pytest.mark.parametrize("cards", [52, 36, 32])
def test_first_match_distribution_sums_to_one(cards: int) -> None:
    dist = first_match_distribution(cards)
    assert sum(dist) == 1
    # The first card of the rank can never lie below the last three places of the pack.
    assert dist[-3:] == [0, 0, 0]
    assert dist[0] == Fraction(4, cards)


@pytest.mark.parametrize(("cards", "seed"), [(52, 11), (36, 12), (32, 13)])
def test_simulation_agrees_within_binomial_tolerance(cards: int, seed: int) -> None:
    rounds = 10_000
    p = float(punter_chance(cards))
    sigma = math.sqrt(p * (1 - p) / rounds)
    observed = simulate(cards, rounds, seed) / rounds
    assert abs(observed - p) < 4 * sigma


def test_simulation_is_reproducible() -> None:
    assert simulate(36, 500, 99) == simulate(36, 500, 99)


def _call(method: str, params: dict[str, object]) -> dict[str, object]:
    return json.loads(handle(json.dumps({"method": method, "params": params})))  # type: ignore[no-any-return]


@pytest.mark.parametrize(("cards", "punter"), [(52, 0.48019), (36, 0.471), (32, 0.46719)])
def test_protocol_odds(cards: int, punter: float) -> None:
    answer = _call("shtoss.odds", {"cards": cards})
    assert answer["ok"] is True
    result = answer["result"]
    assert isinstance(result, dict)
    assert round(result["punter"], 5) == punter
    assert math.isclose(result["punter"] + result["banker"], 1.0)
    assert result["cards"] == cards


def test_protocol_odds_default_and_bad_pack() -> None:
    answer = _call("shtoss.odds", {})
    assert answer["ok"] is True and answer["result"]["punter_exact"] == "400/833"  # type: ignore[index]
    bad = _call("shtoss.odds", {"cards": 40})
    assert bad["ok"] is False and bad["error"]["code"] == "bad_request"  # type: ignore[index]
    assert "52, 36 или 32" in bad["error"]["message"]  # type: ignore[index]
