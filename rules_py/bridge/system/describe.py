"""The system as tables a learner can read: every situation with its rules in Russian, suits named
by their role («в масти партнёра») instead of a concrete suit. The page «Система торговли» and the
method bridge.system print this, so the page and the bots never drift apart.

>>> table = system_tables()
>>> opening = next(t for t in table if t["key"] == "opening")
>>> [(r["call_ru"], r["meaning_ru"]) for r in opening["rules"]][:3]
[('2♣', 'сильное искусственное открытие, 22+ очков; форсирует'), ('2БК', '20–21 очко, ровная рука'), ('1БК', '15–17 очков, ровная рука')]
>>> answers = next(t for t in table if t["key"] == "1M-answers")
>>> answers["rules"][0]["call_ru"], answers["rules"][0]["meaning_ru"]
('2 в масти партнёра', 'простая поддержка, 3+ карт в масти партнёра, 6–9 очков')
"""

from __future__ import annotations

from typing import Any

from rules_py.bridge.contract import call_ru
from rules_py.bridge.system.wording import with_force
from rules_py.bridge.system.model import Context, Force, Knowledge, Roles, Rule, Situation
from rules_py.bridge.system.natural import GENERIC, SITUATIONS
from rules_py.bridge.system.patterns import tokens
from rules_py.cards import Suit

_PARTNER = ("масть партнёра", "в масти партнёра")
_OPPONENT = ("масть противника", "в масти противника")
_OWN = ("своя масть", "в своей масти")
_FREE = {"M": ("мажор", "в мажоре"), "m": ("минор", "в миноре")}
_NEW = ("новая масть", "в новой масти")
_ANY = ("масть", "в масти")
_LEVELS = {1: "первом", 2: "втором", 3: "третьем", 4: "четвёртом", 5: "пятом", 6: "шестом", 7: "седьмом"}
_NEUTRAL = Context((), "N", "N", Knowledge(), {"NS": False, "EW": False})
_SOME_SUIT = {"M": Suit.SPADES, "m": Suit.CLUBS} | {name: Suit.SPADES for name in "xyzw"}


def roles(situation: Situation) -> Roles:
    """Each suit variable of the situation's first pattern, named after who bid it."""
    found: Roles = {}
    words = tokens(situation.patterns[0]) if situation.patterns[0] != "*" else ()
    for i, token in enumerate(words):
        name = token[1:] if token[:1].isdigit() else ""
        if len(name) == 1 and name.isalpha() and name not in "CDHS" and name not in found:
            behind = (len(words) - i) % 4  # 1: the next opponent, 2: partner, 3: the other opponent, 0: me
            found[name] = {0: _OWN, 2: _PARTNER}.get(behind, _OPPONENT)
    return found


def _role(name: str, known: Roles, general: bool) -> tuple[str, str]:
    if name in known:
        return known[name]
    if name in _FREE:
        return _FREE[name]
    return _ANY if general else _NEW


def call_text(rule: Rule, known: Roles, general: bool = False) -> str:
    """The call of a rule in words: «1♥ / 1♠», «2 в масти партнёра», «новая масть, без прыжка»."""
    template = rule.call
    if not template.is_bid:
        return call_ru(template.text)
    level, spec = template.level_spec, template.strain_spec
    if spec in ("NT", "C", "D", "H", "S"):
        if level.isdigit():
            return call_ru(template.text)
        said = "БК"
    elif level.isdigit() and spec in _FREE and spec not in known:
        suits = ("H", "S") if spec == "M" else ("C", "D")
        return " / ".join(call_ru(f"{level}{s}") for s in suits)
    elif level.isdigit():
        return f"{level} {_role(spec, known, general)[1]}"
    else:
        said = _role(spec, known, general)[0]
    text = said + (", без прыжка" if level == "=" else " с прыжком")
    if rule.level is not None:
        text += f" (на {_LEVELS[rule.level]} уровне)"
    return text


def rule_text(rule: Rule, known: Roles, general: bool = False) -> str:
    """What a rule requires, in words, without knowing the suits."""
    named = dict(known)
    for name in rule.variables():
        named.setdefault(name, _role(name, known, general))
    parts = [rule.meaning_ru] if rule.meaning_ru else []
    for condition in rule.when:
        text = condition.ru_roles(named)
        if text is None:  # the words do not name the suit: any suit will do to say them
            text = condition.ru(_NEUTRAL, {name: _SOME_SUIT[name] for name in condition.variables()})
        if text:
            parts.append(text)
    return with_force(", ".join(parts), rule.force) or "—"


def situation_table(situation: Situation, general: bool = False) -> dict[str, Any]:
    known = roles(situation)
    general = general or not known  # with no suit of the auction to tell apart, a suit is not «new»
    return {
        "key": situation.key,
        "title_ru": situation.title_ru,
        "note_ru": situation.note_ru,
        "rules": [{"call": rule.call.text, "call_ru": call_text(rule, known, general),
                   "meaning_ru": rule_text(rule, known, general),
                   "forcing": None if rule.force is Force.NONE else rule.force.value}
                  for rule in situation.rules],
    }


def system_tables() -> list[dict[str, Any]]:
    """Every situation in the order the system tries them, then the general rules."""
    return [situation_table(s) for s in SITUATIONS] + [situation_table(GENERIC, general=True)]
