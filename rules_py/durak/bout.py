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
5. ``judge`` (верю — не верю): the defender covered a card face down; the judge believes (the pair
   stays, unseen, as beaten: back to 2 or 3) or challenges, which turns the card and ends the bout:
   the challenger picks up the table if the card beats, the defender if it does not.

After every new card on the table the asking starts again from the attacker, who has the first right
to throw in. At the end of a bout everybody refills from the stock, the attacker first, then
clockwise, the defender last; with the stock empty, players without cards leave; the next bout is
led by the defender after a defence and by the player on the defender's left after he took (X-22);
after a challenger took, the defender leads.

Public memory: `gone` lists the cards that went to the discard face up, `known[seat]` the cards a
seat picked up (or drew) in sight of all and has not been seen to play (a card covered face down and
believed stays there: nobody saw it go). `clues[seat]` records what a seat showed it probably
lacked: ``[suit, rank, drawn]`` when it took a card of that suit and rank rather than beat it, or
beat it with a trump (so it likely held no higher card of that suit), with the number of cards it
had drawn from the stock by then (`drawn[seat]`): cards drawn later may break the clue. Bots may use
all of it; nothing hidden is in it.
"""

from __future__ import annotations

from typing import Any

from rules_py.durak.beating import RANK_CODE, RANK_VALUE, beats, defender_trump, rank, suit
from rules_py.durak.moves import Move, Position, read_card, read_cards
from rules_py.durak.rules import DurakRules
from rules_py.durak.shell import mover
from rules_py.durak.words import cards_accusative, seat_name
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
    s["face_down"] = list(state["face_down"])
    s["gone"] = list(state["gone"])
    s["known"] = [list(k) for k in state["known"]]
    players = range(state["players"])
    s["clues"] = [[list(c) for c in cs] for cs in state.get("clues") or [[] for _ in players]]
    s["drawn"] = list(state.get("drawn") or [0 for _ in players])
    return s


def position(state: State) -> Position:
    """The position of the player to move, from the full state."""
    return Position.of(state, state["hands"][state["turn"]], [len(h) for h in state["hands"]])


def stock_left(state: State) -> int:
    return len(state["stock"]) + (1 if state["hidden"] else 0)


def play(state: State, move: Move) -> State:
    """The state after `move` by the player to move; `state` itself is never changed."""
    seat = mover(state, move)
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
        if suit(card) != suit(attack):
            _clue(s, seat, attack)  # trumped: probably no higher card of that suit
        _beat(s, seat, attack, card)
        done = {"type": "beat", "attack": attack, "card": card}
    elif kind == "transfer":
        card = read_card(move.get("card"))
        target = pos.check_transfer(card)
        _transfer(s, seat, card, target)
        done = {"type": "transfer", "card": card}
    elif kind == "blind":
        attack, card = read_card(move.get("attack")), read_card(move.get("card"))
        pos.check_blind(attack, card)
        _cover_blind(s, seat, attack, card)
        done = {"type": "blind", "attack": attack, "card": card}
    elif kind in ("believe", "challenge"):
        pos.check_verdict()
        done = _verdict(s, kind == "challenge")
    elif kind == "take":
        pos.check_take()
        for attack in pos.unbeaten():
            _clue(s, seat, attack)  # took it: probably nothing of that suit beat it
        s["phase"], s["passed"] = "taking", []
        if s["rules"]["throw_after_take"]:
            _advance(s)
        else:
            _finish(s, taker=s["defender"])
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
        raise IllegalMove(
            f"Неизвестный ход «{kind}». Ходы: attack, beat, transfer, take, throw, done, blind, believe, challenge."
        )
    s["last"] = {"seat": seat, "move": done}
    return s


def _clue(s: State, seat: int, card: str) -> None:
    """Note that `seat` probably holds no card of `card`'s suit above it (see the module docstring)."""
    s["clues"][seat].append([suit(card), rank(card), s["drawn"][seat]])


def _remove(s: State, seat: int, cards: list[str]) -> None:
    """Cards leave a hand: they are no longer among the cards the table knows it holds."""
    for card in cards:
        s["hands"][seat].remove(card)
        if card in s["known"][seat]:
            s["known"][seat].remove(card)


def _lay(s: State, seat: int, cards: list[str]) -> None:
    _remove(s, seat, cards)
    s["table"].extend([c, None] for c in cards)
    s["laid"][seat].extend(cards)


def _cover(s: State, seat: int, attack: str, card: str, blind: bool = False) -> int:
    """Put `card` on the unbeaten `attack`; returns the pair's index. A card laid face down leaves
    the hand unseen, so the table still counts it among the cards it knows the defender holds."""
    for index, pair in enumerate(s["table"]):
        if pair[0] == attack and pair[1] is None:
            pair[1] = card
            break
    if blind:
        s["hands"][seat].remove(card)
    else:
        _remove(s, seat, [card])
    if seat not in s["defended"]:
        s["defended"].append(seat)
    return index


def _after_cover(s: State) -> None:
    """The defender covered a card: go on defending, or ask the throwers once all is covered."""
    if all(d is not None for _, d in s["table"]):
        s["phase"], s["passed"] = "throw", []
        _advance(s)
    else:
        s["phase"], s["turn"] = "defend", s["defender"]


def _beat(s: State, seat: int, attack: str, card: str) -> None:
    _cover(s, seat, attack, card)
    _after_cover(s)


