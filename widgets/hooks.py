"""MkDocs hooks: widget fences, generated page parts, and the self-hosted Pyodide runtime.

- on_config registers the widget fences (`rp-deal`, `rp-play`) with pymdownx.superfences.
- on_files adds widgets/static/* to the site under assets/rp/.
- on_files finds each game's table (widgets/fences/tables.py: the first `rp-play` or `rp-shtoss` fence
  that plays it) for the «Играть» links; a playable game without a table is a build warning.
- on_page_markdown expands `rp-infobox` and `rp-catalogue` fences and the API reference marker into
  Markdown (so that their links are checked and rewritten by MkDocs like any other link), keeps a line
  marked `<!-- rp:if-page path.md -->` only when that page exists, and links every «X-nn» to the
  register of contradictions (widgets/xrefs.py).
- on_page_content tells MkDocs the ids of the elements the fences put in a page (a widget's id is an
  anchor too: «Играть» links to a table), so that links to them are checked like links to headings.
- on_post_page puts the entry script (assets/rp/elements.js, async) in every page's <head>, links the
  site's own styles as one file (widgets/stylesheets.py), defers Material's bundle (so that no script
  holds up the first paint), and adds the manifest and the service worker's address (not under `mkdocs serve`, where a service worker
  would keep serving pages that were just edited).
- on_post_build writes the card art (widgets/cardart.py: assets/rp/cards.svg, linked from no page; the
  tables' script uses it when it draws a card), puts the engine in the site (widgets/engine.py: Pyodide,
  the rules_py wheel, its lock file), then the manifest and the service worker (widgets/offline.py; under `mkdocs serve`, one that
  retires an earlier build's), precompressed copies and world-readable modes (widgets/publish.py).
"""

from __future__ import annotations

import logging
import re
import sys
from html import unescape
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from mkdocs.structure.files import File  # noqa: E402
from mkdocs.utils import get_relative_url  # noqa: E402

from widgets.fences import FENCES  # noqa: E402
from widgets.fences.basics import parse_options  # noqa: E402
from widgets.fences import core as render  # noqa: E402
from widgets.fences.tables import Table, table_index  # noqa: E402
from widgets import cardart, offline, publish, stylesheets  # noqa: E402
from widgets.engine import install_engine  # noqa: E402
from rules_py.families import load_all_families  # noqa: E402
from rules_py.games import is_playable  # noqa: E402
from rules_py.registry import GAMES  # noqa: E402
from widgets.xrefs import link_xrefs  # noqa: E402

STATIC = ROOT / "widgets" / "static"
# Whether `mkdocs serve` runs: it gets no service worker and no precompressed copies.
SERVING = False
# The memory snapshot: made at build time, used by the worker only once the service worker holds it.
WITH_SNAPSHOT = True
FENCE = re.compile(r"^```(rp-infobox|rp-catalogue)[ \t]*\n(.*?)^```[ \t]*$", re.M | re.S)
API_MARKER = "<!-- rp:api-reference -->"
# A line of a page that names another page, kept only while that page exists (the home page's link to a
# page another branch may not have yet): «- [Задачи](durak/problems.md) <!-- rp:if-page durak/problems.md -->».
IF_PAGE = re.compile(r"^(.*?)[ \t]*<!-- rp:if-page (\S+) -->[ \t]*\n", re.M)
# Each playable game's first table: its page and its element's id (set by on_files, for every build).
TABLES: dict[str, Table] = {}


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


def on_startup(command: str, dirty: bool) -> None:
    global SERVING
    SERVING = command == "serve"


