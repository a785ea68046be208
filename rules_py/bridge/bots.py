"""Computer players for bridge. They read only a seat's view (`BridgeEngine.view`), never the state.

The bidder follows the encyclopedia's natural system (`rules_py.bridge.system`: five-card majors,
1NT 15-17, strong 2♣, Stayman and transfers, Blackwood, overcalls and doubles), the same tables
that explain every call and give the hints.

The card player follows the old maxims: lead from the longest suit (top of a sequence), second
hand low, third hand high, win as cheaply as possible, cash sure winners, draw trumps as declarer,
ruff when void, discard the lowest card. Declarer develops the suit the two hands hold most of
(in notrump, and to drive out the opponents' top trump with eight trumps or more) rather than
cashing sure winners first; defenders in notrump go back to the suit of their opening lead.

>>> view = {"seat": "N", "dealer": "N", "auction": [], "hand": ["AS", "KS", "QS", "2S", "AH", "KH",
...         "3H", "4D", "5D", "6D", "7C", "8C", "9C"]}
>>> choose_call(view)
'1NT'
"""

from __future__ import annotations

from typing import Any

from rules_py.bridge import system
from rules_py.bridge.contract import Strain
from rules_py.bridge.pbn import hcp
from rules_py.bridge.play import playable, trick_winner
from rules_py.bridge.seats import partner, side_of
from rules_py.cards import Card, Suit

View = dict[str, Any]

_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
_FULL_DECK = tuple(Card.parse(f"{r}{s}") for s in "CDHS" for r in ("2", "3", "4", "5", "6", "7", "8", "9",
                                                                    "10", "J", "Q", "K", "A"))


# ---- bidding -----------------------------------------------------------------------------------


def choose_call(view: View) -> str:
    """A call for the seat of the view, by the encyclopedia's system (rules_py.bridge.system)."""
    return system.choose_call(view)


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
    # The cards the opponents may hold: those not seen, and dummy's when the bot defends.
    unseen = set(_FULL_DECK) - played - visible
    unseen |= {Card.parse(c) for seat, cards in view["hands"].items()
               if cards and side_of(seat) != side_of(playing) for c in cards}
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
    if declaring and trump is None:
        return _develop(hand, view, unseen, playing)
    if declaring and trump is not None and by_suit[trump] and any(c.suit is trump for c in unseen):
        mate = [Card.parse(c) for c in view["hands"].get(partner(playing)) or [] if Card.parse(c).suit is trump]
        if len(by_suit[trump]) + len(mate) >= 8:
            return _develop([c for c in hand if c.suit is trump], view, unseen, playing)  # drive out the top trump
    if not declaring and trump is None and view["tricks"]:
        back = _return_lead(hand, view, unseen)
        if back is not None:
            return back
    masters = [c for c in hand if c.suit is not trump and _is_master(c, unseen)
               and any(u.suit is c.suit for u in unseen)]
    if masters and (view["tricks"] or declaring):
        return _highest(masters)
    if declaring:
        return _develop(hand, view, unseen, playing)
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


def _return_lead(hand: list[Card], view: View, unseen: set[Card]) -> Card | None:
    """A defender's lead in notrump: back to the suit of the side's opening lead while it lasts
    (the suit the defence sets up; aces kept as the way back in): a sure winner in it, the higher
    of two cards (not to block partner), else the lowest. None when the suit is gone."""
    suit = Card.parse(view["tricks"][0]["cards"][0]["card"]).suit
    mine = sorted((c for c in hand if c.suit is suit), key=lambda c: -int(c.rank))
    if not mine or not any(c.suit is suit for c in unseen):
        return None
    if _is_master(mine[0], unseen) or len(mine) <= 2:
        return mine[0]
    return mine[-1]


def _develop(hand: list[Card], view: View, unseen: set[Card], playing: str) -> Card:
    """Declarer's lead (in notrump, or among `hand`'s trumps, or with no sure winner): the suit the two hands hold most of (where the opponents still
    hold cards), its tricks made before the sure winners elsewhere are cashed (cashing them early
    sets up the opponents' cards and cuts the way to the long suit). The short hand plays its
    winner first (it must not block the long hand); otherwise the lead goes low towards partner's
    winner, or the top of a sequence drives out the opponents' high card."""
    mate = [Card.parse(c) for c in view["hands"].get(partner(playing)) or []]

    def cards_of(cards: list[Card], suit: Suit) -> list[Card]:
        return sorted((c for c in cards if c.suit is suit), key=lambda c: -int(c.rank))

    live = [s for s in _SUITS if cards_of(hand, s) and any(u.suit is s for u in unseen)]
    if not live:
        return _highest(hand)
    suit = max(live, key=lambda s: (len(cards_of(hand, s)) + len(cards_of(mate, s)),
                                    hcp(cards_of(hand, s) + cards_of(mate, s))))
    mine, theirs = cards_of(hand, suit), cards_of(mate, suit)
    my_master = _is_master(mine[0], unseen)
    mate_master = bool(theirs) and _is_master(theirs[0], unseen)
    if len(mine) <= len(theirs):
        return mine[0] if my_master else mine[-1]
    if mate_master:
        return mine[-1]
    if my_master:
        return mine[0]
    if len(mine) >= 2 and int(mine[0].rank) >= 11 and int(mine[0].rank) - int(mine[1].rank) == 1:
        return mine[0]
    return mine[-1]


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
