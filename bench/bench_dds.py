"""Double dummy: the solver's times in CPython and in Pyodide under Node, side by side (endings of 4,
7 and 10 cards a hand, full deals, the whole 20-entry table), the bots' card replies, and the
tricks the bots' card play loses against double dummy, with DDS (endplay, CPython only) as the
oracle. Prints only.

Times are CPU seconds (see dds_workloads.py). `BENCH_DDS_DEALS` sets how many seeded deals the
tricks-lost figure plays (1000 unless told; each costs about a second of the bots and of DDS);
`BENCH_DDS_PARTS` (e.g. "lost" or "replies,lost") runs only some of the three parts.
"""

from __future__ import annotations

import os
import statistics
from pathlib import Path
from typing import Any

from dds_workloads import card_reply_times, solve_times, table_times
from endplay.dds import solve_board
from endplay.types import Deal, Denom, Player
from harness import run_in_pyodide

from rules_py.bridge import cardplay
from rules_py.bridge.dds.position import Position, seat_at_offset
from rules_py.bridge.pbn import hand_to_pbn
from rules_py.bridge.seats import SEATS, side_of
from rules_py.cards import Card
from rules_py.games import engine_for

WORKLOADS = Path(__file__).resolve().parent / "dds_workloads.py"
#: Cards a hand -> seeds of the positions solved (fewer of the slow sizes).
SOLVE_SETS = {4: list(range(40)), 7: list(range(20)), 10: list(range(6)), 13: list(range(3))}
TABLE_SEEDS = [0]
REPLY_SEEDS = list(range(4))


def describe(times: list[float]) -> str:
    return f"{statistics.median(times) * 1e3:9.1f} {max(times) * 1e3:9.1f}"


def solver_figures() -> None:
    expression = (f"{{'solve': {{str(n): solve_times(n, s) for n, s in {SOLVE_SETS!r}.items()}}, "
                  f"'table': table_times({TABLE_SEEDS!r})}}")
    pyodide = run_in_pyodide(expression, WORKLOADS)
    print("cold solves (tricks of the side to play, empty tables), CPU ms: median and worst")
    print(f"{'cards a hand':14} {'positions':>9} {'CPython med':>11} {'worst':>9} {'Pyodide med':>11} {'worst':>9}")
    for size, seeds in SOLVE_SETS.items():
        print(f"{size:<14} {len(seeds):9} {describe(solve_times(size, seeds)):>21} "
              f"{describe(pyodide['solve'][str(size)]):>21}")
    cpython = table_times(TABLE_SEEDS)
    print(f"whole table (5 strains x 4 declarers) of deal {TABLE_SEEDS[0]}, CPU s: CPython {cpython[0]:.1f}, "
          f"Pyodide {pyodide['table'][0]:.1f}")


def reply_figures() -> None:
    pyodide = run_in_pyodide(f"card_reply_times({REPLY_SEEDS!r})", WORKLOADS)
    cpython = card_reply_times(REPLY_SEEDS)
    print(f"bot card replies over {len(REPLY_SEEDS)} bot-only deals, CPU ms (search from "
          f"{cardplay.DD_CARDS} cards a hand, {cardplay.SAMPLES} samples, budget {cardplay.NODE_BUDGET} positions)")
    print(f"{'cards a hand':14} {'CPython med':>11} {'worst':>9} {'Pyodide med':>11} {'worst':>9}")
    for left in sorted(cpython, key=int, reverse=True):
        print(f"{left:<14} {describe(cpython[left]):>21} {describe(pyodide[left]):>21}")
    everything = [t for times in cpython.values() for t in times]
    in_browser = [t for times in pyodide.values() for t in times]
    print(f"{'all cards':14} {describe(everything):>21} {describe(in_browser):>21}")


# ---- tricks lost against double dummy (endplay's DDS as the oracle) ----------------------------


