"""«Анализ» at the durak table: the view says when the exact analysis is on offer, durak.line shows best
play, and durak.review finds the moves of a finished game that changed its result, in Russian."""

from __future__ import annotations

import json
from typing import Any

from rules_py.api import handle
from rules_py.durak import analysis, bout, solver
from rules_py.durak.engine import ENGINE
from rules_py.durak.setup import endgame

TWO_CARDS = (["6H 7S", "8H 7C 6C"], "H")  # 7♠ wins in 4 moves, 6♥ loses


def call(method: str, **params: Any) -> dict[str, Any]:
    answer = json.loads(handle(json.dumps({"method": method, "params": params})))
    assert answer["ok"], answer
    return dict(answer["result"])


def test_the_view_offers_the_analysis_only_once_the_talon_is_empty_with_two_players() -> None:
    start = ENGINE.new_game("durak.podkidnoy", 2, 1, {})
    assert ENGINE.view(start, 0)["exact"] is False
    hands, trump = TWO_CARDS
    assert ENGINE.view(endgame("durak.podkidnoy", hands, trump_suit=trump), 0)["exact"] is True
    assert ENGINE.view(endgame("durak.podkidnoy", ["6H", "7S", "8S"], trump_suit=trump), 0)["exact"] is False


def test_the_line_shows_best_play_and_what_a_wrong_move_leads_to() -> None:
    hands, trump = TWO_CARDS
    state = endgame("durak.podkidnoy", hands, trump_suit=trump)
    best = call("durak.line", state=state)
    assert best["complete"] and best["result"] == "win" and best["moves"] == 4
    assert [s["move"] for s in best["line"]][0] == {"type": "attack", "cards": ["7S"]}
    assert best["line"][0]["move_ru"] == "Игрок 1 заходит: 7♠."
    wrong = call("durak.line", state=state, move={"type": "attack", "cards": ["6H"]})
    assert (wrong["result"], wrong["moves"]) == ("lose", 6) and wrong["line"][0]["move"]["cards"] == ["6H"]
    refused = json.loads(handle(json.dumps({"method": "durak.line", "params": {"state": state, "move": {"type": "take"}}})))
    assert refused["error"]["code"] == "illegal_move"


def _played(state: dict[str, Any], first: dict[str, Any]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """`first`, then best play to the end: the states before each move and the moves."""
    moves = [first] + [step["move"] for step in analysis.best_line(bout.play(state, first), 10**6).steps]
    states = [state]
    for move in moves:
        states.append(bout.play(states[-1], move))
    return states, moves


def test_the_review_names_the_move_that_lost_and_the_move_that_won() -> None:
    hands, trump = TWO_CARDS
    states, moves = _played(endgame("durak.podkidnoy", hands, trump_suit=trump), {"type": "attack", "cards": ["6H"]})
    done = analysis.review(states, moves, seat=0, budget=10**6)
    assert done.next is None and done.start is not None and done.start["result"] == "win"
    [verdict] = done.verdicts
    assert verdict["at"] == 0 and verdict["yours"] and (verdict["before"], verdict["after"]) == ("win", "lose")
    assert verdict["better"] == [{"type": "attack", "cards": ["7S"]}]
    assert verdict["text_ru"] == "Здесь вы проиграли: надо было зайти с 7♠."
    assert "Исход изменил один ваш ход — ход 1." in done.summary_ru
    # The same game seen by the other player: his opponent's mistake.
    other = analysis.review(states, moves, seat=1, budget=10**6).verdicts[0]
    assert not other["yours"] and other["text_ru"] == "Здесь соперник ошибся и отдал вам партию."


def test_a_review_in_slices_finds_what_one_call_finds_and_every_verdict_holds() -> None:
    seed = 2
    state = ENGINE.new_game("durak.podkidnoy", 2, seed, {})
    moves = []
    while state["phase"] != "over":
        move = ENGINE.bot_move(state)
        moves.append(move)
        state = ENGINE.play(state, move)
    code = call("game.link", game="durak.podkidnoy", players=2, seed=seed, moves=moves)["code"]
    whole = call("durak.review", code=code, seat=0, budget=10**6)
    assert whole["complete"] and whole["verdicts"]
    solver._TABLES.clear()
    sliced: list[dict[str, Any]] = []
    start = 0
    for _ in range(500):
        part = call("durak.review", code=code, seat=0, budget=300, **{"from": start})
        sliced += part["verdicts"]
        if part["complete"]:
            break
        start = part["next"]
    assert [v["at"] for v in sliced] == [v["at"] for v in whole["verdicts"]]
    states = [ENGINE.new_game("durak.podkidnoy", 2, seed, {})]
    for move in moves:
        states.append(ENGINE.play(states[-1], move))
    for verdict in whole["verdicts"]:
        before = states[verdict["at"]]
        values = dict((json.dumps(m, sort_keys=True), v) for m, v in solver.analyse(before, count=False).values)
        made = values[json.dumps(verdict["move"], sort_keys=True)]
        best = max(v.result for v in values.values() if v is not None)
        assert made is not None and made.result < best and made.outcome == verdict["after"]
