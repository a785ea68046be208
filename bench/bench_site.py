"""The site's loading path, measured in Chromium on the built site (issue 9). Prints only.

1. What a cold game page transfers (raw; gzip as a server compresses on the fly; brotli from the
   precompressed copies), and what the service worker then saves.
2. Where the engine's start-up goes: the worker's own marks.
3. Cold time to the first ready widget against the bare-Pyodide-worker floor, in the same browser run
   and interleaved: on a fast line (127.0.0.1, a plain static server) and on a throttled one
   (10 Mbit/s, 40 ms, a server sending the precompressed copies); a second game page after a full
   load, once the service worker has saved the site and with no service worker; instant navigation.
4. Pyodide's memory snapshot (made at build time), tried over the network on both lines and from the
   service worker's cache: the worker uses it only in the last case, the one where it wins.
5. Lighthouse 13 (mobile, its default throttling) on the home page and on every family's main page.

BENCH_BASELINE=<git ref> (say main) also measures that version of the site (3 and 5) for comparison.
Run alone: .venv/bin/python bench/bench_site.py
"""

from __future__ import annotations

import gzip
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from harness import ROOT, Line, build_site, chromium, export_ref, run_in_pyodide, served_folder
from workloads import deals_per_second

from tests.webserver import CHROMIUM, CHROMIUM_ARGS, free_port
from widgets import publish
from widgets.engine import pyodide_version
from widgets.wheel import build_wheel

RUNS = int(os.environ.get("BENCH_RUNS", "4"))
RUNS_THROTTLED = int(os.environ.get("BENCH_RUNS_THROTTLED", "2"))
THROTTLED = Line(mbit=10, latency_ms=40)
# A reader who follows a link to a widget has it in view at once; on a page opened at the top the
# widgets are further down and start when the page has loaded and gone idle.
GAME_PAGE, GAME_WIDGET = "/durak/podkidnoy/", "#deal-durak-podkidnoy"
SECOND_PAGE, SECOND_WIDGET = "/king/", "#deal-king"
INSTANT_PAGE = "/bridge/"
LIGHTHOUSE_PAGES = ["/", "/bridge/", "/durak/", "/canasta/", "/king/", "/shtoss/", "/bezique/"]
GAMES = ("durak.podkidnoy", "bridge", "canasta.classic")
TIMEOUT = 300_000

# The floor: a bare page that starts a module worker at once, which only boots Pyodide from the site's
# own files. Two more modes compare the memory snapshot with the path it would replace, both ready once
# one deal is dealt: mode=engine boots Pyodide, fetches the wheel beside it and imports rules_py (what
# the worker does without a snapshot); mode=snapshot restores the build's snapshot (Python initialised,
# rules_py imported) fetched over the network. And mode=compiled boots Pyodide only, like the floor, but with
# the standard library the site ships (trimmed and compiled to bytecode at build time): what that alone gives.
FLOOR_WORKER = """const runtime = new URL("./pyodide/%s/", location.href).href;
const snapshot = "%s";
const wheelName = "%s";
const mode = new URLSearchParams(location.search).get("mode");
const { loadPyodide } = await import(runtime + "pyodide.mjs");
const options = { indexURL: runtime, lockFileURL: runtime + "pyodide-lock.json" };
// The floor boots Pyodide as it ships (its whole standard library); the engine's modes load the part the site
// ships (the snapshot was made with it).
if (mode !== "bare") options.stdLibURL = runtime + "%s";
if (mode === "snapshot") {
  options._loadSnapshot = fetch(runtime + snapshot)
    .then((r) => new Response(r.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
}
const wheel = mode === "engine" ? fetch(runtime + wheelName).then((r) => r.arrayBuffer()) : null;
const pyodide = await loadPyodide(options);
if (wheel) {
  pyodide.FS.writeFile("/lib/rules_py.whl", new Uint8Array(await wheel));
  pyodide.runPython('import sys; sys.path.insert(0, "/lib/rules_py.whl")');
}
if (mode !== "bare" && mode !== "compiled") pyodide.pyimport("rules_py.api").handle('{"method": "deal", "params": {"game": "durak.podkidnoy", "seed": 1}}');
postMessage("ready");
"""
FLOOR_PAGE = """<!doctype html><meta charset="utf-8"><title>floor</title>
<script type="module">
const worker = new Worker("./bench-floor-worker.js" + location.search, { type: "module" });
worker.onmessage = () => { window.__benchReady = performance.now(); };
</script>"""
# Milliseconds of a protocol call made twice through the page's client.
CALL_TWICE = """async ([method, params]) => {
  const times = [];
  for (const _ of [1, 2]) {
    const start = performance.now();
    const answer = await window.__rpClient.call(method, params);
    if (!answer.ok) throw new Error(answer.error.message);
    times.push(performance.now() - start);
  }
  return times;
}"""
# On every document: the moment (ms after navigation start) the first widget becomes ready, the first
# game table (rp-play) becomes ready, and the page registers the service worker (saving starts).
READY_WATCH = """window.__benchReady = null;
window.__benchTable = null;
window.__benchSaving = null;
if (navigator.serviceWorker) {
  const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
  navigator.serviceWorker.register = (...args) => { window.__benchSaving ??= performance.now(); return register(...args); };
}
new MutationObserver((records, observer) => {
  if (window.__benchReady === null && document.querySelector("[data-rp-state=ready]")) window.__benchReady = performance.now();
  if (window.__benchTable === null && document.querySelector("rp-play[data-rp-state=ready]")) window.__benchTable = performance.now();
  if (window.__benchReady !== null && window.__benchTable !== null) observer.disconnect();
}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-rp-state"] });"""
# A reader who follows a link to the game table of a page, on a first visit with the service worker allowed.
TABLE_PAGE = "/durak/podkidnoy/#play-durak-podkidnoy"


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def ready_ms(page: Any, url: str) -> float:
    page.goto(url, wait_until="commit", timeout=TIMEOUT)
    page.wait_for_function("window.__benchReady !== null", timeout=TIMEOUT)
    return float(page.evaluate("window.__benchReady"))


