"""A fast copy of the bout mechanic for play-outs: the strong bot plays thousands of games to the end
per decision, which the engine's JSON states cannot afford.

`Sim` holds a whole game (every hand, the stock) as integers: a card is the bit ``copy * 64 + suit
* 16 + rank`` (suits C D H S = 0 1 2 3, ranks 2-14, copy 1 for the second pack's twin), a hand a
mask. It makes the same moves as `rules_py.durak.bout` with the same effects — the bout, the
throw-ins in turn, passing on, taking, refilling, the hidden trump, players going out, the fool or a
draw — which the tests check move by move against the engine; it keeps nothing a bot needs only to
explain itself. `playout` plays a game to its end with `policy`, a quick rule-of-thumb player
for every seat.

>>> from rules_py.durak.setup import new_game
>>> sim = Sim.of(new_game("durak.podkidnoy", 2, 5, {}))
>>> loser = playout(sim)
>>> loser in (0, 1, None), sim.over
(True, True)
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from rules_py.durak.beating import RANK_CODE, rank, suit
from rules_py.durak.endgame import _beaters, _rank_cards, bits, ranks_of
from rules_py.durak.rules import DurakRules

State = dict[str, Any]
SUITS = "CDHS"
SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
LEAD, DEFEND, THROW, TAKING, OVER = 0, 1, 2, 3, 4
_PHASES = {"lead": LEAD, "defend": DEFEND, "throw": THROW, "taking": TAKING, "over": OVER}
NO_CAP = 99
#: A trump is worth this much more than a plain card of the same rank (the policy's measure).
TRUMP = 20


def card_bit(code: str, taken: int = 0) -> int:
    """The bit of a card code; the second copy's bit if the first is in `taken`."""
    bit = SUIT_INDEX[suit(code)] * 16 + rank(code)
    return bit + 64 if taken >> bit & 1 else bit


def held_bit(code: str, hand: int) -> int:
    """The bit of a card of `hand` with this code (its first copy if it holds both)."""
    bit = SUIT_INDEX[suit(code)] * 16 + rank(code)
    return bit if hand >> bit & 1 else bit + 64


def code_of(bit: int) -> str:
    return RANK_CODE[bit & 15] + SUITS[(bit >> 4) & 3]


def codes_of(mask: int) -> list[str]:
    """The codes of a mask's cards, sorted (twins twice)."""
    return sorted(code_of(bit) for bit in bits(mask))


