"""Durak: the rules that make each variant, one hand-built position per rule."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules_py.decks import build_deck
from rules_py.durak import ENGINE, from_hands
from rules_py.durak.bout import pogony_result
from rules_py.durak.rules import PRESETS
from rules_py.durak.words import seat_name

from teaching_games import ok
from durak_moves import DONE, TAKE, State, attack, beat, go, listed, refused, throw, transfer  # noqa: F401

STOCK = "6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D"


# --- переводной ---------------------------------------------------------------------------------


def _passing(game: str = "durak.perevodnoy", **options: Any) -> State:
    return from_hands(game, ["9C KD", "6H 7C 8D", "7S 8H QS"], trump_card="AH", stock=STOCK,
                      table=[("6S", None)], options=options)


def test_perevodnoy_passes_the_attack_on_with_a_card_of_the_led_rank() -> None:
    s = go(_passing(), transfer("6H"))
    assert s["table"] == [["6S", None], ["6H", None]]
    assert (s["phase"], s["attacker"], s["defender"], s["turn"]) == ("defend", 1, 2, 2)
    s = go(s, beat("6S", "7S"), beat("6H", "8H"))
    assert s["turn"] == 1  # the player who passed on throws in first ... he has no 7 or 8
    refused(_passing(), transfer("7C"), "Переводят картой того же достоинства")


def test_no_passing_in_podkidnoy_or_prostoy() -> None:
    for game in ("durak.podkidnoy", "durak.prostoy"):
        refused(_passing(game), transfer("6H"), "В этом варианте переводить нельзя")


def test_passing_only_before_any_card_is_beaten() -> None:
    s = from_hands("durak.perevodnoy", ["9C KD", "6H 7C 8D", "7S 8H QS"], trump_card="AH", stock=STOCK,
                   table=[("6S", "9S"), ("6C", None)])
    refused(s, transfer("6H"), "Переводить можно, только пока ни одна карта не побита")


def test_the_next_defender_must_hold_the_total() -> None:
    s = from_hands("durak.perevodnoy", ["9C KD", "6H 7C 8D", "7S"], trump_card="AH", stock=STOCK,
                   table=[("6S", None)])
    refused(s, transfer("6H"),
            "Перевести нельзя: у следующего игрока (Игрок 3) всего 1 карта, а отбиваться ему пришлось бы от 2.")
    loose = from_hands("durak.perevodnoy", ["9C KD", "6H 7C 8D", "7S"], trump_card="AH", stock=STOCK,
                       table=[("6S", None)], options={"transfer_check_hold": False})
    assert go(loose, transfer("6H"))["defender"] == 2


def test_repeated_passing_also_back_to_the_attacker() -> None:
    s = from_hands("durak.perevodnoy", ["6C 9C KD", "6H 7C 8D 9D"], trump_card="AH", stock=STOCK,
                   table=[("6S", None)])
    s = go(s, transfer("6H"))
    assert (s["attacker"], s["defender"]) == (1, 0)
    s = go(s, transfer("6C"))
    assert (s["attacker"], s["defender"], len(s["table"])) == (0, 1, 3)
    once = from_hands("durak.perevodnoy", ["6C 9C KD", "6H 7C 8D 9D"], trump_card="AH", stock=STOCK,
                      table=[("6S", None)], options={"transfer_repeat": False})
    once = go(once, transfer("6H"))
    refused(once, transfer("6C"), "переведённый ход дальше не переводят")


def test_passing_skips_a_player_without_cards() -> None:
    s = from_hands("durak.perevodnoy", ["9C KD", "6H 7C 8D", ""], trump_card="AH", table=[("6S", None)])
    s["out"] = [2]
    assert go(s, transfer("6H"))["defender"] == 0


# --- переводной-2 --------------------------------------------------------------------------------


def _after_beating(game: str, seat2: str = "7S 8H QS KS", **options: Any) -> State:
    return from_hands(game, ["9C KD", "9C 7C 8D", seat2], trump_card="AH", stock=STOCK,
                      table=[("6S", "9S"), ("9D", None)], options=options)


def test_perevodnoy2_passes_all_table_cards_on_after_beating() -> None:
    # X-27, literal: the beaten pair goes on too, as attacking cards.
    s = go(_after_beating("durak.perevodnoy2"), transfer("9C"))
    assert s["table"] == [["6S", None], ["9S", None], ["9D", None], ["9C", None]]
    assert (s["attacker"], s["defender"]) == (1, 2)
    refused(_after_beating("durak.perevodnoy"), transfer("9C"), "пока ни одна карта не побита")


def test_perevodnoy2_the_other_reading_discards_the_beaten_pairs() -> None:
    s = go(_after_beating("durak.perevodnoy2", transfer_passes="unbeaten_only"), transfer("9C"))
    assert s["table"] == [["9D", None], ["9C", None]]
    assert s["discard"] == ["6S", "9S"]


def test_perevodnoy2_the_next_defender_must_hold_every_card_passed_on() -> None:
    refused(_after_beating("durak.perevodnoy2", "7S 8H QS"), transfer("9C"), "пришлось бы от 4")
    relaxed = _after_beating("durak.perevodnoy2", "7S 8H QS", transfer_passes="unbeaten_only")
    assert go(relaxed, transfer("9C"))["defender"] == 2


# --- бескозырный, японский, двухкозырный ---------------------------------------------------------------


def test_beskozyrny_only_a_higher_card_of_the_suit_beats() -> None:
    s = from_hands("durak.beskozyrny", ["8C QD", "9S AH 6D"], stock=STOCK, table=[("QS", None)])
    refused(s, beat("QS", "AH"), "без козырей бьют только старшей картой той же масти")
    refused(s, beat("QS", "9S"), "Нельзя побить даму пик девяткой пик")
    assert ENGINE.legal_moves(s) == [TAKE]


def test_yaponsky_diamonds_trump_and_spades_only_by_spades() -> None:
    hands = ["8C QD", "7S 6D 9H AD"]
    spade = from_hands("durak.yaponsky", hands, stock=STOCK, table=[("6S", None)])
    assert spade["trump_suit"] == "D"
    refused(spade, beat("6S", "AD"), "Нельзя побить шестёрку пик тузом бубен: пики бьют только старшими пиками.")
    assert listed(beat("6S", "7S"), spade)
    club = from_hands("durak.yaponsky", hands, stock=STOCK, table=[("KC", None)])
    assert listed(beat("KC", "6D"), club)
    heart = from_hands("durak.yaponsky", hands, stock=STOCK, table=[("10H", None)])
    assert listed(beat("10H", "6D", ), heart) and not listed(beat("10H", "9H"), heart)
    diamond = from_hands("durak.yaponsky", hands, stock=STOCK, table=[("10D", None)])
    assert [m for m in ENGINE.legal_moves(diamond) if m["type"] == "beat"] == [beat("10D", "AD")]


def test_dvukhkozyrny_own_trump_beats_the_attackers_trump() -> None:
    # seat 0's trump is spades, seat 1's hearts.
    hands = ["9C KD 6S 8S", "6H KS 6D 8C"]
    s = from_hands("durak.dvukhkozyrny", hands, player_trumps=["S", "H"], stock=STOCK, table=[("QS", None)])
    beats = {m["card"] for m in ENGINE.legal_moves(s) if m["type"] == "beat"}
    assert beats == {"6H", "KS"}  # his own trump, or a higher spade; never a plain card
    refused(s, beat("QS", "6D"), "Нельзя побить даму пик шестёркой бубен")
    back = from_hands("durak.dvukhkozyrny", hands, player_trumps=["S", "H"], stock=STOCK,
                      attacker=1, defender=0, table=[("7H", None)])
    beats = {m["card"] for m in ENGINE.legal_moves(back) if m["type"] == "beat"}
    assert beats == {"6S", "8S"}  # hearts are a plain suit for seat 0
    plain = from_hands("durak.dvukhkozyrny", hands, player_trumps=["S", "H"], stock=STOCK,
                       attacker=1, defender=0, table=[("6D", None)])
    assert {m["card"] for m in ENGINE.legal_moves(plain) if m["type"] == "beat"} == {"KD", "6S", "8S"}


# --- большой ----------------------------------------------------------------------------------------


def test_bolshoy_an_identical_twin_cannot_beat() -> None:
    s = from_hands("durak.bolshoy", ["8C QD", "QS 6D KS"], trump_card="AH", stock=STOCK, table=[("QS", None)])
    refused(s, beat("QS", "QS"), "одинаковой картой (той же масти и достоинства) отбиться нельзя")
    assert listed(beat("QS", "KS"), s)
    loose = from_hands("durak.bolshoy", ["8C QD", "QS 6D KS"], trump_card="AH", stock=STOCK,
                       table=[("QS", None)], options={"identical_twin_cannot_beat": False})
    assert listed(beat("QS", "QS"), loose)


def test_bolshoy_52_cards_in_hand_lose_at_once() -> None:
    pack = [c.code for c in build_deck("2x36") if c.rank > 6]
    s = from_hands("durak.bolshoy", ["8C QD", pack[:49]], trump_card="AH", stock=STOCK,
                   table=[("6S", None), ("6H", None), ("6C", None)])
    s = go(s, TAKE)
    result = ENGINE.result(s)
    assert result is not None and result["loser"] == 1
    assert result["summary_ru"] == "Игрок 2 набрал 52 карты — проигрыш сразу."
    fewer = from_hands("durak.bolshoy", ["8C QD", pack[:48]], trump_card="AH", stock=STOCK,
                       table=[("6S", None), ("6H", None), ("6C", None)])
    assert ENGINE.result(go(fewer, TAKE)) is None  # 51 cards: the game goes on
    podkidnoy = from_hands("durak.podkidnoy", ["8C QD", pack[:49]], trump_card="AH", stock=STOCK,
                           table=[("6S", None), ("6H", None), ("6C", None)])
    assert ENGINE.result(go(podkidnoy, TAKE)) is None


# --- потайной ---------------------------------------------------------------------------------------


def _hidden(**options: Any) -> State:
    return from_hands("durak.potayny", ["6S 8H 10H JH KH AH", "9S 10S KC 6H 7H 8C"], trump_card="QC",
                      stock=["QC"], hidden="7D", options=options)


def test_potayny_the_hidden_trump_goes_to_the_next_drawer_and_takes_over() -> None:
    s = go(_hidden(), attack("6S"), beat("6S", "9S"))
    # The attacker drew the open trump; the defender, next to draw, got the hidden card.
    assert "QC" in s["hands"][0] and "7D" in s["hands"][1]
    assert s["trump_suit"] == "D" and s["hidden"] is None
    v = ENGINE.view(s, 0)
    assert v["hidden"] is None and v["hidden_revealed"] == "7D" and v["stock"] == 0
    # Diamonds are trumps now: seat 1 leads, and a heart is beaten by the seven of diamonds.
    s = go(s, attack("6H"))
    assert listed(beat("6H", "8H"), s) and not listed(beat("6H", "QC"), s)
    before = _hidden()
    assert ENGINE.view(before, 0)["hidden"] == "face_down" and ENGINE.view(before, 0)["stock"] == 2


def test_potayny_the_hidden_card_as_one_more_card_by_option() -> None:
    s = go(_hidden(hidden_trump="extra_card"), attack("6S"), beat("6S", "9S"))
    assert "7D" in s["hands"][1] and s["trump_suit"] == "C" and s["hidden_revealed"] is None
    assert "7D" not in json.dumps(ENGINE.view(s, 0))


# --- погонный ---------------------------------------------------------------------------------------


def test_pogonny_a_pair_of_sixes_puts_pogony_on_the_fool() -> None:
    s = from_hands("durak.pogonny", ["6S 6H", "9S 9H KD"], trump_card="AC")
    s = go(s, attack("6S", "6H"), beat("6S", "9S"), beat("6H", "9H"))
    result = ENGINE.result(s)
    assert result is not None and result["loser"] == 1
    assert result["pogony"] == {"on": 1, "hung": [{"by": 0, "on": 1, "rank": "6", "count": 2}], "winner": 0}
    assert result["summary_ru"] == (
        "Игрок 2 остался с картами — «дурак». Игрок 1 навешивает ему погоны из 2 шестёрок."
    )


def test_pogonny_four_of_a_kind_and_a_take_count_too() -> None:
    s = from_hands("durak.pogonny", ["6S 6H 6C 6D", "9S 9H 9C 9D KD"], trump_card="AC")
    s = go(s, attack("6S", "6H", "6C", "6D"), TAKE)
    result = ENGINE.result(s)
    assert result is not None and result["pogony"]["hung"][0]["count"] == 4


def test_pogonny_mixed_last_cards_or_other_ranks_make_no_pogony() -> None:
    mixed = from_hands("durak.pogonny", ["6S 7H", "7S 8H KD"], trump_card="AC")
    mixed = go(mixed, attack("6S"), beat("6S", "7S"), throw("7H"), beat("7H", "8H"))
    assert ENGINE.result(mixed)["pogony"] == {"on": 1, "hung": [], "winner": None}  # type: ignore[index]
    sevens = from_hands("durak.pogonny", ["7S 7H", "9S 9H KD"], trump_card="AC", options={"pogony_ranks": ["6"]})
    sevens = go(sevens, attack("7S", "7H"), beat("7S", "9S"), beat("7H", "9H"))
    assert ENGINE.result(sevens)["pogony"]["hung"] == []  # type: ignore[index]
    plain = go(from_hands("durak.podkidnoy", ["6S 6H", "9S 9H KD"], trump_card="AC"),
               attack("6S", "6H"), beat("6S", "9S"), beat("6H", "9H"))
    assert ENGINE.result(plain)["pogony"] is None  # type: ignore[index]


def test_pogonny_with_several_players_the_verdict_names_who_hung_the_pogony() -> None:
    """The page: the fool loses, and if погоны were hung on him, the player who hung them wins. The
    verdict, every seat's verdict and the summary say the same, also when somebody else went out
    first (bot games of 3 and 4 players until two such endings)."""
    found = 0
    for seed in range(100):
        players = 3 + seed % 2
        answer = ok("game.new", {"game": "durak.pogonny", "players": players, "seed": seed})
        while not answer["over"]:
            answer = ok("game.bot", {"game": "durak.pogonny", "state": answer["state"]})
        result = answer["result"]
        hanger, loser = (result["pogony"] or {}).get("winner"), result["loser"]
        if hanger is None or result["order_out"][0] == hanger:
            continue
        found += 1
        assert f"{seat_name(hanger)} навешивает ему погоны" in result["summary_ru"]
        assert f"Выиграл {seat_name(hanger)}" in result["verdict_ru"] and "Первым вышел" not in result["verdict_ru"]
        winners = [seat for seat, text in enumerate(result["verdicts_ru"]) if text.startswith("Вы выиграли")]
        assert winners == [hanger]
        assert result["verdicts_ru"][loser].startswith("Вы — дурак")
        if found == 2:
            return
    pytest.fail(f"only {found} games of 100 ended with погоны hung by a player who did not go out first")


def test_pogonny_more_then_higher_pogony_win() -> None:
    state: State = {"loser": 2, "pogony_marks": [
        {"by": 0, "on": 2, "rank": "A", "count": 2},
        {"by": 1, "on": 2, "rank": "6", "count": 4},
        {"by": 3, "on": 0, "rank": "K", "count": 4},  # put on someone who is not the fool
    ]}
    rules = PRESETS["durak.pogonny"]
    assert pogony_result(state, rules)["winner"] == 1  # type: ignore[index]
    state["pogony_marks"] = [{"by": 0, "on": 2, "rank": "7", "count": 2}, {"by": 1, "on": 2, "rank": "8", "count": 2}]
    assert pogony_result(state, rules)["winner"] == 1  # type: ignore[index]
    state["loser"] = None
    assert pogony_result(state, rules) is None  # a draw has no fool
