"""Seeded dealing: every registered game dealt the way its rules say.

Seats are numbered clockwise from the dealer's left, so seat 0 receives the first card and the dealer
is the last seat. The stock is listed top card first; a trump card turned up and put under the stock
is its last card.

>>> d = deal("durak.podkidnoy", 3, seed=1)
>>> [len(h) for h in d.hands], len(d.stock), d.trump == d.stock[-1]
([6, 6, 6], 18, True)
>>> deal("bridge", 4, seed=5).hands == deal("bridge", 4, seed=5).hands
True
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable

from rules_py.cards import Card, Rank, Suit
from rules_py.decks import DECKS, RANK_ORDERS, build_deck
from rules_py.errors import BadRequest
from rules_py.registry import GameInfo, get_game
from rules_py.rng import SeededRandom
from rules_py.words import CARDS_RU, PLAYER, count, count_ru, game_name_ru, plural_ru

MAX_SEED = 2**63 - 1
SortKey = Callable[[Card], tuple[int, ...]]


@dataclass
class Deal:
    """The cards of one deal, as the game's rules lay them out."""

    game: str
    players: int
    seed: int
    deck: str
    hands: list[list[Card]]
    stock: list[Card] = field(default_factory=list)
    trump: Card | None = None
    trump_suit: Suit | None = None
    pile: list[Card] = field(default_factory=list)
    table: list[Card] = field(default_factory=list)
    aside: list[Card] = field(default_factory=list)
    player_trumps: list[Card] = field(default_factory=list)
    hidden_trump: Card | None = None
    #: The dealer's last card, shown to all without being a trump (чешский, второй вариант).
    shown: Card | None = None
    notes_ru: list[str] = field(default_factory=list)

    def all_cards(self) -> list[Card]:
        """Every card of the deal wherever it lies, each once."""
        cards = [c for hand in self.hands for c in hand]
        return cards + self.stock + self.pile + self.table + self.aside


def check_players(info: GameInfo, players: object) -> int:
    if isinstance(players, bool) or not isinstance(players, int):
        raise BadRequest("Число игроков должно быть целым числом.")
    if not info.players_min <= players <= info.players_max:
        name = game_name_ru(info.name_ru, "acc")  # «играть в подкидного дурака»
        if info.players_min == info.players_max:
            raise BadRequest(f"В «{name}» играют ровно {count(info.players_min, PLAYER)}, а не {players}.")
        raise BadRequest(
            f"В «{name}» играют от {info.players_min} до {count(info.players_max, PLAYER, 'gen')}, а не {players}."
        )
    return players


def check_seed(seed: object) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise BadRequest(f"Номер расклада (seed) — целое число от 0 до {MAX_SEED}.")
    return seed


def check_deck(info: GameInfo, deck: object) -> str:
    if deck is None:
        return info.deck
    allowed = info.deck_options or (info.deck,)
    if deck not in allowed:
        names = "; ".join(DECKS[d].name_ru for d in allowed)
        raise BadRequest(f"Для «{game_name_ru(info.name_ru, 'gen')}» подходит колода: {names}.")
    return str(deck)


def deal(game_id: str, players: int, seed: int, deck: str | None = None, *,
         upcard_returns: tuple[str, ...] | None = None, hand_size: int | None = None) -> Deal:
    """Shuffle the game's deck with the seed and deal it by the game's rules.

    `upcard_returns` overrides which up-cards are covered at once (ranks like "3" or cards like "3H");
    canasta's option of not covering a black three (X-49) uses it. `hand_size` overrides the cards
    dealt to each (canasta's deal-size option where the book is silent, X-76).
    """
    info = get_game(game_id)
    players = check_players(info, players)
    seed = check_seed(seed)
    deck_id = check_deck(info, deck)
    cards = build_deck(deck_id)
    SeededRandom(seed).shuffle(cards)
    result = Deal(game=info.id, players=players, seed=seed, deck=deck_id, hands=[[] for _ in range(players)])
    if upcard_returns is not None:
        info = replace(info, upcard_returns=upcard_returns)
    if hand_size is not None:
        info = replace(info, hand_size=hand_size)
    _DEALERS[info.deal_kind](info, result, cards)
    if info.trump == "fixed" and info.trump_suit:
        result.trump_suit = Suit(info.trump_suit)
    for hand in result.hands:
        hand.sort(key=sort_key(info, result.trump_suit))
    return result


def _deal_round(cards: list[Card], hands: list[list[Card]], per_hand: int) -> None:
    """Deal one card at a time, clockwise from the dealer's left, `per_hand` rounds."""
    for _ in range(per_hand):
        for hand in hands:
            hand.append(cards.pop(0))


def _hands(info: GameInfo, d: Deal, cards: list[Card]) -> None:
    per_hand = info.hand_size
    if per_hand * d.players > len(cards):
        raise BadRequest(f"На {d.players} игроков по {per_hand} карт в этой колоде не хватает.")
    if info.trump == "per_player":
        # Chosen before the hands, so that the stock left after a 4-player deal (12 cards) can never
        # lack a suit: each player must get a trump of his own.
        _turn_player_trumps(d, cards)
    _deal_round(cards, d.hands, per_hand)
    d.stock = cards
    if info.trump in ("turned", "turned_hidden") and cards:
        # The next card is turned face up and slid under the stock: it is drawn last of the stock,
        # except for the face-down trump of потайной, which lies under it.
        d.trump = cards.pop(0)
        d.trump_suit = d.trump.suit
        hidden = cards.pop(0) if info.trump == "turned_hidden" and cards else None
        cards.append(d.trump)
        if hidden is not None:
            d.hidden_trump = hidden
            cards.append(hidden)
            d.notes_ru.append("Под открытым козырем лежит закрытый, «тёмный» козырь.")
    elif info.trump in ("turned", "turned_hidden"):
        # Six players with 36 cards leave no stock: the dealer shows his last card instead.
        d.trump = d.hands[-1][-1]
        d.trump_suit = d.trump.suit
        d.notes_ru.append("Прикупа не осталось: козырь — последняя карта сдающего, показанная всем.")
    elif info.trump == "per_player":
        cards.extend(d.player_trumps)
    if info.shows_last_dealt:
        d.shown = d.hands[-1][-1]
        d.notes_ru.append(f"Последняя карта сдающего показана всем: {d.hands[-1][-1].name_ru}. Козыря в этой игре нет.")
    if info.trump == "last_dealt":
        d.trump = d.hands[-1][-1]
        d.trump_suit = d.trump.suit
        d.notes_ru.append("Последняя карта сдающего показана всем.")


