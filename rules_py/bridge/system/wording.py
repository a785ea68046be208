"""How the explanation of a call is worded when several rules of the system could have made it.

The first rule that makes the call (the one the system tries first, which a bot with an ordinary
hand uses) is its meaning; the other rules follow in brackets as a short tail:
«11–15 очков, 6+ червей (реже: повтор своей масти, 5+ червей)». Besides:

- a rule whose hand cannot exist, given what the caller has already shown, is not said (`possible`);
- a fallback («…: другой заявки нет») whose meaning begins like an earlier rule's is folded into that
  rule, with what both of them require;
- a later rule that differs from an earlier one only in needing fewer cards of a suit is said with
  the cards it has then: a hand with more would have made the earlier rule's call («ровно 4 червы»);
- a fact of the auction («заявка партнёра требует ответа») and a condition every alternative shares
  are said once; what the call forces is said once when every alternative forces the same.

Only the words change: the table learns from every rule that could have made the call (`learn`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from rules_py.bridge.system.conditions import Len, suit_of
from rules_py.bridge.system.hand import SUITS
from rules_py.bridge.system.model import Condition, Context, Env, Force, Rule, Shown, Situation
from rules_py.bridge.system.words import cards_ru
from rules_py.cards import Suit

FORCE_RU = {Force.NONE: "", Force.ROUND: "форсирует", Force.GAME: "форсирует до партии"}
#: What a fallback rule's meaning says: the call is made because no other fits.
FALLBACK_RU = "другой заявки нет"
#: How many points shape may add to high cards (length, shortness; see HandFacts): a lower bound may
#: exceed an upper bound by this much before the two are taken to contradict each other.
SHAPE_POINTS = 8

Match = tuple[Situation | None, Rule, Env]


@dataclass(frozen=True)
class Phrase:
    """One condition of a rule in words, with the condition it says."""

    text: str
    condition: Condition
    env: Env = field(compare=False)

    @property
    def fact(self) -> bool:
        """A condition on the auction: the same for every hand, so it need be said only once."""
        return not self.condition.on_hand


@dataclass
class Hand:
    """The hand one rule asks for: its conditions in words, and the rule itself (None once folded
    from several rules)."""

    phrases: list[Phrase]
    rule: Rule | None
    env: Env = field(default_factory=dict)

    def texts(self) -> list[str]:
        return [p.text for p in self.phrases]


@dataclass
class Alternative:
    """A meaning of the call and the hands that make it (several when rules share the meaning)."""

    meaning: str
    force: Force
    hands: list[Hand]

    def texts(self) -> set[str]:
        return {text for hand in self.hands for text in hand.texts()}


def phrases(rule: Rule, ctx: Context, env: Env, hidden: frozenset[str] = frozenset()) -> list[Phrase]:
    """The rule's conditions in words; `hidden` variables are not known to the table (several suits
    fit), so their conditions are said without the suit, or not at all."""
    said = []
    for condition in rule.when:
        text = condition.ru_any(ctx) if hidden & set(condition.variables()) else condition.ru(ctx, env)
        if text:
            said.append(Phrase(text, condition, env))
    return said


def with_force(text: str, force: Force) -> str:
    """The text with what the call forces, if it forces anything and the text does not say it yet."""
    if force is Force.NONE or FORCE_RU[force] in text:
        return text
    return text + ("; " if text else "") + FORCE_RU[force]


def joined_meaning(meaning: str, hands: list[str]) -> str:
    """A meaning with the hands that may make it: one hand after a comma, several as «либо …, либо …».

    >>> joined_meaning("Стейман", ["9+ очков, 4–5 червей", "7+ очков"])
    'Стейман: либо 9+ очков, 4–5 червей, либо 7+ очков'
    >>> joined_meaning("партия", ["13+ очков"]), joined_meaning("", ["13+ очков"])
    ('партия, 13+ очков', '13+ очков')
    """
    hands = [hand for hand in hands if hand]
    if len(hands) > 1:
        described = "либо " + ", либо ".join(hands)
        return f"{meaning}: {described}" if meaning else described
    return ", ".join(part for part in (meaning, *hands) if part)


# ---- which hands can exist -----------------------------------------------------------------------------


@dataclass
class _Trial(Shown):
    """What is shown, narrowed for a trial: a contradiction is noted instead of resolved."""

    empty: bool = False

    def points(self, low: int | None, high: int | None) -> None:
        if (low is not None and low > self.high + SHAPE_POINTS) or (high is not None and high < self.low - SHAPE_POINTS):
            self.empty = True
        super().points(low, high)

    def cards(self, suit: Suit, low: int | None, high: int | None) -> None:
        old_low, old_high = self.length[suit]
        if (low is not None and low > old_high) or (high is not None and high < old_low):
            self.empty = True
        super().cards(suit, low, high)


def possible(rule: Rule, ctx: Context, env: Env) -> bool:
    """Whether some hand can meet the rule, given what the caller has already shown: no suit's length,
    and no range of points beyond what shape may add, narrows to nothing, and the suits can make 13 cards."""
    before = ctx.shown(ctx.me)
    trial = _Trial(before.low, before.high, dict(before.length), before.balanced)
    for condition in rule.when:
        condition.narrow(trial, ctx, env)
    lows = sum(trial.length[s][0] for s in SUITS)
    highs = sum(trial.length[s][1] for s in SUITS)
    return not trial.empty and lows <= 13 <= highs


# ---- the alternatives ----------------------------------------------------------------------------------


def alternatives(matches: list[Match], ctx: Context) -> list[Alternative]:
    """The meanings of the call in the system's order: rules with the same meaning together, rules
    whose hand cannot exist left out (unless no rule's can), fallbacks folded into their rule."""
    rules = list(dict.fromkeys(rule for _, rule, _ in matches))
    envs = {id(rule): [env for _, r, env in matches if r is rule] for rule in rules}
    kept = [rule for rule in rules if any(possible(rule, ctx, env) for env in envs[id(rule)])] or rules
    found: dict[tuple[str, Force], Alternative] = {}
    earlier: list[Hand] = []
    for rule in kept:
        first = envs[id(rule)][0]
        hidden = frozenset(name for name in first if any(env[name] is not first[name] for env in envs[id(rule)]))
        hand = Hand(phrases(rule, ctx, first, hidden), None if hidden else rule, first)
        hand = _fewer_cards(hand, earlier)
        earlier.append(hand)
        alternative = found.setdefault((rule.meaning_ru, rule.force), Alternative(rule.meaning_ru, rule.force, []))
        if hand.texts() not in [h.texts() for h in alternative.hands]:
            alternative.hands.append(hand)
    return _fold_fallbacks(list(found.values()))


def _head(meaning: str) -> str:
    return meaning.split(":")[0].split(",")[0].strip()


def _fold_fallbacks(said: list[Alternative]) -> list[Alternative]:
    """A fallback («повтор своей масти: другой заявки нет») after a rule of the same meaning («повтор
    своей масти») is said with it: the meaning, and the conditions both require."""
    out: list[Alternative] = []
    for alternative in said:
        host = next((a for a in out if FALLBACK_RU in alternative.meaning and FALLBACK_RU not in a.meaning
                     and a.meaning and _head(a.meaning) == _head(alternative.meaning)
                     and a.force is alternative.force and len(a.hands) == len(alternative.hands) == 1), None)
        if host is None:
            out.append(alternative)
            continue
        host.hands = [Hand(_common(host.hands[0].phrases, alternative.hands[0].phrases), None)]
    return out


def _common(mine: list[Phrase], theirs: list[Phrase]) -> list[Phrase]:
    """What two hands both have: the phrases both say, and for a suit both count, the wider range."""
    texts = {p.text for p in theirs}
    lengths = {suit_of(p.condition.suit, p.env): p.condition for p in theirs if type(p.condition) is Len}
    out = []
    for p in mine:
        other = lengths.get(suit_of(p.condition.suit, p.env)) if type(p.condition) is Len else None
        if p.text in texts:
            out.append(p)
        elif other is not None:
            cond = p.condition
            assert isinstance(cond, Len) and isinstance(other, Len)
            low = None if cond.low is None or other.low is None else min(cond.low, other.low)
            high = None if cond.high is None or other.high is None else max(cond.high, other.high)
            out.append(Phrase(cards_ru(suit_of(cond.suit, p.env), low, high), cond, p.env))
    return out


def _key(condition: Condition, env: Env) -> tuple[object, ...]:
    """A condition with its suit variables bound: equal keys test the same thing."""
    values = tuple(env[v].value if isinstance(v, str) and len(v) == 1 and v in env else v
                   for v in (getattr(condition, f.name) for f in fields(condition)))  # type: ignore[arg-type]
    return (type(condition), values)


def _fewer_cards(later: Hand, earlier: list[Hand]) -> Hand:
    """The later rule's hand with a suit's length capped where an earlier rule, which the system
    tries first, asks the same and more cards of that suit («5+ червей» before «4+ червей»: a hand
    with five makes the earlier rule's call, so the later rule's hand has exactly four)."""
    if later.rule is None:
        return later
    mine = {_key(c, later.env) for c in later.rule.when if c.on_hand}
    said = list(later.phrases)
    for before in earlier:
        if before.rule is None:
            continue
        extra = [c for c in before.rule.when if c.on_hand and _key(c, before.env) not in mine]
        more = extra[0] if len(extra) == 1 else None
        # A plain Len only («5+ червей»): a subclass may mean more than a count of cards.
        if type(more) is not Len or more.low is None or more.high is not None:
            continue
        suit = suit_of(more.suit, before.env)
        for i, p in enumerate(said):
            cond = p.condition
            if type(cond) is Len and suit_of(cond.suit, p.env) is suit and cond.low is not None \
                    and cond.low < more.low and (cond.high is None or cond.high >= more.low):
                said[i] = Phrase(cards_ru(suit, cond.low, more.low - 1), cond, p.env)
    return Hand(said, later.rule, later.env)


# ---- the words -----------------------------------------------------------------------------------------


def _hands_text(meaning: str, hands: list[list[str]]) -> str:
    """A meaning with the hands of its rules: what they all ask said once, then what differs as
    «либо …, либо …»; when one hand asks nothing more, every hand is that one, and the first rule's
    extra is only the usual case («обычно …»).

    >>> _hands_text("партия", [["без фита", "нет короткой масти", "24+ очков"], ["без фита", "24+ очков"]])
    'партия, без фита, 24+ очков; обычно нет короткой масти'
    >>> _hands_text("Стейман", [["9+ очков", "4–5 червей"], ["7+ очков"]])
    'Стейман: либо 9+ очков, 4–5 червей, либо 7+ очков'
    >>> _hands_text("партия", [["3+ пик", "13–15 очков"], ["3+ пик", "16+ очков"]])
    'партия, 3+ пик: либо 13–15 очков, либо 16+ очков'
    """
    common = [text for text in hands[0] if all(text in hand for hand in hands[1:])]
    rest = list(dict.fromkeys(", ".join(t for t in hand if t not in common) for hand in hands))
    head = ", ".join(part for part in (meaning, *common) if part)
    if len(rest) > 1 and "" in rest:
        return head + (f"; обычно {rest[0]}" if rest[0] else "")
    if common and len(rest) > 1:
        return f"{head}: либо " + ", либо ".join(rest)
    return joined_meaning(meaning, [", ".join(hand) for hand in hands]) if not common else \
        ", ".join(part for part in (head, *rest) if part)



def worded(said: list[Alternative]) -> str:
    """The explanation's text: the first meaning, then the others in brackets after «реже:»."""
    if not said:
        return "—"
    shared = set.intersection(*(set(hand.texts()) for a in said for hand in a.hands))
    one_force = all(a.force is said[0].force for a in said)
    told: set[str] = set()
    texts: list[str] = []
    for i, alternative in enumerate(said):
        hands = [[p.text for p in hand.phrases if i == 0 or (p.text not in shared and not (p.fact and p.text in told))]
                 for hand in alternative.hands]
        text = _hands_text(alternative.meaning, hands)
        told |= alternative.texts()
        if not one_force and i == 0:
            text = with_force(text, alternative.force)
        elif not one_force and alternative.force is not Force.NONE:  # inside the brackets «; » parts alternatives
            text += (", " if text else "") + FORCE_RU[alternative.force]
        if text and text not in texts:
            texts.append(text)
    text = texts[0] + (f" (реже: {'; или '.join(texts[1:])})" if len(texts) > 1 else "")
    return with_force(text, said[0].force) if one_force else text
