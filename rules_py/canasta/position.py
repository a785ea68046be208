"""What one seat sees of a canasta deal, and the preset it is played under, with fast card helpers.

A `Position` is built from a seat's view (``engine.view(state, seat)``), never from the hidden state,
so the move checks (turn.py), the move lists (plan.py) and the bot (bot.py) all work from exactly
what that seat may know. A `Table` is a preset with its caches: card values by code and validated
melds by their cards.

>>> table = table_for("canasta.classic", {})
>>> table.value("AS"), table.value("JK"), table.meld(["7H", "7D", "JK"]).kind
(20, 50, 'mixed')
>>> is_wild("2C"), is_wild("10C"), rank_key("10C"), rank_key("JK")
(True, False, '10', 'JK')
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Mapping, Sequence

from rules_py.canasta.melds import BadMeld, Meld, validate_meld
from rules_py.canasta.presets import CanastaRules, get_rules
from rules_py.cards import Card
from rules_py.words import short_ru

RED_THREES = frozenset(("3H", "3D"))
BLACK_THREES = frozenset(("3S", "3C"))
CANASTA = 7


def is_wild(code: str) -> bool:
    """Jokers and twos."""
    return code == "JK" or code[0] == "2"


def rank_key(code: str) -> str:
    """The rank part of a code: «10» for «10H», «JK» for the joker."""
    return code if code == "JK" else code[:-1]


@lru_cache(maxsize=None)
def card_of(code: str) -> Card:
    return Card.parse(code)


def ru(codes: Sequence[str]) -> str:
    """Cards in Russian: «К♠ К♥ Джокер»."""
    return " ".join(short_ru(card_of(c)) for c in codes)


_RANK_ORDER = {r: i for i, r in enumerate(("JK", "2", "A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3"))}
_SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3}


def hand_order(code: str) -> tuple[int, int, int]:
    """How a hand is arranged: naturals from aces down, threes, then twos and jokers last."""
    wild = 1 if is_wild(code) else 0
    return (wild, _RANK_ORDER[rank_key(code)], _SUIT_ORDER.get(code[-1], 4))


def meld_order(code: str) -> tuple[int, int, int]:
    """How a meld is laid out: naturals first (an escalera from the four up), wild cards last."""
    wild = 1 if is_wild(code) else 0
    return (wild, -_RANK_ORDER[rank_key(code)], _SUIT_ORDER.get(code[-1], 4))


class Table:
    """A preset with its caches (card values, validated melds); one per preset and options."""

    def __init__(self, rules: CanastaRules, key: str) -> None:
        self.rules = rules
        self.key = key
        self._values: dict[str, int] = {}
        self._melds: dict[tuple[str, ...], Meld | BadMeld] = {}
        self.views: dict[tuple[str, ...], dict[str, Any]] = {}  # the engine's meld views, by cards

    def value(self, code: str) -> int:
        """A card's value on the table (0 for cards never melded)."""
        value = self._values.get(code)
        if value is None:
            value = self._values[code] = self.rules.value_of_or_zero(card_of(code))
        return value

    def points(self, codes: Sequence[str]) -> int:
        return sum(self.value(c) for c in codes)

    def meld(self, codes: Sequence[str]) -> Meld:
        """The validated meld (cached, whatever the order of the cards); raises BadMeld with the reason."""
        given = tuple(codes)
        found = self._melds.get(given)
        if found is None:
            key = tuple(sorted(given))
            found = self._melds.get(key)
            if found is None:
                try:
                    found = validate_meld(list(key), self.rules)
                except BadMeld as exc:
                    found = exc
                if len(self._melds) > 50_000:
                    self._melds.clear()
                self._melds[key] = found
            self._melds[given] = found
        if isinstance(found, BadMeld):
            raise found
        return found

    def try_meld(self, codes: Sequence[str]) -> Meld | None:
        try:
            return self.meld(codes)
        except BadMeld:
            return None

    def threes_special(self) -> bool:
        """Threes are premiums or blockers (every preset but 31.б, X-84)."""
        return self.rules.black_threes != "ordinary"

    def red_three_premium(self, code: str) -> bool:
        return code in RED_THREES and self.rules.red_threes == "premium"

    def blocks_pile(self, code: str) -> bool:
        """A card on top of the pile that nobody may take it from: a wild card or a three."""
        return is_wild(code) or (self.threes_special() and code[0] == "3" and len(code) == 2)


