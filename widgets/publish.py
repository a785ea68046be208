"""Making the built site hostable anywhere: precompressed copies and world-readable files.

- `X.gz` and `X.br` beside every large text-like file (and the wasm), for static servers that send a
  precompressed copy when the browser accepts it (nginx's gzip_static and brotli_static, Caddy's
  `precompressed`, ...); made by Node's zlib (widgets/node/precompress.mjs, which has brotli, unlike
  Python's standard library) and cached in build/precompressed, so Pyodide's files are compressed once.
- every file readable by everyone and every folder listable (flit writes the wheel with mode 0600, and
  a web server running as another user would answer 403).
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "widgets" / "node" / "precompress.mjs"
CACHE = ROOT / "build" / "precompressed"
COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".xml", ".svg", ".txt", ".map", ".webmanifest", ".wasm"}
MIN_BYTES = 1024  # below this the headers cost more than compression saves
CACHE_DAYS = 14  # cached copies no build has used for this long are removed


def compressible(site: Path) -> list[Path]:
    return sorted(p for p in site.rglob("*")
                  if p.is_file() and p.suffix in COMPRESSIBLE and p.stat().st_size >= MIN_BYTES)


def precompress(site: Path) -> dict[str, int]:
    files = compressible(site)
    done = subprocess.run(["node", str(SCRIPT), str(CACHE)], input="\n".join(map(str, files)), cwd=ROOT,
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"precompression failed:\n{done.stderr[-3000:]}")
    summary: dict[str, int] = json.loads(done.stdout.strip().splitlines()[-1])
    stale = time.time() - CACHE_DAYS * 86400
    for copy in CACHE.iterdir():
        if copy.stat().st_mtime < stale:
            copy.unlink(missing_ok=True)
    return summary


def make_world_readable(site: Path) -> None:
    readable = stat.S_IRUSR | stat.S_IWUSR | stat.S_IRGRP | stat.S_IROTH
    listable = readable | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH
    os.chmod(site, listable)
    for path in site.rglob("*"):
        os.chmod(path, listable if path.is_dir() else readable)
