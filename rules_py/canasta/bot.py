"""A canasta bot for every preset. It sees only its own view (``engine.view(state, seat)``).

Plain club play: take the pile when a legal way does not cost many wild cards; open as soon as the
minimum can be met, with as few wild cards as possible; lay off natural cards, lay down triples,
complete canastas with wild cards; go out when the rules allow it; discard a card the next opponent is
least likely to want (black threes block the pile, wild cards are never thrown away, pairs are kept).
Every move it makes has passed the engine's own checks on the same view. `decide` also says why, in
words for a learner: the engine's hint is the bot's choice.
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
from rules_py.canasta.position import BLACK_THREES, CANASTA, Position, card_of, is_wild, rank_key, ru
from rules_py.canasta.turn import (
    check_discard,
    check_melds,
    check_red_three,
    check_take,
    check_upcard,
    frozen_why,
    table_empty_why,
)
from rules_py.canasta.words import CARDS_RU, POINTS_RU, count_ru
from rules_py.errors import IllegalMove
from rules_py.games import Choice
from rules_py.words import CARD, count, short_ru

Move = dict[str, Any]


def _legal(check: Any, *args: Any, **kwargs: Any) -> bool:
    try:
        check(*args, **kwargs)
    except IllegalMove:
        return False
    return True


def choose_move(view: Mapping[str, Any]) -> Move:
    """The bot's move for the seat whose view this is."""
    return decide(view).move


def decide(view: Mapping[str, Any]) -> Choice:
    """The bot's move for the seat whose view this is, and why (the engine's hint)."""
    pos = Position.from_view(view)
    if pos.phase == "deal_over":
        return Choice({"type": "next_deal"}, "Сдача окончена: начните следующую — игра идёт до нужного счёта.")
    if pos.phase == "double_out":
        move = double_out_moves(pos)[0]
        if move["type"] == "double_out":
            return Choice(move, "Партнёр закончил игру: выложите сразу все свои карты — это двойное окончание.")
        return Choice(move, "Выложить сразу все карты не получается: откажитесь от двойного окончания.")
    if pos.phase == "draw":
        return _draw(pos, view)
    if pos.phase == "meld":
        return _meld(pos) or _discard(pos, view)
    moves = legal_moves(pos)
    if not moves:
        raise IllegalMove("Боту нечем ходить: сдача окончена.")
    return Choice(moves[0], "Другого хода нет.")


# -- the draw ------------------------------------------------------------------------------------


def _draw(pos: Position, view: Mapping[str, Any]) -> Choice:
    best: tuple[int, Move] | None = None
    for move in take_moves(pos):
        used = move.get("meld", []) + [c for m in move.get("melds", []) for c in m]
        wilds = sum(1 for c in used if is_wild(c))
        score = 4 * pos.pile_size - 12 * wilds - len(move.get("melds", []))
        if best is None or score > best[0]:
            best = (score, move)
    if best is not None and (best[0] > 0 or pos.stock_size == 0):
        return Choice(best[1], _take_reason(pos, best[1]))
    if pos.stock_size == 0:
        return Choice({"type": "pass"}, "Прикуп кончился, а пакет взять нечем или невыгодно: откажитесь — сдача окончится.")
    if pos.pile_top is not None and _legal(check_upcard, pos):
        mates = [c for c in pos.hand if not is_wild(c) and rank_key(c) == rank_key(pos.pile_top)]
        if mates:
            return Choice({"type": "take_upcard"}, f"Возьмите открытую карту {short_ru(card_of(pos.pile_top))}: у вас есть "
                                                   "к ней пара, а право взять её бывает только на первом ходу.")
    return Choice({"type": "draw"}, "Возьмите карту из прикупа" + _why_not_pile(pos, best is not None))


