"""No hint, view or bot move reveals a card its seat cannot see, in every playable game.

Over seeded games, the cards the player to move cannot see are dealt again among the places they
lie in (the other hands, the stock, a face-down pile): the hint (its move, its words and its
reasons), the view and the bot's move must stay the same. Which cards are unseen is read from the
view itself: every card the view names anywhere stays where it is, and so does every card of a
place whose cards were all shown face up as they came there (`PUBLIC`), even where the view only
sums them up (canasta's discard pile: whether a wild card froze it). One swap that changes any of
the three is a leak, like the крестовый hint that named the next card of the stock.
"""

from __future__ import annotations

import copy
import random
import re
from typing import Any, Iterator

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from rules_py.games import engine_for
from teaching_games import call, ok, playable, players_of, walk

GAMES = playable()
CARD = re.compile(r"(?:10|[2-9TJQKA])[SHDC]|JK")
#: Places in a state (top-level keys, by game id prefix) whose cards everybody saw arrive face up
#: (canasta's pile; Bezique's finished rounds, played face up, whose brisques the score counts).
PUBLIC = {"canasta.": ("pile",), "bezique": ("rounds",)}
Path = tuple[Any, ...]


def _card_slots(value: Any, path: Path = ()) -> Iterator[Path]:
    if isinstance(value, str):
        if CARD.fullmatch(value):
            yield path
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _card_slots(item, (*path, i))
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _card_slots(item, (*path, key))


def _named(value: Any) -> set[str]:
    """Every card code the value names, in any string (keys too: «AS», «туз» sentences carry codes
    only in lists, but a key or a text such as «AS KH» counts as well)."""
    if isinstance(value, str):
        return set(CARD.findall(value))
    if isinstance(value, list):
        return set().union(*(_named(v) for v in value)) if value else set()
    if isinstance(value, dict):
        return set().union(*(_named(k) | _named(v) for k, v in value.items())) if value else set()
    return set()


def _get(value: Any, path: Path) -> Any:
    for key in path:
        value = value[key]
    return value


def _set(value: Any, path: Path, card: str) -> None:
    for key in path[:-1]:
        value = value[key]
    value[path[-1]] = card


def unseen_slots(game: str, state: dict[str, Any], view: dict[str, Any]) -> list[Path]:
    seen = _named(view)
    public = next((keys for prefix, keys in PUBLIC.items() if game.startswith(prefix)), ())
    return [p for p in _card_slots(state) if p[0] not in public and _get(state, p) not in seen]


def dealt_again(game: str, state: dict[str, Any], view: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    """The same position with the unseen cards dealt again among their places (None: no two unseen
    cards differ, so there is nothing to change)."""
    slots = unseen_slots(game, state, view)
    cards = [_get(state, p) for p in slots]
    if len(set(cards)) < 2:
        return None
    shuffled = list(cards)
    while shuffled == cards:
        rng.shuffle(shuffled)
    other = copy.deepcopy(state)
    for path, card in zip(slots, shuffled):
        _set(other, path, card)
    return other


def test_the_deal_again_keeps_what_the_view_names() -> None:
    state = {"hands": [["AS", "KH"], ["7C", "8D"]], "stock": ["9S", "10H"], "pile": ["QS"]}
    view = {"hand": ["AS", "KH"], "top": "QS"}
    slots = unseen_slots("durak.podkidnoy", state, view)
    assert {_get(state, p) for p in slots} == {"7C", "8D", "9S", "10H"}
    other = dealt_again("durak.podkidnoy", state, view, random.Random(1))
    assert other is not None and other["hands"][0] == ["AS", "KH"] and other["pile"] == ["QS"]
    assert sorted(other["hands"][1] + other["stock"]) == sorted(["7C", "8D", "9S", "10H"])
    assert unseen_slots("canasta.classic", {"pile": ["4D"], "stock": ["5S"]}, {}) == [("stock", 0)]


@pytest.mark.parametrize("game", [g for g in GAMES if g != "bridge"])
@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 60), pick=st.integers(0, 5), chooser=st.integers(0, 10**6))
@example(seed=2, steps=24, pick=2, chooser=2)  # крестовый: the hint to draw named the card to come
@example(seed=1, steps=17, pick=1, chooser=1)  # чешский: the hint counted the cards a draw would take
@example(seed=0, steps=1, pick=0, chooser=0)  # штосс: the hint to deal named the pair to come
def test_cards_a_seat_cannot_see_change_nothing_it_is_told(game: str, seed: int, steps: int, pick: int,
                                                            chooser: int) -> None:
    check_position(game, seed, steps, pick, chooser)


@settings(max_examples=2, deadline=None)  # the bridge bots sample and solve deals: a few positions
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 60), chooser=st.integers(0, 10**6))
def test_bridge_cards_a_seat_cannot_see_change_nothing_it_is_told(seed: int, steps: int, chooser: int) -> None:
    check_position("bridge", seed, steps, 0, chooser)


def check_position(game: str, seed: int, steps: int, pick: int, chooser: int) -> None:
    answers, _ = walk(game, players_of(game, pick), seed, steps, chooser)
    now = answers[-1]
    seat = now["to_move"]
    if now["over"] or seat is None:
        return
    state = now["state"]
    view = ok("game.view", {"game": game, "state": state, "seat": seat})["view"]
    other = dealt_again(game, state, view, random.Random(chooser))
    if other is None:
        return
    assert ok("game.view", {"game": game, "state": other, "seat": seat})["view"] == view
    assert ok("game.bot", {"game": game, "state": other})["move"] == ok("game.bot", {"game": game, "state": state})["move"]
    if hasattr(engine_for(game), "hint"):
        assert call("game.hint", {"game": game, "state": other}) == call("game.hint", {"game": game, "state": state})
