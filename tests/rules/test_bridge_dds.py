"""The double-dummy solver on positions small enough to know the answer, in CPython and in Pyodide.

Three kinds of checks: hand-built endings whose answer a bridge player can see (a squeeze, a
finesse, a ruff, the middle of a trick); the solver against plain minimax over every card (no
pruning, no table, nothing shared with the solver but the rules of the trick) on a few hundred
seeded random endings of up to four cards a hand, every strain and leader, some in mid-trick; and
the protocol's answers and Russian refusals. The comparison with DDS itself is in
test_bridge_dds_endplay.py (CPython only).
"""

from __future__ import annotations

import json
import random

import pytest

from rules_py.api import handle
from rules_py.bridge.dds import Position, analyse, table, tricks
from rules_py.bridge.dds.par import duplicate_score, par
from rules_py.bridge.dds.position import TRUMP_INDEX, bit_card, card_bit
from rules_py.bridge.contract import Contract, Strain
from rules_py.bridge.pbn import parse_pbn
from rules_py.bridge.seats import SEATS, seat_index
from rules_py.cards import Card
from rules_py.errors import BadRequest

ONE_SUIT_EACH = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def call(method: str, params: dict[str, object]) -> dict[str, object]:
    answer: dict[str, object] = json.loads(handle(json.dumps({"method": method, "params": params})))
    return answer


# ---- positions a player can solve at sight --------------------------------------------------------


@pytest.mark.parametrize(("pbn", "strain", "leader", "ns", "why"), [
    ("N:AJ.Q.. ...KQJ 3.2..A K4.K..", "NT", "S", 3, "simple squeeze: the club ace squeezes West"),
    ("N:AQ... 65... 32... K4...", "NT", "S", 2, "the finesse of the queen works: the king is before it"),
    ("N:AQ... K4... 32... 65...", "NT", "S", 1, "the finesse fails: the king sits over the queen"),
    ("N:AK... QJ... .2.2. ..AK.", "H", "W", 1, "South ruffs the second diamond"),
    ("N:AK... QJ... .2.2. ..AK.", "H", "N", 2, "North cashes two spades"),
    ("N:AK... QJ... .2.2. ..AK.", "NT", "W", 0, "at notrump West runs the diamonds"),
    (ONE_SUIT_EACH, "S", "E", 13, "North holds every trump"),
    (ONE_SUIT_EACH, "NT", "E", 0, "at notrump East runs the hearts"),
])
def test_endings_with_known_answers(pbn: str, strain: str, leader: str, ns: int, why: str) -> None:
    position = Position.from_pbn(pbn, strain, leader)
    assert tricks(position, "NS") == ns, why
    assert tricks(position, "EW") == position.tricks_left - ns


def test_the_squeeze_needs_the_squeeze_card_first() -> None:
    position = Position.from_pbn("N:AJ.Q.. ...KQJ 3.2..A K4.K..", "NT", "S")
    assert {c.code: t for c, t in analyse(position)} == {"AC": 3, "3S": 2, "2H": 2}


def test_a_position_in_the_middle_of_a_trick() -> None:
    # South has led the three of spades and West played the king: the ace wins it, then the queen.
    position = Position.from_pbn("N:AQ... 65... 2... 4...", "NT", "S", ["3S", "KS"])
    assert position.to_play == "N"
    assert {c.code: t for c, t in analyse(position)} == {"AS": 2, "QS": 1}
    # West ducked instead: the queen wins this trick and the ace the next.
    ducked = Position.from_pbn("N:AQ... 65... 2... K...", "NT", "S", ["3S", "4S"])
    assert {c.code: t for c, t in analyse(ducked)} == {"AS": 1, "QS": 2}


def test_equal_cards_are_worth_the_same() -> None:
    position = Position.from_pbn("N:AKQ... 432... JT9... 876...", "NT", "N")
    values = {c.code: t for c, t in analyse(position)}
    assert values == {"AS": 3, "KS": 3, "QS": 3}


