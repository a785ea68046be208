"""Lesson deals: how long a set of 16 boards takes for typical lesson constraints, in CPython and in
Pyodide under Node, against plain rejection sampling; and how long a refusal takes. Prints only."""

from __future__ import annotations

import statistics

from harness import run_in_pyodide
from workloads import lesson_deal_figures

COUNT = 16
CASES = [
    "",
    "Ю: 15-17 ровная",
    "С: 8+ мажор5; Ю: 15-17 ровная",
    "С: 8+ ♠0-3 ♥4; Ю: 15-17 ровная",
    "Ю: 22+",
    "Ю: 6-10 ♥6 длинная6",
    "С: 12+ ♠3+ ♥0-1; З: 12-18 ♥5+",
    # refusals: impossible (counted), one seat too rare (exact odds), a rare combination (attempts run out)
    "С: ♠5+; Ю: ♠5+; В: ♠4+",
    "С: 30+",
    "С: 10 ровная; Ю: 10 ровная; В: 10 ровная; З: 10 ровная",
]
SEEDS = [1, 2, 3, 4, 5]
PYODIDE_SEEDS = [1, 2, 3]


def _ms(values: list[float]) -> str:
    return f"median {statistics.median(values) * 1e3:.0f} ms, worst {max(values) * 1e3:.0f} ms"


def main() -> None:
    for text in CASES:
        name = f"«{text}»" if text else "no constraints"
        cpython = lesson_deal_figures(text, SEEDS, COUNT)
        pyodide = run_in_pyodide(f"lesson_deal_figures({text!r}, {PYODIDE_SEEDS}, {COUNT})")
        if cpython["refused"]:
            print(f"{name}: refused — {cpython['refused']}")
            print(f"  CPython {_ms(cpython['smart'])}; Pyodide-Node {_ms(pyodide['smart'])}")
            continue
        attempts = statistics.median(cpython["tried"])
        print(f"{name}: {COUNT} boards, median {attempts:.0f} attempts "
              f"({100 * COUNT / attempts:.3g} % of random deals fit)")
        print(f"  CPython: {_ms(cpython['smart'])}; plain rejection {_ms(cpython['plain'])}")
        print(f"  Pyodide-Node: {_ms(pyodide['smart'])}; plain rejection {_ms(pyodide['plain'])}")


if __name__ == "__main__":
    main()
