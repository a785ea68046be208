"""The par contract: what perfect bidding by both sides, knowing the double-dummy table, ends in.

Par is scored as at duplicate (game and part-score bonuses, no honours). The bidding is a game of
two sides taking turns from the dealer's: each may pass or bid any higher contract; the auction
ends after three passes following a bid (four passes at the start: no par, score 0). A contract
that fails is doubled, one that makes is not. Both sides play it perfectly, so the result is found
by working back from 7NT. The par contracts are those the auction can end in at the par score;
of several levels of one strain giving the same score, the lowest is named.

>>> tricks = {s: {"C": 6, "D": 6, "H": 6, "S": 6, "NT": 6} for s in "NESW"}
>>> tricks["N"]["S"] = tricks["S"]["S"] = 10
>>> result = par(tricks, {"NS": False, "EW": False}, "N")
>>> result["score"], [c["code"] for c in result["contracts"]]
(420, ['4S N', '4S S'])
"""

from __future__ import annotations

from typing import Any

from rules_py.bridge.contract import Contract, Strain
from rules_py.bridge.scoring import score_deal
from rules_py.bridge.seats import SEAT_GENITIVE_RU, SEATS, SIDES, other_side, side_of

#: The strains in bidding order.
BID_ORDER = (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES, Strain.NOTRUMP)
_CONTRACTS = [(level, strain) for level in range(1, 8) for strain in BID_ORDER]


def duplicate_score(contract: Contract, tricks: int, vulnerable: bool) -> int:
    """The declaring side's score at duplicate: below and above the line of the Laws preset, plus
    300 (500 vulnerable) for a game or 50 for a part-score when made; negative when defeated.

    >>> duplicate_score(Contract(4, Strain.SPADES), 11, False), duplicate_score(Contract(3, Strain.NOTRUMP, 1), 7, True)
    (450, -500)
    """
    side = "NS"
    totals = score_deal(contract, "N", tricks, vulnerable, None, "laws").totals()
    if tricks >= contract.tricks_needed:
        below = totals[side]["below"]
        bonus = (500 if vulnerable else 300) if below >= 100 else 50
        return below + totals[side]["above"] + bonus
    return -totals["EW"]["above"]


def par(tricks: dict[str, dict[str, int]], vulnerable: dict[str, bool], dealer: str) -> dict[str, Any]:
    """Par from the double-dummy table (tricks per declarer and strain): the score for North–South
    and the contracts it is reached in ({"code": "4S N", "contract", "declarer", "doubled", "result",
    "ru"}); an empty list and 0 when the deal is passed out."""
    best = {side: {strain: max(tricks[d][strain.value] for d in SEATS if side_of(d) == side) for strain in BID_ORDER}
            for side in SIDES}

    def played(i: int, side: str) -> int:
        """North–South's score when `side` plays contract i (doubled if it fails)."""
        level, strain = _CONTRACTS[i]
        taken = best[side][strain]
        doubled = 0 if taken >= level + 6 else 1
        score = duplicate_score(Contract(level, strain, doubled), taken, vulnerable[side])
        return score if side == "NS" else -score

    def pick(side: str, values: list[int]) -> int:
        return max(values) if side == "NS" else min(values)

    count = len(_CONTRACTS)
    # after[i][side]: the outcome when `side` has just bid contract i and the other side is to call.
    after: list[dict[str, int]] = [{} for _ in range(count + 1)]
    # best_bid[i][side]: the best outcome for `side` bidding something above contract i (None: nothing).
    best_bid: list[dict[str, int | None]] = [{"NS": None, "EW": None} for _ in range(count + 1)]
    for i in range(count - 1, -1, -1):
        for side in SIDES:
            if i + 1 < count:
                options = [after[j][side] for j in range(i + 1, count)]
                best_bid[i][side] = pick(side, options)
        for side in SIDES:
            them = other_side(side)
            stay = played(i, side)
            # the opponents' last chance, the bidders' own raise, the opponents' first chance
            last = pick(them, [stay] + _some(best_bid[i][them]))
            raise_ = pick(side, [last] + _some(best_bid[i][side]))
            after[i][side] = pick(them, [raise_] + _some(best_bid[i][them]))
    first = side_of(dealer)
    second = other_side(first)
    opening = {side: pick(side, [after[j][side] for j in range(count)]) for side in SIDES}
    value = pick(second, [0, opening[second]])          # fourth in hand
    value = pick(first, [value, opening[first]])        # third in hand
    value = pick(second, [value, opening[second]])      # second in hand
    value = pick(first, [value, opening[first]])        # the dealer
    contracts: list[dict[str, Any]] = []
    if value != 0:
        for side in SIDES:
            seen: set[Strain] = set()
            for i in range(count):
                level, strain = _CONTRACTS[i]
                if strain in seen or played(i, side) != value or not _final(best_bid[i][other_side(side)],
                                                                             value, other_side(side)):
                    continue
                seen.add(strain)
                taken = best[side][strain]
                doubled = 0 if taken >= level + 6 else 1
                for declarer in SEATS:
                    if side_of(declarer) == side and tricks[declarer][strain.value] == taken:
                        contracts.append(_described(Contract(level, strain, doubled), declarer, taken))
    return {"score": value, "contracts": contracts}


def _final(their_best: int | None, value: int, them: str) -> bool:
    """The opponents pass: anything they could bid ends worse for them than `value`."""
    if their_best is None:
        return True
    return their_best < value if them == "NS" else their_best > value


def _some(value: int | None) -> list[int]:
    return [] if value is None else [value]


def _described(contract: Contract, declarer: str, taken: int) -> dict[str, Any]:
    result = taken - contract.tricks_needed
    outcome = "ровно" if result == 0 else (f"+{result}" if result > 0 else f"без {-result}")
    return {
        "code": f"{contract.code} {declarer}",
        "contract": contract.code,
        "declarer": declarer,
        "doubled": contract.doubled,
        "result": result,
        "ru": f"{contract.ru} {SEAT_GENITIVE_RU[declarer]}, {outcome}",
    }
