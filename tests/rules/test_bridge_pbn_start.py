"""A bridge table started from a PBN deal, with the dealer and the vulnerability chosen (game.new options)."""

from __future__ import annotations

import json
from typing import Any

import pytest

import rules_py.bridge.protocol  # noqa: F401  (registers bridge.* and the engine)
from rules_py.api import handle
from rules_py.bridge.pbn import parse_pbn

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
RECORD = f'[Board "7"]\n[Dealer "S"]\n[Vulnerable "All"]\n[Deal "{DEAL}"]'


def new(options: dict[str, Any], seed: int = 3) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(handle(json.dumps(
        {"method": "game.new", "params": {"game": "bridge", "seed": seed, "options": options, "seat": 2}})))
    return answer


def test_a_pbn_deal_with_dealer_and_vulnerability() -> None:
    r = new({"pbn": DEAL, "dealer": "E", "vulnerability": "NS"})["result"]
    state = r["state"]
    assert state["dealer"] == "E" and state["vulnerable"] == {"NS": True, "EW": False}
    assert state["deal"] == {s: [c.code for c in cards] for s, cards in parse_pbn(DEAL).items()}
    assert r["to_move"] == 1  # East deals, so East calls first
    assert r["view"]["hand"] == state["deal"]["S"]


def test_the_deal_is_the_same_whatever_the_seed() -> None:
    assert new({"pbn": DEAL}, seed=1)["result"]["state"]["deal"] == new({"pbn": DEAL}, seed=99)["result"]["state"]["deal"]


def test_a_pbn_record_brings_its_tags_and_the_options_win() -> None:
    tagged = new({"pbn": RECORD})["result"]["state"]
    assert tagged["dealer"] == "S" and tagged["vulnerable"] == {"NS": True, "EW": True}
    chosen = new({"pbn": RECORD, "dealer": "W", "vulnerability": "none"})["result"]["state"]
    assert chosen["dealer"] == "W" and chosen["vulnerable"] == {"NS": False, "EW": False}
    plain = new({"pbn": DEAL})["result"]["state"]
    assert plain["dealer"] == "N" and plain["vulnerable"] == {"NS": False, "EW": False}


@pytest.mark.parametrize(("board", "dealer", "vulnerable"), [
    (1, "N", {"NS": False, "EW": False}), (2, "E", {"NS": True, "EW": False}),
    (7, "S", {"NS": True, "EW": True}), (16, "W", {"NS": False, "EW": True}),
])
def test_a_board_number_sets_dealer_and_vulnerability(board: int, dealer: str, vulnerable: dict[str, bool]) -> None:
    state = new({"board": board})["result"]["state"]
    assert state["dealer"] == dealer and state["vulnerable"] == vulnerable


def test_the_older_vulnerable_option_still_works() -> None:
    state = new({"pbn": DEAL, "vulnerable": {"EW": True}})["result"]["state"]
    assert state["vulnerable"] == {"NS": False, "EW": True}


@pytest.mark.parametrize(("options", "words"), [
    ({"pbn": "N:AKQ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"}, "а нужно 13"),
    ({"pbn": "AKQJ.T98.765.432"}, "начинается с буквы первого места"),
    ({"pbn": DEAL.replace("432.AKQJ.T98.765", "432.AKQJ.T98.76A")}, "встречается дважды"),
    ({"pbn": 5}, "строкой"),
    ({"pbn": DEAL, "dealer": "Q"}, "сдающего"),
    ({"pbn": DEAL, "vulnerability": "half"}, "Не понимаю зону"),
    ({"pbn": DEAL, "vulnerability": "NS", "vulnerable": {"NS": True}}, "одной опцией"),
    ({"board": 0}, "Номер сдачи"),
    ({"pbn": f'[Dealer "N"]\n[Deal "{DEAL}"]\n[Deal "{DEAL}"]'}, "вставьте одну"),
])
def test_a_bad_pbn_or_setting_is_refused_in_russian(options: dict[str, Any], words: str) -> None:
    answer = new(options)
    assert not answer["ok"] and answer["error"]["code"] == "bad_request"
    assert words in answer["error"]["message"]


def test_a_pbn_game_plays_to_the_end() -> None:
    r = new({"pbn": DEAL, "dealer": "S", "vulnerability": "all"})["result"]
    state = r["state"]
    for _ in range(200):
        answer = json.loads(handle(json.dumps({"method": "game.bot", "params": {"game": "bridge", "state": state}})))
        assert answer["ok"], answer
        state = answer["result"]["state"]
        if answer["result"]["over"]:
            break
    assert state["phase"] == "over"
    assert state["deal"] == r["state"]["deal"]
