"""The levels of play for the durak engines with a mechanic of their own (`rules_py.durak.shell`:
дорожный, круглый, китайский, крестовый, чешский): «Новичок» and «Сильный» beside each engine's own
bot, which is «Любитель». (Чешский's strong level judges a deal, not the game: `cheshsky.levels`.)

Both work from the engine's moves and the seat's view only, whatever the variant's shape:

- «Новичок» counts nothing: of the moves that lay a card it makes the one with the cheapest card (a
  plain card before a trump, the lowest rank first, one card rather than several); when no move lays
  a card (taking, «бито», drawing), the first such move the rules allow.
- «Сильный» imagines the cards it cannot see. It knows where the cards lie that its view shows (its
  hand, the table, the cards a player took in sight of all) and the discard (beaten face up in sight
  of all, though some tables show only its size), or what the engine says instead
  (`LevelledEngine.seen_cards`: чешский's pile); every other card of the state is hidden, and a sample
  deals the hidden cards anew among the hidden places (so every count and every card seen stays as it
  is, and the state's history is left alone). It draws no conclusions yet from a player's failure to
  beat, as the strong bot of the bout variants does (`rules_py.durak.worlds`). In each sample it plays
  the game to its end after each candidate move, every seat played by the engine's own bot, and makes
  the move after which it was the fool least often (a draw counts half); a tie goes to the move the
  usual bot would make. The samples come from a seed made of the view, so the same view always gives
  the same move; when the hidden cards can lie only one way (two players and nothing set aside: the
  other hand is what is left), one sample is all.

>>> from rules_py.durak.dorozhny import ENGINE
>>> state = ENGINE.new_game("durak.dorozhny", 2, 5, {"level": "novice"})
>>> state["level"], ENGINE.hint(state)["reason_ru"][:44]
('novice', 'Новичок кладёт самую дешёвую карту, какую ра')
"""

from __future__ import annotations

import copy
import json
import re
import zlib
from typing import Any, Iterator

from rules_py.durak.beating import SuitRule, rank, suit
from rules_py.durak.levels import read_level
from rules_py.durak.shell import Choice, Move, State, VariantEngine
from rules_py.durak.strong import in_games_ru, tally_ru
from rules_py.durak.words import seat_name
from rules_py.errors import BadRequest
from rules_py.rng import SeededRandom
from rules_py.words import to_reader_ru

#: Deals of the hidden cards per decision.
SAMPLES = 6
#: Candidate moves tried per decision (the usual bot's move always among them).
CANDIDATES = 6
#: Moves a play-out may take before it is called off as a draw (no game of these variants is this long).
PLAYOUT_LIMIT = 600
#: What a trump adds to a card's price, so that any trump costs more than any plain card.
TRUMP_PRICE = 20


class LevelledEngine(VariantEngine):
    """A durak engine whose option ``level`` chooses the computer's level; its own bot (`choose`) is
    «Любитель», the default."""

    #: Keys of a state that tell what happened rather than where the cards lie now (a card they name
    #: may since have gone back into the pack): a strong level's sample never orders the cards by them.
    history_keys: tuple[str, ...] = ("last",)

    def new_game(self, game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
        if not isinstance(options, dict):
            raise BadRequest("Параметр «options» должен быть объектом.")
        level = read_level(options)
        state = super().new_game(game_id, players, seed, {k: v for k, v in options.items() if k != "level"})
        state["level"] = level
        return state

    def _choice(self, state: State) -> Choice:
        def work(s: State) -> Choice:
            if s["phase"] == "over":
                raise BadRequest("Партия уже окончена.")
            level = s.get("level")
            if level == "novice":
                return novice(self, s)
            if level == "strong":
                return self.strong_choice(s)
            return self.choose(self.see(s, int(s["turn"])))

        return self._guarded(state, work)

    def strong_choice(self, s: State) -> Choice:
        """«Сильный»'s move and why: play-outs to the end of the game (a game of many deals judges
        the deal instead)."""
        return strong(self, s)

    def seen_cards(self, s: State, seat: int) -> set[str]:
        """The cards whose place `seat` knows: all that its view shows (without teaching mode, where
        every hand would be shown) and the discard, beaten face up in sight of all though some tables
        show only its size."""
        return set(_cards_in(self.see({**s, "teaching": False}, seat))) | set(s.get("discard", []))


_CARD = re.compile(r"^(?:[2-9]|10|[JQKA])[SHDC]$|^JK$")


def _cards_in(value: Any) -> Iterator[str]:
    """Every card code anywhere in a JSON value (a state or a view)."""
    if isinstance(value, str):
        if _CARD.match(value):
            yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _cards_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from _cards_in(item)


def _renamed(value: Any, names: dict[str, str]) -> Any:
    """A copy of a JSON value with each card code of `names` replaced by its image."""
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, dict):
        return {key: _renamed(item, names) for key, item in value.items()}
    if isinstance(value, list):
        return [_renamed(item, names) for item in value]
    return value


