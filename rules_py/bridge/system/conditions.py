"""The conditions of the system's rules: tests on a hand or on the auction, each with its Russian words.

Every condition answers four questions:

- `holds(hand, ctx, env)`: does this hand, at this point of the auction, meet it?
- `ru(ctx, env)`: what it requires, in a few Russian words («5+ червей»), or None to say nothing;
- `narrow(shown, ctx, env)`: what the table learns about the hand once the call is made;
- `fact_ru(hand, ctx, env)`: what the hand has, for a hint («у вас 5 червей»).

A condition that looks only at the auction (`on_hand = False`) is also checked when a call is
explained, since the auction is public; a condition on the hand only narrows what is known.

>>> from rules_py.bridge.system.hand import HandFacts
>>> from rules_py.bridge.system.model import Context, Knowledge
>>> ctx = Context((), "N", "N", Knowledge(), {"NS": False, "EW": False})
>>> hand = HandFacts.parse("AS KS QS 2S AH KH 3H 4D 5D 6D 7C 8C 9C")
>>> Len("S", 4).holds(hand, ctx, {}), Len("S", 4).ru(ctx, {}), Hcp(15, 17).ru(ctx, {})
(True, '4+ пик', '15–17 очков')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rules_py.bridge.contract import Strain, bid_parts, call_ru
from rules_py.bridge.system.hand import MAJORS, SUITS, HandFacts
from rules_py.bridge.system.model import SUIT_CODES, Context, Env, Force, Roles, Shown
from rules_py.bridge.system.model import Condition as Condition  # the base, defined beside the rules that hold it
from rules_py.bridge.system.words import ACES, KINGS, SUIT_FORMS, SUIT_IN, cards_in_ru, cards_ru, points_ru, suit_count_ru
from rules_py.words import POINTS_RU
from rules_py.words import plural_ru as agree
from rules_py.cards import Rank, Suit


def suit_of(ref: str, env: Env) -> Suit:
    """A suit named by its code («H») or by a variable bound in env («M»)."""
    return Suit(ref) if ref in SUIT_CODES else env[ref]


def _where(ref: str, roles: Roles) -> str:
    """«в масти партнёра», or «в пиках» for a suit named by its code."""
    return SUIT_IN[Suit(ref)] if ref in SUIT_CODES else roles[ref][1]


def _refs(*refs: str) -> tuple[str, ...]:
    return tuple(r for r in refs if r not in SUIT_CODES)


# ---- points -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Hcp(Condition):
    """High-card points in a range."""

    low: int | None = None
    high: int | None = None

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        return (self.low is None or hand.hcp >= self.low) and (self.high is None or hand.hcp <= self.high)

    def ru(self, ctx: Context, env: Env) -> str | None:
        return points_ru(self.low, self.high)

    def narrow(self, shown: Shown, ctx: Context, env: Env) -> None:
        shown.points(self.low, self.high)

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        return f"{hand.hcp} {agree(hand.hcp, POINTS_RU)}"


@dataclass(frozen=True)
class Total(Hcp):
    """Points with length: high cards plus one for each card over four in a suit."""

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        p = hand.total_points
        return (self.low is None or p >= self.low) and (self.high is None or p <= self.high)

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        p = hand.total_points
        return f"{p} {agree(p, POINTS_RU)} с учётом длинных мастей"


@dataclass(frozen=True)
class Support(Hcp):
    """Points for raising partner's suit: high cards plus the short side suits."""

    suit: str = "M"

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        p = hand.support_points(suit_of(self.suit, env))
        return (self.low is None or p >= self.low) and (self.high is None or p <= self.high)

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        p = hand.support_points(suit_of(self.suit, env))
        return f"{p} {agree(p, POINTS_RU)} с учётом коротких мастей"

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class HcpOutside(Hcp):
    """The points that work opposite partner's shortness in `suit` (a splinter): the ace of that suit
    still takes a trick, its king, queen and jack are wasted there and do not count. With a `trump`,
    the hand's own shape counts too: length, and its short suits other than trumps and `suit`.

    >>> from rules_py.bridge.system.model import Context, Knowledge
    >>> hand = HandFacts.parse("AS KS 9S 2S AH JH TH 6H 3H KD TD 6D 3D")
    >>> ctx, env = Context((), "N", "N", Knowledge(), {}), {"x": Suit.DIAMONDS, "M": Suit.HEARTS}
    >>> HcpOutside(suit="x").points(hand, env), HcpOutside(suit="x", trump="M").points(hand, env)
    (12, 16)
    """

    suit: str = "x"
    trump: str = ""

    def points(self, hand: HandFacts, env: Env) -> int:
        suit = suit_of(self.suit, env)
        wasted = sum({Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}.get(c.rank, 0) for c in hand.cards if c.suit is suit)
        if not self.trump:
            return hand.hcp - wasted
        return hand.total_points + hand.short_suit_points(suit_of(self.trump, env), suit) - wasted

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        p = self.points(hand, env)
        return (self.low is None or p >= self.low) and (self.high is None or p <= self.high)

    def _what(self) -> str:
        return " с длиной и короткими мастями" if self.trump else ""

    def ru(self, ctx: Context, env: Env) -> str | None:
        return (f"{points_ru(self.low, self.high)}{self._what()} без короля, дамы и валета "
                f"{SUIT_IN[suit_of(self.suit, env)]}")

    def ru_roles(self, roles: Roles) -> str | None:
        return f"{points_ru(self.low, self.high)}{self._what()} без короля, дамы и валета в короткой масти партнёра"

    def narrow(self, shown: Shown, ctx: Context, env: Env) -> None:
        return None  # honours wasted in one suit say nothing about the whole hand's points

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        p = self.points(hand, env)
        return (f"{p} {agree(p, POINTS_RU)}{self._what()} без короля, дамы и валета "
                f"{SUIT_IN[suit_of(self.suit, env)]}")

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit, self.trump) if self.trump else _refs(self.suit)