def _take_reason(pos: Position, move: Move) -> str:
    cards = list(move.get("meld", []))
    top = short_ru(card_of(pos.pile_top or ""))
    how = f", положив {top} к своему сочетанию" if move.get("onto") is not None else f" с {ru(cards)} из руки"
    wilds = sum(1 for c in cards if is_wild(c))
    cost = " (джокер или двойка окупятся картами пакета)" if wilds else ""
    melds = move.get("melds") or []
    extra = f"; заодно откроетесь сочетани{'ем' if len(melds) == 1 else 'ями'} {'; '.join(ru(m) for m in melds)}" \
        if melds else ""
    why = "карты пакета — это новые сочетания и очки" if pos.pile_size > 2 else "верхняя карта сразу ляжет в сочетание"
    return f"Возьмите пакет ({count_ru(pos.pile_size, CARDS_RU)}){how}{cost}{extra}: {why}."


def _why_not_pile(pos: Position, could: bool) -> str:
    """The end of the draw's reason: why not the pile. A refusal is the very message the rules give
    when the player tries the plainest way to take it (`check_take`), so it is never a guess."""
    if pos.pile_top is None:
        return ": пакет пуст."
    if could:
        return ": пакет слишком мал, чтобы отдавать за него джокеры и двойки."
    refusal = None
    for attempt in _pile_attempts(pos):
        try:
            check_take(pos, attempt)
        except IllegalMove as exc:
            refusal = refusal or exc.message
            continue
        return ": брать пакет сейчас невыгодно."  # a way the bot did not weigh is legal
    assert refusal is not None
    return ". " + refusal


def _pile_attempts(pos: Position) -> list[Move]:
    """The ways a player would try to take the pile with this hand, plainest first: a natural pair,
    one natural with a wild card, the top card onto his meld, or what naturals he has."""
    top = pos.pile_top
    assert top is not None
    naturals = [c for c in pos.hand if not is_wild(c) and rank_key(c) == rank_key(top)]
    wilds = [c for c in pos.hand if is_wild(c)]
    attempts: list[Move] = []
    if len(naturals) >= 2:
        attempts.append({"type": "take_pile", "meld": naturals[:2]})
    if naturals and wilds:
        attempts.append({"type": "take_pile", "meld": naturals[:1] + wilds[:1]})
    for index, cards in enumerate(pos.melds[pos.side]):
        if any(not is_wild(c) and rank_key(c) == rank_key(top) for c in cards):
            attempts.append({"type": "take_pile", "meld": [], "onto": index})
    if not attempts:
        attempts.append({"type": "take_pile", "meld": naturals})
    return attempts


# -- melding -------------------------------------------------------------------------------------


def _try(pos: Position, move: Move, reason: str) -> Choice | None:
    """The move if the rules allow it and it does not end the deal when ending it would not pay."""
    try:
        checked = check_melds(pos, move)
    except IllegalMove:
        return None
    if len(pos.hand) - len(checked.used) <= 1 and not _worth_going_out(pos, move):
        return None
    return Choice(move, reason)


def _meld(pos: Position) -> Choice | None:
    g = groups_of(pos, pos.hand)
    for code in g.red_threes:
        move = {"type": "red_three", "card": code}
        if _legal(check_red_three, pos, move):
            return Choice(move, f"Выложите красную тройку {short_ru(card_of(code))}: она идёт в зачёт стороне, "
                                "а взамен вы берёте карту из прикупа.")
    out = going_out_move(pos)
    if out is not None and _worth_going_out(pos, out):
        return Choice(out, "Заканчивайте игру: все карты ложатся на стол"
                           + (", а последнюю вы сбросите" if _leaves_one(pos, out) else "")
                           + " — за окончание полагается премия.")
    if not pos.opened[pos.side]:
        return _open(pos, g)
    return _after_opening(pos, g)


def _leaves_one(pos: Position, move: Move) -> bool:
    return len(pos.hand) - len(check_melds(pos, move).used) == 1


def _worth_going_out(pos: Position, move: Move) -> bool:
    """003 counts a side's melds as minus without a canasta (X-77): then go out only near the end."""
    if not pos.rules.melds_minus_without_canasta:
        return True
    after = check_melds(pos, move).after[pos.side]
    return pos.canastas(pos.side, after) > 0 or pos.stock_size < 12


