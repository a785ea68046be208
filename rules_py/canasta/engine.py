"""Canasta as a state machine, for every preset: the deal, the turns, going out, the score of the deal.

Seats are numbered clockwise from the first dealer's left: seat 0 plays first, the dealer is the last
seat (``rules_py.dealing.deal("canasta.<preset>", players, seed)`` deals the cards and turns the up-card
again while it is a three or a wild card; the re-turned cards stay in the pile and freeze it, X-49).
Partners sit opposite (seats 0 & 2 against 1 & 3); in the three-handed and 15-card games each plays for
himself. "Side" is a partnership or, in those games, a single player.

A turn (X-101) is several moves by the same seat:

* ``{"type": "draw"}`` — one card from the stock, two in the three-pack game and Combo. Red threes are
  laid out at once and replaced (dealt ones are laid out at the deal and replaced at the start of the
  player's first turn); where the option ``red_three_discard`` (003, X-57) is on, a red three stays in
  hand until ``{"type": "red_three", "card": "3H"}`` or a discard.
* ``{"type": "take_pile", "meld": ["KS", "KH"], "onto": i?, "melds": [[...]]?}`` — the top card with
  cards from hand (a new meld, or ``onto`` the side's meld i of that rank); a side that has not opened
  may show more melds from hand (``melds``) to reach its opening minimum. The taker gets the whole pile
  (X-50).
* ``{"type": "take_upcard"}`` — the first player's right on his first turn: the up-card alone (X-46,
  X-81; only where the preset has it).
* ``{"type": "meld", "melds": [[...], ...], "add": [{"meld": i, "cards": [...], "side": s?}]}`` and
  ``{"type": "add", "meld": i, "cards": [...], "side": s?}`` — new melds and lay-offs, any number of
  steps; ``side`` names the opponents where the preset lets one lay off onto their melds (003).
* ``{"type": "exchange", "side": s, "meld": i, "card": "KS", "wild": "JK"}`` — a natural card for a
  wild card in a meld (003; 31.а: only the opponents').
* ``{"type": "discard", "card": "5C"}`` — the end of the turn. Discarding or melding the last card goes
  out, where the preset allows it.
* ``{"type": "pass"}`` — the stock is exhausted and the player does not take the pile: the deal ends
  (X-53). If he cannot take it, the deal ends by itself.
* ``{"type": "double_out", "melds": [...], "add": [...]}`` / ``{"type": "decline"}`` — the partner of
  the player who went out lays down all his cards at once (002) or not; no one asks permission (X-48).
* ``{"type": "next_deal"}`` — with the option ``match``, after a deal, until a side reaches the target.

Engine options (the rest are the preset's, see presets.py): ``teaching`` (every view shows every hand
and hints), ``match`` (play deals to the preset's target), ``scores`` (the sides' scores before the
first deal: they set the opening minimum). The view's ``score_sheet`` has a row per finished deal and
the running totals; the result says who won and by how many points; ``hint`` gives the bot's move
with its reason and the notes of the teaching mode (``hints_ru``).

>>> e = CanastaEngine()
>>> s = e.new_game("canasta.classic", 4, 3, {})
>>> e.to_move(s), s["phase"], len(s["hands"][0]) + len(s["red_threes"][0]) >= 11
(0, 'draw', True)
>>> while e.result(s) is None:
...     s = e.play(s, e.bot_move(s))
>>> sorted(e.result(s)["deal"]["sides"][0]) == ['lines', 'name_ru', 'seats', 'side', 'total']
True
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from rules_py.canasta import plan
from rules_py.canasta.bot import choose_move, decide
from rules_py.canasta.melds import canasta_name_ru
from rules_py.canasta.opening import opening_minimum
from rules_py.canasta.position import (
    BLACK_THREES,
    RED_THREES,
    Position,
    Table,
    card_of,
    hand_order,
    is_wild,
    meld_order,
    ru,
    table_for,
)
from rules_py.canasta.presets import PRESETS, deck_cards
from rules_py.canasta.scoring import score_hand
from rules_py.canasta.turn import (
    check_discard,
    check_draw,
    check_exchange,
    check_melds,
    check_pass,
    check_red_three,
    check_take,
    check_upcard,
    frozen_why,
    pile_ways_ru,
    table_empty_why,
    top_problem,
)
from rules_py.canasta.words import CARDS_RU, count_ru, plural_ru
from rules_py.words import PLAYERS_RU
from rules_py.cards import codes
from rules_py.dealing import check_seed, deal
from rules_py.errors import BadRequest, IllegalMove, RulesError
from rules_py.games import Move, State, register_engine
from rules_py.rng import SeededRandom
from rules_py.standings import Party, score_sheet, verdicts
from rules_py.words import CANASTA as CANASTA_WORD
from rules_py.words import count as counted, short_ru

DEALS_GENITIVE_RU = ("сдачи", "сдач", "сдач")  # «после 1 сдачи, 5 сдач»

ENGINE_OPTIONS = ("teaching", "match", "scores")


def deal_seed(seed: int, index: int) -> int:
    """The seed of the deal with this index: the game's seed for the first, then derived ones."""
    if index == 0:
        return seed
    return SeededRandom(seed ^ (index * 0x9E3779B97F4A7C15 & ((1 << 64) - 1))).next64() >> 1


