"""The bout: applying a move to a durak state, and what happens when a bout ends.

Whose turn it is, precisely (the simultaneous play of a real table made into a sequence):

1. ``lead``: the attacker of the bout lays one card or several of one rank.
2. ``defend``: while any attacking card is unbeaten, the defender moves: he beats one card at a
   time, passes the attack on (переводной) or takes.
3. ``throw``: once every card is beaten, the throwers are asked in order: the attacker first, then
   clockwise, skipping the defender (in простой only the attacker). The first one who has not yet
   passed and has something he may throw gets the turn: he throws (back to 2) or says «done». A player
   with nothing to throw is skipped without a move. When nobody is left, the cards are «бито».
4. ``taking``: after «беру» the throwers are asked the same way and may add cards «вдогонку» (within
   the limit); then the defender picks up the table.

After every new card on the table the asking starts again from the attacker, who has the first right
to throw in. At the end of a bout everybody refills from the stock, the attacker first, then
clockwise, the defender last; with the stock empty, players without cards leave; the next bout is
led by the defender after a defence and by the player on the taker's left after a take (X-22).
"""

from __future__ import annotations

from typing import Any

from rules_py.durak.beating import RANK_CODE, RANK_VALUE, rank, suit
from rules_py.durak.moves import Move, Position, read_card, read_cards
from rules_py.durak.rules import DurakRules
from rules_py.durak.words import cards_word, seat_name
from rules_py.errors import IllegalMove

State = dict[str, Any]


def clone(state: State) -> State:
    """A copy deep enough that nothing `apply` does touches the original."""
    s = dict(state)
    s["hands"] = [list(h) for h in state["hands"]]
    s["stock"] = list(state["stock"])
    s["discard"] = list(state["discard"])
    s["table"] = [list(p) for p in state["table"]]
    s["passed"] = list(state["passed"])
    s["laid"] = [list(x) for x in state["laid"]]
    s["defended"] = list(state["defended"])
    s["out"] = list(state["out"])
    s["pogony_marks"] = list(state["pogony_marks"])
    return s


def position(state: State) -> Position:
    """The position of the player to move, from the full state."""
    return Position.of(state, state["hands"][state["turn"]], [len(h) for h in state["hands"]])


def stock_left(state: State) -> int:
    return len(state["stock"]) + (1 if state["hidden"] else 0)


def play(state: State, move: Move) -> State:
    """The state after `move` by the player to move; `state` itself is never changed."""
    if state["phase"] == "over":
        raise IllegalMove("Партия уже окончена.")
    if not isinstance(move, dict):
        raise IllegalMove("Ход должен быть объектом, например {\"type\": \"take\"}.")
    seat = state["turn"]
    if "seat" in move and move["seat"] != seat:
        raise IllegalMove(f"Сейчас ходит {seat_name(seat)}.")
    kind = move.get("type")
    s = clone(state)
    pos = position(s)
    if kind == "attack":
        cards = read_cards(move.get("cards"))
        pos.check_lead(cards)
        _lay(s, seat, cards)
        s["phase"], s["turn"] = "defend", s["defender"]
        done: Move = {"type": "attack", "cards": cards}
    elif kind == "beat":
        attack, card = read_card(move.get("attack")), read_card(move.get("card"))
        pos.check_beat(attack, card)
        _beat(s, seat, attack, card)
        done = {"type": "beat", "attack": attack, "card": card}
    elif kind == "transfer":
        card = read_card(move.get("card"))
        target = pos.check_transfer(card)
        _transfer(s, seat, card, target)
        done = {"type": "transfer", "card": card}
    elif kind == "take":
        pos.check_take()
        s["phase"], s["passed"] = "taking", []
        if s["rules"]["throw_after_take"]:
            _advance(s)
        else:
            _finish(s, taken=True)
        done = {"type": "take"}
    elif kind == "throw":
        cards = read_cards(move.get("cards"))
        pos.check_throw(cards)
        _lay(s, seat, cards)
        if s["phase"] == "throw":
            s["phase"], s["turn"] = "defend", s["defender"]
        else:
            s["passed"] = []
            _advance(s)
        done = {"type": "throw", "cards": cards}
    elif kind == "done":
        if s["phase"] not in ("throw", "taking"):
            raise IllegalMove(pos.phase_hint())
        s["passed"].append(seat)
        _advance(s)
        done = {"type": "done"}
    else:
        raise IllegalMove(f"Неизвестный ход «{kind}». Ходы: attack, beat, transfer, take, throw, done.")
    s["last"] = {"seat": seat, "move": done}
    return s


def _remove(hand: list[str], cards: list[str]) -> None:
    for card in cards:
        hand.remove(card)


def _lay(s: State, seat: int, cards: list[str]) -> None:
    _remove(s["hands"][seat], cards)
    s["table"].extend([c, None] for c in cards)
    s["laid"][seat].extend(cards)


def _beat(s: State, seat: int, attack: str, card: str) -> None:
    for pair in s["table"]:
        if pair[0] == attack and pair[1] is None:
            pair[1] = card
            break
    s["hands"][seat].remove(card)
    if seat not in s["defended"]:
        s["defended"].append(seat)
    if all(d is not None for _, d in s["table"]):
        s["phase"], s["passed"] = "throw", []
        _advance(s)


