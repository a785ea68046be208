"""The shapes of the system's data: what a call has shown, the auction seen from one chair, rules
and situations.

A *situation* is a kind of auction (patterns of calls, read from the opening bid on) with its
*rules* in order of priority. A rule names a call (a template such as «1M», «=x», «2NT») and the
*conditions* a hand must meet to make it. Conditions are small objects (rules_py.bridge.system
.conditions) that test a hand, say in Russian what they require, and narrow what the other players
know about the hand once the call is made (`Shown`). The same rule therefore drives a bot's call,
explains anybody's call, and answers a hint.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import ClassVar

from rules_py.bridge import auction
from rules_py.bridge.contract import ALL_BIDS, Strain, bid_parts
from rules_py.bridge.seats import lho, partner, side_of
from rules_py.bridge.system.hand import SUITS, HandFacts
from rules_py.cards import Suit

#: Suit variables of rules and patterns, bound to suits: «M» a major, «m» a minor, x y z w any suit.
Env = dict[str, Suit]
VARIABLES = "Mmxyzw"
SUIT_CODES = "CDHS"
MAX_POINTS = 37
#: For the tables of the system: a suit variable's role, as «масть партнёра» and «в масти партнёра».
Roles = dict[str, tuple[str, str]]


class Force(enum.Enum):
    """What a call asks of partner."""

    NONE = "none"
    ROUND = "round"  # partner must bid once more (unless the next opponent bids)
    GAME = "game"  # the partnership bids on until game


@dataclass
class Shown:
    """What one seat's calls have shown so far: a range of points and of each suit's length."""

    low: int = 0
    high: int = MAX_POINTS
    length: dict[Suit, tuple[int, int]] = field(default_factory=lambda: {s: (0, 13) for s in SUITS})
    balanced: bool = False

    def copy(self) -> Shown:
        return Shown(self.low, self.high, dict(self.length), self.balanced)

    def points(self, low: int | None, high: int | None) -> None:
        new_low = self.low if low is None else max(self.low, low)
        new_high = self.high if high is None else min(self.high, high)
        if new_low > new_high:  # the player contradicted an earlier call: believe the latest one
            new_low, new_high = (low if low is not None else 0), (high if high is not None else MAX_POINTS)
        self.low, self.high = max(0, new_low), min(MAX_POINTS, new_high)

    def cards(self, suit: Suit, low: int | None, high: int | None) -> None:
        old_low, old_high = self.length[suit]
        new_low = old_low if low is None else max(old_low, low)
        new_high = old_high if high is None else min(old_high, high)
        if new_low > new_high:
            new_low, new_high = (low if low is not None else 0), (high if high is not None else 13)
        self.length[suit] = (max(0, new_low), min(13, new_high))

    def expected(self) -> int:
        """The points to count on: the middle of a narrow range, the bottom of a wide one (an
        unlimited call promises only its minimum).

        >>> Shown(15, 17).expected(), Shown(6, 10).expected(), Shown(11, 21).expected()
        (16, 8, 12)
        """
        width = self.high - self.low
        return self.low + (width + 1) // 2 if width <= 6 else self.low + 1

    def min_len(self, suit: Suit) -> int:
        return self.length[suit][0]

    def max_len(self, suit: Suit) -> int:
        return self.length[suit][1]

    def hull(self, other: Shown) -> Shown:
        """What is known when either of two explanations may be the true one."""
        return Shown(min(self.low, other.low), max(self.high, other.high),
                     {s: (min(self.length[s][0], other.length[s][0]), max(self.length[s][1], other.length[s][1]))
                      for s in SUITS},
                     self.balanced and other.balanced)

    def to_json(self) -> dict[str, object]:
        return {"points": [self.low, self.high],
                "suits": {s.value: list(self.length[s]) for s in SUITS},
                "balanced": self.balanced}


@dataclass
class Knowledge:
    """Everything the auction has told the table so far (public: the same for every seat)."""

    shown: dict[str, Shown] = field(default_factory=lambda: {s: Shown() for s in "NESW"})
    #: What each seat's last call asks of its partner.
    last_force: dict[str, Force] = field(default_factory=dict)
    game_forced: set[str] = field(default_factory=set)  # sides
    aces_asked: set[str] = field(default_factory=set)  # sides that have used Blackwood
    #: Seats whose calls were conventional asks or answers (their suits were not natural).
    last_rule: dict[str, str] = field(default_factory=dict)  # seat -> key of the rule of its last call

    def copy(self) -> Knowledge:
        return Knowledge({seat: shown.copy() for seat, shown in self.shown.items()}, dict(self.last_force),
                         set(self.game_forced), set(self.aces_asked), dict(self.last_rule))


@dataclass
class Context:
    """The auction seen from the chair of the player to call (`me`), before the call."""

    calls: tuple[str, ...]
    dealer: str
    me: str
    knowledge: Knowledge
    vulnerable: dict[str, bool]
    legal: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        if not self.legal:
            self.legal = frozenset(auction.legal_calls(list(self.calls), self.dealer))

    @property
    def partner(self) -> str:
        return partner(self.me)

    @property
    def lho(self) -> str:
        return lho(self.me)

    @property
    def rho(self) -> str:
        return partner(lho(self.me))

    @property
    def side(self) -> str:
        return side_of(self.me)

    def seat_of(self, index: int) -> str:
        return auction.caller(list(self.calls), self.dealer, index)

    def shown(self, seat: str) -> Shown:
        return self.knowledge.shown[seat]

    @property
    def opening_index(self) -> int | None:
        return next((i for i, c in enumerate(self.calls) if c != "pass"), None)

    @property
    def last_bid(self) -> tuple[str, str] | None:
        """(seat, bid) of the highest bid so far."""
        for i in range(len(self.calls) - 1, -1, -1):
            if self.calls[i] not in ("pass", "X", "XX"):
                return self.seat_of(i), self.calls[i]
        return None

    @property
    def doubled(self) -> int:
        """0, 1 (контра) or 2 (реконтра) on the last bid."""
        level = 0
        for call in reversed(self.calls):
            if call == "X":
                level = max(level, 1)
            elif call == "XX":
                level = 2
            elif call != "pass":
                break
        return level

    def bids_of(self, seat: str) -> list[str]:
        return [c for i, c in enumerate(self.calls) if c not in ("pass", "X", "XX") and self.seat_of(i) == seat]

    def suits_bid_by(self, seats: tuple[str, ...]) -> set[Suit]:
        """Suits these seats have named in a bid (naturally or not)."""
        named: set[Suit] = set()
        for i, call in enumerate(self.calls):
            if call not in ("pass", "X", "XX") and self.seat_of(i) in seats:
                suit = bid_parts(call)[1].suit
                if suit is not None:
                    named.add(suit)
        return named

    def their_suits(self) -> set[Suit]:
        """Suits the opponents have shown (4+ cards by what they bid)."""
        return {s for seat in (self.lho, self.rho) for s in SUITS if self.shown(seat).min_len(s) >= 4}

    def cheapest(self, strain: Strain) -> int:
        """The lowest level at which a strain may be bid now (8 if none)."""
        for level in range(1, 8):
            if f"{level}{strain.value}" in self.legal:
                return level
        return 8


@dataclass(frozen=True)
class CallTemplate:
    """A call with room for a suit variable and for a level chosen by the auction.

    «pass», «X», «XX», «1M» (level 1 in the bound major), «2NT», «=x» (the cheapest level in x),
    «+x» (one level above the cheapest: a jump).
    """

    text: str

    @property
    def is_bid(self) -> bool:
        return self.text not in ("pass", "X", "XX")

    @property
    def level_spec(self) -> str:
        return self.text[0]

    @property
    def strain_spec(self) -> str:
        return self.text[1:]

    def variables(self) -> tuple[str, ...]:
        spec = self.strain_spec if self.is_bid else ""
        return (spec,) if spec in tuple(VARIABLES) else ()

    def resolve(self, env: Env, ctx: Context) -> str | None:
        """The concrete call for bound variables, or None when it cannot be made now."""
        if not self.is_bid:
            return self.text
        spec = self.strain_spec
        if spec == "NT":
            strain = Strain.NOTRUMP
        elif spec in tuple(SUIT_CODES):
            strain = Strain(spec)
        else:
            strain = Strain(env[spec].value)
        if self.level_spec in "=+":
            level = ctx.cheapest(strain) + (1 if self.level_spec == "+" else 0)
        else:
            level = int(self.level_spec)
        if level > 7:
            return None
        return f"{level}{strain.value}"


class Condition:
    """The base of every condition: the kinds of condition are in rules_py.bridge.system.conditions
    (see its docstring); it lives here, beside the rules that hold conditions."""

    on_hand: ClassVar[bool] = True

    def holds(self, hand: HandFacts, ctx: Context, env: Env) -> bool:
        raise NotImplementedError

    def ru(self, ctx: Context, env: Env) -> str | None:
        return None

    def ru_any(self, ctx: Context) -> str | None:
        """What it requires when the table cannot tell which suit the variable stands for."""
        return None

    def ru_roles(self, roles: Roles) -> str | None:
        """What it requires, for the system's tables, with the suits named by their role
        («в масти партнёра»); only conditions that name a suit need it."""
        return None

    def narrow(self, shown: Shown, ctx: Context, env: Env) -> None:
        return None

    def fact_ru(self, hand: HandFacts, ctx: Context, env: Env) -> str | None:
        return None

    def variables(self) -> tuple[str, ...]:
        return ()


@dataclass(frozen=True)
class Rule:
    """One line of a system table: a call and when to make it."""

    call: CallTemplate
    when: tuple[Condition, ...] = ()
    meaning_ru: str = ""  # what the call says beyond its conditions («Стейман: …»)
    force: Force = Force.NONE
    #: How to choose among the suits that fit the rule: "long" (longest; 5-5 the higher, 4-4 the
    #: lower), "high", "low", "fit" (the longest known fit, majors first), "cheap" (the cheapest call).
    prefer: str = "long"
    #: Only when the template's level comes out at this level («=x» at the two-level).
    level: int | None = None
    key: str = ""  # a name for conventional calls that later rules recognise («blackwood»)
    #: Calls whose suit says nothing natural (asks, answers, transfers): no length is shown in it.
    artificial: bool = False

    def variables(self) -> tuple[str, ...]:
        names: list[str] = list(self.call.variables())
        for condition in self.when:
            for name in condition.variables():
                if name not in names:
                    names.append(name)
        return tuple(names)


@dataclass(frozen=True)
class Situation:
    """A kind of auction and its rules, in order of priority."""

    key: str
    title_ru: str
    patterns: tuple[str, ...]
    rules: tuple[Rule, ...]
    when: tuple[Condition, ...] = ()  # conditions on the auction only
    note_ru: str = ""


def bid_index(call: str) -> int:
    return ALL_BIDS.index(call)
