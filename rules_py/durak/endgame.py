"""The two-player endgame of the bout variants as a compact position, for the solver.

Once the talon is empty and only two players hold cards, a player who remembers the cards knows
both hands: every other card of the pack went to the discard face up. The game is then one of
perfect information, and this module writes it down in a form a search can afford to visit millions
of times: a tuple of small integers, the cards as bits.

A card is the bit ``copy * 64 + suit * 16 + rank``: ``rank`` is the card's place among the ranks
still in play (0 the lowest), ``suit`` a label 0–3, ``copy`` 0 or 1 (двухколодный большой дурак).
A position is ``(phase, A, D, U, B, cap, passed_on, ta, td)``:

- ``phase``: `LEAD`, `DEFEND` (the defender to move), `THROW` or `TAKING` (the attacker to move:
  with two players he is the only one who throws in);
- ``A``, ``D``: the attacker's and the defender's hands; ``U``: the unbeaten attacking cards on the
  table; ``B``: both cards of every beaten pair (which card covers which no longer matters: a
  throw-in needs only the ranks on the table, a take or «бито» moves them all);
- ``cap``: the most pairs this bout may hold (`NO_CAP` without a limit); ``passed_on``: 1 once the
  attack was passed on this bout (only kept when the rules forbid passing it on again);
- ``ta``, ``td``: the suit label that is trump for the attacker and for the defender (-1: none).

The labels are canonical (`canonical`): ranks no card in play holds are dropped (cards of a suit
that are adjacent once the cards between them are gone play the same — in durak across suits too,
since a throw-in matches ranks, so a rank is dropped only when no card of it is left anywhere), the
suits with no part of their own (neither trump nor «only by its own suit») are ordered by the
cards they hold, and twin cards of two packs are numbered by where they lie. Two positions with the
same key have the same value; the position is put in this form at the start of every bout (no card
leaves play inside a bout, so the labels hold until «бито» or a take).

>>> from rules_py.durak.setup import endgame
>>> state = endgame("durak.podkidnoy", [["6H", "7S"], ["8H", "7C", "6C"]], trump_suit="H")
>>> rules = rules_of(state)
>>> pos = from_state(state, rules)
>>> pos[0] == LEAD, bin(pos[1]), bin(pos[2])
(True, '0b100000000000000001', '0b1100000000000000000000000000000100')
>>> len(moves(pos, rules))
2
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterable

from rules_py.durak.beating import can_beat_all, rank, suit
from rules_py.durak.rules import DurakRules
from rules_py.errors import BadRequest

State = dict[str, Any]
Pos = tuple[int, int, int, int, int, int, int, int, int]
#: A move inside the search: (kind, card mask, second card's mask). Kinds below.
Step = tuple[int, int, int]

LEAD, DEFEND, THROW, TAKING = 0, 1, 2, 3
ATTACK, BEAT, TRANSFER, TAKE, ADD, PASS = 0, 1, 2, 3, 4, 5
NO_CAP = 99
LANE = 16
LOW = (1 << 64) - 1
_PHASES = {"lead": LEAD, "defend": DEFEND, "throw": THROW, "taking": TAKING}


@dataclass(frozen=True)
class Rules:
    """What the endgame of one variant needs of its rules, and the tables built from them."""

    transfer: str
    transfer_passes: str
    transfer_check_hold: bool
    transfer_repeat: bool
    voluntary_take: bool
    throw_after_take: bool
    bout_limit: int | None
    lose_at_cards: int | None
    twins_beat: bool
    packs: int
    #: The label of the suit only its own cards beat (-1: none).
    own_label: int

    @property
    def spread_mask(self) -> int:
        return (1 << (64 * self.packs)) - 1

    @property
    def rank_cards(self) -> tuple[int, ...]:
        """Every card of each rank, in every suit and pack."""
        return _rank_cards(self.packs)

    def beaters(self, trump: int) -> tuple[int, ...]:
        return _beaters(self.own_label, self.twins_beat, self.packs, trump)


@lru_cache(maxsize=64)
def _beaters(own: int, twins: bool, packs: int, trump: int) -> tuple[int, ...]:
    """For every card bit, the mask of the cards that beat it for a defender whose trump label is
    `trump` (-1: none)."""
    table = [0] * (64 * packs)
    for copy in range(packs):
        for s in range(4):
            for r in range(LANE):
                mask = 0
                for c in range(packs):
                    base = c * 64 + s * LANE
                    for higher in range(r + (0 if twins else 1), LANE):
                        if higher == r and c == copy:
                            continue
                        mask |= 1 << (base + higher)
                    if trump >= 0 and s != trump and s != own:
                        mask |= 0xFFFF << (c * 64 + trump * LANE)
                table[copy * 64 + s * LANE + r] = mask
    return tuple(table)


@lru_cache(maxsize=4)
def _rank_cards(packs: int) -> tuple[int, ...]:
    lane = sum(1 << (16 * i) for i in range(4 * packs))
    return tuple(lane << r for r in range(LANE))


def rules_of(state: State) -> Rules:
    """The endgame rules of a durak state's variant (packs from its deck)."""
    rules = DurakRules.from_json(state["rules"])
    own = rules.only_by_own_suit
    trump = state["trump_suit"]
    if own is not None and own == trump:
        own = None  # trumps are beaten only by higher trumps anyway
    if own is None:
        own_label = -1
    elif state["player_trumps"] is not None:
        own_label = 2
    elif trump is not None:
        own_label = 1
    else:
        own_label = 0
    return Rules(
        transfer=rules.transfer, transfer_passes=rules.transfer_passes,
        transfer_check_hold=rules.transfer_check_hold, transfer_repeat=rules.transfer_repeat,
        voluntary_take=rules.voluntary_take, throw_after_take=rules.throw_after_take,
        bout_limit=rules.bout_limit, lose_at_cards=rules.lose_at_cards,
        twins_beat=not rules.identical_twin_cannot_beat,
        packs=2 if str(state["deck"]).startswith("2x") else 1, own_label=own_label,
    )


