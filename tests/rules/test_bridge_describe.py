"""The bridge move log and the one-line result: describe_move and result()["summary_ru"]."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings, strategies as st

import rules_py.bridge.protocol  # noqa: F401  (registers bridge.* and the engine)
from rules_py.api import handle
from rules_py.bridge.engine import ENGINE
from rules_py.games import State

FULL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def new(options: dict[str, Any] | None = None, seed: int = 1) -> State:
    return ENGINE.new_game("bridge", 4, seed, options or {})


def call(state: State, *names: str) -> State:
    for name in names:
        state = ENGINE.play(state, {"type": "call", "call": name})
    return state


def test_calls_are_named_with_the_seat() -> None:
    state = new({"dealer": "E"})
    assert ENGINE.describe_move(state, {"type": "call", "call": "1S"}) == "Восток: 1♠"
    state = call(state, "1S")
    assert ENGINE.describe_move(state, {"type": "call", "call": "X"}) == "Юг: контра"
    state = call(state, "X")
    assert ENGINE.describe_move(state, {"type": "call", "call": "XX"}) == "Запад: реконтра"
    assert ENGINE.describe_move(state, {"type": "call", "call": "3NT"}) == "Запад: 3БК"
    assert ENGINE.describe_move(state, {"type": "call", "call": "пас"}) == "Запад: пас"


def test_cards_are_named_in_the_accusative_and_dummy_is_marked() -> None:
    # N deals and opens 1♠; S is dummy, E leads.
    state = call(new({"pbn": FULL}), "1S", "pass", "pass", "pass")
    assert ENGINE.describe_move(state, {"type": "card", "card": "10S"}) == "Восток кладёт десятку пик"
    state = ENGINE.play(state, {"type": "card", "card": "10S"})
    assert ENGINE.describe_move(state, {"type": "card", "card": "7S"}) == "Юг (болван) кладёт семёрку пик"
    state = ENGINE.play(state, {"type": "card", "card": "7S"})
    assert ENGINE.describe_move(state, {"type": "card", "card": "4S"}) == "Запад кладёт четвёрку пик"
    state = ENGINE.play(state, {"type": "card", "card": "4S"})
    # The fourth card closes the trick: the description says who takes it.
    assert ENGINE.describe_move(state, {"type": "card", "card": "QS"}) == (
        "Север кладёт даму пик; взятку берёт Север"
    )


def test_game_play_answers_carry_the_description() -> None:
    state = new({"dealer": "S"})
    answer = json.loads(handle(json.dumps({"method": "game.play", "params": {
        "game": "bridge", "state": state, "move": {"type": "call", "call": "1NT"}}})))
    assert answer["ok"] and answer["result"]["move_ru"] == "Юг: 1БК"
    assert answer["result"]["view"]["seats"] == ["Север", "Восток", "Юг", "Запад"]


def test_summary_of_a_made_contract() -> None:
    # N holds the whole spade suit and declares 4♠: every trick is N's once trumps are drawn.
    one_suit_each = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
    state = call(new({"pbn": one_suit_each}), "4S", "pass", "pass", "pass")
    while ENGINE.result(state) is None:
        state = ENGINE.play(state, ENGINE.bot_move(state))
    result = ENGINE.result(state)
    assert result is not None and result["declarer_tricks"] == 13
    # 120 below; 3 overtricks x 30 and the five trump honours (150) above.
    assert result["summary_ru"] == "4♠ Севера: взято 13, контракт выполнен; NS +120 под чертой, NS +240 над чертой"


def test_summary_of_a_defeated_contract() -> None:
    state = call(new({"pbn": "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"}),
                 "pass", "7NT", "X", "pass", "pass", "pass")
    while ENGINE.result(state) is None:
        state = ENGINE.play(state, ENGINE.bot_move(state))
    result = ENGINE.result(state)
    # S leads diamonds and runs all thirteen: E takes nothing, 13 down doubled (100 + 12 x 200).
    assert result is not None and result["contract"] == "7NTX" and result["declarer_tricks"] == 0
    assert result["summary_ru"] == "7БК с контрой Востока: взято 0, без 13; NS +2500 над чертой"


def test_summary_of_a_passed_out_deal() -> None:
    state = call(new({"dealer": "W"}), "pass", "pass", "pass", "pass")
    result = ENGINE.result(state)
    assert result is not None and result["passed_out"]
    assert result["summary_ru"] == "Все четверо спасовали: сдача не разыгрывается, очков нет; сдаёт Север."


# Six whole deals (each about 3 s of the bots' card play): every kind of move a deal holds is among
# them; the calls and cards themselves are described case by case in the tests above.
@settings(max_examples=6, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_every_bot_move_of_a_deal_has_a_description(seed: int) -> None:
    state = new({"dealer": "NESW"[seed % 4]}, seed)
    while ENGINE.result(state) is None:
        move = ENGINE.bot_move(state)
        text = ENGINE.describe_move(state, move)
        assert text and text.split()[0].rstrip(":") in ("Север", "Восток", "Юг", "Запад")
        state = ENGINE.play(state, move)
    result = ENGINE.result(state)
    assert result is not None and result["summary_ru"]
