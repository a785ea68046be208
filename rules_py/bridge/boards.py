"""Numbered boards: who deals and who is vulnerable on board n, and sets of boards as PBN files.

Duplicate bridge deals its boards in a fixed rotation of 16: the dealer goes round N, E, S, W, and
the vulnerability runs none, NS, EW, all shifted by one every four boards, so that over 16 boards
each side deals four times in every state. Board 17 is dealt like board 1, and so on.

>>> [board_dealer(n) for n in (1, 2, 3, 4, 5)]
['N', 'E', 'S', 'W', 'N']
>>> [board_vulnerability(n) for n in range(1, 9)]
['none', 'NS', 'EW', 'all', 'NS', 'EW', 'all', 'none']
>>> board_vulnerability(17) == board_vulnerability(1)
True

A PBN record may come with its tags; `parse_pbn_record` reads the deal with the dealer, the
vulnerability and the board number when they are given:

>>> r = parse_pbn_record('[Board "2"]\\n[Dealer "E"]\\n[Vulnerable "NS"]\\n'
...                      '[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]')
>>> r.board, r.dealer, r.vulnerability, len(r.hands["W"])
(2, 'E', 'NS', 13)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from rules_py.bridge.pbn import Hands, hcp, parse_pbn, sort_hand, to_pbn
from rules_py.bridge.seats import SEATS, seat_from
from rules_py.errors import BadRequest
from rules_py.words import DEALS_RU, POINTS_RU, count_ru

#: The protocol's names of the four states of vulnerability.
VULNERABILITIES = ("none", "NS", "EW", "all")
VULNERABILITY_RU = {"none": "никто", "NS": "Север–Юг", "EW": "Восток–Запад", "all": "все"}
_PBN_VULNERABLE = {"none": "None", "NS": "NS", "EW": "EW", "all": "All"}
_VULNERABILITY_INPUTS = {
    "NONE": "none", "LOVE": "none", "-": "none", "НИКТО": "none", "НЕТ": "none",
    "NS": "NS", "N-S": "NS", "СЮ": "NS", "С-Ю": "NS", "С–Ю": "NS",
    "EW": "EW", "E-W": "EW", "ВЗ": "EW", "В-З": "EW", "В–З": "EW",
    "ALL": "all", "BOTH": "all", "ВСЕ": "all", "ОБЕ": "all",
}
MAX_BOARD = 99


def _check_number(number: object) -> int:
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= MAX_BOARD:
        raise BadRequest(f"Номер сдачи (board) — целое число от 1 до {MAX_BOARD}, а не «{number}».")
    return number


def board_dealer(number: int) -> str:
    """The dealer of board `number`: N on boards 1, 5, 9, ..., then clockwise."""
    return SEATS[(_check_number(number) - 1) % 4]


def board_vulnerability(number: int) -> str:
    """The vulnerability of board `number` ("none", "NS", "EW" or "all"), repeating every 16 boards."""
    i = (_check_number(number) - 1) % 16
    return VULNERABILITIES[(i + i // 4) % 4]


def vulnerable_sides(vulnerability: str) -> dict[str, bool]:
    """{"NS": bool, "EW": bool}, the engine's form."""
    return {"NS": vulnerability in ("NS", "all"), "EW": vulnerability in ("EW", "all")}


def vulnerability_from(value: object) -> str:
    """Read a vulnerability: none | NS | EW | all, PBN's None/Love/Both/-, or Russian (никто, С–Ю, В–З, все)."""
    if isinstance(value, str):
        found = _VULNERABILITY_INPUTS.get(value.strip().upper())
        if found is not None:
            return found
    raise BadRequest(f"Не понимаю зону «{value}»: нужно none (никто), NS (Север–Юг), EW (Восток–Запад) или all (все).")


