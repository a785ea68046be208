"""What one seat sees of a durak game, and the result of a finished game.

A seat sees its own hand, the table, the trump, the number of cards in the stock, in the discard and
in every hand, whose turn it is and who is out, and what the table remembers (`gone`: the cards
discarded face up; `known`: the cards each seat picked up in sight of all). With the option
``teaching`` every hand is shown. A card covered face down (верю — не верю) is shown only to the
defender who laid it; the others find `FACE_DOWN` in its place (in teaching mode the card is in
`face_down_cards`, for the reader's eyes: bots read only the table). The view also keeps the bout
that ended last (``last_bout``, see teaching.py), so a table can show it again after the next lead;
the result says who is the fool and with how many cards, for every seat.
"""

from __future__ import annotations

from typing import Any, Callable

from rules_py.cards import Card
from rules_py.durak.beating import RANK_VALUE, beats, rank, suit
from rules_py.durak import solver
from rules_py.durak.bout import State, judge_of, pass_ends_bout, position, stock_left
from rules_py.durak.moves import FACE_DOWN
from rules_py.durak.rules import DurakRules
from rules_py.durak.shell import common_view, fool_outcome, label
from rules_py.durak.words import (
    accusative,
    accusative_seat,
    cards_accusative,
    instrumental,
    nominative,
    pair_ru,
    rank_plural,
    seat_name,
)
from rules_py.durak.teaching import verdicts

_SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3}  # alternating colours, as dealing.py arranges hands
def arranged(hand: list[str], trump: str | None, power: Callable[[str], int] = rank) -> list[str]:
    """A hand as a player holds it: by suit, low to high (in the variant's order), trumps last."""
    return sorted(hand, key=lambda c: (suit(c) == trump, _SUIT_ORDER[suit(c)], power(c)))


def own_trump(state: State, seat: int) -> str | None:
    if state["player_trumps"] is not None:
        return str(state["player_trumps"][seat])
    trump: str | None = state["trump_suit"]
    return trump


def view(state: State, seat: int | None) -> dict[str, Any]:
    """What `seat` may see (None: a spectator, who sees no hand unless the game is a teaching one)."""
    teaching = bool(state["teaching"])
    hand = arranged(state["hands"][seat], own_trump(state, seat)) if seat is not None else []
    hands = [arranged(h, own_trump(state, i)) for i, h in enumerate(state["hands"])] if teaching else None
    table = table_seen_by(state, seat)
    visible = set(hand) | {c for pair in table for c in pair if c is not None and c != FACE_DOWN}
    verdict = state["verdict"] if state["verdict"] and state["bout"] <= state["verdict"]["bout"] + 1 else None
    shown_verdict = (verdict["attack"], verdict["card"]) if verdict else ()
    for code in (state["trump_card"], state["hidden_revealed"], *(state["player_trump_cards"] or []), *shown_verdict):
        if code:
            visible.add(code)
    if hands is not None:
        visible.update(c for h in hands for c in h)
    seen = common_view(state, seat)
    seen.update({
        "attacker": state["attacker"],
        "defender": state["defender"],
        "hand": hand,
        "hands": hands,
        "table": table,
        # Each pair as a sentence, for a screen reader: «семёрка пик, побита девяткой пик».
        "table_ru": [pair_ru(str(a), None if d == FACE_DOWN else d, d == FACE_DOWN) for a, d in table],
        "face_down": list(state["face_down"]),
        "face_down_cards": {str(i): state["table"][i][1] for i in state["face_down"]} if teaching else None,
        "pending": state["pending"],
        # The card turned by the last «Не верю», shown through the bout after it.
        "verdict": verdict,
        "gone": list(state["gone"]),
        "known": [list(k) for k in state["known"]],
        "clues": [[list(c) for c in cs] for cs in state.get("clues") or []],
        "drawn": list(state.get("drawn") or []),
        "trump_card": state["trump_card"],
        "trump_suit": state["trump_suit"],
        "player_trumps": state["player_trumps"],
        "player_trump_cards": state["player_trump_cards"],
        "hidden": "face_down" if state["hidden"] else None,
        "hidden_revealed": state["hidden_revealed"],
        "stock": stock_left(state),
        "discard": len(state["discard"]),
        "passed": list(state["passed"]),
        # Whether a pass of the player to move now says «бито» (no other thrower with cards is left).
        "pass_is_bito": state["phase"] == "throw" and position(state).pass_is_bito(),
        "bout": state["bout"],
        "transfers": state["transfers"],
        "rules": dict(state["rules"]),
        "level": state.get("level", "amateur"),
        # durak.solve takes the position: the talon is empty and two players are left in the bout.
        "exact": solver.accepts(state),
        "last_bout": state.get("last_bout"),
        "status_ru": status(state),
        "result": result(state),
        "labels": {code: label(code) for code in sorted(visible)},
    })
    return seen


