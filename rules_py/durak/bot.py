"""A durak bot: legal and sensible, seeing only its own view.

It beats with the cheapest card that works, keeps trumps and high cards while the stock is big,
throws in low cards first (preferring suits the defender has already had to trump), dumps cheap
cards on a player who takes, takes when beating would cost too much, and passes the attack on when
that is cheap. It is deterministic and does no search: one move costs well under a millisecond.
`decide` also says why, in words for a learner: the engine's hint is the bot's choice.

>>> from rules_py.durak.setup import from_hands
>>> from rules_py.durak.view import view
>>> s = from_hands("durak.podkidnoy", [["6S", "9S", "AH"], ["7S", "KS", "6H"]], trump_suit="H",
...                attacker=1, defender=0, table=[("7S", None)])
>>> choose(view(s, 0))
{'type': 'beat', 'attack': '7S', 'card': '9S'}
>>> decide(view(s, 0)).reason_ru
'Бейте семёрку пик девяткой пик: это самая младшая карта, которая её кроет.'
"""

from __future__ import annotations

from typing import Any

from rules_py.cards import Card
from rules_py.durak import bluff
from rules_py.durak.beating import beats, rank, suit
from rules_py.durak.moves import Move, Position, legal_moves
from rules_py.durak.words import accusative, cards_word, instrumental
from rules_py.games import Choice

#: A trump is worth this much more than a plain card of the same rank.
TRUMP_BONUS = 20


def choose(view: dict[str, Any]) -> Move:
    """The bot's move for the seat whose view this is (it must be that seat's turn)."""
    return decide(view).move


def decide(view: dict[str, Any]) -> Choice:
    """The bot's move for the seat whose view this is, and why (the engine's hint)."""
    seat = view["seat"]
    pos = Position.of(view, list(view["hand"]), list(view["counts"]))
    legal = legal_moves(pos)
    if len(legal) == 1:
        return Choice(legal[0], _only_move(pos, legal[0]))
    mine = view["player_trumps"][seat] if view["player_trumps"] else view["trump_suit"]

    def value(card: str) -> int:
        return rank(card) + (TRUMP_BONUS if suit(card) == mine else 0)

    stock = int(view["stock"])
    if pos.phase == "judge":
        return Choice(*bluff.judge(view))
    if pos.phase == "lead":
        return _lead(pos, legal, value, stock, mine)
    if pos.phase == "defend":
        choice = _defend(pos, legal, value, stock)
        if pos.rules.blind_beat:
            blind = bluff.cover(view, pos, legal, value, _beat_plan(pos, value), choice.move["type"] == "take")
            return Choice(*blind) if blind else choice
        return choice
    return _throw(pos, legal, value, stock, mine)


def _ru(cards: list[str]) -> str:
    return " ".join(Card.parse(c).ru for c in cards)


def _pass_word(pos: Position) -> str:
    """«бито» from the last who may throw after a defence; otherwise he throws no more (he lets the
    others throw, or lets the taker pick up)."""
    if pos.pass_is_bito():
        return "скажите «бито»"
    return "больше не подкидывайте" if pos.phase == "throw" else "пропустите ход"


def _only_move(pos: Position, move: Move) -> str:
    kind = move["type"]
    if kind == "take":
        return "Отбиться нечем: остаётся взять карты."
    if kind == "done":
        return f"Подкинуть нечего: {_pass_word(pos)}."
    if kind == "beat":
        return f"Другого хода нет: бейте {accusative(move['attack'])} {instrumental(move['card'])}."
    if kind == "attack" and len(pos.hand) == len(move["cards"]):
        return f"Заходите {_ru(move['cards'])}: других карт у вас нет."
    return "Другого хода по правилам нет."


def _beat_reason(attack: str, card: str, trump: str | None, left: int) -> str:
    head = f"Бейте {accusative(attack)} {instrumental(card)}: "
    if suit(card) == suit(attack):
        why = "козырь кроют только старшим козырем, а этот — самый младший из подходящих" if suit(card) == trump \
            else "это самая младшая карта, которая её кроет"
    else:
        why = "старшей карты той же масти у вас нет, а это самый младший козырь из тех, что её кроют"
    more = " Оставшаяся карта тоже отбивается." if left == 1 else \
        f" Остальные {left} {cards_word(left)} тоже отбиваются." if left else ""
    return head + why + "." + more


def _pick(legal: list[Move], kind: str, cards: list[str]) -> Move | None:
    wanted = sorted(cards)
    for move in legal:
        if move["type"] == kind and sorted(move["cards"]) == wanted:
            return move
    return None


