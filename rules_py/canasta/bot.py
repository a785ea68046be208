"""A canasta bot for every preset. It sees only its own view (``engine.view(state, seat)``).

Plain club play: take the pile when a legal way does not cost many wild cards; open as soon as the
minimum can be met, with as few wild cards as possible; lay off natural cards, lay down triples,
complete canastas with wild cards; go out when the rules allow it; discard a card the next opponent is
least likely to want (black threes block the pile, wild cards are never thrown away, pairs are kept).
Every move it makes has passed the engine's own checks on the same view.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Mapping

from rules_py.canasta.opening import opening_minimum
from rules_py.canasta.plan import (
    Groups,
    canasta_opening,
    double_out_moves,
    going_out_move,
    groups_of,
    legal_moves,
    new_meld_candidates,
    opening_sets,
    take_moves,
    wild_room,
)
from rules_py.canasta.position import BLACK_THREES, CANASTA, Position, is_wild, rank_key
from rules_py.canasta.turn import (
    check_discard,
    check_melds,
    check_red_three,
    check_upcard,
    table_empty_why,
)
from rules_py.errors import IllegalMove

Move = dict[str, Any]


def _legal(check: Any, *args: Any, **kwargs: Any) -> bool:
    try:
        check(*args, **kwargs)
    except IllegalMove:
        return False
    return True


def choose_move(view: Mapping[str, Any]) -> Move:
    """The bot's move for the seat whose view this is."""
    pos = Position.from_view(view)
    if pos.phase == "deal_over":
        return {"type": "next_deal"}
    if pos.phase == "double_out":
        return double_out_moves(pos)[0]
    if pos.phase == "draw":
        return _draw(pos, view)
    if pos.phase == "meld":
        return _meld(pos) or _discard(pos, view)
    moves = legal_moves(pos)
    if not moves:
        raise IllegalMove("Боту нечем ходить: сдача окончена.")
    return moves[0]


# -- the draw ------------------------------------------------------------------------------------


def _draw(pos: Position, view: Mapping[str, Any]) -> Move:
    best: tuple[int, Move] | None = None
    for move in take_moves(pos):
        used = move.get("meld", []) + [c for m in move.get("melds", []) for c in m]
        wilds = sum(1 for c in used if is_wild(c))
        score = 4 * pos.pile_size - 12 * wilds - len(move.get("melds", []))
        if best is None or score > best[0]:
            best = (score, move)
    if best is not None and (best[0] > 0 or pos.stock_size == 0):
        return best[1]
    if pos.stock_size == 0:
        return {"type": "pass"}
    if pos.pile_top is not None and _legal(check_upcard, pos):
        mates = [c for c in pos.hand if not is_wild(c) and rank_key(c) == rank_key(pos.pile_top)]
        if mates:
            return {"type": "take_upcard"}
    return {"type": "draw"}


# -- melding -------------------------------------------------------------------------------------


def _try(pos: Position, move: Move) -> Move | None:
    """The move if the rules allow it and it does not end the deal when ending it would not pay."""
    try:
        checked = check_melds(pos, move)
    except IllegalMove:
        return None
    if len(pos.hand) - len(checked.used) <= 1 and not _worth_going_out(pos, move):
        return None
    return move


def _meld(pos: Position) -> Move | None:
    g = groups_of(pos, pos.hand)
    for code in g.red_threes:
        move = {"type": "red_three", "card": code}
        if _legal(check_red_three, pos, move):
            return move
    out = going_out_move(pos)
    if out is not None and _worth_going_out(pos, out):
        return out
    if not pos.opened[pos.side]:
        return _open(pos, g)
    return _after_opening(pos, g)


def _worth_going_out(pos: Position, move: Move) -> bool:
    """003 counts a side's melds as minus without a canasta (X-77): then go out only near the end."""
    if not pos.rules.melds_minus_without_canasta:
        return True
    after = check_melds(pos, move).after[pos.side]
    return pos.canastas(pos.side, after) > 0 or pos.stock_size < 12


