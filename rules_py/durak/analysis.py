"""The exact analysis a durak table shows: every legal move of the endgame valued (`solve`) and the
words for it, in Russian.

A move is named the way a player would say what to do: «зайти с 9♠», «подкинуть 9♠», «побить
семёрку пик девяткой пик», «перевести 7♥», «взять», «сказать «бито»».

>>> move_ru({"type": "throw", "cards": ["9S"]}), move_ru({"type": "attack", "cards": ["7S", "7H"]})
('подкинуть 9♠', 'зайти с 7♠ 7♥')
>>> move_ru({"type": "beat", "attack": "7S", "card": "9S"})
'побить семёрку пик девяткой пик'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules_py.cards import Card
from rules_py.durak import endgame, solver
from rules_py.durak.moves import Move
from rules_py.durak.words import accusative, instrumental
from rules_py.words import MOVES_RU, TIMES_RU, count_ru

State = dict[str, Any]


def _short(cards: list[str]) -> str:
    return " ".join(Card.parse(c).ru for c in cards)


def move_ru(move: Move, throwing: bool = True) -> str:
    """What to do, said as advice: «подкинуть 9♠» (`throwing`: a «done» then means «бито», else that
    the taker gets no more cards)."""
    kind = move.get("type")
    if kind == "attack":
        return f"зайти с {_short(move['cards'])}"
    if kind == "throw":
        return f"подкинуть {_short(move['cards'])}"
    if kind == "beat":
        return f"побить {accusative(move['attack'])} {instrumental(move['card'])}"
    if kind == "transfer":
        return f"перевести {_short([move['card']])}"
    if kind == "take":
        return "взять"
    if kind == "done":
        return "сказать «бито»" if throwing else "больше не подкидывать"
    return "сходить иначе"


def ends_in(moves: int) -> str:
    """«партия кончится через 5 ходов»."""
    return f"партия кончится через {count_ru(moves, MOVES_RU)}"


@dataclass
class Solved:
    """`durak.solve`'s answer."""

    seat: int
    moves: list[dict[str, Any]]
    complete: bool
    nodes: int
    exhausted: bool
    summary_ru: str

    def to_json(self) -> dict[str, Any]:
        solved = sum(1 for m in self.moves if m["result"] is not None)
        return {
            "seat": self.seat, "moves": self.moves, "complete": self.complete, "solved": solved,
            "total": len(self.moves), "nodes": self.nodes, "exhausted": self.exhausted,
            "summary_ru": self.summary_ru,
        }


def solve(state: State, budget: int, count: bool = True) -> Solved:
    """Every legal move of the player to move with its value, as far as the budget allows."""
    found = solver.analyse(state, budget, count)
    best = found.best
    throwing = state["phase"] == "throw"
    moves = [
        {
            "move": move,
            "move_ru": move_ru(move, throwing),
            "result": value.outcome if value is not None else None,
            "moves": value.moves if value is not None else None,
            "best": best is not None and value is not None and value.key() == best.key(),
        }
        for move, value in found.values
    ]
    return Solved(found.seat, moves, found.complete, found.nodes, found.exhausted,
                  summary(found, throwing) if found.complete else progress(found))


def progress(found: solver.Analysis) -> str:
    """Where a sliced analysis stands: «Считаю: решено 3 хода из 7.»"""
    solved = sum(1 for _, v in found.values if v is not None)
    total = len(found.values)
    if solved < total:
        return f"Считаю: решено {solved} из {count_ru(total, MOVES_RU)}."
    return "Считаю, через сколько ходов кончится партия."


def _listed(found: solver.Analysis, result: int, throwing: bool) -> list[str]:
    named = []
    for move, value in sorted(((m, v) for m, v in found.values if v is not None and v.result == result),
                              key=lambda mv: -(mv[1].score or 0)):
        words = move_ru(move, throwing)
        named.append(f"{words} ({ends_in(value.moves)})" if value.moves else words)
    return named


