"""DDS, the standard double-dummy solver, compiled to WebAssembly for the site (`make dds`).

DDS (Bo Haglund and Soren Hein, C++, Apache-2.0; LICENSES/DDS-Apache-2.0.txt) is used as a dependency,
not as copied code: its sources come from endplay's sdist on PyPI, which carries them under
`libs/dds/` (the same version of DDS that endplay, the tests' oracle, runs natively). The build

1. downloads the pinned sdist with pip (`ENDPLAY`), once, into build/dds/, and checks its sha256;
2. takes DDS's sources from it and applies the patches of widgets/dds/patches/ (each says why);
3. compiles them with Emscripten's em++ (Debian's `emscripten`, which `make` installs) beside our
   entry points (widgets/dds/rp_dds.cpp), and links an ES module (the glue) and its wasm.

The result is cached in build/dds/<key>/ by what it is made of (the sdist's hash, the patches, our
entry points, the flags below), like the engine's snapshot (widgets/engine.py); a build with the
cache filled costs nothing. A cold build (the download, 28 files compiled on two cores, the link)
takes about two minutes on the 2-core machine the project is tested on (see the README).

usage: python -m widgets.dds_build   (prints where the files are)
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "widgets" / "dds"
ENTRY_POINTS = HERE / "rp_dds.cpp"
PATCHES = HERE / "patches"
CACHE = ROOT / "build" / "dds"
KEPT = 3  # builds kept in the cache (one per set of inputs built lately)

ENDPLAY = "endplay==0.5.12"
SDIST = "endplay-0.5.12.tar.gz"
SDIST_SHA256 = "c1de455fbc42f5668d129812856c32e35af5dc0b8108df6e5a6a161cc6be80aa"
DDS_IN_SDIST = "endplay-0.5.12/libs/dds/"

# Some of DDS's files use sprintf, memset, exit without including their headers (glibc's headers
# bring them in indirectly, Emscripten's do not). No threading system is defined: DDS then runs its
# single-threaded scheduler, the only one a Web Worker without shared memory can run.
COMPILE_FLAGS = ("-O3", "-std=c++14", "-include", "cstdio", "-include", "cstring", "-include", "cstdlib")
EXPORTS = ("_rp_init", "_rp_solve", "_rp_table", "_malloc", "_free")
LINK_FLAGS = (
    "-O2",
    "-sMODULARIZE=1", "-sEXPORT_ES6=1", "-sEXPORT_NAME=createDds",
    # Loaded by the engine's module worker (and by Node in the tests, with the wasm handed over).
    "-sENVIRONMENT=web,worker",
    # The memory grows as DDS's transposition table fills (widgets/static/dds.js sets its size).
    "-sINITIAL_MEMORY=16MB", "-sALLOW_MEMORY_GROWTH=1", "-sMAXIMUM_MEMORY=128MB",
    "-sFILESYSTEM=0", "-sASSERTIONS=0",
    "-sEXPORTED_FUNCTIONS=" + ",".join(EXPORTS),
)
# Debian's emscripten runs its JavaScript optimizer with the system's node, which finds Debian's
# node-acorn only through this folder when node is not Debian's own (as with Node 20 from NodeSource).
DEBIAN_NODE_MODULES = Path("/usr/share/nodejs")


@dataclass(frozen=True)
class DdsFiles:
    """The glue (an ES module exporting `createDds`) and its wasm."""

    glue: Path
    wasm: Path


def _patches() -> list[Path]:
    return sorted(PATCHES.glob("*.patch"))


def cache_key() -> str:
    """24 hex digits of everything the build is made of."""
    key = hashlib.sha256(SDIST_SHA256.encode())
    for part in (ENTRY_POINTS, *_patches()):
        key.update(part.name.encode() + b"\0" + part.read_bytes())
    key.update(repr((COMPILE_FLAGS, LINK_FLAGS)).encode())
    return key.hexdigest()[:24]


def dds_files() -> DdsFiles:
    """The compiled DDS for the current inputs, built first when build/dds/ does not hold it."""
    out = CACHE / cache_key()
    files = DdsFiles(out / "dds.mjs", out / "dds.wasm")
    if files.wasm.is_file():
        return files
    CACHE.mkdir(parents=True, exist_ok=True)
    with open(CACHE / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # two test workers, or a build beside `make dds`
        if not files.wasm.is_file():
            _build(out)
    _prune(out)
    return files


def _prune(used: Path) -> None:
    used.touch()
    builds = sorted((p for p in CACHE.iterdir() if p.is_dir() and len(p.name) == 24), key=lambda p: p.stat().st_mtime)
    for old in builds[:-KEPT]:
        shutil.rmtree(old, ignore_errors=True)


def _tool(name: str) -> str:
    found = shutil.which(name)
    if not found:
        raise SystemExit(f"{name} is needed to compile DDS: run `make dds` (it installs Debian's emscripten "
                         f"as root) or `sudo apt-get install emscripten`.")
    return found


def sdist() -> Path:
    """endplay's pinned sdist, downloaded once with pip and checked by its sha256."""
    path = CACHE / "sdist" / SDIST
    if not path.is_file():
        path.parent.mkdir(parents=True, exist_ok=True)
        done = subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                               "--no-binary", "endplay", "-d", str(path.parent), ENDPLAY],
                              capture_output=True, text=True)
        if done.returncode != 0 or not path.is_file():
            raise SystemExit(f"pip could not download {ENDPLAY}'s sdist:\n{done.stderr[-3000:]}")
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    if digest != SDIST_SHA256:
        path.unlink()
        raise SystemExit(f"{SDIST} has sha256 {digest}, not the pinned {SDIST_SHA256}: removed; try again.")
    return path


