"""What every durak engine shares around its own mechanic: guarding the caller's state, the protocol
methods, hints from the bot's reasoning, the result of a finished game and the view's common part.

A variant with a shape of its own (дорожный, китайский, крестовый...) subclasses `ShapedEngine` and
writes only its mechanic: `start`, `moves`, `apply`, `see`, `say` and `choose` (the bot: a move and
the reason a hint shows, from the seat's view only). States are plain JSON dicts with at least the
keys of `COMMON_KEYS`; `finish` ends a game with a loser (or a draw) and the reason.
"""

from __future__ import annotations

import copy
from typing import Any, Callable, Iterable, Mapping, Sequence, TypeVar

from rules_py.cards import Card
from rules_py.dealing import Deal, check_players, deal
from rules_py.durak.options import read_options
from rules_py.durak.seating import from_dealers_left
from rules_py.durak.words import seat_name
from rules_py.errors import BadRequest, IllegalMove, RulesError
from rules_py.registry import GAMES

State = dict[str, Any]
Move = dict[str, Any]
Choice = tuple[Move, str]
T = TypeVar("T")

#: Keys every durak state has, whatever its shape.
COMMON_KEYS = ("game", "players", "hands", "phase", "turn", "dealer", "out", "loser", "reason", "last")


def guarded(state: object, keys: Iterable[str], games: Iterable[str], work: Callable[[State], T]) -> T:
    """Run `work` on a state from the caller; a damaged state is a bad request, not a crash."""
    if not isinstance(state, dict) or any(k not in state for k in keys):
        raise BadRequest("Состояние партии повреждено или не от дурака.")
    if state["game"] not in games:
        raise BadRequest("Этот вариант пока можно только раздать: сыграть в нём нельзя.")
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


def finish(state: State, loser: int | None, reason: str) -> None:
    """End the game: `loser` is the fool (None: a draw)."""
    state.update(phase="over", turn=None, loser=loser, reason=reason)


def outcome(state: State) -> dict[str, Any]:
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
    """Russian forms of a card for the page: «Д♠», «дама пик», red or not."""
    found = _LABELS.get(code)
    if found is None:
        card = Card.parse(code)
        found = _LABELS[code] = {"ru": card.ru, "name": card.name_ru, "red": "1" if card.is_red else ""}
    return dict(found)


def labels(codes: Iterable[str]) -> dict[str, dict[str, str]]:
    return {code: label(code) for code in sorted(set(codes))}


def common_view(state: State, seat: int | None) -> dict[str, Any]:
    """The part of a view every durak table has: who sits where, whose turn, the counts, the hand
    (and every hand in teaching mode), the last move, the result."""
    n = state["players"]
    teaching = bool(state.get("teaching"))
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
        "teaching": teaching,
        "last": state["last"],
        "result": outcome(state) if state["phase"] == "over" else None,
    }


class ShapedEngine:
    """The protocol side of a durak variant with a mechanic of its own (see the module docstring)."""

    #: The game id this engine plays.
    game_id: str = ""
    #: Keys its states must have (beyond `COMMON_KEYS`).
    keys: tuple[str, ...] = ()
    #: Its rule options and their allowed values, the default first (see `options.read_options`).
    options: Mapping[str, Sequence[object]] = {}

    def dealt(self, players: int, seed: int, options: dict[str, Any]) -> tuple[Deal, list[int], State]:
        """Read the options and deal: the deal, the seats clockwise from the dealer's left (dealing.py
        numbers its hands that way) and a state with what every variant keeps — the rules, the
        dealer, the hands in their seats, and empty discard, memory (`known`) and results."""
        players = check_players(GAMES[self.game_id], players)
        rules, setup = read_options(options, players, self.options)
        d = deal(self.game_id, players, seed, setup["deck"])
        seats = from_dealers_left(setup["dealer"], players)
        hands: list[list[str]] = [[] for _ in range(players)]
        for i, hand in enumerate(d.hands):
            hands[seats[i]] = [c.code for c in hand]
        state: State = {
            "game": self.game_id, "players": players, "seed": d.seed, "deck": d.deck, "dealer": setup["dealer"],
            "teaching": setup["teaching"], "rules": rules, "hands": hands, "discard": [],
            "known": [[] for _ in range(players)], "out": [], "loser": None, "reason": None, "last": None,
        }
        return d, seats, state

    # --- the mechanic, written by each variant ---

    def start(self, players: int, seed: int, options: dict[str, Any]) -> State:
        raise NotImplementedError

    def moves(self, state: State) -> list[Move]:
        raise NotImplementedError

    def apply(self, state: State, move: Move) -> Move:
        """Make `move` of the player to move on `state`, a copy the engine owns (a refused move may
        leave it half changed: it is thrown away); returns the move as done, for `last`."""
        raise NotImplementedError

    def see(self, state: State, seat: int | None) -> dict[str, Any]:
        raise NotImplementedError

    def say(self, state: State, move: Move) -> str:
        raise NotImplementedError

    def choose(self, view: dict[str, Any]) -> Choice:
        raise NotImplementedError

    # --- the protocol ---

    def _guarded(self, state: object, work: Callable[[State], T]) -> T:
        return guarded(state, (*COMMON_KEYS, *self.keys), (self.game_id,), work)

    def playable(self, game_id: str) -> bool:
        return game_id == self.game_id

    def new_game(self, game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
        if game_id != self.game_id:
            raise BadRequest("Этот вариант пока можно только раздать: сыграть в нём нельзя.")
        if not isinstance(options, dict):
            raise BadRequest("Параметр «options» должен быть объектом.")
        return self.start(players, seed, options)

    def legal_moves(self, state: State) -> list[Move]:
        return self._guarded(state, lambda s: [] if s["phase"] == "over" else self.moves(s))

    def play(self, state: State, move: Move) -> State:
        return self._guarded(state, lambda s: self._play(s, move))

    def _play(self, state: State, move: Move) -> State:
        seat = mover(state, move)
        after = copy.deepcopy(state)
        done = self.apply(after, move)
        after["last"] = {"seat": seat, "move": done}
        return after

    def _choice(self, s: State) -> Choice:
        if s["phase"] == "over":
            raise BadRequest("Партия уже окончена.")
        return self.choose(self.see(s, int(s["turn"])))

    def bot_move(self, state: State) -> Move:
        return self._guarded(state, lambda s: self._choice(s)[0])

    def hint(self, state: State) -> dict[str, Any]:
        """The bot's move for the player to move, with its reason (it sees only his view)."""

        def work(s: State) -> dict[str, Any]:
            move, reason = self._choice(s)
            return {"move": move, "reason_ru": reason}

        return self._guarded(state, work)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        def work(s: State) -> dict[str, Any]:
            if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < s["players"]):
                raise BadRequest(f"Места {seat} нет: игроков {s['players']}.")
            return self.see(s, seat)

        return self._guarded(state, work)

    def describe_move(self, state: State, move: Move) -> str:
        """The move in Russian, said of the state before it (the widget's move log)."""
        return self._guarded(state, lambda s: self.say(s, move))

    def to_move(self, state: State) -> int | None:
        return self._guarded(state, lambda s: None if s["phase"] == "over" else int(s["turn"]))

    def result(self, state: State) -> dict[str, Any] | None:
        return self._guarded(state, lambda s: outcome(s) if s["phase"] == "over" else None)
