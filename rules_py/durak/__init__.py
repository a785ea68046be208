"""Durak (дурак) and its variants: one bout mechanic, the variants as rule presets.

Importing the package registers the engine for the ``durak.`` ids (see `engine`). `PRESETS` lists
the playable variants; the other durak ids of the registry can only be dealt.
"""

from rules_py.durak import dorozhny  # noqa: F401  (registers durak.dorozhny)
from rules_py.durak import kitaysky  # noqa: F401  (registers durak.kitaysky)
from rules_py.durak import krestovy  # noqa: F401  (registers durak.krestovy)
from rules_py.durak.engine import ENGINE, DurakEngine
from rules_py.durak.rules import PRESET_DOCS, PRESETS, DurakRules, resolve_rules
from rules_py.durak.setup import from_hands

__all__ = ["ENGINE", "DurakEngine", "PRESETS", "PRESET_DOCS", "DurakRules", "resolve_rules", "from_hands"]
from rules_py.durak import krugly as krugly  # noqa: E402  (registers durak.krugly)
from rules_py.durak import cheshsky as cheshsky  # noqa: E402  (registers durak.cheshsky, _1, _2)
