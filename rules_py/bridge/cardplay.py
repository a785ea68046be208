"""The bots' card play: double-dummy search over deals sampled from what the bot can see.

A bot sees its own hand, dummy's (once the opening lead is made), the auction, every card played
and who played it. From that it knows how many cards each hidden hand holds, which suits a hand
has shown out of, and what each hand's calls showed (points and suit lengths, read by the same
bidding system, `rules_py.bridge.system`). `choose_card` deals the unseen cards to the hidden
hands at random, consistently with all of that, solves each sample double dummy
(`rules_py.bridge.dds.analyse`: the tricks each legal card keeps), and plays the card with the
best average over the samples («Monte-Carlo» play, as bridge programs do it); ties go to the card
the old maxims pick (`fallback`), else to the lowest.

Earlier in the deal, a hand that follows suit solves the suit led on its own instead
(`rules_py.bridge.suit_play`, the model of books on suit combinations: declarer's side leads the
suit from either hand, the defenders never do) over `SUIT_SAMPLES` sampled deals, and plays the
card best for its side on average (most tricks in that suit for declarer's side, fewest for the
defenders): whether to finesse, to cover an honour, to win or to duck. That search is exact and
small (a suit has at most 13 cards), so it needs no budget. Declarer's lead in notrump goes to the
suit in which the same model gives the declaring side the most tricks (`suit_to_develop`); the
card within it, the other leads, discards and ruffs stay with the maxims there.

With DDS (the standard solver, compiled to WebAssembly: in the browser once the engine's worker has
loaded it, `rules_py.bridge.dds.native`), every card is chosen by the search from the first one, over
more samples, within a budget of DDS's own nodes (`DDS_CARDS`, `DDS_SAMPLES`, `DDS_NODE_BUDGET`); the
rest of this note is about the pure-Python search, which plays everywhere else (CPython, the tests, a
browser without the module).

The work is bounded, because a reader waits for the bot and the browser tests play whole deals
with bots: the search is used only when at most `DD_CARDS` cards a hand are left, with a fixed
number of samples and a limit on the positions searched for the whole card (`NODE_BUDGET`). When
the limit is reached with too few samples solved, the maxims decide. Both
are deterministic: the samples come from a generator seeded by what the bot sees, never from the
clock, and the searches of one card share a transposition table of their own, so the budget
counts the same work whatever was solved before: a deal replays the same way on every machine.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from rules_py.bridge import suit_play
from rules_py.bridge.contract import Strain
from rules_py.bridge.dds import native
from rules_py.bridge.dds.position import Position
from rules_py.bridge.dds.search import OutOfBudget, Tables
from rules_py.bridge.dds.solver import analyse_within
from rules_py.bridge.pbn import hcp
from rules_py.bridge.play import playable
from rules_py.bridge.system.interpreter import read_auction
from rules_py.bridge.system.model import Shown
from rules_py.bridge.seats import SEATS
from rules_py.cards import Card, Suit
from rules_py.rng import SeededRandom

View = dict[str, Any]

#: The search starts when the hand to play holds at most this many cards. Measured (bench_dds.py,
#: with the budget below): 10 samples of a 10-card position need ~22000 positions (median of the
#: bots' cards at 10 cards on seeds 0-5; worst ~190000), so the budget often stops after a few
#: samples, and the worst card costs the same as from 9 cards (the budget bounds it). Yet one
#: solved sample beats the maxims (`MIN_SAMPLES`): on the bots' recorded decisions of seeds 0-99
#: (`BENCH_DDS_PARTS=decisions`, 142 cards that matter at 10 cards a hand) the cards chosen lose 18
#: tricks instead of 27 with the search from 9 cards. From 11 cards the budget mostly runs out
#: before the first sample is solved: 33 tricks lost instead of 35 at 11 cards, not worth the time.
DD_CARDS = 10
#: Samples per card, and the fewest that must be solved for their verdict to count. One solved
#: sample already beats the maxims: on the bots' recorded decisions at 6-9 cards a hand (seeds
#: 80-199, 631 cards that matter) the tricks lost fall from 77 with 4 to 66 with 2 and 61 with 1.
#: More samples were measured and not kept: on the recorded decisions of seeds 0-119 at 2-10 cards
#: a hand (1401 cards that matter) 10 samples lose 134 tricks, 15: 126, 20: 129, 30: 127, but on
#: whole deals 20 samples gave declarer 1.08 -> 1.06 / 1.08 -> 1.07 and the defenders 0.97 -> 0.94 /
#: 1.05 -> 1.07 tricks lost a deal (seeds 0-149 / 150-299): noise, for 16 % more CPU and a reply at
#: 7 cards twice as slow (Pyodide median 146 -> 281 ms).
SAMPLES = 10
MIN_SAMPLES = 1
#: Deals sampled before the search starts, for the suit led when following suit and for declarer's
#: suit in notrump (`suit_play`).
SUIT_SAMPLES = 20
#: Deals drawn for one sample until one agrees with what the auction showed (else the last one).
AUCTION_TRIES = 20
#: Positions (with a lead) searched for one card over all its samples, at most: ~60 µs each in
#: Pyodide (~40 in CPython), so the worst card stays well under a second in the browser.
NODE_BUDGET = 11000

#: With DDS (`native.engine()`: in the browser once the worker has loaded it), every card from the
#: first (`DDS_CARDS` a hand) is chosen by sampling and solving each sample exactly, over up to
#: `DDS_SAMPLES` deals, until DDS has searched `DDS_NODE_BUDGET` nodes (DDS's own count, from an empty
#: table at each card, so a deal replays the same way). A solve cannot be stopped halfway: a card
#: costs the budget plus at most one sample. Measured (bench_dds.py "wasm_bots"; CPU time in Pyodide
#: with the wasm, 20 bot-only deals, 1040 cards, on a loaded 2-core machine): median 20 ms, 90th
#: percentile 157 ms, worst 866 ms (a 13-card lead). Tricks lost per deal over seeds 0-199 (endplay's
#: DDS plugged in for the wasm): declarer 0.54, defenders 0.77, against the ceiling's 0.60 and 0.89
#: (10 samples, no budget, bench_dds.py "ceiling") and the pure-Python bots' ~0.97 and ~0.95.
DDS_CARDS = 13
DDS_SAMPLES = 20
DDS_NODE_BUDGET = 200_000

_FULL_DECK = tuple(Card.parse(f"{r}{s}") for s in "SHDC" for r in "AKQJT98765432")


def choose_card(view: View, fallback: Callable[[View], str]) -> str:
    """The card (its code) the hand to play (`view["playing_hand"]`) plays now."""
    playing: str = view["playing_hand"]
    hand = [Card.parse(c) for c in view["hands"][playing] or []]
    trick = [(t["seat"], Card.parse(t["card"])) for t in view["trick"]]
    legal = playable(hand, trick[0][1].suit if trick else None)
    if len(legal) == 1:
        return legal[0].code
    if _equivalent(legal, view):
        return fallback(view)
    dds = native.engine()
    if dds is not None and len(hand) <= DDS_CARDS:
        averages = _dds_values(dds, _samples(view, playing, trick, DDS_SAMPLES))
    elif len(hand) > DD_CARDS:
        averages = _suit_values(view, playing, legal, trick)
    else:
        averages = _sampled_values(_samples(view, playing, trick, SAMPLES), playing in ("N", "S"))
    if averages is None:
        return fallback(view)
    best = max(averages.values())
    good = [card for card in legal if averages[card] >= best - 1e-9]
    preferred = fallback(view)
    if any(card.code == preferred for card in good):
        return preferred
    return min(good, key=lambda c: (int(c.rank), c.suit.value if c.suit else "")).code


def _played(view: View) -> list[tuple[str, Card]]:
    """Every card played so far with who played it, the trick in progress last."""
    out = [(t["seat"], Card.parse(t["card"])) for tr in view["tricks"] for t in tr["cards"]]
    return out + [(t["seat"], Card.parse(t["card"])) for t in view["trick"]]


def _equivalent(legal: list[Card], view: View) -> bool:
    """All legal cards are one run of a suit with no unplayed card of another hand inside it
    (whatever the hidden hands hold, they win or lose the same tricks)."""
    suits = {c.suit for c in legal}
    if len(suits) != 1:
        return False
    gone = {c for _, c in _played(view)} - {Card.parse(t["card"]) for t in view["trick"]}
    mine = {int(c.rank) for c in legal}
    suit = next(iter(suits))
    between = [c for c in _FULL_DECK if c.suit is suit and min(mine) < int(c.rank) < max(mine)]
    return all(int(c.rank) in mine or c in gone for c in between)


def _voids(view: View) -> dict[str, set[Suit]]:
    """The suits each seat has shown out of (it did not follow when that suit was led)."""
    out: dict[str, set[Suit]] = {seat: set() for seat in SEATS}
    tricks = [tr["cards"] for tr in view["tricks"]] + [view["trick"]]
    for cards in tricks:
        if not cards:
            continue
        led = Card.parse(cards[0]["card"]).suit
        for t in cards[1:]:
            if Card.parse(t["card"]).suit is not led:
                assert led is not None
                out[t["seat"]].add(led)
    return out


def _sample(rng: SeededRandom, unseen: list[Card], room: dict[str, int],
            voids: dict[str, set[Suit]]) -> dict[str, list[Card]] | None:
    """The unseen cards dealt to the hidden hands (`room`: how many each holds), none of them in a
    suit its hand has shown out of; each card goes to a hand with odds in proportion to the room
    left there. Cards with the fewest possible hands go first; None after a dead end.

    >>> unseen = [Card.parse(c) for c in ("AH", "KH", "QS", "JS")]
    >>> hands = _sample(SeededRandom(1), unseen, {"E": 2, "W": 2}, {"N": set(), "E": {Suit.HEARTS},
    ...                 "S": set(), "W": set()})
    >>> [c.code for c in hands["E"]], [c.code for c in hands["W"]]  # East has shown out of hearts
    (['QS', 'JS'], ['AH', 'KH'])
    """
    cards = list(unseen)
    rng.shuffle(cards)
    seats = sorted(room)
    # The seats each suit may go to, looked up once a suit rather than once a card and seat.
    open_to = {suit: [s for s in seats if suit not in voids[s]] for suit in {c.suit for c in cards}}
    cards.sort(key=lambda c: len(open_to[c.suit]))
    left = dict(room)
    out: dict[str, list[Card]] = {s: [] for s in seats}
    for card in cards:
        open_seats = [s for s in open_to[card.suit] if left[s]]
        total = sum(left[s] for s in open_seats)
        if not total:
            return None
        pick = rng.randbelow(total)
        for seat in open_seats:
            pick -= left[seat]
            if pick < 0:
                break
        out[seat].append(card)
        left[seat] -= 1
    return out


def auction_shown(view: View) -> dict[str, Shown]:
    """What each seat's calls showed (points and suit lengths), read by the system that made them."""
    calls = [entry["call"] for entry in view.get("auction") or []]
    vulnerable = view.get("vulnerable") or {"NS": False, "EW": False}
    if not calls or view.get("dealer") is None:
        return {}
    return read_auction(calls, view["dealer"], vulnerable)[0].shown


