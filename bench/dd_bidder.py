"""An experiment of issue 29: slam or game decided double dummy, measured by bench_bidding.py --dd-bidder.

The system's tables (`rules_py.bridge.system`) lose most of their IMPs on slams missed. With a fast
solver a bot can do what the tables cannot: deal the hidden hands as the auction describes them
(`rules_py.bridge.cardplay.auction_deals`), solve each deal, and compare the contracts it could still
reach. Here that is done at one decision only: when the system would bid a game (3БК, 4♥, 4♠, 5♣, 5♦),
or pass partner's game, the bot weighs the small slam in the same strain, and bids it when it scores
better on average by more than `MARGIN_IMPS` over `SAMPLES` deals (duplicate scoring, IMPs).

It lives in the bench, not in the bots, because it did not win. Measured in December 2026, 12 deals a
decision, IMPs from par (lower is better):

    margin 1.0: seeds 0-999 4.098 -> 4.144, seeds 2000-2999 4.656 -> 4.612 (10 and 11 contracts changed)
    margin 0.3: seeds 0-999 4.098 -> 4.166, seeds 2000-2999 4.656 -> 4.587 (12 and 18 contracts changed)

The gain on one thousand deals is a loss on the other, of the same size: noise. Twelve deals drawn from
what the auction showed are too few, and the ranges the auction shows too wide, to tell a slam that
makes from one that goes down often enough. It also costs time: the worst decision took 4.8 s of DDS
natively (a hard sampled deal), several times that in the browser, where a bot's reply must stay under
a second, and the site's wrapper of DDS cannot stop a solve part-way.
"""

from __future__ import annotations

from typing import Any

from bench_bidding import DENOM, imps
from endplay.types import Contract as EpContract
from endplay.types import Penalty, Player, Vul

from rules_py.bridge import cardplay, engine, system
from rules_py.bridge.contract import Strain
from rules_py.bridge.dds import native
from rules_py.bridge.dds.position import Position
from rules_py.bridge.seats import lho, partner, side_of

View = dict[str, Any]

#: Deals of the hidden hands per decision.
SAMPLES = 12
#: How much better, in IMPs on average, the slam must score to be bid.
MARGIN_IMPS = 1.0
#: The game bids the decision is about, and the slam it weighs against each.
GAMES = {"3NT": "6NT", "4H": "6H", "4S": "6S", "5C": "6C", "5D": "6D"}


def duplicate_score(level: int, strain: str, tricks: int, vulnerable: bool) -> int:
    """The declaring side's duplicate score of an undoubled contract (endplay's scoring)."""
    contract = EpContract(level=level, denom=DENOM[strain], declarer=Player.north, penalty=Penalty.passed,
                          result=tricks - 6 - level)
    return int(contract.score(Vul.ns if vulnerable else Vul.none))


def _decision(view: View, call: str) -> tuple[str, str] | None:
    """The game bid this call makes or accepts, and its strain's declarer; None for any other call."""
    seat = view["seat"]
    auction = [(entry["seat"], entry["call"]) for entry in view.get("auction") or []]
    ours = {seat, partner(seat)}
    if call in GAMES:
        game = call
    else:
        bids = [(s, c) for s, c in auction if c not in ("pass", "X", "XX")]
        if call != "pass" or not bids or bids[-1][0] != partner(seat) or bids[-1][1] not in GAMES:
            return None
        if auction[-1][1] in ("X", "XX") or (len(auction) > 1 and auction[-2][1] in ("X", "XX")):
            return None
        game = bids[-1][1]
    strain = game[1:]
    named = [s for s, c in [*auction, (seat, game)] if s in ours and c not in ("pass", "X", "XX") and c[1:] == strain]
    return game, named[0]


def reconsider(view: View, call: str) -> str:
    """The system's `call`, or the small slam when the sampled deals say it scores better."""
    dds = native.engine()
    if dds is None or view.get("phase") != "auction":
        return call
    found = _decision(view, call)
    if found is None:
        return call
    game, declarer = found
    slam = GAMES[game]
    strain = Strain(game[1:])
    vulnerable = bool((view.get("vulnerable") or {}).get(side_of(declarer)))
    gains: list[int] = []
    for hands in cardplay.auction_deals(view, SAMPLES):
        # One strain, one declarer: a single solve from the opening lead, not a whole table.
        ns = native.ns_tricks(dds, Position.make(hands, strain, lho(declarer), []))
        if ns is None:
            return call
        taken = ns if declarer in ("N", "S") else 13 - ns
        gains.append(imps(duplicate_score(6, strain.value, taken, vulnerable)
                          - duplicate_score(int(game[0]), strain.value, taken, vulnerable)))
    if len(gains) == SAMPLES and sum(gains) / len(gains) > MARGIN_IMPS:
        return slam
    return call


def choose_call(view: View) -> str:
    """The bots' call with the experiment: the system's call, reconsidered."""
    return reconsider(view, system.choose_call(view))


def install(margin: float = MARGIN_IMPS) -> None:
    """Make the bots bid with the experiment (DDS must be plugged in: `native.use`)."""
    global MARGIN_IMPS
    MARGIN_IMPS = margin
    engine.choose_call = choose_call  # type: ignore[attr-defined]


def uninstall() -> None:
    engine.choose_call = _SYSTEM_CALL  # type: ignore[attr-defined]


_SYSTEM_CALL = engine.choose_call  # type: ignore[attr-defined]