def seat_name(seat: int) -> str:
    return f"Игрок {seat + 1}"


def side_seats(players: int, partnership: bool, side: int) -> list[int]:
    return [side, side + 2] if partnership else [side]


def side_name(players: int, partnership: bool, side: int) -> str:
    if partnership:
        return f"Игроки {side + 1} и {side + 3}"
    return seat_name(side)


def _clone(state: State) -> State:
    copied: State = json.loads(json.dumps(state))
    return copied


class CanastaEngine:
    """The Engine of every canasta preset (see the module docstring)."""

    # -- setting up ------------------------------------------------------------------------------

    def new_game(self, game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
        if game_id not in PRESETS:
            raise BadRequest(f"Нет такого варианта канасты «{str(game_id)[:60]}».")
        if not isinstance(options, dict):
            raise BadRequest("Параметры правил (options) должны быть объектом JSON.")
        preset_options = {k: v for k, v in options.items() if k not in ENGINE_OPTIONS}
        if preset_options.get("deck") == PRESETS[game_id].deck:
            del preset_options["deck"]  # the shared game table always names its deck, even the only one
        table = table_for(game_id, preset_options)
        rules = table.rules
        if players != rules.players and "players" in rules.options_allowed and "players" not in preset_options:
            # The table's own player count is the preset's option (X-76: partners only at four).
            preset_options["players"] = players
            table = table_for(game_id, preset_options)
            rules = table.rules
        if isinstance(players, bool) or players not in rules.players_options:
            allowed = " или ".join(str(p) for p in rules.players_options)
            raise BadRequest(f"В варианте «{rules.name_ru}» играют {allowed} {plural_ru(rules.players_options[-1], PLAYERS_RU)}, "
                             f"а не {players}.")
        seed = check_seed(seed)
        for name in ("teaching", "match"):
            if not isinstance(options.get(name, False), bool):
                raise BadRequest(f"Опция «{name}» — true или false.")
        sides = 2 if rules.partnership else players
        scores = options.get("scores", [0] * sides)
        if not isinstance(scores, list) or len(scores) != sides or not all(
            isinstance(s, int) and not isinstance(s, bool) and -1_000_000 <= s <= 1_000_000 for s in scores
        ):
            raise BadRequest(f"Опция «scores» — список из {sides} целых чисел: счёт сторон до сдачи.")
        state: State = {
            "game": game_id,
            "players": players,
            "seed": seed,
            "options": preset_options,
            "teaching": bool(options.get("teaching", False)),
            "match": bool(options.get("match", False)),
            "scores": list(scores),
            "history": [],
        }
        _start_deal(state, table, 0)
        return state

    # -- queries ---------------------------------------------------------------------------------

    def to_move(self, state: State) -> int | None:
        if state["phase"] == "over":
            return None
        return int(state["turn"])

    def legal_moves(self, state: State) -> list[Move]:
        seat = self.to_move(state)
        if seat is None:
            return []
        return plan.legal_moves(position_of(state, seat))

    def result(self, state: State) -> dict[str, Any] | None:
        if state["phase"] != "over":
            return None
        deal_result = state["deal_result"]
        scores = list(state["scores"])
        best = max(scores)
        winners = [i for i, s in enumerate(scores) if s == best]
        rules = _table(state).rules
        players = state["players"]
        parties = [Party(side_name(players, rules.partnership, i), tuple(side_seats(players, rules.partnership, i)), s)
                   for i, s in enumerate(scores)]
        verdict, per_seat = verdicts(parties, players)
        played = len(state["history"])
        match = f"Партия до {rules.target} окончена после {count_ru(played, DEALS_GENITIVE_RU)}. " if state["match"] else ""
        return {
            "deal": deal_result,
            "scores": scores,
            "winners": winners,
            "winner": winners[0] if len(winners) == 1 else None,
            "margin": best - max((s for s in scores if s != best), default=best),
            "deals": played,
            "match": state["match"],
            "target": rules.target if state["match"] else None,
            "summary_ru": f"{deal_result['how_ru']} {match}{verdict}",
            "verdict_ru": verdict,
            "verdicts_ru": per_seat,
        }

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """What `seat` sees; with the option «teaching», every hand and hints for the reader."""
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < state["players"]):
            raise BadRequest(f"Нет места {seat}: места — от 0 до {state['players'] - 1}.")
        view = _public_view(state, seat)
        if state["teaching"]:
            view["hands"] = [list(h) for h in state["hands"]]
            if seat is not None and state["phase"] != "over":
                view["hints_ru"] = hints_ru(Position.from_view(view))
        return view

    # -- moves -----------------------------------------------------------------------------------

    def bot_move(self, state: State) -> Move:
        seat = self.to_move(state)
        if seat is None:
            raise IllegalMove("Сдача окончена.")
        return choose_move(_public_view(state, seat))

    def hint(self, state: State) -> dict[str, Any]:
        """The bot's move for the player to move and its reason, with what the rules say about the
        position (`hints_ru`, the notes of the teaching mode); from that player's view only."""
        seat = self.to_move(state)
        if seat is None:
            raise IllegalMove("Сдача окончена.")
        view = _public_view(state, seat)
        return decide(view).to_hint(hints_ru(Position.from_view(view)))

    def play(self, state: State, move: Move) -> State:
        if not isinstance(move, dict):
            raise IllegalMove("Ход — объект JSON вида {\"type\": \"draw\"}.")
        if state.get("phase") == "over":
            raise IllegalMove("Сдача окончена.")
        try:
            new = _clone(state)
            _play(new, move)
        except RulesError:
            raise
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
            raise BadRequest(f"Состояние партии повреждено или ход непонятен ({type(exc).__name__}).") from exc
        return new

    def describe_move(self, state: State, move: Move) -> str:
        """A Russian line for the move log (the drawn cards stay hidden)."""
        try:
            return _describe(state, move)
        except (KeyError, IndexError, TypeError, ValueError, RulesError):
            return "ход"


