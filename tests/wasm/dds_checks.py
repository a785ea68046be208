"""Inside Pyodide under Node (test_dds_wasm.py sends this source through run_with_dds.mjs, with the
cases and `await checks(CASES)` after it): DDS compiled to WebAssembly, reached through rules_py's
bridge (`rules_py.bridge.dds.native`), answers as endplay's DDS did in CPython and as the pure-Python
search does here. Standard library and rules_py only.
"""

from __future__ import annotations

import json
from typing import Any

from rules_py import api
from rules_py.bridge.dds import Position, native, solver
from rules_py.bridge.dds.search import Tables
from rules_py.bridge.pbn import parse_pbn


def _call(method: str, params: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(api.handle(json.dumps({"method": method, "params": params})))
    return answer


def _position(case: dict[str, Any]) -> Position:
    return Position.from_pbn(case["pbn"], case["strain"], case["leader"], case["trick"])


def _pure_ns(position: Position, values: list[Any]) -> int:
    best = max(tricks for _, tricks in values)
    return best if position.to_play in ("N", "S") else position.tricks_left - best


async def checks(cases: dict[str, Any]) -> dict[str, Any]:
    """Mismatches (at most a few of each kind, with how many) and what was compared."""
    import js  # Pyodide's bridge to JavaScript (imported here: pytest collects this file in CPython)

    out: dict[str, Any] = {"compared": {}, "mismatches": {}}

    def record(kind: str, ok: bool, detail: Any) -> None:
        out["compared"][kind] = out["compared"].get(kind, 0) + 1
        if not ok:
            out["mismatches"].setdefault(kind, []).append(detail)

    # The handshake: offered but not loaded, a solve asks the worker for it (and says nothing else).
    first = _call("bridge.dd_table", {"pbn": cases["tables"][0]["pbn"]})
    out["before_loading"] = first.get("error", {}).get("code")
    await js.rpLoadDds()
    out["state"] = str(js.rpDds.state)
    assert native.engine() is not None

    for case in cases["positions"]:
        position = _position(case)
        found = native.values(native.engine(), position)
        values = {card.code: tricks for card, tricks in found[0]} if found else None
        record("every card (wasm vs endplay)", values == case["values"], [case, values])
        best = max(case["values"].values())
        ns = best if position.to_play in ("N", "S") else position.tricks_left - best
        record("tricks (wasm vs endplay)", solver.ns_tricks(position) == ns, case)

    for case in cases["tables"]:
        answer = _call("bridge.dd_table", {"pbn": case["pbn"]})
        record("table (protocol, wasm vs endplay)", answer.get("ok") and answer["result"]["tricks"] == case["tricks"],
               [case, answer])
        cells = {(s, d): _call("bridge.dd_solve", {"pbn": case["pbn"], "strain": s, "declarer": d})
                 for s in ("C", "D", "H", "S", "NT") for d in "NESW"}
        record("table cells (bridge.dd_solve)",
               all(c["ok"] and c["result"]["tricks"] == case["tricks"][d][s] for (s, d), c in cells.items()), case)

    # rules_py's side of the bridge against the pure-Python search, in the same process.
    for case in cases["small"]:
        position = _position(case)
        pure, _ = solver.analyse_within(position, None, Tables())
        through_dds = solver.analyse(position)
        record("every card (wasm vs pure Python)", through_dds == pure, [case, str(through_dds), str(pure)])
        record("tricks (wasm vs pure Python)", solver.ns_tricks(position) == _pure_ns(position, pure), case)
    for case in cases["small_tables"]:
        hands = parse_pbn(case["pbn"], ending=True)
        record("table (wasm vs pure Python)", solver.table(hands) == case["tricks"], case)

    # The bots' budget counts DDS's nodes from an empty table: a position costs the same whatever was
    # solved before it.
    engine = native.engine()
    full = [_position(case) for case in cases["positions"] if len(case["pbn"]) > 60][-2:]
    nodes = []
    for other in (None, full[0]):
        if other is not None:
            native.values(engine, other)
        found = native.values(engine, full[1], fresh=True)
        nodes.append(found[1] if found else None)
    out["fresh_nodes"] = nodes

    out["memory_bytes"] = int(js.rpDds.solver.memoryBytes())
    for kind, found in out["mismatches"].items():
        out["mismatches"][kind] = {"count": len(found), "first": found[:3]}
    return out
