"""The auction as pure functions over the list of calls made so far (the dealer calls first).

Calls are codes: «pass», «X» (контра), «XX» (реконтра) or a bid «1C» … «7NT». A bid must be higher
than the last one (more tricks, or the same level in a higher strain). A double is allowed only on
the opponents' last bid, not yet doubled; a redouble only on the opponents' double; a later bid
cancels both (X-14, from the Laws). Three passes after a bid end the auction; four passes at the
start mean the deal is passed out.

>>> calls = ["1S", "pass", "2S", "X", "XX", "pass", "pass", "pass"]
>>> is_over(calls), final_contract(calls, "N")
(True, (Contract(level=2, strain=<Strain.SPADES: 'S'>, doubled=2), 'N'))
>>> legal_calls(["1NT"], "N")[:4]
['pass', 'X', '2C', '2D']
"""

from __future__ import annotations

from rules_py.bridge.contract import ALL_BIDS, Contract, bid_parts, call_ru
from rules_py.bridge.seats import SEATS, seat_index, side_of
from rules_py.errors import IllegalMove


def caller(calls: list[str], dealer: str, index: int | None = None) -> str:
    """The seat that made call number `index` (by default: the seat to call next)."""
    position = len(calls) if index is None else index
    return SEATS[(seat_index(dealer) + position) % 4]


def is_over(calls: list[str]) -> bool:
    if len(calls) < 4:
        return False
    return calls[-3:] == ["pass", "pass", "pass"] and (
        len(calls) == 4 or any(c != "pass" for c in calls)
    )


def passed_out(calls: list[str]) -> bool:
    return calls == ["pass"] * 4


def _last_bid(calls: list[str]) -> int | None:
    for i in range(len(calls) - 1, -1, -1):
        if calls[i] not in ("pass", "X", "XX"):
            return i
    return None


def _last_action(calls: list[str]) -> int | None:
    """Index of the last call that was not a pass."""
    for i in range(len(calls) - 1, -1, -1):
        if calls[i] != "pass":
            return i
    return None


def check_call(calls: list[str], dealer: str, call: str) -> None:
    """Raise IllegalMove with the reason if `call` (a parsed code) may not be made now."""
    if is_over(calls):
        raise IllegalMove("Торговля уже окончена.")
    me = caller(calls, dealer)
    if call == "pass":
        return
    last = _last_action(calls)
    if call == "X":
        if last is None or calls[last] in ("X", "XX"):
            raise IllegalMove(
                "Контру можно объявить только на последнюю заявку противника, которую ещё не контрировали."
            )
        if side_of(caller(calls, dealer, last)) == side_of(me):
            raise IllegalMove("Контру дают только на заявку противника, а последняя заявка — вашей пары.")
        return
    if call == "XX":
        if last is None or calls[last] != "X":
            raise IllegalMove("Реконтру можно объявить только в ответ на контру противника, пока не было новой заявки.")
        if side_of(caller(calls, dealer, last)) == side_of(me):
            raise IllegalMove("Реконтру дают только на контру противника, а контру сказала ваша пара.")
        return
    bid = _last_bid(calls)
    if bid is not None and ALL_BIDS.index(call) <= ALL_BIDS.index(calls[bid]):
        raise IllegalMove(
            f"Заявка {call_ru(call)} не выше последней заявки {call_ru(calls[bid])}: нужно назвать "
            "больше взяток или на том же уровне старшую масть или БК (♣ < ♦ < ♥ < ♠ < БК)."
        )


def legal_calls(calls: list[str], dealer: str) -> list[str]:
    """Every call allowed now: pass, then a double or redouble if allowed, then the bids upward."""
    if is_over(calls):
        return []
    me_side = side_of(caller(calls, dealer))
    result = ["pass"]
    last = _last_action(calls)
    if last is not None and side_of(caller(calls, dealer, last)) != me_side:
        if calls[last] == "X":
            result.append("XX")
        elif calls[last] != "XX":
            result.append("X")
    bid = _last_bid(calls)
    start = 0 if bid is None else ALL_BIDS.index(calls[bid]) + 1
    result.extend(ALL_BIDS[start:])
    return result


def final_contract(calls: list[str], dealer: str) -> tuple[Contract | None, str | None]:
    """The contract and its declarer once the auction is over; (None, None) if passed out.

    The declarer is the player of the winning side who first named the final strain (the seed
    says "who first named the trump suit", X-11).
    """
    bid = _last_bid(calls)
    if bid is None:
        return None, None
    level, strain = bid_parts(calls[bid])
    doubled = 0
    for call in calls[bid + 1:]:
        if call == "X":
            doubled = 1
        elif call == "XX":
            doubled = 2
    side = side_of(caller(calls, dealer, bid))
    declarer = caller(calls, dealer, bid)
    for i, call in enumerate(calls):
        if call in ("pass", "X", "XX"):
            continue
        seat = caller(calls, dealer, i)
        if side_of(seat) == side and bid_parts(call)[1] is strain:
            declarer = seat
            break
    return Contract(level, strain, doubled), declarer