# -- a position made by hand (tests, worked examples on the pages) ------------------------------


def build_state(
    game: str,
    hands: list[list[str]],
    *,
    pile: list[str] | None = None,
    stock: list[str] | None = None,
    melds: list[list[list[str]]] | None = None,
    red_threes: list[list[str]] | None = None,
    black_threes: list[list[str]] | None = None,
    opened: list[bool] | None = None,
    melded: list[bool] | None = None,
    turn: int = 0,
    phase: str = "draw",
    turn_number: int = 8,
    source: str | None = None,
    melded_before: bool | None = None,
    new_melds: list[int] | None = None,
    scores: list[int] | None = None,
    options: dict[str, Any] | None = None,
) -> State:
    """A state with the given cards where they are; the rest of the deck is the stock (deck order)
    unless `stock` is given. Sides that have melds count as opened unless `opened` says otherwise.

    >>> s = build_state("canasta.classic", [["KS", "KH", "5C", "6D"], ["4C"], ["4D"], ["4H"]],
    ...                 pile=["KD"], melds=[[["QS", "QH", "QD"]], []])
    >>> after = ENGINE.play(s, {"type": "take_pile", "meld": ["KS", "KH"]})
    >>> after["melds"][0], after["hands"][0], after["phase"]
    ([['QS', 'QH', 'QD'], ['KS', 'KH', 'KD']], ['6D', '5C'], 'meld')
    """
    options = dict(options or {})
    engine_options = {k: options.pop(k) for k in ENGINE_OPTIONS if k in options}
    table = table_for(game, options)
    rules = table.rules
    players = len(hands)
    sides = 2 if rules.partnership else players
    melds = melds if melds is not None else [[] for _ in range(sides)]
    red_threes = red_threes if red_threes is not None else [[] for _ in range(sides)]
    black_threes = black_threes if black_threes is not None else [[] for _ in range(sides)]
    pile = list(pile or [])
    if stock is None:
        placed = Counter(c for group in (hands, melds, red_threes, black_threes) for part in group
                         for c in (part if group is not melds else [x for m in part for x in m]))
        placed.update(pile)
        stock = []
        for card in deck_cards(rules.deck):
            if placed[card.code]:
                placed[card.code] -= 1
            else:
                stock.append(card.code)
    melded_list = melded if melded is not None else [bool(melds[s % 2 if rules.partnership else s])
                                                     for s in range(players)]
    state: State = {
        "game": game,
        "players": players,
        "seed": 0,
        "options": options,
        "teaching": bool(engine_options.get("teaching", False)),
        "match": bool(engine_options.get("match", False)),
        "scores": list(scores or engine_options.get("scores") or [0] * sides),
        "history": [],
        "deal_index": 0,
        "dealer": players - 1,
        "hands": [sorted(h, key=hand_order) for h in hands],
        "stock": list(stock),
        "pile": pile,
        "melds": [[sorted(m, key=meld_order) for m in side] for side in melds],
        "red_threes": [list(r) for r in red_threes],
        "black_threes": [list(b) for b in black_threes],
        "opened": list(opened) if opened is not None else [bool(side) for side in melds],
        "melded": melded_list,
        "owed": [0] * players,
        "turn": turn,
        "phase": phase,
        "turn_number": turn_number,
        "turn_info": {
            "source": source if source is not None else ("stock" if phase == "meld" else None),
            "melded_before": melded_list[turn] if melded_before is None else melded_before,
            "new_melds": list(new_melds or []),
        },
        "canasta_made": any(len(m) >= 7 and table.meld(m).is_canasta for side in melds for m in side),
        "taken": [[] for _ in range(players)],
        "last_discard": [None] * players,
        "went_out": None,
        "concealed": False,
        "double_out": False,
        "deal_result": None,
    }
    return state


