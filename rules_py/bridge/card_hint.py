"""Why a card is a sound play, said from what the player sees (the view), whatever bot chose it.

The card-play bot (rules_py.bridge.bots.choose_card) picks the card; this module explains the
choice by the old maxims it fits: a forced card, drawing trumps, a sure winner, second hand low,
third hand high, winning as cheaply as possible, ruffing, discarding, leaving the trick to partner.

>>> view = {"playing_hand": "S", "hands": {"S": ["AS", "KS", "2H"]}, "contract": {"strain": "H"},
...         "declarer": "N", "trick": [{"seat": "E", "card": "QS"}], "tricks": []}
>>> card_reason_ru(view, "KS")
'Вторая рука: король пик бьёт даму пик и берёт взятку самой дешёвой картой, которая её берёт.'
"""

from __future__ import annotations

from typing import Any

from rules_py.bridge.contract import Strain
from rules_py.bridge.play import card_accusative_ru, playable, suit_name_ru, trick_winner
from rules_py.bridge.seats import side_of
from rules_py.cards import Card

_POSITION_RU = {1: "Вторая рука", 2: "Третья рука", 3: "Четвёртая рука"}


def _unseen(view: dict[str, Any]) -> set[Card]:
    seen = {Card.parse(c) for cards in view["hands"].values() if cards for c in cards}
    played = {Card.parse(t["card"]) for tr in view["tricks"] for t in tr["cards"]}
    played |= {Card.parse(t["card"]) for t in view["trick"]}
    every = {Card.parse(f"{r}{s}") for s in "CDHS" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10",
                                                             "J", "Q", "K", "A")}
    return every - seen - played


def card_reason_ru(view: dict[str, Any], code: str) -> str:
    """One sentence: why `code` is a good card for the hand to play now."""
    playing: str = view["playing_hand"]
    hand = [Card.parse(c) for c in (view["hands"][playing] or [])]
    card = Card.parse(code)
    trump = Strain(view["contract"]["strain"]).suit
    trick = [(t["seat"], Card.parse(t["card"])) for t in view["trick"]]
    name = card.name_ru
    taken = card_accusative_ru(card)
    led = trick[0][1].suit if trick else None
    legal = playable(hand, led)
    if len(legal) == 1:
        return f"Другой карты нет: {name} — единственная, которой можно сыграть."
    unseen = _unseen(view)
    master = not any(c.suit is card.suit and c.rank > card.rank for c in unseen)
    if not trick:
        declaring = side_of(playing) == side_of(view["declarer"])
        if declaring and card.suit is trump and any(c.suit is trump for c in unseen):
            return f"Ход: {name} — разыгрывающий выбивает козыри противников."
        if master and any(c.suit is card.suit for c in unseen):
            return f"Ход: {name} — старшая карта масти, верная взятка."
        if declaring and trump is None:
            from rules_py.bridge.cardplay import suit_to_develop  # sampling: imported only when needed

            if card.suit is not None and card.suit is suit_to_develop(view, playing):
                return (f"Ход: {name} — разыгрывающий берётся за {suit_name_ru(card.suit)}: по расчёту возможных "
                        "раскладов в этой масти у него с болваном больше всего взяток.")
        longest = max(sum(1 for c in hand if c.suit is s) for s in {c.suit for c in hand})
        if sum(1 for c in hand if c.suit is card.suit) == longest and not view["tricks"]:
            return f"Первый ход — в самую длинную масть: {name}."
        suit = suit_name_ru(card.suit) if card.suit else "эту масть"
        return f"Ход: {name} — в {suit}, где меньше риска отдать лишнюю взятку."
    cards = [c for _, c in trick]
    winner_seat, winning = trick[trick_winner(cards, trump)]
    takes = trick_winner(cards + [card], trump) == len(cards)
    position = len(trick)
    if card.suit is not led:
        if takes:
            return f"Масти хода нет: {name} бьёт козырем и берёт взятку."
        if side_of(winner_seat) == side_of(playing):
            return f"Масти хода нет, а взятку и так берёт партнёр: сбрасываем {taken}."
        return f"Масти хода нет, перебить нечем: сбрасываем самую ненужную карту — {taken}."
    if side_of(winner_seat) == side_of(playing) and not takes:
        return f"Взятку уже берёт партнёр: кладём младшую — {taken}."
    if takes:
        return (f"{_POSITION_RU[position]}: {name} бьёт {card_accusative_ru(winning)} и берёт взятку самой дешёвой "
                "картой, которая её берёт.")
    if position == 1:
        return f"Вторая рука кладёт младшую — {taken}."
    return f"Взять взятку нечем: кладём младшую — {taken}."
