"""Китайский дурак: the whole pack dealt out, spades always trump, clubs beaten only by clubs, the
ten above the king, and the play as a passing chain (see `rules_py.durak.chain`).

The deal (dealing.py): all 36 cards one at a time clockwise from the dealer's left, so hands may
differ by a card. The holder of the lowest trump (the six of spades: the whole pack is out) leads
the first chain (X-32). A player must cover when he can; taking the bottom card at will is the
option ``voluntary_take: true``.

>>> s = ENGINE.new_game("durak.kitaysky", 3, 9, {})
>>> [len(h) for h in s["hands"]], "6S" in s["hands"][s["turn"]]
([12, 12, 12], True)
>>> ENGINE.legal_moves(s)[0]["type"]
'lead'
"""

from __future__ import annotations

from typing import Any

from rules_py.durak import chain
from rules_py.durak.beating import SuitRule
from rules_py.durak.seating import first_to_lead
from rules_py.durak.shaped import Choice, Move, ShapedEngine, State, common_view, labels
from rules_py.durak.view import arranged
from rules_py.games import register_engine

GAME = "durak.kitaysky"
#: Spades trump, clubs only by clubs, the Chinese rank order (X-32).
BEATING = SuitRule(trump="S", own_suit_only="C", order="chinese")

#: The rule options and their values, the default first.
OPTIONS: dict[str, tuple[object, ...]] = {"voluntary_take": (False, True)}

#: The row of the overview's comparison table (widgets/fences/durak.py).
SUMMARY = {
    "deal": "вся колода, можно неравно",
    "trump": "всегда пики",
    "beating": "цепочка по кругу: кроют только верхнюю карту; трефы — только трефами; 10 старше короля",
    "special": "не покрывший берёт нижнюю карту; в отбой — когда карт в цепочке столько, сколько игроков",
    "loses": "последний с картами",
}


class KitayskyEngine(ShapedEngine):
    game_id = GAME
    keys = chain.CHAIN_KEYS

    options = OPTIONS

    def start(self, players: int, seed: int, options: dict[str, Any]) -> State:
        _, seats, state = self.dealt(players, seed, options)
        n = state["players"]
        leader = first_to_lead(state["hands"], seats, [BEATING.trump] * n, False, BEATING.power)
        state.update(beating=BEATING.to_json(), follow_suit=False, chain=[], phase="lead", turn=leader,
                     first_leader=leader)
        return state

    def moves(self, state: State) -> list[Move]:
        return chain.chain_moves(state, state["hands"][state["turn"]])

    def apply(self, state: State, move: Move) -> Move:
        return chain.chain_apply(state, move)

    def see(self, state: State, seat: int | None) -> dict[str, Any]:
        view = common_view(state, seat)
        view.update(chain.chain_view(state))
        trump = BEATING.trump
        hand = arranged(state["hands"][seat], trump, BEATING.power) if seat is not None else []
        hands = [arranged(h, trump, BEATING.power) for h in state["hands"]] if state["teaching"] else None
        shown = [*hand, *(c for pair in state["chain"] for c in pair[:1]), *state["discard"]]
        shown += [c for k in state["known"] for c in k] + [c for h in hands or [] for c in h]
        view.update(hand=hand, hands=hands, labels=labels(shown), first_leader=state["first_leader"])
        return view

    def say(self, state: State, move: Move) -> str:
        return chain.describe(state, move)

    def choose(self, view: dict[str, Any]) -> Choice:
        return chain.choose(view, list(view["hand"]))


ENGINE = KitayskyEngine()
register_engine(GAME, ENGINE)
