"""The explanation of the last call of some forty common auctions (dealer North, nobody vulnerable),
one a line: to read the words of the bidding system's explanations before and after a change.

    PYTHONPATH=$PWD python bench/explanations.py [--shown]

Not a benchmark (bench/run.py runs only bench_*.py): it prints texts, and `--shown` adds what each
call has shown (the `shown` field of bridge.explain).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent)]

from rules_py.bridge.system import explain_auction  # noqa: E402

AUCTIONS = """1H pass 1S pass 2H
1H pass 2C pass 2H
1H pass 2C pass 2D pass 2NT pass 3H
1H pass 2H
1H pass 1NT
1H pass 1NT pass 2H
1S pass 2H pass 2S
1S pass 2D pass 3S
1C pass 1H pass 1NT pass 2H
1C pass 1S pass 2C pass 2S
1D pass 1H pass 2D pass 2H
1C pass 1H pass 1S pass 2H
1H pass 1S pass 2C pass 2S
2C pass 2D pass 2H pass 2NT pass 3H
2C pass 2D pass 2S pass 3C pass 3S
2C pass 2D pass 2H pass 3H
2C pass 2D pass 2S pass 2NT pass 3S
1D pass 1S pass 2C pass 2D pass 2S
1C pass 1D pass 1H
1C pass 1D pass 1NT
1D pass 1H pass 1S
1NT pass 2C pass 2D
1NT pass 2C pass 2H pass 3H
1NT pass 2D pass 2H pass 3H
1H 1S 2H
1H 1S 2S
1H 2C X
1H X XX
1C 1H pass 2H
1S 2H pass pass 2S
1H pass 1S pass 1NT pass 2S
1H pass 1S pass 1NT pass 2NT
1D pass 2C pass 2D
1D pass 2C pass 3C
1C pass 2C
1S pass 3S pass 4S
1H pass 2C pass 2D pass 2H
1H pass 2C pass 3C
1S pass 2H pass 3H pass 3S
1NT pass 3NT pass pass pass""".splitlines()


def main() -> None:
    shown = "--shown" in sys.argv[1:]
    for auction in AUCTIONS:
        said = explain_auction(auction.split(), "N")[-1]
        extra = f"  {said['shown']}" if shown else ""
        print(f"{auction} → «{said['meaning_ru']}»{extra}")


if __name__ == "__main__":
    main()
