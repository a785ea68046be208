"""Bidding: how far the bots' contracts land from par, and how long a bot takes to call.

On 1000 seeded random deals (board numbers 1-16 in turn give the dealer and the vulnerability, as
on a duplicate board), four bots bid through the bridge engine, each seeing only its own view. The
final contract is scored as if played double-dummy (endplay's DDS gives the tricks) with duplicate
scoring, and compared with the par score of the deal (endplay's par): the difference in IMPs,
averaged, is the figure the issue asks for (aim: 3 IMPs or less). endplay is CPython-only; it is a
test and bench oracle here, never imported by rules_py.

DDS takes a couple of minutes for 1000 full tables, so the tables are kept in build/ between runs
(keyed by the seed and the hands, so a changed deal is never read from a stale cache).

    python bench/bench_bidding.py [--deals N] [--first SEED] [--check SEED] [--worst K] [--classes] [--no-pyodide]

The figure on seeds 0-999 is the one the system's rules were tuned on (each change was kept when it
lowered it), so it flatters the system. `--check` (2000 unless told; -1 for none) prints the same
figure on as many deals from another seed, which no change was judged on: the honest estimate.

`--classes` sorts the IMPs lost into kinds of error (missed game or slam, down in the wrong strain or
too high, the par side let the opponents play, a cheap sacrifice not doubled or outbid, ...), the
biggest first: where the system loses most (see `loss_class`).

Call times: every bot call of the 1000 auctions in CPython, and 200 bot-only auctions in Pyodide
under Node (bench/harness.py). The explanations of an auction are cached, so a bot reads only the
call that is new since its last turn, as in the page's worker.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from endplay.dds import calc_all_tables, par  # noqa: E402
from endplay.types import Contract as EpContract  # noqa: E402
from endplay.types import Deal as EpDeal  # noqa: E402
from endplay.types import Denom, Penalty, Player, Vul  # noqa: E402

from rules_py.bridge.engine import ENGINE  # noqa: E402
from rules_py.bridge.pbn import to_pbn  # noqa: E402
from rules_py.bridge.seats import SEATS  # noqa: E402
from rules_py.cards import Card  # noqa: E402

CACHE = HERE.parent / "build" / "bench-cache" / "bidding-dd.json"
DENOM_INDEX = {"S": 0, "H": 1, "D": 2, "C": 3, "NT": 4}  # endplay's DDTable.to_list() rows
DENOM = {"S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds, "C": Denom.clubs, "NT": Denom.nt}
PLAYER = {"N": Player.north, "E": Player.east, "S": Player.south, "W": Player.west}
PENALTY = {0: Penalty.passed, 1: Penalty.doubled, 2: Penalty.redoubled}
# The WBF IMP scale: the upper bound of each step's score difference.
IMP_STEPS = (10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590, 740, 890, 1090, 1290, 1490, 1740,
             1990, 2240, 2490, 2990, 3490, 3990)


def imps(difference: int) -> int:
    """IMPs for a score difference (signed).

    >>> imps(0), imps(20), imps(50), imps(-420), imps(-430), imps(4000)
    (0, 1, 2, -9, -10, 24)
    """
    size = abs(difference)
    won = sum(1 for top in IMP_STEPS if size > top)
    return won if difference >= 0 else -won


def board_conditions(number: int) -> tuple[str, dict[str, bool], Vul]:
    """Dealer and vulnerability of a duplicate board (1-based), ours and endplay's."""
    vul = Vul.from_board(number)
    ours = {"NS": vul in (Vul.ns, Vul.both), "EW": vul in (Vul.ew, Vul.both)}
    return SEATS[(number - 1) % 4], ours, vul


@dataclass
class Board:
    seed: int
    number: int
    pbn: str
    tricks: list[list[int]]  # [denom S H D C NT][player N E S W]
    par: int  # for North-South


def _deal_pbn(seed: int) -> str:
    state = ENGINE.new_game("bridge", 4, seed, {})
    return to_pbn({s: [Card.parse(c) for c in state["deal"][s]] for s in SEATS}, "N")


def boards(count: int, first: int = 0) -> list[Board]:
    """The seeded deals first..first+count-1 with their DD tables and par scores (from the cache
    when it has them)."""
    cached: dict[str, Any] = json.loads(CACHE.read_text()) if CACHE.exists() else {}
    result: list[Board] = []
    missing: list[tuple[int, str]] = []
    seeds = range(first, first + count)
    for seed in seeds:
        pbn = _deal_pbn(seed)
        entry = cached.get(str(seed))
        if entry is None or entry["pbn"] != pbn:
            missing.append((seed, pbn))
    if missing:
        start = time.perf_counter()
        for chunk in range(0, len(missing), 32):
            part = missing[chunk:chunk + 32]
            tables = calc_all_tables([EpDeal(pbn) for _, pbn in part])
            for (seed, pbn), table in zip(part, tables):
                number = seed % 16 + 1
                dealer, _, vul = board_conditions(number)
                cached[str(seed)] = {"pbn": pbn, "tricks": table.to_list(),
                                     "par": int(par(table, vul, PLAYER[dealer]).score)}
        print(f"(DDS: {len(missing)} tables in {time.perf_counter() - start:.0f} s, cached in {CACHE})")
        CACHE.parent.mkdir(parents=True, exist_ok=True)
        CACHE.write_text(json.dumps(cached))
    for seed in seeds:
        entry = cached[str(seed)]
        result.append(Board(seed, seed % 16 + 1, entry["pbn"], entry["tricks"], entry["par"]))
    return result


