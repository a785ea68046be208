"""What a teacher asks of each hand of a lesson deal, as JSON and as a short Russian text.

A seat's constraint is a range of high-card points, a range of length for each suit, a balanced
shape (4-3-3-3, 4-4-3-2 or 5-3-3-2), «a five-card major» (five or more spades or hearts) and a range
for the length of the longest suit. A seat left out is not constrained.

JSON, as the protocol takes it (every field optional; ranges are [from, to], both included)::

    {"S": {"hcp": [15, 17], "balanced": true},
     "N": {"hcp": [8, 37], "major5": true, "suits": {"H": [0, 3]}, "longest": [6, 13]}}

The text, as a reader types it: a seat, a colon, then words; seats apart with «;» or a new line.
Points «15-17», «8+» or «12»; «ровная»; «мажор5»; a suit's length after its symbol or its first
letter (п ч б т): «♠5+», «ч0-3», «♦4»; «длинная6+» for the longest suit.

>>> c = parse_text("Ю: 15-17 ровная; С: 8+ мажор5 ч0-3")
>>> to_text(c)
'С: 8+ мажор5 ♥0-3; Ю: 15-17 ровная'
>>> describe_ru(c)
'Север: от 8 очков, пятёрка в мажоре, червей до 3; Юг: 15–17 очков, ровная рука'
>>> from_json(to_json(c)) == c
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from rules_py.bridge.seats import SEAT_GENITIVE_RU, SEAT_RU, SEATS, seat_from
from rules_py.errors import BadRequest
from rules_py.words import POINTS_RU, plural_ru

#: Suits in PBN's order, as the constraints list them.
SUIT_CODES = ("S", "H", "D", "C")
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
#: «пик», «червей»: after «от 5».
SUIT_GENITIVE_PLURAL_RU = {"S": "пик", "H": "червей", "D": "бубен", "C": "треф"}
_SUIT_INPUTS = {
    "S": "S", "H": "H", "D": "D", "C": "C", "♠": "S", "♥": "H", "♦": "D", "♣": "C",
    "♤": "S", "♡": "H", "♢": "D", "♧": "C", "П": "S", "Ч": "H", "Б": "D", "Т": "C",
}
_SEAT_LETTER_RU = {"N": "С", "E": "В", "S": "Ю", "W": "З"}

HCP_MAX = 37  # a hand holds at most 37 points: four aces, four kings, four queens and a jack
FULL = (0, 13)
_NO_SUITS: tuple[tuple[int, int], ...] = (FULL, FULL, FULL, FULL)
LONGEST_ANY = (4, 13)  # a 13-card hand always has a suit of 4 or more
#: After «от» and «до»: «от 1 очка», «до 10 очков».
_POINTS_GENITIVE_RU = ("очка", "очков", "очков")
_FIELDS = ("hcp", "suits", "balanced", "major5", "longest")


@dataclass(frozen=True)
class SeatConstraint:
    """What one hand must hold; the defaults ask nothing."""

    hcp: tuple[int, int] = (0, HCP_MAX)
    suits: tuple[tuple[int, int], ...] = _NO_SUITS  # ♠ ♥ ♦ ♣
    balanced: bool = False
    major5: bool = False
    longest: tuple[int, int] = LONGEST_ANY

    @property
    def is_free(self) -> bool:
        return self == SeatConstraint()


Constraints = dict[str, SeatConstraint]


# ---- JSON ------------------------------------------------------------------------------------------

def _range(raw: object, what: str, low: int, high: int) -> tuple[int, int]:
    if isinstance(raw, int) and not isinstance(raw, bool):
        raw = [raw, raw]
    if (not isinstance(raw, list) or len(raw) != 2
            or any(isinstance(v, bool) or not isinstance(v, int) for v in raw)):
        raise BadRequest(f"{what}: нужен диапазон из двух целых чисел [от, до], например [{low}, {high}].")
    lo, hi = raw
    if not low <= lo <= hi <= high:
        raise BadRequest(f"{what}: диапазон [{lo}, {hi}] должен лежать в пределах от {low} до {high}, "
                         "и первое число не больше второго.")
    return lo, hi


def _seat_from_json(seat: str, raw: object) -> SeatConstraint:
    whose = f"Условие для {_genitive(seat)}"
    if not isinstance(raw, dict):
        raise BadRequest(f"{whose} должно быть объектом, например {{\"hcp\": [15, 17], \"balanced\": true}}.")
    unknown = [k for k in raw if k not in _FIELDS]
    if unknown:
        raise BadRequest(f"{whose}: непонятное поле «{unknown[0]}»; допустимы {', '.join(_FIELDS)}.")
    suits = list(_NO_SUITS)
    raw_suits = raw.get("suits", {})
    if not isinstance(raw_suits, dict):
        raise BadRequest(f"{whose}: «suits» — объект вида {{\"S\": [5, 13], \"H\": [0, 2]}}.")
    for key, value in raw_suits.items():
        suit = _SUIT_INPUTS.get(str(key).strip().upper())
        if suit is None:
            raise BadRequest(f"{whose}: непонятная масть «{key}»; нужна S, H, D или C (♠ ♥ ♦ ♣).")
        suits[SUIT_CODES.index(suit)] = _range(value, f"{whose}, длина {SUIT_GENITIVE_PLURAL_RU[suit]}", 0, 13)
    flags = {}
    for flag in ("balanced", "major5"):
        value = raw.get(flag, False)
        if not isinstance(value, bool):
            raise BadRequest(f"{whose}: «{flag}» — true или false.")
        flags[flag] = value
    return SeatConstraint(
        hcp=_range(raw.get("hcp", [0, HCP_MAX]), f"{whose}, очки", 0, HCP_MAX),
        suits=tuple(suits),
        balanced=flags["balanced"],
        major5=flags["major5"],
        longest=_range(raw.get("longest", list(LONGEST_ANY)), f"{whose}, длина самой длинной масти", 4, 13),
    )


def from_json(raw: object) -> Constraints:
    """Read the protocol's constraints (seats as N E S W or their Russian names); free seats are dropped."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise BadRequest("Условия сдачи — объект по местам, например {\"S\": {\"hcp\": [15, 17]}}.")
    out: Constraints = {}
    seen: set[str] = set()
    for key, value in raw.items():
        seat = seat_from(key, "место в условиях")
        if seat in seen:
            raise BadRequest(f"Условие для {_genitive(seat)} задано дважды.")
        seen.add(seat)
        constraint = _seat_from_json(seat, value)
        if not constraint.is_free:
            out[seat] = constraint
    return {seat: out[seat] for seat in SEATS if seat in out}


