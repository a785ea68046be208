"""The engine shell every durak engine shares: the `rules_py.games.Engine` protocol around a
variant's own mechanic, and the pieces of a durak state every table shows.

The shell guards the caller's state (a damaged one is a `BadRequest`, not a crash), refuses a move
after the end or out of turn, plays on a copy, and turns the bot's reasoning into hints. A variant
subclasses `VariantEngine` and writes only its mechanic: `start`, `moves`, `apply`, `see`, `say`,
`choose` (the bot: a move and the reason a hint shows, from the seat's view only) and, when its
result is not a plain fool or draw, `outcome`. States are plain JSON dicts with at least ``game``,
``players``, ``phase`` (``"over"`` at the end) and ``turn``; `finish` ends a fool's game.

>>> from rules_py.durak.dorozhny import ENGINE
>>> ENGINE.legal_moves({"game": "durak.dorozhny"})
Traceback (most recent call last):
...
rules_py.errors.BadRequest: Состояние партии повреждено или не от этой игры.
"""

from __future__ import annotations

import copy
from typing import Any, Callable, Collection, Iterable, Mapping, TypeVar

from rules_py.cards import Card
from rules_py.durak.options import Option, RuleSet
from rules_py.durak.words import seat_name
from rules_py.errors import BadRequest, IllegalMove, RulesError
from rules_py.protocol import card_labels

State = dict[str, Any]
Move = dict[str, Any]
Choice = tuple[Move, str]
T = TypeVar("T")

#: Keys every durak state of a fool's game has, whatever its shape.
COMMON_KEYS = ("game", "players", "hands", "phase", "turn", "dealer", "out", "loser", "reason", "last")


def guarded(state: object, keys: Iterable[str], games: Collection[str], work: Callable[[State], T]) -> T:
    """Run `work` on a state handed back by the caller. A state of another game, or one missing a key,
    or one whose values make the rules stumble is a bad request with a Russian message."""
    if not isinstance(state, dict) or state.get("game") not in games or any(k not in state for k in keys):
        raise BadRequest("Состояние партии повреждено или не от этой игры.")
    try:
        return work(state)
    except RulesError:
        raise
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        raise BadRequest("Состояние партии повреждено: его нельзя продолжить.") from None


def mover(state: State, move: object) -> int:
    """The seat whose move this is; refuses a move after the end, a move that is no object, and a
    move that names another seat than the one to move."""
    if state["phase"] == "over":
        raise IllegalMove("Партия уже окончена.")
    if not isinstance(move, dict):
        raise IllegalMove("Ход должен быть объектом, например {\"type\": \"take\"}.")
    seat = int(state["turn"])
    if "seat" in move and move["seat"] != seat:
        raise IllegalMove(f"Сейчас ходит {seat_name(seat)}.")
    return seat


def check_seat(state: State, seat: object) -> None:
    """Refuse a seat the game does not have (None, a spectator, is fine)."""
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state["players"]):
        raise BadRequest(f"Места {seat} нет: игроков {state['players']}.")


def finish(state: State, loser: int | None, reason: str) -> None:
    """End the game: `loser` is the fool (None: a draw)."""
    state.update(phase="over", turn=None, loser=loser, reason=reason)


def fool_outcome(state: State) -> dict[str, Any]:
    """The result of a finished game: the loser («дурак») or a draw, who went out in which order and
    who deals next (the loser; after a draw the player on the dealer's left)."""
    loser = state["loser"]
    return {
        "loser": loser,
        "draw": loser is None,
        "order_out": list(state["out"]),
        "next_dealer": loser if loser is not None else (state["dealer"] + 1) % state["players"],
        "summary_ru": str(state["reason"]),
    }


def loser_or_draw(state: State) -> tuple[int | None, str] | None:
    """When at most one player still holds cards the game is over: his name as the fool, or a draw."""
    holders = [seat for seat, hand in enumerate(state["hands"]) if hand]
    if len(holders) > 1:
        return None
    if holders:
        return holders[0], f"{seat_name(holders[0])} остался с картами — «дурак»."
    return None, "Ничья: последние игроки вышли одновременно («последняя рука хуже дурака»)."


_LABELS: dict[str, dict[str, str]] = {}


def label(code: str) -> dict[str, str]:
    """Russian forms of a card for the page: «Д♠», «дама пик», red or not (cached: views ask often)."""
    found = _LABELS.get(code)
    if found is None:
        found = _LABELS[code] = card_labels([Card.parse(code)])[code]
    return dict(found)


def labels(codes: Iterable[str]) -> dict[str, dict[str, str]]:
    return {code: label(code) for code in sorted(set(codes))}


def common_view(state: State, seat: int | None) -> dict[str, Any]:
    """The part of a view every fool's table has: who sits where, whose turn, the counts, the last
    move, the result."""
    n = state["players"]
    return {
        "game": state["game"],
        "deck": state["deck"],
        "players": n,
        "seat": seat,
        "seats": [seat_name(i) for i in range(n)],
        "dealer": state["dealer"],
        "phase": state["phase"],
        "turn": state["turn"],
        "counts": [len(h) for h in state["hands"]],
        "out": list(state["out"]),
        "teaching": bool(state.get("teaching")),
        "last": state["last"],
        "result": fool_outcome(state) if state["phase"] == "over" else None,
    }


