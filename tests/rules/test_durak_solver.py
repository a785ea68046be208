"""The endgame solver (rules_py.durak.solver): every value checked against a plain search of the
engine's own states, the slices, what it refuses and what it may not see."""

from __future__ import annotations

import copy
import json
import random
import sys

import pytest

from rules_py.api import handle
from rules_py.durak import solver
from rules_py.durak.engine import ENGINE
from rules_py.durak.setup import endgame
from rules_py.errors import BadRequest
from durak_endgames import CONFIGS, plain_move_values, random_endgame

#: Random endgames per variant (inside Pyodide, where everything is slower, fewer: bench/ sweeps thousands).
PER_CONFIG = 4 if sys.platform == "emscripten" else 16


@pytest.mark.parametrize(("game", "options"), CONFIGS, ids=[f"{g}{o or ''}" for g, o in CONFIGS])
def test_every_move_is_valued_as_a_plain_search_values_it(game: str, options: dict[str, object]) -> None:
    rng = random.Random(f"{game}{sorted(options.items())}")
    checked = 0
    while checked < PER_CONFIG:
        state = random_endgame(game, options, rng)
        if state["phase"] == "over":
            continue
        found = solver.analyse(state)
        assert found.complete and not found.exhausted
        assert [v.score if v.result else 0 for _, v in found.values] == plain_move_values(state), state
        checked += 1


def test_a_real_endgame_is_solved_and_its_best_move_keeps_the_result() -> None:
    state = ENGINE.new_game("durak.podkidnoy", 2, 3, {})
    while state["stock"] or state["phase"] != "lead":
        state = ENGINE.play(state, ENGINE.bot_move(state))
    found = solver.analyse(state, count=False)
    best = found.best
    assert best is not None and found.complete
    move, result = solver.decide(solver.known_state(state), solver.DEFAULT_BUDGET) or ({}, None)
    assert result == best.result
    assert any(m == move and v is not None and v.result == result for m, v in found.values)


def test_the_solver_never_reads_the_other_hand() -> None:
    """It rebuilds the other hand from the pack, its own hand, the table and the discard: whatever the
    state says the other player holds (as long as the count is right), the answer is the same."""
    state = endgame("durak.perevodnoy", ["6H 7S 9D", "8H 7C 6C QS"], trump_suit="D")
    answer = solver.analyse(state)
    other = copy.deepcopy(state)
    other["hands"][1] = ["AS", "AS", "AS", "AS"]
    assert [(m, v) for m, v in solver.analyse(other).values] == answer.values


def test_slices_reach_the_answer_of_one_call() -> None:
    state = endgame("durak.podkidnoy", ["6H 7S 9D JC", "8H 7C 6C QS 10D"], trump_suit="D")
    whole = solver.analyse(state, budget=10**7).values
    solver._TABLES.clear()
    calls = 0
    while True:
        calls += 1
        part = solver.analyse(state, budget=40)
        if part.complete:
            break
        assert part.exhausted and part.nodes <= 40
        # Nothing is guessed: a move's result (and count) is either the true one or left unknown.
        for (_, got), (_, true) in zip(part.values, whole):
            assert got is None or (got.result == true.result and got.score in (None, true.score))
    assert part.values == whole and calls > 3


@pytest.mark.parametrize(("state", "words"), [
    (ENGINE.new_game("durak.podkidnoy", 2, 1, {}), "В колоде ещё есть карты"),
    (ENGINE.new_game("durak.veryu", 2, 1, {}), "Верю — не верю"),
])
def test_positions_it_cannot_see_through_are_refused(state: dict[str, object], words: str) -> None:
    with pytest.raises(BadRequest, match=words):
        solver.analyse(state)


def test_three_players_with_cards_are_refused() -> None:
    state = endgame("durak.podkidnoy", ["6H", "7S", "8S"], trump_suit="D")
    with pytest.raises(BadRequest, match="только для игры вдвоём"):
        solver.analyse(state)


def test_the_protocol_answers_and_refuses_in_russian() -> None:
    state = endgame("durak.podkidnoy", ["6H 7S", "8H 7C 6C"], trump_suit="H")
    answer = json.loads(handle(json.dumps({"method": "durak.solve", "params": {"state": state}})))
    assert answer["ok"] and answer["result"]["complete"]
    assert [m["result"] for m in answer["result"]["moves"]] == ["lose", "win"]
    assert answer["result"]["labels"]["7S"]["ru"] == "7♠"
    bad = json.loads(handle(json.dumps({"method": "durak.solve", "params": {"state": state, "budget": 0}})))
    assert bad["error"]["code"] == "bad_request" and "budget" in bad["error"]["message"]
