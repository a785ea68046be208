"""Кинг (King): the 14-deal game of seed 004, its deals, engine and bots.

Importing this package registers the engine ("king").
"""

from rules_py.king import engine
from rules_py.king.deals import DEALS, DEFAULT_DEALS, DealRule
from rules_py.king.engine import ENGINE, KingEngine

__all__ = ["engine", "DEALS", "DEFAULT_DEALS", "DealRule", "ENGINE", "KingEngine"]