def _open(pos: Position, g: Groups) -> Move | None:
    rules = pos.rules
    if rules.black_threes == "closed" and len(g.black_threes) >= 3:
        move = _try(pos, {"type": "meld", "melds": [g.black_threes[:4]]})
        if move:
            return move
    need = opening_minimum(rules, pos.scores[pos.side])
    if need.canasta_required:
        found = canasta_opening(pos, pos.hand)
        return _try(pos, {"type": "meld", "melds": [found]}) if found else None
    assert need.points is not None
    melds = opening_sets(pos, pos.hand, need.points)
    if melds:
        return _try(pos, {"type": "meld", "melds": melds})
    return None


def _after_opening(pos: Position, g: Groups) -> Move | None:
    rules = pos.rules
    own = pos.melds[pos.side]
    # Natural cards onto the side's melds of their rank.
    for index, cards in enumerate(own):
        meld = pos.table.meld(cards)
        if meld.kind in ("natural", "mixed") and meld.rank is not None:
            naturals = g.naturals.get(rank_key(next(c for c in cards if not is_wild(c))), [])
            if naturals:
                move = _try(pos, {"type": "add", "meld": index, "cards": list(naturals)})
                if move:
                    return move
        if meld.kind == "black_threes" and g.black_threes and rules.black_threes == "meld":
            move = _try(pos, {"type": "add", "meld": index, "cards": list(g.black_threes)})
            if move:
                return move
    # New melds without wild cards (triples, black threes, escaleras), and a wild canasta at once.
    for candidate in new_meld_candidates(pos, g):
        wild_only = all(is_wild(c) for c in candidate)
        if (wild_only and len(candidate) == CANASTA) or not any(is_wild(c) for c in candidate):
            move = _try(pos, {"type": "meld", "melds": [candidate]})
            if move:
                return move
    # Wild cards that complete a canasta.
    wilds = g.twos + g.jokers
    for index, cards in sorted(enumerate(own), key=lambda ic: -len(ic[1])):
        meld = pos.table.meld(cards)
        if meld.is_canasta or meld.kind not in ("natural", "mixed"):
            continue
        short = CANASTA - len(cards)
        room = wild_room(pos, meld.naturals, meld.wilds, len(cards))
        if wilds and short <= min(room, len(wilds)):
            move = _try(pos, {"type": "add", "meld": index, "cards": [wilds[0]]})
            if move:
                return move
    # With few cards left, pairs go down with a wild card.
    if len(pos.hand) <= 5 and wilds:
        for cards in g.naturals.values():
            if len(cards) == 2:
                move = _try(pos, {"type": "meld", "melds": [list(cards) + [wilds[0]]]})
                if move:
                    return move
    return None


# -- the discard ---------------------------------------------------------------------------------


def _discard(pos: Position, view: Mapping[str, Any]) -> Move:
    rules = pos.rules
    counts = Counter(rank_key(c) for c in pos.hand)
    following = (pos.seat + 1) % pos.players
    danger_side = pos.side_of(following)
    danger_ranks = {
        rank_key(next(c for c in m if not is_wild(c)))
        for m in pos.melds[danger_side]
        if any(not is_wild(c) for c in m)
    }
    taken = {rank_key(c) for c in view["taken"][following]}
    frozen_for_them = (rules.pile_frozen_always or pos.pile_wild_or_red or not pos.opened[danger_side]
                       or table_empty_why(pos) is not None)
    own_ranks = {
        rank_key(next(c for c in m if not is_wild(c)))
        for m in pos.melds[pos.side]
        if any(not is_wild(c) for c in m)
    }
    best: tuple[float, str] | None = None
    for code in sorted(set(pos.hand)):
        if not _legal(check_discard, pos, {"type": "discard", "card": code}):
            continue
        rank = rank_key(code)
        score = 0.0
        if is_wild(code):
            score += 1000
        elif code in BLACK_THREES and pos.table.threes_special():
            score -= 60  # a blocker: the next player cannot take the pile
        else:
            score += {1: 0, 2: 45, 3: 80}.get(counts[rank], 100)
            if rank in danger_ranks and not frozen_for_them:
                score += 70
            if rank in taken:
                score += 35
            if rank in own_ranks:
                score += 20
            score -= pos.table.value(code) / 25
        if best is None or score < best[0]:
            best = (score, code)
    if best is None:
        # No discard is allowed (a rare corner): anything the rules list will do.
        moves = legal_moves(pos)
        return moves[0]
    return {"type": "discard", "card": best[1]}
