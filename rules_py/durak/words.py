"""Russian words for the durak engine's messages: card names in the cases a sentence needs.

>>> accusative("QS"), instrumental("9S"), genitive("10C")
('даму пик', 'девяткой пик', 'десятки треф')
>>> cards_word(1), cards_word(2), cards_word(5), cards_word(11), cards_word(22)
('карта', 'карты', 'карт', 'карт', 'карты')
>>> seat_name(0), accusative_seat(1), genitive_seat(1), dative_seat(1)
('Игрок 1', 'Игрока 2', 'Игрока 2', 'Игроку 2')
"""

from __future__ import annotations

from rules_py.cards import Card, Rank
from rules_py.words import CARDS_ACCUSATIVE_RU, CARDS_RU, count_ru, plural_ru, rank_accusative_ru

_INSTRUMENTAL = {
    Rank.TWO: "двойкой", Rank.THREE: "тройкой", Rank.FOUR: "четвёркой", Rank.FIVE: "пятёркой",
    Rank.SIX: "шестёркой", Rank.SEVEN: "семёркой", Rank.EIGHT: "восьмёркой", Rank.NINE: "девяткой",
    Rank.TEN: "десяткой", Rank.JACK: "валетом", Rank.QUEEN: "дамой", Rank.KING: "королём", Rank.ACE: "тузом",
}
#: Singular genitive of the rank names: «нет девятки», «нет валета».
_GENITIVE = {
    Rank.TWO: "двойки", Rank.THREE: "тройки", Rank.FOUR: "четвёрки", Rank.FIVE: "пятёрки",
    Rank.SIX: "шестёрки", Rank.SEVEN: "семёрки", Rank.EIGHT: "восьмёрки", Rank.NINE: "девятки",
    Rank.TEN: "десятки", Rank.JACK: "валета", Rank.QUEEN: "дамы", Rank.KING: "короля", Rank.ACE: "туза",
}
#: Plural genitive of the rank names: «карты тех достоинств» — «шестёрок», «дам».
_PLURAL_GENITIVE = {
    Rank.TWO: "двоек", Rank.THREE: "троек", Rank.FOUR: "четвёрок", Rank.FIVE: "пятёрок",
    Rank.SIX: "шестёрок", Rank.SEVEN: "семёрок", Rank.EIGHT: "восьмёрок", Rank.NINE: "девяток",
    Rank.TEN: "десяток", Rank.JACK: "валетов", Rank.QUEEN: "дам", Rank.KING: "королей", Rank.ACE: "тузов",
}


#: Ranks whose names are masculine (валет, король, туз): «король пик побит», «дама пик побита».
_MASCULINE = {Rank.JACK, Rank.KING, Rank.ACE}


def _card(code: str) -> Card:
    return Card.parse(code)


def nominative(code: str) -> str:
    """«дама пик»."""
    return _card(code).name_ru


def accusative(code: str) -> str:
    """«даму пик» (побить кого? что?)."""
    card = _card(code)
    assert card.suit is not None
    return f"{rank_accusative_ru(card.rank)} {card.suit.genitive_ru}"


def instrumental(code: str) -> str:
    """«девяткой пик» (побить чем?)."""
    card = _card(code)
    assert card.suit is not None
    return f"{_INSTRUMENTAL[card.rank]} {card.suit.genitive_ru}"


def genitive(code: str) -> str:
    """«десятки треф» (поверх чего?)."""
    card = _card(code)
    assert card.suit is not None
    return f"{_GENITIVE[card.rank]} {card.suit.genitive_ru}"


def rank_accusative(rank: int) -> str:
    """«на девятку», «на валета»."""
    return rank_accusative_ru(Rank(rank))


def rank_genitive(rank: int) -> str:
    """«нет девятки», «нет валета»."""
    return _GENITIVE[Rank(rank)]


def rank_plural(rank: int) -> str:
    """«шестёрок», «дам»."""
    return _PLURAL_GENITIVE[Rank(rank)]


def cards_word(n: int) -> str:
    """The form of «карта» after a number."""
    return plural_ru(n, CARDS_RU)


def cards_accusative(n: int) -> str:
    """A number of cards as the object of a verb: «берёт 1 карту», «5 карт»."""
    return count_ru(n, CARDS_ACCUSATIVE_RU)


def seat_name(seat: int) -> str:
    return f"Игрок {seat + 1}"


def accusative_seat(seat: int) -> str:
    """«под Игрока 2», «на Игрока 3»: the seat's name after a preposition, still capitalised."""
    return f"Игрока {seat + 1}"


def genitive_seat(seat: int) -> str:
    """«у Игрока 2»: the genitive of a seat's name is the same as its accusative."""
    return accusative_seat(seat)


def dative_seat(seat: int) -> str:
    """«(ход переходит) к Игроку 2»."""
    return f"Игроку {seat + 1}"


def pair_ru(attack: str, cover: str | None, face_down: bool = False) -> str:
    """An attacking card and what covers it, as the table is read aloud.

    >>> pair_ru("7S", "9S"), pair_ru("KH", None), pair_ru("QD", None, face_down=True)
    ('семёрка пик, побита девяткой пик', 'король червей, не побит', 'дама бубен, покрыта картой втёмную')
    """
    ending = "" if _card(attack).rank in _MASCULINE else "а"
    if face_down:
        return f"{nominative(attack)}, покрыт{ending} картой втёмную"
    if cover is None:
        return f"{nominative(attack)}, не побит{ending}"
    return f"{nominative(attack)}, побит{ending} {instrumental(cover)}"