# --- bits ---------------------------------------------------------------------------------------


def bits(mask: int) -> Iterable[int]:
    """The set bits of a mask, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def ranks_of(mask: int) -> int:
    """The ranks present in a mask, as one 16-bit lane."""
    x = mask | (mask >> 64)
    return (x | (x >> 16) | (x >> 32) | (x >> 48)) & 0xFFFF


def spread(ranks: int, rules: Rules) -> int:
    """Every card of the given ranks (a 16-bit lane), in every suit and pack."""
    x = ranks | (ranks << 16) | (ranks << 32) | (ranks << 48)
    return (x | (x << 64)) & rules.spread_mask


def mover_is_attacker(pos: Pos) -> bool:
    return pos[0] != DEFEND


# --- canonical form ------------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def _squeeze_tables(live: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For a 16-bit lane of the ranks in play, what each byte of a lane becomes once the ranks
    not in play are dropped (the low byte's table, the high byte's table, already shifted)."""
    low_live, high_live = live & 0xFF, live >> 8
    shift = low_live.bit_count()

    def squeeze(value: int, keep: int) -> int:
        out = i = 0
        for bit in range(8):
            if keep >> bit & 1:
                out |= (value >> bit & 1) << i
                i += 1
        return out

    return (tuple(squeeze(v, low_live) for v in range(256)),
            tuple(squeeze(v, high_live) << shift for v in range(256)))


def _squeeze(mask: int, live: int, lanes: int) -> int:
    """`mask` with the ranks not in `live` dropped in every lane."""
    low, high = _squeeze_tables(live)
    out = 0
    for lane in range(lanes):
        v = (mask >> (16 * lane)) & 0xFFFF
        if v:
            out |= (low[v & 0xFF] | high[v >> 8]) << (16 * lane)
    return out


