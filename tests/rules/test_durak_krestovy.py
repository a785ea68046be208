"""Крестовый дурак: the layout (one rank lower, the nearest clockwise, the wrap-around from the ace)
and the play with diamonds trump that do not beat clubs."""

from __future__ import annotations

from typing import Any

from rules_py.cards import parse_cards
from rules_py.durak.krestovy import BEATING, ENGINE, below, place_for

from durak_moves import TAKE, State, go, refused

GAME = "durak.krestovy"
DRAW = {"type": "draw"}


def place(seat: int) -> dict[str, Any]:
    return {"type": "place", "on": seat}


def codes(text: str) -> list[str]:
    return [c.code for c in parse_cards(text)] if text else []


def layout(piles: list[str], stock: str, turn: int = 0, deck: str = "36") -> State:
    s = ENGINE.new_game(GAME, len(piles), 1, {"deck": deck})
    s.update(piles=[codes(p) for p in piles], stock=codes(stock), turn=turn, drawn=None)
    return s


def test_the_highest_face_up_card_draws_first() -> None:
    for seed in range(15):
        s = ENGINE.new_game(GAME, 4, seed, {})
        tops = [ENGINE.view(s, 0)["piles"][seat]["top"] for seat in range(4)]
        power = [BEATING.power(c) for c in tops]
        first = s["turn"]
        assert power[first] == max(power)
        # Ties go to the first of them clockwise from the dealer's left.
        order = [(s["dealer"] + 1 + i) % 4 for i in range(4)]
        assert first == next(seat for seat in order if power[seat] == max(power))


def test_a_drawn_card_goes_on_the_nearest_card_one_rank_lower() -> None:
    s = go(layout(["7H", "JS", "9C", "JD"], "QH 8C 5S"), DRAW)
    assert s["drawn"] == "QH" and place_for(s) == 1  # two jacks: the nearest clockwise, seat 1
    refused(s, place(3), "ближайшая по часовой стрелке такая карта — у Игрока 2")
    refused(s, place(0), "ближайшая по часовой стрелке такая карта")
    s = go(s, place(1))
    assert s["piles"][1] == ["JS", "QH"] and s["turn"] == 0  # placed elsewhere: he draws again
    s = go(s, DRAW)
    assert place_for(s) == 0  # nobody else shows a seven: 8♣ goes on his own pile


def test_his_own_pile_does_not_count_and_the_turn_passes_on() -> None:
    s = go(layout(["7H", "7S", "9C"], "8C 6D 6S"), DRAW)
    refused(s, place(0), "у Игрока 2")  # his own seven fits too, but only the others' piles count
    assert place_for(s) == 1
    s = layout(["7H", "JS", "9C"], "KH 6D 6S")
    s = go(s, DRAW)
    refused(s, place(2), "положите карту себе")
    s = go(s, place(0))
    assert s["piles"][0] == ["7H", "KH"] and s["turn"] == 1 and s["drawn"] is None


def test_the_lowest_card_goes_on_an_ace() -> None:
    assert below(6, "36") == 14 and below(2, "52") == 14 and below(7, "36") == 6 and below(3, "52") == 2
    s = go(layout(["KH", "AS", "9C"], "6D 7C 8C"), DRAW)
    assert place_for(s) == 1
    s52 = go(layout(["KH", "9C", "AS"], "2D 7C 8C", deck="52"), DRAW)
    assert place_for(s52) == 2


def test_when_the_stock_is_gone_the_piles_become_hands_and_the_trump_six_leads() -> None:
    s = layout(["7H", "JS", "9C"], "8C")
    s["piles"][2].append("6D")
    s = go(s, DRAW, place(0))
    assert s["phase"] == "lead" and s["hands"] == [["7H", "8C"], ["JS"], ["9C", "6D"]]
    assert s["turn"] == 2 and "6D" in s["hands"][2] and s["piles"] == [[], [], []]


def test_diamonds_trump_but_not_over_clubs_and_suit_first() -> None:
    assert BEATING.beats("AH", "6D") and not BEATING.beats("6C", "AD") and not BEATING.beats("6D", "AC")
    s = ENGINE.new_game(GAME, 3, 1, {"layout": "auto"})
    s["hands"] = [codes("8H"), codes("9H 7D 6C"), codes("QS")]
    s.update(turn=1, phase="beat", chain=[["8H", 0]])
    # The source's example: a heart is covered by a higher heart; a trump only if there is none.
    refused(s, {"type": "beat", "card": "7D"}, "Козырь кладут, только когда нечем покрыть в масть")
    assert [m for m in ENGINE.legal_moves(s)] == [{"type": "beat", "card": "9H"}]
    free = dict(s, follow_suit=False)
    assert {"type": "beat", "card": "7D"} in ENGINE.legal_moves(free)
    clubs = dict(s, chain=[["8C", 0]])
    assert ENGINE.legal_moves(clubs) == [TAKE]  # 7♦ is no good on a club


def test_the_auto_layout_is_the_forced_one() -> None:
    manual = ENGINE.new_game(GAME, 4, 5, {})
    while manual["phase"] == "layout":
        manual = ENGINE.play(manual, ENGINE.legal_moves(manual)[0])
    auto = ENGINE.new_game(GAME, 4, 5, {"layout": "auto"})
    assert manual["hands"] == auto["hands"] and manual["turn"] == auto["turn"]


def test_words_and_hints() -> None:
    s = layout(["7H", "JS", "9C", "JD"], "QH 8C 5S")
    assert ENGINE.describe_move(s, DRAW) == "Игрок 1 тянет из колоды: дама червей."
    s = go(s, DRAW)
    assert ENGINE.describe_move(s, place(1)) == "Игрок 1 кладёт даму червей на валета пик Игрока 2."
    assert ENGINE.hint(s)["move"] == place(1)
    assert "ближайшая по часовой стрелке" in ENGINE.hint(s)["reason_ru"]
