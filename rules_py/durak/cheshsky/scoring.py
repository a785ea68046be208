"""Penalty points in чешский дурак, the score sheet, and the end of a deal and of the game.

A card left in hand costs: six to ten their face value, the jack 2, the queen 3, the king 4, the ace
11; a queen that is the only card left costs 20. The player left with cards writes his points down;
the first whose total reaches the target (100 by default) loses the game. In variant 2 a player left
holding a jack loses the game at once. When neither player can lay a card and nothing is left to draw,
or the deal goes round in circles (see `deal.going_round`), the deal ends as «рыба»: both write down
their points, and the one with more deals next.

>>> hand_points(["AS", "KD", "6H"]), hand_points(["QS"]), hand_points(["QS", "6H"])
(21, 20, 9)
>>> points(1), points(3), points(11), points(104)
('1 очко', '3 очка', '11 очков', '104 очка')
"""

from __future__ import annotations

from typing import Any

from rules_py.durak.beating import RANK_CODE, rank
from rules_py.durak.cheshsky import deal as deals
from rules_py.durak.cheshsky.rules import LONE_QUEEN, POINTS, CheshskyRules
from rules_py.durak.words import genitive_seat, seat_name
from rules_py.words import POINT, POINTS_RU, count_ru, each_ru

State = dict[str, Any]


def hand_points(hand: list[str]) -> int:
    """What the cards left in a hand cost."""
    codes = [RANK_CODE[rank(c)] for c in hand]
    if codes == ["Q"]:
        return LONE_QUEEN
    return sum(POINTS[code] for code in codes)


def points(n: int) -> str:
    """«1 очко», «3 очка», «11 очков»."""
    return count_ru(n, POINTS_RU)


def end_deal(s: State, out: int | None) -> None:
    """Settle the deal that just ended: `out` ran out of cards, or None when it ended blocked. Writes
    the row of the score sheet, then ends the game or deals the next hand."""
    rules = CheshskyRules.from_json(s["rules"])
    written = [0, 0] if out is not None else [hand_points(h) for h in s["hands"]]
    if out is not None:
        written[1 - out] = hand_points(s["hands"][1 - out])
    totals = [t + p for t, p in zip(s["totals"], written)]
    jacks = [any(RANK_CODE[rank(c)] == "J" for c in h) for h in s["hands"]] if rules.jack_loses else [False, False]
    row = {
        "deal": s["deal_no"],
        "dealer": s["dealer"],
        "out": out,
        "hands": [list(h) for h in s["hands"]],
        "points": written,
        "totals": totals,
        "jack": [seat for seat in (0, 1) if jacks[seat]],
    }
    s["sheet"].append(row)
    s["totals"] = totals
    s["stuck"] = 0
    if out is None:
        note = ("Сдача пошла по кругу: позиция повторилась в третий раз" if deals.going_round(s)
                else "Ходить и брать некому") + " — «рыба», очки записывают оба."
        loser_of_deal = 0 if written[0] > written[1] else 1 if written[1] > written[0] else 1 - s["dealer"]
    else:
        loser_of_deal = 1 - out
        note = (f"{seat_name(out)} избавился от карт; {seat_name(loser_of_deal)} записывает "
                f"{points(written[loser_of_deal])}.")
    row["note_ru"] = note
    holding = [seat for seat in (0, 1) if jacks[seat] and (out is None or seat != out)]
    if len(holding) == 1:
        loser = holding[0]
        _game_over(s, loser, f"{note} У {genitive_seat(loser)} остался валет — он проигрывает сразу.")
        return
    over = [seat for seat in (0, 1) if totals[seat] >= rules.target]
    if over:
        if len(over) == 2 and totals[0] == totals[1]:
            _game_over(s, None, f"{note} Оба набрали по {each_ru(totals[0], POINT)} — ничья.")
            return
        loser = max(over, key=lambda seat: totals[seat])
        _game_over(s, loser, f"{note} {seat_name(loser)} набрал {points(totals[loser])} (игра шла до "
                             f"{rules.target}) и проигрывает.")
        return
    deals.start_deal(s, loser_of_deal)


def _game_over(s: State, loser: int | None, reason: str) -> None:
    s.update(phase="over", turn=None, loser=loser, draw=loser is None, reason=reason, pending=None)


def result(s: State) -> dict[str, Any] | None:
    """None while the game goes on; then who lost, the totals, the sheet and who deals next."""
    if s["phase"] != "over":
        return None
    loser = s["loser"]
    totals = s["totals"]
    score = ", ".join(f"{seat_name(i)} — {t}" for i, t in enumerate(totals))
    verdict, per_seat = verdicts(s)
    return {
        "loser": loser,
        "draw": bool(s["draw"]),
        "winner": None if loser is None else 1 - loser,
        "totals": list(totals),
        "deals": len(s["sheet"]),
        "sheet": [dict(row) for row in s["sheet"]],
        "next_dealer": loser if loser is not None else 1 - s["dealer"],
        "summary_ru": f"{s['reason']} Счёт: {score}.",
        "verdict_ru": verdict,
        "verdicts_ru": per_seat,
    }


def verdicts(s: State) -> tuple[str, list[str]]:
    """Who lost the game and by how much, for a spectator and for the reader at each seat.

    >>> s = {"loser": 1, "totals": [37, 104], "sheet": [{"jack": []}], "rules": {"jack_loses": False}}
    >>> verdicts(s)[0]
    'Проиграл Игрок 2: 104 очка против 37, разница 67 очков.'
    >>> verdicts(s)[1]
    ['Вы выиграли: у вас 37 очков, у Игрока 2 — 104, разница 67 очков.', 'Вы проиграли: у вас 104 очка против 37, разница 67 очков.']
    """
    loser, totals = s["loser"], s["totals"]
    if loser is None:
        neutral = f"Ничья: у обоих по {points(totals[0])}."
        return neutral, [neutral, neutral]
    winner = 1 - loser
    if s["rules"]["jack_loses"] and loser in s["sheet"][-1]["jack"]:
        neutral = f"Проиграл {seat_name(loser)}: у него остался валет."
        mine = {loser: "Вы проиграли: у вас остался валет.", winner: f"Вы выиграли: у {genitive_seat(loser)} остался валет."}
        return neutral, [mine[0], mine[1]]
    gap = points(totals[loser] - totals[winner])
    neutral = f"Проиграл {seat_name(loser)}: {points(totals[loser])} против {totals[winner]}, разница {gap}."
    mine = {
        loser: f"Вы проиграли: у вас {points(totals[loser])} против {totals[winner]}, разница {gap}.",
        winner: f"Вы выиграли: у вас {points(totals[winner])}, у {genitive_seat(loser)} — {totals[loser]}, разница {gap}.",
    }
    return neutral, [mine[0], mine[1]]
