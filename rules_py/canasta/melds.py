"""Meld validation and classification for every canasta preset.

A meld is three or more cards of one rank, natural cards helped by wild cards (jokers and twos) within
the preset's limit; some presets add melds of black threes, melds of wild cards only, and Combo's
escalera (seven cards of one suit in sequence). A meld of seven or more cards is a canasta: natural
(clean) or mixed (dirty) by the preset's rule, or a wild canasta.

>>> from rules_py.canasta.presets import PRESETS
>>> russian = PRESETS["canasta.russian"]
>>> meld = validate_meld(["KS", "KH", "KD", "KC", "KS", "KH", "KD", "2C", "2D", "JK"], russian)
>>> meld.canasta, canasta_name_ru(meld, russian), canasta_premium(meld, russian)
('natural', 'чистая канаста из королей', 500)
>>> validate_meld(["JK", "JK", "7H"], PRESETS["canasta.classic"])  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
rules_py.canasta.melds.BadMeld: В сочетании 2 джокера и 1 натуральная карта: джокеров не может быть больше, ...
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal, Sequence

from rules_py.canasta.presets import CanastaRules
from rules_py.canasta.words import (
    CARDS_RU,
    JOKERS_RU,
    NATURALS_RU,
    TIMES_RU,
    count_ru,
    rank_genitive_plural_ru,
)
from rules_py.cards import Card, Rank
from rules_py.decks import build_deck
from rules_py.errors import RulesError
from rules_py.words import short_ru

MeldKind = Literal["natural", "mixed", "wild", "black_threes", "escalera"]
CanastaKind = Literal["natural", "mixed", "wild", "escalera"]

CANASTA_SIZE = 7
#: Ranks an escalera may use: twos are wild and threes are special in Combo.
ESCALERA_RANKS = tuple(Rank(v) for v in range(Rank.FOUR, Rank.ACE + 1))


class BadMeld(RulesError):
    """A meld the preset does not allow; the message says why, in Russian."""

    code = "bad_meld"


@dataclass(frozen=True)
class Meld:
    """A validated meld: its cards and what it is under the preset it was checked against."""

    cards: tuple[Card, ...]
    kind: MeldKind
    rank: Rank | None  # None for a wild meld and an escalera
    naturals: int
    jokers: int
    twos: int
    canasta: CanastaKind | None

    @property
    def wilds(self) -> int:
        return self.jokers + self.twos

    @property
    def is_canasta(self) -> bool:
        return self.canasta is not None

    @property
    def is_sevens(self) -> bool:
        return self.rank is Rank.SEVEN and self.kind in ("natural", "mixed")

    def ru(self) -> str:
        return " ".join(short_ru(card) for card in self.cards)


def is_wild(card: Card) -> bool:
    """Jokers and twos are wild in every preset."""
    return card.rank in (Rank.JOKER, Rank.TWO)


def _cards_ru(cards: Sequence[Card]) -> str:
    return " ".join(short_ru(card) for card in cards)


def _parse(cards: Sequence[Card | str]) -> tuple[Card, ...]:
    return tuple(card if isinstance(card, Card) else Card.parse(card) for card in cards)


def validate_meld(cards: Sequence[Card | str], rules: CanastaRules) -> Meld:
    """Check one meld against a preset and classify it; raise BadMeld with the reason if it is impossible."""
    meld = _parse(cards)
    n = len(meld)
    if n == 0:
        raise BadMeld("Пустое сочетание: в нём нет ни одной карты.")
    for card in meld:
        if card.rank is Rank.THREE and card.is_red and rules.red_threes == "premium":
            raise BadMeld(
                f"Красная тройка ({short_ru(card)}) не входит в сочетания: это премия, её кладут на стол отдельно."
            )
    naturals = [c for c in meld if not is_wild(c)]
    jokers = sum(1 for c in meld if c.is_joker)
    twos = n - len(naturals) - jokers
    wilds = jokers + twos
    if not naturals:
        return _wild_meld(meld, jokers, twos, rules)
    if rules.black_threes != "ordinary" and any(c.rank is Rank.THREE for c in naturals):
        return _black_threes(meld, naturals, wilds, rules)
    ranks = sorted({c.rank for c in naturals}, reverse=True)
    if len(ranks) > 1:
        return _escalera(meld, naturals, wilds, ranks, rules)
    rank = ranks[0]
    if n < 3:
        raise BadMeld(f"В сочетании должно быть не меньше 3 карт, а здесь {count_ru(n, CARDS_RU)}.")
    if rules.wild_ratio and wilds > len(naturals):
        also = " (двойка — тоже джокер)" if twos else ""
        raise BadMeld(
            f"В сочетании {count_ru(wilds, JOKERS_RU)} и {count_ru(len(naturals), NATURALS_RU)}: "
            f"джокеров не может быть больше, чем натуральных карт{also}."
        )
    if len(naturals) < 2:
        raise BadMeld("В сочетании должно быть хотя бы две натуральные карты одного достоинства.")
    if rules.wild_cap is not None and wilds > rules.wild_cap:
        raise BadMeld(
            f"В сочетании {count_ru(wilds, JOKERS_RU)}, а в варианте «{rules.name_ru}» "
            f"в одном сочетании их может быть самое большее {rules.wild_cap}."
        )
    _check_canasta_max(n, rules)
    canasta: CanastaKind | None = None
    if n >= CANASTA_SIZE:
        if rules.clean_rule == "seven_naturals":
            # clean if seven naturals of the rank, whatever wild cards are added.
            canasta = "natural" if len(naturals) >= CANASTA_SIZE else "mixed"
        else:
            canasta = "natural" if wilds == 0 else "mixed"
    return Meld(meld, "natural" if wilds == 0 else "mixed", rank, len(naturals), jokers, twos, canasta)


def _check_canasta_max(n: int, rules: CanastaRules) -> None:
    if rules.canasta_max is not None and n > rules.canasta_max:
        raise BadMeld(
            f"В варианте «{rules.name_ru}» в канасте не больше {rules.canasta_max} карт, "
            f"а здесь {count_ru(n, CARDS_RU)}."
        )


def _wild_meld(meld: tuple[Card, ...], jokers: int, twos: int, rules: CanastaRules) -> Meld:
    n = len(meld)
    if rules.wild_melds == "none":
        hint = (
            " Джокерная канаста — только по договорённости (настройка «джокерная канаста»)."
            if "joker_canasta" in rules.options_allowed
            else ""
        )
        raise BadMeld(
            f"Сочетание только из джокеров и двоек ({_cards_ru(meld)}) в варианте «{rules.name_ru}» "
            f"не выкладывают.{hint}"
        )
    if rules.wild_melds == "canasta_at_once" and n != CANASTA_SIZE:
        raise BadMeld(
            "Канасту из джокеров и двоек выкладывают сразу, ровно семью картами, "
            f"а здесь {count_ru(n, CARDS_RU)}."
        )
    if n < 3:
        raise BadMeld(f"В джокерной выкладке должно быть не меньше 3 карт, а здесь {count_ru(n, CARDS_RU)}.")
    _check_canasta_max(n, rules)
    return Meld(meld, "wild", None, 0, jokers, twos, "wild" if n >= CANASTA_SIZE else None)


def _black_threes(meld: tuple[Card, ...], naturals: list[Card], wilds: int, rules: CanastaRules) -> Meld:
    three = next(c for c in naturals if c.rank is Rank.THREE)
    if rules.black_threes == "forbidden":
        raise BadMeld(
            f"Чёрную тройку ({three.ru}) в варианте «{rules.name_ru}» не выкладывают: её можно только сбросить."
        )
    if rules.black_threes == "collected":
        raise BadMeld(
            f"В варианте «{rules.name_ru}» чёрные тройки не выкладывают: взятые с пакетом, они уходят из "
            "игры и считаются отдельно."
        )
    if any(c.rank is not Rank.THREE for c in naturals):
        raise BadMeld("К чёрным тройкам нельзя класть другие карты: их выкладывают только своим сочетанием.")
    if wilds:
        raise BadMeld("К чёрным тройкам нельзя добавлять джокеры и двойки.")
    n = len(meld)
    if n < 3:
        raise BadMeld(f"Сочетание чёрных троек — не меньше 3 карт, а здесь {count_ru(n, CARDS_RU)}.")
    if rules.black_threes == "closed" and n > 4:
        raise BadMeld(
            f"Комплект чёрных троек — 3 или 4 карты, и к нему ничего не кладут; здесь {count_ru(n, CARDS_RU)}."
        )
    return Meld(meld, "black_threes", Rank.THREE, n, 0, 0, None)


def _escalera(
    meld: tuple[Card, ...], naturals: list[Card], wilds: int, ranks: list[Rank], rules: CanastaRules
) -> Meld:
    names = ", ".join(r.ru for r in ranks)
    base = f"В сочетании карты разных достоинств ({names}): сочетание составляют из карт одного достоинства"
    if not rules.escalera:
        raise BadMeld(base + ".")
    problem = ""
    if wilds:
        problem = "в эскалеру джокеры и двойки не входят"
    elif len({c.suit for c in naturals}) > 1:
        problem = "здесь карты разных мастей"
    elif len(meld) != CANASTA_SIZE:
        problem = f"здесь {count_ru(len(meld), CARDS_RU)}"
    elif any(r not in ESCALERA_RANKS for r in ranks):
        problem = "тройки и двойки в эскалеру не входят"
    elif len(ranks) != CANASTA_SIZE or ranks[0] - ranks[-1] != CANASTA_SIZE - 1:
        problem = "карты не идут подряд"
    if problem:
        raise BadMeld(
            f"{base}, а эскалера — ровно 7 карт одной масти подряд (от четвёрки до туза) без джокеров: "
            f"{problem}."
        )
    ordered = tuple(sorted(meld, key=lambda c: c.rank))
    return Meld(ordered, "escalera", None, CANASTA_SIZE, 0, 0, "escalera")


@lru_cache(maxsize=None)
def deck_counts(deck: str) -> Counter[Card]:
    """How many copies of each card a deck holds."""
    return Counter(build_deck(deck))


def check_deck(cards: Sequence[Card], rules: CanastaRules) -> Card | None:
    """The first card of `cards` that appears more often than the preset's deck holds, or None."""
    counts = deck_counts(rules.deck)
    for card, used in Counter(cards).items():
        if used > counts.get(card, 0):
            return card
    return None