def judge_of(s: State, attack: str) -> int:
    """Who believes or challenges a face-down card on `attack`: the bout's attacker, or by the
    option the player who laid that card."""
    if s["rules"]["judge"] == "owner":
        for seat, laid in enumerate(s["laid"]):
            if attack in laid:
                return seat
    return int(s["attacker"])


def _cover_blind(s: State, seat: int, attack: str, card: str) -> None:
    index = _cover(s, seat, attack, card, blind=True)
    s["face_down"].append(index)
    s["phase"], s["turn"], s["pending"] = "judge", judge_of(s, attack), index


def _verdict(s: State, challenge: bool) -> Move:
    """«Верю» keeps the face-down pair as beaten; «Не верю» turns the card and ends the bout."""
    index = s["pending"]
    s["pending"] = None
    if not challenge:
        _after_cover(s)
        return {"type": "believe"}
    attack, card = s["table"][index]
    s["face_down"].remove(index)
    if card in s["known"][s["defender"]]:
        s["known"][s["defender"]].remove(card)  # turned in sight of all: it left his hand
    rules = DurakRules.from_json(s["rules"])
    trump = defender_trump(s["trump_suit"], s["player_trumps"], s["defender"])
    correct = beats(attack, card, trump, rules)
    judge = s["turn"]
    s["verdict"] = {"bout": s["bout"], "attack": attack, "card": card, "correct": correct, "judge": judge,
                    "defender": s["defender"]}
    _finish(s, taker=judge if correct else s["defender"])
    return {"type": "challenge", "attack": attack, "card": card, "correct": correct}


def _transfer(s: State, seat: int, card: str, target: int) -> None:
    _remove(s, seat, [card])
    beaten = [p for p in s["table"] if p[1] is not None]
    if beaten:
        # literally, every card on the table goes on as an attacking card; by the option,
        # the beaten pairs are discarded and only the unbeaten cards pass on.
        if s["rules"]["transfer_passes"] == "all_cards":
            s["table"] = [[c, None] for pair in s["table"] for c in pair if c is not None]
        else:
            s["discard"].extend(c for pair in beaten for c in pair)
            s["gone"].extend(c for pair in beaten for c in pair)
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


def pass_ends_bout(s: State) -> bool:
    """Whether a pass of the player to move, after a defence, ends the bout («бито»): nobody else
    who has not passed has a card he may throw (as `_advance` would find)."""
    if s["phase"] != "throw":
        return False
    pos = Position.of(s, [], [len(h) for h in s["hands"]])
    return not any(seat != s["turn"] and seat not in s["passed"] and pos.can_throw(s["hands"][seat])
                   for seat in throwers(s))


def _advance(s: State) -> None:
    """Give the turn to the next thrower who may throw, or end the bout."""
    pos = Position.of(s, [], [len(h) for h in s["hands"]])
    for seat in throwers(s):
        if seat in s["passed"]:
            continue
        if pos.can_throw(s["hands"][seat]):
            s["turn"] = seat
            return
        # Asked and skipped with nothing to throw: the table saw the turn go past him, so he counts
        # as having passed this round (nothing changes his hand before the next card lands).
        s["passed"].append(seat)
    _finish(s, taker=s["defender"] if s["phase"] == "taking" else None)


def _draw_order(s: State) -> list[int]:
    n, attacker, defender = s["players"], s["attacker"], s["defender"]
    middle = [(attacker + i) % n for i in range(1, n) if (attacker + i) % n != defender]
    return [attacker, *middle, defender]


def _refill(s: State, order: list[int]) -> None:
    size = s["hand_size"]
    for seat in order:
        hand = s["hands"][seat]
        while len(hand) < size:
            if s["stock"] or s["hidden"]:
                s["drawn"][seat] += 1
            if s["stock"]:
                card = s["stock"].pop(0)
                hand.append(card)
                if not s["stock"] and card == s["trump_card"]:
                    s["known"][seat].append(card)  # the open trump, drawn last in sight of all
            elif s["hidden"]:
                card = s["hidden"]
                s["hidden"] = None
                hand.append(card)
                if s["rules"]["hidden_trump"] == "takes_over":
                    # the hidden card is shown and its suit is trump from now on.
                    s["trump_suit"] = suit(card)
                    s["hidden_revealed"] = card
                    s["known"][seat].append(card)
            else:
                return


def _finish(s: State, taker: int | None) -> None:
    """End the bout: the cards go to the discard (`taker` None) or to the player who picks them up;
    refill, drop players out, start the next bout or stop."""
    defender = s["defender"]
    hidden = set(s["face_down"])
    cards = [c for pair in s["table"] for c in pair if c is not None]
    seen = [c for i, (a, d) in enumerate(s["table"]) for c in (a, None if i in hidden else d) if c is not None]
    if taker is not None:
        s["hands"][taker].extend(cards)
        s["known"][taker].extend(seen)
    else:
        s["discard"].extend(cards)
        s["gone"].extend(seen)
    s["table"], s["face_down"] = [], []
    limit = s["rules"]["lose_at_cards"]
    if taker is not None and limit is not None and len(s["hands"][taker]) >= limit:
        held = len(s["hands"][taker])
        _game_over(s, taker, f"{seat_name(taker)} набрал {cards_accusative(held)} — проигрыш сразу.")
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
    # After «бито», or when a challenger picked up the cards, the defender leads; after he took,
    # the player on his left.
    if taker == defender or not s["hands"][defender]:
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
