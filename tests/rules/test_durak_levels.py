"""The levels of the durak bot: the option and what keeps it (links), every level's moves legal and
made only from what its seat sees, the fast simulation the strong level plays out (move for move as
the engine), and the strong level's hints."""

from __future__ import annotations

import copy
import json
import random
import sys
from typing import Any

import pytest

from rules_py.api import handle
from rules_py.durak import PRESETS, bout, levels
from rules_py.durak.engine import ENGINE
from rules_py.durak.moves import legal_moves
from rules_py.durak.setup import endgame
from rules_py.durak.sim import Sim, code_of, codes_of, play_move
from rules_py.durak.worlds import Worlds

State = dict[str, Any]
BOUT_GAMES = sorted(g for g in PRESETS if not PRESETS[g].blind_beat)
SLOW = sys.platform == "emscripten"


def call(method: str, **params: Any) -> dict[str, Any]:
    answer = json.loads(handle(json.dumps({"method": method, "params": params})))
    assert answer["ok"], answer
    return dict(answer["result"])


# --- the option ------------------------------------------------------------------------------------


def test_the_level_is_an_option_kept_in_the_state_the_view_and_a_link() -> None:
    new = call("game.new", game="durak.perevodnoy", players=2, seed=4, options={"level": "strong"})
    assert new["state"]["level"] == "strong" and new["view"]["level"] == "strong"
    moves = []
    state = new["state"]
    for _ in range(3):
        played = call("game.bot", game="durak.perevodnoy", state=state)
        moves.append(played["move"])
        state = played["state"]
    code = call("game.link", game="durak.perevodnoy", players=2, seed=4, options={"level": "strong"}, moves=moves)["code"]
    replayed = call("game.replay", code=code)
    assert replayed["options"] == {"level": "strong"} and replayed["state"]["level"] == "strong"
    assert replayed["state"] == state


def test_a_game_without_the_option_plays_at_the_usual_level_and_a_wrong_level_is_refused() -> None:
    assert ENGINE.new_game("durak.podkidnoy", 2, 1, {})["level"] == "amateur"
    answer = json.loads(handle(json.dumps({"method": "game.new", "params": {
        "game": "durak.podkidnoy", "players": 2, "seed": 1, "options": {"level": "master"}}})))
    assert not answer["ok"] and "уровень компьютера" in answer["error"]["message"]


# --- the simulation ----------------------------------------------------------------------------


def _same(sim: Sim, state: State) -> bool:
    if state["phase"] == "over":
        return sim.over and sim.loser == state["loser"]
    fresh = Sim.of(state)
    return (
        [codes_of(h) for h in sim.hands] == [codes_of(h) for h in fresh.hands]
        and [code_of(b) for b in sim.stock] == [code_of(b) for b in fresh.stock]
        and (codes_of(sim.unbeaten), codes_of(sim.beaten)) == (codes_of(fresh.unbeaten), codes_of(fresh.beaten))
        and (sim.phase, sim.turn, sim.attacker, sim.defender, sim.trump, sim.bout, sim.transfers)
        == (fresh.phase, fresh.turn, fresh.attacker, fresh.defender, fresh.trump, fresh.bout, fresh.transfers)
    )


@pytest.mark.parametrize("options", [{}, {"transfer_repeat": False, "first_bout_limit": 5},
                                     {"throw_after_take": False, "bout_limit": 6, "transfer_passes": "unbeaten_only"},
                                     {"hidden_trump": "extra_card", "voluntary_take": False}])
def test_the_simulation_makes_every_move_as_the_engine_does(options: dict[str, Any]) -> None:
    rng = random.Random(str(options))
    for game in BOUT_GAMES:
        for players in (2, 4):
            for seed in range(1 if SLOW else 2):
                try:
                    state = ENGINE.new_game(game, players, seed, options)
                except Exception:  # noqa: BLE001 - an option the variant does not take
                    continue
                sim = Sim.of(state)
                while state["phase"] != "over":
                    move = rng.choice(legal_moves(bout.position(state)))
                    state = ENGINE.play(state, move)
                    play_move(sim, move)
                    assert _same(sim, state), (game, players, seed, move)


# --- every level --------------------------------------------------------------------------------


GAMES_OF_LEVELS = [
    *((level, game) for level in ("novice", "amateur") for game in BOUT_GAMES + ["durak.veryu"]),
    *(("strong", game) for game in (("durak.perevodnoy2",) if SLOW else ("durak.perevodnoy2", "durak.dvukhkozyrny", "durak.veryu"))),
]