@dataclass(frozen=True)
class OpeningValues(Condition):
    """12-21 high-card points, or 10-11 by the rule of 20 (points + the two longest suits >= 20)."""

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        if 12 <= hand.hcp <= 21:
            return True
        return hand.hcp >= 10 and hand.hcp <= 21 and hand.hcp + sum(hand.shape[:2]) >= 20

    def ru(self, ctx: Context, env: Env) -> str | None:
        return "12–21 очко"

    def narrow(self, shown: Shown, ctx: Context, env: Env) -> None:
        shown.points(11, 21)

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        text = f"{hand.hcp} {agree(hand.hcp, POINTS_RU)}"
        if hand.hcp < 12:
            text += f" и {sum(hand.shape[:2])} карт в двух длинных мастях (правило двадцати)"
        return text


# ---- shape ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Len(Condition):
    """The number of cards in a suit."""

    suit: str
    low: int | None = None
    high: int | None = None

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        n = hand.length[suit_of(self.suit, env)]
        return (self.low is None or n >= self.low) and (self.high is None or n <= self.high)

    def ru(self, ctx: Context, env: Env) -> str | None:
        return cards_ru(suit_of(self.suit, env), self.low, self.high)

    def ru_roles(self, roles: Roles) -> str | None:
        if self.suit in SUIT_CODES:
            return cards_ru(Suit(self.suit), self.low, self.high)
        return cards_in_ru(self.low, self.high, _where(self.suit, roles))

    def narrow(self, shown: Shown, ctx: Context, env: Env) -> None:
        shown.cards(suit_of(self.suit, env), self.low, self.high)

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        suit = suit_of(self.suit, env)
        n = hand.length[suit]
        return suit_count_ru(suit, n)

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class Balanced(Condition):
    """4-3-3-3, 4-4-3-2 or 5-3-3-2."""

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        return hand.balanced

    def ru(self, ctx: Context, env: Env) -> str | None:
        return "ровная рука"

    def narrow(self, shown: Shown, ctx: Context, env: Env) -> None:
        shown.balanced = True
        for suit in SUITS:
            shown.cards(suit, 2, 5)

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        return "рука ровная (" + "-".join(map(str, hand.shape)) + ")"


@dataclass(frozen=True)
class NoShortSuit(Condition):
    """No singleton and no void, except in a suit partner has shown: a hand for no trump."""

    def _suits(self, ctx: Context) -> list[Suit]:
        mate = ctx.shown(ctx.partner)
        return [s for s in SUITS if mate.min_len(s) < 4]

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        return all(hand.length[s] >= 2 for s in self._suits(ctx))

    def ru(self, ctx: Context, env: Env) -> str | None:
        return "нет короткой масти (кроме масти партнёра)"

    def narrow(self, shown: Shown, ctx: Context, env: Env) -> None:
        for suit in self._suits(ctx):
            shown.cards(suit, 2, None)


@dataclass(frozen=True)
class Unbalanced(Condition):
    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        return not hand.balanced

    def ru(self, ctx: Context, env: Env) -> str | None:
        return "неровная рука"


@dataclass(frozen=True)
class Longest(Condition):
    """The suit is one of the hand's longest."""

    suit: str

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        return hand.length[suit_of(self.suit, env)] == hand.longest()

    # Says nothing: «the longest suit» is how the call is chosen, the length condition says what it shows.

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class LongerMinor(Condition):
    """The minor to open without a five-card major: the longer; with 4-4 diamonds, with 3-3 clubs."""

    suit: str

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        clubs, diamonds = hand.length[Suit.CLUBS], hand.length[Suit.DIAMONDS]
        if suit_of(self.suit, env) is Suit.DIAMONDS:
            return diamonds > clubs or diamonds == clubs >= 4
        return clubs > diamonds or clubs == diamonds <= 3

    def ru(self, ctx: Context, env: Env) -> str | None:
        if suit_of(self.suit, env) is Suit.DIAMONDS:
            return "бубен не меньше, чем треф"
        return "треф больше, чем бубен, или 3–3 в младших"

    def ru_roles(self, roles: Roles) -> str | None:
        return "более длинный минор (4–4 — бубны, 3–3 — трефы)"

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class GoodSuit(Condition):
    """At least `honours` of the suit's five top cards (A K Q J 10)."""

    suit: str
    honours: int = 2

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        return hand.honours(suit_of(self.suit, env)) >= self.honours

    def ru(self, ctx: Context, env: Env) -> str | None:
        return f"хорошая масть ({self.honours} из пяти старших карт)"

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        n = hand.honours(suit_of(self.suit, env))
        return f"старших карт в масти: {n}"

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class MajorFour(Condition):
    """A four-card major or longer (has=True), or none (has=False)."""

    has: bool = True

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        return any(hand.length[s] >= 4 for s in MAJORS) == self.has

    def ru(self, ctx: Context, env: Env) -> str | None:
        return "есть четвёрка в мажоре" if self.has else "нет четвёрки в мажоре"

    def narrow(self, shown: Shown, ctx: Context, env: Env) -> None:
        if not self.has:
            for suit in MAJORS:
                shown.cards(suit, None, 3)

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        return f"червей {hand.length[Suit.HEARTS]}, пик {hand.length[Suit.SPADES]}"


