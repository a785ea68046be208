"""Skeleton figures: widget start-up in Chromium against the bare Pyodide floor, the wheel's size,
and deals per second in CPython and in Pyodide under Node. Prints only."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rules_py.dealing import deal  # noqa: E402
from tests.webserver import CHROMIUM, CHROMIUM_ARGS, free_port, serve  # noqa: E402

FLOOR_PAGE = """<!doctype html><meta charset="utf-8"><title>floor</title>
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
const start = performance.now();
const py = await loadPyodide({ indexURL: new URL("./pyodide/", location.href).href });
await py.loadPackage("rules-py");
py.pyimport("rules_py.api");
document.title = "ready";
</script>"""
RUNS = 3


def build_site(target: Path, port: int) -> None:
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "RP_SITE_URL": f"http://127.0.0.1:{port}/"}
    subprocess.run([str(Path(sys.executable).parent / "mkdocs"), "build", "--site-dir", str(target)],
                   cwd=ROOT, check=True, capture_output=True, env=env)
    (target / "bench-floor.html").write_text(FLOOR_PAGE, encoding="utf-8")


def browser_figures(site: Path, port: int) -> None:
    from playwright.sync_api import sync_playwright

    server, base = serve(site, port)
    floor, widget, instant = [], [], []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for _ in range(RUNS):
            page = browser.new_context().new_page()
            t = time.perf_counter()
            page.goto(base + "/bench-floor.html")
            page.wait_for_function("document.title === 'ready'", timeout=180_000)
            floor.append(time.perf_counter() - t)
            page.context.close()

            page = browser.new_context().new_page()
            t = time.perf_counter()
            page.goto(base + "/durak/podkidnoy/")
            page.wait_for_selector("rp-deal[data-rp-state=ready]", timeout=180_000)
            widget.append(time.perf_counter() - t)
            t = time.perf_counter()
            page.evaluate("window.__benchMark = 1")
            page.click("nav a[href$='/bridge/']")
            page.wait_for_url("**/bridge/")
            page.wait_for_selector("rp-deal#deal-bridge[data-rp-state=ready]", timeout=180_000)
            if page.evaluate("window.__benchMark") != 1:
                print("warning: the navigation reloaded the page (instant navigation did not happen)")
            instant.append(time.perf_counter() - t)
            page.context.close()
        browser.close()
    server.shutdown()
    f, w, i = statistics.median(floor), statistics.median(widget), statistics.median(instant)
    print(f"bare Pyodide + rules_py page (floor): {f * 1000:7.0f} ms (median of {RUNS})")
    print(f"game page to first widget ready:      {w * 1000:7.0f} ms  ratio to floor {w / f:.2f}")
    print(f"instant navigation to widget ready:   {i * 1000:7.0f} ms  ratio to floor {i / f:.2f}")


def cpython_deals_per_second(game: str, players: int, seconds: float = 1.0) -> float:
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        deal(game, players, count)
        count += 1
    return count / (time.perf_counter() - start)


NODE_SCRIPT = r"""
import { loadPyodide } from "pyodide";
import { readFileSync } from "node:fs";
const py = await loadPyodide();
py.FS.writeFile("/tmp/w.whl", readFileSync(process.argv[2]));
const out = await py.runPythonAsync(`
import site, zipfile, time, json
zipfile.ZipFile("/tmp/w.whl").extractall(site.getsitepackages()[0])
from rules_py.dealing import deal
res = {}
for game, players in (("durak.podkidnoy", 4), ("bridge", 4), ("canasta.classic", 4)):
    n, t = 0, time.perf_counter()
    while time.perf_counter() - t < 1.0:
        deal(game, players, n); n += 1
    res[game] = n / (time.perf_counter() - t)
json.dumps(res)
`);
console.log(out);
"""


def pyodide_deals_per_second(wheel: Path) -> dict[str, float]:
    with tempfile.NamedTemporaryFile("w", suffix=".mjs", dir=ROOT, delete=False) as f:
        f.write(NODE_SCRIPT)
    try:
        done = subprocess.run(["node", f.name, str(wheel)], cwd=ROOT, capture_output=True, text=True, check=True)
    finally:
        os.unlink(f.name)
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        port = free_port()
        build_site(site, port)
        wheel = next((site / "pyodide").glob("rules_py-*.whl"))
        print(f"rules_py wheel: {wheel.stat().st_size / 1024:.1f} KiB ({wheel.name})")
        in_pyodide = pyodide_deals_per_second(wheel)
        for game in in_pyodide:
            print(f"deals/s {game:18} CPython {cpython_deals_per_second(game, 4):9.0f}   "
                  f"Pyodide-Node {in_pyodide[game]:9.0f}")
        browser_figures(site, port)


if __name__ == "__main__":
    main()