# -- the deal ------------------------------------------------------------------------------------


def _table(state: State) -> Table:
    return table_for(state["game"], state["options"])


def _side_of(state: State, seat: int) -> int:
    return seat % 2 if _table(state).rules.partnership else seat


def _start_deal(state: State, table: Table, index: int) -> None:
    rules = table.rules
    players = state["players"]
    dealer = (players - 1 + index) % players
    # by option a black three turned up is left as the pile's top card like any other card.
    returns = None if rules.upcard_black_three_covered else ("3H", "3D", "2", "JK")
    dealt = deal(state["game"], players, deal_seed(state["seed"], index), deck=rules.deck, upcard_returns=returns,
                 hand_size=rules.cards_dealt)
    hands: list[list[str]] = [[] for _ in range(players)]
    for i, hand in enumerate(dealt.hands):
        hands[(dealer + 1 + i) % players] = codes(hand)  # the first card goes to the dealer's left
    sides = 2 if rules.partnership else players
    state.update(
        deal_index=index,
        dealer=dealer,
        hands=hands,
        stock=codes(dealt.stock),
        pile=codes(dealt.pile),  # bottom first: the re-turned cards stay under the up-card
        melds=[[] for _ in range(sides)],
        red_threes=[[] for _ in range(sides)],
        black_threes=[[] for _ in range(sides)],
        opened=[False] * sides,
        melded=[False] * players,
        owed=[0] * players,
        turn_number=0,
        canasta_made=False,
        taken=[[] for _ in range(players)],
        last_discard=[None] * players,
        went_out=None,
        concealed=False,
        double_out=False,
        deal_result=None,
    )
    if rules.red_threes == "premium" and not rules.red_three_discard:
        # 000: red threes dealt are laid out at once; the player makes them up from the stock in his turn.
        for seat in range(players):
            reds = [c for c in hands[seat] if c in RED_THREES]
            for code in reds:
                hands[seat].remove(code)
            state["red_threes"][_side_of(state, seat)].extend(reds)
            state["owed"][seat] = len(reds)
    _begin_turn(state, (dealer + 1) % players, first=True)


def _auto_red_threes(state: State) -> bool:
    rules = _table(state).rules
    return rules.red_threes == "premium" and not rules.red_three_discard


def _draw_cards(state: State, seat: int, count: int) -> bool:
    """Draw `count` cards for `seat`, laying out and replacing red threes; True if the stock ran out
    on a red three (the deal then ends: the usual rule, the seeds say nothing)."""
    stock, hand = state["stock"], state["hands"][seat]
    auto = _auto_red_threes(state)
    last_red = False
    while count > 0 and stock:
        code = stock.pop(0)
        if auto and code in RED_THREES:
            state["red_threes"][_side_of(state, seat)].append(code)
            last_red = True
            continue
        last_red = False
        hand.append(code)
        count -= 1
    hand.sort(key=hand_order)
    return last_red and count > 0


def _begin_turn(state: State, seat: int, first: bool = False) -> None:
    if not first:
        state["turn_number"] += 1
    state.update(
        turn=seat,
        phase="draw",
        turn_info={"source": None, "melded_before": state["melded"][seat], "new_melds": []},
    )
    owed = state["owed"][seat]
    if owed:
        state["owed"][seat] = 0
        _draw_cards(state, seat, owed)
    if not state["stock"]:
        pos = position_of(state, seat)
        if not plan.take_moves(pos):
            _end_deal(state, "exhausted")  # nobody can take the last discard


