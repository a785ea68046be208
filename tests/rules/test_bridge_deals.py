"""Lesson deals: constraints (JSON and text), the generator, the exact odds, boards and their protocol.

Every check of a generated deal is made on its cards (rules_py.bridge.pbn.hcp and plain counting),
not with the generator's own bit tricks.
"""

from __future__ import annotations

import json
from collections import Counter
from math import comb, sqrt
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

import rules_py.bridge.protocol  # noqa: F401  (registers bridge.*)
from rules_py.api import handle
from rules_py.bridge.boards import (
    Board, board_dealer, board_vulnerability, boards_to_pbn, parse_pbn_record, vulnerability_from,
)
from rules_py.bridge.constraints import (
    FULL, HCP_MAX, LESSON_THEMES, LONGEST_ANY, SUIT_CODES, Constraints, SeatConstraint, describe_ru, from_json,
    parse_text, to_json, to_text,
)
from rules_py.bridge.generate import MAX_ATTEMPTS, generate
from rules_py.bridge.hand_odds import ALL_HANDS, hands_meeting, probability
from rules_py.bridge.pbn import hcp, parse_pbn, to_pbn
from rules_py.bridge.seats import SEATS
from rules_py.cards import Card, Suit
from rules_py.errors import BadRequest

SUITS = {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS}
LESSON = "Ю: 15-17 ровная; С: 8+ мажор5"


