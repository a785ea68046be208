"""Patterns of auctions, read from the opening bid on (the passes before it are left out).

A pattern is a string of tokens separated by spaces, one per call, the last one being the call just
before the player whose turn it is: «1M -» means partner opened one of a major and the next
opponent passed. Tokens:

- «-» a pass, «X» a double, «XX» a redouble, «*» any call, «bid» any bid;
- a bid: «1NT», «2C», or a level with a suit variable: «1M» (a major), «1m» (a minor), «1x» (any
  suit); the same variable names the same suit throughout, different variables different suits.

The empty pattern matches an auction with no bid yet; the pattern «*» alone matches any auction
(for situations recognised by their conditions, such as the answer to Blackwood).

>>> match("1M - 1x -", ["1H", "pass", "1S", "pass"])
{'M': <Suit.HEARTS: 'H'>, 'x': <Suit.SPADES: 'S'>}
>>> match("1M - 1x -", ["1C", "pass", "1S", "pass"]) is None
True
>>> match("", ["pass", "pass"]), match("1NT -", ["pass", "1NT", "pass"])
({}, {})
"""

from __future__ import annotations

from functools import lru_cache

from rules_py.bridge.contract import Strain, bid_parts
from rules_py.bridge.system.hand import MAJORS, MINORS, SUITS
from rules_py.bridge.system.model import VARIABLES, Env
from rules_py.cards import Suit

_CALLS = {"-": "pass", "X": "X", "XX": "XX"}


@lru_cache(maxsize=None)
def tokens(pattern: str) -> tuple[str, ...]:
    return tuple(pattern.split())


def kind_allows(variable: str, suit: Suit) -> bool:
    """«M» stands for a major, «m» for a minor, other variables for any suit."""
    if variable == "M":
        return suit in MAJORS
    if variable == "m":
        return suit in MINORS
    return True


def _bind(env: Env, variable: str, suit: Suit) -> bool:
    if variable in env:
        return env[variable] is suit
    if not kind_allows(variable, suit) or suit in env.values():
        return False
    env[variable] = suit
    return True


def match_token(token: str, call: str, env: Env) -> bool:
    if token == "*":
        return True
    if token in _CALLS:
        return call == _CALLS[token]
    if call in ("pass", "X", "XX"):
        return False
    if token == "bid":
        return True
    level, strain = bid_parts(call)
    if int(token[0]) != level:
        return False
    spec = token[1:]
    if spec in VARIABLES:
        return strain.suit is not None and _bind(env, spec, strain.suit)
    return Strain(spec) is strain


def match(pattern: str, calls: list[str] | tuple[str, ...]) -> Env | None:
    """The variables bound when the auction (from its first bid) fits the pattern, else None."""
    if pattern == "*":
        return {}
    first = next((i for i, c in enumerate(calls) if c != "pass"), len(calls))
    tail = calls[first:]
    wanted = tokens(pattern)
    if len(wanted) != len(tail):
        return None
    env: Env = {}
    for token, call in zip(wanted, tail):
        if not match_token(token, call, env):
            return None
    return env


def free_suits(variable: str, env: Env) -> list[Suit]:
    """The suits a variable not bound by the pattern may stand for."""
    return [s for s in SUITS if kind_allows(variable, s) and s not in env.values()]