@dataclass(frozen=True)
class Stopper(Condition):
    """The suit is held once in no trump: A, Kx, Qxx or Jxxx."""

    suit: str

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        return hand.stopper(suit_of(self.suit, env))

    def ru(self, ctx: Context, env: Env) -> str | None:
        return f"остановка {SUIT_IN[suit_of(self.suit, env)]}"

    def ru_roles(self, roles: Roles) -> str | None:
        return f"остановка {_where(self.suit, roles)}"

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        suit = suit_of(self.suit, env)
        return f"остановка {SUIT_IN[suit]} {'есть' if hand.stopper(suit) else 'нет'}"

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class TheirSuitsStopped(Condition):
    """Every suit the opponents have shown is stopped (true when they have shown none)."""

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        return all(hand.stopper(s) for s in ctx.their_suits())

    def ru(self, ctx: Context, env: Env) -> str | None:
        suits = sorted(ctx.their_suits(), key=SUITS.index)
        if not suits:
            return None
        return "остановки " + " и ".join(SUIT_IN[s] for s in suits)

    def ru_roles(self, roles: Roles) -> str | None:
        return "остановки в мастях противников"


def unheld_suits(hand: HandFacts, ctx: Context) -> list[Suit]:
    """Suits nobody on our side holds for no trump, as far as this hand knows: not stopped here,
    and partner has neither bid them (4+ cards shown) nor shown a balanced hand; an opponents'
    suit needs a stopper in this hand."""
    mate = ctx.shown(ctx.partner)
    theirs = ctx.their_suits()
    return [s for s in SUITS if not hand.stopper(s)
            and (s in theirs or (mate.min_len(s) < 4 and not mate.balanced))]


@dataclass(frozen=True)
class Unheld(Condition):
    """The suit is one nobody on our side holds for no trump, as far as this hand knows (see
    `unheld_suits`): the suit a stopper ask names."""

    suit: str

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        return suit_of(self.suit, env) in unheld_suits(hand, ctx)

    def ru(self, ctx: Context, env: Env) -> str | None:
        return f"нет остановки {SUIT_IN[suit_of(self.suit, env)]}"

    def ru_roles(self, roles: Roles) -> str | None:
        return "нет остановки в этой масти"

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class AskedSuitStopped(Condition):
    """This hand stops the suit of partner's last bid (partner asked for a stopper there)."""

    def _suit(self, ctx: Context) -> Suit | None:
        bids = ctx.bids_of(ctx.partner)
        return bid_parts(bids[-1])[1].suit if bids else None

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        suit = self._suit(ctx)
        return suit is not None and hand.stopper(suit)

    def ru(self, ctx: Context, env: Env) -> str | None:
        suit = self._suit(ctx)
        return None if suit is None else f"остановка {SUIT_IN[suit]}"

    def ru_roles(self, roles: Roles) -> str | None:
        return "остановка в масти, о которой спросил партнёр"

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        suit = self._suit(ctx)
        if suit is None:
            return None
        return f"остановка {SUIT_IN[suit]} {'есть' if hand.stopper(suit) else 'нет'}"


@dataclass(frozen=True)
class UnbidSupport(Condition):
    """At least `low` cards in every suit nobody has bid (for a takeout double)."""

    low: int = 3

    def _suits(self, ctx: Context) -> list[Suit]:
        named = ctx.suits_bid_by(("N", "E", "S", "W"))
        return [s for s in SUITS if s not in named]

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        return all(hand.length[s] >= self.low for s in self._suits(ctx))

    def ru(self, ctx: Context, env: Env) -> str | None:
        return f"{self.low}+ карт в каждой незаявленной масти"

    def narrow(self, shown: Shown, ctx: Context, env: Env) -> None:
        for suit in self._suits(ctx):
            shown.cards(suit, self.low, None)


@dataclass(frozen=True)
class Aces(Condition):
    """How many aces the hand holds (for the answers to Blackwood)."""

    counts: tuple[int, ...]

    def held(self, hand: HandFacts) -> int:
        return hand.aces

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        return self.held(hand) in self.counts

    def ru(self, ctx: Context, env: Env) -> str | None:
        words = " или ".join(str(n) for n in self.counts)
        return f"{words} {agree(self.counts[-1], ACES)}"

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        return f"тузов: {hand.aces}"


