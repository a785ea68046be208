"""Double-dummy methods of the JSON protocol: bridge.dd_table, bridge.dd_solve, bridge.dd_analyse.

Why slices in the same worker, and not a second worker: a full table takes from a few seconds to
tens of seconds in the browser with the pure-Python solver (a fraction of a second with DDS, seconds
for the hardest deals: `rules_py.bridge.dds.native`, which solves a strain's four declarers at once), so the page asks for it one strain × declarer at a time
(`bridge.dd_solve`, each well under the worker's 30-second call limit) and moves its progress bar
after each answer; between two slices the worker is free for anything else (a bot's card, a hint).
The slices share the transposition tables kept in this worker (`rules_py.bridge.dds.solver`), so
the second leader of a strain costs a fraction of the first, and `bridge.dd_table` then returns at
once from the slices already solved (adding par). A second worker would need a second Pyodide
(several megabytes and seconds to start, twice the memory on a phone) and could not share those
tables; it would only win when two tables were wanted at the same time, which a reader never does.

>>> r = METHODS["bridge.dd_analyse"].handler({"pbn": "N:AK... QJ... T9... 87...", "strain": "NT", "leader": "W"})
>>> r["to_play"], r["best"], [(c["card"], c["tricks"], c["loses"]) for c in r["cards"]]
('W', 0, [('8S', 0, 0), ('7S', 0, 0)])
"""

from __future__ import annotations

from typing import Any

from rules_py.bridge.boards import vulnerability_from, vulnerable_sides
from rules_py.bridge.contract import Strain
from rules_py.bridge.dds import solver
from rules_py.bridge.dds.par import par
from rules_py.bridge.dds.position import Position, strain_from
from rules_py.bridge.engine import vulnerability
from rules_py.bridge.pbn import Hands, parse_pbn, to_pbn
from rules_py.bridge.seats import SEATS, lho, seat_from, side_of
from rules_py.cards import Card
from rules_py.errors import BadRequest
from rules_py.protocol import METHODS, Params, Result, card_labels, method, require

__all__ = ["METHODS", "dd_table_method", "dd_solve_method", "dd_analyse_method"]

#: Solved slices of the last deals: (PBN from North, strain, declarer) -> tricks.
_SOLVED: dict[tuple[str, Strain, str], int] = {}
_SOLVED_LIMIT = 200


def _deal(params: Params) -> tuple[Hands, str]:
    hands = parse_pbn(require(params, "pbn", str))
    return hands, to_pbn(hands, "N")


def _solved(hands: Hands, key: str, strain: Strain, declarer: str) -> int:
    found = _SOLVED.get((key, strain, declarer))
    if found is None:
        if len(_SOLVED) >= _SOLVED_LIMIT:
            _SOLVED.clear()
        # DDS solves a strain's four declarers at once: the slices of that strain then cost nothing.
        for seat, tricks in solver.strain_tricks(hands, strain, [declarer]).items():
            _SOLVED[(key, strain, seat)] = tricks
        found = _SOLVED[(key, strain, declarer)]
    return found


def _vulnerable(value: object) -> dict[str, bool]:
    """The sides that are vulnerable, read as the table reads them: a name («none», «NS», «EW», «both»,
    PBN's or Russian words: boards.vulnerability_from) or the engine's {"NS": bool, "EW": bool}.

    >>> _vulnerable("EW"), _vulnerable("все"), _vulnerable({"NS": True})
    ({'NS': False, 'EW': True}, {'NS': True, 'EW': True}, {'NS': True, 'EW': False})
    """
    try:
        return vulnerable_sides(vulnerability_from(value)) if isinstance(value, str) else vulnerability(value)
    except BadRequest:
        raise BadRequest("Параметр «vulnerable» — «none», «NS», «EW», «both» (или «никто», «С–Ю», «В–З», «все») "
                         "либо {\"NS\": true|false, \"EW\": true|false}.") from None


@method(
    "bridge.dd_table",
    "Таблица взяток при игре в открытую (5 деноминаций × 4 разыгрывающих) и пар сдачи.",
    {
        "pbn": "сдача PBN, например «N:AKQ2.K3.QJ2.A987 ...»",
        "vulnerable": "зона для пара: «none» (по умолчанию), «NS», «EW», «both» или {\"NS\": bool, \"EW\": bool}",
        "dealer": "сдающий для пара: N (по умолчанию), E, S или W",
    },
    '{"tricks": {"N": {"C": n, "D": n, "H": n, "S": n, "NT": n}, "E": {...}, "S": {...}, "W": {...}}, '
    '"par": {"score": очки NS, "contracts": [{"code": "4S N", "contract", "declarer", "doubled", "result", "ru"}]}, '
    '"pbn"}',
)
def dd_table_method(params: Params) -> Result:
    hands, key = _deal(params)
    vulnerable = _vulnerable(params.get("vulnerable"))
    dealer = seat_from(params.get("dealer", "N"), "сдающего")
    tricks = {seat: {s.value: _solved(hands, key, s, seat) for s in solver.STRAINS} for seat in SEATS}
    return {"tricks": tricks, "par": par(tricks, vulnerable, dealer), "pbn": key}


