"""What beats what in durak, given the variant's rules and the defender's trump.

Cards are handled as protocol codes ("QS", "10H"); `rank` and `suit` read them from a table built
once, because the engine asks millions of times in a bench run.

>>> rules = DurakRules()
>>> beats("QS", "KS", "H", rules), beats("QS", "9S", "H", rules), beats("QS", "6H", "H", rules)
(True, False, True)
>>> why_not("QS", "9S", "H", rules)
'Нельзя побить даму пик девяткой пик: бьют старшей картой той же масти или козырем.'
>>> why_not("QH", "9H", "H", rules)
'Нельзя побить даму червей девяткой червей: козырь бьют только старшим козырем.'
>>> japanese = DurakRules(trumps="fixed", fixed_trump="D", only_by_own_suit="S")
>>> beats("6S", "AD", "D", japanese), beats("6C", "AD", "D", japanese)
(False, True)

Variants with engines of their own describe their beating with a `SuitRule`:

>>> chinese = SuitRule(trump="S", own_suit_only="C", order="chinese")
>>> chinese.beats("KH", "10H"), chinese.beats("10H", "KH"), chinese.beats("6C", "6S")
(True, False, False)
>>> chinese.why_not("10H", "KH")
'Нельзя побить десятку червей королём червей: бьют старшей картой той же масти (десятка старше короля) или козырем.'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence, TypeVar

from rules_py.cards import Rank, Suit
from rules_py.decks import RANK_ORDERS
from rules_py.durak.rules import DurakRules
from rules_py.durak.words import accusative, instrumental

T = TypeVar("T")

_RANK_OF: dict[str, int] = {}
_SUIT_OF: dict[str, str] = {}
for _rank in Rank:
    if _rank is Rank.JOKER:
        continue
    for _suit in Suit:
        _code = _rank.code + _suit.value
        _RANK_OF[_code] = int(_rank)
        _SUIT_OF[_code] = _suit.value

RANK_CODE: dict[int, str] = {int(r): r.code for r in Rank if r is not Rank.JOKER}
RANK_VALUE: dict[str, int] = {code: value for value, code in RANK_CODE.items()}


def is_card(code: object) -> bool:
    return isinstance(code, str) and code in _RANK_OF


def rank(code: str) -> int:
    return _RANK_OF[code]


def suit(code: str) -> str:
    return _SUIT_OF[code]


def _beats(
    attack: str, card: str, trump: str | None, own_suit_only: str | None, power: dict[str, int], twins: bool
) -> bool:
    a_suit, c_suit = _SUIT_OF[attack], _SUIT_OF[card]
    if a_suit == c_suit:
        a_power, c_power = power[attack], power[card]
        return c_power > a_power or (c_power == a_power and twins)
    if own_suit_only == a_suit:
        return False
    # Suits differ: only the defender's trump beats; for двухкозырный this is the defender's own
    # suit, which beats the attacker's trump too.
    return trump is not None and c_suit == trump


def _why_not(attack: str, card: str, trump: str | None, own_suit_only: str | None, chinese: bool) -> str:
    head = f"Нельзя побить {accusative(attack)} {instrumental(card)}"
    a_suit = _SUIT_OF[attack]
    if attack == card:
        return f"{head}: одинаковой картой (той же масти и достоинства) отбиться нельзя."
    if own_suit_only == a_suit and _SUIT_OF[card] != a_suit:
        name = Suit(a_suit).name_ru
        return f"{head}: {name} бьют только старшими {_INSTRUMENTAL_PLURAL[a_suit]}."
    ten = " (десятка старше короля)" if chinese else ""
    if trump is not None and a_suit == trump:
        return f"{head}: козырь бьют только старшим козырем{ten}."
    higher = "старшей картой той же масти" + ten
    if trump is None:
        return f"{head}: без козырей бьют только {higher}."
    return f"{head}: бьют {higher} или козырем."


def beats(attack: str, card: str, trump: str | None, rules: DurakRules) -> bool:
    """Whether `card` beats `attack` for a defender whose trump suit is `trump`."""
    return _beats(attack, card, trump, rules.only_by_own_suit, _RANK_OF, not rules.identical_twin_cannot_beat)


def why_not(attack: str, card: str, trump: str | None, rules: DurakRules) -> str:
    """The reader's explanation of why `card` does not beat `attack`."""
    return _why_not(attack, card, trump, rules.only_by_own_suit, chinese=False)


_INSTRUMENTAL_PLURAL = {"C": "трефами", "D": "бубнами", "H": "червами", "S": "пиками"}


def defender_trump(trump_suit: str | None, player_trumps: list[str] | None, defender: int) -> str | None:
    """The suit that is trump for this defender (двухкозырный: his own)."""
    if player_trumps is not None:
        return player_trumps[defender]
    return trump_suit


def can_beat_all(attacks: Sequence[T], hand: Sequence[T], beats_card: Callable[[T, T], bool]) -> bool:
    """Whether every card of `attacks` can be beaten at once, each by its own card of `hand` (a
    matching, not a greedy choice: 7♠ and 8♠ against 9♠ and a trump are both beaten).

    >>> rules = DurakRules()
    >>> can_beat_all(["7S", "8S"], ["9S", "6H"], lambda a, c: beats(a, c, "H", rules))
    True
    >>> can_beat_all(["7S", "8S"], ["9S", "6D"], lambda a, c: beats(a, c, "H", rules))
    False
    """
    owner: dict[int, int] = {}  # hand index -> attack index

    def place(i: int, tried: set[int]) -> bool:
        for j, card in enumerate(hand):
            if j in tried or not beats_card(attacks[i], card):
                continue
            tried.add(j)
            if j not in owner or place(owner[j], tried):
                owner[j] = i
                return True
        return False

    return all(place(i, set()) for i in range(len(attacks)))


#: Each card's power in the Chinese order (X-32): 6 7 8 9 J Q K 10 A, the ten above the king.
CHINESE_POWER: dict[str, int] = {
    code: RANK_ORDERS["chinese"].ranks.index(Rank(value)) + 6
    for code, value in _RANK_OF.items()
    if Rank(value) in RANK_ORDERS["chinese"].ranks
}
_POWERS = {"standard": _RANK_OF, "chinese": CHINESE_POWER}


@dataclass(frozen=True)
class SuitRule:
    """What beats what in a variant with an engine of its own: the trump suit (None: no trumps), a
    suit that only its own higher cards beat (китайский: clubs; крестовый: clubs) and the rank
    order ("standard", or "chinese" with the ten above the king)."""

    trump: str | None
    own_suit_only: str | None = None
    order: str = "standard"

    def power(self, code: str) -> int:
        """The card's strength within its suit (comparable only between cards of one suit)."""
        return _POWERS[self.order][code]

    def beats(self, attack: str, card: str) -> bool:
        return _beats(attack, card, self.trump, self.own_suit_only, _POWERS[self.order], False)

    def why_not(self, attack: str, card: str) -> str:
        return _why_not(attack, card, self.trump, self.own_suit_only, chinese=self.order == "chinese")

    def value(self, code: str) -> int:
        """A bot's measure of a card: its power, trumps far above every plain card."""
        return self.power(code) + (20 if _SUIT_OF[code] == self.trump else 0)

    def to_json(self) -> dict[str, Any]:
        return {"trump": self.trump, "own_suit_only": self.own_suit_only, "order": self.order}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SuitRule:
        return cls(trump=data["trump"], own_suit_only=data["own_suit_only"], order=data["order"])