def bid(board: Board, times: list[float] | None = None) -> tuple[list[str], dict[str, Any] | None]:
    """Four bots bid the board through the engine; returns the calls and the final contract."""
    dealer, vulnerable, _ = board_conditions(board.number)
    state = ENGINE.new_game("bridge", 4, board.seed, {"dealer": dealer, "vulnerable": vulnerable})
    while state["phase"] == "auction":
        start = time.perf_counter()
        move = ENGINE.bot_move(state)
        if times is not None:
            times.append(time.perf_counter() - start)
        state = ENGINE.play(state, move)
    return state["calls"], state["contract"]


def ns_score(board: Board, contract: dict[str, Any] | None) -> int:
    """The contract played double-dummy, scored for North-South (duplicate scoring)."""
    if contract is None:
        return 0
    _, _, vul = board_conditions(board.number)
    declarer = contract["declarer"]
    taken = board.tricks[DENOM_INDEX[contract["strain"]]][SEATS.index(declarer)]
    ep = EpContract(level=contract["level"], denom=DENOM[contract["strain"]], declarer=PLAYER[declarer],
                    penalty=PENALTY[contract["doubled"]], result=taken - 6 - contract["level"])
    score = int(ep.score(vul))
    return score if declarer in ("N", "S") else -score


@dataclass
class Outcome:
    board: Board
    calls: list[str]
    contract: str
    score: int
    imps: int  # signed, for North-South against par


def run(count: int, times: list[float] | None = None, first: int = 0) -> list[Outcome]:
    outcomes = []
    for board in boards(count, first):
        calls, contract = bid(board, times)
        score = ns_score(board, contract)
        name = "пас" if contract is None else f"{contract['code']} {contract['declarer']}"
        outcomes.append(Outcome(board, calls, name, score, imps(score - board.par)))
    return outcomes


def _level(contract: str) -> tuple[int, str]:
    """(level, strain) of a contract name such as «4HX N»."""
    code = contract.split()[0].rstrip("X")
    return int(code[0]), code[1:]


def best_makeable(board: Board, side: str) -> tuple[int, str]:
    """The highest-scoring undoubled contract the side makes double-dummy: (level, strain)."""
    best: tuple[int, int, str] = (-10**6, 0, "")
    for strain in DENOM_INDEX:
        for declarer in side:
            taken = board.tricks[DENOM_INDEX[strain]][SEATS.index(declarer)]
            if taken >= 7:
                contract = {"level": taken - 6, "strain": strain, "declarer": declarer, "doubled": 0}
                score = ns_score(board, contract) * (1 if side == "NS" else -1)
                best = max(best, (score, taken - 6, strain))
    return best[1], best[2]


def loss_class(o: Outcome) -> str:
    """The kind of error behind a deal's loss against par, judged from the side that declared.

    - the par side declared: «missed slam», «missed game», «lower part-score», or, when it went
      down, «down in the wrong strain» (a contract as high or higher made in another strain) or
      «too high» (only a lower contract made), each for a part-score, a game or a slam;
    - the other side declared: «par side let them play» (they made it), «sacrifice not doubled
      or outbid» (down, but for less than par), «overcompeted» (down for more than par).
    """
    if o.imps == 0:
        return "at par"
    if o.contract == "пас":
        return "passed out"
    declarer = o.contract.split()[1]
    side = "NS" if declarer in "NS" else "EW"
    sign = 1 if side == "NS" else -1
    mine, par_mine = o.score * sign, o.board.par * sign
    level, strain = _level(o.contract)
    if mine >= 0 and par_mine > mine:
        top, _ = best_makeable(o.board, side)
        if top >= 6 and level < 6:
            return "missed slam"
        if par_mine >= 300 and mine < 300:
            return "missed game"
        return "lower part-score than par (or a worse strain)"
    if mine >= 0:
        return "par side let them play"
    if par_mine < 0:
        return "sacrifice not doubled or outbid" if mine > par_mine else "overcompeted"
    kind = "slam" if level >= 6 else "game" if level >= 4 or (level == 3 and strain == "NT") else "part-score"
    top, best_strain = best_makeable(o.board, side)
    if top >= level:
        return f"{kind} down in the wrong strain"
    return f"{kind} too high" + ("" if best_strain == strain else " (and the wrong strain)")