def played_deal(seed: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A bot-only deal through the engine: its final state and, for each card played, the position
    before it (hands, trick, strain) and the card."""
    engine = engine_for("bridge")
    state: Any = engine.new_game("bridge", 4, seed, {"dealer": SEATS[seed % 4]})
    plays = []
    while engine.result(state) is None:
        move = engine.bot_move(state)
        if move["type"] == "card":
            plays.append({"hands": {s: list(c) for s, c in state["hands"].items()},
                          "trick": [dict(t) for t in state["trick"]], "seat": move["hand"], "card": move["card"]})
        state = engine.play(state, move)
    return state, plays


DENOM = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, "NT": Denom.nt}


def _dds_code(code: str) -> str:
    card = Card.parse(code)
    assert card.suit is not None
    return card.suit.value + card.rank.code.replace("10", "T")


def dds_values(play: dict[str, Any], strain: str) -> dict[str, int]:
    """DDS's tricks for the side to play after each legal card of a recorded position."""
    hands = {s: [Card.parse(c) for c in cards] for s, cards in play["hands"].items()}
    for t in play["trick"]:
        hands[t["seat"]].append(Card.parse(t["card"]))
    deal = Deal("N:" + " ".join(hand_to_pbn(hands[s]) for s in SEATS))
    deal.trump = DENOM[strain]
    deal.first = Player.find(play["trick"][0]["seat"] if play["trick"] else play["seat"])
    for t in play["trick"]:
        deal.play(_dds_code(t["card"]))
    out = {}
    for card, score in solve_board(deal):
        rank = "10" if card.rank.abbr == "T" else card.rank.abbr
        out[rank + "SHDC"[int(card.suit)]] = score
    return out


ROLES = ("opening lead", "declarer", "defenders")


def losses(seed: int) -> dict[str, Any] | None:
    """Tricks each side's card play lost against double dummy over one deal (the sum over its
    cards of best minus played), declarer's tricks against the double-dummy result of the
    contract, and the same losses by trick (1-13) and by role (the opening lead, declarer's
    cards, the defenders' other cards); None for a passed-out deal."""
    state, plays = played_deal(seed)
    contract = state["contract"]
    if contract is None or not plays:
        return None
    declaring = side_of(contract["declarer"])
    out: dict[str, Any] = {"declarer": 0, "defence": 0, "by_trick": [0] * 13,
                           "by_role": dict.fromkeys(ROLES, 0)}
    for i, play in enumerate(plays):
        values = dds_values(play, contract["strain"])
        if i == 0:
            dd_declarer = 13 - max(values.values())
        lost = max(values.values()) - values[Card.parse(play["card"]).code]
        declarer_side = side_of(play["seat"]) == declaring
        out["declarer" if declarer_side else "defence"] += lost
        out["by_trick"][i // 4] += lost
        out["by_role"]["opening lead" if i == 0 else "declarer" if declarer_side else "defenders"] += lost
    out["result_vs_dd"] = state["won"][declaring] - dd_declarer
    out["result_off_dd"] = abs(out["result_vs_dd"])
    return out


def tricks_lost_figures() -> None:
    deals = int(os.environ.get("BENCH_DDS_DEALS", "1000"))
    shipped = cardplay.DD_CARDS
    for label, dd_cards in (("maxims only", 0), (f"sampling from {shipped} cards", shipped)):
        cardplay.DD_CARDS = dd_cards
        found = [r for r in (losses(seed) for seed in range(deals)) if r is not None]
        cardplay.DD_CARDS = shipped
        report(label, found, deals)


def report(label: str, found: list[dict[str, Any]], deals: int) -> None:
    mean = {k: statistics.mean(r[k] for r in found) for k in ("declarer", "defence", "result_vs_dd",
                                                              "result_off_dd")}
    print(f"{label}, over {len(found)} played deals (of {deals}): tricks lost per deal by declarer's "
          f"cards {mean['declarer']:.2f}, by the defenders' {mean['defence']:.2f}; declarer's result "
          f"minus the double-dummy tricks of the contract {mean['result_vs_dd']:+.2f} on average, "
          f"{mean['result_off_dd']:.2f} apart")
    by_trick = [statistics.mean(r["by_trick"][t] for r in found) for t in range(13)]
    print("  lost per deal by trick 1..13: " + " ".join(f"{x:.2f}" for x in by_trick))
    print("  lost per deal by role: " + ", ".join(
        f"{role} {statistics.mean(r['by_role'][role] for r in found):.2f}" for role in ROLES))


def dds_analyse(position: Position, limit: int | None, tables: Any = None,
                guess: int | None = None) -> tuple[list[tuple[Card, int]], int]:
    """`cardplay`'s solver call answered by DDS instead (no budget: the ceiling of sampled play)."""
    seats = [seat_at_offset(position.leader, i) for i in range(len(position.trick))]
    play = {"hands": {s: [c.code for c in cards] for s, cards in position.hands.items()},
            "trick": [{"seat": seat, "card": c.code} for seat, c in zip(seats, position.trick)],
            "seat": position.to_play}
    values = dds_values(play, position.strain.value)
    return [(card, values[card.code]) for card in position.legal_cards()], 0


def ceiling_figures() -> None:
    """The same bots with DDS solving every sample from the first card on (`BENCH_DDS_CEILING_DEALS`
    deals, 40 unless told): what sampling the unseen hands can reach at best with this sampler."""
    deals = int(os.environ.get("BENCH_DDS_CEILING_DEALS", "40"))
    saved = cardplay.DD_CARDS, cardplay.analyse_within
    cardplay.DD_CARDS, cardplay.analyse_within = 13, dds_analyse
    try:
        found = [r for r in (losses(seed) for seed in range(deals)) if r is not None]
    finally:
        cardplay.DD_CARDS, cardplay.analyse_within = saved
    report(f"sampling with DDS from the first card ({cardplay.SAMPLES} samples)", found, deals)


PARTS = {"solver": solver_figures, "replies": reply_figures, "lost": tricks_lost_figures, "ceiling": ceiling_figures}


def main() -> None:
    wanted = os.environ.get("BENCH_DDS_PARTS", "solver,replies,lost,ceiling").split(",")
    for name, figures in PARTS.items():
        if name in wanted:
            figures()


if __name__ == "__main__":
    main()