@method(
    "bridge.dd_solve",
    "Одна клетка таблицы взяток: сколько взяток возьмёт разыгрывающий в деноминации (для таблицы по частям).",
    {
        "pbn": "сдача PBN",
        "strain": "деноминация: C, D, H, S или NT",
        "declarer": "разыгрывающий: N, E, S или W (первым ходит его левый противник)",
    },
    '{"strain", "declarer", "tricks", "solved": сколько клеток этой сдачи уже решено, "total": 20}',
)
def dd_solve_method(params: Params) -> Result:
    hands, key = _deal(params)
    strain = strain_from(require(params, "strain", str))
    declarer = seat_from(require(params, "declarer", str), "разыгрывающего")
    tricks = _solved(hands, key, strain, declarer)
    done = sum(1 for (k, _, _) in _SOLVED if k == key)
    return {"strain": strain.value, "declarer": declarer, "tricks": tricks, "solved": done, "total": 20}


def _position_from_state(state: object) -> tuple[Position, dict[str, int]]:
    """The play-table state's position (hands still held, the trick in progress, the contract's
    strain) and the tricks each side has won so far."""
    if not isinstance(state, dict) or state.get("game") != "bridge":
        raise BadRequest("Это не состояние партии в бридж.")
    if state.get("phase") != "play" or not isinstance(state.get("contract"), dict):
        raise BadRequest("Анализ доступен во время розыгрыша: контракт назначен, карты ещё на руках.")
    try:
        contract = state["contract"]
        strain = Strain(contract["strain"])
        trick = state["trick"]
        if trick:
            leader = seat_from(trick[0]["seat"], "ходящего")
        elif state["tricks"]:
            leader = seat_from(state["tricks"][-1]["winner"], "ходящего")
        else:
            leader = lho(seat_from(contract["declarer"], "разыгрывающего"))
        hands = {seat: [Card.parse(c) for c in state["hands"][seat]] for seat in SEATS}
        played = [Card.parse(t["card"]) for t in trick]
        won = {side: int(state["won"][side]) for side in ("NS", "EW")}
    except (KeyError, TypeError, ValueError):
        raise BadRequest("Состояние партии в бридж повреждено.") from None
    return Position.make(hands, strain, leader, played), won


@method(
    "bridge.dd_analyse",
    "Анализ в открытую: для каждой карты, которой можно сыграть, — сколько взяток возьмёт её сторона "
    "и сколько она теряет против лучшей карты.",
    {
        "state": "состояние партии с игрового стола (или вместо него pbn, strain, leader, trick)",
        "pbn": "оставшиеся карты в PBN, руки могут быть короче 13 карт",
        "strain": "деноминация: C, D, H, S или NT",
        "leader": "кто ходил первым в текущую взятку (или ходит первым в следующую)",
        "trick": "необязательно: карты текущей взятки по порядку, например [\"QS\", \"2S\"]",
    },
    '{"to_play", "side": "NS"|"EW", "best": взяток у стороны ходящего, "taken": {"NS", "EW"} (из state), '
    '"cards": [{"card", "tricks", "total": взято + возьмёт, "loses", "best": bool}], "labels"}',
)
def dd_analyse_method(params: Params) -> Result:
    if params.get("state") is not None:
        position, taken = _position_from_state(params["state"])
    else:
        position = Position.from_pbn(require(params, "pbn", str), require(params, "strain", str),
                                     require(params, "leader", str), params.get("trick", []))
        taken = {"NS": 0, "EW": 0}
    values = solver.analyse(position)
    best = max(t for _, t in values)
    side = side_of(position.to_play)
    cards: list[dict[str, Any]] = [
        {"card": card.code, "tricks": t, "total": taken[side] + t, "loses": best - t, "best": t == best}
        for card, t in values
    ]
    return {
        "to_play": position.to_play,
        "side": side,
        "best": best,
        "taken": taken,
        "cards": cards,
        "labels": card_labels([card for card, _ in values]),
    }
