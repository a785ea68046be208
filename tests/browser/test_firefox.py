"""A second browser: Firefox ESR (Debian's firefox-esr, installed by `make test`) opens one table of each
family and plays a few moves, so that no Chromium-only API slips into the widgets. Playwright's Firefox is
a patched build that Debian's does not match, so puppeteer-core (pinned in package.json) drives it over
WebDriver BiDi (tests/browser/firefox_tables.mjs)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

from tests.browser.a11y import MOVE_JS

ROOT = Path(__file__).resolve().parents[2]
FIREFOX = "/usr/bin/firefox-esr"
TABLES = [
    ("/durak/podkidnoy/", "rp-play#play-durak-podkidnoy"),
    ("/bridge/", "rp-play#play-bridge"),
    ("/canasta/classic/", "rp-play#play-canasta-classic"),
    ("/king/", "rp-play#play-king"),
    ("/bezique/", "rp-play#play-bezique"),
    ("/shtoss/", "rp-play#shtoss"),
]


def test_one_table_of_each_family_plays_in_firefox(site_url: str, tmp_path: Path) -> None:
    node = shutil.which("node")
    assert node, "Node.js is needed"
    assert Path(FIREFOX).exists(), "Debian's firefox-esr is missing: `make test` installs it"
    config = tmp_path / "firefox.json"
    config.write_text(json.dumps({"firefox": FIREFOX, "base": site_url, "tables": TABLES, "move_js": MOVE_JS, "moves": 3}),
                      encoding="utf-8")
    done = subprocess.run([node, str(ROOT / "tests" / "browser" / "firefox_tables.mjs"), str(config)],
                          cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout)
    print(report["version"])
    assert [t["path"] for t in report["tables"]] == [path for path, _ in TABLES]
    for table in report["tables"]:
        assert table["ready"], table
        assert table["errors"] == [], table
        assert table["foreign"] == [], table
        assert table["moves"] >= 1 and table["progressed"], table
