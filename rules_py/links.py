"""Positions in a link: a game and the moves made so far, packed into a short URL-safe code.

A code holds what `game.new` needs (game id, players, seed, options) and the moves made since the
deal. Each move is stored as its index in the engine's legal list at that point, and all the indices
together form one number in mixed radix: a move chosen among L legal moves costs log2(L) bits and a
forced move costs nothing. A move that is not in the legal list but that `play` accepts (a stake
above the minimum in штосс, a canasta meld the list does not offer) is kept whole, as JSON. A 3-byte
check over the code and the moves it replays catches a truncated or altered code, and a code made by
a version of the rules that lists the moves in another order.

The bytes, before base64url (no padding):

    version | game id (varint length + UTF-8) | players | seed | number of moves
    | options (varint length + JSON; 0 for none) | free moves (count, then step and JSON each)
    | the index number (little-endian, no trailing zero byte) | check (3 bytes)

Every varint is unsigned LEB128. Decoding refuses anything malformed with `BadLink`, whose message
begins «Ссылка на позицию повреждена: …»; it never raises anything else.

>>> from rules_py.api import handle  # registers the engines
>>> from rules_py.games import engine_for
>>> engine = engine_for("king")
>>> setup = Setup("king", 4, 7, {})
>>> state = engine.new_game("king", 4, 7, {})
>>> moves = []
>>> for _ in range(5):
...     move = engine.bot_move(state)
...     moves.append(move)
...     state = engine.play(state, move)
>>> code = encode(engine, setup, moves)
>>> len(code) <= 24
True
>>> again = replay(engine, decode(code))
>>> [step.move for step in again.steps] == moves, again.state == state
(True, True)
>>> replay(engine, decode(code[:-1]))
Traceback (most recent call last):
...
rules_py.links.BadLink: Ссылка на позицию повреждена: контрольная сумма не сходится — ссылку обрезали или изменили.
"""

from __future__ import annotations

import base64
import binascii
import copy
import json
import re
from dataclasses import dataclass, field
from typing import Any

from rules_py.errors import BadRequest, IllegalMove, RulesError
from rules_py.machine import Engine

Move = dict[str, Any]
State = dict[str, Any]

VERSION = 1
MAX_CODE_LENGTH = 40_000
MAX_MOVES = 20_000
#: Options and free moves are JSON from the code: a cap on brackets keeps json.loads shallow (a deep
#: recursion is fatal under Pyodide, not a Python error).
MAX_BRACKETS = 64
CHECK_BYTES = 3
_ALPHABET = re.compile(r"[A-Za-z0-9_-]*")
PREFIX_RU = "Ссылка на позицию повреждена: "
TRUNCATED_RU = "код обрывается раньше времени — видимо, ссылку скопировали не целиком."
MISMATCH_RU = "контрольная сумма не сходится — ссылку обрезали или изменили."


class BadLink(BadRequest):
    """A position code that cannot be read or replayed."""

    code = "bad_link"

    def __init__(self, why: str) -> None:
        super().__init__(PREFIX_RU + why)


@dataclass(frozen=True)
class Setup:
    """What `game.new` needs to deal the game again."""

    game: str
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Decoded:
    """A code read but not yet replayed: the setup, the number of moves, the free moves and the
    index number; `header` is the bytes the check covers besides the replayed moves."""

    setup: Setup
    count: int
    free: dict[int, Move]
    number: int
    header: bytes
    check: int


@dataclass(frozen=True)
class Step:
    """One move of a replay: who made it, the move, and its words for a move log."""

    seat: int | None
    move: Move
    move_ru: str | None


@dataclass
class Replay:
    """The position after `at` moves of a code, and every move of it."""

    setup: Setup
    steps: list[Step]
    at: int
    state: State


# -- bytes -----------------------------------------------------------------------------------------


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        low = n & 0x7F
        n >>= 7
        if n:
            out.append(low | 0x80)
        else:
            out.append(low)
            return bytes(out)


