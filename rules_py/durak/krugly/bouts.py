"""The second phase of круглый дурак: attacks of one, three or five cards, beaten or taken.

Moves of the player to move:

- ``{"type": "attack", "cards": [...]}``: one card; or three, a pair of one rank and any card; or
  five, two pairs and any card; never more cards than the defender holds;
- ``{"type": "beat", "attack": "7S", "card": "9S"}``: the defender beats one attacking card with a
  higher card of its suit or a trump;
- ``{"type": "take"}``: the defender takes every card on the table.

Nobody throws in (the seed names no throw-in) and there is no stock. The defender is the next player
clockwise who holds cards. When every card is beaten they go to the discard and the defender attacks
next; after a take the next player after the taker attacks (X-34). A player without cards is out:
he has won. The last player holding cards loses («дурак»); if the last ones run out of cards on the
same play, the game is a draw.

>>> attacks(["6S", "6H", "9D"], limit=6, trump="H")
[['6S'], ['6H'], ['9D'], ['6S', '6H', '9D']]
>>> check_shape(["6S", "7H", "9D"])
Traceback (most recent call last):
...
rules_py.errors.IllegalMove: Заход из трёх карт — это пара одного достоинства и ещё одна любая карта.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import Any

from rules_py.durak.beating import beats, rank, suit, why_not
from rules_py.durak.krugly.rules import ATTACK_SIZES, KruglyRules
from rules_py.durak.krugly.state import State, out_seats
from rules_py.durak.moves import read_card, read_cards
from rules_py.durak.rules import DurakRules
from rules_py.durak.seating import next_holder
from rules_py.durak.shell import label
from rules_py.durak.words import (
    accusative, accusative_seat, cards_accusative, cards_word, instrumental, nominative, seat_name,
)
from rules_py.errors import IllegalMove

Move = dict[str, Any]
PLAIN = DurakRules()
_SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3}


def order(code: str) -> tuple[int, int]:
    """Cards of a move listed low to high, suit by suit within a rank."""
    return rank(code), _SUIT_ORDER[suit(code)]


# --- the shape of an attack -------------------------------------------------------------------------


def pairs_in(cards: list[str]) -> int:
    """How many disjoint pairs of one rank the cards hold (four of a kind are two pairs)."""
    return sum(n // 2 for n in Counter(rank(c) for c in cards).values())


def check_shape(cards: list[str]) -> None:
    """Raise IllegalMove unless the cards are one card, a pair and one more, or two pairs and one more."""
    if len(cards) not in ATTACK_SIZES:
        raise IllegalMove(
            "Заходят одной картой, тремя (пара и любая карта) или пятью (две пары и любая карта)."
        )
    if len(cards) == 3 and pairs_in(cards) < 1:
        raise IllegalMove("Заход из трёх карт — это пара одного достоинства и ещё одна любая карта.")
    if len(cards) == 5 and pairs_in(cards) < 2:
        raise IllegalMove("Заход из пяти карт — это две пары и ещё одна любая карта.")


def attacks(hand: list[str], limit: int, trump: str | None) -> list[list[str]]:
    """The attacks listed as legal for a player holding `hand` against a defender holding `limit`
    cards: every single card; for each rank he holds twice, a three (the pair of that rank and his
    cheapest other card); for each two such ranks, and for four of a kind, a five (the two pairs and
    his cheapest other card). Cheapest: plain cards before trumps, low before high; a pair is made of
    the cheapest two cards of its rank.

    Listing every three and five would run to thousands of moves for a big hand; `play` accepts any
    attack of the right shape (`check_shape`), and these representatives show the reader which
    shapes he may lead now.
    """
    def cheap(code: str) -> tuple[bool, int, int]:
        return (suit(code) == trump, *order(code))

    cards = sorted(hand, key=cheap)
    found: list[list[str]] = [[c] for c in sorted(hand, key=order)]
    by_rank: dict[int, list[str]] = {}
    for c in cards:
        by_rank.setdefault(rank(c), []).append(c)
    pairs = [group[:2] for _, group in sorted(by_rank.items()) if len(group) >= 2]
    groups: list[list[str]] = []
    if limit >= 3:
        groups.extend(pairs)
    if limit >= 5:
        groups.extend(a + b for a, b in combinations(pairs, 2))
        groups.extend(group for _, group in sorted(by_rank.items()) if len(group) == 4)
    for group in groups:
        extra = next((c for c in cards if c not in group), None)
        if extra is not None:
            found.append(sorted([*group, extra], key=order))
    return found


# --- legal moves and checks ------------------------------------------------------------------------


def unbeaten(data: dict[str, Any]) -> list[str]:
    return [a for a, d in data["table"] if d is None]


def legal_moves(state: State) -> list[Move]:
    """The moves of the player to move, from the full state."""
    hand = state["hands"][state["turn"]]
    return moves_for(state, hand, len(state["hands"][state["defender"]]))


def moves_for(data: dict[str, Any], hand: list[str], limit: int) -> list[Move]:
    """The moves of a player holding `hand` against a defender holding `limit` cards; `data` is the
    state or that player's view (both carry phase, table, trump_suit and rules)."""
    if data["phase"] == "lead":
        return [{"type": "attack", "cards": cards} for cards in attacks(hand, limit, data["trump_suit"])]
    trump = data["trump_suit"]
    moves: list[Move] = []
    for attack in unbeaten(data):
        for card in sorted(hand, key=order):
            if beats(attack, card, trump, PLAIN):
                moves.append({"type": "beat", "attack": attack, "card": card})
    if may_take(data, hand):
        moves.append({"type": "take"})
    return moves


