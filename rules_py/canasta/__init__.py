"""Canasta: presets for every source, meld validation, scoring and the opening minimum.

The play engine is not here yet; `rules_py.canasta.protocol` registers the scoring methods.
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