def _next_turn(state: State) -> None:
    _begin_turn(state, (state["turn"] + 1) % state["players"])


def _after_meld(state: State, seat: int) -> None:
    """Combo: the first canasta of the deal brings its maker the 11 top cards of the stock (X-68)."""
    table = _table(state)
    if state["canasta_made"]:
        return
    made = any(
        len(m) >= 7 and table.meld(m).is_canasta for side in state["melds"] for m in side
    )
    if not made:
        return
    state["canasta_made"] = True
    bonus = table.rules.first_canasta_bonus_cards
    if bonus:
        _draw_cards(state, seat, bonus)


def _go_out(state: State, seat: int) -> None:
    table = _table(state)
    rules = table.rules
    state["went_out"] = seat
    state["concealed"] = not state["turn_info"]["melded_before"]
    if rules.partnership and rules.double_out_premium:
        partner = (seat + 2) % 4
        if state["hands"][partner]:
            state.update(phase="double_out", turn=partner)
            pos = position_of(state, partner)
            if len(plan.double_out_moves(pos)) > 1:
                return
    _end_deal(state, "out")


HOW_RU = {
    "out": "{who} закончил игру{how}.",
    "exhausted": "Колода кончилась, последний сброс никто не взял: сдача окончена без премии за окончание.",
    "red_three_last": "Последней картой прикупа оказалась красная тройка: сдача окончена.",
}


def _end_deal(state: State, how: str) -> None:
    table = _table(state)
    rules = table.rules
    players = state["players"]
    sides = len(state["melds"])
    out_side = None if state["went_out"] is None else _side_of(state, state["went_out"])
    results = []
    for side in range(sides):
        seats = side_seats(players, rules.partnership, side)
        hand = [c for s in seats for c in state["hands"][s]]
        out = side == out_side
        score = score_hand(
            rules,
            state["melds"][side],
            red_threes=state["red_threes"][side],
            hand=hand,
            went_out=out,
            concealed=out and state["concealed"],
            double_out=out and state["double_out"],
            black_threes=state["black_threes"][side] if rules.black_threes == "collected" else (),
        )
        results.append({
            "side": side,
            "seats": seats,
            "name_ru": side_name(players, rules.partnership, side),
            "total": score.total,
            "lines": [line.to_json() for line in score.lines],
        })
    totals = [r["total"] for r in results]
    scores = [a + b for a, b in zip(state["scores"], totals)]
    text = HOW_RU[how]
    if how == "out":
        extra = []
        if state["concealed"]:
            extra.append("с рук")
        if state["double_out"]:
            extra.append("двойным окончанием")
        text = text.format(who=seat_name(state["went_out"]), how=(" " + " и ".join(extra)) if extra else "")
    deal_result = {
        "deal_index": state["deal_index"],
        "how": how,
        "how_ru": text,
        "went_out": state["went_out"],
        "concealed": state["concealed"] if how == "out" else False,
        "double_out": state["double_out"],
        "sides": results,
        "deal_scores": totals,
        "scores": scores,
        "hands_left": [list(h) for h in state["hands"]],
    }
    state["deal_result"] = deal_result
    state["history"].append({k: deal_result[k] for k in ("deal_index", "how", "deal_scores", "scores")})
    state["scores"] = scores
    round_open = len(state["history"]) % rules.deals_per_round != 0  # Combo plays whole rounds of four
    if state["match"] and (max(scores) < rules.target or round_open):
        state.update(phase="deal_over", turn=(state["dealer"] + 2) % players)
    else:
        state["phase"] = "over"


# -- applying a move -----------------------------------------------------------------------------