class Sim:
    """A whole durak game of a bout variant, as integers (see the module docstring)."""

    __slots__ = (
        "n", "hands", "stock", "hidden", "trump", "player_trumps", "attacker", "defender", "turn",
        "phase", "unbeaten", "beaten", "bout", "transfers", "passed", "loser", "throw_all", "transfer",
        "passes_all", "check_hold", "repeat", "voluntary", "after_take", "first_limit", "bout_limit",
        "lose_at", "takes_over", "packs", "own", "twins", "spread_mask", "by_rank", "over",
    )

    n: int
    hands: list[int]
    stock: list[int]
    hidden: int
    trump: int
    player_trumps: list[int] | None
    attacker: int
    defender: int
    turn: int
    phase: int
    unbeaten: int
    beaten: int
    bout: int
    transfers: int
    passed: int
    loser: int | None
    throw_all: bool
    transfer: int
    passes_all: bool
    check_hold: bool
    repeat: bool
    voluntary: bool
    after_take: bool
    first_limit: int | None
    bout_limit: int | None
    lose_at: int | None
    takes_over: bool
    packs: int
    own: int
    twins: bool
    spread_mask: int
    by_rank: tuple[int, ...]
    over: bool

    @classmethod
    def of(cls, state: State) -> Sim:
        """The game of an engine state (every hand and the stock as they are)."""
        sim = cls()
        rules = DurakRules.from_json(state["rules"])
        sim.n = int(state["players"])
        taken = 0  # every card of the game gets a bit of its own: twins are told apart

        def place(codes: list[str]) -> list[int]:
            nonlocal taken
            found = []
            for code in codes:
                bit = card_bit(code, taken)
                taken |= 1 << bit
                found.append(bit)
            return found

        sim.hands = [sum(1 << bit for bit in place(h)) for h in state["hands"]]
        sim.stock = place(state["stock"])
        sim.hidden = place([state["hidden"]])[0] if state["hidden"] else -1
        sim.trump = SUIT_INDEX[state["trump_suit"]] if state["trump_suit"] else -1
        sim.player_trumps = [SUIT_INDEX[s] for s in state["player_trumps"]] if state["player_trumps"] else None
        sim.attacker, sim.defender = int(state["attacker"]), int(state["defender"])
        sim.turn = int(state["turn"]) if state["turn"] is not None else -1
        sim.phase = _PHASES[state["phase"]]
        sim.over = sim.phase == OVER
        sim.unbeaten = sum(1 << bit for bit in place([a for a, d in state["table"] if d is None]))
        sim.beaten = sum(1 << bit for bit in place([c for a, d in state["table"] if d is not None for c in (a, d)]))
        sim.bout, sim.transfers = int(state["bout"]), int(state["transfers"])
        sim.passed = sum(1 << seat for seat in state["passed"])
        sim.loser = state.get("loser")
        sim.throw_all = rules.throw_in == "all"
        sim.transfer = ("none", "before_beat", "also_after").index(rules.transfer)
        sim.passes_all = rules.transfer_passes == "all_cards"
        sim.check_hold, sim.repeat = rules.transfer_check_hold, rules.transfer_repeat
        sim.voluntary, sim.after_take = rules.voluntary_take, rules.throw_after_take
        sim.first_limit, sim.bout_limit, sim.lose_at = rules.first_bout_limit, rules.bout_limit, rules.lose_at_cards
        sim.takes_over = rules.hidden_trump == "takes_over"
        sim.packs = 2 if str(state["deck"]).startswith("2x") else 1
        sim.own = SUIT_INDEX[rules.only_by_own_suit] if rules.only_by_own_suit else -1
        sim.twins = not rules.identical_twin_cannot_beat
        sim.spread_mask = (1 << (64 * sim.packs)) - 1
        sim.by_rank = _rank_cards(sim.packs)
        return sim

    def copy(self) -> Sim:
        other = Sim()
        for name in Sim.__slots__:
            setattr(other, name, getattr(self, name))
        other.hands = list(self.hands)
        other.stock = list(self.stock)
        return other

    # --- facts ---

    def trump_of(self, seat: int) -> int:
        return self.player_trumps[seat] if self.player_trumps is not None else self.trump

    def beaters(self, seat: int) -> tuple[int, ...]:
        return _beaters(self.own, self.twins, self.packs, self.trump_of(seat))

    def cap(self) -> int:
        cap = self.bout_limit
        if self.bout == 1 and self.first_limit is not None:
            cap = self.first_limit if cap is None else min(cap, self.first_limit)
        return NO_CAP if cap is None else cap

    def room(self) -> int:
        waiting = self.unbeaten.bit_count()
        pairs = waiting + self.beaten.bit_count() // 2
        return min(self.hands[self.defender].bit_count() - waiting, self.cap() - pairs)

    def table_cards(self, hand: int) -> int:
        """The cards of `hand` whose rank is on the table."""
        lanes = ranks_of(self.unbeaten | self.beaten)
        x = lanes | (lanes << 16) | (lanes << 32) | (lanes << 48)
        return hand & (x | (x << 64)) & self.spread_mask

    def can_throw(self, seat: int) -> bool:
        return self.room() > 0 and bool(self.table_cards(self.hands[seat]))

    def next_holder(self, seat: int) -> int:
        for step in range(1, self.n):
            other = (seat + step) % self.n
            if self.hands[other]:
                return other
        return -1

    def stock_left(self) -> int:
        return len(self.stock) + (self.hidden >= 0)

    # --- moves (each as the engine makes it) ---

    def lead(self, cards: int) -> None:
        self.hands[self.attacker] ^= cards
        self.unbeaten = cards
        self.phase, self.turn = DEFEND, self.defender

    def beat(self, attack: int, card: int) -> None:
        self.hands[self.defender] ^= card
        self.unbeaten ^= attack
        self.beaten |= attack | card
        if not self.unbeaten:
            self.phase, self.passed = THROW, 0
            self._advance()

    def can_transfer(self, card: int) -> bool:
        if self.transfer == 0 or (not self.repeat and self.transfers) or not self.unbeaten:
            return False
        if self.beaten and self.transfer == 1:
            return False
        lanes = ranks_of(self.unbeaten)
        if lanes & (lanes - 1) or not ranks_of(card) & lanes:
            return False
        target = self.next_holder(self.defender)
        if target < 0:
            return False
        total = self.unbeaten.bit_count() + 1 + (self.beaten.bit_count() if self.passes_all else 0)
        return not (self.check_hold and total > self.hands[target].bit_count()) and total <= self.cap()

    def pass_on(self, card: int) -> None:
        seat = self.defender
        target = self.next_holder(seat)
        self.hands[seat] ^= card
        if self.beaten:
            if self.passes_all:
                self.unbeaten |= self.beaten
            self.beaten = 0
        self.unbeaten |= card
        self.attacker, self.defender, self.turn = seat, target, target
        self.transfers += 1
        self.phase, self.passed = DEFEND, 0

    def take(self) -> None:
        self.phase, self.passed = TAKING, 0
        if self.after_take:
            self._advance()
        else:
            self._finish(self.defender)

    def add(self, cards: int) -> None:
        """A throw-in (or cards «вдогонку» to a taker) by the player to move."""
        self.hands[self.turn] ^= cards
        self.unbeaten |= cards
        if self.phase == THROW:
            self.phase, self.turn = DEFEND, self.defender
        else:
            self.passed = 0
            self._advance()

    def done(self) -> None:
        self.passed |= 1 << self.turn
        self._advance()

    def _throwers(self) -> list[int]:
        if not self.throw_all:
            return [self.attacker]
        n = self.n
        return [(self.attacker + i) % n for i in range(n) if (self.attacker + i) % n != self.defender]

    def _advance(self) -> None:
        if self.room() > 0:
            ranks = self.table_cards(self.spread_mask)
            for seat in self._throwers():
                if not self.passed >> seat & 1 and self.hands[seat] & ranks:
                    self.turn = seat
                    return
        self._finish(self.defender if self.phase == TAKING else -1)

    def _finish(self, taker: int) -> None:
        table = self.unbeaten | self.beaten
        defender = self.defender
        self.unbeaten = self.beaten = 0
        if taker >= 0:
            self.hands[taker] |= table
            if self.lose_at is not None and self.hands[taker].bit_count() >= self.lose_at:
                self._end(taker)
                return
        order = self._draw_order()
        if self.stock or self.hidden >= 0:
            self._refill(order)
        holders = [seat for seat in range(self.n) if self.hands[seat]]
        if len(holders) <= 1:
            self._end(holders[0] if holders else None)
            return
        if taker == defender or not self.hands[defender]:
            attacker = self.next_holder(defender)
        else:
            attacker = defender
        self.attacker, self.defender, self.turn = attacker, self.next_holder(attacker), attacker
        self.phase, self.bout, self.transfers, self.passed = LEAD, self.bout + 1, 0, 0

    def _draw_order(self) -> list[int]:
        n, attacker, defender = self.n, self.attacker, self.defender
        middle = [(attacker + i) % n for i in range(1, n) if (attacker + i) % n != defender]
        return [attacker, *middle, defender]

    def _refill(self, order: list[int]) -> None:
        for seat in order:
            need = 6 - self.hands[seat].bit_count()
            while need > 0:
                if self.stock:
                    bit = self.stock.pop(0)
                elif self.hidden >= 0:
                    bit = self.hidden
                    self.hidden = -1
                    if self.takes_over:
                        self.trump = (bit >> 4) & 3
                else:
                    return
                self.hands[seat] |= 1 << bit
                need -= 1

    def _end(self, loser: int | None) -> None:
        self.loser, self.over, self.phase, self.turn = loser, True, OVER, -1


