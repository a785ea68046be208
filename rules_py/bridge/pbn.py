"""Bridge deals in PBN (Portable Bridge Notation), both ways, and high-card points.

A PBN deal is the first seat's letter, a colon, then four hands clockwise from that seat. A hand is
four suits in the order spades.hearts.diamonds.clubs, ranks from the ace down, «T» for the ten;
an empty suit is a void. In a partial deal (`partial=True`) a whole hand may be «-» (not given).

>>> hands = parse_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> [c.code for c in hands["E"][:4]], hcp(hands["N"])
(['10S', '9S', '8S', '7H'], 10)
>>> to_pbn(hands, first="E")
'E:T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765 AKQJ.T98.765.432'
>>> parse_pbn("N:AKQJ.T98.765.432 - - -")
Traceback (most recent call last):
...
rules_py.errors.BadRequest: Рука «-» (не указана) допустима только в неполной сдаче.
"""

from __future__ import annotations

from rules_py.cards import Card, Rank, Suit
from rules_py.errors import BadRequest
from rules_py.words import CARDS_RU, count_ru
from rules_py.bridge.seats import SEAT_GENITIVE_RU, SEATS, seat_index

Hands = dict[str, list[Card]]

#: PBN writes the suits of a hand in this order.
PBN_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_SUIT_RU_GEN = {Suit.SPADES: "пики", Suit.HEARTS: "червы", Suit.DIAMONDS: "бубны", Suit.CLUBS: "трефы"}
_RANK_LETTERS = {
    "A": Rank.ACE, "K": Rank.KING, "Q": Rank.QUEEN, "J": Rank.JACK, "T": Rank.TEN,
    "9": Rank.NINE, "8": Rank.EIGHT, "7": Rank.SEVEN, "6": Rank.SIX, "5": Rank.FIVE,
    "4": Rank.FOUR, "3": Rank.THREE, "2": Rank.TWO,
}
_LETTER_OF = {rank: letter for letter, rank in _RANK_LETTERS.items()}
_HCP = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}


def hcp(cards: list[Card]) -> int:
    """High-card points, 4-3-2-1 for ace, king, queen, jack.

    >>> hcp([Card.parse(c) for c in ("AS", "KH", "QD", "JC", "10S")])
    10
    """
    return sum(_HCP.get(c.rank, 0) for c in cards)


def sort_hand(cards: list[Card]) -> list[Card]:
    """Spades, hearts, diamonds, clubs; the highest card first in each suit."""
    return sorted(cards, key=lambda c: (PBN_SUITS.index(c.suit) if c.suit else 4, -int(c.rank)))


def _strip_tag(text: str) -> str:
    """Accept a whole PBN tag «[Deal "N:..."]» as well as its value."""
    stripped = text.strip()
    if stripped.startswith("[") and stripped.endswith("]"):
        inner = stripped[1:-1].strip()
        if inner[:4].upper() == "DEAL":
            inner = inner[4:].strip()
        stripped = inner.strip('"').strip()
    return stripped


def _parse_hand(text: str, seat: str) -> list[Card]:
    whose = f"у {SEAT_GENITIVE_RU[seat]}"
    suits = text.split(".")
    if len(suits) != 4:
        raise BadRequest(
            f"В руке {SEAT_GENITIVE_RU[seat]} «{text}» должно быть 4 масти через точку "
            f"(пики.червы.бубны.трефы), а их {len(suits)}."
        )
    cards: list[Card] = []
    for suit, ranks in zip(PBN_SUITS, suits):
        upper = ranks.upper().replace("10", "T")
        for letter in upper:
            rank = _RANK_LETTERS.get(letter)
            if rank is None:
                raise BadRequest(
                    f"Непонятный символ «{letter}» {whose} в масти {_SUIT_RU_GEN[suit]}: "
                    "допустимы A K Q J T 9 8 7 6 5 4 3 2."
                )
            card = Card(rank, suit)
            if card in cards:
                raise BadRequest(f"Карта {card.name_ru} дважды записана {whose}.")
            cards.append(card)
    return cards


def parse_pbn(text: str, partial: bool = False) -> Hands:
    """Read a PBN deal into four hands keyed N, E, S, W (a hand not given is an empty list)."""
    if not isinstance(text, str):
        raise BadRequest("Сдача PBN должна быть строкой, например «N:AKQ2.K3.QJ2.A987 ...».")
    body = _strip_tag(text)
    if len(body) < 2 or body[1] != ":" or body[0].upper() not in SEATS:
        raise BadRequest(
            "Сдача PBN начинается с буквы первого места (N, E, S или W) и двоеточия, например «N:AKQ2.K3....»."
        )
    first = body[0].upper()
    parts = body[2:].split()
    if len(parts) != 4:
        raise BadRequest(f"В сдаче PBN должно быть 4 руки через пробел, а их {len(parts)}.")
    start = seat_index(first)
    hands: Hands = {}
    owner: dict[Card, str] = {}
    for offset, part in enumerate(parts):
        seat = SEATS[(start + offset) % 4]
        if part == "-":
            if not partial:
                raise BadRequest("Рука «-» (не указана) допустима только в неполной сдаче.")
            hands[seat] = []
            continue
        cards = _parse_hand(part, seat)
        if len(cards) != 13:
            raise BadRequest(f"У {SEAT_GENITIVE_RU[seat]} {count_ru(len(cards), CARDS_RU)}, а нужно 13.")
        for card in cards:
            if card in owner:
                raise BadRequest(
                    f"Карта {card.name_ru} встречается дважды: у {SEAT_GENITIVE_RU[owner[card]]} "
                    f"и у {SEAT_GENITIVE_RU[seat]}."
                )
            owner[card] = seat
        hands[seat] = cards
    return {seat: hands[seat] for seat in SEATS}


def hand_to_pbn(cards: list[Card]) -> str:
    """One hand as PBN: «AKQ2.K3..A9876» (a void is an empty suit)."""
    by_suit = {suit: sorted((c.rank for c in cards if c.suit is suit), reverse=True) for suit in PBN_SUITS}
    return ".".join("".join(_LETTER_OF[r] for r in by_suit[suit]) for suit in PBN_SUITS)


def to_pbn(hands: Hands, first: str = "N") -> str:
    """Write four hands as a PBN deal starting from `first`; an empty hand is written «-».

    Full deals are checked as parse_pbn checks them (13 cards each, no card twice).
    """
    if first not in SEATS:
        raise BadRequest(f"Первое место сдачи PBN — N, E, S или W, а не «{first}».")
    seen: dict[Card, str] = {}
    parts = []
    for offset in range(4):
        seat = SEATS[(seat_index(first) + offset) % 4]
        cards = hands.get(seat, [])
        if not cards:
            parts.append("-")
            continue
        if len(cards) != 13:
            raise BadRequest(f"У {SEAT_GENITIVE_RU[seat]} {count_ru(len(cards), CARDS_RU)}, а нужно 13.")
        for card in cards:
            if card.suit is None:
                raise BadRequest("В бридже нет джокера.")
            if card in seen:
                raise BadRequest(
                    f"Карта {card.name_ru} встречается дважды: у {SEAT_GENITIVE_RU[seen[card]]} "
                    f"и у {SEAT_GENITIVE_RU[seat]}."
                )
            seen[card] = seat
        parts.append(hand_to_pbn(cards))
    return f"{first}:" + " ".join(parts)
