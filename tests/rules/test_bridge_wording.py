"""The words of an explanation when several rules of the system could have made the call: the
system's first rule is the meaning, the others a tail in brackets; a condition every alternative
shares is said once; an alternative no hand can meet, given what the caller has shown, is not said;
the table still learns from every rule (only the words change)."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

import rules_py.bridge.protocol  # noqa: F401  (registers bridge.* and the engine)
from rules_py.bridge.auction import caller
from rules_py.bridge.engine import ENGINE
from rules_py.bridge.seats import SEATS
from rules_py.bridge.system import decide, explain_auction
from rules_py.bridge.system.interpreter import explain, read_auction
from rules_py.bridge.system.model import Context
from rules_py.bridge.system.wording import possible
from rules_py.games import State

SEEDS = st.integers(min_value=0, max_value=2**63 - 1)
DEALERS = st.sampled_from(SEATS)
VULNERABLE = st.fixed_dictionaries({"NS": st.booleans(), "EW": st.booleans()})


def auction_by_bots(seed: int, dealer: str, vulnerable: dict[str, bool]) -> State:
    state = ENGINE.new_game("bridge", 4, seed, {"dealer": dealer, "vulnerable": vulnerable})
    while state["phase"] == "auction":
        state = ENGINE.play(state, ENGINE.bot_move(state))
    return state


def said(auction: str, dealer: str = "N") -> str:
    text: str = explain_auction(auction.split(), dealer)[-1]["meaning_ru"]
    return text


def context(auction: str, dealer: str = "N") -> tuple[Context, str]:
    """The context of the last call of the auction, and that call."""
    calls = auction.split()
    knowledge, _ = read_auction(calls[:-1], dealer, {"NS": False, "EW": False})
    seat = caller(calls, dealer, len(calls) - 1)
    return Context(tuple(calls[:-1]), dealer, seat, knowledge.copy(), {"NS": False, "EW": False}), calls[-1]


def test_the_rebid_of_a_suit_says_the_usual_hand_first_and_the_fallback_after_it() -> None:
    # Three rules make 2♥: six cards 11-15, a five-card suit 11-15, a five-card suit with nothing else to bid.
    assert said("1H pass 1S pass 2H") == "11–15 очков, 6+ червей (реже: повтор своей масти, 5+ червей)"
    assert said("1H pass 2C pass 2H") == "6+ червей, 11–15 очков (реже: повтор своей масти, 5+ червей)"


def test_the_six_card_major_after_two_over_one_is_said_first_and_each_condition_once() -> None:
    text = said("1H pass 2C pass 2D pass 2NT pass 3H")
    assert text.startswith("шесть карт в своём мажоре: ищем общий мажор перед 3БК, 6+ червей, "
                           "о 6 картах партнёр ещё не знает, у пары 24–32 очка, нет общей масти из 8 карт в мажоре; "
                           "форсирует (реже: ")
    # Opener has shown 4+ diamonds and 5+ hearts and 11-21: eight hearts and 11-12 points are still
    # possible by what is known, so the invitation stays, as the rarer meaning.
    assert text.endswith("(реже: приглашение в партию, у пары 8+ червей, у пары 21–23 очка)")
    assert " или " not in text


def test_a_fact_of_the_auction_shared_by_the_rarer_meanings_is_said_once() -> None:
    text = said("2C pass 2D pass 2H pass 2NT pass 3H")
    assert text.count("заявка партнёра требует ответа") == 1
    assert text.count("форсирует") == 1 and text.index("форсирует") < text.index("(реже:")


def test_a_condition_every_alternative_shares_is_said_once() -> None:
    # Both rules ask for four hearts: the four-card major before 3NT, and a new suit looking for game.
    text = said("1D pass 2C pass 2D pass 2H")
    assert text.count("4+ червей") == 1
    assert text == ("четыре карты в мажоре: ищем общий мажор перед 3БК, у пары 24–32 очка, нет общей масти из "
                    "8 карт в мажоре, нет короткой масти (кроме масти партнёра), 4+ червей "
                    "(реже: новая масть: ищем партию, у пары 24+ очков); форсирует")


def test_an_alternative_that_no_hand_can_meet_is_not_said_but_is_still_learned_from() -> None:
    # Opener's 3♣ after 1БК – 2БК: a new suit looking for game, or (by the general rules) an invitation
    # in a known eight-card minor fit, which no balanced 15-17 opposite an unshown club suit can have.
    auction = "1NT pass 2NT pass 3C"
    assert said(auction) == "новая масть: ищем партию, у пары 24+ очков, 4+ треф; форсирует"
    ctx, call = context(auction)
    explanation = explain(ctx, call)
    assert [possible(rule, ctx, env) for _, rule, env in explanation.matches] == [True, False]
    # The table learns from both rules, as before: the words alone changed.
    assert [rule.meaning_ru for _, rule, _ in explanation.matches][1] == "приглашение: общая масть в миноре"
    # Opener's 1NT showed a balanced hand (2-5 hearts): 3♥ cannot invite with eight hearts of its own.
    assert "приглашение" not in said("1NT pass 2NT pass 3H")


def test_an_alternative_with_more_cards_than_the_hand_has_is_not_said() -> None:
    # North's weak 2♥ showed six hearts; partner has shown no spades, so a game in an eight-card spade
    # fit («партия» of the general rules) would need eight spades of North's own: fourteen cards.
    auction = "2H 3D 3NT pass 4S"
    ctx, call = context(auction)
    rules = [rule.meaning_ru for _, rule, env in explain(ctx, call).matches if not possible(rule, ctx, env)]
    assert rules == ["партия"]
    assert said(auction) == ("партия в своей длинной масти вместо 3БК, после 3БК партнёра, 6+ пик, "
                             "о 6 картах партнёр ещё не знает")


def test_a_later_rule_that_asks_fewer_cards_of_a_suit_is_said_with_the_cards_it_has() -> None:
    # After 2♣ – 2♦ opener bids a five-card major first: 2♥ by the four-card rule has exactly four.
    assert said("2C pass 2D pass 2H") == "форсирует до партии: либо 5+ червей, либо ровно 4 червы"


def test_one_meaning_is_said_as_before() -> None:
    assert said("1H pass 2H") == "простая поддержка, 3+ червей, 6–9 очков"
    assert said("1NT pass 2C") == ("Стейман — вопрос о четвёрке в мажоре: либо 10+ очков, 4–5 червей, 4–5 пик, "
                                   "либо 8+ очков, есть четвёрка в мажоре; форсирует")


# Derandomized: a bot whose hand fits no row of a situation's table falls back to the general rules,
# while the explanation reads that table; each such gap found is closed in the table itself (the last two:
# opener's three-card answer to a negative double, a weak hand after a transfer), and a sweep of 1200 bot
# auctions (11 573 calls) found no other, so the same examples run every time rather than a rare one
# failing at random.
@settings(max_examples=40, deadline=None, derandomize=True)
@given(SEEDS, DEALERS, VULNERABLE)
def test_the_rule_a_bot_used_is_never_left_out(seed: int, dealer: str, vulnerable: dict[str, bool]) -> None:
    """Whatever rule made a bot's call, its hand is judged possible and its meaning is said."""
    state = auction_by_bots(seed, dealer, vulnerable)
    calls: list[str] = state["calls"]
    for i, made in enumerate(calls):
        seat = caller(calls, dealer, i)
        view = {"seat": seat, "dealer": dealer, "vulnerable": vulnerable,
                "auction": [{"call": c} for c in calls[:i]], "hand": state["deal"][seat]}
        choice, ctx, _ = decide(view)
        assert choice.call == made
        assert possible(choice.rule, ctx, choice.env), (calls[:i + 1], choice.rule)
        assert choice.rule.meaning_ru.split(":")[0] in explain(ctx, made).meaning_ru, (calls[:i + 1], choice.rule)