def _fits(hand: list[Card], shown: Shown) -> bool:
    """A whole hand (what it holds and what it played) agrees with what its calls showed. The
    points shown may count length or shortness, so the high-card points may fall 3 short of them."""
    points = hcp(hand)
    if points > shown.high or points < shown.low - 3:
        return False
    for suit, (low, high) in shown.length.items():
        if not low <= sum(1 for c in hand if c.suit is suit) <= high:
            return False
    return True


def _draw(rng: SeededRandom, unseen: list[Card], room: dict[str, int], voids: dict[str, set[Suit]],
          shown: dict[str, Shown], gone: dict[str, list[Card]]) -> dict[str, list[Card]] | None:
    """A sample (`_sample`) whose hidden hands, with the cards they played (`gone`), agree with
    what their calls showed; after `AUCTION_TRIES` draws that do not, the last one drawn (the
    auction may have been misread, or the bidder may have strayed from the system)."""
    hidden = None
    for _ in range(AUCTION_TRIES):
        drawn = _sample(rng, unseen, room, voids)
        if drawn is not None:
            hidden = drawn
            if all(s not in shown or _fits(cards + gone[s], shown[s]) for s, cards in drawn.items()):
                break
    return hidden


@dataclass(frozen=True)
class Unseen:
    """What a bot's view leaves to sampling: the hands it sees, the cards it does not, how many each
    hidden hand holds, and the cards each seat has played (`played`: in order, with their seats)."""

    visible: dict[str, list[Card]]
    cards: list[Card]
    room: dict[str, int]
    gone: dict[str, list[Card]]
    played: list[tuple[str, Card]]

    @classmethod
    def of(cls, view: View) -> Unseen:
        played = _played(view)
        visible = {s: [Card.parse(c) for c in cards] for s, cards in view["hands"].items() if cards is not None}
        known = {c for cards in visible.values() for c in cards} | {c for _, c in played}
        gone: dict[str, list[Card]] = {s: [] for s in SEATS}
        for seat, card in played:
            gone[seat].append(card)
        return cls(visible, [c for c in _FULL_DECK if c not in known],
                   {s: int(view["counts"][s]) for s in SEATS if s not in visible}, gone, played)


