"""Дорожный дурак: the whole pack dealt, no stock, and throw-ins that climb.

The deal (X-31): the pack is dealt out evenly, one card at a time from the dealer's left; the cards
left over when it does not divide are set aside face down (option ``remainder: "dealt"``: they are
dealt on as far as they go). The last card dealt is shown to all and its suit is trump. The first
attack goes by the простой rule (X-19).

A bout is a row of columns. The attacker leads one card or several of one rank (never more than the
defender holds), each card a column. The defender must cover the top card of every column (by the
seed's wording he is obliged to: he takes only when he cannot cover them all; option
``voluntary_take: true``). Once every top is covered, the others may throw in — the attacker
first, then clockwise, as in подкидной (the base X-31 picks) — but not by rank: a thrown card goes
on top of a covering card and must climb over it, a higher card of its suit or a trump over a plain
card (X-31; option ``climb: "rank"``: any card of a higher rank, whatever its suit). The defender
then covers that one, and so on up the column: 8♣, covered by 10♣, topped by K♣, covered by the
trump six, topped by the trump eight... Never more uncovered tops than the defender holds cards. When
nobody throws, the cards go to the discard and the defender leads; a defender who cannot cover
takes every card of the bout and the player on his left leads. Nobody draws (there is no stock):
a player without cards is out at the end of the bout, and the last one holding cards is the fool.

Moves: ``{"type": "attack", "cards": [...]}``, ``{"type": "beat", "attack": top, "card": c}``,
``{"type": "take"}``, ``{"type": "throw", "card": c, "on": top}``, ``{"type": "done"}``.

>>> s = ENGINE.new_game("durak.dorozhny", 4, 1001, {})
>>> [len(h) for h in s["hands"]], len(s["aside"]), s["trump_card"] in s["hands"][s["dealer"]]
([9, 9, 9, 9], 0, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Literal

from rules_py.durak.beating import SuitRule, can_beat_all, rank, suit
from rules_py.durak.moves import leads, read_card, read_cards
from rules_py.durak.seating import first_to_lead, next_holder
from rules_py.durak.options import VOLUNTARY_TAKE, Option, RuleSet, choice
from rules_py.durak.setup import dealt
from rules_py.durak.shell import (
    COMMON_KEYS,
    Choice,
    Move,
    State,
    fool_view,
    finish,
    label,
    loser_or_draw,
)
from rules_py.durak.view import arranged
from rules_py.durak.variant_levels import LevelledEngine
from rules_py.durak.words import (
    accusative, accusative_seat, cards_accusative, cards_word, genitive, instrumental, nominative, seat_name,
)
from rules_py.errors import IllegalMove
from rules_py.games import register_engine

GAME = "durak.dorozhny"



@dataclass(frozen=True)
class DorozhnyRules(RuleSet):
    """The flags of one game of дорожный (the defaults are the site's reading of the seed, X-31)."""

    voluntary_take: bool = False
    climb: Literal["beats", "rank"] = "beats"
    remainder: Literal["aside", "dealt"] = "aside"


#: The rule options: what each decides and what its values mean.
OPTIONS: dict[str, Option] = {
    "voluntary_take": VOLUNTARY_TAKE,
    "climb": choice(
        "чем подкидывают в дорожном", ("beats", "старшую той же масти или козырь на простую"),
        ("rank", "любую карту старше по достоинству"),
    ),
    "remainder": choice(
        "лишние карты при сдаче", ("aside", "откладываются"), ("dealt", "раздаются дальше по кругу"),
    ),
}

#: The row of the overview's comparison table (widgets/fences/durak.py).
SUMMARY = {
    "deal": "вся колода поровну, остаток в сторону",
    "trump": "последняя розданная карта",
    "beating": "подкидывают «лесенкой»: поверх покрывшей — старшую в масть или козырь",
    "special": "прикупа нет; крыть обязан; взявший забирает весь стол",
    "loses": "последний с картами",
}

KEYS = (*COMMON_KEYS, "columns", "attacker", "defender", "passed", "discard", "aside", "trump_card", "beating", "rules")


def _rule(state: State) -> SuitRule:
    return SuitRule.from_json(state["beating"])


def tops(state: State) -> list[str]:
    return [column[-1] for column in state["columns"]]


def uncovered(state: State) -> list[str]:
    """The tops still to be covered: a column of odd length ends with an attacking card."""
    return [column[-1] for column in state["columns"] if len(column) % 2 == 1]


def covered_tops(state: State) -> list[str]:
    """The covering cards on top of their columns: what a throw-in may climb over."""
    return [column[-1] for column in state["columns"] if len(column) % 2 == 0]


def climbs(state: State, top: str, card: str) -> bool:
    """Whether `card` may be thrown on the covering card `top` (X-31)."""
    if state["rules"]["climb"] == "rank":
        return rank(card) > rank(top)
    return _rule(state).beats(top, card)


def throwers(state: State) -> list[int]:
    """The attacker first, then clockwise, never the defender."""
    n, attacker = state["players"], state["attacker"]
    return [(attacker + i) % n for i in range(n) if (attacker + i) % n != state["defender"]]


def _counts(state: State) -> list[int]:
    return [len(h) for h in state["hands"]]


# --- legal moves ------------------------------------------------------------------------------------


def _throws(state: State, hand: list[str]) -> list[Move]:
    if len(state["hands"][state["defender"]]) <= len(uncovered(state)):
        return []  # never more uncovered tops than the defender holds
    return [
        {"type": "throw", "card": card, "on": top}
        for top in covered_tops(state) for card in cheapest_first(hand, _rule(state))
        if climbs(state, top, card)
    ]


def cheapest_first(hand: list[str], rule: SuitRule) -> list[str]:
    """The hand's cards, cheapest first; cards of equal value (one rank, two plain suits) by code, so
    that the legal moves come in the same order whatever the interpreter's string hashing."""
    return sorted(set(hand), key=lambda card: (rule.value(card), card))


def _can_take(state: State) -> bool:
    hand = state["hands"][state["defender"]]
    return state["rules"]["voluntary_take"] or not can_beat_all(uncovered(state), hand, _rule(state).beats)


def legal(state: State) -> list[Move]:
    hand = state["hands"][state["turn"]]
    if state["phase"] == "lead":
        return leads(hand, len(state["hands"][state["defender"]]))
    if state["phase"] == "defend":
        rule = _rule(state)
        moves: list[Move] = [
            {"type": "beat", "attack": top, "card": card}
            for top in uncovered(state) for card in cheapest_first(hand, rule) if rule.beats(top, card)
        ]
        if _can_take(state):
            moves.append({"type": "take"})
        return moves
    return [*_throws(state, hand), {"type": "done"}]


# --- playing ----------------------------------------------------------------------------------------


def _hint(state: State) -> str:
    phase = state["phase"]
    if phase == "lead":
        return "Сейчас заход: положите одну карту или несколько карт одного достоинства."
    if phase == "defend":
        return "Сейчас вы отбиваетесь: покройте верхнюю карту или возьмите, если покрыть нечем."
    return "Всё покрыто: подкиньте поверх покрывшей карты старшую карту или откажитесь."


def _own(hand: list[str], card: str) -> None:
    if card not in hand:
        raise IllegalMove(f"У вас на руке нет карты «{nominative(card)}».")


def apply(s: State, move: Move) -> Move:
    seat, kind, phase = s["turn"], move.get("type"), s["phase"]
    hand = s["hands"][seat]
    if kind == "attack":
        if phase != "lead":
            raise IllegalMove(_hint(s))
        cards = read_cards(move.get("cards"))
        if len({rank(c) for c in cards}) != 1:
            raise IllegalMove("Заходить можно одной картой или несколькими картами одного достоинства.")
        for card in cards:
            _own(hand, card)
        holds = len(s["hands"][s["defender"]])
        if len(cards) > holds:
            raise IllegalMove(f"У защищающегося всего {holds} {cards_word(holds)} — больше ему не положить.")
        for card in cards:
            hand.remove(card)
        s["columns"] = [[c] for c in cards]
        s["phase"], s["turn"] = "defend", s["defender"]
        return {"type": "attack", "cards": cards}
    if kind == "beat":
        if phase != "defend":
            raise IllegalMove(_hint(s))
        top, card = read_card(move.get("attack")), read_card(move.get("card"))
        if top not in uncovered(s):
            raise IllegalMove(f"Непокрытой карты «{nominative(top)}» наверху столбика нет.")
        _own(hand, card)
        rule = _rule(s)
        if not rule.beats(top, card):
            raise IllegalMove(rule.why_not(top, card))
        hand.remove(card)
        next(column for column in s["columns"] if column[-1] == top).append(card)
        if not uncovered(s):
            s["phase"], s["passed"] = "throw", []
            _advance(s)
        return {"type": "beat", "attack": top, "card": card}
    if kind == "take":
        if phase != "defend":
            raise IllegalMove(_hint(s))
        if not _can_take(s):
            raise IllegalMove("Взять можно, только если покрыть все карты нечем, а вам есть чем отбиться.")
        _finish(s, taken=True)
        return {"type": "take"}
    if kind == "throw":
        if phase != "throw":
            raise IllegalMove(_hint(s))
        card, top = read_card(move.get("card")), read_card(move.get("on"))
        _own(hand, card)
        if top not in covered_tops(s):
            raise IllegalMove(f"Подкидывают поверх покрывшей карты, а «{nominative(top)}» наверху столбика нет.")
        if not climbs(s, top, card):
            raise IllegalMove(_why_not_climb(s, top, card))
        hand.remove(card)
        next(column for column in s["columns"] if column[-1] == top).append(card)
        s["phase"], s["turn"], s["passed"] = "defend", s["defender"], []
        return {"type": "throw", "card": card, "on": top}
    if kind == "done":
        if phase != "throw":
            raise IllegalMove(_hint(s))
        s["passed"].append(seat)
        _advance(s)
        return {"type": "done"}
    raise IllegalMove(f"Неизвестный ход «{kind}». Ходы: attack, beat, take, throw, done.")


def _others_may_throw(data: dict[str, Any]) -> bool:
    """Whether, as everybody can see, another thrower may still throw after the player to move passes:
    he has cards and has not passed (whether one of them climbs, only he knows)."""
    counts = [len(h) for h in data["hands"]] if "counts" not in data else data["counts"]
    return any(seat != data["turn"] and seat not in data["passed"] and counts[seat] for seat in throwers(data))


def _why_not_climb(state: State, top: str, card: str) -> str:
    head = f"Поверх {genitive(top)} нельзя подкинуть {accusative(card)}"
    if state["rules"]["climb"] == "rank":
        return f"{head}: подкидывают карту старше по достоинству."
    return f"{head}: подкидывают старшую карту той же масти или козырь на простую карту."


def _advance(s: State) -> None:
    """Give the turn to the next thrower with something to throw, or end the bout («бито»)."""
    for seat in throwers(s):
        if seat in s["passed"]:
            continue
        if _throws(s, s["hands"][seat]):
            s["turn"] = seat
            return
        s["passed"].append(seat)  # skipped with nothing to throw, in sight of all (as in bout.py)
    _finish(s, taken=False)


def _finish(s: State, taken: bool) -> None:
    cards = [c for column in s["columns"] for c in column]
    defender = s["defender"]
    if taken:
        s["hands"][defender].extend(cards)
        s["known"][defender].extend(cards)
    else:
        s["discard"].extend(cards)
    s["columns"], s["passed"] = [], []
    for seat in [s["attacker"], *throwers(s)[1:], defender]:
        if not s["hands"][seat] and seat not in s["out"]:
            s["out"].append(seat)
    ended = loser_or_draw(s)
    if ended is not None:
        finish(s, *ended)
        return
    counts = _counts(s)
    attacker = defender if (not taken and counts[defender]) else next_holder(counts, defender)
    assert attacker is not None
    s.update(attacker=attacker, defender=next_holder(counts, attacker), turn=attacker, phase="lead",
             bout=s["bout"] + 1)


# --- words ------------------------------------------------------------------------------------------


def describe(state: State, move: Move) -> str:
    who = seat_name(state["turn"]) if state["turn"] is not None else "Игрок"
    kind = move.get("type")
    if kind == "attack":
        cards = " ".join(label(c)["ru"] for c in move.get("cards", []) if isinstance(c, str))
        return f"{who} заходит: {cards}."
    if kind == "beat":
        return f"{who} бьёт {accusative(move['attack'])} {instrumental(move['card'])}."
    if kind == "throw":
        return f"{who} подкидывает {accusative(move['card'])} на {accusative(move['on'])}."
    if kind == "take":
        on_table = sum(len(column) for column in state["columns"])
        return f"{who} берёт со стола {cards_accusative(on_table)}."
    if kind == "done":
        # «Бито» closes the bout: said only when nobody else throws in after this pass.
        others = [seat for seat in throwers(state) if seat != state["turn"] and seat not in state["passed"]]
        if any(_throws(state, state["hands"][seat]) for seat in others):
            return f"{who} больше не подкидывает."
        return f"{who}: «Бито»."
    return f"{who}: ход «{kind}»."


def status(state: State) -> str:
    phase, who = state["phase"], seat_name(state["turn"]) if state["turn"] is not None else ""
    if phase == "over":
        return str(state["reason"])
    if phase == "lead":
        return f"{who} заходит под {accusative_seat(state['defender'])}."
    if phase == "defend":
        return f"{who} отбивается."
    return f"{who} может подкинуть поверх покрывшей карты или отказаться."


# --- the bot ---------------------------------------------------------------------------------------


def choose(view: dict[str, Any]) -> Choice:
    """Lead cheap cards (low pairs together), cover each top with the cheapest card that may (the
    dearest top first), take when that fails, throw a cheap climbing card, never a trump early."""
    rule = SuitRule.from_json(view["beating"])
    hand = list(view["hand"])
    moves = legal(_as_state(view))
    if view["phase"] == "lead":
        low = min(hand, key=rule.value)
        same = [c for c in hand if rank(c) == rank(low) and suit(c) != rule.trump]
        cards = same if suit(low) != rule.trump and rank(low) <= 10 and len(same) <= view["counts"][view["defender"]] else [low]
        move = next(m for m in moves if m["type"] == "attack" and sorted(m["cards"]) == sorted(cards))
        return move, (
            f"Заходите с самых дешёвых карт: с {', '.join(genitive(c) for c in cards)}."
        )
    if view["phase"] == "defend":
        plan = _cover_plan(view, rule, hand)
        if plan:
            top, card = plan[0]
            return {"type": "beat", "attack": top, "card": card}, (
                f"Кройте {accusative(top)} самой младшей картой, что её бьёт: {instrumental(card)}."
            )
        if {"type": "take"} in moves:
            return {"type": "take"}, "Покрыть все карты нечем — придётся взять."
        beat = next(m for m in moves if m["type"] == "beat")
        return beat, f"Покрыть все не выйдет, но брать можно лишь когда нечем: кройте {accusative(beat['attack'])}."
    throws = [m for m in moves if m["type"] == "throw"]
    many = len(hand) > 3
    cheap = [m for m in throws if not (many and suit(m["card"]) == rule.trump) and rule.power(m["card"]) <= 12]
    if cheap:
        move = min(cheap, key=lambda m: rule.value(m["card"]))
        return move, f"Подкиньте {accusative(move['card'])} поверх {genitive(move['on'])}: карта недорогая, а отбиваться ему придётся снова."
    if _others_may_throw(view):
        return {"type": "done"}, "Подкинуть нечего дешёвого — больше не подкидывайте."
    return {"type": "done"}, "Подкинуть нечего дешёвого — скажите «бито»."


def _cover_plan(view: dict[str, Any], rule: SuitRule, hand: list[str]) -> list[tuple[str, str]] | None:
    spare = list(hand)
    plan = []
    for top in sorted((c[-1] for c in view["columns"] if len(c) % 2 == 1), key=rule.value, reverse=True):
        options = [c for c in spare if rule.beats(top, c)]
        if not options:
            return None
        card = min(options, key=rule.value)
        spare.remove(card)
        plan.append((top, card))
    return plan


def _as_state(view: dict[str, Any]) -> State:
    """Enough of a state, from a view, for `legal` of the seat that sees it (its own hand only)."""
    hands = [["?"] * count for count in view["counts"]]
    hands[view["seat"]] = list(view["hand"])
    return {**view, "hands": hands}


class DorozhnyEngine(LevelledEngine):
    game_ids = (GAME,)
    keys = KEYS

    def start(self, game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
        d, seats, state = dealt(GAME, DorozhnyRules(), OPTIONS, players, seed, options)
        hands, n = state["hands"], state["players"]
        aside = [c.code for c in d.aside]
        assert d.trump is not None
        trump_card = d.trump.code
        if state["rules"]["remainder"] == "dealt":
            # The cards left over go on round the table from the dealer's left; the last one shows.
            for i, card in enumerate(aside):
                hands[seats[i]].append(card)
                trump_card = card
            aside = []
        rule = SuitRule(trump=suit(trump_card))
        attacker = first_to_lead(hands, seats, [rule.trump] * n, rank(trump_card) >= 11, rank)
        state.update(
            beating=rule.to_json(), trump_card=trump_card, aside=aside, columns=[], attacker=attacker,
            defender=next_holder([len(h) for h in hands], attacker), turn=attacker, phase="lead", passed=[],
            bout=1, first_attacker=attacker,
        )
        return state

    def moves(self, state: State) -> list[Move]:
        return legal(state)

    def apply(self, state: State, move: Move) -> Move:
        return apply(state, move)

    def settings(self, game_id: str) -> tuple[DorozhnyRules, Mapping[str, Option]]:
        return DorozhnyRules(), OPTIONS

    def see(self, state: State, seat: int | None) -> dict[str, Any]:
        trump = state["beating"]["trump"]
        shown = [*(c for column in state["columns"] for c in column), state["trump_card"], *state["discard"]]
        view = fool_view(state, seat, lambda hand: arranged(hand, trump), shown)
        view.update(
            columns=[list(c) for c in state["columns"]], attacker=state["attacker"],
            defender=state["defender"], passed=list(state["passed"]), bout=state["bout"],
            pass_is_bito=state["phase"] == "throw" and not _others_may_throw(state),
            trump_card=state["trump_card"], trump_suit=trump, beating=dict(state["beating"]),
            rules=dict(state["rules"]), aside=len(state["aside"]), discard=len(state["discard"]),
            gone=list(state["discard"]), known=[list(k) for k in state["known"]],
            status_ru=status(state),
        )
        return view

    def say(self, state: State, move: Move) -> str:
        return describe(state, move)

    def say_ahead(self, state: State, move: Move) -> str:
        """A hint to pass says «бито» only when, as everybody can see, nobody else may throw."""
        if move.get("type") == "done" and _others_may_throw(state):
            return f"{seat_name(state['turn'])} больше не подкидывает."
        if move.get("type") == "done":
            return f"{seat_name(state['turn'])}: «Бито»."
        return describe(state, move)

    def choose(self, view: dict[str, Any]) -> Choice:
        return choose(view)


ENGINE = DorozhnyEngine()
register_engine(GAME, ENGINE)
