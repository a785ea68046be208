"""Lists of moves a seat may make now, and the searches behind them (openings, going out).

Every move listed has passed the same check (turn.py) that `play` applies, so the list never holds an
illegal move. It holds a sensible, finite selection where the choices are combinatorial: a new meld of
a rank uses all its natural cards with 0, 1, 2... wild cards (twos before jokers); a lay-off adds all
natural cards of the rank or one wild card; an opening is offered as each meld that meets the minimum
alone and as a few greedy combinations; going out in one move (needed «с рук», when the opening minimum
is waived) is offered when a search finds a way. Any other legal combination is still accepted by
`play`.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from rules_py.canasta.melds import BadMeld
from rules_py.canasta.opening import opening_minimum
from rules_py.canasta.position import BLACK_THREES, CANASTA, Position, hand_order, is_wild, rank_key
from rules_py.canasta.turn import (
    check_discard,
    check_draw,
    check_exchange,
    check_melds,
    check_pass,
    check_red_three,
    check_take,
    check_upcard,
    frozen_why,
    table_empty_why,
    top_problem,
)
from rules_py.errors import IllegalMove

Move = dict[str, Any]
INF = 10**6
ESCALERA_STARTS = ("4", "5", "6", "7", "8")
SEQUENCE = ("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


@dataclass
class Groups:
    """A hand sorted for melding: natural cards by rank, black threes, twos, jokers, red threes."""

    naturals: dict[str, list[str]]
    black_threes: list[str]
    twos: list[str]
    jokers: list[str]
    red_threes: list[str]

    def wilds(self, count: int, jokers_first: bool = False) -> list[str]:
        pool = self.jokers + self.twos if jokers_first else self.twos + self.jokers
        return pool[:count]

    @property
    def wild_count(self) -> int:
        return len(self.twos) + len(self.jokers)


def groups_of(pos: Position, hand: Iterable[str]) -> Groups:
    naturals: dict[str, list[str]] = defaultdict(list)
    groups = Groups(naturals, [], [], [], [])
    special = pos.table.threes_special()
    for code in sorted(hand, key=hand_order):
        if code == "JK":
            groups.jokers.append(code)
        elif code[0] == "2":
            groups.twos.append(code)
        elif special and code in BLACK_THREES:
            groups.black_threes.append(code)
        elif special and code[0] == "3":
            groups.red_threes.append(code)
        else:
            naturals[rank_key(code)].append(code)
    return groups


def _ok(check: Callable[[], object]) -> bool:
    try:
        check()
    except (IllegalMove, BadMeld):
        return False
    return True


def _melds_ok(pos: Position, move: Move) -> bool:
    return _ok(lambda: check_melds(pos, move))


def _unique(moves: Iterable[Move]) -> list[Move]:
    seen: set[str] = set()
    result = []
    for move in moves:
        key = repr(sorted(move.items()))
        if key not in seen:
            seen.add(key)
            result.append(move)
    return result


def wild_room(pos: Position, naturals: int, wilds: int, size: int) -> int:
    """How many more wild cards a meld of one rank may take."""
    rules = pos.rules
    room = INF
    if rules.wild_ratio:
        room = min(room, naturals - wilds)
    if rules.wild_cap is not None:
        room = min(room, rules.wild_cap - wilds)
    if rules.canasta_max is not None:
        room = min(room, rules.canasta_max - size)
    return room


def _rank_melds(pos: Position, side: int) -> dict[str, list[int]]:
    """The side's melds of natural cards by rank (black threes under «3»)."""
    result: dict[str, list[int]] = defaultdict(list)
    for i, cards in enumerate(pos.melds[side]):
        meld = pos.table.meld(cards)
        if meld.rank is not None and meld.kind in ("natural", "mixed", "black_threes"):
            result[rank_key(next(c for c in cards if not is_wild(c)))].append(i)
    return result


# -- the opening ---------------------------------------------------------------------------------


