"""`make bench`: run every benchmark of bench/ and print its figures (nothing is asserted).

`bench/run.py site king` runs only bench_site.py and bench_king.py (`make bench-site`: the site's loading path)."""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]  # bench/harness.py, bench/workloads.py, then the project

wanted = set(sys.argv[1:])
for script in sorted(HERE.glob("bench_*.py")):
    if wanted and script.stem.removeprefix("bench_") not in wanted:
        continue
    print(f"\n== {script.stem} ==", flush=True)
    sys.argv = [str(script)]  # each script reads its own arguments (none here)
    runpy.run_path(str(script), run_name="__main__")
