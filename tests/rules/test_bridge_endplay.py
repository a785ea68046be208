"""The engine checked against code nobody here wrote: the `endplay` package (PyPI).

endplay scores duplicate bridge. A duplicate score of a made contract is the rubber score of the
`laws` preset (below + above the line, no honours) plus a game or part-score bonus: 300 not
vulnerable, 500 vulnerable when the bid tricks are worth 100 or more, else 50. A defeated contract
scores the same undertrick penalties in both forms of the game. So, deal by deal:

    endplay score - bonus == our below + above          (declaring side, contract made)
    -endplay score == our above for the defenders        (contract defeated)

Every contract (7 levels x 5 strains x 3 doublings) with every result (0..13 tricks) is checked for
every declarer under every vulnerability: 23 520 scored deals, far more than "a few thousand".
PBN is checked both ways on random deals, ours and endplay's.

endplay is a compiled CPython package and a test-only dependency; it does not exist in Pyodide, so
this module is skipped there, and only there. In CPython a missing endplay is an error, not a skip.
"""

from __future__ import annotations

import sys

import pytest

if sys.platform == "emscripten":
    pytest.skip("endplay is compiled for CPython; there is no Pyodide build of it", allow_module_level=True)

from endplay.dealer import generate_deal  # noqa: E402
from endplay.types import Contract as EpContract  # noqa: E402
from endplay.types import Deal as EpDeal  # noqa: E402
from endplay.types import Denom, Penalty, Player, Vul  # noqa: E402

from rules_py.bridge.contract import Contract, Strain  # noqa: E402
from rules_py.bridge.pbn import parse_pbn, sort_hand, to_pbn  # noqa: E402
from rules_py.bridge.scoring import score_deal  # noqa: E402
from rules_py.bridge.seats import SEATS, side_of  # noqa: E402
from rules_py.cards import Card  # noqa: E402
from rules_py.dealing import deal  # noqa: E402
from rules_py.rng import SeededRandom  # noqa: E402

DENOM = {Strain.CLUBS: Denom.clubs, Strain.DIAMONDS: Denom.diamonds, Strain.HEARTS: Denom.hearts,
         Strain.SPADES: Denom.spades, Strain.NOTRUMP: Denom.nt}
PENALTY = {0: Penalty.passed, 1: Penalty.doubled, 2: Penalty.redoubled}
PLAYER = {"N": Player.north, "E": Player.east, "S": Player.south, "W": Player.west}
# endplay's dealer-script parser (pyparsing) warns about its own deprecated calls on every deal.
pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

VULS = {Vul.none: (), Vul.ns: ("NS",), Vul.ew: ("EW",), Vul.both: ("NS", "EW")}


def endplay_score(contract: Contract, declarer: str, tricks: int, vul: Vul) -> int:
    ep = EpContract(level=contract.level, denom=DENOM[contract.strain], declarer=PLAYER[declarer],
                    penalty=PENALTY[contract.doubled], result=tricks - contract.tricks_needed)
    return int(ep.score(vul))


def every_case() -> list[tuple[Contract, str, int, Vul]]:
    return [
        (Contract(level, strain, doubled), declarer, tricks, vul)
        for level in range(1, 8)
        for strain in Strain
        for doubled in (0, 1, 2)
        for tricks in range(14)
        for declarer in SEATS
        for vul in VULS
    ]


def test_laws_preset_matches_endplay_duplicate_scores() -> None:
    cases = every_case()
    assert len(cases) == 23_520
    mismatches = []
    for contract, declarer, tricks, vul in cases:
        side = side_of(declarer)
        defenders = "EW" if side == "NS" else "NS"
        vulnerable = side in VULS[vul]
        ours = score_deal(contract, declarer, tricks, vulnerable, None, "laws").totals()
        theirs = endplay_score(contract, declarer, tricks, vul)
        if tricks >= contract.tricks_needed:
            below = ours[side]["below"]
            bonus = (500 if vulnerable else 300) if below >= 100 else 50
            got = (below + ours[side]["above"], ours[defenders]["above"] + ours[defenders]["below"])
            expected = (theirs - bonus, 0)
        else:
            got = (ours[side]["below"] + ours[side]["above"], ours[defenders]["above"])
            expected = (0, -theirs)
            assert ours[defenders]["below"] == 0
        if got != expected:
            mismatches.append((contract.code, declarer, tricks, vul.name, got, expected))
    assert mismatches == []


