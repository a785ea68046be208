"""Deck builders and game-specific rank orders.

>>> {name: len(build_deck(name)) for name in DECKS}  # doctest: +NORMALIZE_WHITESPACE
{'32': 32, '36': 36, '52': 52, '54': 54, '2x36': 72, '2x52': 104, '2x52+2': 106, '2x54': 108,
 '3x54': 162, 'bezique8': 174, 'bezique10': 214}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from rules_py.cards import JOKER, Card, Rank, Suit, all_suited_cards
from rules_py.errors import BadRequest

R = Rank
RANKS_52 = (R.TWO, R.THREE, R.FOUR, R.FIVE, R.SIX, R.SEVEN, R.EIGHT, R.NINE, R.TEN, R.JACK,
            R.QUEEN, R.KING, R.ACE)
RANKS_36 = RANKS_52[4:]
RANKS_32 = RANKS_52[5:]
BEZIQUE_RANKS = (R.ACE, R.KING, R.QUEEN, R.JACK, R.TEN)


@dataclass(frozen=True)
class RankOrder:
    """The order of ranks in one game, lowest first, with a Russian description."""

    id: str
    ranks: tuple[Rank, ...]
    description_ru: str

    def power(self, rank: Rank) -> int:
        """Position of a rank in this order (higher beats lower); -1 if the game lacks it."""
        try:
            return self.ranks.index(rank)
        except ValueError:
            return -1


RANK_ORDERS: dict[str, RankOrder] = {
    order.id: order
    for order in (
        RankOrder("standard", RANKS_52, "от двойки (младшая) до туза (старший)"),
        RankOrder("from_six", RANKS_36, "от шестёрки до туза; в колоде из 52 карт — от двойки"),
        RankOrder("from_seven", RANKS_32, "туз, король, дама, валет, 10, 9, 8, 7 (по убыванию)"),
        RankOrder(
            "chinese",
            (R.SIX, R.SEVEN, R.EIGHT, R.NINE, R.JACK, R.QUEEN, R.KING, R.TEN, R.ACE),
            "6, 7, 8, 9, валет, дама, король, 10, туз: десятка старше короля",
        ),
        RankOrder(
            "bezique",
            (R.NINE, R.TEN, R.JACK, R.QUEEN, R.KING, R.ACE),
            "туз, король, дама, валет, 10, 9 (по убыванию); из двух одинаковых старше вышедшая первой",
        ),
        RankOrder("none", RANKS_52, "старшинство не важно: решает только совпадение достоинства"),
    )
}


def _packs(ranks: tuple[Rank, ...], packs: int, jokers: int = 0) -> Callable[[], list[Card]]:
    def build() -> list[Card]:
        return (all_suited_cards(ranks) + [JOKER] * jokers) * packs

    return build


def _bezique(packs: int) -> Callable[[], list[Card]]:
    def build() -> list[Card]:
        nines = [Card(Rank.NINE, suit) for suit in Suit] * 3
        return all_suited_cards(BEZIQUE_RANKS) * packs + nines + [JOKER, JOKER]

    return build


@dataclass(frozen=True)
class DeckInfo:
    id: str
    name_ru: str
    build: Callable[[], list[Card]]


DECKS: dict[str, DeckInfo] = {
    d.id: d
    for d in (
        DeckInfo("32", "32 карты (от семёрки до туза)", _packs(RANKS_32, 1)),
        DeckInfo("36", "36 карт (от шестёрки до туза)", _packs(RANKS_36, 1)),
        DeckInfo("52", "52 карты", _packs(RANKS_52, 1)),
        DeckInfo("54", "52 карты и 2 джокера", _packs(RANKS_52, 1, jokers=2)),
        DeckInfo("2x36", "две колоды по 36 карт (72)", _packs(RANKS_36, 2)),
        DeckInfo("2x52", "две колоды по 52 карты (104)", _packs(RANKS_52, 2)),
        DeckInfo("2x52+2", "две колоды по 52 карты и 2 джокера (106)", _packs(RANKS_52, 2, jokers=1)),
        DeckInfo("2x54", "две колоды по 52 карты и 4 джокера (108)", _packs(RANKS_52, 2, jokers=2)),
        DeckInfo("3x54", "три колоды по 52 карты и 6 джокеров (162)", _packs(RANKS_52, 3, jokers=2)),
        DeckInfo("bezique8", "безиковая: 8 колод по 20 карт, 12 девяток, 2 инфузорки (174)", _bezique(8)),
        DeckInfo("bezique10", "безиковая: 10 колод по 20 карт, 12 девяток, 2 инфузорки (214)", _bezique(10)),
    )
}


def build_deck(deck_id: str) -> list[Card]:
    """A fresh, unshuffled deck by its id (see DECKS)."""
    info = DECKS.get(deck_id)
    if info is None:
        known = ", ".join(DECKS)
        raise BadRequest(f"Неизвестная колода «{deck_id}». Есть: {known}.")
    return info.build()
