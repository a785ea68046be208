"""Contract bridge (rubber): PBN deals, scoring with two presets, the auction and the play.

Modules, each owning one thing:

- `seats`: the compass seats N E S W, sides NS and EW, Russian names;
- `contract`: strains, calls and contracts, parsed from English, symbols or Russian words;
- `pbn`: deals in Portable Bridge Notation, both ways, and high-card points;
- `scoring`: one deal and a whole rubber, presets "encyclopedia" (the seed) and "laws";
- `auction`, `play`: the rules of the two phases, as pure functions;
- `engine`: both phases as one JSON state machine for `rules_py.games`;
- `bots`: computer bidders and card players that see only a seat's view;
- `protocol`: the methods bridge.score_deal, bridge.rubber and bridge.pbn.

Importing `rules_py.bridge.protocol` registers the protocol methods and the "bridge" engine.
"""
