"""The card art's weight (issue 26: all faces together at most 150 KB compressed). Prints only.

The sprite (widgets/cardart.py) is compressed by the site's own path (widgets/publish.py: Node's zlib,
gzip level 9 and brotli quality 11, the copies a static server sends), and by gzip level 6 as a server
compresses on the fly. A page with a table fetches it once, when it draws its first card; other pages
never fetch it (the service worker saves it with the rest of the site).
Run alone: .venv/bin/python bench/bench_art.py
"""

from __future__ import annotations

import gzip
import tempfile
from pathlib import Path

import harness  # noqa: F401  (run alone, it puts the project on sys.path)

from widgets import cardart, publish

BUDGET_KB = 150


def main() -> None:
    text = cardart.sprite()
    data = text.encode("utf-8")
    with tempfile.TemporaryDirectory() as tmp:
        sprite = cardart.write_sprite(Path(tmp))
        publish.precompress(Path(tmp))
        gz9 = sprite.with_name(sprite.name + ".gz").stat().st_size
        br = sprite.with_name(sprite.name + ".br").stat().st_size
    faces = len(cardart.CARDS) + 1
    print(f"card art (assets/rp/cards.svg): {faces} symbols ({len(cardart.CARDS)} faces and a back)")
    print(f"  raw {len(data):,} B   gzip -6 {len(gzip.compress(data, 6)):,} B   gzip -9 {gz9:,} B   "
          f"brotli {br:,} B   ({len(data) // faces} B raw a symbol)")
    print(f"  per page with a table: {br:,} B brotli, one request at its first card; per page without: 0 B")
    print(f"  budget {BUDGET_KB} KB compressed: {100 * max(gz9, br) / (BUDGET_KB * 1024):.1f} % used")


if __name__ == "__main__":
    main()
