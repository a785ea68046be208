"""A played deal as PBN (bridge.pbn_game): the deal, the auction, the play and the result, written as
PBN 2.1 lays them out and read back by endplay (an independent PBN reader, CPython only)."""

from __future__ import annotations

import json
import random
import sys
from typing import Any

import pytest

from rules_py.api import handle
from rules_py.bridge.engine import ENGINE
from rules_py.bridge.seats import SEATS


def call(method: str, params: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(handle(json.dumps({"method": method, "params": params})))
    return answer


def bot_deal(seed: int, moves: int | None = None) -> Any:
    """A deal from seed (dealer by seed) bid by the bots and played with random legal cards (the play's
    quality does not matter here, and the bots' search would cost seconds a deal), whole or stopped
    after `moves` moves."""
    rng = random.Random(seed)
    state: Any = ENGINE.new_game("bridge", 4, seed, {"dealer": SEATS[seed % 4], "vulnerability": "EW"})
    done = 0
    while ENGINE.result(state) is None and (moves is None or done < moves):
        move = ENGINE.bot_move(state) if state["phase"] == "auction" else rng.choice(ENGINE.legal_moves(state))
        state = ENGINE.play(state, move)
        done += 1
    return state


def test_a_finished_deal_has_every_section() -> None:
    state = next(s for s in (bot_deal(seed) for seed in range(5)) if s["contract"])
    answer = call("bridge.pbn_game", {"state": state, "board": 3, "date": "2024.03.08"})
    assert answer["ok"], answer
    text = answer["result"]["pbn"]
    assert answer["result"]["over"] is True and answer["result"]["file_name"] == "bridge-board-3.pbn"
    lines = text.splitlines()
    assert lines[0] == "% PBN 2.1"
    declarer = state["contract"]["declarer"]
    assert f'[Declarer "{declarer}"]' in lines and '[Vulnerable "EW"]' in lines and '[Date "2024.03.08"]' in lines
    assert f'[Result "{state["won"]["NS" if declarer in "NS" else "EW"]}"]' in lines
    play = lines[lines.index(next(line for line in lines if line.startswith("[Play"))) + 1:]
    assert len([line for line in play if line]) == 13 and "*" not in play
    assert all(len(line.split()) == 4 for line in play if line)


def test_a_deal_in_progress_and_a_passed_out_deal() -> None:
    state = bot_deal(0, moves=2)
    assert state["phase"] == "auction"
    text = call("bridge.pbn_game", {"state": state})["result"]["pbn"]
    assert '[Contract "?"]' in text and text.rstrip().endswith("*")
    passed = ENGINE.new_game("bridge", 4, 1, {})
    for _ in range(4):
        passed = ENGINE.play(passed, {"type": "call", "call": "pass"})
    text = call("bridge.pbn_game", {"state": passed})["result"]["pbn"]
    assert '[Contract "Pass"]' in text and '[Declarer ""]' in text and "Pass Pass Pass Pass" in text
    assert "[Play" not in text


@pytest.mark.parametrize("params", [
    {"state": {"game": "durak"}},
    {"state": None},
    {"event": "Турнир"},
    {"board": 0},
    {"date": "8 марта"},
])
def test_bad_requests_are_explained(params: dict[str, Any]) -> None:
    answer = call("bridge.pbn_game", {"state": bot_deal(0, moves=1), **params})
    assert not answer["ok"] and answer["error"]["code"] == "bad_request"


def plain(text: str) -> str:
    """endplay's way of writing a call or a card («1♠», «P», «Q♦») in the engine's codes."""
    symbols = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "P": "pass"}
    return "".join(symbols.get(ch, ch) for ch in text)


@pytest.mark.skipif(sys.platform == "emscripten", reason="endplay is compiled for CPython only")
@pytest.mark.parametrize("seed", range(6))
def test_endplay_reads_back_the_deal_the_auction_and_the_play(seed: int) -> None:
    from endplay.parsers import pbn

    state = bot_deal(seed)
    board = pbn.loads(call("bridge.pbn_game", {"state": state})["result"]["pbn"])[0]
    assert board.deal.to_pbn() == "N:" + " ".join(
        ".".join("".join(c.replace("10", "T")[:-1] for c in state["deal"][seat] if c[-1] == s) for s in "SHDC")
        for seat in SEATS)
    assert [plain(str(b)) for b in board.auction] == state["calls"]
    if state["contract"] is None:
        assert board.contract.is_passout()
        return
    played = [t["card"] for trick in state["tricks"] for t in trick["cards"]]
    assert [plain(c.rank.abbr + c.suit.abbr) for c in board.play] == [c.replace("10", "T") for c in played]
    assert board.contract.declarer.abbr == state["contract"]["declarer"]
    side = "NS" if state["contract"]["declarer"] in "NS" else "EW"
    assert board.contract.level + 6 + board.contract.result == state["won"][side]
