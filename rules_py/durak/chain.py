"""The passing chain of китайский and крестовый (the play after its layout): one card at a time goes
round the table, each player covering only the card of the player before him.

A chain starts with a lead (any one card). The next player who still holds cards must cover the top
card (the beat relation is the variant's `SuitRule`); if he cannot, he takes only the bottom card of
the chain, and the next player goes on with what is left (or leads, if nothing is left). When the
chain holds as many cards as there are players still in the game, it goes to the discard and the
player who laid its last card leads the next one (X-32; the seed says only that the cards are then
«beaten»). A player whose hand is empty leaves at once, and the chain needed for a discard is one
card shorter from then on. The last player holding cards is the fool.

Moves: ``{"type": "lead", "card": "7H"}``, ``{"type": "beat", "card": "9H"}`` (always on the top
card) and ``{"type": "take"}`` (the bottom card).

The state keys it uses: ``hands``, ``chain`` (``[card, seat]`` pairs, bottom first), ``discard``,
``out``, ``turn``, ``phase`` (``lead`` / ``beat``), ``beating`` (the `SuitRule` as JSON),
``follow_suit`` (крестовый: a trump only when no higher card of the suit is held) and
``rules["voluntary_take"]``.
"""

from __future__ import annotations

from typing import Any

from rules_py.durak.beating import SuitRule, suit
from rules_py.durak.moves import read_card
from rules_py.durak.seating import next_holder
from rules_py.durak.shell import Move, State, finish, loser_or_draw
from rules_py.durak.words import accusative, cards_word, instrumental, nominative, seat_name
from rules_py.errors import IllegalMove

CHAIN_KEYS = ("chain", "discard", "beating", "follow_suit", "rules")
_SUIT_INSTRUMENTAL = {"C": "трефой", "D": "бубной", "H": "червой", "S": "пикой"}


def rule_of(state: State) -> SuitRule:
    return SuitRule.from_json(state["beating"])


def in_game(state: State) -> int:
    """How many players are still in (hold cards): the length of chain that goes to the discard."""
    return sum(1 for hand in state["hands"] if hand)


def top(state: State) -> str | None:
    return str(state["chain"][-1][0]) if state["chain"] else None


def bottom(state: State) -> str | None:
    return str(state["chain"][0][0]) if state["chain"] else None


# --- what may be played -----------------------------------------------------------------------------


def beaters(state: State, hand: list[str]) -> list[str]:
    """The cards of `hand` that may cover the top card now (крестовый: a card of the top card's suit
    if the hand has one that beats, a trump only otherwise)."""
    card = top(state)
    if card is None:
        return []
    rule = rule_of(state)
    fitting = [c for c in hand if rule.beats(card, c)]
    if state["follow_suit"]:
        same = [c for c in fitting if suit(c) == suit(card)]
        if same:
            return same
    return fitting


def chain_moves(state: State, hand: list[str]) -> list[Move]:
    """The legal moves of the player to move, whose hand is `hand`."""
    if state["phase"] == "lead":
        return [{"type": "lead", "card": c} for c in hand]
    covers = beaters(state, hand)
    moves: list[Move] = [{"type": "beat", "card": c} for c in covers]
    if not covers or state["rules"]["voluntary_take"]:
        moves.append({"type": "take"})
    return moves


def _check_beat(state: State, hand: list[str], card: str) -> None:
    covered = top(state)
    assert covered is not None
    rule = rule_of(state)
    if not rule.beats(covered, card):
        raise IllegalMove(rule.why_not(covered, card))
    if card not in beaters(state, hand):
        raise IllegalMove(
            "Козырь кладут, только когда нечем покрыть в масть: покройте "
            f"{accusative(covered)} старшей {_SUIT_INSTRUMENTAL[suit(covered)]}."
        )


def phase_hint(state: State) -> str:
    if state["phase"] == "lead":
        return "Сейчас заход: положите любую одну карту."
    covered = top(state)
    return f"Сейчас нужно покрыть {accusative(covered or '6S')} или взять нижнюю карту цепочки."


# --- playing ------------------------------------------------------------------------------------------


def chain_apply(s: State, move: Move) -> Move:
    """Apply the move of the player to move to `s` (a copy the caller owns); returns the move as done."""
    seat = s["turn"]
    hand = s["hands"][seat]
    kind = move.get("type")
    if kind in ("lead", "beat"):
        if s["phase"] != kind:
            raise IllegalMove(phase_hint(s))
        card = _own(hand, move.get("card"))
        if kind == "beat":
            _check_beat(s, hand, card)
        hand.remove(card)
        s["chain"].append([card, seat])
        _after_card(s, seat)
        return {"type": kind, "card": card}
    if kind == "take":
        if s["phase"] != "beat":
            raise IllegalMove(phase_hint(s))
        if beaters(s, hand) and not s["rules"]["voluntary_take"]:
            raise IllegalMove("Взять можно, только если покрыть нечем, а у вас есть чем покрыть.")
        card = s["chain"].pop(0)[0]
        hand.append(card)
        s["known"][seat].append(card)
        _pass_on(s, seat)
        return {"type": "take", "card": card}
    raise IllegalMove(f"Неизвестный ход «{kind}». Ходы: lead, beat, take.")