@dataclass(frozen=True)
class Kings(Aces):
    """How many kings the hand holds (for the answers to the king ask, 5NT after Blackwood)."""

    def held(self, hand: HandFacts) -> int:
        return hand.kings

    def ru(self, ctx: Context, env: Env) -> str | None:
        words = " или ".join(str(n) for n in self.counts)
        return f"{words} {agree(self.counts[-1], KINGS)}"

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        return f"королей: {hand.kings}"


# ---- the partnership ----------------------------------------------------------------------------------


def pair_points(hand: HandFacts, ctx: Context, env: Env, trump: str | None) -> int:
    """The hand's points counted for a contract in `trump` (None: no trump): with eight trumps
    known between the partners, short side suits count too (`HandFacts.fit_points`). In no trump
    only the honours count, unless the hand holds a six-card suit or longer: such a suit takes
    tricks without trumps, so its length counts as well."""
    if trump is None:
        return hand.total_points if hand.longest() >= 6 else hand.hcp
    suit = suit_of(trump, env)
    theirs = ctx.shown(ctx.partner).min_len(suit)
    if hand.length[suit] + theirs >= 8:
        return hand.fit_points(suit, theirs)
    return hand.total_points


@dataclass(frozen=True)
class Fit(Condition):
    """The partnership holds at least `low` cards of the suit (this hand + what partner has shown)."""

    suit: str
    low: int = 8
    high: int | None = None

    def _count(self, hand: HandFacts, ctx: Context, env: Env) -> int:
        suit = suit_of(self.suit, env)
        return hand.length[suit] + ctx.shown(ctx.partner).min_len(suit)

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        n = self._count(hand, ctx, env)
        return n >= self.low and (self.high is None or n <= self.high)

    def ru(self, ctx: Context, env: Env) -> str | None:
        suit = suit_of(self.suit, env)
        what = cards_ru(suit, self.low, self.high)
        return f"у пары {what}"

    def ru_any(self, ctx: Context) -> str | None:
        return f"у пары общая масть из {self.low}+ карт"

    def ru_roles(self, roles: Roles) -> str | None:
        return "у пары " + cards_in_ru(self.low, self.high, _where(self.suit, roles))

    def narrow(self, shown: Shown, ctx: Context, env: Env) -> None:
        suit = suit_of(self.suit, env)
        known = ctx.shown(ctx.partner).min_len(suit)
        shown.cards(suit, self.low - known, None if self.high is None else self.high - known)

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        suit = suit_of(self.suit, env)
        n = self._count(hand, ctx, env)
        return f"вместе с партнёром не меньше {n} {SUIT_FORMS[suit][2] if n >= 5 else SUIT_FORMS[suit][1]}"

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class NoFit(Condition):
    """No suit is known to hold eight cards between the partners."""

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        mate = ctx.shown(ctx.partner)
        return all(hand.length[s] + mate.min_len(s) < 8 for s in SUITS)

    def ru(self, ctx: Context, env: Env) -> str | None:
        return "нет общей масти из 8 карт"


@dataclass(frozen=True)
class Pair(Condition):
    """The partnership's points: this hand's plus what partner has shown (`Shown.expected`), or
    partner's maximum with `upper=True` (is game still possible?).

    `trump` is the suit the points are counted for (support points count then), None for no trump.
    """

    low: int | None = None
    high: int | None = None
    trump: str | None = None
    upper: bool = False

    def _partner(self, ctx: Context) -> int:
        mate = ctx.shown(ctx.partner)
        return mate.high if self.upper else mate.expected()

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        total = pair_points(hand, ctx, env, self.trump) + self._partner(ctx)
        return (self.low is None or total >= self.low) and (self.high is None or total <= self.high)

    def ru(self, ctx: Context, env: Env) -> str | None:
        return self.ru_any(ctx)

    def ru_any(self, ctx: Context) -> str | None:
        return None if self.upper else "у пары " + points_ru(self.low, self.high)

    def narrow(self, shown: Shown, ctx: Context, env: Env) -> None:
        if self.upper:
            return
        known = self._partner(ctx)
        shown.points(None if self.low is None else self.low - known,
                     None if self.high is None else self.high - known)

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        if self.upper:
            return None
        mine = pair_points(hand, ctx, env, self.trump)
        known = self._partner(ctx)
        return f"у вас {mine}, у партнёра около {known}: вместе {mine + known}"

    def variables(self) -> tuple[str, ...]:
        return _refs(self.trump) if self.trump else ()


# ---- the auction --------------------------------------------------------------------------------------


class AuctionCondition(Condition):
    """A condition on the public auction only: checked when a call is explained too."""

    on_hand: ClassVar[bool] = False

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        return self.test(ctx, env)

    def test(self, ctx: Context, env: Env) -> bool:
        raise NotImplementedError


def is_forced(ctx: Context) -> bool:
    """Partner's last call demands a bid, and the next opponent has not bid or doubled since;
    or the partnership is forced to game and has not reached it."""
    calls = ctx.calls
    if len(calls) >= 2 and calls[-1] == "pass" and ctx.seat_of(len(calls) - 2) == ctx.partner \
            and ctx.knowledge.last_force.get(ctx.partner, Force.NONE) is not Force.NONE:
        return True
    last = ctx.last_bid
    if ctx.side in ctx.knowledge.game_forced and last is not None and last[0] in (ctx.me, ctx.partner) \
            and ctx.doubled == 0:
        level, strain = bid_parts(last[1])
        return level < {Strain.NOTRUMP: 3, Strain.HEARTS: 4, Strain.SPADES: 4}.get(strain, 5)
    return False


