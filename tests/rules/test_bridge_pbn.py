"""PBN import and export, precise errors, and high-card points."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

import rules_py.bridge.protocol  # noqa: F401  (registers bridge.*)
from rules_py.api import handle
from rules_py.bridge.pbn import hcp, parse_pbn, to_pbn
from rules_py.bridge.seats import SEATS
from rules_py.cards import Card
from rules_py.dealing import deal
from rules_py.errors import BadRequest

FULL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def codes(cards: list[Card]) -> list[str]:
    return [c.code for c in cards]


def test_seats_clockwise_from_the_first_letter() -> None:
    hands = parse_pbn("E:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    assert codes(hands["E"])[:4] == ["AS", "KS", "QS", "JS"]
    assert codes(hands["S"])[:3] == ["10S", "9S", "8S"]
    assert codes(hands["W"])[:3] == ["7S", "6S", "5S"]
    assert codes(hands["N"])[:3] == ["4S", "3S", "2S"]


def test_suit_order_and_ten() -> None:
    hands = parse_pbn(FULL)
    north = codes(hands["N"])
    assert north == ["AS", "KS", "QS", "JS", "10H", "9H", "8H", "7D", "6D", "5D", "4C", "3C", "2C"]


def test_export_round_trip_and_rotation() -> None:
    hands = parse_pbn(FULL)
    assert to_pbn(hands) == FULL
    rotated = to_pbn(hands, first="W")
    assert rotated.startswith("W:432.AKQJ.T98.765 AKQJ")
    assert parse_pbn(rotated) == hands


def test_void_suit_and_tag_form() -> None:
    text = '[Deal "S:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]'
    hands = parse_pbn(text)
    assert all(c.suit is not None and c.suit.value == "S" for c in hands["S"])
    assert all(c.suit is not None and c.suit.value == "C" for c in hands["E"])
    assert to_pbn(hands, first="S") == text[7:-2]


def test_hcp_per_hand() -> None:
    hands = parse_pbn(FULL)
    assert {s: hcp(hands[s]) for s in SEATS} == {"N": 10, "E": 10, "S": 10, "W": 10}
    assert hcp([Card.parse(c) for c in ("AS", "AH", "AD", "AC", "KS", "QS", "JS")]) == 22


def test_partial_deal() -> None:
    hands = parse_pbn("N:AKQJ.T98.765.432 - - -", partial=True)
    assert len(hands["N"]) == 13 and hands["E"] == [] and hands["W"] == []
    assert to_pbn(hands) == "N:AKQJ.T98.765.432 - - -"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("AKQJ.T98.765.432", "начинается с буквы первого места"),
        ("X:AKQJ.T98.765.432 - - -", "начинается с буквы первого места"),
        ("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98", "4 руки через пробел, а их 3"),
        ("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765 -", "а их 5"),
        ("N:AKQJ.T98.765 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765",
         "В руке Севера «AKQJ.T98.765» должно быть 4 масти через точку"),
        ("N:AKQJ.T98.765.43 T98.765.432.AKQJ2 765.432.AKQJ.T98 432.AKQJ.T98.765",
         "У Севера 12 карт, а нужно 13."),
        ("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.76X",
         "Непонятный символ «X» у Запада в масти трефы"),
        ("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765".replace("AKQJ.T98.765.432", "AKQJ.T98.765.442"),
         "Карта четвёрка треф дважды записана у Севера."),
        ("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765".replace("765.432.AKQJ.T98", "765.432.AKQJ.T92"),
         "Карта двойка треф встречается дважды: у Севера и у Юга."),
        ("N:AKQJ.T98.765.432 - - -", "допустима только в неполной сдаче"),
        ("N:AKQJ.T98.765.432 AKQJ.T98.765.432 - -", "Карта туз пик встречается дважды: у Севера и у Востока."),
    ],
)
def test_malformed_pbn_errors(text: str, message: str) -> None:
    with pytest.raises(BadRequest) as info:
        parse_pbn(text, partial="- -" in text and "AKQJ.T98.765.432 AKQJ" in text)
    assert message in info.value.message


def test_export_refuses_impossible_hands() -> None:
    hands = parse_pbn(FULL)
    hands["E"] = hands["E"][:12]
    with pytest.raises(BadRequest, match="У Востока 12"):
        to_pbn(hands)
    hands = parse_pbn(FULL)
    hands["E"] = hands["E"][:12] + [hands["N"][0]]
    with pytest.raises(BadRequest, match="туз пик встречается дважды"):
        to_pbn(hands)


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**63 - 1), st.sampled_from(SEATS))
def test_pbn_round_trips_random_deals(seed: int, first: str) -> None:
    d = deal("bridge", 4, seed)
    hands = {SEATS[i]: d.hands[i] for i in range(4)}
    text = to_pbn(hands, first=first)
    back = parse_pbn(text)
    assert {s: sorted(codes(back[s])) for s in SEATS} == {s: sorted(codes(hands[s])) for s in SEATS}
    assert to_pbn(back, first=first) == text
    assert sum(hcp(back[s]) for s in SEATS) == 40


def test_pbn_method() -> None:
    answer = json.loads(handle(json.dumps({"method": "bridge.pbn", "params": {"pbn": FULL, "first": "S"}})))
    assert answer["ok"], answer
    result = answer["result"]
    assert result["pbn"].startswith("S:765.432.AKQJ.T98")
    assert result["hcp"] == {"N": 10, "E": 10, "S": 10, "W": 10}
    assert result["labels"]["QS"]["name"] == "дама пик"
    seeded = json.loads(handle(json.dumps({"method": "bridge.pbn", "params": {"seed": 3}})))["result"]
    assert sorted(seeded["hands"]["N"]) == sorted(c.code for c in deal("bridge", 4, 3).hands[0])
    bad = json.loads(handle(json.dumps({"method": "bridge.pbn", "params": {"pbn": "N:AKQ"}})))
    assert bad["error"]["code"] == "bad_request" and "4 руки" in bad["error"]["message"]
