"""The card art (widgets/cardart.py): one sprite with a face for every card of every deck and a back,
Russian corner indices, colours the page can set, within its size budget, and in the built site
without being linked from any page."""

from __future__ import annotations

import gzip
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from rules_py.cards import JOKER
from rules_py.decks import DECKS
from widgets import cardart

SVG = "{http://www.w3.org/2000/svg}"
BUDGET = 150 * 1024  # issue 26: all faces together, compressed


@pytest.fixture(scope="module")
def text() -> str:
    return cardart.sprite()


@pytest.fixture(scope="module")
def symbols(text: str) -> dict[str, ET.Element]:
    root = ET.fromstring(text)  # raises on anything that is not well-formed XML
    assert root.tag == f"{SVG}svg"
    return {s.attrib["id"]: s for s in root.iter(f"{SVG}symbol")}


def _ids(element: ET.Element) -> dict[str, ET.Element]:
    return {e.attrib["id"]: e for e in element.iter() if "id" in e.attrib}


def test_every_card_of_every_deck_has_a_face_and_there_is_a_back(symbols: dict[str, ET.Element]) -> None:
    wanted = {cardart.symbol_id(card) for deck in DECKS.values() for card in deck.build()}
    assert {"c-QS", "c-10H", "c-AC", "c-9D", "c-JK"} <= wanted  # Bezique's nines and wild cards among them
    assert wanted <= set(symbols)
    assert set(symbols) == {cardart.symbol_id(card) for card in cardart.CARDS} | {"back"}
    assert len(symbols) == 54


def test_every_symbol_is_a_five_by_seven_card(symbols: dict[str, ET.Element]) -> None:
    assert {s.attrib["viewBox"] for s in symbols.values()} == {"0 0 100 140"}


def test_every_reference_in_the_sprite_resolves(text: str) -> None:
    root = ET.fromstring(text)
    ids = _ids(root)
    refs = {e.attrib["href"] for e in root.iter(f"{SVG}use")}
    assert refs and all(ref.startswith("#") and ref[1:] in ids for ref in refs), refs - {f"#{i}" for i in ids}
    assert "url(" not in text  # no gradient, pattern or clip path: nothing a <use> from another file may lose


def test_the_corner_index_holds_the_russian_rank(symbols: dict[str, ET.Element]) -> None:
    for card in cardart.CARDS:
        symbol = symbols[cardart.symbol_id(card)]
        index = _ids(symbol)[f"i{card.code}"]
        words = "".join(index.find(f"{SVG}text").itertext())  # type: ignore[union-attr]
        expected = "ДЖОКЕР" if card == JOKER else card.rank.ru
        assert words == expected, card.code
        # The same index turned round in the opposite corner.
        turned = [u for u in symbol.iter(f"{SVG}use") if u.attrib["href"] == f"#i{card.code}"]
        assert [u.attrib["transform"] for u in turned] == ["rotate(180 50 70)"], card.code
        if card != JOKER:
            assert card.suit is not None
            assert f"#{card.suit.value}" in {u.attrib["href"] for u in index.iter(f"{SVG}use")}, card.code
            if len(words) > 1:  # «10» is squeezed to the index's width
                assert index.find(f"{SVG}text").attrib.get("textLength"), card.code  # type: ignore[union-attr]
    assert [_ids(symbols[f"c-{code}S"])[f"i{code}S"].find(f"{SVG}text").text for code in "JQKA"] == list("ВДКТ")  # type: ignore[union-attr]


def test_the_page_sets_the_colours(text: str, symbols: dict[str, ET.Element]) -> None:
    for sid, symbol in symbols.items():
        if sid != "back":
            drawing = [child for child in symbol if child.tag == f"{SVG}g"]
            assert drawing and drawing[0].attrib["fill"] == "currentColor", sid
    # Every fixed colour is the fallback of a custom property, which print and themes may change.
    literals = re.findall(r"#[0-9a-fA-F]{3,6}\b", text)
    fallbacks = re.findall(r"var\(--rp-[a-z-]+,(#[0-9a-fA-F]{3,6})\)", text)
    assert literals and sorted(literals) == sorted(fallbacks)


def test_the_sprite_stays_small(text: str) -> None:
    compressed = len(gzip.compress(text.encode("utf-8"), 9))
    assert compressed <= BUDGET
    assert cardart.sizes(text) == (len(text.encode("utf-8")), compressed)


def test_the_built_site_ships_the_sprite_and_no_page_links_it(built_site: Path) -> None:
    sprite = built_site / cardart.SPRITE
    assert sprite.read_text(encoding="utf-8") == cardart.sprite()
    assert (built_site / (cardart.SPRITE + ".br")).is_file()  # precompressed like the site's other text
    assert f'"url":"{cardart.SPRITE}"' in (built_site / "sw.js").read_text(encoding="utf-8").replace(" ", "")
    heads = [page for page in built_site.rglob("*.html")
             if "cards.svg" in page.read_text(encoding="utf-8").split("</head>", 1)[0]]
    assert heads == []
    css = (built_site / "assets" / "rp" / "site.css").read_text(encoding="utf-8")
    assert ".rp-four-colour" in css and ".rp-art" in css
