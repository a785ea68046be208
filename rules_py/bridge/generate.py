"""Lesson deals: random bridge deals whose hands meet a teacher's constraints, reproducible by seed.

The method is rejection sampling, which keeps every deal that meets the constraints equally likely,
made cheap by checking early. An attempt draws the constrained hands first, most demanding first,
each as 13 random cards from those still in the pack, and gives up at the first hand that fails;
only a deal whose constrained hands all pass has the other hands dealt. Since an attempt that fails
starts again from a full pack, the result is exactly a uniform deal conditioned on the constraints.

A hand is a 52-bit set (bit 13 * suit + rank, suits ♠ ♥ ♦ ♣, rank 0 the two, 12 the ace), so suit
lengths and points are a few popcounts, and cards are drawn six random bits at a time from the
project's seeded generator (`rules_py.rng`): the same deals in CPython and in Pyodide.

The number of attempts is bounded: impossible constraints are refused at once with the reason
(`check_possible`), and constraints so rare that the bound runs out are refused with how many
attempts were made and how many deals met them.

>>> from rules_py.bridge.constraints import parse_text
>>> found = generate(parse_text("Ю: 15-17 ровная; С: 8+ мажор5"), seed=1, count=3)
>>> len(found.deals), found.found, found.tried >= 3
(3, 3, True)
>>> from rules_py.bridge.pbn import hcp
>>> all(15 <= hcp(d["S"]) <= 17 for d in found.deals)
True
"""

from __future__ import annotations

from dataclasses import dataclass

from rules_py.bridge.constraints import HCP_MAX, SUIT_CODES, SUIT_GENITIVE_PLURAL_RU, Constraints, SeatConstraint
from rules_py.bridge.hand_odds import probability, shape_fits
from rules_py.bridge.pbn import PBN_SUITS
from rules_py.bridge.seats import SEAT_GENITIVE_RU, SEATS
from rules_py.cards import Card, Rank
from rules_py.errors import BadRequest
from rules_py.rng import SeededRandom
from rules_py.words import DEALS_RU, count_ru, plural_ru

#: How many attempts (a deal tried against the constraints) one call may make at most: about a second
#: in CPython, a few in the browser (bench/bench_deals.py).
MAX_ATTEMPTS = 100_000
MAX_COUNT = 36
#: «за 1 попытку, за 2 попытки, за 5 попыток».
_ATTEMPTS_ACCUSATIVE_RU = ("попытку", "попытки", "попыток")
_DEALS_ACCUSATIVE_RU = ("сдачу", "сдачи", "сдач")

_SUIT_MASK = 0x1FFF
_FULL_PACK = (1 << 52) - 1
_BY_RANK = tuple(sum(1 << (13 * s + r) for s in range(4)) for r in range(13))
_ACES, _KINGS, _QUEENS, _JACKS = _BY_RANK[12], _BY_RANK[11], _BY_RANK[10], _BY_RANK[9]

Hands = dict[str, list[Card]]


@dataclass(frozen=True)
class Generated:
    """The deals found, and how many attempts it took: found / tried is how common the constraints are."""

    deals: list[Hands]
    tried: int
    found: int


def mask_hcp(mask: int) -> int:
    return (4 * (mask & _ACES).bit_count() + 3 * (mask & _KINGS).bit_count()
            + 2 * (mask & _QUEENS).bit_count() + (mask & _JACKS).bit_count())


def mask_lengths(mask: int) -> tuple[int, int, int, int]:
    """Suit lengths ♠ ♥ ♦ ♣ of a hand."""
    return ((mask & _SUIT_MASK).bit_count(), (mask >> 13 & _SUIT_MASK).bit_count(),
            (mask >> 26 & _SUIT_MASK).bit_count(), (mask >> 39 & _SUIT_MASK).bit_count())


def accepts(constraint: SeatConstraint, mask: int) -> bool:
    """Does a hand (a 52-bit set) meet one seat's constraint? Points first: they reject most hands."""
    lo, hi = constraint.hcp
    if lo or hi != HCP_MAX:
        points = mask_hcp(mask)
        if points < lo or points > hi:
            return False
    return shape_fits(constraint, mask_lengths(mask))


