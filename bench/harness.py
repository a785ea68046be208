"""Running benchmarks where the reader runs the engine: Pyodide under Node, and Chromium on the built site.

Every function prints nothing and asserts nothing: the bench scripts print the figures.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, BinaryIO

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.webserver import (  # noqa: E402
    CHROMIUM, CHROMIUM_ARGS, PrecompressedHandler, QuietHandler, free_port, serve,
)
from widgets.wheel import build_wheel  # noqa: E402

WORKLOADS = Path(__file__).resolve().parent / "workloads.py"

NODE_RUNNER = r"""
import { loadPyodide } from "pyodide";
import { readFileSync } from "node:fs";
const [wheel, code] = process.argv.slice(2);
const py = await loadPyodide();
py.FS.writeFile("/tmp/rules.whl", readFileSync(wheel));
await py.runPythonAsync(`
import site, zipfile
zipfile.ZipFile("/tmp/rules.whl").extractall(site.getsitepackages()[0])
`);
await py.runPythonAsync(readFileSync(code, "utf8"));
console.log(py.globals.get("RESULT"));
"""


def run_in_pyodide(expression: str, workloads: Path = WORKLOADS) -> Any:
    """Evaluate a Python expression in Pyodide under Node, with the functions of `workloads`
    (bench/workloads.py unless told) in scope and the rules_py wheel the site ships installed;
    returns its (JSON-able) value."""
    with tempfile.TemporaryDirectory() as tmp:
        wheel = build_wheel(Path(tmp))
        code = Path(tmp) / "code.py"
        code.write_text(workloads.read_text(encoding="utf-8") + f"\nimport json\nRESULT = json.dumps({expression})\n",
                        encoding="utf-8")
        # The runner must sit under ROOT so that Node resolves `pyodide` from node_modules.
        with tempfile.NamedTemporaryFile("w", suffix=".mjs", dir=ROOT, delete=False) as runner:
            runner.write(NODE_RUNNER)
        try:
            done = subprocess.run(["node", runner.name, str(wheel), str(code)], cwd=ROOT, capture_output=True,
                                  text=True, check=True)
        finally:
            os.unlink(runner.name)
    return json.loads(done.stdout.strip().splitlines()[-1])


def run_in_pyodide_with_dds(expression: str, workloads: Path = WORKLOADS) -> Any:
    """`run_in_pyodide`, with DDS compiled to WebAssembly loaded as the site's worker loads it
    (tests/wasm/run_with_dds.mjs): rules_py's solver and bots then use it."""
    from tests.wasm.pyodide_dds import run_with_dds
    from widgets.dds_build import dds_files

    source = workloads.read_text(encoding="utf-8") + \
        f"\nimport js, json\nawait js.rpLoadDds()\nRESULT = json.dumps({expression})\n"
    return run_with_dds(source, dds_files(), timeout=7200)


class Line:
    """A network line shared by every response of a server: `mbit` per second in all, and `latency_ms`
    before each response. Throttling at the server reaches every request, the engine worker's and the
    service worker's included, which Chromium's per-page network emulation (CDP) does not."""

    CHUNK = 16 * 1024

    def __init__(self, mbit: float, latency_ms: float) -> None:
        self.rate = mbit * 1e6 / 8
        self.latency = latency_ms / 1000
        self.free_at = 0.0
        self.lock = threading.Lock()

    def describe(self) -> str:
        return f"{self.rate * 8 / 1e6:g} Mbit/s, {self.latency * 1000:g} ms"

    def send(self, data: bytes, out: BinaryIO) -> None:
        with self.lock:  # the line carries one chunk after another, whoever asked for it
            start = max(time.monotonic(), self.free_at)
            self.free_at = start + len(data) / self.rate
        time.sleep(max(0.0, self.free_at - time.monotonic()))
        out.write(data)


def _handler(precompressed: bool, line: Line | None) -> type[QuietHandler]:
    base = PrecompressedHandler if precompressed else QuietHandler

    class Measured(base):  # type: ignore[valid-type, misc]
        def handle(self) -> None:
            try:
                super().handle()
            except (BrokenPipeError, ConnectionResetError):
                pass  # the browser closed the page: that measurement is over

        def send_head(self) -> Any:
            if line:
                time.sleep(line.latency)
            return super().send_head()

        def copyfile(self, source: BinaryIO, outputfile: BinaryIO) -> None:
            if not line:
                super().copyfile(source, outputfile)
                return
            while chunk := source.read(Line.CHUNK):
                line.send(chunk, outputfile)

    return Measured


