"""The bidding system: the bots' calls are legal and explained, the explanations are true of the
hand that made them, textbook positions get textbook calls, the protocol refuses bad input in
Russian, and the hint sees only the player's own cards."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

import rules_py.bridge.protocol  # noqa: F401  (registers bridge.* and the engine)
from rules_py.api import handle
from rules_py.bridge.engine import ENGINE
from rules_py.bridge.seats import SEATS
from rules_py.bridge.system import advise, choose_call, explain_auction
from rules_py.bridge.system.describe import system_tables
from rules_py.bridge.system.hand import HandFacts
from rules_py.bridge.system.natural import GENERIC, SITUATIONS
from rules_py.cards import Card
from rules_py.games import State

SEEDS = st.integers(min_value=0, max_value=2**63 - 1)
DEALERS = st.sampled_from(SEATS)
VULNERABLE = st.fixed_dictionaries({"NS": st.booleans(), "EW": st.booleans()})


def call(method: str, params: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(handle(json.dumps({"method": method, "params": params})))
    return answer


def auction_by_bots(seed: int, dealer: str, vulnerable: dict[str, bool]) -> State:
    """Four bots bid one deal through the engine; every call must be one of the legal moves."""
    state = ENGINE.new_game("bridge", 4, seed, {"dealer": dealer, "vulnerable": vulnerable})
    while state["phase"] == "auction":
        move = ENGINE.bot_move(state)
        assert move in ENGINE.legal_moves(state), (move, state["calls"])
        state = ENGINE.play(state, move)
    return state


def view(hand: str, auction: list[str], dealer: str = "N", vulnerable: bool = False) -> dict[str, Any]:
    from rules_py.bridge.auction import caller

    return {"seat": caller(auction, dealer), "dealer": dealer, "vulnerable": {"NS": vulnerable, "EW": vulnerable},
            "auction": [{"call": c} for c in auction], "hand": hand.split()}


def assert_advice(where: dict[str, Any], expected: str, meaning: str, whole: bool = False) -> dict[str, Any]:
    """The system advises `expected` in `where` (a `view`), explained by words that begin with
    `meaning` (or are exactly `meaning`, if `whole`); returns the advice for further checks."""
    hint = advise(where)
    assert hint["call"] == expected, hint
    assert hint["meaning_ru"] == meaning if whole else hint["meaning_ru"].startswith(meaning), hint["meaning_ru"]
    return hint


# ---- the bots ------------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(SEEDS, DEALERS, VULNERABLE)
def test_bot_calls_are_legal_and_each_has_an_explanation(seed: int, dealer: str, vulnerable: dict[str, bool]) -> None:
    state = auction_by_bots(seed, dealer, vulnerable)
    explanations = explain_auction(state["calls"], dealer, vulnerable)
    assert [e["call"] for e in explanations] == state["calls"]
    for e in explanations:
        assert e["in_system"], e
        assert e["meaning_ru"] and e["meaning_ru"] != "вне системы", e


@settings(max_examples=60, deadline=None)
@given(SEEDS, DEALERS, VULNERABLE)
def test_what_a_call_shows_is_true_of_the_bots_hand(seed: int, dealer: str, vulnerable: dict[str, bool]) -> None:
    """Suit lengths and balance shown by every bot call hold for the hand that made it (points are
    counted in several ways, high cards or with shape, so only the shape is checked exactly)."""
    state = auction_by_bots(seed, dealer, vulnerable)
    for e in explain_auction(state["calls"], dealer, vulnerable):
        hand = HandFacts.of([Card.parse(c) for c in state["deal"][e["seat"]]])
        for suit, n in hand.length.items():
            low, high = e["shown"]["suits"][suit.value]
            assert low <= n <= high, (e, suit, n, state["calls"])
        if e["shown"]["balanced"]:
            assert min(hand.length.values()) >= 2, e
        # Points are high cards, or high cards with length and shortness (never more than that:
        # a void counts 5 at most, a singleton 3, a doubleton 1).
        shape = sum(max(0, n - 4) + {0: 5, 1: 3, 2: 1}.get(n, 0) for n in hand.length.values())
        low, high = e["shown"]["points"]
        assert low <= hand.hcp + shape and hand.hcp <= high, (e, hand.hcp, shape)


def test_the_bot_sees_only_its_own_hand() -> None:
    """Changing the cards of the other three seats never changes a bot's call."""
    state = ENGINE.new_game("bridge", 4, 11, {})
    state = ENGINE.play(state, {"type": "call", "call": "1H"})
    before = ENGINE.bot_move(state)
    other = copy.deepcopy(state)
    other["hands"]["N"], other["hands"]["S"] = state["hands"]["S"], state["hands"]["N"]
    other["hands"]["W"], other["deal"]["W"] = state["hands"]["W"], state["deal"]["W"]
    assert ENGINE.bot_move(other) == before


@pytest.mark.parametrize("hand, auction, expected", [
    ("AS KS QS 2S AH KH 3H 4D 5D 6D 7C 8C 9C", [], "1NT"),  # 16 balanced
    ("AS KS 2S 3S AH KH 3H 4D AD 6D KC 8C 9C", [], "2NT"),  # 21 balanced
    ("AS KS QS JS AH KH QH 4D AD KD KC 8C 9C", [], "2C"),  # 29: strong and artificial
    ("AS KS 8S 7S 2S AH 3H 4D 5D 6D QC 8C 9C", [], "1S"),  # five spades, 13 points
    ("AS 9S 8S AH KH 3H 2H 4D 5D 6D QC 8C 9C", [], "1C"),  # no five-card major, 3-3 in the minors
    ("2S 3S AH KH QH 9H 7H 6H 4D 5D 6D 8C 9C", [], "2H"),  # six good hearts, 9 points: weak two
    ("KS 7S 3S QH 9H 5H 2H AD 8D 4D 9C 6C 3C", ["1H", "pass"], "2H"),  # a simple raise
    ("KS QS 7S 3S 9H 5H AD 8D 4D 2D 9C 6C 3C", ["1H", "pass"], "1S"),  # a new suit, forcing
    ("KS QS 7S 3S 9H 5H AD 8D 4D 2D 9C 6C 3C", ["1NT", "pass"], "2C"),  # Stayman
    ("KS QS 7S 3S 2S 5H 8D 4D 2D 9C 6C 3C 2C", ["1NT", "pass"], "2H"),  # transfer to spades
    ("AS QS 7S 3S 9H 5H 4H JD 4D 2D KC 6C 3C", ["1NT", "pass", "2C", "pass", "2S", "pass"], "4S"),  # a fit, game
    ("AS KS 7S 3S 2H AD 8D 4D 2D KC 6C 3C 2C", ["1H"], "X"),  # takeout double: short hearts, 14 points
    ("AS KS QS 3S 2S 5H 4H 8D 4D 2D 6C 3C 2C", ["1H"], "1S"),  # an overcall
    ("AS 3S 2S 5H 4H 8D 4D 2D KC 6C 5C 3C 2C", ["1S", "pass", "2S", "pass", "4NT", "pass"], "5D"),  # one ace
    # Six spades partner does not know of: 4♠ instead of partner's 3NT.
    ("AS QS 9S 8S 7S 6S 5H 4H 3D 2D 8C 7C 6C", ["1C", "pass", "1S", "pass", "3NT", "pass"], "4S"),
    # Five spades only: partner's 3NT stands.
    ("AS QS 9S 8S 7S 6H 5H 4H 3D 2D 8C 7C 6C", ["1C", "pass", "1S", "pass", "3NT", "pass"], "pass"),
])
def test_textbook_calls(hand: str, auction: list[str], expected: str) -> None:
    assert choose_call(view(hand, auction)) == expected


def test_a_long_major_corrects_partners_3nt_and_says_why() -> None:
    hint = advise(view("AS QS 9S 8S 7S 6S 5H 4H 3D 2D 8C 7C 6C", ["1C", "pass", "1S", "pass", "3NT", "pass"]))
    assert hint["call"] == "4S"
    assert "вместо 3БК" in hint["meaning_ru"] and "6+ пик" in hint["meaning_ru"]
    assert "после 3БК партнёра" in hint["meaning_ru"]
    # The table reads the 4♠ of anybody the same way.
    said = explain_auction(["1C", "pass", "1S", "pass", "3NT", "pass", "4S"], "N")[-1]
    assert said["in_system"] and "вместо 3БК" in said["meaning_ru"]


SLAM_TRY = ["1C", "pass", "1H", "pass", "1S", "pass"]
# 17 points, four spades and a singleton club: 19 with the fit, opposite 11-18 about 31 together.
SLAM_TRIER = "KS QS JS 6S AH KH 9H 3H KD JD 9D 5D 3C"


def test_a_slam_try_with_a_fit_opposite_a_limited_partner() -> None:
    hint = advise(view(SLAM_TRIER, SLAM_TRY))
    assert hint["call"] == "5S"
    assert hint["meaning_ru"].startswith("приглашение в шлем") and "у пары 31–32 очка" in hint["meaning_ru"]
    assert "партнёр ограничил руку (11–18 очков)" in hint["meaning_ru"]
    # Game only, without the shortness (the same 17 points, 4-4-3-2): no slam try.
    assert choose_call(view("KS QS JS 6S AH KH 9H 3H KD JD 5D 3C 2C", SLAM_TRY)) == "4S"


def test_a_slam_try_is_made_only_opposite_a_limited_hand() -> None:
    # The same strength opposite 1♠ – 4♠ (13+ points, the range left open): no try, partner is the judge.
    assert choose_call(view("AS QS 7S 3S 2S AH 4H KD 9D 5D KC 6C 3C", ["1S", "pass", "4S", "pass"])) == "pass"