def too_many_ru(card: Card, used: int, rules: CanastaRules, where: str) -> str:
    """Why a card cannot appear `used` times `where` («в сочетаниях»)."""
    have = deck_counts(rules.deck).get(card, 0)
    what = "Джокер" if card.is_joker else f"Карта {card.ru}"
    return f"{what} встречается {where} {count_ru(used, TIMES_RU)}, а в колоде таких {count_ru(have, CARDS_RU)}."


def validate_melds(melds: Sequence[Sequence[Card | str]], rules: CanastaRules) -> list[Meld]:
    """Check all the melds of one side: each meld, one meld per rank, and the deck's card counts."""
    result: list[Meld] = []
    for i, cards in enumerate(melds, start=1):
        try:
            meld = validate_meld(cards, rules)
        except BadMeld as exc:
            if len(melds) > 1:
                where = f"сочетание №{i}: {_cards_ru(_parse(cards))}"
                raise BadMeld(f"{exc.message.rstrip('.')} ({where}).") from None
            raise
        result.append(meld)
    problem = same_rank_problem(result, rules)
    if problem is not None:
        raise BadMeld(problem)
    all_cards = [c for meld in result for c in meld.cards]
    extra = check_deck(all_cards, rules)
    if extra is not None:
        used = sum(1 for c in all_cards if c == extra)
        raise BadMeld(too_many_ru(extra, used, rules, "в сочетаниях"))
    return result


