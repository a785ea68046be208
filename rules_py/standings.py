"""Who won a game on points and by how much, in one Russian sentence: for a spectator, and for the
reader at each seat («Вы выиграли…»); and the running score sheet that King and canasta show.

A party is one player or a partnership; the seats say who plays for it.

>>> parties = [Party("Игрок 1", (0,), 34), Party("Игрок 2", (1,), -10), Party("Игрок 3", (2,), 22),
...            Party("Игрок 4", (3,), -46)]
>>> verdict, per_seat = verdicts(parties, 4)
>>> verdict
'Выиграл Игрок 1: +34; следующий — Игрок 3 (+22), разница 12 очков.'
>>> per_seat[0]
'Вы выиграли: +34; следующий — Игрок 3 (+22), разница 12 очков.'
>>> per_seat[1]
'Вы на 3-м месте: у вас −10; выиграл Игрок 1 (+34), разница 44 очка.'
>>> pairs = [Party("Игроки 1 и 3", (0, 2), 5120), Party("Игроки 2 и 4", (1, 3), 3870)]
>>> verdicts(pairs, 4)[1][3]
'Вы с партнёром проиграли: +3870 против +5120, разница 1250 очков.'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from rules_py.words import POINTS_RU, count_ru, signed


@dataclass(frozen=True)
class Party:
    """A player, or a partnership, and its score."""

    name: str
    seats: tuple[int, ...]
    score: int

    @property
    def plural(self) -> bool:
        return len(self.seats) > 1


def _won(party: Party) -> str:
    return f"Выиграли {party.name}" if party.plural else f"Выиграл {party.name}"


def _margin(diff: int) -> str:
    return f"разница {count_ru(diff, POINTS_RU)}"


def _tie(names: list[str], score: int, total: int) -> str:
    if len(names) == total:
        return f"Ничья: у {'обеих сторон' if total == 2 else 'всех'} поровну ({signed(score)})."
    return f"Ничья: {' и '.join(names)} набрали поровну ({signed(score)})."


def verdicts(parties: Sequence[Party], players: int) -> tuple[str, list[str]]:
    """The spectator's sentence, and one sentence for the reader at each seat."""
    ranked = sorted(parties, key=lambda p: -p.score)
    best = ranked[0].score
    first = [p for p in ranked if p.score == best]
    rest = [p for p in ranked if p.score != best]
    two = len(parties) == 2
    if len(first) > 1:
        neutral = _tie([p.name for p in first], best, len(parties))
    else:
        neutral = f"{_won(first[0])}: {_detail(first[0], rest[0], two)}"
    per_seat = [neutral] * players
    for party in parties:
        for seat in party.seats:
            per_seat[seat] = _for_reader(party, parties, ranked, first, two)
    return neutral, per_seat


def _detail(winner: Party, second: Party, two: bool) -> str:
    diff = winner.score - second.score
    if two:
        return f"{signed(winner.score)} против {signed(second.score)}, {_margin(diff)}."
    follower = "следующие" if second.plural else "следующий"
    return f"{signed(winner.score)}; {follower} — {second.name} ({signed(second.score)}), {_margin(diff)}."


def _for_reader(mine: Party, parties: Sequence[Party], ranked: list[Party], first: list[Party], two: bool) -> str:
    you = "Вы с партнёром" if mine.plural else "Вы"
    best = first[0].score
    if mine.score == best and len(first) > 1:
        others = [p.name for p in first if p is not mine]
        if len(first) == len(parties):
            return _tie([], best, len(parties)) if two else f"Ничья: у всех поровну ({signed(best)})."
        we = "вы с партнёром" if mine.plural else "вы"
        return f"Ничья: {we} и {' и '.join(others)} набрали поровну ({signed(best)})."
    if mine.score == best:
        second = next(p for p in ranked if p.score != best)
        return f"{you} выиграли: {_detail(mine, second, two)}"
    diff = best - mine.score
    if two:
        return f"{you} проиграли: {signed(mine.score)} против {signed(best)}, {_margin(diff)}."
    place = 1 + sum(1 for p in parties if p.score > mine.score)
    if len(first) > 1:
        leaders = " и ".join(p.name for p in first)
        return (f"{you} на {place}-м месте: у вас {signed(mine.score)}; первое место поделили {leaders} "
                f"({signed(best)}), {_margin(diff)}.")
    winner = first[0]
    verb = "выиграли" if winner.plural else "выиграл"
    return (f"{you} на {place}-м месте: у вас {signed(mine.score)}; {verb} {winner.name} ({signed(best)}), "
            f"{_margin(diff)}.")


def score_sheet(
    names: Sequence[str],
    rows: Sequence[tuple[str, Sequence[int]]],
    start: Sequence[int] | None = None,
    *,
    target: int | None = None,
    deals_total: int | None = None,
) -> dict[str, Any]:
    """The running sheet of a game played deal by deal: each row's points and the totals after it.

    >>> sheet = score_sheet(["Игрок 1", "Игрок 2"], [("1. Не брать взяток", [-6, -10])], deals_total=14)
    >>> sheet["rows"][0]["totals"], sheet["leaders"]
    ([-6, -10], [0])
    """
    totals = list(start) if start is not None else [0] * len(names)
    out = []
    for label, points in rows:
        totals = [t + p for t, p in zip(totals, points)]
        out.append({"label_ru": label, "points": list(points), "totals": list(totals)})
    best = max(totals) if totals else 0
    return {
        "names": list(names),
        "start": list(start) if start is not None else [0] * len(names),
        "rows": out,
        "totals": totals,
        "leaders": [i for i, t in enumerate(totals) if t == best] if out else [],
        "target": target,
        "deals_played": len(out),
        "deals_total": deals_total,
    }
