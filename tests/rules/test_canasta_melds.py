"""Meld validation and classification, preset by preset (rules taken from the seed texts)."""

from __future__ import annotations

import pytest

from rules_py.canasta.melds import BadMeld, canasta_name_ru, canasta_premium, validate_meld, validate_melds
from rules_py.canasta.presets import PRESETS, get_rules
from rules_py.errors import RulesError

KINGS7 = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]

# (game, cards, meld kind, canasta kind or None, premium)
VALID: list[tuple[str, list[str], str, str | None, int]] = [
    # 000: at least 3 cards of one rank; jokers and twos replace any card; no more wild than natural.
    ("canasta.classic", ["JS", "JH", "JD"], "natural", None, 0),
    ("canasta.classic", ["8S", "8H", "JK"], "mixed", None, 0),
    ("canasta.classic", ["4S", "4H", "2C", "2D"], "mixed", None, 0),
    ("canasta.classic", KINGS7, "natural", "natural", 500),
    ("canasta.classic", KINGS7 + ["KC"], "natural", "natural", 500),
    ("canasta.classic", ["KS", "KH", "KD", "KC", "2C", "2D", "JK"], "mixed", "mixed", 300),
    # 002: black threes melded in a meld of their own.
    ("canasta.classic", ["3S", "3C", "3S"], "black_threes", None, 0),
    ("canasta.classic", ["3S", "3C", "3S", "3C"], "black_threes", None, 0),
    # 003: a canasta with seven naturals is clean whatever wild cards are added.
    ("canasta.russian", KINGS7 + ["2C", "2D", "JK"], "mixed", "natural", 500),
    ("canasta.russian", ["KS", "KH", "KD", "KC", "KS", "KH", "JK"], "mixed", "mixed", 300),
    ("canasta.russian", ["JK", "2C", "2D"], "wild", None, 0),
    ("canasta.russian", ["JK", "JK", "2C", "2D", "2H", "2S", "2C"], "wild", "wild", 1000),
    ("canasta.russian", ["JK", "JK", "JK", "2C", "2D", "2H", "2S", "2C"], "wild", "wild", 1000),
    # In the classic game the same meld with wild cards is a mixed canasta.
    ("canasta.classic", KINGS7 + ["2C", "2D", "JK"], "mixed", "mixed", 300),
    # 31.б: threes are ordinary cards.
    ("canasta.russian_31b", ["3H", "3D", "3S"], "natural", None, 0),
    ("canasta.russian_31b", ["3H", "3D", "3S", "3C", "3H", "3D", "3S"], "natural", "natural", 600),
    ("canasta.russian_31b", ["JK", "JK", "2C", "2D", "2H", "2S", "2C"], "wild", "wild", 1200),
    # Cuban: wild canastas of seven; special premiums for seven twos and four jokers with three twos.
    ("canasta.cuban", ["2C", "2D", "2H", "2S", "2C", "2D", "2H"], "wild", "wild", 4000),
    ("canasta.cuban", ["JK", "JK", "JK", "JK", "2C", "2D", "2H"], "wild", "wild", 3000),
    ("canasta.cuban", ["JK", "JK", "JK", "2C", "2D", "2H", "2S"], "wild", "wild", 2000),
    ("canasta.cuban", KINGS7, "natural", "natural", 500),
    # Combo: at most two wild cards; sevens; bolivia; escalera; closed black-three sets.
    ("canasta.combo", ["7S", "7H", "7D", "7C", "7S", "7H", "7D"], "natural", "natural", 1500),
    ("canasta.combo", ["7S", "7H", "7D", "7C", "7S", "2C", "JK"], "mixed", "mixed", 1000),
    ("canasta.combo", ["KS", "KH", "KD", "KC", "KS", "2C", "JK"], "mixed", "mixed", 300),
    ("canasta.combo", ["JK", "JK", "JK", "JK", "JK", "JK", "2C"], "wild", "wild", 2000),
    ("canasta.combo", ["4S", "5S", "6S", "7S", "8S", "9S", "10S"], "escalera", "escalera", 500),
    ("canasta.combo", ["AD", "KD", "QD", "JD", "10D", "9D", "8D"], "escalera", "escalera", 500),
    ("canasta.combo", ["3S", "3C", "3S"], "black_threes", None, 0),
    # Three packs: two wild cards at most.
    ("canasta.three_packs", ["KS", "KH", "KD", "KC", "KS", "2C", "JK"], "mixed", "mixed", 300),
]


@pytest.mark.parametrize(("game", "cards", "kind", "canasta", "premium"), VALID)
def test_valid_meld(game: str, cards: list[str], kind: str, canasta: str | None, premium: int) -> None:
    rules = PRESETS[game]
    meld = validate_meld(cards, rules)
    assert meld.kind == kind
    assert meld.canasta == canasta
    assert canasta_premium(meld, rules) == premium
    if canasta:
        assert canasta_name_ru(meld, rules)


