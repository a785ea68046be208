"""A bot for круглый дурак that sees only its own view, and says why it moves as it does (the hint).

First phase: it must beat when it can, so it takes the strongest card it may (trumps and high cards
defend well later) and leaves the centre, which brings the whole table, unless nothing else can be
beaten. Second phase: it sheds as many low plain cards as one attack allows (a pair and a card, two
pairs and a card), otherwise its lowest card, and beats each attacking card with the cheapest card
that does; it takes only when it cannot beat.

>>> from rules_py.durak.krugly.state import new_game
>>> from rules_py.durak.krugly.view import view
>>> s = new_game(2, 8, {})
>>> choose(view(s, s["turn"]))
({'type': 'lay'}, 'Вытянутой картой нечего побить: она ложится рядом с ромбом.')
"""

from __future__ import annotations

from typing import Any

from rules_py.durak.beating import beats, rank, suit
from rules_py.durak.krugly import bouts, rhombus
from rules_py.durak.words import accusative, instrumental, nominative

Move = dict[str, Any]
#: A trump is worth this much more than a plain card of the same rank.
TRUMP_BONUS = 20
#: Plain cards up to the jack are the ones worth shedding in a many-card attack.
CHEAP_RANK = 11


def choose(view: dict[str, Any]) -> tuple[Move, str]:
    """The move for the seat whose view this is (it must be that seat's turn) and the reason in Russian."""
    trump = view["trump_suit"]

    def value(card: str) -> int:
        return rank(card) + (TRUMP_BONUS if suit(card) == trump else 0)

    if view["phase"] == "place":
        return _place(view, value)
    if view["phase"] == "lead":
        return _lead(view, value)
    return _defend(view, value)


def _place(view: dict[str, Any], value: Any) -> tuple[Move, str]:
    legal = rhombus.legal_moves(view)
    beats_ = [m["target"] for m in legal if m["type"] == "beat"]
    if not beats_:
        return {"type": "lay"}, "Вытянутой картой нечего побить: она ложится рядом с ромбом."
    plain = [c for c in beats_ if c != view["center"]]
    must = not any(m["type"] == "lay" for m in legal)
    on_table = sum(1 for c in view["rhombus"] if c) + len(view["beside"]) + 1
    if plain:
        best = max(plain, key=value)
        if must or value(best) >= TRUMP_BONUS or value(view["drawn"]) >= TRUMP_BONUS or rank(best) == 14:
            head = f"Побейте {accusative(best)} {instrumental(view['drawn'])}: "
            if must and len(beats_) == 1:
                return {"type": "beat", "target": best}, head + "бить обязательно, а больше эта карта ничего не бьёт."
            why = "бить обязательно, а из" if must else "из"
            return ({"type": "beat", "target": best},
                    head + f"{why} того, что можно побить, это самая сильная карта — во второй части она пригодится.")
        return {"type": "lay"}, "Можно не бить: мелкие карты во второй части только мешают, положите карту рядом."
    center = view["center"]
    if must or on_table <= 3:
        return ({"type": "beat", "target": center},
                f"Побить можно только центральную карту, {accusative(center)}: забираете весь стол, "
                "и начинается вторая часть.")
    return {"type": "lay"}, "Центральная карта принесла бы весь стол; бить не обязательно — положите карту рядом."


def _lead(view: dict[str, Any], value: Any) -> tuple[Move, str]:
    hand = view["hand"]
    legal = bouts.moves_for(view, hand, view["counts"][view["defender"]])
    whole = [m for m in legal if len(m["cards"]) == len(hand)]
    if whole:
        return whole[0], "Этим заходом вы отдаёте все свои карты."
    cheap = [m for m in legal if len(m["cards"]) > 1
             and all(value(c) < TRUMP_BONUS and rank(c) <= CHEAP_RANK for c in m["cards"])]
    if cheap:
        move = max(cheap, key=lambda m: (len(m["cards"]), -sum(value(c) for c in m["cards"])))
        size = len(move["cards"])
        shape = "пара и ещё карта" if size == 3 else "две пары и ещё карта"
        return move, f"Зайдите сразу {size} картами ({shape}): мелкие карты лучше сбросить разом."
    low = min(hand, key=value)
    return {"type": "attack", "cards": [low]}, f"Зайдите самой младшей картой — {nominative(low)}."


def _defend(view: dict[str, Any], value: Any) -> tuple[Move, str]:
    trump = view["trump_suit"]
    spare = list(view["hand"])
    plan: list[tuple[str, str]] = []
    for attack in sorted(bouts.unbeaten(view), key=value, reverse=True):
        able = [c for c in spare if beats(attack, c, trump, bouts.PLAIN)]
        if not able:
            if bouts.may_take(view, view["hand"]):
                return {"type": "take"}, f"{accusative(attack).capitalize()} побить нечем — берите карты."
            break
        card = min(able, key=value)
        spare.remove(card)
        plan.append((attack, card))
    if not plan:
        # Taking is not allowed yet (option voluntary_take: false): beat whatever may be beaten.
        move = next(m for m in bouts.moves_for(view, view["hand"], 0) if m["type"] == "beat")
        return move, "Взять пока нельзя: сначала побейте то, что можете."
    attack, card = plan[0]
    return ({"type": "beat", "attack": attack, "card": card},
            f"Побейте {accusative(attack)} {instrumental(card)}: это самая дешёвая карта, которая его бьёт.")