def new_context(browser: Any, **options: Any) -> Any:
    context = browser.new_context(**options)
    context.add_init_script(READY_WATCH)
    # A reader's page draws a widget further down only when it comes near (elements.js); the figures are
    # the times to a drawn widget, so every widget is drawn once the engine is ready, as in the tests.
    context.add_init_script("window.__rpDrawAll = true")
    return context


def cold_table(browser: Any, url: str, figures: Figures, prefix: str) -> None:
    """A first visit to a page's game table, service worker allowed: when the table is ready, and when
    the page started saving the site (registered the service worker), in ms after navigation start."""
    context = new_context(browser)
    try:
        page = context.new_page()
        page.goto(url, wait_until="commit", timeout=TIMEOUT)
        page.wait_for_function("window.__benchTable !== null", timeout=TIMEOUT)
        page.wait_for_function("window.__benchSaving !== null", timeout=TIMEOUT)
        table, saving = page.evaluate("[window.__benchTable, window.__benchSaving]")
        figures.add(f"{prefix}table", float(table))
        figures.add(f"{prefix}saving", float(saving))
    finally:
        context.close()


def cold(browser: Any, url: str, requests: list[str] | None = None, **options: Any) -> float:
    """A fresh context (empty caches); the URLs it requested are appended to `requests`."""
    context = new_context(browser, **options)
    try:
        page = context.new_page()
        if requests is not None:
            page.on("request", lambda request: requests.append(request.url))
        return ready_ms(page, url)
    finally:
        context.close()


def load_average() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"


class Figures:
    """Named series of milliseconds, printed as medians (and the spread) at the end, each with the
    machine's one-minute load average while it was taken (the figures mean little on a busy machine)."""

    def __init__(self) -> None:
        self.series: dict[str, list[float]] = {}
        self.loads: dict[str, list[float]] = {}
        self.requests: dict[str, tuple[str, list[str]]] = {}

    def add(self, name: str, value: float) -> None:
        self.series.setdefault(name, []).append(value)
        self.loads.setdefault(name, []).append(os.getloadavg()[0])

    def fetched(self, mode: str, base: str, record: bool) -> list[str] | None:
        """Where to note the URLs one cold load of `mode` requests (on its first run only)."""
        if not record:
            return None
        self.requests[mode] = (base, [])
        return self.requests[mode][1]

    def med(self, name: str) -> float:
        return median(self.series.get(name, []))

    def row(self, name: str, label: str, floor: str | None = None) -> None:
        values = self.series.get(name, [])
        if not values:
            return
        ratio = f"  {self.med(name) / self.med(floor):5.2f}× floor" if floor else ""
        load = median(self.loads.get(name, []))
        print(f"  {label:72} {self.med(name):7.0f} ms{ratio:13}   ({min(values):.0f}–{max(values):.0f}, n={len(values)}, "
              f"load {load:.1f})")