def to_json(constraints: Constraints) -> dict[str, Any]:
    """The constraints as JSON, with only the fields that ask something."""
    out: dict[str, Any] = {}
    for seat, c in constraints.items():
        item: dict[str, Any] = {}
        if c.hcp != (0, HCP_MAX):
            item["hcp"] = list(c.hcp)
        suits = {code: list(r) for code, r in zip(SUIT_CODES, c.suits) if r != FULL}
        if suits:
            item["suits"] = suits
        if c.balanced:
            item["balanced"] = True
        if c.major5:
            item["major5"] = True
        if c.longest != LONGEST_ANY:
            item["longest"] = list(c.longest)
        out[seat] = item
    return out


# ---- the short text --------------------------------------------------------------------------------

_CLAUSE = re.compile(r"^\s*([A-Za-zА-Яа-яЁё]+)\s*:?\s*(.*)$", re.S)
_TOKEN = re.compile(r"^(?P<what>[♠♥♦♣♤♡♢♧SHDCПЧБТ]|ДЛИННАЯ)?(?P<lo>\d{1,2})(?:[-–—](?P<hi>\d{1,2})|(?P<plus>\+))?$")
_BALANCED_WORDS = {"РОВНАЯ", "РОВН", "РОВНАЯ_РУКА", "BAL", "BALANCED"}
_MAJOR_WORDS = {"МАЖОР5", "5МАЖОР", "МАЖОР5+", "M5", "MAJOR5"}
_POINT_WORDS = {"ОЧ", "ОЧ.", "ОЧКО", "ОЧКА", "ОЧКОВ", "HCP"}


def _text_range(token: str, match: re.Match[str], top: int, low: int = 0) -> tuple[int, int]:
    lo = int(match["lo"])
    hi = top if match["plus"] else int(match["hi"]) if match["hi"] else lo
    if not low <= lo <= hi <= top:
        raise BadRequest(f"«{token}»: числа должны быть от {low} до {top}, первое не больше второго.")
    return lo, hi


def _parse_clause(seat: str, words: list[str]) -> SeatConstraint:
    fields: dict[str, Any] = {}
    suits = list(_NO_SUITS)
    given: set[str] = set()

    def once(key: str, token: str) -> None:
        if key in given:
            raise BadRequest(f"У {_genitive(seat)} «{token}» повторяет уже заданное условие.")
        given.add(key)

    for token in words:
        upper = token.upper().replace("Ё", "Е")
        if upper in _POINT_WORDS:
            continue
        if upper in _BALANCED_WORDS:
            once("balanced", token)
            fields["balanced"] = True
            continue
        if upper in _MAJOR_WORDS:
            once("major5", token)
            fields["major5"] = True
            continue
        match = _TOKEN.match(upper)
        if match is None:
            raise BadRequest(
                f"Не понимаю «{token}» в условии для {_genitive(seat)}. Пишите очки «15-17» или «8+», "
                "«ровная», «мажор5», длину масти «♠5+» или «ч0-3», «длинная6+»."
            )
        what = match["what"]
        if what is None:
            once("hcp", token)
            fields["hcp"] = _text_range(token, match, HCP_MAX)
        elif what == "ДЛИННАЯ":
            once("longest", token)
            fields["longest"] = _text_range(token, match, 13, low=4)
        else:
            suit = _SUIT_INPUTS[what]
            once(suit, token)
            suits[SUIT_CODES.index(suit)] = _text_range(token, match, 13)
    return SeatConstraint(suits=tuple(suits), **fields)