@pytest.mark.parametrize("hand, expected", [
    ("AS 9S 5S 2S QH JH 3H AD QD 3D 8C 6C 2C", "6S"),  # 13 of 11-18: more than the 12 counted on
    ("AS 9S 5S 2S QH JH 3H JD 4D 3D 8C 6C 2C", "pass"),  # 11: nothing more than shown
])
def test_the_answer_to_a_slam_try(hand: str, expected: str) -> None:
    auction = SLAM_TRY + ["5S", "pass"]
    hint = advise(view(hand, auction, dealer="S"))
    assert hint["call"] == expected
    assert hint["meaning_ru"].startswith("принимает приглашение" if expected == "6S" else "отказ")
    said = explain_auction(auction, "S")[-2]
    assert said["meaning_ru"].startswith("приглашение в шлем") and said["shown"]["points"] == [19, 20]


CUE_BID = ["1S", "pass", "2C", "pass", "2H", "pass"]  # West deals: partner has shown 5 spades and 4 hearts


@pytest.mark.parametrize("hand, expected", [
    # 16 points, four hearts, the ace of clubs: 17 with the fit, opposite 11-21 counted at 12 about 30.
    ("TS 7S AH KH JH 8H KD 5D 4D AC QC 3C 2C", "4C"),
    # The same strength without an ace (or a void) below hearts: nothing to show, game.
    ("TS 7S AH KH JH 8H KD 5D 4D KC QC 3C 2C", "4H"),
    # The club ace, but too little strength for a slam: game.
    ("TS 7S AH KH JH 8H KD 5D 4D AC 5C 3C 2C", "4H"),
])
def test_a_cue_bid_shows_the_fit_the_ace_and_slam_interest(hand: str, expected: str) -> None:
    hint = advise(view(hand, CUE_BID, dealer="W"))
    assert hint["call"] == expected
    if expected == "4C":
        assert hint["meaning_ru"].startswith("контрольная заявка: поддержка и интерес к шлему")
        assert "туз или ни одной карты в трефах" in hint["meaning_ru"] and "туз в трефах есть" in hint["reason_ru"]
        said = explain_auction(CUE_BID + ["4C"], "W")[-1]
        assert said["artificial"] and said["forcing"] == "round"
        assert said["shown"]["suits"]["H"][0] == 4 and said["shown"]["points"] == [18, 20]


@pytest.mark.parametrize("hand, dealer, auction, expected", [
    # Opener of 1♠ – 2♣ – 2♥ with a singleton: counted at 12, has more (14 with the fit): asks for aces.
    ("AS QS JS 9S 5S QH 6H 3H 2H AD JD TD 6C", "W", CUE_BID, "4NT"),
    # 1♦ – 1♥ – 2♥ (11-15, counted at 13) with a flat minimum: nothing more than shown, game.
    ("KS 7S 3S 9H 8H 7H 6H AD QD 9D 3D 7C 4C", "N", ["1D", "pass", "1H", "pass", "2H", "pass"], "4H"),
])
def test_the_answer_to_a_cue_bid(hand: str, dealer: str, auction: list[str], expected: str) -> None:
    hint = advise(view(hand, auction + ["4C", "pass"], dealer=dealer))
    assert hint["call"] == expected
    assert hint["meaning_ru"].startswith("Блэквуд: сил больше" if expected == "4NT" else "отказ")


def test_a_four_level_new_suit_below_partners_major_is_only_a_cue_bid() -> None:
    # 1♣ (1♦) – pass – 2БК – pass – 3♥ – pass: partner's 3♥ is forcing. Raising diamonds to 4♦ would
    # say «a cue-bid for hearts», so this hand (three diamonds, two hearts, no slam) bids 3БК instead,
    # and 4♦ is explained as the cue-bid alone.
    auction = ["1C", "1D", "pass", "2NT", "pass", "3H", "pass"]
    assert choose_call(view("QS 8S 3S 8H 4H AD 5D 2D AC QC TC 8C 5C", auction, dealer="E")) == "3NT"
    said = explain_auction(auction + ["4D"], "E")[-1]
    assert said["meaning_ru"] == ("контрольная заявка: поддержка и интерес к шлему, у пары 8+ червей, у пары "
                                  "30–32 очка, туз или ни одной карты в бубнах; форсирует")


MINOR_INVITE = ["1D", "pass", "1S", "pass", "2C", "pass"]  # North deals: opener has shown 4+ clubs, 11-18


@pytest.mark.parametrize("hand, expected", [
    # 9 points, five spades, four clubs, a singleton diamond: 14 with the club fit, about 26 together —
    # neither 3БК (the singleton) nor 5♣ (28): invite in the minor.
    ("KS JS 8S 6S 2S 9H 8H 3D AC JC 9C 4C 2C", "3C"),
    ("KS JS 8S 6S 2S 9H 8H 7H 3D 2D QC 9C 4C", "pass"),  # 6 points and three clubs: no fit to invite in
])
def test_an_invitation_in_a_minor_fit(hand: str, expected: str) -> None:
    hint = advise(view(hand, MINOR_INVITE))
    assert hint["call"] == expected
    if expected == "3C":
        assert hint["meaning_ru"] == "приглашение: общая масть в миноре, у пары 8+ треф, у пары 21–27 очков"
        assert hint["reason_ru"].endswith("У вас вместе с партнёром не меньше 9 треф; у вас 14, у партнёра около 12: "
                                          "вместе 26.")


@pytest.mark.parametrize("hand, expected", [
    ("7S 4S KH 6H 5H AD QD 9D 7D 4D KC QC 3C", "3NT"),  # 14 of 11-18, stoppers, no singleton: game
    ("7S 4S 9H 6H 5H AD QD 9D 7D 4D KC QC 3C", "pass"),  # 11: a minimum stays in 3♣
])
def test_the_answer_to_an_invitation_in_a_minor(hand: str, expected: str) -> None:
    hint = advise(view(hand, MINOR_INVITE + ["3C", "pass"]))
    assert hint["call"] == expected
    assert "У вас у вас" not in hint["reason_ru"]
    said = explain_auction(MINOR_INVITE + ["3C"], "N")[-1]
    assert said["shown"]["points"] == [9, 15]


@pytest.mark.parametrize("hand, auction, expected", [
    # 7 points and five hearts after 1♣ (1♠): too weak for 2♥, the negative double shows the hearts.
    ("7S 4S AH 9H 8H 7H 6H KD 8D 4D 9C 7C 6C", ["1C", "1S"], "X"),
    # Both majors unbid after 1♣ (1♦): the double promises four of each.
    ("QS 7S 5S 4S KH 8H 7H 6H AD 4D 9C 7C 6C", ["1C", "1D"], "X"),
    # A five-card major still goes in at the one-level.
    ("QS 7S 5S 4S 2S KH 8H 7H AD 4D 9C 7C 6C", ["1C", "1D"], "1S"),
    # After 1♥ (1♠) no major is left to show: the double is for penalty (four spades, 10+ points).
    ("KS JS 9S 4S 8H 7H AD 9D 4D 2D KC 7C 6C", ["1H", "1S"], "X"),
])
def test_the_negative_double(hand: str, auction: list[str], expected: str) -> None:
    assert choose_call(view(hand, auction)) == expected


@pytest.mark.parametrize("hand, expected", [
    ("AS 7S 3S KH 9H 7H 2H 9D 4D KC QC 6C 3C", "2H"),  # four hearts, a minimum
    ("AS 7S KH QH 7H 2H JD 4D KC QC JC 5C 3C", "3H"),  # four hearts and 16 points: a jump
    ("AS KS 3S KH 9H 7H 9D 8D 4D QC JC 6C 3C", "1NT"),  # no four hearts, spades stopped
])
def test_opener_answers_the_negative_double(hand: str, expected: str) -> None:
    auction = ["1C", "1S", "X", "pass"]
    assert choose_call(view(hand, auction)) == expected
    said = explain_auction(auction, "N")[2]
    assert said["meaning_ru"].startswith("отрицательная контра") and said["shown"]["suits"]["H"][0] == 4
    assert said["forcing"] == "round"


FIVE_FOUR = "AS QS 7S 5S 2S KH 8H 7H 6H QD 4D 9C 6C"  # five spades, four hearts, 11 points


def test_five_four_in_the_majors_uses_stayman_then_shows_the_five() -> None:
    assert choose_call(view(FIVE_FOUR, ["1NT", "pass"])) == "2C"
    assert choose_call(view(FIVE_FOUR, ["1NT", "pass", "2C", "pass", "2D", "pass"])) == "3S"
    assert choose_call(view(FIVE_FOUR, ["1NT", "pass", "2C", "pass", "2H", "pass"])) == "4H"
    said = explain_auction(["1NT", "pass", "2C", "pass", "2D", "pass", "3S"], "N")[-1]
    assert said["meaning_ru"].startswith("пять карт в мажоре") and said["forcing"] == "game"


@pytest.mark.parametrize("hand, expected", [
    ("KS 8S 3S AH 9H 7H AD QD 4D 2D KC 6C 3C", "4S"),  # three spades
    ("KS 8S AH 9H 7H AD QD 4D 2D KC JC 6C 3C", "3NT"),  # two spades
])
def test_opener_chooses_after_the_five_card_major(hand: str, expected: str) -> None:
    assert choose_call(view(hand, ["1NT", "pass", "2C", "pass", "2D", "pass", "3S", "pass"])) == expected


@pytest.mark.parametrize("hand, expected", [
    ("KS 8S 3S AH 9H 7H 2H QD 4D 2D KC 6C 3C", "2C"),  # three spades, 12 points: the cue-bid raise
    ("KS 8S 5S 3S 9H 7H 2H QD 4D 2D 8C 6C 3C", "3S"),  # four spades, 5 points: the pre-emptive jump
])
def test_raises_of_partners_overcall(hand: str, expected: str) -> None:
    assert choose_call(view(hand, ["1C", "1S", "pass"])) == expected


