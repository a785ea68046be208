"""The bridge methods of the JSON protocol: bridge.score_deal, bridge.rubber, bridge.pbn and bridge.pbn_game.

Importing this module registers them, and (through `rules_py.bridge.engine`) the playable "bridge"
engine used by game.new / game.play / game.bot.

>>> r = METHODS["bridge.score_deal"].handler({"contract": "2♥X", "declarer": "E", "tricks": 9})
>>> r["EW"], r["made"]
({'below': 120, 'above': 150}, True)
"""

from __future__ import annotations

from typing import Any

from rules_py.bridge import deals_protocol as _deals  # noqa: F401  (lesson deals and hand records)
from rules_py.bridge import engine as _engine  # noqa: F401  (registers the "bridge" engine)
from rules_py.bridge import dd_protocol as _dd  # noqa: F401  (registers bridge.dd_*)
from rules_py.bridge import system_protocol as _system  # noqa: F401  (bridge.explain, bridge.advise, bridge.system)
from rules_py.bridge.contract import Contract, parse_contract
from rules_py.bridge.engine import _check_state as check_state
from rules_py.bridge.pbn import hcp, parse_pbn, sort_hand, to_pbn
from rules_py.bridge.pbn_game import game_to_pbn
from rules_py.bridge.scoring import Honors, RubberDeal, get_preset, score_deal, score_rubber
from rules_py.bridge.seats import SEATS, seat_from, side_of
from rules_py.dealing import deal
from rules_py.errors import BadRequest
from rules_py.protocol import METHODS, Params, Result, card_labels, method, require

__all__ = ["METHODS", "score_deal_method", "rubber_method", "pbn_method", "pbn_game_method"]


def _deal_params(params: dict[str, Any], with_vulnerability: bool) -> tuple[
    Contract | None, str | None, int | None, bool, Honors | None
]:
    contract = parse_contract(require(params, "contract", str))
    honors_raw = params.get("honors")
    if contract is None:
        if honors_raw is not None:
            raise BadRequest("Онёры не записываются: сдача не разыгрывалась (все спасовали).")
        return None, None, None, False, None
    declarer = seat_from(require(params, "declarer", str), "разыгрывающего")
    tricks = params.get("tricks")
    if tricks is None:
        raise BadRequest("Не хватает параметра «tricks»: сколько взяток взял разыгрывающий (0–13).")
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 13:
        raise BadRequest(f"Число взяток разыгрывающего — целое от 0 до 13, а не «{tricks}».")
    vulnerable = False
    if with_vulnerability:
        raw = params.get("vulnerable", False)
        if isinstance(raw, bool):
            vulnerable = raw
        elif isinstance(raw, dict) and all(isinstance(raw.get(s, False), bool) for s in ("NS", "EW")):
            vulnerable = bool(raw.get(side_of(declarer), False))
        else:
            raise BadRequest("Параметр «vulnerable» — true/false (для стороны разыгрывающего) "
                             "или {\"NS\": true|false, \"EW\": true|false}.")
    return contract, declarer, tricks, vulnerable, Honors.from_json(honors_raw, contract)


@method(
    "bridge.score_deal",
    "Подсчитать одну сдачу роббера: очки под чертой и над чертой с объяснением каждой записи.",
    {
        "contract": "контракт: «4SX», «3БК», «2♥XX», «6 пик» или «pass»",
        "declarer": "разыгрывающий: N, E, S или W",
        "tricks": "сколько взяток взяла сторона разыгрывающего (0–13)",
        "vulnerable": "true/false (зона стороны разыгрывающего) или {\"NS\": bool, \"EW\": bool}",
        "honors": "необязательно: {\"side\": \"NS\"|\"EW\", \"kind\": \"4\"|\"5\"|\"aces\"} или null",
        "rules": "«encyclopedia» (по умолчанию, таблица книги) или «laws» (Законы бриджа)",
    },
    '{"NS": {"below", "above"}, "EW": {"below", "above"}, "made": bool, '
    '"lines": [{"side", "where": "below"|"above", "points", "why"}]}',
)
def score_deal_method(params: Params) -> Result:
    rules = get_preset(params.get("rules")).id
    contract, declarer, tricks, vulnerable, honors = _deal_params(params, with_vulnerability=True)
    return score_deal(contract, declarer, tricks, vulnerable, honors, rules).to_json()


