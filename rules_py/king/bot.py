"""A simple, quick bot for Кинг that sees only a seat's view.

Negative deals: duck under the card that is winning the trick, dumping the costliest card that still
ducks; when void, throw the costliest card; lead low cards that cost nothing. Positive deals: win the
trick as cheaply as possible when last to play, with the highest card otherwise, and never give away
a card that scores; lead high. Trump choice: the longest suit, or no trump with no suit longer
than two cards.

>>> from rules_py.king.engine import KingEngine
>>> e = KingEngine(); s = e.new_game("king", 4, 3, {})
>>> e.bot_move(s)["type"]
'card'
"""

from __future__ import annotations

from typing import Any

from rules_py.cards import Card, Suit
from rules_py.king.deals import DEALS, TRICKS_PER_DEAL, DealRule
from rules_py.king.tricks import legal_cards, power, trick_winner

Move = dict[str, Any]


def choose_move(view: dict[str, Any]) -> Move:
    """The bot's move for the seat whose view this is."""
    rule = DEALS[view["deal_id"]]
    hand = [Card.parse(c) for c in view["hand"]]
    if view["phase"] == "trump":
        return {"type": "trump", "suit": choose_trump(hand)}
    trump = Suit(view["trump"]) if view["trump"] else None
    trick = [Card.parse(c) for _, c in view["trick"]]
    legal = legal_cards(hand, trick, rule)
    if len(legal) == 1:
        return {"type": "card", "card": legal[0].code}
    late = len(view["tricks"]) >= TRICKS_PER_DEAL - 2
    chooser = _positive if rule.positive else _negative
    return {"type": "card", "card": chooser(legal, trick, rule, trump, late).code}


def choose_trump(hand: list[Card]) -> str | None:
    def strength(suit: Suit) -> tuple[int, int]:
        cards = [c for c in hand if c.suit is suit]
        return len(cards), sum(power(c) for c in cards)

    best = max(Suit, key=strength)
    return best.value if strength(best)[0] > 2 else None


def _cost(card: Card, rule: DealRule, late: bool) -> int:
    """How much a card is worth to whoever takes it in this deal (absolute value)."""
    value = abs(rule.card_points(card))
    if late and rule.last_two:
        value += abs(rule.last_two) // 2
    return value


def _beats(card: Card, trick: list[Card], trump: Suit | None) -> bool:
    return trick_winner([*trick, card], trump) == len(trick)


def _negative(legal: list[Card], trick: list[Card], rule: DealRule, trump: Suit | None, late: bool) -> Card:
    def cost(c: Card) -> int:
        return _cost(c, rule, late)

    if not trick:
        return min(legal, key=lambda c: (cost(c), power(c)))
    ducks = [c for c in legal if not _beats(c, trick, trump)]
    if ducks:
        return max(ducks, key=lambda c: (cost(c), power(c)))
    if len(trick) == 3:  # the trick is ours anyway: keep the costly cards, spend a high one
        return max(legal, key=lambda c: (-cost(c), power(c)))
    return min(legal, key=lambda c: (cost(c), power(c)))


def _positive(legal: list[Card], trick: list[Card], rule: DealRule, trump: Suit | None, late: bool) -> Card:
    def cost(c: Card) -> int:
        return _cost(c, rule, late)

    if not trick:
        plain = [c for c in legal if c.suit is not trump] or legal
        return max(plain, key=lambda c: (power(c), -cost(c)))
    winners = [c for c in legal if _beats(c, trick, trump)]
    if winners:
        if len(trick) == 3:
            return min(winners, key=lambda c: (power(c) + (8 if c.suit is trump else 0), -cost(c)))
        return max(winners, key=lambda c: (power(c), -cost(c)))
    return min(legal, key=lambda c: (cost(c), power(c)))
