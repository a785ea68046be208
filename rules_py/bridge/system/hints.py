"""The hint during the auction: the system's call, what it means and why this hand makes it.

The reason names the rule's requirements and the hand's own facts that meet them: «По системе —
2♥: простая поддержка, 3+ червей, 6–9 очков. У вас 4 червы; 8 очков с учётом коротких мастей.»
"""

from __future__ import annotations

from typing import Any

from rules_py.bridge.contract import call_ru
from rules_py.bridge.system.hand import HandFacts
from rules_py.bridge.system.interpreter import Choice, rule_text
from rules_py.bridge.system.model import Context
from rules_py.words import POINT, count


def facts(choice: Choice, ctx: Context, hand: HandFacts) -> list[str]:
    """The hand's facts behind the rule's conditions, each once, in the rule's order."""
    found: list[str] = []
    for condition in choice.rule.when:
        if not condition.on_hand:
            continue
        fact = condition.fact_ru(hand, ctx, choice.env)
        if fact and fact not in found:
            found.append(fact)
    return found


def advice(choice: Choice, ctx: Context, hand: HandFacts) -> dict[str, Any]:
    meaning = rule_text(choice.rule, ctx, choice.env)
    said = call_ru(choice.call)
    reason = f"По системе — {said}" + (f": {meaning}." if meaning else ".")
    known = facts(choice, ctx, hand)
    if known:
        text = "; ".join(known)
        # A fact may begin with «у вас» itself (the pair's points): not «У вас у вас …».
        reason += " " + (text[0].upper() + text[1:] if text.startswith("у вас ") else "У вас " + text) + "."
    elif choice.call == "pass" and choice.situation is None:
        reason += f" У вас {count(hand.hcp, POINT)}: по общим правилам продолжать незачем."
    return {"call": choice.call, "call_ru": said, "meaning_ru": meaning, "reason_ru": reason,
            "situation": choice.situation.key if choice.situation else "general"}
