"""The durak family's own protocol methods: the exact endgame analysis (`durak.solve`).

Why slices: a two-player endgame of six cards each takes the solver from a few thousand to a few
hundred thousand positions, a fraction of a second to several seconds in the browser. The page asks
with a node budget; the answer gives what is known so far (``complete`` false, ``solved`` of
``total``) and the page asks again with the same state, moving its progress line, until it is
complete. Between two slices the worker is free; the solver's transposition table stays in the
worker (`rules_py.durak.solver`), so each slice goes on where the last one stopped.

>>> from rules_py.durak.setup import endgame
>>> state = endgame("durak.podkidnoy", [["6H", "7S"], ["8H", "7C", "6C"]], trump_suit="H")
>>> r = METHODS["durak.solve"].handler({"state": state})
>>> [(m["move"]["cards"], m["result"], m["moves"], m["best"]) for m in r["moves"]], r["complete"]
([(['6H'], 'lose', 6, False), (['7S'], 'win', 4, True)], True)
>>> r["summary_ru"]
'Вы выигрываете: зайти с 7♠ (партия кончится через 4 хода). Остальные ходы проигрывают.'
"""

from __future__ import annotations

from typing import Any

from rules_py.durak import analysis, bout, solver
from rules_py.durak.moves import legal_moves
from rules_py.durak.shell import labels
from rules_py.errors import BadRequest, IllegalMove
from rules_py.protocol import METHODS, Params, Result, method, require

__all__ = ["METHODS", "line_method", "review_method", "solve_method"]

#: The most nodes one call may spend (about a minute in CPython): a slice must end.
MAX_BUDGET = 5_000_000


def _budget(params: Params) -> int:
    budget = params.get("budget", solver.DEFAULT_BUDGET)
    if isinstance(budget, bool) or not isinstance(budget, int) or not 1 <= budget <= MAX_BUDGET:
        raise BadRequest(f"Параметр «budget» — целое число от 1 до {MAX_BUDGET} (сколько позиций перебрать).")
    return budget


def _flag(params: Params, name: str, default: bool) -> bool:
    value = params.get(name, default)
    if not isinstance(value, bool):
        raise BadRequest(f"Параметр «{name}» — true или false.")
    return value


@method(
    "durak.solve",
    "Точный расчёт эндшпиля вдвоём (колода кончилась, карты на руках у двоих): для каждого хода того, "
    "чья очередь, — выигрыш, проигрыш или ничья при лучшей игре обеих сторон и через сколько ходов "
    "кончится партия. Считает по частям: ответ говорит, сколько ходов уже решено; тот же запрос "
    "продолжает с того места, где остановился предыдущий. Видит только то, что знает ходящий.",
    {
        "state": "состояние партии (вариант с отбоем, не «Верю — не верю»; колода пуста, в игре двое)",
        "budget": f"необязательно: сколько позиций перебрать за этот вызов (по умолчанию {solver.DEFAULT_BUDGET}, "
                  f"не больше {MAX_BUDGET}); в браузере — несколько тысяч на один кусок",
        "count": "необязательно: false — только результат каждого хода, без числа ходов до конца (быстрее)",
    },
    '{"seat": кто ходит, "moves": [{"move": ход из legal, "result": "win"|"lose"|"draw"|null (ещё не '
    'решён), "moves": ходов до конца партии (обоих игроков) или null, "best": bool, "move_ru"}], '
    '"complete": bool (всё решено), "solved": решено ходов, "total": всего ходов, "nodes": перебрано '
    'позиций, "exhausted": bool (бюджет кончился раньше ответа), "summary_ru": "итог по-русски", "labels"}',
)
def solve_method(params: Params) -> Result:
    """``durak.solve``: the value of every legal move of the player to move in a two-player endgame.

    Params: ``state`` (a durak state of a bout variant with an empty talon and two players in the
    bout), ``budget`` (nodes for this call), ``count`` (also the number of moves to the end; default
    true). The result lists every legal move in the engine's order with ``result`` (``win``,
    ``lose``, ``draw`` for the player who makes it, or null while unknown), ``moves`` (moves of both
    players to the end under best play: the winner hurries, the loser holds out; null for a draw or
    while unknown) and ``best``; ``complete`` is true once every result (and, when asked, every count)
    is known. A caller that gets ``complete: false`` calls again with the same state (a slice): the
    solver's table is kept between calls, so the next slice goes on. ``exhausted`` says the budget
    ran out in this call; nothing is ever guessed.
    """
    state = require(params, "state", dict)
    done = analysis.solve(state, _budget(params), _flag(params, "count", True))
    cards = [c for m in done.moves for c in _cards(m["move"])]
    return {**done.to_json(), "labels": labels(cards)}


def _cards(move: dict[str, Any]) -> list[str]:
    return [*move.get("cards", []), *(move[k] for k in ("attack", "card") if k in move)]


