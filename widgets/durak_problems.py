"""Durak endgame problems: found in seeded bot games, kept as data, checked by the solver.

A problem is a two-player position after the talon ran out in which exactly one move of the player to
move wins (the others lose or draw). They are found in games the usual bot («Любитель») plays
against itself on fixed seeds: every position of the endgame small enough for the reader's browser
to solve at once is valued by the exact solver (`rules_py.durak.solver`), and the positions with one
winning move are kept, preferably those where the usual bot's own move is not it (a trap), spread
over the length of the win, the measure of difficulty. The reader is «Игрок 1», the player to move.

`python -m widgets.durak_problems` writes `widgets/data/durak_problems.json` again; the same seeds
give the same file. The site's build reads it (the `rp-durak-problems` fence, `problems_html`) and
checks every problem with the solver again: a problem whose winning move is not the only one, or no
longer the stored one, fails the build.
"""

from __future__ import annotations

import html
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules_py.durak import bout, solver  # noqa: E402
from rules_py.durak.analysis import best_line, move_ru  # noqa: E402
from rules_py.durak.engine import ENGINE  # noqa: E402
from rules_py.durak.setup import endgame  # noqa: E402
from rules_py.protocol import card_labels  # noqa: E402
from rules_py.cards import Card  # noqa: E402
from rules_py.registry import GAMES  # noqa: E402
from rules_py.words import CARDS_RU, MOVES_RU, count_ru, plural_ru  # noqa: E402

DATA = ROOT / "widgets" / "data" / "durak_problems.json"
#: How many problems of each variant, and the seeds their games are dealt from.
PLAN: list[tuple[str, int]] = [
    ("durak.podkidnoy", 11), ("durak.perevodnoy", 10), ("durak.prostoy", 4), ("durak.beskozyrny", 4),
    ("durak.yaponsky", 3),
]
SEEDS = range(400)
#: The most cards in play (both hands and the table): the reader's browser solves it at once.
MOST_CARDS = 12
#: Nodes the solver may spend on a problem (at build time, and in the browser's first call).
BUDGET = 400_000
State = dict[str, Any]


@dataclass(frozen=True)
class Problem:
    """One problem as stored: where it comes from, the position (the reader's hand first), the
    winning move and the number of moves of the win."""

    game: str
    seed: int
    ply: int
    hands: tuple[tuple[str, ...], tuple[str, ...]]
    trump_suit: str | None
    player_trumps: tuple[str, str] | None
    table: tuple[tuple[str, str | None], ...]
    phase: str
    answer: dict[str, Any]
    moves: int

    def state(self) -> State:
        """The position as an engine state: the reader (seat 0) to move, every other card gone."""
        reader_attacks = self.phase != "defend"
        position: dict[str, Any] = {
            "table": [tuple(pair) for pair in self.table],
            "attacker": 0 if reader_attacks else 1,
            "defender": 1 if reader_attacks else 0,
            "turn": 0,
            "phase": self.phase,
        }
        if self.player_trumps is not None:
            position["player_trumps"] = list(self.player_trumps)
        elif self.trump_suit is not None:
            position["trump_suit"] = self.trump_suit
        return endgame(self.game, [list(self.hands[0]), list(self.hands[1])], **position)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game, "seed": self.seed, "ply": self.ply, "hands": [list(h) for h in self.hands],
            "trump_suit": self.trump_suit, "player_trumps": list(self.player_trumps) if self.player_trumps else None,
            "table": [list(p) for p in self.table], "phase": self.phase, "answer": self.answer, "moves": self.moves,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Problem:
        trumps = data.get("player_trumps")
        return cls(
            game=data["game"], seed=data["seed"], ply=data["ply"],
            hands=(tuple(data["hands"][0]), tuple(data["hands"][1])), trump_suit=data.get("trump_suit"),
            player_trumps=(trumps[0], trumps[1]) if trumps else None,
            table=tuple((a, d) for a, d in data["table"]), phase=data["phase"], answer=data["answer"],
            moves=data["moves"],
        )


class ProblemError(ValueError):
    """A stored problem the solver no longer confirms."""


def verify(problem: Problem, number: int) -> solver.Analysis:
    """Solve the problem again: its winning move must be the only one and the stored one, with the
    stored number of moves. Raises `ProblemError` (which fails the site's build) otherwise."""
    found = solver.analyse(problem.state(), BUDGET, best_only=True)
    if not found.complete:
        raise ProblemError(f"задача {number}: решатель не уложился в {BUDGET} позиций")
    wins = [(m, v) for m, v in found.values if v is not None and v.result > 0]
    if len(wins) != 1:
        named = ", ".join(move_ru(m) for m, _ in wins) or "нет ни одного"
        raise ProblemError(f"задача {number}: выигрывающий ход не единственный ({named})")
    move, value = wins[0]
    if move != problem.answer or value.moves != problem.moves:
        raise ProblemError(f"задача {number}: решатель находит {move_ru(move)} за {value.moves} ходов, "
                           f"а записано {move_ru(problem.answer)} за {problem.moves}")
    return found


