"""Чешский дурак and its two variants as data: the flags of each preset, the options that override
them, the card points, and the rows of the overview's comparison table.

The readings of the seed (X-37, X-38) the presets follow:

- six cards each; in the main game and the first variant the next card is turned up to start the
  pile, and the dealer's opponent leads any card onto it (``first_lead: "free"``; the other custom,
  ``"match"``, makes the lead match the turned card like any other card);
- a six makes the opponent draw two cards and miss his turn, a seven one card and a missed turn, an
  ace a missed turn; the effect comes when the card is *played* (the seed's «взятые из колоды»). With
  two players a missed turn means the player who laid the card moves again. Penalties do not stack;
  ``stack_penalties: true`` lets the victim answer a six with a six (a seven with a seven, an ace with
  an ace) and pass the summed penalty back;
- when the stock runs out, the pile except its top card is shuffled into a new stock;
- the player left with cards writes down their points; whoever reaches ``target`` (100) loses.
- Variant 2 (X-38): the dealer's sixth card is shown and he leads (``dealer_card: "seventh"``: he
  takes the next card of the stock face up as a seventh); the jack, not the queen, goes on anything
  and names a suit; a player left holding a jack when a deal ends loses the whole game at once.

>>> PRESETS["durak.cheshsky_1"].draw, PRESETS["durak.cheshsky_2"].wild
('one', 'J')
>>> resolve("durak.cheshsky", {"target": 50}).target
50
>>> resolve("durak.cheshsky_2", {"first_lead": "match"})
Traceback (most recent call last):
...
rules_py.errors.BadRequest: Неизвестная опция «first_lead». Есть: target, stack_penalties, dealer_card, dealer, teaching, deck.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from rules_py.durak.options import Option, RuleSet, apply_options, choice, flag, number
from rules_py.errors import BadRequest

Draw = Literal["until", "one"]
FirstLead = Literal["free", "match"]
DealerCard = Literal["sixth", "seventh"]

GAME_IDS = ("durak.cheshsky", "durak.cheshsky_1", "durak.cheshsky_2")
HAND_SIZE = 6


@dataclass(frozen=True)
class CheshskyRules(RuleSet):
    """The flags of one game of чешский дурак; the defaults are the main game."""

    #: The rank that goes on any card and names a suit: the queen, or the jack in variant 2.
    wild: str = "Q"
    #: Without a fitting card: draw until one fits, or draw one card and, if it does not fit, pass.
    draw: Draw = "until"
    #: Whether the dealer leads (variant 2) or his opponent does.
    dealer_leads: bool = False
    #: Variant 2: a player left holding a jack at the end of a deal loses the game at once.
    jack_loses: bool = False
    #: X-37: the first lead is any card, or it must fit the turned card.
    first_lead: FirstLead = "free"
    #: X-37: a six on a six (a seven on a seven, an ace on an ace) passes the penalty back, summed.
    stack_penalties: bool = False
    #: X-38: the dealer's last card of six is shown, or he takes a seventh card face up.
    dealer_card: DealerCard = "sixth"
    #: The game is lost by the first player whose points reach this total.
    target: int = 100


PRESETS: dict[str, CheshskyRules] = {
    "durak.cheshsky": CheshskyRules(),
    "durak.cheshsky_1": CheshskyRules(draw="one"),
    "durak.cheshsky_2": CheshskyRules(wild="J", dealer_leads=True, jack_loses=True),
}

_COMMON: dict[str, Option] = {
    "target": number("до скольких очков играют", 1, "другая сумма"),
    "stack_penalties": flag(
        "штраф можно перевести картой того же достоинства", "штрафы не складываются",
        "на шестёрку — шестёрка, и штраф возвращается сложенным",
    ),
}
_FIRST_LEAD = choice(
    "первый заход", ("free", "любая карта"), ("match", "карта, подходящая к открытой"),
)
#: The options each variant takes: the ones where the seed leaves room for another custom.
OPTIONS: dict[str, dict[str, Option]] = {
    "durak.cheshsky": {**_COMMON, "first_lead": _FIRST_LEAD},
    "durak.cheshsky_1": {**_COMMON, "first_lead": _FIRST_LEAD},
    "durak.cheshsky_2": {**_COMMON, "dealer_card": choice(
        "открытая карта сдающего", ("sixth", "шестая карта показана"), ("seventh", "седьмая карта в открытую"),
    )},
}


def resolve(game_id: str, options: dict[str, Any]) -> CheshskyRules:
    """The preset of a variant with the options applied."""
    preset = PRESETS.get(game_id)
    if preset is None:
        raise BadRequest("Этот движок играет только в чешского дурака и его варианты.")
    return apply_options(preset, options, OPTIONS[game_id])


#: Penalty points of a card left in hand, by rank code; a lone queen is worth `LONE_QUEEN` instead.
POINTS = {"6": 6, "7": 7, "8": 8, "9": 9, "10": 10, "J": 2, "Q": 3, "K": 4, "A": 11}
LONE_QUEEN = 20
#: What a card does to the next player when it is laid: cards to draw (he also misses his turn).
PENALTY_DRAW = {"6": 2, "7": 1, "A": 0}

_COMMON_ROW = {
    "players": "2 игрока",
    "deck": "36",
    "trump": "нет",
    "loses": "у кого остались карты — пишет очки за них; набравший 100 проиграл",
}
#: Rows of the overview's comparison of the durak variants (read by widgets/fences/durak.py).
SUMMARY: dict[str, dict[str, str]] = {
    "durak.cheshsky": {
        **_COMMON_ROW,
        "name": "Чешский дурак",
        "deal": "по 6 карт, следующая открыта началом стопки",
        "beating": "кладут карту той же масти или того же достоинства; дама — на любую",
        "special": (
            "дама заказывает масть; шестёрка — соперник берёт 2 карты и пропускает ход, семёрка — 1 и "
            "пропуск, туз — пропуск; без подходящей карты тянут из прикупа, пока не подойдёт"
        ),
    },
    "durak.cheshsky_1": {
        **_COMMON_ROW,
        "name": "Чешский дурак: первый вариант",
        "deal": "по 6 карт, следующая открыта началом стопки",
        "beating": "кладут карту той же масти или того же достоинства; дама — на любую",
        "special": "как в чешском, но без подходящей карты берут из прикупа одну; не подошла — пропуск хода",
    },
    "durak.cheshsky_2": {
        **_COMMON_ROW,
        "name": "Чешский дурак: второй вариант",
        "deal": "по 6 карт, последняя карта сдающего показана; ходит сдающий",
        "beating": "кладут карту той же масти или того же достоинства; валет — на любую",
        "special": "валет вместо дамы заказывает масть; шестёрка, семёрка и туз — как в чешском",
        "loses": "оставшийся с валетом проигрывает сразу; иначе — очки до 100",
    },
}
