"""A durak bot: legal and sensible, seeing only its own view.

It beats with the cheapest card that works, keeps trumps and high cards while the stock is big,
throws in low cards first (preferring suits the defender has already had to trump), dumps cheap
cards on a player who takes, takes when beating would cost too much, and passes the attack on when
that is cheap. It is deterministic and does no search: one move costs well under a millisecond.

>>> from rules_py.durak.setup import from_hands
>>> from rules_py.durak.view import view
>>> s = from_hands("durak.podkidnoy", [["6S", "9S", "AH"], ["7S", "KS", "6H"]], trump_suit="H",
...                attacker=1, defender=0, table=[("7S", None)])
>>> choose(view(s, 0))
{'type': 'beat', 'attack': '7S', 'card': '9S'}
"""

from __future__ import annotations

from typing import Any

from rules_py.durak import bluff
from rules_py.durak.beating import beats, rank, suit
from rules_py.durak.moves import Move, Position, legal_moves

#: A trump is worth this much more than a plain card of the same rank.
TRUMP_BONUS = 20


def choose(view: dict[str, Any]) -> Move:
    """The bot's move for the seat whose view this is (it must be that seat's turn)."""
    seat = view["seat"]
    pos = Position.of(view, list(view["hand"]), list(view["counts"]))
    legal = legal_moves(pos)
    if len(legal) == 1:
        return legal[0]
    mine = view["player_trumps"][seat] if view["player_trumps"] else view["trump_suit"]

    def value(card: str) -> int:
        return rank(card) + (TRUMP_BONUS if suit(card) == mine else 0)

    stock = int(view["stock"])
    if pos.phase == "judge":
        return bluff.judge(view)[0]
    if pos.phase == "lead":
        return _lead(pos, legal, value, stock, mine)
    if pos.phase == "defend":
        move = _defend(pos, legal, value, stock)
        if pos.rules.blind_beat:
            blind = bluff.cover(view, pos, legal, value, _beat_plan(pos, value), move["type"] == "take")
            return blind[0] if blind else move
        return move
    return _throw(pos, legal, value, stock, mine)


def _pick(legal: list[Move], kind: str, cards: list[str]) -> Move | None:
    wanted = sorted(cards)
    for move in legal:
        if move["type"] == kind and sorted(move["cards"]) == wanted:
            return move
    return None


def _lead(pos: Position, legal: list[Move], value: Any, stock: int, mine: str | None) -> Move:
    low = min(pos.hand, key=value)
    if suit(low) == mine:
        return _pick(legal, "attack", [low]) or legal[0]
    same = sorted((c for c in pos.hand if rank(c) == rank(low) and suit(c) != mine), key=value)
    if stock > 0 and rank(low) >= 11:
        same = [low]  # keep high pairs while the stock still feeds the defender
    for size in range(len(same), 0, -1):
        move = _pick(legal, "attack", same[:size])
        if move is not None:
            return move
    return legal[0]


def _defend(pos: Position, legal: list[Move], value: Any, stock: int) -> Move:
    transfers = sorted((m for m in legal if m["type"] == "transfer"), key=lambda m: value(m["card"]))
    can_take = any(m["type"] == "take" for m in legal)
    plan = _beat_plan(pos, value)
    cheap_transfer = transfers and value(transfers[0]["card"]) < TRUMP_BONUS
    if plan is None:
        if transfers:
            return transfers[0]
        if can_take:
            return {"type": "take"}
        return next(m for m in legal if m["type"] == "beat")
    trumps_used = [c for _, c in plan if value(c) > TRUMP_BONUS]
    if cheap_transfer and (trumps_used or stock == 0):
        return transfers[0]
    expensive = any(value(c) >= TRUMP_BONUS + 12 for c in trumps_used) or len(trumps_used) >= 2
    if can_take and stock > 6 and expensive and len(pos.table) <= 2:
        return {"type": "take"}
    attack, card = plan[0]
    return {"type": "beat", "attack": attack, "card": card}


def _beat_plan(pos: Position, value: Any) -> list[tuple[str, str]] | None:
    """Cheapest beater for each unbeaten card, the strongest attacking card first; None if the
    greedy plan runs out of cards."""
    spare = list(pos.hand)
    plan: list[tuple[str, str]] = []
    for attack in sorted(pos.unbeaten(), key=value, reverse=True):
        options = [c for c in spare if beats(attack, c, pos.trump, pos.rules)]
        if not options:
            return None
        card = min(options, key=value)
        spare.remove(card)
        plan.append((attack, card))
    return plan


def _throw(pos: Position, legal: list[Move], value: Any, stock: int, mine: str | None) -> Move:
    done: Move = {"type": "done"}
    throws = [m for m in legal if m["type"] == "throw"]
    if not throws:
        return done
    # Suits the defender already had to trump are probably missing from his hand.
    lacking = {
        suit(a) for i, (a, d) in enumerate(pos.table)
        if d is not None and a is not None and i not in pos.face_down and suit(d) != suit(a)
    }
    taking = pos.phase == "taking"
    ceiling = 11 if taking else 10

    def worth(card: str) -> bool:
        if stock == 0:
            return not (taking and suit(card) == mine)  # never hand a trump to the taker
        return suit(card) != mine and rank(card) <= ceiling

    good = [m for m in throws if all(worth(c) for c in m["cards"])]
    if not good:
        return done
    def key(move: Move) -> tuple[bool, int, int]:
        cards = move["cards"]
        return (not any(suit(c) in lacking for c in cards), max(value(c) for c in cards), -len(cards))

    return min(good, key=key)
