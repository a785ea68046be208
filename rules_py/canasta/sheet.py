"""The score sheet of a canasta game: deal by deal, each side's points, to the preset's target.

Each deal's figures are the sides' own nets (X-102: every side is scored separately and both are
written down). The game ends after the deal in which a side reaches the target: that deal is always
played out (002), and the winner is the side with the most points; the win is the difference of the
scores, with no premium for the game (002). Where the book plays whole rounds (Combo: «a full round is
four deals», 000/004) the score is looked at only after a round, so the rest of the round is still
recorded. The sheet also gives each side's opening minimum for the next deal, since it depends on the
side's score.

>>> sheet = score_sheet("canasta.classic", [[770, -55], [4300, 120]])
>>> sheet.totals, sheet.finished, sheet.winner
([5070, 65], True, 0)
>>> sheet.summary_ru
'Партия окончена: «Мы» набрали 5070 очков (цель — 5000). Выиграли «Мы» с разницей 5005 очков.'
>>> score_sheet("canasta.classic", [[770, -55]]).opening[0]["points"]
50
>>> combo = score_sheet("canasta.combo", [[10500, 300], [200, 400]])
>>> combo.finished, combo.summary_ru.startswith("«Мы» набрали 10700")
(False, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from rules_py.canasta.opening import opening_minimum
from rules_py.canasta.presets import CanastaRules, get_rules
from rules_py.canasta.words import POINTS_RU, count_ru, plural_ru
from rules_py.words import DEALS_GENITIVE_RU
from rules_py.errors import BadRequest

MAX_DEALS = 200
LIMIT = 1_000_000


def sides_of(rules: CanastaRules) -> int:
    """How many score columns: two partnerships, or one per player where each plays alone."""
    return 2 if rules.partnership else rules.players


def side_names_ru(rules: CanastaRules) -> list[str]:
    if rules.partnership:
        return ["Мы", "Они"]
    return [f"Игрок {i + 1}" for i in range(rules.players)]


@dataclass(frozen=True)
class Sheet:
    """The running record of a game (see the module docstring)."""

    names: list[str]
    target: int
    deals: list[list[int]]
    running: list[list[int]]
    totals: list[int]
    reached: list[int]
    finished: bool
    winner: int | None
    opening: list[dict[str, object]]
    summary_ru: str

    def to_json(self) -> dict[str, Any]:
        return {
            "names": self.names,
            "target": self.target,
            "deals": self.deals,
            "running": self.running,
            "totals": self.totals,
            "reached": self.reached,
            "finished": self.finished,
            "winner": self.winner,
            "opening": self.opening,
            "summary_ru": self.summary_ru,
        }


def _check_deals(deals: object, sides: int) -> list[list[int]]:
    if not isinstance(deals, list) or len(deals) > MAX_DEALS:
        raise BadRequest(f"Параметр «deals» — список сдач (не больше {MAX_DEALS}), каждая — очки сторон.")
    checked: list[list[int]] = []
    for number, row in enumerate(deals, start=1):
        if not isinstance(row, list) or len(row) != sides or not all(
            isinstance(p, int) and not isinstance(p, bool) and -LIMIT <= p <= LIMIT for p in row
        ):
            raise BadRequest(f"Сдача №{number}: нужно {sides} целых числа — очки каждой стороны за сдачу.")
        checked.append(list(row))
    return checked


def score_sheet(
    game: str | CanastaRules, deals: Sequence[Sequence[int]], options: Mapping[str, object] | None = None
) -> Sheet:
    """The sheet of a game under a preset (an id or rules) after the given deals."""
    rules = game if isinstance(game, CanastaRules) else get_rules(game, options)
    sides = sides_of(rules)
    rows = _check_deals([list(d) for d in deals] if isinstance(deals, (list, tuple)) else deals, sides)
    names = side_names_ru(rules)
    totals = [0] * sides
    running: list[list[int]] = []
    finished_at: int | None = None
    for index, row in enumerate(rows):
        if finished_at is not None:
            raise BadRequest(
                f"Партия окончилась на сдаче №{finished_at + 1} (набрано {rules.target}); "
                "дальше сдачи не записывают — начните новую партию."
            )
        totals = [t + p for t, p in zip(totals, row)]
        running.append(list(totals))
        round_over = (index + 1) % rules.deals_per_round == 0  # Combo: whole rounds of four deals
        if max(totals) >= rules.target and round_over:
            finished_at = index  # 002: the deal that reaches the target is played out, then the game ends
    reached = [i for i, t in enumerate(totals) if t >= rules.target]
    finished = finished_at is not None
    best = max(totals)
    leaders = [i for i, t in enumerate(totals) if t == best]
    winner = leaders[0] if finished and len(leaders) == 1 else None
    opening = [opening_minimum(rules, t).to_json() for t in totals]
    return Sheet(names, rules.target, rows, running, totals, reached, finished, winner, opening,
                 _summary(rules, names, totals, reached, winner, len(rows), finished))


def _summary(rules: CanastaRules, names: list[str], totals: list[int], reached: list[int],
             winner: int | None, deals: int, finished: bool) -> str:
    quoted = [f"«{n}»" for n in names]
    if not deals:
        return f"Записей нет. Играют до {rules.target} очков."
    if reached and not finished:
        left = rules.deals_per_round - deals % rules.deals_per_round
        who = ", ".join(f"{quoted[i]} набрал{'и' if rules.partnership else ''} {count_ru(totals[i], POINTS_RU)}"
                        for i in reached)
        return (f"{who} (цель — {rules.target}), но тур — {rules.deals_per_round} сдачи подряд: партия кончится "
                f"после {'последней' if left == 1 else f'ещё {left}'} "
                f"{plural_ru(left, DEALS_GENITIVE_RU)} этого тура.")
    if not reached:
        best = max(totals)
        need = rules.target - best
        return (f"После {deals} {plural_ru(deals, DEALS_GENITIVE_RU)} до {rules.target} "
                f"ближе всех {', '.join(quoted[i] for i, t in enumerate(totals) if t == best)}: "
                f"не хватает {count_ru(need, POINTS_RU)}.")
    who = ", ".join(f"{quoted[i]} набрал{'и' if rules.partnership else ''} {count_ru(totals[i], POINTS_RU)}"
                    for i in reached)
    text = f"Партия окончена: {who} (цель — {rules.target})."
    if winner is None:
        return text + " Больше всех очков поровну у нескольких сторон — ничья."
    second = max(t for i, t in enumerate(totals) if i != winner)
    verb = "Выиграли" if rules.partnership else "Выиграл"
    return text + f" {verb} {quoted[winner]} с разницей {count_ru(totals[winner] - second, POINTS_RU)}."
