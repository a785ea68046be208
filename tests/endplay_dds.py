"""endplay's native DDS as an engine of `rules_py.bridge.dds.native` in CPython: the same library the
browser runs as WebAssembly, called with the same lists of ints (widgets/dds/rp_dds.cpp's layout).

The tests use it to check rules_py's side of the bridge (positions in, cards out) against the pure-Python
solver without a browser; the bench plugs it in to measure the bots as they play in the browser.
The `fresh` flag cannot reach DDS's thread memory through endplay's bindings: here the nodes DDS
reports may depend on what it solved before (the answers never do).
"""

from __future__ import annotations

from endplay import _dds


class EndplayDds:
    """`native.Engine` over endplay's DDS."""

    def solve(self, ints: list[int], every: bool, fresh: bool) -> list[int]:
        dl = _dds.deal()
        dl.trump, dl.first = ints[0], ints[1]
        for i in range(3):
            dl.currentTrickSuit[i] = ints[2 + i]
            dl.currentTrickRank[i] = ints[5 + i]
        for h in range(4):
            for s in range(4):
                dl.remainCards[h][s] = ints[8 + 4 * h + s]
        fut = _dds.futureTricks()
        _dds.SolveBoard(dl, -1, 3 if every else 1, 1, fut, 0)
        out = [fut.cards, fut.nodes]
        for i in range(fut.cards):
            out += [fut.suit[i], fut.rank[i], fut.equals[i], fut.score[i]]
        return out

    def table(self, ints: list[int], strains: int) -> list[int]:
        deal = _dds.ddTableDeal()
        for h in range(4):
            for s in range(4):
                deal.cards[h][s] = ints[4 * h + s]
        results = _dds.ddTableResults()
        _dds.CalcDDtable(deal, results)  # every strain: natively it costs little
        return [results.resTable[strain][h] for strain in range(5) for h in range(4)]
