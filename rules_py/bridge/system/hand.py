"""What a bidder counts in its own hand: points, suit lengths, shape, stoppers, aces.

- High-card points (HCP): ace 4, king 3, queen 2, jack 1.
- Total points, for bidding one's own suit: HCP plus one for every card over four in a suit.
- Support points, for raising partner's suit: HCP plus shortness in the side suits (void 3,
  singleton 2, doubleton 1; with four trumps or more, void 5 and singleton 3).
- Balanced: 4-3-3-3, 4-4-3-2 or 5-3-3-2.
- A stopper holds a suit once in no trump: A, Kx, Qxx or Jxxx at least.

>>> h = HandFacts.parse("AS KS QS 2S AH KH 3H 4D 5D 6D 7C 8C 9C")
>>> h.hcp, h.length[Suit.SPADES], h.balanced, h.total_points, h.support_points(Suit.HEARTS)
(16, 4, True, 16, 16)
>>> h.stopper(Suit.CLUBS), h.stopper(Suit.HEARTS), h.aces
(False, True, 2)
"""

from __future__ import annotations

from dataclasses import dataclass

from rules_py.bridge.pbn import hcp
from rules_py.cards import Card, Rank, Suit

#: The suits from the lowest to the highest, as in the auction.
SUITS: tuple[Suit, ...] = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
MAJORS: tuple[Suit, ...] = (Suit.HEARTS, Suit.SPADES)
MINORS: tuple[Suit, ...] = (Suit.CLUBS, Suit.DIAMONDS)
_HONOURS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


@dataclass(frozen=True)
class HandFacts:
    """The numbers a bidder looks at; built once per call from the 13 cards of the view."""

    cards: tuple[Card, ...]
    hcp: int
    length: dict[Suit, int]

    @classmethod
    def of(cls, cards: list[Card] | tuple[Card, ...]) -> HandFacts:
        return cls(tuple(cards), hcp(list(cards)), {s: sum(1 for c in cards if c.suit is s) for s in SUITS})

    @classmethod
    def parse(cls, text: str) -> HandFacts:
        """From card codes separated by spaces (for examples and tests)."""
        return cls.of([Card.parse(code) for code in text.split()])

    @property
    def shape(self) -> tuple[int, ...]:
        """Suit lengths, longest first: (5, 3, 3, 2)."""
        return tuple(sorted(self.length.values(), reverse=True))

    @property
    def balanced(self) -> bool:
        return self.shape in ((4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2))

    @property
    def total_points(self) -> int:
        return self.hcp + sum(max(0, n - 4) for n in self.length.values())

    def support_points(self, trump: Suit) -> int:
        long_trumps = self.length[trump] >= 4
        shortness = {0: 5 if long_trumps else 3, 1: 3 if long_trumps else 2, 2: 1}
        return self.hcp + sum(shortness.get(n, 0) for s, n in self.length.items() if s is not trump)

    def fit_points(self, trump: Suit, partner_length: int) -> int:
        """Points once a fit of eight trumps is found. The short hand (four trumps or fewer, and
        partner has shown more) counts support points; the long hand counts total points plus one
        for a side doubleton, two for a singleton and three for a void (partner's shortness is
        already in partner's points: the two hands' shortness is the same ruffing trick seen from both sides, counted here
        only by the hand that will ruff in the long trumps too).

        >>> HandFacts.parse("KS JS 8S 7S 5S 4S 9H AD QD JD 9D 5D 2D").fit_points(Suit.SPADES, 3)
        20
        """
        if self.length[trump] <= 4 and partner_length > self.length[trump]:
            return self.support_points(trump)
        return self.total_points + self.short_suit_points(trump)

    def short_suit_points(self, *skipped: Suit) -> int:
        """Three points for a void, two for a singleton, one for a doubleton, in the suits not `skipped`."""
        return sum({0: 3, 1: 2, 2: 1}.get(n, 0) for s, n in self.length.items() if s not in skipped)

    def honours(self, suit: Suit) -> int:
        """How many of A K Q J 10 of the suit the hand holds."""
        return sum(1 for c in self.cards if c.suit is suit and c.rank in _HONOURS)

    def stopper(self, suit: Suit) -> bool:
        ranks = {c.rank for c in self.cards if c.suit is suit}
        n = self.length[suit]
        return (Rank.ACE in ranks or (Rank.KING in ranks and n >= 2) or (Rank.QUEEN in ranks and n >= 3)
                or (Rank.JACK in ranks and n >= 4))

    @property
    def aces(self) -> int:
        return sum(1 for c in self.cards if c.rank is Rank.ACE)

    @property
    def kings(self) -> int:
        return sum(1 for c in self.cards if c.rank is Rank.KING)

    def longest(self) -> int:
        return max(self.length.values())
