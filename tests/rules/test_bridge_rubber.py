"""The bridge.rubber method: vulnerability from games, part-scores, premiums, висты."""

from __future__ import annotations

import json
from typing import Any

import rules_py.bridge.protocol  # noqa: F401  (registers bridge.*)
from rules_py.api import handle


def rubber(deals: list[dict[str, Any]], rules: str | None = None) -> dict[str, Any]:
    params: dict[str, Any] = {"deals": deals}
    if rules:
        params["rules"] = rules
    answer = json.loads(handle(json.dumps({"method": "bridge.rubber", "params": params})))
    assert answer["ok"], answer
    result: dict[str, Any] = answer["result"]
    return result


def rubber_error(deals: list[Any]) -> str:
    answer = json.loads(handle(json.dumps({"method": "bridge.rubber", "params": {"deals": deals}})))
    assert not answer["ok"] and answer["error"]["code"] == "bad_request", answer
    message: str = answer["error"]["message"]
    return message


def d(contract: str, declarer: str = "N", tricks: int = 0, honors: Any = None) -> dict[str, Any]:
    return {"contract": contract, "declarer": declarer, "tricks": tricks, "honors": honors}


def test_two_nil_rubber() -> None:
    r = rubber([d("4♠", "S", 10), d("3БК", "N", 9)])
    assert r["games"] == {"NS": 2, "EW": 0}
    assert r["finished"] is True and r["winner"] == "NS"
    assert r["totals"] == {"NS": 120 + 100 + 700, "EW": 0}
    assert r["vists"] == 9
    assert [x["vulnerable"] for x in r["deals"]] == [{"NS": False, "EW": False}, {"NS": True, "EW": False}]
    assert r["lines"] == [{"side": "NS", "where": "above", "points": 700,
                           "why": "Премия за роббер, выигранный со счётом 2:0: 700"}]
    assert set(r["deals"][0]) >= {"NS", "EW", "made", "lines", "vulnerable"}


def test_two_one_rubber_and_vulnerability() -> None:
    r = rubber([d("4S", "N", 10), d("4H", "E", 10), d("1NT", "S", 5), d("3NT", "S", 9)])
    assert [x["vulnerable"] for x in r["deals"]] == [
        {"NS": False, "EW": False}, {"NS": True, "EW": False}, {"NS": True, "EW": True}, {"NS": True, "EW": True},
    ]
    # 1NT down 2 while vulnerable: 100 a trick to the defenders.
    assert r["deals"][2]["EW"]["above"] == 200
    assert r["winner"] == "NS" and r["games"] == {"NS": 2, "EW": 1}
    assert r["totals"] == {"NS": 120 + 100 + 500, "EW": 120 + 200}
    assert r["vists"] == 4  # 400 / 100


def test_part_scores_add_up_and_end_with_a_game() -> None:
    r = rubber([d("2S", "N", 8), d("1NT", "E", 7), d("2D", "S", 8), d("2NT", "E", 8)])
    assert [x["game"] for x in r["deals"]] == [None, None, "NS", None]
    # EW's 40 before NS's game does not carry over: 70 after it is not a game.
    assert r["games"] == {"NS": 1, "EW": 0} and r["finished"] is False
    whys = [line["why"] for line in r["lines"]]
    assert any("не окончен" in w and "300" in w for w in whys)
    assert any("частичная запись" in w for w in whys)
    assert r["lines"] == [
        {"side": "NS", "where": "above", "points": 300,
         "why": "Роббер не окончен: 300 паре, которая одна выиграла партию (по Законам)"},
        {"side": "EW", "where": "above", "points": 100,
         "why": "Роббер не окончен: 100 паре, у которой одной есть частичная запись в неоконченной партии "
                "(по Законам)"},
    ]
    assert r["totals"] == {"NS": 60 + 40 + 300, "EW": 40 + 70 + 100}
    assert r["winner"] == "NS" and r["vists"] == 2


def test_unfinished_rubber_tie_has_no_winner() -> None:
    # Both sides have a part-score: the Laws give the 100 only to a side that alone has one.
    r = rubber([d("1C", "N", 7), d("1C", "E", 7)])
    assert r["lines"] == [] and r["totals"] == {"NS": 20, "EW": 20}
    assert r["winner"] is None and r["vists"] == 0 and r["finished"] is False
    assert rubber([])["winner"] is None