@pytest.mark.parametrize("hand, expected", [
    ("AS KS QS 7S 3S 9H 7H AD 4D 2D 8C 6C 3C", "4S"),  # 14 points with length: game
    ("AS KS 9S 7S 3S QH 7H 5D 4D 2D 8C 6C 3C", "2S"),  # a minimum overcall
])
def test_the_overcaller_answers_the_cue_bid(hand: str, expected: str) -> None:
    auction = ["1C", "1S", "pass", "2C", "pass"]
    assert choose_call(view(hand, auction)) == expected
    said = explain_auction(auction, "N")[3]
    assert said["meaning_ru"].startswith("масть противника: поддержка") and said["artificial"]
    assert said["shown"]["suits"]["C"] == [0, 13]  # nothing said about clubs


def test_explanations_of_a_known_auction() -> None:
    calls = ["1NT", "pass", "2D", "pass", "2H", "pass", "3NT", "pass", "4H", "pass", "pass", "pass"]
    meanings = [e["meaning_ru"] for e in explain_auction(calls, "N")]
    assert meanings[0] == "15–17 очков, ровная рука"
    assert meanings[2].startswith("трансфер: просит сказать червы") and "5+ червей" in meanings[2]
    assert meanings[4] == "принимает трансфер"
    assert "ровно 5 червей" in meanings[6]
    assert "3+ червей" in meanings[8]
    explained = explain_auction(calls, "N")
    assert [e["artificial"] for e in explained[:5]] == [False, False, True, False, True]
    shown = explained[6]["shown"]
    assert shown["suits"]["H"] == [5, 5] and shown["points"] == [10, 37]  # 10+: game at least


def test_a_call_no_rule_makes_is_out_of_the_system() -> None:
    explained = explain_auction(["7C"], "N")
    assert explained[0]["in_system"] is False and explained[0]["meaning_ru"] == "вне системы"
    # The auction goes on: the next call is explained as usual.
    assert explain_auction(["7C", "pass"], "N")[1]["in_system"]


def test_the_hint_names_the_call_and_the_facts_of_the_hand() -> None:
    advice = advise(view("KS 7S 3S QH 9H 5H 2H AD 8D 4D 9C 6C 3C", ["1H", "pass"]))
    assert advice["call"] == "2H"
    assert advice["reason_ru"].startswith("По системе — 2♥: простая поддержка")
    assert "4 червы" in advice["reason_ru"]


# ---- the tables ------------------------------------------------------------------------------------


def test_every_situation_and_rule_reads_in_russian() -> None:
    tables = system_tables()
    assert len(tables) == len(SITUATIONS) + 1
    assert len({t["key"] for t in tables}) == len(tables)
    for table in tables:
        assert table["title_ru"] and table["rules"], table["key"]
        for rule in table["rules"]:
            assert rule["call_ru"] and rule["meaning_ru"], (table["key"], rule)
            assert not any(code in rule["call_ru"] for code in ("NT", "pass")), rule
    assert GENERIC.rules[-1].call.text == "pass" and not GENERIC.rules[-1].when  # the last word is a pass


# ---- the protocol ------------------------------------------------------------------------------------


def test_explain_method_reads_russian_and_symbols() -> None:
    answer = call("bridge.explain", {"auction": ["1♠", "пас", "2 пики"], "dealer": "S"})
    assert answer["ok"]
    assert [e["call"] for e in answer["result"]["explanations"]] == ["1S", "pass", "2S"]
    assert [e["seat"] for e in answer["result"]["explanations"]] == ["S", "W", "N"]


@pytest.mark.parametrize("params, words", [
    ({"auction": "1S pass", "dealer": "N"}, "неверный тип"),
    ({"auction": ["1S", "1Z"], "dealer": "N"}, "Заявка №2"),
    ({"auction": ["1S", "1H"], "dealer": "N"}, "не выше"),
    ({"auction": ["1S", "pass", "X"], "dealer": "N"}, "Контру дают только на заявку противника"),
    ({"auction": ["1S"], "dealer": "Q"}, "сдающего"),
    ({"auction": [], "dealer": "N", "vulnerable": "yes"}, "vulnerable"),
])
def test_explain_method_refuses_bad_input_in_russian(params: dict[str, Any], words: str) -> None:
    answer = call("bridge.explain", params)
    assert answer["ok"] is False and answer["error"]["code"] == "bad_request"
    assert words in answer["error"]["message"]


def test_advise_method_and_its_refusals() -> None:
    hand = "KS 7S 3S QH 9H 5H 2H AD 8D 4D 9C 6C 3C".split()
    answer = call("bridge.advise", {"hand": hand, "auction": ["1H", "pass"], "dealer": "N"})
    assert answer["ok"] and answer["result"]["call"] == "2H" and answer["result"]["seat"] == "S"
    short = call("bridge.advise", {"hand": hand[:12], "auction": [], "dealer": "N"})
    assert short["ok"] is False and "13 разных карт" in short["error"]["message"]
    over = call("bridge.advise", {"hand": hand, "auction": ["pass"] * 4, "dealer": "N"})
    assert over["ok"] is False and "окончена" in over["error"]["message"]
    bad = call("bridge.advise", {"hand": ["ZZ"] * 13, "auction": [], "dealer": "N"})
    assert bad["ok"] is False


def test_system_method_lists_the_situations() -> None:
    answer = call("bridge.system", {})
    assert answer["ok"]
    keys = [s["key"] for s in answer["result"]["situations"]]
    assert "opening" in keys and "1nt-answers" in keys and keys[-1] == "general"


# ---- the hint at the table -----------------------------------------------------------------------------


def test_game_hint_in_the_auction_and_in_the_play() -> None:
    state = ENGINE.new_game("bridge", 4, 1948, {})
    answer = call("game.hint", {"game": "bridge", "state": state})
    assert answer["ok"]
    assert answer["result"]["move"] in ENGINE.legal_moves(state)
    assert answer["result"]["reason_ru"].startswith("По системе")
    while state["phase"] == "auction":
        state = ENGINE.play(state, ENGINE.bot_move(state))
    for _ in range(6):
        answer = call("game.hint", {"game": "bridge", "state": state})
        assert answer["ok"] and answer["result"]["move"] in ENGINE.legal_moves(state)
        assert answer["result"]["reason_ru"].endswith(".")
        state = ENGINE.play(state, answer["result"]["move"])


def test_the_hint_does_not_depend_on_hidden_cards() -> None:
    state = ENGINE.new_game("bridge", 4, 5, {"teaching": True})
    state = ENGINE.play(state, {"type": "call", "call": "1S"})
    hint = ENGINE.hint(state)
    other = copy.deepcopy(state)
    other["hands"]["N"], other["hands"]["S"] = state["hands"]["S"], state["hands"]["N"]
    assert ENGINE.hint(other) == hint


STOPPER_ASK = ["pass", "1D", "1H", "3D", "pass"]  # North deals: East opened 1♦, West raised over 1♥


@pytest.mark.parametrize("hand, expected", [
    # 13 points, diamond support, no major fit, game values, but 983 in the opponents' hearts: ask.
    ("KS QS 4S 9H 8H 3H AD 9D 5D 4D AC 8C 7C", "3H"),
    # The same hand with the king of hearts: the hearts are stopped here, 3БК at once.
    ("KS QS 4S KH 8H 3H AD 9D 5D 4D AC 8C 7C", "3NT"),
])
def test_without_a_stopper_in_their_suit_bid_it_to_ask_for_one(hand: str, expected: str) -> None:
    hint = advise(view(hand, STOPPER_ASK))
    assert hint["call"] == expected
    if expected == "3H":
        assert hint["meaning_ru"].startswith("вопрос об остановке в масти противников")
        assert "нет остановки в червах" in hint["meaning_ru"]
        said = explain_auction(STOPPER_ASK + ["3H"], "N")[-1]
        assert said["artificial"] and said["forcing"] == "game" and said["in_system"]
        assert said["shown"]["suits"]["H"] == [0, 13]  # the ask says nothing about hearts held


@pytest.mark.parametrize("hand, expected", [
    ("9S 7S 5S KH 6H KD QD 3D 2D KC 5C 4C 2C", "3NT"),  # K6 of hearts: a stopper, play 3БК
    ("9S 7S 5S 6H 2H KD QD 3D 2D KC 5C 4C 2C", "4D"),  # no stopper: game in the diamond fit instead
])
def test_the_answer_to_the_stopper_ask(hand: str, expected: str) -> None:
    hint = advise(view(hand, STOPPER_ASK + ["3H", "pass"]))
    assert hint["call"] == expected
    if expected == "3NT":
        assert hint["meaning_ru"].startswith("ответ на вопрос об остановке: играть 3БК")
        assert "остановка в червах есть" in hint["reason_ru"]


def test_after_a_stopper_ask_the_pair_does_not_stop_below_game() -> None:
    # The asker hears 4♦ (no stopper) and, forced to game, raises to 5♦.
    auction = STOPPER_ASK + ["3H", "pass", "4D", "pass"]
    assert choose_call(view("KS QS 4S 9H 8H 3H AD 9D 5D 4D AC 8C 7C", auction)) == "5D"


def test_a_bid_of_their_suit_is_only_a_stopper_ask_where_one_is_possible() -> None:
    # Our own suit is never «their suit»: after 1♠ (2♣) 2♠ (X, showing spades) opener's 3♠ competes.
    said = explain_auction(["1S", "2C", "2S", "X", "3S"], "N")[-1]
    assert not said["meaning_ru"].startswith("вопрос об остановке")


SACRIFICE = ["pass", "pass", "1H", "2C", "2H", "3C", "4H", "pass", "pass", "5C"]  # East deals: 5♣ over our 4♥
SACRIFICE_HAND = "KS QS 8S 7S AH JH 8H 7H 6H AD 6D 2D JC"  # 15 points opposite a raise: 23 together


