"""What a teaching table shows besides the cards, through the protocol: the last bout of durak and the
last trick of King and Bezique (still there after the next card is led), the running score sheets of
King and canasta played to the target, and the sentence that says who won and by how much, for a
spectator and for the reader at each seat."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.cards import Card, Suit
from rules_py.durak.setup import from_hands
from rules_py.king.tricks import trick_winner
from teaching_games import ok, walk

State = dict[str, Any]


def view(game: str, state: State, seat: int = 0) -> dict[str, Any]:
    return ok("game.view", {"game": game, "state": state, "seat": seat})["view"]  # type: ignore[no-any-return]


def play(game: str, state: State, move: dict[str, Any]) -> dict[str, Any]:
    return ok("game.play", {"game": game, "state": state, "move": move})


# -- durak: the last bout -------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["durak.podkidnoy", "durak.perevodnoy", "durak.prostoy", "durak.bolshoy"])
@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), chooser=st.integers(0, 10**6))
def test_durak_the_last_bout_is_the_cards_that_left_the_table(game: str, seed: int, players: int, chooser: int) -> None:
    answers, _ = walk(game, players, seed, 400, chooser)
    assert answers[0]["view"]["last_bout"] is None
    for before, after in zip(answers, answers[1:]):
        b, a = before["state"], after["state"]
        last = after["view"]["last_bout"]
        if a["bout"] == b["bout"] and a["phase"] != "over":
            assert last == before["view"]["last_bout"]  # kept while the next bout goes on
            continue
        assert last["bout"] == b["bout"] and last["defender"] == b["defender"]
        cards = Counter(c for pair in last["table"] for c in pair if c is not None)
        assert all(pair[0] is not None for pair in last["table"])
        if last["outcome"] == "beaten":
            assert all(pair[1] is not None for pair in last["table"])
            assert Counter(a["discard"][len(a["discard"]) - sum(cards.values()):]) == cards
            assert last["outcome_ru"].startswith("Бито: ")
        else:
            assert not cards - Counter(a["hands"][b["defender"]])
            assert " взял " in last["outcome_ru"]


def test_durak_a_taken_bout_and_the_next_lead() -> None:
    state = from_hands("durak.podkidnoy", [["7S", "7H", "QC", "KC"], ["9D", "6C", "AC"]], trump_suit="H",
                       stock=["6S", "8S", "9S", "10S", "JS", "QS", "KS", "AH"])
    after = play("durak.podkidnoy", state, {"type": "attack", "cards": ["7S"]})
    after = play("durak.podkidnoy", after["state"], {"type": "take"})
    after = play("durak.podkidnoy", after["state"], {"type": "throw", "cards": ["7H"]})
    last = after["view"]["last_bout"]
    assert last == {"bout": 1, "attacker": 0, "defender": 1, "table": [["7S", None], ["7H", None]],
                    "outcome": "taken", "taker": 1, "outcome_ru": "Игрок 2 взял 2 карты."}
    # Seat 0 leads the next bout (the taker's left); the last bout is still there to look at.
    led = play("durak.podkidnoy", after["state"], after["legal"][0])
    assert led["view"]["last_bout"] == last and led["view"]["table"]


# -- King and Bezique: the last trick -------------------------------------------------------------


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10**6), chooser=st.integers(0, 10**6))
def test_king_the_last_trick_and_its_points_add_up_to_the_sheet(seed: int, chooser: int) -> None:
    options = {"deals": ["no_boys", "eralash", "last_two"]}
    answers, _ = walk("king", 4, seed, 5000, chooser, options)
    earned = [[0] * 4 for _ in range(3)]
    for before, after in zip(answers, answers[1:]):
        last = after["view"]["last_trick"]
        finished = len(before["view"]["trick"]) == 3 and before["view"]["phase"] == "play"
        if not finished:
            assert last == before["view"]["last_trick"]  # still shown while the next trick is led
            continue
        cards = [Card.parse(c) for _, c in last["cards"]]
        trump = Suit(before["view"]["trump"]) if before["view"]["trump"] else None
        assert last["winner"] == last["cards"][trick_winner(cards, trump)][0]
        assert [seat for seat, _ in last["cards"][:3]] == [seat for seat, _ in before["view"]["trick"]]
        earned[last["deal_index"]][last["winner"]] += last["points"]
    sheet = answers[-1]["view"]["score_sheet"]
    assert [row["points"] for row in sheet["rows"]] == earned
    assert sheet["deals_played"] == sheet["deals_total"] == 3
    assert sheet["totals"] == answers[-1]["result"]["scores"] == [sum(p) for p in zip(*earned)]


def test_bezique_the_last_trick_is_the_round_just_played() -> None:
    answers, _ = walk("bezique", 2, 4, 30, 2)
    shown = [a["view"]["last_trick"] for a in answers]
    assert shown[0] is None
    for answer, last in zip(answers, shown):
        rounds = answer["state"]["rounds"]
        if rounds:
            assert last["cards"] == rounds[-1]["cards"] and last["winner"] == rounds[-1]["winner"]
            assert last["index"] == len(rounds) - 1 and last["summary_ru"].startswith(f"Взятка №{len(rounds)}: ")


# -- score sheets and the target ------------------------------------------------------------------


def test_king_a_whole_game_has_fourteen_rows_and_a_winner_by_so_many_points() -> None:
    answers, _ = walk("king", 4, 2024, 5000, 1)
    result = answers[-1]["result"]
    sheet = answers[-1]["view"]["score_sheet"]
    assert len(sheet["rows"]) == sheet["deals_total"] == 14
    assert sheet["rows"][0]["label_ru"] == "1. Не брать взяток" and sheet["rows"][13]["label_ru"] == "14. Ералаш на плюс"
    assert sheet["totals"] == result["scores"] and sum(result["scores"]) == 0
    _check_points_verdict(result, players=4)


def test_canasta_played_to_the_target_keeps_a_sheet_and_ends_past_it() -> None:
    answers, _ = walk("canasta.classic", 4, 11, 20000, 4, {"match": True})
    final = answers[-1]
    result, sheet = final["result"], final["view"]["score_sheet"]
    assert sheet["match"] and sheet["target"] == result["target"] == 5000
    assert len(sheet["rows"]) == result["deals"] >= 2
    assert max(sheet["totals"]) >= 5000 and all(max(r["totals"]) < 5000 for r in sheet["rows"][:-1])
    assert sheet["totals"] == result["scores"]
    assert f"Партия до 5000 окончена после {result['deals']} сдач" in result["summary_ru"]
    # Between deals the table shows the sheet so far and the finished deal.
    between = [a for a in answers if a["state"]["phase"] == "deal_over"]
    assert between and all(a["legal"] == [{"type": "next_deal"}] for a in between)
    assert len(between[0]["view"]["score_sheet"]["rows"]) == 1
    _check_points_verdict(result, players=4, partnership=True)


def test_canasta_one_deal_still_says_who_won_it() -> None:
    answers, _ = walk("canasta.three", 3, 8, 5000, 2)
    result = answers[-1]["result"]
    assert result["deals"] == 1 and not result["match"] and result["target"] is None
    _check_points_verdict(result, players=3)


def _check_points_verdict(result: dict[str, Any], players: int, partnership: bool = False) -> None:
    scores = result["scores"]
    best = max(scores)
    per_seat = result["verdicts_ru"]
    assert len(per_seat) == players and result["verdict_ru"] in result["summary_ru"]
    side = (lambda seat: seat % 2) if partnership else (lambda seat: seat)
    if scores.count(best) > 1:
        assert result["verdict_ru"].startswith("Ничья")
        return
    margin = best - max(s for s in scores if s != best)
    assert result["margin"] == margin
    assert re.search(rf"разница {margin} очк(о|а|ов)\.", result["verdict_ru"])
    for seat, sentence in enumerate(per_seat):
        won = scores[side(seat)] == best
        assert sentence.startswith(("Вы с партнёром выиграли" if partnership else "Вы выиграли") if won
                                   else ("Вы с партнёром проиграли", "Вы проиграли", "Вы на ")), sentence


# -- the end of durak, Shtoss and Bezique ----------------------------------------------------------


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5), chooser=st.integers(0, 10**6))
def test_durak_says_who_is_the_fool_and_with_how_many_cards(seed: int, players: int, chooser: int) -> None:
    answers, _ = walk("durak.podkidnoy", players, seed, 5000, chooser)
    result, state = answers[-1]["result"], answers[-1]["state"]
    per_seat = result["verdicts_ru"]
    if result["draw"]:
        assert all(s.startswith("Ничья: дурака нет") for s in per_seat)
        return
    loser = result["loser"]
    left = len(state["hands"][loser])
    assert result["cards_left"] == left > 0
    assert per_seat[loser].startswith(f"Вы — дурак: у вас осталось {left} карт")
    assert all(s.startswith(f"Вы выиграли: дурак — Игрок {loser + 1}") for i, s in enumerate(per_seat) if i != loser)


def test_durak_a_draw_is_said_to_everybody() -> None:
    state = from_hands("durak.podkidnoy", ["6S", "9S", ""], trump_card="AH", dealer=2)
    state["out"] = [2]
    after = play("durak.podkidnoy", state, {"type": "attack", "cards": ["6S"]})
    after = play("durak.podkidnoy", after["state"], {"type": "beat", "attack": "6S", "card": "9S"})
    result = after["result"]
    assert result["draw"] and result["verdict_ru"] == "Ничья: дурака нет — последние игроки вышли из игры одновременно."
    assert result["verdicts_ru"][2].endswith("Вы вышли из игры первым.")


def test_shtoss_says_who_is_ahead_after_the_stakes() -> None:
    answers, _ = walk("shtoss", 2, 5, 100, 3, {"rounds": 3})
    result = answers[-1]["result"]
    banker, punter = result["balance"]
    assert result["verdict_ru"] in result["summary_ru"]
    if banker != punter:
        winner = 0 if banker > punter else 1
        assert result["verdicts_ru"][winner].startswith("Вы в выигрыше")
        assert result["verdicts_ru"][1 - winner].startswith("Вы в проигрыше")


def test_bezique_stopped_where_the_source_stops_says_there_is_no_winner_to_name() -> None:
    answers, _ = walk("bezique", 3, 2, 5000, 2, {"ending": "source"})
    result = answers[-1]["result"]
    assert result["verdict_ru"].startswith("Победителя назвать нельзя")
    assert len(result["verdicts_ru"]) == 3 and all("у вас" in s for s in result["verdicts_ru"])


def test_bezique_finished_names_the_winner_to_each_seat() -> None:
    answers, _ = walk("bezique", 3, 2, 5000, 2)
    result = answers[-1]["result"]
    assert result["complete"] and result["summary_ru"].startswith(result["verdict_ru"])
    best = max(result["scores"])
    for seat, sentence in enumerate(result["verdicts_ru"]):
        assert sentence.startswith("Вы выиграли" if result["scores"][seat] == best else "Вы на ")
