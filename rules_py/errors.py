"""Exceptions raised by rules_py.

Every message is Russian and meant for a reader: the JSON protocol passes it to the page as is.
"""

from __future__ import annotations


class RulesError(Exception):
    """Base class of every error the rules package raises on purpose."""

    code = "rules_error"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class BadCard(RulesError, ValueError):
    """A card code or name that cannot be read."""

    code = "bad_card"


class BadRequest(RulesError, ValueError):
    """Parameters that do not fit the call (unknown game, wrong number of players...)."""

    code = "bad_request"


class IllegalMove(RulesError):
    """A move the rules forbid; the state it was tried on is left unchanged."""

    code = "illegal_move"
