"""Кинг engine: dealing and rotation, moves, trumps, options, views, bots, random legal play."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.api import handle
from rules_py.cards import Card
from rules_py.dealing import deal
from rules_py.decks import build_deck
from rules_py.errors import BadRequest, IllegalMove
from rules_py.games import State
from rules_py.king.deals import DEALS, DEFAULT_DEALS
from rules_py.king.engine import ENGINE, deal_seed
from rules_py.rng import SeededRandom

seeds = st.integers(min_value=0, max_value=2**63 - 1)

# An independent table of each deal's points (per trick, heart, king, jack, queen, last-two trick,
# king of hearts), written out from the source rather than taken from the engine's data.
SOURCE_TABLE = {
    "no_tricks": (-2, 0, 0, 0, 0, 0, 0), "tricks": (2, 0, 0, 0, 0, 0, 0),
    "no_boys": (0, 0, -4, 0, 0, 0, 0), "boys": (0, 0, 4, 0, 0, 0, 0),
    "no_girls": (0, 0, 0, 0, -4, 0, 0), "girls": (0, 0, 0, 0, 4, 0, 0),
    "no_hearts": (0, -2, 0, 0, 0, 0, 0), "hearts": (0, 2, 0, 0, 0, 0, 0),
    "no_king": (0, 0, 0, 0, 0, 0, -16), "king": (0, 0, 0, 0, 0, 0, 16),
    "no_last_two": (0, 0, 0, 0, 0, -8, 0), "last_two": (0, 0, 0, 0, 0, 8, 0),
    "eralash": (-2, -2, -4, 0, -4, -8, -16), "plus_eralash": (2, 2, 4, 0, 4, 8, 16),
    "no_boys_jk": (0, 0, -2, -2, 0, 0, 0), "boys_jk": (0, 0, 2, 2, 0, 0, 0),
    "eralash_jk": (-2, -2, -2, -2, -4, -8, -16), "plus_eralash_jk": (2, 2, 2, 2, 4, 8, 16),
    "no_boys_j": (0, 0, 0, -4, 0, 0, 0), "boys_j": (0, 0, 0, 4, 0, 0, 0),
    "eralash_j": (-2, -2, 0, -4, -4, -8, -16), "plus_eralash_j": (2, 2, 0, 4, 4, 8, 16),
}


def _expected_points(deal_id: str, tricks: list[dict[str, Any]]) -> list[int]:
    trick, heart, king, jack, queen, last_two, kh = SOURCE_TABLE[deal_id]
    points = [0, 0, 0, 0]
    for i, t in enumerate(tricks):
        p = trick + (last_two if i >= 6 else 0)
        for _, code in t["cards"]:
            p += heart * code.endswith("H") + king * code.startswith("K") + jack * code.startswith("J")
            p += queen * code.startswith("Q") + kh * (code == "KH")
        points[t["winner"]] += p
    return points


def _play_out_deal(state: State, rng: SeededRandom) -> State:
    index = state["deal_index"]
    while ENGINE.result(state) is None and state["deal_index"] == index:
        legal = ENGINE.legal_moves(state)
        state = ENGINE.play(state, legal[rng.randbelow(len(legal))])
    return state


def test_first_deal_matches_dealing_and_player_zero_leads() -> None:
    state = ENGINE.new_game("king", 4, 77, {})
    dealt = deal("king", 4, 77)
    assert state["dealer"] == 3 and ENGINE.to_move(state) == 0
    assert state["hands"] == [[c.code for c in h] for h in dealt.hands]
    assert sorted(c for h in state["hands"] for c in h) == sorted(c.code for c in build_deck("32"))


def test_deal_passes_clockwise_and_dealers_left_leads() -> None:
    state = ENGINE.new_game("king", 4, 5, {"deals": ["no_tricks"] * 5})
    rng = SeededRandom(1)
    for index in range(5):
        assert state["deal_index"] == index
        assert state["dealer"] == (3 + index) % 4
        assert ENGINE.to_move(state) == (state["dealer"] + 1) % 4
        dealt = deal("king", 4, deal_seed(5, index))
        assert state["hands"][(state["dealer"] + 1) % 4] == [c.code for c in dealt.hands[0]]
        state = _play_out_deal(state, rng)
    assert ENGINE.result(state) is not None


def test_winner_of_trick_leads_next() -> None:
    state = ENGINE.new_game("king", 4, 9, {"deals": ["no_tricks"]})
    for _ in range(4):
        state = ENGINE.play(state, ENGINE.legal_moves(state)[0])
    winner = state["tricks"][0]["winner"]
    assert state["leader"] == winner and ENGINE.to_move(state) == winner


def _state_with_hands(hands: list[str], deal_id: str = "no_tricks", **extra: Any) -> State:
    state = ENGINE.new_game("king", 4, 1, {"deals": [deal_id]})
    state["hands"] = [h.split() for h in hands]
    state.update(extra)
    return state


def test_follow_suit_refused_in_russian_state_untouched() -> None:
    state = _state_with_hands(["KS 7D", "7S AD", "8S 8D", "9S 9D"])
    state = ENGINE.play(state, {"type": "card", "card": "KS"})
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove, match="Нужно ходить в масть: у вас есть пики"):
        ENGINE.play(state, {"type": "card", "card": "AD"})
    assert state == before
    for move, words in [
        ({"type": "card", "card": "AS"}, "нет карты"),
        ({"type": "card", "card": "ZZ"}, "Не понимаю"),
        ({"type": "trump", "suit": "S"}, "Козырь назначают"),
        ({"type": "bid"}, "Неизвестный ход"),
    ]:
        with pytest.raises(IllegalMove, match=words):
            ENGINE.play(state, move)
    assert state == before


def test_no_heart_lead_in_engine() -> None:
    state = _state_with_hands(["7H 8C", "9C 9H", "10C 10H", "JC JH"], "no_hearts")
    assert ENGINE.legal_moves(state) == [{"type": "card", "card": "8C"}]
    with pytest.raises(IllegalMove, match="нельзя ходить с червей"):
        ENGINE.play(state, {"type": "card", "card": "7H"})


def test_king_of_hearts_forced_in_engine() -> None:
    state = _state_with_hands(["AD 7C", "KH 8C", "9D 9C", "10D 10C"], "no_king")
    state = ENGINE.play(state, {"type": "card", "card": "AD"})
    assert ENGINE.legal_moves(state) == [{"type": "card", "card": "KH"}]
    with pytest.raises(IllegalMove, match="кинга"):
        ENGINE.play(state, {"type": "card", "card": "8C"})


def _call(method: str, params: dict[str, Any]) -> dict[str, Any]:
    import rules_py.king  # noqa: F401  (registers the engine)

    return json.loads(handle(json.dumps({"method": method, "params": params})))  # type: ignore[no-any-return]


def _dealt(deal_id: str, hands: list[str], heart_rules: str | None) -> State:
    options: dict[str, Any] = {"deals": [deal_id], **({"heart_rules": heart_rules} if heart_rules else {})}
    answer = _call("game.new", {"game": "king", "players": 4, "seed": 1, "options": options})
    state: State = answer["result"]["state"]
    state["hands"] = [h.split() for h in hands]
    return state


@pytest.mark.parametrize("deal_id", ["no_hearts", "no_king", "eralash_jk", "hearts", "king", "plus_eralash_jk"])
def test_heart_rules_seed_plays_the_hearts_deals_by_the_seed(deal_id: str) -> None:
    """The option heart_rules «seed»: any card may be led, any card played when void (seed 004), in the
    six deals where the outside source restricts hearts; by default those restrictions stay."""
    lead = ["7H 8C", "9C 9H", "10C 10H", "JC JH"]
    seed = _dealt(deal_id, lead, "seed")
    assert _call("game.play", {"game": "king", "state": seed, "move": {"type": "card", "card": "7H"}})["ok"]
    default = _call("game.play", {"game": "king", "state": _dealt(deal_id, lead, None),
                                  "move": {"type": "card", "card": "7H"}})
    assert not default["ok"] and "нельзя ходить с червей" in default["error"]["message"]
    void = ["AD 7C", "KH 8C", "9D 9C", "10D 10C"]
    after = _call("game.play", {"game": "king", "state": _dealt(deal_id, void, "seed"),
                                "move": {"type": "card", "card": "AD"}})["result"]
    assert {"type": "card", "card": "8C"} in after["legal"] and {"type": "card", "card": "KH"} in after["legal"]
    view = _call("game.view", {"game": "king", "state": after["state"], "seat": 1})["result"]["view"]
    assert view["heart_rules"] == "seed" and "С червей не ходят" not in view["deal_rule_ru"]
    assert "кинга сбрасывают" not in view["deal_rule_ru"]
    hint = _call("game.hint", {"game": "king", "state": after["state"]})["result"]
    assert hint["move"] in after["legal"]


def test_heart_rules_option_is_checked_and_other_deals_do_not_change() -> None:
    bad = _call("game.new", {"game": "king", "players": 4, "seed": 1, "options": {"heart_rules": "any"}})
    assert not bad["ok"] and "heart_rules" in bad["error"]["message"]
    for heart_rules in ("seed", "outside"):
        state = _dealt("no_tricks", ["KS 7D", "7S AD", "8S 8D", "9S 9D"], heart_rules)
        state = _call("game.play", {"game": "king", "state": state, "move": {"type": "card", "card": "KS"}})["result"]
        assert state["legal"] == [{"type": "card", "card": "7S"}]


def test_positive_trumps_option() -> None:
    state = ENGINE.new_game("king", 4, 2, {"deals": ["no_tricks", "tricks"], "positive_trumps": True})
    assert state["phase"] == "play"  # negative deals never have a trump
    state = _play_out_deal(state, SeededRandom(3))
    assert state["phase"] == "trump" and state["deal_index"] == 1
    orderer = ENGINE.to_move(state)
    assert orderer == (state["dealer"] + 1) % 4 == state["orderer"]
    assert len(ENGINE.legal_moves(state)) == 5 and {"type": "trump", "suit": None} in ENGINE.legal_moves(state)
    with pytest.raises(IllegalMove, match="назначает козырь"):
        ENGINE.play(state, {"type": "card", "card": state["hands"][orderer][0]})
    with pytest.raises(IllegalMove, match="Козырь — масть"):
        ENGINE.play(state, {"type": "trump", "suit": "X"})
    trumped = ENGINE.play(state, {"type": "trump", "suit": "D"})
    assert trumped["trump"] == "D" and trumped["phase"] == "play" and ENGINE.to_move(trumped) == orderer
    no_trump = ENGINE.play(state, {"type": "trump", "suit": None})
    assert no_trump["trump"] is None and no_trump["phase"] == "play"


def test_trump_wins_the_trick_in_a_trump_deal() -> None:
    state = _state_with_hands(["AS 7C", "7D 8C", "9S 9C", "10S 10C"], "tricks", trump="D")
    for card in ("AS", "7D", "9S", "10S"):
        state = ENGINE.play(state, {"type": "card", "card": card})
    assert state["tricks"][0]["winner"] == 1


def test_options_are_checked() -> None:
    bad: list[dict[str, Any]] = [{"deals": ["nope"]}, {"deals": []}, {"deals": "no_tricks"},
                                 {"positive_trumps": 1}]
    for options in bad:
        with pytest.raises(BadRequest):
            ENGINE.new_game("king", 4, 1, options)
    with pytest.raises(BadRequest, match="вчетвером"):
        ENGINE.new_game("king", 3, 1, {})


def test_twelve_deal_variant() -> None:
    ids = [d for d in DEFAULT_DEALS if "eralash" not in d]
    state = ENGINE.new_game("king", 4, 4, {"deals": ids})
    while ENGINE.result(state) is None:
        state = ENGINE.play(state, ENGINE.bot_move(state))
    result = ENGINE.result(state)
    assert result is not None and result["deals"] == 12 and sum(result["scores"]) == 0


def test_view_hides_other_hands_and_bot_uses_only_the_view() -> None:
    state = ENGINE.new_game("king", 4, 31, {})
    view = ENGINE.view(state, 0)
    assert view["hand"] == state["hands"][0] and view["hand_sizes"] == [8, 8, 8, 8]
    assert "hands" not in view and "seed" not in view and view["trick"] == []
    assert not set(view["hand"]) & {c for h in state["hands"][1:] for c in h}
    move = ENGINE.bot_move(state)
    scrambled = copy.deepcopy(state)
    others = [c for h in scrambled["hands"][1:] for c in h]
    others.reverse()
    scrambled["hands"][1:] = [others[0:8], others[8:16], others[16:24]]
    assert ENGINE.bot_move(scrambled) == move


def test_bots_play_a_full_game_that_balances() -> None:
    state = ENGINE.new_game("king", 4, 2024, {})
    while ENGINE.result(state) is None:
        move = ENGINE.bot_move(state)
        assert move in ENGINE.legal_moves(state)
        state = ENGINE.play(state, move)
    result = ENGINE.result(state)
    assert result is not None and sum(result["scores"]) == 0 and len(state["history"]) == 14
    assert result["winners"] and max(result["scores"]) == result["scores"][result["winners"][0]]
    for entry in state["history"]:
        assert sum(entry["points"]) == DEALS[entry["deal_id"]].total()


@pytest.mark.parametrize(
    ("deals", "trumps"),
    [(["no_tricks", "no_girls", "no_king"], False), (["tricks", "girls", "king"], False), (["tricks"] * 3, True)],
)
def test_bot_beats_random_play(deals: list[str], trumps: bool) -> None:
    """Seat 0's bot ducks in negative deals and takes in positive ones better than random play."""

    def points(pick_bot: bool, seed: int) -> int:
        state = ENGINE.new_game("king", 4, seed, {"deals": deals, "positive_trumps": trumps})
        rng = SeededRandom(seed)
        while ENGINE.result(state) is None:
            if ENGINE.to_move(state) == 0 and pick_bot:
                state = ENGINE.play(state, ENGINE.bot_move(state))
            else:
                legal = ENGINE.legal_moves(state)
                state = ENGINE.play(state, legal[rng.randbelow(len(legal))])
        result = ENGINE.result(state)
        assert result is not None
        return int(result["scores"][0])

    assert sum(points(True, s) for s in range(12)) > sum(points(False, s) for s in range(12))


