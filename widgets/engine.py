"""The engine's files in the built site, and engine-files.js, which tells the worker where they are.

- the Pyodide runtime from node_modules/pyodide, in a folder named by its version
  (`pyodide/314.0.7/`): its files never change under that name, so caches may keep them for good;
- the part of the standard library the engine uses (`python_stdlib-<hash>.zip`, widgets/stdlib.py),
  about a third of Pyodide's zip, named by its content;
- rules_py's wheel beside it, and a `pyodide-lock.json` that lists only that wheel (added with
  `pyodide lockfile add-wheels`; the npm package's lock lists 358 packages the site never loads);
- DDS, the double-dummy solver, compiled to WebAssembly (widgets/dds_build.py): its glue and wasm in
  assets/rp/ beside the worker, named by their content (`dds-<hash>.mjs`, `dds-<hash>.wasm`); the
  worker loads them only when rules_py first asks for a double-dummy answer (worker.js);
- optionally a memory snapshot of Python with rules_py imported (`snapshot-<hash>.gzip`, made under
  Node; widgets/static/worker.js says when it is used), cached in build/ by what it is made of. Its
  name changes with its content, so a cache never serves one build's snapshot to another build's page.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from widgets.dds_build import dds_files
from widgets.digest import content_tag, files_key, keep_newest
from widgets.stdlib import used_members, write_trimmed
from widgets.wheel import build_wheel

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_SRC = ROOT / "node_modules" / "pyodide"
# The runtime files the browser needs; the rest of the npm package (docs, typings, maps) is not shipped,
# and the standard library only in part (widgets/stdlib.py).
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
FULL_STDLIB = "python_stdlib.zip"
SNAPSHOT_SCRIPT = ROOT / "widgets" / "node" / "snapshot.mjs"
SNAPSHOT_CACHE = ROOT / "build" / "snapshots"
SNAPSHOTS_KEPT = 4  # the cache keeps the newest few (one per version of rules_py built lately)


@dataclass(frozen=True)
class EngineFiles:
    """Where the engine landed in the site."""

    runtime: Path  # the versioned runtime folder
    wheel: Path
    stdlib: Path  # the trimmed standard library, named by its hash
    snapshot: Path | None
    dds: tuple[Path, Path]  # DDS's glue and wasm, named by their hashes

    def immutable(self) -> list[Path]:
        """Files whose URL changes whenever their content does (the runtime's, named by its version;
        the trimmed standard library and the snapshot, named by their hashes)."""
        return ([self.runtime / name for name in RUNTIME_FILES] + [self.stdlib, *self.dds]
                + ([self.snapshot] if self.snapshot else []))


def pyodide_version() -> str:
    return str(json.loads((PYODIDE_SRC / "package.json").read_text(encoding="utf-8"))["version"])


def install_engine(site: Path, with_snapshot: bool) -> EngineFiles:
    """Copy the runtime, build the wheel and its lock file, and write assets/rp/engine-files.js."""
    missing = [name for name in (*RUNTIME_FILES, FULL_STDLIB, "pyodide-lock.json") if not (PYODIDE_SRC / name).is_file()]
    if missing:
        raise SystemExit(
            f"Pyodide runtime files missing from {PYODIDE_SRC}: {', '.join(missing)}. Run `npm ci` (make setup)."
        )
    runtime = site / "pyodide" / pyodide_version()
    runtime.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME_FILES:
        shutil.copyfile(PYODIDE_SRC / name, runtime / name)
    wheel = build_wheel(runtime)
    _write_lock(runtime, wheel)
    stdlib = write_trimmed(PYODIDE_SRC / FULL_STDLIB, used_members(PYODIDE_SRC, wheel), PYODIDE_SRC, runtime)
    snapshot = _snapshot(runtime, wheel, stdlib) if with_snapshot else None
    dds = _install_dds(site / "assets" / "rp")
    rel = runtime.relative_to(site).as_posix()
    (site / "assets" / "rp" / "engine-files.js").write_text(
        "// Generated at build time (widgets/engine.py): where the worker finds the engine's files.\n"
        f'export const RUNTIME = "../../{rel}/";\n'
        f'export const WHEEL = "{wheel.name}";\n'
        f'export const STDLIB = "{stdlib.name}";\n'
        f'export const SNAPSHOT = "{snapshot.name if snapshot else ""}";\n'
        f'export const DDS_GLUE = "{dds[0].name}";\n'
        f'export const DDS_WASM = "{dds[1].name}";\n',
        encoding="utf-8",
    )
    return EngineFiles(runtime, wheel, stdlib, snapshot, dds)


def _install_dds(folder: Path) -> tuple[Path, Path]:
    """DDS's glue and wasm (compiled unless build/dds/ holds them) beside the worker, named by content."""
    built = dds_files()
    out = []
    for source in (built.glue, built.wasm):
        data = source.read_bytes()
        target = folder / f"dds-{content_tag(data)}{source.suffix}"
        target.write_bytes(data)
        out.append(target)
    return out[0], out[1]


def _write_lock(runtime: Path, wheel: Path) -> None:
    lock = runtime / "pyodide-lock.json"
    info = json.loads((PYODIDE_SRC / "pyodide-lock.json").read_text(encoding="utf-8"))["info"]
    lock.write_text(json.dumps({"info": info, "packages": {}}), encoding="utf-8")
    pyodide_cli = Path(sys.executable).parent / "pyodide"
    done = subprocess.run(
        [str(pyodide_cli), "lockfile", "add-wheels", "--input", str(lock), "--output", str(lock),
         "--base-path", str(runtime), str(wheel)],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        raise SystemExit(f"pyodide lockfile add-wheels failed:\n{done.stderr[-3000:]}")


def _snapshot(runtime: Path, wheel: Path, stdlib: Path) -> Path:
    """The memory snapshot for this wheel, runtime and standard library (the one the browser loads with
    it), made under Node unless build/ holds it already."""
    cached = SNAPSHOT_CACHE / f"{files_key(wheel, SNAPSHOT_SCRIPT, runtime / 'pyodide.asm.wasm', stdlib)}.gzip"
    if not cached.is_file():
        SNAPSHOT_CACHE.mkdir(parents=True, exist_ok=True)
        done = subprocess.run(["node", str(SNAPSHOT_SCRIPT), str(runtime), str(wheel), str(cached), str(stdlib)],
                              cwd=ROOT, capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"the memory snapshot failed:\n{done.stderr[-3000:]}")
    keep_newest(SNAPSHOT_CACHE, "*.gzip", SNAPSHOTS_KEPT, cached)
    return Path(shutil.copyfile(cached, runtime / f"snapshot-{content_tag(cached.read_bytes())}.gzip"))