def _open(pos: Position, g: Groups) -> Choice | None:
    rules = pos.rules
    if rules.black_threes == "closed" and len(g.black_threes) >= 3:
        threes = g.black_threes[:4]
        move = _try(pos, {"type": "meld", "melds": [threes]},
                    f"Выложите чёрные тройки {ru(threes)}: по этим правилам их выкладывают тройкой или четвёркой.")
        if move:
            return move
    need = opening_minimum(rules, pos.scores[pos.side])
    if need.canasta_required:
        found = canasta_opening(pos, pos.hand)
        return _try(pos, {"type": "meld", "melds": [found]},
                    f"Откройтесь канастой {ru(found)}: при вашем счёте открываются только целой канастой.") \
            if found else None
    assert need.points is not None
    melds = opening_sets(pos, pos.hand, need.points)
    if melds:
        worth = sum(pos.table.points(m) for m in melds)
        return _try(pos, {"type": "meld", "melds": melds},
                    f"Откройтесь: {'; '.join(ru(m) for m in melds)} — это {count_ru(worth, POINTS_RU)}, а для "
                    f"открытия нужно не меньше {need.points}.")
    return None


def _after_opening(pos: Position, g: Groups) -> Choice | None:
    rules = pos.rules
    own = pos.melds[pos.side]
    # Natural cards onto the side's melds of their rank.
    for index, cards in enumerate(own):
        meld = pos.table.meld(cards)
        if meld.kind in ("natural", "mixed") and meld.rank is not None:
            naturals = g.naturals.get(rank_key(next(c for c in cards if not is_wild(c))), [])
            if naturals:
                move = _try(pos, {"type": "add", "meld": index, "cards": list(naturals)},
                            f"Доложите {ru(naturals)} к своему сочетанию: натуральные карты приближают канасту "
                            "и не лежат на руке штрафом.")
                if move:
                    return move
        if meld.kind == "black_threes" and g.black_threes and rules.black_threes == "meld":
            move = _try(pos, {"type": "add", "meld": index, "cards": list(g.black_threes)},
                        f"Доложите чёрные тройки {ru(g.black_threes)} к своим тройкам: на руке они только штраф.")
            if move:
                return move
    # New melds without wild cards (triples, black threes, escaleras), and a wild canasta at once.
    for candidate in new_meld_candidates(pos, g):
        wild_only = all(is_wild(c) for c in candidate)
        if (wild_only and len(candidate) == CANASTA) or not any(is_wild(c) for c in candidate):
            why = "канаста из одних джокеров и двоек кладётся сразу целиком" if wild_only \
                else "это новое сочетание без джокеров, а джокеры и двойки поберегите для канаст"
            move = _try(pos, {"type": "meld", "melds": [candidate]}, f"Выложите {ru(candidate)}: {why}.")
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
            move = _try(pos, {"type": "add", "meld": index, "cards": [wilds[0]]},
                        f"Доложите {short_ru(card_of(wilds[0]))} к сочетанию {ru(cards)}: до канасты не хватает "
                        f"{count(short, CARD, 'gen')}, и джокеров и двоек для неё у вас хватает.")
            if move:
                return move
    # With few cards left, pairs go down with a wild card.
    if len(pos.hand) <= 5 and wilds:
        for cards in g.naturals.values():
            if len(cards) == 2:
                move = _try(pos, {"type": "meld", "melds": [list(cards) + [wilds[0]]]},
                            f"Карт на руке мало: выложите пару {ru(cards)} и {short_ru(card_of(wilds[0]))}, чтобы "
                            "приблизиться к окончанию и не держать очки на руке.")
                if move:
                    return move
    return None


# -- the discard ---------------------------------------------------------------------------------


def _discard(pos: Position, view: Mapping[str, Any]) -> Choice:
    legal: list[str] = []
    refused: list[str] = []
    for code in sorted(set(pos.hand)):
        try:
            check_discard(pos, {"type": "discard", "card": code})
        except IllegalMove as exc:
            refused.append(exc.message)
            continue
        legal.append(code)
    if not legal:
        # No discard is allowed (a rare corner): anything the rules list will do.
        moves = legal_moves(pos)
        return Choice(moves[0], "Сбросить по правилам ничего нельзя: сделайте этот ход.")
    if len(pos.hand) == 1:
        return Choice({"type": "discard", "card": legal[0]},
                      f"Сбросьте {short_ru(card_of(legal[0]))}: это ваша последняя карта — сбросив её, вы заканчиваете "
                      "игру.")
    if len(legal) == 1:
        # No choice: the reason is the rules' own refusal of the other cards, not a comparison with them.
        why = f"другую карту сбросить нельзя. {refused[0]}" if refused else "других карт у вас на руке нет."
        return Choice({"type": "discard", "card": legal[0]}, f"Сбросьте {short_ru(card_of(legal[0]))}: {why}")
    code = _safest_discard(pos, view, legal)
    return Choice({"type": "discard", "card": code}, f"Сбросьте {short_ru(card_of(code))}: {_discard_reasons(pos, view)[code]}.")