@pytest.mark.parametrize(("level", "game"), GAMES_OF_LEVELS)
def test_every_level_plays_legal_moves_to_the_end(level: str, game: str) -> None:
    players = 3 if game in ("durak.dvukhkozyrny", "durak.potayny") else 2
    state = ENGINE.new_game(game, players, 11, {"level": level})
    for _ in range(400):
        if state["phase"] == "over":
            break
        move = ENGINE.bot_move(state)
        assert move in ENGINE.legal_moves(state), move
        state = ENGINE.play(state, move)
    assert state["phase"] == "over"


def _reshuffled(state: State, seat: int, rng: random.Random) -> State:
    """The same game with the cards `seat` cannot know dealt again among the other hands and the
    stock (what the table saw stays where it is: cards picked up in sight, the face-up trump)."""
    other = copy.deepcopy(state)
    known = [list(k) for k in state["known"]]
    slots: list[tuple[int, int]] = []  # (place: seat or -1 for the stock, index)
    pool: list[str] = []
    for s, hand in enumerate(state["hands"]):
        if s == seat:
            continue
        left = list(known[s])
        for i, card in enumerate(hand):
            if card in left:
                left.remove(card)
            else:
                slots.append((s, i))
                pool.append(card)
    for i, card in enumerate(state["stock"]):
        face_up = i == len(state["stock"]) - 1 and card == state["trump_card"]
        if not face_up and not (state["player_trump_cards"] and card in state["player_trump_cards"]):
            slots.append((-1, i))
            pool.append(card)
    rng.shuffle(pool)
    for (place, i), card in zip(slots, pool):
        (other["stock"] if place < 0 else other["hands"][place])[i] = card
    return other


@pytest.mark.parametrize("level", levels.LEVEL_NAMES)
@pytest.mark.parametrize("game", ["durak.podkidnoy", "durak.perevodnoy", "durak.dvukhkozyrny"])
def test_hidden_cards_the_seat_cannot_know_never_change_its_move(level: str, game: str) -> None:
    rng = random.Random(f"{level}{game}")
    checked = 0
    for seed in range(40):
        state = ENGINE.new_game(game, 3, seed, {})
        for _ in range(rng.randint(0, 30)):
            if state["phase"] == "over":
                break
            state = ENGINE.play(state, ENGINE.bot_move(state))
        if state["phase"] == "over" or not state["stock"] or len(ENGINE.legal_moves(state)) < 2:
            continue
        state["level"] = level
        seat = state["turn"]
        other = _reshuffled(state, seat, rng)
        assert ENGINE.view(other, seat) == ENGINE.view(state, seat)
        assert ENGINE.bot_move(other) == ENGINE.bot_move(state)
        checked += 1
        if checked >= (1 if SLOW else 4):
            break
    assert checked


# --- the strong level ------------------------------------------------------------------------------


def test_the_strong_hint_explains_its_samples() -> None:
    state = ENGINE.new_game("durak.podkidnoy", 2, 3, {"level": "strong"})
    hint = call("game.hint", game="durak.podkidnoy", state=state)
    assert hint["move"] in ENGINE.legal_moves(state)
    assert "способами" in hint["reason_ru"] and "дураком" in hint["reason_ru"]


def test_the_strong_level_plays_the_solvers_winning_move_once_the_talon_is_empty() -> None:
    state = endgame("durak.podkidnoy", ["6H 7S", "8H 7C 6C"], trump_suit="H", options={"level": "strong"})
    state["level"] = "strong"
    hint = ENGINE.hint(state)
    assert hint["move"] == {"type": "attack", "cards": ["7S"]}
    assert "как бы соперник ни играл" in hint["reason_ru"]


def test_samples_keep_what_the_seat_saw() -> None:
    state = ENGINE.new_game("durak.podkidnoy", 3, 8, {})
    for _ in range(25):
        state = ENGINE.play(state, ENGINE.bot_move(state))
    seen = ENGINE.view(state, state["turn"])
    worlds = Worlds(seen)
    assert worlds.consistent
    from rules_py.rng import SeededRandom

    world = worlds.sample(SeededRandom(2))
    assert [len(h) for h in world.hands] == seen["counts"] and len(world.stock) == seen["stock"]
    for s, cards in enumerate(seen["known"]):
        assert all(c in world.hands[s] for c in cards)
    if seen["stock"]:
        assert world.stock[-1] == seen["trump_card"]
