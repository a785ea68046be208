"""Property tests of круглый and чешский (the durak variants with engines of their own): random legal
play ends for every variant, player count and option; the 36 cards are conserved; legal_moves is the
single authority (a candidate move is accepted exactly when it is listed, a refused one leaves the
state as it was); states round-trip through JSON; a seat's view hides what it may not see; the hint
is a legal move; чешский's score sheet adds up."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.decks import build_deck
from rules_py.durak.cheshsky import ENGINE as CHESHSKY
from rules_py.durak.cheshsky.scoring import hand_points
from rules_py.durak.krugly import ENGINE as KRUGLY
from rules_py.rng import SeededRandom

from durak_moves import check_authority as check_authority_of

State = dict[str, Any]
FULL = Counter(c.code for c in build_deck("36"))
MAX_MOVES = 6000


def krugly_cards(s: State) -> Counter[str]:
    cards = [c for c in s["rhombus"] if c] + s["beside"] + s["stock"] + s["aside"] + s["discard"]
    cards += [c for h in s["hands"] for c in h] + [c for pair in s["table"] for c in pair if c]
    cards += [c for c in (s["center"], s["drawn"]) if c]
    return Counter(cards)


def cheshsky_cards(s: State) -> Counter[str]:
    return Counter([c for h in s["hands"] for c in h] + s["stock"] + s["pile"])


def krugly_candidates(s: State) -> list[dict[str, Any]]:
    """Moves of every kind for the player to move, legal or not."""
    moves: list[dict[str, Any]] = [{"type": "lay"}, {"type": "take"}]
    cards = [c for c in s["rhombus"] if c] + s["beside"] + ([s["center"]] if s["center"] else [])
    moves += [{"type": "beat", "target": c} for c in cards]
    if s["phase"] != "place":
        hand = s["hands"][s["turn"]]
        moves += [{"type": "attack", "cards": [c]} for c in hand]
        moves += [{"type": "beat", "attack": a, "card": c} for a, d in s["table"] if d is None for c in hand]
        moves.append({"type": "attack", "cards": hand[:3]})
    return moves


def cheshsky_candidates(s: State) -> list[dict[str, Any]]:
    hand = s["hands"][s["turn"]]
    moves: list[dict[str, Any]] = [{"type": "draw"}, {"type": "pass"}, {"type": "take"}]
    for card in hand:
        moves += [{"type": "play", "card": card}, {"type": "play", "card": card, "suit": "H"}]
    moves.append({"type": "play", "card": "AS" if "AS" not in hand else "6D"})
    return moves


def check_authority(engine: Any, s: State, candidates: list[dict[str, Any]], single: bool) -> None:
    check_authority_of(engine, s, candidates, exact=lambda move: single or len(move.get("cards", ())) <= 1)


def play_out(engine: Any, game: str, players: int, seed: int, options: dict[str, Any], cards: Any,
             candidates: Any) -> State:
    s = engine.new_game(game, players, seed, options)
    assert s == engine.new_game(game, players, seed, options)
    rng = SeededRandom(seed)
    for step in range(MAX_MOVES):
        assert cards(s) == FULL
        assert json.loads(json.dumps(s)) == s
        if engine.result(s) is not None:
            return s
        legal = engine.legal_moves(s)
        assert legal and engine.to_move(s) == s["turn"]
        if step % 5 == 0:
            check_authority(engine, s, candidates(s), single=engine is CHESHSKY)
        if step % 11 == 0:
            check_views(engine, s)
            hint = engine.hint(s)
            assert hint["move"] in legal and hint["reason_ru"]
        move = legal[rng.randbelow(len(legal))] if rng.randbelow(3) else engine.bot_move(s)
        state_before = json.dumps(s, sort_keys=True)
        s = engine.play(s, move)
        assert json.dumps(s, sort_keys=True) != state_before
    raise AssertionError("the game did not end")


def check_views(engine: Any, s: State) -> None:
    for seat in range(s["players"]):
        view = engine.view(s, seat)
        assert sorted(view["hand"]) == sorted(s["hands"][seat])
        for other in range(s["players"]):
            if other != seat:
                assert not set(s["hands"][other]) & set(view["labels"]) - public(s), (seat, other)
        assert not set(s["stock"]) & set(view["labels"]) - public(s)


def public(s: State) -> set[str]:
    """Cards anyone may see: the first phase of круглый, the table, the pile's top, the shown card,
    the hands as a finished deal left them."""
    if "rhombus" in s:
        return {c for c in [*s["rhombus"], *s["beside"], s["center"], s["drawn"], s["trump_card"]] if c} | {
            c for pair in s["table"] for c in pair if c}
    seen = {c for c in (s["pile"][-1:] + [s["shown"]]) if c}
    return seen | {c for row in s["sheet"] for h in row["hands"] for c in h}


KRUGLY_OPTIONS = st.fixed_dictionaries({}, optional={
    "must_beat": st.booleans(), "center": st.sampled_from(["any_time", "after_rhombus"]),
    "voluntary_take": st.booleans(), "dealer": st.integers(0, 1)})


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**40), options=KRUGLY_OPTIONS)
def test_krugly_random_play(players: int, seed: int, options: dict[str, Any]) -> None:
    s = play_out(KRUGLY, "durak.krugly", players, seed, options, krugly_cards, krugly_candidates)
    result = KRUGLY.result(s)
    assert result is not None and KRUGLY.legal_moves(s) == [] and KRUGLY.to_move(s) is None
    holders = [seat for seat in range(players) if s["hands"][seat]]
    assert holders == ([] if result["draw"] else [result["loser"]])
    assert sorted(result["order_out"] + holders) == list(range(players))


CHESHSKY_OPTIONS = {
    "durak.cheshsky": st.fixed_dictionaries({}, optional={
        "first_lead": st.sampled_from(["free", "match"]), "stack_penalties": st.booleans(),
        "target": st.sampled_from([30, 100]), "dealer": st.integers(0, 1)}),
    "durak.cheshsky_1": st.fixed_dictionaries({}, optional={
        "first_lead": st.sampled_from(["free", "match"]), "stack_penalties": st.booleans(),
        "target": st.sampled_from([30, 100])}),
    "durak.cheshsky_2": st.fixed_dictionaries({}, optional={
        "dealer_card": st.sampled_from(["sixth", "seventh"]), "stack_penalties": st.booleans(),
        "target": st.sampled_from([30, 100])}),
}


@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_cheshsky_random_play(data: st.DataObject) -> None:
    game = data.draw(st.sampled_from(sorted(CHESHSKY_OPTIONS)), label="game")
    seed = data.draw(st.integers(0, 2**40), label="seed")
    options = data.draw(CHESHSKY_OPTIONS[game], label="options")
    s = play_out(CHESHSKY, game, 2, seed, options, cheshsky_cards, cheshsky_candidates)
    result = CHESHSKY.result(s)
    assert result is not None and CHESHSKY.legal_moves(s) == []
    sheet = s["sheet"]
    assert [sum(row["points"][i] for row in sheet) for i in (0, 1)] == s["totals"] == result["totals"]
    for row in sheet:
        assert row["points"] == [0 if row["out"] == i else hand_points(row["hands"][i]) for i in (0, 1)]
    target = s["rules"]["target"]
    jack = bool(sheet[-1]["jack"]) and s["rules"]["jack_loses"]
    assert jack or max(s["totals"]) >= target
    assert all(max(row["totals"]) < target and not (row["jack"] and s["rules"]["jack_loses"]) for row in sheet[:-1])
