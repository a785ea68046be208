"""Offline after one visit: the service worker saves the whole site, and with the network switched off
a page never opened before comes from the cache, its widget deals and a game plays."""

from __future__ import annotations

from typing import Any

from rules_py.dealing import deal

TIMEOUT = 120_000
FIRST = "/durak/podkidnoy/#deal-durak-podkidnoy"
UNSEEN, UNSEEN_WIDGET = "/durak/perevodnoy/#deal-durak-perevodnoy", "rp-deal#deal-durak-perevodnoy"


def hands(page: Any, selector: str) -> list[list[str]]:
    return page.eval_on_selector(
        selector,
        "el => [...el.querySelectorAll('.rp-board .rp-hand')].map(h => "
        "[...h.querySelectorAll('[data-card]')].map(c => c.dataset.card))",
    )


def saved_and_controlled(page: Any) -> None:
    """The footer says the site is saved, and the service worker controls the page (clients.claim)."""
    page.wait_for_selector(".rp-offline[data-rp-offline=saved]", timeout=TIMEOUT)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT)


def test_after_one_visit_an_unseen_page_deals_and_plays_offline(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(site_url + FIRST)
    page.wait_for_selector("rp-deal#deal-durak-podkidnoy[data-rp-state=ready]", timeout=TIMEOUT)
    saved_and_controlled(page)
    assert "сохранён" in page.inner_text(".rp-offline")

    page.context.set_offline(True)
    page.goto(site_url + UNSEEN)  # a full load, not instant navigation: everything from the cache
    page.wait_for_selector(f"{UNSEEN_WIDGET}[data-rp-state=ready]", timeout=TIMEOUT)
    assert page.evaluate("navigator.onLine") is False
    page.wait_for_selector(".rp-offline[data-rp-offline=offline]", timeout=TIMEOUT)

    # The widget deals: a typed seed gives exactly CPython's deal.
    page.fill(f"{UNSEEN_WIDGET} input[type=number]", "4242")
    page.locator(UNSEEN_WIDGET).get_by_role("button", name="Показать расклад").click()
    page.wait_for_selector(f"{UNSEEN_WIDGET}[data-rp-state=ready]", timeout=TIMEOUT)
    players = int(page.input_value(f"{UNSEEN_WIDGET} select"))
    assert hands(page, UNSEEN_WIDGET) == [[c.code for c in h] for h in deal("durak.perevodnoy", players, 4242).hands]

    # A game plays: the engine (imported offline, durak family on first use) accepts a legal move.
    answer = page.evaluate("""async () => {
      const client = window.__rpClient;
      const game = await client.call("game.new", { game: "durak.perevodnoy", players: 2, seed: 9 });
      const move = game.result.legal[0];
      return client.call("game.play", { game: "durak.perevodnoy", state: game.result.state, move });
    }""")
    assert answer["ok"] is True and answer["result"]["state"]
    # The table of the page also reaches ready, offline.
    page.wait_for_selector("rp-play#play-durak-perevodnoy[data-rp-state=ready]", timeout=TIMEOUT)


def test_a_second_page_restores_the_saved_snapshot(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(site_url + FIRST)
    page.wait_for_selector("rp-deal#deal-durak-podkidnoy[data-rp-state=ready]", timeout=TIMEOUT)
    assert page.evaluate("window.__rpClient.timings.snapshot") is False  # nothing saved yet: plain boot
    saved_and_controlled(page)
    engine_files: list[Any] = []
    page.on("response", lambda response: "/pyodide/" in response.url and engine_files.append(response))
    page.goto(site_url + UNSEEN)
    page.wait_for_selector(f"{UNSEEN_WIDGET}[data-rp-state=ready]", timeout=TIMEOUT)
    # Python restored from the build's memory snapshot, rules_py in it: the deal is still CPython's.
    assert page.evaluate("window.__rpClient.timings.snapshot") is True
    players = int(page.input_value(f"{UNSEEN_WIDGET} select"))
    seed = int(page.input_value(f"{UNSEEN_WIDGET} input[type=number]"))
    assert hands(page, UNSEEN_WIDGET) == [[c.code for c in h] for h in deal("durak.perevodnoy", players, seed).hands]
    # The engine's files came from the service worker's cache, not from the network.
    assert engine_files and all(r.from_service_worker for r in engine_files), [r.url for r in engine_files]


# When the page registers the service worker, and when the table in view first becomes ready.
SAVE_WATCH = """
window.__registeredAt = null;
window.__tableReadyAt = null;
if (navigator.serviceWorker) {
  const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
  navigator.serviceWorker.register = (...args) => { window.__registeredAt = performance.now(); return register(...args); };
}
new MutationObserver((records, observer) => {
  const table = document.querySelector("rp-play#play-durak-podkidnoy[data-rp-state=ready]");
  if (table) { window.__tableReadyAt = performance.now(); observer.disconnect(); }
}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-rp-state"] });
"""


def test_saving_the_site_waits_for_the_table_in_view(watched: Any, site_url: str) -> None:
    page = watched.page
    page.add_init_script(SAVE_WATCH)
    page.goto(site_url + "/durak/podkidnoy/#play-durak-podkidnoy")
    saved_and_controlled(page)
    registered, ready = page.evaluate("[window.__registeredAt, window.__tableReadyAt]")
    assert ready is not None and registered is not None
    assert registered > ready, f"the service worker was registered at {registered:.0f} ms, the table ready at {ready:.0f} ms"
