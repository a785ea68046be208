"""Canasta presets: one per registry id, values as the sources give them, options, comparison table."""

from __future__ import annotations

import json
from typing import Any

import pytest

import rules_py.canasta.protocol  # noqa: F401 - registers the canasta methods
from rules_py.api import handle
from rules_py.canasta.presets import (
    COMPARISON_COLUMNS,
    OPTIONS,
    PRESETS,
    SOURCED_FIELDS,
    comparison_rows,
    get_rules,
)
from rules_py.cards import Card
from rules_py.decks import build_deck
from rules_py.errors import BadRequest
from rules_py.registry import GAMES


def call(method: str, params: dict[str, Any]) -> dict[str, Any]:
    return json.loads(handle(json.dumps({"method": method, "params": params})))  # type: ignore[no-any-return]


def test_a_preset_for_every_canasta_game_of_the_registry() -> None:
    canasta = {g for g, info in GAMES.items() if info.family == "canasta"}
    assert set(PRESETS) == canasta


@pytest.mark.parametrize("game", sorted(PRESETS))
def test_preset_agrees_with_the_registry(game: str) -> None:
    rules, info = PRESETS[game], GAMES[game]
    assert rules.deck == info.deck
    assert rules.cards_dealt == info.hand_size
    assert info.players_min <= rules.players <= info.players_max
    assert set(rules.deck_options) <= set(info.deck_options or (info.deck,))


@pytest.mark.parametrize("game", sorted(PRESETS))
def test_every_number_has_a_source(game: str) -> None:
    rules = PRESETS[game]
    for name in SOURCED_FIELDS:
        assert rules.source_of(name), f"{game}: no source for {name}"


@pytest.mark.parametrize("game", sorted(PRESETS))
def test_every_card_of_the_deck_has_a_value_in_hand(game: str) -> None:
    rules = PRESETS[game]
    for card in set(build_deck(rules.deck)):
        assert rules.hand_penalty(card) > 0


# Card values as the seeds print them: (game, card, value on the table)
VALUES = [
    # 000: ace and two 20, figures, ten, nine and eight 10, seven to four 5; joker 50
    ("canasta.classic", "AS", 20), ("canasta.classic", "2C", 20), ("canasta.classic", "KH", 10),
    ("canasta.classic", "9D", 10), ("canasta.classic", "8D", 10), ("canasta.classic", "7C", 5),
    ("canasta.classic", "4C", 5), ("canasta.classic", "JK", 50), ("canasta.classic", "3S", 5),
    # 003: ace 15, figures and ten 10, the rest 5, two 20, joker 50
    ("canasta.russian", "AS", 15), ("canasta.russian", "10H", 10), ("canasta.russian", "9H", 5),
    ("canasta.russian", "4H", 5), ("canasta.russian", "2H", 20), ("canasta.russian", "JK", 50),
    ("canasta.russian_31a", "AS", 15),
    # 31.б: ace 11, figures and tens 10, twos 20, joker 50, the rest at face value
    ("canasta.russian_31b", "AS", 11), ("canasta.russian_31b", "QS", 10), ("canasta.russian_31b", "9S", 9),
    ("canasta.russian_31b", "5S", 5), ("canasta.russian_31b", "3H", 3), ("canasta.russian_31b", "2H", 20),
    ("canasta.russian_31b", "JK", 50),
]


@pytest.mark.parametrize(("game", "code", "value"), VALUES)
def test_card_values(game: str, code: str, value: int) -> None:
    assert PRESETS[game].value_of(Card.parse(code)) == value


# Penalties in hand: (game, card, penalty)
HAND = [
    ("canasta.classic", "3S", 100), ("canasta.classic", "3H", 500),  # 002
    ("canasta.combo", "3C", 200), ("canasta.combo", "7D", 500), ("canasta.combo", "7S", 5),  # 004
    ("canasta.russian", "3C", 100), ("canasta.russian", "3D", 100),  # 003
    ("canasta.russian_31b", "3C", 3),
]


@pytest.mark.parametrize(("game", "code", "penalty"), HAND)
def test_hand_penalties(game: str, code: str, penalty: int) -> None:
    assert PRESETS[game].hand_penalty(Card.parse(code)) == penalty