def recanonical(pos: Pos, rules: Rules) -> Pos:
    """The position in canonical labels: ranks no card in play holds dropped, the suits with a part
    of their own first (the attacker's trump, the defender's, the suit only its own cards beat), the
    others ordered by the cards they hold, the twins of two packs numbered by where they lie (the
    first copy in the attacker's hand, then the defender's, the unbeaten cards, the beaten pairs)."""
    phase, a, d, u, b, cap, passed, ta, td = pos
    live = ranks_of(a | d | u | b)
    packs = rules.packs
    if live & (live + 1):
        lanes = 4 * packs
        a, d = _squeeze(a, live, lanes), _squeeze(d, live, lanes)
        u = _squeeze(u, live, lanes) if u else 0
        b = _squeeze(b, live, lanes) if b else 0
    specials, plain = _suit_plan(ta, td, rules.own_label)
    if len(plain) > 1:
        def held(s: int) -> tuple[int, ...]:
            shift = s * LANE
            return tuple((x >> (shift + 64 * c)) & 0xFFFF for c in range(packs) for x in (a, d, u, b))

        plain = tuple(sorted(plain, key=held, reverse=True))
    order = specials + plain
    if order != (0, 1, 2, 3):
        a, d, u, b = (_move_lanes(x, order, packs) for x in (a, d, u, b))
    if packs == 2:
        a, d, u, b = _number_twins([a, d, u, b])
    return (phase, a, d, u, b, cap, passed, order.index(ta) if ta >= 0 else -1, order.index(td) if td >= 0 else -1)


