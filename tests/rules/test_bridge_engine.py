"""The bridge engine: the play, views, bots, results, JSON states and property tests."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

import rules_py.bridge.protocol  # noqa: F401  (registers bridge.* and the engine)
from rules_py.api import handle
from rules_py.bridge.bots import _card_by_maxims
from rules_py.bridge.contract import parse_contract
from rules_py.bridge.engine import ENGINE, honors_held
from rules_py.bridge.pbn import parse_pbn
from rules_py.bridge.scoring import score_deal
from rules_py.bridge.seats import SEATS
from rules_py.cards import Card
from rules_py.dealing import deal
from rules_py.errors import BadRequest, IllegalMove
from rules_py.games import State, is_playable

SEEDS = st.integers(min_value=0, max_value=2**63 - 1)
# N: spades AKQJ, hearts T98, diamonds 765, clubs 432; E, S, W rotate the suits.
FULL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
ONE_SUIT_EACH = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def new(options: dict[str, Any] | None = None, seed: int = 1) -> State:
    return ENGINE.new_game("bridge", 4, seed, options or {})


def calls(state: State, *names: str) -> State:
    for name in names:
        state = ENGINE.play(state, {"type": "call", "call": name})
    return state


def card(state: State, code: str) -> State:
    return ENGINE.play(state, {"type": "card", "card": code})


def refused(state: State, move: dict[str, Any]) -> str:
    before = copy.deepcopy(state)
    with pytest.raises((IllegalMove, BadRequest)) as info:
        ENGINE.play(state, move)
    assert state == before
    message: str = info.value.message
    return message


def bot_game(seed: int, dealer: str = "N") -> State:
    state = new({"dealer": dealer}, seed)
    for _ in range(200):
        if ENGINE.result(state) is not None:
            break
        move = ENGINE.bot_move(state)
        assert move in ENGINE.legal_moves(state), (move, state["calls"])
        state = ENGINE.play(state, move)
    return state


# ---- the deal ----------------------------------------------------------------------------------


def test_seed_gives_hands_by_seat_whoever_deals() -> None:
    d = deal("bridge", 4, 42)
    for dealer in "NESW":
        state = new({"dealer": dealer}, 42)
        for i, seat in enumerate(SEATS):
            assert state["deal"][seat] == [c.code for c in d.hands[i]]
    assert is_playable("bridge")


def test_options_are_checked() -> None:
    with pytest.raises(BadRequest, match="сдающего"):
        new({"dealer": "X"})
    with pytest.raises(BadRequest, match="teaching"):
        new({"teaching": "yes"})
    with pytest.raises(BadRequest, match="vulnerable"):
        new({"vulnerable": 3})
    with pytest.raises(BadRequest):
        ENGINE.new_game("bridge", 3, 1, {})
    assert new({"dealer": 2})["dealer"] == "S"
    assert new({"vulnerable": True})["vulnerable"] == {"NS": True, "EW": True}


# ---- the play ----------------------------------------------------------------------------------


def test_play_follows_suit_and_dummy_is_played_by_declarer() -> None:
    state = calls(new({"pbn": FULL}), "1S", "pass", "pass", "pass")
    assert (state["contract"]["declarer"], state["contract"]["dummy"]) == ("N", "S")
    assert ENGINE.to_move(state) == 1  # East leads
    assert "Торговля окончена" in refused(state, {"type": "call", "call": "pass"})
    assert "нет" in refused(state, {"type": "card", "card": "AS"})
    state = card(state, "7H")
    # Dummy (South) to play: the declarer's seat moves, and the moves name dummy's hand.
    assert ENGINE.to_move(state) == 0
    legal = ENGINE.legal_moves(state)
    assert legal == [{"type": "card", "card": c, "hand": "S"} for c in ("4H", "3H", "2H")]
    assert refused(state, {"type": "card", "card": "AD"}) == "Нужно ходить в масть: у болвана есть червы."
    assert "Сейчас очередь карты Юга" in refused(state, {"type": "card", "card": "2H", "hand": "N"})
    state = ENGINE.play(state, {"type": "card", "card": "2H", "hand": "S"})
    assert ENGINE.to_move(state) == 3
    assert refused(state, {"type": "card", "card": "2S"}).startswith("Нужно ходить в масть: у вас есть червы")
    state = card(state, "AH")
    state = card(state, "10H")
    assert state["tricks"][-1] == {"cards": [{"seat": "E", "card": "7H"}, {"seat": "S", "card": "2H"},
                                             {"seat": "W", "card": "AH"}, {"seat": "N", "card": "10H"}],
                                   "winner": "W"}
    assert state["won"] == {"NS": 0, "EW": 1} and state["trick"] == []
    assert ENGINE.to_move(state) == 3  # the winner leads


def test_trumps_win_and_the_result_is_scored() -> None:
    state = calls(new({"pbn": ONE_SUIT_EACH}), "1S", "pass", "pass", "pass")
    state = card(state, "AH")  # East
    state = ENGINE.play(state, {"type": "card", "card": "2D", "hand": "S"})  # dummy discards
    state = card(state, "2C")  # West discards
    state = card(state, "2S")  # North ruffs with the smallest trump
    assert state["tricks"][0]["winner"] == "N"
    while ENGINE.result(state) is None:
        state = ENGINE.play(state, ENGINE.legal_moves(state)[0])
    result = ENGINE.result(state)
    assert result is not None
    assert result["tricks"] == {"NS": 13, "EW": 0} and result["declarer_tricks"] == 13 and result["made"]
    assert result["honors"] == {"side": "NS", "kind": "5"}
    assert result["score"]["NS"] == {"below": 30, "above": 6 * 30 + 150}
    assert result["next_dealer"] == "E" and result["pbn"] == ONE_SUIT_EACH
    assert ENGINE.legal_moves(state) == [] and ENGINE.to_move(state) is None


def test_highest_of_the_suit_led_wins_without_trumps() -> None:
    state = calls(new({"pbn": ONE_SUIT_EACH, "dealer": "E"}), "1NT", "pass", "pass", "pass")
    assert state["contract"]["leader"] == "S"
    state = card(state, "2D")
    for code in ("AC", "AS", "AH"):  # nobody else has a diamond: discards do not win
        state = ENGINE.play(state, ENGINE.legal_moves(state)[[m["card"] for m in ENGINE.legal_moves(state)].index(code)])
    assert state["tricks"][0]["winner"] == "S"


def test_result_score_matches_score_deal_with_vulnerability() -> None:
    state = calls(new({"pbn": FULL, "vulnerable": {"NS": True, "EW": False}}), "2S", "pass", "pass", "X",
                  "pass", "pass", "pass")
    while ENGINE.result(state) is None:
        state = ENGINE.play(state, ENGINE.legal_moves(state)[-1])
    result = ENGINE.result(state)
    assert result is not None and result["contract"] == "2SX"
    contract = parse_contract("2SX")
    assert contract is not None
    hands = {s: [Card.parse(c) for c in v] for s, v in state["deal"].items()}
    expected = score_deal(contract, "N", result["declarer_tricks"], True, honors_held(hands, contract))
    assert result["score"] == expected.to_json()
    assert result["honors"] == {"side": "NS", "kind": "4"}


def test_honours_detection() -> None:
    hands = parse_pbn(FULL)
    three_clubs = parse_contract("3C")
    assert three_clubs is not None
    held = honors_held(hands, three_clubs)
    assert held is not None and (held.side, held.kind) == ("EW", "4")
    no_trump = parse_contract("3NT")
    assert no_trump is not None and honors_held(hands, no_trump) is None
    aces = parse_pbn("N:A432.A32.A32.A32 KQJT.KQJ.KQJ.KQJ 9876.T98.T98.T98 5.7654.7654.7654")
    assert honors_held(aces, no_trump) is not None


# ---- views -------------------------------------------------------------------------------------


def test_views_hide_other_hands_until_dummy_is_exposed() -> None:
    state = new({"pbn": FULL})
    view = ENGINE.view(state, 0)
    assert view["hand"] == state["deal"]["N"] and view["hands"]["N"] == state["deal"]["N"]
    assert view["hands"]["E"] is None and view["counts"] == {"N": 13, "E": 13, "S": 13, "W": 13}
    assert view["to_move"] == "N" and view["phase"] == "auction"
    state = calls(state, "1S", "pass", "pass", "pass")
    assert ENGINE.view(state, 1)["hands"]["S"] is None and not ENGINE.view(state, 1)["dummy_exposed"]
    state = card(state, "7H")
    for seat in range(4):
        view = ENGINE.view(state, seat)
        assert view["dummy"] == "S" and view["dummy_exposed"]
        assert view["hands"]["S"] == state["hands"]["S"]
        hidden = [s for s in SEATS if s not in (SEATS[seat], "S")]
        assert all(view["hands"][s] is None for s in hidden)
    view = ENGINE.view(state, 0)
    assert view["to_move"] == "N" and view["playing_hand"] == "S"
    assert view["trick"] == [{"seat": "E", "card": "7H"}] and view["counts"]["E"] == 12
    assert view["auction"][0] == {"seat": "N", "call": "1S", "ru": "1♠"}
    assert view["contract"]["code"] == "1S" and view["tricks_won"] == {"NS": 0, "EW": 0}
    spectator = ENGINE.view(state, None)
    assert spectator["hand"] == [] and [s for s in SEATS if spectator["hands"][s] is not None] == ["S"]


def test_teaching_shows_every_hand_in_every_view() -> None:
    state = new({"teaching": True, "pbn": FULL})
    for seat in (None, 0, 1, 2, 3):
        view = ENGINE.view(state, seat)
        assert all(view["hands"][s] == state["hands"][s] for s in SEATS)


# ---- bots --------------------------------------------------------------------------------------


def _reshuffle_hidden(state: State, seat: int) -> State:
    """The same position with the cards that `seat` cannot see dealt differently among their holders."""
    view = ENGINE.view(dict(state, teaching=False), seat)
    hidden = [s for s in SEATS if view["hands"][s] is None]
    pool = [c for s in hidden for c in state["hands"][s]]
    pool.reverse()
    other = copy.deepcopy(state)
    for s in hidden:
        count = len(state["hands"][s])
        other["hands"][s], pool = pool[:count], pool[count:]
    return other


@settings(max_examples=30, deadline=None)
@given(SEEDS, st.integers(min_value=0, max_value=60))
def test_bots_use_only_the_view(seed: int, steps: int) -> None:
    state = new({"teaching": True}, seed)
    for _ in range(steps):
        if ENGINE.result(state) is not None:
            return
        state = ENGINE.play(state, ENGINE.bot_move(state))
    if ENGINE.result(state) is not None:
        return
    seat = ENGINE.to_move(state)
    assert seat is not None
    other = _reshuffle_hidden(state, seat)
    assert ENGINE.bot_move(other) == ENGINE.bot_move(state)


# Whole deals played by the bots, whose card play searches sampled deals from 9 cards a hand (about
# 2 s of CPU a deal): 12 deals here, the bench plays hundreds.
@settings(max_examples=12, deadline=None)
@given(SEEDS, st.sampled_from("NESW"))
def test_bot_only_games_finish(seed: int, dealer: str) -> None:
    state = bot_game(seed, dealer)
    result = ENGINE.result(state)
    assert result is not None
    if not result["passed_out"]:
        assert len(state["tricks"]) == 13
        assert result["tricks"]["NS"] + result["tricks"]["EW"] == 13
        assert result["score"]["made"] == result["made"]


def test_bots_bid_sensibly() -> None:
    # North has 10 points and no long suit: a pass.
    state = new({"pbn": "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"})
    assert ENGINE.bot_move(state) == {"type": "call", "call": "pass"}
    strong = "N:AKQ2.KQ3.A32.K32 JT98.JT9.QJT.QJT 7654.A54.K54.A54 3.8762.9876.9876"
    state = new({"pbn": strong})
    assert ENGINE.bot_move(state) == {"type": "call", "call": "2NT"}  # 21 balanced
    state = calls(new({"pbn": "N:AK32.KQ3.A32.K32 JT98.JT9.QJT.QJT 7654.A54.K54.A54 Q.8762.9876.9876"}), "1NT",
                  "pass")
    assert ENGINE.bot_move(state)["call"] == "2C"  # South: 11 points and four spades: Stayman


def test_card_bots_follow_the_maxims() -> None:
    state = calls(new({"pbn": FULL}), "1S", "pass", "pass", "pass")
    assert ENGINE.bot_move(state)["card"] == "AC"  # East: top of a sequence in the longest side suit
    state = card(state, "AC")
    assert ENGINE.bot_move(state) == {"type": "card", "card": "8C", "hand": "S"}  # second hand low
    state = card(state, "8C")
    assert ENGINE.bot_move(state)["card"] == "5C"  # partner's ace wins: play low
    state = card(state, "5C")
    assert ENGINE.bot_move(state)["card"] == "2C"  # cannot win: lowest
    state = calls(new({"pbn": FULL}), "1S", "pass", "pass", "pass")
    state = card(card(state, "7H"), "2H")
    assert ENGINE.bot_move(state)["card"] == "JH"  # third hand: the cheapest sure winner from AKQJ
    state = card(state, "JH")
    assert ENGINE.bot_move(state)["card"] == "8H"  # fourth hand cannot beat the jack: lowest


def maxims_view(playing: str, hands: dict[str, str], strain: str, first_trick: list[str],
                 declarer: str = "S") -> dict[str, Any]:
    """A view at the second trick's lead: the hands seen (cards by spaces), the first trick's cards
    (led by West), nothing hidden among what the maxims read."""
    seats = ["W", "N", "E", "S"]
    trick = [{"seat": seat, "card": code} for seat, code in zip(seats, first_trick)]
    return {"playing_hand": playing, "hands": {s: hands[s].split() if s in hands else None for s in "NESW"},
            "contract": {"strain": strain}, "declarer": declarer, "dummy": "NESW"["NESW".index(declarer) ^ 2],
            "trick": [], "tricks": [{"cards": trick, "winner": playing}]}


def test_declarer_develops_the_long_suit_in_notrump() -> None:
    # South holds sure winners in spades and clubs; North's long clubs are the suit to run, and the
    # short hand's ace goes first (leading the ace of spades would cash a trick the deal keeps anyway).
    view = maxims_view("S", {"S": "AS KS AC 2C 7H", "N": "2S KC QC JC 5C 4C"}, "NT",
                       ["3D", "4D", "5D", "6D"])
    assert _card_by_maxims(view) == "AC"


def test_declarer_with_eight_trumps_drives_out_the_top_trump() -> None:
    view = maxims_view("S", {"S": "KS QS JS 4S 3C 2C", "N": "8S 7S 6S 5S 9D 8D"}, "S", ["3D", "4D", "5D", "6D"])
    assert Card.parse(_card_by_maxims(view)).suit is Card.parse("AS").suit  # a trump, not a small club


def test_defender_returns_the_opening_lead_in_notrump() -> None:
    # East won nothing yet but is on lead: back to partner's hearts, the higher of two (not the aces).
    view = maxims_view("E", {"E": "QH 3H AD KD 2D 3C", "N": "4S 5S 6C 7C 8C 9C"}, "NT",
                       ["5H", "2H", "KH", "AH"])
    assert _card_by_maxims(view) == "QH"


def test_a_defender_does_not_cash_a_king_dummy_beats() -> None:
    view = maxims_view("E", {"E": "KD 7C 6C 5C 4C", "N": "AD 2S 3S 4S 5S"}, "S", ["3H", "4H", "5H", "6H"])
    assert _card_by_maxims(view) == "4C"  # no sure winner: fourth best of the longest side suit


def follow_view(playing: str, hands: dict[str, str], strain: str, trick: list[str],
                declarer: str = "S") -> dict[str, Any]:
    """A view in the middle of the second trick: `maxims_view` after a first trick of clubs, with
    the cards of `trick` already played by the seats before `playing`."""
    view = maxims_view(playing, hands, strain, ["2C", "3C", "4C", "5C"], declarer)
    seats = "NESW"
    first = seats.index(playing) - len(trick)
    view["trick"] = [{"seat": seats[(first + i) % 4], "card": code} for i, code in enumerate(trick)]
    return view


def test_second_hand_plays_low_even_with_the_ace() -> None:
    view = follow_view("E", {"E": "AD 7D 2D 9S 8S", "N": "3D KH QH JH 10H"}, "NT", ["3D"])
    assert _card_by_maxims(view) == "2D"


def test_second_hand_covers_an_honour_with_an_honour() -> None:
    view = follow_view("E", {"E": "KD 5D 2D 9S 8S", "N": "QD KH QH JH 10H"}, "NT", ["QD"])
    assert _card_by_maxims(view) == "KD"


def test_second_hand_splits_touching_honours() -> None:
    view = follow_view("E", {"E": "KD QD 6D 9S 8S", "N": "4D KH QH JH 10H"}, "H", ["4D"])
    assert _card_by_maxims(view) == "QD"


def test_declarer_in_a_suit_contract_takes_second_hand_with_the_queen_from_ace_queen() -> None:
    view = follow_view("N", {"N": "AD QD 6D 9H 8H", "S": "4D KH QH JH 10H"}, "H", ["5D"])
    assert _card_by_maxims(view) == "QD"


def test_third_hand_high_although_partners_card_beats_dummys() -> None:
    # West's 4♦ wins over dummy's 2♦ only until declarer plays: East plays his jack.
    view = follow_view("E", {"E": "JD 6D 9S 8S 7S", "N": "KH 5D QH JH 10H"}, "NT", ["4D", "2D"])
    assert _card_by_maxims(view) == "JD"


def test_third_hand_finesses_against_dummys_king() -> None:
    # Dummy's K♦ sits before East: the queen does all the ace would, and the ace stays over the king.
    view = follow_view("E", {"E": "AD QD 4D 9S 8S", "N": "KD JD 8D JH 10H"}, "S", ["5D", "3D"])
    assert _card_by_maxims(view) == "QD"


def test_third_hand_plays_as_high_as_dummy_after_it_makes_worth() -> None:
    # Dummy (North) plays last with the ten: the queen beats declarer's jack and the ten; the king is not needed.
    view = follow_view("W", {"W": "KD QD 9D 6D 8S", "N": "10D 3D QH JH 10H"}, "NT", ["5D", "JD"])
    assert _card_by_maxims(view) == "QD"


def test_third_hand_does_not_overtake_partners_queen() -> None:
    view = follow_view("E", {"E": "KD 6D 9S 8S 7S", "N": "2D 5D QH JH 10H"}, "NT", ["QD", "3D"])
    assert _card_by_maxims(view) == "6D"


def test_bots_ruff_when_void() -> None:
    state = calls(new({"pbn": ONE_SUIT_EACH}), "1S", "pass", "pass", "pass")
    state = card(card(card(state, "AH"), "2D"), "2C")
    assert ENGINE.bot_move(state)["card"] == "2S"  # the cheapest trump


# ---- properties: random play, illegal moves, JSON ----------------------------------------------


@settings(max_examples=30, deadline=None)
@given(SEEDS, st.randoms(use_true_random=False))
def test_random_legal_play_finishes_with_52_distinct_cards(seed: int, rnd: random.Random) -> None:
    state = new({"dealer": rnd.choice("NESW")}, seed)
    # A quick auction to some contract, then random legal cards.
    state = calls(state, rnd.choice(["1C", "2H", "3NT", "4S", "7D"]), "pass", "pass", "pass")
    while ENGINE.result(state) is None:
        state = ENGINE.play(state, rnd.choice(ENGINE.legal_moves(state)))
    played = [t["card"] for trick in state["tricks"] for t in trick["cards"]]
    assert len(state["tricks"]) == 13 and len(played) == 52 and len(set(played)) == 52
    assert all(len(trick["cards"]) == 4 for trick in state["tricks"])
    assert all(not cards for cards in state["hands"].values())
    assert sum(state["won"].values()) == 13


@settings(max_examples=30, deadline=None)
@given(SEEDS, st.randoms(use_true_random=False))
def test_illegal_moves_leave_the_state_unchanged(seed: int, rnd: random.Random) -> None:
    state = new({}, seed)
    for _ in range(70):
        if ENGINE.result(state) is not None:
            break
        legal = ENGINE.legal_moves(state)
        if state["phase"] == "auction":
            candidates = [{"type": "call", "call": c} for c in ("pass", "X", "XX", "1C", "4S", "7NT")]
            candidates.append({"type": "card", "card": "AS"})
        else:
            candidates = [{"type": "card", "card": c.code} for c in map(Card.parse, ("AS", "2C", "10H", "KD"))]
            candidates += [{"type": "call", "call": "pass"}, {"type": "card", "card": "ZZ"}, {"type": "dance"}]
        for move in candidates:
            if any(move.get("call") == m.get("call") and move.get("card") == m.get("card") and
                   move["type"] == m["type"] for m in legal):
                continue
            before = copy.deepcopy(state)
            with pytest.raises((IllegalMove, BadRequest)):
                ENGINE.play(state, move)
            assert state == before
        move = rnd.choice(legal) if state["phase"] == "play" or rnd.random() < 0.3 else legal[0]
        before = copy.deepcopy(state)
        ENGINE.play(state, move)
        assert state == before  # even a legal move does not mutate the state it got


@settings(max_examples=12, deadline=None)  # each example ends with the bots playing the deal out
@given(SEEDS, st.integers(min_value=0, max_value=70))
def test_states_round_trip_through_json_and_stay_playable(seed: int, steps: int) -> None:
    state = new({"dealer": "W", "vulnerable": {"NS": True, "EW": False}}, seed)
    for _ in range(steps):
        if ENGINE.result(state) is not None:
            break
        state = ENGINE.play(state, ENGINE.bot_move(state))
        state = json.loads(json.dumps(state))
    copy_ = json.loads(json.dumps(state))
    assert copy_ == state
    assert ENGINE.legal_moves(copy_) == ENGINE.legal_moves(state)
    assert ENGINE.view(copy_, 2) == ENGINE.view(state, 2)
    while ENGINE.result(copy_) is None:
        copy_ = ENGINE.play(copy_, ENGINE.bot_move(copy_))
    assert ENGINE.result(copy_) is not None


def test_bad_states_are_refused() -> None:
    with pytest.raises(BadRequest, match="не состояние"):
        ENGINE.legal_moves({"game": "durak"})
    broken = new()
    del broken["hands"]
    with pytest.raises(BadRequest, match="повреждено"):
        ENGINE.to_move(broken)


# ---- through the protocol ----------------------------------------------------------------------


def _call(method: str, params: dict[str, Any]) -> dict[str, Any]:
    answer = json.loads(handle(json.dumps({"method": method, "params": params}, ensure_ascii=False)))
    assert answer["ok"], answer
    result: dict[str, Any] = answer["result"]
    return result


def test_game_methods_drive_the_engine() -> None:
    started = _call("game.new", {"game": "bridge", "seed": 9, "options": {"dealer": "S"}})
    assert started["to_move"] == 2 and started["view"]["seat"] == "S" and not started["over"]
    state = started["state"]
    for _ in range(200):
        answer = _call("game.bot", {"game": "bridge", "state": state})
        state = answer["state"]
        if answer["over"]:
            assert answer["result"]["next_dealer"] == "W"
            break
    else:
        raise AssertionError("the game did not end")
    bad = json.loads(handle(json.dumps({"method": "game.play", "params": {
        "game": "bridge", "state": started["state"], "move": {"type": "call", "call": "X"}}})))
    assert bad["error"]["code"] == "illegal_move" and "Контру" in bad["error"]["message"]


def opening_view(hand: str, calls: str, dealer: str, declarer: str) -> dict[str, Any]:
    """The opening leader's view (left of `declarer`): its own hand (PBN order S.H.D.C) and the
    auction (calls by spaces from `dealer`; the last bid is the contract)."""
    seats = "NESW"
    leader = seats[(seats.index(declarer) + 1) % 4]
    cards = [f"{r.replace('T', '10')}{s}" for s, holding in zip("SHDC", hand.split(".")) for r in holding]
    auction = [{"seat": seats[(seats.index(dealer) + i) % 4], "call": c} for i, c in enumerate(calls.split())]
    bid = [c for c in calls.split() if c[0].isdigit()][-1]
    return {"playing_hand": leader, "hand": cards, "hands": {s: cards if s == leader else None for s in seats},
            "contract": {"level": int(bid[0]), "strain": bid[1:]}, "declarer": declarer,
            "dummy": seats[(seats.index(declarer) + 2) % 4], "trick": [], "tricks": [], "auction": auction,
            "dealer": dealer, "vulnerable": {"NS": False, "EW": False}}


def test_the_opening_lead_goes_to_partners_suit() -> None:
    # West opened 1♠, North overcalled and plays 4♥: East leads the top of his spade doubleton,
    # not his diamond sequence.
    view = opening_view("83.742.KQJ5.9642", "1S 2H pass 4H pass pass pass", "W", "N")
    assert _card_by_maxims(view) == "8S"


def test_the_opening_lead_avoids_the_suits_declarers_side_bid() -> None:
    # South bid hearts: East leads fourth best of his spades, not of his longer hearts.
    view = opening_view("KT74.QJ862.53.92", "1D pass 1H pass 1NT pass 3NT pass pass pass", "N", "N")
    assert _card_by_maxims(view) == "4S"


def test_against_a_suit_contract_a_sequence_is_led() -> None:
    view = opening_view("42.KQ7.J8653.942", "1S pass 2S pass 4S pass pass pass", "S", "S")
    assert _card_by_maxims(view) == "KH"  # not fourth best of the longer diamonds


def test_against_a_suit_contract_not_away_from_a_king() -> None:
    # Four to the king, four to the queen, three small: the top of the three small.
    view = opening_view("86.K752.953.Q843", "1S pass 2S pass 4S pass pass pass", "S", "S")
    assert _card_by_maxims(view) == "9D"


def test_a_singleton_is_led_with_the_ace_of_trumps() -> None:
    view = opening_view("A86.7.97532.T864", "1S pass 2S pass 4S pass pass pass", "S", "S")
    assert _card_by_maxims(view) == "7H"
    view = opening_view("A865.7.9753.T864", "1S pass 2S pass 4S pass pass pass", "S", "S")
    assert _card_by_maxims(view) != "7H"  # with four trumps the leader makes declarer ruff instead


def test_against_a_five_level_contract_or_a_slam_an_ace_is_cashed() -> None:
    view = opening_view("A84.KQ7.9652.T83", "1D pass 3D pass 5D pass pass pass", "S", "S")
    assert _card_by_maxims(view) == "AS"  # not the top of the heart sequence
    view = opening_view("A84.KQ7.9652.T83", "1D pass 3D pass 4D pass pass pass", "S", "S")
    assert _card_by_maxims(view) == "KH"  # below the five level the sequence


def test_against_notrump_the_top_of_a_strong_sequence() -> None:
    view = opening_view("KQJ4.97532.83.J2", "1NT pass 3NT pass pass pass", "S", "S")
    assert _card_by_maxims(view) == "KS"  # not fourth best of the longer hearts


def test_against_notrump_a_major_before_an_equal_minor() -> None:
    view = opening_view("9754.K3.8642.A82", "1NT pass 3NT pass pass pass", "S", "S")
    assert _card_by_maxims(view) == "4S"


def test_against_a_notrump_slam_the_lead_gives_nothing_away() -> None:
    view = opening_view("KJ73.942.Q85.JT6", "1NT pass 6NT pass pass pass", "S", "S")
    assert _card_by_maxims(view) == "9H"  # three small, not fourth best from the king
    view = opening_view("KJ73.942.Q85.JT6", "1NT pass 3NT pass pass pass", "S", "S")
    assert _card_by_maxims(view) == "3S"