def _turn_player_trumps(d: Deal, cards: list[Card]) -> None:
    """One face-up card per player, each of a new suit (X-30); the caller puts them under the stock."""
    seen: set[Suit] = set()
    for card in list(cards):
        if len(d.player_trumps) == d.players:
            break
        if card.suit is not None and card.suit not in seen:
            seen.add(card.suit)
            d.player_trumps.append(card)
            cards.remove(card)
    d.notes_ru.append("У каждого игрока свой козырь: карты открыты под колодой, по одной на игрока.")


def _all(info: GameInfo, d: Deal, cards: list[Card]) -> None:
    if info.trump == "fixed":
        # Chinese durak: the whole pack goes out, one by one; hands may differ by a card.
        while cards:
            for hand in d.hands:
                if cards:
                    hand.append(cards.pop(0))
        return
    per_hand = len(cards) // d.players
    _deal_round(cards, d.hands, per_hand)
    d.aside = cards
    d.trump = d.hands[-1][-1]
    d.trump_suit = d.trump.suit
    if cards:
        d.notes_ru.append(
            f"Колода не делится поровну: {count_ru(len(cards), CARDS_RU)} "
            f"{plural_ru(len(cards), ('отложена', 'отложены', 'отложено'))} рубашкой вверх."
        )
    d.notes_ru.append("Последняя карта сдающего показана всем: её масть — козырь.")


def _pile(info: GameInfo, d: Deal, cards: list[Card]) -> None:
    _deal_round(cards, d.hands, info.hand_size)
    d.pile.append(cards.pop(0))
    while _is_covered(d.pile[-1], info.upcard_returns) and cards:
        d.notes_ru.append(f"Открыта {d.pile[-1].name_ru}: на неё сразу открывают следующую карту.")
        d.pile.append(cards.pop(0))
    d.stock = cards


def _is_covered(card: Card, returns: tuple[str, ...]) -> bool:
    return card.rank.code in returns or card.code in returns


def _krugly(info: GameInfo, d: Deal, cards: list[Card]) -> None:
    d.table = [cards.pop(0) for _ in range(9)]
    d.trump = d.table[-1]
    d.trump_suit = d.trump.suit
    d.stock = cards
    d.notes_ru.append("Восемь карт лежат ромбом лицом вверх, девятая (последняя) в центре — козырь.")


def _krestovy(info: GameInfo, d: Deal, cards: list[Card]) -> None:
    _deal_round(cards, d.hands, 1)
    d.stock = cards
    d.notes_ru.append("Каждому сдано по одной открытой карте; остальные разбирают в раскладке.")


def _shtoss(info: GameInfo, d: Deal, cards: list[Card]) -> None:
    # The banker's own pack is `cards` (the «штосс»); the punter takes a card from his own pack.
    punter_pack = build_deck(d.deck)
    SeededRandom(d.seed ^ 0x5F3759DF).shuffle(punter_pack)
    d.hands[1] = [punter_pack[0]]
    d.stock = cards
    d.notes_ru.append("Колода банкомёта открывается парами: первая карта пары — «лоб», вторая — «соник».")


def _bezique(info: GameInfo, d: Deal, cards: list[Card]) -> None:
    _deal_round(cards, d.hands, info.hand_size)
    d.trump = cards.pop(0)
    d.trump_suit = d.trump.suit
    cards.append(d.trump)
    d.stock = cards
    position = info.hand_size * d.players + 1
    d.notes_ru.append(f"Козырь — {position}-я карта колоды, открытая под прикупом.")


_DEALERS = {
    "hands": _hands,
    "all": _all,
    "pile": _pile,
    "krugly": _krugly,
    "krestovy": _krestovy,
    "shtoss": _shtoss,
    "bezique": _bezique,
}

_BRIDGE_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_PLAIN_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)  # alternating colours


def sort_key(info: GameInfo, trump: Suit | None) -> SortKey:
    """How a hand is arranged in this game: by suit with trumps last, bridge-style, or by rank."""
    order = RANK_ORDERS[info.ranking]
    if info.sort_style == "bridge":
        return lambda c: (_BRIDGE_SUITS.index(c.suit) if c.suit else 4, -order.power(c.rank))
    if info.sort_style == "rank":
        def by_rank(c: Card) -> tuple[int, int, int]:
            wild = c.rank in (Rank.JOKER, Rank.TWO)
            return (1 if wild else 0, -order.power(c.rank) if not wild else -int(c.rank), _suit_index(c))

        return by_rank

    def by_suit(c: Card) -> tuple[int, int, int]:
        is_trump = 1 if trump is not None and c.suit == trump else 0
        return (is_trump, _suit_index(c), order.power(c.rank))

    return by_suit


def _suit_index(card: Card) -> int:
    return _PLAIN_SUITS.index(card.suit) if card.suit else 4

