"""Reading the options of a durak variant with an engine of its own: the setup options every game
has (dealer, teaching mode, deck) and the variant's own rule options, each refused in Russian when
its value does not fit.

>>> read_options({"voluntary_take": True}, 3, {"voluntary_take": (False, True)})
({'voluntary_take': True}, {'dealer': 2, 'teaching': False, 'deck': None})
>>> read_options({"colour": 1}, 3, {"voluntary_take": (False, True)})
Traceback (most recent call last):
...
rules_py.errors.BadRequest: Неизвестная опция «colour». Есть: voluntary_take, dealer, teaching, deck.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from rules_py.errors import BadRequest

#: The Russian words of every rule option a variant engine knows, for messages and the pages.
OPTION_WORDS: dict[str, str] = {
    "voluntary_take": "взять можно и при возможности покрыть",
    "climb": "чем подкидывают в дорожном",
    "remainder": "лишние карты при сдаче",
    "follow_suit": "козырем — только когда нечем в масть",
    "layout": "раскладка",
}


def read_options(
    options: dict[str, Any], players: int, allowed: Mapping[str, Sequence[object]]
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The rule options (each from its allowed values, the first one by default) and the setup
    options: the dealer (default the last seat), teaching mode and the deck."""
    if not isinstance(options, dict):
        raise BadRequest("Параметр «options» должен быть объектом.")
    known = [*allowed, "dealer", "teaching", "deck"]
    for name in options:
        if name not in known:
            raise BadRequest(f"Неизвестная опция «{name}». Есть: {', '.join(known)}.")
    rules: dict[str, Any] = {}
    for name, values in allowed.items():
        value = options.get(name, values[0])
        if value not in values or isinstance(value, bool) != isinstance(values[0], bool):
            shown = ", ".join(str(v).lower() if isinstance(v, bool) else str(v) for v in values)
            raise BadRequest(f"Опция «{name}» ({OPTION_WORDS[name]}) принимает значения: {shown}.")
        rules[name] = value
    dealer = options.get("dealer", players - 1)
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < players:
        raise BadRequest(f"Опция «dealer» (сдающий) — номер места от 0 до {players - 1}.")
    teaching = options.get("teaching", False)
    if not isinstance(teaching, bool):
        raise BadRequest("Опция «teaching» (учебный режим) — да или нет (true/false).")
    return rules, {"dealer": dealer, "teaching": teaching, "deck": options.get("deck")}
