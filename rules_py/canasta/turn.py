"""The checks of every canasta move, on what the player to move sees (a Position).

A turn (X-101): draw from the stock (one card, or two in the three-pack game and Combo) or take the
pile; then lay new melds, lay cards off onto the side's melds (and, where the preset allows, onto the
opponents' melds or exchange a joker), in as many steps as he likes; then discard one card. Each
check returns a normalised plan of the move or raises IllegalMove with the reason in Russian; the
engine applies the plan. Nothing here changes the position.

The rules that stop a player from painting himself into a corner: he may not be left with fewer than
two cards unless he may go out (the last card is discarded or melded), and in Combo he always keeps a
card (X-66).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from rules_py.canasta.melds import BadMeld, Meld, same_rank_problem
from rules_py.canasta.opening import opening_minimum
from rules_py.canasta.presets import CanastaRules
from rules_py.canasta.position import (
    BLACK_THREES,
    CANASTA,
    RED_THREES,
    Position,
    card_of,
    is_wild,
    meld_order,
    rank_key,
    ru,
)
from rules_py.canasta.words import CANASTAS_RU, POINTS_RU, TIMES_RU, count_ru, rank_accusative_ru
from rules_py.errors import BadCard, IllegalMove
from rules_py.words import CANASTA as CANASTA_WORD
from rules_py.words import count as counted, player_ru, short_ru

Move = Mapping[str, Any]


@dataclass(frozen=True)
class Add:
    """Cards laid off onto a meld on the table (side, index of the meld in that side's list)."""

    side: int
    meld: int
    cards: tuple[str, ...]


@dataclass
class MeldPlan:
    """New melds and lay-offs of one step, checked."""

    new: list[list[str]]
    adds: list[Add]
    used: list[str]
    after: list[list[list[str]]]  # every side's melds after the step
    opens: bool  # this step is the side's opening
    created: list[int]  # indices of the new melds in the side's list


@dataclass
class TakePlan:
    """Taking the pile: the top card with cards from hand (onto a meld or as a new one), checked."""

    top: str
    cards: list[str]
    onto: int | None
    extra: list[list[str]]  # melds from hand shown with it for the opening
    after: list[list[list[str]]]
    opens: bool
    created: list[int]


@dataclass(frozen=True)
class Exchange:
    side: int
    meld: int
    card: str
    wild: str


# -- small helpers -----------------------------------------------------------------------------


def parse_codes(value: object, what: str) -> list[str]:
    """A list of card codes from a move, canonical («TH» → «10H»)."""
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise IllegalMove(f"{what}: нужен список кодов карт, например [\"KS\", \"KH\"].")
    try:
        return [card_of(v.strip().upper()).code for v in value]
    except BadCard as exc:
        raise IllegalMove(exc.message) from exc


def _index(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise IllegalMove(f"{what}: нужен номер (целое число).")
    return value


def take_from(hand: Sequence[str], cards: Sequence[str]) -> list[str]:
    """The hand without `cards`; refuses cards the player does not hold."""
    if len(cards) == 1 and cards[0] in hand:
        left = list(hand)
        left.remove(cards[0])
        return left
    have = Counter(hand)
    for code, count in Counter(cards).items():
        if have[code] == 0:
            raise IllegalMove(f"У вас нет карты {short_ru(card_of(code))}.")
        if have[code] < count:
            held = "она одна" if have[code] == 1 else f"их {have[code]}"
            raise IllegalMove(f"Карта {short_ru(card_of(code))} указана {count_ru(count, TIMES_RU)}, а у вас {held}.")
        have[code] -= count
    left = list(hand)
    for code in cards:
        left.remove(code)
    return left


def _meld(pos: Position, cards: Sequence[str]) -> Meld:
    try:
        return pos.table.meld(cards)
    except BadMeld as exc:
        raise IllegalMove(exc.message) from exc


def is_closed_set(pos: Position, meld: Meld) -> bool:
    """Combo's set of black threes: laid at any time, nothing added, not an opening (X-55)."""
    return meld.kind == "black_threes" and pos.rules.black_threes == "closed"


def _whose(pos: Position) -> str:
    return "у вашей стороны" if pos.partnership else "у вас"


def _need_phase(pos: Position, *phases: str) -> None:
    if pos.phase in phases:
        return
    if pos.phase == "draw":
        raise IllegalMove("Сначала возьмите карту из прикупа или пакет.")
    if pos.phase == "meld":
        raise IllegalMove("Карту или пакет вы уже взяли: теперь выкладывайте сочетания и сбросьте карту.")
    if pos.phase == "double_out":
        raise IllegalMove("Партнёр закончил игру: можно только выложить все карты (двойное окончание) или отказаться.")
    raise IllegalMove("Сдача окончена.")


# -- opening, going out, keeping cards -----------------------------------------------------------


def opening_problem(pos: Position, melds: Sequence[Sequence[str]], with_top: bool = False) -> str | None:
    """Why these melds (the side's first) do not open it under its score, or None."""
    need = opening_minimum(pos.rules, pos.scores[pos.side])
    if need.canasta_required:
        # one player lays the seven cards of a canasta at once (with the top card if he takes the pile).
        if any(len(m) >= CANASTA and pos.table.meld(m).is_canasta for m in melds):
            return None
        return need.why_ru + (" Верхняя карта пакета должна войти в эту канасту." if with_top else "")
    points = sum(pos.table.points(m) for m in melds)
    assert need.points is not None
    if points >= need.points:
        return None
    what = "вместе с верхней картой пакета " if with_top else ""
    return (
        f"Для первого выкладывания нужно {count_ru(need.points, POINTS_RU)}, а у вас {what}{points}."
    )


def go_out_problem(pos: Position, side_melds: Sequence[Sequence[str]], own_new: Sequence[Sequence[str]]) -> str | None:
    """Why the player to move may not go out with his side's melds as given, or None."""
    rules = pos.rules
    if not rules.going_out_allowed:
        return (
            f"в варианте «{rules.name_ru}» игру не заканчивают: играют, пока есть прикуп, "
            "и последнюю карту не сбрасывают"
        )
    canastas = sum(1 for m in side_melds if len(m) >= CANASTA and pos.table.meld(m).is_canasta)
    need = rules.canastas_to_go_out
    if canastas < need:
        now = f"сейчас их {canastas}" if canastas else "сейчас нет ни одной"
        return f"закончить игру можно, только когда {_whose(pos)} выложено не меньше {counted(need, CANASTA_WORD, 'gen')}: {now}"
    if not pos.melded_before:  # all his cards in one turn, «с рук»
        if not rules.concealed_allowed:
            return (
                f"в варианте «{rules.name_ru}» закончить игру за один раз нельзя: свои карты надо выкладывать "
                "и в одном из прежних ходов"
            )
        if not rules.concealed_first_round and pos.first_round:
            return "закончить игру за один раз можно, но не на первом круге"  # 003, X-79
        if need >= 1 and not any(len(m) >= CANASTA and pos.table.meld(m).is_canasta for m in own_new):
            return "заканчивая игру с рук, нужно выложить и свою канасту"  # 002
    return None


def discard_problem(pos: Position, card: str, left_after: int, side_melds: Sequence[Sequence[str]],
                    own_new: Sequence[Sequence[str]]) -> str | None:
    """Why `card` may not be discarded now (`left_after` cards would stay in hand), or None."""
    rules = pos.rules
    if card in BLACK_THREES and pos.table.threes_special() and not rules.black_three_discard_first_round \
            and pos.first_round:
        return f"В варианте «{rules.name_ru}» в первом круге чёрные тройки сбрасывать нельзя."
    if pos.table.red_three_premium(card) and not rules.red_three_discard:
        return "Красную тройку не сбрасывают: её выкладывают перед собой и берут карту взамен."
    if left_after == 0:
        if not rules.last_card_discard_allowed:
            return f"В варианте «{rules.name_ru}» последнюю свою карту сбрасывать нельзя."
        reason = go_out_problem(pos, side_melds, own_new)
        if reason:
            return f"Сбросить последнюю карту — значит закончить игру, а {reason}."
    return None


def keep_problem(pos: Position, left: Sequence[str], side_melds: Sequence[Sequence[str]],
                 own_new: Sequence[Sequence[str]]) -> str | None:
    """Why the player may not be left holding `left` after melding (he must still be able to discard)."""
    if not left:
        reason = go_out_problem(pos, side_melds, own_new)
        return f"Выложить все карты можно, только заканчивая игру, а {reason}." if reason else None
    if len(left) == 1:
        reason = go_out_problem(pos, side_melds, own_new)
        if reason:
            return (
                "Нельзя оставить на руках одну карту: её пришлось бы сбросить последней, "
                f"а {reason}."
            )
    if all(discard_problem(pos, c, len(left) - 1, side_melds, own_new) for c in set(left)):
        return "После этого у вас не останется карты, которую можно сбросить."
    return None


def _own_new(pos: Position, after: Sequence[Sequence[Sequence[str]]], created: Sequence[int]) -> list[list[str]]:
    side = after[pos.side]
    return [list(side[i]) for i in list(pos.new_melds) + list(created) if i < len(side)]


# -- melding -------------------------------------------------------------------------------------


def _adds_of(move: Move) -> list[tuple[int | None, int, list[str]]]:
    raw = move.get("add")
    if move.get("type") == "add":
        raw = [{"meld": move.get("meld"), "cards": move.get("cards"), "side": move.get("side")}]
    if raw is None:
        return []
    if not isinstance(raw, list) or not all(isinstance(a, dict) for a in raw):
        raise IllegalMove("Докладка записана неверно: нужен список, где у каждой докладки указаны сочетание и карты.")
    result: list[tuple[int | None, int, list[str]]] = []
    for item in raw:
        side = item.get("side")
        result.append((
            None if side is None else _index(side, "«side»"),
            _index(item.get("meld"), "«meld»"),
            parse_codes(item.get("cards"), "«cards»"),
        ))
    return result


def _news_of(move: Move) -> list[list[str]]:
    raw = move.get("melds", [])
    if not isinstance(raw, list):
        raise IllegalMove("Сочетания записаны неверно: нужен список сочетаний, каждое — список карт.")
    return [parse_codes(m, "Сочетание") for m in raw]


def _side_label(pos: Position, side: int) -> str:
    if side == pos.side:
        return "вашей стороны" if pos.partnership else "ваших"
    return "противников" if pos.partnership else player_ru(side, "gen")


def check_melds(pos: Position, move: Move, *, all_cards: bool = False) -> MeldPlan:
    """New melds and lay-offs (`{"type": "meld", "melds": [...], "add": [...]}` or `{"type": "add", ...}`)."""
    _need_phase(pos, "double_out" if all_cards else "meld")
    rules = pos.rules
    new = [sorted(m, key=meld_order) for m in _news_of(move)]
    adds_raw = _adds_of(move)
    used = [c for m in new for c in m] + [c for _, _, cards in adds_raw for c in cards]
    if not used:
        raise IllegalMove("Укажите, какие карты выложить: новые сочетания или карты, которые докладываете.")
    for code in used:
        if pos.table.red_three_premium(code):
            raise IllegalMove(
                f"Красная тройка ({short_ru(card_of(code))}) не входит в сочетания: её кладут перед собой отдельно."
            )
    left = take_from(pos.hand, used)
    if all_cards and left:
        raise IllegalMove(
            f"При двойном окончании выкладывают все (и только все) карты с рук; осталось: {ru(left)}."
        )
    after = [[list(m) for m in side] for side in pos.melds]
    touched: set[tuple[int, int]] = set()
    adds: list[Add] = []
    for side_given, index, cards in adds_raw:
        side = pos.side if side_given is None else side_given
        if not 0 <= side < pos.sides:
            raise IllegalMove(f"Нет стороны №{side}.")
        if side != pos.side and (all_cards or not rules.add_to_opponents_melds):
            raise IllegalMove("Подкладывать карты к сочетаниям противника нельзя: только к своим и партнёра.")
        if not pos.opened[pos.side]:
            raise IllegalMove("Докладывать карты можно только после первого выкладывания вашей стороны.")
        if not cards:
            raise IllegalMove("Укажите карты для докладки.")
        if not 0 <= index < len(after[side]):
            raise IllegalMove(f"У {_side_label(pos, side)} нет сочетания №{index + 1}.")
        target = _meld(pos, after[side][index])
        if is_closed_set(pos, target):
            raise IllegalMove("К комплекту чёрных троек ничего не кладут.")
        if target.kind == "escalera":
            raise IllegalMove("Эскалера — ровно семь карт подряд: к ней ничего не докладывают.")
        after[side][index] = sorted(after[side][index] + cards, key=meld_order)
        touched.add((side, index))
        adds.append(Add(side, index, tuple(cards)))
    created = []
    for meld in new:
        created.append(len(after[pos.side]))
        after[pos.side].append(meld)
        touched.add((pos.side, created[-1]))
    checked: dict[tuple[int, int], Meld] = {}
    for side, index in sorted(touched):
        cards = after[side][index]
        try:
            checked[(side, index)] = pos.table.meld(cards)
        except BadMeld as exc:
            raise IllegalMove(f"{exc.message.rstrip('.')} ({ru(cards)}).") from None
    for side in {s for s, _ in touched}:
        problem = same_rank_problem([pos.table.meld(m) for m in after[side]], rules)
        if problem:
            raise IllegalMove(problem)
    own_new = _own_new(pos, after, created)
    opens = False
    if not pos.opened[pos.side] and not all_cards:
        counting = [m for i, m in zip(created, new) if not is_closed_set(pos, checked[(pos.side, i)])]
        if counting:
            opens = True
            problem = opening_problem(pos, counting)
            if problem:
                # 002: going out «с рук» after drawing from the stock needs no opening minimum.
                concealed_out = (
                    pos.source == "stock" and len(left) <= 1 and not pos.melded_before
                    and keep_problem(pos, left, after[pos.side], own_new) is None
                )
                if not concealed_out:
                    raise IllegalMove(problem)
    if not all_cards:
        problem = keep_problem(pos, left, after[pos.side], own_new)
        if problem:
            raise IllegalMove(problem)
    return MeldPlan(new, adds, used, after, opens, created)


def check_exchange(pos: Position, move: Move) -> Exchange:
    """`{"type": "exchange", "side": s, "meld": i, "card": "KS", "wild": "JK"}`: a natural card for a joker."""
    _need_phase(pos, "meld")
    rules = pos.rules
    if rules.joker_exchange == "none":
        raise IllegalMove(f"В варианте «{rules.name_ru}» джокеры из сочетаний не выменивают.")
    side = move.get("side", pos.side)
    side = _index(side, "«side»")
    if not 0 <= side < pos.sides:
        raise IllegalMove(f"Нет стороны №{side}.")
    if rules.joker_exchange == "opponents" and side == pos.side:
        raise IllegalMove(f"В варианте «{rules.name_ru}» менять джокер можно только в сочетаниях противника.")
    if not pos.opened[pos.side]:
        raise IllegalMove("Менять джокер можно только после первого выкладывания вашей стороны.")
    index = _index(move.get("meld"), "«meld»")
    if not 0 <= index < len(pos.melds[side]):
        raise IllegalMove(f"У {_side_label(pos, side)} нет сочетания №{index + 1}.")
    (card,) = parse_codes([move.get("card")] if isinstance(move.get("card"), str) else move.get("card"), "«card»")
    (wild,) = parse_codes([move.get("wild")] if isinstance(move.get("wild"), str) else move.get("wild"), "«wild»")
    cards = pos.melds[side][index]
    meld = _meld(pos, cards)
    if not is_wild(wild) or wild not in cards:
        raise IllegalMove(f"В этом сочетании нет карты {short_ru(card_of(wild))}, которую можно выменять.")
    if meld.rank is None or meld.kind not in ("mixed", "natural"):
        raise IllegalMove("Джокер меняют только в сочетании карт одного достоинства.")
    if is_wild(card) or card_of(card).rank is not meld.rank:
        raise IllegalMove(
            f"{card_of(wild).name_ru.capitalize()} в этом сочетании заменяет {rank_accusative_ru(meld.rank)}: "
            f"взамен кладут только натуральную карту того же достоинства, а не {short_ru(card_of(card))}."
        )
    take_from(pos.hand, [card])
    changed = list(cards)
    changed.remove(wild)
    changed.append(card)
    _meld(pos, changed)
    return Exchange(side, index, card, wild)


def check_red_three(pos: Position, move: Move) -> str:
    """With the option «red_three_discard» a red three stays in hand until he lays it (X-57)."""
    _need_phase(pos, "meld")
    (card,) = parse_codes([move.get("card")], "«card»")
    if not pos.table.red_three_premium(card):
        raise IllegalMove("Так выкладывают только красную тройку.")
    if not pos.rules.red_three_discard:
        raise IllegalMove("Красные тройки выкладываются сами, как только приходят.")
    left = take_from(pos.hand, [card])
    if pos.stock_size == 0:
        problem = keep_problem(pos, left, pos.melds[pos.side], _own_new(pos, pos.melds, []))
        if problem:
            raise IllegalMove(problem)
    return card


def check_discard(pos: Position, move: Move) -> str:
    """`{"type": "discard", "card": "5C"}`: the end of the turn; the last card ends the deal."""
    _need_phase(pos, "meld")
    card = move.get("card")
    (code,) = parse_codes([card] if isinstance(card, str) else card, "«card»")
    left = take_from(pos.hand, [code])
    problem = discard_problem(pos, code, len(left), pos.melds[pos.side], _own_new(pos, pos.melds, []))
    if problem:
        raise IllegalMove(problem)
    return code


# -- the draw and the pile -----------------------------------------------------------------------


def check_draw(pos: Position) -> None:
    _need_phase(pos, "draw")
    if pos.stock_size == 0:
        raise IllegalMove(
            "Прикуп кончился: можно взять пакет, если это разрешено, или отказаться — тогда сдача окончена."
        )


def check_pass(pos: Position) -> None:
    _need_phase(pos, "draw")
    if pos.stock_size > 0:
        raise IllegalMove("Отказаться от хода нельзя: возьмите карту из прикупа или пакет.")


def frozen_why(pos: Position) -> str | None:
    """Why the pile is frozen for the player to move (only a natural pair takes it), or None."""
    rules = pos.rules
    if rules.pile_frozen_always:
        return f"в варианте «{rules.name_ru}» так всегда"
    if rules.pile_frozen_by_wild and pos.pile_wild_or_red:
        return "в нём лежит джокер, двойка или красная тройка"
    if not pos.opened[pos.side]:
        return "ваша сторона ещё не открылась" if pos.partnership else "вы ещё не открылись"
    return None


def table_empty_why(pos: Position) -> str | None:
    """000/001: while no combination lies on the table the game is closed and nobody takes the pile.

    The preset's `pile_while_table_empty` is "closed" for the books that say so (X-46); the first
    player's up-card exchange is not a pile pickup and stays allowed. Combo's set of black threes is
    laid at any time and does not open the game.
    """
    if pos.rules.pile_while_table_empty != "closed":
        return None
    if any(not is_closed_set(pos, pos.table.meld(m)) for side in pos.melds for m in side):
        return None
    return "пока на столе нет ни одного сочетания, игра закрыта и пакет не берёт никто"


def top_problem(pos: Position) -> str | None:
    """Why nobody may take the pile from its top card, or None."""
    top = pos.pile_top
    if top is None:
        return "Пакет пуст."
    if is_wild(top):
        return f"Наверху пакета {card_of(top).name_ru}: с джокера или двойки пакет не берут."
    if pos.table.blocks_pile(top):
        colour = "Красная" if top in RED_THREES else "Чёрная"
        return f"{colour} тройка наверху закрывает пакет: его нельзя взять до следующего сброса."
    return None


def _pile_gain(pos: Position) -> int:
    """Cards of the pile (the top card aside) that go into the taker's hand."""
    gain = pos.pile_size - 1 - pos.pile_reds
    if pos.rules.black_threes == "collected":
        gain -= pos.pile_blacks  # Cuban: they leave the game and score for the side
    return gain


def check_take(pos: Position, move: Move) -> TakePlan:
    """`{"type": "take_pile", "meld": ["KS", "KH"], "onto": i?, "melds": [[...]]?}` (X-50: the whole pile)."""
    _need_phase(pos, "draw")
    rules = pos.rules
    problem = top_problem(pos)
    if problem:
        raise IllegalMove(problem)
    closed = table_empty_why(pos)
    if closed:
        raise IllegalMove(f"Взять пакет нельзя: {closed}.")
    top = pos.pile_top
    assert top is not None
    rank = rank_key(top)
    cards = parse_codes(move.get("meld", []), "«meld»")
    extra = [sorted(m, key=meld_order) for m in _news_of(move)]
    onto_raw = move.get("onto")
    onto = None if onto_raw is None else _index(onto_raw, "«onto»")
    left = take_from(pos.hand, cards + [c for m in extra for c in m])
    for code in cards:
        if not is_wild(code) and rank_key(code) != rank:
            raise IllegalMove(
                f"К верхней карте ({short_ru(card_of(top))}) можно добавить только карты того же достоинства, "
                f"джокеры и двойки, а не {short_ru(card_of(code))}."
            )
    naturals = sum(1 for c in cards if not is_wild(c))
    wilds = len(cards) - naturals
    frozen = frozen_why(pos)
    side_melds = pos.melds[pos.side]
    same = [i for i, m in enumerate(side_melds) if pos.table.meld(m).rank is card_of(top).rank
            and pos.table.meld(m).kind in ("natural", "mixed")]
    if frozen and naturals < 2:
        raise IllegalMove(
            "Пакет заморожен: брать его можно только с натуральной парой к верхней карте "
            f"({short_ru(card_of(top))}) — {frozen}."
        )
    if onto is None and same and not rules.same_rank_melds:
        onto = same[0]  # the cards of that rank go onto the side's meld of it
    if onto is not None:
        if not 0 <= onto < len(side_melds) or onto not in same:
            raise IllegalMove(f"Верхнюю карту ({short_ru(card_of(top))}) можно положить только к своему сочетанию того же достоинства.")
    allowed = (
        naturals >= 2
        or (rules.pile_with_one_natural_and_wild and naturals >= 1 and wilds >= 1)
        or (onto is not None and rules.pile_onto_meld)
    )
    if not allowed:
        raise IllegalMove(f"Взять пакет с {short_ru(card_of(top))} можно, только {pile_ways_ru(rules)}.")
    after = [[list(m) for m in side] for side in pos.melds]
    own = after[pos.side]
    if onto is not None:
        own[onto] = sorted(own[onto] + [top] + cards, key=meld_order)
        top_meld = own[onto]
        created = []
    else:
        top_meld = sorted([top] + cards, key=meld_order)
        own.append(top_meld)
        created = [len(own) - 1]
    _meld(pos, top_meld)
    for meld in extra:
        created.append(len(own))
        own.append(meld)
        try:
            pos.table.meld(meld)
        except BadMeld as exc:
            raise IllegalMove(f"{exc.message.rstrip('.')} ({ru(meld)}).") from None
    problem = same_rank_problem([pos.table.meld(m) for m in own], rules)
    if problem:
        raise IllegalMove(problem)
    opens = not pos.opened[pos.side]
    if opens:
        counting = [top_meld] + [m for m in extra if not is_closed_set(pos, pos.table.meld(m))]
        problem = opening_problem(pos, counting, with_top=True)
        if problem and opening_minimum(rules, pos.scores[pos.side]).canasta_required:
            problem = opening_problem(pos, [top_meld], with_top=True)
        if problem:
            raise IllegalMove(problem)
    own_new = _own_new(pos, after, created)
    gain = _pile_gain(pos)
    if gain == 0:
        problem = keep_problem(pos, left, own, own_new)
    elif not left and gain == 1:
        reason = go_out_problem(pos, own, own_new)
        problem = (
            "Нельзя оставить на руках одну карту: её пришлось бы сбросить последней, "
            f"а {reason}." if reason else None
        )
    else:
        problem = None  # the cards of the pile can always be discarded
    if problem:
        raise IllegalMove(problem)
    return TakePlan(top, cards, onto, extra, after, opens, created)


def pile_ways_ru(rules: CanastaRules) -> str:
    """The ways the preset sells an unfrozen pile, for messages: «показав две натуральные карты …»."""
    ways = ["показав две натуральные карты того же достоинства"]
    if rules.pile_with_one_natural_and_wild:
        ways.append("одну такую карту с джокером")
    if rules.pile_onto_meld:
        ways.append("положив верхнюю карту к своему сочетанию того же достоинства")
    return ", ".join(ways[:-1]) + " или " + ways[-1] if len(ways) > 1 else ways[0]


def check_upcard(pos: Position) -> str:
    """The first player's right on his first turn: the up-card alone into his hand (X-46, X-81)."""
    _need_phase(pos, "draw")
    rules = pos.rules
    if not rules.first_player_upcard:
        raise IllegalMove(f"В варианте «{rules.name_ru}» открытую карту отдельно от пакета не берут.")
    if pos.turn_number != 0:
        raise IllegalMove("Открытую карту без пакета может взять только первый игрок в свой первый ход.")
    problem = top_problem(pos)
    if problem:
        raise IllegalMove(problem)
    top = pos.pile_top
    assert top is not None
    if rules.first_player_upcard_show:
        shown = [c for c in pos.hand if not is_wild(c) and rank_key(c) == rank_key(top)]
        if not shown:
            raise IllegalMove(
                f"Взять открытую карту ({short_ru(card_of(top))}) можно, только показав карту, к которой она "
                "пойдёт, а карт того же достоинства у вас нет."
            )
        return shown[0]
    return top


def double_out_possible(pos: Position) -> bool:
    return bool(pos.partnership and pos.rules.double_out_premium)


def canastas_word(n: int) -> str:
    return count_ru(n, CANASTAS_RU)
