"""Безик: the words of the move log (describe_move), the seats and trump suit in the view, and the
closing sentence that says the source stops (no scores, X-86) when the game is set to stop there."""

from __future__ import annotations

import copy

from rules_py.bezique.engine import ENGINE, END_NOTE_RU
from rules_py.games import State

from bezique_positions import set_up




def test_cards_and_infusorka_are_described() -> None:
    state = set_up(["KS JK QH", "AS 10D 9C"])
    before = copy.deepcopy(state)
    assert ENGINE.describe_move(state, {"type": "card", "card": "KS"}) == "К♠"
    assert ENGINE.describe_move(state, {"type": "card", "card": "JK", "as": "AS"}) == "инфузорка как Т♠"
    assert state == before


def test_the_last_card_of_a_round_says_who_holds_the_lead() -> None:
    state = ENGINE.play(set_up(["KS QH", "AS 10D"]), {"type": "card", "card": "KS"})
    assert ENGINE.describe_move(state, {"type": "card", "card": "AS"}) == "Т♠ — ход у: Игрок 2 (перекрыл)"
    assert ENGINE.describe_move(state, {"type": "card", "card": "10D"}) == "10♦ — ход у: Игрок 1 (карту не перекрыли)"


def test_exchange_declare_and_pass_are_described() -> None:
    state = set_up(["9S QS JC", "AS 10D"], trump="KS")
    assert ENGINE.describe_move(state, {"type": "exchange", "card": "9S"}) == "меняет 9♠ на открытый козырь К♠"
    assert ENGINE.describe_move(state, {"type": "declare", "cards": ["QS", "JK"]}) == "показка «безик»: Д♠ инфузорка"
    assert ENGINE.describe_move(state, {"type": "pass"}) == "без показки"
    assert ENGINE.describe_move(state, {"type": "card", "card": "XX"}) == "неизвестная карта"


def test_view_names_seats_and_trump_suit() -> None:
    view = ENGINE.view(ENGINE.new_game("bezique", 3, 4, {}), 0)
    assert view["seats"] == ["Игрок 1", "Игрок 2", "Игрок 3"]
    state = set_up(["KS", "AS"], trump="10H")
    assert ENGINE.view(state, 0)["trump_suit_ru"] == "червы"


def test_result_says_the_source_stops_and_counts_declarations() -> None:
    state = set_up(["KS 10D", "AS 9D"], stock="AC", ending="source")
    state = ENGINE.play(ENGINE.play(state, {"type": "card", "card": "KS"}), {"type": "card", "card": "9D"})
    result = ENGINE.result(state)
    assert result is not None and result["scores"] is None
    assert result["summary_ru"].startswith(END_NOTE_RU)
    assert result["summary_ru"].endswith("Игрок 1 — 0, Игрок 2 — 0.")