def on_config(config: Any) -> Any:
    load_all_families()  # the API reference lists every method: the browser imports families lazily
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
    pages = [(f.src_uri, f.content_string) for f in files.documentation_pages()]
    found = table_index(pages, {game: info.page for game, info in GAMES.items()})
    TABLES.clear()
    TABLES.update({game: table for game, table in found.items() if game in GAMES and is_playable(game)})
    for game in GAMES:
        if is_playable(game) and game not in TABLES:
            LOG.warning("%s can be played, but no page has its table (an rp-play fence with game: %s)", game, game)
    return files


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    src = page.file.src_uri

    def expand(match: re.Match[str]) -> str:
        kind, body = match.group(1), match.group(2)
        options = parse_options(body)
        if kind == "rp-infobox":
            return render.infobox_markdown(options["game"], src, TABLES.get(options["game"]))
        return render.catalogue_markdown(src, TABLES, options.get("family"))

    def if_page(match: re.Match[str]) -> str:
        return match.group(1) + "\n" if files.get_file_from_path(match.group(2)) else ""

    markdown = IF_PAGE.sub(if_page, FENCE.sub(expand, markdown))
    if API_MARKER in markdown:
        markdown = markdown.replace(API_MARKER, render.api_reference_markdown())
    return link_xrefs(markdown, src, docs_dir=config["docs_dir"])  # «X-nn» -> the register's entry


# Tables generated at build time write their cells back to back; the search index strips the tags and
# would glue the cells' words together («НастройкаЗдесь»). A line break between cells keeps them apart.
ADJACENT_CELLS = re.compile(r"(</(?:t[dhr]|thead|tbody|tfoot)>)(?=<(?:t[dhr]|thead|tbody|tfoot)[\s>])")


# Any element's id in a page's HTML (the ids MkDocs finds itself are those of headings and raw HTML; a
# fence's output is hidden from it).
ELEMENT_ID = re.compile(r'<[a-z][\w-]*\s(?:[^>]*?\s)?id="([^"]+)"')


def on_page_content(html: str, page: Any, config: Any, files: Any) -> str:
    if page.present_anchor_ids is not None:
        page.present_anchor_ids |= {unescape(anchor) for anchor in ELEMENT_ID.findall(html)}
    return ADJACENT_CELLS.sub("\\1\n", html)


CANONICAL = re.compile(r'\s*<link rel="canonical" href="[^"]*">')
# Material's bundle sits at the end of <body> as a parser-blocking script; `defer` runs it at the same
# point (after parsing, before DOMContentLoaded) without holding up the first paint.
MATERIAL_BUNDLE = re.compile(r'<script src="([^"]*assets/javascripts/bundle\.[0-9a-f]+\.min\.js)"></script>')


def on_post_page(output: str, page: Any, config: Any) -> str:
    # The site may be copied to any host or a USB stick: never point readers at 127.0.0.1:8000.
    output = stylesheets.join_links(CANONICAL.sub("", output))
    output = MATERIAL_BUNDLE.sub(r'<script src="\1" defer></script>', output)
    # In the head, so that it runs early; `async`, so that it never holds the page up.
    head = f'<script src="{get_relative_url("assets/rp/elements.js", page.url)}" async></script>'
    if not SERVING:
        head += offline.head_tags(page.url)
    return output.replace("</head>", head + "</head>", 1)


def on_post_template(output: str, template_name: str, config: Any) -> str:
    """The 404 page, which MkDocs renders from a template rather than as a page: the same styles and
    entry script as every page, at addresses from the site's root (it answers for any address).
    Without the entry script, a reader who follows a link from it finds tables that never start:
    Material's instant navigation keeps the scripts of the page it started on."""
    if template_name != "404.html":
        return output
    root = urlsplit(config.site_url or "/").path or "/"
    output = stylesheets.join_links(CANONICAL.sub("", output))
    output = MATERIAL_BUNDLE.sub(r'<script src="\1" defer></script>', output)
    return output.replace("</head>", f'<script src="{root}assets/rp/elements.js" async></script></head>', 1)


def on_post_build(config: Any) -> None:
    site = Path(config.site_dir)
    stylesheets.write_joined(site, [str(css) for css in config.extra_css])
    cardart.write_sprite(site)  # before the service worker, which precaches every file of the site
    engine = install_engine(site, with_snapshot=WITH_SNAPSHOT and not SERVING)
    if SERVING:
        offline.write_retiring_service_worker(site)
    else:
        offline.write_manifest(site, config.site_name, config.site_description)
        offline.write_service_worker(site, engine.immutable())
        publish.precompress(site)
    publish.make_world_readable(site)