def test_a_sacrifice_against_our_game_is_doubled() -> None:
    assert_advice(view(SACRIFICE_HAND, SACRIFICE, dealer="E"), "X",
                  "штрафная контра: противники жертвуют против нашей партии, у пары 21+ очков", whole=True)


def test_no_sacrifice_double_when_we_had_not_bid_game() -> None:
    # The same hand when our side stopped in 3♥ and they bid 4♣: not a sacrifice against our game.
    auction = ["pass", "pass", "1H", "2C", "2H", "3C", "3H", "pass", "pass", "4C"]
    hint = advise(view(SACRIFICE_HAND, auction, dealer="E"))
    assert "против нашей партии" not in hint["meaning_ru"]


def test_a_four_card_major_is_shown_before_3nt() -> None:
    # 1♣ (1♦) 2♣ – pass: 19 points, no singleton, four hearts nobody has named: 2♥ looks for the fit.
    auction = ["pass", "pass", "1C", "1D", "2C", "pass"]
    assert_advice(view("AS KS TS QH TH 5H 3H KD 4D 3D AC KC 5C", auction, dealer="S"), "2H",
                  "четыре карты в мажоре: ищем общий мажор перед 3БК")
    # Partner with four hearts of his own bids the game in hearts.
    answer = advise(view("9S 6S 5S KH JH 8H 7H TD TC 8C 6C 3C 2C", auction + ["2H", "pass"], dealer="S"))
    assert answer["call"] == "4H"


@pytest.mark.parametrize("hand, expected", [
    ("KS JS TS 7S KH TH 5H 4H 7D 3D QC 4C 2C", "pass"),  # no singleton: play partner's 3БК
])
def test_partners_3nt_stands_opposite_a_hand_without_shortness(hand: str, expected: str) -> None:
    hint = advise(view(hand, ["pass", "1D", "pass", "1H", "pass", "3NT", "pass"]))
    assert hint["call"] == expected
    assert hint["meaning_ru"].startswith("играть 3БК, после 3БК партнёра")


def test_a_strong_raise_after_interference_bids_game() -> None:
    # 1♥ (2♣): four hearts and 17 points with the short clubs. The raises stopped at 16, so this hand
    # used to pass; the game raise has no upper bound.
    assert_advice(view("AS KS 5S KH QH 8H 4H AD 7D 6D 3D 8C 2C", ["1H", "2C"]), "4H",
                  "партия, 3+ червей, 13+ очков", whole=True)


def test_a_game_hand_without_a_stopper_bids_their_suit_after_interference() -> None:
    # 1♥ (2♣): 15 points, two hearts, three spades, four clubs to the eight: no row of the table fits,
    # and 3БК without a club stopper is barred. The hand used to pass; it bids their suit (game force).
    hand = "AS QS 3S 7H 4H AD KD QD 5D 8C 6C 4C 2C"
    assert_advice(view(hand, ["1H", "2C"]), "3C",
                  "масть противника: просит остановку для 3БК, 13+ очков, нет остановки в трефах")
    said = explain_auction(["1H", "2C", "3C"], "N")[-1]
    assert said["artificial"] and said["forcing"] == "game" and said["in_system"]
    # Opener with the clubs stopped bids 3БК; without a stopper he may not pass below game.
    assert choose_call(view("KS QS 8S AH QH 8H 6H 3H AD 2D 5D KC 4C", ["1H", "2C", "3C", "pass"])) == "3NT"
    assert choose_call(view("KS QS 8S 5S AH QH 8H 6H 3H AD 2D 5C 4C", ["1H", "2C", "3C", "pass"])) != "pass"


def test_a_game_raise_of_a_minor_without_a_stopper_bids_their_suit() -> None:
    # 1♦ (2♥): four diamonds, a singleton spade, 10 points and 13 with the shortness; no heart stopper.
    # The raises stop at 12 support points: the hand bids their suit, game forcing.
    assert_advice(view("5S 9H 4H 3H AD KD 9D 4D QC JC 9C 4C 2C", ["1D", "2H"]), "3H",
                  "масть противника: просит остановку для 3БК")


def test_a_six_card_suit_counts_its_length_for_3nt() -> None:
    # 1♣ – 1♥ – 2♣ – 2БК (an invitation): 12 points with six clubs are 14, enough to accept;
    # the same points without the sixth club (five clubs, a doubleton) decline.
    auction = ["1C", "pass", "1H", "pass", "2C", "pass", "2NT", "pass"]
    hint = advise(view("KS QS JH 6H 2H 4D 3D AC QC 8C 6C 5C 4C", auction))
    assert hint["call"] == "3NT"
    assert "У вас 14" in hint["reason_ru"]
    assert choose_call(view("KS QS JH 6H 2H 5D 4D 3D AC QC 8C 6C 5C", auction)) == "pass"


@pytest.mark.parametrize("hand, expected", [
    ("KS QS TS 4S 3S 2S AH KH 9H 4H AC KC TC", "4S"),  # six spades, 19+: the game in spades
    ("KS QS TS 4S 3S AH KH 9H 4H AC KC TC 2D", "3H"),  # five spades, four hearts: a jump, game forcing
])
def test_opener_with_a_strong_hand_after_the_1nt_answer(hand: str, expected: str) -> None:
    hint = advise(view(hand, ["1S", "pass", "1NT", "pass"]))
    assert hint["call"] == expected
    if expected == "3H":
        said = explain_auction(["1S", "pass", "1NT", "pass", "3H"], "N")[-1]
        assert said["forcing"] == "game"


def test_five_cards_in_responders_major_after_opener_rebids_1nt() -> None:
    # 1♥ – 1♠ – 1БК: five spades and 11 points (24 with opener's 12-14): 3♠ offers the choice.
    auction = ["1H", "pass", "1S", "pass", "1NT", "pass"]
    assert_advice(view("QS JS 8S 6S 5S KH 9H KD 7D QC 7C 6C 3C", auction), "3S",
                  "пять карт в мажоре: открывший выбирает 3БК или 4 в мажоре")
    # Opener with three spades bids the game in spades, with two 3БК.
    assert choose_call(view("9S 7S 2S JH TH 8H 6H 3H AD 2D AC KC 5C", auction + ["3S", "pass"])) == "4S"
    assert choose_call(view("9S 7S JH TH 8H 6H 3H AD 2D 5D AC KC 5C", auction + ["3S", "pass"])) == "3NT"


def test_an_invitation_with_five_cards_in_responders_major_after_1nt() -> None:
    # 1♦ – 1♠ – 1БК: five spades, 10 points, no singleton: 2БК invites and promises exactly five spades.
    auction = ["1D", "pass", "1S", "pass", "1NT", "pass"]
    assert_advice(view("KS JS 8S 6S 5S KH 9H QD 7D JC 7C 6C 3C", auction), "2NT",
                  "приглашение: открывший выбирает между 2БК, 3БК и мажором, ровно 5 пик")
    said = explain_auction(auction + ["2NT"], "N")[-1]
    assert said["shown"]["suits"]["S"] == [5, 5]
    # Four spades and the same points: no invitation (no 5-3 fit to find), opener's 1БК stands.
    assert choose_call(view("KS JS 8S 6S KH 9H 5H QD 7D JC 7C 6C 3C", auction)) == "pass"
    # Opener answers by strength and by three-card support.
    answers = {
        "KS 8S 6S AH 9H 5H AD 7D 6D 5D QC 6C 3C": "4S",  # 13, three spades: the game in the 5-3 fit
        "KS 8S 6S QH 9H 5H AD 7D 6D 5D QC 6C 3C": "3S",  # 12, three spades: a part-score in spades
        "KS 8S AH 9H 5H 4H AD 7D 6D 5D KC 6C 3C": "3NT",  # 14, two spades
        "KS 8S QH 9H 5H 4H AD 7D 6D 5D KC 6C 3C": "pass",  # 12, two spades
    }
    for hand, expected in answers.items():
        assert choose_call(view(hand, auction + ["2NT", "pass"])) == expected, hand


def test_six_cards_in_responders_major_after_opener_rebids_1nt() -> None:
    # 1♣ – 1♥ – 1БК: opener has at least two hearts, so six hearts make a fit of eight.
    auction = ["1C", "pass", "1H", "pass", "1NT", "pass"]
    weak = advise(view("5S 4S KH JH 9H 8H 6H 3H 7D 4D 2D 5C 2C", auction))  # 4 points: play 2♥
    assert weak["call"] == "2H"
    assert weak["meaning_ru"].startswith("шесть карт в мажоре, слабая рука: частичная игра")
    assert choose_call(view("AS 4S QS JS KD QD 2D AC QC 7C 5C 3C 2C", auction + ["2H", "pass"])) == "pass"
    # Six hearts and game values together (24+ with opener's 12-14): the game at once.
    assert choose_call(view("5S 4S KH QH 9H 8H 6H 3H AD KD 2D 5C 2C", auction)) == "4H"  # game values


def test_a_six_card_major_is_rebid_before_3nt() -> None:
    # 1♣ – 1♠ – 2♦ (a reverse, 17+): six spades and game values together; 2♠ before 3БК.
    auction = ["1C", "pass", "1S", "pass", "2D", "pass"]
    assert_advice(view("9S 7S 6S 5S 4S 2S JH TH 8H KD JD QC 5C", auction), "2S",
                  "шесть карт в своём мажоре: ищем общий мажор перед 3БК")
    # Partner bids 3БК (the forced 2♠ may be a four-card suit too), and the six spades go to game in spades.
    assert choose_call(view("AS KS AH 5H KD QD 8D 3D AC KC 9C 6C 2C", auction + ["2S", "pass"])) == "3NT"
    hand = "9S 7S 6S 5S 4S 2S JH TH 8H KD JD QC 5C"
    assert choose_call(view(hand, auction + ["2S", "pass", "3NT", "pass"])) == "4S"
    # After a raise the call is only an invitation: the explanation does not offer the six-card rebid.
    said = explain_auction(["1H", "X", "2H", "pass", "3H"], "N")[-1]
    assert said["meaning_ru"] == "приглашение в партию, у пары 8+ червей, у пары 21–23 очка"


