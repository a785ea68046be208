"""Protocol methods of Штосс: `shtoss.odds`.

>>> shtoss_odds({"cards": 36})["punter"]
0.470995670995671
"""

from __future__ import annotations

from rules_py.protocol import Params, Result, method
from rules_py.shtoss.odds import banker_chance, check_pack_size, punter_chance


@method(
    "shtoss.odds",
    "Точные шансы понтёра и банкомёта на одну ставку в штоссе (полная колода банкомёта).",
    {"cards": "необязательно: 52 (по умолчанию), 36 или 32 — карт в колоде банкомёта"},
    '{"cards", "punter": число, "banker": число, "punter_exact": "p/q", "banker_exact": "p/q"}',
)
def shtoss_odds(params: Params) -> Result:
    cards = check_pack_size(params.get("cards", 52))
    punter, banker = punter_chance(cards), banker_chance(cards)
    return {
        "cards": cards,
        "punter": float(punter),
        "banker": float(banker),
        "punter_exact": f"{punter.numerator}/{punter.denominator}",
        "banker_exact": f"{banker.numerator}/{banker.denominator}",
    }
