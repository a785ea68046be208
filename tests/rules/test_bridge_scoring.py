"""Rubber scoring: the seed's published examples, both presets, contracts, honours, rubbers, висты."""

from __future__ import annotations

import json
from typing import Any

import pytest

import rules_py.bridge.protocol  # noqa: F401  (registers bridge.*)
from rules_py.api import handle
from rules_py.bridge.contract import Contract, Strain, parse_call, parse_contract
from rules_py.bridge.scoring import Honors, score_deal, trick_points, undertrick_points, vists
from rules_py.errors import BadRequest
from rules_py.protocol import METHODS


def call(method: str, params: dict[str, Any]) -> dict[str, Any]:
    answer = json.loads(handle(json.dumps({"method": method, "params": params})))
    assert answer["ok"], answer
    result: dict[str, Any] = answer["result"]
    return result


def error(method: str, params: dict[str, Any]) -> dict[str, str]:
    answer = json.loads(handle(json.dumps({"method": method, "params": params})))
    assert not answer["ok"], answer
    err: dict[str, str] = answer["error"]
    return err


def score(contract: str, declarer: str, tricks: int, vulnerable: Any = False, honors: Any = None,
          rules: str | None = None) -> dict[str, Any]:
    params: dict[str, Any] = {"contract": contract, "declarer": declarer, "tricks": tricks,
                              "vulnerable": vulnerable, "honors": honors}
    if rules is not None:
        params["rules"] = rules
    return call("bridge.score_deal", params)


# ---- the published examples (encyclopedia preset) -----------------------------------------------


def test_example_four_spades_made() -> None:
    r = score("4♠", "S", 10, False)
    assert r["NS"] == {"below": 120, "above": 0}
    assert r["EW"] == {"below": 0, "above": 0}
    assert r["made"] is True
    assert r["lines"] == [{"side": "NS", "where": "below", "points": 120, "why": "4 взятки по 30 в пиках под чертой"}]


def test_example_three_notrump_made() -> None:
    r = score("3БК", "N", 9)
    assert r["NS"]["below"] == 100 and r["NS"]["above"] == 0


def test_example_two_hearts_doubled_overtrick() -> None:
    r = score("2♥X", "E", 9, False)
    assert r["EW"] == {"below": 120, "above": 150}
    whys = [line["why"] for line in r["lines"]]
    assert any("лишняя взятка с контрой перед партией, по 100" in w for w in whys)
    assert any(w.startswith("50 за выполненный контракт с контрой") for w in whys)


def test_example_three_notrump_doubled_down_four() -> None:
    r = score("3БКX", "S", 5, False)
    assert r["EW"] == {"below": 0, "above": 700}
    assert r["NS"] == {"below": 0, "above": 0}
    assert r["made"] is False
    assert "100 + 200 + 200 + 200" in r["lines"][0]["why"]
    laws = score("3БКX", "S", 5, False, rules="laws")
    assert laws["EW"]["above"] == 800
    assert "100 + 200 + 200 + 300" in laws["lines"][0]["why"]


def test_example_small_slam_vulnerable() -> None:
    r = score("6♠", "N", 12, True)
    assert r["NS"] == {"below": 180, "above": 700}
    assert score("6♠", "N", 12, True, rules="laws")["NS"] == {"below": 180, "above": 750}


# ---- the rest of the tables ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("contract", "points"),
    [("1C", 20), ("1D", 20), ("1H", 30), ("1S", 30), ("1NT", 40), ("2NT", 70), ("3NT", 100), ("7NT", 220),
     ("5C", 100), ("4H", 120), ("2CX", 80), ("1NTX", 80), ("2NTX", 140), ("1SXX", 120), ("3NTXX", 400)],
)
def test_trick_points(contract: str, points: int) -> None:
    c = parse_contract(contract)
    assert c is not None and trick_points(c) == points


def test_undoubled_overtricks_at_trick_value() -> None:
    assert score("2C", "W", 10)["EW"] == {"below": 40, "above": 40}
    assert score("1NT", "W", 9)["EW"] == {"below": 40, "above": 60}
    assert score("1H", "N", 13, True)["NS"] == {"below": 30, "above": 180}


def test_doubled_and_redoubled_overtricks() -> None:
    assert score("1CX", "N", 9, True)["NS"] == {"below": 40, "above": 400 + 50}
    assert score("1CXX", "N", 9, False)["NS"] == {"below": 80, "above": 400 + 50}
    assert score("1CXX", "N", 9, True)["NS"] == {"below": 80, "above": 800 + 50}
    assert score("1CXX", "N", 9, True, rules="laws")["NS"] == {"below": 80, "above": 800 + 100}


def test_redoubled_contract_bonus_presets() -> None:
    assert score("2HXX", "S", 8)["NS"]["above"] == 50  # the seed's 50 is not doubled
    assert score("2HXX", "S", 8, rules="laws")["NS"]["above"] == 100
    assert score("2HX", "S", 8, rules="laws")["NS"]["above"] == 50


