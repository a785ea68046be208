"""The rules tests run twice: in CPython, and inside Pyodide under Node (tests/pyodide), where the same
code is several times slower. Inside Pyodide the property tests take a fifth of their examples (at
least two): that layer checks that the package behaves the same there; the wide search for
counterexamples is CPython's."""

from __future__ import annotations

import sys
from typing import Any

PYODIDE_SHARE = 5


def pytest_collection_modifyitems(items: list[Any]) -> None:
    if sys.platform != "emscripten":
        return
    from hypothesis import settings

    for item in items:
        test = getattr(item, "obj", None)
        current = getattr(test, "_hypothesis_internal_use_settings", None)
        if current is not None:
            test._hypothesis_internal_use_settings = settings(  # type: ignore[union-attr]
                current, max_examples=max(2, current.max_examples // PYODIDE_SHARE))
