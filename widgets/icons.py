"""The app icons of the Web App Manifest: a white card with a black spade on the site's green.

The PNGs live in widgets/static/icons/ (shipped as assets/rp/icons/); this module drew them and can
draw them again (`python -m widgets.icons`), with the standard library only. Shapes are drawn with
anti-aliased edges from their distance to each pixel's centre. The card sits inside the central 80 %
that a maskable icon keeps, so one drawing serves both purposes.
"""

from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

ICONS = Path(__file__).resolve().parent / "static" / "icons"
SIZES = (192, 512)
GREEN = (0x4C, 0xAF, 0x50)  # Material's "green" primary, the site's header
WHITE = (0xFF, 0xFF, 0xFF)
BLACK = (0x21, 0x21, 0x21)


def _coverage(distance: float) -> float:
    """Share of a pixel inside a shape whose edge is `distance` pixels away (negative: inside)."""
    return min(1.0, max(0.0, 0.5 - distance))


def _round_rect(x: float, y: float, cx: float, cy: float, half_w: float, half_h: float, r: float) -> float:
    qx, qy = abs(x - cx) - half_w + r, abs(y - cy) - half_h + r
    return math.hypot(max(qx, 0.0), max(qy, 0.0)) + min(max(qx, qy), 0.0) - r


def _triangle(x: float, y: float, pts: tuple[tuple[float, float], ...]) -> float:
    """Signed distance to a triangle (approximate outside its corners, which is fine for edges)."""
    worst = -math.inf
    for k in range(3):
        (ax, ay), (bx, by), (ox, oy) = pts[k], pts[(k + 1) % 3], pts[(k + 2) % 3]
        nx, ny = by - ay, ax - bx  # a normal of the edge, turned away from the opposite corner
        if (ox - ax) * nx + (oy - ay) * ny > 0:
            nx, ny = -nx, -ny
        worst = max(worst, ((x - ax) * nx + (y - ay) * ny) / math.hypot(nx, ny))
    return worst


def _spade(x: float, y: float, cx: float, cy: float, r: float) -> float:
    lobes = min(math.hypot(x - (cx - r), y - cy) - r, math.hypot(x - (cx + r), y - cy) - r)
    # The sides run from the tip to where they touch the lobes; the stem fills the notch below.
    top = _triangle(x, y, ((cx, cy - 2.4 * r), (cx - 1.9 * r, cy - 0.3 * r), (cx + 1.9 * r, cy - 0.3 * r)))
    middle = _triangle(x, y, ((cx - 1.78 * r, cy - 0.45 * r), (cx + 1.78 * r, cy - 0.45 * r), (cx, cy + 0.4 * r)))
    stem = _triangle(x, y, ((cx, cy - 0.2 * r), (cx - 0.75 * r, cy + 1.8 * r), (cx + 0.75 * r, cy + 1.8 * r)))
    return min(lobes, top, middle, stem)


def draw(size: int) -> bytes:
    """The icon as PNG bytes."""
    s = size / 512
    rows = []
    for j in range(size):
        row = bytearray(b"\x00")  # PNG filter type "none"
        y = j + 0.5
        for i in range(size):
            x = i + 0.5
            colour = GREEN
            card = _coverage(_round_rect(x, y, size / 2, size / 2, 118 * s, 160 * s, 22 * s))
            if card:
                colour = tuple(round(g + (w - g) * card) for g, w in zip(GREEN, WHITE))  # type: ignore[assignment]
                ink = _coverage(_spade(x, y, size / 2, size / 2 + 6 * s, 44 * s))
                if ink:
                    colour = tuple(round(c + (b - c) * ink) for c, b in zip(colour, BLACK))  # type: ignore[assignment]
            row += bytes(colour)
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def main() -> None:
    ICONS.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        (ICONS / f"icon-{size}.png").write_bytes(draw(size))


if __name__ == "__main__":
    main()