def _transfer(s: State, seat: int, card: str, target: int) -> None:
    s["hands"][seat].remove(card)
    beaten = [p for p in s["table"] if p[1] is not None]
    if beaten:
        # literally, every card on the table goes on as an attacking card; by the option,
        # the beaten pairs are discarded and only the unbeaten cards pass on.
        if s["rules"]["transfer_passes"] == "all_cards":
            s["table"] = [[c, None] for pair in s["table"] for c in pair if c is not None]
        else:
            s["discard"].extend(c for pair in beaten for c in pair)
            s["table"] = [p for p in s["table"] if p[1] is None]
    s["table"].append([card, None])
    s["laid"][seat].append(card)
    s["attacker"], s["defender"], s["turn"] = seat, target, target
    s["transfers"] += 1
    s["phase"], s["passed"] = "defend", []


def throwers(s: State) -> list[int]:
    """Who may throw in, in the order they are asked: the attacker first, then clockwise."""
    n, attacker, defender = s["players"], s["attacker"], s["defender"]
    if s["rules"]["throw_in"] == "attacker":
        return [attacker]  # in простой only the player who started the bout
    return [(attacker + i) % n for i in range(n) if (attacker + i) % n != defender]


def _advance(s: State) -> None:
    """Give the turn to the next thrower who may throw, or end the bout."""
    pos = Position.of(s, [], [len(h) for h in s["hands"]])
    for seat in throwers(s):
        if seat not in s["passed"] and pos.can_throw(s["hands"][seat]):
            s["turn"] = seat
            return
    _finish(s, taken=s["phase"] == "taking")


def _draw_order(s: State) -> list[int]:
    n, attacker, defender = s["players"], s["attacker"], s["defender"]
    middle = [(attacker + i) % n for i in range(1, n) if (attacker + i) % n != defender]
    return [attacker, *middle, defender]


def _refill(s: State, order: list[int]) -> None:
    size = s["hand_size"]
    for seat in order:
        hand = s["hands"][seat]
        while len(hand) < size:
            if s["stock"]:
                hand.append(s["stock"].pop(0))
            elif s["hidden"]:
                card = s["hidden"]
                s["hidden"] = None
                hand.append(card)
                if s["rules"]["hidden_trump"] == "takes_over":
                    # the hidden card is shown and its suit is trump from now on.
                    s["trump_suit"] = suit(card)
                    s["hidden_revealed"] = card
            else:
                return


def _finish(s: State, taken: bool) -> None:
    """End the bout: discard or pick up, refill, drop players out, start the next bout or stop."""
    defender = s["defender"]
    cards = [c for pair in s["table"] for c in pair if c is not None]
    if taken:
        s["hands"][defender].extend(cards)
    else:
        s["discard"].extend(cards)
    s["table"] = []
    limit = s["rules"]["lose_at_cards"]
    if taken and limit is not None and len(s["hands"][defender]) >= limit:
        held = len(s["hands"][defender])
        _game_over(s, defender, f"{seat_name(defender)} набрал {held} {cards_word(held)} — проигрыш сразу.")
        return
    order = _draw_order(s)
    _refill(s, order)
    if stock_left(s) == 0:
        for seat in order:
            if seat not in s["out"] and not s["hands"][seat]:
                s["out"].append(seat)
                _mark_pogony(s, seat)
    holders = [seat for seat in range(s["players"]) if s["hands"][seat]]
    if len(holders) == 1:
        loser = holders[0]
        _game_over(s, loser, f"{seat_name(loser)} остался с картами — «дурак».")
        return
    if not holders:
        # the last players ran out of cards on the same play.
        _game_over(s, None, "Ничья: последние игроки вышли одновременно («последняя рука хуже дурака»).")
        return
    pos = Position.of(s, [], [len(h) for h in s["hands"]])
    if taken or not s["hands"][defender]:
        attacker = pos.next_holder(defender)
    else:
        attacker = defender
    assert attacker is not None
    next_defender = pos.next_holder(attacker)
    assert next_defender is not None
    s.update(
        attacker=attacker, defender=next_defender, turn=attacker, phase="lead", bout=s["bout"] + 1,
        transfers=0, passed=[], defended=[], laid=[[] for _ in range(s["players"])],
    )


def _mark_pogony(s: State, seat: int) -> None:
    """X-35: a player who went out laying only a pair or four of one rank this bout (and beating
    nothing) puts that many погоны on the bout's defender, counted if the defender ends as the fool."""
    laid = s["laid"][seat]
    if seat in s["defended"] or len(laid) not in (2, 4) or len({rank(c) for c in laid}) != 1:
        return
    s["pogony_marks"].append(
        {"by": seat, "on": s["defender"], "rank": RANK_CODE[rank(laid[0])], "count": len(laid)}
    )


def _game_over(s: State, loser: int | None, reason: str) -> None:
    s.update(phase="over", turn=None, loser=loser, draw=loser is None, reason=reason)
    s["pogony"] = pogony_result(s, DurakRules.from_json(s["rules"]))


def pogony_result(s: State, rules: DurakRules) -> dict[str, Any] | None:
    """Who put погоны on the fool, and who of them wins (more погоны, then higher)."""
    loser = s["loser"]
    if not rules.pogony or loser is None:
        return None
    allowed = set(rules.pogony_ranks)
    hung = [
        m for m in s["pogony_marks"]
        if m["on"] == loser and (not allowed or m["rank"] in allowed)
    ]
    if not hung:
        return {"on": loser, "hung": [], "winner": None}
    best = max(hung, key=lambda m: (m["count"], RANK_VALUE[m["rank"]]))
    return {"on": loser, "hung": hung, "winner": best["by"]}