def load() -> list[Problem]:
    return [Problem.from_json(p) for p in json.loads(DATA.read_text(encoding="utf-8"))["problems"]]


# --- finding problems in seeded games ------------------------------------------------------------


def _in_play(state: State) -> int:
    return sum(len(h) for h in state["hands"]) + sum(1 for pair in state["table"] for c in pair if c)


def _as_problem(state: State, seed: int, ply: int) -> Problem:
    """The position of `state` with its player to move as the reader (seat 0)."""
    me = int(state["turn"])
    other = int(state["defender"]) if me == int(state["attacker"]) else int(state["attacker"])
    trumps = state["player_trumps"]
    return Problem(
        game=state["game"], seed=seed, ply=ply,
        hands=(tuple(sorted(state["hands"][me])), tuple(sorted(state["hands"][other]))),
        trump_suit=state["trump_suit"] if trumps is None else None,
        player_trumps=(trumps[me], trumps[other]) if trumps is not None else None,
        table=tuple((a, d) for a, d in state["table"]), phase=state["phase"], answer={}, moves=0,
    )


def candidates(game: str) -> list[tuple[Problem, bool]]:
    """Problems of `game`'s seeded games, each with whether the usual bot would have missed the win."""
    found: list[tuple[Problem, bool]] = []
    seen: set[str] = set()
    for seed in SEEDS:
        state = ENGINE.new_game(game, 2, seed, {})
        ply = 0
        while state["phase"] != "over":
            if not bout.stock_left(state) and _in_play(state) <= MOST_CARDS and len(ENGINE.legal_moves(state)) >= 3:
                problem = _as_problem(state, seed, ply)
                key = json.dumps(problem.to_json()["hands"] + [problem.phase, problem.table])
                if key not in seen:
                    seen.add(key)
                    checked = _checked(problem)
                    if checked is not None:
                        usual = ENGINE.bot_move(problem.state())
                        found.append((checked, usual != checked.answer))
                        break  # one problem per game: more variety
            state = ENGINE.play(state, ENGINE.bot_move(state))
            ply += 1
    return found


def _checked(problem: Problem) -> Problem | None:
    """The problem with its answer, if exactly one move wins and at least one loses (the results
    first, the moves of the win counted only then)."""
    state = problem.state()
    found = solver.analyse(state, BUDGET, count=False)
    if not found.complete:
        return None
    wins = [m for m, v in found.values if v is not None and v.result > 0]
    if len(wins) != 1 or not any(v is not None and v.result < 0 for _, v in found.values):
        return None
    counted = solver.analyse(state, BUDGET, best_only=True)
    if not counted.complete:
        return None
    value = dict((json.dumps(m, sort_keys=True), v) for m, v in counted.values)[json.dumps(wins[0], sort_keys=True)]
    assert value is not None
    return Problem(**{**problem.__dict__, "answer": wins[0], "moves": value.moves or 0})


def choose(found: list[tuple[Problem, bool]], count: int) -> list[Problem]:
    """`count` problems spread over the length of the win: one of each length in turn (traps for
    the usual bot first, then the lowest seed), from the shortest length to the longest."""
    by_length: dict[int, list[Problem]] = {}
    for problem, trap in sorted(found, key=lambda pt: (not pt[1], pt[0].seed)):
        by_length.setdefault(problem.moves, []).append(problem)
    chosen: list[Problem] = []
    while len(chosen) < count and any(by_length.values()):
        for length in sorted(by_length):
            if by_length[length] and len(chosen) < count:
                chosen.append(by_length[length].pop(0))
    return chosen


def generate() -> list[Problem]:
    problems: list[Problem] = []
    for game, count in PLAN:
        problems.extend(choose(candidates(game), count))
    problems.sort(key=lambda p: (p.moves, p.game, p.seed))
    return problems


def main() -> None:
    problems = generate()
    DATA.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"problems": [p.to_json() for p in problems]}, ensure_ascii=False, indent=1)
    DATA.write_text(text + "\n", encoding="utf-8")
    print(f"{len(problems)} problems written to {DATA.relative_to(ROOT)}")


# --- the page ------------------------------------------------------------------------------------

_PHASE_RU = {
    "lead": "Вы заходите.",
    "defend": "Вы отбиваетесь.",
    "throw": "Всё на столе побито: вы можете подкинуть или сказать «бито».",
    "taking": "Соперник берёт карты: вы можете подкинуть ему вдогонку.",
}


