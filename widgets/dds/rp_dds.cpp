// The few entry points of DDS that the site calls, over one buffer of ints: Emscripten exports plain C
// functions, and passing DDS's structs by value from JavaScript would mean copying their memory layout
// there. Our code, not DDS's: compiled and linked with DDS's sources at build time (widgets/dds_build.py),
// called from widgets/static/dds.js.
//
// Cards are DDS's: seats 0-3 are N, E, S, W; suits 0-3 spades, hearts, diamonds, clubs; trump 4 is
// notrump; a hand's suit is a mask with bit r for rank r (2..14, the ace 14).
#include "../include/dll.h"
#include "Memory.h"

extern Memory memory;
// DDS's own solver of boards for all four declarers (CalcTables.cpp), which CalcDDtable calls.
int CalcAllBoardsN(boards* bop, solvedBoards* solvedp);

extern "C" {

// The transposition table's memory, in MB, and one thread: set once before the first solve (DDS sets
// itself up only from a Windows DllMain or a GCC constructor, neither of which runs here). Returns the
// number of threads DDS set up (0: not enough memory for one).
int rp_init(int memory_mb) {
  SetResources(memory_mb, 1);
  DDSInfo info;
  GetDDSInfo(&info);
  return info.noOfThreads;
}

// A position. io in: trump, first (the seat that led the trick in progress), the trick's suits [3] and
// ranks [3] (0 where not played), remainCards [4 seats][4 suits]. `every` 1: every card is valued (DDS's
// solutions = 3); 0: only the best card (solutions = 1, cheaper). `fresh` 1: DDS forgets the positions
// it has stored, so that the work it reports (the nodes) does not depend on what was solved before (the
// bots budget their search by it). io out: the number of cards, the nodes searched, then for each card:
// suit, rank, equals (the mask of lower cards of its hand equal to it), score (the tricks of the side
// to play, the trick in progress included). Returns DDS's code (1: success).
int rp_solve(int* io, int every, int fresh) {
  deal dl;
  dl.trump = io[0];
  dl.first = io[1];
  for (int i = 0; i < 3; i++) {
    dl.currentTrickSuit[i] = io[2 + i];
    dl.currentTrickRank[i] = io[5 + i];
  }
  for (int h = 0; h < 4; h++)
    for (int s = 0; s < 4; s++)
      dl.remainCards[h][s] = static_cast<unsigned>(io[8 + 4 * h + s]);
  if (fresh) {
    // A deal and trump DDS has never seen: it then empties its table and sets the deal up anew.
    ThreadData* thread = memory.GetPtr(0);
    for (int h = 0; h < 4; h++)
      for (int s = 0; s < 4; s++)
        thread->suit[h][s] = 0;
    thread->trump = -1;
  }
  futureTricks fut;
  const int code = SolveBoard(dl, -1, every ? 3 : 1, 1, &fut, 0);
  if (code != RETURN_NO_FAULT) return code;
  io[0] = fut.cards;
  io[1] = fut.nodes;
  for (int i = 0; i < fut.cards; i++) {
    io[2 + 4 * i] = fut.suit[i];
    io[3 + 4 * i] = fut.rank[i];
    io[4 + 4 * i] = fut.equals[i];
    io[5 + 4 * i] = fut.score[i];
  }
  return code;
}

// The table of a deal in some strains (one progress step each, or all five at once). io in: cards
// [4 seats][4 suits]; `strains`: a mask of the strains wanted (bit 0 spades ... bit 3 clubs, bit 4
// notrump). io out: tricks [5 strains: S, H, D, C, NT][4 declarers: N, E, S, W], those of the strains
// not wanted left as they were. As DDS's CalcDDtable, for the strains asked only.
int rp_table(int* io, int strains) {
  boards bo;
  deal dl;
  for (int h = 0; h < 4; h++)
    for (int s = 0; s < 4; s++)
      dl.remainCards[h][s] = static_cast<unsigned>(io[4 * h + s]);
  for (int k = 0; k < 3; k++) {
    dl.currentTrickRank[k] = 0;
    dl.currentTrickSuit[k] = 0;
  }
  bo.noOfBoards = 0;
  for (int strain = DDS_STRAINS - 1; strain >= 0; strain--) {
    if (!(strains >> strain & 1)) continue;
    dl.trump = strain;
    dl.first = 0;
    bo.deals[bo.noOfBoards] = dl;
    bo.target[bo.noOfBoards] = -1;
    bo.solutions[bo.noOfBoards] = 1;
    bo.mode[bo.noOfBoards] = 1;
    bo.noOfBoards++;
  }
  solvedBoards solved;
  const int code = CalcAllBoardsN(&bo, &solved);
  if (code != RETURN_NO_FAULT) return code;
  // score[first]: the tricks of the side that leads first, so 13 minus the tricks of the declarer on
  // its right.
  static const int rho[4] = {3, 0, 1, 2};
  for (int i = 0; i < bo.noOfBoards; i++)
    for (int first = 0; first < 4; first++)
      io[4 * bo.deals[i].trump + rho[first]] = 13 - solved.solvedBoard[i].score[first];
  return code;
}

}