# ---- the solver against plain minimax ------------------------------------------------------------


def minimax(hands: list[int], trump: int, leader: int, trick: list[tuple[int, int]]) -> int:
    """North–South's tricks by trying every card at every turn (no pruning, no memory)."""
    def winner(first: int, cards: list[tuple[int, int]]) -> int:
        suit, bit, seat = cards[0][0], cards[0][1], first
        for p in range(1, 4):
            s, b = cards[p]
            if (s == suit and b > bit) or (s == trump and suit != trump):
                suit, bit, seat = s, b, (first + p) & 3
        return seat

    def play(first: int, cards: list[tuple[int, int]]) -> int:
        if len(cards) == 4:
            won = winner(first, cards)
            point = 1 if won % 2 == 0 else 0
            return point if not any(hands) else point + play(won, [])
        seat = (first + len(cards)) & 3
        suits = [cards[0][0]] if cards and hands[seat * 4 + cards[0][0]] else range(4)
        results = []
        for s in suits:
            rest = hands[seat * 4 + s]
            while rest:
                b = rest & -rest
                rest ^= b
                hands[seat * 4 + s] ^= b
                results.append(play(first, cards + [(s, b)]))
                hands[seat * 4 + s] ^= b
        return max(results) if seat % 2 == 0 else min(results)

    return play(leader, list(trick))


def random_ending(rng: random.Random, size: int) -> Position:
    """Random hands of `size` cards each, a random strain and leader, and 0-3 cards of a trick."""
    cards = [Card.parse(f"{r}{s}") for s in "SHDC" for r in "AKQJT98765432"]
    rng.shuffle(cards)
    hands = {seat: cards[i * size:(i + 1) * size] for i, seat in enumerate(SEATS)}
    strain = rng.choice(list(Strain))
    leader = rng.choice(SEATS)
    position = Position.make(hands, strain, leader, [])
    for _ in range(rng.randrange(4) if size > 1 else 0):
        legal = position.legal_cards()
        position = position.play(legal[rng.randrange(len(legal))])
    return position


def test_the_solver_agrees_with_minimax_on_random_endings() -> None:
    rng = random.Random(2024)
    checked = 0
    for size in (1, 2, 3, 4):
        for _ in range(60 if size < 4 else 12):
            position = random_ending(rng, size)
            expected = minimax(position.masks(), TRUMP_INDEX[position.strain], seat_index(position.leader),
                               position.trick_moves())
            assert tricks(position, "NS") == expected, (position, expected)
            checked += 1
    assert checked == 192


def test_each_cards_value_is_the_value_after_playing_it() -> None:
    rng = random.Random(7)
    for _ in range(40):
        position = random_ending(rng, 3)
        side = "NS" if position.to_play in ("N", "S") else "EW"
        values = analyse(position)
        assert max(t for _, t in values) == tricks(position, side)
        for card, value in values:
            after = position.play(card)
            won = 1 if len(position.trick) == 3 and after.leader in side else 0  # «N» and «S» are in «NS»
            left = tricks(after, side) if any(after.hands.values()) else 0
            assert value == won + left, (position, card)


def test_card_bits_round_trip() -> None:
    for code in ("AS", "2C", "10H", "QD"):
        card = Card.parse(code)
        assert bit_card(*card_bit(card)) == card


# ---- the table, par and the protocol -------------------------------------------------------------


def test_table_of_a_deal_with_one_suit_in_each_hand() -> None:
    result = table(parse_pbn(ONE_SUIT_EACH))
    assert result["N"]["S"] == 13 and result["E"]["H"] == 13 and result["S"]["D"] == 13 and result["W"]["C"] == 13
    # At notrump the declarer's left-hand opponent leads his suit and takes everything.
    assert all(result[seat]["NT"] == 0 for seat in SEATS)


