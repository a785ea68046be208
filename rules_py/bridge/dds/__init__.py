"""Double-dummy analysis in pure Python: how many tricks each side takes with best play by all four
hands seeing all the cards, for any position (full deals, endings, the middle of a trick).

`search` is the engine (int masks, null-window alpha–beta, transposition table over equivalent
positions); `position` reads and checks positions; `solver` answers questions about them; `par`
finds the par contract from the table of makeable contracts.
"""

from rules_py.bridge.dds.position import Position, strain_from
from rules_py.bridge.dds.solver import STRAINS, analyse, ns_tricks, solve, table, tricks

__all__ = ["Position", "STRAINS", "analyse", "ns_tricks", "solve", "strain_from", "table", "tricks"]