@dataclass(frozen=True)
class Forced(AuctionCondition):
    """Partner's call obliges this player to bid (see `is_forced`); `value=False` for «not forced»."""

    value: bool = True

    def test(self, ctx: Context, env: Env) -> bool:
        return is_forced(ctx) == self.value

    def ru(self, ctx: Context, env: Env) -> str | None:
        return "заявка партнёра требует ответа" if self.value else None


@dataclass(frozen=True)
class Ours(AuctionCondition):
    """The last bid is our side's (value=True) or the opponents' (False)."""

    value: bool = True

    def test(self, ctx: Context, env: Env) -> bool:
        last = ctx.last_bid
        return last is not None and (last[0] in (ctx.me, ctx.partner)) == self.value


@dataclass(frozen=True)
class BidLevel(AuctionCondition):
    """The level of the last bid is in a range."""

    low: int = 1
    high: int = 7

    def test(self, ctx: Context, env: Env) -> bool:
        last = ctx.last_bid
        return last is not None and self.low <= bid_parts(last[1])[0] <= self.high


@dataclass(frozen=True)
class LastStrain(AuctionCondition):
    """The last bid is in the suit (or, with suit=None, in no trump)."""

    suit: str | None

    def test(self, ctx: Context, env: Env) -> bool:
        last = ctx.last_bid
        if last is None:
            return False
        strain = bid_parts(last[1])[1]
        return strain.suit is None if self.suit is None else strain.suit is suit_of(self.suit, env)

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit) if self.suit else ()


@dataclass(frozen=True)
class TheirSuit(AuctionCondition):
    """The opponents have shown the suit (four cards or more) and our side has not bid it."""

    suit: str

    def test(self, ctx: Context, env: Env) -> bool:
        suit = suit_of(self.suit, env)
        return suit in ctx.their_suits() and suit not in ctx.suits_bid_by((ctx.me, ctx.partner))

    def ru(self, ctx: Context, env: Env) -> str | None:
        return None  # the explanation names the suit through the call itself

    def ru_roles(self, roles: Roles) -> str | None:
        return "масть, которую назвали противники (а мы — нет)"

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class Unbid(AuctionCondition):
    """Nobody has bid the suit."""

    suit: str

    def test(self, ctx: Context, env: Env) -> bool:
        return suit_of(self.suit, env) not in ctx.suits_bid_by(("N", "E", "S", "W"))

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class PartnerShowed(AuctionCondition):
    """Partner has shown at least `low` cards of the suit."""

    suit: str
    low: int = 4

    def test(self, ctx: Context, env: Env) -> bool:
        return ctx.shown(ctx.partner).min_len(suit_of(self.suit, env)) >= self.low

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class KnownFit(PartnerShowed):
    """Partner has shown cards in the suit: the fit the law of total tricks counts is one both partners
    know of, so a competitive bid in a suit partner never showed is no such bid (and is not read as one)."""

    def ru_roles(self, roles: Roles) -> str | None:
        return "партнёр уже показал карты в этой масти"


@dataclass(frozen=True)
class PartnerShowedFewer(AuctionCondition):
    """Partner has shown fewer than `high` cards of the suit (for the table, no fit is known yet)."""

    suit: str
    high: int

    def test(self, ctx: Context, env: Env) -> bool:
        return ctx.shown(ctx.partner).min_len(suit_of(self.suit, env)) < self.high

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class PartnerMayHold(AuctionCondition):
    """Partner's calls leave room for `low` cards of the suit: a search for a fit there can succeed
    (after «no four-card major» it cannot)."""

    suit: str
    low: int = 4

    def test(self, ctx: Context, env: Env) -> bool:
        return ctx.shown(ctx.partner).max_len(suit_of(self.suit, env)) >= self.low

    def ru(self, ctx: Context, env: Env) -> str | None:
        return None  # the meaning («ищем общий мажор») says it

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class PartnerLimited(AuctionCondition):
    """Partner's calls have limited the hand to a range of at most `width` points: the partner who
    knows the other's strength within a few points is the one to judge a slam."""

    width: int = 7

    def test(self, ctx: Context, env: Env) -> bool:
        mate = ctx.shown(ctx.partner)
        return mate.high - mate.low <= self.width

    def ru(self, ctx: Context, env: Env) -> str | None:
        mate = ctx.shown(ctx.partner)
        return f"партнёр ограничил руку ({points_ru(mate.low, mate.high)})"

    def ru_roles(self, roles: Roles) -> str | None:
        return "партнёр ограничил руку узким диапазоном очков"


@dataclass(frozen=True)
class AcesNotAsked(AuctionCondition):
    """The partnership has not used Blackwood yet."""

    def test(self, ctx: Context, env: Env) -> bool:
        return ctx.side not in ctx.knowledge.aces_asked