def _sources(into: Path) -> Path:
    """DDS's src/ and include/ from the sdist, patched; returns the source folder."""
    with tarfile.open(sdist()) as archive:
        members = [m for m in archive.getmembers()
                   if m.name.startswith(DDS_IN_SDIST + "src/") or m.name.startswith(DDS_IN_SDIST + "include/")]
        archive.extractall(into, members=members, filter="data")
    dds = into / DDS_IN_SDIST
    for patch in _patches():
        done = subprocess.run([_tool("patch"), "--batch", "--forward", "-p1", "-d", str(dds), "-i", str(patch)],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"the patch {patch.name} does not apply to DDS's sources:\n{done.stdout}{done.stderr}")
    shutil.copyfile(ENTRY_POINTS, dds / "src" / ENTRY_POINTS.name)
    return dds / "src"


def _source_files(src: Path) -> list[Path]:
    """The library's files as its own makefiles list them, and our entry points."""
    listed = (src / "Makefiles" / "sources.txt").read_text(encoding="utf-8").split()
    return [src / name for name in listed if name.endswith(".cpp")] + [src / ENTRY_POINTS.name]


def _run(args: list[str], env: dict[str, str]) -> None:
    done = subprocess.run(args, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(args[:6])} ... failed:\n{done.stderr[-4000:]}")


def _build(out: Path) -> None:
    emxx = _tool("em++")
    env = dict(os.environ)
    if DEBIAN_NODE_MODULES.is_dir():
        env["NODE_PATH"] = os.pathsep.join(filter(None, [env.get("NODE_PATH"), str(DEBIAN_NODE_MODULES)]))
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        src = _sources(Path(tmp))
        objects = Path(tmp) / "obj"
        objects.mkdir()
        jobs = [[emxx, *COMPILE_FLAGS, "-c", str(cpp), "-o", str(objects / (cpp.stem + ".o"))]
                for cpp in _source_files(src)]
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            list(pool.map(lambda args: _run(args, env), jobs))
        staging = Path(tmp) / "out"
        staging.mkdir()
        _run([emxx, *LINK_FLAGS, *sorted(map(str, objects.glob("*.o"))), "-o", str(staging / "dds.mjs")], env)
        (staging / "dds.wasm").chmod(0o644)
        shutil.rmtree(out, ignore_errors=True)
        shutil.move(staging, out)  # whole or not at all: the wasm's presence marks a finished build
    print(f"DDS compiled to WebAssembly in {time.perf_counter() - start:.0f} s: {out}", file=sys.stderr)


if __name__ == "__main__":
    files = dds_files()
    print(f"{files.glue}\n{files.wasm}")