def test_the_encyclopedia_preset_differs_from_the_laws_only_where_the_seed_does() -> None:
    """The seed's numbers (X-06, X-07, X-08, X-09) are the only places the default preset departs,
    and by exactly the amounts the two tables give."""
    seen: set[str] = set()
    for contract, declarer, tricks, vul in every_case():
        side = side_of(declarer)
        vulnerable = side in VULS[vul]
        ours = score_deal(contract, declarer, tricks, vulnerable, None, "encyclopedia").totals()
        laws = score_deal(contract, declarer, tricks, vulnerable, None, "laws").totals()
        need = contract.tricks_needed
        expected = 0
        if tricks >= need:
            if contract.doubled == 2:
                expected += 50  # 50 for a made redoubled contract, the Laws 100
                seen.add("X-08")
            if contract.level == 6 and vulnerable:
                expected += 50  # 700, the Laws 750
                seen.add("X-06 small")
            if contract.level == 7 and not vulnerable:
                expected += 250  # 750, the Laws 1000
                seen.add("X-06 grand")
            gap = sum(laws[side].values()) - sum(ours[side].values())
        else:
            down = need - tricks
            if contract.doubled and not vulnerable and down >= 4:
                expected = 100 * contract.doubled * (down - 3)  # X-07 (X-09 doubles it when redoubled)
                seen.add("X-07")
            other = "EW" if side == "NS" else "NS"
            gap = laws[other]["above"] - ours[other]["above"]
        assert gap == expected, (contract.code, declarer, tricks, vul)
    assert seen == {"X-08", "X-06 small", "X-06 grand", "X-07"}


def test_our_pbn_is_endplays_pbn_for_our_deals() -> None:
    for seed in range(300):
        dealt = deal("bridge", 4, seed)
        hands = {SEATS[i]: dealt.hands[i] for i in range(4)}
        for first in SEATS:
            ours = to_pbn(hands, first)
            theirs = EpDeal(ours).to_pbn(PLAYER[first])
            assert ours == theirs
        # endplay reads our PBN into the same four hands, card for card.
        ep = EpDeal(to_pbn(hands, "N"))
        for seat in SEATS:
            assert {str(c) for c in ep[PLAYER[seat]]} == {_ep_card(c) for c in hands[seat]}


def test_we_read_endplays_random_deals() -> None:
    rng = SeededRandom(2024)
    for _ in range(120):
        ep = generate_deal(seed=rng.randbelow(2**31))
        for first in SEATS:
            text = ep.to_pbn(PLAYER[first])
            hands = parse_pbn(text)
            for seat in SEATS:
                assert {_ep_card(c) for c in hands[seat]} == {str(c) for c in ep[PLAYER[seat]]}
                assert hands[seat] == sort_hand(hands[seat])
            assert to_pbn(hands, first) == text


def _ep_card(card: Card) -> str:
    """A card as endplay prints it: «♠A», «♥T»."""
    assert card.suit is not None
    rank = "T" if card.rank.code == "10" else card.rank.code
    return f"{card.suit.symbol}{rank}"


@pytest.mark.parametrize("contract, declarer, tricks, vul, expected", [
    ("4S", "S", 10, Vul.none, 420),  # 120 + 300 game bonus
    ("3NTX", "S", 5, Vul.none, -800),  # X-07: 4 down doubled, the Laws' 800 (the seed: 700)
    ("6S", "N", 12, Vul.ns, 1430),  # 180 + 750 slam + 500 game
    ("7NTXX", "E", 13, Vul.both, 2980),
])
def test_published_duplicate_scores(contract: str, declarer: str, tricks: int, vul: Vul, expected: int) -> None:
    from rules_py.bridge.contract import parse_contract

    parsed = parse_contract(contract)
    assert parsed is not None
    assert endplay_score(parsed, declarer, tricks, vul) == expected
