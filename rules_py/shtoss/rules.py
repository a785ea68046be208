"""How one stake of Штосс is decided: the banker's pack turned face up, two cards at a time.

The banker (банкомёт, seat 0) turns his own shuffled pack face up in pairs («абцуги»). The first card of
a pair is «лоб», the second «соник» (the seed spells it «сонник» too, X-96). The first card of the
punter's rank that shows decides the stake: on a «лоб» (an odd place in the pack) the banker wins, on a
«соник» (an even place) the punter wins. Suits do not matter, nor does the order of ranks (X-100).
When both cards of a pair match («плие»), the banker wins: the «лоб» comes first, so this is the same
answer as the odd/even rule, for any pair, not only the first (X-97); the banker is paid the whole stake.

>>> from rules_py.cards import parse_cards, Rank
>>> settle(parse_cards("2C 5D QS 9H QH 3S"), Rank.QUEEN)
Outcome(position=3, pair=2, winner=0, plie=False)
>>> settle(parse_cards("2C QD"), Rank.QUEEN)
Outcome(position=2, pair=1, winner=1, plie=False)
>>> settle(parse_cards("QC QD"), Rank.QUEEN)
Outcome(position=1, pair=1, winner=0, plie=True)
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from rules_py.cards import Card, Rank

BANKER = 0
PUNTER = 1
SEAT_NAMES_RU = ("Банкомёт", "Понтёр")


class Outcome(NamedTuple):
    """Where the punter's rank first showed and who won the stake."""

    position: int  # 1-based place in the banker's pack of the first card of the punter's rank
    pair: int  # 1-based number of the «абцуг» that decided the stake
    winner: int  # BANKER or PUNTER
    plie: bool  # both cards of the deciding pair had the punter's rank


def pair_result(lob: Card, sonik: Card, rank: Rank) -> int | None:
    """The winner decided by one pair, or None when neither card has the punter's rank."""
    if lob.rank is rank:
        return BANKER  # «лоб», and also «плие» when the «соник» matches as well
    if sonik.rank is rank:
        return PUNTER
    return None


def pair_note_ru(lob: Card, sonik: Card, rank: Rank) -> str:
    """What one turned pair means for a stake on `rank`, in the words a reader sees.

    >>> from rules_py.cards import Card
    >>> pair_note_ru(Card.parse("2C"), Card.parse("QD"), Rank.QUEEN)
    'Соник совпал с картой понтёра, лоб — нет: выиграл понтёр.'
    >>> pair_note_ru(Card.parse("QC"), Card.parse("QD"), Rank.QUEEN)
    'Плие: совпали и лоб, и соник — выиграл банкомёт (лоб лежит раньше, X-97).'
    """
    winner = pair_result(lob, sonik, rank)
    if winner is None:
        return "Ни лоб, ни соник не совпали с картой понтёра: пара уходит, открывают следующую."
    if winner == PUNTER:
        return "Соник совпал с картой понтёра, лоб — нет: выиграл понтёр."
    if sonik.rank is rank:
        return "Плие: совпали и лоб, и соник — выиграл банкомёт (лоб лежит раньше, X-97)."
    return "Лоб совпал с картой понтёра: выиграл банкомёт."


def settle(pack: Sequence[Card], rank: Rank) -> Outcome:
    """Turn the whole pack pair by pair until the punter's rank shows.

    The pack must hold the rank (a full pack holds four of each, X-99).
    """
    for start in range(0, len(pack) - 1, 2):
        lob, sonik = pack[start], pack[start + 1]
        winner = pair_result(lob, sonik, rank)
        if winner is not None:
            position = start + 1 if winner == BANKER else start + 2
            return Outcome(position, start // 2 + 1, winner, lob.rank is rank and sonik.rank is rank)
    raise ValueError("the pack does not hold the punter's rank")