def _lead(pos: Position, legal: list[Move], value: Any, stock: int, mine: str | None) -> Choice:
    low = min(pos.hand, key=value)
    if suit(low) == mine:
        move = _pick(legal, "attack", [low])
        if move is not None:
            return Choice(move, f"У вас одни козыри: заходите самым младшим — {_ru([low])}.")
        return Choice(legal[0], "Заходите: лучшего хода не видно.")
    same = sorted((c for c in pos.hand if rank(c) == rank(low) and suit(c) != mine), key=value)
    high = stock > 0 and rank(low) >= 11
    if high:
        same = [low]  # keep high pairs while the stock still feeds the defender
    for size in range(len(same), 0, -1):
        move = _pick(legal, "attack", same[:size])
        if move is None:
            continue
        if size > 1:
            return Choice(move, f"Заходите {_ru(move['cards'])}: это ваши самые младшие карты, и одним "
                                f"заходом уходят сразу {size} {cards_word(size)}.")
        if high:
            return Choice(move, f"Заходите {_ru([low])}: мелочи у вас нет, а старшие карты, пока в прикупе "
                                "есть карты, выкладывают по одной.")
        return Choice(move, f"Заходите {_ru([low])} — это ваша самая младшая некозырная карта, а старшие "
                            "карты и козыри поберегите для защиты.")
    return Choice(legal[0], "Заходите: лучшего хода не видно.")


def _defend(pos: Position, legal: list[Move], value: Any, stock: int) -> Choice:
    transfers = sorted((m for m in legal if m["type"] == "transfer"), key=lambda m: value(m["card"]))
    can_take = any(m["type"] == "take" for m in legal)
    plan = _beat_plan(pos, value)
    cheap_transfer = transfers and value(transfers[0]["card"]) < TRUMP_BONUS
    if plan is None:
        if transfers:
            card = transfers[0]["card"]
            return Choice(transfers[0], f"Отбить все карты не получится, но можно перевести {instrumental(card)}: "
                                        "пусть отбивается следующий игрок.")
        if can_take:
            return Choice({"type": "take"}, "Отбить все карты нечем: возьмите их.")
        move = next(m for m in legal if m["type"] == "beat")
        return Choice(move, f"Бейте {accusative(move['attack'])} {instrumental(move['card'])}: взять карты по "
                            "этим правилам нельзя.")
    trumps_used = [c for _, c in plan if value(c) > TRUMP_BONUS]
    if cheap_transfer and (trumps_used or stock == 0):
        card = transfers[0]["card"]
        why = "иначе пришлось бы отдать козыри" if trumps_used else "прикуп кончился, и так вы не тратите карт на защиту"
        return Choice(transfers[0], f"Переведите {instrumental(card)}: {why}.")
    expensive = any(value(c) >= TRUMP_BONUS + 12 for c in trumps_used) or len(trumps_used) >= 2
    if can_take and stock > 6 and expensive and len(pos.table) <= 2:
        return Choice({"type": "take"}, f"Возьмите: отбиваться пришлось бы старшими козырями, а в прикупе ещё "
                                        f"{stock} {cards_word(stock)} — козыри пригодятся позже.")
    attack, card = plan[0]
    return Choice({"type": "beat", "attack": attack, "card": card}, _beat_reason(attack, card, pos.trump, len(plan) - 1))


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


def _throw(pos: Position, legal: list[Move], value: Any, stock: int, mine: str | None) -> Choice:
    done: Move = {"type": "done"}
    throws = [m for m in legal if m["type"] == "throw"]
    if not throws:
        return Choice(done, f"Подкинуть нечего: {_pass_word(pos)}.")
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
        why = "подкинуть можно только козыри или старшие карты, а их лучше поберечь, пока в прикупе есть карты" \
            if stock else "козырь тому, кто берёт, не отдают"
        return Choice(done, f"{_pass_word(pos).capitalize()}: {why}.")

    def key(move: Move) -> tuple[bool, int, int]:
        cards = move["cards"]
        return (not any(suit(c) in lacking for c in cards), max(value(c) for c in cards), -len(cards))

    move = min(good, key=key)
    cards = _ru(move["cards"])
    one = len(move["cards"]) == 1
    if any(suit(c) in lacking for c in move["cards"]):
        which = "этой масти" if one else "одной из этих мастей"
        return Choice(move, f"Подкиньте {cards}: {which} у защищающегося, похоже, нет — её он уже бил козырем.")
    if taking:
        spare = "лишнюю мелкую карту" if one else "лишние мелкие карты"
        return Choice(move, f"Подкиньте вдогонку {cards}: {spare} лучше отдать тому, кто берёт.")
    if stock == 0:
        return Choice(move, f"Подкиньте {cards}: прикуп кончился, и чем быстрее уходят карты, тем лучше.")
    small = "карта мелкая, а отбиваться от неё" if one else "карты мелкие, а отбиваться от них"
    return Choice(move, f"Подкиньте {cards}: {small} придётся.")
