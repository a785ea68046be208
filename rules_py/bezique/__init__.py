"""Безик (Russian multi-pack bezique): the declarations the source names, and `bezique.declarations`.

Importing this package registers the protocol method and the engine ("bezique"), which plays a deal
only as far as the source goes: it stops before scores and the end of the deal (X-86).
"""

from rules_py.bezique import engine, protocol
from rules_py.bezique.declarations import Declaration, bezique_cards, find_declarations

__all__ = ["engine", "protocol", "Declaration", "bezique_cards", "find_declarations"]