def test_protocol_game_new_play_bot() -> None:
    import rules_py.king  # noqa: F401  (registers the engine)

    def call(method: str, params: dict[str, Any]) -> dict[str, Any]:
        return json.loads(handle(json.dumps({"method": method, "params": params})))  # type: ignore[no-any-return]

    answer = call("game.new", {"game": "king", "seed": 3})
    assert answer["ok"] and answer["result"]["to_move"] == 0
    state = answer["result"]["state"]
    bad = call("game.play", {"game": "king", "state": state, "move": {"type": "card", "card": "JK"}})
    assert bad["ok"] is False and bad["error"]["code"] == "illegal_move"
    reply = call("game.bot", {"game": "king", "state": state})
    assert reply["ok"] and reply["result"]["move"]["type"] == "card"


@settings(max_examples=30, deadline=None)
@given(seed=seeds, ids=st.lists(st.sampled_from(sorted(DEALS)), min_size=1, max_size=3),
       trumps=st.booleans(), play_seed=st.integers(0, 2**32))
def test_random_legal_play_finishes_and_scores_match_penalties(
    seed: int, ids: list[str], trumps: bool, play_seed: int
) -> None:
    state = ENGINE.new_game("king", 4, seed, {"deals": ids, "positive_trumps": trumps})
    rng = SeededRandom(play_seed)
    totals = [0, 0, 0, 0]
    for index, deal_id in enumerate(ids):
        assert sorted(c for h in state["hands"] for c in h) == sorted(
            c.code for h in deal("king", 4, deal_seed(seed, index)).hands for c in h)
        state = _play_out_deal(state, rng)
        finished = state["last_deal"]
        assert finished["deal_id"] == deal_id and len(finished["tricks"]) == 8
        cards = [code for t in finished["tricks"] for _, code in t["cards"]]
        assert len(cards) == 32 == len(set(cards))
        assert finished["points"] == _expected_points(deal_id, finished["tricks"])
        assert sum(finished["points"]) == DEALS[deal_id].total()
        totals = [a + b for a, b in zip(totals, finished["points"])]
        assert DEALS[deal_id].positive or finished["trump"] is None  # no trumps in negative deals
    result = ENGINE.result(state)
    assert result is not None and result["scores"] == totals
    assert json.loads(json.dumps(state)) == state


