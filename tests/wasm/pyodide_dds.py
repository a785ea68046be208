"""Python code run inside Pyodide under Node, with DDS compiled to WebAssembly offered to rules_py as
the site's worker offers it (run_with_dds.mjs). Used by test_dds_wasm.py and by the bench."""

from __future__ import annotations

import json
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from widgets.dds_build import DdsFiles
from widgets.wheel import build_wheel

ROOT = Path(__file__).resolve().parents[2]
RUNNER = Path(__file__).resolve().parent / "run_with_dds.mjs"


def run_with_dds(source: str, dds: DdsFiles | None, timeout: float = 600) -> Any:
    """Run `source` (Python; it may `await`, and must set RESULT to a JSON string) in Pyodide under
    Node with rules_py's wheel and, unless `dds` is None, DDS offered; returns RESULT's value."""
    with tempfile.TemporaryDirectory() as tmp:
        wheel = build_wheel(Path(tmp))
        code = Path(tmp) / "code.py"
        code.write_text(source, encoding="utf-8")
        args = ["node", str(RUNNER), str(wheel), str(code)]
        if dds is not None:
            args += [str(dds.glue), str(dds.wasm)]
        done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, done.stderr[-4000:]
    return json.loads(done.stdout.strip().splitlines()[-1])