def opening_sets(pos: Position, hand: list[str], need: int, *, max_value: bool = False) -> list[list[str]] | None:
    """Melds from `hand` worth at least `need` (greedy; wild cards only as far as needed), or None.

    With `max_value`, every meld the hand allows, jokers first: the most an opening can be worth.
    """
    table = pos.table
    rules = pos.rules
    g = groups_of(pos, hand)
    melds: list[list[str]] = []
    total = 0
    triples = sorted(((r, c) for r, c in g.naturals.items() if len(c) >= 3), key=lambda rc: -table.points(rc[1]))
    if rules.black_threes == "meld" and len(g.black_threes) >= 3:
        triples.append(("3", g.black_threes))
    for _, cards in triples:
        if total >= need and not max_value:
            break
        if rules.canasta_max is not None and len(cards) > rules.canasta_max:
            cards = cards[: rules.canasta_max]
        melds.append(list(cards))
        total += table.points(cards)
    wild_pool = g.wilds(g.wild_count, jokers_first=max_value)
    pairs = sorted((c for c in g.naturals.values() if len(c) == 2), key=lambda c: -table.points(c))
    for cards in pairs:
        if (total >= need and not max_value) or not wild_pool or wild_room(pos, 2, 0, 2) < 1:
            break
        wild = wild_pool.pop(0)
        melds.append(list(cards) + [wild])
        total += table.points(cards) + table.value(wild)
    for meld in melds:
        while wild_pool and (total < need or max_value):
            naturals = sum(1 for c in meld if not is_wild(c))
            if meld and meld[0] in BLACK_THREES:
                break
            if wild_room(pos, naturals, len(meld) - naturals, len(meld)) < 1:
                break
            wild = wild_pool.pop(0)
            meld.append(wild)
            total += table.value(wild)
    return melds if melds and total >= need else None


def canasta_opening(pos: Position, hand: list[str], extra_top: str | None = None) -> list[str] | None:
    """A canasta of seven cards or more from hand (X-72: the opening at 5000 playing to 7500)."""
    g = groups_of(pos, hand)
    for rank, cards in sorted(g.naturals.items(), key=lambda rc: -len(rc[1])):
        if extra_top is not None and rank != rank_key(extra_top):
            continue
        base = list(cards) + ([extra_top] if extra_top else [])
        room = wild_room(pos, len(base), 0, len(base))
        wilds = g.wilds(max(0, min(room, CANASTA - len(base))))
        meld = base + wilds
        if len(meld) >= CANASTA and pos.table.try_meld(meld) is not None:
            if extra_top is not None:
                meld.remove(extra_top)
            return meld
    return None


# -- going out in one move: a partition of the hand --------------------------------------------


@dataclass
class _Target:
    rank: str
    cards: list[str]
    index: int | None  # an existing meld of the side, or None for a new one
    naturals: int
    wilds: int
    size: int
    need: int = 0
    room: int = 0
    given: int = 0


