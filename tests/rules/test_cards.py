"""Cards and notation: codes, Russian forms, accessible names, precise errors."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.cards import JOKER, Card, Rank, Suit, parse_cards
from rules_py.errors import BadCard

ALL_CARDS = [Card(r, s) for s in Suit for r in Rank if r is not Rank.JOKER] + [JOKER]


@pytest.mark.parametrize(
    ("text", "code"),
    [("AS", "AS"), ("10H", "10H"), ("TH", "10H"), ("th", "10H"), ("QD", "QD"), ("JC", "JC"), ("JK", "JK"),
     ("Т♠", "AS"), ("К♥", "KH"), ("Д♦", "QD"), ("В♣", "JC"), ("10♠", "10S"), ("Джокер", "JK"), ("2c", "2C")],
)
def test_parse_accepts_english_and_russian(text: str, code: str) -> None:
    assert Card.parse(text).code == code


@pytest.mark.parametrize(
    ("code", "ru", "name"),
    [("QS", "Д♠", "дама пик"), ("AH", "Т♥", "туз червей"), ("KD", "К♦", "король бубен"),
     ("JC", "В♣", "валет треф"), ("10S", "10♠", "десятка пик"), ("6H", "6♥", "шестёрка червей"),
     ("JK", "Джокер", "джокер")],
)
def test_russian_forms(code: str, ru: str, name: str) -> None:
    card = Card.parse(code)
    assert (card.ru, card.name_ru) == (ru, name)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [("1S", "нет такого достоинства «1»"), ("AX", "в конце нужна масть"), ("S", "не указано достоинство"),
     ("", "Пустая строка"), ("11H", "«11»"), ("ZZ", "масть")],
)
def test_bad_codes_raise_precise_errors(text: str, fragment: str) -> None:
    with pytest.raises(BadCard) as info:
        Card.parse(text)
    assert fragment in info.value.message


def test_non_string_is_refused() -> None:
    with pytest.raises(BadCard):
        Card.parse(12)  # type: ignore[arg-type]


def test_suit_names_and_colours() -> None:
    assert [s.name_ru for s in Suit] == ["трефы", "бубны", "червы", "пики"]
    assert [s.is_red for s in Suit] == [False, True, True, False]
    assert JOKER.is_joker and not JOKER.is_red


def test_joker_has_no_suit() -> None:
    with pytest.raises(BadCard):
        Card(Rank.JOKER, Suit.SPADES)
    with pytest.raises(BadCard):
        Card(Rank.ACE, None)


def test_parse_cards_list_and_string() -> None:
    assert [c.code for c in parse_cards(["AS", "Д♦"])] == ["AS", "QD"]
    assert [c.code for c in parse_cards("10h, JK  2c")] == ["10H", "JK", "2C"]


@given(st.sampled_from(ALL_CARDS))
def test_every_form_round_trips(card: Card) -> None:
    assert Card.parse(card.code) == card
    assert Card.parse(card.ru) == card
    assert Card.parse(card.code.lower()) == card


@settings(max_examples=200)
@given(st.text(max_size=6))
def test_parse_never_fails_other_than_badcard(text: str) -> None:
    try:
        card = Card.parse(text)
    except BadCard as exc:
        assert exc.message
    else:
        assert Card.parse(card.code) == card
