"""Fixtures for the site and browser layers: one strict build of the site a test worker, served on 127.0.0.1.

Imports of MkDocs and Playwright happen inside the fixtures, so the rules tests (which also run
inside Pyodide) never need them.
"""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.webserver import CHROMIUM, CHROMIUM_ARGS, free_port, serve

ROOT = Path(__file__).resolve().parent.parent

# Under pytest-xdist (make test: -n 2), each file of the site layers (they build, serve or open the site)
# is one unit of work, run whole by one worker, while every other test is a unit of its own. Units go
# out largest first (xdist's reordering), so both workers start with the browser files and end with the
# small rules tests, which even out the finish. Each worker builds the site once (~25 s) and runs its own
# Chromium. xdist's own «loadgroup» cannot say this under pytest 9 (it renames node ids through an
# attribute pytest 9 no longer reads), so the grouping is a scheduler of our own.
SITE_LAYERS = ("tests/browser/", "tests/site/")


@pytest.hookimpl(optionalhook=True)  # a hook of pytest-xdist, which the Pyodide layer does not have
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    from xdist.scheduler import LoadScopeScheduling

    class SiteFilesWhole(LoadScopeScheduling):  # type: ignore[misc]
        def _split_scope(self, nodeid: str) -> str:
            return nodeid.split("::", 1)[0] if nodeid.startswith(SITE_LAYERS) else nodeid

    return SiteFilesWhole(config, log)


@pytest.fixture(scope="session")
def site_port() -> int:
    return free_port()


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory, site_port: int) -> Path:
    """`mkdocs build --strict` into a temporary folder; fails the tests that need it on any warning."""
    site = tmp_path_factory.mktemp("site")
    mkdocs = Path(sys.executable).parent / "mkdocs"
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "RP_SITE_URL": f"http://127.0.0.1:{site_port}/"}
    # One build at a time: the builds of the two workers share the project's build/ folder (the engine's
    # wheel, standard library and snapshot), which the first build of a fresh clone creates.
    (ROOT / "build").mkdir(exist_ok=True)
    with open(ROOT / "build" / ".site-build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        done = subprocess.run(
            [str(mkdocs), "build", "--strict", "--site-dir", str(site)], cwd=ROOT, capture_output=True, text=True,
            env=env,
        )
    assert done.returncode == 0, f"mkdocs build --strict failed:\n{done.stdout}\n{done.stderr}"
    return site


@pytest.fixture(scope="session")
def site_url(built_site: Path, site_port: int) -> Iterator[str]:
    server, url = serve(built_site, site_port)
    yield url
    server.shutdown()


#: A reader's page draws a widget when it comes within a screen of the viewport (elements.js); the tests
#: wait for widgets anywhere on a page, so their pages draw every widget once the engine is ready, as if
#: the reader had scrolled past each. test_loading checks the reader's own way (`lazy=True`).
DRAW_ALL = "window.__rpDrawAll = true"


class TestBrowser:
    """Chromium for the tests: its contexts set `DRAW_ALL` unless asked for `lazy=True`, and prefer reduced
    motion unless a test asks otherwise: the tables then draw as for a reader who turned motion off (no
    slides, no places read before a drawing), which takes a fifth off a whole game's time on 2 cores;
    test_card_table checks the motion itself."""

    def __init__(self, browser: Any) -> None:
        self._browser = browser

    def new_context(self, *args: Any, lazy: bool = False, **kwargs: Any) -> Any:
        kwargs.setdefault("reduced_motion", "reduce")
        context = self._browser.new_context(*args, **kwargs)
        if not lazy:
            context.add_init_script(DRAW_ALL)
        return context

    def __getattr__(self, name: str) -> Any:
        return getattr(self._browser, name)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    assert Path(CHROMIUM).exists(), "Debian's chromium is missing: `make test` installs it"
    with sync_playwright() as playwright:
        instance = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield TestBrowser(instance)
        instance.close()


class PageWatch:
    """A page plus what it asked the network for and what it printed to the console."""

    def __init__(self, page: Any, origin: str) -> None:
        self.page = page
        self.origin = origin
        self.requests: list[str] = []
        self.console_errors: list[str] = []
        page.on("request", lambda request: self.requests.append(request.url))
        page.on("console", lambda msg: msg.type == "error" and self.console_errors.append(msg.text))
        page.on("pageerror", lambda error: self.console_errors.append(str(error)))

    def foreign_requests(self) -> list[str]:
        return [u for u in self.requests if not (u.startswith(self.origin + "/") or u.startswith("data:")
                                                  or u.startswith("blob:"))]


@pytest.fixture()
def watched(browser: Any, site_url: str) -> Iterator[PageWatch]:
    """A fresh page; after the test, no request may have left 127.0.0.1 and no console error appeared."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    watch = PageWatch(context.new_page(), site_url)
    yield watch
    context.close()
    assert watch.foreign_requests() == [], "requests left the site"
    assert watch.console_errors == [], "console errors"


SAVED_TIMEOUT = 240_000


@pytest.fixture(scope="session")
def saved_context(browser: Any, site_url: str) -> Iterator[Any]:
    """A browser profile that has visited the site once, as a returning reader's has: the service worker
    has precached the whole site (the footer says it is saved) and controls the pages, so a page opened
    in it takes the engine's files, and the memory snapshot, from the cache."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(site_url + "/durak/podkidnoy/")
    page.wait_for_selector(".rp-offline[data-rp-offline=saved]", timeout=SAVED_TIMEOUT)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=SAVED_TIMEOUT)
    page.close()
    yield context
    context.close()


@pytest.fixture(params=["cold", "saved"])
def visit(request: pytest.FixtureRequest, browser: Any, site_url: str) -> Iterator[PageWatch]:
    """A page of a first visit (a new profile: the engine boots from scratch), then of a returning
    reader's (`saved_context`: the engine restores the memory snapshot the service worker saved). The
    checks of `watched` apply to both; on the saved site the engine must have come from the snapshot."""
    saved = request.param == "saved"
    context = (request.getfixturevalue("saved_context") if saved
               else browser.new_context(viewport={"width": 1280, "height": 900}))
    watch = PageWatch(context.new_page(), site_url)
    watch.saved = saved  # type: ignore[attr-defined]
    yield watch
    booted = watch.page.evaluate("window.__rpClient ? window.__rpClient.timings : null")
    watch.page.close()
    if not saved:
        context.close()
    assert watch.foreign_requests() == [], "requests left the site"
    assert watch.console_errors == [], "console errors"
    if saved:
        assert booted is not None and booted.get("snapshot") is True, f"the engine did not restore the snapshot: {booted}"