def partition(pos: Position, cards: list[str]) -> tuple[list[list[str]], list[dict[str, Any]]] | None:
    """New melds and lay-offs onto the side's melds that use exactly `cards`, or None if none is found.

    Natural cards of a rank go onto the side's meld of that rank or form a new one; wild cards fill the
    needs of new melds, then the room of the biggest melds first (so that canastas are completed), then
    a meld of wild cards where the preset has one.
    """
    rules = pos.rules
    table = pos.table
    g = groups_of(pos, cards)
    if g.red_threes:
        return None
    opened = pos.opened[pos.side]
    existing = _rank_melds(pos, pos.side) if opened else {}
    targets: list[_Target] = []
    for rank, naturals in g.naturals.items():
        if existing.get(rank):
            index = existing[rank][0]
            meld = table.meld(pos.melds[pos.side][index])
            if meld.kind == "escalera":
                return None
            targets.append(_Target(rank, naturals, index, meld.naturals, meld.wilds, len(meld.cards)))
        elif len(naturals) >= 2:
            targets.append(_Target(rank, naturals, None, 0, 0, 0))
        else:
            return None
    threes: list[_Target] = []
    if g.black_threes:
        n = len(g.black_threes)
        if rules.black_threes == "meld":
            if existing.get("3"):
                threes.append(_Target("3", g.black_threes, existing["3"][0], 0, 0, 0))
            elif n >= 3:
                threes.append(_Target("3", g.black_threes, None, 0, 0, 0))
            else:
                return None
        elif rules.black_threes == "closed" and 3 <= n <= 4 and not any(
            table.meld(m).kind == "black_threes" for m in pos.melds[pos.side]
        ):
            threes.append(_Target("3", g.black_threes, None, 0, 0, 0))
        else:
            return None
    for t in targets:
        size = t.size + len(t.cards)
        if rules.canasta_max is not None and size > rules.canasta_max:
            return None
        t.room = wild_room(pos, t.naturals + len(t.cards), t.wilds, size)
        t.need = max(0, 3 - len(t.cards)) if t.index is None else 0
        if t.need > t.room:
            return None
    wilds = g.wild_count
    needs = sum(t.need for t in targets)
    if needs > wilds:
        return None
    rest = wilds - needs
    for t in targets:
        t.given = t.need
    spare = sum(t.room - t.need for t in targets)
    wild_meld_existing = [
        i for i, m in enumerate(pos.melds[pos.side]) if opened and table.meld(m).kind == "wild"
    ] if rules.wild_melds == "meld" else []
    to_wild_meld = 0
    if rest > spare:
        overflow = rest - spare
        if wild_meld_existing:
            to_wild_meld = overflow
        elif rules.wild_melds == "meld" and rest >= 3:
            to_wild_meld = max(3, overflow)
        elif rules.wild_melds == "canasta_at_once" and rest >= CANASTA and rest - CANASTA <= spare:
            to_wild_meld = CANASTA
        else:
            return None
    rest -= to_wild_meld
    for t in sorted(targets, key=lambda t: -(t.size + len(t.cards) + t.given)):
        give = min(rest, t.room - t.given)
        t.given += give
        rest -= give
    if rest:
        return None
    pool = g.twos + g.jokers
    new: list[list[str]] = []
    adds: list[dict[str, Any]] = []
    for t in targets + threes:
        chosen = list(t.cards) + [pool.pop() for _ in range(t.given)]
        if t.index is None:
            new.append(chosen)
        else:
            adds.append({"meld": t.index, "cards": chosen})
    if to_wild_meld:
        chosen = [pool.pop() for _ in range(to_wild_meld)]
        if wild_meld_existing:
            adds.append({"meld": wild_meld_existing[0], "cards": chosen})
        else:
            new.append(chosen)
    return new, adds


def going_out_move(pos: Position) -> Move | None:
    """One move that melds the whole hand (or all but one card, to be discarded last), if one is legal."""
    hand = pos.hand
    if not pos.rules.going_out_allowed:
        return None
    # A rank held once with no meld of the side to go onto can only be the card discarded last.
    g = groups_of(pos, hand)
    existing = _rank_melds(pos, pos.side) if pos.opened[pos.side] else {}
    singles = [c[0] for r, c in g.naturals.items() if len(c) == 1 and not existing.get(r)]
    if len(singles) > 1:
        return None
    leftovers: list[str | None] = [None]
    seen: set[str] = set()
    for code in singles or sorted(hand, key=lambda c: (c not in BLACK_THREES, is_wild(c), pos.table.value(c))):
        if code not in seen:
            seen.add(code)
            leftovers.append(code)
    if singles:
        leftovers = leftovers[1:]
    for leftover in leftovers:
        cards = list(hand)
        if leftover is not None:
            cards.remove(leftover)
        found = partition(pos, cards)
        if found is None or (not found[0] and not found[1]):
            continue
        move = _meld_move(found[0], found[1])
        if _ok(lambda: check_melds(pos, move)):
            return move
    return None


def _meld_move(new: list[list[str]], adds: list[dict[str, Any]]) -> Move:
    move: Move = {"type": "meld"}
    if new:
        move["melds"] = new
    if adds:
        move["add"] = adds
    return move


# -- the lists -----------------------------------------------------------------------------------


def legal_moves(pos: Position) -> list[Move]:
    """What the seat of `pos` may do now (empty unless it is his move)."""
    if pos.to_move != pos.seat:
        return []
    if pos.phase == "draw":
        return draw_moves(pos)
    if pos.phase == "meld":
        return meld_moves(pos)
    if pos.phase == "double_out":
        return double_out_moves(pos)
    if pos.phase == "deal_over":
        return [{"type": "next_deal"}]
    return []


