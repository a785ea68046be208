"""The hand record's makeable-contracts tables, filled by the engine's double-dummy solver
(`bridge.dd_table`) board after board, checked against endplay's DDS (a CPython-only oracle).

This is the one browser test that needs the solver: it runs against the real method, so it fails
until the solver (rules_py/bridge/dd_protocol.py) is part of the site.
"""

from __future__ import annotations

import json
from typing import Any

from endplay.dds import calc_dd_table, par
from endplay.types import Deal, Denom, Player, Vul

from rules_py.api import handle

PAGE = "/bridge/lessons/"
LESSON = "rp-bridge-lesson#lesson"
SOLVER_TIMEOUT = 20 * 60_000  # two full tables in Pyodide on a busy machine
PLAYER = {"N": Player.north, "E": Player.east, "S": Player.south, "W": Player.west}
DENOM = {"NT": Denom.nt, "S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds, "C": Denom.clubs}
VUL = {"none": Vul.none, "NS": Vul.ns, "EW": Vul.ew, "all": Vul.both}


def boards(params: dict[str, Any]) -> list[dict[str, Any]]:
    answer = json.loads(handle(json.dumps({"method": "bridge.generate", "params": params})))
    assert answer["ok"], answer
    result: list[dict[str, Any]] = answer["result"]["boards"]
    return result


def test_the_record_fills_the_makeable_contracts_of_every_board_with_progress(watched: Any, site_url: str) -> None:
    # Seed 5's board: its table takes the solver about a seventh of seed 3's (deals differ a lot).
    page = watched.page
    page.goto(f"{site_url}{PAGE}?lesson.seed=5&lesson.count=1&lesson.text=-")
    page.wait_for_selector(f"{LESSON}[data-rp-state=ready]", timeout=180_000)
    # While the solver works the progress line is shown and the page answers.
    assert page.locator(f"{LESSON} .rp-dd-progress").is_visible()
    page.wait_for_selector(f"{LESSON}[data-dd-state=done], {LESSON}[data-dd-state=error]", timeout=SOLVER_TIMEOUT)
    assert page.get_attribute(LESSON, "data-dd-state") == "done", page.inner_text(f"{LESSON} .rp-dd-progress")
    assert page.eval_on_selector(f"{LESSON} .rp-dd-progress progress", "p => [p.value, p.max]") == [1, 1]
    assert "посчитаны для всех сдач" in page.inner_text(f"{LESSON} .rp-dd-progress")
    for board in boards({"seed": 5, "count": 1}):
        record = f"{LESSON} .rp-record[data-board='{board['board']}']"
        cells = page.eval_on_selector_all(f"{record} .rp-dd td[data-declarer]", """tds => tds.map(td => ({
            seat: td.dataset.declarer, strain: td.dataset.strain, tricks: Number(td.dataset.tricks), text: td.textContent}))""")
        assert len(cells) == 20
        dds = calc_dd_table(Deal(board["pbn"]))
        for cell in cells:
            tricks = dds[DENOM[cell["strain"]], PLAYER[cell["seat"]]]
            assert cell["tricks"] == tricks, (board["board"], cell)
            assert cell["text"] == (str(tricks - 6) if tricks >= 7 else "–")
        expected_par = par(dds, VUL[board["vulnerability"]], PLAYER[board["dealer"]]).score
        shown = page.inner_text(f"{record} .rp-par")
        assert shown.startswith("Пар:")
        assert str(abs(expected_par)) in shown, (shown, expected_par)
