"""A game of круглый дурак as a plain JSON dict: how it starts, how it is copied, and the seating.

Seats are numbered clockwise and stay put; the dealer is seat ``players - 1`` unless the option
``dealer`` says otherwise, so the reader (seat 0) sits on his left and draws first.

Keys: ``rhombus`` (eight slots, a card code or null once taken), ``center`` (the ninth card, the
trump, null once taken), ``trump_card``/``trump_suit`` (what the centre showed), ``beside`` (drawn
cards laid beside the rhombus), ``stock`` (face down, top first), ``drawn`` (the card the player to
move has drawn, face up), ``aside`` (the stock left when the centre is beaten: out of play), then for
the second phase ``hands``, ``table`` (attack/defence pairs), ``attacker``, ``defender``,
``discard``, ``out`` (groups of seats in the order they ran out of cards), ``last_bout`` (the cards
of the bout that ended last and how it ended), and ``phase``:
``place`` → ``lead`` ⇄ ``defend`` → ``over``.

>>> s = new_game(3, 8, {})
>>> len(s["rhombus"]), len(s["stock"]), s["drawn"] is not None, s["turn"], s["phase"]
(8, 26, True, 0, 'place')
>>> s["trump_suit"] == s["center"][-1]
True
"""

from __future__ import annotations

from typing import Any

from rules_py.dealing import deal
from rules_py.durak.beating import suit
from rules_py.durak.options import read_setup
from rules_py.durak.krugly.rules import GAME_ID, RHOMBUS_SIZE, resolve

State = dict[str, Any]
KEYS = (
    "game", "players", "rules", "dealer", "phase", "turn", "rhombus", "center", "trump_suit", "beside",
    "stock", "drawn", "aside", "hands", "table", "attacker", "defender", "discard", "out",
)


def new_game(players: int, seed: int, options: dict[str, Any]) -> State:
    """Lay out the rhombus (rules_py.dealing deals it) and let the dealer's left-hand neighbour draw."""
    rules = resolve(options)
    d = deal(GAME_ID, players, seed, options.get("deck"))
    n = d.players
    dealer, teaching, _ = read_setup(options, n)
    table = [c.code for c in d.table]
    stock = [c.code for c in d.stock]
    first = (dealer + 1) % n
    return {
        "game": GAME_ID,
        "players": n,
        "seed": d.seed,
        "deck": d.deck,
        "rules": rules.to_json(),
        "teaching": teaching,
        "dealer": dealer,
        "phase": "place",
        "turn": first,
        "rhombus": table[:RHOMBUS_SIZE],
        "center": table[RHOMBUS_SIZE],
        "trump_card": table[RHOMBUS_SIZE],
        "trump_suit": suit(table[RHOMBUS_SIZE]),
        "beside": [],
        "stock": stock[1:],
        "drawn": stock[0],
        "aside": [],
        "hands": [[] for _ in range(n)],
        "table": [],
        "attacker": None,
        "defender": None,
        "discard": [],
        "out": [],
        "bout": 0,
        "last_bout": None,
        "loser": None,
        "draw": False,
        "reason": None,
        "last": None,
    }


def out_seats(state: State) -> list[int]:
    return [seat for group in state["out"] for seat in group]


def table_cards(state: State) -> list[str]:
    """Every face-up card of the first phase still on the table: rhombus, beside it and the centre."""
    cards = [c for c in state["rhombus"] if c is not None] + list(state["beside"])
    if state["center"] is not None:
        cards.append(state["center"])
    return cards
