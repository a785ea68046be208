"""What the canasta calculator asks the engine: typed cards, the presets' option lists, the score sheet."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.api import handle
from rules_py.canasta.entry import read_cards
from rules_py.canasta.presets import PRESETS
from rules_py.canasta.sheet import score_sheet
from rules_py.errors import BadCard, BadRequest


def call(method: str, params: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(handle(json.dumps({"method": method, "params": params})))
    return answer


# -- typed cards ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "codes"),
    [
        ("KS KH KD", ["KS", "KH", "KD"]),
        ("10h, Td 10♦", ["10H", "10D", "10D"]),
        ("Д♠ В♣ Т♥ К♦", ["QS", "JC", "AH", "KD"]),
        ("джокер дж JK *", ["JK", "JK", "JK", "JK"]),
        ("Кп 7ч 3б Тт 10к Дп", ["KS", "7H", "3D", "AC", "10C", "QS"]),
        ("  ", []),
    ],
)
def test_typed_cards_are_read_by_the_engine(text: str, codes: list[str]) -> None:
    assert read_cards(text) == codes
    assert call("canasta.cards", {"text": text}) == {"ok": True, "result": {"cards": codes}}


@pytest.mark.parametrize("text", ["7x", "1S", "Ж♠", "п"])
def test_a_card_not_understood_is_refused_with_its_text(text: str) -> None:
    with pytest.raises(BadCard):
        read_cards(text)
    answer = call("canasta.cards", {"text": f"KS {text}"})
    assert answer["error"]["code"] == "bad_card"
    assert f"«{text}»" in answer["error"]["message"]


def test_cards_method_wants_a_string() -> None:
    assert call("canasta.cards", {"text": ["KS"]})["error"]["code"] == "bad_request"
    with pytest.raises(BadRequest):
        read_cards("KS " * 501)


# -- presets for the calculator ------------------------------------------------------------------


def test_presets_carry_option_labels_and_sides() -> None:
    presets = {p["id"]: p for p in call("canasta.presets", {})["result"]["presets"]}
    assert list(presets) == list(PRESETS)
    assert presets["canasta.classic"]["sides"] == 2
    assert presets["canasta.classic"]["side_names"] == ["Мы", "Они"]
    assert presets["canasta.three"]["sides"] == 3
    assert presets["canasta.fifteen"]["sides"] == 2
    assert "joker_canasta" in presets["canasta.classic"]["options_ru"]
    assert set(presets["canasta.russian_31b"]["options_ru"]) == set(PRESETS["canasta.russian_31b"].options_allowed)
    three = call("canasta.presets", {"game": "canasta.fifteen", "options": {"players": 3}})["result"]["presets"][0]
    assert three["sides"] == 3 and three["side_names"][2] == "Игрок 3"


# -- the score sheet -----------------------------------------------------------------------------


def test_sheet_sums_deals_and_stops_at_the_target() -> None:
    sheet = score_sheet("canasta.classic", [[770, -55], [120, 300]])
    assert sheet.running == [[770, -55], [890, 245]]
    assert sheet.totals == [890, 245] and not sheet.finished and sheet.winner is None
    assert "не хватает 4110 очков" in sheet.summary_ru
    done = score_sheet("canasta.classic", [[2500, 2400], [2600, 2800]])
    assert done.finished and done.reached == [0, 1] and done.winner == 1
    assert "с разницей 100 очков" in done.summary_ru


def test_sheet_refuses_deals_after_the_game_is_over() -> None:
    with pytest.raises(BadRequest, match="окончилась на сдаче №1"):
        score_sheet("canasta.classic", [[5000, 0], [10, 10]])


def test_sheet_tie_at_the_target_has_no_winner() -> None:
    sheet = score_sheet("canasta.classic", [[5000, 5000]])
    assert sheet.finished and sheet.winner is None and "ничья" in sheet.summary_ru


@pytest.mark.parametrize(("game", "target"), [(g, r.target) for g, r in PRESETS.items()])
def test_sheet_uses_each_presets_target(game: str, target: int) -> None:
    sides = 2 if PRESETS[game].partnership else PRESETS[game].players
    assert not score_sheet(game, [[target - 5] * sides]).finished
    round_rest = [[0] * sides] * (PRESETS[game].deals_per_round - 1)  # Combo: a whole round of four deals
    assert score_sheet(game, [[target] + [0] * (sides - 1)] + round_rest).winner == 0


def test_sheet_target_option_and_opening_minimum_by_score() -> None:
    # Classic to 7500: a side with 5000 or more opens only with a canasta (002, X-72).
    sheet = score_sheet("canasta.classic", [[5000, 1500]], {"target": 7500})
    assert not sheet.finished
    assert sheet.opening[0]["canasta_required"] is True
    assert sheet.opening[1]["points"] == 90
    assert score_sheet("canasta.classic", [[-20, 3000]]).opening == [
        {"points": 15, "canasta_required": False, "why": "При счёте -20 первая выкладка должна стоить не меньше 15 очков."},
        {"points": 120, "canasta_required": False, "why": "При счёте 3000 первая выкладка должна стоить не меньше 120 очков."},
    ]


def test_sheet_three_players_each_for_himself() -> None:
    sheet = score_sheet("canasta.three", [[100, 200, 300]])
    assert sheet.names == ["Игрок 1", "Игрок 2", "Игрок 3"]
    with pytest.raises(BadRequest, match="нужно 3 целых числа"):
        score_sheet("canasta.three", [[100, 200]])


def test_sheet_method_answers_and_refuses_with_reasons() -> None:
    ok = call("canasta.sheet", {"game": "canasta.russian", "deals": [[660, -100]]})["result"]
    assert ok["totals"] == [660, -100] and ok["target"] == 10000
    bad = call("canasta.sheet", {"game": "canasta.classic", "deals": [[1, True]]})
    assert bad["error"]["code"] == "bad_request"
    assert call("canasta.sheet", {"game": "canasta.nope", "deals": []})["error"]["code"] == "bad_request"


@settings(max_examples=30, deadline=None)
@given(st.lists(st.lists(st.integers(-3000, 2000), min_size=2, max_size=2), max_size=8))
def test_sheet_totals_are_the_sums_of_the_deals(deals: list[list[int]]) -> None:
    try:
        sheet = score_sheet("canasta.classic", deals)
    except BadRequest:
        # only when a deal follows the one that reached the target
        sums = [0, 0]
        for row in deals[:-1]:
            sums = [a + b for a, b in zip(sums, row)]
            if max(sums) >= 5000:
                return
        raise
    assert sheet.totals == [sum(d[0] for d in deals), sum(d[1] for d in deals)]
    assert sheet.finished == (max(sheet.totals) >= 5000 if deals else False)


@pytest.mark.parametrize("game", list(PRESETS))
def test_the_game_table_may_name_the_presets_own_deck(game: str) -> None:
    # <rp-play> sends its deck as an option even where the preset has only one deck.
    rules = PRESETS[game]
    answer = call("game.new", {"game": game, "players": rules.players, "seed": 1, "options": {"deck": rules.deck}})
    assert answer["ok"], answer
    assert "deck" not in answer["result"]["state"]["options"]
    other = next(d for d in ("2x52+2", "2x54", "3x54") if d not in rules.deck_options)
    refused = call("game.new", {"game": game, "players": rules.players, "seed": 1, "options": {"deck": other}})
    assert refused["error"]["code"] == "bad_request"