def _deals(view: View, playing: str, count: int) -> Iterator[dict[str, list[Card]]]:
    """Up to `count` deals of the unseen cards consistent with the view (every hand's cards, the
    hidden ones drawn), by a generator seeded by what the bot sees (dead ends are retried a few
    times). Drawn one at a time: where the budget stops after a few samples, the rest are never drawn."""
    layout = Unseen.of(view)
    voids = _voids(view)
    shown = auction_shown(view)
    seen = [playing] + [c.code for cards in layout.visible.values() for c in cards] + \
        [c.code for _, c in layout.played]
    rng = SeededRandom(zlib.crc32(" ".join(seen).encode()))
    drawn = 0
    for _ in range(count * 3):
        if drawn == count:
            return
        hidden = _draw(rng, layout.cards, layout.room, voids, shown, layout.gone)
        if hidden is None:
            continue
        drawn += 1
        yield {**layout.visible, **hidden}


def auction_deals(view: View, count: int) -> Iterator[dict[str, list[Card]]]:
    """Up to `count` whole deals agreeing with what a bidder's view shows (its hand and what every
    call described), for a decision in the auction (bench/dd_bidder.py tries one)."""
    return _deals(view, view["seat"], count)


def _samples(view: View, playing: str, trick: list[tuple[str, Card]], count: int) -> Iterator[Position]:
    """Up to `count` deals (`_deals`) as positions to solve."""
    strain = Strain(view["contract"]["strain"])
    leader = trick[0][0] if trick else playing
    for hands in _deals(view, playing, count):
        yield Position({s: tuple(hands.get(s, [])) for s in SEATS}, strain, leader, tuple(c for _, c in trick))