def test_vists_half_rounds_up() -> None:
    base = [d("3NT", "N", 9), d("1NT", "E", 7), d("4S", "S", 8), d("6NT", "N", 12)]
    r = rubber(base)
    assert r["totals"] == {"NS": 100 + 190 + 700 + 700, "EW": 40 + 200}
    assert r["totals"]["NS"] - r["totals"]["EW"] == 1450 and r["vists"] == 15
    r = rubber([d("1S", "N", 6), d("3NT", "N", 9), d("4S", "S", 8), d("6NT", "N", 12)])
    assert r["totals"]["NS"] - r["totals"]["EW"] == 1440 and r["vists"] == 14


def test_vists_can_favour_the_loser_of_the_games() -> None:
    r = rubber([d("7NTXX", "E", 6), d("1C", "E", 7), d("4S", "E", 10), d("1C", "E", 7), d("4S", "E", 10)])
    assert r["winner"] == "EW" and r["games"] == {"NS": 0, "EW": 2}
    assert r["totals"] == {"NS": 200 + 6 * 400, "EW": 20 + 120 + 20 + 120 + 700}
    assert r["vists"] == -16  # -1620 / 100, from the winner's side


def test_laws_preset_in_a_rubber() -> None:
    deals = [d("3NT", "N", 9), d("6NT", "N", 12)]
    assert rubber(deals)["totals"]["NS"] == 100 + 190 + 700 + 700
    assert rubber(deals, "laws")["totals"]["NS"] == 100 + 190 + 750 + 700


def test_honours_and_passed_out_deals() -> None:
    r = rubber([d("pass"), {"contract": "пас"}, d("4S", "S", 10, {"side": "EW", "kind": "4"})])
    assert r["deals"][0]["passed_out"] is True and r["deals"][0]["lines"] == []
    assert r["deals"][0]["vulnerable"] == {"NS": False, "EW": False}
    assert r["totals"]["EW"] == 100 + 0
    assert r["games"] == {"NS": 1, "EW": 0}


def test_deals_after_the_end_are_refused() -> None:
    message = rubber_error([d("4S", "S", 10), d("3NT", "N", 9), d("1C", "E", 7)])
    assert "Роббер уже окончен" in message and "№3" in message


def test_bad_deals_name_their_number() -> None:
    assert rubber_error([d("4S", "S", 10), d("9S", "S", 10)]).startswith("Сдача №2:")
    assert "№1" in rubber_error(["4S"])
    assert "tricks" in rubber_error([{"contract": "4S", "declarer": "S"}])


def test_unfinished_rubber_at_one_game_each_gives_no_300() -> None:
    # Law 77: the 300 goes to a side only when it alone has won a game; at 1:1 neither gets it.
    for rules in ("encyclopedia", "laws"):
        r = rubber([d("4S", "N", 10), d("4H", "E", 10)], rules)
        assert r["games"] == {"NS": 1, "EW": 1} and not r["finished"]
        assert r["lines"] == [] and r["totals"] == {"NS": 120, "EW": 120}
        r = rubber([d("4S", "N", 10), d("4H", "E", 10), d("2C", "S", 8)], rules)
        assert r["lines"] == [{"side": "NS", "where": "above", "points": 100,
                               "why": "Роббер не окончен: 100 паре, у которой одной есть частичная запись "
                                      "в неоконченной партии (по Законам)"}]


def test_the_side_that_wins_the_vists_is_named() -> None:
    # The page's third example: NS win the rubber 2:1, EW have more points and take 3 висты.
    r = rubber([d("2HX", "E", 9), d("3NTX", "S", 5), d("4S", "S", 10), d("3NT", "N", 9)])
    assert r["winner"] == "NS" and r["totals"] == {"NS": 720, "EW": 970}
    assert r["vists"] == -3 and r["vists_side"] == "EW" and r["vists_count"] == 3
    even = rubber([d("1C", "N", 7), d("1C", "E", 7)])
    assert even["vists_side"] is None and even["vists_count"] == 0


def test_the_sheet_as_it_stands_leaves_out_the_settlement_of_an_interrupted_rubber() -> None:
    # One part-score: 60 written; 160 only if the rubber were stopped now (Law 77's 100).
    r = rubber([d("2S", "S", 8)])
    assert r["written"] == {"NS": 60, "EW": 0} and r["totals"] == {"NS": 160, "EW": 0}
    r = rubber([d("4S", "N", 10), d("2H", "E", 8)])
    assert r["written"] == {"NS": 120, "EW": 60} and r["totals"] == {"NS": 420, "EW": 160}
    finished = rubber([d("4S", "S", 10), d("3NT", "N", 9)])
    assert finished["written"] == finished["totals"] == {"NS": 920, "EW": 0}
