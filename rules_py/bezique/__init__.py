"""Безик (Russian multi-pack bezique): the declarations the source names, and `bezique.declarations`.

Importing this package registers the protocol method and the engine ("bezique"), which plays a deal as
the source gives it and finishes it from rubicon bezique (completion.py: the last rounds, the score,
the winner, each piece marked as outside the source), or stops where the source breaks off (X-86).
"""

from rules_py.bezique import engine, protocol
from rules_py.bezique.declarations import Declaration, bezique_cards, find_declarations

__all__ = ["engine", "protocol", "Declaration", "bezique_cards", "find_declarations"]
