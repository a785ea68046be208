"""What beats what in durak, given the variant's rules and the defender's trump.

Cards are handled as protocol codes ("QS", "10H"); `rank` and `suit` read them from a table built
once, because the engine asks millions of times in a bench run.

>>> rules = DurakRules()
>>> beats("QS", "KS", "H", rules), beats("QS", "9S", "H", rules), beats("QS", "6H", "H", rules)
(True, False, True)
>>> why_not("QS", "9S", "H", rules)
'Нельзя побить даму пик девяткой пик: бьют старшей картой той же масти или козырем.'
>>> japanese = DurakRules(trumps="fixed", fixed_trump="D", only_by_own_suit="S")
>>> beats("6S", "AD", "D", japanese), beats("6C", "AD", "D", japanese)
(False, True)
"""

from __future__ import annotations

from typing import Callable

from rules_py.cards import Rank, Suit
from rules_py.durak.rules import DurakRules
from rules_py.durak.words import accusative, instrumental

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


def beats(attack: str, card: str, trump: str | None, rules: DurakRules) -> bool:
    """Whether `card` beats `attack` for a defender whose trump suit is `trump`."""
    a_suit, c_suit = _SUIT_OF[attack], _SUIT_OF[card]
    if a_suit == c_suit:
        a_rank, c_rank = _RANK_OF[attack], _RANK_OF[card]
        return c_rank > a_rank or (c_rank == a_rank and not rules.identical_twin_cannot_beat)
    if rules.only_by_own_suit == a_suit:
        return False
    # Suits differ: only the defender's trump beats; for двухкозырный this is the defender's own
    # suit, which beats the attacker's trump too.
    return trump is not None and c_suit == trump


def why_not(attack: str, card: str, trump: str | None, rules: DurakRules) -> str:
    """The reader's explanation of why `card` does not beat `attack`."""
    head = f"Нельзя побить {accusative(attack)} {instrumental(card)}"
    a_suit = _SUIT_OF[attack]
    if attack == card:
        return f"{head}: одинаковой картой (той же масти и достоинства) отбиться нельзя."
    if rules.only_by_own_suit == a_suit and _SUIT_OF[card] != a_suit:
        name = Suit(a_suit).name_ru
        return f"{head}: {name} бьют только старшими {_INSTRUMENTAL_PLURAL[a_suit]}."
    if trump is None:
        return f"{head}: без козырей бьют только старшей картой той же масти."
    return f"{head}: бьют старшей картой той же масти или козырем."


_INSTRUMENTAL_PLURAL = {"C": "трефами", "D": "бубнами", "H": "червами", "S": "пиками"}


def defender_trump(trump_suit: str | None, player_trumps: list[str] | None, defender: int) -> str | None:
    """The suit that is trump for this defender (двухкозырный: his own)."""
    if player_trumps is not None:
        return player_trumps[defender]
    return trump_suit


def can_beat_all(attacks: list[str], hand: list[str], beats_card: Callable[[str, str], bool]) -> bool:
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
