"""Canasta bots: whole deals between bots end in every preset, a bot sees only its own view, and it
plays sensible canasta on hand-built positions."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.canasta.bot import choose_move
from rules_py.canasta.engine import ENGINE, build_state
from rules_py.canasta.presets import PRESETS
from rules_py.games import State
from rules_py.rng import SeededRandom

CONFIGS: list[tuple[str, int, dict[str, Any]]] = [(g, PRESETS[g].players, {}) for g in sorted(PRESETS)] + [
    ("canasta.classic", 4, {"target": 7500, "scores": [5000, 0]}),
    ("canasta.fifteen", 3, {}),
    ("canasta.russian", 4, {"red_three_discard": True}),
]


def bot_deal(game: str, players: int, options: dict[str, Any], seed: int) -> State:
    state = ENGINE.new_game(game, players, seed, options)
    for _ in range(3000):
        if ENGINE.result(state) is not None:
            return state
        seat = ENGINE.to_move(state)
        assert seat is not None
        move = choose_move(ENGINE.view(state, seat))
        state = ENGINE.play(state, move)  # raises if the bot chose an illegal move
    pytest.fail("bots did not finish the deal")


@pytest.mark.parametrize(("game", "players", "options"), CONFIGS, ids=lambda v: str(v))
def test_bot_deals_end(game: str, players: int, options: dict[str, Any]) -> None:
    for seed in (1, 2):
        result = ENGINE.result(bot_deal(game, players, options, seed))
        assert result is not None and result["summary_ru"]


def test_a_match_between_bots_reaches_the_target() -> None:
    state = ENGINE.new_game("canasta.cuban", 4, 3, {"match": True, "target": 3000})
    for _ in range(20000):
        if ENGINE.result(state) is not None:
            break
        state = ENGINE.play(state, ENGINE.bot_move(state))
    result = ENGINE.result(state)
    assert result is not None and max(result["scores"]) >= 3000 and result["deals"] >= 2


def _scramble(state: State, seat: int, seed: int) -> State:
    """The same position for `seat`, with every card it cannot see shuffled among the hidden places."""
    copy: State = json.loads(json.dumps(state))
    others = [s for s in range(copy["players"]) if s != seat]
    hidden = [c for s in others for c in copy["hands"][s]] + copy["stock"] + copy["pile"][:-1]
    SeededRandom(seed).shuffle(hidden)
    for s in others:
        n = len(copy["hands"][s])
        copy["hands"][s], hidden = hidden[:n], hidden[n:]
    n = len(copy["stock"])
    copy["stock"], hidden = hidden[:n], hidden[n:]
    copy["pile"] = hidden + copy["pile"][-1:]
    return copy


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), game=st.sampled_from(sorted(PRESETS)), steps=st.integers(0, 60))
def test_the_bot_sees_only_its_view(seed: int, game: str, steps: int) -> None:
    state = ENGINE.new_game(game, PRESETS[game].players, seed, {})
    for _ in range(steps):
        if ENGINE.result(state) is not None:
            return
        state = ENGINE.play(state, ENGINE.bot_move(state))
    if ENGINE.result(state) is not None:
        return
    seat = ENGINE.to_move(state)
    assert seat is not None
    scrambled = _scramble(state, seat, seed)
    # The pile's hidden cards matter only through what is public (its size and whether it is frozen),
    # so a scramble that changes those is not the same position: skip it.
    public = ("pile_wild_or_red", "pile_reds", "pile_blacks")
    if any(ENGINE.view(scrambled, seat)[k] != ENGINE.view(state, seat)[k] for k in public):
        return
    assert ENGINE.bot_move(scrambled) == ENGINE.bot_move(state)


# -- sensible play -----------------------------------------------------------------------------


def others() -> list[list[str]]:
    return [["4C", "6D", "8S"], ["4D", "6C", "8C"], ["4H", "6S", "8D"]]


def test_bot_takes_a_big_pile_with_a_natural_pair() -> None:
    state = build_state("canasta.classic", [["KS", "KH", "5C", "9D", "8H"]] + others(),
                        pile=["7C", "7D", "9C", "10H", "KD"], melds=[[["QS", "QH", "QD"]], []])
    assert ENGINE.bot_move(state) == {"type": "take_pile", "meld": ["KS", "KH"]}


def test_bot_draws_when_the_pile_is_out_of_reach() -> None:
    state = build_state("canasta.classic", [["KS", "JK", "5C", "9D", "8H"]] + others(),
                        pile=["2C", "7C", "KD"], melds=[[["QS", "QH", "QD"]], []])
    assert ENGINE.bot_move(state) == {"type": "draw"}


def test_bot_opens_when_the_minimum_is_met_and_only_then() -> None:
    cards = ["AS", "AH", "AD", "KS", "KH", "KC", "5C", "9D"]
    state = build_state("canasta.classic", [cards] + others(), pile=["7C"], phase="meld")
    move = ENGINE.bot_move(state)
    assert move["type"] == "meld" and sum(len(m) for m in move["melds"]) >= 3
    assert not any(c == "JK" or c[0] == "2" for m in move["melds"] for c in m)
    poor = build_state("canasta.classic", [["KS", "KH", "KC", "5C", "9D"]] + others(), pile=["7C"], phase="meld")
    assert ENGINE.bot_move(poor)["type"] == "discard"


def test_bot_goes_out_when_it_may() -> None:
    canasta = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]
    state = build_state("canasta.classic", [["QC", "9D"]] + others(), pile=["7C"], phase="meld",
                        melds=[[canasta, ["QS", "QH", "QD"]], []])
    state = ENGINE.play(state, ENGINE.bot_move(state))
    state = ENGINE.play(state, ENGINE.bot_move(state))
    result = ENGINE.result(state)
    assert result is not None and result["deal"]["went_out"] == 0


def test_bot_lays_off_and_completes_a_canasta_with_a_wild_card() -> None:
    state = build_state("canasta.classic", [["QC", "2D", "5C", "9D", "8H"]] + others(), pile=["7C"],
                        phase="meld", melds=[[["QS", "QH", "QD", "QS", "QH"]], []])
    assert ENGINE.bot_move(state) == {"type": "add", "meld": 0, "cards": ["QC"]}
    state = ENGINE.play(state, ENGINE.bot_move(state))
    assert ENGINE.bot_move(state) == {"type": "add", "meld": 0, "cards": ["2D"]}


def test_bot_discards_safely() -> None:
    # Never a wild card while another discard is allowed; a black three blocks the next player.
    state = build_state("canasta.classic", [["JK", "2C", "3S", "9D", "9H", "KC"]] + others(), pile=["7C"],
                        phase="meld", melds=[[["QS", "QH", "QD"]], []])
    assert ENGINE.bot_move(state) == {"type": "discard", "card": "3S"}
    # Not a card of the rank the next opponent has melded (he could take the pile with it); keep pairs.
    state = build_state("canasta.classic", [["JK", "9D", "9H", "KC", "5H", "7D"]] + others(), pile=["7C"],
                        phase="meld", melds=[[["QS", "QH", "QD"]], [["5S", "5D", "5C"]]])
    move = ENGINE.bot_move(state)
    assert move["type"] == "discard" and move["card"] in ("KC", "7D")


def test_bot_takes_the_double_going_out() -> None:
    canasta = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]
    h = [["5C"], ["4C", "6D"], ["QC", "8S", "8D", "8H"], ["4H", "6S"]]
    state = build_state("canasta.classic", h, pile=["9C"], phase="meld", melds=[[canasta, ["QS", "QH", "QD"]], []])
    state = ENGINE.play(state, {"type": "discard", "card": "5C"})
    assert ENGINE.bot_move(state)["type"] == "double_out"


def test_cuban_bot_keeps_its_black_threes_in_the_first_round() -> None:
    state = build_state("canasta.cuban", [["3S", "3C", "9D", "9H", "KC"]] + others(), pile=["7C"], phase="meld",
                        melds=[[["QS", "QH", "QD"]], []], turn_number=1)
    assert ENGINE.bot_move(state) == {"type": "discard", "card": "KC"}
