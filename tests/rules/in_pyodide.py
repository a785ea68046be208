"""Fewer fixed seeds inside Pyodide, like the property tests' fewer examples (conftest.py): the layer
checks that the package behaves the same there; the wide search is CPython's."""

from __future__ import annotations

import sys

PYODIDE_SHARE = 4


def seeds(count: int, start: int = 0) -> range:
    """`count` seeds from `start` in CPython; a quarter of them (at least two) inside Pyodide."""
    if sys.platform == "emscripten":
        count = max(2, count // PYODIDE_SHARE)
    return range(start, start + count)
