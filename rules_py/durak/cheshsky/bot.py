"""A bot for чешский дурак that sees only its own view, and says why it moves as it does (the hint).

It sheds expensive cards first (the ace is worth 11 points and makes the opponent miss a turn), likes
the six and the seven that make the opponent draw, keeps to the suit it holds most of, and saves the
wild card for when nothing else fits, except that it never risks ending with a lone queen (20
points) and, in variant 2, gets rid of its jacks before the opponent can go out. It names the suit
it holds most of.

>>> from rules_py.durak.cheshsky.deal import new_game
>>> from rules_py.durak.cheshsky.view import view
>>> s = new_game("durak.cheshsky", 2, 100, {})
>>> choose(view(s, s["turn"]))[0]
{'type': 'play', 'card': 'AH'}
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules_py.durak.beating import suit
from rules_py.durak.cheshsky.play import SUIT_ACCUSATIVE, WILD_NAME, Table, moves_for, rank_code
from rules_py.durak.cheshsky.rules import PENALTY_DRAW, POINTS
from rules_py.durak.words import accusative, nominative

Move = dict[str, Any]
#: What making the opponent draw or miss a turn is worth to the bot, beside a card's points.
SPECIAL_BONUS = {"6": 8, "7": 6, "A": 4}


def choose(view: dict[str, Any]) -> tuple[Move, str]:
    """The move for the seat whose view this is (it must be that seat's turn) and the reason in Russian."""
    table = Table.of_view(view)
    hand: list[str] = view["hand"]
    legal = moves_for(table, hand)
    if table.phase == "penalty":
        answer = next((m for m in legal if m["type"] == "play"), None)
        if answer is not None:
            return answer, f"Переведите штраф: {nominative(answer['card'])} того же достоинства возвращает его сопернику."
        return {"type": "take"}, "Перевести штраф нечем — придётся взять карты."
    if legal[0]["type"] in ("draw", "pass"):
        if legal[0]["type"] == "pass":
            return legal[0], "Положить нечего, а брать неоткуда: ход пропускается."
        one = view["rules"]["draw"] == "one"
        return legal[0], ("Подходящей карты нет: возьмите одну карту из прикупа." if one
                          else "Подходящей карты нет: берите из прикупа, пока не придёт подходящая.")
    wild_name, wild_acc, _ = WILD_NAME[table.wild]
    plain = [m["card"] for m in legal if not table.is_wild(m["card"])]
    wilds = sorted({m["card"] for m in legal if table.is_wild(m["card"])})
    other = view["counts"][1 - view["seat"]]
    if wilds:
        rest = [c for c in hand if not table.is_wild(c)]
        if not plain:
            return _wild(wilds[0], rest, f"Больше ничего не подходит: кладите {wild_acc}")
        if table.wild == "Q" and len(hand) == 2:
            return _wild(wilds[0], rest, "Не оставляйте даму последней (одна дама на руках — 20 очков): кладите её")
        if table.wild == "J" and other <= 3:
            return _wild(wilds[0], rest, "Валет, оставшийся на руках, проигрывает игру, а у соперника мало карт: "
                                         "кладите его")
    suits = Counter(suit(c) for c in hand if not table.is_wild(c))

    def worth(card: str) -> float:
        code = rank_code(card)
        return POINTS[code] + SPECIAL_BONUS.get(code, 0) + 1.5 * (suits[suit(card)] - 1)

    best = max(plain, key=worth)
    code = rank_code(best)
    if len(hand) == 1:
        reason = f"Кладите {accusative(best)} — это ваша последняя карта, сдача за вами."
    elif code in PENALTY_DRAW:
        draw = PENALTY_DRAW[code]
        effect = (f"соперник возьмёт {draw} {'карты' if draw == 2 else 'карту'} и пропустит ход" if draw
                  else "соперник пропустит ход")
        reason = f"Кладите {accusative(best)}: {effect}, а вы сходите ещё раз."
    elif POINTS[code] >= 9:
        reason = f"Кладите {accusative(best)}: дорогую карту лучше сбросить, пока она не осталась на руках."
    elif suits[suit(best)] == max(suits.values()) and suits[suit(best)] > 1:
        reason = f"Кладите {accusative(best)}: этой масти у вас больше всего, будет чем ходить дальше."
    else:
        reason = f"Кладите {accusative(best)}: из подходящих карт эту выгоднее всего отдать сейчас."
    return {"type": "play", "card": best}, reason


def _wild(card: str, rest: list[str], why: str) -> tuple[Move, str]:
    counts = Counter(suit(c) for c in rest)
    named = max(("S", "H", "C", "D"), key=lambda s: (counts[s], -"SHCD".index(s)))
    return ({"type": "play", "card": card, "suit": named},
            f"{why} и закажите {SUIT_ACCUSATIVE[named]} — их у вас больше всего.")
