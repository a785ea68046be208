"""A position to solve: the cards each seat still holds, the trick in progress and the strain.

Positions come from a PBN deal (a full deal or an ending: «N:AK.Q.. ...» with fewer cards), or from
the state of a deal at the play table. A position is checked as the reader would check it: every
card once, hands of equal size (one card fewer for those who have played to the current trick),
the trick in progress followed suit when it could.

>>> p = Position.from_pbn("N:AK... QJ... T9... 87...", "NT", leader="W")
>>> p.to_play, p.tricks_left, [c.code for c in p.legal_cards()]
('W', 2, ['8S', '7S'])
>>> p.play(p.legal_cards()[0]).to_play
'N'
>>> Position.from_pbn("N:AK... QJ... T9... 8...", "NT", leader="W")
Traceback (most recent call last):
...
rules_py.errors.BadRequest: У Севера 2 карты, а у Запада 1: у всех рук должно быть поровну карт (у тех, кто уже сыграл в текущую взятку, — на одну меньше).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules_py.bridge.contract import Strain
from rules_py.bridge.pbn import PBN_SUITS, parse_pbn
from rules_py.bridge.play import playable, suit_name_ru, trick_winner
from rules_py.bridge.seats import SEAT_GENITIVE_RU, SEATS, lho, seat_from, seat_index
from rules_py.cards import Card, Rank, Suit
from rules_py.errors import BadCard, BadRequest

#: Suit index of the search (PBN's order: spades, hearts, diamonds, clubs) and back.
SUIT_INDEX = {suit: i for i, suit in enumerate(PBN_SUITS)}
#: The search's trump number of a strain (4: notrump).
TRUMP_INDEX = {Strain.SPADES: 0, Strain.HEARTS: 1, Strain.DIAMONDS: 2, Strain.CLUBS: 3, Strain.NOTRUMP: 4}

_STRAIN_WORDS = {"NT": Strain.NOTRUMP, "N": Strain.NOTRUMP, "БК": Strain.NOTRUMP, "S": Strain.SPADES,
                 "H": Strain.HEARTS, "D": Strain.DIAMONDS, "C": Strain.CLUBS, "♠": Strain.SPADES,
                 "♥": Strain.HEARTS, "♦": Strain.DIAMONDS, "♣": Strain.CLUBS}


def strain_from(value: object) -> Strain:
    """A strain from «NT», «S», «♠», «БК», ...

    >>> strain_from("бк"), strain_from("♥")
    (<Strain.NOTRUMP: 'NT'>, <Strain.HEARTS: 'H'>)
    """
    if isinstance(value, str):
        strain = _STRAIN_WORDS.get(value.strip().upper())
        if strain is not None:
            return strain
    raise BadRequest(f"Не понимаю деноминацию «{value}»: нужно C, D, H, S или NT (♣ ♦ ♥ ♠ БК).")


def card_bit(card: Card) -> tuple[int, int]:
    """The search's (suit, one-bit rank mask) of a card."""
    assert card.suit is not None
    return SUIT_INDEX[card.suit], 1 << (int(card.rank) - 2)


def bit_card(suit: int, bit: int) -> Card:
    return Card(Rank(bit.bit_length() + 1), PBN_SUITS[suit])


def _cards(value: object, what: str) -> list[Card]:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise BadRequest(f"{what}: нужен список кодов карт, например [\"QS\", \"2H\"].")
    try:
        cards = [Card.parse(c) for c in value]
    except BadCard as exc:
        raise BadRequest(f"{what}: {exc.message}") from None
    if any(c.suit is None for c in cards):
        raise BadRequest("В бридже нет джокера.")
    return cards


def _declension(n: int) -> str:
    if n % 10 == 1 and n % 100 != 11:
        return f"{n} карта"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return f"{n} карты"
    return f"{n} карт"


