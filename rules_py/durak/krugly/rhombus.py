"""The first phase of круглый дурак: drawing from the stock and beating the cards of the rhombus.

The player to move has drawn a card (it lies face up as ``drawn``). Moves:

- ``{"type": "beat", "target": "KS"}``: beat that card of the table with the drawn card: a card of
  the rhombus or one laid beside it (he takes both into his hand), or the central trump card (he
  takes every card on the table and the second phase begins);
- ``{"type": "lay"}``: lay the drawn card face up beside the rhombus, for the next players to beat;
  only when it beats nothing, unless the option ``must_beat`` is false.

Then the next player clockwise draws. When the stock is used up before anyone beats the centre, the
player who drew its last card takes the cards left on the table (X-34).

>>> from rules_py.durak.krugly.state import new_game
>>> s = new_game(2, 6, {})
>>> s["drawn"], s["center"], [m.get("target") for m in legal_moves(s)]
('KD', '9C', ['QD', '10D', 'JD'])
>>> check_lay(s)
Traceback (most recent call last):
...
rules_py.errors.IllegalMove: Вытянутой картой нужно бить, раз она бьёт: например, дама бубен, десятка бубен, валет бубен.
"""

from __future__ import annotations

from typing import Any

from rules_py.durak.beating import beats, why_not
from rules_py.durak.krugly import bouts
from rules_py.durak.krugly.rules import KruglyRules
from rules_py.durak.krugly.state import State, table_cards
from rules_py.durak.rules import DurakRules
from rules_py.durak.words import accusative, cards_accusative, instrumental, nominative, seat_name
from rules_py.errors import IllegalMove

Move = dict[str, Any]
#: The beat relation of the plain game: a higher card of the suit, or a trump.
PLAIN = DurakRules()


def _center_open(state: State) -> bool:
    rules = KruglyRules.from_json(state["rules"])
    return rules.center == "any_time" or all(c is None for c in state["rhombus"])


def targets(state: State) -> list[str]:
    """The cards on the table that the drawn card may beat now, in table order (rhombus, beside, centre)."""
    drawn, trump = state["drawn"], state["trump_suit"]
    found = [c for c in state["rhombus"] if c is not None and beats(c, drawn, trump, PLAIN)]
    found += [c for c in state["beside"] if beats(c, drawn, trump, PLAIN)]
    center = state["center"]
    if center is not None and _center_open(state) and beats(center, drawn, trump, PLAIN):
        found.append(center)
    return found


def legal_moves(state: State) -> list[Move]:
    found = targets(state)
    moves: list[Move] = [{"type": "beat", "target": c} for c in found]
    if not found or not KruglyRules.from_json(state["rules"]).must_beat:
        moves.append({"type": "lay"})
    return moves


def check_beat(state: State, target: str) -> None:
    """Raise IllegalMove with the reader's reason unless the drawn card may beat `target`."""
    drawn, trump = state["drawn"], state["trump_suit"]
    if target not in table_cards(state):
        raise IllegalMove(f"На столе нет карты «{nominative(target)}».")
    if target == state["center"] and not _center_open(state):
        raise IllegalMove("Центральную карту по этим правилам бьют, только когда в ромбе не осталось карт.")
    if not beats(target, drawn, trump, PLAIN):
        raise IllegalMove(why_not(target, drawn, trump, PLAIN))


def check_lay(state: State) -> None:
    found = targets(state)
    if found and KruglyRules.from_json(state["rules"]).must_beat:
        some = ", ".join(nominative(c) for c in found[:3])
        raise IllegalMove(f"Вытянутой картой нужно бить, раз она бьёт: например, {some}.")


def play(s: State, move: Move) -> None:
    """Apply a move of the first phase to `s` (a copy the caller owns)."""
    seat, drawn = s["turn"], s["drawn"]
    kind = move.get("type")
    if kind == "beat":
        target = move.get("target")
        if not isinstance(target, str):
            raise IllegalMove("В ходе «beat» нужна карта стола «target», например «KS».")
        check_beat(s, target)
        if target == s["center"]:
            _take_table(s, seat, extra=[drawn])
            s["aside"], s["stock"] = s["stock"], []
            s["drawn"] = None
            bouts.start(s)
            return
        if target in s["rhombus"]:
            s["rhombus"][s["rhombus"].index(target)] = None
        else:
            s["beside"].remove(target)
        s["hands"][seat].extend([target, drawn])
    elif kind == "lay":
        check_lay(s)
        s["beside"].append(drawn)
    else:
        raise IllegalMove(f"Сейчас {seat_name(seat)} кладёт вытянутую карту: побить ею карту стола или положить рядом.")
    s["drawn"] = None
    if not s["stock"]:
        # the stock ran out before anyone beat the centre; the last player takes the table.
        _take_table(s, seat, extra=[])
        bouts.start(s)
        return
    s["turn"] = (seat + 1) % s["players"]
    s["drawn"] = s["stock"].pop(0)


def _take_table(s: State, seat: int, extra: list[str]) -> None:
    s["hands"][seat].extend(table_cards(s) + extra)
    s["rhombus"] = [None] * len(s["rhombus"])
    s["beside"], s["center"] = [], None


def describe(s: State, move: Move) -> str:
    """A move of the first phase in Russian, said of the state before it."""
    who, drawn = seat_name(s["turn"]), s["drawn"]
    last = not s["stock"]
    if move.get("type") == "beat":
        target = str(move.get("target"))
        if target == s["center"]:
            count = len(table_cards(s)) + 1
            return (f"{who} бьёт центральную карту, {accusative(target)}, {instrumental(drawn)} и забирает "
                    f"со стола все карты — {cards_accusative(count)}.")
        text = f"{who} бьёт {accusative(target)} {instrumental(drawn)} и забирает обе карты."
        rest = len(table_cards(s)) - 1
    else:
        verb = "не может побить" if not targets(s) else "не бьёт"
        text = f"{who} {verb} и кладёт {accusative(drawn)} рядом с ромбом."
        rest = len(table_cards(s)) + 1
    if last:
        text += f" Колода кончилась: {who} забирает со стола оставшиеся карты — {cards_accusative(rest)}."
    return text