@dataclass(frozen=True)
class Board:
    """One board of a set: its number, dealer, vulnerability and the four hands."""

    number: int
    dealer: str
    vulnerability: str
    hands: Hands

    @classmethod
    def numbered(cls, number: int, hands: Hands, dealer: str | None = None) -> Board:
        """A board dealt and scored as its number says (a lesson may fix the dealer instead)."""
        return cls(number, dealer or board_dealer(number), board_vulnerability(number),
                   {seat: sort_hand(hands[seat]) for seat in SEATS})

    @property
    def pbn(self) -> str:
        """The deal in PBN, written from the dealer's seat as hand records do."""
        return to_pbn(self.hands, self.dealer)

    def to_json(self) -> dict[str, Any]:
        return {
            "board": self.number,
            "dealer": self.dealer,
            "vulnerability": self.vulnerability,
            "vulnerable": vulnerable_sides(self.vulnerability),
            "pbn": self.pbn,
            "hands": {seat: [c.code for c in self.hands[seat]] for seat in SEATS},
            "hcp": {seat: hcp(self.hands[seat]) for seat in SEATS},
            "hcp_ru": {seat: count_ru(hcp(self.hands[seat]), POINTS_RU) for seat in SEATS},
        }


def boards_to_pbn(boards: list[Board], event: str = "Lesson deals") -> str:
    """A PBN 2.1 file of the boards with the mandatory tags, as other bridge programs read it.

    PBN files are plain ASCII here (the standard's character set is ISO 8859-1), so the event name
    must be ASCII; tags nobody knows yet (players, contract, result) are «?».
    """
    if not event.isascii() or '"' in event:
        raise BadRequest("Название турнира в PBN пишется латиницей, без кавычек.")
    lines = ["% PBN 2.1", "% EXPORT", ""]
    for board in boards:
        tags = [
            ("Event", event), ("Site", "?"), ("Date", "?"), ("Board", str(board.number)),
            ("West", "?"), ("North", "?"), ("East", "?"), ("South", "?"),
            ("Dealer", board.dealer), ("Vulnerable", _PBN_VULNERABLE[board.vulnerability]),
            ("Deal", board.pbn), ("Scoring", "?"), ("Declarer", "?"), ("Contract", "?"), ("Result", "?"),
        ]
        lines += [f'[{name} "{value}"]' for name, value in tags]
        lines.append("")
    return "\n".join(lines)


@dataclass(frozen=True)
class PbnRecord:
    """A deal read from PBN, with what its tags said (None when a tag is absent or «?»)."""

    hands: Hands
    dealer: str | None = None
    vulnerability: str | None = None
    board: int | None = None


_TAG = re.compile(r'\[\s*([A-Za-z]+)\s+"([^"]*)"\s*\]')


def parse_pbn_record(text: object) -> PbnRecord:
    """Read a deal («N:AKQ2.K3...») or one PBN record with its tags ([Deal], [Dealer], [Vulnerable], [Board])."""
    if not isinstance(text, str):
        raise BadRequest("Сдача PBN должна быть строкой, например «N:AKQ2.K3.QJ2.A987 ...».")
    tags: dict[str, list[str]] = {}
    for name, value in _TAG.findall(text):
        tags.setdefault(name.lower(), []).append(value.strip())
    if not tags:
        return PbnRecord(parse_pbn(text))
    deals = tags.get("deal", [])
    if not deals:
        raise BadRequest("В тексте PBN нет тега [Deal \"...\"] с раскладом.")
    if len(deals) > 1:
        raise BadRequest(f"В тексте PBN {count_ru(len(deals), DEALS_RU)}: вставьте одну (от [Event] или [Board] до [Deal]).")

    def one(name: str) -> str | None:
        values = [v for v in tags.get(name, []) if v not in ("", "?")]
        return values[0] if values else None

    dealer = one("dealer")
    vulnerable = one("vulnerable")
    board = one("board")
    if board is not None and not board.isdigit():
        raise BadRequest(f"Номер сдачи в теге [Board] — число, а не «{board}».")
    return PbnRecord(
        hands=parse_pbn(deals[0]),
        dealer=seat_from(dealer, "сдающего в теге [Dealer]") if dealer else None,
        vulnerability=vulnerability_from(vulnerable) if vulnerable else None,
        board=_check_number(int(board)) if board else None,
    )