def test_an_advance_in_no_trump_promises_a_balanced_hand() -> None:
    # 1♦ (1♠) pass: 12 points, the diamonds stopped, but a singleton spade and five hearts: 2♥, not 2БК.
    hint = advise(view("TS AH KH 5H 4H 2H KD JD TD 5D 2D JC 5C", ["1D", "1S", "pass"], dealer="W"))
    assert hint["call"] == "2H"
    said = explain_auction(["1D", "1S", "pass", "2NT"], "W")[-1]
    assert "ровная рука" in said["meaning_ru"]


def test_opener_reopens_with_a_double_when_short_in_their_suit() -> None:
    # 1♠ (2♣) pass (pass): a singleton club; responder may have passed with a penalty double of 2♣.
    auction = ["1S", "2C", "pass", "pass"]
    assert_advice(view("QS JS TS 9S 4S KH 8H 6H AD KD TD 8D 9C", auction), "X", "контра в повторной позиции")
    # Responder with five clubs headed by A J 10 passes: the opponents play doubled.
    answer = advise(view("AS 3S 8H 3H 2H 7D 6D 5D AC JC TC 5C 4C", auction + ["X", "pass"]))
    assert answer["call"] == "pass"
    assert answer["meaning_ru"].startswith("штрафной пас")
    # Without their trumps responder bids: here the unbid four-card hearts.
    other = advise(view("8S 3S QH TH 3H 2H 7D 6D 5D 7C 5C 4C 2C", auction + ["X", "pass"]))
    assert other["call"] == "2H"
    # With a six-card suit of his own opener does not double (a major is rebid by the general rules).
    assert advise(view("QS JS TS 9S 4S 3S KH 8H AD KD TD 8D 9C", auction))["call"] == "2S"


def test_a_strong_opener_doubles_their_jump_to_the_four_level() -> None:
    # 1♥ (2♣) pass (4♣): 19 points and a singleton club; partner with five spades bids them.
    auction = ["pass", "pass", "1H", "2C", "pass", "4C"]
    assert_advice(view("AS QS 8S AH QH 8H 6H 5H AD KD 8D 6D 4C", auction, dealer="S"), "X", "контра открывшего")
    answer = advise(view("KS TS 9S 7S 3S TH 2H 9D 5D 3D AC 7C 3C", auction + ["X", "pass"], dealer="S"))
    assert answer["call"] == "4S"
    # Without a five-card suit (or three cards in opener's major) partner passes: they play doubled.
    passed = advise(view("KS TS 9S 7S 3H 2H 9D 5D 3D AC 7C 3C 2C", auction + ["X", "pass"], dealer="S"))
    assert passed["call"] == "pass"


def test_a_free_bid_of_a_suit_partner_never_showed_is_not_read_as_total_tricks() -> None:
    # 1♣ (1♦) 1♠ (2♦) pass (pass) 2♥: responder's hearts are new, so no law-of-total-tricks fit can be
    # meant; the bid shows a second long suit and 11+ points, and opener with three hearts bids game.
    auction = ["pass", "1C", "1D", "1S", "2D", "pass", "pass", "2H"]
    said = explain_auction(auction, "W")[-1]
    assert said["meaning_ru"].startswith("борьба за контракт: вторая длинная масть")
    assert said["shown"]["points"][0] == 11
    hint = advise(view("8S 7S AH TH 7H KD 9D 4D AC JC 6C 5C 3C", auction + ["3D"], dealer="W"))
    assert hint["call"] == "4H"


def test_an_overcall_at_the_one_level_after_their_opening_and_answer() -> None:
    # 1♣ – 1♦: five good spades and 10 points are enough at the one-level (not at the two-level).
    assert_advice(view("AS JS 9S 6S 3S JH 9H 8H 3H AD 4D 7C 2C", ["pass", "pass", "1C", "pass", "1D"]), "1S",
                  "вход в торговлю на первом уровне")
    hint = advise(view("AS JS 9S 6S 3S JH 9H 8H AD 4D 3D 7C 2C", ["pass", "pass", "1C", "pass", "1H"]))
    assert hint["call"] == "1S"
    assert advise(view("JS 9S 8S 3S AH JH 9H 6H 3H AD 4D 7C 2C", ["pass", "pass", "1C", "pass", "1S"]))["call"] == "pass"


def test_a_penalty_double_of_a_part_score_wants_22_points_together() -> None:
    # 1БК (2♣): K Q 9 5 of clubs. With 5 points the pair has about 21 (not enough), with 7 about 23.
    assert advise(view("KC QC 9C 5C 8S 7S 3S 8H 7H 3H 9D 7D 2D", ["1NT", "2C"]))["call"] == "pass"
    assert_advice(view("KC QC 9C 5C 8S 7S 3S 8H 7H 3H QD 7D 2D", ["1NT", "2C"]), "X",
                  "штрафная контра, 4+ треф с двумя старшими картами, у пары 22+ очков", whole=True)


def test_a_penalty_double_of_their_no_trump_wants_23_points_together() -> None:
    # 1♣ (X) 1♥ (pass) 1БК: the doubler with 20 points opposite a forced answer (about 1) has 21: pass.
    auction = ["pass", "1C", "X", "1H", "pass", "1NT"]
    assert advise(view("KS JS TS 9S KH QH JH 4H AD QD AC 7C 3C", auction, dealer="E"))["call"] == "pass"
    hint = advise(view("KS JS TS 9S KH QH JH 4H AD QD AC QC 3C", auction, dealer="E"))
    assert hint["call"] == "X"
    assert "у пары 23+ очков" in hint["meaning_ru"]


def test_opener_with_three_cards_in_the_doublers_major_and_nothing_else_bids_it() -> None:
    # 1♣ (1♠) X: four clubs, three hearts, no spade stopper, no four diamonds: 2♥ from the table, which
    # now says the doubler's major may be raised with three cards.
    assert_advice(view("TS 4S 3S 9H 6H 5H AD QD 6D AC KC 9C 5C", ["pass", "1C", "1S", "X", "pass"]), "2H",
                  "мажор, который показала контра")
    assert explain_auction(["pass", "1C", "1S", "X", "pass", "2H"], "N")[-1]["meaning_ru"] == \
        "мажор, который показала контра, 3+ червей"


def test_a_weak_hand_passes_the_accepted_transfer_by_its_high_cards() -> None:
    # 1БК – 2♥ – 2♠: five spades and 6 high-card points (7 with the length) cannot invite 2БК (7-8 high
    # cards): the table's pass, not the general rules'.
    accepted = ["pass", "1NT", "pass", "2H", "pass", "2S", "pass"]
    assert_advice(view("JS 9S 8S 7S 5S 9H 3H QD 9D 3D KC 8C 4C", accepted), "pass",
                  "слабая рука: играть здесь")


def test_no_search_for_a_major_fit_after_partner_denied_a_four_card_major() -> None:
    # 1♣ – 2БК (11-12, no four-card major): four spades cannot find a 4-4 fit; 13 points bid 3БК.
    assert choose_call(view("AS KS 8S 2S TH 9H 8D 4D 2D AC QC 9C 6C", ["1C", "pass", "2NT", "pass"])) == "3NT"
    assert "ищем общий мажор" not in explain_auction(["1C", "pass", "2NT", "pass", "3S"], "N")[-1]["meaning_ru"]
    # Where partner may hold four spades (1♦ – 2♣ – 2♦), the same search is the first meaning.
    assert explain_auction(["1D", "pass", "2C", "pass", "2D", "pass", "2S"], "N")[-1]["meaning_ru"].startswith(
        "четыре карты в мажоре: ищем общий мажор перед 3БК")


def test_a_weak_six_card_major_after_openers_new_suit_over_1nt() -> None:
    # 1♠ – 1БК – 2♣: six hearts and 8 points play 2♥ (not 2БК), and opener passes.
    auction = ["1S", "pass", "1NT", "pass", "2C", "pass"]
    assert_advice(view("QS 7S QH JH TH 8H 6H 4H 7D 4D KC 9C 8C", auction), "2H",
                  "свой длинный мажор, слабая рука: частичная игра, 6+ червей")
    assert choose_call(view("AS KS JS 4S 3S 7H QD TD 9D AC QC TC 3C", auction + ["2H", "pass"])) == "pass"


def test_slam_values_without_a_major_fit_after_stayman() -> None:
    # 1БК – 2♣ – 2♦ (no major): 17 points invite a slam in no trump (4БК), 19 bid it; opener answers
    # the 4БК by its range.
    auction = ["1NT", "pass", "2C", "pass", "2D", "pass"]
    assert choose_call(view("AS KS QS 6S AH JH 4H 6D 5D 4D 3D 2D KC", auction)) == "4NT"
    assert choose_call(view("AS KS QS 6S AH JH 4H KD QD 4D 3D 2D KC", auction)) == "6NT"
    opener = auction + ["4NT", "pass"]
    assert choose_call(view("AS 7S AH KH 2H KD QD 8D 7D JC 8C 5C 2C", opener)) == "6NT"  # 17: maximum
    assert choose_call(view("JS 7S AH KH 2H KD QD 8D 7D QC 8C 5C 2C", opener)) == "pass"  # 15: minimum
    # After opener's major the same 4БК is not a table call (it could be Blackwood with a fit, and opener
    # could not tell): a bot's 4БК there is always read as what it is.
    assert "приглашение в шлем" not in explain_auction(auction[:4] + ["2H", "pass", "4NT"], "N")[-1]["meaning_ru"]


