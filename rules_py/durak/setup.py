"""Starting a durak game: the deal, the seats, the trump and who attacks first; and `from_hands`,
which builds a position by hand (for tests, examples and the site's pages).

>>> s = new_game("durak.podkidnoy", 2, 7, {})
>>> [len(h) for h in s["hands"]], len(s["stock"]), s["stock"][-1] == s["trump_card"], s["dealer"]
([6, 6], 24, True, 1)
>>> p = from_hands("durak.podkidnoy", [["6S", "6H"], ["9S", "QH"]], trump_suit="H")
>>> p["phase"], p["turn"], p["defender"]
('lead', 0, 1)
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from rules_py.cards import parse_cards
from rules_py.dealing import Deal, check_players, deal
from rules_py.decks import build_deck
from rules_py.durak.beating import rank, suit
from rules_py.durak.levels import read_level
from rules_py.durak.options import Option, RuleSet, apply_options, read_setup, seat_option
from rules_py.durak.rules import SETUP, DurakRules, resolve_rules
from rules_py.durak.seating import first_to_lead, from_dealers_left
from rules_py.registry import GAMES, get_game
from rules_py.rng import SeededRandom

State = dict[str, Any]
HAND_SIZE = 6


def new_game(game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
    """Deal a new game of a playable variant (see rules.PRESETS)."""
    rules = resolve_rules(game_id, options)
    d = deal(game_id, players, seed, options.get("deck"))
    n = d.players
    dealer, teaching, _ = read_setup(options, n)
    first = seat_option(options, "first_attacker", n, None, SETUP["first_attacker"])

    seats, hands = seated(d, dealer)
    stock = [c.code for c in d.stock]
    hidden = None
    if d.hidden_trump is not None:
        # The face-down trump lies under the open one: it is drawn after it, so it is kept
        # apart from the stock whatever order dealing.py lists it in.
        hidden = d.hidden_trump.code
        stock.remove(hidden)
    trump_card = d.trump.code if d.trump is not None else None
    trump_suit = d.trump_suit.value if d.trump_suit is not None else None
    if rules.trumps in ("turned", "hidden") and trump_card is None:
        # Six players with 36 cards leave no stock: a card of the dealer's is shown instead (the
        # usual custom), chosen by the seed so that the deal stays reproducible.
        own = hands[dealer]
        trump_card = own[SeededRandom(seed ^ 0x7E57).randbelow(len(own))]
        trump_suit = suit(trump_card)
    player_trumps: list[str] | None = None
    player_trump_cards: list[str] | None = None
    if rules.trumps == "per_player":
        # one turned card per player, each of its own suit (dealing.py turns them).
        player_trumps, player_trump_cards = [""] * n, [""] * n
        for i, card in enumerate(d.player_trumps):
            player_trump_cards[seats[i]] = card.code
            player_trumps[seats[i]] = suit(card.code)
    state = _make_state(
        game_id, rules, n, hands, stock=stock, hidden=hidden, trump_card=trump_card,
        trump_suit=trump_suit, player_trumps=player_trumps, dealer=dealer, teaching=teaching,
    )
    state["seed"], state["deck"], state["player_trump_cards"] = d.seed, d.deck, player_trump_cards
    state["level"] = read_level(options)
    attacker = first if first is not None else first_attacker(state)
    state["first_attacker"] = attacker
    state.update(attacker=attacker, turn=attacker, defender=(attacker + 1) % n)
    return state


def seated(d: Deal, dealer: int) -> tuple[list[int], list[list[str]]]:
    """dealing.py numbers the hands from the dealer's left; here seats stay put and the dealer moves:
    the seats in dealing order, and every hand in its seat."""
    seats = from_dealers_left(dealer, d.players)
    hands: list[list[str]] = [[] for _ in seats]
    for i, hand in enumerate(d.hands):
        hands[seats[i]] = [c.code for c in hand]
    return seats, hands


def dealt(
    game_id: str, rules: RuleSet, spec: Mapping[str, Option], players: int, seed: int, options: dict[str, Any],
) -> tuple[Deal, list[int], State]:
    """The start of a variant with a shape of its own (дорожный, китайский, крестовый): its rules with
    the options applied, the deal, the seats in dealing order (see `seated`) and a state with what
    every such variant keeps — the rules, the dealer, the hands in their seats, and empty discard,
    memory (``known``) and results."""
    players = check_players(GAMES[game_id], players)
    chosen = apply_options(rules, options, spec)
    dealer, teaching, deck = read_setup(options, players)
    d = deal(game_id, players, seed, deck)
    seats, hands = seated(d, dealer)
    state: State = {
        "game": game_id, "players": players, "seed": d.seed, "deck": d.deck, "dealer": dealer,
        "teaching": teaching, "rules": chosen.to_json(), "hands": hands, "discard": [],
        "known": [[] for _ in range(players)], "out": [], "loser": None, "reason": None, "last": None,
    }
    return d, seats, state


def first_attacker(state: State) -> int:
    """Who leads the first bout (X-19): the lowest trump, or the highest when the turned card is a
    queen, king or ace (a jack by the option `jack_trump_card`); with no trump in any hand, or with
    no trumps at all, the highest card (X-28). Ties go to the first of the tied players clockwise
    from the dealer's left. In двухкозырный each player counts his own trump suit.

    The seed does not say whether this holds only for the first game of a session (X-19): the engine
    applies it to every game it deals; a follow-up game played by another custom (say, the fool's
    neighbour attacks the fool) passes the option ``first_attacker``.
    """
    rules = DurakRules.from_json(state["rules"])
    n = state["players"]
    trump_card = state["trump_card"]
    highest = False
    if trump_card is not None and rules.trumps != "per_player":
        r = rank(trump_card)
        highest = r >= 12 or (r == 11 and rules.jack_trump_card == "highest")
    trumps = state["player_trumps"] or [state["trump_suit"]] * n
    return first_to_lead(state["hands"], from_dealers_left(state["dealer"], n), trumps, highest, rank)


def _make_state(
    game_id: str,
    rules: DurakRules,
    players: int,
    hands: list[list[str]],
    *,
    stock: list[str],
    hidden: str | None,
    trump_card: str | None,
    trump_suit: str | None,
    player_trumps: list[str] | None,
    dealer: int,
    teaching: bool,
) -> State:
    return {
        "game": game_id,
        "players": players,
        "seed": None,
        "deck": get_game(game_id).deck,
        "rules": rules.to_json(),
        "teaching": teaching,
        "hand_size": HAND_SIZE,
        "dealer": dealer,
        "first_attacker": 0,
        "hands": hands,
        "stock": stock,
        "hidden": hidden,
        "hidden_revealed": None,
        "trump_card": trump_card,
        "trump_suit": trump_suit,
        "player_trumps": player_trumps,
        "player_trump_cards": None,
        "discard": [],
        "table": [],
        "phase": "lead",
        "turn": 0,
        "attacker": 0,
        "defender": 1 % players,
        "passed": [],
        "bout": 1,
        "transfers": 0,
        "laid": [[] for _ in range(players)],
        "defended": [],
        "out": [],
        "pogony_marks": [],
        "face_down": [],
        "pending": None,
        "verdict": None,
        "gone": [],
        "known": [[] for _ in range(players)],
        "clues": [[] for _ in range(players)],
        "drawn": [0] * players,
        "loser": None,
        "draw": False,
        "reason": None,
        "pogony": None,
        "last": None,
    }


def _codes(cards: str | Sequence[str]) -> list[str]:
    text: str | list[str] = cards if isinstance(cards, str) else list(cards)
    return [c.code for c in parse_cards(text)]


def from_hands(
    game_id: str,
    hands: Sequence[str | Sequence[str]],
    *,
    trump_card: str | None = None,
    trump_suit: str | None = None,
    player_trumps: Sequence[str] | None = None,
    stock: str | Sequence[str] = (),
    hidden: str | None = None,
    table: Sequence[tuple[str, str | None]] = (),
    attacker: int = 0,
    defender: int | None = None,
    turn: int | None = None,
    phase: str | None = None,
    bout: int = 1,
    dealer: int | None = None,
    discard: str | Sequence[str] = (),
    options: dict[str, Any] | None = None,
) -> State:
    """A position built by hand: hands (codes or Russian forms), the trump, the stock (top first),
    the table as (attack, defence or None) pairs and who attacks whom.

    The phase follows from the table unless given: ``lead`` on an empty table, ``defend`` while a
    card is unbeaten, ``throw`` (the attacker to move) when all are beaten.
    """
    rules = resolve_rules(game_id, options or {})
    n = len(hands)
    hand_codes = [_codes(h) for h in hands]
    stock_codes = _codes(stock)
    if trump_card is not None:
        trump_card = _codes([trump_card])[0]
        trump_suit = trump_suit or suit(trump_card)
    if rules.trumps == "fixed":
        trump_suit = rules.fixed_trump
    state = _make_state(
        game_id, rules, n, hand_codes, stock=stock_codes,
        hidden=_codes([hidden])[0] if hidden else None, trump_card=trump_card, trump_suit=trump_suit,
        player_trumps=list(player_trumps) if player_trumps is not None else None,
        dealer=n - 1 if dealer is None else dealer, teaching=False,
    )
    defender = (attacker + 1) % n if defender is None else defender
    pairs = [[_codes([a])[0], _codes([d])[0] if d else None] for a, d in table]
    if phase is None:
        if not pairs:
            phase = "lead"
        elif any(d is None for _, d in pairs):
            phase = "defend"
        else:
            phase = "throw"
    if turn is None:
        turn = defender if phase == "defend" else attacker
    state.update(
        table=pairs, attacker=attacker, defender=defender, turn=turn, phase=phase, bout=bout,
        discard=_codes(discard), first_attacker=attacker,
    )
    state["gone"] = list(state["discard"])  # a discard laid by hand was seen by all
    state["laid"][attacker].extend(a for a, _ in pairs)
    return state


def endgame(game_id: str, hands: Sequence[str | Sequence[str]], **position: Any) -> State:
    """A two-player position after the talon ran out: `from_hands` with every other card of the
    pack in the discard (seen by all), the second bout or later unless `bout` says otherwise.

    >>> s = endgame("durak.podkidnoy", ["6S AS", "10S 7H"], trump_suit="H")
    >>> len(s["discard"]), len(s["gone"]), s["bout"]
    (32, 32, 2)
    """
    rules = resolve_rules(game_id, position.get("options") or {})
    deck = (position.get("options") or {}).get("deck") or get_game(game_id).deck
    left = [c.code for c in build_deck(deck)]
    table = [c for pair in position.get("table", ()) for c in pair if c]
    for card in [*(c for h in hands for c in _codes(h)), *_codes(table)]:
        left.remove(card)
    if rules.trumps == "fixed":
        position.pop("trump_suit", None)
    position.setdefault("bout", 2)
    state = from_hands(game_id, hands, discard=left, **position)
    state["deck"] = deck
    return state
