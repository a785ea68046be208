"""The search itself: can North–South take `need` more tricks from here?

Everything is small ints. Suits are 0..3 (spades, hearts, diamonds, clubs: PBN's order) and
`NOTRUMP` (4) as the trump of a notrump contract; seats are 0..3 (N, E, S, W), North–South the even
ones. A hand is four 13-bit masks, bit 0 the two and bit 12 the ace; a position is 16 masks,
`hands[seat * 4 + suit]`.

The search answers yes/no questions («do North–South take at least t of the remaining tricks?»);
`Search.ns_tricks` finds the exact number with a few of them, starting from a guess (MTD(f) on a
null window). What makes it fast enough in pure Python:

* a transposition table at the start of each trick over *equivalent* positions. Ranks are relative
  (per suit: who holds the highest remaining card, the next one, ...), and each result is stored
  with the cards it depended on («winning ranks», as in Bo Haglund's DDS): a trick won by rank makes
  the winning card matter, and so does every card above it. An entry then answers for every
  position with the same suit lengths in every hand whose top cards down to those lie the same way,
  whoever holds the small ones. An entry keeps a lower and an upper bound on the tricks
  North–South take from there, and the lead that proved it;
* equivalent cards merged: cards of one hand with no remaining card between them are one move;
* quick tricks (winners the side on lead can cash at once) and sure tricks in trumps (the top trumps
  of one hand) end many searches without a move;
* move ordering (the lead that proved a position before, cash winners, lead towards partner's
  winners, cheapest card that wins the trick, low when partner holds it, ruff cheaply, discard low),
  because alpha–beta only prunes when the best move comes first.

The search functions return ``(cards that decided it) << 1 | (yes or no)``.
"""

from __future__ import annotations

from typing import Any, Callable

NOTRUMP = 4
Move = tuple[int, int]  # (suit, one-bit rank mask)
#: An entry: [lower bound, upper bound, best lead's suit, best lead's relative rank] (-1: none).
Entry = list[int]


class OutOfBudget(Exception):
    """A search visited more positions than its `limit` (its hands are then left half-played:
    the `Search` must be dropped; what it stored in the tables stays true)."""

#: Transposition table: (suit lengths of every hand, leader) -> profile -> top cards' owners -> entry.
#: A profile says how many of the top cards of each suit the result depends on.
Table = dict[int, dict[tuple[int, int, int, int], dict[int, Entry]]]

#: A set of cards that decided a result, one int: suit s in bits 13*s .. 13*s+12.
SHIFT = (0, 13, 26, 39)
#: One card fewer in hand h, suit s, in the packed suit lengths (4 bits per hand and suit).
_LENGTH_UNIT = tuple(1 << (4 * i) for i in range(16))

_REPS: dict[int, tuple[int, ...]] = {}


