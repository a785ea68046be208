"""Дорожный дурак: the whole pack dealt, the rising columns, the obligation to cover, no stock."""

from __future__ import annotations

from typing import Any

from rules_py.cards import parse_cards
from rules_py.durak.beating import SuitRule
from rules_py.durak.dorozhny import ENGINE

from durak_moves import DONE, TAKE, State, attack, beat, go, refused

GAME = "durak.dorozhny"


def throw(card: str, on: str) -> dict[str, Any]:
    return {"type": "throw", "card": card, "on": on}


def position(hands: list[str], trump: str = "S", attacker: int = 0, **options: Any) -> State:
    """A game of len(hands) players with these hands, `attacker` to lead at his left neighbour."""
    s = ENGINE.new_game(GAME, len(hands), 1, options)
    s["hands"] = [[c.code for c in parse_cards(h)] if h else [] for h in hands]
    s["beating"] = SuitRule(trump=trump).to_json()
    s["trump_card"] = "6" + trump
    s["aside"], s["known"] = [], [[] for _ in hands]
    s.update(attacker=attacker, defender=(attacker + 1) % len(hands), turn=attacker, phase="lead")
    return s


def test_the_pack_is_dealt_out_evenly_and_the_last_card_is_trump() -> None:
    s = ENGINE.new_game(GAME, 5, 3, {})
    assert [len(h) for h in s["hands"]] == [7, 7, 7, 7, 7] and len(s["aside"]) == 1
    assert s["trump_card"] in s["hands"][s["dealer"]] and s["beating"]["trump"] == s["trump_card"][-1]
    dealt = ENGINE.new_game(GAME, 5, 3, {"remainder": "dealt"})
    assert sorted(len(h) for h in dealt["hands"]) == [7, 7, 7, 7, 8] and dealt["aside"] == []
    # The card left over goes to the dealer's left neighbour, and it is the one shown.
    assert dealt["trump_card"] == s["aside"][0] and s["aside"][0] in dealt["hands"][0]
    assert ENGINE.new_game(GAME, 3, 3, {"deck": "52"})["aside"] != []  # 52 = 3 × 17 + 1


def test_the_first_attack_goes_by_the_prostoy_rule() -> None:
    for seed in range(20):
        s = ENGINE.new_game(GAME, 3, seed, {})
        trump, card = s["beating"]["trump"], s["trump_card"]
        mine = [c for c in s["hands"][s["attacker"]] if c.endswith(trump)]
        power = SuitRule(trump).power
        everyone = [power(c) for h in s["hands"] for c in h if c.endswith(trump)]
        best = max(everyone) if power(card) >= 11 else min(everyone)
        assert best in [power(c) for c in mine]


def test_the_sources_example_climbs_the_column() -> None:
    # Spades trump: 8♣, covered by 10♣, topped by K♣, covered by the trump six, topped by the trump eight.
    s = position(["8C 8S 7H", "10C 6S QS 7D", "KC 9H 9D"], trump="S")
    s = go(s, attack("8C"), beat("8C", "10C"))
    assert s["phase"] == "throw" and s["turn"] == 0  # the attacker first: his trump eight climbs too
    s = go(s, DONE, throw("KC", "10C"), beat("KC", "6S"))
    assert s["turn"] == 0 and s["passed"] == []  # after a new card the asking starts again
    s = go(s, throw("8S", "6S"))
    assert s["columns"] == [["8C", "10C", "KC", "6S", "8S"]] and s["turn"] == 1
    refused(s, beat("8S", "7D"), "козырь бьют только старшим козырем")
    s = go(s, beat("8S", "QS"))  # nobody has a spade above the queen: «бито» without asking
    assert s["discard"] == ["8C", "10C", "KC", "6S", "8S", "QS"] and s["attacker"] == 1


def test_a_throw_in_must_climb_over_the_covering_card() -> None:
    s = go(position(["8C 9C JH 6S", "10C 7D", "KC"], trump="S"), attack("8C"), beat("8C", "10C"))
    refused(s, throw("9C", "10C"), "подкидывают старшую карту той же масти или козырь")
    refused(s, throw("JH", "10C"), "подкидывают старшую карту той же масти или козырь")
    assert throw("6S", "10C") in ENGINE.legal_moves(s)  # a trump climbs over a plain card
    by_rank = go(position(["8C 9C JH 6S", "10C 7D", "KC"], trump="S", climb="rank"), attack("8C"), beat("8C", "10C"))
    assert throw("JH", "10C") in ENGINE.legal_moves(by_rank) and throw("6S", "10C") not in ENGINE.legal_moves(by_rank)


def test_the_defender_must_cover_and_takes_the_whole_table_when_he_cannot() -> None:
    s = go(position(["8C 9H", "10C 7D", "AC"], trump="S"), attack("8C"))
    refused(s, TAKE, "Взять можно, только если покрыть все карты нечем")
    s = go(s, beat("8C", "10C"), throw("AC", "10C"))
    s = go(s, TAKE)
    assert sorted(s["hands"][1]) == sorted(["7D", "8C", "10C", "AC"]) and s["known"][1] == ["8C", "10C", "AC"]
    # Seat 2 played its last card: out. The player on the taker's left (seat 2) is out, so seat 0 leads.
    assert s["out"] == [2] and (s["attacker"], s["defender"]) == (0, 1)
    free = go(position(["8C 9H", "10C 7D", "AC"], trump="S", voluntary_take=True), attack("8C"))
    assert TAKE in ENGINE.legal_moves(free)


def test_no_more_uncovered_cards_than_the_defender_holds() -> None:
    s = position(["8C 8H 8D", "10C 7D", "AC"], trump="S")
    assert attack("8C", "8H") in ENGINE.legal_moves(s) or attack("8H", "8C") in ENGINE.legal_moves(s)
    refused(s, attack("8C", "8H", "8D"), "У защищающегося всего 2 карты")


def test_nobody_draws_and_the_last_holder_is_the_fool() -> None:
    s = go(position(["8C", "10C 7D", "9H"], trump="S"), attack("8C"), beat("8C", "10C"))
    # Seat 0 led his last card and seat 2 holds nothing that climbs: «бито» at once.
    assert s["phase"] == "lead" and s["out"] == [0] and s["attacker"] == 1 and s["defender"] == 2
    s = go(s, attack("7D"), TAKE)
    assert ENGINE.result(s) is not None and ENGINE.result(s)["loser"] == 2


def test_moves_are_described_in_russian() -> None:
    s = go(position(["8C 7H", "10C 6S", "KC"], trump="S"), attack("8C"))
    assert ENGINE.describe_move(s, beat("8C", "10C")) == "Игрок 2 бьёт восьмёрку треф десяткой треф."
    s = go(s, beat("8C", "10C"))
    assert ENGINE.describe_move(s, throw("KC", "10C")) == "Игрок 3 подкидывает короля треф на десятку треф."
    s = go(s, throw("KC", "10C"))
    assert ENGINE.describe_move(s, TAKE) == "Игрок 2 берёт со стола 3 карты."
    hint = ENGINE.hint(s)
    assert hint["move"] == beat("KC", "6S") and "шестёркой пик" in hint["reason_ru"]