def _play(state: State, move: Move) -> None:
    seat = int(state["turn"])
    kind = move.get("type")
    if kind == "next_deal":
        if state["phase"] != "deal_over":
            raise IllegalMove("Новую сдачу начинают только после окончания этой и только в партии на счёт.")
        _start_deal(state, _table(state), state["deal_index"] + 1)
        return
    pos = position_of(state, seat)
    side = pos.side
    hand = state["hands"][seat]
    info = state["turn_info"]
    if kind == "draw":
        check_draw(pos)
        info["source"] = "stock"
        state["phase"] = "meld"
        if _draw_cards(state, seat, _table(state).rules.draw_count):
            _end_deal(state, "red_three_last")
        return
    if kind == "pass":
        check_pass(pos)
        _end_deal(state, "exhausted")
        return
    if kind == "take_upcard":
        check_upcard(pos)
        hand.append(state["pile"].pop())
        hand.sort(key=hand_order)
        info["source"] = "upcard"
        state["phase"] = "meld"
        return
    if kind == "take_pile":
        take = check_take(pos, move)
        pile = state["pile"]
        pile.pop()
        for code in take.cards + [c for m in take.extra for c in m]:
            hand.remove(code)
        state["melds"] = take.after
        for code in pile:
            if code in RED_THREES and _table(state).rules.red_threes == "premium":
                state["red_threes"][side].append(code)  # 000: laid out at once, not replaced
            elif code in BLACK_THREES and _table(state).rules.black_threes == "collected":
                state["black_threes"][side].append(code)  # Cuban: out of play, 5 each for the side
            else:
                hand.append(code)
        state["pile"] = []
        hand.sort(key=hand_order)
        state["taken"][seat].append(take.top)
        state["opened"][side] = True
        state["melded"][seat] = True
        info["source"] = "pile"
        info["new_melds"].extend(take.created)
        state["phase"] = "meld"
        _after_meld(state, seat)
        if not hand:
            _go_out(state, seat)
        return
    if kind in ("meld", "add", "double_out"):
        melds = check_melds(pos, move, all_cards=kind == "double_out")
        for code in melds.used:
            hand.remove(code)
        state["melds"] = melds.after
        if melds.opens:
            state["opened"][side] = True
        state["melded"][seat] = True
        if kind == "double_out":
            state["double_out"] = True
            _end_deal(state, "out")
            return
        info["new_melds"].extend(melds.created)
        _after_meld(state, seat)
        if not hand:
            _go_out(state, seat)
        return
    if kind == "decline":
        if state["phase"] != "double_out":
            raise IllegalMove("Отказываются только от двойного окончания, когда партнёр закончил игру.")
        _end_deal(state, "out")
        return
    if kind == "exchange":
        ex = check_exchange(pos, move)
        meld = state["melds"][ex.side][ex.meld]
        meld.remove(ex.wild)
        meld.append(ex.card)
        hand.remove(ex.card)
        hand.append(ex.wild)
        hand.sort(key=hand_order)
        state["melded"][seat] = True
        return
    if kind == "red_three":
        card = check_red_three(pos, move)
        hand.remove(card)
        state["red_threes"][side].append(card)
        if _draw_cards(state, seat, 1):
            _end_deal(state, "red_three_last")
        return
    if kind == "discard":
        card = check_discard(pos, move)
        hand.remove(card)
        state["pile"].append(card)  # on top of the pile
        state["last_discard"][seat] = card
        if not hand:
            _go_out(state, seat)
        else:
            _next_turn(state)
        return
    raise IllegalMove(
        "Неизвестный ход. Ходы: draw, take_pile, take_upcard, meld, add, exchange, red_three, discard, pass, "
        "double_out, decline, next_deal."
    )


# -- views ---------------------------------------------------------------------------------------


def _meld_view(table: Table, cards: list[str]) -> dict[str, Any]:
    key = tuple(cards)
    found = table.views.get(key)
    if found is None:
        meld = table.meld(cards)
        found = {
            "kind": meld.kind,
            "rank": meld.rank.code if meld.rank is not None else None,
            "canasta": meld.canasta,
            "name_ru": canasta_name_ru(meld, table.rules) if meld.is_canasta else None,
            "points": table.points(cards),
        }
        if len(table.views) > 20_000:
            table.views.clear()
        table.views[key] = found
    return {"cards": list(cards), **found}


def position_of(state: State, seat: int) -> Position:
    """The Position of `seat`, straight from the state (the same as from its view: a test checks it)."""
    table = _table(state)
    rules = table.rules
    pile = state["pile"]
    info = state["turn_info"]
    return Position(
        table=table,
        seat=seat,
        players=state["players"],
        phase=state["phase"],
        to_move=None if state["phase"] == "over" else state["turn"],
        hand=list(state["hands"][seat]),
        hand_sizes=[len(h) for h in state["hands"]],
        melds=[[list(m) for m in side] for side in state["melds"]],
        opened=list(state["opened"]),
        scores=list(state["scores"]),
        pile_top=pile[-1] if pile else None,
        pile_size=len(pile),
        pile_wild_or_red=_wild_or_red(rules, pile),
        pile_reds=sum(1 for c in pile[:-1] if c in RED_THREES) if rules.red_threes == "premium" else 0,
        pile_blacks=sum(1 for c in pile[:-1] if c in BLACK_THREES) if rules.black_threes == "collected" else 0,
        stock_size=len(state["stock"]),
        turn_number=state["turn_number"],
        source=info["source"],
        melded_before=bool(info["melded_before"]),
        new_melds=list(info["new_melds"]),
        canasta_made=bool(state["canasta_made"]),
    )