class _Cards:
    """Random cards six bits at a time from the seeded generator (an exact uniform draw: 52..63 are
    thrown away, never folded onto other cards)."""

    def __init__(self, rng: SeededRandom) -> None:
        self._rng = rng
        self._word = 0
        self._left = 0

    def hand(self, pack: int, size: int = 13) -> int:
        """`size` distinct cards drawn uniformly from the set `pack`."""
        hand = 0
        taken = 0
        while taken < size:
            if self._left < 6:
                self._word = self._rng.next64()
                self._left = 64
            index = self._word & 63
            self._word >>= 6
            self._left -= 6
            if index < 52:
                bit = 1 << index
                if pack & bit and not hand & bit:
                    hand |= bit
                    taken += 1
        return hand


def mask_to_cards(mask: int) -> list[Card]:
    """The cards of a hand, sorted as bridge players hold them (♠ ♥ ♦ ♣, high to low)."""
    cards = []
    for suit_index, suit in enumerate(PBN_SUITS):
        bits = mask >> (13 * suit_index) & _SUIT_MASK
        for rank_index in range(12, -1, -1):
            if bits >> rank_index & 1:
                cards.append(Card(Rank(rank_index + 2), suit))
    return cards


def check_possible(constraints: Constraints) -> None:
    """Refuse, with the reason, constraints that no deal can meet (those found by counting)."""
    for seat, c in constraints.items():
        whose = f"у {SEAT_GENITIVE_RU[seat]}"
        least = sum(lo for lo, _ in c.suits)
        most = sum(hi for _, hi in c.suits)
        if least > 13:
            raise BadRequest(f"Таких сдач нет: {whose} по условиям мастей не меньше {least} карт, а в руке 13.")
        if most < 13:
            raise BadRequest(f"Таких сдач нет: {whose} по условиям мастей не больше {most} карт, а в руке 13.")
        if c.balanced and any(lo > 5 or hi < 2 for lo, hi in c.suits):
            raise BadRequest(f"Таких сдач нет: в ровной руке в каждой масти от 2 до 5 карт, а {whose} "
                             "условие на масть выходит за эти пределы.")
        if c.balanced and c.longest[0] > 5:
            raise BadRequest(f"Таких сдач нет: в ровной руке нет масти длиннее 5 карт, а {whose} "
                             f"самая длинная масть должна быть от {c.longest[0]}.")
        if c.major5 and c.suits[0][1] < 5 and c.suits[1][1] < 5:
            raise BadRequest(f"Таких сдач нет: {whose} нужна пятёрка в мажоре, но пик и червей по условиям меньше 5.")
        if max(lo for lo, _ in c.suits) > c.longest[1] or max(hi for _, hi in c.suits) < c.longest[0]:
            raise BadRequest(f"Таких сдач нет: {whose} условия на длину мастей противоречат длине самой длинной масти.")
    for index, code in enumerate(SUIT_CODES):
        least = sum(c.suits[index][0] for c in constraints.values())
        most = sum(c.suits[index][1] for c in constraints.values()) + 13 * (4 - len(constraints))
        if least > 13:
            raise BadRequest(f"Таких сдач нет: по условиям у игроков вместе не меньше {least} "
                             f"{SUIT_GENITIVE_PLURAL_RU[code]}, а в колоде их 13.")
        if most < 13:
            raise BadRequest(f"Таких сдач нет: по условиям у игроков вместе не больше {most} "
                             f"{SUIT_GENITIVE_PLURAL_RU[code]}, а в колоде их 13.")
    least = sum(c.hcp[0] for c in constraints.values())
    most = sum(c.hcp[1] for c in constraints.values()) + HCP_MAX * (4 - len(constraints))
    if least > 40:
        raise BadRequest(f"Таких сдач нет: по условиям у игроков вместе не меньше {least} очков, а в колоде их 40.")
    if most < 40:
        raise BadRequest(f"Таких сдач нет: по условиям у игроков вместе не больше {most} очков, а в колоде их 40.")


