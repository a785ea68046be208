"""Declarations («показки») of Russian Безик that the source names: only «безик» itself.

Seed 003 defines a «безик» as the trump queen with the jack of the other suit of the same colour
(trump hearts: the queen of hearts and the jack of diamonds). The text breaks off before any score
(X-86), so no points are given here: a page that shows points must label them with their outside
source. Other declarations of French bezique (marriages, four of a kind, the sequence) are not in
the seed and are not recognised.

An «инфузорка» (one of the two jokers of the pack, ``JK``) may stand for any card its holder wants
(seed 003); here it may complete a bezique, which is marked (X-90 treats the инфузорка as the card
its holder names). Each card counts in one bezique only, so the beziques found are disjoint.

>>> from rules_py.cards import parse_cards
>>> [d.cards for d in find_declarations(parse_cards("QH JD QH 9S"), Suit.HEARTS)]
[('QH', 'JD')]
>>> [d.name_ru for d in find_declarations(parse_cards("QS JC QS JK"), Suit.SPADES)]
['безик', 'безик (с инфузоркой)']
>>> find_declarations(parse_cards("QH JD"), Suit.SPADES)
[]

Several beziques shown at once make one declaration (``at_once``): a double bezique and so on. The
seed does not say so; it matters only for the score, which comes from outside the seed (completion.py).

>>> at_once(find_declarations(parse_cards("QH JD QH JD"), Suit.HEARTS)).name_ru
'двойной безик'
>>> [d.cards for d in split_beziques(parse_cards("JD QH JK QH"), Suit.HEARTS)]
[('QH', 'JD'), ('QH', 'JK')]
>>> split_beziques(parse_cards("QH JD AS"), Suit.HEARTS)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from rules_py.cards import JOKER, Card, Rank, Suit

#: The other suit of the same colour.
PARTNER_SUIT = {Suit.HEARTS: Suit.DIAMONDS, Suit.DIAMONDS: Suit.HEARTS,
                Suit.SPADES: Suit.CLUBS, Suit.CLUBS: Suit.SPADES}


@dataclass(frozen=True)
class Declaration:
    """One declaration found in a hand."""

    kind: str
    cards: tuple[str, ...]  # codes; "JK" where an инфузорка stands in
    name_ru: str
    jokers: int = 0
    count: int = 1  # beziques shown at once

    def to_json(self) -> dict[str, object]:
        return {"kind": self.kind, "cards": list(self.cards), "name_ru": self.name_ru, "jokers": self.jokers}


def bezique_cards(trump: Suit) -> tuple[Card, Card]:
    """The two cards of a bezique with this trump: the trump queen and the partner jack.

    >>> [c.name_ru for c in bezique_cards(Suit.HEARTS)]
    ['дама червей', 'валет бубен']
    """
    return Card(Rank.QUEEN, trump), Card(Rank.JACK, PARTNER_SUIT[trump])


def find_declarations(hand: Sequence[Card], trump: Suit, use_jokers: bool = True) -> list[Declaration]:
    """Every bezique the hand can show at once (disjoint), natural ones first."""
    queen, jack = bezique_cards(trump)
    queens = sum(1 for c in hand if c == queen)
    jacks = sum(1 for c in hand if c == jack)
    jokers = sum(1 for c in hand if c == JOKER) if use_jokers else 0
    found: list[Declaration] = []
    natural = min(queens, jacks)
    found += [Declaration("bezique", (queen.code, jack.code), "безик")] * natural
    queens -= natural
    jacks -= natural
    # An инфузорка completes a lone queen or jack first, then two of them make a bezique alone.
    for _ in range(min(queens, jokers)):
        found.append(Declaration("bezique", (queen.code, JOKER.code), "безик (с инфузоркой)", 1))
    jokers -= min(queens, jokers)
    for _ in range(min(jacks, jokers)):
        found.append(Declaration("bezique", (JOKER.code, jack.code), "безик (с инфузоркой)", 1))
    jokers -= min(jacks, jokers)
    found += [Declaration("bezique", (JOKER.code, JOKER.code), "безик (из двух инфузорок)", 2)] * (jokers // 2)
    return found


_MULTIPLE_RU = {1: "безик", 2: "двойной безик", 3: "тройной безик", 4: "четверной безик"}


def at_once(found: Sequence[Declaration]) -> Declaration:
    """Several beziques (one to four) shown together as one declaration."""
    count = len(found)
    if not 1 <= count <= len(_MULTIPLE_RU):
        raise ValueError("from one to four beziques are shown at once")
    if count == 1:
        return found[0]
    jokers = sum(d.jokers for d in found)
    name = multiple_name_ru(count) + (" (с инфузоркой)" if jokers == 1 else " (с инфузорками)" if jokers else "")
    return Declaration("bezique", tuple(c for d in found for c in d.cards), name, jokers, count)


def multiple_name_ru(count: int) -> str:
    """«безик», «двойной безик», …; a count outside one to four is named «безик».

    >>> multiple_name_ru(3)
    'тройной безик'
    """
    return _MULTIPLE_RU.get(count, "безик")


def split_beziques(cards: Sequence[Card], trump: Suit) -> list[Declaration] | None:
    """The beziques these cards make when every one of them is used, or None when they do not."""
    if not cards or len(cards) % 2:
        return None
    found = find_declarations(cards, trump)
    return found if 2 * len(found) == len(cards) else None