# --- 1. transfer -----------------------------------------------------------------------------------

def transfer(site: Path, base: str, urls: list[str]) -> tuple[int, int, int]:
    """Raw, gzip (level 6, text and wasm, as a server compresses on the fly) and brotli (the
    precompressed copies, where there are some) bytes of the files behind these URLs."""
    raw = gz = br = 0
    for url in dict.fromkeys(u.split("?")[0].split("#")[0] for u in urls if u.startswith(base)):
        path = site / url[len(base) + 1:]
        if path.is_dir():
            path = path / "index.html"
        if not path.is_file():
            continue
        data = path.read_bytes()
        raw += len(data)
        text_like = path.suffix in (".html", ".js", ".mjs", ".css", ".json", ".xml", ".svg", ".wasm", ".webmanifest")
        gz += len(gzip.compress(data, 6)) if text_like else len(data)
        brotli = path.with_name(path.name + ".br")
        br += brotli.stat().st_size if brotli.is_file() else len(data)
    return raw, gz, br


def mb(n: float) -> str:
    return f"{n / 1e6:6.2f} MB"


def print_transfer(site: Path, base: str, urls: list[str], label: str) -> None:
    raw, gz, br = transfer(site, base, urls)
    print(f"  {label:44} raw {mb(raw)}   gzip {mb(gz)}   brotli {mb(br)}   ({len(set(urls))} requests)")


def print_precache(site: Path) -> None:
    import re

    sw = site / "sw.js"
    if not sw.is_file():
        return
    entries = json.loads(re.search(r"precacheAndRoute\((\[.*?\])", sw.read_text(encoding="utf-8")).group(1))
    sizes = {e["url"]: (site / e["url"]).stat().st_size for e in entries}
    reused = sum(size for url, size in sizes.items() if next(e for e in entries if e["url"] == url)["revision"] is None)
    print(f"  service worker precache: {len(entries)} files, {mb(sum(sizes.values()))} "
          f"(of which {mb(reused)} named by version or hash: taken from the HTTP cache when already there)")


# --- 2 to 4. start-up --------------------------------------------------------------------------------

def fast_line(browser: Any, base: str, site: Path, figures: Figures) -> None:
    requests: list[str] = []
    phases: list[dict[str, Any]] = []
    for run in range(RUNS):
        # The floor, cold and then reloaded in the same context (HTTP cache and V8's code cache warm).
        first = run == 0
        context = new_context(browser)
        page = context.new_page()
        bare = figures.fetched("bare", base, first)
        if bare is not None:  # the cold load's requests only, not the reload's
            page.on("request", bare_note := lambda request: bare.append(request.url))
        figures.add("floor", ready_ms(page, base + "/bench-floor.html?mode=bare"))
        if bare is not None:
            page.remove_listener("request", bare_note)
        figures.add("floor warm", ready_ms(page, base + "/bench-floor.html?mode=bare"))
        context.close()
        figures.add("compiled floor", cold(browser, base + "/bench-floor.html?mode=compiled"))
        figures.add("engine net", cold(browser, base + "/bench-floor.html?mode=engine",
                                       figures.fetched("engine", base, first)))
        figures.add("snapshot net", cold(browser, base + "/bench-floor.html?mode=snapshot",
                                         figures.fetched("snapshot", base, first)))

        # A game page, cold; then, once the service worker has saved the site, another game page
        # (full load), and a third by Material's instant navigation.
        context = new_context(browser)
        page = context.new_page()
        if run == 0:
            page.on("request", lambda request: requests.append(request.url))
        figures.add("widget", ready_ms(page, base + GAME_PAGE + GAME_WIDGET))
        phases.append(page.evaluate("({...window.__rpClient.timings, spawned: window.__rpClient.spawnedAt, "
                                    "fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime})"))
        if run == 0:
            print_transfer(site, base, list(requests), "cold game page, until its widget is ready")
        page.wait_for_selector(".rp-offline[data-rp-offline=saved]", timeout=TIMEOUT)
        figures.add("second saved", ready_ms(page, base + SECOND_PAGE + SECOND_WIDGET))
        second = page.evaluate("window.__rpClient.timings")
        figures.add("second saved snapshot", 1.0 if second.get("snapshot") is True else 0.0)
        page.wait_for_load_state("networkidle")  # instant navigation is armed once the sitemap is read
        page.evaluate("window.__benchMark = 1")
        start = time.perf_counter()
        page.click(f"nav a[href$='{INSTANT_PAGE}']")
        page.wait_for_selector(f"rp-deal#deal-{INSTANT_PAGE.strip('/')}[data-rp-state=ready]", timeout=TIMEOUT)
        figures.add("instant", (time.perf_counter() - start) * 1000)
        if page.evaluate("window.__benchMark") != 1:
            print("  warning: the navigation reloaded the page (no instant navigation)")
        context.close()

        cold_table(browser, base + TABLE_PAGE, figures, "")

        # The game page opened at the top, then the second game page with no service worker (from
        # the HTTP cache only).
        context = new_context(browser, service_workers="block")
        page = context.new_page()
        figures.add("widget top", ready_ms(page, base + GAME_PAGE))
        figures.add("second nosw", ready_ms(page, base + SECOND_PAGE + SECOND_WIDGET))
        # What a family costs on its first call (it is imported then), against the same call again.
        first, again = page.evaluate(CALL_TWICE, ["games.list", {}])
        figures.add("games.list first", first)
        figures.add("games.list again", again)
        context.close()
    print_phases(phases)