@dataclass(frozen=True)
class Position:
    """`hands`: what each seat still holds; `leader`: who led the trick in progress (or leads the
    next one when `trick` is empty); `trick`: the cards played to it so far, in order."""

    hands: dict[str, tuple[Card, ...]]
    strain: Strain
    leader: str
    trick: tuple[Card, ...] = ()

    # ---- making one ----------------------------------------------------------------------------

    @classmethod
    def from_pbn(cls, pbn: str, strain: object, leader: object, trick: object = ()) -> Position:
        """A position from a PBN deal or ending; `trick` is a list of codes of the cards already
        played to the current trick, from the leader's on."""
        hands = parse_pbn(pbn, ending=True)
        played = _cards(list(trick) if isinstance(trick, tuple) else trick, "Взятка")
        return cls.make(hands, strain_from(strain) if not isinstance(strain, Strain) else strain,
                        seat_from(leader, "ходящего первым во взятку"), played)

    @classmethod
    def make(cls, hands: dict[str, list[Card]], strain: Strain, leader: str, trick: list[Card]) -> Position:
        position = cls({s: tuple(hands.get(s, [])) for s in SEATS}, strain, leader, tuple(trick))
        position.check()
        return position

    def check(self) -> None:
        """Refuse what cannot happen at a bridge table, with a Russian reason."""
        if len(self.trick) > 3:
            raise BadRequest("Во взятке в процессе не больше трёх карт: четвёртая её завершает.")
        owner: dict[Card, str] = {}
        for seat in SEATS:
            for card in self.hands[seat]:
                if card in owner:
                    raise BadRequest(f"Карта {card.name_ru} встречается дважды: у {SEAT_GENITIVE_RU[owner[card]]} "
                                     f"и у {SEAT_GENITIVE_RU[seat]}.")
                owner[card] = seat
        for card in self.trick:
            if card in owner:
                raise BadRequest(f"Карта {card.name_ru} уже сыграна во взятку и не может быть на руке "
                                 f"у {SEAT_GENITIVE_RU[owner[card]]}.")
            owner[card] = "trick"
        size = len(self.hands[self.to_play])
        if size == 0:
            raise BadRequest("Карт на руках нет: решать нечего.")
        played = {seat_at_offset(self.leader, i) for i in range(len(self.trick))}
        for seat in SEATS:
            want = size - 1 if seat in played else size
            if len(self.hands[seat]) != want:
                raise BadRequest(
                    f"У {SEAT_GENITIVE_RU[seat]} {_declension(len(self.hands[seat]))}, а у "
                    f"{SEAT_GENITIVE_RU[self.to_play]} {size}: у всех рук должно быть поровну карт "
                    "(у тех, кто уже сыграл в текущую взятку, — на одну меньше).")
        if self.trick:
            led = self.trick[0].suit
            assert led is not None
            for i, card in enumerate(self.trick[1:], start=1):
                seat = seat_at_offset(self.leader, i)
                if card.suit is not led and any(c.suit is led for c in self.hands[seat]):
                    raise BadRequest(f"{SEAT_GENITIVE_RU[seat].capitalize()} не мог положить {card.name_ru}: "
                                     f"у него есть {suit_name_ru(led)}, а в масть ходить обязательно.")

    # ---- reading it ----------------------------------------------------------------------------

    @property
    def to_play(self) -> str:
        return seat_at_offset(self.leader, len(self.trick))

    @property
    def tricks_left(self) -> int:
        """Tricks still to be won, the one in progress included."""
        return len(self.hands[self.to_play])

    @property
    def trump(self) -> Suit | None:
        return self.strain.suit

    def legal_cards(self) -> list[Card]:
        led = self.trick[0].suit if self.trick else None
        return playable(list(self.hands[self.to_play]), led)

    def play(self, card: Card) -> Position:
        """The position after `card` (which must be legal); a fourth card closes the trick."""
        seat = self.to_play
        hands = dict(self.hands)
        hands[seat] = tuple(c for c in self.hands[seat] if c != card)
        trick = self.trick + (card,)
        if len(trick) < 4:
            return Position(hands, self.strain, self.leader, trick)
        winner = seat_at_offset(self.leader, trick_winner(list(trick), self.trump))
        return Position(hands, self.strain, winner, ())

    def trick_winner_seat(self, card: Card) -> str | None:
        """Who wins the trick in progress if `card` is its fourth card (None before that)."""
        if len(self.trick) != 3:
            return None
        return seat_at_offset(self.leader, trick_winner(list(self.trick) + [card], self.trump))

    def masks(self) -> list[int]:
        """The hands as the search holds them: 16 masks, seat * 4 + suit."""
        out = [0] * 16
        for seat in SEATS:
            base = seat_index(seat) * 4
            for card in self.hands[seat]:
                suit, bit = card_bit(card)
                out[base + suit] |= bit
        return out

    def trick_moves(self) -> list[tuple[int, int]]:
        return [card_bit(c) for c in self.trick]


def seat_at_offset(seat: str, offset: int) -> str:
    """The seat `offset` places clockwise after `seat`."""
    for _ in range(offset % 4):
        seat = lho(seat)
    return seat
