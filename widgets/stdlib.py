"""The part of Pyodide's standard library the engine uses, shipped instead of the whole zip.

Pyodide's `python_stdlib.zip` (2.5 MB, already compressed, so no server makes it smaller) holds the
whole standard library; the engine imports about a tenth of it. At build time widgets/node/
stdlib_used.mjs boots Pyodide under Node with the whole zip, imports every module of rules_py, answers
a few protocol calls and formats a Python error, and lists the zip's files Python loaded. The site
ships a zip of those files, plus every other file of a package one of them belongs to (a later call
may reach another module of a package already in use), plus a few text codecs. rules_py imports its
standard modules at the top of its modules, so importing every module finds them all; the browser
tests play every table on this zip.

Pyodide ships its standard library as source, so each start compiled every module its start-up and
rules_py import (asyncio, typing, inspect, dataclasses…): most of the time to "Python ready". The
shipped zip holds bytecode instead, compiled at build time by the same Pyodide under Node
(widgets/node/compile_zip.mjs: unchecked hash-based .pyc files without their source, docstrings and
asserts left out as `python -OO` would), which starts Python in well under half the time for about
0.6 MB more to download.

The shipped zip is named by its content (`python_stdlib-<hash>.zip`): a cache never mixes one build's
zip with another build's memory snapshot, whose importer remembers the zip's table of contents.
"""

from __future__ import annotations

import io
import json
import subprocess
import zipfile
from pathlib import Path

from widgets.digest import content_tag, files_key, keep_newest

ROOT = Path(__file__).resolve().parent.parent
USED_SCRIPT = ROOT / "widgets" / "node" / "stdlib_used.mjs"
COMPILE_SCRIPT = ROOT / "widgets" / "node" / "compile_zip.mjs"
# Docstrings and asserts out (as `python -OO`): the standard library supports it, and the bytecode is
# then 15 % smaller.
OPTIMIZE = 2
CACHE = ROOT / "build" / "stdlib"
KEPT = 4  # the cache keeps the newest few lists and compiled zips (one per set of modules built lately)
# Codecs a str.encode / bytes.decode in a later call might name; the rest of encodings/ stays out.
EXTRA_CODECS = ("ascii", "latin_1", "utf_8_sig", "utf_16", "utf_32", "cp1251", "koi8_r", "idna",
                "unicode_escape", "raw_unicode_escape")


def used_members(runtime: Path, wheel: Path) -> list[str]:
    """The zip's files Python loads for the engine (cached in build/ by what they depend on)."""
    cached = CACHE / f"used-{files_key(wheel, USED_SCRIPT, runtime / 'python_stdlib.zip', runtime / 'pyodide.asm.wasm')}.json"
    if not cached.is_file():
        done = subprocess.run(["node", str(USED_SCRIPT), str(runtime), str(wheel)], cwd=ROOT,
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"listing the standard library the engine uses failed:\n{done.stderr[-3000:]}")
        CACHE.mkdir(parents=True, exist_ok=True)
        cached.write_text(done.stdout, encoding="utf-8")
    keep_newest(CACHE, "used-*.json", KEPT, cached)
    members: list[str] = json.loads(cached.read_text(encoding="utf-8"))
    return members


def kept(names: list[str], used: list[str]) -> list[str]:
    """The zip's files to ship: the used ones, the rest of their packages, and a few codecs.

    >>> kept(["a.py", "b.py", "p/__init__.py", "p/x.py", "p/q/y.py", "encodings/__init__.py",
    ...       "encodings/utf_8.py", "encodings/cp1251.py", "encodings/mac_roman.py"],
    ...      ["a.py", "p/__init__.py", "encodings/__init__.py", "encodings/utf_8.py"])
    ['a.py', 'p/__init__.py', 'p/x.py', 'p/q/y.py', 'encodings/__init__.py', 'encodings/utf_8.py', 'encodings/cp1251.py']
    """
    used_set = set(used)
    packages = {name.split("/")[0] for name in used if "/" in name} - {"encodings"}
    codecs = {f"encodings/{codec}.py" for codec in EXTRA_CODECS}
    return [name for name in names
            if name in used_set or name.split("/")[0] in packages or name in codecs]


def write_trimmed(full: Path, used: list[str], runtime: Path, folder: Path) -> Path:
    """Write `python_stdlib-<hash>.zip`, the kept files compiled to bytecode by `runtime`'s Python,
    into `folder`; returns its path."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(full) as source, zipfile.ZipFile(buffer, "w") as target:
        names = [info.filename for info in source.infolist() if not info.is_dir()]
        for name in kept(names, used):
            info = source.getinfo(name)
            target.writestr(info, source.read(info), compress_type=info.compress_type)
    data = compiled(buffer.getvalue(), runtime)
    path = folder / f"python_stdlib-{content_tag(data)}.zip"
    path.write_bytes(data)
    return path


def compiled(source_zip: bytes, runtime: Path) -> bytes:
    """The zip with its modules compiled by `runtime`'s Python (cached in build/ by what it is made of)."""
    CACHE.mkdir(parents=True, exist_ok=True)
    source = CACHE / f"source-{content_tag(source_zip)}.zip"
    source.write_bytes(source_zip)
    cached = CACHE / f"compiled-{files_key(source, COMPILE_SCRIPT, runtime / 'pyodide.asm.wasm')}-O{OPTIMIZE}.zip"
    if not cached.is_file():
        done = subprocess.run(["node", str(COMPILE_SCRIPT), str(runtime), str(source), str(cached), str(OPTIMIZE)],
                              cwd=ROOT, capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"compiling the standard library failed:\n{done.stderr[-3000:]}")
    source.unlink()
    keep_newest(CACHE, "compiled-*.zip", KEPT, cached)
    return cached.read_bytes()