def draw_moves(pos: Position) -> list[Move]:
    moves: list[Move] = []
    if _ok(lambda: check_draw(pos)):
        moves.append({"type": "draw"})
    if _ok(lambda: check_pass(pos)):
        moves.append({"type": "pass"})
    if _ok(lambda: check_upcard(pos)):
        moves.append({"type": "take_upcard"})
    moves.extend(take_moves(pos))
    return moves


def take_moves(pos: Position) -> list[Move]:
    """Ways to take the pile: a natural pair (or all the naturals), with 0–2 wild cards, or onto a meld."""
    if top_problem(pos) is not None or table_empty_why(pos) is not None:
        return []
    top = pos.pile_top
    assert top is not None
    rank = rank_key(top)
    g = groups_of(pos, pos.hand)
    naturals = g.naturals.get(rank, [])
    frozen = frozen_why(pos) is not None
    raw: list[tuple[list[str], int | None]] = []
    same = [i for i in _rank_melds(pos, pos.side).get(rank, [])]
    if not frozen:
        for index in same:
            if pos.rules.pile_onto_meld:
                raw.append(([], index))
            if naturals:
                raw.append((list(naturals), index))
    counts = sorted({k for k in (2, len(naturals)) if 2 <= k <= len(naturals)})
    if not frozen and pos.rules.pile_with_one_natural_and_wild and naturals:
        counts.insert(0, 1)
    for k in counts:
        for w in range(0, min(2, g.wild_count) + 1):
            if k + w >= 2:
                raw.append((naturals[:k] + g.wilds(w), None))
    moves: list[Move] = []
    need = opening_minimum(pos.rules, pos.scores[pos.side])
    for cards, onto in raw:
        move: Move = {"type": "take_pile", "meld": cards}
        if onto is not None:
            move["onto"] = onto
        if not pos.opened[pos.side]:
            rest = list(pos.hand)
            for c in cards:
                rest.remove(c)
            if need.canasta_required:
                if len(cards) + 1 < CANASTA:
                    more = canasta_opening(pos, list(cards) + [c for c in rest if rank_key(c) == rank], top)
                    if more is None:
                        continue
                    move["meld"] = more
            else:
                assert need.points is not None
                short = need.points - pos.table.points(cards + [top])
                if short > 0:
                    extra = opening_sets(pos, [c for c in rest if rank_key(c) != rank or is_wild(c)], short)
                    if extra is None:
                        continue
                    move["melds"] = extra
        if _ok(lambda: check_take(pos, move)):
            moves.append(move)
    return _unique(moves)


def new_meld_candidates(pos: Position, g: Groups) -> list[list[str]]:
    """New melds from the hand: every rank with 0.. wild cards, black threes, wild melds, escaleras."""
    rules = pos.rules
    existing = _rank_melds(pos, pos.side)
    result: list[list[str]] = []
    for rank, cards in g.naturals.items():
        if len(cards) < 2 or (existing.get(rank) and not rules.same_rank_melds):
            continue
        base = cards[: rules.canasta_max] if rules.canasta_max else cards
        most = min(wild_room(pos, len(base), 0, len(base)), g.wild_count)
        for w in range(0, most + 1):
            if len(base) + w >= 3:
                result.append(list(base) + g.wilds(w))
    if rules.black_threes in ("meld", "closed") and len(g.black_threes) >= 3:
        result.append(g.black_threes[:4] if rules.black_threes == "closed" else list(g.black_threes))
    if rules.wild_melds == "meld" and g.wild_count >= 3:
        result.append(g.wilds(3))
        result.append(g.wilds(g.wild_count))
    elif rules.wild_melds == "canasta_at_once" and g.wild_count >= CANASTA:
        for jokers in range(max(0, CANASTA - len(g.twos)), min(len(g.jokers), CANASTA) + 1):
            result.append(g.jokers[:jokers] + g.twos[: CANASTA - jokers])
    if rules.escalera:
        by_suit: dict[str, set[str]] = defaultdict(set)
        for cards in g.naturals.values():
            for c in cards:
                by_suit[c[-1]].add(c)
        for suit, held in by_suit.items():
            for start in ESCALERA_STARTS:
                i = SEQUENCE.index(start)
                run = [r + suit for r in SEQUENCE[i: i + CANASTA]]
                if all(c in held for c in run):
                    result.append(run)
    return result