def fool_view(
    state: State, seat: int | None, arrange: Callable[[list[str]], list[str]], shown: Iterable[str],
) -> dict[str, Any]:
    """`common_view` with the seat's hand (and every hand in teaching mode), each put in order by
    `arrange`, and the labels of every card the view shows: the hands, the cards taken that the
    table remembers (``known``) and the variant's `shown` cards on the table."""
    view = common_view(state, seat)
    hand = arrange(state["hands"][seat]) if seat is not None else []
    hands = [arrange(h) for h in state["hands"]] if view["teaching"] else None
    cards = [*hand, *shown, *(c for k in state["known"] for c in k), *(c for h in hands or [] for c in h)]
    view.update(hand=hand, hands=hands, labels=labels(cards))
    return view


class VariantEngine:
    """The `rules_py.games.Engine` protocol around one durak engine's mechanic (see the module
    docstring). The subclass names its game ids and the keys its states must have."""

    #: The game ids this engine plays.
    game_ids: tuple[str, ...] = ()
    #: Keys its states must have.
    keys: tuple[str, ...] = ()
    #: Why `new_game` refuses an id it does not play.
    not_played_ru = "Этот движок играет в другую игру."

    # --- the mechanic, written by each engine ---

    def start(self, game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
        raise NotImplementedError

    def moves(self, s: State) -> list[Move]:
        """The legal moves of the player to move (the game is not over)."""
        raise NotImplementedError

    def apply(self, s: State, move: Move) -> Move | None:
        """Make `move` of the player to move on `s`, a copy the engine owns (a refused move may leave
        it half changed: it is thrown away); returns the move as done, for ``last`` (None: the move
        as given)."""
        raise NotImplementedError

    def see(self, s: State, seat: int | None) -> dict[str, Any]:
        raise NotImplementedError

    def say(self, s: State, move: Move) -> str:
        """The move in Russian, said of the state before it."""
        raise NotImplementedError

    def say_ahead(self, s: State, move: Move) -> str:
        """The move in Russian before it is made, for a hint: only what the player to move can know.
        A move whose outcome hangs on hidden cards (a draw from the stock) is said without it; by
        default the move is said as the log says it."""
        return self.say(s, move)

    def choose(self, view: dict[str, Any]) -> Choice:
        """The bot's move for the seat of `view` and the reason in Russian (also the hint)."""
        raise NotImplementedError

    def settings(self, game_id: str) -> tuple[RuleSet, Mapping[str, Option]]:
        """The rules a new game of `game_id` starts from and the options that change them (the
        protocol page lists them)."""
        raise NotImplementedError

    def outcome(self, s: State) -> dict[str, Any] | None:
        """The result once the game is over (a fool or a draw, unless the engine says otherwise)."""
        return fool_outcome(s) if s["phase"] == "over" else None

    # --- the protocol ---

    def _guarded(self, state: object, work: Callable[[State], T]) -> T:
        return guarded(state, self.keys, self.game_ids, work)

    def playable(self, game_id: str) -> bool:
        return game_id in self.game_ids

    def new_game(self, game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
        if game_id not in self.game_ids:
            raise BadRequest(self.not_played_ru)
        if not isinstance(options, dict):
            raise BadRequest("Параметр «options» должен быть объектом.")
        return self.start(game_id, players, seed, options)

    def legal_moves(self, state: State) -> list[Move]:
        return self._guarded(state, lambda s: [] if s["phase"] == "over" else self.moves(s))

    def play(self, state: State, move: Move) -> State:
        return self._guarded(state, lambda s: self.played(s, move))

    def played(self, state: State, move: Move) -> State:
        """The state after `move`; `state` is never changed."""
        seat = mover(state, move)
        after = copy.deepcopy(state)
        done = self.apply(after, move)
        after["last"] = {"seat": seat, "move": done if done is not None else {k: v for k, v in move.items() if k != "seat"}}
        return after

    def _choice(self, state: State) -> Choice:
        def work(s: State) -> Choice:
            if s["phase"] == "over":
                raise BadRequest("Партия уже окончена.")
            return self.choose(self.see(s, int(s["turn"])))

        return self._guarded(state, work)

    def bot_move(self, state: State) -> Move:
        return self._choice(state)[0]

    def hint(self, state: State) -> dict[str, Any]:
        """The bot's move for the player to move, with its reason (it sees only his view)."""
        move, reason = self._choice(state)
        return {"move": move, "reason_ru": reason, "move_ru": self._guarded(state, lambda s: self.say_ahead(s, move))}

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        def work(s: State) -> dict[str, Any]:
            check_seat(s, seat)
            return self.see(s, seat)

        return self._guarded(state, work)

    def describe_move(self, state: State, move: Move) -> str:
        """The move in Russian, said of the state before it (the widget's move log)."""
        return self._guarded(state, lambda s: self.say(s, move))

    def to_move(self, state: State) -> int | None:
        return self._guarded(state, lambda s: None if s["phase"] == "over" else int(s["turn"]))

    def result(self, state: State) -> dict[str, Any] | None:
        return self._guarded(state, self.outcome)