def print_phases(phases: list[dict[str, Any]]) -> None:
    """The worker's marks are on its own clock: spawned (page clock) + mark - start = page time."""
    def at(p: dict[str, Any], mark: str) -> float:
        return float(p["spawned"]) + float(p[mark]) - float(p["start"])

    rows = [
        ("first contentful paint", lambda p: float(p["fcp"] or 0)),
        ("worker created (after the first paint)", lambda p: float(p["spawned"])),
        ("pyodide.mjs imported in the worker", lambda p: at(p, "pyodide.mjs")),
        ("Python ready (wasm compiled, interpreter initialised)", lambda p: at(p, "python")),
        ("rules_py.api imported (core only, wheel on sys.path)", lambda p: at(p, "rules_py")),
    ]
    print(f"\n  cold game page, where the time goes (median of {len(phases)}; ms after navigation start):")
    for label, value in rows:
        print(f"    {label:56} {median([value(p) for p in phases]):7.0f} ms")


def throttled_line(browser: Any, base: str, figures: Figures) -> None:
    for _ in range(RUNS_THROTTLED):
        figures.add("slow floor", cold(browser, base + "/bench-floor.html?mode=bare"))
        figures.add("slow widget", cold(browser, base + GAME_PAGE + GAME_WIDGET))
        figures.add("slow engine net", cold(browser, base + "/bench-floor.html?mode=engine"))
        figures.add("slow snapshot net", cold(browser, base + "/bench-floor.html?mode=snapshot"))


def baseline_line(browser: Any, base: str, site: Path, figures: Figures) -> None:
    requests: list[str] = []
    for run in range(RUNS):
        context = new_context(browser)
        page = context.new_page()
        if run == 0:
            page.on("request", lambda request: requests.append(request.url))
        figures.add("base widget", ready_ms(page, base + GAME_PAGE + GAME_WIDGET))
        if run == 0:
            print_transfer(site, base, list(requests), "baseline: cold game page")
        figures.add("base second", ready_ms(page, base + SECOND_PAGE + SECOND_WIDGET))
        context.close()
        cold_table(browser, base + TABLE_PAGE, figures, "base ")


# --- 5. Lighthouse -----------------------------------------------------------------------------------

def lighthouse(url: str) -> dict[str, Any]:
    flags = " ".join(["--headless=new", *CHROMIUM_ARGS])
    done = subprocess.run(
        [str(ROOT / "node_modules" / ".bin" / "lighthouse"), url, "--quiet", "--output=json", "--output-path=stdout",
         "--only-categories=performance,accessibility,best-practices", f"--chrome-flags={flags}"],
        env={**os.environ, "CHROME_PATH": CHROMIUM}, capture_output=True, text=True, timeout=600,
    )
    if done.returncode != 0:
        return {"error": done.stderr.strip().splitlines()[-1:] or ["failed"]}
    report = json.loads(done.stdout)
    audits = report["audits"]
    # The audits that cost Accessibility or Best Practices points, by id (the report has the details).
    refs = [ref for c in ("accessibility", "best-practices") for ref in report["categories"][c]["auditRefs"]]
    failed = sorted({ref["id"] for ref in refs if ref["weight"] and audits[ref["id"]]["score"] not in (None, 1)})
    return {
        "failed": failed,
        "scores": [round((report["categories"][c]["score"] or 0) * 100)
                   for c in ("performance", "accessibility", "best-practices")],
        "metrics": [audits[a]["numericValue"] for a in ("first-contentful-paint", "largest-contentful-paint",
                                                         "total-blocking-time", "cumulative-layout-shift",
                                                         "speed-index")],
    }


