"""Positions in a link: how long the code of a whole game is, and how long game.link (encoding) and
game.replay (decoding) take for it, in CPython and in Pyodide under Node. Prints only."""

from __future__ import annotations

import statistics

from harness import run_in_pyodide
from workloads import link_figures

CASES = [
    ("durak.podkidnoy", 2, None),
    ("durak.podkidnoy", 4, None),
    ("durak.perevodnoy", 3, None),
    ("king", 4, None),
    ("bezique", 2, None),
    ("canasta.classic", 4, None),
    ("canasta.classic", 4, {"match": True}),
]
SEEDS = list(range(1, 11))
PYODIDE_SEEDS = SEEDS[:3]


def _ms(values: list[float]) -> str:
    return f"median {statistics.median(values) * 1e3:.0f} ms, worst {max(values) * 1e3:.0f} ms"


def main() -> None:
    for game, players, options in CASES:
        name = f"{game} ({players} players{', to the target' if options else ''})"
        cpython = link_figures(game, players, SEEDS, options)
        lengths, moves = cpython["lengths"], cpython["moves"]
        print(f"{name}: a whole game of {min(moves)}–{max(moves)} moves -> code of "
              f"{min(lengths)}–{max(lengths)} characters (median {statistics.median(lengths):.0f})")
        print(f"  CPython: link {_ms(cpython['encode'])}; replay {_ms(cpython['replay'])}")
        pyodide = run_in_pyodide(f"link_figures({game!r}, {players}, {PYODIDE_SEEDS}, {options!r})")
        print(f"  Pyodide-Node: link {_ms(pyodide['encode'])}; replay {_ms(pyodide['replay'])}")


if __name__ == "__main__":
    main()