@dataclass(frozen=True)
class PartnerRule(AuctionCondition):
    """Partner's last call was made by the rule with this key, and the next opponent passed (or,
    with `doubled=True`, doubled it: a double of an artificial ask does not take its answer away)."""

    key: str
    doubled: bool = False

    def test(self, ctx: Context, env: Env) -> bool:
        calls = ctx.calls
        between = ("pass", "X") if self.doubled else ("pass",)
        return (len(calls) >= 2 and calls[-1] in between and ctx.seat_of(len(calls) - 2) == ctx.partner
                and ctx.knowledge.last_rule.get(ctx.partner) == self.key)


@dataclass(frozen=True)
class MyRule(AuctionCondition):
    """My own last call was made by the rule with this key (and then partner answered it)."""

    key: str

    def test(self, ctx: Context, env: Env) -> bool:
        return ctx.knowledge.last_rule.get(ctx.me) == self.key


@dataclass(frozen=True)
class AcesMissing(Condition):
    """After partner's answer to Blackwood (5♣ none or four, 5♦ one, 5♥ two, 5♠ three): how many aces
    the partnership lacks."""

    low: int = 0
    high: int = 4
    level: ClassVar[int] = 5  # of the answers

    def held(self, hand: HandFacts) -> int:
        return hand.aces

    def missing(self, hand: HandFacts, ctx: Context) -> int:
        answer = ctx.bids_of(ctx.partner)[-1]
        shown = {f"{self.level}{suit}": n for n, suit in enumerate("CDHS")}.get(answer, 0)
        if answer == f"{self.level}C" and self.held(hand) == 0:
            shown = 4
        return 4 - min(4, self.held(hand) + shown)

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        return self.low <= self.missing(hand, ctx) <= self.high

    def ru(self, ctx: Context, env: Env) -> str | None:
        if self.high == 0:
            return "у пары все четыре туза"
        if self.high == 1:
            return "у пары не хватает не больше одного туза"
        return "у пары не хватает двух тузов или больше"

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        return f"тузов у пары не хватает: {self.missing(hand, ctx)}"


@dataclass(frozen=True)
class KingsMissing(AcesMissing):
    """After partner's answer to the king ask (the same steps a level higher): how many kings the
    partnership lacks."""

    level: ClassVar[int] = 6

    def held(self, hand: HandFacts) -> int:
        return hand.kings

    def ru(self, ctx: Context, env: Env) -> str | None:
        return "у пары все четыре короля" if self.high == 0 else "у пары не хватает короля"

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        return f"королей у пары не хватает: {self.missing(hand, ctx)}"


@dataclass(frozen=True)
class Control(Condition):
    """First-round control of the suit: its ace, or no card of it (a void ruffs the first round)."""

    suit: str

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        suit = suit_of(self.suit, env)
        return hand.length[suit] == 0 or any(c.suit is suit and c.rank is Rank.ACE for c in hand.cards)

    def ru(self, ctx: Context, env: Env) -> str | None:
        return f"туз или ни одной карты {SUIT_IN[suit_of(self.suit, env)]}"

    def ru_any(self, ctx: Context) -> str | None:
        return "туз или ни одной карты в масти заявки"

    def ru_roles(self, roles: Roles) -> str | None:
        return "туз или ни одной карты в масти заявки"

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        suit = suit_of(self.suit, env)
        if hand.length[suit] == 0:
            return f"нет карт {SUIT_IN[suit]}"
        held = any(c.suit is suit and c.rank is Rank.ACE for c in hand.cards)
        return f"туз {SUIT_IN[suit]} {'есть' if held else 'нет'}"

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class LastSuitOf(AuctionCondition):
    """The last suit bid by partner (`mine=False`) or by me (`mine=True`) is `suit`, shown naturally
    (four cards or more): the suit a cue-bid agrees."""

    suit: str
    mine: bool = False

    def test(self, ctx: Context, env: Env) -> bool:
        seat = ctx.me if self.mine else ctx.partner
        bids = ctx.bids_of(seat)
        if not bids:
            return False
        strain = bid_parts(bids[-1])[1]
        suit = suit_of(self.suit, env)
        return strain.suit is suit and ctx.shown(seat).min_len(suit) >= 4

    # In an explanation the fit condition beside it names the suit; the tables say whose suit it is.
    def ru_roles(self, roles: Roles) -> str | None:
        return "мажор — ваша последняя масть" if self.mine else "мажор — последняя масть партнёра"

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class BelowGame(AuctionCondition):
    """The cheapest bid in suit `suit` is still below game in `trump` (a cue-bid leaves room to stop)."""

    suit: str
    trump: str

    def test(self, ctx: Context, env: Env) -> bool:
        suit, trump = suit_of(self.suit, env), suit_of(self.trump, env)
        level = ctx.cheapest(Strain(suit.value))
        game = 4 if trump in MAJORS else 5
        return (level, SUITS.index(suit)) < (game, SUITS.index(trump))

    def ru_roles(self, roles: Roles) -> str | None:
        return "ниже партии в этом мажоре"

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit, self.trump)


# ---- comparisons and competition ----------------------------------------------------------------------


def unbid_majors(ctx: Context) -> list[Suit]:
    """The majors nobody has named in a bid yet."""
    named = ctx.suits_bid_by(("N", "E", "S", "W"))
    return [s for s in MAJORS if s not in named]


