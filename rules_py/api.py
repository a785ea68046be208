"""The JSON protocol: the only door between the browser (or any caller) and the rules.

`handle` takes a request string and returns a response string. It never raises: bad JSON, unknown
methods, wrong parameters and illegal moves all come back as `{"ok": false, "error": {...}}` with a
Russian message for the reader.

>>> import json
>>> json.loads(handle('{"method": "deal", "params": {"game": "king", "players": 4, "seed": 1}}'))["ok"]
True
>>> json.loads(handle('{"method": "nope"}'))["error"]["code"]
'unknown_method'
>>> json.loads(handle('[1, 2'))["error"]["code"]
'bad_request'
"""

from __future__ import annotations

import json
import traceback

# No game package is imported here: a family's package is imported when one of its methods is first
# called or one of its games first played (rules_py.families), so the browser starts faster.
from rules_py.families import load_all_families, load_family_of_method
from rules_py.games import is_playable
from rules_py.dealing import deal
from rules_py.decks import build_deck
from rules_py.errors import RulesError
from rules_py.protocol import METHODS, Params, Result, card_labels, method, require
from rules_py.registry import GAMES, get_game

DIAGNOSTIC_FRAMES = 6  # the innermost frames of an internal error's traceback, for the console

@method(
    "games.list",
    "Все игры и варианты из реестра: названия, число игроков, колода, источники.",
    {},
    '{"games": [{"id", "name_ru", "name_en", "family", "players_min", "players_max", "deck", '
    '"playable", "sources", ...}]}',
)
def games_list(params: Params) -> Result:
    load_all_families()  # `playable` needs every engine registered
    return {"games": [{**g.to_json(), "playable": is_playable(g.id)} for g in GAMES.values()]}


@method(
    "cards.labels",
    "Русские обозначения всех карт: короткое («Д♠»), полное имя («дама пик») и цвет.",
    {},
    '{"labels": {"QS": {"ru": "Д♠", "name": "дама пик", "red": ""}, ...}}',
)
def cards_labels(params: Params) -> Result:
    return {"labels": card_labels(build_deck("54"))}


@method(
    "deal",
    "Раздать карты по правилам игры с заданным номером расклада (seed).",
    {
        "game": "id игры, например «durak.podkidnoy»",
        "players": "число игроков (в пределах, допустимых игрой)",
        "seed": "целое число ≥ 0: один и тот же seed даёт ту же раздачу",
        "deck": "необязательно: id колоды из deck_options игры",
    },
    '{"game", "players", "seed", "deck", "seats", "hands": [[код карты]], "stock": [...] (верхняя '
    'первой), "trump": код|null, "trump_suit", "pile", "table", "aside", "player_trumps", '
    '"hidden_trump", "notes", "labels"}',
)
def deal_method(params: Params) -> Result:
    info = get_game(require(params, "game", str))
    players = params.get("players", info.players_default)
    d = deal(info.id, players, require(params, "seed", int), params.get("deck"))
    cards = d.all_cards() + d.player_trumps
    return {
        "game": d.game,
        "name_ru": info.name_ru,
        "players": d.players,
        "seed": d.seed,
        "deck": d.deck,
        "seats": info.seat_names(d.players),
        "hands": [[c.code for c in hand] for hand in d.hands],
        "stock": [c.code for c in d.stock],
        "trump": d.trump.code if d.trump else None,
        "trump_suit": d.trump_suit.value if d.trump_suit else None,
        "trump_suit_ru": d.trump_suit.name_ru if d.trump_suit else None,
        "pile": [c.code for c in d.pile],
        "table": [c.code for c in d.table],
        "aside": [c.code for c in d.aside],
        "player_trumps": [c.code for c in d.player_trumps],
        "hidden_trump": d.hidden_trump.code if d.hidden_trump else None,
        "notes": d.notes_ru,
        "labels": card_labels(cards),
    }


MAX_NESTING = 64


def nesting_depth(text: str) -> int:
    """The deepest bracket nesting of a JSON text, skipping strings.

    Checked before parsing because a deeply nested request would overflow the JavaScript stack
    under Pyodide, a fatal error for the whole runtime rather than a Python exception.

    >>> nesting_depth('{"a": [1, {"b": "[[["}]}')
    3
    """
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


def _error(code: str, message: str) -> str:
    return json.dumps({"ok": False, "error": {"code": code, "message": message}}, ensure_ascii=False)


def handle(request: object) -> str:
    """Answer one JSON request; never raises."""
    try:
        if not isinstance(request, str):
            return _error("bad_request", "Запрос должен быть строкой JSON.")
        if nesting_depth(request) > MAX_NESTING:
            return _error("bad_request", "Запрос слишком глубоко вложен.")
        try:
            data = json.loads(request)
        except (ValueError, RecursionError):
            return _error("bad_request", "Запрос не читается как JSON.")
        if not isinstance(data, dict):
            return _error("bad_request", "Запрос должен быть объектом JSON с полями method и params.")
        name = data.get("method")
        if not isinstance(name, str):
            return _error("bad_request", "В запросе нет поля method (строка).")
        entry = METHODS.get(name)
        if entry is None and load_family_of_method(name):
            entry = METHODS.get(name)
        if entry is None:
            return _error("unknown_method", f"Неизвестный метод «{name[:80]}».")
        params = data.get("params", {})
        if not isinstance(params, dict):
            return _error("bad_request", "Поле params должно быть объектом JSON.")
        result = entry.handler(params)
        return json.dumps({"ok": True, "result": result}, ensure_ascii=False)
    except RulesError as exc:
        return _error(exc.code, exc.message)
    except Exception as exc:  # noqa: BLE001 - the protocol must answer, whatever went wrong inside
        return json.dumps({"ok": False, "error": {
            "code": "internal_error",
            "message": "Сбой в движке правил: это ошибка программы, а не ваша. Состояние не изменилось.",
            "detail": _diagnostic(exc),
        }}, ensure_ascii=False)


def _diagnostic(exc: BaseException) -> str:
    """What went wrong, for the developer's console (never shown to the reader): the exception and
    the innermost frames of its traceback.

    >>> try:
    ...     {}["x"]
    ... except KeyError as error:
    ...     _diagnostic(error).splitlines()[0]
    "KeyError: 'x'"
    """
    frames = traceback.extract_tb(exc.__traceback__)[-DIAGNOSTIC_FRAMES:]
    where = [f"  {f.filename.rsplit('rules_py', 1)[-1] or f.filename}:{f.lineno} in {f.name}" for f in frames]
    return "\n".join([f"{type(exc).__name__}: {exc}"[:500], *where])
