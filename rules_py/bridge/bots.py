"""Computer players for bridge. They read only a seat's view (`BridgeEngine.view`), never the state.

The bidder knows a small natural system: 1NT = 15-17 balanced, 2NT = 20-21 balanced, one of the
longest suit with 12+ points, weak preempts with a long suit; partner raises with support, bids a
new suit or notrump, and later calls aim at a game when the partnership's points allow it
(25-26 for 3NT or four of a major, 29 for five of a minor, 33 for a small slam). Everything
else is a pass, so the bot never makes an illegal call.

The card player follows the old maxims: lead from the longest suit (top of a sequence), second
hand low, third hand high, win as cheaply as possible, cash sure winners, draw trumps as declarer,
ruff when void, discard the lowest card.

>>> view = {"seat": "N", "dealer": "N", "auction": [], "hand": ["AS", "KS", "QS", "2S", "AH", "KH",
...         "3H", "4D", "5D", "6D", "7C", "8C", "9C"]}
>>> choose_call(view)
'1NT'
"""

from __future__ import annotations

from typing import Any

from rules_py.bridge import auction
from rules_py.bridge.contract import ALL_BIDS, Strain, bid_parts
from rules_py.bridge.pbn import hcp
from rules_py.bridge.play import playable, trick_winner
from rules_py.bridge.seats import partner, side_of
from rules_py.cards import Card, Suit

View = dict[str, Any]

_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
_MAJORS = (Suit.HEARTS, Suit.SPADES)
_FULL_DECK = tuple(Card.parse(f"{r}{s}") for s in "CDHS" for r in ("2", "3", "4", "5", "6", "7", "8", "9",
                                                                    "10", "J", "Q", "K", "A"))


# ---- bidding -----------------------------------------------------------------------------------


class _Hand:
    """What the bidder knows about its own cards."""

    def __init__(self, cards: list[Card]) -> None:
        self.cards = cards
        self.hcp = hcp(cards)
        self.length = {s: sum(1 for c in cards if c.suit is s) for s in _SUITS}
        shape = sorted(self.length.values(), reverse=True)
        self.balanced = shape in ([4, 3, 3, 3], [4, 4, 3, 2], [5, 3, 3, 2])
        self.length_points = sum(max(0, n - 4) for n in self.length.values())

    def support_points(self, trump: Suit) -> int:
        """High cards plus shortness in the side suits, for raising partner."""
        short = sum({0: 3, 1: 2, 2: 1}.get(n, 0) for s, n in self.length.items() if s is not trump)
        return self.hcp + short

    def longest(self, prefer_high: bool | None = None) -> Suit:
        """The longest suit; with equal lengths the higher one for 5+ cards, the lower for 4."""
        best = max(self.length.values())
        tied = [s for s in _SUITS if self.length[s] == best]
        high = best >= 5 if prefer_high is None else prefer_high
        return tied[-1] if high else tied[0]


class _Auction:
    """The auction so far, from the bidder's chair."""

    def __init__(self, view: View) -> None:
        self.me: str = view["seat"]
        self.dealer: str = view["dealer"]
        self.calls: list[str] = [entry["call"] for entry in view["auction"]]
        self.partner = partner(self.me)
        self.bids: list[tuple[str, str]] = []  # (seat, bid) in order
        for i, call in enumerate(self.calls):
            if call not in ("pass", "X", "XX"):
                self.bids.append((auction.caller(self.calls, self.dealer, i), call))
        self.legal = set(auction.legal_calls(self.calls, self.dealer))

    def of(self, seat: str) -> list[str]:
        return [bid for s, bid in self.bids if s == seat]

    @property
    def last_bid(self) -> tuple[str, str] | None:
        return self.bids[-1] if self.bids else None

    def ours(self, seat: str) -> bool:
        return side_of(seat) == side_of(self.me)

    def cheapest(self, strain: Strain) -> int:
        """The lowest level at which `strain` may be bid now (8 if none)."""
        for level in range(1, 8):
            if f"{level}{strain.value}" in self.legal:
                return level
        return 8


