"""Russian words for the durak engine's messages, taken from rules_py.words (the one source of the forms).

>>> accusative("QS"), instrumental("9S"), genitive("10C"), pronoun_instrumental("KS"), pronoun_instrumental("QS")
('даму пик', 'девяткой пик', 'десятки треф', 'им', 'ею')
>>> cards_word(1), cards_word(2), cards_word(5), cards_accusative(1), cards_accusative(21)
('карта', 'карты', 'карт', '1 карту', '21 карту')
>>> seat_name(0), accusative_seat(1), genitive_seat(1), dative_seat(1)
('Игрок 1', 'Игрока 2', 'Игрока 2', 'Игроку 2')
"""

from __future__ import annotations

from rules_py.cards import Rank
from rules_py.words import CARD, agree, card_ru, count, player_ru, pronoun_ru, rank_ru


def nominative(code: str) -> str:
    """«дама пик»."""
    return card_ru(code, "nom")


def accusative(code: str) -> str:
    """«даму пик» (побить кого? что?)."""
    return card_ru(code, "acc")


def instrumental(code: str) -> str:
    """«девяткой пик» (побить чем?)."""
    return card_ru(code, "ins")


def genitive(code: str) -> str:
    """«десятки треф» (поверх чего?)."""
    return card_ru(code, "gen")


def pronoun_instrumental(code: str) -> str:
    """«покройте им» (a king), «ею» (a queen)."""
    return pronoun_ru(code, "ins")


def rank_accusative(rank: int) -> str:
    """«на девятку», «на валета»."""
    return rank_ru(Rank(rank), "acc")


def rank_genitive(rank: int) -> str:
    """«нет девятки», «нет валета»."""
    return rank_ru(Rank(rank), "gen")


def rank_plural(rank: int) -> str:
    """«шестёрок», «дам»."""
    return rank_ru(Rank(rank), "gen", plural=True)


def cards_word(n: int) -> str:
    """The form of «карта» after a number, in the nominative: «осталось 5 карт»."""
    return agree(n, CARD)


def cards_accusative(n: int) -> str:
    """A number of cards as the object of a verb: «берёт 1 карту», «5 карт»."""
    return count(n, CARD, "acc")


def seat_name(seat: int) -> str:
    return player_ru(seat)


def accusative_seat(seat: int) -> str:
    """«под Игрока 2», «на Игрока 3»: the seat's name after a preposition, still capitalised."""
    return player_ru(seat, "acc")


def genitive_seat(seat: int) -> str:
    """«у Игрока 2»."""
    return player_ru(seat, "gen")


def dative_seat(seat: int) -> str:
    """«(ход переходит) к Игроку 2»."""
    return player_ru(seat, "dat")


def pair_ru(attack: str, cover: str | None, face_down: bool = False) -> str:
    """An attacking card and what covers it, as the table is read aloud (the participle agrees with the
    card: «король … побит», «дама … побита»).

    >>> pair_ru("7S", "9S"), pair_ru("KH", None), pair_ru("QD", None, face_down=True)
    ('семёрка пик, побита девяткой пик', 'король червей, не побит', 'дама бубен, покрыта картой втёмную')
    """
    ending = "" if pronoun_ru(attack) == "он" else "а"
    if face_down:
        return f"{nominative(attack)}, покрыт{ending} картой втёмную"
    if cover is None:
        return f"{nominative(attack)}, не побит{ending}"
    return f"{nominative(attack)}, побит{ending} {instrumental(cover)}"