def summary(found: solver.Analysis, throwing: bool) -> str:
    """What the analysis says about the position, in one or two sentences."""
    results = {v.result for _, v in found.values if v is not None}
    if 1 in results:
        wins = _listed(found, 1, throwing)
        head = "Вы выигрываете: " + "; ".join(wins) + "."
        rest = results - {1}
        if not rest:
            return head
        if rest == {-1}:
            return head + " Остальные ходы проигрывают."
        return head + " Остальные ходы ведут к ничьей или к проигрышу."
    if 0 in results:
        draws = _listed(found, 0, throwing)
        return "Выиграть нельзя; вничью ведут: " + "; ".join(draws) + "."
    best = _listed(found, -1, throwing)[:1]
    return "При лучшей игре соперника партия проиграна" + (f"; дольше всего продержитесь, если {best[0]}." if best else ".")


@dataclass
class Line:
    """Best play from a position to the end: each move with who made it and its words, and the
    result for the player to move at the start."""

    seat: int
    steps: list[dict[str, Any]]
    result: str
    moves: int | None

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "line": self.steps, "result": self.result, "moves": self.moves}


def best_line(state: State, budget: int, first: Move | None = None) -> Line:
    """The moves of both players under best play to the end (the winner hurries, the loser holds
    out); with `first`, that move first and best play after it. Raises `solver.Exhausted` when a
    position of the line cannot be solved within `budget` nodes."""
    from rules_py.durak import bout
    from rules_py.durak.view import describe

    known = solver.known_state(state)
    seat = int(known["turn"])
    steps: list[dict[str, Any]] = []
    current = known
    if first is not None:
        steps.append({"seat": seat, "move": first, "move_ru": describe(current, first)})
        current = bout.play(current, first)
    for mover, move in solver.line(current, budget) if current["phase"] != "over" else []:
        steps.append({"seat": mover, "move": move, "move_ru": describe(current, move)})
        current = bout.play(current, move)
    loser = current["loser"]
    result = "draw" if loser is None else "lose" if loser == seat else "win"
    return Line(seat, steps, result, None if result == "draw" else len(steps))


# --- the review of a finished game -----------------------------------------------------------------

_WORSE = {
    (1, -1): ("Здесь вы проиграли", "Здесь соперник ошибся и отдал вам партию"),
    (1, 0): ("Здесь вы упустили выигрыш", "Здесь соперник упустил выигрыш: теперь ничья"),
    (0, -1): ("Здесь вы проиграли", "Здесь соперник ошибся: теперь вы выигрываете"),
}
_RESULT_RU = {1: "выигрышной", 0: "ничейной", -1: "проигрышной"}


@dataclass
class Reviewed:
    """`durak.review`'s answer: where the exact part of the game began, every move that changed its
    result, and where the review stopped if the budget ran out."""

    start: dict[str, Any] | None
    verdicts: list[dict[str, Any]]
    next: int | None
    nodes: int
    summary_ru: str

    def to_json(self) -> dict[str, Any]:
        return {"start": self.start, "verdicts": self.verdicts, "next": self.next, "complete": self.next is None,
                "nodes": self.nodes, "summary_ru": self.summary_ru}


def _result_of(state: State, budget: int) -> tuple[int, int] | None:
    """The result under best play for the player to move (+1, 0, -1) and the nodes spent, or None if
    the solver does not take the position; raises `solver.Exhausted`."""
    from rules_py.errors import BadRequest

    if state["phase"] == "over":
        return None
    try:
        known = solver.known_state(state)
    except BadRequest:
        return None
    rules = endgame.rules_of(known)
    search = solver.Search(solver.table_for(rules), budget)
    return search.result(endgame.from_state(known, rules)), search.nodes


def _for(state: State, seat: int, result: int) -> int:
    """A result for the player to move of `state`, as it is for `seat`."""
    return result if int(state["turn"]) == seat else -result