def _strain(suit: Suit) -> Strain:
    return Strain(suit.value)


def _bid(level: int, strain: Strain) -> str:
    return f"{level}{strain.value}"


def _game_level(strain: Strain) -> int:
    return {Strain.NOTRUMP: 3, Strain.SPADES: 4, Strain.HEARTS: 4}.get(strain, 5)


def choose_call(view: View) -> str:
    """A call for the seat of the view; always one of the legal calls."""
    hand = _Hand([Card.parse(c) for c in view["hand"]])
    auc = _Auction(view)
    call = _decide(hand, auc)
    if call in auc.legal:
        return call
    if call not in ("pass", "X", "XX"):
        # Pushed up by the opponents: one level higher in the same strain is still fine.
        level, strain = bid_parts(call)
        if level < 7 and auc.cheapest(strain) == level + 1 and hand.hcp >= 10:
            return _bid(level + 1, strain)
    return "pass"


def _decide(hand: _Hand, auc: _Auction) -> str:
    if not auc.bids:
        return _open(hand)
    opener = auc.bids[0][0]
    mine = auc.of(auc.me)
    if opener == auc.me and len(mine) == 1:
        return _opener_rebid(hand, auc)
    if opener == auc.partner and not mine:
        return _respond(hand, auc)
    if not auc.ours(opener) and not mine and not auc.of(auc.partner):
        return _overcall(hand, auc)
    return _continue(hand, auc)


def _open(hand: _Hand) -> str:
    if hand.balanced and 15 <= hand.hcp <= 17:
        return "1NT"
    if hand.balanced and 20 <= hand.hcp <= 21:
        return "2NT"
    suit = hand.longest()
    two_longest = sum(sorted(hand.length.values(), reverse=True)[:2])
    if hand.hcp >= 12 or (hand.hcp >= 10 and hand.hcp + two_longest >= 20):
        return _bid(1, _strain(suit))
    if 6 <= hand.hcp <= 10 and hand.length[suit] >= 7:
        return _bid(3, _strain(suit))
    if 6 <= hand.hcp <= 10 and hand.length[suit] == 6 and suit is not Suit.CLUBS:
        return _bid(2, _strain(suit))
    return "pass"


def _respond(hand: _Hand, auc: _Auction) -> str:
    level, strain = bid_parts(auc.of(auc.partner)[0])
    points = hand.hcp
    major = max(_MAJORS, key=lambda s: (hand.length[s], s is Suit.SPADES))
    if strain is Strain.NOTRUMP and level == 1:
        if hand.length[major] >= 6 and points >= 10:
            return _bid(4, _strain(major))
        if hand.length[major] >= 5 and points >= 10:
            return _bid(3, _strain(major))
        if hand.length[major] >= 5 and points <= 7:
            return _bid(2, _strain(major))
        if points >= 18:
            return "6NT"
        if points >= 10:
            return "3NT"
        return "2NT" if points >= 8 else "pass"
    if strain is Strain.NOTRUMP:
        if points >= 12:
            return "6NT"
        if hand.length[major] >= 6 and points >= 4:
            return _bid(4, _strain(major))
        return "3NT" if points >= 4 else "pass"
    suit = strain.suit
    assert suit is not None
    if level >= 2:  # a weak opening: bid game only with a fit and a good hand
        if hand.length[suit] >= 3 and hand.support_points(suit) >= 15:
            return _bid(_game_level(strain), strain)
        return "3NT" if hand.balanced and points >= 16 else "pass"
    support = hand.length[suit] >= (3 if suit in _MAJORS else 4)
    if support:
        total = hand.support_points(suit)
        if total >= 13:
            if suit in _MAJORS:
                return _bid(4, strain)
            return "3NT" if hand.balanced else _bid(5, strain)
        if total >= 10:
            return _bid(3, strain)
        if total >= 6:
            return _bid(2, strain)
        return "pass"
    if points < 6:
        return "pass"
    one_level = [s for s in _SUITS if hand.length[s] >= 4 and auc.cheapest(_strain(s)) == 1]
    if one_level:
        best = max(hand.length[s] for s in one_level)
        return _bid(1, _strain(next(s for s in one_level if hand.length[s] == best)))
    if hand.balanced and points >= 13:
        return "3NT"
    if hand.balanced and points >= 11:
        return "2NT"
    if points >= 10:
        for s in sorted(_SUITS, key=lambda s: -hand.length[s]):
            if hand.length[s] >= (5 if s in _MAJORS else 4) and auc.cheapest(_strain(s)) == 2:
                return _bid(2, _strain(s))
    return "1NT" if points <= 10 else "2NT"


