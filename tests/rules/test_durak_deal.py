"""Durak: the deal, the seats, the trump and who attacks first (X-19, X-28, X-30, X-36)."""

from __future__ import annotations

from collections import Counter

import pytest

from rules_py.dealing import deal
from rules_py.decks import build_deck
from rules_py.durak import ENGINE, from_hands
from rules_py.durak.setup import first_attacker


def _all_cards(state: dict[str, object]) -> Counter[str]:
    cards: list[str] = [c for h in state["hands"] for c in h]  # type: ignore[attr-defined]
    cards += state["stock"] + state["discard"]  # type: ignore[operator]
    if state["hidden"]:
        cards.append(state["hidden"])  # type: ignore[arg-type]
    return Counter(cards)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_six_cards_each_and_the_trump_under_the_stock(players: int) -> None:
    state = ENGINE.new_game("durak.podkidnoy", players, 5, {})
    assert [len(h) for h in state["hands"]] == [6] * players
    assert len(state["stock"]) == 36 - 6 * players
    assert state["stock"][-1] == state["trump_card"]  # the turned card is drawn last
    assert state["trump_suit"] == state["trump_card"][-1]
    assert _all_cards(state) == Counter(c.code for c in build_deck("36"))


def test_the_52_card_pack_is_an_option() -> None:
    state = ENGINE.new_game("durak.podkidnoy", 2, 5, {"deck": "52"})
    assert len(state["stock"]) == 40 and state["deck"] == "52"
    assert _all_cards(state) == Counter(c.code for c in build_deck("52"))


def test_six_players_with_36_cards_still_have_a_trump() -> None:
    state = ENGINE.new_game("durak.podkidnoy", 6, 9, {})
    assert state["stock"] == []
    assert state["trump_card"] in state["hands"][state["dealer"]]
    assert state["trump_suit"] == state["trump_card"][-1]


def test_seats_follow_the_dealer_option() -> None:
    d = deal("durak.podkidnoy", 3, 8)
    default = ENGINE.new_game("durak.podkidnoy", 3, 8, {})
    assert default["dealer"] == 2
    assert default["hands"] == [[c.code for c in h] for h in d.hands]
    moved = ENGINE.new_game("durak.podkidnoy", 3, 8, {"dealer": 0})
    # The first card goes to the dealer's left: seat 1 when seat 0 deals.
    assert moved["hands"][1] == default["hands"][0]
    assert moved["hands"][0] == default["hands"][2]


def _first(game: str, hands: list[str], trump_card: str | None = None, **kw: object) -> int:
    return first_attacker(from_hands(game, hands, trump_card=trump_card, **kw))  # type: ignore[arg-type]


def test_lowest_trump_attacks_first_when_the_trump_card_is_low() -> None:
    hands = ["7S 9H", "8S 6D", "AS 10S"]
    assert _first("durak.podkidnoy", hands, "9S") == 0  # 7♠ is the lowest trump
    assert _first("durak.podkidnoy", hands, "10S") == 0


def test_highest_trump_attacks_first_when_the_trump_card_is_high() -> None:
    hands = ["7S 9H", "8S 6D", "AS 10S"]
    for card in ("QS", "KS", "AS"):
        assert _first("durak.podkidnoy", hands, card) == 2  # the ace of trumps


def test_the_jack_goes_high_by_default_and_low_by_option() -> None:
    hands = ["7S 9H", "8S 6D", "AS 10S"]
    assert _first("durak.podkidnoy", hands, "JS") == 2  # X-19 default
    assert _first("durak.podkidnoy", hands, "JS", options={"jack_trump_card": "lowest"}) == 0


def test_with_no_trump_in_hand_the_highest_card_attacks() -> None:
    hands = ["7S 9H", "KD 6D", "QS 10H"]
    assert _first("durak.podkidnoy", hands, "6C") == 1  # the king of diamonds


def test_ties_go_clockwise_from_the_dealers_left() -> None:
    hands = ["AS 9S", "AD 6D", "AC 10C"]
    assert _first("durak.podkidnoy", hands, "6H", dealer=2) == 0
    assert _first("durak.podkidnoy", hands, "6H", dealer=0) == 1
    assert _first("durak.podkidnoy", hands, "6H", dealer=1) == 2
    # Two packs: two identical lowest trumps.
    twins = ["7H 8C", "9C 7H", "8H 9D"]
    assert _first("durak.bolshoy", twins, "10H", dealer=0) == 1


def test_beskozyrny_no_trump_and_the_highest_card_attacks() -> None:
    state = ENGINE.new_game("durak.beskozyrny", 3, 4, {})
    assert state["trump_card"] is None and state["trump_suit"] is None
    assert len(state["stock"]) == 18
    assert _first("durak.beskozyrny", ["6H 9H", "KD 6D", "AS 10C"]) == 2


def test_yaponsky_diamonds_are_trumps_and_the_lowest_leads() -> None:
    state = ENGINE.new_game("durak.yaponsky", 2, 4, {})
    assert state["trump_card"] is None and state["trump_suit"] == "D"
    assert _first("durak.yaponsky", ["AS 9D", "KD 7D", "8D 10C"]) == 1


def test_dvukhkozyrny_one_trump_suit_per_player() -> None:
    state = ENGINE.new_game("durak.dvukhkozyrny", 4, 12, {})
    suits = state["player_trumps"]
    assert len(set(suits)) == 4  # a new suit for every player
    assert [c[-1] for c in state["player_trump_cards"]] == suits
    assert state["stock"][-4:] == [state["player_trump_cards"][(state["dealer"] + 1 + i) % 4] for i in range(4)]
    # Each counts his own trump suit: seat 1 holds the lowest own trump (7 of clubs).
    hands = ["8H 6S", "7C 6H", "QS 6C"]
    assert _first("durak.dvukhkozyrny", hands, player_trumps=["H", "C", "S"]) == 1


def test_potayny_keeps_the_hidden_trump_apart() -> None:
    state = ENGINE.new_game("durak.potayny", 2, 3, {})
    assert state["hidden"] is not None and state["hidden"] not in state["stock"]
    assert state["stock"][-1] == state["trump_card"]
    assert len(state["stock"]) == 23
    assert ENGINE.view(state, 0)["stock"] == 24  # the face-down card is counted in the stock
    assert _all_cards(state) == Counter(c.code for c in build_deck("36"))


def test_bolshoy_two_packs() -> None:
    state = ENGINE.new_game("durak.bolshoy", 4, 3, {})
    assert _all_cards(state) == Counter(c.code for c in build_deck("2x36"))
    big = ENGINE.new_game("durak.bolshoy", 4, 3, {"deck": "2x52"})
    assert sum(_all_cards(big).values()) == 104


def test_first_attacker_option_and_the_defender_on_his_left() -> None:
    state = ENGINE.new_game("durak.podkidnoy", 4, 3, {"first_attacker": 2})
    assert (state["turn"], state["attacker"], state["defender"]) == (2, 2, 3)
    natural = ENGINE.new_game("durak.podkidnoy", 4, 3, {})
    assert natural["attacker"] == first_attacker(natural)
    assert natural["defender"] == (natural["attacker"] + 1) % 4