@method(
    "durak.line",
    "Лучшая игра до конца партии из позиции эндшпиля вдвоём: ходы обоих игроков, победитель спешит, "
    "проигрывающий тянет время; можно задать первый ход (чтобы показать, чем он плох или хорош).",
    {
        "state": "состояние партии, как у durak.solve",
        "move": "необязательно: первый ход (из legal), после него — лучшая игра обоих",
        "budget": f"необязательно: сколько позиций перебрать на каждую позицию линии (по умолчанию "
                  f"{solver.DEFAULT_BUDGET})",
    },
    '{"seat": кто ходит первым, "line": [{"seat", "move", "move_ru"}], "result": "win"|"lose"|"draw" для '
    'ходящего первым, "moves": ходов в линии или null для ничьей, "complete": bool (false — бюджета не '
    'хватило, линия пуста), "labels"}',
)
def line_method(params: Params) -> Result:
    """``durak.line``: the moves of both players under best play from a two-player endgame to the
    end (the first move may be given: ``move``). ``complete`` false, with an empty line, when the
    budget did not suffice for a position of it; nothing is guessed."""
    state = require(params, "state", dict)
    first = params.get("move")
    if first is not None:
        known = solver.known_state(state)
        if first not in legal_moves(bout.position(known)):
            raise IllegalMove("Такого хода в этой позиции нет: " + bout.position(known).phase_hint())
    try:
        found = analysis.best_line(state, _budget(params), first)
    except solver.Exhausted:
        return {"seat": int(state["turn"]), "line": [], "result": None, "moves": None, "complete": False, "labels": {}}
    cards = [c for step in found.steps for c in _cards(step["move"])]
    return {**found.to_json(), "complete": True, "labels": labels(cards)}


def _game_moves(params: Params) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The states and moves of a game given by its link code (``code``) or by ``game``, ``players``,
    ``seed``, ``options`` and ``moves`` (as for game.link): states[i] is the position before moves[i]."""
    from rules_py import links
    from rules_py.games import engine_for

    if params.get("code") is not None:
        decoded = links.decode(require(params, "code", str))
        setup = decoded.setup
        engine = engine_for(setup.game)
        moves = [step.move for step in links.replay(engine, decoded, describe=False).steps]
    else:
        game = require(params, "game", str)
        options = params.get("options") or {}
        if not isinstance(options, dict):
            raise BadRequest("Параметр «options» должен быть объектом.")
        setup = links.Setup(game, params.get("players", 2), require(params, "seed", int), options)
        engine = engine_for(game)
        moves = require(params, "moves", list)
    state = engine.new_game(setup.game, setup.players, setup.seed, dict(setup.options))
    states = [state]
    for number, move in enumerate(moves, 1):
        if not isinstance(move, dict):
            raise BadRequest(f"Ход №{number} должен быть объектом JSON.")
        state = engine.play(state, move)
        states.append(state)
    return states, moves


@method(
    "durak.review",
    "Разбор сыгранной партии: с какого хода концовку можно было просчитать до конца, и какие ходы "
    "(ваши и соперника) меняли её исход — «Здесь вы проиграли: надо было подкинуть 9♠». Считает по частям: "
    "если бюджета не хватило, ответ говорит, с какого хода продолжить.",
    {
        "code": "код партии из game.link (или вместо него game, players, seed, options, moves — как у game.link)",
        "seat": "необязательно: чьими глазами разбирать (по умолчанию 0 — первый игрок)",
        "from": "необязательно: с какого хода (номер с нуля) продолжить разбор — значение next прошлого ответа",
        "budget": f"необязательно: сколько позиций перебрать за этот вызов (по умолчанию {solver.DEFAULT_BUDGET})",
    },
    '{"start": {"at": номер хода с нуля, "result": "win"|"lose"|"draw" для seat, "text_ru"} или null, '
    '"verdicts": [{"at": номер хода с нуля (позиция перед ним), "seat": кто ходил, "yours": bool, "move", '
    '"move_ru", "before", "after": результат для ходившего до и после хода, "better": [ходы, сохранявшие '
    'результат], "text_ru"}], "next": с какого хода продолжить или null, "complete": bool, "nodes", '
    '"summary_ru", "labels"}',
)
def review_method(params: Params) -> Result:
    """``durak.review``: the review of a finished (or unfinished) game. Every move made in a position
    the solver takes (two players, the talon empty) is valued before and after; the moves that made
    the mover's result worse are the verdicts, in Russian (`rules_py.durak.analysis.review`). Sliced:
    with ``complete`` false, call again with ``from`` = ``next`` (earlier verdicts are not repeated;
    ``start`` is given by the slice that reached it)."""
    states, moves = _game_moves(params)
    seat = params.get("seat", 0)
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < int(states[0]["players"]):
        raise BadRequest("Параметр «seat» — номер места игрока.")
    start = params.get("from", 0)
    if isinstance(start, bool) or not isinstance(start, int) or not 0 <= start <= len(moves):
        raise BadRequest(f"Параметр «from» — номер хода от 0 до {len(moves)}.")
    done = analysis.review(states, moves, seat, _budget(params), start)
    cards = [c for v in done.verdicts for m in (v["move"], *v["better"]) for c in _cards(m)]
    return {**done.to_json(), "labels": labels(cards)}