def check_common_enough(constraints: Constraints, count: int, max_attempts: int) -> None:
    """Refuse at once a seat whose constraint alone is impossible or too rare for the bound on attempts.

    Every attempt must give that seat a fitting hand, so even if the other seats always fit, the
    attempts would find about probability x max_attempts deals: fewer than `count` is a refusal.
    """
    for seat, constraint in constraints.items():
        p = probability(constraint)
        if not p:
            raise BadRequest(f"Таких сдач нет: ни одна рука не отвечает условию для {SEAT_GENITIVE_RU[seat]}.")
        if p * max_attempts < count:
            deals = round(1 / p)
            raise BadRequest(
                f"Условия слишком редки: подходящая рука у {SEAT_GENITIVE_RU[seat]} бывает примерно раз на "
                f"{_spaced(deals)} {plural_ru(deals, _DEALS_ACCUSATIVE_RU)}, и за {_spaced(max_attempts)} "
                f"{plural_ru(max_attempts, _ATTEMPTS_ACCUSATIVE_RU)} не набрать {count_ru(count, DEALS_RU)}. "
                "Ослабьте условия."
            )


def _spaced(n: int) -> str:
    """«100 000»: thousands apart with a narrow no-break space, as Russian text writes them."""
    return f"{n:_}".replace("_", "\u202f")


def generate(constraints: Constraints, seed: int, count: int = 1, max_attempts: int = MAX_ATTEMPTS) -> Generated:
    """`count` deals meeting the constraints, the same ones for the same seed (a free seat: any hand).

    The first k deals do not depend on `count`. Raises BadRequest, in Russian, for constraints no
    deal can meet and for constraints too rare to meet `count` times in `max_attempts` attempts.
    """
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_COUNT:
        raise BadRequest(f"Число сдач — целое от 1 до {MAX_COUNT}.")
    check_possible(constraints)
    check_common_enough(constraints, count, max_attempts)
    # The seat that fails most often is dealt first: most attempts then end after one hand.
    order = sorted(constraints, key=lambda seat: (probability(constraints[seat]), SEATS.index(seat)))
    checks = [(seat, constraints[seat]) for seat in order]
    free = [seat for seat in SEATS if seat not in constraints]
    cards = _Cards(SeededRandom(seed))
    deals: list[Hands] = []
    tried = 0
    while len(deals) < count:
        if tried >= max_attempts:
            raise BadRequest(_too_rare(tried, len(deals), count))
        tried += 1
        pack = _FULL_PACK
        masks: dict[str, int] = {}
        for seat, constraint in checks:
            hand = cards.hand(pack)
            if not accepts(constraint, hand):
                break
            masks[seat] = hand
            pack ^= hand
        else:
            for seat in free[:-1]:
                masks[seat] = cards.hand(pack)
                pack ^= masks[seat]
            if free:
                masks[free[-1]] = pack
            deals.append({seat: mask_to_cards(masks[seat]) for seat in SEATS})
    return Generated(deals, tried, len(deals))


def _too_rare(tried: int, found: int, count: int) -> str:
    attempts = _spaced(tried)
    if not found:
        return (f"За {attempts} {plural_ru(tried, _ATTEMPTS_ACCUSATIVE_RU)} не нашлось ни одной сдачи с такими "
                "условиями: они невозможны или слишком редки. Ослабьте их (шире диапазон очков, меньше "
                "условий на масти).")
    share = f"{100 * found / tried:.4f}".rstrip("0").rstrip(".").replace(".", ",")
    return (f"Условия слишком редки: подходящих сдач {found} на {attempts} {plural_ru(tried, _ATTEMPTS_ACCUSATIVE_RU)} "
            f"(около {share} %), а нужно {count_ru(count, DEALS_RU)}. Ослабьте условия или попросите меньше сдач.")
