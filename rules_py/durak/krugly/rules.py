"""Круглый дурак: the readings of the seed the engine follows, its options and its row of the
overview's comparison table.

The seed (000, «Круглый дурак») gives two phases. Its gaps are filled as X-34 says, and each place
where a real table would argue is an option:

- ``must_beat`` (default true): the seed says the player *must* beat a card of the rhombus with the
  card he draws; false lets him lay the drawn card beside the rhombus even when it could beat.
- ``center`` (default ``"any_time"``, X-34): the central trump card may be beaten while cards of the
  rhombus remain; ``"after_rhombus"`` only once the eight cards of the rhombus are gone.
- ``voluntary_take`` (default true): in the second phase the defender may take the attack even when
  he could beat it (the common custom, as in the site's other durak games); false: only when he
  cannot beat some card.

>>> resolve({"center": "after_rhombus"}).center
'after_rhombus'
>>> resolve({"center": "never"})
Traceback (most recent call last):
...
rules_py.errors.BadRequest: Опция «center» (когда можно бить центральную карту) принимает значения: any_time, after_rhombus.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from rules_py.durak.options import VOLUNTARY_TAKE, Option, RuleSet, apply_options, choice, flag

GAME_ID = "durak.krugly"
Center = Literal["any_time", "after_rhombus"]

#: The rhombus: eight cards round the central one.
RHOMBUS_SIZE = 8
#: How many cards an attack of the second phase may have: one card, a pair and one more card, or
#: two pairs and one more card.
ATTACK_SIZES = (1, 3, 5)


@dataclass(frozen=True)
class KruglyRules(RuleSet):
    """The flags of one game of круглый дурак (the defaults are the site's reading of the seed)."""

    must_beat: bool = True
    center: Center = "any_time"
    voluntary_take: bool = True


OPTIONS: dict[str, Option] = {
    "must_beat": flag(
        "вытянутой картой обязательно бить, если можно", "можно и отложить её рядом с ромбом", "бить обязательно",
    ),
    "center": choice(
        "когда можно бить центральную карту", ("any_time", "когда угодно"),
        ("after_rhombus", "только когда ромб опустел"),
    ),
    "voluntary_take": VOLUNTARY_TAKE,
}


def resolve(options: dict[str, Any]) -> KruglyRules:
    """The rules of a new game: the defaults with the options applied."""
    return apply_options(KruglyRules(), options, OPTIONS)


#: The row of the overview's comparison of the durak variants (read by widgets/fences/durak.py).
SUMMARY: dict[str, dict[str, str]] = {
    GAME_ID: {
        "name": "Круглый дурак",
        "players": "2–6 игроков",
        "deck": "36",
        "deal": "никому: 8 карт ромбом лицом вверх и 9-я в центре",
        "trump": "масть центральной карты",
        "beating": "старшей картой той же масти или козырем",
        "special": (
            "сначала тянут из прикупа и бьют карты ромба, забирая обе; покрывший центр забирает весь стол; "
            "потом заходят 1, 3 (пара + карта) или 5 картами (две пары + карта), первым — козырная шестёрка"
        ),
        "loses": "последний с картами; ничья, если последние вышли вместе",
    }
}
