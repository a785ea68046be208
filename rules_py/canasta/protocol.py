"""Canasta's protocol methods: `canasta.score_hand`, `canasta.presets`, `canasta.opening`, and for the
calculator `canasta.cards` (typed cards to codes) and `canasta.sheet` (the score sheet of a game).

Importing this module registers them in the dispatch table (rules_py.api imports it), and registers the
play engine of every preset for game.new / game.play / game.bot (rules_py.canasta.engine).

>>> import json
>>> from rules_py.api import handle
>>> request = {"method": "canasta.score_hand", "params": {"game": "canasta.classic",
...            "melds": [["KS", "KH", "KD", "KC", "KS", "KH", "KD"]], "red_threes": ["3H"], "went_out": True}}
>>> json.loads(handle(json.dumps(request)))["result"]["total"]
770
>>> bad = {"method": "canasta.score_hand", "params": {"game": "canasta.classic", "melds": [["JK", "JK", "7H"]]}}
>>> json.loads(handle(json.dumps(bad)))["error"]["code"]
'bad_meld'
"""

from __future__ import annotations

from typing import Any

from rules_py.canasta import engine as _engine  # noqa: F401 - registers the play engine ("canasta.")
from rules_py.canasta.entry import read_cards
from rules_py.canasta.opening import opening_minimum
from rules_py.canasta.presets import COMPARISON_COLUMNS, OPTIONS, PRESETS, CanastaRules, comparison_rows, get_rules
from rules_py.canasta.scoring import score_hand
from rules_py.canasta.sheet import score_sheet, side_names_ru, sides_of
from rules_py.errors import BadRequest
from rules_py.protocol import Params, Result, method, require


def _codes(params: Params, name: str) -> list[str]:
    value = params.get(name, [])
    if not isinstance(value, list) or not all(isinstance(code, str) for code in value):
        raise BadRequest(f"Параметр «{name}» должен быть списком кодов карт, например [\"3H\", \"5C\"].")
    return value


def _flag(params: Params, name: str) -> bool:
    value = params.get(name, False)
    if not isinstance(value, bool):
        raise BadRequest(f"Параметр «{name}» должен быть true или false.")
    return value


def _options(params: Params) -> dict[str, Any] | None:
    options = params.get("options")
    if options is not None and not isinstance(options, dict):
        raise BadRequest("Параметр «options» должен быть объектом JSON.")
    return options


@method(
    "canasta.score_hand",
    "Подсчитать очки одной стороны (или одного игрока) за сдачу в канасте по правилам выбранного варианта.",
    {
        "game": "id варианта: canasta.classic, canasta.russian, canasta.cuban, canasta.combo, ...",
        "melds": "сочетания стороны на столе: список списков кодов карт",
        "red_threes": "выложенные красные тройки, например [\"3H\"]",
        "hand": "карты, оставшиеся на руках у стороны",
        "went_out": "сторона закончила игру (true/false)",
        "concealed": "окончание с рук (true/false)",
        "double_out": "двойное окончание (true/false)",
        "options": "необязательно: параметры правил, например {\"joker_canasta\": true}",
        "black_threes": "только кубинская канаста: чёрные тройки, взятые с пакетом",
    },
    '{"total": int, "lines": [{"points": int, "why": "<по-русски>"}]}; невозможное сочетание — '
    'ошибка bad_meld с причиной',
)
def score_hand_method(params: Params) -> Result:
    game = require(params, "game", str)
    melds = params.get("melds", [])
    if not isinstance(melds, list) or not all(
        isinstance(meld, list) and all(isinstance(code, str) for code in meld) for meld in melds
    ):
        raise BadRequest("Параметр «melds» должен быть списком сочетаний, каждое — список кодов карт.")
    result = score_hand(
        get_rules(game, _options(params)),
        melds,
        red_threes=_codes(params, "red_threes"),
        hand=_codes(params, "hand"),
        went_out=_flag(params, "went_out"),
        concealed=_flag(params, "concealed"),
        double_out=_flag(params, "double_out"),
        black_threes=_codes(params, "black_threes"),
    )
    return result.to_json()


def _preset_json(rules: CanastaRules) -> dict[str, Any]:
    """A preset as data, with what the calculator needs to lay out its columns and option controls."""
    data = rules.to_json()
    data["options_ru"] = {name: OPTIONS[name][1] for name in rules.options_allowed if name in OPTIONS}
    data["sides"] = sides_of(rules)
    data["side_names"] = side_names_ru(rules)
    return data


@method(
    "canasta.presets",
    "Правила всех вариантов канасты как данные и строки сравнительной таблицы.",
    {
        "game": "необязательно: только этот вариант",
        "options": "необязательно (вместе с game): параметры правил, которые применить",
    },
    '{"presets": [{"id", "name_ru", "card_values", ..., "options_ru": {опция: что задаёт}, "sides", '
    '"side_names"}], "comparison": {"columns": [[ключ, заголовок]], '
    '"rows": [{"id", "name_ru", "deck_ru", "cards_dealt", "card_values", "bonuses", "going_out", '
    '"opening", "target"}]}}',
)
def presets_method(params: Params) -> Result:
    game = params.get("game")
    if game is None:
        if params.get("options") is not None:
            raise BadRequest("Параметры правил (options) применяются только вместе с «game».")
        presets = [_preset_json(rules) for rules in PRESETS.values()]
    else:
        if not isinstance(game, str):
            raise BadRequest("Параметр «game» должен быть строкой.")
        presets = [_preset_json(get_rules(game, _options(params)))]
    return {
        "presets": presets,
        "comparison": {"columns": [list(c) for c in COMPARISON_COLUMNS], "rows": comparison_rows()},
    }


@method(
    "canasta.opening",
    "Минимум первой выкладки стороны при данном счёте.",
    {
        "game": "id варианта канасты",
        "score": "счёт стороны (целое, может быть отрицательным)",
        "options": "необязательно: параметры правил (например {\"target\": 7500})",
    },
    '{"points": int|null, "canasta_required": bool, "why": "<по-русски>"}',
)
def opening_method(params: Params) -> Result:
    rules = get_rules(require(params, "game", str), _options(params))
    score = require(params, "score", int)
    if not -1_000_000 <= score <= 1_000_000:
        raise BadRequest("Счёт должен быть от −1 000 000 до 1 000 000.")
    return opening_minimum(rules, score).to_json()


@method(
    "canasta.cards",
    "Прочитать карты, набранные читателем: английские коды, русские обозначения или буквы мастей.",
    {"text": "карты через пробел или запятую: «KS 10h Д♠ джокер», «Кп 7ч 3б Тт»"},
    '{"cards": [код карты]}; непонятная карта — ошибка bad_card с объяснением',
)
def cards_method(params: Params) -> Result:
    return {"cards": read_cards(require(params, "text", str))}


@method(
    "canasta.sheet",
    "Запись партии в канасту: очки сторон по сдачам, итоги, кто достиг цели, минимум открытия на "
    "следующую сдачу.",
    {
        "game": "id варианта канасты",
        "deals": "сдачи: список списков очков сторон, например [[770, -55], [120, 300]]",
        "options": "необязательно: параметры правил (например {\"target\": 7500})",
    },
    '{"names", "target", "deals", "running": [[итог после сдачи]], "totals", "reached": [сторона], '
    '"finished", "winner": сторона|null, "opening": [{"points", "canasta_required", "why"}], "summary_ru"}',
)
def sheet_method(params: Params) -> Result:
    game = require(params, "game", str)
    deals = params.get("deals", [])
    return score_sheet(get_rules(game, _options(params)), deals).to_json()
