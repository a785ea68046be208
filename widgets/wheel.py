"""Build the pure rules_py wheel in process (flit_core), for the site and for the Pyodide tests."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def build_wheel(out_dir: Path) -> Path:
    """Build rules_py's wheel into out_dir (replacing an older one) and return its path."""
    from flit_core import buildapi  # type: ignore[import-untyped]

    out_dir.mkdir(parents=True, exist_ok=True)
    for old in out_dir.glob("rules_py-*.whl"):
        old.unlink()
    cwd = Path.cwd()
    with tempfile.TemporaryDirectory() as tmp:
        try:
            os.chdir(ROOT)  # flit_core reads pyproject.toml from the working directory
            name = buildapi.build_wheel(tmp)
        finally:
            os.chdir(cwd)
        wheel = Path(shutil.copyfile(Path(tmp) / name, out_dir / name))
    wheel.chmod(0o644)  # flit writes it 0600: a web server running as another user could not read it
    return wheel