def _suit_play_hands(view: View) -> dict[str, int]:
    """Each seat's hand number in `suit_play`, where the declaring side is hands 0 and 2."""
    shift = SEATS.index(view["contract"]["declarer"]) % 2
    return {seat: (i - shift) % 4 for i, seat in enumerate(SEATS)}


def _suit_values(view: View, playing: str, legal: list[Card],
                 trick: list[tuple[str, Card]]) -> dict[Card, float] | None:
    """Early in the deal, following suit: each legal card's tricks in the suit led for the side to
    play (`suit_play`: the suit alone, double dummy), averaged over `SUIT_SAMPLES` deals; None where
    that model says nothing (a lead, a discard, a trick already ruffed)."""
    if not trick:
        return None
    led = trick[0][1].suit
    if any(card.suit is not led for card in legal):
        return None
    trump = Strain(view["contract"]["strain"]).suit
    if led is not trump and any(card.suit is trump for _, card in trick):
        return None  # ruffed: the suit's cards no longer decide the trick
    hand_of = _suit_play_hands(view)
    in_trick = [(hand_of[seat], int(card.rank)) for seat, card in trick if card.suit is led]
    declaring = not hand_of[playing] % 2
    sums = dict.fromkeys(legal, 0.0)
    solved: dict[tuple[tuple[int, ...], ...], dict[int, int]] = {}  # a layout seen again costs nothing
    samples = 0
    for hands in _deals(view, playing, SUIT_SAMPLES):
        ranks = {hand_of[seat]: sorted(int(c.rank) for c in cards if c.suit is led) for seat, cards in hands.items()}
        key = tuple(tuple(ranks.get(h, [])) for h in range(4))
        if key not in solved:
            solved[key] = suit_play.card_values(dict(enumerate(map(list, key))), in_trick, hand_of[playing])
        for card in legal:  # the defenders count the declaring side's tricks against them
            tricks = solved[key][int(card.rank)]
            sums[card] += tricks if declaring else -tricks
        samples += 1
    if not samples:
        return None
    return {card: total / samples for card, total in sums.items()}