def test_a_six_card_suit_jumps_in_answer_to_a_takeout_double() -> None:
    # 1♦ – X – pass: 8 high-card points and six spades (10 with the length) jump to 2♠.
    assert_advice(view("QS JS 8S 7S 5S 3S KH 7H 2H 8D QC 9C 2C", ["1D", "X", "pass"], dealer="W"), "2S",
                  "ответ на контру с прыжком: шесть карт")
    # With five spades the same points answer without a jump.
    assert choose_call(view("QS JS 8S 7S 5S 3H KH 7H 2H 8D QC 9C 2C", ["1D", "X", "pass"], dealer="W")) == "1S"


def test_no_five_of_a_minor_over_our_own_game() -> None:
    # 1БК – 2♣ – 2♠ – 3♠ – 4♠: the game in the 4-4 spade fit stands; six diamonds do not ask for 5♦.
    auction = ["pass", "pass", "1NT", "pass", "2C", "pass", "2S", "pass", "3S", "pass", "4S", "pass"]
    assert choose_call(view("KS JS 5S 2S 8H 5H AD 9D 6D 4D 3D 2D 2C", auction, dealer="S")) == "pass"


def test_blackwood_is_answered_after_a_double() -> None:
    # 1♥ – 3♥ – 4БК, doubled: the answer still counts the aces (one: 5♦).
    auction = ["1H", "pass", "3H", "pass", "4NT", "X"]
    assert_advice(view("KS 7S 2S QH JH 8H 4H KD QD 5D AC 9C 3C", auction), "5D", "ответ на Блэквуд")


def test_the_cue_bid_is_stayman_after_an_overcall_of_1nt() -> None:
    # 1БК (2♣): four spades and 10 points bid 3♣ (Stayman); opener shows four spades, and 4♠ follows.
    assert_advice(view("AS JS 8S 6S TH 8H 7H 3H QD 7D 5D 3D AC", ["1NT", "2C"]), "3C",
                  "масть противника вместо Стеймана")
    auction = ["1NT", "2C", "3C", "pass"]
    assert choose_call(view("KS QS TS 7S KH QH 5H AD JD 2D JC 7C 2C", auction)) == "3S"
    assert choose_call(view("KS QS 7S KH QH 5H 4H AD JD 2D JC 7C 2C", auction)) == "3H"
    assert choose_call(view("KS QS 7S KH QH 5H AD JD 4D 2D JC 7C 2C", auction)) == "3NT"
    assert choose_call(view("AS JS 8S 6S TH 8H 7H 3H QD 7D 5D 3D AC", auction + ["3S", "pass"])) == "4S"


def test_the_strong_doubler_doubles_their_1nt_answer_for_penalty() -> None:
    # 1♠ (X) 1БК (pass) pass: the doubler with 17 points (KQJ65 of their spades) doubles again, for
    # penalty; with 14 points the takeout double said everything, and the doubler passes.
    auction = ["1S", "X", "1NT", "pass", "pass"]
    assert_advice(view("KS QS JS 6S 5S AH 3H KD QD TD 6D QC 9C", auction, dealer="E"), "X",
                  "штрафная контра: у контрировавшего сильная рука, 17+ очков", whole=True)
    assert advise(view("KS QS JS 6S 5S AH 3H KD 9D 8D 6D QC 9C", auction, dealer="E"))["call"] == "pass"


@pytest.mark.parametrize("hand, expected, meaning", [
    # 1♦ (X) pass (1♥) pass: four hearts and 17 support points raise to 2♥, 19 jump to 3♥, 22 bid 4♥.
    ("AS 7S 6S 3S AH KH 8H 4H 5D QC JC 9C 4C", "2H", "подъём: сильнее минимума контры"),
    ("AS QS 7S 3S AH KH 8H 4H 5D KC 9C 8C 4C", "3H", "подъём с прыжком: сильная рука с поддержкой"),
    ("AS KS 7S 3S AH KH 8H 4H 5D KC QC 9C 4C", "4H", "партия: очень сильная рука с поддержкой"),
    # No support: 20 balanced with a diamond stopper bids 1БК, 17 with five spades bids them, 22
    # with six spades jumps, and 14 (the usual double) has said everything.
    ("AS KS 7S 3S QH 8H 4H AD QD 5D KC QC 4C", "1NT", "сильнее открытия 1БК"),
    ("AS KS JS 7S 3S 8H 4H 5D 3D AC KC QC 4C", "1S", "своя масть: сильная рука"),
    ("AS KS QS 7S 6S 3S AH 5D AC KC QC 4C 2C", "2S", "своя длинная масть с прыжком"),
    ("AS QS 7S 3S 8H 4H 5D 3D AC KC JC 4C 2C", "pass", "минимум контры"),
    # The example of the system page: the 2♥ hand above without the king of hearts (11, 14 with the singleton).
    ("AS 7S 6S 3S AH 9H 8H 4H 5D QC JC 9C 4C", "pass", "минимум контры"),
])
def test_the_doubler_bids_again_with_a_strong_hand(hand: str, expected: str, meaning: str) -> None:
    assert_advice(view(hand, ["1D", "X", "pass", "1H", "pass"]), expected, meaning)


def test_a_strong_balancing_doubler_shows_its_long_suit() -> None:
    # 1♣ pass pass X pass 1♠ pass: 19 points and seven diamonds jump to 3♦ (a pass, as the bots once
    # made, let the opponents' 1♣ opening take away a slam in diamonds).
    auction = ["1C", "pass", "pass", "X", "pass", "1S", "pass"]
    assert_advice(view("AS KH QH JH 8H AD QD 6D 5D 4D 3D 2D KC", auction, dealer="E"), "3D",
                  "своя длинная масть с прыжком")


def test_the_doubler_rebid_after_an_answer_at_the_two_level() -> None:
    # 1♠ (X) pass (2♥) pass: the cheapest answer, so the same table; four hearts and 18 raise to 3♥.
    auction = ["1S", "X", "pass", "2H", "pass"]
    assert_advice(view("5S AH KH 8H 4H AD JD 9D 5D QC JC 9C 4C", auction), "3H", "подъём: сильнее минимума контры")
    # Balanced with 19 and a spade stopper: 2БК (after a two-level answer the only no-trump step).
    assert_advice(view("AS 5S 4S QH 8H AD KD 9D 5D KC QC 9C 4C", auction), "2NT", "сильнее открытия 1БК")
    # After a jump answer (1♦ X pass 2♥: 9-12) the table does not apply: 17 points bid game by the
    # general rules.
    jump = advise(view("AS 7S 6S 3S AH KH 8H 4H 5D QC JC 9C 4C", ["1D", "X", "pass", "2H", "pass"]))
    assert jump["call"] == "4H", jump


@pytest.mark.parametrize("auction, hand, expected, meaning", [
    # 2♠ (X) pass (3♥) pass: 19 balanced with a spade stopper bid 3БК; four hearts and 22 support
    # points bid 4♥; 16 pass (the double has said everything).
    ("2S X pass 3H pass", "AS KS JS 5S AH TH 6H AD 7D 4D KC TC 6C", "3NT", "партия: сильная рука с остановкой"),
    ("2S X pass 3H pass", "5S AH KH 8H 4H AD KD 9D 5D KC QC 9C 4C", "4H", "партия: сильная рука с поддержкой"),
    ("2S X pass 3H pass", "AS 5S 4S KH QH 8H 3H AD 9D 5D KC 6C 2C", "pass", "контра сказала всё"),
    # 2♦ (X) pass (3♣) pass: six spades and 19 bid the game; 2♠ (X) pass (3♣): five hearts, 20 and no
    # spade stopper bid 3♥.
    ("2D X pass 3C pass", "AS QS JS TS 5S 2S AH KH QH TD 4D KC 9C", "4S", "партия в своей длинной масти"),
    ("2S X pass 3C pass", "5S 4S AH KH QH 8H 3H AD KD 5D AC 6C 2C", "3H", "своя масть: сильная рука"),
])
def test_the_doubler_of_a_weak_two_bids_again_with_a_strong_hand(auction: str, hand: str, expected: str,
                                                                  meaning: str) -> None:
    assert_advice(view(hand, auction.split()), expected, meaning)


def test_a_preempt_in_a_major_is_raised_to_game_with_a_singleton_and_18() -> None:
    assert_advice(view("7S KH 3H AD KD QD 5D AC KC JC 7C 5C 4C", ["3S", "pass"]), "4S",
                  "партия: с синглетом нужно больше сил")
    assert advise(view("7S KH 3H AD KD QD 5D AC JC 9C 7C 5C 4C", ["3S", "pass"]))["call"] == "pass"


@pytest.mark.parametrize("hand, expected, meaning", [
    # 1♣ – 1♥ – 1♠: with 6-10 points responder raises four spades, repeats six hearts, bids 1БК without
    # a short suit, prefers opener's clubs with four of them, and passes only with three spades.
    ("KS 9S 7S 4S QH JH 8H 3H 9D 6D 4D 8C 2C", "2S", "поддержка второй масти открывшего: минимум"),
    ("9S 4S AH JH 9H 8H 6H 3H QD 6D 4D 8C 2C", "2H", "повтор своей шестёрки: минимум"),
    ("QS 4S KH 9H 8H 3H QD 6D 4D 3D 8C 7C 2C", "1NT", "минимум без поддержки"),
    ("5S 4S KH JH 8H 3H 6D QC 9C 8C 7C 5C 2C", "2C", "предпочтение первой масти открывшего: минимум"),
    ("QS 9S 4S KH JH 8H 3H 2H 7D 6D 4D 5D 8C", "pass", "минимум: играть в масти открывшего"),
])
def test_responder_with_a_minimum_after_openers_new_suit(hand: str, expected: str, meaning: str) -> None:
    assert_advice(view(hand, ["1C", "pass", "1H", "pass", "1S", "pass"]), expected, meaning)


