"""Protocol method of Безик: `bezique.declarations`.

>>> bezique_declarations({"hand": ["QH", "JD", "AS"], "trump": "H"})["count"]
1
"""

from __future__ import annotations

from collections import Counter

from rules_py.bezique.declarations import find_declarations
from rules_py.cards import Card, Suit, parse_cards
from rules_py.decks import build_deck
from rules_py.errors import BadCard, BadRequest
from rules_py.protocol import Params, Result, card_labels, method, require
from rules_py.words import CARDS_RU, count_ru

NO_SCORES_RU = "Очки за показки в источнике не указаны: текст обрывается раньше (X-86)."


def _suit(text: str) -> Suit:
    for suit in Suit:
        if text.strip().upper() in (suit.value, suit.symbol):
            return suit
    raise BadRequest("Козырь — масть: S, H, D или C (или ♠ ♥ ♦ ♣).")


@method(
    "bezique.declarations",
    "Найти в руке безики (козырная дама и валет другой масти того же цвета); очков источник не даёт.",
    {"hand": "список кодов карт (колода безика: Т К Д В 10 9 и инфузорки JK)", "trump": "масть козыря: S H D C",
     "deck": "необязательно: bezique8 или bezique10 (по умолчанию) — для проверки числа одинаковых карт",
     "use_jokers": "необязательно: false — не считать инфузорки (по умолчанию true)"},
    '{"trump", "declarations": [{"kind": "bezique", "cards": [...], "name_ru": "безик", "jokers"}], '
    '"count", "note_ru", "labels"}',
)
def bezique_declarations(params: Params) -> Result:
    trump = _suit(require(params, "trump", str))
    try:
        hand = parse_cards(require(params, "hand", list))
    except BadCard as exc:
        raise BadRequest(exc.message) from exc
    deck_id = params.get("deck", "bezique10")
    if deck_id not in ("bezique8", "bezique10"):
        raise BadRequest("Колода безика — bezique8 или bezique10.")
    use_jokers = params.get("use_jokers", True)
    if not isinstance(use_jokers, bool):
        raise BadRequest("Параметр «use_jokers» — true или false.")
    available = Counter(build_deck(deck_id))
    for card, count in Counter(hand).items():
        if count > available[card]:
            if available[card] == 0:
                raise BadRequest(f"В колоде безика нет карты «{card.ru}».")
            raise BadRequest(
                f"В колоде безика только {count_ru(available[card], CARDS_RU)} «{card.ru}», а в руке {count}."
            )
    found = find_declarations(hand, trump, use_jokers)
    cards: list[Card] = [Card.parse(code) for d in found for code in d.cards]
    return {
        "trump": trump.value,
        "declarations": [d.to_json() for d in found],
        "count": len(found),
        "note_ru": NO_SCORES_RU,
        "labels": card_labels(cards),
    }
