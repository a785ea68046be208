"""The four compass seats, the two sides, and their Russian names.

Seats go clockwise N, E, S, W; index 0 is North, as in the protocol's seat numbers.

>>> partner("N"), lho("N"), side_of("W")
('S', 'E', 'EW')
>>> SEAT_RU["E"], seat_from("юг")
('Восток', 'S')
"""

from __future__ import annotations

from rules_py.errors import BadRequest

SEATS: tuple[str, ...] = ("N", "E", "S", "W")
SIDES: tuple[str, ...] = ("NS", "EW")

SEAT_RU = {"N": "Север", "E": "Восток", "S": "Юг", "W": "Запад"}
#: After «у»: «у Севера».
SEAT_GENITIVE_RU = {"N": "Севера", "E": "Востока", "S": "Юга", "W": "Запада"}
SIDE_RU = {"NS": "Север–Юг", "EW": "Восток–Запад"}

_SEAT_INPUTS = {s: s for s in SEATS} | {
    "NORTH": "N", "EAST": "E", "SOUTH": "S", "WEST": "W",
    "С": "N", "В": "E", "Ю": "S", "З": "W",
    "СЕВЕР": "N", "ВОСТОК": "E", "ЮГ": "S", "ЗАПАД": "W",
}


def seat_index(seat: str) -> int:
    return SEATS.index(seat)


def seat_at(index: int) -> str:
    return SEATS[index % 4]


def lho(seat: str) -> str:
    """The left-hand opponent: the next seat clockwise."""
    return SEATS[(SEATS.index(seat) + 1) % 4]


def partner(seat: str) -> str:
    return SEATS[(SEATS.index(seat) + 2) % 4]


def side_of(seat: str) -> str:
    return "NS" if seat in ("N", "S") else "EW"


def other_side(side: str) -> str:
    return "EW" if side == "NS" else "NS"


def seat_from(value: object, what: str = "место") -> str:
    """Read a seat from a letter, an index 0..3 or a Russian or English name."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 3:
        return SEATS[value]
    if isinstance(value, str):
        seat = _SEAT_INPUTS.get(value.strip().upper())
        if seat is not None:
            return seat
    raise BadRequest(f"Не понимаю {what} «{value}»: нужно N, E, S или W (Север, Восток, Юг, Запад).")


def side_from(value: object) -> str:
    if isinstance(value, str):
        text = value.strip().upper().replace("-", "").replace("–", "")
        if text in ("NS", "СЮ", "СЕВЕРЮГ"):
            return "NS"
        if text in ("EW", "WE", "ВЗ", "ЗВ", "ВОСТОКЗАПАД"):
            return "EW"
    raise BadRequest(f"Не понимаю сторону «{value}»: нужно NS (Север–Юг) или EW (Восток–Запад).")
