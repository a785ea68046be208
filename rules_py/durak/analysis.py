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
from rules_py.durak import solver
from rules_py.durak.moves import Move
from rules_py.durak.words import accusative, instrumental
from rules_py.words import MOVES_RU, count_ru

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
