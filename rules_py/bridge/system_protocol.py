"""The bidding system's protocol methods: bridge.explain, bridge.advise and bridge.system.

>>> r = METHODS["bridge.explain"].handler({"auction": ["1NT", "pass", "2C"], "dealer": "N"})
>>> [(e["call_ru"], e["in_system"]) for e in r["explanations"]]
[('1БК', True), ('пас', True), ('2♣', True)]
>>> r["explanations"][2]["meaning_ru"]
'Стейман — вопрос о четвёрке в мажоре: либо 10+ очков, 4–5 червей, 4–5 пик, либо 8+ очков, есть четвёрка в мажоре; форсирует'
>>> METHODS["bridge.explain"].handler({"auction": ["1NT", "1S"], "dealer": "N"})
Traceback (most recent call last):
...
rules_py.errors.BadRequest: Заявка №2 (1♠) недопустима: Заявка 1♠ не выше последней заявки 1БК: нужно назвать больше взяток или на том же уровне старшую масть или БК (♣ < ♦ < ♥ < ♠ < БК).
"""

from __future__ import annotations

from typing import Any

from rules_py.bridge import auction
from rules_py.bridge.contract import call_ru, parse_call
from rules_py.bridge.engine import vulnerability
from rules_py.bridge.seats import seat_from
from rules_py.bridge.system import advise, explain_auction
from rules_py.bridge.system.describe import system_tables
from rules_py.cards import Card
from rules_py.errors import BadRequest, IllegalMove
from rules_py.protocol import METHODS, Params, Result, method, require

__all__ = ["METHODS", "explain_method", "advise_method", "system_method"]


def _auction(params: Params) -> tuple[list[str], str]:
    """The calls (read from codes or Russian words) and the dealer; every call must be legal."""
    raw = require(params, "auction", list)
    dealer = seat_from(params.get("dealer", "N"), "сдающего")
    calls: list[str] = []
    for number, item in enumerate(raw, start=1):
        try:
            call = parse_call(item)
            auction.check_call(calls, dealer, call)
        except BadRequest as exc:
            raise BadRequest(f"Заявка №{number}: {exc.message}") from None
        except IllegalMove as exc:
            raise BadRequest(f"Заявка №{number} ({call_ru(call)}) недопустима: {exc.message}") from None
        calls.append(call)
    return calls, dealer


@method(
    "bridge.explain",
    "Объяснить каждый вызов торговли по системе энциклопедии (заявки читателя тоже); вызов, которого "
    "в системе нет, — «вне системы».",
    {
        "auction": "вызовы по порядку: [\"1S\", \"pass\", \"2♥\", \"контра\", …]",
        "dealer": "кто сдавал (говорит первым): N, E, S или W; по умолчанию N",
        "vulnerable": "необязательно: {\"NS\": bool, \"EW\": bool}",
    },
    '{"explanations": [{"seat", "call", "call_ru", "meaning_ru", "in_system", "forcing": null|"round"|"game", '
    '"artificial": bool, '
    '"situation", "shown": {"points": [от, до], "suits": {"S": [от, до], …}, "balanced"}}]}',
)
def explain_method(params: Params) -> Result:
    calls, dealer = _auction(params)
    return {"explanations": explain_auction(calls, dealer, vulnerability(params.get("vulnerable")))}


@method(
    "bridge.advise",
    "Подсказка в торговле: что заявила бы система с этой рукой и почему.",
    {
        "hand": "13 карт того, кто говорит: [\"AS\", \"KH\", …]",
        "auction": "вызовы до него (как у bridge.explain)",
        "dealer": "кто сдавал: N, E, S или W; по умолчанию N",
        "vulnerable": "необязательно: {\"NS\": bool, \"EW\": bool}",
    },
    '{"seat", "call", "call_ru", "meaning_ru", "reason_ru", "situation"}',
)
def advise_method(params: Params) -> Result:
    calls, dealer = _auction(params)
    if auction.is_over(calls):
        raise BadRequest("Торговля уже окончена: подсказывать нечего.")
    hand = require(params, "hand", list)
    cards = [Card.parse(code) if isinstance(code, str) else _bad_card(code) for code in hand]
    if len(cards) != 13 or len({c.code for c in cards}) != 13:
        raise BadRequest(f"В руке должно быть 13 разных карт, а их {len({c.code for c in cards})}.")
    seat = auction.caller(calls, dealer)
    view: dict[str, Any] = {"seat": seat, "dealer": dealer, "vulnerable": vulnerability(params.get("vulnerable")),
                            "auction": [{"call": c} for c in calls], "hand": [c.code for c in cards]}
    return {"seat": seat} | advise(view)


def _bad_card(value: object) -> Card:
    raise BadRequest(f"Карта должна быть строкой с кодом, например «AS», а не «{value}».")


@method(
    "bridge.system",
    "Система торговли целиком: ситуации по порядку и правила каждой, словами (для страницы и подсказок).",
    {},
    '{"situations": [{"key", "title_ru", "note_ru", "rules": [{"call", "call_ru", "meaning_ru", "forcing"}]}]}',
)
def system_method(params: Params) -> Result:
    return {"situations": system_tables()}