def _opener_rebid(hand: _Hand, auc: _Auction) -> str:
    opened = auc.of(auc.me)[0]
    level, strain = bid_parts(opened)
    answers = auc.of(auc.partner)
    if not answers:
        return "pass"
    p_level, p_strain = bid_parts(answers[0])
    if strain is Strain.NOTRUMP:
        if p_strain is Strain.NOTRUMP and p_level == 2 and hand.hcp >= 16:
            return "3NT"
        if p_level == 3 and p_strain.suit in _MAJORS:
            trump = p_strain.suit
            assert trump is not None
            return _bid(4, p_strain) if hand.length[trump] >= 3 else "3NT"
        return "pass"
    if level >= 2:
        return "pass"
    suit = strain.suit
    assert suit is not None
    total = hand.hcp + hand.length_points
    if p_strain is strain:
        if p_level >= _game_level(strain):
            return "pass"
        game = _game_level(strain) if suit in _MAJORS or not hand.balanced else 3
        game_strain = strain if game != 3 else Strain.NOTRUMP
        need = 19 if p_level == 2 else 14
        if total >= need:
            return _bid(game, game_strain)
        if p_level == 2 and total >= 16:
            return _bid(3, strain)
        return "pass"
    if p_strain is Strain.NOTRUMP:
        if p_level >= 3:
            return "pass"
        if hand.hcp >= (18 if p_level == 1 else 13):
            return "3NT"
        if p_level == 1 and hand.length[suit] >= 6:
            return _bid(auc.cheapest(strain), strain)
        return "pass"
    p_suit = p_strain.suit
    assert p_suit is not None
    if hand.length[p_suit] >= 4:
        points = hand.support_points(p_suit)
        step = auc.cheapest(p_strain)
        if points >= 19:
            return _bid(max(step, _game_level(p_strain)), p_strain)
        return _bid(step + (1 if points >= 16 else 0), p_strain)
    if hand.balanced:
        if hand.hcp >= 18:
            return "3NT"
        if auc.cheapest(Strain.NOTRUMP) <= 2:
            return _bid(auc.cheapest(Strain.NOTRUMP), Strain.NOTRUMP)
    if hand.length[suit] >= 6:
        return _bid(auc.cheapest(strain) + (1 if total >= 17 else 0), strain)
    for other in reversed(_SUITS):
        if other is not suit and other is not p_suit and hand.length[other] >= 4 and other.value < suit.value:
            if auc.cheapest(_strain(other)) <= 2:
                return _bid(auc.cheapest(_strain(other)), _strain(other))
    return _bid(auc.cheapest(strain), strain) if auc.cheapest(strain) <= 2 else "pass"


def _overcall(hand: _Hand, auc: _Auction) -> str:
    if hand.balanced and 15 <= hand.hcp <= 18 and auc.cheapest(Strain.NOTRUMP) == 1:
        return "1NT"
    suit = hand.longest(prefer_high=True)
    level = auc.cheapest(_strain(suit))
    if hand.length[suit] >= 5 and (level == 1 and hand.hcp >= 8 or level == 2 and hand.hcp >= 11):
        return _bid(level, _strain(suit))
    return "pass"


