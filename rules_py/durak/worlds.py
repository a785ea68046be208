"""The cards a seat cannot see, dealt again at random as they might lie: the strong bot's samples.

From a seat's view alone: the pack, minus its own hand, the table, the cards gone face up, the cards
each player picked up in sight of all (`known`: they are in that hand) and the cards that lie face up
under the stock. The rest — the unknown cards — are shared out among the other hands (each gets as
many as it holds minus the cards known to be in it), the stock above its face-up cards, the hidden
trump of потайной and the cards discarded unseen (верю — не верю). A sample is consistent with what
the seat saw: nothing it knows is ever moved.

What the table showed about missing cards shapes the samples too (the view's ``clues``, see
`rules_py.durak.bout`): a player who took cards rather than beat them, or who beat a plain card with
a trump, probably had no higher card of that suit — only the cards he drew from the stock since may
be such cards. Clues are likely, not certain (a player may take at will, or trump to keep his high
cards), so a sample that breaks one is drawn again a few times and then kept as it is.

>>> from rules_py.durak.setup import new_game
>>> from rules_py.durak.view import view
>>> seen = view(new_game("durak.podkidnoy", 2, 5, {}), 0)
>>> world = Worlds(seen).sample(SeededRandom(1))
>>> len(world.hands[1]), len(world.stock), world.stock[-1] == seen["trump_card"], world.hands[0] == seen["hand"]
(6, 24, True, True)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from rules_py.decks import build_deck
from rules_py.durak.beating import rank, suit
from rules_py.durak.moves import FACE_DOWN
from rules_py.durak.seating import from_dealers_left
from rules_py.rng import SeededRandom

View = dict[str, Any]
#: How many times a sample that breaks a clue is drawn again before it is kept as it is.
REDRAWS = 6


@dataclass
class World:
    """One way the unseen cards may lie: every hand, the stock (top first) and the hidden trump."""

    hands: list[list[str]]
    stock: list[str]
    hidden: str | None


class Worlds:
    """Samples of the unseen cards for the seat of `view`; `consistent` is False when the view does
    not add up (a hand-made position), and then no sample can be drawn."""

    def __init__(self, view: View) -> None:
        self.view = view
        seat = view["seat"]
        n = view["players"]
        counts = view["counts"]
        seen: Counter[str] = Counter(view["hand"])
        seen.update(c for pair in view["table"] for c in pair if c is not None and c != FACE_DOWN)
        seen.update(view["gone"])
        self.known = [list(view["known"][s]) if s != seat else [] for s in range(n)]
        for cards in self.known:
            seen.update(cards)
        stock = int(view["stock"]) - (1 if view["hidden"] else 0)
        self.tail = _stock_tail(view, stock)
        seen.update(self.tail)
        self.unknown = sorted((Counter(c.code for c in build_deck(str(view["deck"]))) - seen).elements())
        self.wanted = [counts[s] - len(self.known[s]) if s != seat else 0 for s in range(n)]
        self.stock_unknown = stock - len(self.tail)
        self.hidden = 1 if view["hidden"] else 0
        face_down = sum(1 for _, d in view["table"] if d == FACE_DOWN)
        unseen_discard = int(view["discard"]) - len(view["gone"])
        self.hidden_cards = face_down + unseen_discard  # in the unknown pool, but in no hand
        total = sum(self.wanted) + self.stock_unknown + self.hidden + self.hidden_cards
        self.consistent = total == len(self.unknown) and min(self.wanted, default=0) >= 0 and self.stock_unknown >= 0
        drawn = view.get("drawn") or [0] * n
        #: For each other seat: (suit, rank, how many cards of that suit above that rank it may hold).
        self.clues = {
            s: [(lacking, above, drawn[s] - at) for lacking, above, at in (view.get("clues") or [[]] * n)[s]]
            for s in range(n) if s != seat and (view.get("clues") or [[]] * n)[s]
        }
        #: Every unseen card has only one place it can be (one hand holds them all): one world.
        self.certain = sum(1 for k in [*self.wanted, self.stock_unknown, self.hidden, self.hidden_cards] if k > 0) <= 1

    def sample(self, rng: SeededRandom) -> World:
        """One random deal of the unknown cards (clues kept where a few draws allow)."""
        best: World | None = None
        for _ in range(REDRAWS):
            world = self._draw(rng)
            if self._fits(world):
                return world
            best = best or world
        assert best is not None
        return best

    def _draw(self, rng: SeededRandom) -> World:
        pool = list(self.unknown)
        rng.shuffle(pool)
        view = self.view
        hands: list[list[str]] = []
        at = 0
        for s in range(view["players"]):
            if s == view["seat"]:
                hands.append(list(view["hand"]))
                continue
            hands.append(self.known[s] + pool[at:at + self.wanted[s]])
            at += self.wanted[s]
        stock = pool[at:at + self.stock_unknown] + self.tail
        at += self.stock_unknown
        hidden = pool[at] if self.hidden else None
        return World(hands, stock, hidden)

    def _fits(self, world: World) -> bool:
        for seat, clues in self.clues.items():
            unseen = world.hands[seat][len(self.known[seat]):]
            for lacking, above, allowed in clues:
                if sum(1 for c in unseen if suit(c) == lacking and rank(c) > above) > allowed:
                    return False
        return True


def _stock_tail(view: View, stock: int) -> list[str]:
    """The face-up cards still at the bottom of the stock, bottom last: the turned trump, or the
    players' own trump cards of двухкозырный (in dealing order)."""
    if stock <= 0:
        return []
    if view["player_trump_cards"]:
        order = from_dealers_left(view["dealer"], view["players"])
        tail = [view["player_trump_cards"][s] for s in order]
        return tail[-stock:] if stock < len(tail) else tail
    return [view["trump_card"]] if view["trump_card"] else []


def state_of(view: View, world: World) -> dict[str, Any]:
    """A whole engine state: the public part of `view` with the cards of `world` (for the simulation
    and the solver; nothing in it comes from the real hidden cards)."""
    n = view["players"]
    return {
        "game": view["game"], "players": n, "seed": None, "deck": view["deck"], "rules": dict(view["rules"]),
        "teaching": False, "hand_size": 6, "dealer": view["dealer"], "first_attacker": view["attacker"],
        "hands": [list(h) for h in world.hands], "stock": list(world.stock), "hidden": world.hidden,
        "hidden_revealed": view["hidden_revealed"], "trump_card": view["trump_card"],
        "trump_suit": view["trump_suit"], "player_trumps": view["player_trumps"],
        "player_trump_cards": view["player_trump_cards"], "discard": list(view["gone"]),
        "table": [list(pair) for pair in view["table"]], "phase": view["phase"], "turn": view["turn"],
        "attacker": view["attacker"], "defender": view["defender"], "passed": list(view["passed"]),
        "bout": view["bout"], "transfers": view["transfers"], "laid": [[] for _ in range(n)], "defended": [],
        "out": list(view["out"]), "pogony_marks": [], "face_down": [], "pending": None, "verdict": None,
        "gone": list(view["gone"]), "known": [list(k) for k in view["known"]], "loser": None, "draw": False,
        "reason": None, "pogony": None, "last": view["last"],
    }
