"""Durak presets and options: which variants are playable, how options override flags."""

from __future__ import annotations

import json

import pytest

from rules_py.api import handle
from rules_py.durak import ENGINE, PRESET_DOCS, PRESETS, DurakRules, resolve_rules
from rules_py.errors import BadRequest
from rules_py.registry import GAMES

PLAYABLE = {
    "durak.prostoy", "durak.podkidnoy", "durak.perevodnoy", "durak.perevodnoy2", "durak.beskozyrny",
    "durak.bolshoy", "durak.dvukhkozyrny", "durak.potayny", "durak.pogonny", "durak.yaponsky",
    "durak.veryu",
}


def test_presets_are_the_bout_shaped_variants() -> None:
    assert set(PRESETS) == PLAYABLE
    assert all(game in GAMES for game in PRESETS)


def test_the_bout_engine_refuses_the_variants_it_does_not_play() -> None:
    # Дорожный, китайский, крестовый (and круглый, чешский) have engines of their own, registered
    # by their exact ids; the bout engine itself plays only its presets.
    for game in sorted(g for g in GAMES if g.startswith("durak.") and g not in PLAYABLE):
        assert not ENGINE.playable(game)
        with pytest.raises(BadRequest, match="только раздать"):
            ENGINE.new_game(game, 2, 1, {})


@pytest.mark.parametrize("game", sorted(PLAYABLE))
def test_every_preset_is_documented(game: str) -> None:
    assert len(PRESET_DOCS[game]) > 150
    assert resolve_rules(game, {}) == PRESETS[game]


def test_preset_flags() -> None:
    assert PRESETS["durak.prostoy"].throw_in == "attacker"
    assert PRESETS["durak.podkidnoy"] == DurakRules()
    assert PRESETS["durak.perevodnoy"].transfer == "before_beat"
    assert PRESETS["durak.perevodnoy2"].transfer == "also_after"
    assert PRESETS["durak.perevodnoy2"].transfer_passes == "all_cards"  # X-27, literal
    assert PRESETS["durak.beskozyrny"].trumps == "none"
    assert PRESETS["durak.bolshoy"].lose_at_cards == 52
    assert PRESETS["durak.bolshoy"].identical_twin_cannot_beat
    assert PRESETS["durak.dvukhkozyrny"].trumps == "per_player"
    assert PRESETS["durak.potayny"].trumps == "hidden"
    assert PRESETS["durak.pogonny"].pogony and PRESETS["durak.pogonny"].throw_in == "all"
    japanese = PRESETS["durak.yaponsky"]
    assert (japanese.trumps, japanese.fixed_trump, japanese.only_by_own_suit) == ("fixed", "D", "S")
    # простой, the seed's own rules, is literal (take only when unable to beat); the others
    # follow the common custom of a take at will.
    assert not PRESETS["durak.prostoy"].voluntary_take
    for game, rules in PRESETS.items():
        assert rules.voluntary_take == (game != "durak.prostoy")
        assert rules.first_bout_limit is None  # the cap of 5 is an option


def test_options_override_preset_flags() -> None:
    rules = resolve_rules("durak.prostoy", {"voluntary_take": True, "first_bout_limit": 5, "dealer": 1})
    assert rules.throw_in == "attacker" and rules.voluntary_take and rules.first_bout_limit == 5
    assert resolve_rules("durak.pogonny", {"pogony_ranks": ["6"]}).pogony_ranks == ("6",)
    assert resolve_rules("durak.perevodnoy2", {"transfer_passes": "unbeaten_only"}).transfer_passes == "unbeaten_only"


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"colour": 1}, "Неизвестная опция «colour»"),
        ({"throw_in": "nobody"}, "принимает значения: attacker, all"),
        ({"voluntary_take": "yes"}, "да или нет"),
        ({"first_bout_limit": 0}, "не меньше 1"),
        ({"first_bout_limit": True}, "не меньше 1"),
        ({"pogony_ranks": ["1"]}, "список достоинств"),
        ({"only_by_own_suit": "X"}, "масть"),
        ({"trumps": "none"}, "задаёт сам вариант"),
    ],
)
def test_bad_options_are_refused_in_russian(options: dict[str, object], message: str) -> None:
    with pytest.raises(BadRequest, match=message):
        ENGINE.new_game("durak.podkidnoy", 2, 1, options)


@pytest.mark.parametrize(
    ("options", "message"),
    [({"dealer": 5}, "сдающий"), ({"first_attacker": -1}, "кто ходит первым"), ({"teaching": 1}, "учебный")],
)
def test_bad_setup_options(options: dict[str, object], message: str) -> None:
    with pytest.raises(BadRequest, match=message):
        ENGINE.new_game("durak.podkidnoy", 3, 1, options)


def test_options_are_kept_in_the_state() -> None:
    state = ENGINE.new_game("durak.podkidnoy", 2, 3, {"first_bout_limit": 5, "teaching": True})
    assert state["rules"]["first_bout_limit"] == 5
    assert ENGINE.view(state, 0)["hands"] is not None  # teaching: every hand shown
    plain = ENGINE.new_game("durak.podkidnoy", 2, 3, {})
    assert ENGINE.view(plain, 0)["hands"] is None


def _call(method: str, **params: object) -> dict[str, object]:
    answer = json.loads(handle(json.dumps({"method": method, "params": params})))
    assert isinstance(answer, dict)
    return answer


def test_the_protocol_plays_durak() -> None:
    answer = _call("game.new", game="durak.podkidnoy", players=2, seed=11)
    assert answer["ok"], answer
    result = answer["result"]
    assert isinstance(result, dict)
    state, legal = result["state"], result["legal"]
    moved = _call("game.play", game="durak.podkidnoy", state=state, move=legal[0])
    assert moved["ok"]
    refused = _call("game.play", game="durak.podkidnoy", state=state, move={"type": "take"})
    assert refused["error"] == {
        "code": "illegal_move",
        "message": "Сейчас заход: положите одну карту или несколько карт одного достоинства.",
    }
    bot = _call("game.bot", game="durak.podkidnoy", state=state)
    assert bot["ok"] and bot["result"]["move"] in legal  # type: ignore[index]


def test_a_damaged_state_is_a_bad_request() -> None:
    with pytest.raises(BadRequest):
        ENGINE.play({"game": "durak.podkidnoy"}, {"type": "take"})
    state = ENGINE.new_game("durak.podkidnoy", 2, 3, {})
    state["hands"] = "nonsense"
    with pytest.raises(BadRequest):
        ENGINE.legal_moves(state)


def _new(game: str, players: int, deck: str | None = None) -> dict[str, object]:
    options = {"deck": deck} if deck else {}
    return json.loads(handle(json.dumps({"method": "game.new", "params": {
        "game": game, "players": players, "seed": 3, "options": options}})))  # type: ignore[no-any-return]


@pytest.mark.parametrize("deck", ["2x36", "2x52"])
def test_two_packs_seat_up_to_twelve_players(deck: str) -> None:
    """One pack seats six (six cards each, the whole 36 dealt); two packs twice as many."""
    answer = _new("durak.bolshoy", 12, deck)
    assert answer["ok"], answer
    view = answer["result"]["view"]  # type: ignore[index]
    assert len(view["counts"]) == 12 and set(view["counts"]) == {6}
    assert view["stock"] == (0 if deck == "2x36" else 32)
    refused = _new("durak.bolshoy", 13, deck)
    assert not refused["ok"] and "от 2 до 12" in refused["error"]["message"]  # type: ignore[index]
    assert not _new("durak.podkidnoy", 7)["ok"]  # one pack: six at most
