"""A deal played at the table as one PBN 2.1 record: the deal, the auction, the play and the result,
as other bridge programs read it (the tests read it back with endplay).

The mandatory tags come first (players, site and date are not known here: «?», unless the caller gives
the date; the board is 1 unless the caller numbers it, since readers expect a number); then the
auction from the dealer, four calls a line, and the play from the opening leader, one trick a line,
each line's cards in the order of the seats from the leader's (as PBN lays them out, whoever led the
trick). A deal not yet over is written as far as it went: «*» ends an auction or
a play that goes on, and the result is «?». A passed-out deal has the contract «Pass».

>>> from rules_py.bridge.engine import ENGINE
>>> s = ENGINE.new_game("bridge", 4, 7, {})
>>> for call in ("1S", "pass", "pass", "pass"):
...     s = ENGINE.play(s, {"type": "call", "call": call})
>>> s = ENGINE.play(s, {"type": "card", "card": s["hands"]["E"][0]})
>>> print(game_to_pbn(s).split("[Scoring")[1])
 "Rubber"]
[Declarer "N"]
[Contract "1S"]
[Result "?"]
[Auction "N"]
1S Pass Pass Pass
[Play "E"]
SQ - - -
*
<BLANKLINE>
"""

from __future__ import annotations

import re
from typing import Any

from rules_py.bridge.boards import MAX_BOARD
from rules_py.bridge.pbn import to_pbn
from rules_py.bridge.seats import SEATS, lho, side_of
from rules_py.cards import Card
from rules_py.errors import BadRequest

_VULNERABLE = {(False, False): "None", (True, False): "NS", (False, True): "EW", (True, True): "All"}
_DATE = re.compile(r"^\d{4}\.\d{2}\.\d{2}$")


def _call(code: str) -> str:
    return "Pass" if code == "pass" else code


def _card(code: str) -> str:
    card = Card.parse(code)
    assert card.suit is not None
    return card.suit.value + card.rank.code.replace("10", "T")


def _auction(state: dict[str, Any]) -> list[str]:
    calls = [_call(c) for c in state["calls"]]
    if state["phase"] == "auction":
        calls.append("*")  # the auction goes on
    return [" ".join(calls[i:i + 4]) for i in range(0, len(calls), 4)]


def _play(state: dict[str, Any]) -> list[str]:
    """One line a trick (the one in progress too), each seat's card in the column of its seat counted
    from the opening leader; «-» where a seat has not played yet, «*» when the play goes on."""
    first = SEATS.index(state["contract"]["leader"])
    lines = []
    for cards in [trick["cards"] for trick in state["tricks"]] + ([state["trick"]] if state["trick"] else []):
        column = {(SEATS.index(t["seat"]) - first) % 4: _card(t["card"]) for t in cards}
        lines.append(" ".join(column.get(i, "-") for i in range(4)))
    if state["phase"] == "play":
        lines.append("*")
    return lines


def game_to_pbn(state: dict[str, Any], event: str = "Bridge table", board: int | None = None,
                date: str | None = None) -> str:
    """A bridge state of the play table (`rules_py.bridge.engine`) as a PBN 2.1 file of one record."""
    if not event.isascii() or '"' in event or not event.strip():
        raise BadRequest("Название турнира в PBN пишется латиницей, без кавычек.")
    if board is not None and (isinstance(board, bool) or not isinstance(board, int) or not 1 <= board <= MAX_BOARD):
        raise BadRequest(f"Номер сдачи (board) — целое число от 1 до {MAX_BOARD}, а не «{board}».")
    if date is not None and not (isinstance(date, str) and _DATE.match(date)):
        raise BadRequest("Дата в PBN пишется как ГГГГ.ММ.ДД, например «2024.03.08».")
    try:
        dealt = {seat: [Card.parse(c) for c in state["deal"][seat]] for seat in SEATS}
        contract = state["contract"]
        vulnerable = _VULNERABLE[(bool(state["vulnerable"]["NS"]), bool(state["vulnerable"]["EW"]))]
        tags = [("Event", event), ("Site", "?"), ("Date", date or "?"), ("Board", str(board or 1)),
                ("West", "?"), ("North", "?"), ("East", "?"), ("South", "?"), ("Dealer", state["dealer"]),
                ("Vulnerable", vulnerable), ("Deal", to_pbn(dealt, state["dealer"])), ("Scoring", "Rubber")]
        if contract is None:
            passed_out = state["phase"] == "over"
            tags += [("Declarer", "" if passed_out else "?"), ("Contract", "Pass" if passed_out else "?"),
                     ("Result", "" if passed_out else "?")]
        else:
            declarer = contract["declarer"]
            over = state["phase"] == "over"
            tags += [("Declarer", declarer), ("Contract", contract["code"]),
                     ("Result", str(state["won"][side_of(declarer)]) if over else "?")]
        lines = ["% PBN 2.1", "% EXPORT", ""] + [f'[{name} "{value}"]' for name, value in tags]
        lines += [f'[Auction "{state["dealer"]}"]', *_auction(state)]
        if contract is not None and (state["tricks"] or state["trick"]):
            lines += [f'[Play "{lho(contract["declarer"])}"]', *_play(state)]
    except (KeyError, TypeError, ValueError, IndexError):
        raise BadRequest("Состояние партии в бридж повреждено.") from None
    return "\n".join(lines) + "\n"


__all__ = ["game_to_pbn"]