@dataclass(frozen=True)
class UnbidMajor(AuctionCondition):
    """Some major is still unbid (value=True), or both have been named (False)."""

    value: bool = True

    def test(self, ctx: Context, env: Env) -> bool:
        return bool(unbid_majors(ctx)) == self.value

    def ru(self, ctx: Context, env: Env) -> str | None:
        return None if self.value else "оба мажора уже названы"


@dataclass(frozen=True)
class UnbidMajorsHeld(Condition):
    """At least `low` cards in every major nobody has bid (for the negative double)."""

    low: int = 4

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        suits = unbid_majors(ctx)
        return bool(suits) and all(hand.length[s] >= self.low for s in suits)

    def ru(self, ctx: Context, env: Env) -> str | None:
        suits = unbid_majors(ctx)
        return " и ".join(cards_ru(s, self.low, None) for s in suits) or None

    def ru_roles(self, roles: Roles) -> str | None:
        return f"{self.low}+ карт в каждом незаявленном мажоре"

    def narrow(self, shown: Shown, ctx: Context, env: Env) -> None:
        for suit in unbid_majors(ctx):
            shown.cards(suit, self.low, None)

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        return f"червей {hand.length[Suit.HEARTS]}, пик {hand.length[Suit.SPADES]}"


@dataclass(frozen=True)
class Among(AuctionCondition):
    """The variable stands for one of these suits (codes): «2x» as a weak two is never in clubs."""

    suit: str
    codes: str

    def test(self, ctx: Context, env: Env) -> bool:
        return suit_of(self.suit, env).value in self.codes

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class Ranks(AuctionCondition):
    """Suit `a` ranks above suit `b` (higher=True) or below (False) in the auction."""

    a: str
    b: str
    higher: bool = True

    def test(self, ctx: Context, env: Env) -> bool:
        above = SUITS.index(suit_of(self.a, env)) > SUITS.index(suit_of(self.b, env))
        return above == self.higher

    def variables(self) -> tuple[str, ...]:
        return _refs(self.a, self.b)


@dataclass(frozen=True)
class AtLeastAsLong(Condition):
    """Suit `a` is at least as long as suit `b`."""

    a: str
    b: str

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        return hand.length[suit_of(self.a, env)] >= hand.length[suit_of(self.b, env)]

    def variables(self) -> tuple[str, ...]:
        return _refs(self.a, self.b)


@dataclass(frozen=True)
class NoMajorFit(Condition):
    """Neither major holds eight cards between the partners, as far as this hand knows."""

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        mate = ctx.shown(ctx.partner)
        return all(hand.length[s] + mate.min_len(s) < 8 for s in MAJORS)

    def ru(self, ctx: Context, env: Env) -> str | None:
        return "нет общей масти из 8 карт в мажоре"


def _level_for(ctx: Context, suit: Suit) -> int:
    return ctx.cheapest(Strain(suit.value))


@dataclass(frozen=True)
class TotalTricks(Condition):
    """The law of total tricks: compete to as many tricks as the partnership holds trumps
    (the level is the number of trumps minus six)."""

    suit: str

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        suit = suit_of(self.suit, env)
        trumps = hand.length[suit] + ctx.shown(ctx.partner).min_len(suit)
        return _level_for(ctx, suit) <= trumps - 6

    def ru(self, ctx: Context, env: Env) -> str | None:
        return None  # the rule's meaning names the law

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class MySuit(AuctionCondition):
    """This player has bid the suit before (and shown four cards or more in it)."""

    suit: str

    def test(self, ctx: Context, env: Env) -> bool:
        suit = suit_of(self.suit, env)
        return suit in ctx.suits_bid_by((ctx.me,)) and ctx.shown(ctx.me).min_len(suit) >= 4

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class OwnSuit(Condition):
    """Long enough to bid the suit again at the level it comes to now: six cards for the two-level,
    seven for the three-level."""

    suit: str

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        suit = suit_of(self.suit, env)
        return _level_for(ctx, suit) <= hand.length[suit] - 4

    def ru(self, ctx: Context, env: Env) -> str | None:
        suit = suit_of(self.suit, env)
        return cards_ru(suit, _level_for(ctx, suit) + 4, None)

    def ru_roles(self, roles: Roles) -> str | None:
        return "6+ карт для второго уровня, 7+ для третьего"

    def narrow(self, shown: Shown, ctx: Context, env: Env) -> None:
        suit = suit_of(self.suit, env)
        shown.cards(suit, _level_for(ctx, suit) + 4, None)

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        suit = suit_of(self.suit, env)
        return suit_count_ru(suit, hand.length[suit])

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class TrumpStack(Condition):
    """At least `low` cards, two of them honours, in the suit of the opponents' last bid."""

    low: int = 4

    def _suit(self, ctx: Context) -> Suit | None:
        last = ctx.last_bid
        return None if last is None else bid_parts(last[1])[1].suit

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        suit = self._suit(ctx)
        return suit is not None and hand.length[suit] >= self.low and hand.honours(suit) >= 2

    def ru(self, ctx: Context, env: Env) -> str | None:
        suit = self._suit(ctx)
        if suit is None:
            return None
        return f"{cards_ru(suit, self.low, None)} с двумя старшими картами"

    def ru_roles(self, roles: Roles) -> str | None:
        return f"{self.low}+ козырей противника с двумя старшими картами"

    def narrow(self, shown: Shown, ctx: Context, env: Env) -> None:
        suit = self._suit(ctx)
        if suit is not None:
            shown.cards(suit, self.low, None)


