"""Чешский дурак and its two variants: fitting cards, the wild card and the named suit, the six, the
seven and the ace, drawing, the penalty points and the score sheet, each rule on a hand-built
position."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules_py.api import handle
from rules_py.durak.cheshsky import ENGINE
from rules_py.durak.cheshsky.scoring import hand_points
from rules_py.errors import BadRequest

from engine_moves import Checker

State = dict[str, Any]
go, refused = Checker(ENGINE).go, Checker(ENGINE).refused
DRAW = {"type": "draw"}
PASS = {"type": "pass"}
TAKE = {"type": "take"}


def lay(card: str, named: str | None = None) -> dict[str, Any]:
    return {"type": "play", "card": card} if named is None else {"type": "play", "card": card, "suit": named}


def position(game: str = "durak.cheshsky", hands: tuple[str, str] = ("9S KH", "10C JD"), top: str = "9D",
             stock: str = "8C 7H 6S 10S", turn: int = 0, named: str | None = None, lead: bool = False,
             pile: str = "", **options: Any) -> State:
    s = ENGINE.new_game(game, 2, 1, options)
    s.update(hands=[h.split() for h in hands], pile=pile.split() + [top], stock=stock.split(), turn=turn,
             named=named, lead=lead, shown=None)
    return s


# --- the deal -----------------------------------------------------------------------------------


def test_six_cards_each_the_next_card_starts_the_pile_and_the_dealers_opponent_leads() -> None:
    for game in ("durak.cheshsky", "durak.cheshsky_1"):
        s = ENGINE.new_game(game, 2, 100, {})
        assert [len(h) for h in s["hands"]] == [6, 6] and len(s["pile"]) == 1 and len(s["stock"]) == 23
        assert (s["dealer"], s["turn"], s["lead"]) == (1, 0, True)
        assert ENGINE.new_game(game, 2, 100, {"dealer": 0})["turn"] == 1


def test_variant_2_the_dealer_shows_his_last_card_and_leads_on_an_empty_pile() -> None:
    s = ENGINE.new_game("durak.cheshsky_2", 2, 102, {})
    assert [len(h) for h in s["hands"]] == [6, 6] and s["pile"] == [] and len(s["stock"]) == 24
    assert s["turn"] == s["dealer"] == 1 and s["shown"] in s["hands"][1]
    assert ENGINE.view(s, 0)["shown"] == s["shown"] and s["shown"] in ENGINE.view(s, 0)["labels"]
    seventh = ENGINE.new_game("durak.cheshsky_2", 2, 102, {"dealer_card": "seventh"})
    assert [len(h) for h in seventh["hands"]] == [6, 7] and seventh["shown"] in seventh["hands"][1]


def test_only_two_players_and_only_known_options() -> None:
    for params, words in (({"players": 3}, "вдвоём"), ({"players": 2, "options": {"target": 0}}, "не меньше 1"),
                          ({"players": 2, "options": {"wild": "K"}}, "Неизвестная опция «wild»")):
        request = {"method": "game.new", "params": {"game": "durak.cheshsky", "seed": 1, **params}}
        answer = json.loads(handle(json.dumps(request)))
        assert not answer["ok"] and words in answer["error"]["message"], answer


# --- what fits ----------------------------------------------------------------------------------


def test_a_card_of_the_same_suit_or_rank_fits() -> None:
    s = position(hands=("9S KD 10C QH", "7C"), top="9D")
    assert sorted(m["card"] for m in ENGINE.legal_moves(s) if "suit" not in m) == ["9S", "KD"]
    refused(s, lay("10C"), "Нельзя положить десятку треф на девятку бубен")


def test_the_first_lead_of_a_deal_is_any_card_or_must_match_by_option() -> None:
    s = position(hands=("10C KH", "7C"), top="9D", lead=True)
    assert go(s, lay("10C"))["pile"][-1] == "10C"
    strict = ENGINE.new_game("durak.cheshsky", 2, 1, {"first_lead": "match"})
    assert strict["lead"] is False


def test_the_queen_goes_on_anything_and_names_the_suit_that_follows() -> None:
    s = position(hands=("QH 10C 7C", "9C 8S"), top="9D")
    assert {m.get("suit") for m in ENGINE.legal_moves(s) if m["card"] == "QH"} == {"S", "H", "C", "D"}
    refused(s, lay("QH"), "закажите масть")
    s = go(s, lay("QH", "S"))
    assert (s["named"], s["turn"]) == ("S", 1)
    refused(s, lay("9C"), "Дама заказала пики: кладите карту этой масти или даму.")
    assert go(s, lay("8S"))["named"] is None


def test_a_suit_is_named_only_with_the_wild_card() -> None:
    refused(position(hands=("9S KH", "7C")), lay("9S", "H"), "Масть заказывают, только положив даму")


def test_variant_2_the_jack_is_wild_and_the_queen_is_not() -> None:
    s = position("durak.cheshsky_2", hands=("JH QC 7C", "9C 8S"), top="9D")
    assert {m["card"] for m in ENGINE.legal_moves(s)} == {"JH"}
    refused(s, lay("QC", "S"), "Нельзя положить даму треф на девятку бубен")
    refused(position("durak.cheshsky_2", hands=("QC", "9C"), top="9C"), lay("QC", "S"),
            "Масть заказывают, только положив валета")
    assert go(s, lay("JH", "C"))["named"] == "C"


# --- six, seven, ace ----------------------------------------------------------------------------


def test_a_six_makes_the_opponent_draw_two_and_miss_his_turn() -> None:
    s = go(position(hands=("6D KD 9S", "10C"), top="9D", stock="8C 7H 6S"), lay("6D"))
    assert s["hands"][1] == ["10C", "8C", "7H"] and s["turn"] == 0 and s["stock"] == ["6S"]
    assert go(s, lay("KD"))["turn"] == 1  # he plays on his own six, then the turn passes


def test_a_seven_makes_him_draw_one_and_an_ace_only_miss_a_turn() -> None:
    s = go(position(hands=("7D KD", "10C"), top="9D"), lay("7D"))
    assert s["hands"][1] == ["10C", "8C"] and s["turn"] == 0
    s = go(position(hands=("AD KD", "10C"), top="9D"), lay("AD"))
    assert s["hands"][1] == ["10C"] and s["turn"] == 0


def test_penalties_stack_only_by_option() -> None:
    plain = go(position(hands=("6D KD", "6C 10C"), top="9D"), lay("6D"))
    assert plain["turn"] == 0 and len(plain["hands"][1]) == 4
    s = go(position(hands=("6D KD", "6C 10C"), top="9D", stack_penalties=True), lay("6D"))
    assert (s["phase"], s["turn"], s["pending"]) == ("penalty", 1, {"rank": "6", "draw": 2, "from": 0})
    assert ENGINE.legal_moves(s) == [lay("6C"), TAKE]
    refused(s, lay("10C"), "Штраф можно только перевести")
    s = go(s, lay("6C"))
    assert (s["turn"], s["pending"]["draw"]) == (0, 4)
    s = go(s, TAKE)
    assert len(s["hands"][0]) == 5 and (s["phase"], s["turn"]) == ("play", 1)


# --- drawing ------------------------------------------------------------------------------------


def test_without_a_fitting_card_draw_until_one_fits() -> None:
    s = position(hands=("10C KH", "7C"), top="9D", stock="8C 7H 6D 10S")
    refused(s, lay("10C"), "Нельзя положить")
    assert ENGINE.legal_moves(s) == [DRAW]
    s = go(s, DRAW)
    assert s["hands"][0] == ["10C", "KH", "8C", "7H", "6D"] and s["turn"] == 0
    assert ENGINE.legal_moves(s) == [lay("6D")]


def test_variant_1_draws_one_card_and_passes_if_it_does_not_fit() -> None:
    s = go(position("durak.cheshsky_1", hands=("10C KH", "7C"), top="9D", stock="8C 7H 6D"), DRAW)
    assert s["hands"][0] == ["10C", "KH", "8C"] and s["turn"] == 1
    s = go(position("durak.cheshsky_1", hands=("10C KH", "7C"), top="9D", stock="8D 7H"), DRAW)
    assert s["turn"] == 0 and ENGINE.legal_moves(s) == [lay("8D")]


def test_drawing_with_a_fitting_card_in_hand_is_refused() -> None:
    refused(position(hands=("9S KH", "7C"), top="9D"), DRAW, "Брать из прикупа можно, только когда положить нечего")


def test_an_empty_stock_is_made_again_from_the_pile_under_its_top_card() -> None:
    s = go(position(hands=("10C KH", "7C"), top="9D", stock="", pile="8C 7H 6D"), DRAW)
    assert s["pile"] == ["9D"] and s["reshuffles"] == 1
    assert sorted(s["hands"][0] + s["stock"]) == sorted("10C KH 8C 7H 6D".split())


def test_with_nothing_to_draw_the_player_passes_and_two_passes_end_the_deal_as_fish() -> None:
    s = position(hands=("10C KH", "7C 8H"), top="9D", stock="")
    refused(s, DRAW, "Брать больше неоткуда")
    s = go(s, PASS)
    assert s["turn"] == 1 and s["stuck"] == 1
    s = go(s, PASS)
    row = s["sheet"][-1]
    assert row["out"] is None and row["points"] == [14, 15] and s["totals"] == [14, 15]
    assert "«рыба»" in row["note_ru"] and s["deal_no"] == 2 and s["dealer"] == 1


# --- points and the sheet -----------------------------------------------------------------------


def test_penalty_points_of_the_cards_left() -> None:
    assert hand_points("6S 7S 8S 9S 10S".split()) == 40
    assert hand_points(["JS", "QS", "KS", "AS"]) == 2 + 3 + 4 + 11
    assert hand_points(["QH"]) == 20 and hand_points(["QH", "QS"]) == 6 and hand_points(["JH"]) == 2


def test_going_out_writes_the_losers_points_and_he_deals_the_next_deal() -> None:
    s = go(position(hands=("9S", "QH AC 10D"), top="9D"), lay("9S"))
    row = s["sheet"][0]
    assert row["out"] == 0 and row["points"] == [0, 24] and s["totals"] == [0, 24]
    assert row["note_ru"] == "Игрок 1 избавился от карт; Игрок 2 записывает 24 очка."
    assert (s["deal_no"], s["dealer"], s["turn"], s["phase"]) == (2, 1, 0, "play")
    assert [len(h) for h in s["hands"]] == [6, 6]


def test_a_six_as_the_last_card_still_makes_the_opponent_draw() -> None:
    s = go(position(hands=("6D", "QH"), top="9D", stock="KC 10C"), lay("6D"))
    assert s["sheet"][0]["hands"][1] == ["QH", "KC", "10C"] and s["totals"] == [0, 17]


def test_a_lone_queen_costs_20() -> None:
    s = go(position(hands=("9S", "QH"), top="9D"), lay("9S"))
    assert s["totals"] == [0, 20]


def test_the_game_ends_when_a_total_reaches_the_target() -> None:
    s = position(hands=("9S", "AH AC 10D"), top="9D")
    s["totals"] = [40, 70]
    s = go(s, lay("9S"))
    result = ENGINE.result(s)
    assert s["phase"] == "over" and result["loser"] == 1 and result["winner"] == 0 and result["totals"] == [40, 102]
    assert result["summary_ru"] == (
        "Игрок 1 избавился от карт; Игрок 2 записывает 32 очка. Игрок 2 набрал 102 очка (игра шла до 100) и "
        "проигрывает. Счёт: Игрок 1 — 40, Игрок 2 — 102.")
    assert ENGINE.legal_moves(s) == [] and ENGINE.to_move(s) is None
    assert result["verdicts_ru"] == ["Вы выиграли: у вас 40 очков, у Игрока 2 — 102, разница 62 очка.",
                                     "Вы проиграли: у вас 102 очка против 40, разница 62 очка."]
    short = position(hands=("9S", "AH"), top="9D", target=10)
    assert ENGINE.result(go(short, lay("9S")))["loser"] == 1


def test_variant_2_a_jack_left_in_hand_loses_at_once() -> None:
    s = go(position("durak.cheshsky_2", hands=("9S", "JH 6C"), top="9D"), lay("9S"))
    result = ENGINE.result(s)
    assert result["loser"] == 1 and s["totals"] == [0, 8]
    assert "У Игрока 2 остался валет — он проигрывает сразу." in result["summary_ru"]
    assert result["verdicts_ru"] == ["Вы выиграли: у Игрока 2 остался валет.", "Вы проиграли: у вас остался валет."]


def test_a_deal_going_round_in_circles_ends_as_fish() -> None:
    s = ENGINE.new_game("durak.cheshsky", 2, 8, {})
    for _ in range(3000):
        if s["deal_no"] > 2 or ENGINE.result(s):
            break
        s = ENGINE.play(s, ENGINE.bot_move(s))
    assert any("позиция повторилась" in row["note_ru"] for row in s["sheet"]), [r["note_ru"] for r in s["sheet"]]


# --- words, hints, damaged states ---------------------------------------------------------------


def test_moves_are_described_in_russian_without_naming_drawn_cards() -> None:
    s = position(hands=("6D QH 10C", "7C"), top="9D", stock="8C 7H 6S 10S")
    assert ENGINE.describe_move(s, lay("6D")) == "Игрок 1 кладёт 6♦: Игрок 2 берёт 2 карты и пропускает ход."
    assert ENGINE.describe_move(s, lay("QH", "C")) == "Игрок 1 кладёт Д♥ и заказывает трефы."
    d = position(hands=("10C KH", "7C"), top="9D", stock="8C 7H 6D 10S")
    assert ENGINE.describe_move(d, DRAW) == "Игрок 1 берёт из прикупа 3 карты."
    one = position("durak.cheshsky_1", hands=("10C KH", "7C"), top="9D", stock="8C 7H")
    assert ENGINE.describe_move(one, DRAW) == "Игрок 1 берёт из прикупа 1 карту: подходящей нет, ход переходит к Игроку 2."
    last = position(hands=("9S", "QH AC 10D"), top="9D")
    assert ENGINE.describe_move(last, lay("9S")) == (
        "Игрок 1 кладёт 9♠. Сдача 1 окончена. Игрок 1 избавился от карт; Игрок 2 записывает 24 очка.")


def test_the_hint_is_legal_and_reasons_like_the_bot() -> None:
    s = position(hands=("QH 10C", "7C 8C 9C"), top="10D")
    hint = ENGINE.hint(s)
    assert hint["move"] == lay("QH", "C") and "20 очков" in hint["reason_ru"]
    s = position(hands=("AD 9S 7S", "7C 8C 9C"), top="9D")
    assert ENGINE.hint(s)["move"] == lay("AD")
    s = position("durak.cheshsky_2", hands=("JH 9D 8D 7S", "7C 8C"), top="9S")
    assert ENGINE.hint(s)["move"]["card"] == "JH"  # the opponent is close to going out


def test_malformed_moves_and_damaged_states() -> None:
    s = position()
    refused(s, {**lay("9S"), "seat": 1}, "Сейчас ходит Игрок 1")
    refused(s, {"type": "fly"}, "Неизвестный ход")
    refused(s, TAKE, "Сейчас нужно положить подходящую карту")
    refused(s, lay("XX"), "Не понимаю карту")
    with pytest.raises(BadRequest):
        ENGINE.play({"game": "durak.cheshsky"}, DRAW)
    broken = position()
    broken["pile"] = 5
    with pytest.raises(BadRequest):
        ENGINE.legal_moves(broken)
    with pytest.raises(BadRequest):
        ENGINE.view(position(), 2)


def test_the_view_hides_the_opponents_hand_and_the_stock() -> None:
    s = position(hands=("9S KH", "10C JD"), top="9D", stock="8C 7H")
    seen = ENGINE.view(s, 0)
    assert seen["hand"] == ["9S", "KH"] and seen["counts"] == [2, 2] and seen["stock"] == 2
    assert not {"10C", "JD", "8C", "7H"} & set(seen["labels"]) and seen["top"] == "9D"