@method(
    "bridge.rubber",
    "Подсчитать роббер по сдачам: зоны, партии, премия за роббер, итог и висты.",
    {
        "deals": "список сдач [{\"contract\", \"declarer\", \"tricks\", \"honors\"}]; «pass» — все спасовали",
        "rules": "«encyclopedia» (по умолчанию) или «laws»",
    },
    '{"deals": [как у bridge.score_deal + "vulnerable": {"NS", "EW"}, "game": сторона|null], '
    '"games": {"NS", "EW"}, "finished", "winner": "NS"|"EW"|null, "totals": {"NS", "EW"}, '
    '"vists": висты со знаком относительно победителя роббера (минус — висты у проигравшего роббер), '
    '"vists_side": "NS"|"EW"|null — кто получает висты, "vists_count": сколько, '
    '"lines": [премии роббера; пока роббер не окончен — расчёт на случай, если его прервать (по Законам)], '
    '"written": {"NS", "EW"} — очки на листе как есть (без расчёта за прерванный роббер)}',
)
def rubber_method(params: Params) -> Result:
    rules = get_preset(params.get("rules")).id
    raw_deals = require(params, "deals", list)
    deals: list[RubberDeal] = []
    for number, raw in enumerate(raw_deals, start=1):
        if not isinstance(raw, dict):
            raise BadRequest(f"Сдача №{number} должна быть объектом с полями contract, declarer, tricks.")
        try:
            contract, declarer, tricks, _, honors = _deal_params(raw, with_vulnerability=False)
        except BadRequest as exc:
            raise BadRequest(f"Сдача №{number}: {exc.message}") from None
        deals.append(RubberDeal(contract, declarer, tricks, honors))
    return score_rubber(deals, rules).to_json()


@method(
    "bridge.pbn",
    "Прочитать сдачу в нотации PBN (или раздать по seed) и вернуть руки, очки в картах и PBN.",
    {
        "pbn": "сдача PBN, например «N:AKQ2.K3.QJ2.A987 ...» (или вместо неё seed)",
        "seed": "номер расклада: руки как в игре «bridge» с этим seed",
        "first": "необязательно: с какого места писать PBN (N по умолчанию)",
    },
    '{"pbn", "hands": {"N": [коды], ...}, "hcp": {"N": число, ...}, "labels"}',
)
def pbn_method(params: Params) -> Result:
    first = seat_from(params.get("first", "N"), "первое место")
    if params.get("pbn") is not None:
        hands = parse_pbn(require(params, "pbn", str))
    else:
        dealt = deal("bridge", 4, require(params, "seed", int))
        hands = {SEATS[i]: dealt.hands[i] for i in range(4)}
    hands = {seat: sort_hand(cards) for seat, cards in hands.items()}
    every = [c for cards in hands.values() for c in cards]
    return {
        "pbn": to_pbn(hands, first),
        "hands": {seat: [c.code for c in cards] for seat, cards in hands.items()},
        "hcp": {seat: hcp(cards) for seat, cards in hands.items()},
        "labels": card_labels(every),
    }


@method(
    "bridge.pbn_game",
    "Записать сыгранную сдачу в PBN: расклад, торговля, розыгрыш и результат (для других бриджевых программ).",
    {
        "state": "состояние партии с игрового стола (сдача может быть и не доиграна: тогда записано, что сыграно)",
        "event": "необязательно: название турнира латиницей (по умолчанию «Bridge table»)",
        "board": "необязательно: номер сдачи (1–99)",
        "date": "необязательно: дата «ГГГГ.ММ.ДД»",
    },
    '{"pbn": текст файла PBN, "file_name": имя файла, "over": сдача окончена}',
)
def pbn_game_method(params: Params) -> Result:
    state = check_state(params.get("state"))
    board = params.get("board")
    event = params.get("event", "Bridge table")
    if not isinstance(event, str):
        raise BadRequest("Название турнира в PBN пишется латиницей, без кавычек.")
    text = game_to_pbn(state, event, board, params.get("date"))
    name = f"bridge-board-{board}.pbn" if board else f"bridge-deal-{state.get('seed', 0)}.pbn"
    return {"pbn": text, "file_name": name, "over": state["phase"] == "over"}
