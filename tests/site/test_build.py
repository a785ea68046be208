"""Layer 3: the site builds strictly, ships its runtime, and loads nothing from another origin."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

from rules_py.registry import FAMILIES, GAMES

# Attributes through which a page makes the browser fetch something.
LOADING = {("script", "src"), ("link", "href"), ("img", "src"), ("iframe", "src"), ("source", "src"),
           ("video", "src"), ("audio", "src"), ("embed", "src"), ("object", "data"), ("use", "href")}
FOREIGN = re.compile(r"^(https?:)?//", re.I)


class _Loads(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if value and (tag, name) in LOADING:
                if tag == "link" and ("rel", "canonical") in attrs:
                    continue
                self.urls.append(value)
            if name == "style" and value and "url(" in value:
                self.urls.extend(re.findall(r"url\(['\"]?([^'\")]+)", value))


def test_every_registered_game_has_a_page(built_site: Path) -> None:
    for info in GAMES.values():
        page = built_site / info.page.replace("index.md", "").replace(".md", "/") / "index.html"
        assert page.is_file(), info.page
    for family in FAMILIES.values():
        assert (built_site / family.page.replace("index.md", "") / "index.html").is_file()


def test_no_page_loads_anything_from_another_origin(built_site: Path) -> None:
    offenders = []
    for page in built_site.rglob("*.html"):
        parser = _Loads()
        parser.feed(page.read_text(encoding="utf-8"))
        offenders += [f"{page.relative_to(built_site)}: {u}" for u in parser.urls if FOREIGN.match(u)]
    assert offenders == []


def test_no_stylesheet_or_script_of_ours_points_elsewhere(built_site: Path) -> None:
    offenders = []
    for path in list(built_site.rglob("*.css")) + list((built_site / "assets" / "rp").rglob("*.js")):
        text = path.read_text(encoding="utf-8", errors="replace")
        for url in re.findall(r"url\(\s*['\"]?((?:https?:)?//[^'\")\s]+)", text):
            offenders.append(f"{path.relative_to(built_site)}: {url}")
        for url in re.findall(r"(?:fetch|import)\s*\(\s*['\"]((?:https?:)?//[^'\"]+)", text):
            offenders.append(f"{path.relative_to(built_site)}: {url}")
        for url in re.findall(r"@import\s+['\"]?((?:https?:)?//[^'\";\s]+)", text):
            offenders.append(f"{path.relative_to(built_site)}: {url}")
    assert offenders == []


def test_no_google_fonts(built_site: Path) -> None:
    for page in built_site.rglob("*.html"):
        assert "fonts.googleapis" not in page.read_text(encoding="utf-8"), page


def test_pyodide_runtime_and_rules_wheel_are_shipped(built_site: Path) -> None:
    runtime = built_site / "pyodide"
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
        assert (runtime / name).is_file(), name
    lock = json.loads((runtime / "pyodide-lock.json").read_text(encoding="utf-8"))
    entry = lock["packages"]["rules-py"]
    assert entry["imports"] == ["rules_py"] and entry["depends"] == []
    assert (runtime / entry["file_name"]).is_file()


def test_static_example_comes_from_the_engine(built_site: Path) -> None:
    html = (built_site / "durak" / "podkidnoy" / "index.html").read_text(encoding="utf-8")
    assert "<rp-deal" in html and 'class="rp-static"' in html
    assert len(re.findall(r'data-card="[^"]+"', html)) >= 12
    assert 'class="rp-infobox"' in html


def test_catalogue_links_every_game(built_site: Path) -> None:
    html = (built_site / "index.html").read_text(encoding="utf-8")
    for info in GAMES.values():
        assert info.name_ru in html, info.id


def test_api_reference_lists_every_method(built_site: Path) -> None:
    from rules_py.protocol import METHODS

    html = (built_site / "api" / "index.html").read_text(encoding="utf-8")
    for name in METHODS:
        assert name in html, name