def review(states: list[State], moves: list[Move], seat: int, budget: int, start: int = 0) -> Reviewed:
    """Every move of a finished game, from `start`, made in a position the solver takes (two players,
    the talon empty): the result under best play before and after it, for the player who made it; a
    move that made it worse is a verdict («Здесь вы проиграли: надо было подкинуть 9♠»), for `seat`'s
    moves and for his opponent's. `states[i]` is the position before `moves[i]`."""
    verdicts: list[dict[str, Any]] = []
    first: dict[str, Any] | None = None
    spent = 0
    for i in range(start, len(moves)):
        before, after, move = states[i], states[i + 1], moves[i]
        try:
            known = _result_of(before, budget - spent)
            if known is None:
                continue
            result, nodes = known
            spent += nodes
            mover = int(before["turn"])
            if first is None:
                first = {"at": i, "result": _name(_for(before, seat, result)),
                         "text_ru": f"Колода кончилась перед ходом {i + 1}, и с этого хода все карты "
                                    f"известны: позиция была {_RESULT_RU[_for(before, seat, result)]} для вас."}
            if after["phase"] == "over":
                loser = after["loser"]
                now = 0 if loser is None else -1 if loser == mover else 1
            else:
                next_known = _result_of(after, budget - spent)
                if next_known is None:
                    continue
                spent += next_known[1]
                now = _for(after, mover, next_known[0])
            if now < result:
                verdicts.append(_verdict(before, move, i, mover, seat, result, now, budget - spent))
        except solver.Exhausted:
            return Reviewed(first, verdicts, i, spent, "Считаю…")
    return Reviewed(first, verdicts, None, spent, _review_summary(first, verdicts, states[-1], seat))


def _name(result: int) -> str:
    return "win" if result > 0 else "lose" if result < 0 else "draw"


def _verdict(before: State, move: Move, at: int, mover: int, seat: int, was: int, now: int, budget: int) -> dict[str, Any]:
    mine = mover == seat
    head = _WORSE[(was, now)][0 if mine else 1]
    throwing = before["phase"] == "throw"
    found = solver.analyse(before, max(budget, 1), count=False)
    better = [m for m, v in found.values if v is not None and v.result == was]
    text = head
    if mine and better:
        text += ": надо было " + move_ru(better[0], throwing)
        if len(better) > 1:
            text += " (или " + ", или ".join(move_ru(m, throwing) for m in better[1:3]) + ")"
        text += " — это вело к ничьей" if was == 0 else ""
    return {
        "at": at, "seat": mover, "yours": mine, "move": move, "move_ru": move_ru(move, throwing),
        "before": _name(was), "after": _name(now), "better": better, "text_ru": text + ".",
    }


def _review_summary(first: dict[str, Any] | None, verdicts: list[dict[str, Any]], last: State, seat: int) -> str:
    if first is None:
        return "Точный разбор возможен, когда колода пуста и в игре остались двое; до этого партия не дошла."
    mine = [v for v in verdicts if v["yours"]]
    theirs = [v for v in verdicts if not v["yours"]]
    loser = last.get("loser")
    outcome = "ничья" if loser is None else "вы проиграли" if loser == seat else "вы выиграли"
    parts = [first["text_ru"]]
    if not mine:
        parts.append("В концовке вы не ошиблись" + (f" ({outcome})." if last["phase"] == "over" else "."))
    elif len(mine) == 1:
        parts.append(f"Исход изменил один ваш ход — ход {mine[0]['at'] + 1}.")
    else:
        parts.append(f"Исход меняли {count_ru(len(mine), MOVES_RU)} из ваших; первый — ход {mine[0]['at'] + 1}.")
    if len(theirs) == 1:
        parts.append("Соперник ошибся один раз.")
    elif theirs:
        parts.append(f"Соперник ошибался {count_ru(len(theirs), TIMES_RU)}.")
    return " ".join(parts)
