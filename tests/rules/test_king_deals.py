"""Кинг: the table of deals (points, totals, balance) and trick rules."""

from __future__ import annotations

import pytest

from rules_py.cards import Card, Suit, parse_cards
from rules_py.king.deals import DEALS, DEFAULT_DEALS, KING_OF_HEARTS
from rules_py.king.engine import deal_points
from rules_py.king.tricks import illegal_reason, legal_cards, trick_winner


def test_fourteen_deals_seven_negative_seven_positive() -> None:
    rules = [DEALS[d] for d in DEFAULT_DEALS]
    assert len(rules) == 14
    assert [r.positive for r in rules] == [False] * 7 + [True] * 7


def test_published_totals_and_balance() -> None:
    totals = [DEALS[d].total() for d in DEFAULT_DEALS]
    assert totals == [-16] * 6 + [-96] + [16] * 6 + [96]
    assert sum(totals[:7]) == -192 and sum(totals[7:]) == 192 and sum(totals) == 0


@pytest.mark.parametrize(
    ("deal_id", "card", "points"),
    [
        ("no_tricks", "AS", 0),
        ("no_boys", "KS", -4),
        ("no_boys", "JS", 0),
        ("no_girls", "QD", -4),
        ("no_hearts", "7H", -2),
        ("no_king", "KH", -16),
        ("no_king", "QH", 0),
        ("eralash", "KH", -2 - 4 - 16),
        ("eralash", "QH", -2 - 4),
        ("plus_eralash", "KH", 22),
        ("no_boys_jk", "JC", -2),
        ("boys_jk", "KC", 2),
    ],
)
def test_card_points(deal_id: str, card: str, points: int) -> None:
    assert DEALS[deal_id].card_points(Card.parse(card)) == points


def test_positive_deals_mirror_negative_ones() -> None:
    negative, positive = DEFAULT_DEALS[:7], DEFAULT_DEALS[7:]
    for neg, pos in zip(negative, positive):
        a, b = DEALS[neg], DEALS[pos]
        assert (a.trick, a.heart, a.king, a.queen, a.last_two, a.king_of_hearts) == (
            -b.trick, -b.heart, -b.king, -b.queen, -b.last_two, -b.king_of_hearts)
        assert (a.no_heart_lead, a.discard_king_of_hearts) == (b.no_heart_lead, b.discard_king_of_hearts)


def test_heart_rules_fall_on_the_source_game_numbers() -> None:
    # The source: no heart lead in games 4, 5, 7, 11, 12, 14; discard the king in 5, 7, 12, 14.
    no_lead = [i + 1 for i, d in enumerate(DEFAULT_DEALS) if DEALS[d].no_heart_lead]
    discard = [i + 1 for i, d in enumerate(DEFAULT_DEALS) if DEALS[d].discard_king_of_hearts]
    assert no_lead == [4, 5, 7, 11, 12, 14]
    assert discard == [5, 7, 12, 14]


def test_every_rule_names_its_source() -> None:
    for rule in DEALS.values():
        assert rule.source_ru and rule.name_ru and rule.description_ru


def _tricks(*tricks: tuple[int, str]) -> list[dict[str, object]]:
    """Tricks as the engine stores them: winner and the four cards (seats 0..3)."""
    return [
        {"leader": 0, "winner": winner, "cards": [[i, c.code] for i, c in enumerate(parse_cards(cards))]}
        for winner, cards in tricks
    ]


FULL_DEAL = _tricks(
    (0, "AS KS QS JS"), (1, "AH KH QH JH"), (2, "AD KD QD JD"), (3, "AC KC QC JC"),
    (0, "10S 9S 8S 7S"), (1, "10H 9H 8H 7H"), (2, "10D 9D 8D 7D"), (3, "10C 9C 8C 7C"),
)


@pytest.mark.parametrize(
    ("deal_id", "points"),
    [
        ("no_tricks", [-4, -4, -4, -4]),
        ("no_boys", [-4, -4, -4, -4]),
        ("no_girls", [-4, -4, -4, -4]),
        ("no_hearts", [0, -16, 0, 0]),
        ("no_king", [0, -16, 0, 0]),
        ("no_last_two", [0, 0, -8, -8]),
        ("eralash", [-4 - 4 - 4, -4 - 4 - 4 - 16 - 16, -4 - 4 - 4 - 8, -4 - 4 - 4 - 8]),
        ("plus_eralash", [12, 44, 20, 20]),
    ],
)
def test_deal_points_of_a_whole_deal(deal_id: str, points: list[int]) -> None:
    assert deal_points(DEALS[deal_id], FULL_DEAL) == points
    assert sum(points) == DEALS[deal_id].total()


def test_highest_card_of_suit_led_wins_without_trumps() -> None:
    assert trick_winner(parse_cards("9D AS 10D 7D"), None) == 2
    assert trick_winner(parse_cards("9D AS 10D 7D"), Suit.SPADES) == 1
    assert trick_winner(parse_cards("9D 7S 8S 7D"), Suit.SPADES) == 2


def test_follow_suit_message() -> None:
    hand = parse_cards("7S AD")
    reason = illegal_reason(hand, parse_cards("KS"), DEALS["no_tricks"], Card.parse("AD"))
    assert reason == "Нужно ходить в масть: у вас есть пики."
    assert illegal_reason(hand, parse_cards("KC"), DEALS["no_tricks"], Card.parse("AD")) is None


def test_no_heart_lead_while_other_suits() -> None:
    rule = DEALS["no_hearts"]
    reason = illegal_reason(parse_cards("7H 8C"), [], rule, Card.parse("7H"))
    assert reason is not None and "нельзя ходить с червей" in reason
    assert illegal_reason(parse_cards("7H 8H"), [], rule, Card.parse("7H")) is None
    assert illegal_reason(parse_cards("7H 8C"), [], DEALS["no_tricks"], Card.parse("7H")) is None


def test_king_of_hearts_discarded_at_first_chance() -> None:
    rule = DEALS["no_king"]
    hand = parse_cards("KH 7H 8C")
    assert legal_cards(hand, parse_cards("AD"), rule) == [KING_OF_HEARTS]
    reason = illegal_reason(hand, parse_cards("AD"), rule, Card.parse("8C"))
    assert reason is not None and "кинга" in reason
    # Hearts led: playing the king is optional.
    assert {c.code for c in legal_cards(hand, parse_cards("AH"), rule)} == {"KH", "7H"}
    # Other deals: any card when void.
    assert len(legal_cards(hand, parse_cards("AD"), DEALS["no_tricks"])) == 3


def test_not_your_card() -> None:
    assert illegal_reason(parse_cards("7S"), [], DEALS["no_tricks"], Card.parse("AS")) == "У вас нет карты «Т♠»."
