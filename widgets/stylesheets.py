"""One request for the site's own styles: the extra_css files of assets/rp/ joined into one file.

Every stylesheet in the <head> holds up the first paint, and on a phone each costs a round trip; the
files stay separate in widgets/static/ (one per family) and are joined, in mkdocs.yml's order, at build
time. They use no url() and no @import, so joining changes nothing else.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

JOINED = "assets/rp/site.css"
# Relative from a page ("../../assets/rp/…"), or from the site's root on the 404 page ("/assets/rp/…").
OURS = re.compile(r'<link rel="stylesheet" href="((?:\.\./)*|/(?:[^"]*/)?)assets/rp/[^"/]+\.css">\s*')


def join_links(html: str) -> str:
    """Replace the page's links to assets/rp/*.css by one link to the joined file, where the first was."""
    first = OURS.search(html)
    if not first:
        return html
    html = OURS.sub("", html)
    link = f'<link rel="stylesheet" href="{first.group(1)}{JOINED}">\n'
    return html[:first.start()] + link + html[first.start():]


def write_joined(site: Path, extra_css: Iterable[str]) -> None:
    parts = [f"/* {name} */\n" + (site / name).read_text(encoding="utf-8")
             for name in extra_css if OURS.fullmatch(f'<link rel="stylesheet" href="{name}">')]
    (site / JOINED).write_text("\n".join(parts), encoding="utf-8")
