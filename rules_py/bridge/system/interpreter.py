"""The interpreter of the system's tables: which rules apply now, which call a hand makes, what a call
means, and what the table has learned from the auction so far.

One pass over an auction explains each call in turn from the chair of the player who made it, with
what the table knew at that moment (`Knowledge`), and updates that knowledge with the explanation:
a bot does the very same pass before it calls, so what it «knows» about partner is exactly what
the explanations of partner's calls say.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import product

from rules_py.bridge.auction import caller
from rules_py.bridge.contract import bid_parts, call_ru
from rules_py.bridge.system.conditions import is_forced
from rules_py.bridge.system.hand import MAJORS, SUITS, HandFacts
from rules_py.bridge.system.model import Context, Env, Force, Knowledge, Rule, Shown, Situation, bid_index
from rules_py.bridge.system.natural import CUE_BIDS, GENERIC, SITUATIONS, STOPPER_ASKS
from rules_py.bridge.system.patterns import free_suits, match
from rules_py.bridge.system.wording import FORCE_RU, alternatives, joined_meaning, phrases, possible, with_force, worded
from rules_py.bridge.seats import side_of

OUT_OF_SYSTEM_RU = "вне системы"


#: Every (situation, pattern) in order, with the number of calls the pattern covers (None: any).
_PATTERNS: tuple[tuple[Situation, str, int | None], ...] = tuple(
    (situation, pattern, None if pattern == "*" else len(pattern.split()))
    for situation in SITUATIONS for pattern in situation.patterns
)


def situation_for(ctx: Context) -> tuple[Situation, Env] | None:
    """The first situation of the system whose pattern fits the auction."""
    first = ctx.opening_index
    length = 0 if first is None else len(ctx.calls) - first
    for situation, pattern, size in _PATTERNS:
        if size is not None and size != length:
            continue
        env = match(pattern, ctx.calls)
        if env is not None and all(c.holds(_NO_HAND, ctx, env) for c in situation.when):
            return situation, env
    return None


def can_make(rule: Rule, call: str) -> bool:
    """A quick test that the rule's template may come out as `call` (before binding anything)."""
    template = rule.call
    if not template.is_bid or call in ("pass", "X", "XX"):
        return template.text == call
    level, spec = template.level_spec, template.strain_spec
    if level.isdigit() and call[0] != level:
        return False
    strain = call[1:]
    if spec in ("NT", "C", "D", "H", "S"):
        return spec == strain
    return strain != "NT"


_NO_HAND = HandFacts.parse("")


def expansions(rule: Rule, ctx: Context, env: Env) -> Iterator[tuple[str, Env]]:
    """Every concrete call the rule can make now, with its variables bound; auction conditions checked."""
    free = [v for v in rule.variables() if v not in env]
    choices = [free_suits(v, env) for v in free]
    for suits in product(*choices):
        if len(set(suits)) != len(suits):
            continue
        full = dict(env)
        full.update(zip(free, suits))
        call = rule.call.resolve(full, ctx)
        if call is None or call not in ctx.legal:
            continue
        if rule.level is not None and bid_parts(call)[0] != rule.level:
            continue
        if all(c.holds(_NO_HAND, ctx, full) for c in rule.when if not c.on_hand):
            yield call, full


def _preference(rule: Rule, hand: HandFacts, ctx: Context, call: str, env: Env) -> tuple[int, int]:
    names = rule.call.variables() or rule.variables()
    if not names:
        return (bid_index(call) if call not in ("pass", "X", "XX") else 0, 0)
    suit = env[names[0]]
    index = SUITS.index(suit)
    if rule.prefer == "high":
        return (-index, 0)
    if rule.prefer == "cheap":
        return (bid_index(call), 0)
    if rule.prefer == "low":
        return (index, 0)
    if rule.prefer == "fit":
        together = hand.length[suit] + ctx.shown(ctx.partner).min_len(suit)
        return (0 if suit in MAJORS else 1, -together)
    length = hand.length[suit]
    return (-length, -index if length >= 5 else index)


