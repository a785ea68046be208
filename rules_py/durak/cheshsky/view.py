"""What one seat sees of a game of чешский дурак, its status line and the moves in Russian.

A seat sees its own hand, the top of the pile and the suit a wild card named, the size of the stock,
of the pile and of the other hand, the dealer's shown card (variant 2) while he holds it, and the
score sheet: for each finished deal, both hands as they were left, the points and the totals.
"""

from __future__ import annotations

from typing import Any

from rules_py.durak.cheshsky import deal as deals
from rules_py.durak.cheshsky.play import SUIT_ACCUSATIVE, rank_code
from rules_py.durak.cheshsky.rules import PENALTY_DRAW
from rules_py.durak.cheshsky.scoring import result
from rules_py.durak.shell import label
from rules_py.durak.view import arranged
from rules_py.durak.words import cards_accusative, dative_seat, seat_name

State = dict[str, Any]


def view(state: State, seat: int | None) -> dict[str, Any]:
    hand = arranged(state["hands"][seat], None) if seat is not None else []
    hands = [arranged(h, None) for h in state["hands"]] if state["teaching"] else None
    top = state["pile"][-1] if state["pile"] else None
    visible = set(hand) | {c for c in (top, state["shown"]) if c}
    visible |= {c for row in state["sheet"] for h in row["hands"] for c in h}
    if hands is not None:
        visible.update(c for h in hands for c in h)
    return {
        "game": state["game"],
        "players": state["players"],
        "seat": seat,
        "seats": [seat_name(i) for i in range(state["players"])],
        "dealer": state["dealer"],
        "deal_no": state["deal_no"],
        "phase": state["phase"],
        "turn": state["turn"],
        "hand": hand,
        "hands": hands,
        "counts": [len(h) for h in state["hands"]],
        "top": top,
        "pile": len(state["pile"]),
        "named": state["named"],
        "lead": state["lead"],
        "stock": len(state["stock"]),
        "drawable": deals.drawable(state),
        "pending": dict(state["pending"]) if state["pending"] else None,
        "shown": state["shown"],
        "rules": dict(state["rules"]),
        "sheet": [dict(row) for row in state["sheet"]],
        "totals": list(state["totals"]),
        "last": state["last"],
        "status_ru": status(state),
        "result": result(state),
        "labels": {code: label(code) for code in sorted(visible)},
    }


def status(state: State) -> str:
    """One Russian sentence on what happens now."""
    if state["phase"] == "over":
        return str(state["reason"])
    who = seat_name(state["turn"])
    pending = state["pending"]
    if state["phase"] == "penalty" and pending:
        return (f"{who} под штрафом: берёт {cards_accusative(pending['draw'])} и пропускает ход "
                f"или переводит штраф картой того же достоинства.")
    if state["lead"]:
        return f"Сдача {state['deal_no']}: {who} заходит — можно любой картой."
    top = label(state["pile"][-1])["ru"]
    named = state["named"]
    wanted = f" (заказаны {SUIT_ACCUSATIVE[named]})" if named else ""
    return f"{who} кладёт карту на {top}{wanted}."


def describe(before: State, move: dict[str, Any], after: State, ahead: bool = False) -> str:
    """What a move did, in Russian, from the states before and after it. Cards a player draws are
    counted, never named. `ahead`: the move as a hint says it before it is made — a draw is not
    counted (how many cards it takes hangs on the stock's order) and the end of the deal is not told
    (the score hangs on the opponent's hand)."""
    seat = before["turn"]
    who = seat_name(seat)
    other = 1 - seat
    kind = move.get("type")
    ended = len(after["sheet"]) > len(before["sheet"])
    # The hands as the move left them: when it ended the deal, the sheet keeps them.
    hands = after["sheet"][-1]["hands"] if ended else after["hands"]
    if kind == "play":
        card = str(move.get("card"))
        text = f"{who} кладёт {label(card)['ru']}"
        code = rank_code(card)
        if code == before["rules"]["wild"] and before["phase"] == "play":
            text += f" и заказывает {SUIT_ACCUSATIVE[str(move.get('suit'))]}"
        elif after["pending"] and after["phase"] == "penalty":
            draw = after["pending"]["draw"]
            verb = "переводит штраф" if before["phase"] == "penalty" else "ставит штраф"
            took = f"берёт {cards_accusative(draw)} и " if draw else ""
            text += f": {verb} — {seat_name(other)} {took}пропускает ход, если не переведёт"
        elif code in PENALTY_DRAW:
            got = len(hands[other]) - len(before["hands"][other])
            took = f"берёт {cards_accusative(got)}" if got else ""
            if not ended:  # a penalty card that ends the deal still deals its cards, but no turn is missed
                took += (" и " if took else "") + "пропускает ход"
            text += f": {seat_name(other)} {took}" if took else ""
        text += "."
    elif kind == "draw" and ahead:
        one = before["rules"]["draw"] == "one"
        text = f"{who} берёт из прикупа " + ("одну карту." if one else "карты, пока не придёт подходящая.")
    elif kind == "draw":
        got = len(hands[seat]) - len(before["hands"][seat])
        text = f"{who} берёт из прикупа {cards_accusative(got)}"
        if ended or after["reshuffles"] > before["reshuffles"]:
            text += " (стопку перетасовали в новый прикуп)"
        if not ended and after["turn"] != seat:
            text += f": подходящей нет, ход переходит к {dative_seat(other)}"
        text += "."
    elif kind == "take":
        got = before["pending"]["draw"] if before["pending"] else 0
        text = f"{who} берёт {cards_accusative(got)} и пропускает ход." if got else f"{who} пропускает ход."
    elif kind == "pass":
        text = f"{who} пропускает ход: положить нечего, а брать неоткуда."
    else:
        text = f"{who}: ход «{kind}»."
    if ended and not ahead:
        row = after["sheet"][-1]
        text += f" Сдача {row['deal']} окончена. {row['note_ru']}"
        if after["phase"] == "over":
            text += " " + str(after["reason"]).removeprefix(row["note_ru"]).strip()
    return text.replace("  ", " ").strip()