def meld_moves(pos: Position) -> list[Move]:
    rules = pos.rules
    g = groups_of(pos, pos.hand)
    moves: list[Move] = []
    opened = pos.opened[pos.side]
    candidates = new_meld_candidates(pos, g)
    if opened:
        moves.extend({"type": "meld", "melds": [m]} for m in candidates)
        moves.extend(_lay_offs(pos, g))
    else:
        need = opening_minimum(rules, pos.scores[pos.side])
        for meld in candidates:
            closed = meld[0] in BLACK_THREES and rules.black_threes == "closed"
            if closed or (need.canasta_required and len(meld) >= CANASTA) or (
                need.points is not None and pos.table.points(meld) >= need.points
            ):
                moves.append({"type": "meld", "melds": [meld]})
        if need.points is not None:
            for max_value in (False, True):
                found = opening_sets(pos, pos.hand, need.points, max_value=max_value)
                if found:
                    moves.append({"type": "meld", "melds": found})
        else:
            found_canasta = canasta_opening(pos, pos.hand)
            if found_canasta:
                moves.append({"type": "meld", "melds": [found_canasta]})
    out = going_out_move(pos)
    if out is not None:
        moves.append(out)
    moves = [m for m in _unique(moves) if _melds_ok(pos, m)]
    if opened:
        moves.extend(_exchanges(pos))
    for code in sorted(set(g.red_threes)):
        move = {"type": "red_three", "card": code}
        if _ok(lambda: check_red_three(pos, move)):
            moves.append(move)
    for code in sorted(set(pos.hand)):
        move = {"type": "discard", "card": code}
        if _ok(lambda: check_discard(pos, move)):
            moves.append(move)
    return moves


def _lay_offs(pos: Position, g: Groups) -> list[Move]:
    moves: list[Move] = []
    sides = range(pos.sides) if pos.rules.add_to_opponents_melds else (pos.side,)
    for side in sides:
        for index, cards in enumerate(pos.melds[side]):
            meld = pos.table.meld(cards)
            options: list[list[str]] = []
            if meld.kind in ("natural", "mixed") and meld.rank is not None:
                naturals = g.naturals.get(rank_key(next(c for c in cards if not is_wild(c))), [])
                if naturals:
                    options.append(list(naturals))
            if meld.kind == "black_threes" and g.black_threes:
                options.append(list(g.black_threes))
            if meld.kind in ("natural", "mixed", "wild"):
                options.extend([c] for c in (g.twos[:1] + g.jokers[:1]))
            for option in options:
                move: Move = {"type": "add", "meld": index, "cards": option}
                if side != pos.side:
                    move["side"] = side
                moves.append(move)
    return moves


def _exchanges(pos: Position) -> list[Move]:
    mode = pos.rules.joker_exchange
    if mode == "none":
        return []
    g = groups_of(pos, pos.hand)
    moves: list[Move] = []
    for side in range(pos.sides):
        if mode == "opponents" and side == pos.side:
            continue
        for index, cards in enumerate(pos.melds[side]):
            meld = pos.table.meld(cards)
            if meld.kind != "mixed" or meld.rank is None:
                continue
            naturals = g.naturals.get(rank_key(next(c for c in cards if not is_wild(c))), [])
            if not naturals:
                continue
            for wild in sorted({c for c in cards if is_wild(c)}):
                move = {"type": "exchange", "side": side, "meld": index, "card": naturals[0], "wild": wild}
                if _ok(lambda: check_exchange(pos, move)):
                    moves.append(move)
    return moves


def double_out_moves(pos: Position) -> list[Move]:
    """The partner of the player who went out: all his cards at once (002), or not."""
    moves: list[Move] = []
    found = partition(pos, list(pos.hand))
    if found is not None:
        move: Move = {"type": "double_out", **{k: v for k, v in _meld_move(*found).items() if k != "type"}}
        if _ok(lambda: check_melds(pos, move, all_cards=True)):
            moves.append(move)
    moves.append({"type": "decline"})
    return moves
