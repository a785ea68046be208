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

from dataclasses import dataclass
from typing import Any, Mapping

from rules_py.durak import chain
from rules_py.durak.beating import SuitRule
from rules_py.durak.seating import first_to_lead
from rules_py.durak.options import VOLUNTARY_TAKE, Option, RuleSet
from rules_py.durak.setup import dealt
from rules_py.durak.shell import COMMON_KEYS, Choice, Move, State, fool_view
from rules_py.durak.variant_levels import LevelledEngine
from rules_py.durak.view import arranged
from rules_py.games import register_engine

GAME = "durak.kitaysky"
#: Spades trump, clubs only by clubs, the Chinese rank order (X-32).
BEATING = SuitRule(trump="S", own_suit_only="C", order="chinese")



@dataclass(frozen=True)
class KitayskyRules(RuleSet):
    """The flags of one game of китайский: a cover is obligatory unless the option says otherwise."""

    voluntary_take: bool = False


#: The rule options: what each decides and what its values mean.
OPTIONS: dict[str, Option] = {"voluntary_take": VOLUNTARY_TAKE}

#: The row of the overview's comparison table (widgets/fences/durak.py).
SUMMARY = {
    "deal": "вся колода, можно неравно",
    "trump": "всегда пики",
    "beating": "цепочка по кругу: кроют только верхнюю карту; трефы — только трефами; 10 старше короля",
    "special": "не покрывший берёт нижнюю карту; в отбой — когда карт в цепочке столько, сколько игроков",
    "loses": "последний с картами",
}


class KitayskyEngine(LevelledEngine):
    game_ids = (GAME,)
    keys = (*COMMON_KEYS, *chain.CHAIN_KEYS)

    def start(self, game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
        _, seats, state = dealt(GAME, KitayskyRules(), OPTIONS, players, seed, options)
        n = state["players"]
        leader = first_to_lead(state["hands"], seats, [BEATING.trump] * n, False, BEATING.power)
        state.update(beating=BEATING.to_json(), follow_suit=False, chain=[], phase="lead", turn=leader,
                     first_leader=leader)
        return state

    def moves(self, state: State) -> list[Move]:
        return chain.chain_moves(state, state["hands"][state["turn"]])

    def apply(self, state: State, move: Move) -> Move:
        return chain.chain_apply(state, move)

    def settings(self, game_id: str) -> tuple[KitayskyRules, Mapping[str, Option]]:
        return KitayskyRules(), OPTIONS

    def see(self, state: State, seat: int | None) -> dict[str, Any]:
        shown = [*(pair[0] for pair in state["chain"]), *state["discard"]]
        view = fool_view(state, seat, lambda hand: arranged(hand, BEATING.trump, BEATING.power), shown)
        view.update(chain.chain_view(state), first_leader=state["first_leader"])
        return view

    def say(self, state: State, move: Move) -> str:
        return chain.describe(state, move)

    def choose(self, view: dict[str, Any]) -> Choice:
        return chain.choose(view, list(view["hand"]))


ENGINE = KitayskyEngine()
register_engine(GAME, ENGINE)
