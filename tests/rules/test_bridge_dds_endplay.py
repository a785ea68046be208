"""The double-dummy solver checked against DDS (Bo Haglund and Soren Hein's solver, through endplay).

Random positions of every size: endings of 1 to 12 cards a hand and full deals, every strain, every
leader, a quarter of them in the middle of a trick (after 1-3 cards of it). For each, the tricks
of the side to play must be DDS's, and for many the value of every legal card too (DDS's
SolveBoard with all cards). Then whole tables (5 strains × 4 declarers) and par, whose score and
contracts must be DDS's for every vulnerability and dealer.

endplay is a compiled CPython package and a test-only dependency; it does not exist in Pyodide, so
this module is skipped there, and only there (as test_bridge_endplay.py). In CPython a missing
endplay is an error, not a skip.
"""

from __future__ import annotations

import random
import sys

import pytest

if sys.platform == "emscripten":
    pytest.skip("endplay is compiled for CPython; there is no Pyodide build of it", allow_module_level=True)

from endplay.dds import calc_dd_table, solve_board  # noqa: E402
from endplay.dds import par as endplay_par  # noqa: E402
from endplay.types import Deal, Denom, Penalty, Player, Vul  # noqa: E402

from rules_py.bridge.contract import Strain  # noqa: E402
from rules_py.bridge.dds import Position, analyse, table, tricks  # noqa: E402
from rules_py.bridge.dds.par import par  # noqa: E402
from rules_py.bridge.pbn import PBN_SUITS, hand_to_pbn, parse_pbn, to_pbn  # noqa: E402
from rules_py.bridge.seats import SEATS, side_of  # noqa: E402
from rules_py.cards import Card  # noqa: E402

DENOM = {Strain.CLUBS: Denom.clubs, Strain.DIAMONDS: Denom.diamonds, Strain.HEARTS: Denom.hearts,
         Strain.SPADES: Denom.spades, Strain.NOTRUMP: Denom.nt}
STRAIN_OF = {denom: strain for strain, denom in DENOM.items()}
VULS = {Vul.none: {"NS": False, "EW": False}, Vul.ns: {"NS": True, "EW": False},
        Vul.ew: {"NS": False, "EW": True}, Vul.both: {"NS": True, "EW": True}}
SUIT_LETTER = {suit: "SHDC"[i] for i, suit in enumerate(PBN_SUITS)}
FULL_DECK = [Card.parse(f"{r}{s}") for s in "SHDC" for r in "AKQJT98765432"]


def random_position(rng: random.Random, size: int, mid_trick: bool) -> Position:
    """A random deal played at random down to `size` cards a hand (and into the next trick)."""
    cards = list(FULL_DECK)
    rng.shuffle(cards)
    hands = {seat: cards[i * 13:(i + 1) * 13] for i, seat in enumerate(SEATS)}
    position = Position.make(hands, rng.choice(list(Strain)), rng.choice(SEATS), [])
    steps = (13 - size) * 4 + (rng.randrange(1, 4) if mid_trick and size < 13 else 0)
    for _ in range(steps):
        legal = position.legal_cards()
        position = position.play(legal[rng.randrange(len(legal))])
    return position


def endplay_deal(position: Position) -> Deal:
    """The same position in endplay: the hands with the trick's cards back, then those cards played."""
    hands = {seat: list(cards) for seat, cards in position.hands.items()}
    seat = position.leader
    for card in position.trick:
        hands[seat].append(card)
        seat = SEATS[(SEATS.index(seat) + 1) % 4]
    deal = Deal("N:" + " ".join(hand_to_pbn(hands[s]) for s in SEATS))
    deal.trump = DENOM[position.strain]
    deal.first = Player.find(position.leader)
    for card in position.trick:
        assert card.suit is not None
        deal.play(SUIT_LETTER[card.suit] + card.rank.code.replace("10", "T"))
    return deal


def endplay_values(position: Position) -> dict[str, int]:
    """DDS's tricks for the side to play after each legal card (card code -> tricks)."""
    out = {}
    for card, score in solve_board(endplay_deal(position)):
        rank = "10" if card.rank.abbr == "T" else card.rank.abbr
        out[rank + "SHDC"[int(card.suit)]] = score
    return out


@pytest.mark.parametrize(("sizes", "count", "every_card"), [
    ((1, 2, 3, 4), 1200, 300),
    ((5, 6, 7, 8), 1200, 300),
    # Larger endings cost seconds each in pure Python: fewer here, more in `make bench` (bench_dds).
    ((9, 10), 60, 15),
    ((11, 12), 12, 4),
])
def test_endings_agree_with_dds(sizes: tuple[int, ...], count: int, every_card: int) -> None:
    rng = random.Random(sum(sizes))
    mismatches = []
    for i in range(count):
        position = random_position(rng, sizes[i % len(sizes)], mid_trick=i % 4 == 0)
        side = side_of(position.to_play)
        theirs = endplay_values(position)
        if i < every_card:
            ours = {card.code: value for card, value in analyse(position)}
            if ours != theirs:
                mismatches.append((position, ours, theirs))
        elif tricks(position, side) != max(theirs.values()):
            mismatches.append((position, tricks(position, side), max(theirs.values())))
    assert mismatches == []


def test_full_deals_agree_with_dds() -> None:
    rng = random.Random(13)
    for i in range(4):
        position = random_position(rng, 13, mid_trick=False)
        theirs = endplay_values(position)
        if i < 1:
            assert {card.code: value for card, value in analyse(position)} == theirs
        else:
            assert tricks(position, side_of(position.to_play)) == max(theirs.values())


def random_pbn(rng: random.Random) -> str:
    cards = list(FULL_DECK)
    rng.shuffle(cards)
    return to_pbn({seat: cards[i * 13:(i + 1) * 13] for i, seat in enumerate(SEATS)})


def test_whole_tables_agree_with_dds() -> None:
    # One deal: 20 full solves (about 15 s on a quiet machine; deals differ a lot: seed 20's took five
    # minutes, a tenth of the whole `make test`); more deals in `make bench`.
    rng = random.Random(21)
    for _ in range(1):
        pbn = random_pbn(rng)
        ours = table(parse_pbn(pbn))
        theirs = calc_dd_table(Deal(pbn))
        for seat in SEATS:
            for strain in Strain:
                assert ours[seat][strain.value] == theirs[DENOM[strain], Player.find(seat)], (pbn, seat, strain)


def test_par_agrees_with_dds_for_every_vulnerability_and_dealer() -> None:
    rng = random.Random(21)
    checked = 0
    for _ in range(120):
        deal = Deal(random_pbn(rng))
        dd = calc_dd_table(deal)
        tricks_table = {seat: {STRAIN_OF[d].value: dd[d, Player.find(seat)] for d in DENOM.values()}
                        for seat in SEATS}
        for vul, vulnerable in VULS.items():
            for dealer in SEATS:
                theirs = endplay_par(dd, vul, Player.find(dealer))
                ours = par(tricks_table, vulnerable, dealer)
                assert ours["score"] == theirs.score
                expected = sorted(
                    (f"{c.level}{STRAIN_OF[c.denom].value}{'X' if c.penalty == Penalty.doubled else ''}",
                     SEATS[int(c.declarer)], c.result) for c in theirs)
                got = sorted((c["contract"], c["declarer"], c["result"]) for c in ours["contracts"])
                assert got == expected, (deal.to_pbn(), vul, dealer)
                checked += 1
    assert checked == 1920