def test_random_full_game_of_fourteen_deals() -> None:
    state = ENGINE.new_game("king", 4, 555, {"positive_trumps": True})
    rng = SeededRandom(8)
    while ENGINE.result(state) is None:
        legal = ENGINE.legal_moves(state)
        state = ENGINE.play(state, legal[rng.randbelow(len(legal))])
    assert len(state["history"]) == 14
    assert sum(sum(h["points"]) for h in state["history"]) == 0
    with pytest.raises(IllegalMove, match="окончена"):
        ENGINE.play(state, {"type": "card", "card": "AS"})
    assert Card.parse("AS")  # the deck's codes parse back


def test_boys_are_jacks_and_kings_by_default_and_the_other_readings_are_options() -> None:
    import json

    from rules_py.api import handle

    def new(options: dict[str, Any]) -> dict[str, Any]:
        answer = json.loads(handle(json.dumps({"method": "game.new", "params": {
            "game": "king", "players": 4, "seed": 5, "options": options}})))
        return answer  # type: ignore[no-any-return]

    default = new({})["result"]["state"]["deals"]
    assert default[1] == "no_boys_jk" and default[6] == "eralash_jk" and default[13] == "plus_eralash_jk"
    assert new({"boys": "kings"})["result"]["state"]["deals"][1] == "no_boys"
    assert new({"boys": "jacks"})["result"]["state"]["deals"][8] == "boys_j"
    refused = new({"boys": "queens"})
    assert not refused["ok"] and "jacks_kings" in refused["error"]["message"]
