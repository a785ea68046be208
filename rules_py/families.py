"""Importing a game family's code on first use, so that a page imports only what it calls.

In the browser every import costs start-up time, so `rules_py.api` imports no game package: a
family is imported the first time one of its protocol methods is called or one of its games is played.

The convention that makes this work without a list to keep up to date:

- every family `x` of the registry (`rules_py.registry.FAMILIES`) lives in the package `rules_py.x`;
- importing `rules_py.x`, and `rules_py.x.protocol` when that module exists, registers the family's
  engine (`rules_py.games.register_engine`) and its protocol methods (`@method`);
- a protocol method named `x.something` belongs to family `x`; a game's family comes from the registry.

>>> from rules_py.protocol import METHODS
>>> load_family("shtoss")
True
>>> "shtoss.odds" in METHODS
True
>>> load_family("os")  # only the registry's families are ever imported
False
"""

from __future__ import annotations

import importlib
import importlib.util

from rules_py.registry import FAMILIES

_LOADED: set[str] = set()


def load_family(family: str) -> bool:
    """Import a registry family's package (and its protocol module); False if there is no such family."""
    if family in _LOADED:
        return True
    if family not in FAMILIES:
        return False
    importlib.import_module(f"rules_py.{family}")
    protocol = f"rules_py.{family}.protocol"
    if importlib.util.find_spec(protocol) is not None:
        importlib.import_module(protocol)
    _LOADED.add(family)
    return True


def load_family_of_method(name: str) -> bool:
    """Import the family a protocol method name belongs to (`bridge.rubber` -> bridge), if any."""
    family, dot, _ = name.partition(".")
    return bool(dot) and load_family(family)


def load_all_families() -> None:
    """Import every family: for the API reference and `games.list`, which must see everything."""
    for family in FAMILIES:
        load_family(family)
