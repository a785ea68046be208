"""The loading path in Chromium: what a page loads and when, and how a failure to start is reported.

- a page without widgets loads no engine code and no widget module;
- the engine's worker starts only after the page's first paint;
- Material's search index is asked for only after the page has loaded, and the search still finds;
- a missing wasm, a wasm of the wrong type and a refused (403) wheel become a Russian error naming the
  file within seconds, not after the client's three-minute timeout;
- opened from file://, every widget says why it cannot start and gives the command that serves the
  site, and the links point at index.html files;
- Material's instant navigation from a page without widgets to one with widgets defines them, also when
  the entry script ran before Material's (deferred) bundle;
- served with the precompressed copies (brotli), the engine starts and deals.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.webserver import PrecompressedHandler, free_port, serve

TIMEOUT = 120_000
# Far below the client's 180 s start-up timeout: a failure must be reported as soon as it happens.
FAILURE_REPORTED_WITHIN = 30_000
GAME = "/durak/podkidnoy/#deal-durak-podkidnoy"
WIDGET = "rp-deal#deal-durak-podkidnoy"
ENGINE_CODE = re.compile(r"/pyodide/|/assets/rp/(client|worker|engine-files|cards|rp-[a-z-]+)\.js")


def test_a_page_without_widgets_loads_no_engine_code(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(site_url + "/glossary/")
    page.wait_for_load_state("networkidle")
    # The offline line appears once the page has loaded and gone idle: by then it would have started.
    page.wait_for_selector(".rp-offline", timeout=TIMEOUT)
    assert [u for u in watched.requests if ENGINE_CODE.search(u)] == []
    assert page.evaluate("window.__rpClient === undefined")


def test_the_worker_starts_after_the_first_paint(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(site_url + GAME)
    page.wait_for_selector(f"{WIDGET}[data-rp-state=ready]", timeout=TIMEOUT)
    spawned, painted = page.evaluate(
        "[window.__rpClient.spawnedAt, performance.getEntriesByName('first-contentful-paint')[0].startTime]")
    assert spawned > painted
    assert page.evaluate("window.__rpClient.workerStarts") == 1


def start_with_a_failing_file(browser: Any, site_url: str, pattern: str, status: int,
                              content_type: str = "text/plain") -> tuple[Any, str]:
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    page.route(pattern, lambda route: route.fulfill(status=status, body="нет", content_type=content_type))
    page.goto(site_url + GAME)
    page.wait_for_selector(f"{WIDGET}[data-rp-state=error]", timeout=FAILURE_REPORTED_WITHIN)
    return context, page.inner_text(f"{WIDGET} .rp-status")


def test_a_missing_wasm_is_reported_at_once_naming_the_file(browser: Any, site_url: str) -> None:
    context, message = start_with_a_failing_file(browser, site_url, "**/pyodide.asm.wasm", 404)
    assert "не загрузился" in message and "pyodide.asm.wasm" in message and "404" in message
    context.close()


def test_a_missing_runtime_module_is_reported_at_once_naming_it(browser: Any, site_url: str) -> None:
    context, message = start_with_a_failing_file(browser, site_url, "**/pyodide.asm.mjs", 404)
    assert "не загрузился" in message and "pyodide.asm.mjs" in message and "404" in message
    context.close()


def test_a_wasm_served_with_the_wrong_type_is_reported_at_once(browser: Any, site_url: str) -> None:
    context, message = start_with_a_failing_file(browser, site_url, "**/pyodide.asm.wasm", 200,
                                                 "application/octet-stream")
    assert "pyodide.asm.wasm" in message and "application/octet-stream" in message and "application/wasm" in message
    context.close()


def test_a_refused_wheel_is_reported_at_once_naming_the_file(browser: Any, site_url: str) -> None:
    context, message = start_with_a_failing_file(browser, site_url, "**/rules_py-*.whl", 403)
    assert "не загрузился" in message and "rules_py-" in message and "403" in message
    assert "доступны всем на чтение" in message  # what the person hosting the site should fix
    context.close()


def test_opened_from_a_file_every_widget_explains_how_to_open_the_site(browser: Any, built_site: Path) -> None:
    context = browser.new_context()
    page = context.new_page()
    page.goto((built_site / "durak" / "podkidnoy" / "index.html").as_uri())
    widgets = page.locator("[data-rp-state]")
    page.wait_for_selector("[data-rp-state=error] .rp-file-note", timeout=FAILURE_REPORTED_WITHIN)
    assert widgets.count() >= 2
    for i in range(widgets.count()):
        assert widgets.nth(i).get_attribute("data-rp-state") == "error"
        note = widgets.nth(i).locator(".rp-file-note").inner_text()
        assert "открыта как файл" in note
        assert f'python3 -m http.server 8000 --directory "{built_site}"' in note
        assert "http://127.0.0.1:8000/durak/podkidnoy/" in note
    # Links lead to index.html files, not to folder listings.
    hrefs = page.eval_on_selector_all("a[href]", "links => links.map(a => a.href).filter(h => h.startsWith('file:'))")
    folders = [h for h in hrefs if h.split("#")[0].endswith("/")]
    assert hrefs and folders == []
    assert any(h.endswith("/bridge/index.html") for h in hrefs)
    context.close()


def click_through_to_the_bridge_page(page: Any) -> None:
    """From a page without widgets, follow the menu to the bridge page by Material's instant navigation:
    its deal widget must come and deal, in the same document (no full reload)."""
    page.wait_for_load_state("networkidle", timeout=TIMEOUT)  # instant navigation armed (sitemap read)
    page.evaluate("window.__rpMark = 1")
    page.click("nav a[href$='/bridge/']")
    page.wait_for_function("location.pathname.endsWith('/bridge/')", timeout=TIMEOUT)
    page.wait_for_selector("rp-deal#deal-bridge[data-rp-state=ready]", timeout=TIMEOUT)
    assert page.evaluate("window.__rpMark") == 1

def test_instant_navigation_from_a_page_without_widgets_defines_the_widgets(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(site_url + "/")
    click_through_to_the_bridge_page(page)
    assert page.evaluate("window.__rpClient.workerStarts") == 1


def test_instant_navigation_works_when_the_entry_script_runs_before_materials_bundle(browser: Any, site_url: str) -> None:
    # elements.js is async and Material's bundle deferred: elements.js may run after parsing and before
    # the bundle (CI's loaded machines did, and the bridge page's widgets then never came after a click).
    # Both are held here, and let go in that order.
    context = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block")
    page = context.new_page()
    held: dict[str, Any] = {}
    page.route(re.compile(r"/assets/(rp/elements|javascripts/bundle\.[0-9a-f]+\.min)\.js$"),
               lambda route: held.__setitem__("bundle" if "bundle" in route.request.url else "elements", route))
    try:
        page.goto(site_url + "/", wait_until="commit")
        page.wait_for_function("document.readyState === 'interactive'", timeout=TIMEOUT)
        for _ in range(TIMEOUT // 50):  # both scripts are asked for early, from the page's head and end
            if len(held) == 2:
                break
            page.wait_for_timeout(50)
        assert sorted(held) == ["bundle", "elements"]
        held["elements"].continue_()
        page.wait_for_timeout(500)  # elements.js runs: parsing is over and document$ does not exist yet
        assert page.evaluate("window.document$ === undefined && document.readyState === 'interactive'")
        held["bundle"].continue_()
        click_through_to_the_bridge_page(page)
    finally:
        context.close()


def test_served_with_precompressed_copies_the_engine_starts(browser: Any, built_site: Path) -> None:
    port = free_port()
    server, base = serve(built_site, port, PrecompressedHandler)
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    encodings: dict[str, str | None] = {}
    page.on("response", lambda r: encodings.__setitem__(r.url.rsplit("/", 1)[-1], r.headers.get("content-encoding")))
    try:
        page.goto(base + GAME)
        page.wait_for_selector(f"{WIDGET}[data-rp-state=ready]", timeout=TIMEOUT)
        assert encodings.get("pyodide.asm.wasm") == "br" and encodings.get("pyodide.asm.mjs") == "br"
        assert encodings.get("worker.js") in (None, "br")  # small files have no copy
        assert len(page.eval_on_selector_all(f"{WIDGET} .rp-board [data-card]", "els => els")) >= 12
    finally:
        context.close()
        server.shutdown()


def test_the_search_index_waits_for_the_page_and_search_still_finds(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(site_url + "/glossary/")
    page.wait_for_load_state("networkidle")
    asked, loaded = page.evaluate(
        "[performance.getEntriesByType('resource').find(e => e.name.endsWith('/search/search_index.json'))"
        "?.startTime, performance.getEntriesByType('navigation')[0].loadEventEnd]")
    assert asked is not None and asked > loaded > 0  # the article's text first, then the index
    page.fill("input.md-search__input", "козырь")
    page.keyboard.press("End")  # Material reads the query on keyup; Playwright types Cyrillic without one
    page.wait_for_selector(".md-search-result__item", timeout=TIMEOUT)
    assert "козыр" in page.inner_text(".md-search-result").lower()


def test_a_table_further_down_is_drawn_as_the_reader_comes_near_and_prints_its_example(browser: Any, site_url: str) -> None:
    """The reader's own way (no `DRAW_ALL`): on a phone, /king/'s tables lie thousands of pixels below
    the top. The engine starts once the page is idle, but no table is drawn until the reader scrolls to
    within a screen of it; printed before that, a table shows its build-time example."""
    context = browser.new_context(lazy=True, viewport={"width": 412, "height": 823}, service_workers="block")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(site_url + "/king/")
    page.wait_for_function("window.__rpClient && window.__rpClient.timings && window.__rpClient.timings.rules_py",
                           timeout=TIMEOUT)  # the engine is ready
    table = page.locator("rp-play#play-king")
    assert table.evaluate("t => t.getBoundingClientRect().top") > 2 * 823  # far below the first screen
    page.wait_for_timeout(1500)  # idle: a page that drew every widget would have drawn this one by now
    assert page.evaluate("customElements.get('rp-play') === undefined")
    assert table.locator(".rp-board [data-card]").count() == 0
    page.emulate_media(media="print")
    assert table.locator(".rp-static").is_visible()
    page.emulate_media(media="screen")
    table.scroll_into_view_if_needed()
    page.wait_for_selector("rp-play#play-king[data-rp-state=ready]", timeout=TIMEOUT)
    assert table.locator(".rp-board [data-card]").count() > 0
    context.close()
    assert errors == []
