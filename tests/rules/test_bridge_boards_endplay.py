"""Boards and PBN files checked against code nobody here wrote: `endplay` (PyPI), a CPython-only oracle.

- the dealer and vulnerability of boards 1..99 are endplay's (Player.from_board, Vul.from_board);
- every PBN file of a lesson set that bridge.generate returns reads back in endplay's PBN parser with
  the same board numbers, dealers, vulnerability and hands.

endplay is compiled for CPython; this module is skipped inside Pyodide, and only there.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import pytest

if sys.platform == "emscripten":
    pytest.skip("endplay is compiled for CPython; there is no Pyodide build of it", allow_module_level=True)

import endplay.parsers.pbn as ep_pbn  # noqa: E402
from endplay.types import Player, Vul  # noqa: E402

import rules_py.bridge.protocol  # noqa: E402,F401  (registers bridge.*)
from rules_py.api import handle  # noqa: E402
from rules_py.bridge.boards import MAX_BOARD, board_dealer, board_vulnerability  # noqa: E402
from rules_py.bridge.constraints import LESSON_THEMES  # noqa: E402
from rules_py.bridge.pbn import hand_to_pbn, parse_pbn  # noqa: E402

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

PLAYER = {"N": Player.north, "E": Player.east, "S": Player.south, "W": Player.west}
VUL = {"none": Vul.none, "NS": Vul.ns, "EW": Vul.ew, "all": Vul.both}


def generate(params: dict[str, Any]) -> dict[str, Any]:
    answer = json.loads(handle(json.dumps({"method": "bridge.generate", "params": params})))
    assert answer["ok"], answer
    result: dict[str, Any] = answer["result"]
    return result


def test_rotation_is_endplays_for_every_board_number() -> None:
    for number in range(1, MAX_BOARD + 1):
        assert PLAYER[board_dealer(number)] == Player.from_board(number), number
        assert VUL[board_vulnerability(number)] == Vul.from_board(number), number


@pytest.mark.parametrize(("text", "seed", "count", "first"), [
    (text, seed, count, first)
    for (_, text), seed, count, first in zip(LESSON_THEMES, range(8), (36, 16, 8, 4, 12, 20, 1, 36), (1, 1, 17, 33, 5, 9, 36, 1))
])
def test_every_pbn_export_reads_back_in_endplay(text: str, seed: int, count: int, first: int) -> None:
    result = generate({"text": text, "seed": seed, "count": count, "first": first})
    boards = ep_pbn.loads(result["pbn_file"])
    assert len(boards) == count
    for ours, theirs in zip(result["boards"], boards):
        assert theirs.board_num == ours["board"]
        assert theirs.dealer == PLAYER[ours["dealer"]]
        assert theirs.vul == VUL[ours["vulnerability"]]
        hands = parse_pbn(ours["pbn"])
        for seat, player in PLAYER.items():
            assert theirs.deal[player].to_pbn() == hand_to_pbn(hands[seat]), (ours["board"], seat)
        # and endplay writes the same deal back
        assert parse_pbn(theirs.deal.to_pbn()) == hands


def test_a_fixed_dealer_reads_back_in_endplay() -> None:
    """endplay 0.5.12 keeps [Dealer] only for a board with a contract (otherwise it takes the dealer
    of the board's number), so here it checks the hands and the vulnerability, which still follows
    the number; the dealer is in the tags and the [Deal] starts from it."""
    result = generate({"seed": 8, "count": 6, "dealer": "S", "first": 3})
    assert result["pbn_file"].count('[Dealer "S"]') == 6 and result["pbn_file"].count('[Deal "S:') == 6
    boards = ep_pbn.loads(result["pbn_file"])
    assert [b.vul for b in boards] == [Vul.from_board(n) for n in range(3, 9)]
    assert [parse_pbn(b.deal.to_pbn()) for b in boards] == [parse_pbn(ours["pbn"]) for ours in result["boards"]]
