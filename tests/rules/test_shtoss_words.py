"""Штосс: the engine's own words for the widget — each pair, each decided stake, each move."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.cards import Card, Rank, parse_cards
from rules_py.errors import IllegalMove
from rules_py.games import State
from rules_py.shtoss.engine import ENGINE
from rules_py.shtoss.rules import BANKER, PUNTER, pair_note_ru


def _staked(pack: str, card: str = "QH", stake: int = 10, seed: int = 3) -> State:
    state = ENGINE.new_game("shtoss", 2, seed, {"rounds": None})
    state = ENGINE.play(state, {"type": "stake", "card": card, "stake": stake})
    head = [c.code for c in parse_cards(pack)]
    state["pack"] = head + [c for c in state["pack"] if c not in head]
    return state


@pytest.mark.parametrize(("lob", "sonik", "words"), [
    ("QC", "2D", "Лоб совпал"),
    ("2D", "QC", "Соник совпал"),
    ("QC", "QD", "Плие"),
    ("2D", "3C", "Ни лоб, ни соник"),
])
def test_pair_notes(lob: str, sonik: str, words: str) -> None:
    assert pair_note_ru(Card.parse(lob), Card.parse(sonik), Rank.QUEEN).startswith(words)


def test_view_explains_every_pair_and_the_verdict() -> None:
    state = _staked("2C 3C 4C QS")
    state = ENGINE.play(state, {"type": "pair"})
    view = ENGINE.view(state, PUNTER)
    assert view["pairs_ru"] == [pair_note_ru(Card.parse("2C"), Card.parse("3C"), Rank.QUEEN)]
    assert view["last_ru"] is None
    state = ENGINE.play(state, {"type": "pair"})
    view = ENGINE.view(state, PUNTER)
    # «Лоб» and «соник» name the cards of the first pair only, as in the seed.
    assert len(view["pairs_ru"]) == 2 and view["pairs_ru"][1].startswith("Вторая карта пары совпала")
    assert view["slots_ru"] == [["лоб", "соник"], ["нечётная", "чётная"]]
    assert view["last_ru"] == state["history"][-1]["summary_ru"]
    assert "4-й картой, на чётном месте, второй в 2-м абцуге" in view["last_ru"] and "выиграл понтёр" in view["last_ru"]
    assert "соник" not in view["last_ru"] and "соник" not in view["pairs_ru"][1]
    # The next stake starts with no pairs and no verdict, the history keeps the words.
    state = ENGINE.play(state, {"type": "next_round"})
    view = ENGINE.view(state, PUNTER)
    assert view["pairs"] == [] and view["pairs_ru"] == [] and view["last_ru"] is None
    assert view["history"][0]["summary_ru"].startswith("Карта понтёра — дама червей")


def test_describe_moves() -> None:
    state = ENGINE.new_game("shtoss", 2, 1799, {"rounds": None})
    stake = {"type": "stake", "card": "QH", "stake": 25}
    assert ENGINE.describe_move(state, stake) == "ставит 25 на карту Д♥ (дама червей)"
    state = ENGINE.play(state, stake)
    before = copy.deepcopy(state)
    assert ENGINE.describe_move(state, {"type": "pair"}) == "открывает 1-й абцуг: лоб 10♠, соник 10♣"
    assert state == before  # describing never changes the state
    text = ENGINE.describe_move(state, {"type": "all"})
    assert text.startswith("открывает до конца (4 абц.): 10♠ и 10♣; 9♥ и 4♠; К♣ и 7♥; К♠ и Д♠.")
    assert text.endswith("Ставку 25 выиграл понтёр.")
    assert "лоб и соник" in ENGINE.hint(state)["reason_ru"]
    second = ENGINE.play(state, {"type": "pair"})
    assert ENGINE.describe_move(second, {"type": "pair"}) == "открывает 2-й абцуг: 9♥ и 4♠"
    assert "соник" not in ENGINE.hint(second)["reason_ru"]
    assert "не может метать" in ENGINE.describe_move(ENGINE.play(state, {"type": "all"}), {"type": "pair"})
    assert ENGINE.describe_move(state, {"type": "next_round"}).startswith("берёт свежую")
    assert ENGINE.describe_move(state, {"type": "shuffle"}) == "неизвестный ход"


def test_protocol_play_returns_the_words() -> None:
    import json

    from rules_py.api import handle

    def call(method: str, params: dict[str, object]) -> dict[str, object]:
        return json.loads(handle(json.dumps({"method": method, "params": params})))["result"]  # type: ignore[no-any-return]

    state = call("game.new", {"game": "shtoss", "seed": 1799, "options": {"rounds": None}})["state"]
    answer = call("game.play", {"game": "shtoss", "state": state, "move": {"type": "stake", "card": "QH", "stake": 10}})
    assert answer["move_ru"] == "ставит 10 на карту Д♥ (дама червей)"


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), cards=st.sampled_from([52, 36, 32]), index=st.integers(0, 31))
def test_every_decided_stake_is_explained_by_the_engine(seed: int, cards: int, index: int) -> None:
    state = ENGINE.new_game("shtoss", 2, seed, {"cards": cards, "rounds": None})
    card = ENGINE.legal_moves(state)[index]["card"]
    state = ENGINE.play(ENGINE.play(state, {"type": "stake", "card": card, "stake": 10}), {"type": "all"})
    view = ENGINE.view(state, PUNTER)
    entry = state["history"][-1]
    # Every pair but the last is a miss; the last one names the winner the history records.
    assert view["pairs_ru"][:1] == [] or view["pairs_ru"][0].startswith(("Ни лоб", "Лоб", "Соник", "Плие: совпали и лоб"))
    assert all(note.startswith("Ни одна карта пары") for note in view["pairs_ru"][1:-1])
    # The names «лоб» and «соник» appear only where the seed gives them: the first pair.
    assert not any("лоб" in note.lower() or "соник" in note for note in view["pairs_ru"][1:])
    assert ("лоб" in entry["summary_ru"] or "соник" in entry["summary_ru"]) == (entry["pair"] == 1)
    last = view["pairs_ru"][-1]
    assert last.endswith("выиграл понтёр.") == (entry["winner"] == PUNTER)
    assert ("выиграл банкомёт" in last) == (entry["winner"] == BANKER)
    assert last.startswith("Плие") == entry["plie"]
    assert view["last_ru"] == entry["summary_ru"]
    with pytest.raises(IllegalMove):
        ENGINE.play(state, {"type": "pair"})