@dataclass(frozen=True)
class PartnerTwoSuits(AuctionCondition):
    """Partner has named a second suit after `suit`, and `suit` can still be bid at the same level."""

    suit: str

    def test(self, ctx: Context, env: Env) -> bool:
        suit = suit_of(self.suit, env)
        last = ctx.last_bid
        if last is None or last[0] != ctx.partner:
            return False
        level, strain = bid_parts(last[1])
        return strain.suit is not None and strain.suit is not suit \
            and ctx.shown(ctx.partner).min_len(suit) >= 4 and _level_for(ctx, suit) == level

    def ru(self, ctx: Context, env: Env) -> str | None:
        return "возврат в первую масть партнёра"

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class Preference(Condition):
    """More cards in partner's first suit than in partner's last one (and two at least)."""

    suit: str

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        suit = suit_of(self.suit, env)
        last = ctx.last_bid
        other = bid_parts(last[1])[1].suit if last else None
        return other is not None and hand.length[suit] >= 2 and hand.length[suit] > hand.length[other]

    def ru(self, ctx: Context, env: Env) -> str | None:
        return "в ней больше карт, чем в последней"

    def narrow(self, shown: Shown, ctx: Context, env: Env) -> None:
        shown.cards(suit_of(self.suit, env), 2, None)

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class NotYetShown(AuctionCondition):
    """This player's calls have not yet shown `low` cards of the suit (partner cannot know them)."""

    suit: str
    low: int

    def test(self, ctx: Context, env: Env) -> bool:
        return ctx.shown(ctx.me).min_len(suit_of(self.suit, env)) < self.low

    def ru(self, ctx: Context, env: Env) -> str | None:
        return f"о {self.low} картах партнёр ещё не знает"

    def variables(self) -> tuple[str, ...]:
        return _refs(self.suit)


@dataclass(frozen=True)
class LastBidIs(AuctionCondition):
    """The last bid of the auction is this one («2NT»); with `partners=True`, and partner made it."""

    call: str
    partners: bool = False

    def test(self, ctx: Context, env: Env) -> bool:
        last = ctx.last_bid
        return last is not None and last[1] == self.call and (not self.partners or last[0] == ctx.partner)

    def ru(self, ctx: Context, env: Env) -> str | None:
        return f"после {call_ru(self.call)} партнёра" if self.partners else None


def is_game(bid: str) -> bool:
    """A bid of game or more: 3NT, 4 of a major, 5 of a minor, any slam."""
    level, strain = bid_parts(bid)
    return level >= {Strain.NOTRUMP: 3, Strain.HEARTS: 4, Strain.SPADES: 4}.get(strain, 5)


def our_side_bid_game(ctx: Context) -> bool:
    """Some bid of the player's side, the player's own or partner's, is a game or more."""
    return any(is_game(bid) for seat in (ctx.me, ctx.partner) for bid in ctx.bids_of(seat))


@dataclass(frozen=True)
class NoGameYet(AuctionCondition):
    """Our side has not bid a game yet: a game bid in another strain above our game (5♦ over our
    own 4♠) only risks the five-level."""

    def test(self, ctx: Context, env: Env) -> bool:
        return not our_side_bid_game(ctx)

    def ru(self, ctx: Context, env: Env) -> str | None:
        return None  # the rule's meaning («партия») says it


@dataclass(frozen=True)
class WeBidGame(AuctionCondition):
    """Our side has bid a game (or more) and the opponents have bid over it."""

    def test(self, ctx: Context, env: Env) -> bool:
        last = ctx.last_bid
        return last is not None and last[0] not in (ctx.me, ctx.partner) and our_side_bid_game(ctx)

    # The rule's meaning says it («противники жертвуют против нашей партии»).


# ---- the opening seat ---------------------------------------------------------------------------------


_SEATS_RU = {1: "первой", 2: "второй", 3: "третьей", 4: "четвёртой"}


@dataclass(frozen=True)
class Seat(AuctionCondition):
    """Nobody has bid yet and the player calls in one of the seats low..high (1 is the dealer).

    >>> from rules_py.bridge.system.model import Context, Knowledge
    >>> ctx = Context(("pass", "pass"), "N", "S", Knowledge(), {"NS": False, "EW": False})
    >>> Seat(3, 3).holds(None, ctx, {}), Seat(3, 4).ru(ctx, {}), Seat(1, 2).holds(None, ctx, {})  # type: ignore[arg-type]
    (True, 'в третьей или четвёртой руке', False)
    """

    low: int = 1
    high: int = 4

    def test(self, ctx: Context, env: Env) -> bool:
        # Nobody has bid: the player's seat is one more than the passes before (1 for the dealer).
        return ctx.last_bid is None and self.low <= len(ctx.calls) + 1 <= self.high

    def ru(self, ctx: Context, env: Env) -> str | None:
        seats = [_SEATS_RU[n] for n in range(self.low, self.high + 1)]
        return f"в {' или '.join(seats)} руке"

