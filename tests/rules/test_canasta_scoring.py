"""Canasta scoring: the published examples and every bonus and penalty of every preset.

The expected totals below are worked out by hand from the seed texts (000/001, 002, 003, 004) and the
CONTRADICTIONS readings named in each row, not from the code.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import rules_py.canasta.protocol  # noqa: F401 - registers the canasta methods
from rules_py.api import handle
from rules_py.canasta.melds import BadMeld
from rules_py.canasta.scoring import score_hand
from rules_py.errors import BadRequest

KINGS7 = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]
QUEENS7 = ["QS", "QH", "QD", "QC", "QS", "QH", "QD"]
QUEENS3 = ["QS", "QH", "QD"]
KINGS5_2_JK = ["KS", "KH", "KD", "KC", "KS", "2C", "JK"]  # five kings, a two and a joker
WILD7 = ["JK", "JK", "2C", "2D", "2H", "2S", "2C"]  # two jokers and five twos: 100 + 100 points
SEVENS7 = ["7S", "7H", "7D", "7C", "7S", "7H", "7D"]


def call(method: str, params: dict[str, Any]) -> dict[str, Any]:
    return json.loads(handle(json.dumps({"method": method, "params": params})))  # type: ignore[no-any-return]


def score(game: str, **params: Any) -> dict[str, Any]:
    response = call("canasta.score_hand", {"game": game, **params})
    assert response["ok"], response
    result: dict[str, Any] = response["result"]
    assert result["total"] == sum(line["points"] for line in result["lines"])
    return result


# -- the published examples ----------------------------------------------------------------------


def test_russian_660_example_directly_and_through_handle() -> None:
    meld = KINGS7 + ["2C", "2D", "JK"]
    direct = score_hand("canasta.russian", [meld])
    assert direct.total == 660
    assert [line.points for line in direct.lines] == [500, 70, 40, 50]
    result = score("canasta.russian", melds=[meld], red_threes=[], hand=[], went_out=False, concealed=False,
                   double_out=False, options={})
    assert result["total"] == 660
    assert [line["points"] for line in result["lines"]] == [500, 70, 40, 50]
    assert result["lines"][0]["why"].lower().startswith("чистая канаста")


def test_classic_770_example() -> None:
    assert score_hand("canasta.classic", [KINGS7], red_threes=["3H"], went_out=True).total == 770
    result = score("canasta.classic", melds=[KINGS7], red_threes=["3H"], hand=[], went_out=True,
                   concealed=False, double_out=False, options={})
    assert result["total"] == 770
    assert sorted(line["points"] for line in result["lines"]) == [70, 100, 100, 500]


def test_classic_minus_55_example() -> None:
    direct = score_hand("canasta.classic", [["7H", "7D", "JK"]], red_threes=["3H"], hand=["5C", "9D"])
    assert direct.total == -55
    result = score("canasta.classic", melds=[["7H", "7D", "JK"]], red_threes=["3H"], hand=["5C", "9D"],
                   went_out=False, concealed=False, double_out=False, options={})
    assert result["total"] == -55
    points = [line["points"] for line in result["lines"]]
    assert sum(p for p in points if p > 0) == 60  # 5 + 5 + 50 on the table
    assert -100 in points and -5 in points and -10 in points


# -- every bonus and penalty, per preset -----------------------------------------------------------

# (id, game, params, expected total): the arithmetic in each comment comes from the seed text.
CASES: list[tuple[str, str, dict[str, Any], int]] = [
    # Classic (000/001 values; premiums 000/002)
    ("classic natural canasta 500", "canasta.classic", {"melds": [KINGS7]}, 500 + 70),
    ("classic mixed canasta 300", "canasta.classic", {"melds": [KINGS5_2_JK]}, 300 + 50 + 20 + 50),
    ("classic card values (ace 20, 9 and 8 ten, 4-7 five)", "canasta.classic",
     {"melds": [["AS", "AH", "AD"], ["9S", "9H", "9D"], ["8S", "8H", "8D"], ["4S", "4H", "4D"]]},
     60 + 30 + 30 + 15),
    ("classic red three with a canasta +100", "canasta.classic", {"melds": [KINGS7], "red_threes": ["3H"]},
     570 + 100),
    ("classic red three without a canasta -100 (002, X-44)", "canasta.classic",
     {"melds": [QUEENS3], "red_threes": ["3H"]}, 30 - 100),
    ("classic two red threes with a canasta", "canasta.classic",
     {"melds": [KINGS7], "red_threes": ["3H", "3D"]}, 570 + 200),
    ("classic set of four red threes with a canasta 800", "canasta.classic",
     {"melds": [KINGS7], "red_threes": ["3H", "3D", "3H", "3D"]}, 570 + 800),
    ("classic set of four red threes without a canasta -800 (X-44)", "canasta.classic",
     {"melds": [QUEENS3], "red_threes": ["3H", "3D", "3H", "3D"]}, 30 - 800),
    ("classic set counted in addition by option", "canasta.classic",
     {"melds": [KINGS7], "red_threes": ["3H", "3D", "3H", "3D"], "options": {"red_three_set_in_addition": True}},
     570 + 400 + 800),
    ("classic going out 100", "canasta.classic", {"melds": [KINGS7], "went_out": True}, 570 + 100),
    ("classic double going out +100", "canasta.classic",
     {"melds": [KINGS7], "went_out": True, "double_out": True}, 570 + 100 + 100),
    ("classic concealed going out +100", "canasta.classic",
     {"melds": [KINGS7], "went_out": True, "concealed": True}, 570 + 100 + 100),
    ("classic concealed and double", "canasta.classic",
     {"melds": [KINGS7], "went_out": True, "concealed": True, "double_out": True}, 570 + 300),
    ("classic partner's cards in hand after going out", "canasta.classic",
     {"melds": [KINGS7], "went_out": True, "hand": ["5C"]}, 570 + 100 - 5),
    ("classic black threes melded +5 each (002)", "canasta.classic",
     {"melds": [KINGS7, ["3S", "3C", "3S"]]}, 570 + 15),
    ("classic black three in hand -100 (002)", "canasta.classic", {"melds": [KINGS7], "hand": ["3S"]}, 570 - 100),
    ("classic red three in hand -500 (002)", "canasta.classic", {"melds": [KINGS7], "hand": ["3H"]}, 570 - 500),
    ("classic cards in hand at their value", "canasta.classic",
     {"melds": [KINGS7], "hand": ["AS", "2C", "JK", "8D", "7C"]}, 570 - (20 + 20 + 50 + 10 + 5)),
    ("classic joker canasta by agreement 1000 (X-54)", "canasta.classic",
     {"melds": [KINGS7, WILD7], "options": {"joker_canasta": True}}, 570 + 1000 + 200),
    ("classic joker canasta as printed, 100", "canasta.classic",
     {"melds": [KINGS7, WILD7], "options": {"joker_canasta": True, "joker_canasta_premium": 100}},
     570 + 100 + 200),
    ("classic eight cards with four wild, no cap (X-51)", "canasta.classic",
     {"melds": [["KS", "KH", "KD", "KC", "2C", "2D", "JK", "JK"]]}, 300 + 40 + 40 + 100),
    ("classic two canastas to go out, by agreement", "canasta.classic",
     {"melds": [KINGS7, QUEENS7], "went_out": True, "options": {"canastas_to_go_out": 2}}, 1140 + 100),
    # Three players (002): two canastas to go out, each plays alone
    ("three: going out with two canastas", "canasta.three",
     {"melds": [KINGS7, QUEENS7], "went_out": True}, 570 + 570 + 100),
    ("three: concealed going out", "canasta.three",
     {"melds": [KINGS7, QUEENS7], "went_out": True, "concealed": True}, 1140 + 200),
    ("three: red-three set 800", "canasta.three",
     {"melds": [KINGS7], "red_threes": ["3H", "3D", "3H", "3D"]}, 570 + 800),
    ("three: red three in hand -500", "canasta.three", {"melds": [QUEENS3], "hand": ["3D"]}, 30 - 500),
    ("fifteen: going out with two canastas", "canasta.fifteen",
     {"melds": [KINGS7, QUEENS7], "went_out": True}, 1240),
    ("fifteen: black three in hand -100", "canasta.fifteen", {"melds": [KINGS7], "hand": ["3C"]}, 470),
    # Three packs (002)
    ("three packs: two canastas of one rank", "canasta.three_packs",
     {"melds": [KINGS7, ["KS", "KH", "KD", "KC", "KC", "2C", "JK"]]}, 570 + 420),
    ("three packs: going out needs two canastas", "canasta.three_packs",
     {"melds": [KINGS7, QUEENS7], "went_out": True}, 1140 + 100),
    ("three packs: five red threes with two canastas +1000", "canasta.three_packs",
     {"melds": [KINGS7, QUEENS7], "red_threes": ["3H", "3H", "3H", "3D", "3D"]}, 1140 + 1000),
    ("three packs: five red threes with one canasta -1000", "canasta.three_packs",
     {"melds": [KINGS7], "red_threes": ["3H", "3H", "3H", "3D", "3D"]}, 570 - 1000),
    ("three packs: five red threes with no canasta -1000", "canasta.three_packs",
     {"melds": [QUEENS3], "red_threes": ["3H", "3H", "3H", "3D", "3D"]}, 30 - 1000),
    ("three packs: four red threes count singly", "canasta.three_packs",
     {"melds": [KINGS7], "red_threes": ["3H", "3H", "3D", "3D"]}, 570 + 400),
    ("three packs: six red threes are still the set (X-67)", "canasta.three_packs",
     {"melds": [KINGS7, QUEENS7], "red_threes": ["3H"] * 3 + ["3D"] * 3}, 1140 + 1000),
    ("three packs: exactly five by option", "canasta.three_packs",
     {"melds": [KINGS7, QUEENS7], "red_threes": ["3H"] * 3 + ["3D"] * 3, "options": {"red_three_set_exact": True}},
     1140 + 600),
    # Cuban (000/001)
    ("cuban: one red three 100", "canasta.cuban", {"melds": [KINGS7], "red_threes": ["3H"]}, 570 + 100),
    ("cuban: two red threes 300 (X-62)", "canasta.cuban", {"melds": [KINGS7], "red_threes": ["3H", "3D"]},
     570 + 300),
    ("cuban: three red threes 500", "canasta.cuban", {"melds": [KINGS7], "red_threes": ["3H", "3D", "3H"]},
     570 + 500),
    ("cuban: four red threes 1000", "canasta.cuban",
     {"melds": [KINGS7], "red_threes": ["3H", "3D", "3H", "3D"]}, 570 + 1000),
    ("cuban: two red threes without a canasta -300", "canasta.cuban",
     {"melds": [QUEENS3], "red_threes": ["3H", "3D"]}, 30 - 300),
    ("cuban: seven twos 4000", "canasta.cuban",
     {"melds": [["2C", "2D", "2H", "2S", "2C", "2D", "2H"]]}, 4000 + 140),
    ("cuban: four jokers and three twos 3000", "canasta.cuban",
     {"melds": [["JK", "JK", "JK", "JK", "2C", "2D", "2H"]]}, 3000 + 200 + 60),
    ("cuban: any other wild canasta 2000", "canasta.cuban", {"melds": [WILD7]}, 2000 + 200),
    ("cuban: black threes taken with the pile 5 each", "canasta.cuban",
     {"melds": [KINGS7], "black_threes": ["3S", "3C"]}, 570 + 10),
    ("cuban: all four black threes +100 (X-64)", "canasta.cuban",
     {"melds": [KINGS7], "black_threes": ["3S", "3C", "3S", "3C"]}, 570 + 20 + 100),
    ("cuban: going out 100", "canasta.cuban", {"melds": [KINGS7], "went_out": True}, 670),
    ("cuban: mixed canasta 300", "canasta.cuban", {"melds": [KINGS5_2_JK]}, 300 + 120),
    # Combo (000/001/004)
    ("combo: red (natural) canasta 500 (X-65)", "canasta.combo", {"melds": [KINGS7]}, 570),
    ("combo: black (mixed) canasta 300", "canasta.combo", {"melds": [KINGS5_2_JK]}, 300 + 120),
    ("combo: red canasta of sevens 1500", "canasta.combo", {"melds": [SEVENS7]}, 1500 + 35),
    ("combo: black canasta of sevens 1000", "canasta.combo",
     {"melds": [["7S", "7H", "7D", "7C", "7S", "2C", "JK"]]}, 1000 + 25 + 70),
    ("combo: bolivia 2000", "canasta.combo", {"melds": [["JK", "JK", "JK", "2C", "2D", "2H", "2S"]]},
     2000 + 150 + 80),
    ("combo: escalera as a natural canasta (X-65)", "canasta.combo",
     {"melds": [["8H", "9H", "10H", "JH", "QH", "KH", "AH"]]}, 500 + 60 + 20),
    ("combo: set of black threes", "canasta.combo", {"melds": [KINGS7, ["3S", "3C", "3S", "3C"]]}, 570 + 20),
    ("combo: black three in hand -200", "canasta.combo", {"melds": [KINGS7], "hand": ["3S"]}, 570 - 200),
    ("combo: red seven in hand -500", "canasta.combo", {"melds": [KINGS7], "hand": ["7H"]}, 570 - 500),
    ("combo: black seven in hand at its value", "canasta.combo", {"melds": [KINGS7], "hand": ["7S"]}, 565),
    ("combo: six red threes with a canasta +2000 more", "canasta.combo",
     {"melds": [KINGS7], "red_threes": ["3H"] * 3 + ["3D"] * 3}, 570 + 600 + 2000),
    ("combo: six red threes without a canasta", "canasta.combo",
     {"melds": [QUEENS3], "red_threes": ["3H"] * 3 + ["3D"] * 3}, 30 - 600),
    ("combo: one red three with a canasta", "canasta.combo", {"melds": [KINGS7], "red_threes": ["3D"]}, 670),
    # Russian (003)
    ("russian: dirty canasta 300", "canasta.russian",
     {"melds": [["KS", "KH", "KD", "KC", "KS", "KH", "JK"]]}, 300 + 60 + 50),
    ("russian: joker canasta 1000", "canasta.russian", {"melds": [WILD7]}, 1000 + 200),
    ("russian: joker meld of three", "canasta.russian", {"melds": [KINGS7, ["JK", "2C", "2D"]]}, 570 + 90),
    ("russian: ace 15, nine 5", "canasta.russian", {"melds": [KINGS7, ["AS", "AH", "AD"], ["9S", "9H", "9D"]]},
     570 + 45 + 15),
    ("russian: without a canasta all melds are minus (X-77)", "canasta.russian",
     {"melds": [QUEENS3, ["AS", "AH", "JK"]]}, -30 - 80),
    ("russian: red three with a canasta +100", "canasta.russian",
     {"melds": [KINGS7], "red_threes": ["3H"]}, 670),
    ("russian: red three without a canasta -100", "canasta.russian",
     {"melds": [QUEENS3], "red_threes": ["3H"]}, -30 - 100),
    ("russian: going out 100 (no canasta needed, X-77)", "canasta.russian",
     {"melds": [QUEENS3], "went_out": True}, -30 + 100),
    ("russian: going out at once, no extra premium", "canasta.russian",
     {"melds": [KINGS7], "went_out": True, "concealed": True}, 670),
    ("russian: cards in hand always minus", "canasta.russian",
     {"melds": [KINGS7], "hand": ["AS", "9C", "JK", "2D"]}, 570 - (15 + 5 + 50 + 20)),
    ("russian: black three in hand -100 (X-78)", "canasta.russian", {"melds": [KINGS7], "hand": ["3C"]}, 470),
    ("russian: red three in hand -100", "canasta.russian", {"melds": [KINGS7], "hand": ["3D"]}, 470),
    ("russian: many wild cards still clean (X-74)", "canasta.russian",
     {"melds": [KINGS7 + ["JK", "JK", "2C", "2D", "2H", "2S"]]}, 500 + 70 + 100 + 80),
    ("31.а: the 660 example", "canasta.russian_31a", {"melds": [KINGS7 + ["2C", "2D", "JK"]]}, 660),
    ("31.а: red three without a canasta", "canasta.russian_31a",
     {"melds": [QUEENS3], "red_threes": ["3D"]}, -130),
    ("31.а: going out 100", "canasta.russian_31a", {"melds": [KINGS7], "went_out": True}, 670),
    # 31.б (003)
    ("31.б: clean canasta 600", "canasta.russian_31b", {"melds": [KINGS7 + ["2C", "2D", "JK"]]},
     600 + 70 + 40 + 50),
    ("31.б: dirty canasta 300", "canasta.russian_31b",
     {"melds": [["KS", "KH", "KD", "KC", "KS", "KH", "JK"]]}, 300 + 60 + 50),
    ("31.б: joker canasta 1200", "canasta.russian_31b", {"melds": [WILD7]}, 1200 + 200),
    ("31.б: going out 200", "canasta.russian_31b", {"melds": [KINGS7], "went_out": True}, 600 + 70 + 200),
    ("31.б: threes are ordinary cards worth 3 (X-84)", "canasta.russian_31b",
     {"melds": [KINGS7, ["3H", "3D", "3S"]]}, 670 + 9),
    ("31.б: face values in hand, ace 11", "canasta.russian_31b",
     {"melds": [KINGS7], "hand": ["AS", "9C", "4D", "3H"]}, 670 - 11 - 9 - 4 - 3),
    ("31.б: without a canasta melds are minus", "canasta.russian_31b",
     {"melds": [["8S", "8H", "8D"]]}, -24),
]


@pytest.mark.parametrize(("name", "game", "params", "expected"), CASES, ids=[c[0] for c in CASES])
def test_bonus_and_penalty(name: str, game: str, params: dict[str, Any], expected: int) -> None:
    assert score(game, **params)["total"] == expected
    direct = score_hand(
        game,
        params.get("melds", []),
        params.get("red_threes", []),
        params.get("hand", []),
        params.get("went_out", False),
        params.get("concealed", False),
        params.get("double_out", False),
        params.get("options"),
        black_threes=params.get("black_threes", []),
    )
    assert direct.total == expected
    assert all(line.why and line.points for line in direct.lines)


# Situations a preset does not allow: (id, game, params, error code, a fragment of the message)
REFUSED: list[tuple[str, str, dict[str, Any], str, str]] = [
    ("classic: going out without a canasta (X-48)", "canasta.classic",
     {"melds": [QUEENS3], "went_out": True}, "bad_request", "канаст"),
    ("classic: two canastas by agreement", "canasta.classic",
     {"melds": [KINGS7], "went_out": True, "options": {"canastas_to_go_out": 2}}, "bad_request", "канаст"),
    ("classic: joker canasta without the agreement", "canasta.classic", {"melds": [WILD7]}, "bad_meld",
     "настройка «джокерная канаста»"),
    ("classic: joker canasta laid in parts", "canasta.classic",
     {"melds": [["JK", "2C", "2D"]], "options": {"joker_canasta": True}}, "bad_meld", "семью"),
    ("classic: three jokers in the 106-card pack", "canasta.classic",
     {"melds": [["KS", "KH", "KD", "JK", "JK", "JK"]]}, "bad_meld", "Джокер"),
    ("classic: wild cap 3 by option", "canasta.classic",
     {"melds": [["KS", "KH", "KD", "KC", "2C", "2D", "JK", "JK"]], "options": {"wild_cap": 3}}, "bad_meld",
     "самое большее 3"),
    ("classic: black threes with a wild card", "canasta.classic", {"melds": [["3S", "3C", "2D"]]}, "bad_meld",
     "джокеры и двойки"),
    ("classic: double out with a card left", "canasta.classic",
     {"melds": [KINGS7], "went_out": True, "double_out": True, "hand": ["4C"]}, "bad_request", "не остаётся"),
    ("classic: concealed without going out", "canasta.classic", {"melds": [KINGS7], "concealed": True},
     "bad_request", "went_out"),
    ("classic: a black card in the red threes", "canasta.classic",
     {"melds": [KINGS7], "red_threes": ["3S"]}, "bad_request", "не красная тройка"),
    ("classic: five red threes in two packs", "canasta.classic",
     {"melds": [KINGS7], "red_threes": ["3H", "3H", "3H", "3D", "3D"]}, "bad_request", "3♥"),
    ("three: one canasta is not enough to go out (X-69)", "canasta.three",
     {"melds": [KINGS7], "went_out": True}, "bad_request", "канаст"),
    ("three: no double going out without a partner", "canasta.three",
     {"melds": [KINGS7, QUEENS7], "went_out": True, "double_out": True}, "bad_request", "партнёр"),
    ("three: the player who went out holds no cards", "canasta.three",
     {"melds": [KINGS7, QUEENS7], "went_out": True, "hand": ["5C"]}, "bad_request", "не остаётся"),
    ("fifteen: one canasta is not enough", "canasta.fifteen", {"melds": [KINGS7], "went_out": True},
     "bad_request", "канаст"),
    ("three packs: three wild cards in a meld", "canasta.three_packs",
     {"melds": [["KS", "KH", "KD", "KC", "2C", "2D", "JK"]]}, "bad_meld", "самое большее 2"),
    ("three packs: one canasta is not enough", "canasta.three_packs",
     {"melds": [KINGS7], "went_out": True}, "bad_request", "канаст"),
    ("cuban: a canasta holds at most 7 cards", "canasta.cuban",
     {"melds": [KINGS7 + ["KC"]]}, "bad_meld", "не больше 7"),
    ("cuban: black threes are not melded", "canasta.cuban", {"melds": [["3S", "3C", "3S"]]}, "bad_meld",
     "не выкладывают"),
    ("cuban: a wild meld of six", "canasta.cuban", {"melds": [["JK", "JK", "2C", "2D", "2H", "2S"]]},
     "bad_meld", "семью"),
    ("classic: no black threes collected", "canasta.classic",
     {"melds": [KINGS7], "black_threes": ["3S"]}, "bad_request", "не собирают"),
    ("combo: nobody goes out (X-66)", "canasta.combo", {"melds": [KINGS7], "went_out": True}, "bad_request",
     "не заканчивают"),
    ("combo: at most two wild cards", "canasta.combo",
     {"melds": [["KS", "KH", "KD", "KC", "2C", "2D", "JK"]]}, "bad_meld", "самое большее 2"),
    ("combo: a set of five black threes", "canasta.combo", {"melds": [["3S", "3C", "3S", "3C", "3S"]]},
     "bad_meld", "3 или 4"),
    ("combo: an escalera with a gap", "canasta.combo",
     {"melds": [["7H", "8H", "9H", "10H", "JH", "QH", "AH"]]}, "bad_meld", "не идут подряд"),
    ("combo: an escalera of two suits", "canasta.combo",
     {"melds": [["8H", "9H", "10H", "JH", "QH", "KH", "AS"]]}, "bad_meld", "разных мастей"),
    ("russian: black threes are never melded (X-55)", "canasta.russian", {"melds": [["3S", "3C", "3S"]]},
     "bad_meld", "не выкладывают"),
    ("russian: red three in a meld", "canasta.russian", {"melds": [["3H", "3D", "3H"]]}, "bad_meld",
     "Красная тройка"),
    ("russian: no option to discard red threes in 31.а", "canasta.russian_31a",
     {"melds": [KINGS7], "options": {"red_three_discard": True}}, "bad_request", "red_three_discard"),
    ("31.а: no going out at once (X-79)", "canasta.russian_31a",
     {"melds": [KINGS7], "went_out": True, "concealed": True}, "bad_request", "за один раз"),
    ("31.б: red threes are not premiums (X-84)", "canasta.russian_31b",
     {"melds": [KINGS7], "red_threes": ["3H"]}, "bad_request", "обычные карты"),
    ("31.б: no going out at once", "canasta.russian_31b",
     {"melds": [KINGS7], "went_out": True, "concealed": True}, "bad_request", "за один раз"),
]


@pytest.mark.parametrize(("name", "game", "params", "code", "fragment"), REFUSED, ids=[r[0] for r in REFUSED])
def test_refused(name: str, game: str, params: dict[str, Any], code: str, fragment: str) -> None:
    response = call("canasta.score_hand", {"game": game, **params})
    assert not response["ok"]
    assert response["error"]["code"] == code
    assert fragment in response["error"]["message"]
    exc = BadMeld if code == "bad_meld" else BadRequest
    with pytest.raises(exc):
        score_hand(game, params.get("melds", []), params.get("red_threes", []), params.get("hand", []),
                   params.get("went_out", False), params.get("concealed", False), params.get("double_out", False),
                   params.get("options"), black_threes=params.get("black_threes", []))


def test_bad_meld_reason_matches_the_brief() -> None:
    response = call("canasta.score_hand", {"game": "canasta.classic", "melds": [["JK", "JK", "7H"]]})
    assert response["error"] == {
        "code": "bad_meld",
        "message": "В сочетании 2 джокера и 1 натуральная карта: джокеров не может быть больше, "
        "чем натуральных карт.",
    }


def test_lines_are_russian_and_name_the_canasta() -> None:
    lines = score_hand("canasta.combo", [SEVENS7]).lines
    assert lines[0].points == 1500 and "семёрок" in lines[0].why
    lines = score_hand("canasta.russian", [QUEENS3]).lines
    assert "нет канасты" in lines[0].why and lines[0].points == -30


@pytest.mark.parametrize(
    "params",
    [
        {"melds": "KS KH KD"},
        {"melds": [["KS", 5]]},
        {"red_threes": "3H"},
        {"went_out": "yes"},
        {"options": []},
        {"options": {"wild_cap": "3"}},
        {"options": {"nope": True}},
        {"melds": [["XX", "KH", "KD"]]},
    ],
)
def test_bad_parameters_are_bad_requests(params: dict[str, Any]) -> None:
    response = call("canasta.score_hand", {"game": "canasta.classic", **params})
    assert not response["ok"]
    assert response["error"]["code"] in ("bad_request", "bad_card")
    assert response["error"]["message"]


def test_unknown_game_and_missing_game() -> None:
    assert call("canasta.score_hand", {"game": "canasta.nope"})["error"]["code"] == "bad_request"
    assert call("canasta.score_hand", {})["error"]["code"] == "bad_request"


def test_empty_side_scores_zero() -> None:
    assert score("canasta.classic") == {"total": 0, "lines": []}
