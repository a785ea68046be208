"""What a durak table shows a learner beyond the rules: the bout that has just ended (so it can be
looked at again after the next card is led), and who won and by how much, for each seat.

>>> from rules_py.durak.setup import from_hands
>>> before = from_hands("durak.podkidnoy", [["6S"], ["9S"]], trump_suit="H", table=[("7S", None)],
...                     attacker=0, defender=1)
>>> before["stock"] = []
>>> from rules_py.durak.bout import play
>>> after = play(before, {"type": "beat", "attack": "7S", "card": "9S"})
>>> finished_bout(before, after)["outcome_ru"]
'Бито: Игрок 2 отбился, 2 карты ушли в отбой.'
"""

from __future__ import annotations

from typing import Any

from rules_py.cards import Card
from rules_py.durak.moves import FACE_DOWN
from rules_py.durak.words import cards_accusative, cards_word, seat_name

State = dict[str, Any]

_ORDINALS = ("первым", "вторым", "третьим", "четвёртым", "пятым", "шестым", "седьмым", "восьмым")


def bout_ended(before: State, after: State) -> bool:
    """Whether the move that led from `before` to `after` closed a bout."""
    return bool(after["phase"] == "over" or after["bout"] != before["bout"])


def finished_bout(before: State, after: State) -> dict[str, Any]:
    """The bout closed by the last move: its cards as they lay (attack, defence or None) and how it
    ended: «бито» (the cards went to the discard), taken by the defender, or (верю — не верю) a
    challenged face-down card, after which the one who was wrong picked the table up. A card that
    was covered face down and never turned stays hidden (`FACE_DOWN`): nobody saw it."""
    table = [list(pair) for pair in before["table"]]
    move = (after.get("last") or {}).get("move") or {}
    kind = move.get("type")
    if kind == "beat":
        for pair in table:
            if pair[0] == move["attack"] and pair[1] is None:
                pair[1] = move["card"]
                break
    elif kind == "throw":
        table.extend([card, None] for card in move["cards"])
    turned = move.get("attack") if kind == "challenge" else None
    for index in before.get("face_down") or []:
        if table[index][0] != turned:
            table[index][1] = FACE_DOWN
    defender = before["defender"]
    cards = sum(1 for pair in table for c in pair if c is not None)
    if kind == "challenge":
        judge = before["turn"]
        taker = judge if move["correct"] else defender
        fits = "кроет" if move["correct"] else "не кроет"
        turned_card = f"{Card.parse(move['card']).ru} {fits} {Card.parse(move['attack']).ru}"
        return {
            "bout": before["bout"], "attacker": before["attacker"], "defender": defender, "table": table,
            "outcome": "challenged", "taker": taker,
            "outcome_ru": f"«Не верю» ({seat_name(judge)}): {turned_card}, и {seat_name(taker)} "
                          f"забрал {cards_accusative(cards)}.",
        }
    taken = before["phase"] == "taking" or kind == "take"
    if taken:
        text = f"{seat_name(defender)} взял {cards_accusative(cards)}."
    else:
        went = "ушла" if cards_word(cards) == "карта" else "ушли"
        text = f"Бито: {seat_name(defender)} отбился, {cards} {cards_word(cards)} {went} в отбой."
    return {
        "bout": before["bout"],
        "attacker": before["attacker"],
        "defender": defender,
        "table": table,
        "outcome": "taken" if taken else "beaten",
        "taker": defender if taken else None,
        "outcome_ru": text,
    }


def verdicts(state: State) -> tuple[str, list[str]]:
    """Who won and by how much (the cards left to the fool), for a spectator and for each seat."""
    players = state["players"]
    loser = state["loser"]
    out: list[int] = list(state["out"])

    def went_out(seat: int) -> str:
        if seat not in out or players == 2:
            return ""
        place = out.index(seat)
        return f" Вы вышли из игры {_ORDINALS[place] if place < len(_ORDINALS) else f'{place + 1}-м'}."

    if loser is None:
        neutral = "Ничья: дурака нет — последние игроки вышли из игры одновременно."
        return neutral, [neutral + went_out(seat) for seat in range(players)]
    left = len(state["hands"][loser])
    holding = f"{left} {cards_word(left)}"
    pogony = state.get("pogony") or {}
    hanger = pogony.get("winner")
    if hanger is not None and players > 2:
        # Погонный: the game is won by the player who hung погоны on the fool (the page says so).
        neutral = f"Дурак — {seat_name(loser)}: у него осталось {holding}. Выиграл {seat_name(hanger)}: он навесил погоны."
        return neutral, [
            f"Вы — дурак: у вас осталось {holding}, и на вас погоны." if seat == loser
            else f"Вы выиграли: вы навесили погоны дураку — {seat_name(loser)}.{went_out(seat)}" if seat == hanger
            else f"Вы не дурак, но выиграл {seat_name(hanger)}: он навесил погоны.{went_out(seat)}"
            for seat in range(players)
        ]
    if players == 2:
        winner = 1 - loser
        neutral = f"Выиграл {seat_name(winner)}: {seat_name(loser)} остался «дураком» с {_with(left)}."
    else:
        first = f" Первым вышел {seat_name(out[0])}." if out else ""
        neutral = f"Дурак — {seat_name(loser)}: у него осталось {holding}.{first}"
    per_seat = []
    for seat in range(players):
        if seat == loser:
            per_seat.append(f"Вы — дурак: у вас осталось {holding}.")
        else:
            per_seat.append(f"Вы выиграли: дурак — {seat_name(loser)}, у него осталось {holding}.{went_out(seat)}")
    return neutral, per_seat


def _with(n: int) -> str:
    """«с 1 картой», «с 3 картами» (the instrumental after «с»)."""
    return f"{n} картой" if n % 10 == 1 and n % 100 != 11 else f"{n} картами"
