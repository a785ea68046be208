"""The pages restate the source texts in our own words: no run of 8 words is copied from a seed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared"


def test_no_passage_of_the_docs_repeats_a_seed() -> None:
    checker = SHARED / "tools" / "own_words.py"
    assert checker.is_file(), f"the source texts and their checker are expected beside the project: {SHARED}"
    done = subprocess.run(
        [sys.executable, str(checker), str(ROOT / "docs"), str(SHARED / "seeds")], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout[-4000:]