def table_seen_by(state: State, seat: int | None) -> list[list[str | None]]:
    """The table as `seat` sees it: a face-down cover is known only to the defender who laid it."""
    hidden = set(state["face_down"]) if seat != state["defender"] else set()
    return [[a, FACE_DOWN if i in hidden else d] for i, (a, d) in enumerate(state["table"])]


def status(state: State) -> str:
    """One Russian sentence on what happens now."""
    phase, turn = state["phase"], state["turn"]
    if phase == "over":
        return str(state["reason"])
    who, defender = seat_name(turn), seat_name(state["defender"])
    if phase == "lead":
        return f"{who} заходит под {accusative_seat(state['defender'])}."
    if phase == "defend":
        return f"{who} отбивается."
    if phase == "judge":
        return f"{defender} покрыл карту втёмную; {who} решает: верить или проверить."
    if phase == "throw":
        if position(state).pass_is_bito():
            return f"{who} может подкинуть или сказать «бито»."
        return f"{who} может подкинуть или больше не подкидывать."
    return f"{defender} берёт; {who} может подкинуть вдогонку или пропустить."


def result(state: State) -> dict[str, Any] | None:
    """None while the game goes on; then the loser («дурак») or a draw, who went out in which
    order, who deals next (the loser; after a draw the player on the dealer's left) and the погоны."""
    if state["phase"] != "over":
        return None
    done = fool_outcome(state)
    pogony = state["pogony"]
    if pogony and pogony["winner"] is not None:
        best = max(pogony["hung"], key=lambda m: (m["count"], RANK_VALUE[m["rank"]]))
        done["summary_ru"] += (
            f" {seat_name(pogony['winner'])} навешивает ему погоны из {best['count']} "
            f"{rank_plural(RANK_VALUE[best['rank']])}."
        )
    done["pogony"] = pogony
    loser = done["loser"]
    done["cards_left"] = len(state["hands"][loser]) if loser is not None else 0
    done["verdict_ru"], done["verdicts_ru"] = verdicts(state)
    return done


def describe(state: State, move: dict[str, Any]) -> str:
    """What a move does, in Russian, said of the state before it («Игрок 2 бьёт даму пик тузом пик»)."""
    who = seat_name(state["turn"]) if state["turn"] is not None else "Игрок"
    kind = move.get("type")
    cards = " ".join(Card.parse(c).ru for c in move.get("cards", []) if isinstance(c, str))
    if kind == "attack":
        return f"{who} заходит: {cards}."
    if kind == "throw":
        return f"{who} подкидывает: {cards}."
    if kind == "beat":
        return f"{who} бьёт {accusative(move['attack'])} {instrumental(move['card'])}."
    if kind == "transfer":
        target = position(state).next_holder(state["defender"])
        whom = accusative_seat(target) if target is not None else "следующего"
        return f"{who} переводит {instrumental(move['card'])} на {whom}."
    if kind == "take":
        return f"{who} берёт карты."
    if kind == "blind":
        return f"{who} кроет {accusative(move['attack'])} втёмную."
    if kind == "believe":
        return f"{who}: «Верю». Карта считается покрывшей, её не открывают."
    if kind == "challenge":
        return _challenge_words(state, who)
    if kind == "done":
        # «Бито» closes the bout: said only when nobody else throws in after this pass.
        return f"{who}: «Бито»." if pass_ends_bout(state) else f"{who} больше не подкидывает."
    return f"{who}: ход «{kind}»."


def describe_ahead(state: State, move: dict[str, Any]) -> str:
    """A move as a hint words it, before it is made: nothing that hangs on hidden cards is told —
    whether the others throw in after a pass (only «бито» when, as everybody can see, nobody else
    may throw), or the card under a challenged cover."""
    who = seat_name(state["turn"]) if state["turn"] is not None else "Игрок"
    kind = move.get("type")
    if kind == "done":
        return f"{who}: «Бито»." if position(state).pass_is_bito() else f"{who} больше не подкидывает."
    if kind == "challenge":
        return f"{who}: «Не верю»."
    return describe(state, move)


def _challenge_words(state: State, who: str) -> str:
    """«Не верю» said of the state before it: the turned card and who picks up the table."""
    index = state["pending"]
    if index is None:
        return f"{who}: «Не верю»."
    attack, card = state["table"][index]
    on_table = sum(1 for pair in state["table"] for c in pair if c is not None)
    correct = beats(attack, card, position(state).trump, DurakRules.from_json(state["rules"]))
    taker = judge_of(state, attack) if correct else state["defender"]
    return (
        f"{who}: «Не верю». Перевёрнутая карта — {nominative(card)}: {accusative(attack)} она "
        f"{'бьёт' if correct else 'не бьёт'}, и {seat_name(taker)} забирает {cards_accusative(on_table)}."
    )