def _cards_of(move: Move) -> list[str]:
    cards = move.get("cards")
    if isinstance(cards, list):
        return [c for c in cards if isinstance(c, str)]
    card = move.get("card")
    return [card] if isinstance(card, str) and _CARD.match(card) else []


class Prices:
    """What a card costs a beginner in a view's game: its rank in the game's order (китайский's ten
    above the king), a trump above any plain card."""

    def __init__(self, view: dict[str, Any]) -> None:
        beating = view.get("beating")
        rule = SuitRule.from_json(beating) if isinstance(beating, dict) else None
        trump = rule.trump if rule else view.get("trump_suit")
        self.trump = trump if isinstance(trump, str) else None
        self.rank = rule.power if rule else rank

    def __call__(self, card: str) -> int:
        return self.rank(card) + (TRUMP_PRICE if self.trump and suit(card) == self.trump else 0)


def novice_move(legal: list[Move], price: Prices) -> Move:
    """«Новичок»'s move: the cheapest card it may lay, else the first move without a card."""
    laying = [m for m in legal if _cards_of(m)]
    if not laying:
        return legal[0]
    return min(laying, key=lambda m: (max(price(c) for c in _cards_of(m)), len(_cards_of(m))))


def novice(engine: VariantEngine, s: State) -> Choice:
    """The beginner's move for the player to move, and why."""
    legal = engine.moves(s)
    view = engine.see(s, int(s["turn"]))
    price = Prices(view)
    move = novice_move(legal, price)
    if len(legal) == 1:
        return move, "Другого хода по правилам нет."
    if _cards_of(move) and price.trump is None:
        return move, "Новичок кладёт самую младшую карту, какую разрешают правила."
    if _cards_of(move):
        return move, "Новичок кладёт самую дешёвую карту, какую разрешают правила: сначала некозырную и младшую."
    return move, "Положить карту сейчас нельзя, а новичок не раздумывает: он делает первый ход, какой разрешён."


class Worlds:
    """The hidden cards of a state for one seat, and samples of where they might lie."""

    def __init__(self, engine: LevelledEngine, s: State, seat: int) -> None:
        # The seat's view without teaching mode, where every hand would be shown.
        own = engine.see({**s, "teaching": False}, seat)
        seen = engine.seen_cards(s, seat)
        self.state = s
        # The hidden cards in the order of their places in the state: a sample fills the places, so it
        # depends on the view alone, never on which hidden card lies where.
        self.history = engine.history_keys
        now = {key: value for key, value in s.items() if key not in self.history}
        self.places = list(dict.fromkeys(c for c in _cards_in(now) if c not in seen))
        self.hidden = sorted(self.places)
        self.seed = zlib.crc32(json.dumps(own, sort_keys=True, ensure_ascii=False).encode())
        # Only one way to lie: every hidden card in one hand (the other hand, when nothing is aside;
        # the order of a hand does not matter, the order of a stock would).
        places = {id(place): place for place in _places(s, set(self.hidden))}
        self.certain = len(places) <= 1 and all(any(place is hand for hand in s["hands"]) for place in places.values())

    def sample(self, rng: SeededRandom) -> State:
        dealt = list(self.hidden)
        rng.shuffle(dealt)
        names = dict(zip(self.places, dealt))
        # History stays as it was: renaming a past deal's cards would make the sample depend on them.
        world: State = {key: value if key in self.history else _renamed(value, names)
                        for key, value in self.state.items()}
        if "seed" in world:
            # The game's seed may decide what is still to come (чешский shuffles its pile into a new
            # stock from it): an imagined deal gets a seed of its own, never the real one.
            world["seed"] = rng.randbelow(1 << 30)
        return world


def _places(value: Any, hidden: set[str]) -> Iterator[Any]:
    """The lists of a state that hold hidden cards."""
    if isinstance(value, dict):
        for item in value.values():
            yield from _places(item, hidden)
    elif isinstance(value, list):
        if any(isinstance(item, str) and item in hidden for item in value):
            yield value
        for item in value:
            yield from _places(item, hidden)


