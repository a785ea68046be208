"""The punter's exact chance in Штосс, and a seeded simulation that checks it.

The punter's rank has four cards in the banker's full pack of n cards (X-99: the banker's own chosen
card is not taken out of his pack, X-95). The first of the four lies at place k with probability
C(n-k, 3) / C(n, 4); the punter wins when k is even (the second card of its pair), the banker when k
is odd (the first card, or «плие» on the same pair, X-97).

>>> str(punter_chance(52)), round(float(punter_chance(52)), 5)
('400/833', 0.48019)
>>> [round(float(punter_chance(n)), 5) for n in (52, 36, 32)]
[0.48019, 0.471, 0.46719]
>>> punter_chance(32) + banker_chance(32)
Fraction(1, 1)
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from rules_py.cards import Card
from rules_py.decks import build_deck
from rules_py.errors import BadRequest
from rules_py.rng import SeededRandom
from rules_py.shtoss.rules import PUNTER, settle

PACK_SIZES = (52, 36, 32)


def check_pack_size(cards: object) -> int:
    if isinstance(cards, bool) or cards not in PACK_SIZES:
        raise BadRequest("В штоссе колода банкомёта — 52, 36 или 32 карты.")
    assert isinstance(cards, int)
    return cards


def first_match_distribution(cards: int) -> list[Fraction]:
    """P(the first card of the punter's rank lies at place k), for k = 1..cards (index k-1)."""
    cards = check_pack_size(cards)
    total = comb(cards, 4)
    return [Fraction(comb(cards - k, 3), total) for k in range(1, cards + 1)]


def punter_chance(cards: int) -> Fraction:
    """Exact probability that the punter wins one stake with a full pack of `cards` cards."""
    return sum(first_match_distribution(cards)[1::2], Fraction(0))


def banker_chance(cards: int) -> Fraction:
    return 1 - punter_chance(cards)


def round_seed(seed: int, round_index: int) -> int:
    """The seed of one round's banker pack: round 0 uses the game's seed itself (as `deal` does)."""
    if round_index == 0:
        return seed
    return SeededRandom(seed ^ (round_index * 0x9E3779B97F4A7C15 & ((1 << 64) - 1))).next64() >> 1


def shuffled_pack(cards: int, seed: int) -> list[Card]:
    """The banker's pack of `cards` cards shuffled with the seed, top card first."""
    pack = build_deck(str(check_pack_size(cards)))
    SeededRandom(seed).shuffle(pack)
    return pack


def simulate(cards: int, rounds: int, seed: int) -> int:
    """Play `rounds` stakes with freshly shuffled packs and seeded punter ranks; the punter's wins.

    >>> simulate(52, 10, seed=1) == simulate(52, 10, seed=1)
    True
    """
    rng = SeededRandom(seed)
    ranks = sorted({card.rank for card in build_deck(str(check_pack_size(cards)))})
    wins = 0
    for _ in range(rounds):
        pack = build_deck(str(cards))
        rng.shuffle(pack)
        if settle(pack, ranks[rng.randbelow(len(ranks))]).winner == PUNTER:
            wins += 1
    return wins
