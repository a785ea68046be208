"""The register of contradictions (docs/contradictions.md) and the links to it from every page.

- every X-id cited on a page (or in the engine) is an entry of the register;
- every entry is cited by at least one page or by the engine (an option, a preset, a docstring);
- in the built site every citation is a link to its entry, and each entry lists the pages citing it;
- a citation of an unknown id is a warning, which makes `mkdocs build --strict` fail.
"""

from __future__ import annotations

import logging
import re
from pathlib import Path

import pytest

from widgets.xrefs import REGISTER, cited_ids, citing_pages, link_xrefs, register_ids, xid

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
ENGINE_CITE = re.compile(r"(?<![\w/#.-])X-(\d{2,3})(?![\w-])")


def _register() -> list[str]:
    return register_ids((DOCS / REGISTER).read_text(encoding="utf-8"))


def _engine_citations() -> set[str]:
    found: set[str] = set()
    for path in (ROOT / "rules_py").rglob("*.py"):
        found.update(xid(m.group(1)) for m in ENGINE_CITE.finditer(path.read_text(encoding="utf-8")))
    return found


def test_the_register_has_every_entry_once_and_in_order() -> None:
    ids = _register()
    assert ids == [xid(n) for n in range(1, 103)]


def test_every_cited_id_is_in_the_register() -> None:
    known = set(_register())
    for path in DOCS.rglob("*.md"):
        unknown = set(cited_ids(path.read_text(encoding="utf-8"))) - known
        assert not unknown, f"{path.relative_to(DOCS)} cites {sorted(unknown)}"
    assert _engine_citations() <= known


def test_every_entry_is_cited_by_a_page_or_the_engine() -> None:
    pages = citing_pages(DOCS)
    engine = _engine_citations()
    orphans = [i for i in _register() if i not in pages and i not in engine]
    assert not orphans, f"entries nobody cites: {orphans}"
    # The durak, canasta and bridge pages cite their own entries, whoever rewrites them.
    assert any(src.startswith("durak/") for src, _ in pages["X-21"])
    assert any(src == "canasta/classic.md" for src, _ in pages["X-46"])


def test_an_unknown_id_is_a_build_warning(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="mkdocs.plugins.rp_xrefs"):
        out = link_xrefs("См. X-07 и X-999.", "bridge/index.md", known={"X-07"})
    assert out == "См. [X-07](../contradictions.md#x-07){: .rp-xref } и X-999."
    assert any("X-999" in r.getMessage() for r in caplog.records)


def test_code_links_and_headings_are_left_alone() -> None:
    text = "## X-05 в заголовке\n\n`X-05` и [X-05](x.md) и <span title=\"X-05\">X-05</span>\n```\nX-05\n```\n"
    out = link_xrefs(text, "index.md", known={"X-05"})
    assert out.count("](contradictions.md#x-05)") == 1  # only the one in the span's text


def test_built_pages_link_every_citation(built_site: Path) -> None:
    for page in built_site.rglob("index.html"):
        text = page.read_text(encoding="utf-8")
        if page.parent.name == "contradictions":
            text = re.sub(r"<h3 .*?</h3>", "", text, flags=re.S)  # the entries' own headings
        prose = re.sub(r"<a [^>]*>.*?</a>|<(script|style)[^>]*>.*?</\1>|<[^>]+>", "", text, flags=re.S)
        assert not re.findall(r"X-\d{2,3}", prose), page.relative_to(built_site)
    register = (built_site / "contradictions" / "index.html").read_text(encoding="utf-8")
    assert len(re.findall(r'<h3 id="x-\d+"', register)) == 102
    entry = register.split('id="x-46"')[1].split("<h3")[0]
    assert 'href="../canasta/classic/"' in entry and "Страницы:" in entry
    classic = (built_site / "canasta" / "classic" / "index.html").read_text(encoding="utf-8")
    assert 'href="../../contradictions/#x-46"' in classic
    bridge = (built_site / "bridge" / "index.html").read_text(encoding="utf-8")
    assert '<a class="rp-xref" href="../contradictions/#x-07">X-07</a>' in bridge  # the generated presets table too
    assert re.search(r'<a (class="rp-xref" )?href="../../contradictions/#x-46"( class="rp-xref")?>X-46</a>', classic)