def playout(engine: VariantEngine, s: State) -> int | None:
    """Play `s` (owned) to its end with the engine's own bot in every seat, each seeing its own view of
    the imagined deal: the fool, or None for a draw. (Play-outs by «Новичок» were cheaper per move but
    misjudged the game so often that the strong level was the fool more often than «Любитель».)"""
    for _ in range(PLAYOUT_LIMIT):
        if s["phase"] == "over":
            return s.get("loser")
        engine.apply(s, engine.choose(engine.see(s, int(s["turn"])))[0])
    return None


def candidates(legal: list[Move], preferred: Move) -> list[Move]:
    """The usual bot's move first, then the moves without a card (take, «бито»), then the rest."""
    rest = [m for m in legal if m != preferred]
    rest.sort(key=lambda m: bool(_cards_of(m)))
    return [preferred, *rest][:CANDIDATES]


def to_reader(engine: VariantEngine, s: State, move: Move) -> str:
    """A move said to the reader, in lower case and without the full stop: «побейте даму королём»."""
    said = to_reader_ru(engine.say_ahead(s, move), seat_name(int(s["turn"]))).rstrip(".")
    # Said inside «…» here: quotes within it become „…“.
    return (said[:1].lower() + said[1:]).replace("«", "„").replace("»", "“")


def _with_it(fools: int, draws: int, samples: int) -> str:
    """«С этим ходом вы остались дураком в 2 партиях из 6.», or «… ни в одной из 6 партий.»

    >>> _with_it(0, 0, 6)
    'С этим ходом вы не остались дураком ни в одной из 6 партий.'
    >>> _with_it(2, 1, 6)
    'С этим ходом вы остались дураком в 2 партиях из 6, вничью — в 1 партии.'
    """
    if fools == 0 and draws == 0:
        return f"С этим ходом вы не остались дураком ни в одной из {samples} партий."
    if fools == 0:
        return f"С этим ходом вы не остались дураком ни разу, вничью — {in_games_ru(draws, samples)}."
    return (f"С этим ходом вы остались дураком {in_games_ru(fools, samples)}"
            + (f", вничью — {in_games_ru(draws)}." if draws else "."))


def strong(engine: LevelledEngine, s: State) -> Choice:
    """The strong move for the player to move, and why."""
    seat = int(s["turn"])
    legal = engine.moves(s)
    usual_move, usual_reason = engine.choose(engine.see(s, seat))
    if len(legal) == 1:
        return usual_move, usual_reason
    worlds = Worlds(engine, s, seat)
    tried = candidates(legal, usual_move)
    samples = 1 if worlds.certain else SAMPLES
    rng = SeededRandom(worlds.seed)
    fools = [0] * len(tried)
    draws = [0] * len(tried)
    for _ in range(samples):
        world = worlds.sample(rng)
        for i, move in enumerate(tried):
            after = copy.deepcopy(world)
            engine.apply(after, move)
            loser = playout(engine, after)
            fools[i] += loser == seat
            draws[i] += loser is None
    best = min(range(len(tried)), key=lambda i: (2 * fools[i] + draws[i], i))
    usual_ru = to_reader(engine, s, usual_move)
    if samples == 1:
        verdict = ("С этим ходом вы не остались дураком." if fools[best] == 0 and draws[best] == 0 else
                   "С этим ходом вышла ничья." if fools[best] == 0 else
                   "Лучшего хода не нашлось: и с этим вы остались дураком.")
        head = ("Все карты, которых вы не видите, — на руке у соперника, так что компьютер знает их. После "
                f"каждого возможного хода он доиграл партию за обоих так, как играет любитель. {verdict}")
        if best != 0:
            head += f" Любитель сыграл бы иначе («{usual_ru}»), и " + ("вышла бы ничья." if fools[0] == 0 else "вы остались бы дураком.")
    else:
        head = (f"Невидимые карты могли лечь по-разному: компьютер разложил их {samples} способами и в каждом "
                f"доиграл партию за всех так, как играет любитель. {_with_it(fools[best], draws[best], samples)}")
        if best != 0:
            head += f" Любитель сыграл бы иначе («{usual_ru}»), и вы остались бы {tally_ru(fools[0], draws[0], samples, short=True)}."
    return tried[best], head