def test_par_names_the_grand_slam_and_its_score() -> None:
    tricks_table = table(parse_pbn(ONE_SUIT_EACH))
    result = par(tricks_table, {"NS": False, "EW": False}, "N")
    # North–South outbid East–West's 7♥ with 7♠; 7БК doubled for East–West would cost far more.
    assert result["score"] == duplicate_score(Contract(7, Strain.SPADES), 13, False) == 1510
    assert {c["code"] for c in result["contracts"]} == {"7S N", "7S S"}


def test_protocol_table_shape_and_par() -> None:
    answer = call("bridge.dd_table", {"pbn": ONE_SUIT_EACH, "vulnerable": "both", "dealer": "E"})
    assert answer["ok"] is True
    result = answer["result"]
    assert isinstance(result, dict)
    assert set(result["tricks"]) == set(SEATS)
    assert all(set(row) == {"C", "D", "H", "S", "NT"} for row in result["tricks"].values())
    assert result["par"]["score"] == duplicate_score(Contract(7, Strain.SPADES), 13, True) == 2210


def test_protocol_solve_slice_counts_progress() -> None:
    answer = call("bridge.dd_solve", {"pbn": ONE_SUIT_EACH, "strain": "H", "declarer": "W"})
    assert answer["ok"] is True
    result = answer["result"]
    assert isinstance(result, dict)
    assert result["tricks"] == 13 and result["total"] == 20 and 1 <= result["solved"] <= 20


def test_protocol_analysis_from_a_play_table_state() -> None:
    from rules_py.bridge.engine import ENGINE

    state = ENGINE.new_game("bridge", 4, 3, {"pbn": ONE_SUIT_EACH})
    for name in ("7S", "pass", "pass", "pass"):
        state = ENGINE.play(state, {"type": "call", "call": name})
    answer = call("bridge.dd_analyse", {"state": state})
    assert answer["ok"] is True
    result = answer["result"]
    assert isinstance(result, dict)
    assert result["to_play"] == "E" and result["side"] == "EW"
    assert result["best"] == 0 and all(c["loses"] == 0 for c in result["cards"])
    assert len(result["cards"]) == 13


@pytest.mark.parametrize(("method", "params", "words"), [
    ("bridge.dd_table", {"pbn": "N:AKQ2.K3"}, "4 руки"),
    ("bridge.dd_table", {"pbn": ONE_SUIT_EACH, "vulnerable": "кто-то"}, "vulnerable"),
    ("bridge.dd_solve", {"pbn": ONE_SUIT_EACH, "strain": "X", "declarer": "N"}, "деноминацию"),
    ("bridge.dd_analyse", {"pbn": "N:AK... QJ... T9... 8...", "strain": "NT", "leader": "W"}, "поровну"),
    ("bridge.dd_analyse", {"pbn": "N:AK... QJ... T9... 87...", "strain": "NT", "leader": "W",
                           "trick": ["8S", "AH"]}, "Карта"),
    ("bridge.dd_analyse", {"pbn": "N:AK... QJ... .9.. 87...", "strain": "NT", "leader": "W",
                           "trick": ["8S", "AS", "JS", "9H"]}, "трёх"),
    ("bridge.dd_analyse", {"pbn": "N:A... QJ... 9.T.. 7...", "strain": "NT", "leader": "W",
                           "trick": ["8S", "KH"]}, "в масть"),
    ("bridge.dd_analyse", {"state": {"game": "bridge", "phase": "auction"}}, "розыгрыша"),
])
def test_bad_input_is_refused_in_russian(method: str, params: dict[str, object], words: str) -> None:
    answer = call(method, params)
    assert answer["ok"] is False
    error = answer["error"]
    assert isinstance(error, dict) and error["code"] == "bad_request"
    assert words in error["message"]


def test_position_checks_are_bad_requests() -> None:
    with pytest.raises(BadRequest):
        Position.from_pbn("N:AK... QJ... T9... 87...", "NT", "W", ["8S", "7S", "2S", "3S"])
