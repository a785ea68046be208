"""Круглый дурак: the rhombus of eight cards round a central trump, then attacks of one, three or
five cards. An engine of its own (the first phase is not a bout), registered for ``durak.krugly``;
it shares the beat relation, the card words and the view helpers with the rest of the durak package.
"""

from rules_py.durak.krugly.engine import ENGINE, KruglyEngine
from rules_py.durak.krugly.rules import SUMMARY, KruglyRules

__all__ = ["ENGINE", "KruglyEngine", "KruglyRules", "SUMMARY"]
