"""Protocol methods for lesson deals and hand records: bridge.generate, bridge.constraints, bridge.pbn_record.

>>> r = METHODS["bridge.generate"].handler({"text": "Ю: 15-17 ровная", "seed": 5, "count": 2, "first": 3})
>>> [(b["board"], b["dealer"], b["vulnerability"]) for b in r["boards"]]
[(3, 'S', 'EW'), (4, 'W', 'all')]
>>> all(15 <= b["hcp"]["S"] <= 17 for b in r["boards"]), r["text"]
(True, 'Ю: 15-17 ровная')
"""

from __future__ import annotations

from typing import Any

from rules_py.bridge.boards import VULNERABILITY_RU, Board, boards_to_pbn, parse_pbn_record, vulnerable_sides
from rules_py.bridge.constraints import Constraints, describe_ru, from_json, parse_text, to_json, to_text
from rules_py.bridge.generate import MAX_COUNT, generate
from rules_py.bridge.hand_odds import probability
from rules_py.bridge.pbn import hcp, to_pbn
from rules_py.bridge.seats import seat_from
from rules_py.dealing import MAX_SEED
from rules_py.decks import build_deck
from rules_py.errors import BadRequest
from rules_py.protocol import METHODS, Params, Result, card_labels, method
from rules_py.words import DEALS_RU, count_ru, plural_ru

__all__ = ["METHODS", "generate_method", "constraints_method", "pbn_record_method"]

_CONSTRAINTS_DOC = ("условия по местам: {\"S\": {\"hcp\": [15, 17], \"balanced\": true}, \"N\": {\"hcp\": [8, 37], "
                    "\"major5\": true, \"suits\": {\"H\": [0, 3]}, \"longest\": [6, 13]}}")
_TEXT_DOC = "или те же условия текстом: «Ю: 15-17 ровная; С: 8+ мажор5 ч0-3»"
_RANDOM_GEN_RU = ("случайной", "случайных", "случайных")
_SHARE_FROM = 200


def _constraints(params: Params) -> Constraints:
    if params.get("constraints") is not None and params.get("text") is not None:
        raise BadRequest("Условия задайте одним параметром: «constraints» (объект) или «text» (строка).")
    if params.get("text") is not None:
        return parse_text(params["text"])
    return from_json(params.get("constraints"))


def _whole(params: Params, name: str, low: int, high: int, default: int, what: str) -> int:
    value = params.get(name, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise BadRequest(f"{what} — целое число от {low} до {high}, а не «{value}».")
    return value


def _percent(share: float) -> str:
    """«4,9», «0,42», «100»: two significant digits, a Russian decimal comma."""
    if share >= 10:
        return str(round(share))
    text = f"{share:.2g}" if share >= 0.001 else f"{share:.1e}"
    return text.replace(".", ",")


def _odds(constraints: Constraints) -> dict[str, float]:
    return {seat: probability(c) for seat, c in constraints.items()}


def _describe(constraints: Constraints) -> dict[str, Any]:
    return {
        "constraints": to_json(constraints),
        "text": to_text(constraints),
        "description_ru": describe_ru(constraints),
        "odds": _odds(constraints),
    }


@method(
    "bridge.constraints",
    "Прочитать условия учебной сдачи (объектом или текстом) и сказать, как часто рука каждого места им отвечает.",
    {"constraints": _CONSTRAINTS_DOC, "text": _TEXT_DOC},
    '{"constraints", "text" (краткая запись), "description_ru", "odds": {место: доля рук, отвечающих условию}}',
)
def constraints_method(params: Params) -> Result:
    return _describe(_constraints(params))


@method(
    "bridge.generate",
    "Подобрать набор учебных сдач с условиями на руки (одни и те же для одного seed), с номерами, "
    "сдающим и зоной по номеру сдачи, и файлом PBN.",
    {
        "constraints": _CONSTRAINTS_DOC,
        "text": _TEXT_DOC,
        "seed": "номер набора: целое ≥ 0",
        "count": f"сколько сдач (1–{MAX_COUNT}, по умолчанию 1)",
        "first": f"номер первой сдачи (1–{MAX_COUNT}, по умолчанию 1)",
        "dealer": "необязательно: N, E, S или W сдаёт во всех сдачах (по умолчанию — по номеру сдачи)",
    },
    '{"boards": [{"board", "dealer", "vulnerability": "none"|"NS"|"EW"|"all", "vulnerable", "pbn", "hands", '
    '"hcp", "hcp_ru": {место: «12 очков»}}], "constraints", "text", "description_ru", "odds", "seed", "count", "first", "dealer", "tried", "found", '
    '"summary_ru", "pbn_file", "labels"}',
)
def generate_method(params: Params) -> Result:
    constraints = _constraints(params)
    seed = params.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise BadRequest("Номер набора (seed) — целое число от 0.")
    count = _whole(params, "count", 1, MAX_COUNT, 1, "Число сдач")
    first = _whole(params, "first", 1, MAX_COUNT, 1, "Номер первой сдачи")
    dealer = seat_from(params["dealer"], "сдающего") if params.get("dealer") is not None else None
    found = generate(constraints, seed, count)
    boards = [Board.numbered(first + i, hands, dealer) for i, hands in enumerate(found.deals)]
    if constraints:
        summary = f"{count_ru(found.found, DEALS_RU)} из {found.tried:_} {plural_ru(found.tried, _RANDOM_GEN_RU)}"
        # A share measured on a few hundred deals or more says something; on a handful it is noise.
        if found.tried >= _SHARE_FROM:
            summary += f": условиям отвечает около {_percent(100 * found.found / found.tried)} % сдач"
        summary = (summary + ".").replace("_", "\u202f")
    else:
        summary = f"{count_ru(found.found, DEALS_RU)} без условий."
    return {
        "boards": [b.to_json() for b in boards],
        **_describe(constraints),
        "seed": seed,
        "count": count,
        "first": first,
        "dealer": dealer,
        "tried": found.tried,
        "found": found.found,
        "summary_ru": summary,
        "pbn_file": boards_to_pbn(boards, f"Lesson deals, set {seed}"),
        "labels": card_labels(build_deck("52")),
    }


@method(
    "bridge.pbn_record",
    "Прочитать сдачу PBN — расклад или запись с тегами [Board], [Dealer], [Vulnerable], [Deal] — "
    "для стола: руки, очки, сдающий и зона, если они указаны.",
    {"pbn": "«N:AKQ2.K3.QJ2.A987 ...» или запись PBN с тегами"},
    '{"pbn", "hands", "hcp", "dealer": место|null, "vulnerability": "none"|"NS"|"EW"|"all"|null, '
    '"vulnerability_ru", "vulnerable", "board": число|null}',
)
def pbn_record_method(params: Params) -> Result:
    record = parse_pbn_record(params.get("pbn"))
    first = record.dealer or "N"
    return {
        "pbn": to_pbn(record.hands, first),
        "hands": {seat: [c.code for c in cards] for seat, cards in record.hands.items()},
        "hcp": {seat: hcp(cards) for seat, cards in record.hands.items()},
        "dealer": record.dealer,
        "vulnerability": record.vulnerability,
        "vulnerability_ru": VULNERABILITY_RU[record.vulnerability] if record.vulnerability else None,
        "vulnerable": vulnerable_sides(record.vulnerability) if record.vulnerability else None,
        "board": record.board,
    }
