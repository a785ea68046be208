"""Links from every «X-nn» on a page to its entry in the register of contradictions.

The register is the page docs/contradictions.md: one `### X-nn · title {#x-nn}` heading per entry.
At build time (`link_xrefs`, called from hooks.py's on_page_markdown) every citation «X-17» in a
page's Markdown becomes a link to `contradictions.md#x-17`, and a range «X-40 — X-55» links both
ends. A citation of an id that the register lacks is logged as a warning, so `mkdocs build --strict`
fails on a broken reference. On the register page itself each entry gets a generated line listing
the pages that cite it (ranges count for every id inside them).

Code (fenced blocks and `spans`), existing links, HTML tags and headings are left as they are —
except a source file's name written as code (`` `000_4e934ba8c5cd5a0f.txt` ``): readers know the
texts by their numbers and books, so it becomes its number, «000», linked to the Sources page with
the file name and the book in a tooltip (the Sources page and the protocol reference keep the names).

>>> text = "Движок читает так (X-46), см. также X-40 — X-42."
>>> link_xrefs(text, "canasta/classic.md", known={"X-40", "X-42", "X-46"})
'Движок читает так ([X-46](../contradictions.md#x-46){: .rp-xref }), см. также [X-40](../contradictions.md#x-40){: .rp-xref } — [X-42](../contradictions.md#x-42){: .rp-xref }.'
>>> link_xrefs("Файл `004_457f33a0e0598d40.txt`, раздел.", "king/index.md", known=set())
'Файл [004](../sources.md#file-004 "004_457f33a0e0598d40.txt — Ольга Белякова, «Энциклопедия игр»"), раздел.'
>>> cited_ids("X-62 — X-64 и X-01")
['X-01', 'X-62', 'X-63', 'X-64']
>>> xref_html("Недобор (X-07, X-09)", "bridge/index.md")
'Недобор (<a class="rp-xref" href="../contradictions/#x-07">X-07</a>, <a class="rp-xref" href="../contradictions/#x-09">X-09</a>)'
>>> xref_html("X-45", "canasta/classic.md"), xref_html("X-45", "index.md")
('<a class="rp-xref" href="../../contradictions/#x-45">X-45</a>', '<a class="rp-xref" href="contradictions/#x-45">X-45</a>')
"""

from __future__ import annotations

import html
import logging
import posixpath
import re
from collections.abc import Iterable
from pathlib import Path

REGISTER = "contradictions.md"
LOG = logging.getLogger("mkdocs.plugins.rp_xrefs")

#: A citation: «X-» and two or three digits, not part of a longer word, code or anchor.
CITE = re.compile(r"(?<![\w/#.-])X-(\d{2,3})(?![\w-])")
#: A range of citations: «X-40 — X-55» (any dash).
RANGE = re.compile(r"(?<![\w/#.-])X-(\d{2,3})\s*[—–-]\s*X-(\d{2,3})(?![\w-])")
#: An entry of the register: its heading carries the anchor.
ENTRY = re.compile(r"^###\s+(X-\d{2,3})\b.*\{#(x-\d{2,3})\}\s*$")
#: Spans of a Markdown line that are not prose: code, links and images, HTML tags, attribute lists.
_PROTECTED = re.compile(r"(`+)(?:.*?)\1|!?\[[^\]]*\]\([^)]*\)|<[^>\n]+>|\{[#.][^}]*\}")
_FENCE = re.compile(r"^\s*(```|~~~)")
#: A source file's name written as code.
_FILE = re.compile(r"^`(\d{3}_[0-9a-f]{16}\.txt)`$")
#: Pages that show the file names on purpose.
_KEEP_FILES = ("sources.md", "api.md")
_HEADING = re.compile(r"^#{1,6}\s")


def xid(number: str | int) -> str:
    """The canonical id: «X-07», «X-102»."""
    return f"X-{int(number):02d}"


def anchor(identifier: str) -> str:
    """The register's anchor of an id: «x-07»."""
    return identifier.lower()


def register_ids(markdown: str) -> list[str]:
    """The ids the register defines, in its order."""
    ids = []
    for line in markdown.splitlines():
        found = ENTRY.match(line)
        if found:
            if anchor(found.group(1)) != found.group(2):
                LOG.warning("%s: the heading of %s has the anchor #%s", REGISTER, found.group(1), found.group(2))
            ids.append(found.group(1))
    return ids


def _prose_lines(markdown: str) -> Iterable[tuple[int, str, bool]]:
    """Each line with a flag: True where it is prose (outside fenced code, not a heading)."""
    fenced = False
    for number, line in enumerate(markdown.split("\n")):
        if _FENCE.match(line):
            fenced = not fenced
            yield number, line, False
            continue
        yield number, line, not fenced and not _HEADING.match(line)


def _split(line: str) -> list[tuple[str, bool]]:
    """A line cut into (text, is_prose) pieces around its protected spans."""
    pieces: list[tuple[str, bool]] = []
    last = 0
    for match in _PROTECTED.finditer(line):
        pieces.append((line[last:match.start()], True))
        pieces.append((match.group(0), False))
        last = match.end()
    pieces.append((line[last:], True))
    return pieces


