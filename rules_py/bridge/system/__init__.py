"""The encyclopedia's natural bidding system: written once as data, used three ways.

- `choose_call(view)`: the bot's call for the seat of a view (its own hand and the auction only);
- `explain_auction(calls, dealer)`: what every call of an auction means («12–21 очко, 5+ червей»),
  the reader's calls included; a call no rule makes is «вне системы»;
- `advise(view)`: what the system would bid now and why, for the hint button.

Modules: `hand` (what a hand counts), `conditions` (tests with their Russian words), `model` (rules,
situations, what the auction has shown), `patterns` (auction patterns), `natural` (the tables),
`interpreter` (choosing, explaining, learning), `wording` (the words of an explanation when several
rules could make the call), `words` (Russian numerals).

>>> view = {"seat": "S", "dealer": "N", "vulnerable": {"NS": False, "EW": False},
...         "auction": [{"call": "1H"}, {"call": "pass"}],
...         "hand": "KS 7S 3S QH 9H 5H 2H AD 8D 4D 9C 6C 3C".split()}
>>> choose_call(view)
'2H'
>>> [e["meaning_ru"] for e in explain_auction(["1H", "pass", "2H"], "N")]
['12–21 очко, 5+ червей', 'ни входа в торговлю, ни контры, 0–16 очков', 'простая поддержка, 3+ червей, 6–9 очков']
"""

from __future__ import annotations

from typing import Any

from rules_py.bridge.system.hand import HandFacts
from rules_py.bridge.system.interpreter import Choice, choose, read_auction
from rules_py.bridge.system.model import Context
from rules_py.cards import Card

View = dict[str, Any]

__all__ = ["choose_call", "explain_auction", "advise", "decide"]

_NOT_VULNERABLE = {"NS": False, "EW": False}


def decide(view: View) -> tuple[Choice, Context, HandFacts]:
    """The system's choice for the seat of the view, with the context it was made in."""
    calls = [entry["call"] for entry in view["auction"]]
    vulnerable = view.get("vulnerable") or _NOT_VULNERABLE
    knowledge, _ = read_auction(calls, view["dealer"], vulnerable)
    ctx = Context(tuple(calls), view["dealer"], view["seat"], knowledge, vulnerable)
    hand = HandFacts.of([Card.parse(c) for c in view["hand"]])
    return choose(hand, ctx), ctx, hand


def choose_call(view: View) -> str:
    """The call the system makes for the seat of the view; always a legal call."""
    return decide(view)[0].call


def explain_auction(calls: list[str], dealer: str, vulnerable: dict[str, bool] | None = None) -> list[dict[str, Any]]:
    """One explanation per call (see `Explanation.to_json`); the calls must be legal codes."""
    _, explanations = read_auction(list(calls), dealer, vulnerable or _NOT_VULNERABLE)
    return [e.to_json() for e in explanations]


def advise(view: View) -> dict[str, Any]:
    """The hint: the call, what it means, and the facts of the hand that lead to it."""
    from rules_py.bridge.system.hints import advice

    return advice(*decide(view))
