"""A simple, quick bot for Кинг that sees only a seat's view.

Negative deals: duck under the card that is winning the trick, dumping the costliest card that still
ducks; when void, throw the costliest card; lead low cards that cost nothing. Positive deals: win the
trick as cheaply as possible when last to play, with the highest card otherwise, and never give away
a card that scores; lead high. Trump choice: the longest suit, or no trump with no suit longer
than two cards. `decide` also says why, in words for a learner: the engine's hint is the bot's choice.

>>> from rules_py.king.engine import KingEngine
>>> e = KingEngine(); s = e.new_game("king", 4, 3, {})
>>> e.bot_move(s)["type"]
'card'
>>> e.hint(s)["reason_ru"]
'Ходите 7♣: в сдаче «Не брать взяток» она ничего не стоит, а младшая карта редко берёт взятку.'
"""

from __future__ import annotations

from typing import Any

from rules_py.cards import Card, Suit
from rules_py.games import Choice
from rules_py.king.deals import DEFAULT_HEART_RULES, TRICKS_PER_DEAL, DealRule, rule_for
from rules_py.king.tricks import legal_cards, power, trick_winner
from rules_py.words import CARDS_RU, count_ru, signed

Move = dict[str, Any]
#: A card chosen and the reason a learner is told.
Pick = tuple[Card, str]


def choose_move(view: dict[str, Any]) -> Move:
    """The bot's move for the seat whose view this is."""
    return decide(view).move


def decide(view: dict[str, Any]) -> Choice:
    """The bot's move for the seat whose view this is, and why (the engine's hint)."""
    rule = rule_for(view["deal_id"], view.get("heart_rules", DEFAULT_HEART_RULES))
    hand = [Card.parse(c) for c in view["hand"]]
    if view["phase"] == "trump":
        suit = choose_trump(hand)
        if suit is None:
            return Choice({"type": "trump", "suit": None},
                          "Играйте без козыря: ни одна масть у вас не длиннее двух карт.")
        held = sum(1 for c in hand if c.suit is Suit(suit))
        return Choice({"type": "trump", "suit": suit},
                      f"Назначьте козырем {Suit(suit).name_ru}: это ваша самая длинная и сильная масть "
                      f"({count_ru(held, CARDS_RU)}).")
    trump = Suit(view["trump"]) if view["trump"] else None
    trick = [Card.parse(c) for _, c in view["trick"]]
    legal = legal_cards(hand, trick, rule)
    if len(legal) == 1:
        return Choice({"type": "card", "card": legal[0].code}, f"Другой карты по правилам нет: {legal[0].ru}.")
    late = len(view["tricks"]) >= TRICKS_PER_DEAL - 2
    chooser = _positive if rule.positive else _negative
    card, reason = chooser(legal, trick, rule, trump, late)
    return Choice({"type": "card", "card": card.code}, reason)


def choose_trump(hand: list[Card]) -> str | None:
    def strength(suit: Suit) -> tuple[int, int]:
        cards = [c for c in hand if c.suit is suit]
        return len(cards), sum(power(c) for c in cards)

    best = max(Suit, key=strength)
    return best.value if strength(best)[0] > 2 else None


def _worth(card: Card, rule: DealRule) -> str:
    """«стоит −4» or «ничего не стоит»: what taking this card means in the deal."""
    points = rule.card_points(card)
    return f"стоит {signed(points)}" if points else "ничего не стоит"


def _cost(card: Card, rule: DealRule, late: bool) -> int:
    """How much a card is worth to whoever takes it in this deal (absolute value)."""
    value = abs(rule.card_points(card))
    if late and rule.last_two:
        value += abs(rule.last_two) // 2
    return value


def _beats(card: Card, trick: list[Card], trump: Suit | None) -> bool:
    return trick_winner([*trick, card], trump) == len(trick)


def _negative(legal: list[Card], trick: list[Card], rule: DealRule, trump: Suit | None, late: bool) -> Pick:
    def cost(c: Card) -> int:
        return _cost(c, rule, late)

    deal = f"в сдаче «{rule.name_ru}»"
    if not trick:
        card = min(legal, key=lambda c: (cost(c), power(c)))
        if cost(card):
            return card, f"Ходите {card.ru}: дешевле карты у вас нет, а младшая карта редко берёт взятку."
        return card, f"Ходите {card.ru}: {deal} она ничего не стоит, а младшая карта редко берёт взятку."
    ducks = [c for c in legal if not _beats(c, trick, trump)]
    if ducks:
        card = max(ducks, key=lambda c: (cost(c), power(c)))
        if rule.card_points(card):
            # No brackets around the deal's name: some names carry brackets of their own.
            return card, (f"Сбросьте {card.ru}: {deal} она {_worth(card, rule)}, взятку возьмёт другой, "
                          "и штраф достанется ему.")
        return card, (f"Положите {card.ru}: это старшая из карт, которые не перебивают, — взятку возьмёт "
                      "другой, а вы избавитесь от опасной старшей карты.")
    if len(trick) == 3:  # the trick is ours anyway: keep the costly cards, spend a high one
        card = max(legal, key=lambda c: (-cost(c), power(c)))
        return card, (f"Взятка всё равно ваша: возьмите её старшей картой, которая ничего лишнего не "
                      f"принесёт, — {card.ru}.")
    card = min(legal, key=lambda c: (cost(c), power(c)))
    return card, (f"Придётся перебить: положите самую дешёвую карту — {card.ru}; может быть, кто-то после вас "
                  "перебьёт ещё выше.")


def _positive(legal: list[Card], trick: list[Card], rule: DealRule, trump: Suit | None, late: bool) -> Pick:
    def cost(c: Card) -> int:
        return _cost(c, rule, late)

    if not trick:
        plain = [c for c in legal if c.suit is not trump] or legal
        card = max(plain, key=lambda c: (power(c), -cost(c)))
        return card, f"Ходите {card.ru}: старшая карта скорее всего возьмёт взятку."
    winners = [c for c in legal if _beats(c, trick, trump)]
    if winners:
        if len(trick) == 3:
            card = min(winners, key=lambda c: (power(c) + (8 if c.suit is trump else 0), -cost(c)))
            return card, (f"Вы кладёте последним: возьмите взятку самой младшей картой, которая "
                          f"перебивает, — {card.ru}.")
        card = max(winners, key=lambda c: (power(c), -cost(c)))
        return card, f"Перебейте старшей картой — {card.ru}: так взятке труднее уйти к тем, кто кладёт после вас."
    card = min(legal, key=lambda c: (cost(c), power(c)))
    return card, f"Взятку не взять: отдайте самую дешёвую карту — {card.ru} ({_worth(card, rule)})."
