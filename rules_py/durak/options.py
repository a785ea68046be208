"""Reading the options of a durak game, for every durak engine: the rule options each engine
declares (an `Option` per name, applied to its frozen rules by `apply_options`) and the setup
options every game has (`read_setup`: the dealer, teaching mode, the deck). A value that does not
fit is refused in Russian and nothing is changed.

An option also says, in Russian, what it decides and what each of its values means: the pages
(widgets/fences/durak.py) show the settings from these words, and the protocol page lists them
with their names.

>>> @dataclasses.dataclass(frozen=True)
... class Demo(RuleSet):
...     strict: bool = True
...     limit: int | None = None
>>> SPEC = {"strict": flag("строгое правило", "нет", "да"),
...         "limit": number("предел", 1, "не больше стольких карт", "без предела")}
>>> apply_options(Demo(), {"limit": 60, "dealer": 1}, SPEC)
Demo(strict=True, limit=60)
>>> apply_options(Demo(), {"strict": "yes"}, SPEC)
Traceback (most recent call last):
...
rules_py.errors.BadRequest: Опция «strict» (строгое правило) — да или нет (true/false).
>>> apply_options(Demo(), {"limit": 0}, SPEC)
Traceback (most recent call last):
...
rules_py.errors.BadRequest: Опция «limit» (предел) — целое число не меньше 1 или null (без предела).
>>> apply_options(Demo(), {"colour": 1}, SPEC)
Traceback (most recent call last):
...
rules_py.errors.BadRequest: Неизвестная опция «colour». Есть: strict, limit, dealer, teaching, deck.
>>> read_setup({"dealer": 0}, 3)
Setup(dealer=0, teaching=False, deck=None)
>>> Demo().to_json(), SPEC["strict"].value_ru(Demo().strict)
({'strict': True, 'limit': None}, 'да')
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Any, Mapping, NamedTuple, Self, TypeVar

from rules_py.errors import BadRequest

T = TypeVar("T")

#: Options of one game rather than of its rules, taken by every durak engine.
SETUP_OPTIONS: dict[str, str] = {
    "dealer": "сдающий",
    "teaching": "учебный режим (все карты открыты)",
    "deck": "колода",
}


@dataclass(frozen=True)
class Option:
    """One rule option: what it decides and the values it takes, each with its words.

    `values` pairs every value named in advance with what it means (a flag: false and true; a
    choice: its strings; null where it means «none» or «no limit»). With `minimum`, any integer
    from it is taken too (`number_ru` says what the number means); with `items`, any list of those
    codes (`items_ru` says how to write it).
    """

    words_ru: str
    values: tuple[tuple[object, str], ...] = ()
    minimum: int | None = None
    number_ru: str = ""
    items: tuple[str, ...] = ()
    items_ru: str = ""

    @property
    def is_flag(self) -> bool:
        return self.minimum is None and not self.items and {type(v) for v, _ in self.values} == {bool}

    def allows(self, value: object) -> bool:
        if any(type(v) is type(value) and v == value for v, _ in self.values):
            return True
        if self.minimum is not None and type(value) is int and value >= self.minimum:
            return True
        return bool(self.items) and isinstance(value, list) and all(v in self.items for v in value)

    def read(self, name: str, value: object) -> object:
        """The value as the rules keep it (a list of codes as a tuple), or a BadRequest."""
        if not self.allows(value):
            raise BadRequest(f"Опция «{name}» ({self.words_ru}){self.expected()}.")
        return tuple(value) if isinstance(value, list) else value

    def expected(self) -> str:
        """What the option takes, for a refusal: « — да или нет (true/false)», « принимает значения: …»."""
        if self.is_flag:
            return " — да или нет (true/false)"
        if self.items:
            return f" — {self.items_ru}"
        if self.minimum is not None:
            unlimited = [words for v, words in self.values if v is None]
            return f" — целое число не меньше {self.minimum}" + (f" или null ({unlimited[0]})" if unlimited else "")
        return f" принимает значения: {', '.join(spelled(v) for v, _ in self.values)}"

    def value_ru(self, value: object) -> str:
        """What a value of this option means, in Russian."""
        for v, words in self.values:
            if type(v) is type(value) and v == value:
                return words
        if isinstance(value, tuple):
            return ", ".join(value)
        return str(value)

    def others_ru(self, value: object) -> list[str]:
        """What the option may be set to instead of `value`, in Russian."""
        found = [words for v, words in self.values if not (type(v) is type(value) and v == value)]
        if self.number_ru:
            found.append(self.number_ru)
        return found


def flag(words_ru: str, no_ru: str, yes_ru: str) -> Option:
    """An option that is on or off."""
    return Option(words_ru, ((False, no_ru), (True, yes_ru)))


def choice(words_ru: str, *values: tuple[object, str]) -> Option:
    """An option that takes one of the values named."""
    return Option(words_ru, tuple(values))


def number(words_ru: str, minimum: int, number_ru: str, none_ru: str | None = None) -> Option:
    """An integer from `minimum`; with `none_ru`, also null (what null means)."""
    return Option(words_ru, ((None, none_ru),) if none_ru else (), minimum=minimum, number_ru=number_ru)


def codes(words_ru: str, items: tuple[str, ...], items_ru: str, empty_ru: str) -> Option:
    """A list of codes from `items` (the empty list: what `empty_ru` says)."""
    return Option(words_ru, (((), empty_ru),), items=items, items_ru=items_ru)


def spelled(value: object) -> str:
    """A value as the protocol writes it: «false», «null», «attacker», «["6"]»."""
    if isinstance(value, str):
        return value
    return json.dumps(list(value) if isinstance(value, tuple) else value, ensure_ascii=False)


class RuleSet:
    """A frozen dataclass of rule flags that goes into a state as JSON and comes back.

    Tuples (lists of codes) are written as JSON lists and read back as tuples.
    """

    def to_json(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)  # type: ignore[call-overload]
        return {k: list(v) if isinstance(v, tuple) else v for k, v in data.items()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Self:
        tuples = {f.name for f in dataclasses.fields(cls) if isinstance(f.default, tuple)}  # type: ignore[arg-type]
        return cls(**{k: tuple(v) if k in tuples else v for k, v in data.items()})


def apply_options(base: T, options: object, spec: Mapping[str, Option], setup: Mapping[str, str] = SETUP_OPTIONS) -> T:
    """`base` (a frozen dataclass of rules) with the rule options of `options` applied; the setup
    options are left to `read_setup`; an unknown name or a wrong value is a BadRequest in Russian."""
    if not isinstance(options, dict):
        raise BadRequest("Параметр «options» должен быть объектом.")
    changes: dict[str, Any] = {}
    for name, value in options.items():
        if name in setup:
            continue
        option = spec.get(name)
        if option is None:
            raise BadRequest(f"Неизвестная опция «{name}». Есть: {', '.join([*spec, *setup])}.")
        changes[name] = option.read(name, value)
    return dataclasses.replace(base, **changes)  # type: ignore[type-var]


#: The option many durak games share: may the defender take cards he could beat?
VOLUNTARY_TAKE = flag(
    "можно ли взять, если есть чем отбиться", "нельзя: берут, только когда нечем отбиться", "можно: берут и по желанию",
)


class Setup(NamedTuple):
    """The setup options of one game: who deals, teaching mode (every hand shown), the deck."""

    dealer: int
    teaching: bool
    deck: str | None


def seat_option(options: dict[str, Any], name: str, players: int, default: T, words_ru: str = "") -> int | T:
    """A seat number from the options (such as the dealer), or `default`."""
    value = options.get(name)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        words = words_ru or SETUP_OPTIONS.get(name, name)
        raise BadRequest(f"Опция «{name}» ({words}) — номер места от 0 до {players - 1}.")
    return value


def read_setup(options: dict[str, Any], players: int) -> Setup:
    """The dealer (the last seat unless the option says otherwise), teaching mode and the deck."""
    dealer = seat_option(options, "dealer", players, players - 1)
    teaching = options.get("teaching", False)
    if not isinstance(teaching, bool):
        raise BadRequest("Опция «teaching» (учебный режим) — да или нет (true/false).")
    return Setup(dealer, teaching, options.get("deck"))