def may_take(data: dict[str, Any], hand: list[str]) -> bool:
    """Whether the defender may take: always by default; with ``voluntary_take: false`` only when
    some attacking card has no card in his hand to beat it."""
    if KruglyRules.from_json(data["rules"]).voluntary_take:
        return True
    trump = data["trump_suit"]
    return any(not any(beats(a, c, trump, PLAIN) for c in hand) for a in unbeaten(data))


def _own(hand: list[str], cards: list[str]) -> None:
    if len(set(cards)) != len(cards):
        raise IllegalMove("Одну и ту же карту дважды не кладут.")
    for card in cards:
        if card not in hand:
            raise IllegalMove(f"У вас на руке нет карты «{nominative(card)}».")


def _expect(state: State, phase: str) -> None:
    if state["phase"] != phase:
        if state["phase"] == "lead":
            raise IllegalMove("Сейчас заход: одна карта, пара и карта или две пары и карта.")
        raise IllegalMove("Сейчас защита: побейте карту или возьмите.")


# --- applying a move --------------------------------------------------------------------------------


def play(s: State, move: Move) -> None:
    """Apply a move of the second phase to `s` (a copy the caller owns)."""
    seat = s["turn"]
    hand = s["hands"][seat]
    kind = move.get("type")
    if kind == "attack":
        _expect(s, "lead")
        cards = read_cards(move.get("cards"))
        _own(hand, cards)
        check_shape(cards)
        holds = len(s["hands"][s["defender"]])
        if len(cards) > holds:
            raise IllegalMove(f"У защищающегося всего {holds} {cards_word(holds)} — больше ему не положить.")
        for card in cards:
            hand.remove(card)
        s["table"] = [[c, None] for c in sorted(cards, key=order)]
        s["phase"], s["turn"] = "defend", s["defender"]
    elif kind == "beat":
        _expect(s, "defend")
        attack, card = read_card(move.get("attack")), read_card(move.get("card"))
        if attack not in unbeaten(s):
            raise IllegalMove(f"На столе нет неотбитой карты «{nominative(attack)}».")
        _own(hand, [card])
        if not beats(attack, card, s["trump_suit"], PLAIN):
            raise IllegalMove(why_not(attack, card, s["trump_suit"], PLAIN))
        hand.remove(card)
        next(pair for pair in s["table"] if pair[0] == attack)[1] = card
        if not unbeaten(s):
            _end_bout(s, taken=False)
    elif kind == "take":
        _expect(s, "defend")
        if not may_take(s, hand):
            raise IllegalMove("По этим правилам взять можно, только если отбиться нечем, а вам есть чем отбиться.")
        _end_bout(s, taken=True)
    else:
        raise IllegalMove(f"Неизвестный ход «{kind}». Ходы второй части: attack, beat, take.")