@pytest.mark.parametrize(
    ("vul", "doubled", "totals"),
    [
        (False, 0, [50, 100, 150, 200, 250]),
        (False, 1, [100, 300, 500, 700, 900]),  # no 300 from the 4th on
        (False, 2, [200, 600, 1000, 1400, 1800]),
        (True, 0, [100, 200, 300, 400, 500]),
        (True, 1, [200, 500, 800, 1100, 1400]),
        (True, 2, [400, 1000, 1600, 2200, 2800]),
    ],
)
def test_encyclopedia_undertricks(vul: bool, doubled: int, totals: list[int]) -> None:
    for down, expected in enumerate(totals, start=1):
        assert undertrick_points(down, vul, doubled) == expected
        r = score("7S" + "X" * doubled, "E", 13 - down, vul)
        assert r["NS"]["above"] == expected and r["EW"] == {"below": 0, "above": 0}


def test_slams_by_preset() -> None:
    assert score("6H", "S", 12, False)["NS"]["above"] == 500
    assert score("7H", "S", 13, False)["NS"]["above"] == 750
    assert score("7H", "S", 13, True)["NS"]["above"] == 1500
    assert score("7H", "S", 13, False, rules="laws")["NS"]["above"] == 1000
    assert score("7H", "S", 13, True, rules="laws")["NS"]["above"] == 1500
    assert score("6H", "S", 12, False, rules="laws")["NS"]["above"] == 500
    # A slam is paid only when bid: 4H with 12 tricks has overtricks, no premium.
    assert score("4H", "S", 12, False)["NS"]["above"] == 60
    # A failed slam earns nothing for the declarer.
    assert score("6NT", "S", 11, False)["NS"]["above"] == 0


def test_honours_go_to_the_holders() -> None:
    r = score("4S", "S", 10, False, {"side": "EW", "kind": "4"})
    assert r["EW"] == {"below": 0, "above": 100}
    assert r["lines"][-1]["why"].startswith("Коронка")
    assert score("4S", "S", 9, False, {"side": "NS", "kind": "5"})["NS"]["above"] == 150  # even when down
    assert score("3NT", "S", 9, False, {"side": "NS", "kind": "aces"})["NS"]["above"] == 150
    assert score("4SXX", "S", 10, False, {"side": "NS", "kind": "4"})["NS"]["above"] == 50 + 100  # not doubled


def test_honours_must_fit_the_contract() -> None:
    assert "только четыре туза" in error("bridge.score_deal", {"contract": "3NT", "declarer": "S", "tricks": 9,
                                                             "honors": {"side": "NS", "kind": "4"}})["message"]
    assert "только в игре без козыря" in error("bridge.score_deal", {"contract": "3S", "declarer": "S", "tricks": 9,
                                                                   "honors": {"side": "NS", "kind": "aces"}})["message"]
    assert "сторона" in error("bridge.score_deal", {"contract": "3S", "declarer": "S", "tricks": 9,
                                                  "honors": {"side": "NE", "kind": "4"}})["message"]


def test_vulnerability_as_object_uses_the_declarers_side() -> None:
    assert score("6S", "E", 12, {"NS": True, "EW": False})["EW"]["above"] == 500
    assert score("6S", "E", 12, {"NS": False, "EW": True})["EW"]["above"] == 700


def test_every_line_has_a_russian_reason() -> None:
    r = score("6NTXX", "W", 13, True, {"side": "NS", "kind": "aces"})
    for line in r["lines"]:
        assert set(line) == {"side", "where", "points", "why"}
        assert any("а" <= ch <= "я" for ch in line["why"].lower())
    whys = " | ".join(line["why"] for line in r["lines"])
    assert "40 за первую и по 30 за остальные" in whys and "×4" in whys
    assert "Малый шлем (12 взяток) по партии" in whys


def test_passed_out_deal() -> None:
    r = score("pass", "N", 0)
    assert r["NS"] == r["EW"] == {"below": 0, "above": 0}
    assert r["made"] is False and r["lines"] == [] and r["passed_out"] is True
    assert call("bridge.score_deal", {"contract": "пас"})["passed_out"] is True