def options_key(game: str, options: Mapping[str, Any]) -> str:
    return game + json.dumps(options, sort_keys=True, ensure_ascii=False)


@lru_cache(maxsize=128)
def _table(key: str) -> Table:
    game, _, options = key.partition("{")
    return Table(get_rules(game, json.loads("{" + options)), key)


def table_for(game: str, options: Mapping[str, Any]) -> Table:
    """The Table of a preset with options (raises BadRequest for a bad one)."""
    return _table(options_key(game, options))


@dataclass
class Position:
    """Everything one seat may know that the move checks need (see the module docstring)."""

    table: Table
    seat: int
    players: int
    phase: str  # draw | meld | double_out | deal_over | over
    to_move: int | None
    hand: list[str]
    hand_sizes: list[int]
    melds: list[list[list[str]]]  # per side
    opened: list[bool]  # per side
    scores: list[int]  # per side, before this deal
    pile_top: str | None
    pile_size: int
    pile_wild_or_red: bool  # a wild card or a red three lies in the pile
    pile_reds: int
    pile_blacks: int
    stock_size: int
    turn_number: int
    source: str | None  # how the player to move began his turn: stock | pile | upcard
    melded_before: bool  # the player to move had melded before this turn (else he goes out «с рук»)
    new_melds: list[int] = field(default_factory=list)  # his side's melds he started this turn
    canasta_made: bool = False  # somebody has a canasta (Combo's 11-card premium, X-68)

    @property
    def rules(self) -> CanastaRules:
        return self.table.rules

    @property
    def partnership(self) -> bool:
        return self.rules.partnership

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partnership else seat

    @property
    def side(self) -> int:
        return self.side_of(self.seat)

    @property
    def sides(self) -> int:
        return 2 if self.partnership else self.players

    @property
    def first_round(self) -> bool:
        return self.turn_number < self.players

    @property
    def partner(self) -> int | None:
        return (self.seat + 2) % 4 if self.partnership else None

    @classmethod
    def from_view(cls, view: Mapping[str, Any]) -> Position:
        """The position of the seat a view belongs to."""
        table = table_for(view["game"], view["options"])
        turn = view["turn"]
        return cls(
            table=table,
            seat=int(view["seat"]),
            players=int(view["players"]),
            phase=str(view["phase"]),
            to_move=view["to_move"],
            hand=list(view["hand"]),
            hand_sizes=list(view["hand_sizes"]),
            melds=[[list(m["cards"]) for m in side] for side in view["melds"]],
            opened=list(view["opened"]),
            scores=list(view["scores"]),
            pile_top=view["pile_top"],
            pile_size=int(view["pile_size"]),
            pile_wild_or_red=bool(view["pile_wild_or_red"]),
            pile_reds=int(view["pile_reds"]),
            pile_blacks=int(view["pile_blacks"]),
            stock_size=int(view["stock_size"]),
            turn_number=int(view["turn_number"]),
            source=turn["source"],
            melded_before=bool(turn["melded_before"]),
            new_melds=list(turn["new_melds"]),
            canasta_made=bool(view["canasta_made"]),
        )

    def canastas(self, side: int, melds: Sequence[Sequence[str]] | None = None) -> int:
        """How many canastas a side has (in `melds` if given: its melds after a move)."""
        cards = self.melds[side] if melds is None else melds
        return sum(1 for m in cards if len(m) >= CANASTA and self.table.meld(m).is_canasta)