@lru_cache(maxsize=64)
def _suit_plan(ta: int, td: int, own: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The suits with a part of their own, in label order, and the others."""
    specials: list[int] = []
    for special in (ta, td, own):
        if special >= 0 and special not in specials:
            specials.append(special)
    return tuple(specials), tuple(s for s in range(4) if s not in specials)


def _move_lanes(mask: int, order: tuple[int, ...], packs: int) -> int:
    """`mask` with the lane of suit `order[i]` moved to lane `i` (in every pack)."""
    if not mask:
        return 0
    out = 0
    for new, old in enumerate(order):
        for copy in range(packs):
            out |= ((mask >> (copy * 64 + old * LANE)) & 0xFFFF) << (copy * 64 + new * LANE)
    return out


def _number_twins(places: list[int]) -> tuple[int, int, int, int]:
    """Of two identical cards, the first copy is the one that lies first (in the order of `places`)."""
    out = []
    firsts = 0  # cards whose first copy is placed, as a 64-bit mask
    for x in places:
        first, second = x & LOW, x >> 64
        held = first | second
        both = first & second
        out.append((held & ~firsts) | (((held & firsts) | both) << 64))
        firsts |= held
    return out[0], out[1], out[2], out[3]


# --- from an engine state ----------------------------------------------------------------------


def from_state(state: State, rules: Rules) -> Pos:
    """The canonical position of a durak state whose talon is empty and whose bout is played by the
    only two players holding cards (the caller checks that: `rules_py.durak.solver.known_state`)."""
    attacker, defender = int(state["attacker"]), int(state["defender"])
    trumps = state["player_trumps"]
    ta = trumps[attacker] if trumps is not None else state["trump_suit"]
    td = trumps[defender] if trumps is not None else state["trump_suit"]
    rule_set = DurakRules.from_json(state["rules"])
    specials = [ta, td, rule_set.only_by_own_suit if rules.own_label >= 0 else None]
    labels: dict[str, int] = {}
    for s in [*specials, "C", "D", "H", "S"]:
        if s is not None and s not in labels:
            labels[s] = len(labels)
    places = [0, 0, 0, 0]
    held: list[tuple[int, list[str]]] = [(0, state["hands"][attacker]), (1, state["hands"][defender])]
    for a, d in state["table"]:
        if d is None:
            held.append((2, [a]))
        else:
            held.append((3, [a, d]))
    for place, cards in held:
        for card in cards:
            bit = labels[suit(card)] * LANE + rank(card)
            if places[place] >> bit & 1:
                bit += 64
            if bit >= 64 * rules.packs or places[place] >> bit & 1:
                raise BadRequest("Состояние партии повреждено: одна и та же карта встречается дважды.")
            places[place] |= 1 << bit
    cap = rule_set.bout_limit
    if state["bout"] == 1 and rule_set.first_bout_limit is not None:
        cap = min(rule_set.first_bout_limit, cap) if cap is not None else rule_set.first_bout_limit
    passed = 1 if not rules.transfer_repeat and state["transfers"] > 0 else 0
    raw: Pos = (_PHASES[state["phase"]], places[0], places[1], places[2], places[3],
                NO_CAP if cap is None else cap, passed,
                labels[ta] if ta is not None else -1, labels[td] if td is not None else -1)
    return recanonical(raw, rules)


# --- moves ---------------------------------------------------------------------------------------


def _groups(cards: int, limit: int, rules: Rules, kind: int) -> list[Step]:
    """Every non-empty set of cards of one rank out of `cards`, at most `limit` of them: the single
    cards lowest first, then the sets of two or more (a set that leaves a twin's first copy in hand
    for its second is the same set: skipped)."""
    if limit <= 0 or not cards:
        return []
    singles: list[Step] = []
    several: list[Step] = []
    by_rank = rules.rank_cards
    lanes = ranks_of(cards)
    while lanes:
        low = lanes & -lanes
        lanes ^= low
        group = cards & by_rank[low.bit_length() - 1]
        if not group & (group - 1):
            singles.append((kind, group, 0))
            continue
        sub = group
        while sub:
            if not (sub >> 64) & ~sub & group:
                if not sub & (sub - 1):
                    singles.append((kind, sub, 0))
                elif limit > 1 and sub.bit_count() <= limit:
                    several.append((kind, sub, 0))
            sub = (sub - 1) & group
    return singles + several


def _room(pos: Pos) -> int:
    """How many more attacking cards the table takes: never more unbeaten cards than the defender
    holds, never more pairs than the cap."""
    _, _, d, u, b, cap, _, _, _ = pos
    waiting = u.bit_count()
    return min(d.bit_count() - waiting, cap - waiting - b.bit_count() // 2)


def _can_add(pos: Pos, rules: Rules) -> bool:
    """Whether the attacker has a throw-in now (else the engine skips him)."""
    return _room(pos) > 0 and bool(pos[1] & spread(ranks_of(pos[3] | pos[4]), rules))


def moves(pos: Pos, rules: Rules) -> list[Step]:
    """The legal moves of the player to move, cheapest first."""
    phase, a, d, u, b, cap, passed, ta, td = pos
    found: list[Step]
    if phase == LEAD:
        found = _groups(a, min(d.bit_count(), cap), rules, ATTACK)
        # Several cards of a rank first (they rid the hand of most), then single cards, cheapest first.
        found.sort(key=lambda m: (-m[1].bit_count(), _cost(m[1], td)))
        return found
    if phase == DEFEND:
        beaters = rules.beaters(td)
        found = []
        for attack in bits(u):
            if attack >= 64 and u & (1 << (attack - 64)):
                continue  # two identical cards to beat: beating either is the same
            for card in bits(d & beaters[attack]):
                if card >= 64 and d & (1 << (card - 64)):
                    continue  # the twin's first copy does the same
                found.append((BEAT, 1 << attack, 1 << card))
        found.sort(key=lambda m: (_cost(m[2], td), -_cost(m[1], td)))
        found.extend(_transfers(pos, rules))
        if rules.voluntary_take or not can_beat_all(list(bits(u)), list(bits(d)), lambda a, c: bool(beaters[a] >> c & 1)):
            found.append((TAKE, 0, 0))
        return found
    found = _groups(a & spread(ranks_of(u | b), rules), _room(pos), rules, ADD)
    found.append((PASS, 0, 0))
    return found


def _cost(mask: int, trump: int) -> int:
    """A card's worth for ordering moves: its rank, trumps above everything."""
    card = mask.bit_length() - 1
    return (card & 15) + (16 if (card >> 4) & 3 == trump else 0)


def _transfers(pos: Pos, rules: Rules) -> list[Step]:
    phase, a, d, u, b, cap, passed, ta, td = pos
    if rules.transfer == "none" or (passed and not rules.transfer_repeat) or not a:
        return []
    if b and rules.transfer == "before_beat":
        return []
    lanes = ranks_of(u)
    if lanes & (lanes - 1):
        return []  # unbeaten cards of more than one rank
    total = u.bit_count() + 1 + (b.bit_count() if rules.transfer_passes == "all_cards" else 0)
    if (rules.transfer_check_hold and total > a.bit_count()) or total > cap:
        return []
    hand = d & spread(lanes, rules)
    return [(TRANSFER, 1 << card, 0) for card in bits(hand) if not (card >= 64 and hand & (1 << (card - 64)))]


# --- playing a move ------------------------------------------------------------------------------

#: What a move leads to: the next position (None at the end), whether the player to move there is
#: the same person as before, and at the end the result for the player who moved (+1, 0, -1).
Outcome = tuple[Pos | None, bool, int]


def play(pos: Pos, step: Step, rules: Rules) -> Outcome:
    """The position after `step` by the player to move."""
    phase, a, d, u, b, cap, passed, ta, td = pos
    kind, x, y = step
    if kind == ATTACK:
        return (DEFEND, a ^ x, d, x, 0, cap, passed, ta, td), False, 0
    if kind == BEAT:
        d ^= y
        u ^= x
        b |= x | y
        if u:
            return (DEFEND, a, d, u, b, cap, passed, ta, td), True, 0
        after: Pos = (THROW, a, d, 0, b, cap, passed, ta, td)
        if _can_add(after, rules):
            return after, False, 0
        return _finish(after, rules, took=False, mover_attacker=False)
    if kind == TRANSFER:
        d ^= x
        if b and rules.transfer_passes == "all_cards":
            u |= b
        u |= x
        # With two players the attack passes back to the one who led it: the roles swap.
        return (DEFEND, d, a, u, 0, cap, 1 if not rules.transfer_repeat else 0, td, ta), False, 0
    if kind == TAKE:
        after = (TAKING, a, d, u, b, cap, passed, ta, td)
        if rules.throw_after_take and _can_add(after, rules):
            return after, False, 0
        return _finish(after, rules, took=True, mover_attacker=False)
    if kind == ADD:
        a ^= x
        u |= x
        if phase == THROW:
            return (DEFEND, a, d, u, b, cap, passed, ta, td), False, 0
        after = (TAKING, a, d, u, b, cap, passed, ta, td)
        if _can_add(after, rules):
            return after, True, 0
        return _finish(after, rules, took=True, mover_attacker=True)
    # PASS: «бито», or no more cards for the taker
    return _finish(pos, rules, took=phase == TAKING, mover_attacker=True)


def _finish(pos: Pos, rules: Rules, took: bool, mover_attacker: bool) -> Outcome:
    """The bout ends: the table goes to the defender or to the discard; who is left with cards
    loses, nobody is a draw; else the next bout (the defender leads after «бито»)."""
    _, a, d, u, b, _, _, ta, td = pos
    cap = NO_CAP if rules.bout_limit is None else rules.bout_limit
    sign = 1 if mover_attacker else -1  # +1: the attacker's result is the mover's
    if took:
        d |= u | b
        if rules.lose_at_cards is not None and d.bit_count() >= rules.lose_at_cards:
            return None, False, sign
        if not a:
            return None, False, sign  # the attacker is out, the defender keeps cards
        return recanonical((LEAD, a, d, 0, 0, cap, 0, ta, td), rules), mover_attacker, 0
    if not a and not d:
        return None, False, 0
    if not d:
        return None, False, -sign
    if not a:
        return None, False, sign
    return recanonical((LEAD, d, a, 0, 0, cap, 0, td, ta), rules), not mover_attacker, 0
