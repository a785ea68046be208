"""Skeleton figures: widget start-up in Chromium against the bare Pyodide floor, instant navigation,
the wheel's size, and deals per second in CPython and in Pyodide under Node. Prints only."""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from harness import chromium, run_in_pyodide, served_site
from workloads import deals_per_second

from widgets.wheel import build_wheel

# A page that only loads Pyodide and rules_py from the site's own files: the floor a widget can reach.
FLOOR_PAGE = """<!doctype html><meta charset="utf-8"><title>floor</title>
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: new URL("./pyodide/", location.href).href });
await py.loadPackage("rules-py");
py.pyimport("rules_py.api");
document.title = "ready";
</script>"""
RUNS = 3
GAMES = ("durak.podkidnoy", "bridge", "canasta.classic")


def browser_figures(base: str) -> None:
    floor, widget, instant = [], [], []
    with chromium() as browser:
        for _ in range(RUNS):
            page = browser.new_context().new_page()
            start = time.perf_counter()
            page.goto(base + "/bench-floor.html")
            page.wait_for_function("document.title === 'ready'", timeout=180_000)
            floor.append(time.perf_counter() - start)
            page.context.close()

            page = browser.new_context().new_page()
            start = time.perf_counter()
            page.goto(base + "/durak/podkidnoy/")
            page.wait_for_selector("rp-deal[data-rp-state=ready]", timeout=180_000)
            widget.append(time.perf_counter() - start)
            page.wait_for_load_state("networkidle")  # instant navigation is armed once the sitemap is read
            page.evaluate("window.__benchMark = 1")
            start = time.perf_counter()
            page.click("nav a[href$='/bridge/']")
            page.wait_for_selector("rp-deal#deal-bridge[data-rp-state=ready]", timeout=180_000)
            instant.append(time.perf_counter() - start)
            if page.evaluate("window.__benchMark") != 1:
                print("warning: the navigation reloaded the page (no instant navigation)")
            page.context.close()
    f, w, i = (statistics.median(x) for x in (floor, widget, instant))
    print(f"bare Pyodide + rules_py page (floor): {f * 1000:7.0f} ms (median of {RUNS})")
    print(f"game page to first widget ready:      {w * 1000:7.0f} ms  ratio to floor {w / f:.2f}")
    print(f"instant navigation to widget ready:   {i * 1000:7.0f} ms  ratio to floor {i / f:.2f}")


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        wheel = build_wheel(Path(tmp))
        print(f"rules_py wheel: {wheel.stat().st_size / 1024:.1f} KiB ({wheel.name})")
    in_pyodide = run_in_pyodide(f"{{g: deals_per_second(g, 4) for g in {list(GAMES)!r}}}")
    for game in GAMES:
        print(f"deals/s {game:18} CPython {deals_per_second(game, 4):9.0f}   Pyodide-Node {in_pyodide[game]:9.0f}")
    with served_site({"bench-floor.html": FLOOR_PAGE}) as base:
        browser_figures(base)


if __name__ == "__main__":
    main()
