"""A seeded random generator that gives the same numbers in CPython and in Pyodide.

It is SplitMix64 written with plain integers, so a deal depends only on the seed and never on the
interpreter's own `random` module.

>>> SeededRandom(42).randbelow(1000) == SeededRandom(42).randbelow(1000)
True
>>> items = list(range(10)); SeededRandom(7).shuffle(items); sorted(items) == list(range(10))
True
"""

from __future__ import annotations

from typing import TypeVar

_MASK = (1 << 64) - 1
T = TypeVar("T")


class SeededRandom:
    """SplitMix64: small, fast and well distributed for shuffling cards."""

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK

    def next64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """A uniform integer in [0, n), by rejection so that no value is favoured."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]