@dataclass(frozen=True)
class Choice:
    """The call the system makes with a hand, and the rule behind it."""

    call: str
    situation: Situation | None
    rule: Rule
    env: Env


def _first(rules: list[tuple[Situation | None, Rule, Env]], hand: HandFacts, ctx: Context,
           barred: frozenset[str] = frozenset(), reserved: frozenset[str] = frozenset()) -> Choice | None:
    """The first rule the hand meets, with its preferred call; `barred` calls are made by no rule,
    `reserved` calls only by the conventional rules that reserve them (cue-bids, stopper asks)."""
    for situation, rule, env in rules:
        off = barred if rule.key in RESERVING else barred | reserved
        options = [(call, full) for call, full in expansions(rule, ctx, env)
                   if call not in off and all(c.holds(hand, ctx, full) for c in rule.when if c.on_hand)]
        if options:
            call, full = min(options, key=lambda o: _preference(rule, hand, ctx, o[0], o[1]))
            return Choice(call, situation, rule, full)
    return None


def choose(hand: HandFacts, ctx: Context) -> Choice:
    """The call of the first rule the hand meets: the situation's rules, then the general ones.

    A general rule may not make a call that the situation's table defines: that call means what
    the table says, and a hand outside the table's words must find another call (so that every
    explanation is true of the hand that made the call)."""
    found = situation_for(ctx)
    claimed: frozenset[str] = frozenset()
    if found is not None:
        situation, env = found
        choice = _first([(situation, rule, env) for rule in situation.rules], hand, ctx)
        if choice is not None:
            return choice
        claimed = frozenset(call for rule in situation.rules for call, _ in expansions(rule, ctx, env))
    # A call a cue-bid or a stopper ask may make now is only that: the other general rules leave it alone.
    reserved = _reserved_calls(ctx)
    general: list[tuple[Situation | None, Rule, Env]] = [(None, rule, {}) for rule in GENERIC.rules]
    choice = _first(general, hand, ctx, claimed, reserved)
    if choice is None or (choice.call == "pass" and is_forced(ctx)):
        choice = _first(general, hand, ctx)  # a forced hand outside the table still bids
    # The general table ends with an unconditional pass, so a call is always found.
    assert choice is not None
    return choice


#: Keys of the general rules whose calls mean only that (conventional calls).
RESERVING = frozenset(rule.key for rule in (*CUE_BIDS, *STOPPER_ASKS))


def _reserved_calls(ctx: Context) -> frozenset[str]:
    """The calls that would be cue-bids or stopper asks now (by the auction alone)."""
    return frozenset(call for rule in (*CUE_BIDS, *STOPPER_ASKS) for call, _ in expansions(rule, ctx, {}))


# ---- explaining --------------------------------------------------------------------------------------


def rule_text(rule: Rule, ctx: Context, env: Env, hidden: frozenset[str] = frozenset()) -> str:
    """The rule's meaning and conditions in Russian; `hidden` variables are not known to the table
    (several suits fit), so their conditions are said without the suit, or not at all."""
    return with_force(joined_meaning(rule.meaning_ru, [conditions_text(rule, ctx, env, hidden)]), rule.force)


def conditions_text(rule: Rule, ctx: Context, env: Env, hidden: frozenset[str] = frozenset()) -> str:
    """The hand the rule asks for, in Russian (see rule_text for `hidden`)."""
    return ", ".join(p.text for p in phrases(rule, ctx, env, hidden))


@dataclass
class Explanation:
    """One call of an auction and what it means in the system."""

    seat: str
    call: str
    meaning_ru: str
    in_system: bool
    force: Force
    matches: list[tuple[Situation | None, Rule, Env]] = field(default_factory=list)
    shown: Shown | None = None  # what the caller has shown so far, this call included

    def to_json(self) -> dict[str, object]:
        return {
            "seat": self.seat,
            "call": self.call,
            "call_ru": call_ru(self.call),
            "meaning_ru": self.meaning_ru,
            "in_system": self.in_system,
            "forcing": None if self.force is Force.NONE else self.force.value,
            # An artificial call («conventional», to be alerted): its suit says nothing about the suit.
            "artificial": any(rule.artificial for _, rule, _ in self.matches),
            "situation": next((s.key for s, _, _ in self.matches if s is not None), "general")
            if self.matches else None,
            "shown": self.shown.to_json() if self.shown else None,
        }


