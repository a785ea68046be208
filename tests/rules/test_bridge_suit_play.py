"""One suit double dummy (rules_py.bridge.suit_play): its pruned, memoised search agrees with a plain
game-tree search of the same model on random layouts, and it knows the books' combinations."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from suit_search import Hands, plain_trick, plain_value

from rules_py.bridge import suit_play

layouts = st.lists(st.integers(0, 3), min_size=1, max_size=9).map(
    lambda owners: tuple(frozenset(14 - i for i, o in enumerate(owners) if o == hand) for hand in range(4)))


@settings(max_examples=300, deadline=None)
@given(layouts)
def test_the_solver_agrees_with_a_plain_search(hands: Hands) -> None:
    owners = "".join(str(h) for rank in range(14, 1, -1) for h in range(4) if rank in hands[h])
    assert suit_play.tricks_from(owners) == plain_value(hands)


@settings(max_examples=200, deadline=None)
@given(layouts, st.data())
def test_each_card_to_a_trick_is_valued_as_a_plain_search_does(hands: Hands, data: st.DataObject) -> None:
    leader = data.draw(st.sampled_from([h for h in (0, 2) if hands[h]] or [0]))
    if not hands[leader]:
        return
    lead = data.draw(st.sampled_from(sorted(hands[leader])))
    rest = tuple(h - {lead} if i == leader else h for i, h in enumerate(hands))
    to_play = (leader + 1) % 4
    if not rest[to_play]:
        return
    values = suit_play.card_values({i: sorted(h) for i, h in enumerate(rest)}, [(leader, lead)], to_play)
    for rank in rest[to_play]:
        after = tuple(h - {rank} if i == to_play else h for i, h in enumerate(rest))
        assert values[rank] == plain_trick(after, ((leader, lead), (to_play, rank)), (to_play + 1) % 4, 2)


# The books' combinations (hands 0 and 2 declaring, 1 and 3 defending, play goes 0-1-2-3): the cards
# from the ace down as the hands that hold them.
COMBINATIONS = [
    ("0101", 1, "AQ opposite nothing, Kx behind the AQ: the queen never scores"),
    ("030322", 2, "Kx before the AQ, xx opposite: led towards the queen, the finesse wins"),
    ("00113322", 2, "AK opposite xx, QJ and xx out: two tricks"),
    ("0010113333222", 2, "AKJ opposite xxx, Qxx behind the AKJ: neither the finesse nor the drop"),
    ("0030331111222", 3, "AKJ opposite xxx, Qxx before the AKJ: the finesse of the jack wins"),
    ("2200003311", 4, "four to the AK opposite AK: four tricks however they break"),
]


@pytest.mark.parametrize(("owners", "tricks", "why"), COMBINATIONS)
def test_combinations_from_the_books(owners: str, tricks: int, why: str) -> None:
    assert suit_play.tricks_from(owners) == tricks, why


def test_the_memo_stays_within_its_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(suit_play, "MEMO_LIMIT", 50)
    suit_play.clear()
    for owners, tricks, _ in COMBINATIONS:
        assert suit_play.tricks_from(owners) == tricks  # still right after the memo is forgotten
        assert len(suit_play._memo) <= 50
    suit_play.clear()
