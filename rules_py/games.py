"""Playable games as pure state machines, and the protocol methods that drive them.

Every playable game provides an `Engine` (the protocol is in rules_py.machine). States and moves are plain JSON values (dicts), so the
caller holds the state and passes it back: undo, replay and sharing a position are trivial, and the
protocol stays stateless.

    engine.new_game(game_id, players, seed, options) -> state
    engine.legal_moves(state) -> [move, ...]          (the single authority on what is allowed)
    engine.play(state, move) -> new state             (raises IllegalMove; the old state is untouched)
    engine.bot_move(state) -> move                    (a bot sees only engine.view(state, seat))
    engine.view(state, seat) -> what that seat may see
    engine.to_move(state) -> seat | None
    engine.result(state) -> dict | None               (None while the game goes on)

Optional, for teaching: `hint(state)` (GivesHints), `describe_move(state, move)` (DescribesMoves).
Any engine can be put in a link: `game.link` packs a game and its moves into a short code and
`game.replay` rebuilds the position from it (rules_py.links).

An engine registers itself with `register_engine(prefix, engine)`; the prefix is a game id
(`"bridge"`) or a family followed by a dot (`"durak."`). It does so when its family's package is
imported, which happens on the first call that needs it (`rules_py.families`).
"""

from __future__ import annotations

import copy

from rules_py import links
from rules_py.errors import BadRequest, IllegalMove
from rules_py.families import load_family
from rules_py.machine import Choice as Choice
from rules_py.machine import DescribesMoves as DescribesMoves
from rules_py.machine import Engine as Engine
from rules_py.machine import GivesHints as GivesHints
from rules_py.machine import HintsFromChoice as HintsFromChoice
from rules_py.machine import Move as Move
from rules_py.machine import State as State
from rules_py.protocol import Params, Result, method, require
from rules_py.registry import get_game
from rules_py.words import game_name_ru, to_reader_ru

ENGINES: dict[str, Engine] = {}


def register_engine(prefix: str, engine: Engine) -> None:
    ENGINES[prefix] = engine


def _registered_engine(game_id: str) -> Engine | None:
    info = get_game(game_id)
    engine = ENGINES.get(info.id) or ENGINES.get(info.family + ".")
    if engine is None and load_family(info.family):
        engine = ENGINES.get(info.id) or ENGINES.get(info.family + ".")
    return engine


def engine_for(game_id: str) -> Engine:
    engine = _registered_engine(game_id)
    if engine is None:
        name = game_name_ru(get_game(game_id).name_ru, "acc")
        raise BadRequest(f"В «{name}» пока нельзя сыграть: есть только раздача и правила.")
    return engine


def is_playable(game_id: str) -> bool:
    info = get_game(game_id)
    engine = _registered_engine(game_id)
    if engine is None:
        return False
    playable = getattr(engine, "playable", None)  # a family engine may cover only some of its ids
    return bool(playable(info.id)) if callable(playable) else True


def _describe(engine: Engine, before: State, move: Move) -> str | None:
    describe = getattr(engine, "describe_move", None)
    return describe(before, move) if describe else None


def _advice(game_id: str, engine: Engine, state: State, move: Move, said: str | None = None) -> str | None:
    """The hint's move said to the reader («Возьмите карты»), from the engine's description of it (or
    its own wording of the move ahead, `said`: a draw must not name the card that comes)."""
    described = said or _describe(engine, state, move)
    if described is None:
        return None
    info = get_game(game_id)
    seat = next((name for name in info.seat_names(info.players_max)
                 if described.startswith((name + " ", name + ":"))), None)
    return to_reader_ru(described, seat)


def _answer(engine: Engine, state: State, seat: int | None) -> Result:
    result = engine.result(state)
    to_move = engine.to_move(state)
    return {
        "state": state,
        "to_move": to_move,
        "legal": engine.legal_moves(state) if result is None else [],
        "view": engine.view(state, seat if seat is not None else to_move),
        "over": result is not None,
        "result": result,
    }


def _seat(params: Params) -> int | None:
    seat = params.get("seat")
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
        raise BadRequest("Параметр «seat» должен быть номером места.")
    return seat


@method(
    "game.new",
    "Начать партию играбельной игры.",
    {"game": "id игры", "players": "число игроков", "seed": "номер расклада", "options": "правила-опции",
     "seat": "необязательно: чьими глазами показать view"},
    '{"state", "to_move", "legal": [ход...], "view", "over", "result"}',
)
def game_new(params: Params) -> Result:
    setup = _setup(params)
    engine = engine_for(setup.game)
    state = engine.new_game(setup.game, setup.players, setup.seed, dict(setup.options))
    return _answer(engine, state, _seat(params))


def _setup(params: Params) -> links.Setup:
    """The game, players, seed and options of a game.new (or game.link) request."""
    game_id = require(params, "game", str)
    info = get_game(game_id)
    players = params.get("players", info.players_default)
    options = params.get("options") or {}
    if not isinstance(options, dict):
        raise BadRequest("Параметр «options» должен быть объектом.")
    return links.Setup(info.id, players, require(params, "seed", int), options)


@method(
    "game.play",
    "Сделать ход; недопустимый ход отклоняется с объяснением, состояние не меняется.",
    {"game": "id игры", "state": "состояние из предыдущего ответа", "move": "ход из списка legal"},
    'как у game.new, плюс "move_ru": описание хода (если движок умеет описывать)',
)
def game_play(params: Params) -> Result:
    engine = engine_for(require(params, "game", str))
    state = require(params, "state", dict)
    move = require(params, "move", dict)
    new_state = engine.play(copy.deepcopy(state), move)
    answer = _answer(engine, new_state, _seat(params))
    answer["move_ru"] = _describe(engine, state, move)
    return answer


