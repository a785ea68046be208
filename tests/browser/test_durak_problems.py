"""The page of durak problems and <rp-durak-problem>: every problem has its anchor and its diagram, a
problem is solved and failed through the page (with the mouse and with the keyboard only), the page
has no serious or critical axe-core findings before and after a try, and it prints as a handout
(positions and questions, no controls, no answers)."""

from __future__ import annotations

import json
from typing import Any

from rules_py.durak.analysis import move_ru
from tests.browser.a11y import COLOUR_RULES, TIMEOUT, axe_serious, set_scheme, wait_widgets
from widgets.durak_problems import load

PAGE = "/durak/problems/"
PROBLEMS = load()


def _open(watched: Any, site_url: str) -> Any:
    page = watched.page
    page.goto(site_url + PAGE)
    wait_widgets(page)
    return page


def _button_of(move: dict[str, Any], phase: str) -> str:
    words = move_ru(move, phase == "throw")
    return words[0].upper() + words[1:]


def _losing_move(number: int) -> dict[str, Any]:
    from rules_py.durak import solver

    found = solver.analyse(PROBLEMS[number - 1].state(), count=False)
    return next(m for m, v in found.values if v is not None and v.result < 0)


def test_every_problem_has_an_anchor_a_diagram_and_a_ready_widget(watched: Any, site_url: str) -> None:
    page = _open(watched, site_url)
    assert len(PROBLEMS) >= 30
    assert len({p.game for p in PROBLEMS}) >= 4
    for number in (1, len(PROBLEMS)):
        section = page.locator(f"#zadacha-{number}")
        assert section.count() == 1
        assert section.locator("rp-durak-problem[data-rp-state=ready]").count() == 1
        assert section.locator("[data-card]").count() >= len(PROBLEMS[number - 1].hands[0])
    assert page.locator(".rp-durak-problem-index a").count() == len(PROBLEMS)


def test_a_problem_solved_and_failed_with_the_mouse(visit: Any, site_url: str) -> None:
    # Cold, and on the saved site (the engine from the snapshot): the solver must answer on both.
    page = _open(visit, site_url)
    problem = PROBLEMS[0]
    widget = page.locator("#problem-1")
    wrong = _button_of(_losing_move(1), problem.phase)
    widget.get_by_role("button", name=wrong, exact=True).click()
    page.wait_for_selector("#problem-1[data-result=lose][data-rp-state=ready]", timeout=TIMEOUT)
    assert "Неверно" in widget.locator(".rp-status").inner_text()
    assert widget.locator(".rp-durak-problem-line li").count() >= 2  # how the opponent punishes it
    right = _button_of(problem.answer, problem.phase)
    widget.get_by_role("button", name=right, exact=True).click()
    page.wait_for_selector("#problem-1[data-solved][data-rp-state=ready]", timeout=TIMEOUT)
    assert "Верно" in widget.locator(".rp-status").inner_text()
    assert widget.locator(".rp-durak-problem-line li").count() == problem.moves


def test_a_problem_failed_and_solved_with_the_keyboard_only(watched: Any, site_url: str) -> None:
    page = _open(watched, site_url)
    number = 2
    problem = PROBLEMS[number - 1]
    widget = page.locator(f"#problem-{number}")
    widget.get_by_role("button", name="Показать решение").focus()
    page.keyboard.press("Tab")  # into the moves: one tab stop
    names = widget.locator(".rp-durak-problem-moves button").all_inner_texts()
    focused = lambda: page.evaluate("() => document.activeElement.textContent")  # noqa: E731
    assert focused() == names[0]
    # A wrong move first: the engine says so, and the focus stays on the moves for another try.
    wrong = _button_of(_losing_move(number), problem.phase)
    for _ in range(names.index(wrong)):
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"#problem-{number}[data-result=lose][data-rp-state=ready]", timeout=TIMEOUT)
    assert "Неверно" in widget.locator(".rp-status").inner_text()
    assert focused() == wrong
    page.keyboard.press("Home")
    for _ in range(names.index(_button_of(problem.answer, problem.phase))):
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"#problem-{number}[data-solved][data-rp-state=ready]", timeout=TIMEOUT)
    assert "Верно" in widget.locator(".rp-status").inner_text()
    # Focus stays in the widget: on «Решить заново», which starts the problem again.
    assert focused() == "Решить заново"
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => !document.querySelector('#problem-{number}').hasAttribute('data-result')")


def test_no_serious_axe_findings_before_and_after_a_try(watched: Any, site_url: str) -> None:
    page = _open(watched, site_url)
    assert axe_serious(page) == []
    problem = PROBLEMS[2]
    page.locator("#problem-3").get_by_role("button", name=_button_of(problem.answer, problem.phase), exact=True).click()
    page.wait_for_selector("#problem-3[data-solved][data-rp-state=ready]", timeout=TIMEOUT)
    page.locator("#problem-4").get_by_role("button", name=_button_of(_losing_move(4), PROBLEMS[3].phase), exact=True).click()
    page.wait_for_selector("#problem-4[data-result=lose][data-rp-state=ready]", timeout=TIMEOUT)
    set_scheme(page, "slate")
    assert axe_serious(page, COLOUR_RULES) == []


def test_the_page_prints_positions_and_questions_only(watched: Any, site_url: str) -> None:
    page = _open(watched, site_url)
    page.emulate_media(media="print")
    shown = page.evaluate("""() => {
      const seen = (sel) => [...document.querySelectorAll(sel)].some((n) => n.getClientRects().length > 0);
      return {moves: seen('.rp-durak-problem-moves'), answers: seen('.rp-durak-problem-answer'),
              toolbar: seen('rp-durak-problem .rp-toolbar'), cards: seen('#zadacha-1 [data-card]'),
              question: seen('#zadacha-1 .rp-durak-problem-question')};
    }""")
    assert shown == {"moves": False, "answers": False, "toolbar": False, "cards": True, "question": True}, json.dumps(shown)