def _own(hand: list[str], value: object) -> str:
    card = read_card(value)
    if card not in hand:
        raise IllegalMove(f"У вас на руке нет карты «{nominative(card)}».")
    return card


def _after_card(s: State, seat: int) -> None:
    """A card went on the chain: the player may be out, the chain may be complete, the game over."""
    if not s["hands"][seat] and seat not in s["out"]:
        s["out"].append(seat)
    if _game_over(s):
        return
    if len(s["chain"]) >= in_game(s):
        s["discard"].extend(card for card, _ in s["chain"])
        s["chain"] = []
        s["phase"] = "lead"
        # The player who completed the chain leads the next one (or, if he is out, the next in).
        s["turn"] = seat if s["hands"][seat] else next_holder([len(h) for h in s["hands"]], seat)
        return
    _pass_on(s, seat)


def _pass_on(s: State, seat: int) -> None:
    """The next player in covers the top card, or leads if the chain is empty."""
    s["phase"] = "beat" if s["chain"] else "lead"
    s["turn"] = next_holder([len(h) for h in s["hands"]], seat)


def _game_over(s: State) -> bool:
    ended = loser_or_draw(s)
    if ended is None:
        return False
    s["discard"].extend(card for card, _ in s["chain"])
    s["chain"] = []
    finish(s, *ended)
    return True


# --- words ----------------------------------------------------------------------------------------------


def describe(state: State, move: Move) -> str:
    """A chain move in Russian, said of the state before it."""
    who = seat_name(state["turn"]) if state["turn"] is not None else "Игрок"
    kind = move.get("type")
    card = move.get("card")
    if kind == "lead" and isinstance(card, str):
        return f"{who} заходит: {nominative(card)}."
    if kind == "beat" and isinstance(card, str):
        covered = top(state) or card
        # With his last card he leaves, and the chain needed for the discard shrinks with him.
        still_in = in_game(state) - (1 if len(state["hands"][state["turn"]]) == 1 else 0)
        words = f"{who} кроет {accusative(covered)} {instrumental(card)}."
        if len(state["chain"]) + 1 >= still_in > 1:
            words += " Цепочка уходит в отбой."
        return words
    if kind == "take":
        low = bottom(state)
        return f"{who} не кроет и берёт нижнюю карту — {accusative(low)}." if low else f"{who} берёт."
    return f"{who}: ход «{kind}»."


def status(state: State) -> str:
    if state["phase"] == "over":
        return str(state["reason"])
    who = seat_name(state["turn"])
    if state["phase"] == "lead":
        return f"{who} начинает новую цепочку."
    length = len(state["chain"])
    return (
        f"{who} кроет {accusative(top(state) or '6S')} или берёт нижнюю карту; в цепочке {length} "
        f"{cards_word(length)}, в отбой уйдёт при {in_game(state)}."
    )


def chain_view(state: State) -> dict[str, Any]:
    """The public part of the chain for a view."""
    return {
        "chain": [list(pair) for pair in state["chain"]],
        "discard": len(state["discard"]),
        "gone": list(state["discard"]),
        "needed": in_game(state),
        "beating": dict(state["beating"]),
        "follow_suit": state["follow_suit"],
        "rules": dict(state["rules"]),
        "known": [list(k) for k in state["known"]],
        "status_ru": status(state),
    }


# --- the bot -------------------------------------------------------------------------------------------


def choose(view: dict[str, Any], hand: list[str]) -> tuple[Move, str]:
    """The chain bot's move for the seat whose view this is, with the reason a hint shows: lead the
    cheapest plain card, cover with the cheapest card that may, take the bottom card when nothing
    covers (or, where taking at will is allowed, rather than spend a high trump on a low card)."""
    rule = SuitRule.from_json(view["beating"])
    if view["phase"] == "lead":
        card = min(hand, key=rule.value)
        why = "это самая дешёвая ваша карта" if suit(card) != rule.trump else "у вас одни козыри, а этот самый младший"
        return {"type": "lead", "card": card}, f"Заходите: {nominative(card)} — {why}."
    covered = view["chain"][-1][0]
    legal = chain_moves(view, hand)
    covers = [m["card"] for m in legal if m["type"] == "beat"]
    if not covers:
        low = view["chain"][0][0]
        return {"type": "take"}, f"Покрыть {accusative(covered)} нечем — берите нижнюю карту цепочки, {nominative(low)}."
    card = min(covers, key=rule.value)
    low = view["chain"][0][0]
    if view["rules"]["voluntary_take"] and suit(card) == rule.trump and rule.value(card) - rule.value(low) > 24:
        return {"type": "take"}, (
            f"Покрыть можно только {instrumental(card)}, а внизу лишь {nominative(low)} — дешевле взять нижнюю карту."
        )
    if suit(card) == rule.trump and suit(covered) != rule.trump:
        return {"type": "beat", "card": card}, f"В масть покрыть нечем — кройте младшим козырем, {instrumental(card)}."
    return {"type": "beat", "card": card}, f"Кройте {accusative(covered)} самой младшей картой, что её бьёт: {instrumental(card)}."