@method(
    "game.bot",
    "Ход компьютера за того, чья очередь (бот видит только свои карты).",
    {"game": "id игры", "state": "состояние"},
    'как у game.new, плюс "move": ход бота и "move_ru": его описание (если движок умеет описывать)',
)
def game_bot(params: Params) -> Result:
    engine = engine_for(require(params, "game", str))
    state = require(params, "state", dict)
    if engine.result(state) is not None:
        raise IllegalMove("Партия уже окончена.")
    move = engine.bot_move(copy.deepcopy(state))
    answer = _answer(engine, engine.play(copy.deepcopy(state), move), _seat(params))
    answer["move"] = move
    answer["move_ru"] = _describe(engine, state, move)
    return answer


@method(
    "game.hint",
    "Подсказка: какой ход движок советует тому, чья очередь, и почему (видит только его карты).",
    {"game": "id игры", "state": "состояние"},
    '{"move": ход из списка legal, "move_ru": что сделать, словами к читателю («Возьмите карты»), "reason_ru": "почему так", '
    '"notes_ru": ["что ещё полезно знать о позиции", ...] (если движку есть что сказать)}',
)
def game_hint(params: Params) -> Result:
    game_id = require(params, "game", str)
    engine = engine_for(game_id)
    state = require(params, "state", dict)
    if engine.result(state) is not None:
        raise IllegalMove("Партия уже окончена: подсказывать нечего.")
    hint = getattr(engine, "hint", None)
    if hint is None:
        raise BadRequest("Для этой игры подсказок пока нет.")
    answer = hint(copy.deepcopy(state))
    # An engine may word the move itself: said before it is made, a draw must not name the card that
    # comes (the log's description, said after the move, may). Either way it is said to the reader.
    move_ru = _advice(game_id, engine, state, answer["move"], answer.get("move_ru"))
    result = {"move": answer["move"], "move_ru": move_ru, "reason_ru": answer["reason_ru"]}
    if answer.get("notes_ru"):
        result["notes_ru"] = list(answer["notes_ru"])
    return result


@method(
    "game.view",
    "Что видит данное место (для учебного режима виджет спрашивает все места по очереди).",
    {"game": "id игры", "state": "состояние", "seat": "номер места"},
    '{"view": ..., "to_move": seat}',
)
def game_view(params: Params) -> Result:
    engine = engine_for(require(params, "game", str))
    state = require(params, "state", dict)
    seat = require(params, "seat", int)
    return {"view": engine.view(state, seat), "to_move": engine.to_move(state)}


@method(
    "game.link",
    "Код позиции для ссылки: игра, расклад и все ходы с начала партии — короткой строкой из латинских "
    "букв, цифр, «-» и «_».",
    {"game": "id игры", "players": "число игроков", "seed": "номер расклада", "options": "опции, как в game.new",
     "moves": "ходы с начала партии по порядку (как их принял game.play или вернул game.bot)"},
    '{"code": "строка", "length": число знаков, "moves": число ходов}',
)
def game_link(params: Params) -> Result:
    setup = _setup(params)
    moves = require(params, "moves", list)
    code = links.encode(engine_for(setup.game), setup, moves)
    return {"code": code, "length": len(code), "moves": len(moves)}


@method(
    "game.replay",
    "Позиция по коду из ссылки: партия сдаётся заново и все ходы повторяются; испорченный код "
    "отклоняется с объяснением («Ссылка на позицию повреждена: …»).",
    {"code": "код из game.link", "game": "необязательно: id игры, которую ждёт страница",
     "at": "необязательно: сколько ходов сделать (по умолчанию все) — для перемотки",
     "seat": "необязательно: чьими глазами показать view",
     "describe": "необязательно: false — без описаний ходов"},
    'как у game.new, плюс "game", "players", "seed", "options", "code", "at", "total": число ходов в коде, '
    '"moves": [{"seat": кто ходил, "move": ход, "move_ru": описание}, ...] (все ходы кода)',
)
def game_replay(params: Params) -> Result:
    decoded = links.decode(require(params, "code", str))
    setup = decoded.setup
    expected = params.get("game")
    if expected is not None and expected != setup.game:
        raise links.BadLink(f"это позиция другой игры («{setup.game[:40]}»), а не «{str(expected)[:40]}».")
    try:
        engine = engine_for(setup.game)
    except BadRequest:
        shown = "".join(ch if ch.isprintable() else "?" for ch in setup.game[:40])
        raise links.BadLink(f"в ней неизвестная игра «{shown}».") from None
    at = params.get("at")
    if at is not None and (isinstance(at, bool) or not isinstance(at, int)):
        raise BadRequest("Параметр «at» — номер хода (целое число).")
    describe = params.get("describe", True)
    if not isinstance(describe, bool):
        raise BadRequest("Параметр «describe» — true или false.")
    done = links.replay(engine, decoded, at, describe)
    answer = _answer(engine, done.state, _seat(params))
    answer.update(
        game=setup.game, players=setup.players, seed=setup.seed, options=setup.options,
        code=params["code"].strip(), at=done.at, total=decoded.count,
        moves=[{"seat": s.seat, "move": s.move, "move_ru": s.move_ru} for s in done.steps],
    )
    return answer