def call(method: str, params: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(handle(json.dumps({"method": method, "params": params})))
    return answer


def lengths(cards: list[Card]) -> list[int]:
    return [sum(1 for c in cards if c.suit is SUITS[code]) for code in SUIT_CODES]


def honours(constraint: SeatConstraint, cards: list[Card]) -> bool:
    """The constraint checked on the cards, written out plainly (not the generator's code)."""
    shape = lengths(cards)
    if not constraint.hcp[0] <= hcp(cards) <= constraint.hcp[1]:
        return False
    if any(not lo <= n <= hi for n, (lo, hi) in zip(shape, constraint.suits)):
        return False
    if constraint.balanced and sorted(shape) not in ([3, 3, 3, 4], [2, 3, 4, 4], [2, 3, 3, 5]):
        return False
    if constraint.major5 and shape[0] < 5 and shape[1] < 5:
        return False
    return constraint.longest[0] <= max(shape) <= constraint.longest[1]


def assert_partition(hands: dict[str, list[Card]]) -> None:
    assert [len(hands[s]) for s in SEATS] == [13, 13, 13, 13]
    every = [c for s in SEATS for c in hands[s]]
    assert len(set(every)) == 52 and all(c.suit is not None for c in every)


# ---- constraints: JSON and text ---------------------------------------------------------------------

def test_the_lesson_of_the_issue_reads_and_describes() -> None:
    c = parse_text(LESSON)
    assert c == {"N": SeatConstraint(hcp=(8, HCP_MAX), major5=True), "S": SeatConstraint(hcp=(15, 17), balanced=True)}
    assert to_text(c) == "С: 8+ мажор5; Ю: 15-17 ровная"
    assert describe_ru(c) == "Север: от 8 очков, пятёрка в мажоре; Юг: 15–17 очков, ровная рука"
    assert to_json(c) == {"N": {"hcp": [8, 37], "major5": True}, "S": {"hcp": [15, 17], "balanced": True}}


def test_text_forms_of_suits_and_seats() -> None:
    c = parse_text("south: ♠5+, ч0-3 б4 Т2; Запад: длинная6 12")
    assert c["S"].suits == ((5, 13), (0, 3), (4, 4), (2, 2))
    assert c["W"] == SeatConstraint(hcp=(12, 12), longest=(6, 6))
    assert parse_text("") == {} and parse_text(" ; \n") == {}
    assert parse_text("С: 15-17 очков") == parse_text("С 15–17")


@pytest.mark.parametrize(("text", "words"), [
    ("Ю: 15-17 ровнaя", "Не понимаю «ровнaя»"),  # a Latin «a»
    ("Ю: 40", "от 0 до 37"),
    ("Ю: 17-15", "первое не больше второго"),
    ("Ю: ♠14", "от 0 до 13"),
    ("Ю: длинная3", "от 4 до 13"),
    ("Ю: 12 13", "повторяет"),
    ("Ю: 12; Ю: 13", "задано дважды"),
    ("Х: 12", "Не понимаю место"),
    ("12-14", "должно начинаться с места"),
])
def test_bad_text_is_refused_in_russian(text: str, words: str) -> None:
    with pytest.raises(BadRequest, match=words):
        parse_text(text)


@pytest.mark.parametrize(("raw", "words"), [
    ([1, 2], "объект по местам"),
    ({"Q": {}}, "Не понимаю место"),
    ({"S": {"hcp": [15]}}, "диапазон из двух целых"),
    ({"S": {"hcp": [15, "17"]}}, "диапазон из двух целых"),
    ({"S": {"hcp": [18, 17]}}, "первое число не больше второго"),
    ({"S": {"suits": {"X": [1, 2]}}}, "непонятная масть"),
    ({"S": {"suits": [1, 2]}}, "«suits» — объект"),
    ({"S": {"balanced": "yes"}}, "true или false"),
    ({"S": {"points": [1, 2]}}, "непонятное поле «points»"),
    ({"S": {}, "Юг": {}}, "задано дважды"),
])
def test_bad_json_is_refused_in_russian(raw: object, words: str) -> None:
    with pytest.raises(BadRequest, match=words):
        from_json(raw)


def ranges(low: int, high: int) -> st.SearchStrategy[tuple[int, int]]:
    return st.tuples(st.integers(low, high), st.integers(low, high)).map(lambda p: (min(p), max(p)))


seat_constraints = st.builds(
    SeatConstraint,
    hcp=st.one_of(st.just((0, HCP_MAX)), ranges(0, HCP_MAX)),
    suits=st.tuples(*[st.one_of(st.just(FULL), ranges(0, 13)) for _ in range(4)]),
    balanced=st.booleans(),
    major5=st.booleans(),
    longest=st.one_of(st.just(LONGEST_ANY), ranges(4, 13)),
)
all_constraints = st.dictionaries(st.sampled_from(SEATS), seat_constraints).map(
    lambda d: {s: d[s] for s in SEATS if s in d and not d[s].is_free})


@settings(max_examples=200, deadline=None)
@given(all_constraints)
def test_text_and_json_round_trip(constraints: Constraints) -> None:
    assert parse_text(to_text(constraints)) == constraints
    assert from_json(to_json(constraints)) == constraints
    assert from_json(json.loads(json.dumps(to_json(constraints)))) == constraints


def test_every_lesson_theme_is_canonical_and_deals_a_full_set() -> None:
    for name, text in LESSON_THEMES:
        constraints = parse_text(text)
        assert to_text(constraints) == text, name
        found = generate(constraints, seed=11, count=36)
        assert found.found == 36
        for hands in found.deals:
            assert all(honours(constraints[s], hands[s]) for s in constraints), name


# ---- the generator ----------------------------------------------------------------------------------

# Constraints a lesson might ask: loose enough that most draws can be met.
lesson_seat = st.builds(
    SeatConstraint,
    hcp=st.one_of(st.just((0, HCP_MAX)), st.tuples(st.integers(0, 16), st.integers(3, 8)).map(lambda p: (p[0], p[0] + p[1]))),
    suits=st.tuples(*[st.one_of(st.just(FULL), st.integers(0, 5).map(lambda n: (n, 13)), st.integers(0, 3).map(lambda n: (0, n + 2)))
                      for _ in range(4)]),
    balanced=st.booleans(),
    major5=st.booleans(),
    longest=st.just(LONGEST_ANY),
)
lesson_constraints = st.dictionaries(st.sampled_from(SEATS), lesson_seat, max_size=3).map(
    lambda d: {s: d[s] for s in SEATS if s in d and not d[s].is_free})


@settings(max_examples=60, deadline=None)
@given(lesson_constraints, st.integers(0, 2**40))
def test_generated_deals_partition_the_deck_and_honour_the_constraints(constraints: Constraints, seed: int) -> None:
    try:
        found = generate(constraints, seed, count=3, max_attempts=20_000)
    except BadRequest as refusal:
        # A refusal says, in Russian, that such deals do not exist or are too rare: never a wrong deal.
        assert "Таких сдач нет" in refusal.message or "слишком редки" in refusal.message
        return
    assert len(found.deals) == found.found == 3 and found.tried >= 3
    for hands in found.deals:
        assert_partition(hands)
        for seat, constraint in constraints.items():
            assert honours(constraint, hands[seat]), (seat, constraint, to_pbn(hands))


def test_same_seed_same_deals_and_the_first_deals_do_not_depend_on_the_count() -> None:
    c = parse_text(LESSON)
    four = generate(c, seed=99, count=4).deals
    assert generate(c, seed=99, count=4).deals == four
    assert generate(c, seed=99, count=9).deals[:4] == four
    assert generate(c, seed=100, count=4).deals != four


def test_the_same_deals_in_every_interpreter() -> None:
    """A fixed deal: this test also runs inside Pyodide, where it proves the same generator there."""
    first = generate(parse_text(LESSON), seed=2024, count=1).deals[0]
    assert to_pbn(first) == "N:K9832.54.KJ3.JT8 T6.Q9873.T7.7652 A74.AT62.A982.K4 QJ5.KJ.Q654.AQ93"


def test_free_seats_are_dealt_at_random_too() -> None:
    """Without constraints the share of balanced hands is the exact one (47.6 %), within 4 sigma."""
    found = generate({}, seed=5, count=36).deals + generate({}, seed=6, count=36).deals
    hands = [d[s] for d in found for s in SEATS]
    share = sum(sorted(lengths(h)) in ([3, 3, 3, 4], [2, 3, 4, 4], [2, 3, 3, 5]) for h in hands) / len(hands)
    p = probability(SeatConstraint(balanced=True))
    assert abs(share - p) < 4 * sqrt(p * (1 - p) / len(hands))


def test_constrained_hands_follow_the_exact_odds() -> None:
    """Rejection keeps every fitting deal equally likely: South's 15, 16 and 17 come as often as they should."""
    constraint = SeatConstraint(hcp=(15, 17), balanced=True)
    deals = [d for seed in range(8) for d in generate({"S": constraint}, seed=seed, count=36).deals]
    seen = Counter(hcp(d["S"]) for d in deals)
    weights = {p: hands_meeting(SeatConstraint(hcp=(p, p), balanced=True)) for p in (15, 16, 17)}
    total = sum(weights.values())
    for points, weight in weights.items():
        expected = len(deals) * weight / total
        assert abs(seen[points] - expected) < 4 * sqrt(expected), (points, seen, expected)


@pytest.mark.parametrize(("text", "words"), [
    ("С: ♠5+; Ю: ♠5+; В: ♠4+", "не меньше 14 пик"),
    ("С: ♠0; Ю: ♠0; В: ♠0; З: ♠0-12", "не больше 12 пик"),
    ("С: 20+; Ю: 20+; В: 1+", "не меньше 41 очков"),
    ("С: 0-9; Ю: 0-9; В: 0-9; З: 0-9", "не больше 36 очков"),
    ("С: ♠5 ♥5 ♦5", "не меньше 15 карт"),
    ("С: ♠0-2 ♥0-2 ♦0-2 ♣0-2", "не больше 8 карт"),
    ("С: ровная ♠6+", "в ровной руке"),
    ("С: ровная длинная6+", "в ровной руке"),
    ("С: мажор5 ♠0-4 ♥0-4", "пятёрка в мажоре"),
    ("С: ♠7 длинная4-6", "противоречат"),
    ("С: 37 ♠0", "ни одна рука не отвечает"),
])
def test_impossible_constraints_are_refused_before_any_attempt(text: str, words: str) -> None:
    with pytest.raises(BadRequest, match=words) as refusal:
        generate(parse_text(text), seed=1, count=1, max_attempts=1)
    assert refusal.value.message.startswith("Таких сдач нет")


def test_a_seat_too_rare_for_the_attempts_is_refused_with_its_exact_odds() -> None:
    with pytest.raises(BadRequest) as refusal:
        generate(parse_text("С: 37"), seed=1, count=1)
    message = refusal.value.message
    assert "раз на 158\u202f753\u202f389\u202f900 сдач" in message and "за 100\u202f000 попыток" in message
    assert f"{ALL_HANDS // 4:_}".replace("_", "\u202f") in message  # 4 hands of 37 points out of C(52, 13)


def test_a_rare_combination_is_refused_with_how_many_were_tried_and_found() -> None:
    constraints = parse_text("С: 10 ровная; Ю: 10 ровная; В: 10 ровная; З: 10 ровная")
    with pytest.raises(BadRequest) as refusal:
        generate(constraints, seed=3, count=5, max_attempts=3_000)
    message = refusal.value.message
    assert "на 3\u202f000 попыток" in message or "За 3\u202f000 попыток не нашлось" in message
    assert "Ослабьте" in message
    assert MAX_ATTEMPTS == 100_000


@pytest.mark.parametrize("count", [0, 37, -1, True, "3"])
def test_count_is_checked(count: object) -> None:
    with pytest.raises(BadRequest, match="Число сдач"):
        generate({}, seed=1, count=count)  # type: ignore[arg-type]


# ---- exact odds ---------------------------------------------------------------------------------------

def test_exact_odds_agree_with_the_textbook_figures() -> None:
    assert sum(hands_meeting(SeatConstraint(hcp=(p, p))) for p in range(HCP_MAX + 1)) == ALL_HANDS == comb(52, 13)
    assert hands_meeting(SeatConstraint(hcp=(37, 37))) == 4
    assert hands_meeting(SeatConstraint(hcp=(0, 0))) == comb(36, 13)  # only the 36 spot cards
    assert round(100 * probability(SeatConstraint(hcp=(10, 10))), 2) == 9.41
    assert round(100 * probability(SeatConstraint(balanced=True)), 2) == 47.60
    # 4-4-3-2: 21.55 % (the usual table of hand patterns)
    four_four = sum(hands_meeting(SeatConstraint(suits=tuple((n, n) for n in shape)))
                    for shape in {(4, 4, 3, 2), (4, 4, 2, 3), (4, 3, 4, 2), (4, 2, 4, 3), (4, 3, 2, 4), (4, 2, 3, 4),
                                  (3, 4, 4, 2), (2, 4, 4, 3), (3, 4, 2, 4), (2, 4, 3, 4), (3, 2, 4, 4), (2, 3, 4, 4)})
    assert round(100 * four_four / ALL_HANDS, 2) == 21.55
    assert hands_meeting(SeatConstraint(suits=((13, 13), FULL, FULL, FULL))) == 1


def test_exact_odds_agree_with_dealing() -> None:
    constraint = SeatConstraint(hcp=(12, 14), major5=True)
    hands = [d[s] for seed in range(3) for d in generate({}, seed=seed, count=36).deals for s in SEATS]
    p = probability(constraint)
    share = sum(honours(constraint, h) for h in hands) / len(hands)
    assert abs(share - p) < 4 * sqrt(p * (1 - p) / len(hands))


# ---- boards -------------------------------------------------------------------------------------------

def test_board_rotation_as_printed_on_duplicate_boards() -> None:
    # Boards 1-16, as the Laws of Duplicate Bridge print them (dealer, vulnerable).
    printed = ("N -", "E NS", "S EW", "W all", "N NS", "E EW", "S all", "W -",
               "N EW", "E all", "S -", "W NS", "N all", "E -", "S NS", "W EW")
    names = {"-": "none", "NS": "NS", "EW": "EW", "all": "all"}
    for number, entry in enumerate(printed, start=1):
        dealer, vul = entry.split()
        for board in (number, number + 16, number + 32, number + 48):
            assert (board_dealer(board), board_vulnerability(board)) == (dealer, names[vul]), board
    for bad in (0, 100, -3, True, 1.5):
        with pytest.raises(BadRequest, match="Номер сдачи"):
            board_dealer(bad)  # type: ignore[arg-type]


def test_pbn_file_has_every_mandatory_tag_and_reads_back() -> None:
    found = generate(parse_text(LESSON), seed=4, count=5)
    boards = [Board.numbered(7 + i, hands) for i, hands in enumerate(found.deals)]
    text = boards_to_pbn(boards)
    assert text.startswith("% PBN 2.1\n% EXPORT\n") and text.isascii()
    records = text.split("\n\n")[1:]
    assert len([r for r in records if r.strip()]) == 5
    for board, record in zip(boards, records):
        read = parse_pbn_record(record)
        assert (read.board, read.dealer, read.vulnerability) == (board.number, board.dealer, board.vulnerability)
        assert read.hands == board.hands
        assert f'[Deal "{board.dealer}:' in record  # written from the dealer's seat
        for tag in ("Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer", "Vulnerable",
                    "Deal", "Scoring", "Declarer", "Contract", "Result"):
            assert f"[{tag} " in record
    with pytest.raises(BadRequest, match="латиницей"):
        boards_to_pbn(boards, "Урок")


def test_a_fixed_dealer_keeps_the_vulnerability_of_the_number() -> None:
    hands = generate({}, seed=1, count=1).deals[0]
    board = Board.numbered(6, hands, dealer="S")
    assert (board.dealer, board.vulnerability) == ("S", "EW")


def test_pbn_records_with_tags_and_their_errors() -> None:
    deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
    assert parse_pbn_record(deal).dealer is None
    r = parse_pbn_record(f'[Event "x"]\n[Board "?"]\n[Dealer "W"]\n[Vulnerable "Both"]\n[Deal "{deal}"]')
    assert (r.board, r.dealer, r.vulnerability) == (None, "W", "all") and r.hands == parse_pbn(deal)
    assert parse_pbn_record(f'[Vulnerable "Love"][Deal "{deal}"]').vulnerability == "none"
    for text, words in [
        ('[Dealer "N"]', "нет тега \\[Deal"),
        (f'[Deal "{deal}"]\n[Deal "{deal}"]', "2 сдачи: вставьте одну"),
        (f'[Dealer "Q"][Deal "{deal}"]', "сдающего в теге \\[Dealer\\]"),
        (f'[Vulnerable "maybe"][Deal "{deal}"]', "Не понимаю зону"),
        (f'[Board "x1"][Deal "{deal}"]', "\\[Board\\] — число"),
        ('[Deal "N:AKQ.T98.765.432 - - -"]', "а нужно 13"),
        (12, "строкой"),
    ]:
        with pytest.raises(BadRequest, match=words):
            parse_pbn_record(text)
    assert [vulnerability_from(v) for v in ("None", "-", "NS", "e-w", "ALL", "все", "никто")] == \
        ["none", "none", "NS", "EW", "all", "all", "none"]


# ---- the protocol ------------------------------------------------------------------------------------

def test_generate_method_returns_numbered_boards_a_pbn_file_and_a_summary() -> None:
    answer = call("bridge.generate", {"text": LESSON, "seed": 12, "count": 5, "first": 14})
    assert answer["ok"], answer
    r = answer["result"]
    assert [b["board"] for b in r["boards"]] == [14, 15, 16, 17, 18]
    assert [(b["dealer"], b["vulnerability"]) for b in r["boards"]] == [
        (board_dealer(n), board_vulnerability(n)) for n in range(14, 19)]
    assert r["boards"][0]["vulnerable"] == {"NS": False, "EW": False}
    for b in r["boards"]:
        hands = parse_pbn(b["pbn"])
        assert {s: [c.code for c in hands[s]] for s in SEATS} == b["hands"]
        assert b["hcp"] == {s: hcp(hands[s]) for s in SEATS}
        assert 15 <= b["hcp"]["S"] <= 17
    assert r["text"] == "С: 8+ мажор5; Ю: 15-17 ровная" and r["found"] == 5 and r["tried"] >= 5
    assert r["summary_ru"].startswith("5 сдач из ") and "%" in r["summary_ru"]
    assert r["pbn_file"].count("[Board ") == 5 and len(r["labels"]) == 52
    assert 0 < r["odds"]["S"] < r["odds"]["N"] < 1
    same = call("bridge.generate", {"constraints": r["constraints"], "seed": 12, "count": 5, "first": 14})["result"]
    assert same["boards"] == r["boards"]


def test_generate_with_a_fixed_dealer_and_without_constraints() -> None:
    r = call("bridge.generate", {"seed": 3, "count": 4, "dealer": "юг"})["result"]
    assert {b["dealer"] for b in r["boards"]} == {"S"} and r["dealer"] == "S"
    assert r["summary_ru"] == "4 сдачи без условий." and r["text"] == "" and r["odds"] == {}


@pytest.mark.parametrize(("params", "words"), [
    ({"seed": -1}, "Номер набора"),
    ({"seed": "7"}, "Номер набора"),
    ({"seed": 1, "count": 0}, "Число сдач"),
    ({"seed": 1, "count": 37}, "Число сдач"),
    ({"seed": 1, "first": 37}, "Номер первой сдачи"),
    ({"seed": 1, "text": "Ю: 12", "constraints": {"S": {"hcp": [12, 12]}}}, "одним параметром"),
    ({"seed": 1, "text": 5}, "строка"),
    ({"seed": 1, "dealer": "X"}, "сдающего"),
    ({"seed": 1, "text": "С: 37"}, "слишком редки"),
])
def test_generate_method_refuses_bad_requests_in_russian(params: dict[str, Any], words: str) -> None:
    answer = call("bridge.generate", params)
    assert not answer["ok"] and answer["error"]["code"] == "bad_request"
    assert words in answer["error"]["message"]


def test_constraints_method_reads_text_or_json() -> None:
    r = call("bridge.constraints", {"text": "ю 15-17 ровная"})["result"]
    assert r["text"] == "Ю: 15-17 ровная" and r["constraints"] == {"S": {"hcp": [15, 17], "balanced": True}}
    assert abs(r["odds"]["S"] - 0.0487) < 0.0001
    assert call("bridge.constraints", {"constraints": r["constraints"]})["result"] == r
    bad = call("bridge.constraints", {"constraints": {"S": {"hcp": [15, "x"]}}})
    assert not bad["ok"] and "диапазон" in bad["error"]["message"]


def test_pbn_record_method() -> None:
    deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
    r = call("bridge.pbn_record", {"pbn": f'[Board "3"][Dealer "S"][Vulnerable "EW"][Deal "{deal}"]'})["result"]
    assert (r["board"], r["dealer"], r["vulnerability"], r["vulnerability_ru"]) == (3, "S", "EW", "Восток–Запад")
    assert r["pbn"].startswith("S:765.432.AKQJ.T98") and r["hcp"]["N"] == 10
    plain = call("bridge.pbn_record", {"pbn": deal})["result"]
    assert plain["dealer"] is None and plain["vulnerable"] is None and plain["pbn"] == deal
    assert not call("bridge.pbn_record", {"pbn": "N:AK"})["ok"]


@settings(max_examples=80, deadline=None)
@given(st.dictionaries(st.sampled_from(["text", "constraints", "seed", "count", "first", "dealer"]),
                       st.one_of(st.none(), st.booleans(), st.integers(-5, 50), st.text(max_size=12),
                                 st.lists(st.integers(-1, 40), max_size=3),
                                 st.dictionaries(st.sampled_from(["S", "N", "Q"]), st.dictionaries(
                                     st.sampled_from(["hcp", "balanced", "suits", "x"]),
                                     st.one_of(st.integers(0, 40), st.lists(st.integers(0, 40), max_size=3))),
                                     max_size=2))))
def test_generate_never_raises(params: dict[str, Any]) -> None:
    answer = call("bridge.generate", params)
    assert answer["ok"] or (answer["error"]["code"] in ("bad_request", "bad_card") and answer["error"]["message"])