def cited_ids(markdown: str) -> list[str]:
    """Every id a page cites in its prose, ranges expanded, sorted and without repeats."""
    found: set[str] = set()
    for _, line, prose in _prose_lines(markdown):
        if not prose:
            continue
        for text, is_prose in _split(line):
            if not is_prose:
                continue
            for match in RANGE.finditer(text):
                low, high = sorted((int(match.group(1)), int(match.group(2))))
                found.update(xid(n) for n in range(low, high + 1))
            found.update(xid(m.group(1)) for m in CITE.finditer(text))
    return sorted(found, key=lambda i: int(i[2:]))


def _target(page: str) -> str:
    """The Markdown link target of the register from a page (MkDocs checks and rewrites it)."""
    if page == REGISTER:
        return ""
    return posixpath.relpath(REGISTER, posixpath.dirname(page) or ".")


def link_xrefs(markdown: str, page: str, known: set[str] | None = None, docs_dir: str | Path | None = None) -> str:
    """The page's Markdown with each citation linked to the register (see the module docstring).

    `known` is the set of ids the register defines (read from `docs_dir` when not given); a citation
    of any other id is logged as a warning and left as plain text.
    """
    if known is None:
        known = set(register_ids(_read(docs_dir, REGISTER)))
    target = _target(page)
    lines = markdown.split("\n")

    def link(match: re.Match[str]) -> str:
        identifier = xid(match.group(1))
        if identifier not in known:
            LOG.warning("%s cites %s, which the register of contradictions (%s) does not have",
                        page, match.group(0), REGISTER)
            return match.group(0)
        return f"[{match.group(0)}]({target}#{anchor(identifier)}){{: .rp-xref }}"

    def piece(text: str, is_prose: bool) -> str:
        if is_prose:
            return CITE.sub(link, text)
        found = _FILE.match(text)
        return _file_link(found.group(1), page) if found and page not in _KEEP_FILES else text

    for number, line, prose in _prose_lines(markdown):
        if prose and ("X-" in line or ".txt`" in line):
            lines[number] = "".join(piece(text, is_prose) for text, is_prose in _split(line))
    markdown = "\n".join(lines)
    if page == REGISTER and docs_dir is not None:
        markdown = _with_citing_pages(markdown, Path(docs_dir))
    return markdown


def _file_link(file: str, page: str) -> str:
    """A source file as its number, linked to its row of the Sources page (name and book in a tooltip)."""
    from rules_py.registry import SOURCES

    source = SOURCES.get(file)
    if source is None:
        LOG.warning("%s names %s, which is not one of the source texts", page, file)
        return f"`{file}`"
    target = posixpath.relpath("sources.md", posixpath.dirname(page) or ".")
    return f'[{source.number}]({target}#file-{source.number} "{file} — {source.title_ru}")'


def _read(docs_dir: str | Path | None, name: str) -> str:
    if docs_dir is None:
        raise ValueError("link_xrefs needs the ids of the register or the docs folder to read them from")
    return (Path(docs_dir) / name).read_text(encoding="utf-8")


def _title(path: Path, src: str) -> str:
    """A page's title for the register's lists: its first heading, «— обзор» for a family overview
    whose title is also a game's."""
    from rules_py.registry import FAMILIES, GAMES

    first = next((line[2:].strip() for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("# ")),
                 src)
    overview = any(f.page == src for f in FAMILIES.values()) and not any(g.page == src for g in GAMES.values())
    return f"{first} — обзор" if overview else first


def citing_pages(docs_dir: str | Path) -> dict[str, list[tuple[str, str]]]:
    """For every id: the (source path, title) of each page that cites it, the register and the
    Sources page (which only points to the whole list) aside."""
    root = Path(docs_dir)
    index: dict[str, list[tuple[str, str]]] = {}
    for path in sorted(root.rglob("*.md")):
        src = path.relative_to(root).as_posix()
        if src in (REGISTER, "sources.md"):  # the Sources page cites the whole list («X-01 — X-102»)
            continue
        ids = cited_ids(path.read_text(encoding="utf-8"))
        if ids:
            title = _title(path, src)
            for identifier in ids:
                index.setdefault(identifier, []).append((src, title))
    return index


def _with_citing_pages(markdown: str, docs_dir: Path) -> str:
    """The register with a «Страницы» line closing each entry (pages that cite it)."""
    index = citing_pages(docs_dir)
    out: list[str] = []
    current: str | None = None

    def close() -> None:
        if current is None:
            return
        pages = index.get(current, [])
        links = ", ".join(f"[{title}]({src})" for src, title in pages) or "только в движке правил"
        while out and not out[-1].strip():
            out.pop()
        out.extend([f"- **Страницы:** {links}.", ""])

    for line in markdown.split("\n"):
        found = ENTRY.match(line)
        if found or (line.startswith("## ") and current is not None):
            close()
            current = found.group(1) if found else None
        out.append(line)
    close()
    return "\n".join(out)


def xref_html(text: str, page: str) -> str:
    """Plain text with its citations as HTML links, for generated HTML that MkDocs does not rewrite
    (fences): the URL is the built one (`use_directory_urls`), relative to the page's own URL."""
    stem = posixpath.splitext(page)[0]
    directory = posixpath.dirname(stem) if posixpath.basename(stem) == "index" else stem
    base = posixpath.relpath("contradictions", directory or ".")

    def link(match: re.Match[str]) -> str:
        identifier = xid(match.group(1))
        return f'<a class="rp-xref" href="{html.escape(base)}/#{anchor(identifier)}">{match.group(0)}</a>'

    return CITE.sub(link, html.escape(text, quote=False))


__all__ = ["REGISTER", "link_xrefs", "cited_ids", "citing_pages", "register_ids", "xref_html", "xid"]
