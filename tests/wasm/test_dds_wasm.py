"""DDS compiled to WebAssembly (widgets/dds_build.py), run under Node inside Pyodide as the browser runs
it, gives endplay's answers (the same DDS, compiled natively for CPython) and the pure-Python solver's.

Cases are drawn here, in CPython, with a seeded generator: random positions of every size (endings of
1 to 12 cards a hand and full deals, every strain and leader, a quarter in the middle of a trick; fewer
of the large ones, which cost DDS a tenth of a second each) with
endplay's value of every legal card; whole tables (every strain and declarer) of random deals; small
endings the pure-Python solver answers at once. One Node run (tests/wasm/dds_checks.py) then compares,
through rules_py's own bridge to the module (`rules_py.bridge.dds.native`) and its protocol methods.
`DDS_WASM_CASES` multiplies the numbers (1 unless told).
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

from endplay.dds import calc_dd_table
from endplay.types import Deal, Player

from rules_py.bridge.contract import Strain
from rules_py.bridge.dds import Position, table
from rules_py.bridge.pbn import hand_to_pbn
from rules_py.bridge.seats import SEATS
from tests.rules.test_bridge_dds_endplay import DENOM, endplay_values, random_pbn, random_position
from tests.wasm.pyodide_dds import run_with_dds
from widgets.dds_build import dds_files

SCALE = int(os.environ.get("DDS_WASM_CASES", "1"))
ENDINGS = 2000 * SCALE  # 1-11 cards a hand in turn (a few ms each)
FULL = 25 * SCALE  # full deals and 12-card endings, each (about 0.1 s each natively, every card valued)
POSITIONS = ENDINGS + 2 * FULL
TABLES = 10 * SCALE  # x 20 strain-declarer pairs
SMALL = 300 * SCALE
SMALL_TABLES = 40 * SCALE
CHECKS = Path(__file__).resolve().parent / "dds_checks.py"


def position_case(position: Position) -> dict[str, Any]:
    """A position as the Pyodide side reads it back (`Position.from_pbn`)."""
    return {"pbn": "N:" + " ".join(hand_to_pbn(list(position.hands[seat])) for seat in SEATS), "strain": position.strain.value, "leader": position.leader,
            "trick": [c.code for c in position.trick]}


def cases() -> dict[str, Any]:
    rng = random.Random(29)
    positions = []
    sizes = [1 + i % 11 for i in range(ENDINGS)] + [12, 13] * FULL
    for i, size in enumerate(sizes):
        position = random_position(rng, size, mid_trick=i % 4 == 0)
        positions.append({**position_case(position), "values": endplay_values(position)})
    tables = []
    for _ in range(TABLES):
        pbn = random_pbn(rng)
        dd = calc_dd_table(Deal(pbn))
        tables.append({"pbn": pbn, "tricks": {seat: {s.value: dd[DENOM[s], Player.find(seat)] for s in Strain}
                                              for seat in SEATS}})
    small = [position_case(random_position(rng, 1 + i % 5, mid_trick=i % 3 == 0)) for i in range(SMALL)]
    small_tables = []
    for i in range(SMALL_TABLES):
        ending = random_position(rng, 2 + i % 4, mid_trick=False)
        small_tables.append({"pbn": position_case(ending)["pbn"], "tricks": table(dict(ending.hands))})
    return {"positions": positions, "tables": tables, "small": small, "small_tables": small_tables}


def test_dds_in_wasm_agrees_with_endplay_and_the_pure_python_solver() -> None:
    dds = dds_files()
    source = CHECKS.read_text(encoding="utf-8") + \
        f"\nCASES = json.loads({json.dumps(cases())!r})\nRESULT = json.dumps(await checks(CASES))\n"
    found = run_with_dds(source, dds)
    assert found["before_loading"] == "module_needed"
    assert found["state"] == "ready"
    assert found["mismatches"] == {}
    assert found["fresh_nodes"][0] == found["fresh_nodes"][1] > 0
    assert found["compared"] == {
        "every card (wasm vs endplay)": POSITIONS, "tricks (wasm vs endplay)": POSITIONS,
        "table (protocol, wasm vs endplay)": TABLES, "table cells (bridge.dd_solve)": TABLES,
        "every card (wasm vs pure Python)": SMALL, "tricks (wasm vs pure Python)": SMALL,
        "table (wasm vs pure Python)": SMALL_TABLES,
    }
