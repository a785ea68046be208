"""What one seat sees of a game of круглый дурак, the status line, the result, and the moves in Russian.

Everything of the first phase lies face up (the rhombus, the cards beside it, the card just drawn);
the stock and, in the second phase, the other players' hands are hidden (their sizes are shown).
With the option ``teaching`` every hand is shown.
"""

from __future__ import annotations

from typing import Any

from rules_py.durak.krugly import bouts, rhombus
from rules_py.durak.krugly.state import State, out_seats
from rules_py.durak.shell import label
from rules_py.durak.view import arranged
from rules_py.durak.words import accusative_seat, cards_word, seat_name


def view(state: State, seat: int | None) -> dict[str, Any]:
    """What `seat` may see (None: a spectator, who sees no hand unless the game is a teaching one)."""
    n, trump = state["players"], state["trump_suit"]
    hand = arranged(state["hands"][seat], trump) if seat is not None else []
    hands = [arranged(h, trump) for h in state["hands"]] if state["teaching"] else None
    visible = set(hand) | set(rhombus_cards(state)) | {c for pair in state["table"] for c in pair if c}
    visible |= {c for c in (state["drawn"], state["trump_card"]) if c}
    if hands is not None:
        visible.update(c for h in hands for c in h)
    return {
        "game": state["game"],
        "players": n,
        "seat": seat,
        "seats": [seat_name(i) for i in range(n)],
        "dealer": state["dealer"],
        "phase": state["phase"],
        "stage": 1 if state["phase"] == "place" else 2,
        "turn": state["turn"],
        "rhombus": list(state["rhombus"]),
        "center": state["center"],
        "trump_card": state["trump_card"],
        "trump_suit": trump,
        "beside": list(state["beside"]),
        "drawn": state["drawn"],
        "stock": len(state["stock"]),
        "aside": len(state["aside"]),
        "hand": hand,
        "hands": hands,
        "counts": [len(h) for h in state["hands"]],
        "table": [list(p) for p in state["table"]],
        "attacker": state["attacker"],
        "defender": state["defender"],
        "discard": len(state["discard"]),
        "out": out_seats(state),
        "out_groups": [list(g) for g in state["out"]],
        "bout": state["bout"],
        "last_bout": state.get("last_bout"),
        "rules": dict(state["rules"]),
        "last": state["last"],
        "status_ru": status(state),
        "result": result(state),
        "labels": {code: label(code) for code in sorted(visible)},
    }


def rhombus_cards(state: State) -> list[str]:
    cards = [c for c in state["rhombus"] if c] + list(state["beside"])
    return cards + ([state["center"]] if state["center"] else [])


def status(state: State) -> str:
    """One Russian sentence on what happens now."""
    phase, turn = state["phase"], state["turn"]
    if phase == "over":
        return str(state["reason"])
    who = seat_name(turn)
    if phase == "place":
        return f"{who} вытянул {label(state['drawn'])['ru']}: бьёт ею карту стола или кладёт её рядом с ромбом."
    if phase == "lead":
        whom = accusative_seat(state["defender"])
        return f"{who} заходит под {whom}."
    return f"{who} отбивается."


def _names(seats: list[int]) -> str:
    names = [seat_name(s) for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " и " + names[-1]


def result(state: State) -> dict[str, Any] | None:
    """None while the game goes on; then the loser («дурак») or a draw, who ran out of cards in which
    order (they all win, the first of them first), and who deals next (the loser; after a draw the
    player on the dealer's left)."""
    if state["phase"] != "over":
        return None
    loser = state["loser"]
    groups = [list(g) for g in state["out"]]
    summary = str(state["reason"])
    if groups and loser is not None:
        first = groups[0]
        summary += (f" Первым от карт избавился {_names(first)}." if len(first) == 1
                    else f" Первыми без карт остались {_names(first)}.")
    verdict, per_seat = verdicts(state)
    return {
        "loser": loser,
        "draw": bool(state["draw"]),
        "order_out": out_seats(state),
        "out_groups": groups,
        "winners": out_seats(state),
        "next_dealer": loser if loser is not None else (state["dealer"] + 1) % state["players"],
        "summary_ru": summary,
        "verdict_ru": verdict,
        "verdicts_ru": per_seat,
    }


def verdicts(state: State) -> tuple[str, list[str]]:
    """Who won and who lost, for a spectator and for the reader at each seat.

    >>> s = {"players": 3, "loser": 2, "hands": [[], [], ["AS", "KS"]], "out": [[1], [0]]}
    >>> verdicts(s)[0]
    'Дурак — Игрок 3: у него осталось 2 карты. Первым вышел Игрок 2.'
    >>> verdicts(s)[1][2], verdicts(s)[1][0]
    ('Вы — дурак: у вас осталось 2 карты.', 'Вы выиграли: дурак — Игрок 3 (2 карты), вы вышли вторым.')
    """
    players, loser = state["players"], state["loser"]
    order = out_seats(state)
    if loser is None:
        neutral = "Ничья: дурака нет — последние игроки остались без карт одним ходом."
        return neutral, [neutral] * players
    count = len(state["hands"][loser])
    left = f"{count} {cards_word(count)}"
    remain = f"осталась {left}" if cards_word(count) == "карта" else f"осталось {left}"
    first = state["out"][0] if state["out"] else []
    neutral = f"Дурак — {seat_name(loser)}: у него {remain}."
    if first and players > 2:
        neutral += f" Первым вышел {_names(first)}." if len(first) == 1 else f" Первыми вышли {_names(first)}."
    per_seat = []
    for seat in range(players):
        if seat == loser:
            per_seat.append(f"Вы — дурак: у вас {remain}.")
            continue
        place = next(i for i, group in enumerate(state["out"]) if seat in group)
        where = f", вы вышли {_ORDINALS[place]}" if players > 2 and place < len(_ORDINALS) else ""
        per_seat.append(f"Вы выиграли: дурак — {seat_name(loser)} ({left}){where}.")
    return neutral, per_seat


_ORDINALS = ("первым", "вторым", "третьим", "четвёртым", "пятым")


def describe(state: State, move: dict[str, Any]) -> str:
    """What a move does, in Russian, said of the state before it."""
    if state["phase"] == "place":
        return rhombus.describe(state, move)
    return bouts.describe(state, move)