def _partner_estimate(auc: _Auction) -> int:
    """Points partner has shown, roughly, from partner's first bid and any later push."""
    bids = auc.of(auc.partner)
    if not bids:
        return 0
    level, strain = bid_parts(bids[0])
    opened = auc.bids[0][0] == auc.partner
    if opened:
        estimate = {1: 16 if strain is Strain.NOTRUMP else 13, 2: 21 if strain is Strain.NOTRUMP else 8}.get(level, 7)
    else:
        my_first = auc.of(auc.me)[:1]
        if my_first and bid_parts(my_first[0])[1] is strain:
            estimate = 8 if level <= 2 else 11  # partner raised me
        else:
            estimate = {1: 9, 2: 11}.get(level, 13)
        if not auc.ours(auc.bids[0][0]):
            estimate = 10  # an overcall
    if len(bids) > 1:
        last_level, last_strain = bid_parts(bids[-1])
        if last_level >= _game_level(last_strain):
            estimate += 2
        elif last_level >= 3:
            estimate += 3  # an invitation
    return estimate


def _fit(hand: _Hand, auc: _Auction) -> Suit | None:
    """A suit in which the partnership has eight cards or more, as far as the auction shows.

    Partner's first bid of a suit shows four cards (a raise of ours shows support), and each
    further bid of it one more.
    """
    shown: dict[Suit, int] = {}
    for bid in auc.of(auc.partner):
        trump = bid_parts(bid)[1].suit
        if trump is not None:
            shown[trump] = shown.get(trump, 3) + 1
    best: Suit | None = None
    for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
        if suit in shown and hand.length[suit] + shown[suit] >= 8:
            if best is None or (suit in _MAJORS and best not in _MAJORS):
                best = suit
    return best


def _continue(hand: _Hand, auc: _Auction) -> str:
    last = auc.last_bid
    assert last is not None
    combined = _partner_estimate(auc) + hand.hcp
    fit = _fit(hand, auc)
    if fit is not None:
        combined += hand.support_points(fit) - hand.hcp
    if not auc.of(auc.partner) and not auc.of(auc.me):
        return "pass"
    target: str | None = None
    if fit is not None and fit in _MAJORS:
        strain = _strain(fit)
        target = _bid(6, strain) if combined >= 33 else _bid(4, strain) if combined >= 26 else None
    elif combined >= 33:
        target = "6NT"
    elif combined >= 25 and (fit is None or hand.balanced):
        target = "3NT"
    elif fit is not None and combined >= 29:
        target = _bid(5, _strain(fit))
    last_seat, last_call = last
    if auc.ours(last_seat):
        if target is not None and ALL_BIDS.index(target) > ALL_BIDS.index(last_call) and target in auc.legal:
            return target
        return "pass"
    # The opponents hold the contract.
    level, _ = bid_parts(last_call)
    if "X" in auc.legal and combined >= 24 and level >= 3:
        return "X"
    if target is not None and target in auc.legal:
        return target
    if fit is not None and combined >= 20 and auc.cheapest(_strain(fit)) <= 3:
        return _bid(auc.cheapest(_strain(fit)), _strain(fit))
    return "pass"


# ---- card play ---------------------------------------------------------------------------------


def _is_master(card: Card, unseen: set[Card]) -> bool:
    """No card of the suit that the others may still hold is higher."""
    return not any(c.suit is card.suit and c.rank > card.rank for c in unseen)


def _lowest(cards: list[Card]) -> Card:
    return min(cards, key=lambda c: (int(c.rank), c.suit.value if c.suit else ""))


def _highest(cards: list[Card]) -> Card:
    return max(cards, key=lambda c: int(c.rank))


def choose_card(view: View) -> str:
    """A card for the hand to play now (the bot's own, or dummy's when the bot is declarer):
    double-dummy play over sampled deals near the end, the maxims before (`cardplay`)."""
    from rules_py.bridge.cardplay import choose_card as sampled_card  # the card-play half's own module

    return sampled_card(view, _card_by_maxims)


