"""Круглый дурак: the rhombus phase, the attacks of one, three or five cards, the end of the game,
the bot and hints, each rule on a hand-built position."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules_py.api import handle
from rules_py.durak.krugly import ENGINE
from rules_py.durak.krugly.bouts import check_shape
from rules_py.errors import BadRequest, IllegalMove

from engine_moves import Checker

State = dict[str, Any]
go, refused = Checker(ENGINE).go, Checker(ENGINE).refused
GAME = "durak.krugly"


def lay() -> dict[str, Any]:
    return {"type": "lay"}


def hit(target: str) -> dict[str, Any]:
    return {"type": "beat", "target": target}


def attack(*cards: str) -> dict[str, Any]:
    return {"type": "attack", "cards": list(cards)}


def beat(card: str, by: str) -> dict[str, Any]:
    return {"type": "beat", "attack": card, "card": by}


TAKE = {"type": "take"}


def rhombus(players: int = 3, *, rhombus: str = "6S 7S 8H 9H 10C JC QD KD", center: str = "8D",
            drawn: str = "9S", stock: str = "6C 7C 8C", beside: str = "", turn: int = 0,
            **options: Any) -> State:
    """A first-phase position built by hand (the centre card gives the trump suit)."""
    s = ENGINE.new_game(GAME, players, 1, options)
    s.update(rhombus=rhombus.split(), center=center, trump_card=center, trump_suit=center[-1],
             drawn=drawn, stock=stock.split(), beside=beside.split(), turn=turn)
    return s


def bouts(hands: list[str], *, attacker: int = 0, defender: int | None = None, trump: str = "D",
          table: list[tuple[str, str | None]] | None = None, **options: Any) -> State:
    """A second-phase position built by hand."""
    s = ENGINE.new_game(GAME, len(hands), 1, options)
    n = len(hands)
    defender = (attacker + 1) % n if defender is None else defender
    pairs = [[a, d] for a, d in (table or [])]
    phase = "defend" if any(d is None for _, d in pairs) else "lead"
    s.update(rhombus=[None] * 8, center=None, drawn=None, stock=[], hands=[h.split() for h in hands],
             trump_suit=trump, attacker=attacker, defender=defender, table=pairs, phase=phase,
             turn=defender if phase == "defend" else attacker, bout=1)
    return s


# --- the layout ---------------------------------------------------------------------------------


def test_the_rhombus_and_the_central_trump_are_laid_out_and_the_dealers_left_draws() -> None:
    s = ENGINE.new_game(GAME, 4, 8, {})
    assert len(s["rhombus"]) == 8 and all(s["rhombus"])
    assert s["trump_suit"] == s["center"][-1] and s["trump_card"] == s["center"]
    assert len(s["stock"]) == 36 - 9 - 1 and s["drawn"] is not None
    assert (s["dealer"], s["turn"], s["phase"]) == (3, 0, "place")
    assert ENGINE.new_game(GAME, 4, 8, {"dealer": 0})["turn"] == 1
    assert all(h == [] for h in s["hands"])


def test_only_the_36_card_pack_and_two_to_six_players() -> None:
    for params, words in (({"players": 7}, "от 2 до 6"), ({"players": 3, "options": {"deck": "52"}}, "колода")):
        answer = json.loads(handle(json.dumps({"method": "game.new", "params": {"game": GAME, "seed": 1, **params}})))
        assert not answer["ok"] and words in answer["error"]["message"]


# --- the first phase ----------------------------------------------------------------------------


def test_beating_a_rhombus_card_takes_both_and_the_next_player_draws() -> None:
    s = go(rhombus(), hit("6S"))
    assert s["hands"][0] == ["6S", "9S"]
    assert s["rhombus"][0] is None and s["turn"] == 1 and s["drawn"] == "6C" and s["stock"] == ["7C", "8C"]


def test_a_trump_beats_a_card_of_another_suit() -> None:
    s = rhombus(drawn="6D")
    targets = sorted(m["target"] for m in ENGINE.legal_moves(s))
    assert targets == sorted(["6S", "7S", "8H", "9H", "10C", "JC"])  # not QD, KD, nor the 8D centre


def test_must_beat_when_the_drawn_card_beats_something() -> None:
    refused(rhombus(), lay(), "Вытянутой картой нужно бить")
    loose = rhombus(must_beat=False)
    assert go(loose, lay())["beside"] == ["9S"]


def test_a_card_that_beats_nothing_is_laid_beside_the_rhombus_and_may_be_beaten_later() -> None:
    s = go(rhombus(drawn="6H"), lay())
    assert s["beside"] == ["6H"] and s["turn"] == 1
    s["drawn"] = "7H"
    assert hit("6H") in ENGINE.legal_moves(s)
    s = go(s, hit("6H"))
    assert s["beside"] == [] and sorted(s["hands"][1]) == ["6H", "7H"]


def test_a_refused_beat_gives_the_reason() -> None:
    refused(rhombus(), hit("KD"), "Нельзя побить короля бубен девяткой пик")
    refused(rhombus(), hit("AS"), "На столе нет карты «туз пик»")


def test_beating_the_centre_takes_the_whole_table_and_starts_the_second_phase() -> None:
    s = go(rhombus(drawn="9D", beside="6H"), hit("8D"))
    assert sorted(s["hands"][0]) == sorted("6S 7S 8H 9H 10C JC QD KD 8D 6H 9D".split())
    assert s["aside"] == ["6C", "7C", "8C"] and s["stock"] == []
    assert s["phase"] == "over"  # the others hold nothing: they are out, and seat 0 is the fool
    assert ENGINE.result(s)["loser"] == 0


def test_the_centre_only_after_the_rhombus_by_option() -> None:
    s = ENGINE.new_game(GAME, 3, 1, {"center": "after_rhombus"})
    s.update(rhombus="6S 7S 8H 9H 10C JC QD KD".split(), center="8D", trump_card="8D", trump_suit="D",
             drawn="9D", stock=["6C"], beside=[], turn=0)
    refused(s, hit("8D"), "только когда в ромбе не осталось карт")
    s["rhombus"] = [None] * 8
    assert hit("8D") in ENGINE.legal_moves(s)


def test_when_the_stock_runs_out_the_last_player_takes_the_table() -> None:
    s = go(rhombus(drawn="6H", stock=""), lay())
    assert sorted(s["hands"][0]) == sorted("6S 7S 8H 9H 10C JC QD KD 8D 6H".split())
    assert s["phase"] == "over" and ENGINE.result(s)["loser"] == 0


def test_the_second_phase_is_led_by_the_trump_six() -> None:
    s = rhombus(drawn="10D", stock="")
    s["hands"] = [["AS"], ["6D", "KS"], ["7D", "9C"]]
    s = go(s, hit("9H"))  # the last card of the stock: seat 0 takes the table and phase two begins
    assert (s["phase"], s["attacker"], s["defender"]) == ("lead", 1, 2)


def test_without_the_trump_six_the_lowest_trump_leads() -> None:
    s = rhombus(drawn="10D", stock="")
    s["hands"] = [["AS"], ["KS"], ["7D", "9C"]]
    s = go(s, hit("9H"))
    assert s["attacker"] == 2 and s["defender"] == 0


# --- the second phase ---------------------------------------------------------------------------


def test_attacks_of_one_three_and_five_cards() -> None:
    check_shape(["7S"])
    check_shape(["7S", "7H", "AC"])
    check_shape(["7S", "7H", "9C", "9D", "AC"])
    check_shape(["7S", "7H", "7C", "7D", "AC"])  # four of a kind are two pairs
    for cards, words in ((["7S", "7H"], "Заходят одной картой, тремя"),
                         (["7S", "8H", "AC"], "пара одного достоинства"),
                         (["7S", "7H", "9C", "10D", "AC"], "две пары")):
        with pytest.raises(IllegalMove, match=words):
            check_shape(cards)


def test_an_attack_of_the_wrong_shape_or_too_big_is_refused() -> None:
    s = bouts(["7S 7H 9C 9D AC", "6H 8H KS"])
    refused(s, attack("7S", "9C"), "Заходят одной картой, тремя")
    refused(s, attack("7S", "7H", "9C", "9D", "AC"), "У защищающегося всего 3 карты")
    refused(s, attack("7S", "AS"), "нет карты «туз пик»")
    refused(s, attack("6H"), "нет карты «шестёрка червей»")
    after = ENGINE.play(s, attack("7S", "7H", "AC"))  # any three of the right shape, listed or not
    assert after["table"] == [["7S", None], ["7H", None], ["AC", None]] and after["turn"] == 1


def test_beaten_cards_go_to_the_discard_and_the_defender_attacks_next() -> None:
    s = bouts(["7S 9C", "8S KC 6H", "10H"], table=[("7S", None)])
    s["hands"][0] = ["9C"]
    s = go(s, beat("7S", "8S"))
    assert s["discard"] == ["7S", "8S"] and (s["attacker"], s["defender"], s["phase"]) == (1, 2, "lead")
    assert ENGINE.view(s, 0)["last_bout"] == {
        "bout": 1, "attacker": 0, "defender": 1, "table": [["7S", "8S"]], "outcome": "beaten",
        "outcome_ru": "Бито: Игрок 2 отбился, карты ушли в отбой — 2 карты."}


def test_after_a_take_the_player_after_the_taker_attacks() -> None:
    s = bouts(["9C", "KC 6H", "10H JH"], table=[("7S", None)])
    s = go(s, TAKE)
    assert sorted(s["hands"][1]) == ["6H", "7S", "KC"]
    assert (s["attacker"], s["defender"]) == (2, 0)


def test_take_only_when_unable_to_beat_by_option() -> None:
    s = bouts(["9C", "8S KC", "10H"], table=[("7S", None)], voluntary_take=False)
    refused(s, TAKE, "взять можно, только если отбиться нечем")
    s["hands"][1] = ["KC", "6H"]
    assert TAKE in ENGINE.legal_moves(s)


def test_players_without_cards_are_out_and_the_last_holder_is_the_fool() -> None:
    s = bouts(["7S", "8S KC", "10H"], table=[("7S", None)])
    s["hands"][0] = []
    s = go(s, beat("7S", "8S"))
    assert s["out"] == [[0]] and (s["phase"], s["attacker"], s["defender"]) == ("lead", 1, 2)
    s = go(s, attack("KC"), TAKE)
    result = ENGINE.result(s)
    assert result is not None and result["loser"] == 2 and result["order_out"] == [0, 1]
    assert result["summary_ru"] == "Игрок 3 остался с картами — «дурак». Первым от карт избавился Игрок 1."
    assert result["next_dealer"] == 2 and ENGINE.legal_moves(s) == [] and ENGINE.to_move(s) is None
    assert result["verdicts_ru"] == ["Вы выиграли: дурак — Игрок 3 (2 карты), вы вышли первым.",
                                     "Вы выиграли: дурак — Игрок 3 (2 карты), вы вышли вторым.",
                                     "Вы — дурак: у вас осталось 2 карты."]


def test_the_last_two_running_out_together_is_a_draw() -> None:
    s = bouts(["7S", "8S"], table=[("7S", None)])
    s["hands"][0] = []
    s = go(s, beat("7S", "8S"))
    result = ENGINE.result(s)
    assert result["draw"] and result["loser"] is None and result["next_dealer"] == (s["dealer"] + 1) % 2
    assert "Ничья" in result["summary_ru"]


# --- words, bots, hints, damaged states ---------------------------------------------------------


def test_moves_are_described_in_russian() -> None:
    s = rhombus()
    assert ENGINE.describe_move(s, hit("6S")) == "Игрок 1 бьёт шестёрку пик девяткой пик и забирает обе карты."
    s2 = rhombus(drawn="6H")
    assert ENGINE.describe_move(s2, lay()) == "Игрок 1 не может побить и кладёт шестёрку червей рядом с ромбом."
    s3 = rhombus(drawn="9D")
    assert ENGINE.describe_move(s3, hit("8D")) == (
        "Игрок 1 бьёт центральную карту, восьмёрку бубен, девяткой бубен и забирает со стола все карты — 10 карт.")
    s4 = bouts(["7S 7H AC", "6H 8H KS"])
    assert ENGINE.describe_move(s4, attack("AC", "7H", "7S")) == "Игрок 1 заходит под Игрока 2: 7♠ 7♥ Т♣."


def test_the_hint_is_a_legal_move_with_a_reason_and_the_bot_plays_it() -> None:
    s = ENGINE.new_game(GAME, 3, 8, {})
    for _ in range(200):
        if ENGINE.result(s) is not None:
            break
        hint = ENGINE.hint(s)
        assert hint["reason_ru"] and hint["move"] == ENGINE.bot_move(s)
        s = ENGINE.play(s, hint["move"])  # accepted (raises otherwise)
    assert ENGINE.result(s) is not None


def test_the_bot_sheds_a_pair_and_a_card_and_beats_cheaply() -> None:
    s = bouts(["7S 7H 8C KD AD", "6H 8H KS QS JS 9S"])
    move = ENGINE.bot_move(s)
    assert move == attack("7S", "7H", "8C")
    d = bouts(["9C", "8S KS 6D"], table=[("7S", None)])
    assert ENGINE.bot_move(d) == beat("7S", "8S")


def test_a_move_out_of_turn_or_malformed_is_refused_and_a_damaged_state_is_a_bad_request() -> None:
    s = rhombus()
    refused(s, {**hit("6S"), "seat": 1}, "Сейчас ходит Игрок 1")
    refused(s, {"type": "beat"}, "нужна карта стола")
    refused(s, attack("9S"), "кладёт вытянутую карту")
    with pytest.raises(BadRequest):
        ENGINE.play({"game": GAME}, lay())
    broken = rhombus()
    broken["drawn"] = 17
    with pytest.raises(BadRequest):
        ENGINE.legal_moves(broken)
    answer = json.loads(handle(json.dumps({"method": "game.play", "params": {"game": GAME, "state": {"game": GAME, "rhombus": 1}, "move": lay()}})))
    assert answer["error"]["code"] == "bad_request"


def test_a_seat_sees_no_hidden_card() -> None:
    s = bouts(["7S 7H", "6H 8H"])
    s["stock"] = ["AS"]
    seen = ENGINE.view(s, 0)
    assert seen["hand"] == ["7S", "7H"] and seen["hands"] is None and seen["counts"] == [2, 2]
    assert "6H" not in seen["labels"] and "AS" not in seen["labels"] and seen["stock"] == 1


def test_the_protocol_plays_krugly_and_cheshsky_with_their_own_engines() -> None:
    games = json.loads(handle('{"method": "games.list"}'))["result"]["games"]
    playable = {g["id"]: g["playable"] for g in games}
    assert all(playable[g] for g in ("durak.krugly", "durak.cheshsky", "durak.cheshsky_1", "durak.cheshsky_2"))
    answer = json.loads(handle(json.dumps({"method": "game.new", "params": {"game": GAME, "players": 3, "seed": 8}})))
    result = answer["result"]
    assert result["view"]["rhombus"] and result["to_move"] == 0 and result["legal"] == [lay()]
    hint = json.loads(handle(json.dumps({"method": "game.hint", "params": {"game": GAME, "state": result["state"]}})))
    assert hint["result"]["move"] == lay() and hint["result"]["move_ru"].startswith("Побить нечем — положите")
