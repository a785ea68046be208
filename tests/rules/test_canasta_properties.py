"""Property tests: random valid melds are accepted and scored deterministically, random invalid melds
are refused with bad_meld, and canasta.score_hand through handle never raises."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import rules_py.canasta.protocol  # noqa: F401 - registers the canasta methods
from rules_py.api import handle
from rules_py.canasta.melds import BadMeld, canasta_premium, deck_counts, validate_meld
from rules_py.canasta.presets import PRESETS
from rules_py.canasta.scoring import score_hand
from rules_py.cards import JOKER, Card, Rank, Suit

GAMES = sorted(PRESETS)
NATURAL_RANKS = [Rank(v) for v in range(Rank.FOUR, Rank.ACE + 1)]


def call(params: dict[str, Any]) -> dict[str, Any]:
    return json.loads(handle(json.dumps({"method": "canasta.score_hand", "params": params})))  # type: ignore[no-any-return]


@st.composite
def valid_meld(draw: st.DrawFn) -> tuple[str, list[str]]:
    """A meld of one rank that the preset allows: naturals, then jokers and twos within its limits."""
    game = draw(st.sampled_from(GAMES))
    rules = PRESETS[game]
    counts = deck_counts(rules.deck)
    rank = draw(st.sampled_from(NATURAL_RANKS))
    pool = [Card(rank, suit) for suit in Suit for _ in range(counts[Card(rank, suit)])]
    most = min(len(pool), rules.canasta_max or len(pool))
    naturals = draw(st.integers(2, most))
    chosen = draw(st.permutations(pool))[:naturals]
    jokers_in_deck, twos_in_deck = counts[JOKER], sum(counts[Card(Rank.TWO, s)] for s in Suit)
    limit = jokers_in_deck + twos_in_deck
    if rules.wild_ratio:
        limit = min(limit, naturals)
    if rules.wild_cap is not None:
        limit = min(limit, rules.wild_cap)
    if rules.canasta_max is not None:
        limit = min(limit, rules.canasta_max - naturals)
    wilds = draw(st.integers(max(0, 3 - naturals), max(limit, 0)))
    jokers = draw(st.integers(max(0, wilds - twos_in_deck), min(wilds, jokers_in_deck)))
    twos = [Card(Rank.TWO, s) for s in Suit for _ in range(counts[Card(Rank.TWO, s)])]
    cards = chosen + [JOKER] * jokers + draw(st.permutations(twos))[: wilds - jokers]
    return game, [c.code for c in draw(st.permutations(cards))]


@settings(max_examples=30, deadline=None)
@given(valid_meld())
def test_valid_melds_are_accepted_and_scored_deterministically(case: tuple[str, list[str]]) -> None:
    game, codes = case
    rules = PRESETS[game]
    meld = validate_meld(codes, rules)
    assert meld.is_canasta == (len(codes) >= 7)
    first = score_hand(game, [codes])
    assert score_hand(game, [list(codes)]) == first
    response = call({"game": game, "melds": [codes]})
    assert response["ok"], response
    assert response["result"] == first.to_json()
    cards_value = sum(rules.value_of(Card.parse(code)) for code in codes)
    if rules.melds_minus_without_canasta and not meld.is_canasta:
        assert first.total == -cards_value
    else:
        assert first.total == canasta_premium(meld, rules) + cards_value


@st.composite
def invalid_meld(draw: st.DrawFn) -> tuple[str, list[str]]:
    """A meld no preset allows in that form."""
    game = draw(st.sampled_from(GAMES))
    rules = PRESETS[game]
    rank = draw(st.sampled_from(NATURAL_RANKS))
    suits = draw(st.lists(st.sampled_from(list(Suit)), min_size=3, max_size=3))
    naturals = [Card(rank, s).code for s in suits]
    kind = draw(st.sampled_from(["short", "too_wild", "two_ranks", "red_three", "empty"]))
    if kind == "short":
        cards = naturals[: draw(st.integers(1, 2))]
    elif kind == "too_wild":
        n = draw(st.integers(2, 3))
        cards = naturals[:n] + ["2C", "2D", "2H", "2S"][: n + 1]
    elif kind == "two_ranks":
        other = draw(st.sampled_from([r for r in NATURAL_RANKS if abs(r - rank) > 1]))
        cards = naturals + [Card(other, s).code for s in suits]
    elif kind == "red_three":
        if rules.red_threes != "premium":
            cards = []
        else:
            cards = naturals + [draw(st.sampled_from(["3H", "3D"]))]
    else:
        cards = []
    return game, draw(st.permutations(cards))


@settings(max_examples=30, deadline=None)
@given(invalid_meld())
def test_invalid_melds_are_refused_with_bad_meld(case: tuple[str, list[str]]) -> None:
    game, codes = case
    try:
        validate_meld(codes, PRESETS[game])
    except BadMeld as exc:
        assert exc.code == "bad_meld" and exc.message
    else:
        raise AssertionError(f"{game} accepted {codes}")
    response = call({"game": game, "melds": [codes]})
    assert not response["ok"] and response["error"]["code"] == "bad_meld"


CODES = ["KS", "KH", "QD", "7H", "7D", "3H", "3D", "3S", "3C", "2C", "JK", "AS", "4C", "10H", "XX", "", "JKK"]
JUNK = st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.text(max_size=3), st.lists(st.integers(), max_size=2))
CARD_LIST = st.one_of(st.lists(st.sampled_from(CODES), max_size=8), JUNK)
OPTIONS = st.one_of(
    st.none(),
    st.sampled_from([{}, {"joker_canasta": True}, {"wild_cap": 3}, {"target": 7500}, {"deck": "2x54"},
                     {"red_three_discard": True}, {"wild_cap": None}, {"bad": 1}]),
    JUNK,
)


@settings(max_examples=30, deadline=None)
@given(
    game=st.one_of(st.sampled_from(GAMES), JUNK),
    melds=st.one_of(st.lists(st.lists(st.sampled_from(CODES), max_size=9), max_size=4), JUNK),
    red_threes=CARD_LIST,
    hand=CARD_LIST,
    black_threes=CARD_LIST,
    went_out=st.one_of(st.booleans(), JUNK),
    concealed=st.booleans(),
    double_out=st.booleans(),
    options=OPTIONS,
)
def test_score_hand_through_handle_never_raises(**params: Any) -> None:
    response = json.loads(handle(json.dumps({"method": "canasta.score_hand", "params": params})))
    assert isinstance(response["ok"], bool)
    if response["ok"]:
        result = response["result"]
        assert result["total"] == sum(line["points"] for line in result["lines"])
    else:
        assert response["error"]["code"] in ("bad_request", "bad_card", "bad_meld")
        assert response["error"]["message"]
