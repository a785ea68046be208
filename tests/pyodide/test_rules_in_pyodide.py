"""Layer 2: the rules tests (and rules_py's doctests) again, inside Pyodide under Node."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WHEELS = ROOT / "build" / "pyodide-wheels"
sys.path.insert(0, str(ROOT))

from widgets.wheel import build_wheel  # noqa: E402


def test_rules_suite_passes_inside_pyodide(tmp_path: Path) -> None:
    node = shutil.which("node")
    assert node, "Node.js is needed for the Pyodide layer"
    assert (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").is_file(), "run `npm ci` (make setup)"
    assert any(WHEELS.glob("pytest-*.whl")), "pure test wheels missing: run `make test` (it downloads them)"
    wheel = build_wheel(tmp_path)
    args = [
        "/project/tests/rules",
        "--pyargs", "rules_py",
        "--rootdir=/project",
        "--confcutdir=/project/tests/rules",
        "-q", "-p", "no:cacheprovider",
    ]
    done = subprocess.run(
        [node, str(ROOT / "tests" / "pyodide" / "run_tests.mjs"), str(ROOT), str(WHEELS), str(wheel), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1500,
    )
    print(done.stdout[-6000:])
    print(done.stderr[-3000:], file=sys.stderr)
    assert "on emscripten" in done.stdout, "pytest did not start inside Pyodide"
    assert done.returncode == 0, "rules tests failed inside Pyodide (see output above)"
    assert " passed" in done.stdout and " failed" not in done.stdout
