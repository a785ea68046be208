"""Double dummy: the solver's times in CPython and in Pyodide under Node, side by side (endings of 4,
7 and 10 cards a hand, full deals, the whole 20-entry table), the bots' card replies, and the
tricks the bots' card play loses against double dummy, with DDS (endplay, CPython only) as the
oracle. Prints only.

Times are CPU seconds (see dds_workloads.py). `BENCH_DDS_DEALS` sets how many seeded deals the
tricks-lost figure plays (1000 unless told; each costs about a second of the bots and of DDS);
`BENCH_DDS_PARTS` (e.g. "lost" or "replies,lost") runs only some of the parts.

The "decisions" part measures the bots' card play decision by decision, with far less noise than
whole deals (a card that changes the rest of the deal changes every later decision too): it
records the positions where a bot chose a card that matters (DDS says the choice changes the
result) and scores the card the bots choose there now against DDS, so that two versions of the
bots are compared on the very same positions (see `decision_figures`).

The "early" part does the same for the first three tricks alone (11-13 cards a hand, before the
search: the maxims lead, declarer in notrump in the suit with most tricks, and a card that follows suit
is chosen by the suit led; each suit is solved on its own, `suit_play`), on more deals: the deals are
played without the search, so recording costs a few DDS solves a deal (see `early_decision_figures`).

The "wasm" part times the whole table with DDS compiled to WebAssembly (the browser's solver, run in
Pyodide under Node as the worker runs it) beside the pure-Python solver in Pyodide and endplay's native
DDS, and reads the module's peak memory; "wasm_bots" times the bots' replies with it in Pyodide and
plays the ceiling's deals with endplay's DDS plugged in for it (same library, same calls); "bytes"
says what the module costs to download.

The "leads" part scores the opening lead alone, on more deals (`BENCH_DDS_LEAD_DEALS`, 1000 unless
told, from seed `BENCH_DDS_LEAD_FIRST`, 0): the leader sees only its hand and the auction, so one
DDS solve a deal scores any version of the lead (see `lead_figures`).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from dds_workloads import card_reply_times, early_reply_times, random_deal, solve_times, table_times
from endplay.dds import solve_board
from endplay.types import Deal, Denom, Player
from harness import ROOT, run_in_pyodide, run_in_pyodide_with_dds

from rules_py.bridge import bots, cardplay
from rules_py.bridge.dds import native
from rules_py.bridge.dds.position import Position, seat_at_offset
from rules_py.bridge.pbn import hand_to_pbn
from rules_py.bridge.seats import SEATS, side_of
from rules_py.cards import Card
from rules_py.games import engine_for

WORKLOADS = Path(__file__).resolve().parent / "dds_workloads.py"
DDS_MEMORY_MB = 24  # widgets/static/dds.js: MEMORY_MB
#: Cards a hand -> seeds of the positions solved (fewer of the slow sizes).
SOLVE_SETS = {4: list(range(40)), 7: list(range(20)), 10: list(range(6)), 13: list(range(3))}
TABLE_SEEDS = [0]
REPLY_SEEDS = list(range(4))
#: Bot-only deals whose first three tricks time the early cards a suit solved alone decides (`suit_play`).
EARLY_SEEDS = list(range(20))


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
    early = run_in_pyodide(f"early_reply_times({EARLY_SEEDS!r})", WORKLOADS)
    print(f"cards that follow suit, and declarer's leads in notrump, in the first three tricks of {len(EARLY_SEEDS)} "
          f"bot-only deals (suits solved alone over {cardplay.SUIT_SAMPLES} samples), CPU ms: CPython "
          f"{describe(early_reply_times(EARLY_SEEDS))}, Pyodide {describe(early)}")


# ---- tricks lost against double dummy (endplay's DDS as the oracle) ----------------------------


def played_deal(seed: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A bot-only deal through the engine: its final state and, for each card played, the position
    before it (hands, trick, strain), what the bot saw (`view`: the engine's view of the seat to
    move, exactly what `bot_move` answers from) and the card."""
    engine = engine_for("bridge")
    state: Any = engine.new_game("bridge", 4, seed, {"dealer": SEATS[seed % 4]})
    plays = []
    while engine.result(state) is None:
        view = engine.view(state, engine.to_move(state))
        move = engine.bot_move(state)
        if move["type"] == "card":
            plays.append({"hands": {s: list(c) for s, c in state["hands"].items()},
                          "trick": [dict(t) for t in state["trick"]], "seat": move["hand"], "card": move["card"],
                          "view": view})
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