def build_site(site: Path, port: int, root: Path = ROOT) -> float:
    """`mkdocs build` of the project at `root` into `site` for 127.0.0.1:port; returns the seconds it took."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "RP_SITE_URL": f"http://127.0.0.1:{port}/"}
    start = time.perf_counter()
    subprocess.run([str(Path(sys.executable).parent / "mkdocs"), "build", "--site-dir", str(site)],
                   cwd=root, check=True, capture_output=True, env=env)
    return time.perf_counter() - start


@contextmanager
def served_site(extra_files: dict[str, str] | None = None, precompressed: bool = False,
                line: Line | None = None, site: Path | None = None) -> Iterator[str]:
    """Build the site for a free port of 127.0.0.1 (instant navigation needs the port), add any extra
    files (name -> text) and serve it, optionally sending precompressed copies and over a throttled
    line; yields the base URL. With `site` (already built for that port), serves that folder."""
    port = free_port()
    with tempfile.TemporaryDirectory() as tmp:
        if site is None:
            site = Path(tmp) / "site"
            build_site(site, port)
        for name, text in (extra_files or {}).items():
            (site / name).write_text(text, encoding="utf-8")
        server, base = serve(site, port, _handler(precompressed, line))
        try:
            yield base
        finally:
            server.shutdown()


@contextmanager
def served_folder(site: Path, port: int, precompressed: bool = False, line: Line | None = None) -> Iterator[str]:
    """Serve an already built site (built for `port`) as it is."""
    server, base = serve(site, port, _handler(precompressed, line))
    try:
        yield base
    finally:
        server.shutdown()


def export_ref(ref: str, into: Path) -> Path:
    """The project as of a git ref (for a baseline), sharing this checkout's node_modules and .venv."""
    into.mkdir(parents=True, exist_ok=True)
    archive = subprocess.run(["git", "archive", ref], cwd=ROOT, check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    (into / "node_modules").symlink_to(ROOT / "node_modules")
    return into


@contextmanager
def chromium() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


# A whole game played by the bots through the page's worker: each game.bot round trip is what a
# reader waits for when a computer opponent moves.
_BOT_GAME_JS = """async ([game, players, seed, options]) => {
  const client = window.__rpClient;
  let answer = (await client.call("game.new", { game, players, seed, options })).result;
  const times = [];
  while (!answer.over) {
    const start = performance.now();
    const response = await client.call("game.bot", { game, state: answer.state, seat: 0 });
    times.push(performance.now() - start);
    if (!response.ok) throw new Error(response.error.message);
    answer = response.result;
  }
  return times;
}"""


def browser_bot_replies(page: Any, game: str, players: int, seed: int = 1,
                        options: dict[str, Any] | None = None) -> list[float]:
    """Milliseconds of each bot reply over one bot-only game, on a page whose widget is ready."""
    times: list[float] = page.evaluate(_BOT_GAME_JS, [game, players, seed, options or {}])
    return times


def open_widget_page(browser: Any, base: str, path: str) -> Any:
    page = browser.new_page()
    # Every widget drawn once the engine is ready, wherever it is on the page (a reader's page draws one
    # when it comes near the viewport).
    page.add_init_script("window.__rpBotDelay = 0; window.__rpDrawAll = true")
    page.goto(base + path)
    page.wait_for_selector("[data-rp-state=ready]", timeout=180_000)
    return page


def describe_ms(times: list[float]) -> str:
    return f"median {statistics.median(times):6.1f} ms, worst {max(times):6.1f} ms over {len(times)} replies"


def print_engine_table(players: dict[str, int], seconds: float, unit: str = "games/s") -> None:
    """Per game id: random whole games per second in CPython and in Pyodide under Node, and the
    mean and worst bot move in CPython (over three bot-only games)."""
    from workloads import bot_game, games_per_second

    in_pyodide = run_in_pyodide(f"{{g: games_per_second(g, p, {seconds}) for g, p in {players!r}.items()}}")
    print(f"{'game':22} {'CPython ' + unit:>16} {'Pyodide-Node':>13} {'bot ms/move':>12} {'worst ms':>9}")
    for game, count in players.items():
        times = [t for seed in range(3) for t in bot_game(game, count, seed)]
        print(f"{game:22} {games_per_second(game, count, seconds):16.1f} {in_pyodide[game]:13.1f} "
              f"{statistics.mean(times) * 1e3:12.3f} {max(times) * 1e3:9.3f}")
    print(f"(random legal moves; CPython {sys.version.split()[0]})")
