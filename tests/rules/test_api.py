"""The JSON protocol: envelope, games.list, deal, and `handle` never raising."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.api import handle
from rules_py.registry import FAMILIES, GAMES


def call(method: str, params: Any = None) -> dict[str, Any]:
    request: dict[str, Any] = {"method": method}
    if params is not None:
        request["params"] = params
    return json.loads(handle(json.dumps(request)))  # type: ignore[no-any-return]


def test_games_list_has_every_game_with_the_documented_fields() -> None:
    response = call("games.list")
    assert response["ok"]
    games = response["result"]["games"]
    assert {g["id"] for g in games} == set(GAMES)
    for g in games:
        for key in ("id", "name_ru", "name_en", "family", "players_min", "players_max", "deck", "playable",
                    "sources"):
            assert key in g, key
        assert g["family"] in FAMILIES
        assert isinstance(g["playable"], bool)
        assert g["players_min"] <= g["players_max"]
        assert g["sources"]


def test_registry_covers_the_seed_catalogue() -> None:
    ids = set(GAMES)
    expected = {"bridge", "king", "shtoss", "bezique"}
    expected |= {f"durak.{v}" for v in ("prostoy", "podkidnoy", "perevodnoy", "perevodnoy2", "beskozyrny",
                                         "bolshoy", "veryu", "dvukhkozyrny", "dorozhny", "kitaysky", "krestovy",
                                         "krugly", "pogonny", "potayny", "cheshsky", "cheshsky_1", "cheshsky_2",
                                         "yaponsky")}
    expected |= {f"canasta.{p}" for p in ("classic", "three", "fifteen", "three_packs", "cuban", "combo",
                                           "russian", "russian_31a", "russian_31b")}
    assert ids == expected


def test_related_games_exist() -> None:
    for info in GAMES.values():
        assert all(r in GAMES and r != info.id for r in info.related)


def test_deal_returns_codes_stock_and_trump() -> None:
    result = call("deal", {"game": "durak.podkidnoy", "players": 3, "seed": 42})["result"]
    assert [len(h) for h in result["hands"]] == [6, 6, 6]
    assert len(result["stock"]) == 18 and result["stock"][-1] == result["trump"]
    assert result["seats"] == ["Игрок 1", "Игрок 2", "Игрок 3"]
    assert set(result["labels"]) >= {c for h in result["hands"] for c in h}
    assert result == call("deal", {"game": "durak.podkidnoy", "players": 3, "seed": 42})["result"]
    assert result["hands"] != call("deal", {"game": "durak.podkidnoy", "players": 3, "seed": 43})["result"]["hands"]


def test_deal_bridge_has_compass_seats_and_no_stock() -> None:
    result = call("deal", {"game": "bridge", "players": 4, "seed": 1})["result"]
    assert result["seats"] == ["Север", "Восток", "Юг", "Запад"]
    assert result["stock"] == [] and result["trump"] is None


def test_deal_players_default_from_registry() -> None:
    assert len(call("deal", {"game": "king", "seed": 3})["result"]["hands"]) == 4


@pytest.mark.parametrize(
    ("request_text", "code"),
    [
        ("", "bad_request"),
        ("not json", "bad_request"),
        ("[]", "bad_request"),
        ('{"params": {}}', "bad_request"),
        ('{"method": 5}', "bad_request"),
        ('{"method": "deal", "params": []}', "bad_request"),
        ('{"method": "nope"}', "unknown_method"),
        ('{"method": "deal", "params": {"game": "king"}}', "bad_request"),
        ('{"method": "deal", "params": {"game": "king", "seed": "1"}}', "bad_request"),
        ('{"method": "deal", "params": {"game": "chess", "seed": 1}}', "bad_request"),
        ('{"method": "deal", "params": {"game": "bridge", "players": 2, "seed": 1}}', "bad_request"),
        ('{"method": "game.new", "params": {"game": "bezique.x", "seed": 1}}', "bad_request"),
    ],
)
def test_errors_have_a_code_and_a_russian_message(request_text: str, code: str) -> None:
    response = json.loads(handle(request_text))
    assert response["ok"] is False
    assert response["error"]["code"] == code
    message = response["error"]["message"]
    assert any("а" <= ch <= "я" for ch in message.lower()), message
    assert "Traceback" not in message


def test_handle_refuses_non_strings() -> None:
    assert json.loads(handle(None))["error"]["code"] == "bad_request"
    assert json.loads(handle(b"{}"))["error"]["code"] == "bad_request"


def test_deeply_nested_json_does_not_escape() -> None:
    assert json.loads(handle("[" * 100000 + "]" * 100000))["ok"] is False


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=40))
def test_handle_never_raises_on_any_text(text: str) -> None:
    response = json.loads(handle(text))
    assert response["ok"] in (True, False)


@settings(max_examples=150, deadline=None)
@given(method=st.sampled_from(["deal", "games.list", "game.new", "game.play", "game.bot", "x"]), params=json_values)
def test_handle_never_raises_on_any_params(method: str, params: Any) -> None:
    response = json.loads(handle(json.dumps({"method": method, "params": params})))
    assert response["ok"] in (True, False)
    if not response["ok"]:
        assert response["error"]["code"] != "internal_error", response


def test_an_internal_error_is_explained_to_the_reader_and_detailed_for_the_console(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from rules_py.protocol import METHODS, Method

    def broken(params: dict[str, Any]) -> dict[str, Any]:
        return {"value": [][1]}

    monkeypatch.setitem(METHODS, "test.broken", Method("test.broken", broken, "сломанный метод", {}, "{}"))
    error = json.loads(handle('{"method": "test.broken"}'))["error"]
    assert error["code"] == "internal_error"
    assert "движке правил" in error["message"] and "Состояние не изменилось" in error["message"]
    assert "IndexError" not in error["message"]
    # The console gets what failed and where.
    assert error["detail"].startswith("IndexError: list index out of range")
    assert "in broken" in error["detail"]