def suit_to_develop(view: View, playing: str) -> Suit | None:
    """Early in a notrump deal, declarer's lead: the suit in which the declaring side takes the most
    tricks on average (`suit_play`: the suit alone, double dummy) over `SUIT_SAMPLES` deals, among
    the suits the hand to play holds and the defenders still hold. None when the search will
    decide (`DD_CARDS` cards or fewer), with one such suit or none, or in a suit contract (there
    the suit alone knows nothing of ruffs: measured, it did no better than the maxims).

    Measured on the bots' recorded early decisions (`BENCH_DDS_PARTS=early`), declarer's leads in
    notrump lose 32 -> 24 and 40 -> 30 tricks (seeds 0-299 and 2000-2299) against the maxims'
    choice of the suit the two hands hold most cards of. Playing on the suit with the most tricks
    to gain over the sure ones (a suit of top winners cashed last) was tried too: 32 -> 40, 40 -> 36."""
    if view["contract"]["strain"] != "NT":
        return None
    hand = [Card.parse(c) for c in view["hands"][playing] or []]
    if len(hand) <= DD_CARDS:
        return None
    layout = Unseen.of(view)
    ours = (playing, SEATS[(SEATS.index(playing) + 2) % 4])
    theirs = {card.suit for card in layout.cards} | \
        {card.suit for seat, cards in layout.visible.items() if seat not in ours for card in cards}
    suits = sorted({suit for suit in (card.suit for card in hand) if suit is not None and suit in theirs},
                   key=lambda suit: suit.value)
    if len(suits) < 2:
        return None
    hand_of = _suit_play_hands(view)
    tricks = dict.fromkeys(suits, 0)
    for hands in _deals(view, playing, SUIT_SAMPLES):
        for suit in suits:
            ranked = sorted(((int(card.rank), hand_of[seat]) for seat, cards in hands.items()
                             for card in cards if card.suit is suit), reverse=True)
            tricks[suit] += suit_play.tricks_from("".join(str(owner) for _, owner in ranked))
    if not any(tricks.values()):
        return None
    return max(suits, key=lambda suit: tricks[suit])


def _dds_values(dds: native.Engine, samples: Iterable[Position]) -> dict[Card, float] | None:
    """`_sampled_values` with DDS: each sample solved exactly, samples drawn until DDS has searched
    `DDS_NODE_BUDGET` nodes (counted from an empty table, so the count is the same on every run);
    None when DDS failed (the caller's maxims then choose)."""
    sums: dict[Card, float] = {}
    solved = 0
    spent = 0
    for position in samples:
        if spent >= DDS_NODE_BUDGET:
            break
        found = native.values(dds, position, fresh=solved == 0)
        if found is None:
            return None
        values, nodes = found
        spent += nodes
        for card, tricks in values:
            sums[card] = sums.get(card, 0.0) + tricks
        solved += 1
    if not solved:
        return None
    return {card: total / solved for card, total in sums.items()}


def _sampled_values(samples: Iterable[Position], ns_to_play: bool) -> dict[Card, float] | None:
    """Each legal card's tricks for the side to play, averaged over the samples; None when too few
    samples could be solved within the budget (`NODE_BUDGET` positions for them all)."""
    sums: dict[Card, float] = {}
    solved = 0
    budget = NODE_BUDGET
    tables = Tables()  # this card's own: its budget must not depend on earlier searches
    guess: int | None = None  # North–South's tricks in the last sample: the next one is near it
    for position in samples:
        try:
            values, nodes = analyse_within(position, budget, tables, guess)
        except OutOfBudget:
            break
        budget -= nodes
        best = max(tricks for _, tricks in values)
        guess = best if ns_to_play else position.tricks_left - best
        for card, tricks in values:
            sums[card] = sums.get(card, 0.0) + tricks
        solved += 1
    if solved < MIN_SAMPLES:
        return None
    return {card: total / solved for card, total in sums.items()}


__all__ = ["DDS_CARDS", "DDS_NODE_BUDGET", "DDS_SAMPLES", "DD_CARDS", "NODE_BUDGET", "SAMPLES", "SUIT_SAMPLES", "auction_shown", "choose_card", "suit_to_develop"]
