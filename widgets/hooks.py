"""MkDocs hooks: widget fences, generated page parts, and the self-hosted Pyodide runtime.

- on_config registers the widget fences (`rp-deal`, `rp-play`) with pymdownx.superfences.
- on_files adds widgets/static/* to the site under assets/rp/.
- on_page_markdown expands `rp-infobox` and `rp-catalogue` fences and the API reference marker into
  Markdown (so that their links are checked and rewritten by MkDocs like any other link), and links
  every «X-nn» to the register of contradictions (widgets/xrefs.py).
- on_post_build copies Pyodide from node_modules/pyodide into site/pyodide/, builds the rules_py
  wheel and adds it to the site's pyodide-lock.json with `pyodide lockfile add-wheels`.
"""

from __future__ import annotations

import logging
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from mkdocs.structure.files import File  # noqa: E402

from widgets.fences import FENCES  # noqa: E402
from widgets.fences import core as render  # noqa: E402
from widgets.wheel import build_wheel  # noqa: E402
from widgets.xrefs import link_xrefs  # noqa: E402

STATIC = ROOT / "widgets" / "static"
PYODIDE_SRC = ROOT / "node_modules" / "pyodide"
# The runtime files the browser needs; the rest of the npm package (docs, typings, maps) is not shipped.
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
FENCE = re.compile(r"^```(rp-infobox|rp-catalogue)[ \t]*\n(.*?)^```[ \t]*$", re.M | re.S)
API_MARKER = "<!-- rp:api-reference -->"


LOG = logging.getLogger("mkdocs.plugins.rp_widgets")


def _fence(render_source: Any) -> Any:
    def format(source: str, language: str, css_class: str, options: Any, md: Any, **kwargs: Any) -> str:
        try:
            return str(render_source(source))
        except Exception as exc:
            # superfences would quietly print the fence as code: a warning makes --strict fail.
            LOG.warning("widget fence %s failed: %s: %s", language, type(exc).__name__, exc)
            raise

    return format


def on_config(config: Any) -> Any:
    superfences = config.mdx_configs.setdefault("pymdownx.superfences", {})
    fences = superfences.setdefault("custom_fences", [])
    for name, render_source in FENCES.items():
        fences.append({"name": name, "class": name, "format": _fence(render_source)})
    return config


def on_files(files: Any, config: Any) -> Any:
    for path in sorted(STATIC.rglob("*")):
        if path.is_file():
            uri = "assets/rp/" + path.relative_to(STATIC).as_posix()
            files.append(File.generated(config, uri, abs_src_path=str(path)))
    return files


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    src = page.file.src_uri

    def expand(match: re.Match[str]) -> str:
        kind, body = match.group(1), match.group(2)
        options = render.parse_options(body)
        if kind == "rp-infobox":
            return render.infobox_markdown(options["game"], src)
        return render.catalogue_markdown(src, options.get("family"))

    markdown = FENCE.sub(expand, markdown)
    if API_MARKER in markdown:
        markdown = markdown.replace(API_MARKER, render.api_reference_markdown())
    return link_xrefs(markdown, src, docs_dir=config["docs_dir"])  # «X-nn» -> the register's entry


CANONICAL = re.compile(r'\s*<link rel="canonical" href="[^"]*">')


def on_post_page(output: str, page: Any, config: Any) -> str:
    # The site may be copied to any host or a USB stick: never point readers at 127.0.0.1:8000.
    return CANONICAL.sub("", output)


def on_post_build(config: Any) -> None:
    site = Path(config.site_dir)
    target = site / "pyodide"
    target.mkdir(parents=True, exist_ok=True)
    missing = [name for name in PYODIDE_FILES if not (PYODIDE_SRC / name).is_file()]
    if missing:
        raise SystemExit(
            f"Pyodide runtime files missing from {PYODIDE_SRC}: {', '.join(missing)}. Run `npm ci` (make setup)."
        )
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_SRC / name, target / name)
    wheel = build_wheel(target)
    lock = target / "pyodide-lock.json"
    pyodide_cli = Path(sys.executable).parent / "pyodide"
    done = subprocess.run(
        [str(pyodide_cli), "lockfile", "add-wheels", "--input", str(lock), "--output", str(lock),
         "--base-path", str(target), str(wheel)],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        raise SystemExit(f"pyodide lockfile add-wheels failed:\n{done.stderr[-3000:]}")