# The facts of each source, written from the seeds: (game, field, value)
FACTS: list[tuple[str, str, object]] = [
    ("canasta.classic", "players", 4), ("canasta.classic", "partnership", True),
    ("canasta.classic", "deck", "2x52+2"), ("canasta.classic", "cards_dealt", 11),
    ("canasta.classic", "natural_canasta", 500), ("canasta.classic", "mixed_canasta", 300),
    ("canasta.classic", "red_three_set_premium", 800), ("canasta.classic", "out_premium", 100),
    ("canasta.classic", "double_out_premium", 100), ("canasta.classic", "concealed_premium", 100),
    ("canasta.classic", "target", 5000), ("canasta.classic", "wild_cap", None),
    ("canasta.classic", "wild_ratio", True), ("canasta.classic", "wild_melds", "none"),
    ("canasta.three", "players", 3), ("canasta.three", "cards_dealt", 13),
    ("canasta.three", "canastas_to_go_out", 2), ("canasta.three", "partnership", False),
    ("canasta.fifteen", "cards_dealt", 15), ("canasta.fifteen", "players", 2),
    ("canasta.three_packs", "deck", "3x54"), ("canasta.three_packs", "draw_count", 2),
    ("canasta.three_packs", "wild_cap", 2), ("canasta.three_packs", "canastas_to_go_out", 2),
    ("canasta.three_packs", "red_three_set_size", 5), ("canasta.three_packs", "red_three_set_premium", 1000),
    ("canasta.three_packs", "same_rank_melds", True),
    ("canasta.cuban", "cards_dealt", 15), ("canasta.cuban", "draw_count", 1),
    ("canasta.cuban", "canasta_max", 7), ("canasta.cuban", "target", 7500),
    ("canasta.cuban", "pile_frozen_always", True), ("canasta.cuban", "pile_from_wild_top", False),
    ("canasta.cuban", "red_three_totals", (0, 100, 300, 500, 1000)), ("canasta.cuban", "wild_canasta", 2000),
    ("canasta.cuban", "black_three_collected", 5), ("canasta.cuban", "black_threes_all_premium", 100),
    ("canasta.cuban", "out_premium", 100),
    ("canasta.combo", "deck", "3x54"), ("canasta.combo", "cards_dealt", 15), ("canasta.combo", "draw_count", 2),
    ("canasta.combo", "wild_cap", 2), ("canasta.combo", "going_out_allowed", False),
    ("canasta.combo", "last_card_discard_allowed", False), ("canasta.combo", "first_canasta_bonus_cards", 11),
    ("canasta.combo", "red_three_set_size", 6), ("canasta.combo", "red_three_set_premium", 2000),
    ("canasta.combo", "natural_canasta", 500), ("canasta.combo", "mixed_canasta", 300),
    ("canasta.combo", "sevens_natural", 1500), ("canasta.combo", "sevens_mixed", 1000),
    ("canasta.combo", "wild_canasta", 2000), ("canasta.combo", "escalera", True),
    ("canasta.combo", "target", 10000), ("canasta.combo", "black_threes", "closed"),
    ("canasta.russian", "natural_canasta", 500), ("canasta.russian", "mixed_canasta", 300),
    ("canasta.russian", "wild_canasta", 1000), ("canasta.russian", "out_premium", 100),
    ("canasta.russian", "black_threes", "forbidden"), ("canasta.russian", "wild_melds", "meld"),
    ("canasta.russian", "target", 10000), ("canasta.russian", "melds_minus_without_canasta", True),
    ("canasta.russian", "deck", "2x54"),
    ("canasta.russian_31a", "concealed_allowed", False), ("canasta.russian_31a", "add_to_opponents_melds", False),
    ("canasta.russian_31a", "joker_exchange", "opponents"), ("canasta.russian_31a", "red_three_discard", False),
    ("canasta.russian_31a", "first_player_upcard", True),
    ("canasta.russian_31b", "cards_dealt", 13), ("canasta.russian_31b", "natural_canasta", 600),
    ("canasta.russian_31b", "mixed_canasta", 300), ("canasta.russian_31b", "wild_canasta", 1200),
    ("canasta.russian_31b", "out_premium", 200), ("canasta.russian_31b", "target", 5000),
    ("canasta.russian_31b", "black_threes", "ordinary"), ("canasta.russian_31b", "red_threes", "ordinary"),
]


@pytest.mark.parametrize(("game", "field", "value"), FACTS)
def test_source_facts(game: str, field: str, value: object) -> None:
    assert getattr(PRESETS[game], field) == value


# -- options ---------------------------------------------------------------------------------------


