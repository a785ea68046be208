"""A returning reader's engine: the built site's memory snapshot, restored under Node as the worker
restores it, holds every module of rules_py, and the engine then plays bridge's card play and gives its
hint (modules imported only when needed, and the wheel they come from)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tests" / "pyodide" / "restore_snapshot.mjs"


def test_the_restored_snapshot_imports_every_module_and_plays(built_site: Path) -> None:
    node = shutil.which("node")
    assert node, "Node.js is needed for the Pyodide layer"
    [runtime] = (built_site / "pyodide").iterdir()
    [snapshot] = runtime.glob("snapshot-*.gzip")
    [stdlib] = runtime.glob("python_stdlib-*.zip")
    [wheel] = runtime.glob("rules_py-*.whl")
    done = subprocess.run([node, str(SCRIPT), str(runtime), str(snapshot), str(stdlib), str(wheel)],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout)
    assert report["not_in_snapshot"] == []
    assert report["failed_imports"] == []
    assert set(report["calls"]) == {"game.new", "game.bot", "game.hint"}
    for method, answer in report["calls"].items():
        assert answer["ok"], (method, answer["error"])