def explain(ctx: Context, call: str) -> Explanation:
    """What `call`, made by ctx.me now, means: every rule that could have made it."""
    found = situation_for(ctx)
    matches: list[tuple[Situation | None, Rule, Env]] = []
    if found is not None:
        situation, env = found
        matches = [(situation, rule, full) for rule in situation.rules if can_make(rule, call)
                   for made, full in expansions(rule, ctx, env) if made == call]
    if not matches:
        matches = [(None, rule, full) for rule in GENERIC.rules if can_make(rule, call)
                   for made, full in expansions(rule, ctx, {}) if made == call]
        reserving = [match for match in matches if match[1].key in RESERVING]
        if reserving:  # then it is only a cue-bid (or only a stopper ask)
            matches = reserving
    if not matches:
        return Explanation(ctx.me, call, OUT_OF_SYSTEM_RU, False, Force.NONE)
    # Several rules may make the call: the first is said as its meaning, the others after it (see wording).
    force = max((rule.force for _, rule, _ in matches), key=list(Force).index)
    return Explanation(ctx.me, call, worded(alternatives(matches, ctx)), True, force, matches)


def learn(knowledge: Knowledge, ctx: Context, explanation: Explanation) -> None:
    """Update what the table knows with the explanation of ctx.me's call."""
    seat = ctx.me
    before = knowledge.shown[seat]
    if explanation.matches:
        narrowed: Shown | None = None
        # A rule no hand could meet after the caller's earlier calls is not what the call means: only
        # the possible ones narrow what the table knows (all of them if none is possible).
        matches = [m for m in explanation.matches if possible(m[1], ctx, m[2])] or explanation.matches
        for _, rule, env in matches:
            shown = before.copy()
            for condition in rule.when:
                condition.narrow(shown, ctx, env)
            narrowed = shown if narrowed is None else narrowed.hull(shown)
        assert narrowed is not None
        knowledge.shown[seat] = narrowed
        first = explanation.matches[0][1]
        knowledge.last_rule[seat] = first.key
        if first.key in ("blackwood", "cue-bid"):  # the side has started to look for a slam: once is enough
            knowledge.aces_asked.add(side_of(seat))
    else:
        knowledge.last_rule[seat] = ""
    knowledge.last_force[seat] = explanation.force
    if explanation.force is Force.GAME:
        knowledge.game_forced.add(side_of(seat))
    explanation.shown = knowledge.shown[seat].copy()


_Key = tuple[tuple[str, ...], str, bool, bool]
#: Auctions already read, so that a bot reading the same auction one call longer reads one call.
_READ: dict[_Key, tuple[Knowledge, tuple[Explanation, ...]]] = {}
_READ_LIMIT = 512


def read_auction(calls: list[str], dealer: str, vulnerable: dict[str, bool]) -> tuple[Knowledge, list[Explanation]]:
    """Explain every call in turn; returns the knowledge after the last one and the explanations."""
    flags = (bool(vulnerable.get("NS")), bool(vulnerable.get("EW")))
    done = len(calls)
    while done > 0 and (tuple(calls[:done]), dealer, *flags) not in _READ:
        done -= 1
    if done:
        known, said = _READ[(tuple(calls[:done]), dealer, *flags)]
        knowledge, explanations = known.copy(), list(said)
    else:
        knowledge, explanations = Knowledge(), []
    for i in range(done, len(calls)):
        ctx = Context(tuple(calls[:i]), dealer, caller(calls, dealer, i), knowledge.copy(), vulnerable)
        explanation = explain(ctx, calls[i])
        learn(knowledge, ctx, explanation)
        explanations.append(explanation)
        if len(_READ) >= _READ_LIMIT:
            del _READ[next(iter(_READ))]
        _READ[(tuple(calls[:i + 1]), dealer, *flags)] = (knowledge.copy(), tuple(explanations))
    return knowledge, explanations