def test_options_override_fields() -> None:
    rules = get_rules("canasta.classic", {"joker_canasta": True, "joker_canasta_premium": 100, "wild_cap": 3,
                                          "target": 7500, "deck": "2x54", "canastas_to_go_out": 2})
    assert (rules.wild_melds, rules.wild_canasta, rules.wild_cap, rules.target, rules.deck) == (
        "canasta_at_once", 100, 3, 7500, "2x54")
    assert rules.canasta_opening_from == 5000 and rules.canastas_to_go_out == 2
    assert get_rules("canasta.classic", {"target": 5000}).canasta_opening_from is None
    assert get_rules("canasta.russian", {"red_three_discard": True}).red_three_discard
    assert get_rules("canasta.fifteen", {"players": 3}).players == 3
    assert get_rules("canasta.russian_31a", {"opening_base": 40}).opening.minimum(0) == 40
    # The presets themselves are untouched.
    assert PRESETS["canasta.classic"].wild_cap is None and PRESETS["canasta.classic"].target == 5000


@pytest.mark.parametrize(
    ("game", "options", "fragment"),
    [
        ("canasta.classic", {"nope": 1}, "Неизвестный параметр"),
        ("canasta.classic", {"red_three_discard": True}, "Допустимы"),  # only the Russian game
        ("canasta.russian_31a", {"red_three_discard": True}, "Допустимы"),
        ("canasta.classic", {"joker_canasta": "yes"}, "true или false"),
        ("canasta.classic", {"joker_canasta_premium": 500}, "1000"),
        ("canasta.classic", {"wild_cap": 0}, "от 1 до 7"),
        ("canasta.classic", {"wild_cap": True}, "целым"),
        ("canasta.classic", {"target": "7500"}, "целым"),
        ("canasta.classic", {"deck": "3x54"}, "не подходит"),
        ("canasta.fifteen", {"players": 4}, "играют"),
        ("canasta.russian_31a", {"opening_base": 50}, "30 или"),
        ("canasta.combo", {"joker_canasta": True}, "Допустимы"),
        ("canasta.three", {"canastas_to_go_out": 1}, "Допустимы"),
    ],
)
def test_bad_options(game: str, options: dict[str, object], fragment: str) -> None:
    with pytest.raises(BadRequest) as caught:
        get_rules(game, options)
    assert fragment in caught.value.message


def test_unknown_game() -> None:
    with pytest.raises(BadRequest, match="Нет такого варианта"):
        get_rules("canasta.mexican")


def test_every_allowed_option_is_known() -> None:
    for rules in PRESETS.values():
        assert set(rules.options_allowed) <= set(OPTIONS)


# -- comparison table and JSON ----------------------------------------------------------------------


def test_comparison_rows_come_from_the_presets() -> None:
    rows = comparison_rows()
    assert [r["id"] for r in rows] == list(PRESETS)
    keys = {key for key, _ in COMPARISON_COLUMNS}
    for row in rows:
        assert keys <= set(row)
        assert all(row[key] not in ("", None) for key in keys)
    by_id = {r["id"]: r for r in rows}
    assert "туз 20" in str(by_id["canasta.classic"]["card_values"])
    assert "туз 15" in str(by_id["canasta.russian"]["card_values"])
    assert "туз 11" in str(by_id["canasta.russian_31b"]["card_values"])
    assert "по номиналу" in str(by_id["canasta.russian_31b"]["card_values"])
    assert "600" in str(by_id["canasta.russian_31b"]["bonuses"])
    assert "боливия" in str(by_id["canasta.combo"]["bonuses"])
    assert "выхода нет" in str(by_id["canasta.combo"]["going_out"])
    assert "7500" in str(by_id["canasta.classic"]["target"])


def test_presets_method() -> None:
    response = call("canasta.presets", {})
    assert response["ok"]
    result = response["result"]
    assert [p["id"] for p in result["presets"]] == list(PRESETS)
    assert result["comparison"]["rows"] == json.loads(json.dumps(comparison_rows(), ensure_ascii=False))
    classic = result["presets"][0]
    assert classic["card_values"]["A"] == 20 and classic["opening"]["steps"][0] == [0, 50]
    one = call("canasta.presets", {"game": "canasta.classic", "options": {"wild_cap": 3}})["result"]
    assert len(one["presets"]) == 1 and one["presets"][0]["wild_cap"] == 3
    assert call("canasta.presets", {"options": {"wild_cap": 3}})["error"]["code"] == "bad_request"
    assert call("canasta.presets", {"game": 5})["error"]["code"] == "bad_request"
