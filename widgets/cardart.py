"""The card art: one SVG sprite with a face for every card the engines use and one back.

The sprite (`assets/rp/cards.svg`, written into the built site by widgets/hooks.py) holds a
`<symbol>` per card, `c-<code>` with the protocol's code (`c-QS`, `c-10H`, `c-AC`, `c-JK`), and `back`.
Every symbol has the viewBox 0 0 100 140 (a 5:7 card). A table draws a card as
`<svg class="rp-art" aria-hidden="true"><use href="…/cards.svg#c-QS"/></svg>` inside the element that
carries the card's accessible name: the art is decoration, and the browser fetches the sprite only when
a page draws its first card (no page links it).

Everything is drawn from the one description below: four suit outlines defined once and reused with
`<use>`, the pip positions of 2–10 as a table, three court emblems, the ace, the joker and the back.
The parts in the suit's colour are `currentColor`, so the page colours each card with CSS `color`
(widgets/static/card-art.css: red and black, or the four-colour deck). The other colours (the face, the
emblems' gold, the back) are fixed, each behind a CSS custom property (`--rp-card-face`, `--rp-card-edge`,
`--rp-card-gold`, `--rp-card-panel`, `--rp-back`, `--rp-back-line`) that print and themes may change.
The corner index carries the Russian letters of the Russian pack (В, Д, К, Т; 2–10) from rules_py.cards.

Where the art comes from: drawn for this project by this module at build time, from no outside art,
and under the project's MIT licence like the rest of the code. `python -m widgets.cardart FILE` writes
the sprite to FILE and prints its sizes.
"""

from __future__ import annotations

import gzip
import sys
from pathlib import Path

from rules_py.cards import JOKER, Card, Rank, Suit, all_suited_cards

SPRITE = "assets/rp/cards.svg"
WIDTH, HEIGHT = 100, 140
VIEWBOX = f"0 0 {WIDTH} {HEIGHT}"
BACK_ID = "back"
# Every card of every deck (rules_py.decks builds its decks from these; Bezique's wild cards are jokers).
CARDS: tuple[Card, ...] = (*all_suited_cards(tuple(r for r in Rank if r is not Rank.JOKER)), JOKER)
FONT = "Arial,'Helvetica Neue',Helvetica,'Liberation Sans',Roboto,'DejaVu Sans',sans-serif"

# The suits, each about 100 units across and centred on 0,0 (so a pip is a translate and a scale).
SUIT_PATHS: dict[Suit, str] = {
    Suit.SPADES: ("M0-50C-9-33-50-17-50 10C-50 31-26 39-6 25C-8 37-14 44-25 49H25C14 44 8 37 6 25"
                  "C26 39 50 31 50 10C50-17 9-33 0-50Z"),
    Suit.HEARTS: "M0-24C-8-47-50-49-50-14C-50 13-22 30 0 48C22 30 50 13 50-14C50-49 8-47 0-24Z",
    Suit.DIAMONDS: "M0-50C10-34 24-16 38 0C24 16 10 34 0 50C-10 34-24 16-38 0C-24-16-10-34 0-50Z",
    Suit.CLUBS: ("M0-47A21 21 0 1 0 0-5A21 21 0 1 0 0-47ZM-25-12A21 21 0 1 0-25 30A21 21 0 1 0-25-12Z"
                 "M25-12A21 21 0 1 0 25 30A21 21 0 1 0 25-12ZM0-8A12 12 0 1 0 0 16A12 12 0 1 0 0-8Z"
                 "M-5 6C-5 28-12 42-23 49H23C12 42 5 28 5 6Z"),
}

# The corner index: the rank at the top left with the suit under it; the same turned round at the bottom
# right. Large, so that the left third of a card in a fan tells what it is, and legible 32 px wide.
INDEX_X, INDEX_BASELINE, INDEX_SIZE = 15.5, 33, 35
INDEX_SUIT_Y, INDEX_SUIT_SCALE = 48, 0.2
TEN_WIDTH = 26  # «10» is squeezed to the width of a letter
PIP_SCALE = 0.13