class _Reader:
    """Reads the parts of a code in order; every shortfall is a BadLink."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.at = 0

    def varint(self, what: str, limit: int) -> int:
        value = shift = 0
        while True:
            if self.at >= len(self.data):
                raise BadLink(TRUNCATED_RU)
            byte = self.data[self.at]
            self.at += 1
            value |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                break
            if shift > 70:
                raise BadLink(f"поле «{what}» слишком длинное.")
        if value > limit:
            raise BadLink(f"в поле «{what}» слишком большое число ({value}).")
        return value

    def chunk(self, size: int) -> bytes:
        if self.at + size > len(self.data):
            raise BadLink(TRUNCATED_RU)
        piece = self.data[self.at : self.at + size]
        self.at += size
        return piece

    def text(self, what: str, limit: int) -> str:
        size = self.varint(what, limit)
        try:
            return self.chunk(size).decode("utf-8")
        except UnicodeDecodeError:
            raise BadLink(f"поле «{what}» не читается как текст.") from None

    def json_object(self, what: str) -> dict[str, Any]:
        text = self.text(what, MAX_CODE_LENGTH)
        if not text:
            return {}
        if text.count("[") + text.count("{") > MAX_BRACKETS:
            raise BadLink(f"поле «{what}» слишком сложное.")
        try:
            value = json.loads(text)
        except ValueError:
            raise BadLink(f"поле «{what}» не читается как JSON.") from None
        if not isinstance(value, dict):
            raise BadLink(f"поле «{what}» должно быть объектом JSON.")
        return value


def _json(value: object) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _header(setup: Setup, count: int, free: dict[int, Move]) -> bytes:
    game = setup.game.encode("utf-8")
    options = _json(setup.options).encode("utf-8") if setup.options else b""
    parts = [bytes([VERSION]), _varint(len(game)), game, _varint(setup.players), _varint(setup.seed),
             _varint(count), _varint(len(options)), options, _varint(len(free))]
    for step, move in sorted(free.items()):
        text = _json(move).encode("utf-8")
        parts += [_varint(step), _varint(len(text)), text]
    return b"".join(parts)


def _check(header: bytes, moves: list[Move]) -> int:
    crc = binascii.crc32(header)
    for move in moves:
        crc = binascii.crc32(_json(move).encode("utf-8"), crc)
    return crc & ((1 << (8 * CHECK_BYTES)) - 1)


def _pack(header: bytes, number: int, check: int) -> str:
    digits = number.to_bytes((number.bit_length() + 7) // 8, "little")
    data = header + digits + check.to_bytes(CHECK_BYTES, "little")
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def decode(code: object) -> Decoded:
    """Read a code's parts; the check is verified when the moves are replayed (`replay`)."""
    if not isinstance(code, str):
        raise BadLink("код позиции должен быть строкой.")
    code = code.strip()
    if not code:
        raise BadLink("код позиции пуст.")
    if len(code) > MAX_CODE_LENGTH:
        raise BadLink(f"код длиннее {MAX_CODE_LENGTH} знаков.")
    if not _ALPHABET.fullmatch(code):
        bad = next(ch for ch in code if not _ALPHABET.fullmatch(ch))
        raise BadLink(f"в коде есть лишний знак «{bad}» (бывают только латинские буквы, цифры, «-» и «_»).")
    if len(code) % 4 == 1:
        raise BadLink(MISMATCH_RU)
    try:
        data = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    except (binascii.Error, ValueError):
        raise BadLink("код не читается.") from None
    if base64.urlsafe_b64encode(data).decode("ascii").rstrip("=") != code:
        raise BadLink(MISMATCH_RU)  # the last letter carries bits no code sets: it was altered
    if len(data) < 1 + CHECK_BYTES:
        raise BadLink("код слишком короткий.")
    body, check = data[:-CHECK_BYTES], int.from_bytes(data[-CHECK_BYTES:], "little")
    reader = _Reader(body)
    version = reader.varint("версия", 255)
    if version != VERSION:
        raise BadLink(f"версия кода {version}, а сайт читает версию {VERSION}.")
    game = reader.text("игра", 100)
    players = reader.varint("число игроков", 100)
    seed = reader.varint("номер расклада", 2**64)
    count = reader.varint("число ходов", MAX_MOVES)
    options = reader.json_object("опции")
    free: dict[int, Move] = {}
    for _ in range(reader.varint("ходы вне списка", count)):
        step = reader.varint("номер хода", count - 1 if count else 0)
        if step in free:
            raise BadLink("ход вне списка записан дважды.")
        free[step] = reader.json_object("ход")
    header = body[: reader.at]
    digits = body[reader.at :]
    if digits and digits[-1] == 0:
        raise BadLink("в конце кода лишние знаки.")
    return Decoded(Setup(game, players, seed, options), count, free, int.from_bytes(digits, "little"), header, check)