# --- a quick player for play-outs ------------------------------------------------------------------


def _worth(bit: int, trump: int) -> int:
    return (bit & 15) + (TRUMP if (bit >> 4) & 3 == trump else 0)


def _cheapest(mask: int, trump: int) -> int:
    """The bit of the cheapest card of a non-empty mask."""
    best, value = -1, 1 << 30
    for bit in bits(mask):
        w = _worth(bit, trump)
        if w < value:
            best, value = bit, w
    return best


def policy(sim: Sim) -> None:
    """Make one move for the player to move by rules of thumb: lead the cheapest card (with its pair
    when the stock is low), beat each card with the cheapest card that does, pass the attack on with a
    plain card when beating would cost a trump, take when it cannot beat everything, throw in cheap
    plain cards (any card once the stock is empty, but never a trump to a taker)."""
    seat = sim.turn
    trump = sim.trump_of(seat)
    hand = sim.hands[seat]
    phase = sim.phase
    if phase == LEAD:
        bit = _cheapest(hand, trump)
        cards = 1 << bit
        if (bit >> 4) & 3 != trump and (not sim.stock or (bit & 15) <= 10):
            same = hand & sim.by_rank[bit & 15] & ~_suit_mask(trump, sim.packs)
            if same.bit_count() <= min(sim.hands[sim.defender].bit_count(), sim.cap()):
                cards = same
        sim.lead(cards)
        return
    if phase == DEFEND:
        beaters = sim.beaters(seat)
        spare = hand
        plan: list[tuple[int, int]] = []
        for attack in sorted(bits(sim.unbeaten), key=lambda b: -_worth(b, trump)):
            options = spare & beaters[attack]
            if not options:
                plan = []
                break
            card = _cheapest(options, trump)
            spare ^= 1 << card
            plan.append((attack, card))
        trumps_used = [c for _, c in plan if (c >> 4) & 3 == trump]
        if sim.transfer and (not plan or trumps_used or not sim.stock):
            lanes = ranks_of(sim.unbeaten)
            same = hand & sim.by_rank[lanes.bit_length() - 1] & ~_suit_mask(trump, sim.packs) if lanes else 0
            for bit in bits(same):
                if sim.can_transfer(1 << bit):
                    sim.pass_on(1 << bit)
                    return
        if plan and not (len(sim.stock) > 6 and len(trumps_used) >= 2 and sim.voluntary):
            attack, card = plan[0]
            sim.beat(1 << attack, 1 << card)
            return
        if sim.voluntary or not plan:
            sim.take()
            return
        attack, card = plan[0]
        sim.beat(1 << attack, 1 << card)
        return
    # throw / taking
    room = sim.room()
    if room > 0:
        candidates = sim.table_cards(hand)
        if sim.stock:
            candidates &= ~_suit_mask(trump, sim.packs) & ~_high(11 if phase == TAKING else 10, sim.packs)
        elif phase == TAKING:
            candidates &= ~_suit_mask(trump, sim.packs)
        if candidates:
            sim.add(1 << _cheapest(candidates, trump))
            return
    sim.done()


