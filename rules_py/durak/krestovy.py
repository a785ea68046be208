"""Крестовый дурак: a layout that deals the pack, then the passing chain with diamonds trump.

**The layout** (phase ``layout``). Each player has one card face up (dealing.py). The holder of the
highest card (ties: the first clockwise from the dealer's left) draws from the stock and must put
the card on the pile of the nearest player clockwise whose top card is exactly one rank lower — a
king on a queen, a queen on a jack; the lowest card of the pack (a six, or a two with 52 cards) goes
on an ace. Having placed it, he draws again; a card that fits nobody's pile goes on his own pile,
and the turn passes to his left. Only the other players' piles count (X-33). Moves:
``{"type": "draw"}`` and ``{"type": "place", "on": seat}``; the engine lists the one place the rule
allows and explains any other. With the option ``layout: "auto"`` the engine lays the pack out
itself and the game starts with the play.

**The play** (phase ``lead`` / ``beat``): every player takes his pile into his hand; diamonds are
trump and beat every suit but clubs, which only higher clubs beat (X-33). The holder of the trump
six (the two with 52 cards) leads. The chain goes round as in китайский (`rules_py.durak.chain`):
the next player covers the top card with a higher card of its suit, or, only if he has none, with a
trump (option ``follow_suit: false``: a trump at any time); who cannot cover takes the bottom card.

>>> s = ENGINE.new_game("durak.krestovy", 3, 6, {})
>>> s["phase"], [len(p) for p in s["piles"]], ENGINE.legal_moves(s)
('layout', [1, 1, 1], [{'type': 'draw'}])
>>> quick = ENGINE.new_game("durak.krestovy", 3, 6, {"layout": "auto"})
>>> quick["phase"], sum(len(h) for h in quick["hands"])
('lead', 36)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Literal

from rules_py.durak import chain
from rules_py.durak.beating import SuitRule, rank
from rules_py.durak.seating import first_to_lead
from rules_py.durak.options import VOLUNTARY_TAKE, Option, RuleSet, choice, flag
from rules_py.durak.setup import dealt
from rules_py.durak.shell import COMMON_KEYS, Choice, Move, State, fool_view
from rules_py.durak.variant_levels import LevelledEngine
from rules_py.durak.view import arranged
from rules_py.durak.words import accusative, genitive_seat, nominative, rank_accusative, rank_genitive, seat_name
from rules_py.errors import IllegalMove
from rules_py.games import register_engine

GAME = "durak.krestovy"
#: Diamonds trump; clubs beaten only by clubs (X-33).
BEATING = SuitRule(trump="D", own_suit_only="C")



@dataclass(frozen=True)
class KrestovyRules(RuleSet):
    """The flags of one game of крестовый (the defaults are the site's reading of the seed, X-33)."""

    voluntary_take: bool = False
    follow_suit: bool = True
    layout: Literal["manual", "auto"] = "manual"


#: The rule options: what each decides and what its values mean.
OPTIONS: dict[str, Option] = {
    "voluntary_take": VOLUNTARY_TAKE,
    "follow_suit": flag(
        "козырем — только когда нечем в масть", "козырем можно крыть всегда",
        "козырем — только если нечем покрыть в масть",
    ),
    "layout": choice("раскладка", ("manual", "каждый тянет и кладёт сам"), ("auto", "движок раскладывает колоду сразу")),
}

#: The row of the overview's comparison table (widgets/fences/durak.py).
SUMMARY = {
    "deal": "по карте в открытую, затем раскладка: на карту на ступень младше, на туза — младшую",
    "trump": "всегда бубны",
    "beating": "цепочка по кругу: в масть, козырем — если нечем; трефы — только трефами",
    "special": "первой ходит младшая бубна; не покрывший берёт нижнюю карту",
    "loses": "последний с картами",
}

LAYOUT_KEYS = ("piles", "stock", "drawn")


def lowest_rank(deck: str) -> int:
    return 2 if deck == "52" else 6


def below(card_rank: int, deck: str) -> int:
    """The rank a drawn card goes on: one lower, the lowest card of the pack on an ace."""
    return 14 if card_rank == lowest_rank(deck) else card_rank - 1


def place_for(state: State) -> int:
    """Where the drawn card must go: the nearest player clockwise (not the drawer) whose pile shows
    a card one rank lower; the drawer's own pile if nobody's does."""
    drawer, n = state["turn"], state["players"]
    wanted = below(rank(state["drawn"]), state["deck"])
    for step in range(1, n):
        seat = (drawer + step) % n
        pile = state["piles"][seat]
        if pile and rank(pile[-1]) == wanted:
            return int(seat)
    return int(drawer)


def _layout_moves(state: State) -> list[Move]:
    if state["drawn"] is None:
        return [{"type": "draw"}]
    return [{"type": "place", "on": place_for(state)}]


def _layout_apply(s: State, move: Move) -> Move:
    kind = move.get("type")
    drawer = s["turn"]
    if kind == "draw":
        if s["drawn"] is not None:
            raise IllegalMove(f"Сначала положите вытянутую карту ({nominative(s['drawn'])}).")
        s["drawn"] = s["stock"].pop(0)
        return {"type": "draw", "card": s["drawn"]}
    if kind != "place":
        raise IllegalMove("Сейчас раскладка: тяните карту из колоды и кладите её.")
    if s["drawn"] is None:
        raise IllegalMove("Сначала вытяните карту из колоды.")
    on = move.get("on")
    if isinstance(on, bool) or not isinstance(on, int) or not 0 <= on < s["players"]:
        raise IllegalMove(f"Укажите, на чью стопку кладёте: номер места от 0 до {s['players'] - 1}.")
    target = place_for(s)
    if on != target:
        raise IllegalMove(_wrong_place(s, target))
    card = s["drawn"]
    s["piles"][target].append(card)
    s["drawn"] = None
    if target == drawer:
        s["turn"] = (drawer + 1) % s["players"]
    if not s["stock"]:
        _start_play(s)
    return {"type": "place", "on": target, "card": card}


def _wrong_place(s: State, target: int) -> str:
    card, drawer = s["drawn"], s["turn"]
    wanted = below(rank(card), s["deck"])
    lower = "туза" if wanted == 14 else "карту на ступень младше"
    if target == drawer:
        return (
            f"Класть {accusative(card)} некому: ни у кого из соперников сверху нет {rank_genitive(wanted)} — "
            "положите карту себе."
        )
    return (
        f"{nominative(card).capitalize()} ложится на {lower}: ближайшая по часовой стрелке такая карта — "
        f"у {genitive_seat(target)} ({nominative(s['piles'][target][-1])})."
    )


def _start_play(s: State) -> None:
    """The pack is laid out: the piles become hands and the holder of the lowest trump leads."""
    s["hands"] = s["piles"]
    s["piles"] = [[] for _ in s["hands"]]
    n = s["players"]
    trump_six = f"{lowest_rank(s['deck'])}D"
    leader = next(seat for seat in range(n) if trump_six in s["hands"][seat])
    s.update(phase="lead", turn=leader, first_leader=leader)


def _auto_layout(s: State) -> None:
    """The layout done by the engine (option ``layout: "auto"``): every placement is forced."""
    while s["phase"] == "layout":
        if s["drawn"] is None:
            _layout_apply(s, {"type": "draw"})
        else:
            _layout_apply(s, {"type": "place", "on": place_for(s)})


class KrestovyEngine(LevelledEngine):
    game_ids = (GAME,)
    keys = (*COMMON_KEYS, *chain.CHAIN_KEYS, *LAYOUT_KEYS)

    def start(self, game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
        d, seats, state = dealt(GAME, KrestovyRules(), OPTIONS, players, seed, options)
        n = state["players"]
        piles = state["hands"]  # one face-up card each: the start of every pile
        first = first_to_lead(piles, seats, [None] * n, False, rank)
        state.update(
            beating=BEATING.to_json(), follow_suit=state["rules"]["follow_suit"], piles=piles,
            stock=[c.code for c in d.stock], drawn=None, first_drawer=first, hands=[[] for _ in range(n)],
            chain=[], phase="layout", turn=first, first_leader=None,
        )
        if state["rules"]["layout"] == "auto":
            _auto_layout(state)
        return state

    def moves(self, state: State) -> list[Move]:
        if state["phase"] == "layout":
            return _layout_moves(state)
        return chain.chain_moves(state, state["hands"][state["turn"]])

    def apply(self, state: State, move: Move) -> Move:
        if state["phase"] == "layout":
            return _layout_apply(state, move)
        return chain.chain_apply(state, move)

    def settings(self, game_id: str) -> tuple[KrestovyRules, Mapping[str, Option]]:
        return KrestovyRules(), OPTIONS

    def see(self, state: State, seat: int | None) -> dict[str, Any]:
        piles = [{"top": p[-1] if p else None, "count": len(p)} for p in state["piles"]]
        shown = [*(pair[0] for pair in state["chain"]), *state["discard"]]
        shown += [p["top"] for p in piles if p["top"]] + ([state["drawn"]] if state["drawn"] else [])
        view = fool_view(state, seat, lambda hand: arranged(hand, BEATING.trump), shown)
        view.update(chain.chain_view(state))
        view.update(
            piles=piles, stock=len(state["stock"]), drawn=state["drawn"], lowest=lowest_rank(state["deck"]),
            first_drawer=state["first_drawer"], first_leader=state["first_leader"],
        )
        if state["phase"] == "layout":
            view["status_ru"] = _layout_status(state)
        if state["drawn"]:
            view.update(_aim(state))
        return view

    def say(self, state: State, move: Move) -> str:
        if state["phase"] != "layout":
            return chain.describe(state, move)
        who = seat_name(state["turn"])
        if move.get("type") == "draw":
            return f"{who} тянет из колоды: {nominative(state['stock'][0])}." if state["stock"] else f"{who} тянет."
        card = state["drawn"]
        on = move.get("on")
        if not card or not isinstance(on, int):
            return f"{who} кладёт карту."
        if on == state["turn"]:
            return f"{who} кладёт {accusative(card)} себе: класть больше некому."
        top = state["piles"][on][-1]
        return f"{who} кладёт {accusative(card)} на {accusative(top)} {genitive_seat(on)}."

    def say_ahead(self, state: State, move: Move) -> str:
        """A hint to draw names no card: the next card of the stock is face down until it is drawn."""
        if state["phase"] == "layout" and move.get("type") == "draw":
            return f"{seat_name(state['turn'])} тянет карту из колоды."
        return self.say(state, move)

    def choose(self, view: dict[str, Any]) -> Choice:
        if view["phase"] != "layout":
            return chain.choose(view, list(view["hand"]))
        if view["drawn"] is None:
            return {"type": "draw"}, "Раскладка: тяните следующую карту из колоды."
        card = view["drawn"]
        target = _target_seen(view)
        if target == view["seat"]:
            return {"type": "place", "on": target}, (
                f"Ни у кого из соперников сверху нет {rank_genitive(below(rank(card), view['deck']))} — "
                f"{nominative(card)} ложится к вам, и ход переходит дальше."
            )
        top = view["piles"][target]["top"]
        return {"type": "place", "on": target}, (
            f"{nominative(card).capitalize()} ложится на {accusative(top)} {genitive_seat(target)}: это ближайшая по "
            "часовой стрелке карта на ступень младше."
        )


def _target_seen(view: dict[str, Any]) -> int:
    """`place_for` from a view: the same rule on the pile tops everybody sees."""
    return place_for({
        "turn": view["seat"], "players": view["players"], "deck": view["deck"], "drawn": view["drawn"],
        "piles": [[p["top"]] if p["top"] else [] for p in view["piles"]],
    })


def _aim(state: State) -> dict[str, Any]:
    """Where the drawn card goes, in words for the table (all piles are face up: nothing hidden)."""
    wanted = below(rank(state["drawn"]), state["deck"])
    target = place_for(state)
    if target == state["turn"]:
        aim = f"{rank_genitive(wanted)} сверху ни у кого из соперников нет — карта ложится в свою стопку"
    else:
        aim = f"ложится на {rank_accusative(wanted)} {genitive_seat(target)}"
        if wanted == 14:
            aim += ": за тузом круг начинается снова"
    return {"wraps": wanted == 14, "aim_ru": aim}


def _layout_status(state: State) -> str:
    who = seat_name(state["turn"])
    if state["drawn"] is None:
        return f"Раскладка: {who} тянет карту из колоды (осталось {len(state['stock'])})."
    return f"Раскладка: {who} кладёт {accusative(state['drawn'])}."


ENGINE = KrestovyEngine()
register_engine(GAME, ENGINE)