# ---- contracts and calls ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "level", "strain", "doubled"),
    [
        ("4SX", 4, Strain.SPADES, 1), ("4♠", 4, Strain.SPADES, 0), ("3БК", 3, Strain.NOTRUMP, 0),
        ("3NT", 3, Strain.NOTRUMP, 0), ("3 бк", 3, Strain.NOTRUMP, 0), ("1 ♣ XX", 1, Strain.CLUBS, 2),
        ("2♦х", 2, Strain.DIAMONDS, 1), ("5 трефы", 5, Strain.CLUBS, 0), ("6 бубен", 6, Strain.DIAMONDS, 0),
        ("2 червы контра", 2, Strain.HEARTS, 1), ("7 без козыря реконтра", 7, Strain.NOTRUMP, 2),
        ("4 пики", 4, Strain.SPADES, 0), ("1ntxx", 1, Strain.NOTRUMP, 2), ("2♥X", 2, Strain.HEARTS, 1),
    ],
)
def test_contract_parsing(text: str, level: int, strain: Strain, doubled: int) -> None:
    assert parse_contract(text) == Contract(level, strain, doubled)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("8S", "уровень — число от 1 до 7, а не 8"),
        ("0NT", "уровень — число от 1 до 7, а не 0"),
        ("4Z", "после уровня 4 стоит «Z», а нужна деноминация"),
        ("4", "после уровня 4 стоит «ничего»"),
        ("пики", "сначала уровень (1–7)"),
        ("", "Пустая строка"),
    ],
)
def test_contract_parse_errors(text: str, message: str) -> None:
    with pytest.raises(BadRequest) as info:
        parse_contract(text)
    assert message in info.value.message


def test_contract_errors_through_the_protocol() -> None:
    err = error("bridge.score_deal", {"contract": "9S", "declarer": "S", "tricks": 9})
    assert err["code"] == "bad_request" and "от 1 до 7" in err["message"]
    assert "от 0 до 13" in error("bridge.score_deal", {"contract": "4S", "declarer": "S", "tricks": 14})["message"]
    assert "разыгрывающего" in error("bridge.score_deal", {"contract": "4S", "declarer": "Q", "tricks": 9})["message"]
    assert "«encyclopedia» или «laws»" in error("bridge.score_deal", {"contract": "4S", "declarer": "S",
                                                                     "tricks": 9, "rules": "acbl"})["message"]


def test_calls() -> None:
    assert [parse_call(t) for t in ("1♠", "pass", "пас", "X", "контра", "XX", "3 БК", "7nt")] == [
        "1S", "pass", "pass", "X", "X", "XX", "3NT", "7NT"]
    with pytest.raises(BadRequest):
        parse_call("1SX")


# ---- the Laws preset against an independent table -----------------------------------------------

# Written from the Laws' scoring table (the same for rubber and duplicate), as running totals:
# penalty for 1, 2, ... 7 undertricks.
LAWS_UNDERTRICKS = {
    (False, ""): [50, 100, 150, 200, 250, 300, 350],
    (False, "X"): [100, 300, 500, 800, 1100, 1400, 1700],
    (False, "XX"): [200, 600, 1000, 1600, 2200, 2800, 3400],
    (True, ""): [100, 200, 300, 400, 500, 600, 700],
    (True, "X"): [200, 500, 800, 1100, 1400, 1700, 2000],
    (True, "XX"): [400, 1000, 1600, 2200, 2800, 3400, 4000],
}
# Each overtrick: undoubled at trick value (minor 20, major and NT 30), doubled 100/200, redoubled 200/400.
LAWS_OVERTRICK = {("C", ""): 20, ("H", ""): 30, ("NT", ""): 30}
LAWS_OVERTRICK_DOUBLED = {(False, "X"): 100, (True, "X"): 200, (False, "XX"): 200, (True, "XX"): 400}


@pytest.mark.parametrize(("vul", "doubling"), sorted(LAWS_UNDERTRICKS))
def test_laws_undertricks_table(vul: bool, doubling: str) -> None:
    for down, expected in enumerate(LAWS_UNDERTRICKS[(vul, doubling)], start=1):
        r = score("7NT" + doubling, "N", 13 - down, vul, rules="laws")
        assert r["EW"]["above"] == expected, (down, vul, doubling)
        assert r["NS"] == {"below": 0, "above": 0}


@pytest.mark.parametrize("vul", [False, True])
@pytest.mark.parametrize("strain", ["C", "H", "NT"])
@pytest.mark.parametrize("doubling", ["", "X", "XX"])
def test_laws_overtricks_table(vul: bool, strain: str, doubling: str) -> None:
    each = LAWS_OVERTRICK[(strain, "")] if not doubling else LAWS_OVERTRICK_DOUBLED[(vul, doubling)]
    insult = {"": 0, "X": 50, "XX": 100}[doubling]
    for over in (1, 3):
        r = score("1" + strain + doubling, "W", 7 + over, vul, rules="laws")
        assert r["EW"]["above"] == each * over + insult, (strain, doubling, vul, over)


# ---- висты --------------------------------------------------------------------------------------


def test_vists_round_half_up() -> None:
    assert vists(1450) == 15
    assert vists(1440) == 14
    assert vists(1460) == 15
    assert vists(-1450) == -15
    assert vists(0) == 0


def test_registered_with_exact_names() -> None:
    assert "bridge.score_deal" in METHODS and "bridge.rubber" in METHODS
    assert Honors("NS", "5").points == 150
    s = score_deal(parse_contract("4S"), "S", 10, False)
    assert s.made and s.totals()["NS"]["below"] == 120