# Pip centres of 2–10 between the two indices; a pip below the middle (y 70) is drawn upside down.
L, M, R = 37, 50, 63
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((M, 22), (M, 118)),
    3: ((M, 22), (M, 70), (M, 118)),
    4: ((L, 22), (R, 22), (L, 118), (R, 118)),
    5: ((L, 22), (R, 22), (M, 70), (L, 118), (R, 118)),
    6: ((L, 22), (R, 22), (L, 70), (R, 70), (L, 118), (R, 118)),
    7: ((L, 22), (R, 22), (M, 46), (L, 70), (R, 70), (L, 118), (R, 118)),
    8: ((L, 22), (R, 22), (M, 46), (L, 70), (R, 70), (M, 94), (L, 118), (R, 118)),
    9: ((L, 22), (R, 22), (L, 54), (R, 54), (M, 70), (L, 86), (R, 86), (L, 118), (R, 118)),
    10: ((L, 22), (R, 22), (M, 38), (L, 54), (R, 54), (L, 86), (R, 86), (M, 102), (L, 118), (R, 118)),
}

# The colours that are not the suit's, each behind a custom property that a page (print, a theme) may set.
FACE = "var(--rp-card-face,#fff)"
EDGE = "var(--rp-card-edge,#9e9e9e)"
GOLD = "var(--rp-card-gold,#e8b93c)"
PANEL = "var(--rp-card-panel,#fbf5e6)"
BACK = "var(--rp-back,#24507e)"
BACK_LINE = "var(--rp-back-line,#7ea3cc)"

# Court emblems, about 32 units across and centred on 0,0: the king's crown of three points, the queen's
# diadem of pearls, the jack's plumed helmet. Gold, outlined in the suit's colour.
EMBLEMS: dict[Rank, str] = {
    Rank.KING: ('<path d="M-15 10V-5L-7.5 3 0-11 7.5 3 15-5V10Z"/><path d="M-15 5H15" fill="none"/>'
                '<circle cx="-15" cy="-7" r="2.4"/><circle cy="-13" r="2.4"/><circle cx="15" cy="-7" r="2.4"/>'),
    Rank.QUEEN: ('<path d="M-14 10V1C-14-4-10-6-7-2-6-8-2-9 0-4 2-9 6-8 7-2 10-6 14-4 14 1V10Z"/>'
                 '<path d="M-14 5H14" fill="none"/><circle cx="-7" cy="-6" r="2"/><circle cy="-9" r="2"/>'
                 '<circle cx="7" cy="-6" r="2"/>'),
    Rank.JACK: ('<path d="M10-5C12-15 2-22-14-21-5-19 1-14 3-7Z"/><path d="M9-6C7-13 0-18-11-20" fill="none"/>'
                '<path d="M-15 10C-15-1-8-7 0-7 8-7 15-1 15 10Z"/><path d="M-15 5H15" fill="none"/>'
                '<circle cx="9" cy="-5" r="2.2"/>'),
}


