"""Чешский дурак and its two variants: a shedding game (a card of the same suit or rank on the pile,
a wild card that names a suit, penalty cards) scored over several deals. An engine of its own,
registered for ``durak.cheshsky``, ``durak.cheshsky_1`` and ``durak.cheshsky_2``.
"""

from rules_py.durak.cheshsky.engine import ENGINE, CheshskyEngine
from rules_py.durak.cheshsky.rules import PRESETS, SUMMARY, CheshskyRules

__all__ = ["ENGINE", "CheshskyEngine", "CheshskyRules", "PRESETS", "SUMMARY"]
