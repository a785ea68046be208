"""The double-dummy methods answer in the browser, through the bridge page's own worker (Pyodide):
an ending analysed card by card, one slice of a full deal's table (the same number as the solver
gives in CPython), and a malformed deal refused in Russian."""

from __future__ import annotations

from typing import Any

from rules_py.bridge.contract import Strain
from rules_py.bridge.dds import solve
from rules_py.bridge.pbn import parse_pbn

PAGE = "/bridge/"
DEAL = "N:AKJ4.QT7.A93.K82 Q93.A85.KJ742.96 T865.K943.Q5.AJ7 72.J62.T86.QT543"


def call(page: Any, method: str, params: dict[str, Any]) -> Any:
    return page.evaluate("([m, p]) => window.__rpClient.call(m, p)", [method, params])


def test_double_dummy_methods_answer_through_the_pages_worker(watched: Any, site_url: str) -> None:
    page = watched.page
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(site_url + PAGE)
    page.wait_for_selector("rp-play#play-bridge[data-rp-state=ready]", timeout=180_000)

    answer = call(page, "bridge.dd_analyse", {"pbn": "N:AK... QJ... T9... 87...", "strain": "NT", "leader": "N"})
    assert answer["ok"], answer
    cards = {c["card"]: (c["tricks"], c["loses"]) for c in answer["result"]["cards"]}
    assert cards == {"AS": (2, 0), "KS": (2, 0)}

    answer = call(page, "bridge.dd_solve", {"pbn": DEAL, "strain": "NT", "declarer": "S"})
    assert answer["ok"], answer
    assert answer["result"]["tricks"] == solve(parse_pbn(DEAL), Strain.NOTRUMP, "S")
    assert answer["result"]["solved"] >= 1 and answer["result"]["total"] == 20

    answer = call(page, "bridge.dd_solve", {"pbn": "N:AKQ.. QJ... T9... 87...", "strain": "NT", "declarer": "S"})
    assert not answer["ok"]
    assert any("а" <= ch <= "я" for ch in answer["error"]["message"].lower())