def _num(value: float) -> str:
    """A coordinate as short as it can be written: 12, 12.5, .19, -3."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text.replace("0.", ".", 1) if text.startswith(("0.", "-0.")) else text


def _suit(suit: Suit, x: float, y: float, scale: float, turned: bool = False, extra: str = "") -> str:
    turn = " rotate(180)" if turned else ""
    return (f'<use href="#{suit.value}" transform="translate({_num(x)} {_num(y)}){turn} '
            f'scale({_num(scale)})"{extra}/>')


def _index(card: Card) -> str:
    """The top-left index (rank over suit) as a group; the symbol repeats it turned round."""
    assert card.suit is not None
    fit = f' textLength="{TEN_WIDTH}" lengthAdjust="spacingAndGlyphs"' if card.rank is Rank.TEN else ""
    return (f'<g id="i{card.code}"><text x="{INDEX_X}" y="{INDEX_BASELINE}"{fit}>{card.rank.ru}</text>'
            + _suit(card.suit, INDEX_X, INDEX_SUIT_Y, INDEX_SUIT_SCALE) + "</g>")


def _pips(suit: Suit, count: int) -> str:
    return "".join(_suit(suit, x, y, PIP_SCALE, turned=y > HEIGHT / 2) for x, y in PIPS[count])


def _ace(suit: Suit) -> str:
    if suit is not Suit.SPADES:
        return _suit(suit, 50, 70, 0.42)
    # The ace of spades, as on most packs, is the ornate one: a larger spade inlaid with a white one,
    # in a double ring.
    return ('<g fill="none" stroke="currentColor"><circle cx="50" cy="70" r="26.5" stroke-width="1.2"/>'
            '<circle cx="50" cy="70" r="24" stroke-width=".5"/></g>'
            + _suit(suit, 50, 70, 0.36)
            + _suit(suit, 50, 67.5, 0.22, extra=f' fill="none" stroke-width="5" style="stroke:{FACE}"'))


def _court(card: Card) -> str:
    """A framed panel, double-ended like a real court card: the rank's emblem over the suit, and the same
    turned round below the middle line."""
    assert card.suit is not None
    half = (f'<g transform="translate(50 36)" stroke="currentColor" stroke-width="1.6" '
            f'stroke-linejoin="round" style="fill:{GOLD}">{EMBLEMS[card.rank]}</g>'
            + _suit(card.suit, 50, 58, 0.17))
    return ('<rect x="28.5" y="9.5" width="43" height="121" rx="3" stroke="currentColor" stroke-width="1.2" '
            f'style="fill:{PANEL}"/>'
            '<path d="M32 70H68" stroke="currentColor" stroke-width=".6"/>'
            f'<g id="h{card.code}">{half}</g><use href="#h{card.code}" transform="rotate(180 50 70)"/>')


def _face(card: Card) -> str:
    assert card.suit is not None
    if card.rank <= Rank.TEN:
        middle = _pips(card.suit, card.rank.value)
    elif card.rank is Rank.ACE:
        middle = _ace(card.suit)
    else:
        middle = _court(card)
    return (_index(card) + f'<use href="#i{card.code}" transform="rotate(180 50 70)"/>' + middle)


STAR = "M0-20 4.7-6.5H19L7.6 2.5 11.8 16.2 0 7.9-11.8 16.2-7.6 2.5-19-6.5H-4.7Z"


def _joker() -> str:
    """«ДЖОКЕР» down the corners, a jester's cap with bells over a star in the middle."""
    letters = "".join(f'<tspan x="12" y="{17 + 13 * k}">{ch}</tspan>' for k, ch in enumerate(JOKER.rank.ru.upper()))
    corner = (f'<g id="iJK"><text font-size="14">{letters}</text>'
              f'<path d="{STAR}" transform="translate(12 94) scale(.35)"/></g>')
    cap = ('<g stroke="currentColor" stroke-width="1.5" stroke-linejoin="round">'
           f'<path d="M-20 8C-22-6-30-12-38-10-30-16-16-14-8-2-8-12-4-22 0-26 4-22 8-12 8-2 16-14 30-16 38-10'
           f' 30-12 22-6 20 8Z" style="fill:{GOLD}"/><path d="M-20 8H20V14H-20Z"/>'
           '<circle cx="-38" cy="-10" r="3.5"/><circle cy="-27" r="3.5"/><circle cx="38" cy="-10" r="3.5"/></g>')
    star = (f'<path d="{STAR}" transform="translate(50 88) scale(1.3)" stroke="currentColor" stroke-width="1"'
            f' style="fill:{GOLD}"/>')
    return (corner + '<use href="#iJK" transform="rotate(180 50 70)"/>'
            f'<g transform="translate(50 52) scale(.6)">{cap}</g>' + star)