def _next_side_facts(pos: Position, view: Mapping[str, Any]) -> tuple[set[str], set[str], str | None]:
    """What the next player shows: the ranks of his side's melds, the ranks he took with the pile,
    and why he could not take the pile from a natural card now (None: he could, with a pair)."""
    following = (pos.seat + 1) % pos.players
    side = pos.side_of(following)
    ranks = {rank_key(next(c for c in m if not is_wild(c))) for m in pos.melds[side] if any(not is_wild(c) for c in m)}
    taken = {rank_key(c) for c in view["taken"][following]}
    if table_empty_why(pos) is not None:
        closed: str | None = "пакет, пока на столе нет ни одного сочетания, не берёт никто"
    elif pos.rules.pile_frozen_always or pos.pile_wild_or_red or not pos.opened[side]:
        closed = "пакет для следующего игрока заморожен"
    else:
        closed = None
    return ranks, taken, closed


def _discard_reasons(pos: Position, view: Mapping[str, Any]) -> dict[str, str]:
    """Why each card of the hand would be the one to throw, from the facts the bot weighs."""
    counts = Counter(rank_key(c) for c in pos.hand)
    danger, taken, closed = _next_side_facts(pos, view)
    reasons: dict[str, str] = {}
    for code in set(pos.hand):
        rank = rank_key(code)
        if is_wild(code):
            reasons[code] = "ничего, кроме джокеров и двоек, сбросить нельзя, хотя их обычно берегут"
        elif code in BLACK_THREES and pos.table.threes_special():
            reasons[code] = "чёрная тройка закрывает пакет, и следующий игрок не сможет его взять"
        else:
            reasons[code] = _discard_reason(counts[rank], rank in danger and closed is None, rank in taken, closed)
    return reasons


def _safest_discard(pos: Position, view: Mapping[str, Any], legal: list[str]) -> str:
    """The legal discard the next opponent is least likely to want, keeping pairs and wild cards."""
    counts = Counter(rank_key(c) for c in pos.hand)
    danger, taken, closed = _next_side_facts(pos, view)
    own_ranks = {
        rank_key(next(c for c in m if not is_wild(c)))
        for m in pos.melds[pos.side]
        if any(not is_wild(c) for c in m)
    }

    def score(code: str) -> float:
        rank = rank_key(code)
        if is_wild(code):
            return 1000
        if code in BLACK_THREES and pos.table.threes_special():
            return -60  # a blocker: the next player cannot take the pile
        value = float({1: 0, 2: 45, 3: 80}.get(counts[rank], 100))
        if rank in danger and closed is None:
            value += 70
        if rank in taken:
            value += 35
        if rank in own_ranks:
            value += 20
        return value - pos.table.value(code) / 25

    return min(legal, key=lambda code: (score(code), code))


def _discard_reason(held: int, wanted: bool, taken: bool, closed: str | None) -> str:
    """Why a natural card is the one to throw, from the facts the bot weighed (other legal discards
    exist: the comparisons are true)."""
    alone = "одиночная карта, пары к ней у вас нет" if held == 1 else "карта, которая меньше всего нужна вам"
    if wanted:
        return alone + ", хотя у следующего игрока есть такое сочетание — другие карты отдать ему ещё опаснее"
    if taken:
        return alone + ", хотя следующий игрок уже брал такую карту — остальные ему нужнее"
    if closed:
        return f"{alone}, а {closed}"
    return alone + ", и следующему игроку она, судя по его сочетаниям, не нужна"
