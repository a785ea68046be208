"""Positions in a link: `game.link` packs a game and its moves into a short code, `game.replay`
rebuilds the position (and the list of moves for a replay control); a damaged code is refused with
«Ссылка на позицию повреждена: …», never with an internal error."""

from __future__ import annotations

import base64
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py import links
from rules_py.games import engine_for
from teaching_games import call, ok, playable, players_of, walk

GAMES = playable()
PREFIX = "Ссылка на позицию повреждена: "
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def link(game: str, players: int, seed: int, moves: list[dict[str, Any]], options: dict[str, Any] | None = None) -> str:
    result = ok("game.link", {"game": game, "players": players, "seed": seed, "options": options or {}, "moves": moves})
    assert result["length"] == len(result["code"]) and result["moves"] == len(moves)
    assert set(result["code"]) <= set(ALPHABET)
    return str(result["code"])


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10**9), steps=st.integers(0, 60), pick=st.integers(0, 5), chooser=st.integers(0, 10**6))
def test_a_link_reopens_the_same_position_and_every_step_of_it(game: str, seed: int, steps: int, pick: int,
                                                                chooser: int) -> None:
    players = players_of(game, pick)
    answers, moves = walk(game, players, seed, steps, chooser)
    code = link(game, players, seed, moves)
    again = ok("game.replay", {"game": game, "code": code})
    final = answers[-1]
    for key in ("state", "to_move", "legal", "view", "over", "result"):
        assert again[key] == final[key], key
    assert (again["game"], again["players"], again["seed"], again["options"]) == (game, players, seed, {})
    assert again["at"] == again["total"] == len(moves) and again["code"] == code
    assert [m["move"] for m in again["moves"]] == [m for m in moves]
    assert [m["seat"] for m in again["moves"]] == [a["to_move"] for a in answers[:-1]]
    # Any step of it, for a replay control that goes backwards and forwards.
    at = chooser % (len(moves) + 1)
    step = ok("game.replay", {"game": game, "code": code, "at": at, "describe": False})
    assert step["state"] == answers[at]["state"] and step["at"] == at and step["total"] == len(moves)
    assert all(m["move_ru"] is None for m in step["moves"])


def test_descriptions_and_movers_come_with_the_moves() -> None:
    answers, moves = walk("durak.podkidnoy", 2, 42, 12, 3)
    code = link("durak.podkidnoy", 2, 42, moves)
    listed = ok("game.replay", {"game": "durak.podkidnoy", "code": code})["moves"]
    assert all(m["move_ru"].startswith((f"Игрок {m['seat'] + 1} ", f"Игрок {m['seat'] + 1}:")) for m in listed)


