"""Китайский дурак: the deal of the whole pack, the suit rules, and the passing chain."""

from __future__ import annotations

from typing import Any

from rules_py.cards import parse_cards
from rules_py.durak.kitaysky import BEATING, ENGINE

from durak_moves import TAKE, State, go, refused

GAME = "durak.kitaysky"


def lead(card: str) -> dict[str, Any]:
    return {"type": "lead", "card": card}


def cover(card: str) -> dict[str, Any]:
    return {"type": "beat", "card": card}


def position(hands: list[str], turn: int = 0, chain: list[tuple[str, int]] = (), **options: Any) -> State:  # type: ignore[assignment]
    s = ENGINE.new_game(GAME, len(hands), 1, options)
    s["hands"] = [[c.code for c in parse_cards(h)] if h else [] for h in hands]
    s["chain"] = [[c, seat] for c, seat in chain]
    s.update(turn=turn, phase="beat" if chain else "lead", discard=[], known=[[] for _ in hands])
    return s


def test_the_whole_pack_is_dealt_and_the_six_of_spades_leads() -> None:
    for players in range(2, 7):
        s = ENGINE.new_game(GAME, players, 40 + players, {})
        sizes = [len(h) for h in s["hands"]]
        assert sum(sizes) == 36 and max(sizes) - min(sizes) <= 1
        assert "6S" in s["hands"][s["turn"]] and s["first_leader"] == s["turn"]
    assert [len(h) for h in ENGINE.new_game(GAME, 5, 1, {})["hands"]] == [8, 7, 7, 7, 7]  # from the dealer's left


def test_spades_trump_clubs_only_by_clubs_ten_above_king() -> None:
    assert BEATING.beats("KH", "10H") and not BEATING.beats("10H", "KH") and BEATING.beats("10H", "AH")
    assert BEATING.beats("AH", "6S") and BEATING.beats("AD", "6S")  # spades trump hearts and diamonds
    assert not BEATING.beats("6C", "AS") and BEATING.beats("6C", "7C")  # clubs only by clubs
    assert not BEATING.beats("6S", "AC")  # nor do clubs beat the trump
    s = position(["7H", "KH 6C", "QH"], turn=1, chain=[("10H", 0)])
    refused(s, cover("KH"), "десятка старше короля")
    s = position(["7H", "AS 6C", "QH"], turn=1, chain=[("8C", 0)])
    refused(s, cover("AS"), "трефы бьют только старшими трефами")


def test_the_chain_passes_on_and_is_discarded_at_the_number_of_players() -> None:
    # The page's example: Анна (0) leads 7♥, Борис (1) covers with 9♥, Вера (2) covers 9♥ with J♥.
    s = go(position(["7H 8D", "9H 6C", "JH 7C"]), lead("7H"), cover("9H"))
    assert s["chain"] == [["7H", 0], ["9H", 1]] and s["turn"] == 2
    refused(s, cover("7C"), "Нельзя побить девятку червей семёркой треф")
    s = go(s, cover("JH"))
    assert s["chain"] == [] and s["discard"] == ["7H", "9H", "JH"]
    assert s["phase"] == "lead" and s["turn"] == 2  # who completed the chain leads the next one


def test_who_cannot_cover_takes_only_the_bottom_card() -> None:
    s = go(position(["7H 8D", "9H 6C", "8C 7C"]), lead("7H"), cover("9H"))
    s = go(s, TAKE)
    assert s["hands"][2] == ["8C", "7C", "7H"] and s["chain"] == [["9H", 1]]
    assert s["turn"] == 0 and s["phase"] == "beat"  # the next player covers what is left
    s = go(position(["7H 8D", "6C 6D", "8C"]), lead("7H"), TAKE)
    assert s["chain"] == [] and s["phase"] == "lead" and s["turn"] == 2  # nothing left: the next leads


def test_a_player_must_cover_when_he_can() -> None:
    s = position(["7H", "9H 6C", "8C"], turn=1, chain=[("8H", 0)])
    refused(s, TAKE, "Взять можно, только если покрыть нечем")
    free = position(["7H", "9H 6C", "8C"], turn=1, chain=[("8H", 0)], voluntary_take=True)
    assert TAKE in ENGINE.legal_moves(free)


def test_a_player_without_cards_leaves_and_the_discard_needs_one_card_less() -> None:
    s = go(position(["7H 8D", "9H", "JH 10H"]), lead("7H"), cover("9H"))
    # Seat 1 covered with its last card: out, and two cards are now a whole chain for two players.
    assert s["out"] == [1] and s["discard"] == ["7H", "9H"] and s["turn"] == 2
    s = go(s, lead("JH"))
    s = go(s, TAKE)  # 8♦ does not cover a heart
    assert s["hands"][0] == ["8D", "JH"]
    s = go(s, lead("10H"))
    assert ENGINE.result(s) == {"loser": 0, "draw": False, "order_out": [1, 2], "next_dealer": 0,
                                "summary_ru": "Игрок 1 остался с картами — «дурак»."}


def test_words_and_hints() -> None:
    s = go(position(["7H 8D", "9H 6C", "JH 7C"]), lead("7H"))
    assert ENGINE.describe_move(s, cover("9H")) == "Игрок 2 кроет семёрку червей девяткой червей."
    s = go(s, cover("9H"))
    assert ENGINE.describe_move(s, cover("JH")) == "Игрок 3 кроет девятку червей валетом червей. Цепочка уходит в отбой."
    assert ENGINE.hint(s) == {"move": cover("JH"), "reason_ru": "Кройте девятку червей самой младшей картой, что её бьёт: валетом червей.",
                              "move_ru": "Игрок 3 кроет девятку червей валетом червей. Цепочка уходит в отбой."}
    assert ENGINE.view(s, 2)["status_ru"].startswith("Игрок 3 кроет девятку червей или берёт нижнюю карту")
