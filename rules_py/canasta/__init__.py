"""Canasta: presets for every source, meld validation, scoring, the opening minimum, and play.

The play engine (engine.py: the deal and the turn; turn.py: the checks of each move; plan.py: the
lists of legal moves; bot.py) works for every preset. Importing `rules_py.canasta.protocol` registers
the scoring methods and the engine ("canasta.") for game.new / game.play / game.bot / game.view.
"""

from rules_py.canasta.melds import BadMeld, Meld, validate_meld, validate_melds
from rules_py.canasta.opening import OpeningMinimum, OpeningRule, opening_minimum
from rules_py.canasta.presets import PRESETS, CanastaRules, comparison_rows, get_rules
from rules_py.canasta.scoring import HandScore, ScoreLine, score_hand

__all__ = [
    "BadMeld", "Meld", "validate_meld", "validate_melds", "OpeningMinimum", "OpeningRule",
    "opening_minimum", "PRESETS", "CanastaRules", "comparison_rows", "get_rules", "HandScore",
    "ScoreLine", "score_hand",
]
