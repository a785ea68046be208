"""The protocol's dispatch table and the helpers every method module uses.

A method module registers its handlers with `@method(...)`; `rules_py.api.handle` looks them up here.
The reference page of the site is generated from this table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from rules_py.cards import Card
from rules_py.errors import BadRequest

Params = dict[str, Any]
Result = dict[str, Any]


@dataclass(frozen=True)
class Method:
    """One protocol method: its handler and its documentation for the reference page."""

    name: str
    handler: Callable[[Params], Result]
    summary_ru: str
    params_doc: dict[str, str]
    result_doc: str


METHODS: dict[str, Method] = {}


def method(name: str, summary_ru: str, params: dict[str, str], result: str) -> Callable[
    [Callable[[Params], Result]], Callable[[Params], Result]
]:
    """Register a handler in the dispatch table under `name`."""

    def register(fn: Callable[[Params], Result]) -> Callable[[Params], Result]:
        METHODS[name] = Method(name, fn, summary_ru, params, result)
        return fn

    return register


def require(params: Params, name: str, kind: type | tuple[type, ...]) -> Any:
    """A parameter that must be present and of the given JSON type."""
    if name not in params:
        raise BadRequest(f"Не хватает параметра «{name}».")
    value = params[name]
    if isinstance(value, bool) and bool not in (kind if isinstance(kind, tuple) else (kind,)):
        raise BadRequest(f"Параметр «{name}» имеет неверный тип.")
    if not isinstance(value, kind):
        raise BadRequest(f"Параметр «{name}» имеет неверный тип.")
    return value


def card_labels(cards: list[Card]) -> dict[str, dict[str, str]]:
    """Russian short forms and accessible names for the codes in a response."""
    return {c.code: {"ru": c.ru, "name": c.name_ru, "red": "1" if c.is_red else ""} for c in cards}