def role_of(index: int, seat: str, declaring: str) -> str:
    """Who chose the `index`-th card of the play (from 0), played from `seat`: one of `ROLES`."""
    return "opening lead" if index == 0 else "declarer" if side_of(seat) == declaring else "defenders"


def scored_plays(seed: int) -> tuple[dict[str, Any], list[dict[str, Any]]] | None:
    """A bot-only deal (`played_deal`) with each card's DDS verdict: `values` (DDS's tricks for the
    side to play after each legal card), `lost` (best minus played) and `role` (`role_of`); None for
    a passed-out deal."""
    state, plays = played_deal(seed)
    contract = state["contract"]
    if contract is None or not plays:
        return None
    declaring = side_of(contract["declarer"])
    for i, play in enumerate(plays):
        play["values"] = dds_values(play, contract["strain"])
        play["lost"] = max(play["values"].values()) - play["values"][Card.parse(play["card"]).code]
        play["role"] = role_of(i, play["seat"], declaring)
    return state, plays


def losses(seed: int) -> dict[str, Any] | None:
    """Tricks each side's card play lost against double dummy over one deal (the sum over its
    cards of best minus played), declarer's tricks against the double-dummy result of the
    contract, and the same losses by trick (1-13) and by role (the opening lead, declarer's
    cards, the defenders' other cards); None for a passed-out deal."""
    scored = scored_plays(seed)
    if scored is None:
        return None
    state, plays = scored
    declaring = side_of(state["contract"]["declarer"])
    out: dict[str, Any] = {"declarer": 0, "defence": 0, "by_trick": [0] * 13,
                           "by_role": dict.fromkeys(ROLES, 0)}
    for i, play in enumerate(plays):
        out["declarer" if play["role"] == "declarer" else "defence"] += play["lost"]
        out["by_trick"][i // 4] += play["lost"]
        out["by_role"][play["role"]] += play["lost"]
    dd_declarer = 13 - max(plays[0]["values"].values())
    out["result_vs_dd"] = state["won"][declaring] - dd_declarer
    out["result_off_dd"] = abs(out["result_vs_dd"])
    return out


def tricks_lost_figures() -> None:
    deals = int(os.environ.get("BENCH_DDS_DEALS", "1000"))
    shipped = cardplay.DD_CARDS
    for label, dd_cards in (("no search (the maxims, suits solved alone)", 0),
                            (f"sampling from {shipped} cards", shipped)):
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
    deals, 40 unless told): what sampling the unseen hands can reach at best with this sampler, with
    no limit of time (DDS is a C library, hundreds of times faster than the browser's search). Then
    the same from the second card, the opening lead left to the bots' own rules (sampling is known to
    lead badly: it assumes every sample is the real deal, so it cashes what looks safe)."""
    deals = int(os.environ.get("BENCH_DDS_CEILING_DEALS", "40"))
    saved = cardplay.DD_CARDS, cardplay.analyse_within, cardplay.choose_card
    sampled_card = cardplay.choose_card

    def own_opening_lead(view: dict[str, Any], fallback: Callable[[dict[str, Any]], str]) -> str:
        first_card = not view["tricks"] and not view["trick"]
        return fallback(view) if first_card else sampled_card(view, fallback)

    cardplay.DD_CARDS, cardplay.analyse_within = 13, dds_analyse
    try:
        found = [r for r in (losses(seed) for seed in range(deals)) if r is not None]
        report(f"sampling with DDS from the first card ({cardplay.SAMPLES} samples)", found, deals)
        cardplay.choose_card = own_opening_lead  # bots.choose_card looks it up at every card
        found = [r for r in (losses(seed) for seed in range(deals)) if r is not None]
        report("sampling with DDS from the second card, the bots' own opening lead", found, deals)
    finally:
        cardplay.DD_CARDS, cardplay.analyse_within, cardplay.choose_card = saved


# ---- the same, decision by decision ------------------------------------------------------------


def recorded_decisions(seeds: range) -> list[dict[str, Any]]:
    """The positions of the bot-only deals of `seeds` where the bot to play chose among cards that
    matter (DDS gives its legal cards different results): what it saw (`view`), DDS's `values`,
    the card it played (`recorded`), its `role` and `cards` (how many it held)."""
    out = []
    for seed in seeds:
        scored = scored_plays(seed)
        for play in scored[1] if scored else []:
            if decision := decision_record(seed, play, play["values"], play["role"]):
                out.append(decision)
    return out


def decision_record(seed: int, play: dict[str, Any], values: dict[str, int], role: str) -> dict[str, Any] | None:
    """One recorded decision (the same keys in every part's file), or None when every legal card
    gives the same result and there was nothing to choose."""
    if max(values.values()) == min(values.values()):
        return None
    return {"seed": seed, "view": play["view"], "values": values, "recorded": play["card"], "role": role,
            "cards": len(play["hands"][play["seat"]])}


def recorded_early_decisions(seeds: range) -> list[dict[str, Any]]:
    """`recorded_decisions` of the first three tricks only (more than `cardplay.DD_CARDS` cards a
    hand, before the search), from deals played without the search: the positions are the same as
    the shipped bots reach, and a deal costs a few DDS solves instead of the bots' sampling."""
    assert cardplay.DD_CARDS < 11, \
        "the first three tricks must be played without the search for these to be the bots' positions"
    shipped, cardplay.DD_CARDS = cardplay.DD_CARDS, 0
    out = []
    try:
        for seed in seeds:
            state, plays = played_deal(seed)
            contract = state["contract"]
            if contract is None or not plays:
                continue
            declaring = side_of(contract["declarer"])
            for i, play in enumerate(plays[:12]):
                values = dds_values(play, contract["strain"])
                if decision := decision_record(seed, play, values, role_of(i, play["seat"], declaring)):
                    out.append(decision)
    finally:
        cardplay.DD_CARDS = shipped
    return out


def decisions_on_file(seeds: range, path: str | None) -> list[dict[str, Any]]:
    """`recorded_decisions`, kept in the JSON file `path` when one is named (`kept_on_file`): another
    version of the bots then faces the same positions (those its own play would reach differ
    after its first different card)."""
    return kept_on_file(seeds, path, "decisions", recorded_decisions)


def kept_on_file(seeds: range, path: str | None, name: str,
                 record: Callable[[range], list[dict[str, Any]]]) -> list[dict[str, Any]]:
    """What `record` finds on the deals of `seeds`, kept under `name` in the JSON file `path` when
    one is named: a later run reads it back instead of playing the deals again."""
    if path and os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            kept: dict[str, Any] = json.load(f)
        if kept["seeds"] == [seeds.start, seeds.stop] and name in kept:
            return list(kept[name])
        print(f"  ({path} holds seeds {kept['seeds']} of another part or range, not {name} of "
              f"{seeds.start}-{seeds.stop}: recording again)")
    found = record(seeds)
    if path:
        with open(path, "w", encoding="utf-8") as f:
            json.dump({"seeds": [seeds.start, seeds.stop], name: found}, f)
    return found


def decision_figures() -> None:
    """Tricks the bots' cards lose against DDS on the recorded decisions of seeds 0..n-1
    (`BENCH_DDS_DECISION_DEALS`, 100 unless told), by cards in the hand to play and by role: the
    card the bots choose now, and (when it differs) the card recorded. `BENCH_DDS_DECISIONS_FILE`
    names a file to keep the decisions in (`decisions_on_file`): record with one version of the
    bots, then score another on the same positions."""
    deals = int(os.environ.get("BENCH_DDS_DECISION_DEALS", "100"))
    path = os.environ.get("BENCH_DDS_DECISIONS_FILE")
    start = time.process_time()
    found = decisions_on_file(range(deals), path)
    score_decisions(found, range(deals), time.process_time() - start)


def early_decision_figures() -> None:
    """`decision_figures` for the first three tricks alone (`recorded_early_decisions`), on more
    deals: seeds from `BENCH_DDS_EARLY_FIRST` (0), `BENCH_DDS_EARLY_DEALS` of them (300), kept in
    `BENCH_DDS_EARLY_FILE` when named. Scored twice, before and after: with the maxims choosing
    every card (`cardplay.SUIT_SAMPLES` = 0), then as shipped (a card that follows suit chosen by
    the suit led solved alone, declarer's suit in notrump by each suit solved alone, `suit_play`)."""
    first = int(os.environ.get("BENCH_DDS_EARLY_FIRST", "0"))
    seeds = range(first, first + int(os.environ.get("BENCH_DDS_EARLY_DEALS", "300")))
    start = time.process_time()
    found = kept_on_file(seeds, os.environ.get("BENCH_DDS_EARLY_FILE"), "early", recorded_early_decisions)
    recording = time.process_time() - start
    shipped = cardplay.SUIT_SAMPLES
    shipped_label = f"the suits solved alone over {shipped} samples (the suit led; declarer's suit in notrump)"
    for label, samples in (("the maxims alone", 0), (shipped_label, shipped)):
        print(f"-- early cards chosen by {label}:")
        cardplay.SUIT_SAMPLES = samples
        try:
            score_decisions(found, seeds, recording)
        finally:
            cardplay.SUIT_SAMPLES = shipped


def score_decisions(found: list[dict[str, Any]], seeds: range, recording: float) -> None:
    """The table of `decision_figures`: the tricks the bots' cards lose now on the decisions `found`
    (recorded on the deals of `seeds` in `recording` CPU seconds)."""
    deals = len(seeds)
    now: dict[tuple[int, str], list[int]] = {}
    then: dict[tuple[int, str], int] = {}
    start = time.process_time()
    for decision in found:
        values = decision["values"]
        chosen = Card.parse(bots.choose_card(decision["view"])).code
        key = (decision["cards"], decision["role"])
        now.setdefault(key, []).append(max(values.values()) - values[chosen])
        then[key] = then.get(key, 0) + max(values.values()) - values[Card.parse(decision["recorded"]).code]
    scoring = time.process_time() - start
    print(f"decisions that matter over seeds {seeds.start}-{seeds.stop - 1}: {len(found)} (recorded/read in {recording:.0f} s, "
          f"scored in {scoring:.0f} s CPU); tricks the bots' cards lose there now against DDS "
          f"(lost / decisions), by cards in the hand to play and role")
    print(f"{'cards':>5} " + " ".join(f"{role:>22}" for role in ROLES) + f" {'all':>22}")
    changed = any(sum(now[k]) != then[k] for k in now)
    for cards in range(13, 1, -1):  # a hand of one card has no choice
        cells = [now.get((cards, role), []) for role in ROLES]
        if not any(cells):
            continue
        row = [_cell(c) for c in cells] + [_cell([x for c in cells for x in c])]
        print(f"{cards:>5} " + " ".join(f"{cell:>22}" for cell in row))
    every = [x for lost in now.values() for x in lost]
    by_role = [[x for (_, r), lost in now.items() if r == role for x in lost] for role in ROLES]
    print(f"{'all':>5} " + " ".join(f"{_cell(c):>22}" for c in [*by_role, every]))
    print(f"  per deal: " + ", ".join(f"{role} {sum(c) / deals:.2f}" for role, c in zip(ROLES, by_role))
          + f", in all {sum(every) / deals:.2f} (passed-out deals count as deals with nothing lost)")
    if changed:
        print(f"  the cards recorded lost {sum(then.values())} in all (now {sum(every)}): "
              + ", ".join(f"{role} {sum(v for (_, r), v in then.items() if r == role)}" for role in ROLES))


def _cell(lost: list[int]) -> str:
    """A table cell: the tricks lost in all over the decisions counted (`lost / decisions`)."""
    return f"{sum(lost)} / {len(lost)}"


# ---- the opening lead alone --------------------------------------------------------------------


def opening_lead(seed: int) -> dict[str, Any] | None:
    """The bots' auction of a seeded deal and its opening lead as DDS sees it: the leader's view
    (its own hand and the auction: all a bot sees then), the contract's strain and DDS's tricks
    for the defence after each card the leader holds; None for a passed-out deal."""
    engine = engine_for("bridge")
    state: Any = engine.new_game("bridge", 4, seed, {"dealer": SEATS[seed % 4]})
    while engine.result(state) is None:
        move = engine.bot_move(state)
        if move["type"] == "card":
            view = engine.view(state, engine.to_move(state))
            play = {"hands": {s: list(c) for s, c in state["hands"].items()}, "trick": [], "seat": move["hand"]}
            strain = state["contract"]["strain"]
            return {"seed": seed, "view": view, "strain": strain, "values": dds_values(play, strain)}
        state = engine.play(state, move)
    return None


def recorded_leads(seeds: range) -> list[dict[str, Any]]:
    """`opening_lead` of each deal of `seeds` that was not passed out."""
    return [lead for lead in (opening_lead(seed) for seed in seeds) if lead is not None]


def lead_figures() -> None:
    """Tricks the bots' opening leads lose against DDS on seeds from `BENCH_DDS_LEAD_FIRST` (0),
    `BENCH_DDS_LEAD_DEALS` of them (1000), split between suit and notrump contracts: the lead sees
    only the leader's hand and the auction, so DDS's verdict on every card of the hand, solved once
    a deal, scores any version of the lead. `BENCH_DDS_LEADS_FILE` keeps the deals and verdicts
    (`kept_on_file`)."""
    first = int(os.environ.get("BENCH_DDS_LEAD_FIRST", "0"))
    seeds = range(first, first + int(os.environ.get("BENCH_DDS_LEAD_DEALS", "1000")))
    deals = len(seeds)
    start = time.process_time()
    found = kept_on_file(seeds, os.environ.get("BENCH_DDS_LEADS_FILE"), "leads", recorded_leads)
    recording = time.process_time() - start
    lost: dict[str, list[int]] = {"suit": [], "notrump": []}
    for lead in found:
        values = lead["values"]
        chosen = Card.parse(bots.choose_card(lead["view"])).code
        lost["notrump" if lead["strain"] == "NT" else "suit"].append(max(values.values()) - values[chosen])
    print(f"opening leads over seeds {seeds.start}-{seeds.stop - 1}: {len(found)} played deals (recorded/read in {recording:.0f} s "
          f"CPU); tricks the bots' opening lead loses against DDS (lost / deals, per deal, leads that lose)")
    for kind, cells in (*lost.items(), ("all", lost["suit"] + lost["notrump"])):
        print(f"  {kind:8} {sum(cells):4} / {len(cells):4}  {sum(cells) / max(1, len(cells)):.3f} a deal, "
              f"{sum(1 for x in cells if x)} leads lose")


# ---- DDS compiled to WebAssembly: the browser's solver when the worker has it --------------------

#: The deals whose whole table is timed with DDS (hard ones among them: seed 148's takes seconds).
DDS_TABLE_SEEDS = list(range(200))


def wasm_table_figures() -> None:
    """The whole table (20 entries) of each seeded deal, CPU time: the pure-Python solver in Pyodide
    (on `TABLE_SEEDS` only: minutes a deal), DDS compiled to WebAssembly in Pyodide (as the browser
    runs it, through rules_py.bridge.dds.native) and endplay's native DDS in CPython (the same library),
    on `DDS_TABLE_SEEDS`; then the wasm memory at its peak."""
    from endplay.dds import calc_dd_table

    wasm = run_in_pyodide_with_dds(f"{{'tables': dds_table_times({DDS_TABLE_SEEDS!r}), 'memory': dds_memory_bytes()}}",
                                   WORKLOADS)
    pure = run_in_pyodide(f"table_times({TABLE_SEEDS!r})", WORKLOADS)
    native_times = []
    for seed in DDS_TABLE_SEEDS:
        deal = Deal("N:" + " ".join(hand_to_pbn(cards) for cards in random_deal(seed).values()))
        start = time.process_time()
        calc_dd_table(deal)
        native_times.append(time.process_time() - start)
    worst = max(range(len(DDS_TABLE_SEEDS)), key=lambda i: wasm["tables"][i])
    print(f"whole table (5 strains x 4 declarers), CPU s: the pure-Python solver in Pyodide {pure[0]:.1f} "
          f"(deal {TABLE_SEEDS[0]}); over deals {DDS_TABLE_SEEDS[0]}-{DDS_TABLE_SEEDS[-1]}: median, 90th "
          f"percentile, worst")
    for label, times in (("DDS in wasm (Pyodide)", wasm["tables"]), ("DDS native (endplay)", native_times)):
        ordered = sorted(times)
        print(f"  {label:24} {statistics.median(times):6.3f} {ordered[int(0.9 * len(ordered))]:6.3f} "
              f"{max(times):6.3f}  over 1 s: {sum(1 for t in times if t > 1)}")
    print(f"  hardest for wasm: deal {DDS_TABLE_SEEDS[worst]} ({wasm['tables'][worst]:.2f} s; native "
          f"{native_times[worst]:.2f} s); wasm / native, median ratio "
          f"{statistics.median(w / n for w, n in zip(wasm['tables'], native_times) if n > 0):.2f}")
    print(f"  DDS's memory in the browser: the transposition table set to {DDS_MEMORY_MB} MB (one thread), "
          f"the wasm memory at its peak {wasm['memory'] / 2**20:.0f} MB")


def wasm_bot_figures() -> None:
    """The bots as they play in the browser with DDS: their card replies in Pyodide with the wasm
    module (CPU ms), and their tricks lost against double dummy on the ceiling's seeds
    (`BENCH_DDS_CEILING_DEALS`), with endplay's native DDS plugged in for the wasm (the same library,
    the same calls: rules_py.bridge.dds.native)."""
    from tests.endplay_dds import EndplayDds

    replies = run_in_pyodide_with_dds(f"card_reply_times({REPLY_SEEDS!r})", WORKLOADS)
    every = [t for times in replies.values() for t in times]
    print(f"bot card replies with DDS in wasm over {len(REPLY_SEEDS)} bot-only deals, CPU ms (search from the "
          f"first card, up to {cardplay.DDS_SAMPLES} samples, {cardplay.DDS_NODE_BUDGET} DDS nodes a card): "
          f"median and worst by cards a hand")
    for left in sorted(replies, key=int, reverse=True):
        print(f"  {left:>2} {describe(replies[left])}")
    print(f"  all {describe(every)}  (over 50 ms: {sum(1 for t in every if t > 0.05)} of {len(every)}, "
          f"over 1 s: {sum(1 for t in every if t > 1)})")
    deals = int(os.environ.get("BENCH_DDS_CEILING_DEALS", "40"))
    native.use(EndplayDds())
    try:
        found = [r for r in (losses(seed) for seed in range(deals)) if r is not None]
    finally:
        native.use(None)
    report(f"the bots with DDS as in the browser (endplay's DDS for the wasm; {cardplay.DDS_SAMPLES} samples, "
           f"{cardplay.DDS_NODE_BUDGET} nodes)", found, deals)


def shipped_bytes_figures() -> None:
    """What a page that needs double dummy downloads for DDS: the wasm, its glue and the loader,
    raw and compressed as the site's server sends them (brotli and gzip, Node's zlib at the
    settings of widgets/node/precompress.mjs)."""
    from widgets.dds_build import dds_files

    files = dds_files()
    loader = ROOT / "widgets" / "static" / "dds.js"
    sizes = json.loads(subprocess.run(
        ["node", "-e", "const z = require('zlib'), fs = require('fs'); console.log(JSON.stringify("
         "process.argv.slice(1).map(f => { const d = fs.readFileSync(f); return [d.length, "
         "z.brotliCompressSync(d, {params: {[z.constants.BROTLI_PARAM_QUALITY]: 11}}).length, "
         "z.gzipSync(d, {level: 9}).length]; })))", str(files.wasm), str(files.glue), str(loader)],
        capture_output=True, text=True, check=True).stdout)
    total = [sum(s[i] for s in sizes) for i in range(3)]
    print("DDS shipped with the site (loaded only by pages that solve double dummy), KB raw / brotli / gzip: "
          + ", ".join(f"{name} {s[0] / 1024:.0f} / {s[1] / 1024:.0f} / {s[2] / 1024:.0f}"
                      for name, s in zip(("wasm", "glue", "loader"), sizes))
          + f"; in all {total[0] / 1024:.0f} / {total[1] / 1024:.0f} / {total[2] / 1024:.0f}")


PARTS = {"solver": solver_figures, "replies": reply_figures, "lost": tricks_lost_figures, "ceiling": ceiling_figures,
         "wasm": wasm_table_figures, "wasm_bots": wasm_bot_figures, "bytes": shipped_bytes_figures,
         "decisions": decision_figures, "early": early_decision_figures, "leads": lead_figures}


def main() -> None:
    wanted = os.environ.get("BENCH_DDS_PARTS",
                            "solver,replies,lost,ceiling,wasm,wasm_bots,bytes,decisions,early,leads").split(",")
    for name, figures in PARTS.items():
        if name in wanted:
            figures()


if __name__ == "__main__":
    main()