def _wild_or_red(rules: Any, pile: list[str]) -> bool:
    """X-49: a wild card or a red three in the pile freezes it."""
    return any(is_wild(c) or (c in RED_THREES and rules.red_threes == "premium") for c in pile)


def _public_view(state: State, seat: int | None) -> dict[str, Any]:
    table = _table(state)
    rules = table.rules
    players = state["players"]
    sides = len(state["melds"])
    pile = state["pile"]
    phase = state["phase"]
    info = state.get("turn_info") or {"source": None, "melded_before": False, "new_melds": []}
    view: dict[str, Any] = {
        "game": state["game"],
        "name_ru": rules.name_ru,
        "options": dict(state["options"]),
        "players": players,
        "partnership": rules.partnership,
        "seat": seat,
        "side": None if seat is None else _side_of(state, seat),
        "seats": [seat_name(i) for i in range(players)],
        "sides": [side_seats(players, rules.partnership, i) for i in range(sides)],
        "side_names": [side_name(players, rules.partnership, i) for i in range(sides)],
        "phase": phase,
        "to_move": None if phase == "over" else state["turn"],
        "dealer": state["dealer"],
        "deal_index": state["deal_index"],
        "turn_number": state["turn_number"],
        "first_round": state["turn_number"] < players,
        "turn": {k: (list(v) if isinstance(v, list) else v) for k, v in info.items()},
        "hand": list(state["hands"][seat]) if seat is not None else [],
        "hand_sizes": [len(h) for h in state["hands"]],
        "melds": [[_meld_view(table, m) for m in side] for side in state["melds"]],
        "canastas": [sum(1 for m in side if len(m) >= 7 and table.meld(m).is_canasta) for side in state["melds"]],
        "red_threes": [list(r) for r in state["red_threes"]],
        "black_threes": [list(b) for b in state["black_threes"]],
        "opened": list(state["opened"]),
        "opening": [opening_minimum(rules, s).to_json() for s in state["scores"]],
        "pile_top": pile[-1] if pile else None,
        "pile_size": len(pile),
        "pile_wild_or_red": _wild_or_red(rules, pile),
        "pile_reds": sum(1 for c in pile[:-1] if c in RED_THREES) if rules.red_threes == "premium" else 0,
        "pile_blacks": sum(1 for c in pile[:-1] if c in BLACK_THREES) if rules.black_threes == "collected" else 0,
        "stock_size": len(state["stock"]),
        "scores": list(state["scores"]),
        "target": rules.target,
        "canasta_made": state["canasta_made"],
        "taken": [list(t) for t in state["taken"]],
        "last_discard": list(state["last_discard"]),
        "went_out": state["went_out"],
        "deal_result": state["deal_result"],
        "history": list(state["history"]),
        "score_sheet": _score_sheet(state, rules),
        "teaching": state["teaching"],
    }
    if seat is not None and phase != "over":
        pos = position_of(state, seat)
        pos_frozen = frozen_why(pos) if pile else None
        view["pile_frozen"] = pos_frozen is not None
        view["pile_frozen_why"] = pos_frozen
        view["pile_closed_why"] = table_empty_why(pos) if pile else None  # 000/001
    else:
        view["pile_frozen"] = None
        view["pile_frozen_why"] = None
        view["pile_closed_why"] = None
    return view


def _score_sheet(state: State, rules: Any) -> dict[str, Any]:
    """The running sheet of the game: a row per finished deal, the totals, the target of a match."""
    history = state["history"]
    sides = len(state["scores"])
    start = [state["scores"][i] - sum(h["deal_scores"][i] for h in history) for i in range(sides)]
    rows = [(f"Сдача {h['deal_index'] + 1}: {SHEET_HOW_RU[h['how']]}", h["deal_scores"]) for h in history]
    names = [side_name(state["players"], rules.partnership, i) for i in range(sides)]
    sheet = score_sheet(names, rows, start, target=rules.target if state["match"] else None)
    sheet["match"] = state["match"]
    return sheet


#: The score sheet's short words for how a deal ended.
SHEET_HOW_RU = {"out": "окончание", "exhausted": "кончился прикуп", "red_three_last": "красная тройка последней"}


