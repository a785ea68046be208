"""Cards typed by a reader into the canasta calculator: English codes, Russian indices, suit letters.

The calculator never reads card codes in JavaScript: it sends what the reader typed here and draws
the codes that come back. Besides everything `Card.parse` reads («KS», «10h», «Д♠», «джокер»), a
Russian keyboard has no suit symbols, so the last letter may also name the suit in Russian:
п — пики, ч — червы, б — бубны, т or к — трефы (крести).

>>> read_cards("KS 10h Д♠ джокер")
['KS', '10H', 'QS', 'JK']
>>> read_cards("Кп, 7ч 3б Тт 10к дж")
['KS', '7H', '3D', 'AC', '10C', 'JK']
>>> read_cards("7x")
Traceback (most recent call last):
...
rules_py.errors.BadCard: Не понимаю карту «7x»: в конце нужна масть (C D H S, ♣ ♦ ♥ ♠ или п ч б т).
"""

from __future__ import annotations

from rules_py.cards import Card
from rules_py.errors import BadCard, BadRequest

#: Russian suit letters, typed last: пики, червы, бубны, трефы (крести).
SUIT_LETTERS_RU = {"П": "S", "Ч": "H", "Б": "D", "Т": "C", "К": "C"}
MAX_CARDS = 500


def read_card(token: str) -> Card:
    """One typed card; Russian suit letters are tried when the ordinary reading fails."""
    try:
        return Card.parse(token)
    except BadCard as first:
        cleaned = token.strip().upper()
        suit = SUIT_LETTERS_RU.get(cleaned[-1:])
        if suit is None or len(cleaned) < 2:
            raise BadCard(
                f"Не понимаю карту «{token}»: в конце нужна масть (C D H S, ♣ ♦ ♥ ♠ или п ч б т)."
            ) from None
        try:
            return Card.parse(cleaned[:-1] + suit)
        except BadCard:
            raise first from None


def read_cards(text: str) -> list[str]:
    """The codes of the cards in a typed text (separated by spaces, commas or semicolons)."""
    if not isinstance(text, str):
        raise BadRequest("Карты передают строкой, например «KS KH 7♦ джокер».")
    tokens = text.replace(",", " ").replace(";", " ").split()
    if len(tokens) > MAX_CARDS:
        raise BadRequest(f"Слишком много карт за раз: {len(tokens)} (не больше {MAX_CARDS}).")
    return [read_card(token).code for token in tokens]