def _card_by_maxims(view: View) -> str:
    """The card the old maxims choose."""
    playing: str = view["playing_hand"]
    hand = [Card.parse(c) for c in (view["hands"][playing] or [])]
    contract = view["contract"]
    trump = Strain(contract["strain"]).suit
    trick = [(t["seat"], Card.parse(t["card"])) for t in view["trick"]]
    played = {Card.parse(t["card"]) for tr in view["tricks"] for t in tr["cards"]} | {c for _, c in trick}
    visible = {Card.parse(c) for cards in view["hands"].values() if cards for c in cards}
    unseen = set(_FULL_DECK) - played - visible
    led = trick[0][1].suit if trick else None
    legal = playable(hand, led)
    if len(legal) == 1:
        return legal[0].code
    if not trick:
        return _lead(hand, view, trump, unseen, playing).code
    return _follow(legal, trick, trump, unseen, playing).code


def _lead(hand: list[Card], view: View, trump: Suit | None, unseen: set[Card], playing: str) -> Card:
    declaring = side_of(playing) == side_of(view["declarer"])
    by_suit = {s: sorted((c for c in hand if c.suit is s), key=lambda c: -int(c.rank)) for s in _SUITS}
    if declaring and trump is not None and by_suit[trump] and any(c.suit is trump for c in unseen):
        top = by_suit[trump][0]
        if _is_master(top, unseen):
            return top  # draw the opponents' trumps
    masters = [c for c in hand if c.suit is not trump and _is_master(c, unseen)
               and any(u.suit is c.suit for u in unseen)]
    if masters and (view["tricks"] or declaring):
        return _highest(masters)
    side_suits = [s for s in _SUITS if by_suit[s] and s is not trump] or [s for s in _SUITS if by_suit[s]]
    suit = max(side_suits, key=lambda s: (len(by_suit[s]), hcp(by_suit[s])))
    cards = by_suit[suit]
    if len(cards) >= 2 and int(cards[0].rank) >= 12 and int(cards[0].rank) - int(cards[1].rank) == 1:
        return cards[0]  # top of a sequence: A from AK, K from KQ, Q from QJ
    if trump is not None and cards[0].rank == 14 and not declaring:
        return cards[0]  # do not underlead an ace against a suit contract
    if len(cards) >= 4:
        return cards[3]  # fourth best
    return cards[0] if len(cards) <= 2 else cards[-1]


def _follow(legal: list[Card], trick: list[tuple[str, Card]], trump: Suit | None,
            unseen: set[Card], playing: str) -> Card:
    cards = [c for _, c in trick]
    led = cards[0].suit
    win_index = trick_winner(cards, trump)
    winner_seat, winning = trick[win_index]
    partner_wins = side_of(winner_seat) == side_of(playing)
    position = len(trick)  # 1: second hand, 2: third hand, 3: fourth hand

    def beats(card: Card) -> bool:
        return trick_winner(cards + [card], trump) == len(cards)

    winners = sorted((c for c in legal if beats(c)), key=lambda c: (c.suit is trump, int(c.rank)))
    following = legal[0].suit is led
    if partner_wins and (position == 3 or _is_master(winning, unseen) and winning.suit is led):
        return _discard(legal, trump) if not following else _lowest(legal)
    if not winners:
        return _discard(legal, trump) if not following else _lowest(legal)
    if following:
        if position == 1:
            sure = [c for c in winners if _is_master(c, unseen)]
            return sure[0] if sure and len(trick) == 1 and sure[0].rank >= 13 else _lowest(legal)
        if position == 2:
            sure = [c for c in winners if _is_master(c, unseen)]
            return sure[0] if sure else winners[-1] if not partner_wins else _lowest(legal)
        return winners[0]
    # Void in the suit led: ruff as cheaply as possible, unless partner has the trick.
    if partner_wins and position == 2:
        return _discard(legal, trump)
    return winners[0]


def _discard(legal: list[Card], trump: Suit | None) -> Card:
    """The lowest card, from a side suit if there is one."""
    side = [c for c in legal if c.suit is not trump] or legal
    return _lowest(side)