def report_classes(outcomes: list[Outcome]) -> None:
    classes: dict[str, list[int]] = {}
    for o in outcomes:
        classes.setdefault(loss_class(o), []).append(abs(o.imps))
    total = sum(abs(o.imps) for o in outcomes) or 1
    print("IMPs lost by kind of error:")
    for name, losses in sorted(classes.items(), key=lambda kv: -sum(kv[1])):
        print(f"  {name:48} {len(losses):4} deals {sum(losses):5} IMPs ({100 * sum(losses) / total:4.1f} %)")


def report(outcomes: list[Outcome], worst: int, label: str = "") -> None:
    losses = [abs(o.imps) for o in outcomes]
    seeds = f"seeds {outcomes[0].board.seed}-{outcomes[-1].board.seed}" if outcomes else "no deals"
    print(f"bidding vs par on {len(outcomes)} deals ({seeds}{label}): average {statistics.mean(losses):.2f} IMPs "
          f"(median {statistics.median(losses):.0f}, {sum(1 for x in losses if x == 0)} deals at par)")
    buckets = Counter(min(x, 13) // 3 for x in losses)
    names = ["0-2", "3-5", "6-8", "9-11", "12+"]
    print("  distribution: " + ", ".join(f"{names[b]} IMPs: {buckets.get(b, 0)}" for b in range(5)))
    for o in sorted(outcomes, key=lambda o: -abs(o.imps))[:worst]:
        dealer, vul, _ = board_conditions(o.board.number)
        zone = "both" if all(vul.values()) else "".join(s for s in vul if vul[s]) or "-"
        print(f"  seed {o.board.seed:4} dealer {dealer} vul {zone:4} "
              f"{o.contract:8} {o.score:+6} par {o.board.par:+6} {o.imps:+3} IMPs  {' '.join(o.calls)}")


def describe(seconds: list[float]) -> str:
    ordered = sorted(seconds)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return (f"median {statistics.median(ordered) * 1e3:.2f} ms, 99th percentile {p99 * 1e3:.2f} ms, "
            f"worst {ordered[-1] * 1e3:.1f} ms over {len(ordered)} calls")


def compare_dd_bidder(args: argparse.Namespace, tuned: list[Outcome], untuned: list[Outcome] | None) -> None:
    """The same deals bid again with the experiment of bench/dd_bidder.py (endplay's DDS plugged in
    for the browser's), side by side with the system alone."""
    import dd_bidder
    from tests.endplay_dds import EndplayDds

    from rules_py.bridge.dds import native

    native.use(EndplayDds())
    dd_bidder.install(args.dd_bidder)
    try:
        for before, first in ((tuned, args.first), (untuned, args.check)):
            if before is None:
                continue
            times: list[float] = []
            after = run(args.deals, times, first)
            changed = [(a, b) for a, b in zip(before, after) if a.contract != b.contract]
            gained = sum(abs(a.imps) - abs(b.imps) for a, b in changed)
            mean = statistics.mean
            print(f"DD slam bidder (margin {args.dd_bidder} IMPs, {dd_bidder.SAMPLES} deals a decision), seeds "
                  f"{first}-{first + args.deals - 1}: {mean(abs(o.imps) for o in before):.3f} -> "
                  f"{mean(abs(o.imps) for o in after):.3f} IMPs from par; {len(changed)} contracts changed, "
                  f"{gained:+d} IMPs; bot call {describe(times)}")
    finally:
        dd_bidder.uninstall()
        native.use(None)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--first", type=int, default=0, help="the first seed (other seeds: a check on deals "
                        "the system was not tuned on)")
    parser.add_argument("--check", type=int, default=2000, help="the first seed of as many deals again, "
                        "never used to tune the system (-1: none)")
    parser.add_argument("--worst", type=int, default=0)
    parser.add_argument("--classes", action="store_true", help="IMPs lost by kind of error")
    parser.add_argument("--no-pyodide", action="store_true")
    parser.add_argument("--dd-bidder", type=float, nargs="?", const=1.0, default=None, metavar="MARGIN",
                        help="also bid with bench/dd_bidder.py (slam or game by DDS; the slam's margin in IMPs)")
    args = parser.parse_args()
    times: list[float] = []
    outcomes = run(args.deals, times, args.first)
    report(outcomes, args.worst)
    if args.classes:
        report_classes(outcomes)
    if args.check >= 0 and args.check != args.first:
        checked = run(args.deals, None, args.check)
        report(checked, 0, ", never used to tune the system")
        if args.classes:
            report_classes(checked)
    print(f"bot call in CPython: {describe(times)}")
    if args.dd_bidder is not None:
        compare_dd_bidder(args, outcomes, checked if args.check >= 0 and args.check != args.first else None)
    if not args.no_pyodide:
        from harness import run_in_pyodide

        in_pyodide = run_in_pyodide("bridge_call_times(range(200))")
        print(f"bot call in Pyodide-Node: {describe(in_pyodide)} (200 auctions)")


if __name__ == "__main__":
    main()
