"""Безик: the «безик» declaration, the protocol method, and the seed's deal facts (X-85)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.api import handle
from rules_py.bezique import protocol  # noqa: F401  (registers bezique.declarations)
from rules_py.bezique.declarations import PARTNER_SUIT, bezique_cards, find_declarations
from rules_py.cards import Card, Suit, parse_cards
from rules_py.dealing import deal
from rules_py.decks import build_deck


@pytest.mark.parametrize(
    ("trump", "queen", "jack"),
    [(Suit.HEARTS, "QH", "JD"), (Suit.DIAMONDS, "QD", "JH"), (Suit.SPADES, "QS", "JC"), (Suit.CLUBS, "QC", "JS")],
)
def test_bezique_is_trump_queen_and_jack_of_same_colour(trump: Suit, queen: str, jack: str) -> None:
    q, j = bezique_cards(trump)
    assert (q.code, j.code) == (queen, jack)
    assert q.is_red == j.is_red and q.suit is not j.suit
    found = find_declarations(parse_cards([queen, jack, "AS", "10H"]), trump)
    assert [d.to_json() for d in found] == [
        {"kind": "bezique", "cards": [queen, jack], "name_ru": "безик", "jokers": 0}
    ]


def test_the_seeds_example() -> None:
    # «козырь — черви, дама черв и валет бубен — безик»
    assert len(find_declarations(parse_cards("QH JD"), Suit.HEARTS)) == 1


def test_wrong_trump_or_wrong_jack_is_no_bezique() -> None:
    assert find_declarations(parse_cards("QH JD"), Suit.DIAMONDS) == []
    assert find_declarations(parse_cards("QH JH"), Suit.HEARTS) == []
    assert find_declarations(parse_cards("QH JS"), Suit.HEARTS) == []
    assert find_declarations(parse_cards("QH QH QH"), Suit.HEARTS) == []


def test_several_beziques_are_disjoint() -> None:
    hand = parse_cards("QH QH QH JD JD")
    assert len(find_declarations(hand, Suit.HEARTS)) == 2


def test_infusorka_stands_in() -> None:
    found = find_declarations(parse_cards("QH JK AS"), Suit.HEARTS)
    assert [(d.cards, d.jokers) for d in found] == [(("QH", "JK"), 1)]
    assert find_declarations(parse_cards("QH JK AS"), Suit.HEARTS, use_jokers=False) == []
    two = find_declarations(parse_cards("JK JK"), Suit.CLUBS)
    assert [(d.cards, d.jokers) for d in two] == [(("JK", "JK"), 2)]
    assert len(find_declarations(parse_cards("JD JK JK"), Suit.HEARTS)) == 1


def _call(params: dict[str, Any]) -> dict[str, Any]:
    request = {"method": "bezique.declarations", "params": params}
    return json.loads(handle(json.dumps(request)))  # type: ignore[no-any-return]


def test_protocol_method() -> None:
    answer = _call({"hand": ["QH", "JD", "QH", "JD", "9S"], "trump": "H"})
    assert answer["ok"] is True
    result = answer["result"]
    assert result["count"] == 2 and result["trump"] == "H"
    assert result["declarations"][0] == {"kind": "bezique", "cards": ["QH", "JD"], "name_ru": "безик", "jokers": 0}
    assert "X-86" in result["note_ru"] and "score" not in json.dumps(result)
    assert result["labels"]["QH"]["name"] == "дама червей"
    assert _call({"hand": ["Д♥", "В♦"], "trump": "♥"})["result"]["count"] == 1


@pytest.mark.parametrize(
    ("params", "words"),
    [
        ({"hand": ["QH"], "trump": "X"}, "Козырь"),
        ({"hand": ["7H"], "trump": "H"}, "нет карты"),
        ({"hand": ["9H"] * 4, "trump": "H"}, "только 3"),
        ({"hand": ["QH"] * 9, "trump": "H", "deck": "bezique8"}, "только 8"),
        ({"hand": ["QQ"], "trump": "H"}, "Не понимаю"),
        ({"hand": "QH", "trump": "H"}, "неверный тип"),
        ({"trump": "H"}, "Не хватает"),
        ({"hand": ["QH"], "trump": "H", "deck": "32"}, "bezique8"),
    ],
)
def test_protocol_refusals(params: dict[str, Any], words: str) -> None:
    answer = _call(params)
    assert answer["ok"] is False and answer["error"]["code"] == "bad_request"
    assert words in answer["error"]["message"]


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), players=st.sampled_from([2, 3]), suit=st.sampled_from(list(Suit)))
def test_count_equals_pairs_in_dealt_hands(seed: int, players: int, suit: Suit) -> None:
    for hand in deal("bezique", players, seed).hands:
        queen, jack = bezique_cards(suit)
        found = find_declarations(hand, suit, use_jokers=False)
        assert len(found) == min(hand.count(queen), hand.count(jack))
        with_jokers = find_declarations(hand, suit)
        assert len(with_jokers) >= len(found)
        assert sum(d.jokers for d in with_jokers) <= hand.count(Card.parse("JK"))


@pytest.mark.parametrize(("players", "position"), [(2, 37), (3, 55)])
def test_trump_card_position_x85(players: int, position: int) -> None:
    d = deal("bezique", players, 11)
    assert [len(h) for h in d.hands] == [18] * players
    order = build_deck("bezique8")
    assert len(d.all_cards()) == len(order) == 174
    assert d.trump == d.stock[-1] and d.trump_suit is d.trump.suit
    assert f"{position}-я карта" in " ".join(d.notes_ru)


def test_partner_suits_are_an_involution() -> None:
    for suit, partner in PARTNER_SUIT.items():
        assert PARTNER_SUIT[partner] is suit and partner.is_red == suit.is_red
