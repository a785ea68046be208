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

from rules_py.durak import analysis, solver
from rules_py.durak.shell import labels
from rules_py.errors import BadRequest
from rules_py.protocol import METHODS, Params, Result, method, require

__all__ = ["METHODS", "solve_method"]

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
