"""The opening minimum: how many points a side's first meld of a deal must be worth.

The minimum grows with the side's score. Each preset carries an `OpeningRule` (data); the function
`opening_minimum` reads it, and adds the 7500-point option of 002: a side with 5000 or more opens only
with a whole canasta laid at once (X-72).

>>> from rules_py.canasta.presets import PRESETS
>>> [opening_minimum(PRESETS["canasta.classic"], s).points for s in (-20, 0, 1495, 1500, 2995, 3000)]
[15, 50, 50, 90, 90, 120]
>>> [opening_minimum(PRESETS["canasta.russian_31a"], s).points for s in (-5, 0, 999, 1000, 2000, 3500)]
[30, 30, 30, 40, 50, 60]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from rules_py.canasta.words import POINTS_RU, count_ru


@dataclass(frozen=True)
class OpeningRule:
    """A table of opening minima by score.

    `steps` are (from score, minimum) pairs in ascending order, the first from 0; a negative score uses
    `below_zero`. Where `every` is set, `add` more points are needed for each full `every` points of
    score (31.а: +10 for each full 1000, X-80). `unit` is the smallest step of a score under the preset
    (5 where every card and premium is a multiple of 5; 1 in 31.б, whose cards count face value): the
    table's rows end one unit below the next threshold.

    >>> OpeningRule(50, ((0, 50), (1500, 90), (3000, 120)), unit=1).describe_ru()
    'меньше 0 — 50; 0–1499 — 50; 1500–2999 — 90; 3000 и больше — 120'
    """

    below_zero: int
    steps: tuple[tuple[int, int], ...]
    every: int = 0
    add: int = 0
    unit: int = 5

    def minimum(self, score: int) -> int:
        """The minimum for a side with this score.

        >>> OpeningRule(15, ((0, 50), (1500, 90), (3000, 120))).minimum(1499)
        50
        """
        if score < 0:
            return self.below_zero
        points = self.steps[0][1]
        for start, value in self.steps:
            if score >= start:
                points = value
        if self.every:
            points += self.add * (score // self.every)
        return points

    def describe_ru(self) -> str:
        """The table in words, for the comparison table and pages."""
        if self.every:
            return (
                f"с {self.steps[0][1]}; за каждые полные {self.every} очков счёта ещё +{self.add}; "
                f"при отрицательном счёте {self.below_zero}"
            )
        if self.below_zero == 0 and all(value == 0 for _, value in self.steps):
            return "минимума нет"
        parts = [f"меньше 0 — {self.below_zero}"]
        for i, (start, value) in enumerate(self.steps):
            end = self.steps[i + 1][0] - self.unit if i + 1 < len(self.steps) else None
            span = f"{start}–{end}" if end is not None else f"{start} и больше"
            parts.append(f"{span} — {value}")
        return "; ".join(parts)

    def to_json(self) -> dict[str, object]:
        return {
            "below_zero": self.below_zero,
            "steps": [list(step) for step in self.steps],
            "every": self.every,
            "add": self.add,
            "unit": self.unit,
            "description_ru": self.describe_ru(),
        }


@dataclass(frozen=True)
class OpeningMinimum:
    """What a side needs for its first meld: points (None when a canasta is required instead)."""

    points: int | None
    canasta_required: bool
    why_ru: str

    def to_json(self) -> dict[str, object]:
        return {"points": self.points, "canasta_required": self.canasta_required, "why": self.why_ru}


class OpeningTerms(Protocol):
    """What `opening_minimum` reads of a preset (presets.CanastaRules has it): the dependency runs
    from the presets down to this module, never back."""

    @property
    def opening(self) -> OpeningRule: ...

    @property
    def target(self) -> int: ...

    @property
    def canasta_opening_from(self) -> int | None: ...


def opening_minimum(rules: OpeningTerms, score: int) -> OpeningMinimum:
    """The opening requirement of a side with `score` points under `rules`.

    >>> from rules_py.canasta.presets import get_rules
    >>> rules = get_rules("canasta.classic", {"target": 7500})
    >>> opening_minimum(rules, 4995).points, opening_minimum(rules, 5000).canasta_required
    (120, True)
    """
    if rules.canasta_opening_from is not None and score >= rules.canasta_opening_from:
        # one player lays the seven cards of a canasta at once, from hand or with the pile's
        # top card; the rest of the pile is taken only after the canasta is down.
        return OpeningMinimum(
            None,
            True,
            f"При игре до {rules.target} и счёте {rules.canasta_opening_from} или больше открываются "
            "только канастой: один игрок сразу выкладывает семь карт канасты, какой бы ни была их "
            "стоимость.",
        )
    points = rules.opening.minimum(score)
    if points <= 0:
        return OpeningMinimum(0, False, "Минимума открытия нет: первая выкладка может стоить сколько угодно.")
    return OpeningMinimum(
        points,
        False,
        f"При счёте {score} первая выкладка должна стоить не меньше {count_ru(points, POINTS_RU)}.",
    )