def print_lighthouse(base: str, pages: list[str], label: str) -> None:
    print(f"\n  Lighthouse 13, mobile ({label}; {load_average()}):")
    print(f"    {'page':12} {'Perf':>4} {'A11y':>4} {'BP':>4} {'FCP':>7} {'LCP':>7} {'TBT':>6} {'CLS':>6} {'SI':>7}"
          "  failed A11y/BP audits")
    for path in pages:
        result = lighthouse(base + path)
        if "error" in result:
            print(f"    {path:12} failed: {result['error'][0]}")
            continue
        perf, a11y, bp = result["scores"]
        fcp, lcp, tbt, cls, si = result["metrics"]
        print(f"    {path:12} {perf:4} {a11y:4} {bp:4} {fcp / 1000:6.2f}s {lcp / 1000:6.2f}s {tbt:4.0f}ms "
              f"{cls:6.3f} {si / 1000:6.2f}s  {' '.join(result['failed'])}")


# --- the run -------------------------------------------------------------------------------------------

def timed(label: str, action: Callable[[], None]) -> None:
    start = time.perf_counter()
    action()
    print(f"  ({label}: {time.perf_counter() - start:.0f} s)", flush=True)


def main() -> None:
    started = time.perf_counter()
    print(f"bench_site: {load_average()} (a shared machine slows every figure; compare within one run)",
          flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        wheel = build_wheel(Path(tmp) / "wheel")
        print(f"rules_py wheel: {wheel.stat().st_size / 1024:.1f} KiB ({wheel.name})")
        in_pyodide = run_in_pyodide(f"{{g: deals_per_second(g, 4) for g in {list(GAMES)!r}}}")
        for game in GAMES:
            print(f"deals/s {game:18} CPython {deals_per_second(game, 4):9.0f}   Pyodide-Node {in_pyodide[game]:9.0f}")
        port = free_port()
        site = Path(tmp) / "site"
        print(f"site build (mkdocs build, engine, service worker, precompressed copies): {build_site(site, port):.1f} s")
        (site / "bench-floor.html").write_text(FLOOR_PAGE, encoding="utf-8")
        snapshot = next((site / "pyodide" / pyodide_version()).glob("snapshot-*.gzip"))
        wheel_name = next((site / "pyodide" / pyodide_version()).glob("*.whl")).name
        stdlib = next((site / "pyodide" / pyodide_version()).glob("python_stdlib-*.zip"))
        shutil.copyfile(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip",  # for the floor only
                        site / "pyodide" / pyodide_version() / "python_stdlib.zip")
        (site / "bench-floor-worker.js").write_text(
            FLOOR_WORKER % (pyodide_version(), snapshot.name, wheel_name, stdlib.name), encoding="utf-8")
        print(f"standard library: Pyodide's whole zip {mb((ROOT / 'node_modules/pyodide/python_stdlib.zip').stat().st_size)}"
              f", the part the engine uses, compiled to bytecode (shipped) {mb(stdlib.stat().st_size)}")
        print(f"memory snapshot (Python initialised, rules_py imported), gzip: {mb(snapshot.stat().st_size)}")
        print_precache(site)
        figures = Figures()
        baseline = os.environ.get("BENCH_BASELINE")
        with chromium() as browser:
            print(f"\nFast line (127.0.0.1, plain static server), {RUNS} interleaved runs; {load_average()}:",
                  flush=True)
            with served_folder(site, port) as base:
                timed("fast line", lambda: fast_line(browser, base, site, figures))
            slow_port = free_port()
            with served_folder(site, slow_port, precompressed=True, line=THROTTLED) as slow:
                timed("throttled line", lambda: throttled_line(browser, slow, figures))
            if baseline:
                base_port = free_port()
                base_site = Path(tmp) / "baseline-site"
                build_site(base_site, base_port, export_ref(baseline, Path(tmp) / "baseline"))
                publish.precompress(base_site)  # served like this site, for Lighthouse
                with served_folder(base_site, base_port) as base:
                    timed("baseline", lambda: baseline_line(browser, base, base_site, figures))

        print(f"\nTime to the first ready widget (ms after navigation start; medians; the floor is a bare "
              f"page whose module worker only boots Pyodide):")
        print(" fast line:")
        figures.row("floor", "floor: bare Pyodide worker, cold")
        figures.row("floor warm", "floor, reloaded (HTTP cache and V8's wasm code cache warm)")
        figures.row("widget", f"game page, widget in view ({GAME_PAGE}{GAME_WIDGET}), cold", "floor")
        figures.row("widget top", f"game page opened at the top ({GAME_PAGE}), cold, its widgets drawn at once", "floor")
        figures.row("second saved", f"second game page {SECOND_PAGE}, full load, site saved (snapshot)", "floor")
        figures.row("second nosw", f"second game page {SECOND_PAGE}, full load, no service worker", "floor")
        figures.row("instant", f"instant navigation to {INSTANT_PAGE} (click to ready)")
        figures.row("table", f"first visit to a table ({TABLE_PAGE}), service worker allowed: table ready", "floor")
        figures.row("saving", "  … and saving the site for offline use started at")
        figures.row("games.list first", "games.list, first call (imports the families the page had not used)")
        figures.row("games.list again", "games.list, again")
        used = figures.series.get("second saved snapshot", [])
        if used:
            print(f"  (the saved snapshot was used on {sum(used):.0f} of {len(used)} second pages)")
        if baseline:
            figures.row("base widget", f"baseline {baseline}: game page {GAME_PAGE}, cold", "floor")
            figures.row("base second", f"baseline {baseline}: second game page, full load", "floor")
            figures.row("base table", f"baseline {baseline}: first visit to a table, service worker allowed: table ready", "floor")
            figures.row("base saving", f"  … and saving the site for offline use started at")
        print(f" throttled line ({THROTTLED.describe()}, precompressed copies served):")
        figures.row("slow floor", "floor: bare Pyodide worker, cold")
        figures.row("slow widget", f"game page, widget in view ({GAME_PAGE}{GAME_WIDGET}), cold", "slow floor")
        print("\nPyodide's memory snapshot against none (bare worker pages, cold; ready = one deal dealt):")
        figures.row("floor", "fast line: floor (Pyodide only, no rules_py)")
        figures.row("compiled floor", "fast line: Pyodide only, with the shipped stdlib (trimmed, bytecode)", "floor")
        figures.row("engine net", "fast line: no snapshot (Pyodide + wheel + import rules_py)", "floor")
        figures.row("snapshot net", "fast line: snapshot fetched over the network", "floor")
        figures.row("slow floor", "throttled line: floor (Pyodide only, no rules_py)")
        figures.row("slow engine net", "throttled line: no snapshot (Pyodide + wheel + import)", "slow floor")
        figures.row("slow snapshot net", "throttled line: snapshot fetched over the network", "slow floor")
        figures.row("second saved", "snapshot from the service worker's cache (second game page)", "floor")
        for mode, label in (("bare", "bytes: floor (Pyodide only)"), ("engine", "bytes: no snapshot"),
                            ("snapshot", "bytes: snapshot over the network")):
            if mode in figures.requests:
                base_url, urls = figures.requests[mode]
                print_transfer(site, base_url, urls, label)
        print(f"  bytes: the snapshot adds {mb(snapshot.stat().st_size)} to a visit that fetches it; the worker"
              f" therefore uses it only once the service worker holds it (a later page or visit)")

        with served_folder(site, port, precompressed=True) as base:
            timed("Lighthouse", lambda: print_lighthouse(base, LIGHTHOUSE_PAGES, "precompressed copies served"))
        with served_folder(site, port) as base:
            print_lighthouse(base, ["/"], "the same site from a plain static server, no compression")
        if baseline:
            with served_folder(Path(tmp) / "baseline-site", base_port, precompressed=True) as base:
                print_lighthouse(base, LIGHTHOUSE_PAGES, f"baseline {baseline}, precompressed copies served")
    print(f"\nbench_site took {time.perf_counter() - started:.0f} s; {load_average()}")


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    main()
