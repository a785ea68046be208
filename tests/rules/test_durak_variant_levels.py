"""The levels of play of дорожный, круглый, китайский and крестовый дурак
(`rules_py.durak.variant_levels`): the option and what keeps it, every level's moves legal to the end,
and made only from what the seat sees."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from in_pyodide import seeds

from rules_py.api import handle
from rules_py.durak import levels
from rules_py.durak.dorozhny import ENGINE as DOROZHNY
from rules_py.durak.kitaysky import ENGINE as KITAYSKY
from rules_py.durak.krestovy import ENGINE as KRESTOVY
from rules_py.durak.krugly import ENGINE as KRUGLY
from rules_py.durak.shell import VariantEngine

State = dict[str, Any]
ENGINES: dict[str, VariantEngine] = {
    "durak.dorozhny": DOROZHNY, "durak.krugly": KRUGLY, "durak.kitaysky": KITAYSKY, "durak.krestovy": KRESTOVY,
}
#: Where the hidden-cards test starts a game: крестовый's layout is a long run of moves without a
#: choice, so the engine lays it out itself.
HIDDEN_TEST_OPTIONS: dict[str, dict[str, Any]] = {"durak.krestovy": {"layout": "auto"}}


def call(method: str, **params: Any) -> dict[str, Any]:
    answer = json.loads(handle(json.dumps({"method": method, "params": params})))
    assert answer["ok"], answer
    return dict(answer["result"])


@pytest.mark.parametrize("game", ENGINES)
def test_the_level_is_kept_in_the_state_and_a_link_and_a_wrong_one_is_refused(game: str) -> None:
    engine = ENGINES[game]
    assert engine.new_game(game, 3, 1, {})["level"] == "amateur"
    new = call("game.new", game=game, players=3, seed=4, options={"level": "strong"})
    state, moves = new["state"], []
    assert state["level"] == "strong"
    for _ in range(4):
        played = call("game.bot", game=game, state=state)
        moves.append(played["move"])
        state = played["state"]
    code = call("game.link", game=game, players=3, seed=4, options={"level": "strong"}, moves=moves)["code"]
    replayed = call("game.replay", code=code)
    assert replayed["options"] == {"level": "strong"} and replayed["state"] == state
    answer = json.loads(handle(json.dumps({"method": "game.new", "params": {
        "game": game, "players": 2, "seed": 1, "options": {"level": "master"}}})))
    assert not answer["ok"] and "уровень компьютера" in answer["error"]["message"]


@pytest.mark.parametrize("level", levels.LEVEL_NAMES)
@pytest.mark.parametrize("game", ENGINES)
def test_every_level_plays_legal_moves_to_the_end_with_a_reason(game: str, level: str) -> None:
    engine = ENGINES[game]
    for seed in seeds(2 if level == "strong" else 6):
        players = 2 + seed % 3
        state = engine.new_game(game, players, seed, {"level": level})
        for _ in range(800):
            if engine.result(state) is not None:
                break
            hint = engine.hint(state)
            assert hint["move"] in engine.legal_moves(state), hint
            assert hint["reason_ru"] and hint["move_ru"]
            state = engine.play(state, hint["move"])
        assert engine.result(state) is not None


def _reshuffled(game: str, state: State, seat: int, rng: random.Random) -> State:
    """The same game with the cards `seat` cannot know dealt again among the places it cannot see: the
    other hands, the stock and the cards set aside. A card its view shows anywhere (a card a player
    took in sight of all, the last bout's) or that was beaten into the discard stays where it is."""
    other = copy.deepcopy(state)
    seen = json.dumps(ENGINES[game].view({**state, "teaching": False}, seat))
    fixed = {*state["discard"], *(c for h in state["hands"] for c in h if f'"{c}"' in seen)}
    slots: list[tuple[list[str], int]] = []
    places = [h for s, h in enumerate(other["hands"]) if s != seat] + [other[p] for p in ("stock", "aside") if p in other]
    for place in places:
        slots.extend((place, i) for i, card in enumerate(place) if card not in fixed)
    pool = [place[i] for place, i in slots]
    rng.shuffle(pool)
    for (place, i), card in zip(slots, pool):
        place[i] = card
    return other


@pytest.mark.parametrize("level", ["novice", "strong"])
@pytest.mark.parametrize("game", ENGINES)
def test_hidden_cards_the_seat_cannot_know_never_change_its_move(game: str, level: str) -> None:
    engine = ENGINES[game]
    rng = random.Random(f"{level}{game}")
    checked = 0
    for seed in range(60):
        state = engine.new_game(game, 3, seed, HIDDEN_TEST_OPTIONS.get(game, {}))
        for _ in range(rng.randint(0, 40)):
            if engine.result(state) is not None:
                break
            state = engine.play(state, engine.bot_move(state))
        if engine.result(state) is not None or len(engine.legal_moves(state)) < 2:
            continue
        state["level"] = level
        seat = state["turn"]
        other = _reshuffled(game, state, seat, rng)
        if other == state:
            continue
        assert engine.view(other, seat) == engine.view(state, seat)
        assert engine.bot_move(other) == engine.bot_move(state)
        checked += 1
        if checked >= len(seeds(8)):
            break
    assert checked


def test_the_strong_level_says_how_its_samples_went() -> None:
    state = DOROZHNY.new_game("durak.dorozhny", 3, 7, {"level": "strong"})
    while len(DOROZHNY.legal_moves(state)) < 2:
        state = DOROZHNY.play(state, DOROZHNY.bot_move(state))
    reason = DOROZHNY.hint(state)["reason_ru"]
    assert reason.startswith("Невидимые карты могли лечь по-разному: компьютер разложил их 6 способами"), reason
    assert "С этим ходом вы " in reason and "дураком" in reason and "Игрок" not in reason


def test_with_two_players_and_nothing_aside_the_strong_level_knows_the_other_hand() -> None:
    # 36 cards between two players: what the reader does not hold, the other player does.
    state = DOROZHNY.new_game("durak.dorozhny", 2, 3, {"level": "strong"})
    while len(DOROZHNY.legal_moves(state)) < 2:
        state = DOROZHNY.play(state, DOROZHNY.bot_move(state))
    assert not state["aside"]
    assert DOROZHNY.hint(state)["reason_ru"].startswith("Все карты, которых вы не видите, — на руке у соперника, так что")