# (game, options, cards, a fragment of the reason)
INVALID: list[tuple[str, dict[str, object], list[str], str]] = [
    ("canasta.classic", {}, [], "Пустое"),
    ("canasta.classic", {}, ["KS", "KH"], "не меньше 3 карт"),
    ("canasta.classic", {}, ["KS", "QH", "JD"], "разных достоинств"),
    ("canasta.classic", {}, ["JK", "JK", "7H"], "2 джокера и 1 натуральная карта"),
    ("canasta.classic", {}, ["2C", "2D", "JK", "7H", "7D"], "3 джокера и 2 натуральные карты"),
    ("canasta.classic", {}, ["3H", "3D", "3H"], "Красная тройка"),
    ("canasta.classic", {}, ["KS", "KH", "3D"], "Красная тройка"),
    ("canasta.classic", {}, ["3S", "3C", "JK"], "джокеры и двойки"),
    ("canasta.classic", {}, ["3S", "3C", "KS"], "другие карты"),
    ("canasta.classic", {}, ["JK", "JK", "2C"], "«джокерная канаста»"),
    ("canasta.classic", {"joker_canasta": True}, ["JK", "2C", "2D", "2H"], "семью"),
    ("canasta.classic", {"wild_cap": 3}, ["QS", "QH", "QD", "QC", "2C", "2D", "2H", "2S"], "самое большее 3"),
    ("canasta.three_packs", {}, ["QS", "QH", "QD", "2C", "2D", "JK"], "самое большее 2"),
    ("canasta.combo", {}, ["QS", "QH", "QD", "2C", "2D", "JK"], "самое большее 2"),
    ("canasta.combo", {}, ["3S", "3C", "3S", "3C", "3S"], "3 или 4"),
    ("canasta.combo", {}, ["4S", "5S", "6S", "7S", "8S", "9S", "JK"], "джокеры и двойки не входят"),
    ("canasta.combo", {}, ["4S", "5S", "6S", "7S", "8S", "9S"], "6 карт"),
    ("canasta.combo", {}, ["3S", "4S", "5S", "6S", "7S", "8S", "9S"], "другие карты"),
    ("canasta.combo", {}, ["4S", "5S", "6S", "7S", "8S", "9S", "JS"], "не идут подряд"),
    ("canasta.combo", {}, ["JK", "JK", "JK"], "семью"),
    ("canasta.cuban", {}, KINGS7 + ["KC"], "не больше 7"),
    ("canasta.cuban", {}, ["3S", "3C", "3S"], "считаются отдельно"),
    ("canasta.russian", {}, ["3S", "3C", "3S"], "только сбросить"),
    ("canasta.russian", {}, ["JK", "2C"], "не меньше 3"),
    ("canasta.russian", {}, ["3H", "3D", "3H"], "Красная тройка"),
    ("canasta.russian_31a", {}, ["KS", "KH", "JK", "2C", "2D"], "джокеров не может быть больше"),
    ("canasta.russian_31b", {}, ["3H", "3D", "JK", "JK", "2C"], "джокеров не может быть больше"),
]


@pytest.mark.parametrize(("game", "options", "cards", "fragment"), INVALID)
def test_invalid_meld(game: str, options: dict[str, object], cards: list[str], fragment: str) -> None:
    with pytest.raises(BadMeld) as caught:
        validate_meld(cards, get_rules(game, options))
    assert fragment in caught.value.message
    assert caught.value.code == "bad_meld"
    assert isinstance(caught.value, RulesError)


def test_one_meld_per_rank_except_three_packs() -> None:
    with pytest.raises(BadMeld, match="два сочетания королей"):
        validate_melds([["KS", "KH", "KD"], ["KC", "KS", "KH"]], PRESETS["canasta.classic"])
    melds = validate_melds([["KS", "KH", "KD"], ["KC", "KS", "KH"]], PRESETS["canasta.three_packs"])
    assert len(melds) == 2


def test_deck_limits_the_copies_of_a_card() -> None:
    with pytest.raises(BadMeld, match="2 карты"):
        validate_melds([["JK", "JK", "JK", "KS", "KH", "KD"]], PRESETS["canasta.classic"])
    validate_melds([["JK", "JK", "JK", "KS", "KH", "KD"]], get_rules("canasta.classic", {"deck": "2x54"}))


def test_reason_names_the_meld_when_there_are_several() -> None:
    with pytest.raises(BadMeld, match=r"сочетание №2: 5♣ 5♦ 2♣ 2♦ 2♥"):
        validate_melds([["KS", "KH", "KD"], ["5C", "5D", "2C", "2D", "2H"]], PRESETS["canasta.classic"])


def test_escalera_only_in_combo() -> None:
    with pytest.raises(BadMeld, match="разных достоинств"):
        validate_meld(["4S", "5S", "6S", "7S", "8S", "9S", "10S"], PRESETS["canasta.classic"])