def group_reps(alive: int, mine: int) -> tuple[int, ...]:
    """The lowest card of each run of `mine` that has no other `alive` card inside it, ascending.

    >>> [bin(b) for b in group_reps(0b1111011, 0b1011010)]
    ['0b10', '0b1000000']
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


def top_cards(alive: int, count: int) -> int:
    """The lowest of the `count` highest cards in `alive` (0 when count is 0)."""
    if not count:
        return 0
    for _ in range(count - 1):
        alive ^= 1 << (alive.bit_length() - 1)
    return 1 << (alive.bit_length() - 1)


def _relative_key(alive: int, owner: list[int]) -> int:
    """Who holds each remaining card of a suit, from the highest down, after a leading 1."""
    key = 1
    for rank in range(12, -1, -1):
        if alive >> rank & 1:
            key = key << 2 | owner[rank]
    return key


def packed_lengths(hands: list[int]) -> int:
    return sum(hands[i].bit_count() << (4 * i) for i in range(16))


class Tables:
    """The transposition tables of one strain. Their keys are relative (who holds the top cards,
    the suit lengths, the leader), so they hold for any deal: the solves of one deal share them,
    and so do the sampled deals of a bot."""

    def __init__(self) -> None:
        self.partial: Table = {}
        #: The same bounds per exact position (one lookup instead of a scan of the profiles):
        #: [lower bound, its profile, upper bound, its profile].
        self.exact: dict[int, list[Any]] = {}

    def size(self) -> int:
        return len(self.exact)


class Search:
    """A double-dummy search over the positions of one deal in one strain.

    `hands` may be changed between questions (cards played, or put back); it is changed while a
    search runs and restored after it. Cards never change hands, so the owners are read once.
    """

    def __init__(self, hands: list[int], trump: int, tables: Tables | None = None,
                 limit: int | None = None) -> None:
        self.hands = hands
        self.trump = trump
        self.tables = Tables() if tables is None else tables
        owners = [[0] * 13 for _ in range(4)]
        for seat in range(4):
            for suit in range(4):
                for rank in range(13):
                    if hands[seat * 4 + suit] >> rank & 1:
                        owners[suit][rank] = seat
        self.owners = owners
        self.nodes = 0
        #: At most this many positions with a lead are searched, or OutOfBudget is raised.
        self.limit = (1 << 62) if limit is None else limit
        self._test = self._build()

    # ---- the questions ------------------------------------------------------------------------

    def ns_tricks(self, leader: int, trick: list[Move], guess: int | None = None) -> int:
        """North–South's tricks from here: the current trick (led by `leader`, cards so far in
        `trick`) and every later one."""
        remaining = sum(self.hands[((leader + len(trick)) & 3) * 4 + s].bit_count() for s in range(4))
        lo, hi = 0, remaining
        target = remaining if guess is None else min(max(guess, 0), remaining)
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
        table = self.tables.partial
        exact = self.tables.exact
        exact_get = exact.get
        owners = self.owners
        reps = group_reps
        unit = _LENGTH_UNIT
        shift = SHIFT
        alive = [H[s] | H[4 + s] | H[8 + s] | H[12 + s] for s in range(4)]
        views: list[dict[int, tuple[tuple[int, ...], tuple[int, ...]]]] = [{}, {}, {}, {}]
        # The cards of the trick in progress, four slots per trick count (a deeper trick keeps its own).
        trick_suit = [0] * 56
        trick_bit = [0] * 56
        # The card that last ended a search at each depth (the «killer move»), tried early next time.
        killer_s = [-1] * 56
        killer_b = [0] * 56
        search = self
        has_trump = trump != NOTRUMP

        def suit_view(s: int, a: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
            """For the remaining cards `a` of suit s and each k: the owners of the top k cards as a
            key part (placed at the suit's bits), and the k-th highest card as a card set."""
            rk = _relative_key(a, owners[s])
            width = rk.bit_length() - 1
            place = 27 * s
            keys = tuple((rk >> (width - 2 * k)) << place for k in range(width // 2 + 1))
            tops = [0]
            rest = a
            while rest:
                top = 1 << (rest.bit_length() - 1)
                tops.append(top << shift[s])
                rest ^= top
            found = (keys, tuple(tops))
            views[s][a] = found
            return found

        def quick_tricks(L: int) -> tuple[int, int]:
            """Tricks the side of L surely wins by cashing L's winners now (a lower bound), and the
            cards that count depends on."""
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
            last_wr = 0
            wr = 0
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
                    w = high.bit_count()
                    k = w
                    if w >= oa.bit_count() and w >= ob.bit_count():
                        k = mine.bit_count()
                else:
                    w = 0
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
                    if part or k <= w:
                        wr |= (1 << low) << shift[s]
                    elif w:
                        # Partner void: only the winners matter; the lengths say the rest are good.
                        wr |= top_cards(mine, w) << shift[s]
                else:
                    # Partner may take over the lead: count the rounds up to the first one where he might.
                    t = (mine >> part.bit_length()).bit_count() + 1
                    if partner_trumps and s != trump and part.bit_count() + 1 < t:
                        t = part.bit_count() + 1
                    if t > k:
                        t = k
                    if t > last:
                        last = t
                        last_wr = top_cards(mine, t) << shift[s]
            return total + last, wr | last_wr

        def cross_tricks(L: int) -> tuple[int, int]:
            """Quick tricks after L leads low to a winner of partner's (a lower bound for L's side)."""
            l4 = L * 4
            P = L ^ 2
            p4 = P * 4
            a4 = ((L + 1) & 3) * 4
            b4 = ((L + 3) & 3) * 4
            best = 0
            best_wr = 0
            for c in range(4):
                mine = H[l4 + c]
                part = H[p4 + c]
                if not mine or not part:
                    continue
                oa = H[a4 + c]
                ob = H[b4 + c]
                top = 1 << (part.bit_length() - 1)
                low = mine & -mine
                if top < (oa | ob) or low > top:
                    continue
                if has_trump and c != trump and ((not oa and H[a4 + trump]) or (not ob and H[b4 + trump])):
                    continue
                # The crossing trick: the opponents follow (with their lowest cards, the worst case).
                H[l4 + c] = mine ^ low
                H[p4 + c] = part ^ top
                H[a4 + c] = oa & (oa - 1)
                H[b4 + c] = ob & (ob - 1)
                count, wr = quick_tricks(P)
                H[l4 + c] = mine
                H[p4 + c] = part
                H[a4 + c] = oa
                H[b4 + c] = ob
                if count + 1 > best:
                    best = count + 1
                    best_wr = wr | top << shift[c]
            return best, best_wr

        def opponents_win_this_trick(L: int) -> int:
            """The cards that prove the opponents of L win the trick L leads to, whatever L leads
            (every suit L holds is headed by an opponent and L's side has no trump); -1 if not so."""
            l4 = L * 4
            if has_trump and (H[l4 + trump] or H[(L ^ 2) * 4 + trump]):
                return -1
            a4 = ((L + 1) & 3) * 4
            b4 = ((L + 3) & 3) * 4
            wr = 0
            for s in range(4):
                if H[l4 + s]:
                    a = alive[s]
                    top = 1 << (a.bit_length() - 1)
                    if not (H[a4 + s] | H[b4 + s]) & top:
                        return -1
                    wr |= top << shift[s]
            return wr

        def cannot_win_all(L: int, n: int) -> int:
            """With no trumps in play, the side of L cannot win every trick when the suits it heads
            hold fewer than n cards in its longer hand (DDS's «later tricks» rule: a suit headed by
            an opponent yields nothing while that card is kept). The cards it rests on, or -1."""
            if has_trump and alive[trump]:
                return -1
            l4 = L * 4
            p4 = (L ^ 2) * 4
            total = 0
            wr = 0
            for s in range(4):
                a = alive[s]
                if not a:
                    continue
                top = 1 << (a.bit_length() - 1)
                mine = H[l4 + s]
                part = H[p4 + s]
                if (mine | part) & top:
                    total += max(mine.bit_count(), part.bit_count())
                elif a != top:
                    wr |= top << shift[s]
            return wr if 0 < total < n else -1

        def side_wins_trick(h: int, pos: int, led: int, wsuit: int, wbit: int, whand: int) -> int:
            """The cards that prove the side of h (to play at `pos`, 1 or 2) wins the current trick
            whatever the others do; -1 if that is not sure."""
            h4 = h * 4
            p4 = (h ^ 2) * 4
            o4 = ((h + 1) & 3) * 4  # the opponent still to play after h
            mine = H[h4 + led]
            their = H[o4 + led]
            opp_can_ruff = has_trump and led != trump and not their and H[o4 + trump] != 0
            if pos == 1:
                ours = mine | H[p4 + led]
                if ours > wbit and ours > their and not opp_can_ruff:
                    return (1 << (ours.bit_length() - 1)) << shift[led]
                if has_trump and led != trump and not opp_can_ruff and (
                        (not mine and H[h4 + trump]) or (not H[p4 + led] and H[p4 + trump])):
                    return 0
                return -1
            # third hand: partner led
            if whand == (h ^ 2):
                if wbit > their and not opp_can_ruff:
                    return wbit << shift[led]
            if wsuit == led:
                if mine:
                    if mine > wbit and mine > their and not opp_can_ruff:
                        return (1 << (mine.bit_length() - 1)) << shift[led]
                    return -1
                if has_trump and led != trump and H[h4 + trump] and (their or not H[o4 + trump]):
                    return 0
            return -1

        def sure_trump_tricks() -> tuple[int, int, int]:
            """Tricks won by the top trumps of one hand (each wins whenever it is played): how many,
            1 if that hand is North or South's, and the lowest of them as a card set."""
            t = alive[trump]
            if not t:
                return 0, 0, 0
            top = 1 << (t.bit_length() - 1)
            for seat in range(4):
                mine = H[seat * 4 + trump]
                if mine & top:
                    count = 0
                    low = top
                    while t and mine & top:
                        count += 1
                        low = top
                        t ^= top
                        top = 1 << (t.bit_length() - 1) if t else 0
                    return count, 1 if seat & 1 == 0 else 0, low << shift[trump]
            return 0, 0, 0

        def lead_moves(L: int, n: int, best_suit: int, best_rel: int) -> list[Move]:
            """The leads in the order to try them: weights after DDS's published heuristics (a suit
            where the opponents have few cards and cannot ruff first, winners and leads towards
            partner's winners before small cards), the best card of each suit before the others."""
            l4 = L * 4
            p4 = (L ^ 2) * 4
            a4 = ((L + 1) & 3) * 4
            b4 = ((L + 3) & 3) * 4
            killer_suit = killer_s[n * 4]
            killer_bit = killer_b[n * 4]
            scored: list[tuple[int, int, int]] = []
            for s in range(4):
                mine = H[l4 + s]
                if not mine:
                    continue
                a = alive[s]
                lho = H[a4 + s]
                rho = H[b4 + s]
                part = H[p4 + s]
                opp = lho | rho
                ruff = has_trump and s != trump and (
                    (not lho and H[a4 + trump] != 0) or (not rho and H[b4 + trump] != 0))
                top = 1 << (a.bit_length() - 1)
                rest = a ^ top
                second = 1 << (rest.bit_length() - 1) if rest else 0
                bonus = -10 if ruff else 0
                if rho & (top | second):
                    bonus -= 18
                if (has_trump and s != trump and mine.bit_count() == 1 and H[l4 + trump]
                        and part & top and part.bit_count() >= 2):
                    bonus += 16
                count_l = lho.bit_count() * 4 if lho else 4 * n + 4
                count_r = rho.bit_count() * 4 if rho else 4 * n + 4
                delta = bonus - (count_l + count_r) * 32 // 15
                opp_single_top = (lho == top) or (rho == top)
                group = reps(a, mine)
                my_high = group[-1]
                suit_best = -1000
                first = len(scored)
                for b in group:
                    r = b.bit_length() + 1
                    if not ruff and (b | part) > opp:
                        if opp_single_top:
                            w = 40 - r
                        elif mine & top:
                            w = 50 - r if part & second else (31 if b == my_high else 19 - r)
                        elif part & top:
                            w = 50 - r if mine & second else 35 - r
                        elif mine & second and b == my_high and b != second:
                            w = 40
                        else:
                            w = 30 - r
                        if s == killer_suit and b == killer_bit:
                            w += 52
                        if s == best_suit and (a >> b.bit_length()).bit_count() == best_rel:
                            w += 11
                    else:
                        if opp_single_top:
                            w = 29 - r
                        elif mine & top:
                            w = 44 - r if part & second else (25 if b == my_high else 13 - r)
                        elif part & top:
                            w = 44 - r if mine & second else 29 - r
                        elif mine & second and b == my_high and b != second:
                            w = 29
                        else:
                            w = 13 - r
                        if s == killer_suit and b == killer_bit:
                            w += 20
                        if s == best_suit and (a >> b.bit_length()).bit_count() == best_rel:
                            w += 9
                    w += delta
                    if w > suit_best:
                        suit_best = w
                    scored.append((w, s, b))
                # the best card of each suit goes before every second choice
                for i in range(first, len(scored)):
                    if scored[i][0] == suit_best:
                        scored[i] = (suit_best + 1000, s, scored[i][2])
                        break
            scored.sort(reverse=True)
            return [(s, b) for _, s, b in scored]

        def follow_moves(h: int, pos: int, n: int, led: int, wsuit: int, wbit: int, whand: int) -> list[Move]:
            """The cards h may play at `pos` (1..3) of the trick, in the order to try them: cheapest
            card that wins the trick for h's side first, low when partner has it, ruff cheaply,
            discard from long suits (weights after DDS's published heuristics)."""
            h4 = h * 4
            mine = H[h4 + led]
            partner_wins = whand == (h ^ 2)
            nxt = ((h + 1) & 3) * 4  # the next hand to play (an opponent)
            if mine:
                if not mine & (mine - 1):
                    return [(led, mine)]
                group = reps(alive[led], mine)
                if len(group) == 1:
                    return [(led, group[0])]
                # The weights of DDS's heuristics reduce to splitting the ascending list.
                if wsuit != led:  # ruffed already: nothing of the suit led wins
                    return [(led, b) for b in group]
                if pos == 3:
                    if partner_wins:
                        return [(led, b) for b in group]
                    return [(led, b) for b in group if b > wbit] + [(led, b) for b in group if b < wbit]
                other = H[nxt + led]
                if has_trump and led != trump and not other and H[nxt + trump]:
                    return [(led, b) for b in group]
                if pos == 1:
                    return [(led, b) for b in group if b > wbit and b > other] + \
                        [(led, b) for b in group if b < wbit or b < other]
                ours = wbit if partner_wins else 0
                theirs = other if partner_wins else other | wbit
                return [(led, b) for b in group if (b | ours) > theirs] + \
                    [(led, b) for b in group if (b | ours) < theirs and b > wbit] + \
                    [(led, b) for b in group if (b | ours) < theirs and b < wbit]
            # void in the suit led: ruff or discard
            scored: list[tuple[int, int, int]] = []
            trumps = H[h4 + trump] if has_trump else 0
            other_trumps = H[nxt + trump] if has_trump and pos < 3 and not H[nxt + led] else 0
            for s in range(4):
                m = H[h4 + s]
                if not m:
                    continue
                add = m.bit_count() * 64 // 36
                suit_best = -1000
                first = len(scored)
                for b in reps(alive[s], m):
                    r = b.bit_length()
                    if s == trump:
                        beats = wsuit != trump or b > wbit
                        safe = beats and b > other_trumps
                        if partner_wins:
                            w = (30 if safe else 14) - r + add
                        elif safe:
                            w = (70 if pos == 2 else 30) - r + add
                        elif beats:
                            w = 15 - r + add
                        else:
                            w = -15 - r
                    else:
                        w = (60 if pos < 3 else 30) - r + add if partner_wins else (14 if pos == 3 else 0) - r + add
                    if w > suit_best:
                        suit_best = w
                    scored.append((w, s, b))
                for i in range(first, len(scored)):
                    if scored[i][0] == suit_best:
                        scored[i] = (suit_best + 1000, s, scored[i][2])
                        break
            scored.sort(reverse=True)
            return [(s, b) for _, s, b in scored]

        def last_trick(L: int) -> int:
            """The last trick (each hand holds one card): 1 if North–South win it, with the winning
            card when it won by rank."""
            best_suit = -1
            best_bit = 0
            best_hand = L
            contested = False
            for p in range(4):
                h = (L + p) & 3
                h4 = h * 4
                for s in range(4):
                    b = H[h4 + s]
                    if b:
                        if p == 0:
                            best_suit, best_bit = s, b
                        elif s == best_suit:
                            contested = True
                            if b > best_bit:
                                best_bit, best_hand = b, h
                        elif s == trump:
                            best_suit, best_bit, best_hand = s, b, h
                            contested = False
                        break
            wr = best_bit << shift[best_suit] if contested else 0
            return wr << 1 | (1 if best_hand & 1 == 0 else 0)

        def whole_runs(acc: int, h4: int, moves: list[Move], a0: int, a1: int, a2: int, a3: int) -> int:
            """After every move failed (an all-node): a run of equal cards searched as one move must
            lie wholly inside or wholly outside the cards the result depends on. Where the run's top
            is inside and its lowest card outside, a position agreeing on those cards may split the
            run into different moves that were never searched; the lowest card is then made to
            matter too. `a0`..`a3`: the cards in play per suit when the moves were made."""
            wr = acc >> 1
            for s, b in moves:
                a = (a0, a1, a2, a3)[s]
                above = a & ~((b << 1) - 1)
                if not above & -above & H[h4 + s]:
                    continue  # a single card
                marked = wr >> shift[s] & 0x1FFF
                low = marked & -marked
                if low > b and not a & ((low << 1) - 1) & ~(b - 1) & ~H[h4 + s]:
                    wr |= b << shift[s]
            return wr << 1 | (acc & 1)

        def lead(L: int, need: int, n: int, lengths: int) -> int:
            """L leads to a new trick; North–South need `need` of the `n` tricks left."""
            if need <= 0:
                return 1
            if need > n:
                return 0
            search.nodes += 1
            if search.nodes > search.limit:
                raise OutOfBudget
            if n == 1:
                return last_trick(L)
            a0, a1, a2, a3 = alive
            v0 = views[0].get(a0) or suit_view(0, a0)
            v1 = views[1].get(a1) or suit_view(1, a1)
            v2 = views[2].get(a2) or suit_view(2, a2)
            v3 = views[3].get(a3) or suit_view(3, a3)
            key0, top0 = v0
            key1, top1 = v1
            key2, top2 = v2
            key3, top3 = v3
            # This very position seen before: the bounds found for it, with the cards they rest on.
            full = key0[-1] | key1[-1] | key2[-1] | key3[-1] | L << 108
            known = exact_get(full)
            if known is not None:
                k0: int
                k1: int
                k2: int
                k3: int
                if known[0] >= need:
                    k0, k1, k2, k3 = known[1]
                    return (top0[k0] | top1[k1] | top2[k2] | top3[k3]) << 1 | 1
                if known[2] < need:
                    k0, k1, k2, k3 = known[3]
                    return (top0[k0] | top1[k1] | top2[k2] | top3[k3]) << 1
            bucket_key = lengths << 2 | L
            bucket = table.get(bucket_key)
            best_suit = best_rel = -1
            if bucket is not None:
                for prof, entries in bucket.items():
                    k0, k1, k2, k3 = prof
                    entry = entries.get(key0[k0] | key1[k1] | key2[k2] | key3[k3])
                    if entry is not None:
                        lo, hi, bs, br = entry
                        if lo >= need or hi < need:
                            wr = top0[k0] | top1[k1] | top2[k2] | top3[k3]
                            if known is None:
                                known = [0, prof, n, prof]
                                exact[full] = known
                            if lo >= need:
                                known[0] = lo
                                known[1] = prof
                                return wr << 1 | 1
                            known[2] = hi
                            known[3] = prof
                            return wr << 1
                        if bs >= 0 and best_suit < 0:
                            best_suit, best_rel = bs, br
            else:
                bucket = {}
                table[bucket_key] = bucket
            views4 = (key0, key1, key2, key3)
            ns_leads = L & 1 == 0
            # What the leader's side needs to settle the question its way, and what the other side needs.
            mine_need = need if ns_leads else n - need + 1
            theirs_need = n - mine_need + 1
            qt, wr = quick_tricks(L)
            if qt < mine_need:
                cross, cross_wr = cross_tricks(L)
                if cross > qt:
                    qt, wr = cross, cross_wr
            if qt >= mine_need:
                store(bucket, full, wr, views4, qt if ns_leads else 0, n if ns_leads else n - qt, -1, -1)
                return wr << 1 | (1 if ns_leads else 0)
            if theirs_need == 1:
                wr = opponents_win_this_trick(L)
                if wr < 0:
                    wr = cannot_win_all(L, n)
                if wr >= 0:
                    store(bucket, full, wr, views4, 0 if ns_leads else 1, n - 1 if ns_leads else n, -1, -1)
                    return wr << 1 | (0 if ns_leads else 1)
            if has_trump:
                count, ns_side, wr = sure_trump_tricks()
                if ns_side and count >= need or not ns_side and n - count < need:
                    store(bucket, full, wr, views4, count if ns_side else 0, n if ns_side else n - count,
                          -1, -1)
                    return wr << 1 | ns_side
            want = 1 if ns_leads else 0
            acc = 0
            l4 = L * 4
            slot = n * 4
            moves = lead_moves(L, n, best_suit, best_rel)
            for move in moves:
                s, b = move
                H[l4 + s] ^= b
                trick_suit[slot] = s
                trick_bit[slot] = b
                r = follow(L, 1, need, n, s, s, b, L, False, lengths - unit[l4 + s])
                H[l4 + s] ^= b
                if r & 1 == want:
                    killer_s[slot] = s
                    killer_b[slot] = b
                    store(bucket, full, r >> 1, views4, need if want else 0, n if want else need - 1,
                          s, (alive[s] >> b.bit_length()).bit_count())
                    return r
                acc |= r
            acc = whole_runs(acc, l4, moves, alive[0], alive[1], alive[2], alive[3])
            store(bucket, full, acc >> 1, views4, 0 if want else need, need - 1 if want else n,
                  best_suit, best_rel)
            return acc

        def store(bucket: dict[tuple[int, int, int, int], dict[int, Entry]], full: int, wr: int,
                  keys: tuple[tuple[int, ...], ...], lo: int, hi: int, best_suit: int, best_rel: int) -> None:
            """Keep a bound for every position that agrees with this one on the cards in `wr`.

            The cards are kept as a profile (how many top cards of each suit), never as ranks: a
            later position with the same layout may hold other ranks."""
            ks = [0, 0, 0, 0]
            for s in range(4):
                m = wr >> shift[s] & 0x1FFF
                if m:
                    ks[s] = (alive[s] >> ((m & -m).bit_length() - 1)).bit_count()
            k0, k1, k2, k3 = ks
            key = keys[0][k0] | keys[1][k1] | keys[2][k2] | keys[3][k3]
            prof = (k0, k1, k2, k3)
            known = exact_get(full)
            if known is None:
                exact[full] = [lo, prof, hi, prof]
            else:
                if lo > known[0]:
                    known[0] = lo
                    known[1] = prof
                if hi < known[2]:
                    known[2] = hi
                    known[3] = prof
            entries = bucket.get(prof)
            if entries is None:
                entries = {}
                bucket[prof] = entries
            entry = entries.get(key)
            if entry is None:
                entries[key] = [lo, hi, best_suit, best_rel]
            else:
                if lo > entry[0]:
                    entry[0] = lo
                if hi < entry[1]:
                    entry[1] = hi
                if best_suit >= 0:
                    entry[2] = best_suit
                    entry[3] = best_rel

        def follow(L: int, pos: int, need: int, n: int, led: int, wsuit: int, wbit: int, whand: int,
                   contested: bool, lengths: int) -> int:
            """The second or third card of the trick led by L (`pos` 1 or 2)."""
            h = (L + pos) & 3
            h4 = h * 4
            want = 1 if h & 1 == 0 else 0
            if need == 1 if want else need == n:
                wr = side_wins_trick(h, pos, led, wsuit, wbit, whand)
                if wr >= 0:
                    return wr << 1 | want
            acc = 0
            slot = n * 4 + pos
            nxt = fourth if pos == 2 else follow
            moves = follow_moves(h, pos, n, led, wsuit, wbit, whand)
            for s, b in moves:
                if s == wsuit:
                    if b > wbit:
                        nsuit, nbit, nhand, ncont = s, b, h, True
                    else:
                        nsuit, nbit, nhand, ncont = wsuit, wbit, whand, True
                elif s == trump:
                    nsuit, nbit, nhand, ncont = s, b, h, False
                else:
                    nsuit, nbit, nhand, ncont = wsuit, wbit, whand, contested
                H[h4 + s] ^= b
                trick_suit[slot] = s
                trick_bit[slot] = b
                r = nxt(L, pos + 1, need, n, led, nsuit, nbit, nhand, ncont, lengths - unit[h4 + s])
                H[h4 + s] ^= b
                if r & 1 == want:
                    return r
                acc |= r
            return whole_runs(acc, h4, moves, alive[0], alive[1], alive[2], alive[3])

        def fourth(L: int, pos: int, need: int, n: int, led: int, wsuit: int, wbit: int, whand: int,
                   contested: bool, lengths: int) -> int:
            """The last card of the trick led by L; then the winner leads to the next trick."""
            h = (L + 3) & 3
            h4 = h * 4
            want = 1 if h & 1 == 0 else 0
            moves = follow_moves(h, 3, n, led, wsuit, wbit, whand)
            # The trick's first three cards leave the game (after the moves were merged with them).
            base = n * 4
            s0 = trick_suit[base]
            s1 = trick_suit[base + 1]
            s2 = trick_suit[base + 2]
            b0 = trick_bit[base]
            b1 = trick_bit[base + 1]
            b2 = trick_bit[base + 2]
            alive[s0] ^= b0
            alive[s1] ^= b1
            alive[s2] ^= b2
            acc = 0
            for s, b in moves:
                if s == wsuit:
                    if b > wbit:
                        nsuit, nbit, nhand, ncont = s, b, h, True
                    else:
                        nsuit, nbit, nhand, ncont = wsuit, wbit, whand, True
                elif s == trump:
                    nsuit, nbit, nhand, ncont = s, b, h, False
                else:
                    nsuit, nbit, nhand, ncont = wsuit, wbit, whand, contested
                H[h4 + s] ^= b
                alive[s] ^= b
                if nhand & 1:
                    r = lead(nhand, need, n - 1, lengths - unit[h4 + s])
                else:
                    r = lead(nhand, need - 1, n - 1, lengths - unit[h4 + s])
                alive[s] ^= b
                H[h4 + s] ^= b
                if ncont:
                    r |= nbit << shift[nsuit] << 1
                if r & 1 == want:
                    acc = r
                    break
                acc |= r
            else:
                # (the trick's cards still separate runs: they were on the table when the moves were made)
                table_cards = [0, 0, 0, 0]
                table_cards[s0] |= b0
                table_cards[s1] |= b1
                table_cards[s2] |= b2
                acc = whole_runs(acc, h4, moves, alive[0] | table_cards[0], alive[1] | table_cards[1],
                                 alive[2] | table_cards[2], alive[3] | table_cards[3])
            alive[s0] ^= b0
            alive[s1] ^= b1
            alive[s2] ^= b2
            return acc

        def test(leader: int, trick: list[Move], target: int) -> bool:
            for s in range(4):
                alive[s] = H[s] | H[4 + s] | H[8 + s] | H[12 + s]
            n = sum(H[leader * 4 + s].bit_count() for s in range(4))
            lengths = packed_lengths(H)
            if not trick:
                return lead(leader, target, n, lengths) & 1 == 1
            n += 1
            # Cards already played to this trick are still "alive" for equivalence until it ends.
            for s, b in trick:
                alive[s] |= b
            led = trick[0][0]
            wsuit, wbit, whand = trick[0][0], trick[0][1], leader
            contested = False
            for p, (s, b) in enumerate(trick):
                trick_suit[n * 4 + p] = s
                trick_bit[n * 4 + p] = b
                if p:
                    if s == wsuit:
                        contested = True
                        if b > wbit:
                            wbit, whand = b, (leader + p) & 3
                    elif s == trump:
                        wsuit, wbit, whand, contested = s, b, (leader + p) & 3, False
            at = fourth if len(trick) == 3 else follow
            try:
                return at(leader, len(trick), target, n, led, wsuit, wbit, whand, contested, lengths) & 1 == 1
            finally:
                for s, b in trick:
                    alive[s] ^= b

        return test