def hints_ru(pos: Position) -> list[str]:
    """Teaching mode: what the rules say about this seat's position, in plain Russian."""
    rules = pos.rules
    hints: list[str] = []
    need = opening_minimum(rules, pos.scores[pos.side])
    who = "Ваша сторона" if pos.partnership else "Вы"
    if pos.opened[pos.side]:
        hints.append(f"{who} уже открыл{'ась' if pos.partnership else 'ись'}: можно выкладывать любые сочетания и докладывать.")
    else:
        hints.append(f"{who} ещё не открыл{'ась' if pos.partnership else 'ись'}. {need.why_ru}")
    if pos.pile_top is not None:
        top = card_of(pos.pile_top)
        problem = top_problem(pos)
        closed = table_empty_why(pos)
        frozen = frozen_why(pos)
        text = f"В пакете {count_ru(pos.pile_size, CARDS_RU)}, сверху {short_ru(top)}. "
        if problem:
            text += problem
        elif closed:
            text += closed[0].upper() + closed[1:] + "."
        elif frozen:
            text += f"Пакет заморожен ({frozen}): взять его можно только с натуральной парой к верхней карте."
        else:
            text += f"Взять его можно, только {pile_ways_ru(rules)}."
        hints.append(text)
    if rules.going_out_allowed:
        have = pos.canastas(pos.side)
        goal = rules.canastas_to_go_out
        whose = "у вашей стороны" if pos.partnership else "у вас"
        now = f"сейчас {whose} {counted(have, CANASTA_WORD)}" if have else f"{whose} пока нет ни одной"
        hints.append(f"Закончить игру можно, имея {counted(goal, CANASTA_WORD, 'acc')}: {now}." if goal
                     else "Закончить игру можно и без канаст.")
    else:
        hints.append("Выхода нет: играют, пока есть прикуп; последнюю карту не сбрасывают.")
    if pos.to_move == pos.seat:
        if pos.phase == "draw":
            hints.append("Ваш ход: возьмите карту из прикупа или пакет.")
        elif pos.phase == "meld":
            hints.append("Выкладывайте сочетания и докладывайте карты, затем сбросьте одну карту.")
        elif pos.phase == "double_out":
            hints.append("Партнёр закончил игру: можно сразу выложить все свои карты (двойное окончание).")
    return hints


# -- describing moves ----------------------------------------------------------------------------


def _melds_ru(melds: list[list[str]]) -> str:
    return "; ".join(ru(m) for m in melds)


def _describe(state: State, move: Move) -> str:
    kind = move.get("type")
    table = _table(state)
    pile = state["pile"]
    if kind == "draw":
        n = min(table.rules.draw_count, len(state["stock"]))
        return "берёт " + ("карту" if n == 1 else "две карты") + " из прикупа"
    if kind == "pass":
        return "не берёт пакет: прикуп кончился, сдача окончена"
    if kind == "take_upcard":
        text = f"берёт открытую карту {short_ru(card_of(pile[-1]))} (право первого хода)"
        shown = check_upcard(position_of(state, state["turn"]))
        return text + (f", показав {short_ru(card_of(shown))}" if table.rules.first_player_upcard_show else "")
    if kind == "take_pile":
        cards = [card_of(c).code for c in move.get("meld", [])]
        text = f"берёт пакет ({count_ru(len(pile), CARDS_RU)}): {short_ru(card_of(pile[-1]))}"
        if cards:
            text += f" с {ru(cards)}"
        if move.get("onto") is not None:
            text += " к своему сочетанию"
        if move.get("melds"):
            text += f"; выкладывает ещё {_melds_ru(move['melds'])}"
        return text
    if kind in ("meld", "add", "double_out"):
        parts = []
        if move.get("melds"):
            parts.append(f"выкладывает {_melds_ru(move['melds'])}")
        adds = move.get("add") or []
        if kind == "add":
            adds = [{"meld": move.get("meld"), "cards": move.get("cards"), "side": move.get("side")}]
        for add in adds:
            parts.append(f"докладывает {ru(add['cards'])}")
        text = ", ".join(parts)
        return f"двойное окончание: {text}" if kind == "double_out" else text
    if kind == "decline":
        return "не выкладывает карты (без двойного окончания)"
    if kind == "exchange":
        return f"меняет {short_ru(card_of(move['wild']))} в сочетании на {short_ru(card_of(move['card']))}"
    if kind == "red_three":
        return f"выкладывает красную тройку {short_ru(card_of(move['card']))} и берёт карту взамен"
    if kind == "discard":
        seat = state["turn"]
        last = len(state["hands"][seat]) == 1
        return f"сбрасывает {short_ru(card_of(move['card']))}" + (" и заканчивает игру" if last else "")
    if kind == "next_deal":
        return "новая сдача"
    return "ход"


ENGINE = CanastaEngine()
register_engine("canasta.", ENGINE)
