"""Layer 4: the deal widget in real Chromium, running rules_py in Pyodide from the site's own files."""

from __future__ import annotations

from typing import Any

import pytest

from rules_py.dealing import deal

PAGE = "/durak/podkidnoy/"
WIDGET = "rp-deal#deal-durak-podkidnoy"
LOAD_TIMEOUT = 120_000


def wait_ready(page: Any, selector: str = WIDGET) -> None:
    page.wait_for_selector(f"{selector}[data-rp-state=ready]", timeout=LOAD_TIMEOUT)


def hands(page: Any, selector: str = WIDGET) -> list[list[str]]:
    return page.eval_on_selector(
        selector,
        "el => [...el.querySelectorAll('.rp-board .rp-hand')].map(h => "
        "[...h.querySelectorAll('[data-card]')].map(c => c.dataset.card))",
    )


def test_widget_reaches_ready_and_deals_the_right_number_of_cards(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(site_url + PAGE)
    wait_ready(page)
    page.select_option(f"{WIDGET} select", "4")
    wait_ready(page)
    page.get_by_role("button", name="Раздать").click()
    wait_ready(page)
    dealt = hands(page)
    assert [len(h) for h in dealt] == [6, 6, 6, 6]
    assert len({c for h in dealt for c in h}) == 24
    assert page.locator(f"{WIDGET} .rp-trump [data-card]").count() == 1
    assert "В колоде: 12" in page.inner_text(WIDGET)


def test_seed_in_the_url_gives_the_same_cards_as_cpython(watched: Any, site_url: str) -> None:
    page = watched.page
    url = f"{site_url}{PAGE}?deal-durak-podkidnoy.seed=777&deal-durak-podkidnoy.players=3"
    page.goto(url)
    wait_ready(page)
    first = hands(page)
    expected = [[c.code for c in hand] for hand in deal("durak.podkidnoy", 3, 777).hands]
    assert first == expected  # Pyodide in the browser and CPython deal the same cards
    page.goto(url)
    wait_ready(page)
    assert hands(page) == first


def test_new_deal_changes_cards_and_url(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(site_url + PAGE)
    wait_ready(page)
    before = hands(page)
    page.get_by_role("button", name="Раздать").click()
    wait_ready(page)
    after = hands(page)
    assert after != before
    seed = page.input_value(f"{WIDGET} input[type=number]")
    assert f"deal-durak-podkidnoy.seed={seed}" in page.url
    # Typing a seed and showing it gives exactly that deal.
    page.fill(f"{WIDGET} input[type=number]", "12345")
    page.get_by_role("button", name="Показать расклад").click()
    wait_ready(page)
    players = int(page.input_value(f"{WIDGET} select"))
    assert hands(page) == [[c.code for c in h] for h in deal("durak.podkidnoy", players, 12345).hands]


def test_instant_navigation_keeps_one_worker(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(site_url + PAGE)
    wait_ready(page)
    # A mark on the window survives only if the page is not reloaded.
    page.evaluate("window.__rpMark = window.__rpClient")
    # Material arms instant navigation once it has read the sitemap: wait for the page to settle.
    page.wait_for_load_state("networkidle", timeout=LOAD_TIMEOUT)
    requests_before = len(watched.requests)
    page.click("nav a[href$='/bridge/']")
    page.wait_for_function("location.pathname.endsWith('/bridge/')", timeout=LOAD_TIMEOUT)
    wait_ready(page, "rp-deal#deal-bridge")
    assert [len(h) for h in hands(page, "rp-deal#deal-bridge")] == [13, 13, 13, 13]
    assert page.evaluate("window.__rpMark === window.__rpClient && window.__rpClient.workerStarts === 1")
    fetched = watched.requests[requests_before:]
    assert not any("pyodide" in url for url in fetched), "the runtime was loaded again"


def test_missing_runtime_file_shows_an_error_instead_of_hanging(browser: Any, site_url: str) -> None:
    # No service worker: once it has precached the wheel and claimed the page, the worker's fetch would be
    # answered from its cache, out of the route's reach (CI saw the widget get ready instead).
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    page.route("**/rules_py-*.whl", lambda route: route.abort())
    page.goto(site_url + PAGE)
    page.wait_for_selector(f"{WIDGET}[data-rp-state=error]", timeout=LOAD_TIMEOUT)
    message = page.inner_text(f"{WIDGET} .rp-status")
    assert "не загрузился" in message and "rules_py-" in message
    context.close()


@pytest.mark.parametrize("width", [1280, 375])
def test_cards_fit_the_viewport(watched: Any, site_url: str, width: int) -> None:
    page = watched.page
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(site_url + PAGE)
    wait_ready(page)
    overflow = page.evaluate(
        "() => [...document.querySelectorAll('rp-deal [data-card]')]"
        ".filter(c => c.getBoundingClientRect().right > window.innerWidth + 1).length"
    )
    assert overflow == 0
    label = page.get_attribute(f"{WIDGET} .rp-board [data-card]", "aria-label")
    assert label and " " in label  # «дама пик»: an accessible Russian name, not a code


def test_a_hung_call_is_cancelled_and_the_worker_restarted(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(site_url + PAGE)
    wait_ready(page)
    # A call given no time at all stands for a bot that runs too long.
    answer = page.evaluate("window.__rpClient.call('games.list', {}, {timeout: 0})")
    assert answer["ok"] is False and answer["error"]["code"] == "timeout"
    assert "перезапущен" in answer["error"]["message"]
    # The widget keeps working on a fresh worker.
    page.get_by_role("button", name="Раздать").click()
    wait_ready(page)
    assert [len(h) for h in hands(page)] == [6] * len(hands(page))
    assert page.evaluate("window.__rpClient.workerStarts") == 2
