"""`make bench`: run every benchmark of bench/ and print its figures (nothing is asserted)."""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]  # bench/harness.py, bench/workloads.py, then the project

for script in sorted(HERE.glob("bench_*.py")):
    print(f"\n== {script.stem} ==", flush=True)
    runpy.run_path(str(script), run_name="__main__")