_SUIT_MASKS: dict[tuple[int, int], int] = {}


def _suit_mask(s: int, packs: int) -> int:
    if s < 0:
        return 0
    found = _SUIT_MASKS.get((s, packs))
    if found is None:
        found = _SUIT_MASKS[(s, packs)] = sum(0xFFFF << (c * 64 + s * 16) for c in range(packs))
    return found


@lru_cache(maxsize=8)
def _high(above: int, packs: int) -> int:
    """Every card ranked above `above`."""
    lane = sum(1 << r for r in range(above + 1, 16))
    return sum(lane << (c * 64 + s * 16) for c in range(packs) for s in range(4))


def playout(sim: Sim, limit: int = 2000) -> int | None:
    """Play the game to its end with `policy` for every seat; the fool (None: a draw, or no end
    within `limit` moves)."""
    while not sim.over and limit > 0:
        policy(sim)
        limit -= 1
    return sim.loser if sim.over else None


def play_move(sim: Sim, move: dict[str, Any]) -> None:
    """Make an engine move (as `rules_py.durak.moves` lists it) in the simulation."""
    kind = move["type"]
    hand = sim.hands[sim.turn]
    if kind in ("attack", "throw"):
        cards = 0
        for code in move["cards"]:
            cards |= 1 << held_bit(code, hand & ~cards)
        if kind == "attack":
            sim.lead(cards)
        else:
            sim.add(cards)
    elif kind == "beat":
        sim.beat(1 << held_bit(move["attack"], sim.unbeaten), 1 << held_bit(move["card"], hand))
    elif kind == "transfer":
        sim.pass_on(1 << held_bit(move["card"], hand))
    elif kind == "take":
        sim.take()
    else:
        sim.done()