def _cards(codes: list[str], labels: dict[str, dict[str, str]]) -> str:
    from widgets.fences.core import card_html

    return "".join(card_html(c, labels) for c in codes) or '<span class="rp-empty">нет карт</span>'


def _trump_words(problem: Problem) -> str:
    if problem.player_trumps is not None:
        mine, theirs = (Card.parse("A" + s).suit for s in problem.player_trumps)
        assert mine is not None and theirs is not None
        return f"Ваш козырь — {mine.name_ru}, козырь соперника — {theirs.name_ru}."
    if problem.trump_suit is None:
        return "Козырей нет."
    suit = Card.parse("A" + problem.trump_suit).suit
    assert suit is not None
    return f"Козыри — {suit.name_ru}."


def position_html(problem: Problem) -> str:
    """The position as a diagram (the widget's static content, and what prints)."""
    state = problem.state()
    table_cards = [c for pair in problem.table for c in pair if c]
    labels = card_labels([Card.parse(c) for c in [*problem.hands[0], *problem.hands[1], *table_cards]])
    pairs = "".join(
        f'<span class="rp-durak-problem-pair">{_cards([a] + ([d] if d else []), labels)}</span>'
        for a, d in problem.table
    )
    table = f'<div class="rp-durak-problem-table"><span class="rp-seat">На столе</span> {pairs}</div>' if pairs else ""
    gone = count_ru(len(state["discard"]), CARDS_RU)
    return (
        '<div class="rp-static rp-durak-problem-position">'
        f'<div class="rp-hand"><div class="rp-seat">Соперник ({len(problem.hands[1])})</div>'
        f'<div class="rp-cards">{_cards(list(problem.hands[1]), labels)}</div></div>'
        f"{table}"
        f'<div class="rp-hand"><div class="rp-seat">Вы ({len(problem.hands[0])})</div>'
        f'<div class="rp-cards">{_cards(list(problem.hands[0]), labels)}</div></div>'
        f'<p class="rp-durak-problem-facts">{html.escape(_trump_words(problem))} Колода кончилась, '
        f"в отбое {gone}. {html.escape(_PHASE_RU[problem.phase])}</p>"
        "</div>"
    )


def problems_html(page: str = "durak/problems.md") -> str:
    """Every problem, checked by the solver, in order of difficulty, each with its anchor, its
    diagram and question, the interactive widget and the answer folded away."""
    from widgets.fences.durak import _html_link

    problems = load()
    parts = []
    index = []
    last = 0
    for number, problem in enumerate(problems, 1):
        verify(problem, number)
        if problem.moves < last:
            raise ProblemError(f"задача {number}: задачи должны идти от коротких решений к длинным")
        last = problem.moves
        info = GAMES[problem.game]
        state = problem.state()
        line = best_line(state, BUDGET)
        steps = "".join(f"<li>{html.escape(step['move_ru'])}</li>" for step in line.steps)
        anchor = f"zadacha-{number}"
        variant = _html_link(page, info.page, info.name_ru)
        index.append(f'<li><a href="#{anchor}">Задача {number}</a> — {html.escape(info.name_ru.lower())}, '
                     f"{problem.moves} {_moves_word(problem.moves)}</li>")
        parts.append(
            f'<section class="rp-durak-problem-item" id="{anchor}" aria-labelledby="{anchor}-title">'
            f'<h2 id="{anchor}-title">Задача {number} <a class="headerlink" href="#{anchor}" '
            f'title="Ссылка на задачу">¶</a></h2>'
            f'<p class="rp-durak-problem-about">{variant} · выигрыш за {problem.moves} '
            f"{_moves_word(problem.moves)} (считая ходы обоих)</p>"
            f'<p class="rp-durak-problem-question"><strong>Ваш ход — не останьтесь дураком.</strong></p>'
            f'<div class="rp-host"><rp-durak-problem id="problem-{number}" game="{problem.game}" '
            f'data-rp-state="loading" number="{number}" '
            f'state="{html.escape(json.dumps(state, ensure_ascii=False, separators=(",", ":")))}">'
            f"{position_html(problem)}</rp-durak-problem></div>"
            f'<details class="rp-durak-problem-answer"><summary>Ответ</summary>'
            f"<p>Надо {html.escape(move_ru(problem.answer))}. Дальше при лучшей игре обеих сторон "
            f"(Игрок 1 — вы):</p><ol>{steps}</ol></details>"
            "</section>"
        )
    return '<ol class="rp-durak-problem-index">' + "".join(index) + "</ol>\n" + "\n".join(parts)


def _moves_word(n: int) -> str:
    return plural_ru(n, MOVES_RU)


if __name__ == "__main__":
    main()