def _lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Diagonal lines both ways across a rectangle, cut at its edges (no clip path: a sprite used from
    another file keeps its references simple)."""
    parts = []
    corners = [(x, y) for x in (x0, x1) for y in (y0, y1)]
    for sign in (1, -1):
        # The lines y = sign * x + c that cross the rectangle, one every `step` along the y axis.
        offsets = [y - sign * x for x, y in corners]
        c = min(offsets) + step / 2
        while c < max(offsets):
            ends = [(x, sign * x + c) for x in (x0, x1) if y0 <= sign * x + c <= y1]
            ends += [((y - c) * sign, y) for y in (y0, y1) if x0 < (y - c) * sign < x1]
            (ax, ay), (bx, by) = ends[0], ends[1]
            parts.append(f"M{_num(ax)} {_num(ay)}L{_num(bx)} {_num(by)}")
            c += step
    return "".join(parts)


def _back() -> str:
    """A navy back with a fine diagonal lattice, a double inner frame and a medallion of the four suits."""
    line = f"stroke:{BACK_LINE}"
    medallion = "".join(_suit(s, 50 + dx, 70 + dy, 0.09) for s, dx, dy in (
        (Suit.SPADES, 0, -8), (Suit.HEARTS, 8, 0), (Suit.DIAMONDS, 0, 8), (Suit.CLUBS, -8, 0)))
    return (f'<rect x="6" y="6" width="88" height="128" rx="4" style="fill:{BACK}"/>'
            f'<path d="{_lattice(6, 6, 94, 134, 8)}" stroke-width=".6" style="{line};opacity:.55"/>'
            f'<rect x="9.5" y="9.5" width="81" height="121" rx="2.5" fill="none" stroke-width="1" style="{line}"/>'
            f'<path d="M50 44 72 70 50 96 28 70Z" stroke-width="1.2" style="fill:{BACK};{line}"/>'
            f'<g style="fill:{BACK_LINE}">{medallion}</g>')


def sprite() -> str:
    """The whole sprite as SVG text."""
    faces = []
    for card in CARDS:
        body = _joker() if card.is_joker else _face(card)
        faces.append(f'<symbol id="{symbol_id(card)}" viewBox="{VIEWBOX}"><use href="#F"/>'
                     f'<g fill="currentColor" font-family="{FONT}" font-weight="700" font-size="{INDEX_SIZE}" '
                     f'text-anchor="middle">{body}</g></symbol>')
    faces.append(f'<symbol id="{BACK_ID}" viewBox="{VIEWBOX}"><use href="#F"/>{_back()}</symbol>')
    defs = "".join(f'<path id="{suit.value}" d="{d}"/>' for suit, d in SUIT_PATHS.items())
    # The face: white with a thin grey edge, one device pixel at any size.
    face = ('<rect id="F" x=".5" y=".5" width="99" height="139" rx="6" vector-effect="non-scaling-stroke" '
            f'style="fill:{FACE};stroke:{EDGE}"/>')
    return ('<svg xmlns="http://www.w3.org/2000/svg">\n<!-- Card faces drawn by widgets/cardart.py '
            '(MIT, like the project). -->\n<defs>' + defs + face + "</defs>\n" + "\n".join(faces) + "\n</svg>\n")


def symbol_id(card: Card) -> str:
    """The sprite's id of a card: «c-QS», «c-10H», «c-JK»."""
    return f"c-{card.code}"


def write_sprite(site: Path) -> Path:
    """Write the sprite into a built site; returns its path."""
    path = site / SPRITE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(sprite(), encoding="utf-8")
    return path


def sizes(text: str) -> tuple[int, int]:
    """Raw and gzip (level 9, as the site's precompressed copy) sizes in bytes."""
    data = text.encode("utf-8")
    return len(data), len(gzip.compress(data, 9))


def _main(argv: list[str]) -> None:
    out = Path(argv[0]) if argv else Path("cards.svg")
    text = sprite()
    out.write_text(text, encoding="utf-8")
    raw, gz = sizes(text)
    print(f"{out}: {len(CARDS)} faces and a back, raw {raw} B, gzip {gz} B")


if __name__ == "__main__":
    _main(sys.argv[1:])
