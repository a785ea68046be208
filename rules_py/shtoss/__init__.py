"""Штосс (Stoss): the engine, the exact odds and the protocol method `shtoss.odds`.

Importing this package registers the engine ("shtoss") and the protocol method.
"""

from rules_py.shtoss import engine, protocol
from rules_py.shtoss.engine import ENGINE, ShtossEngine
from rules_py.shtoss.odds import banker_chance, punter_chance, simulate
from rules_py.shtoss.rules import Outcome, settle

__all__ = [
    "engine", "protocol", "ENGINE", "ShtossEngine", "banker_chance", "punter_chance", "simulate",
    "Outcome", "settle",
]