def full_game(game: str, players: int, seed: int, options: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    answers, moves = walk(game, players, seed, 5000, seed, options)
    assert answers[-1]["over"]
    return moves


@pytest.mark.parametrize(("game", "players", "most"), [("durak.podkidnoy", 2, 90), ("durak.podkidnoy", 4, 120),
                                                       ("king", 4, 240)])
def test_codes_of_whole_games_stay_short(game: str, players: int, most: int) -> None:
    moves = full_game(game, players, 7)
    code = link(game, players, 7, moves)
    assert len(code) <= most, (len(moves), len(code))
    assert ok("game.replay", {"code": code})["over"]


def test_a_move_outside_the_legal_list_is_kept_whole() -> None:
    # Штосс lists stakes of the minimum only; a bigger stake is legal and goes into the code as JSON.
    start = ok("game.new", {"game": "shtoss", "players": 2, "seed": 9, "options": {"rounds": 2}})
    stake = {"type": "stake", "card": "QH", "stake": 25}
    assert stake not in start["legal"]
    moves = [stake, {"type": "all"}, {"type": "next_round"}, {"type": "stake", "card": "7C", "stake": 10}]
    code = link("shtoss", 2, 9, moves, {"rounds": 2})
    again = ok("game.replay", {"game": "shtoss", "code": code})
    assert [m["move"] for m in again["moves"]] == moves
    assert again["view"]["stake"] == 10 and again["view"]["history"][0]["stake"] == 25


def test_a_move_written_another_way_is_stored_as_its_legal_twin() -> None:
    state = ok("game.new", {"game": "durak.podkidnoy", "players": 2, "seed": 1})
    move = state["legal"][0]
    russian = {**move, "cards": [ok("cards.labels", {})["labels"][c]["ru"] for c in move["cards"]]}
    assert link("durak.podkidnoy", 2, 1, [russian]) == link("durak.podkidnoy", 2, 1, [move])


def test_an_illegal_history_is_refused_with_the_number_of_the_move() -> None:
    start = ok("game.new", {"game": "king", "seed": 3})
    first = start["legal"][0]
    refused = call("game.link", {"game": "king", "players": 4, "seed": 3, "moves": [first, first]})
    assert refused["error"]["code"] == "illegal_move"
    assert refused["error"]["message"].startswith("Ход №2: ")


def test_a_link_to_another_game_is_refused() -> None:
    code = link("king", 4, 1, [])
    refused = call("game.replay", {"game": "durak.podkidnoy", "code": code})
    assert refused["error"]["code"] == "bad_link"
    assert refused["error"]["message"] == PREFIX + "это позиция другой игры («king»), а не «durak.podkidnoy»."


def test_a_step_outside_the_game_is_a_bad_request() -> None:
    code = link("king", 4, 1, [])
    refused = call("game.replay", {"code": code, "at": 1})
    assert refused["error"]["code"] == "bad_request" and "«at»" in refused["error"]["message"]


def test_a_code_from_rules_that_list_moves_in_another_order_is_refused() -> None:
    """The check covers the moves replayed: if a later version lists legal moves differently, an old
    link is refused rather than opening some other position."""
    engine = engine_for("durak.podkidnoy")
    moves = full_game("durak.podkidnoy", 2, 5)
    code = links.encode(engine, links.Setup("durak.podkidnoy", 2, 5, {}), moves)

    class Reordered:
        def __getattr__(self, name: str) -> Any:
            return getattr(engine, name)

        def legal_moves(self, state: dict[str, Any]) -> list[dict[str, Any]]:
            return list(reversed(engine.legal_moves(state)))

    with pytest.raises(links.BadLink) as refused:
        links.replay(Reordered(), links.decode(code))  # type: ignore[arg-type]
    assert refused.value.message.startswith(PREFIX)


# -- damaged codes -----------------------------------------------------------------------------------

SAMPLE = {}


def sample(game: str) -> str:
    if game not in SAMPLE:
        _, moves = walk(game, players_of(game, 1), 77, 50, 5)
        SAMPLE[game] = link(game, players_of(game, 1), 77, moves)
    return SAMPLE[game]


def refused_or_valid(code: str, game: str | None = None) -> None:
    params: dict[str, Any] = {"code": code}
    if game is not None:
        params["game"] = game
    response = call("game.replay", params)
    if response["ok"]:
        # A change the check cannot see (1 in 16 million) must still be a real, replayable position.
        assert response["result"]["total"] == len(response["result"]["moves"])
        return
    error = response["error"]
    assert error["code"] in ("bad_link", "bad_request"), error
    if error["code"] == "bad_link":
        assert error["message"].startswith(PREFIX), error


@pytest.mark.parametrize("game", ["durak.podkidnoy", "king", "canasta.classic", "shtoss", "bezique"])
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_a_corrupted_code_is_refused_with_a_clear_message(game: str, data: st.DataObject) -> None:
    code = sample(game)
    kind = data.draw(st.sampled_from(["truncate", "replace", "insert", "delete", "bytes", "swap"]))
    at = data.draw(st.integers(0, len(code) - 1))
    if kind == "truncate":
        bad = code[:at]
    elif kind == "replace":
        bad = code[:at] + data.draw(st.sampled_from(ALPHABET.replace(code[at], ""))) + code[at + 1:]
    elif kind == "insert":
        bad = code[:at] + data.draw(st.sampled_from(ALPHABET)) + code[at:]
    elif kind == "delete":
        bad = code[:at] + code[at + 1:]
    elif kind == "swap":
        j = data.draw(st.integers(0, len(code) - 1))
        chars = list(code)
        chars[at], chars[j] = chars[j], chars[at]
        bad = "".join(chars)
    else:
        raw = bytearray(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)))
        raw[at % len(raw)] ^= data.draw(st.integers(1, 255))
        bad = base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("=")
    if bad == code:
        return
    response = call("game.replay", {"game": game, "code": bad})
    assert not response["ok"], bad  # the check lets 1 change in 16 million through
    error = response["error"]
    assert error["code"] == "bad_link" and error["message"].startswith(PREFIX), error


@settings(max_examples=200, deadline=None)
@given(st.one_of(st.text(max_size=80), st.text(alphabet=ALPHABET, max_size=80), st.binary(max_size=60).map(
    lambda b: base64.urlsafe_b64encode(b).decode().rstrip("="))))
def test_any_string_is_refused_or_replayed_never_an_internal_error(code: str) -> None:
    refused_or_valid(code)


@pytest.mark.parametrize(("code", "why"), [
    ("", "код позиции пуст."),
    ("AQRr!!", "в коде есть лишний знак «!»"),
    ("A", "контрольная сумма не сходится"),
    ("AQRraW5n", "код обрывается раньше времени"),
])
def test_typical_damage_is_explained(code: str, why: str) -> None:
    response = call("game.replay", {"code": code})
    assert response["error"]["code"] == "bad_link"
    assert response["error"]["message"].startswith(PREFIX + why)


def test_a_crafted_code_with_deep_json_is_refused_before_parsing() -> None:
    deep = ("[" * 5000).encode()
    body = bytes([1, 4]) + b"king" + bytes([4, 1, 0]) + links._varint(len(deep)) + deep + bytes([0])
    code = base64.urlsafe_b64encode(body + b"\0\0\0").decode().rstrip("=")
    response = call("game.replay", {"code": code})
    assert response["error"]["code"] == "bad_link" and "слишком сложное" in response["error"]["message"]


def test_a_code_with_unknown_options_is_refused_as_a_bad_link() -> None:
    setup = links.Setup("king", 4, 1, {"deals": ["no_such_deal"]})
    header = links._header(setup, 0, {})
    code = links._pack(header, 0, links._check(header, []))
    response = call("game.replay", {"code": code})
    assert response["error"]["code"] == "bad_link"
    assert response["error"]["message"].startswith(PREFIX + "по ней нельзя начать партию (Неизвестная сдача")


def test_games_with_options_round_trip() -> None:
    rng = random.Random(3)
    for game, players, options in [("durak.perevodnoy2", 3, {"transfer_passes": "unbeaten_only"}),
                                   ("canasta.classic", 4, {"match": True}), ("king", 4, {"positive_trumps": True}),
                                   ("bezique", 3, {"deck": "bezique10"})]:
        seed = rng.randrange(10**9)
        answers, moves = walk(game, players, seed, 80, rng.randrange(10**6), options)
        again = ok("game.replay", {"code": link(game, players, seed, moves, options)})
        assert again["options"] == options and again["seed"] == seed
        assert again["state"] == answers[-1]["state"]
