"""The levels of play of дорожный, круглый, китайский, крестовый and чешский дурак
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
from rules_py.durak.cheshsky import ENGINE as CHESHSKY
from rules_py.durak.dorozhny import ENGINE as DOROZHNY
from rules_py.durak.kitaysky import ENGINE as KITAYSKY
from rules_py.durak.krestovy import ENGINE as KRESTOVY
from rules_py.durak.krugly import ENGINE as KRUGLY
from rules_py.durak.variant_levels import LevelledEngine, Worlds
from rules_py.rng import SeededRandom

State = dict[str, Any]
ENGINES: dict[str, LevelledEngine] = {
    "durak.dorozhny": DOROZHNY, "durak.krugly": KRUGLY, "durak.kitaysky": KITAYSKY, "durak.krestovy": KRESTOVY,
    "durak.cheshsky": CHESHSKY,
}
#: Чешский is a game for two, played here to 30 points rather than 100 to keep the tests short.
TWO_ONLY = {"durak.cheshsky"}
SHORT_GAME: dict[str, dict[str, Any]] = {"durak.cheshsky": {"target": 30}}
#: Where the hidden-cards test starts a game: крестовый's layout is a long run of moves without a
#: choice, so the engine lays it out itself.
HIDDEN_TEST_OPTIONS: dict[str, dict[str, Any]] = {"durak.krestovy": {"layout": "auto"}}


def players_for(game: str, seed: int) -> int:
    return 2 if game in TWO_ONLY else 2 + seed % 3


def call(method: str, **params: Any) -> dict[str, Any]:
    answer = json.loads(handle(json.dumps({"method": method, "params": params})))
    assert answer["ok"], answer
    return dict(answer["result"])


@pytest.mark.parametrize("game", ENGINES)
def test_the_level_is_kept_in_the_state_and_a_link_and_a_wrong_one_is_refused(game: str) -> None:
    engine = ENGINES[game]
    assert engine.new_game(game, players_for(game, 1), 1, {})["level"] == "amateur"
    players = players_for(game, 1)
    new = call("game.new", game=game, players=players, seed=4, options={"level": "strong"})
    state, moves = new["state"], []
    assert state["level"] == "strong"
    for _ in range(4):
        played = call("game.bot", game=game, state=state)
        moves.append(played["move"])
        state = played["state"]
    code = call("game.link", game=game, players=players, seed=4, options={"level": "strong"}, moves=moves)["code"]
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
        state = engine.new_game(game, players_for(game, seed), seed, {"level": level, **SHORT_GAME.get(game, {})})
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
    fixed = {*state.get("discard", []), *(c for h in state["hands"] for c in h if f'"{c}"' in seen)}
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
        state = engine.new_game(game, players_for(game, 1), seed, HIDDEN_TEST_OPTIONS.get(game, {}))
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


def test_in_cheshsky_the_strong_level_plays_the_deal_out_and_counts_points() -> None:
    state = CHESHSKY.new_game("durak.cheshsky", 2, 7, {"level": "strong"})
    while len(CHESHSKY.legal_moves(state)) < 2:
        state = CHESHSKY.play(state, CHESHSKY.bot_move(state))
    reason = CHESHSKY.hint(state)["reason_ru"]
    assert "доиграл сдачу за обоих" in reason and "вы записали бы в среднем" in reason, reason
    assert "соперник — " in reason and "очк" in reason and "Игрок" not in reason, reason


def test_in_cheshsky_the_pile_is_seen_and_the_real_seed_never_reaches_a_sample() -> None:
    # Every card of the pile was laid face up, so a sample leaves it alone; the stock's next
    # reshuffle follows the game's seed, which no player knows, so a sample gets a seed of its own.
    state = CHESHSKY.new_game("durak.cheshsky", 2, 5, {})
    for _ in range(14):
        state = CHESHSKY.play(state, CHESHSKY.bot_move(state))
    worlds = Worlds(CHESHSKY, state, int(state["turn"]))
    assert not set(state["pile"]) & set(worlds.hidden)
    world = worlds.sample(SeededRandom(1))
    assert world["pile"] == state["pile"] and world["seed"] != state["seed"]
    assert sorted(world["stock"] + world["hands"][1 - state["turn"]]) == sorted(
        state["stock"] + state["hands"][1 - state["turn"]])


@pytest.mark.parametrize("game", ENGINES)
def test_a_strong_levels_sample_depends_only_on_what_the_seat_sees(game: str) -> None:
    # Stronger than the move being the same: the imagined deals themselves are identical, in later
    # deals of чешский too (where the score sheet and the last move name cards gone back to the pack).
    engine = ENGINES[game]
    rng = random.Random(game)
    checked = 0
    for seed in range(400):
        state = engine.new_game(game, players_for(game, 1), seed, HIDDEN_TEST_OPTIONS.get(game, {}))
        for _ in range(rng.randint(0, 150)):
            if engine.result(state) is not None:
                break
            state = engine.play(state, engine.bot_move(state))
        if engine.result(state) is not None:
            continue
        seat = state["turn"]
        other = _reshuffled(game, state, seat, rng)
        if other == state:
            continue
        assert engine.view(other, seat) == engine.view(state, seat)
        mine, theirs = Worlds(engine, state, seat), Worlds(engine, other, seat)
        assert mine.sample(SeededRandom(seed)) == theirs.sample(SeededRandom(seed))
        checked += 1
        if checked >= len(seeds(24)):
            break
    assert checked >= len(seeds(24))
