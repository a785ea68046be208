"""A game of чешский дурак as a plain JSON dict, and each deal of it.

One game is several deals: the state keeps the score sheet and deals the next hand as soon as one
ends (its row in ``sheet`` tells the table how it ended). Seats are 0 and 1 and stay put; the dealer
of the first deal is seat 1 (option ``dealer``), then the player who lost the deal deals the next.
Deal 1 is dealt with the game's seed by `rules_py.dealing.deal`, later deals with seeds derived from
it, so a game replays exactly.

Keys: ``hands``, ``stock`` (top first), ``pile`` (bottom first; its last card is on top),
``named`` (the suit asked for by the wild card on top, else null), ``lead`` (the next card may be
any card: the first lead of a deal), ``pending`` (with ``stack_penalties``: the penalty waiting for
the victim's answer), ``shown`` (variant 2: the dealer's shown card while he still holds it),
``stuck`` (passes in a row with nothing to draw), ``seen`` (the hands and the top card each time the
pile was turned into a new stock: the third time the same position comes round, the deal is going in
circles and ends as «рыба»), ``sheet``/``totals`` (the score), ``phase``
(``play``, ``penalty`` or ``over``).

>>> s = new_game("durak.cheshsky", 2, 100, {})
>>> [len(h) for h in s["hands"]], len(s["pile"]), len(s["stock"]), s["turn"], s["dealer"]
([6, 6], 1, 23, 0, 1)
>>> s2 = new_game("durak.cheshsky_2", 2, 102, {})
>>> s2["pile"], s2["turn"] == s2["dealer"], s2["shown"] in s2["hands"][s2["dealer"]]
([], True, True)
"""

from __future__ import annotations

from typing import Any

from rules_py.dealing import deal
from rules_py.durak.cheshsky.rules import CheshskyRules, resolve
from rules_py.durak.options import read_setup
from rules_py.errors import BadRequest
from rules_py.rng import SeededRandom

State = dict[str, Any]
PLAYERS = 2
KEYS = (
    "game", "rules", "seed", "deck", "deal_no", "dealer", "phase", "turn", "hands", "stock",
    "pile", "named", "lead", "pending", "shown", "stuck", "reshuffles", "seen", "sheet", "totals",
)
#: The same position at this many reshuffles of one deal means the deal goes round in circles.
REPEATS = 3
_MIX = 0x9E3779B97F4A7C15


def deal_seed(seed: int, number: int) -> int:
    """The seed of deal `number` (1, 2, …) of a game: the game's own seed first, then derived ones.

    A derived seed has up to 63 bits, more than a JavaScript number holds exactly, so it is computed
    when needed and never kept in the state: the browser's table holds the state as a JavaScript
    value, and a seed rounded there shuffled the pile into another stock than a link's replay did."""
    if number == 1:
        return seed
    return SeededRandom(seed ^ (number * _MIX)).next64() >> 1


def new_game(game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
    rules = resolve(game_id, options)
    if isinstance(players, bool) or players != PLAYERS:
        raise BadRequest("В чешского дурака играют вдвоём.")
    dealer, teaching, deck = read_setup(options, PLAYERS)
    state: State = {
        "game": game_id,
        "players": PLAYERS,
        "seed": seed,
        "deck": deck or "36",
        "rules": rules.to_json(),
        "teaching": teaching,
        "deal_no": 0,
        "sheet": [],
        "totals": [0, 0],
        "loser": None,
        "draw": False,
        "reason": None,
        "last": None,
    }
    start_deal(state, dealer)
    return state


def start_deal(s: State, dealer: int) -> None:
    """Deal the next hand of the game in `s`, `dealer` dealing."""
    rules = CheshskyRules.from_json(s["rules"])
    number = s["deal_no"] + 1
    seed = deal_seed(s["seed"], number)
    d = deal(s["game"], PLAYERS, seed, s["deck"])
    hands: list[list[str]] = [[], []]
    for i, hand in enumerate(d.hands):  # dealing.py counts seats from the dealer's left
        hands[(dealer + 1 + i) % PLAYERS] = [c.code for c in hand]
    stock = [c.code for c in d.stock]
    shown = d.shown.code if d.shown is not None else None
    if rules.dealer_card == "seventh" and shown is not None:
        # X-38, the other reading: the dealer turns up the next card and takes it as a seventh.
        shown = stock.pop(0)
        hands[dealer].append(shown)
    pile = [c.code for c in d.pile]
    s.update(
        deal_no=number, dealer=dealer, phase="play",
        turn=dealer if rules.dealer_leads else (dealer + 1) % PLAYERS,
        hands=hands, stock=stock, pile=pile, named=None,
        lead=rules.first_lead == "free" or not pile,
        pending=None, shown=shown, stuck=0, reshuffles=0, seen=[],
    )


def drawable(s: State) -> int:
    """How many cards a player could still draw: the stock and the pile under its top card."""
    return len(s["stock"]) + max(len(s["pile"]) - 1, 0)


def take_one(s: State) -> str | None:
    """The top card of the stock; when it is empty, the pile but its top card is shuffled into a new
    stock first (X-37). None when there is nothing left to draw."""
    if not s["stock"]:
        under = s["pile"][:-1]
        if not under:
            return None
        s["reshuffles"] += 1
        key = "/".join(",".join(sorted(h)) for h in s["hands"]) + f"/{s['pile'][-1]}/{s['named']}"
        s["seen"].append(key)
        SeededRandom(deal_seed(s["seed"], s["deal_no"]) ^ (s["reshuffles"] * _MIX >> 3)).shuffle(under)
        s["stock"], s["pile"] = under, s["pile"][-1:]
    card: str = s["stock"].pop(0)
    return card


def going_round(s: State) -> bool:
    """Whether the last reshuffle found a position met twice before at a reshuffle of this deal:
    nobody can make headway (say, the four wild cards passing back and forth), so the deal stops."""
    seen = s["seen"]
    return bool(seen) and seen.count(seen[-1]) >= REPEATS