def parse_text(text: str) -> Constraints:
    """Read the short Russian text («Ю: 15-17 ровная; С: 8+ мажор5»)."""
    if not isinstance(text, str):
        raise BadRequest("Условия текстом — строка, например «Ю: 15-17 ровная; С: 8+ мажор5».")
    out: Constraints = {}
    seen: set[str] = set()
    for clause in re.split(r"[;\n]", text):
        if not clause.strip():
            continue
        match = _CLAUSE.match(clause)
        if match is None:
            raise BadRequest(f"Условие «{clause.strip()}» должно начинаться с места: С, В, Ю или З.")
        seat = seat_from(match[1], "место")
        if seat in seen:
            raise BadRequest(f"Условие для {_genitive(seat)} задано дважды.")
        seen.add(seat)
        words = [w for w in re.split(r"[\s,]+", match[2]) if w]
        constraint = _parse_clause(seat, words)
        if not constraint.is_free:
            out[seat] = constraint
    return {seat: out[seat] for seat in SEATS if seat in out}


def _fmt_range(lo: int, hi: int, top: int) -> str:
    if lo == hi:
        return str(lo)
    if hi == top:
        return f"{lo}+"
    return f"{lo}-{hi}"


def to_text(constraints: Constraints) -> str:
    """The short text of the constraints (the form a link keeps); parse_text reads it back."""
    clauses = []
    for seat, c in constraints.items():
        words = []
        if c.hcp != (0, HCP_MAX):
            words.append(_fmt_range(*c.hcp, HCP_MAX))
        if c.balanced:
            words.append("ровная")
        if c.major5:
            words.append("мажор5")
        words += [SUIT_SYMBOLS[code] + _fmt_range(*r, 13) for code, r in zip(SUIT_CODES, c.suits) if r != FULL]
        if c.longest != LONGEST_ANY:
            words.append("длинная" + _fmt_range(*c.longest, 13))
        clauses.append(f"{_SEAT_LETTER_RU[seat]}: {' '.join(words)}")
    return "; ".join(clauses)


def _range_words(lo: int, hi: int, top: int, low: int = 0) -> str:
    if lo == hi:
        return f"ровно {lo}"
    if hi == top:
        return f"от {lo}"
    if lo == low:
        return f"до {hi}"
    return f"{lo}–{hi}"


def _points_words(lo: int, hi: int) -> str:
    """«15–17 очков», «от 8 очков», «до 1 очка», «12 очков»."""
    if lo == hi:
        return f"{lo} {plural_ru(lo, POINTS_RU)}"
    if hi == HCP_MAX:
        return f"от {lo} {plural_ru(lo, _POINTS_GENITIVE_RU)}"
    if lo == 0:
        return f"до {hi} {plural_ru(hi, _POINTS_GENITIVE_RU)}"
    return f"{lo}–{hi} {plural_ru(hi, POINTS_RU)}"


def describe_ru(constraints: Constraints) -> str:
    """The constraints in words, for the page and the printed record."""
    if not constraints:
        return "без условий: случайные сдачи"
    clauses = []
    for seat, c in constraints.items():
        words = []
        if c.hcp != (0, HCP_MAX):
            words.append(_points_words(*c.hcp))
        if c.balanced:
            words.append("ровная рука")
        if c.major5:
            words.append("пятёрка в мажоре")
        for code, r in zip(SUIT_CODES, c.suits):
            if r != FULL:
                words.append(f"{SUIT_GENITIVE_PLURAL_RU[code]} {_range_words(*r, 13)}")
        if c.longest != LONGEST_ANY:
            words.append(f"самая длинная масть {_range_words(*c.longest, 13, low=4)}")
        clauses.append(f"{SEAT_RU[seat]}: {', '.join(words)}")
    return "; ".join(clauses)


def _genitive(seat: str) -> str:
    return SEAT_GENITIVE_RU[seat]


#: Ready-made constraints for typical lessons (the page offers them; a teacher can change any field).
LESSON_THEMES: tuple[tuple[str, str], ...] = (
    ("Без условий: случайные сдачи", ""),
    ("Открытие 1БК: у Юга 15–17 очков и ровная рука", "Ю: 15-17 ровная"),
    ("1БК и Стейман: у Севера 8+ очков и четыре червы", "С: 8+ ♠0-3 ♥4; Ю: 15-17 ровная"),
    ("1БК и трансфер: у Севера пятёрка в мажоре", "С: мажор5; Ю: 15-17 ровная"),
    ("Поддержка мажора: Юг открывает 1♠, у Севера 6–10 и три пики", "С: 6-10 ♠3-4; Ю: 12-21 ♠5+"),
    ("Сильное открытие 2♣: у Юга 22+ очков", "Ю: 22+"),
    ("Слабое 2♥: у Юга 6–10 очков и шесть червей", "Ю: 6-10 ♥6 длинная6"),
    ("Контра на вылет: Запад открывает 1♥, у Севера 12+ и мало червей", "С: 12+ ♠3+ ♥0-1; З: 12-18 ♥5+"),
)
