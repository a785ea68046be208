"""Double-dummy answers for positions: tricks, every card's value, the table of makeable contracts.

Every answer comes from DDS when this process has it (`native`: in the browser, once the worker has
loaded it), else from the pure-Python search (`search`); both are exact, so the answers are the same.

The pure-Python search's transposition tables are kept per strain between calls (`TABLES`): their keys are relative
positions, true of any deal, so the four leaders of one strain share their work, a play table's
successive positions reuse what the first analysis found, and a bot's sampled deals help each other.
They are dropped when they grow past `TABLE_LIMIT` positions.

>>> p = Position.from_pbn("N:AK... QJ... T9... 87...", "NT", leader="W")
>>> tricks(p, "NS"), [(c.code, t) for c, t in analyse(p)]
(2, [('8S', 0), ('7S', 0)])
"""

from __future__ import annotations

from rules_py.bridge.contract import Strain
from rules_py.bridge.dds import native
from rules_py.bridge.dds.position import TRUMP_INDEX, Position, card_bit
from rules_py.bridge.dds.search import Search, Tables, group_reps
from rules_py.bridge.pbn import Hands
from rules_py.bridge.seats import SEATS, seat_index, side_of
from rules_py.cards import Card

#: The strains in the order of the table's columns.
STRAINS = (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES, Strain.NOTRUMP)
TABLE_LIMIT = 400_000
TABLES: dict[int, Tables] = {}


def tables_for(trump: int) -> Tables:
    """The shared transposition tables of a strain (emptied when they hold too much)."""
    if sum(t.size() for t in TABLES.values()) > TABLE_LIMIT:
        TABLES.clear()
    found = TABLES.get(trump)
    if found is None:
        found = TABLES[trump] = Tables()
    return found


def _search(position: Position, limit: int | None = None, tables: Tables | None = None) -> Search:
    trump = TRUMP_INDEX[position.strain]
    return Search(position.masks(), trump, tables_for(trump) if tables is None else tables, limit)


def ns_tricks(position: Position, guess: int | None = None) -> int:
    """North–South's tricks from here (the trick in progress included)."""
    dds = native.engine()
    if dds is not None:
        found = native.ns_tricks(dds, position)
        if found is not None:
            return found
    search = _search(position)
    return search.ns_tricks(seat_index(position.leader), position.trick_moves(), guess)


def tricks(position: Position, side: str) -> int:
    """The tricks `side` ("NS" or "EW") takes from here with best play by all four."""
    ns = ns_tricks(position)
    return ns if side == "NS" else position.tricks_left - ns


def analyse(position: Position) -> list[tuple[Card, int]]:
    """Each legal card of the hand to play, with the tricks its side then takes from here (the
    trick in progress included), best play after it. Cards equal in effect share one search."""
    dds = native.engine()
    if dds is not None:
        found = native.values(dds, position)
        if found is not None:
            return found[0]
    return analyse_within(position, None)[0]


def analyse_within(position: Position, limit: int | None, tables: Tables | None = None,
                   guess: int | None = None) -> tuple[list[tuple[Card, int]], int]:
    """`analyse`, searching at most about `limit` positions (else `OutOfBudget` is raised), with
    the given transposition tables instead of the shared ones (a private table makes the count
    independent of what was solved before); also returns how many positions it searched. `guess`
    (North–South's tricks from here, e.g. a similar deal's) only speeds the search up."""
    search = _search(position, limit, tables)
    hands = search.hands
    mover = seat_index(position.to_play)
    leader = seat_index(position.leader)
    moves = position.trick_moves()
    left = position.tricks_left
    alive = [hands[s] | hands[4 + s] | hands[8 + s] | hands[12 + s] for s in range(4)]
    for s, b in moves:
        alive[s] |= b  # cards of the trick in progress still separate the cards around them
    best = search.ns_tricks(leader, moves, guess)
    values: dict[tuple[int, int], int] = {}
    out: list[tuple[Card, int]] = []
    for card in position.legal_cards():
        s, b = card_bit(card)
        mine = hands[mover * 4 + s]
        rep = max(r for r in group_reps(alive[s], mine) if r <= b)
        if (s, rep) not in values:
            hands[mover * 4 + s] = mine ^ rep
            played = moves + [(s, rep)]
            if len(played) == 4:
                winner = _trick_winner(leader, played, search.trump)
                won = 1 if winner & 1 == 0 else 0
                ns = won + (search.ns_tricks(winner, [], best - won) if left > 1 else 0)
            else:
                ns = search.ns_tricks(leader, played, best)
            hands[mover * 4 + s] = mine
            values[(s, rep)] = ns if mover & 1 == 0 else left - ns
        out.append((card, values[(s, rep)]))
    return out, search.nodes


def _trick_winner(leader: int, played: list[tuple[int, int]], trump: int) -> int:
    win_suit, win_bit, winner = played[0][0], played[0][1], leader
    for p in range(1, 4):
        s, b = played[p]
        if (s == win_suit and b > win_bit) or (s == trump and win_suit != trump):
            win_suit, win_bit, winner = s, b, (leader + p) & 3
    return winner


def solve(hands: Hands, strain: Strain, declarer: str) -> int:
    """Tricks `declarer` takes in `strain` on a full deal (the left-hand opponent leads)."""
    return strain_tricks(hands, strain, [declarer])[declarer]


def strain_tricks(hands: Hands, strain: Strain, declarers: list[str]) -> dict[str, int]:
    """Tricks each of `declarers` takes in `strain` on a full deal. DDS solves the four declarers of a
    strain together (as cheaply as one), so with DDS all four are returned."""
    dds = native.engine()
    if dds is not None:
        found = native.table(dds, hands, [strain])
        if found is not None:
            return {seat: found[seat][strain.value] for seat in SEATS}
    return {declarer: _solve(hands, strain, declarer) for declarer in declarers}


def _solve(hands: Hands, strain: Strain, declarer: str) -> int:
    position = Position.make(hands, strain, SEATS[(seat_index(declarer) + 1) % 4], [])
    return tricks(position, side_of(declarer))


def table(hands: Hands) -> dict[str, dict[str, int]]:
    """Tricks each seat takes as declarer in each strain: {"N": {"C": n, ..., "NT": n}, ...}."""
    dds = native.engine()
    if dds is not None:
        found = native.table(dds, hands, list(STRAINS))
        if found is not None:
            return found
    out: dict[str, dict[str, int]] = {seat: {} for seat in SEATS}
    for strain in STRAINS:
        for declarer in SEATS:
            out[declarer][strain.value] = _solve(hands, strain, declarer)
    return out


__all__ = ["STRAINS", "analyse", "analyse_within", "ns_tricks", "solve", "strain_tricks", "table", "tricks"]