def same_rank_problem(melds: Sequence[Meld], rules: CanastaRules) -> str | None:
    """Why one side may not hold these melds together (two of one rank, where the preset forbids it).

    >>> from rules_py.canasta.presets import PRESETS
    >>> kings = validate_meld(["KS", "KH", "KD"], PRESETS["canasta.classic"])
    >>> same_rank_problem([kings, kings], PRESETS["canasta.three_packs"]) is None
    True
    """
    if rules.same_rank_melds:
        return None
    seen: dict[object, int] = {}
    for i, meld in enumerate(melds, start=1):
        if meld.kind == "escalera":
            continue
        key: object = meld.rank if meld.kind != "wild" else "wild"
        if key in seen:
            what = (
                "две джокерные выкладки"
                if key == "wild"
                else f"два сочетания {rank_genitive_plural_ru(meld.rank or Rank.JOKER)}"
            )
            return (
                f"У одной стороны {what} (№{seen[key]} и №{i}): карты того же достоинства "
                "докладывают к уже выложенному сочетанию."
            )
        seen[key] = i
    return None


def canasta_premium(meld: Meld, rules: CanastaRules) -> int:
    """The premium of a canasta under the preset (0 for a meld that is not a canasta)."""
    if meld.canasta is None:
        return 0
    if meld.canasta == "escalera":
        return rules.escalera_premium  # scored as an ordinary natural canasta
    if meld.canasta == "wild":
        for jokers, twos, premium in rules.wild_canasta_special:
            if meld.jokers == jokers and meld.twos == twos:
                return premium
        return rules.wild_canasta
    if meld.is_sevens and rules.sevens_natural is not None and rules.sevens_mixed is not None:
        return rules.sevens_natural if meld.canasta == "natural" else rules.sevens_mixed
    return rules.natural_canasta if meld.canasta == "natural" else rules.mixed_canasta


def canasta_name_ru(meld: Meld, rules: CanastaRules) -> str:
    """The source's name of a canasta: «чистая канаста из королей», «боливия (канаста из джокеров)»."""
    natural, mixed, wild = rules.canasta_words_ru
    if meld.canasta == "escalera":
        return f"эскалера ({short_ru(meld.cards[0])}–{short_ru(meld.cards[-1])})"
    if meld.canasta == "wild":
        if meld.twos == 7:
            return f"{wild}: семь двоек"
        if rules.wild_canasta_special and meld.jokers == 4 and meld.twos == 3:
            return f"{wild}: четыре джокера и три двойки"
        return wild
    word = natural if meld.canasta == "natural" else mixed
    if meld.is_sevens and rules.sevens_natural is not None:
        return f"{word} семёрок"
    return f"{word} из {rank_genitive_plural_ru(meld.rank or Rank.JOKER)}"