def start(s: State) -> None:
    """Begin the second phase once the table of the first is taken: players without cards are out,
    and the holder of the trump six (or, if it is out of play, of the lowest trump) attacks."""
    s["phase"] = "lead"
    _drop_out(s, list(range(s["players"])))
    if _over(s):
        return
    attacker = first_attacker(s)
    defender = next_holder([len(h) for h in s["hands"]], attacker)
    s.update(attacker=attacker, defender=defender, turn=attacker, bout=1)


def first_attacker(s: State) -> int:
    """The holder of the lowest trump (the trump six unless it stayed in the unused stock); with no
    trump in any hand, the holder of the highest card; ties go clockwise from the dealer's left."""
    n: int = s["players"]
    trump = s["trump_suit"]
    seats: list[int] = [(s["dealer"] + 1 + i) % n for i in range(n)]
    trumps = [(rank(c), seat) for seat in seats for c in s["hands"][seat] if suit(c) == trump]
    if trumps:
        return min(trumps)[1]
    best = max(rank(c) for seat in seats for c in s["hands"][seat])
    return next(seat for seat in seats if any(rank(c) == best for c in s["hands"][seat]))


def _drop_out(s: State, seats: list[int]) -> None:
    gone = out_seats(s)
    group = [seat for seat in seats if not s["hands"][seat] and seat not in gone]
    if group:
        s["out"].append(group)


def _over(s: State) -> bool:
    holders = [seat for seat in range(s["players"]) if s["hands"][seat]]
    if len(holders) > 1:
        return False
    if holders:
        loser = holders[0]
        reason = f"{seat_name(loser)} остался с картами — «дурак»."
    else:
        loser = None
        reason = "Ничья: последние игроки избавились от карт одним и тем же ходом."
    s.update(phase="over", turn=None, loser=loser, draw=loser is None, reason=reason)
    return True


def _end_bout(s: State, taken: bool) -> None:
    attacker, defender = s["attacker"], s["defender"]
    cards = [c for pair in s["table"] for c in pair if c is not None]
    # Kept for the table to show again after the next lead (the same shape as the durak bouts').
    s["last_bout"] = {
        "bout": s["bout"], "attacker": attacker, "defender": defender, "table": [list(p) for p in s["table"]],
        "outcome": "taken" if taken else "beaten",
        "outcome_ru": (f"{seat_name(defender)} взял {cards_accusative(len(cards))}." if taken else
                       f"Бито: {seat_name(defender)} отбился, карты ушли в отбой — {cards_accusative(len(cards))}."),
    }
    if taken:
        s["hands"][defender].extend(cards)
    else:
        s["discard"].extend(cards)
    s["table"] = []
    _drop_out(s, [attacker, defender])
    if _over(s):
        return
    if taken or not s["hands"][defender]:
        attacker = next_holder([len(h) for h in s["hands"]], defender)
    else:
        attacker = defender
    assert attacker is not None
    defender = next_holder([len(h) for h in s["hands"]], attacker)
    s.update(attacker=attacker, defender=defender, turn=attacker, phase="lead", bout=s["bout"] + 1)


def describe(s: State, move: Move) -> str:
    """A move of the second phase in Russian, said of the state before it."""
    who = seat_name(s["turn"])
    kind = move.get("type")
    if kind == "attack":
        cards = move.get("cards") or []
        shown = " ".join(label(c)["ru"] for c in sorted(cards, key=order))
        whom = accusative_seat(s["defender"])
        return f"{who} заходит под {whom}: {shown}."
    if kind == "beat":
        return f"{who} бьёт {accusative(move['attack'])} {instrumental(move['card'])}."
    if kind == "take":
        count = len(s["table"]) + sum(1 for _, d in s["table"] if d is not None)
        return f"{who} не отбивается и берёт {cards_accusative(count)}."
    return f"{who}: ход «{kind}»."
