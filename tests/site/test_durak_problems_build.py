"""The durak problems are checked by the solver when the site is built: a problem whose winning move
is not the only one, or not the stored one, or out of order, stops the build (the fence raises, and
widgets/hooks.py turns a failing fence into a warning that `mkdocs build --strict` refuses)."""

from __future__ import annotations

import dataclasses

import pytest

from widgets import durak_problems
from widgets.durak_problems import Problem, ProblemError, problems_html

#: Both cards win here: 7♠ and 7♣ are each beaten, and the other one is then thrown in and stays.
TWO_WINS = Problem(game="durak.podkidnoy", seed=0, ply=0, hands=(("7S", "7C"), ("9S", "8H")), trump_suit="D",
                   player_trumps=None, table=(), phase="lead", answer={"type": "attack", "cards": ["7S"]}, moves=4)
ONE_WIN = Problem(game="durak.podkidnoy", seed=0, ply=0, hands=(("6H", "7S"), ("6C", "7C", "8H")), trump_suit="H",
                  player_trumps=None, table=(), phase="lead", answer={"type": "attack", "cards": ["7S"]}, moves=4)


def _page_with(monkeypatch: pytest.MonkeyPatch, *problems: Problem) -> str:
    monkeypatch.setattr(durak_problems, "load", lambda: list(problems))
    return problems_html()


def test_a_sound_problem_is_drawn_with_its_anchor_and_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    page = _page_with(monkeypatch, ONE_WIN)
    assert 'id="zadacha-1"' in page and "<rp-durak-problem" in page and "Надо зайти с 7♠." in page


def test_a_second_winning_move_stops_the_build(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ProblemError, match="не единственный"):
        _page_with(monkeypatch, TWO_WINS)


def test_a_stored_answer_the_solver_does_not_confirm_stops_the_build(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ProblemError, match="записано"):
        _page_with(monkeypatch, dataclasses.replace(ONE_WIN, moves=6))


def test_problems_out_of_order_stop_the_build(monkeypatch: pytest.MonkeyPatch) -> None:
    longer = durak_problems.load()[-1]
    with pytest.raises(ProblemError, match="от коротких"):
        _page_with(monkeypatch, longer, ONE_WIN)