def test_responder_with_more_after_openers_new_suit_follows_the_general_rules() -> None:
    # 12 points and four spades: game by the general rules (the table is for minimum hands only).
    hint = advise(view("KS 9S 7S 4S AH QH 8H 3H KD 6D 4D 8C 2C", ["1C", "pass", "1H", "pass", "1S", "pass"]))
    assert hint["call"] == "4S" and hint["situation"] == "general", hint


def test_a_strong_opener_doubles_the_balancing_1nt_and_partner_passes() -> None:
    # 1♥ pass pass 1БК: opener with 19 points doubles for penalty; partner (0-5) leaves it in.
    auction = ["1H", "pass", "pass", "1NT"]
    assert_advice(view("AS KS 4S KH QH 7H 5H 3H 7D 6D 3D AC KC", auction), "X",
                  "штрафная контра: у открывшего сильная рука, 18+ очков", whole=True)
    assert advise(view("AS KS 4S KH QH 7H 5H 3H 7D 6D 3D AC 2C", auction))["call"] == "pass"
    partner = advise(view("9S 8S 7S 5S 2S JH 8H 6H 4D 9C 8C 6C 3C", auction + ["X", "pass"]))
    assert partner["call"] == "pass"
    assert partner["meaning_ru"].startswith("играть 1БК с контрой: силы у открывшего")


def test_a_six_card_suit_against_the_balancing_seat_1nt_is_bid_even_with_a_strong_hand() -> None:
    # 1БК pass pass: 15 points and six hearts bid 2♥ (1БК doubled is often made against a long suit);
    # a balanced 15 still doubles for penalty.
    auction = ["1NT", "pass", "pass"]
    assert_advice(view("QS KH QH JH 5H 4H 3H AD KD 8D 2D TC 6C", auction, dealer="W"), "2H", "своя длинная масть")
    assert advise(view("QS 5S KH QH JH 4H AD KD 8D 2D TC 6C 3C", auction, dealer="W"))["call"] == "X"


def test_a_free_answer_to_partners_double_after_their_raise() -> None:
    # 1♦ (X) 2♦: four spades and 6 points bid 2♠ freely; with 3 points pass (no longer forced).
    auction = ["1D", "X", "2D"]
    assert_advice(view("KS JS 8S 6S 9H 7H 3H 8D 5D QC 9C 6C 2C", auction), "2S", "свободный ответ на контру")
    assert advise(view("JS 9S 8S 6S 9H 7H 3H 8D 5D QC 9C 6C 2C", auction))["call"] == "pass"
    # Five clubs and 6 points: 3♣, a free answer in a long suit.
    assert advise(view("JS 9S 8S 9H 7H 3H 8D 5D KC QC 9C 6C 2C", auction))["meaning_ru"].startswith(
        "свободный ответ на контру: своя длинная масть")


def test_a_light_major_opening_in_the_third_or_fourth_seat() -> None:
    # After two passes 10 points and a good five-card major open 1♥ (partner, a passed hand, knows it);
    # in the first seat the same hand passes, and so does a poor suit in the third.
    hand = "9S 4S 3S AH KH 9H 8H 4H QD 7D 5D JC 2C"
    assert_advice(view(hand, ["pass", "pass"]), "1H",
                  "лёгкое открытие, в третьей или четвёртой руке, 10–11 очков, 5+ червей")
    assert advise(view(hand, ["pass", "pass", "pass"]))["call"] == "1H"
    assert advise(view(hand, []))["call"] == "pass"
    assert advise(view("9S 4S 3S AH 9H 8H 6H 4H KD QD 5D JC 2C", ["pass", "pass"]))["call"] == "pass"


def test_the_two_no_trump_ask_after_a_weak_two() -> None:
    # 2♦: 16 points without a fit ask with 2БК; opener with a maximum and a good suit bids 3БК, with a
    # minimum repeats the suit.
    assert_advice(view("AS KS QS 6S JH 7H 5H 3H 7D AC QC 8C 7C", ["2D", "pass"]), "2NT",
                  "вопрос: минимум или максимум у открывшего, 16+ очков")
    auction = ["2D", "pass", "2NT", "pass"]
    answer = advise(view("JS 9H 8H 6H AD KD JD TD 9D 2D JC 5C 4C", auction))
    assert answer["call"] == "3NT"
    assert answer["meaning_ru"].startswith("ответ на вопрос: максимум, 8–10 очков")
    answer = advise(view("JS 9H 8H 6H KD QD 8D 7D 6D 2D JC 5C 4C", auction))
    assert answer["call"] == "3D"
    assert answer["meaning_ru"].startswith("ответ на вопрос: минимум")


def test_a_five_card_suit_accepts_the_invitation_to_3nt() -> None:
    # 1БК – 2БК: 15 points with five diamonds bid 3БК (the fifth card counts as a point); 15 points
    # with 4-3-3-3 pass.
    auction = ["1NT", "pass", "2NT", "pass"]
    assert_advice(view("AS 7S 3S KH 5H 2H AD QD 9D 7D 4D QC 8C", auction), "3NT",
                  "принимает приглашение: пятая карта в масти добавляет очко")
    assert advise(view("AS 7S 3S KH 5H 2H AD QD 9D 7D QC 8C 4C", auction))["call"] == "pass"


def test_partners_overcall_after_their_answer_is_raised() -> None:
    # 1♣ pass 1♦ 1♠ pass: four spades and 12 points with a doubleton jump to 3♠ (an invitation);
    # with 7 points a simple raise to 2♠.
    auction = ["pass", "pass", "1C", "pass", "1D", "1S", "pass"]
    assert_advice(view("QS TS 4S 2S AH 4H 9D 6D 3D KC QC TC 8C", auction, dealer="S"), "3S",
                  "поддержка с прыжком: приглашение в партию")
    assert_advice(view("QS TS 4S 2S AH 4H 9D 6D 3D 9C 7C TC 8C", auction, dealer="S"), "2S", "поддержка, 3+ пик")


def test_no_weak_two_diamonds_with_a_four_card_major() -> None:
    # Six good diamonds and 8 points open 2♦; with four hearts beside them the hand passes.
    hint = advise(view("9S 4S 8H 5H 3H AD QD 9D 8D 6D 4D QC 2C", []))
    assert hint["call"] == "2D"
    assert hint["meaning_ru"].startswith("слабое открытие, 5–10 очков, ровно 6 бубен")
    assert "нет четвёрки в мажоре" in hint["meaning_ru"]
    assert advise(view("9S QH 8H 5H 3H AD QD 9D 8D 6D 4D 3C 2C", []))["call"] == "pass"


def test_a_weak_two_with_a_strong_five_card_major_in_the_third_seat() -> None:
    # After two passes ♠KQJ95 and 7 points open 2♠; in the first seat the same hand passes.
    hand = "KS QS JS 9S 5S 8H 5H 3H 9D 6D 4D 8C 2C"
    assert_advice(view(hand, ["pass", "pass"]), "2S",
                  "слабое открытие с пятёркой, в третьей руке, 6–9 очков, ровно 5 пик")
    assert advise(view(hand, []))["call"] == "pass"


def test_opener_with_six_clubs_and_four_spades_jumps_with_nineteen_total_points() -> None:
    # 1♣ – 1♥: ♠AQ92 ♥AK ♦Q ♣KT9542 (18 points and two for the six clubs) jump to 2♠, forcing to game;
    # with 14 points the same shape bids 1♠.
    auction = ["1C", "pass", "1H", "pass"]
    assert_advice(view("AS QS 9S 2S AH KH QD KC TC 9C 5C 4C 2C", auction), "2S",
                  "прыжок в новой масти: сильная рука с шестёркой, 19+ очков, 6+ треф, 4+ пик")
    assert advise(view("AS QS 9S 2S 8H 7H QD KC TC 9C 5C 4C 2C", auction))["call"] == "1S"


# ---- splinters and the short-suit slam try ---------------------------------------------------------


def test_responders_splinter_shows_shortness() -> None:
    # 1♠ – ?: four spades, a singleton diamond and 13 points jump to 4♦ (a splinter, artificial).
    hint = advise(view("KS QS 7S 3S AH 8H 5H 2H 4D KC JC 6C 3C", ["1S", "pass"]))
    assert hint["call"] == "4D"
    assert hint["meaning_ru"].startswith("сплинтер (искусственная заявка): поддержка, силы на партию и синглет")
    assert "не больше 1 карты в бубнах" in hint["meaning_ru"] and "4+ пик" in hint["meaning_ru"]
    said = explain_auction(["1S", "pass", "4D"], "N", {"NS": False, "EW": False})[2]
    assert said["artificial"] and said["shown"]["suits"]["D"] == [0, 1]  # shortness, not length


def test_openers_splinter_after_partners_major() -> None:
    # 1♣ – 1♥: four hearts, no diamond and 17 points jump to 4♦.
    assert_advice(view("QS JS 6S 5S AH QH JH 6H AC KC 8C 6C 4C", ["1C", "pass", "1H", "pass"]), "4D",
                  "сплинтер открывшего (искусственная заявка)")


def test_openers_short_suit_slam_try_after_the_limit_raise() -> None:
    # 1♥ – 3♥: 19 points and a singleton club bid 4♣ (artificial).
    assert_advice(view("QS JS TS AH KH QH TH 7H 6H AD QD JD 9C", ["1H", "pass", "3H", "pass"]), "4C",
                  "попытка шлема (искусственная заявка): синглет или ренонс")