# -- with an engine --------------------------------------------------------------------------------


def _describe(engine: Engine, state: State, move: Move) -> str | None:
    describe = getattr(engine, "describe_move", None)
    return str(describe(state, move)) if describe else None


def _index(engine: Engine, state: State, legal: list[Move], move: Move) -> int | None:
    """Where `move` stands in the legal list: the same move, or one that leads to the same state."""
    if move in legal:
        return legal.index(move)
    after = engine.play(copy.deepcopy(state), move)
    for i, candidate in enumerate(legal):
        if engine.play(copy.deepcopy(state), candidate) == after:
            return i
    return None


def encode(engine: Engine, setup: Setup, moves: list[Move]) -> str:
    """The code of the position after `moves` from a new game of `setup` (each move is checked by
    `play`: an illegal one is an `IllegalMove` naming its number)."""
    if len(moves) > MAX_MOVES:
        raise BadRequest(f"Слишком длинная партия для ссылки: больше {MAX_MOVES} ходов.")
    state = engine.new_game(setup.game, setup.players, setup.seed, dict(setup.options))
    for value in (setup.players, setup.seed):  # the engine accepted them; a link stores them unsigned
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise BadRequest("Число игроков и номер расклада в ссылке — целые числа от 0.")
    number = 0
    weight = 1
    free: dict[int, Move] = {}
    played: list[Move] = []
    for step, move in enumerate(moves):
        if not isinstance(move, dict):
            raise BadRequest(f"Ход №{step + 1} должен быть объектом JSON.")
        legal = engine.legal_moves(state)
        try:
            index = _index(engine, state, legal, move)
        except IllegalMove as exc:
            raise IllegalMove(f"Ход №{step + 1}: {exc.message}") from None
        except RulesError as exc:
            raise BadRequest(f"Ход №{step + 1}: {exc.message}") from None
        if index is None:
            free[step] = move
            played.append(move)
        else:
            number += index * weight
            weight *= len(legal)
            played.append(legal[index])
        state = engine.play(state, played[-1])
    header = _header(setup, len(moves), free)
    return _pack(header, number, _check(header, played))


def replay(engine: Engine, decoded: Decoded, at: int | None = None, describe: bool = True) -> Replay:
    """Deal the game of a decoded code again and make its moves; the position after `at` of them
    (all by default). The check is verified over every move, whatever `at` is."""
    setup = decoded.setup
    if at is not None and not 0 <= at <= decoded.count:
        raise BadRequest(f"Параметр «at» — от 0 до {decoded.count} (столько ходов в ссылке).")
    try:
        state = engine.new_game(setup.game, setup.players, setup.seed, dict(setup.options))
    except RulesError as exc:
        raise BadLink(f"по ней нельзя начать партию ({exc.message})") from None
    except Exception:  # noqa: BLE001 - options from a link are untrusted: any failure is a bad link
        raise BadLink("по ней нельзя начать партию (опции не подходят к игре).") from None
    number = decoded.number
    steps: list[Step] = []
    kept = state
    for step in range(decoded.count):
        if at == step:
            kept = state
        move = decoded.free.get(step)
        if move is None:
            legal = engine.legal_moves(state)
            if not legal:
                raise BadLink("в ней записано больше ходов, чем было сделано в партии.")
            number, index = divmod(number, len(legal))
            move = legal[index]
        seat = engine.to_move(state)
        before = state
        try:
            state = engine.play(state, move)
        except RulesError as exc:
            raise BadLink(f"ход №{step + 1} не по правилам ({exc.message})") from None
        except Exception:  # noqa: BLE001 - a free move from a link is untrusted JSON
            raise BadLink(f"ход №{step + 1} не читается.") from None
        steps.append(Step(seat, move, _describe(engine, before, move) if describe else None))
    if number:
        raise BadLink("в ней лишние данные после последнего хода.")
    if _check(decoded.header, [s.move for s in steps]) != decoded.check:
        raise BadLink(MISMATCH_RU)
    return Replay(setup, steps, decoded.count if at is None else at, state if at in (None, decoded.count) else kept)
