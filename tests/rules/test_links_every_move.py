"""A link made after any move of a whole game reopens the position the table shows, in every game.

The table in the browser holds the state as a JavaScript value, between the engine's answers: an
integer beyond 2**53 comes back rounded. A state that kept one (чешский kept the seed of its second
deal, 63 bits) was played on, rounded, by the table, while a link's replay dealt and played it exact:
after the pile was shuffled into a new stock the two games parted, and «Ссылка на позицию» answered
«Ход №42: У вас на руке нет карты …».

So each game here is played as the table plays it: the state goes through a JavaScript number
after every answer, the reader's moves are legal moves picked at random (with an undo now and then),
the other seats' are the bot's. A link after move k deals the game again and repeats the first k
moves (`rules_py.links`), so it reopens the table's position exactly when the table's state after
each move is the state the same moves give from a fresh deal; that is checked after every move, in
one pass. Links through the protocol are then made and replayed at the end and at some moves.
"""

from __future__ import annotations

import copy
import random
import sys
from typing import Any

import pytest

from rules_py.games import engine_for
from teaching_games import ok, playable, players_of

GAMES = playable()
JS_SAFE = 2**53 - 1
#: Inside Pyodide the same check on the first moves only (the layer checks the package behaves the same).
MOST_MOVES = 60 if sys.platform == "emscripten" else 5000
#: Games whose bots take long (bridge samples and solves deals): every seat moves at random there, as
#: when a teacher makes every move at the board (control="all").
NO_BOTS = {"bridge"}


def as_javascript(value: Any) -> Any:
    """`value` after JSON.parse in a browser: an integer beyond 2**53 becomes the nearest double."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return value
    if isinstance(value, int):
        return value if abs(value) <= JS_SAFE else int(float(value))
    if isinstance(value, list):
        return [as_javascript(v) for v in value]
    if isinstance(value, dict):
        return {k: as_javascript(v) for k, v in value.items()}
    return value


def test_javascript_rounds_only_beyond_two_to_the_53() -> None:
    assert as_javascript({"a": [2**53 - 1, 2**63 - 25]}) == {"a": [2**53 - 1, 2**63]}


def play_like_the_table(game: str, seed: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]], int]:
    """A whole game as the table plays it; the table's states after each move (the first is the deal),
    the moves, and the number of players. After every move the table's state must be the state the
    same moves give from a fresh deal, with no rounding: what a link after that move reopens."""
    engine = engine_for(game)
    players = players_of(game, seed)
    rng = random.Random(seed)
    start = ok("game.new", {"game": game, "players": players, "seed": seed})
    table = [as_javascript(start)]
    exact = [engine.new_game(game, players, seed, {})]
    moves: list[dict[str, Any]] = []
    while not table[-1]["over"] and len(moves) < MOST_MOVES:
        now = table[-1]
        if moves and rng.random() < 0.03:  # «Отменить ход»: the table goes back to an earlier answer
            back = min(len(moves), rng.randint(1, 3))
            del table[-back:], exact[-back:], moves[-back:]
            continue
        if game in NO_BOTS or (now["to_move"] == 0 and rng.random() < 0.7):
            move = rng.choice(now["legal"])
            answer = ok("game.play", {"game": game, "state": now["state"], "move": move})
        else:
            answer = ok("game.bot", {"game": game, "state": now["state"]})
            move = answer["move"]
        moves.append(move)
        table.append(as_javascript(answer))
        exact.append(engine.play(copy.deepcopy(exact[-1]), move))
        assert table[-1]["state"] == exact[-1], (
            f"after move {len(moves)} the table's state is not the one a link replays (an integer beyond 2**53?)")
    return table, moves, players


@pytest.mark.parametrize("game", GAMES)
def test_a_link_after_every_move_reopens_the_tables_position(game: str) -> None:
    seed = 40  # чешский with seed 40 reshuffled its second deal's pile at the table
    table, moves, players = play_like_the_table(game, seed)
    assert table[-1]["over"] or len(moves) == MOST_MOVES
    code = ok("game.link", {"game": game, "players": players, "seed": seed, "moves": moves})["code"]
    rng = random.Random(len(moves))
    for at in {len(moves), rng.randrange(len(moves) + 1), rng.randrange(len(moves) + 1)}:
        again = ok("game.replay", {"game": game, "code": code, "at": at, "describe": False})
        assert again["state"] == table[at]["state"] and again["at"] == at
        prefix = ok("game.link", {"game": game, "players": players, "seed": seed, "moves": moves[:at]})["code"]
        assert ok("game.replay", {"game": game, "code": prefix, "describe": False})["state"] == table[at]["state"]
