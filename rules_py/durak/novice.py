"""«Новичок»: the beginner's level of the durak bot, simpler than the usual one.

It counts nothing and plans nothing: it leads its lowest card (a plain one while it has any), beats
each card with the cheapest card that beats it, takes only when it cannot beat, passes the attack
on only when it cannot beat, and throws in its lowest plain card of a rank on the table whenever it
can. Like every level it sees only its own view and says why, in words for a learner.

>>> from rules_py.durak.setup import from_hands
>>> from rules_py.durak.view import view
>>> s = from_hands("durak.podkidnoy", [["6S", "9S", "AH"], ["7S", "KS", "6H"]], trump_suit="H",
...                attacker=1, defender=0, table=[("KS", None)])
>>> decide(view(s, 0))
Choice(move={'type': 'beat', 'attack': 'KS', 'card': 'AH'}, reason_ru='Бейте короля пик тузом червей: это самая дешёвая карта, которая его кроет.')
"""

from __future__ import annotations

from typing import Any

from rules_py.cards import Card
from rules_py.durak.beating import rank, suit
from rules_py.durak.moves import Move, Position, legal_moves
from rules_py.durak.words import accusative, instrumental
from rules_py.games import Choice

TRUMP_BONUS = 20


def decide(view: dict[str, Any]) -> Choice:
    """The beginner's move for the seat whose view this is, and why."""
    seat = view["seat"]
    pos = Position.of(view, list(view["hand"]), list(view["counts"]))
    legal = legal_moves(pos)
    mine = view["player_trumps"][seat] if view["player_trumps"] else view["trump_suit"]

    def value(card: str) -> int:
        return rank(card) + (TRUMP_BONUS if suit(card) == mine else 0)

    if len(legal) == 1 or pos.phase == "judge":
        return Choice(legal[0], "Другого хода по правилам нет." if len(legal) == 1 else
                      "Новичок всегда верит на слово.")
    if pos.phase == "lead":
        card = min(pos.hand, key=value)
        return Choice({"type": "attack", "cards": [card]}, f"Заходите самой младшей картой — {Card.parse(card).ru}.")
    if pos.phase == "defend":
        beats = [m for m in legal if m["type"] == "beat"]
        for attack in pos.unbeaten():
            options = [m for m in beats if m["attack"] == attack]
            if options:
                move = min(options, key=lambda m: value(m["card"]))
                pronoun = "его" if rank(attack) in (11, 13, 14) else "её"  # валет, король, туз
                return Choice(move, f"Бейте {accusative(attack)} {instrumental(move['card'])}: это самая дешёвая "
                                    f"карта, которая {pronoun} кроет.")
            transfer = next((m for m in legal if m["type"] == "transfer"), None)
            if transfer is not None:
                return Choice(transfer, f"Побить {accusative(attack)} нечем — переведите {instrumental(transfer['card'])}.")
            if any(m["type"] == "take" for m in legal):
                return Choice({"type": "take"}, f"Побить {accusative(attack)} нечем — берите.")
        return Choice(legal[0], "Другого хода не видно.")
    throws = [m for m in legal if m["type"] == "throw" and len(m["cards"]) == 1 and suit(m["cards"][0]) != mine]
    if throws:
        move = min(throws, key=lambda m: value(m["cards"][0]))
        return Choice(move, f"Подкиньте {Card.parse(move['cards'][0]).ru}: такое достоинство уже есть на столе.")
    done = "скажите «бито»" if pos.phase == "throw" and pos.turn == pos.attacker else "пропустите"
    return Choice({"type": "done"}, f"Подкинуть нечего: {done}.")


__all__ = ["decide", "Move"]
