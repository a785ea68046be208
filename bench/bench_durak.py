"""Durak engine speed: random full games per second per variant in CPython and in Pyodide under Node,
bot move times in CPython, and the bot's reply time in the browser (Chromium, through the worker).

Run: .venv/bin/python bench/bench_durak.py [games per variant] [players]
Prints figures only; nothing here is a test. The Pyodide and browser parts need `npm ci` and
/usr/bin/chromium; each is skipped with a note when its tools are missing.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules_py.durak import ENGINE, PRESETS  # noqa: E402
from rules_py.registry import GAMES  # noqa: E402
from rules_py.rng import SeededRandom  # noqa: E402


def random_games(game: str, players: int, games: int) -> tuple[float, int]:
    """Seconds taken and moves played by `games` random games."""
    moves = 0
    start = time.perf_counter()
    for seed in range(games):
        state = ENGINE.new_game(game, players, seed, {})
        rng = SeededRandom(seed)
        while ENGINE.result(state) is None:
            legal = ENGINE.legal_moves(state)
            state = ENGINE.play(state, legal[rng.randbelow(len(legal))])
            moves += 1
    return time.perf_counter() - start, moves


def bot_games(game: str, players: int, games: int) -> tuple[float, float, int]:
    """Mean and worst seconds per bot move over `games` bot-vs-bot games, and the moves made."""
    total, worst, moves = 0.0, 0.0, 0
    for seed in range(games):
        state = ENGINE.new_game(game, players, seed, {})
        while ENGINE.result(state) is None:
            start = time.perf_counter()
            move = ENGINE.bot_move(state)
            took = time.perf_counter() - start
            total, worst, moves = total + took, max(worst, took), moves + 1
            state = ENGINE.play(state, move)
    return total / max(moves, 1), worst, moves


# The same random games inside Pyodide under Node, with the wheel the site ships (widgets/wheel.py).
NODE_SCRIPT = r"""
import { loadPyodide } from "pyodide";
import { readFileSync } from "node:fs";
const py = await loadPyodide();
py.FS.writeFile("/tmp/w.whl", readFileSync(process.argv[2]));
py.globals.set("PLAYERS", Number(process.argv[3]));
py.globals.set("SECONDS", Number(process.argv[4]));
const out = await py.runPythonAsync(`
import site, zipfile, time, json
zipfile.ZipFile("/tmp/w.whl").extractall(site.getsitepackages()[0])
from rules_py.durak import ENGINE, PRESETS
from rules_py.registry import GAMES
from rules_py.rng import SeededRandom
res = {}
for game in PRESETS:
    players = min(PLAYERS, GAMES[game].players_max)
    games, start, seed = 0, time.perf_counter(), 0
    while time.perf_counter() - start < SECONDS:
        state, rng = ENGINE.new_game(game, players, seed, {}), SeededRandom(seed)
        while ENGINE.result(state) is None:
            legal = ENGINE.legal_moves(state)
            state = ENGINE.play(state, legal[rng.randbelow(len(legal))])
        games, seed = games + 1, seed + 1
    res[game] = games / (time.perf_counter() - start)
json.dumps(res)
`);
console.log(out);
"""


def pyodide_games_per_second(players: int, seconds: float = 1.5) -> dict[str, float] | None:
    """Random full games per second per variant in Pyodide under Node, or None without node/pyodide."""
    if shutil.which("node") is None or not (ROOT / "node_modules" / "pyodide").is_dir():
        print("Pyodide-Node: skipped (node or node_modules/pyodide missing; run `npm ci`)")
        return None
    from widgets.wheel import build_wheel

    with tempfile.TemporaryDirectory() as tmp:
        wheel = build_wheel(Path(tmp))
        # The script must sit under ROOT so that Node resolves `pyodide` from node_modules.
        with tempfile.NamedTemporaryFile("w", suffix=".mjs", dir=ROOT, delete=False) as f:
            f.write(NODE_SCRIPT)
        try:
            done = subprocess.run(["node", f.name, str(wheel), str(players), str(seconds)], cwd=ROOT,
                                  capture_output=True, text=True, check=True)
        finally:
            os.unlink(f.name)
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


# A whole game played by the bots in the page: every game.bot call goes through the worker, as when
# the reader plays; the time of each call is what the reader waits for a bot's reply.
BROWSER_GAME = """async ([game, players, seed]) => {
  const client = window.__rpClient;
  let answer = (await client.call("game.new", { game, players, seed, options: {} })).result;
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


def browser_bot_times(players: int) -> dict[str, list[float]] | None:
    """Milliseconds per bot reply over one bot-only game per variant in Chromium."""
    from tests.webserver import CHROMIUM, CHROMIUM_ARGS, serve

    if not Path(CHROMIUM).exists():
        print("Browser: skipped (no /usr/bin/chromium)")
        return None
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        subprocess.run([str(Path(sys.executable).parent / "mkdocs"), "build", "--site-dir", str(site)], cwd=ROOT,
                       check=True, capture_output=True, env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
        server, base = serve(site)
        times: dict[str, list[float]] = {}
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                page = browser.new_page()
                page.add_init_script("window.__rpBotDelay = 0")
                page.goto(base + "/durak/podkidnoy/")
                page.wait_for_selector("rp-play[data-rp-state=ready]", timeout=180_000)
                for game in PRESETS:
                    n = min(players, GAMES[game].players_max)
                    times[game] = page.evaluate(BROWSER_GAME, [game, n, 1])
                browser.close()
        finally:
            server.shutdown()
    return times


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    print(f"CPython {sys.version.split()[0]}; {games} games per variant, {players} players")
    print(f"{'variant':22} {'random games/s':>15} {'moves/game':>11} {'bot ms/move':>12} {'worst ms':>9}")
    for game in PRESETS:
        n = min(players, GAMES[game].players_max)
        seconds, moves = random_games(game, n, games)
        mean, worst, _ = bot_games(game, n, max(games // 10, 5))
        print(f"{game:22} {games / seconds:15.1f} {moves / games:11.1f} {mean * 1e3:12.3f} {worst * 1e3:9.3f}")

    in_pyodide = pyodide_games_per_second(players)
    if in_pyodide:
        print(f"\nPyodide under Node; random full games per second, {players} players")
        for game, rate in in_pyodide.items():
            print(f"{game:22} {rate:15.1f}")

    bot_players = max(players, 4)
    in_browser = browser_bot_times(bot_players)
    if in_browser:
        print(f"\nChromium, bot reply through the worker (game.bot round trip), one bot-only game of "
              f"{bot_players} players (fewer where the variant allows fewer), seed 1")
        print(f"{'variant':22} {'replies':>8} {'median ms':>10} {'worst ms':>9}")
        for game, ms in in_browser.items():
            print(f"{game:22} {len(ms):8d} {statistics.median(ms):10.1f} {max(ms):9.1f}")


if __name__ == "__main__":
    main()
