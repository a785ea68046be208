"""Layer 3: the site builds strictly, ships its runtime, loads nothing from another origin, and can be
hosted anywhere (readable files, precompressed copies, a manifest and a service worker)."""

from __future__ import annotations

import gzip
import json
import os
import re
import stat
import struct
import zipfile
from html.parser import HTMLParser
from pathlib import Path

from rules_py.registry import FAMILIES, GAMES
from widgets.digest import keep_newest
from widgets.engine import ROOT, RUNTIME_FILES, pyodide_version

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
    runtime = built_site / "pyodide" / pyodide_version()  # named by version: its files never change
    for name in RUNTIME_FILES:
        assert (runtime / name).is_file(), name
    lock = json.loads((runtime / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert list(lock["packages"]) == ["rules-py"]  # not the 358 packages of Pyodide's own lock file
    entry = lock["packages"]["rules-py"]
    assert entry["imports"] == ["rules_py"] and entry["depends"] == []
    assert (runtime / entry["file_name"]).is_file()
    engine_files = (built_site / "assets" / "rp" / "engine-files.js").read_text(encoding="utf-8")
    assert f'"{entry["file_name"]}"' in engine_files and f"pyodide/{pyodide_version()}/" in engine_files
    # Nothing of the npm package that the browser never asks for (source maps, typings, docs).
    shipped = {p.name for p in runtime.iterdir() if p.suffix not in (".gz", ".br")}
    snapshots = {name for name in shipped if re.fullmatch(r"snapshot-[0-9a-f]{16}\.gzip", name)}
    stdlibs = {name for name in shipped if re.fullmatch(r"python_stdlib-[0-9a-f]{16}\.zip", name)}
    assert len(stdlibs) == 1 and "python_stdlib.zip" not in shipped  # only the part the engine uses
    assert shipped - snapshots - stdlibs <= {*RUNTIME_FILES, "pyodide-lock.json", entry["file_name"]}
    assert len(snapshots) <= 1
    for name in snapshots | stdlibs:  # named by their content, and the worker is told which
        assert f'"{name}"' in engine_files


def test_the_standard_library_is_trimmed_to_what_the_engine_uses_and_compiled(built_site: Path) -> None:
    runtime = built_site / "pyodide" / pyodide_version()
    [trimmed] = runtime.glob("python_stdlib-*.zip")
    full = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
    with zipfile.ZipFile(trimmed) as kept, zipfile.ZipFile(full) as whole:
        names = set(kept.namelist())
        sources = {name[:-1] if name.endswith(".pyc") else name for name in names}
        assert sources < set(whole.namelist())
        assert not any(name.endswith(".py") for name in names)  # bytecode only, no module compiled at start
        headers = {kept.read(name)[:8] for name in names if name.endswith(".pyc")}
        # One Python's magic number, and flags 0b01: hash-based and unchecked (nothing read at import).
        assert len(headers) == 1 and int.from_bytes(next(iter(headers))[4:8], "little") == 0b01
        for name in names - {n for n in names if n.endswith(".pyc")}:  # data files, unchanged
            assert kept.read(name) == whole.read(name), name
    # What rules_py and Pyodide's bridge import are there (the whole of a package in use); what they
    # never import is not.
    assert {"json/__init__.py", "dataclasses.py", "fractions.py", "inspect.py", "traceback.py",
            "encodings/utf_8.py", "pyodide/ffi/__init__.py", "asyncio/tasks.py", "asyncio/queues.py"} <= sources
    assert not {"email/__init__.py", "xml/__init__.py", "unittest/__init__.py", "http/client.py",
                "encodings/mac_roman.py"} & sources
    assert trimmed.stat().st_size < full.stat().st_size


def test_a_build_cache_keeps_the_newest_few_and_the_one_just_used(tmp_path: Path) -> None:
    files = [tmp_path / f"compiled-{i}.zip" for i in range(6)]
    for age, path in enumerate(files):  # compiled-0 is the newest, compiled-5 the oldest
        path.write_bytes(b"x")
        os.utime(path, (1_000_000 - age * 10, 1_000_000 - age * 10))
    (tmp_path / "used-1.json").write_text("[]")
    keep_newest(tmp_path, "compiled-*.zip", 3, files[5])  # the oldest is used again: kept
    assert sorted(p.name for p in tmp_path.iterdir()) == ["compiled-0.zip", "compiled-1.zip", "compiled-5.zip",
                                                          "used-1.json"]


def test_every_file_is_world_readable(built_site: Path) -> None:
    unreadable = [str(p.relative_to(built_site)) for p in [built_site, *built_site.rglob("*")]
                  if not p.stat().st_mode & stat.S_IROTH or (p.is_dir() and not p.stat().st_mode & stat.S_IXOTH)]
    assert unreadable == []


def test_large_text_files_have_precompressed_copies(built_site: Path) -> None:
    from widgets.publish import compressible

    files = compressible(built_site)
    wasm = built_site / "pyodide" / pyodide_version() / "pyodide.asm.wasm"
    assert wasm in files and built_site / "index.html" in files
    for path in files:
        for kind in ("gz", "br"):
            assert path.with_name(path.name + "." + kind).is_file(), f"{path}.{kind}"
    # A copy decodes to the very file (brotli is checked in the browser tests, which fetch it decoded).
    for path in (wasm, built_site / "index.html", built_site / "search" / "search_index.json"):
        assert gzip.decompress(path.with_name(path.name + ".gz").read_bytes()) == path.read_bytes()


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_web_app_manifest_is_installable(built_site: Path) -> None:
    manifest = json.loads((built_site / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["lang"] == "ru" and "Карточные игры" in manifest["name"]
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./"
    assert re.fullmatch(r"#[0-9a-f]{6}", manifest["theme_color"])
    sizes = set()
    for icon in manifest["icons"]:
        width, height = _png_size(built_site / icon["src"])
        assert icon["sizes"] == f"{width}x{height}"
        sizes.add(width)
    assert {192, 512} <= sizes
    for page in (built_site / "index.html", built_site / "durak" / "podkidnoy" / "index.html"):
        html = page.read_text(encoding="utf-8")
        href = re.search(r'<link rel="manifest" href="([^"]+)"', html)
        assert href and (page.parent / href.group(1)).resolve() == (built_site / "manifest.webmanifest").resolve()


def test_service_worker_precaches_every_page_and_the_engine(built_site: Path) -> None:
    sw = (built_site / "sw.js").read_text(encoding="utf-8")
    entries = {e["url"]: e["revision"] for e in json.loads(re.search(r"precacheAndRoute\((\[.*?\])", sw).group(1))}
    pages = {p.relative_to(built_site).as_posix() for p in built_site.rglob("*.html")}
    assert pages and pages <= set(entries)
    runtime = f"pyodide/{pyodide_version()}/"
    for name in RUNTIME_FILES:
        assert entries[runtime + name] is None  # named by version: may come from the HTTP cache
    assert [revision for url, revision in entries.items() if "/snapshot-" in url] in ([], [None])
    assert all(revision for url, revision in entries.items() if url.endswith(".html"))  # versioned by build
    assert not [url for url in entries if url.endswith((".gz", ".br", ".map"))]
    assert "googleapis" not in sw and "cdn" not in sw.lower()


def test_every_page_loads_only_the_small_entry_script_of_ours(built_site: Path) -> None:
    for page in built_site.rglob("index.html"):
        html = page.read_text(encoding="utf-8")
        head = html[:html.index("</head>")]
        ours = re.findall(r'<script src="([^"]*assets/rp/[^"]+)"[^>]*>', html)
        assert len(ours) == 1 and ours[0].endswith("assets/rp/elements.js"), page
        assert re.search(r'<script src="[^"]*assets/rp/elements\.js" async>', head), page  # never holds the page up
        assert "modulepreload" not in html and "worker.js" not in html
        # No script holds up the first paint: every external script is async or deferred.
        blocking = [tag for tag in re.findall(r"<script src=[^>]*>", html) if " async" not in tag and " defer" not in tag]
        assert blocking == [], (page, blocking)


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
    from rules_py.families import load_all_families
    from rules_py.protocol import METHODS

    load_all_families()  # the browser imports families lazily; the reference must list them all

    html = (built_site / "api" / "index.html").read_text(encoding="utf-8")
    for name in METHODS:
        assert name in html, name


def _precache(sw: Path) -> dict[str, str | None]:
    text = sw.read_text(encoding="utf-8")
    return {e["url"]: e["revision"] for e in json.loads(re.search(r"precacheAndRoute\((\[.*?\])", text).group(1))}


def test_a_new_build_changes_exactly_the_revisions_of_changed_files(tmp_path: Path) -> None:
    from widgets.offline import write_service_worker

    (tmp_path / "guide").mkdir()
    (tmp_path / "index.html").write_text("<p>первая сборка</p>", encoding="utf-8")
    (tmp_path / "guide" / "index.html").write_text("<p>не меняется</p>", encoding="utf-8")
    (tmp_path / "engine.wasm").write_bytes(b"\0asm")
    write_service_worker(tmp_path, [tmp_path / "engine.wasm"])
    first = _precache(tmp_path / "sw.js")
    (tmp_path / "index.html").write_text("<p>вторая сборка</p>", encoding="utf-8")
    write_service_worker(tmp_path, [tmp_path / "engine.wasm"])
    second = _precache(tmp_path / "sw.js")
    assert set(first) == set(second) == {"index.html", "guide/index.html", "engine.wasm"}
    assert first["index.html"] != second["index.html"]
    assert first["guide/index.html"] == second["guide/index.html"]
    assert first["engine.wasm"] is None and second["engine.wasm"] is None


def test_the_sites_own_styles_come_in_one_request(built_site: Path) -> None:
    import yaml

    class Untagged(yaml.SafeLoader):
        """Reads mkdocs.yml's plain values; its tags (!ENV, !!python/...) are MkDocs' business."""

    Untagged.add_multi_constructor("", lambda loader, tag, node: None)
    config = yaml.load((Path(__file__).parents[2] / "mkdocs.yml").read_text(encoding="utf-8"), Loader=Untagged)
    extra_css = [name for name in config["extra_css"] if name.startswith("assets/rp/")]
    joined = (built_site / "assets" / "rp" / "site.css").read_text(encoding="utf-8")
    for name in extra_css:
        assert (built_site / name).read_text(encoding="utf-8") in joined, name
    html = (built_site / "bridge" / "index.html").read_text(encoding="utf-8")
    assert re.findall(r'<link rel="stylesheet" href="[^"]*assets/rp/[^"]+"', html) == [
        '<link rel="stylesheet" href="../assets/rp/site.css"']


def test_search_keeps_the_words_of_table_cells_apart(built_site: Path) -> None:
    # Generated tables wrote cells back to back, and the search index glued their words together.
    docs = json.loads((built_site / "search" / "search_index.json").read_text(encoding="utf-8"))["docs"]
    settings = [d["text"] for d in docs if d["location"].startswith("durak/potayny/") and d["title"] == "Настройки"]
    words = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", settings[0])) if settings else ""
    assert "Настройка Здесь Можно иначе Закрытый козырь" in words, words[:300]
    for page in built_site.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert not re.search(r"</(t[dhr]|thead|tbody)><(t[dhr]|thead|tbody|tfoot)[\s>]", text), page


def test_section_anchors_are_readable_words(built_site: Path) -> None:
    """A teacher shares a link to a section: its anchor is the heading's words
    («#открытие-1бк-стейман-и-трансферы»), never a bare number such as «#_4»."""
    numbered: list[str] = []
    heading = re.compile(r'<h[2-6] id="([^"]*)"')
    for page in built_site.rglob("*.html"):
        ids = heading.findall(page.read_text(encoding="utf-8"))
        numbered += [f"{page.relative_to(built_site)}: #{i}" for i in ids if re.fullmatch(r"_?\d*", i)]
    assert not numbered, numbered[:10]
    system = (built_site / "bridge" / "system" / "index.html").read_text(encoding="utf-8")
    assert 'id="открытие-1бк-стейман-и-трансферы"' in system