# The partner of the short suit counts his points without its king, queen and jack: enough of them
# outside ask for aces, honours wasted opposite the shortness stop in game.
SHORTNESS_ANSWERS = [
    # 1♠ – 4♦ (splinter): 17 points outside diamonds; the same 17 with ♦KQ wasted keep 11.
    ("AS KS JS 8S 7S KH QH 5H JD 3D AC 9C 2C", ["1S", "pass", "4D", "pass"], "4NT"),
    ("AS KS JS 8S 7S QH 5H KD QD 3D JC 9C 2C", ["1S", "pass", "4D", "pass"], "4S"),
    # 1♣ – 1♥ – 4♦ (opener's splinter): 9 points outside diamonds; ♦KQ wasted.
    ("AS 8S 3S KH 7H 4H 3H TD 7D 2D QC TC 2C", ["1C", "pass", "1H", "pass", "4D", "pass"], "4NT"),
    ("8S 3S KH 7H 4H 3H KD QD 7D 2D TC 5C 2C", ["1C", "pass", "1H", "pass", "4D", "pass"], "4H"),
    # 1♥ – 3♥ – 4♣ (short-suit try): nothing in clubs; ♣KQJ wasted.
    ("AS KS 9H 4H 2H KD JD 3D 2D 8C 4C 3C 2C", ["1H", "pass", "3H", "pass", "4C", "pass"], "4NT"),
    ("AS 4S 9H 4H 2H 9D 3D 2D 8C KC QC JC 2C", ["1H", "pass", "3H", "pass", "4C", "pass"], "4H"),
]


@pytest.mark.parametrize(("hand", "auction", "expected"), SHORTNESS_ANSWERS)
def test_the_answer_to_shortness(hand: str, auction: list[str], expected: str) -> None:
    meaning = "Блэквуд: сил для шлема хватает" if expected == "4NT" else "отказ от шлема: сил вне короткой масти"
    assert_advice(view(hand, auction), expected, meaning)


def test_the_fourth_hand_enters_over_a_weak_two_raised_to_three() -> None:
    # 2♦ pass 3♦: the raise is a preempt, not strength; ♠J104 ♥KQ1098 ♦5 ♣AQ74 (12 points) bids 3♥ as
    # over a three-level preempt; with 10 points it passes.
    auction = ["2D", "pass", "3D"]
    assert_advice(view("JS TS 4S KH QH TH 9H 8H 5D AC QC 7C 4C", auction), "3H",
                  "вход в торговлю, 12–17 очков, 5+ червей, хорошая масть")
    assert advise(view("JS TS 4S KH QH TH 9H 8H 5D AC 9C 7C 4C", auction))["call"] == "pass"


def test_a_strong_opener_doubles_a_balancing_overcall() -> None:
    # 1♣ pass pass 1♦: 19 points and a singleton diamond double for takeout (so do 18 points with any
    # shape); partner, who passed the opening, names his four spades. 14 points pass.
    auction = ["1C", "pass", "pass", "1D"]
    assert_advice(view("AS KS TS 8S KH 5H 4H 6D AC KC QC 9C 7C", auction), "X",
                  "контра открывшего (на вылет): сильная рука, 16+ очков, не больше 2 бубен")
    assert advise(view("AS KS TS 8S KH 5H 4H 6D AC JC 8C 3C 2C", auction))["call"] == "pass"
    strong = advise(view("AS JS 7S 2S AH KH JH KD 6D QC 9C 5C 3C", ["1C", "pass", "pass", "1H"]))
    assert strong["call"] == "X"
    assert strong["meaning_ru"].startswith("контра открывшего (на вылет): сильная рука, 18+ очков")
    answer = advise(view("JS 6S 5S 4S JH 9H 3H QD 8D 7D 3D 4C 3C", [*auction, "X", "pass"]))
    assert answer["call"] == "1S"
    assert answer["meaning_ru"].startswith("своя масть, 4+ пик")


def test_five_spades_over_the_1nt_rebid_invite_with_2nt_or_show_hearts_with_2h() -> None:
    # 1♦ – 1♠ – 1БК: ♠K10652 ♥K84 ♦86 ♣QJ3 (9 points) invites with 2БК instead of passing 1БК; opener
    # with 14 points and two spades accepts with 3БК, with 12 points passes. ♠K10652 ♥KQJ106 ♦86 ♣3
    # bids 2♥ instead, as textbooks do; opener chooses the major: with more hearts he passes, with
    # spades as long as hearts he bids 2♠. With game values the five spades go to the three-level.
    auction = ["1D", "pass", "1S", "pass", "1NT", "pass"]
    openers = {"more hearts": "JS 8S AH 9H 7H AD KD TD 9D QC 9C 7C 4C",
               "minimum": "JS 8S AH 9H 7H AD KD TD 9D 9C 8C 7C 4C",
               "as many spades": "JS 8S 9S AH 7H AD KD TD 9D QC 9C 7C 4C"}
    cases = [
        ("KS TS 6S 5S 2S KH 8H 4H 8D 6D QC JC 3C", "2NT", "приглашение: открывший выбирает между 2БК, 3БК и мажором",
         [("more hearts", "3NT", "максимум: партия"), ("minimum", "pass", "минимум: играть 2БК")]),
        ("KS TS 6S 5S 2S KH QH JH TH 6H 8D 6D 3C", "2H", "пять пик и четыре-пять червей: открывший выбирает мажор",
         [("more hearts", "pass", "червей больше, чем пик"), ("as many spades", "2S", "пик не меньше, чем червей")]),
    ]
    for responder, call, meaning, answers in cases:
        assert_advice(view(responder, auction), call, meaning)
        for opener, answer, words in answers:
            assert_advice(view(openers[opener], [*auction, call, "pass"]), answer, words)
    assert advise(view("AS KS 6S 5S 2S AH QH JH TH 6H 8D 6D 3C", auction))["call"] == "3S"


def test_ten_trumps_bid_on_over_their_sacrifice() -> None:
    # 1♥ 2♠ 4♥ 4♠: seven hearts opposite partner's raise (3+) make ten trumps: the opener bids 5♥
    # instead of doubling; with six hearts (nine trumps) he doubles the sacrifice. (With 19 points
    # opposite the game raise, 13+, he would ask for aces instead.)
    auction = ["1H", "2S", "4H", "4S"]
    assert_advice(view("AH KH JH TH 6H 4H 3H QD 9D 4D 2D JC 8C", auction), "5H",
                  "противники перебили нашу партию: с длинной общей мастью играем на пятом уровне, у пары 10+ червей",
                  whole=True)
    assert_advice(view("AH KH JH TH 6H 4H 3S QD 9D 4D 2D JC 8C", auction), "X",
                  "штрафная контра: противники жертвуют против нашей партии")


def test_responder_with_values_bids_a_four_card_minor_after_an_overcall() -> None:
    # 1♣ 1♥: ♠984 ♥1092 ♦AQJ6 ♣A85 (11 points) has no support, no five-card suit, no unbid four-card major
    # and no heart stopper: 2♦ (forcing) rather than a pass; with 8 points it passes.
    auction = ["1C", "1H"]
    assert_advice(view("9S 8S 4S TH 9H 2H AD QD JD 6D AC 8C 5C", auction), "2D",
                  "новая масть, 11–12 очков, 4+ бубен; форсирует", whole=True)
    assert advise(view("9S 8S 4S TH 9H 2H AD QD JD 6D 9C 8C 5C", auction))["call"] == "pass"


def test_over_a_two_level_overcall_above_our_major_the_invitation_is_the_raise_to_three() -> None:
    # 1♥ (2♠): the jump would be 4♥, a game; 11 points with three hearts bid 3♥ (not 4♥, not pass), and
    # the table reads a 4♥ there as the game it is.
    assert_advice(view("5S 4S KH JH 3H AD QD 7D 6D JC 8C 4C 2C", ["1H", "2S"]), "3H",
                  "приглашение: прыжок был бы уже партией, 3+ червей, 11–12 очков")
    assert explain_auction(["1H", "2S", "4H"], "N")[-1]["meaning_ru"] == "партия, 3+ червей, 13+ очков"
    # Over a one-level overcall the jump to 3♥ stays the invitation.
    assert_advice(view("5S 4S KH JH 3H AD QD 7D 6D JC 8C 4C 2C", ["1H", "1S"]), "3H", "приглашение, 3+ червей")


def test_five_no_trump_after_blackwood_is_the_king_ask_never_a_stop() -> None:
    # 1♠ – 3♠ – 4БК – 5♦: with every ace and 35+ points the asker goes on with 5БК, the king ask
    # (its standard meaning); the answer counts kings at the six-level, and the grand slam follows.
    auction = ["1S", "pass", "3S", "pass", "4NT", "pass", "5D", "pass"]
    asker = "AS KS QS JS 5S AH KH QH AD KD 3D 4C 3C"
    assert_advice(view(asker, auction), "5NT", "вопрос о королях: все тузы у пары")
    asked = [*auction, "5NT", "pass"]
    assert_advice(view("9S 8S 7S 6S AC KC 5H 3H QD 5D 2D 6C 2C", asked), "6D", "ответ на вопрос о королях, 1 король")
    assert_advice(view("9S 8S 7S 6S AC QC 5H 3H QD 5D 2D 6C 2C", asked), "6C", "ответ на вопрос о королях, 0 или 4")
    assert_advice(view(asker, [*asked, "6D", "pass"]), "7S", "большой шлем: у пары все тузы и короли")
    # With two aces missing the asker stops in five of the fit, and passes when the answer is the fit.
    weak = "KS QS JS 9S 5S KH QH JH KD QD 3D 4C 3C"
    assert_advice(view(weak, auction), "5S", "остановка: тузов не хватает")
    for explained in explain_auction([*auction, "5NT"], "N")[-1:]:
        assert explained["meaning_ru"].startswith("вопрос о королях")
    clubs = ["1C", "pass", "3C", "pass", "4NT", "pass", "5C", "pass"]
    assert_advice(view("AS QS 4S KH QH 3H KD QD KC QC JC 9C 5C", clubs), "pass",
                  "остановка: тузов не хватает, а партнёр ответил в общей масти")
    # The system has no 5БК sign-off any more.
    rules = [r for s in SITUATIONS for r in s.rules if r.call.text == "5NT"]
    assert rules and all(r.key == "king-ask" for r in rules)
