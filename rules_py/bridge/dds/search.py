"""The search itself: can North–South take `need` more tricks from here?

Everything is small ints. Suits are 0..3 (spades, hearts, diamonds, clubs: PBN's order) and
`NOTRUMP` (4) as the trump of a notrump contract; seats are 0..3 (N, E, S, W), North–South the even
ones. A hand is four 13-bit masks, bit 0 the two and bit 12 the ace; a position is 16 masks,
`hands[seat * 4 + suit]`.

The search answers yes/no questions («do North–South take at least t of the remaining tricks?»);
`Search.ns_tricks` finds the exact number with a few of them, starting from a guess (MTD(f) on a
null window). What makes it fast enough in pure Python:

* a transposition table at the start of each trick, keyed by the position in *relative ranks*
  (per suit, who holds the highest remaining card, the next one, ...): positions that differ only
  in which small cards are gone share an entry. An entry keeps a lower and an upper bound on the
  tricks North–South take from there, and the lead that proved it, so every later question about
  the same position (another target, another leader's solve of the same strain) reuses it;
* equivalent cards merged: cards of one hand with no remaining card between them are one move;
* quick tricks (winners the side on lead can cash at once) and sure tricks in trumps (the top trumps
  of one hand) give bounds that end many searches without a move;
* move ordering (the lead that proved a position before, cash winners, lead towards partner's
  winners, cheapest card that wins the trick, low when partner holds it, ruff cheaply, discard low),
  because alpha–beta only prunes when the best move comes first.
"""

from __future__ import annotations

from typing import Callable

NOTRUMP = 4
Move = tuple[int, int]  # (suit, one-bit rank mask)
#: Transposition table: key -> (lower bound, upper bound, best lead suit, best lead's relative rank).
Table = dict[int, tuple[int, int, int, int]]

_REPS: dict[int, tuple[int, ...]] = {}


def group_reps(alive: int, mine: int) -> tuple[int, ...]:
    """The lowest card of each run of `mine` that has no other `alive` card inside it, ascending.

    >>> [bin(b) for b in group_reps(0b1111011, 0b1011010)]
    ['0b10', '0b1000', '0b1000000']
    """
    key = alive << 13 | mine
    found = _REPS.get(key)
    if found is not None:
        return found
    out: list[int] = []
    in_run = False
    rest = alive
    while rest:
        bit = rest & -rest
        rest ^= bit
        if mine & bit:
            if not in_run:
                out.append(bit)
            in_run = True
        else:
            in_run = False
    found = tuple(out)
    if len(_REPS) > 500_000:
        _REPS.clear()
    _REPS[key] = found
    return found


def _relative_key(alive: int, owner: list[int]) -> int:
    """Who holds each remaining card of a suit, from the highest down, after a leading 1."""
    key = 1
    for rank in range(12, -1, -1):
        if alive >> rank & 1:
            key = key << 2 | owner[rank]
    return key


