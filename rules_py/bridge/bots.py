"""Computer players for bridge. They read only a seat's view (`BridgeEngine.view`), never the state.

The bidder follows the encyclopedia's natural system (`rules_py.bridge.system`: five-card majors,
1NT 15-17, strong 2♣, Stayman and transfers, Blackwood, overcalls and doubles), the same tables
that explain every call and give the hints.

The opening lead reads the auction as a club teacher would (`_opening_lead`): partner's suit
first, never a suit declarer's side bid; against a suit contract a sequence, not away from a king
or from Kx/Qx/Jx, a singleton when the leader holds the ace of trumps or two or three trumps,
an ace cashed against the five level or a slam;
against notrump fourth best of the longest and strongest suit (the top of KQJ, QJT), a major
before an equal minor, and nothing given away against a slam. The card player then follows the
old maxims: lead from the longest suit (top of a sequence); second hand low, even with the ace,
but an honour covers an honour led and touching honours are split (declarer in a suit contract
takes the trick with a sure winner, the queen from AQ); third hand high, but no
higher than the fourth hand makes worth (the queen from AQ over dummy's king, the cheaper of
equal cards, low under partner's card when it does as much); cash sure winners, draw trumps as declarer,
ruff when void, discard the lowest card. Declarer develops the suit the two hands hold most of
(in notrump, and to drive out the opponents' top trump with eight trumps or more) rather than
cashing sure winners first; early in a notrump deal the suit is the one with most tricks for the
two hands over sampled deals (`cardplay.suit_to_develop`). Defenders in notrump go back to the suit
of their opening lead.

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
from rules_py.bridge.seats import lho, partner, side_of
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
    hidden = set(_FULL_DECK) - played - visible  # neither seen nor played
    # The cards the opponents may hold: those hidden, and dummy's when the bot defends.
    unseen = hidden | {Card.parse(c) for seat, cards in view["hands"].items()
               if cards and side_of(seat) != side_of(playing) for c in cards}
    led = trick[0][1].suit if trick else None
    legal = playable(hand, led)
    if len(legal) == 1:
        return legal[0].code
    if not trick:
        return _lead(hand, view, trump, unseen, playing).code
    return _follow(legal, trick, trump, unseen, hidden, playing, view).code


def _lead(hand: list[Card], view: View, trump: Suit | None, unseen: set[Card], playing: str) -> Card:
    declaring = side_of(playing) == side_of(view["declarer"])
    by_suit = {s: sorted((c for c in hand if c.suit is s), key=lambda c: -int(c.rank)) for s in _SUITS}
    if declaring and trump is not None and by_suit[trump] and any(c.suit is trump for c in unseen):
        top = by_suit[trump][0]
        if _is_master(top, unseen):
            return top  # draw the opponents' trumps
    if declaring and trump is None:
        from rules_py.bridge.cardplay import suit_to_develop  # the card-play half's own module

        suit = suit_to_develop(view, playing)
        return _develop([c for c in hand if c.suit is suit] if suit else hand, view, unseen, playing)
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
    if not view["tricks"]:
        return _opening_lead(hand, view, trump)
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
            unseen: set[Card], hidden: set[Card], playing: str, view: View) -> Card:
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
            return _second_hand(legal, winners, cards[0], unseen,
                                declarer_in_suit=trump is not None and side_of(playing) == side_of(view["declarer"]))
        if position == 2:
            return _third_hand(legal, winners, winning, partner_wins, trump, playing, view, hidden)
        return winners[0]
    # Void in the suit led: ruff as cheaply as possible, unless partner has the trick.
    if partner_wins and position == 2:
        return _discard(legal, trump)
    return winners[0]


def _second_hand(legal: list[Card], winners: list[Card], led: Card, unseen: set[Card],
                 declarer_in_suit: bool) -> Card:
    """Second hand low, even with the ace (it takes an honour later, and the honour led into
    it from the other side is kept): but cover an honour led with an honour, and split touching
    honours (the lower of KQ, QJ) so that the third hand's card cannot win cheaply. Declarer in a
    suit contract takes the trick with a sure winner (the lead may be a singleton), the queen
    from AQ when the king is out (a finesse against the leader)."""
    sure = [c for c in winners if _is_master(c, unseen) and int(c.rank) >= 13]
    if declarer_in_suit and sure:
        top = int(sure[0].rank)
        tenace = [c for c in winners if int(c.rank) == top - 2]
        if tenace and any(u.suit is led.suit and int(u.rank) == top - 1 for u in unseen):
            return tenace[0]  # the queen from AQ: it wins when the king was led from
        return sure[0]
    if int(led.rank) >= 11 and winners and int(winners[0].rank) >= 12:
        return winners[0]  # the cheapest honour over the honour led
    mine = sorted((c for c in legal if c.suit is led.suit), key=lambda c: -int(c.rank))
    if len(mine) >= 3 and int(mine[0].rank) < 14 and 11 <= int(mine[1].rank) == int(mine[0].rank) - 1 \
            and mine[1] in winners:
        return mine[1]  # split the honours: the lower of KQx, QJx
    return _lowest(legal)


def _third_hand(legal: list[Card], winners: list[Card], winning: Card, partner_wins: bool,
                trump: Suit | None, playing: str, view: View, hidden: set[Card]) -> Card:
    """Third hand high, as high as the fourth hand makes it worth. When the fourth hand is on the
    table, the cheapest card that beats all it can play (none needed when the card winning already
    does); when it is hidden, the top winner, or the cheapest card equal to it (no card the fourth
    hand may hold lies between them: Q from AQ over dummy's K), and none when partner's card
    already does as much (low under partner's Q with the K)."""
    fourth = lho(playing)
    led = legal[0].suit  # the third hand follows suit here
    shown = view["hands"].get(fourth)
    if shown is not None:
        theirs = [Card.parse(c) for c in shown]
        follows = [c for c in theirs if c.suit is led]
        if not follows and trump is not None and any(c.suit is trump for c in theirs):
            return _lowest(legal)  # the fourth hand ruffs whatever is played
        top = max((int(c.rank) for c in follows), default=0)
        if partner_wins and (winning.suit is not led or int(winning.rank) > top):
            return _lowest(legal)
        enough = [c for c in winners if int(c.rank) > top]
        return enough[0] if enough else _lowest(legal)
    out = [c for c in hidden if c.suit is led]  # the led suit's cards the fourth hand may hold
    card = winners[-1]
    for lower in reversed(winners[:-1]):
        if any(int(lower.rank) < int(c.rank) < int(card.rank) for c in out):
            break
        card = lower
    if partner_wins and winning.suit is led \
            and not any(int(winning.rank) < int(c.rank) < int(card.rank) for c in out):
        return _lowest(legal)  # partner's card does all that ours would (do not overtake it)
    return card


def _discard(legal: list[Card], trump: Suit | None) -> Card:
    """The lowest card, from a side suit if there is one."""
    side = [c for c in legal if c.suit is not trump] or legal
    return _lowest(side)


# ---- the opening lead --------------------------------------------------------------------------


def _opening_lead(hand: list[Card], view: View, trump: Suit | None) -> Card:
    """The defence's first card, chosen as a club teacher teaches it, from the leader's hand and
    the auction only: the suit partner bid; not a suit declarer's side bid; else the best suit
    to lead from (`_suit_merit`); then the card of that suit (`_card_of_suit`)."""
    from rules_py.bridge.cardplay import auction_shown  # what each seat's calls showed

    shown = auction_shown(view)
    declaring = (view["declarer"], partner(view["declarer"]))
    mate = partner(view["playing_hand"])

    def bid(seat: str, suit: Suit, cards: int) -> bool:
        return seat in shown and shown[seat].length[suit][0] >= cards

    by_suit = {s: sorted((c for c in hand if c.suit is s), key=lambda c: -int(c.rank)) for s in _SUITS}
    theirs = {s for s in _SUITS if any(bid(seat, s, 3) for seat in declaring)}  # a suit they showed
    partners = {s for s in _SUITS if bid(mate, s, 4)}
    level = int(view["contract"]["level"])
    slam = trump is None and level >= 6
    trumps = by_suit[trump] if trump is not None else []

    def merit(suit: Suit) -> float:
        cards = by_suit[suit]
        value = _suit_merit(cards, trump, trumps, slam) + _cash_an_ace(cards, trump, level)
        if suit in partners:
            value += 8.0
        if suit in theirs:
            value -= 5.0 if _sequence_top(cards, trump) is None else 2.0
        elif trump is None and suit in (Suit.HEARTS, Suit.SPADES):
            value += 0.5  # of two equal suits against notrump, the major (declarer would bid it)
        return value

    candidates = [s for s in _SUITS if by_suit[s] and s is not trump] or [s for s in _SUITS if by_suit[s]]
    suit = max(candidates, key=lambda s: (merit(s), len(by_suit[s]), hcp(by_suit[s])))
    return _card_of_suit(by_suit[suit], trump, suit in partners)


def _cash_an_ace(cards: list[Card], trump: Suit | None, level: int) -> float:
    """The bonus of a side suit headed by the ace against a suit contract at the five level or a
    slam: so high, declarer has nearly all the tricks and the defence cannot wait for its own (an
    ace kept for later may never score: declarer's losers in its suit go on dummy's long suit), so
    the ace is cashed at once. Measured on three sets of 1000 deals it lost 4-5 tricks a set
    fewer than the usual lead; against four-level games it did no better."""
    if trump is None or level < 5 or int(cards[0].rank) != 14 or cards[0].suit is trump:
        return 0.0
    return 8.0


def _sequence_top(cards: list[Card], trump: Suit | None) -> Card | None:
    """The top of the suit's sequence, if it has one: AK; three touching cards from the ten up
    (KQJ, QJT, JT9, T98) or a broken sequence (KQT, QJ9, JT8); against a suit contract two
    touching honours (KQ, QJ) are enough. (Interior sequences, the jack from KJT, cost tricks
    on the deals measured: they are led as fourth best.)"""
    ranks = [int(c.rank) for c in cards]
    if len(ranks) >= 2 and ranks[0] == 14 and ranks[1] == 13:
        return cards[0]
    if len(ranks) >= 3 and ranks[0] >= 10 and ranks[1] == ranks[0] - 1 and ranks[2] >= ranks[0] - 3:
        return cards[0]
    if trump is not None and len(ranks) >= 2 and ranks[0] >= 12 and ranks[1] == ranks[0] - 1:
        return cards[0]
    return None


def _suit_merit(cards: list[Card], trump: Suit | None, trumps: list[Card], slam: bool) -> float:
    """How good a suit is to lead from, the auction aside. Against notrump: the longest suit, the
    strongest of equal ones, a sequence above all; against a slam the lead that gives nothing away
    (a sequence, else the suit with fewest honours). Against a suit contract: a sequence first;
    leading from a king, from Kx, Qx, Jx or away from a queen gives declarer a trick, and an ace
    without the king led sets up the king; a singleton may win a ruff when the leader holds the
    ace of trumps or two or three trumps (with four, make declarer ruff instead)."""
    ranks = [int(c.rank) for c in cards]
    length = len(ranks)
    honours = sum(max(0, r - 10) for r in ranks)  # J 1, Q 2, K 3, A 4
    sequence = _sequence_top(cards, trump) is not None
    if trump is None:
        if slam:
            return (3.0 if sequence else 0.0) - honours
        return 2.0 * length + 0.3 * honours + (3.0 if sequence else 0.0)
    value = 0.2 * length
    if sequence:
        return value + 5.0 + (1.0 if ranks[0] >= 13 else 0.0)
    if ranks[0] == 14:
        value -= 1.0
    elif ranks[0] == 13:
        value -= 3.0 if length >= 2 else 1.0
    elif ranks[0] >= 11 and length == 2:
        value -= 2.5
    elif ranks[0] == 12:
        value -= 1.5
    if length == 1 and ranks[0] < 11 and trumps and len(trumps) <= 3 \
            and (int(trumps[0].rank) == 14 or len(trumps) >= 2):
        value += 3.0
    return value


def _card_of_suit(cards: list[Card], trump: Suit | None, partners: bool) -> Card:
    """The card of the suit chosen: a singleton; the top of a sequence (`_sequence_top`); the ace
    against a suit contract (never underled); the top of a doubleton; from three cards low with
    an honour, the top of three small; in partner's suit low from an honour, else the top; else
    fourth best."""
    top = _sequence_top(cards, trump)
    if len(cards) == 1 or top is not None:
        return top or cards[0]
    ranks = [int(c.rank) for c in cards]
    if (trump is not None and ranks[0] == 14) or len(cards) == 2:
        return cards[0]
    if len(cards) == 3 or partners:
        return cards[-1] if ranks[0] >= 11 else cards[0]
    return cards[3]