class Search:
    """A double-dummy search over one deal in one strain; the table can be shared by several leaders.

    `hands` is changed while a search runs and restored after it.
    """

    def __init__(self, hands: list[int], trump: int, table: Table | None = None,
                 owners: list[list[int]] | None = None) -> None:
        self.hands = hands
        self.trump = trump
        self.table: Table = {} if table is None else table
        if owners is None:
            owners = [[0] * 13 for _ in range(4)]
            for seat in range(4):
                for suit in range(4):
                    for rank in range(13):
                        if hands[seat * 4 + suit] >> rank & 1:
                            owners[suit][rank] = seat
        self.owners = owners
        self.nodes = 0
        self._test = self._build()

    # ---- the questions ------------------------------------------------------------------------

    def ns_tricks(self, leader: int, trick: list[Move], guess: int | None = None) -> int:
        """North–South's tricks from here: the current trick (led by `leader`, cards so far in
        `trick`) and every later one."""
        remaining = sum(self.hands[((leader + len(trick)) & 3) * 4 + s].bit_count() for s in range(4))
        lo, hi = 0, remaining
        target = remaining // 2 if guess is None else min(max(guess, 0), remaining)
        while lo < hi:
            target = min(max(target, lo + 1), hi)
            if self._test(leader, trick, target):
                lo = target
                target += 1
            else:
                hi = target - 1
                target -= 1
        return lo

    def ns_reach(self, leader: int, trick: list[Move], target: int) -> bool:
        """Do North–South take at least `target` of the remaining tricks?"""
        return self._test(leader, trick, target)

    # ---- the search ---------------------------------------------------------------------------

    def _build(self) -> Callable[[int, list[Move], int], bool]:
        H = self.hands
        trump = self.trump
        table = self.table
        table_get = table.get
        owners = self.owners
        reps = group_reps
        alive = [H[s] | H[4 + s] | H[8 + s] | H[12 + s] for s in range(4)]
        rel_cache: list[dict[int, int]] = [{}, {}, {}, {}]
        # The cards of the trick in progress, four slots per trick count (a deeper trick keeps its own).
        trick_suit = [0] * 56
        trick_bit = [0] * 56
        search = self
        has_trump = trump != NOTRUMP

        def position_key(leader: int) -> int:
            key = leader
            shift = 2
            for s in range(4):
                a = alive[s]
                part = rel_cache[s].get(a)
                if part is None:
                    part = _relative_key(a, owners[s])
                    rel_cache[s][a] = part
                key |= part << shift
                shift += 27
            return key

        def quick_tricks(L: int) -> int:
            """Tricks the side of L surely wins by cashing L's winners now (a lower bound)."""
            l4 = L * 4
            p4 = (L ^ 2) * 4
            a4 = ((L + 1) & 3) * 4
            b4 = ((L + 3) & 3) * 4
            if has_trump:
                ta = H[a4 + trump]
                tb = H[b4 + trump]
                partner_trumps = H[p4 + trump] != 0
            else:
                ta = tb = 0
                partner_trumps = False
            total = 0
            last = 0
            for s in range(4):
                mine = H[l4 + s]
                if not mine:
                    continue
                oa = H[a4 + s]
                ob = H[b4 + s]
                opp = oa | ob
                if opp:
                    high = mine >> opp.bit_length()
                    if not high:
                        continue
                    k = high.bit_count()
                    if k >= oa.bit_count() and k >= ob.bit_count():
                        k = mine.bit_count()
                else:
                    k = mine.bit_count()
                if s != trump:
                    if ta and oa.bit_count() < k:
                        k = oa.bit_count()
                    if tb and ob.bit_count() < k:
                        k = ob.bit_count()
                    if not k:
                        continue
                # The lowest card L leads in these k rounds.
                led = mine
                for _ in range(k - 1):
                    led ^= 1 << (led.bit_length() - 1)
                low = led.bit_length() - 1
                part = H[p4 + s]
                if part >> low == 0 and (not partner_trumps or s == trump or part.bit_count() >= k):
                    total += k
                else:
                    # Partner may take over the lead: count the rounds up to the first one where he might.
                    t = (mine >> part.bit_length()).bit_count() + 1
                    if partner_trumps and s != trump and part.bit_count() + 1 < t:
                        t = part.bit_count() + 1
                    if t > k:
                        t = k
                    if t > last:
                        last = t
            return total + last

        def sure_trump_tricks() -> tuple[int, int]:
            """(NS, EW) tricks won by the top trumps of one hand: each wins whenever it is played."""
            t = alive[trump]
            if not t:
                return 0, 0
            top = 1 << (t.bit_length() - 1)
            for seat in range(4):
                mine = H[seat * 4 + trump]
                if mine & top:
                    count = 0
                    while t and mine & top:
                        count += 1
                        t ^= top
                        top = 1 << (t.bit_length() - 1) if t else 0
                    return (count, 0) if seat & 1 == 0 else (0, count)
            return 0, 0

        def lead_moves(L: int, best_suit: int, best_rel: int) -> list[Move]:
            l4 = L * 4
            p4 = (L ^ 2) * 4
            a4 = ((L + 1) & 3) * 4
            b4 = ((L + 3) & 3) * 4
            scored: list[tuple[int, int, int]] = []
            for s in range(4):
                mine = H[l4 + s]
                if not mine:
                    continue
                a = alive[s]
                opp = H[a4 + s] | H[b4 + s]
                part = H[p4 + s]
                ruff_danger = has_trump and s != trump and (
                    (not H[a4 + s] and H[a4 + trump] != 0) or (not H[b4 + s] and H[b4 + trump] != 0))
                opp_top = opp.bit_length()
                my_top = mine.bit_length()
                part_top = part.bit_length()
                group = reps(a, mine)
                last = len(group) - 1
                for i, bit in enumerate(group):
                    if i == last and my_top > opp_top:
                        score = 40 if ruff_danger else 100 + mine.bit_count()
                    elif i == 0 and part_top > opp_top and part:
                        score = 35 if ruff_danger else 90 + part.bit_count()
                    elif i == 0:
                        score = 20 if ruff_danger else 50 - mine.bit_count()
                    else:
                        score = 10 if ruff_danger else 30
                    if has_trump and s == trump:
                        score += 5
                    if s == best_suit and (a >> (bit.bit_length())).bit_count() == best_rel:
                        score += 1000
                    scored.append((score, s, bit))
            scored.sort(reverse=True)
            return [(s, b) for _, s, b in scored]

        def follow_moves(h: int, pos: int, led: int, wsuit: int, wbit: int, whand: int) -> list[Move]:
            h4 = h * 4
            mine = H[h4 + led]
            partner_wins = whand == (h ^ 2)
            if mine:
                group = reps(alive[led], mine)
                if len(group) == 1:
                    return [(led, group[0])]
                if wsuit != led:  # ruffed: nothing of the suit led can win
                    return [(led, b) for b in group]
                if pos == 3:
                    if partner_wins:
                        return [(led, b) for b in group]
                    winners = [b for b in group if b > wbit]
                    if not winners:
                        return [(led, b) for b in group]
                    order = [winners[0]] + [b for b in group if b != winners[0]]
                    return [(led, b) for b in order]
                if pos == 2:
                    nxt = ((h + 1) & 3) * 4
                    fourth = H[nxt + led]
                    can_ruff = has_trump and not fourth and H[nxt + trump] != 0
                    if partner_wins and wbit > fourth and not can_ruff:
                        return [(led, b) for b in group]
                    beat = fourth if fourth > wbit else wbit
                    sure = [b for b in group if b > beat]
                    winners = [b for b in group if b > wbit]
                    first = sure[0] if sure else (winners[-1] if winners else group[0])
                    return [(led, first)] + [(led, b) for b in group if b != first]
                # second hand: low first, then the cheapest card that wins, then the rest
                winners = [b for b in group if b > wbit]
                if winners and winners[0] != group[0]:
                    order = [group[0], winners[0]] + [b for b in group if b != group[0] and b != winners[0]]
                    return [(led, b) for b in order]
                return [(led, b) for b in group]
            # void in the suit led: ruff or discard
            moves: list[Move] = []
            discards: list[tuple[int, int, int]] = []
            for s in range(4):
                m = H[h4 + s]
                if not m or s == trump:
                    continue
                for i, b in enumerate(reps(alive[s], m)):
                    discards.append((b.bit_length() + 4 * i - m.bit_count(), s, b))
            discards.sort()
            if has_trump and H[h4 + trump]:
                group = reps(alive[trump], H[h4 + trump])
                if wsuit == trump:
                    ruffs = [b for b in group if b > wbit]
                    under = [b for b in group if b < wbit]
                else:
                    ruffs = list(group)
                    under = []
                if partner_wins:
                    moves = [(s, b) for _, s, b in discards] + [(trump, b) for b in ruffs + under]
                else:
                    moves = [(trump, b) for b in ruffs[:1]] + [(s, b) for _, s, b in discards] + \
                            [(trump, b) for b in ruffs[1:] + under]
                return moves
            return [(s, b) for _, s, b in discards]

        def last_trick(L: int) -> int:
            """1 if North–South win the last trick (each hand holds one card), else 0."""
            best_suit = -1
            best_bit = 0
            best_hand = L
            for p in range(4):
                h = (L + p) & 3
                h4 = h * 4
                for s in range(4):
                    if H[h4 + s]:
                        b = H[h4 + s]
                        if p == 0 or (s == best_suit and b > best_bit) or (s == trump and best_suit != trump):
                            best_suit, best_bit, best_hand = s, b, h
                        break
            return 1 if best_hand & 1 == 0 else 0

        def lead(L: int, need: int, n: int) -> bool:
            """L leads to a new trick; North–South need `need` of the `n` tricks left."""
            if need <= 0:
                return True
            if need > n:
                return False
            search.nodes += 1
            if n == 1:
                return last_trick(L) >= need
            key = position_key(L)
            entry = table_get(key)
            best_suit = best_rel = -1
            if entry is not None:
                lo, hi, best_suit, best_rel = entry
                if lo >= need:
                    return True
                if hi < need:
                    return False
            else:
                lo, hi = 0, n
            ns_leads = L & 1 == 0
            qt = quick_tricks(L)
            if ns_leads:
                if qt > lo:
                    lo = qt
            elif n - qt < hi:
                hi = n - qt
            if has_trump:
                sure_ns, sure_ew = sure_trump_tricks()
                if sure_ns > lo:
                    lo = sure_ns
                if n - sure_ew < hi:
                    hi = n - sure_ew
            if lo >= need or hi < need:
                table[key] = (lo, hi, best_suit, best_rel)
                return lo >= need
            result = not ns_leads
            best: Move | None = None
            l4 = L * 4
            for move in lead_moves(L, best_suit, best_rel):
                s, b = move
                H[l4 + s] ^= b
                trick_suit[n * 4] = s
                trick_bit[n * 4] = b
                value = follow(L, 1, need, n, s, s, b, L)
                H[l4 + s] ^= b
                if value == ns_leads:
                    result = value
                    best = move
                    break
            if result:
                lo = need
            else:
                hi = need - 1
            if best is not None:
                s, b = best
                table[key] = (lo, hi, s, (alive[s] >> b.bit_length()).bit_count())
            else:
                table[key] = (lo, hi, best_suit, best_rel)
            return result

        def follow(L: int, pos: int, need: int, n: int, led: int, wsuit: int, wbit: int, whand: int) -> bool:
            """The card of the hand `pos` places after the leader L in the current trick."""
            h = (L + pos) & 3
            h4 = h * 4
            ns_moves = h & 1 == 0
            for s, b in follow_moves(h, pos, led, wsuit, wbit, whand):
                if (s == wsuit and b > wbit) or (s == trump and wsuit != trump):
                    nsuit, nbit, nhand = s, b, h
                else:
                    nsuit, nbit, nhand = wsuit, wbit, whand
                H[h4 + s] ^= b
                if pos < 3:
                    trick_suit[n * 4 + pos] = s
                    trick_bit[n * 4 + pos] = b
                    value = follow(L, pos + 1, need, n, led, nsuit, nbit, nhand)
                else:
                    base = n * 4
                    for p in range(base, base + 3):
                        alive[trick_suit[p]] ^= trick_bit[p]
                    alive[s] ^= b
                    value = lead(nhand, need - (1 if nhand & 1 == 0 else 0), n - 1)
                    for p in range(base, base + 3):
                        alive[trick_suit[p]] ^= trick_bit[p]
                    alive[s] ^= b
                H[h4 + s] ^= b
                if value == ns_moves:
                    return value
            return not ns_moves

        def test(leader: int, trick: list[Move], target: int) -> bool:
            n = sum(H[leader * 4 + s].bit_count() for s in range(4))
            if not trick:
                return lead(leader, target, n)
            n += 1
            # Cards already played to this trick are still "alive" for equivalence until it ends.
            for s, b in trick:
                alive[s] |= b
            led = trick[0][0]
            wsuit, wbit, whand = trick[0][0], trick[0][1], leader
            for p, (s, b) in enumerate(trick):
                trick_suit[n * 4 + p] = s
                trick_bit[n * 4 + p] = b
                if p and ((s == wsuit and b > wbit) or (s == trump and wsuit != trump)):
                    wsuit, wbit, whand = s, b, (leader + p) & 3
            try:
                return follow(leader, len(trick), target, n, led, wsuit, wbit, whand)
            finally:
                for s, b in trick:
                    alive[s] ^= b

        return test
