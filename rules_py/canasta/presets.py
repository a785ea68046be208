"""Canasta presets: every source's rules as data (card values, premiums, limits, flags).

One `CanastaRules` per registry id. The classic game follows 000/001 and Mendelev's 002; the Russian
game and its variants 31.а and 31.б follow 003; Cuban canasta and Combo follow their own sections.
Where a seed is silent, garbled or contradicts another, the default reading of CONTRADICTIONS.md is
used and cited by its X-id, and `value_sources` says for every number where it comes from.

Options (a JSON object) override some fields of a preset, each checked, with Russian errors:

>>> rules = get_rules("canasta.classic", {"joker_canasta": True, "wild_cap": 3})
>>> rules.wild_melds, rules.wild_canasta, rules.wild_cap
('canasta_at_once', 1000, 3)
>>> get_rules("canasta.cuban", {"colour": "red"})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
rules_py.errors.BadRequest: Неизвестный параметр правил «colour» для варианта «Кубинская канаста». ...
>>> ace, nine = Card.parse("AS"), Card.parse("9S")
>>> PRESETS["canasta.russian"].value_of(ace), PRESETS["canasta.russian_31b"].value_of(nine)
(15, 9)
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from functools import lru_cache
from typing import Any, Callable, Literal, Mapping

from rules_py.canasta.opening import OpeningRule
from rules_py.cards import Card, Rank
from rules_py.canasta.words import CANASTAS_RU, JOKERS_RU, TWOS_RU, count_ru
from rules_py.words import PLAYERS_RU, plural_ru, short_ru
from rules_py.decks import DECKS, build_deck
from rules_py.errors import BadRequest

BlackThrees = Literal[
    "meld",  # a meld of black threes only, 5 points each (002, X-55)
    "closed",  # a set of 3 or 4 black threes at any time, nothing added to it (Combo)
    "collected",  # never melded; those taken with the pile score 5 each, all four 100 more (Cuban)
    "forbidden",  # never melded, only discarded (003)
    "ordinary",  # threes are ordinary cards (31.б, X-84)
]
RedThrees = Literal["premium", "ordinary"]
WildMelds = Literal[
    "none",  # no meld of wild cards only
    "canasta_at_once",  # a canasta of exactly seven wild cards, laid from hand at once (002)
    "meld",  # «джокерная выкладка»: three or more wild cards, a canasta from seven (003)
]
CleanRule = Literal[
    "no_wild",  # natural canasta: no wild card at all (000)
    "seven_naturals",  # clean canasta: at least seven naturals, whatever wild cards are added
]
JokerExchange = Literal["none", "any", "opponents"]
EmptyTablePile = Literal[
    "closed",  # 000/001 literally: while no combination lies on the table, nobody takes the pile
    "frozen",  # the usual rule: the pile is only frozen (a natural pair) for a side that has not opened
]

S000 = "000"
S001 = "001"
S002 = "002"
S003 = "003"
S004 = "004"

#: Card values on the table, by rank code; "3B"/"3R"/"7R" name a colour-specific card.
CLASSIC_VALUES: tuple[tuple[str, int], ...] = (
    ("JK", 50), ("2", 20), ("A", 20), ("K", 10), ("Q", 10), ("J", 10), ("10", 10), ("9", 10),
    ("8", 10), ("7", 5), ("6", 5), ("5", 5), ("4", 5), ("3B", 5),
)
RUSSIAN_VALUES: tuple[tuple[str, int], ...] = (
    ("JK", 50), ("2", 20), ("A", 15), ("K", 10), ("Q", 10), ("J", 10), ("10", 10), ("9", 5),
    ("8", 5), ("7", 5), ("6", 5), ("5", 5), ("4", 5),
)
R31B_VALUES: tuple[tuple[str, int], ...] = (
    ("JK", 50), ("2", 20), ("A", 11), ("K", 10), ("Q", 10), ("J", 10), ("10", 10), ("9", 9),
    ("8", 8), ("7", 7), ("6", 6), ("5", 5), ("4", 4), ("3", 3),
)

CLASSIC_OPENING = OpeningRule(below_zero=15, steps=((0, 50), (1500, 90), (3000, 120)))
R31A_OPENING = OpeningRule(below_zero=30, steps=((0, 30),), every=1000, add=10)
R31B_OPENING = OpeningRule(below_zero=50, steps=((0, 50), (1500, 90), (3000, 120)), unit=1)  # face values

#: The fields whose value must be traced to a source in every preset's `value_sources`.
SOURCED_FIELDS: tuple[str, ...] = (
    "players", "partnership", "deck", "cards_dealt", "draw_count", "card_values", "hand_values",
    "wild_ratio", "wild_cap", "black_threes", "red_threes", "wild_melds", "clean_rule",
    "natural_canasta", "mixed_canasta", "wild_canasta", "melds_minus_without_canasta",
    "red_three_value", "red_three_set_premium", "going_out_allowed", "canastas_to_go_out",
    "out_premium", "double_out_premium", "concealed_premium", "opening", "target",
    "pile_while_table_empty", "pile_with_one_natural_and_wild", "pile_onto_meld",
)


@dataclass(frozen=True)
class CanastaRules:
    """One source's canasta: data only; melds.py, scoring.py and opening.py read it."""

    id: str
    name_ru: str
    sources: tuple[str, ...]
    # Players and cards
    players: int
    players_options: tuple[int, ...]
    partnership: bool
    deck: str
    deck_options: tuple[str, ...]
    cards_dealt: int
    draw_count: int  # cards drawn from the stock in a turn (one is discarded)
    # Card values: on the table, and the special penalties in hand (positive numbers, subtracted)
    card_values: tuple[tuple[str, int], ...]
    hand_values: tuple[tuple[str, int], ...]
    # Melds
    wild_ratio: bool  # no more wild cards than natural cards in a meld
    wild_cap: int | None  # an absolute cap on wild cards in a meld
    black_threes: BlackThrees
    red_threes: RedThrees
    wild_melds: WildMelds
    same_rank_melds: bool  # a side may hold two melds of one rank
    escalera: bool  # 7 cards of one suit in sequence (Combo)
    canasta_max: int | None  # no more cards in a canasta (Cuban: 7)
    clean_rule: CleanRule
    canasta_words_ru: tuple[str, str, str]  # the source's names of a natural, mixed and wild canasta
    # Canasta premiums
    natural_canasta: int
    mixed_canasta: int
    wild_canasta: int  # used only where wild melds are allowed (or enabled by option)
    wild_canasta_special: tuple[tuple[int, int, int], ...]  # (jokers, twos, premium) exceptions
    sevens_natural: int | None
    sevens_mixed: int | None
    escalera_premium: int
    melds_minus_without_canasta: bool  # 003: a side without a canasta scores its melds as minus
    # Red threes
    red_three_value: int  # each, plus with a canasta, minus without
    red_three_totals: tuple[int, ...]  # totals by count for a side (Cuban), replacing the value
    red_three_set_size: int | None  # «комплект»
    red_three_set_exact: bool  # the set is exactly that many (not "that many or more")
    red_three_set_premium: int
    red_three_set_canastas: int  # canastas needed for the set to count plus
    red_three_set_minus: bool  # without them the set counts minus (else the threes count singly)
    red_three_set_in_addition: bool  # the set premium is added to the single values
    red_three_discard: bool  # a red three may be discarded onto the pile
    # Black threes collected with the pile (Cuban)
    black_three_collected: int
    black_threes_all_premium: int
    # Going out
    going_out_allowed: bool
    canastas_to_go_out: int
    out_premium: int
    double_out_premium: int | None  # None: there is no partner to go out with
    concealed_allowed: bool
    concealed_premium: int
    # Opening and game
    opening: OpeningRule
    canasta_opening_from: int | None  # from this score a side opens only with a canasta
    canasta_opening_at_7500: bool  # the rule above applies when the target is 7500 (002)
    target: int
    # The pile and the turn (for the play engine)
    pile_frozen_always: bool
    pile_frozen_by_wild: bool  # a wild card or red three in the pile freezes it
    pile_from_wild_top: bool
    pile_with_one_natural_and_wild: bool  # an unfrozen pile for one natural card and a wild card
    pile_onto_meld: bool  # an unfrozen pile for its top card alone, laid on the side's meld of that rank
    pile_while_table_empty: EmptyTablePile  # before the first combination of the deal
    first_player_upcard: bool
    first_player_upcard_show: bool  # X-81 (31.а): he shows a card of the up-card's rank in his hand
    add_to_opponents_melds: bool
    joker_exchange: JokerExchange
    last_card_discard_allowed: bool
    black_three_discard_first_round: bool  # Cuban: no black three is discarded in the first round
    concealed_first_round: bool  # 003: going out in one go is allowed, "but not in the first round"
    first_canasta_bonus_cards: int  # Combo: the first canasta takes the 11 top cards of the stock
    # Options and provenance
    options_allowed: tuple[str, ...]
    value_sources: tuple[tuple[str, str], ...]
    notes_ru: tuple[str, ...] = ()
    # Combo: «a full round is four deals in a row» — a game on the score ends only after a whole round.
    deals_per_round: int = 1
    # 000/001 cover a black three turned as the first card of the pile too; the usual rule does not.
    upcard_black_three_covered: bool = True

    # -- card values -------------------------------------------------------------------------

    def value_of(self, card: Card) -> int:
        """The value of a card on the table (the joker and twos count the same whatever they stand for)."""
        table = dict(self.card_values)
        key = _colour_key(card)
        if key in table:
            return table[key]
        if card.rank.code in table:
            return table[card.rank.code]
        raise BadRequest(f"У карты {short_ru(card)} нет стоимости в варианте «{self.name_ru}».")

    def value_of_or_zero(self, card: Card) -> int:
        """The table value, or 0 for a card that is never melded (red threes, Cuban black threes)."""
        table = dict(self.card_values)
        return table.get(_colour_key(card), table.get(card.rank.code, 0))

    def hand_penalty(self, card: Card) -> int:
        """What a card left in hand costs (a positive number to subtract)."""
        special = dict(self.hand_values)
        key = _colour_key(card)
        if key in special:
            return special[key]
        if card.rank.code in special:
            return special[card.rank.code]
        if card.rank is Rank.THREE and self.red_threes == "premium" and card.is_red:
            return self.red_three_value
        return self.value_of(card)

    def source_of(self, field_name: str) -> str:
        """Where a field's value comes from (seed files and X-ids)."""
        return dict(self.value_sources).get(field_name, "")

    @property
    def players_word_ru(self) -> str:
        return "сторона" if self.partnership else "игрок"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in ("card_values", "hand_values", "value_sources"):
                value = dict(value)
            elif isinstance(value, OpeningRule):
                value = value.to_json()
            elif isinstance(value, tuple):
                value = [list(v) if isinstance(v, tuple) else v for v in value]
            data[f.name] = value
        data["deck_ru"] = DECKS[self.deck].name_ru
        return data


@lru_cache(maxsize=None)
def deck_cards(deck: str) -> tuple[Card, ...]:
    """The cards of a deck (cached: presets and melds look at it often)."""
    return tuple(build_deck(deck))


def _colour_key(card: Card) -> str:
    if card.suit is None:
        return card.code
    return card.rank.code + ("R" if card.is_red else "B")


def _sources(**entries: str) -> tuple[tuple[str, str], ...]:
    return tuple(entries.items())


def _merge(base: tuple[tuple[str, str], ...], **changes: str) -> tuple[tuple[str, str], ...]:
    merged = dict(base)
    merged.update(changes)
    return tuple(merged.items())


_CLASSIC_SOURCES = _sources(
    players="000: 4 игрока, партнёры сидят друг против друга",
    partnership="000",
    deck="000/001: 2 колоды по 52 карты и 2 джокера; 108 карт — по выбору (X-40)",
    cards_dealt="000: по 11 карт",
    draw_count="X-101: ход — взять 1 карту из прикупа или пакет, выложить, сбросить 1",
    card_values="000: туз и двойка 20, К–8 по 10, 7–4 по 5; джокер 50 — из 003 (X-41); "
    "чёрная тройка в сочетании 5 — 002 (X-42)",
    hand_values="002: на руках чёрная тройка −100, красная −500 (X-42)",
    wild_ratio="000: джокеров в сочетании не больше, чем основных карт",
    wild_cap="X-51: без предела (по выбору — не больше 3)",
    black_threes="002: сочетание чёрных троек, по 5 за каждую (X-55)",
    red_threes="000: красные тройки — премия, в сочетания не входят",
    wild_melds="002: канаста из джокеров — только по договорённости, сразу семь карт",
    clean_rule="000: истинная (натуральная) канаста — без джокеров",
    natural_canasta="000/002: 500",
    mixed_canasta="000/002: 300",
    wild_canasta="002 печатает 100; принято 1000 как вероятная опечатка (X-54)",
    melds_minus_without_canasta="000/002: выложенные карты всегда в плюс",
    red_three_value="000/002: 100 с канастой; без канасты −100 (002, X-44)",
    red_three_set_premium="000/002: комплект из 4 — 800, без канасты −800 (X-44); "
    "800 — за все четыре вместе (по 200), как в обычных правилах",
    going_out_allowed="000",
    canastas_to_go_out="X-48: нужна хотя бы одна канаста стороны; по договорённости две (002)",
    out_premium="000/002: 100",
    double_out_premium="000/002: 100 дополнительно",
    concealed_premium="000/002: 100 дополнительно",
    opening="вне источника: обычная таблица 15/50/90/120 (X-45)",
    target="002: 5000, по договорённости 7500 (X-59)",
    pile_while_table_empty="000/001: пока на столе нет ни одной комбинации, брать из пакета нельзя; "
    "по выбору — обычное правило: пакет заморожен лишь для стороны, которая ещё не открылась",
    pile_with_one_natural_and_wild="000/001: чтобы взять из пакета, показывают 2 карты того же "
    "достоинства; одна натуральная карта с джокером — обычное правило, по выбору",
    pile_onto_meld="000/001: нужны 2 карты того же достоинства; верхнюю карту к своему сочетанию — "
    "обычное правило, по выбору",
)

#: The pile readings a reader may switch (X-46, X-50: the literal 000/001 rule or the usual one).
_PILE_OPTIONS = ("pile_while_table_empty", "pile_one_natural_and_wild", "pile_onto_meld")

_ALL_OPTIONS_CLASSIC = (
    "deck", "target", "opening_table", "wild_cap", "joker_canasta", "joker_canasta_premium",
    "canastas_to_go_out", "first_player_upcard", "red_three_set_in_addition", "upcard_black_three",
) + _PILE_OPTIONS

CLASSIC = CanastaRules(
    id="canasta.classic",
    name_ru="Канаста",
    sources=("000", "001", "002"),
    players=4,
    players_options=(4,),
    partnership=True,
    deck="2x52+2",  # the seed's 106 cards, 108 by option
    deck_options=("2x52+2", "2x54"),
    cards_dealt=11,
    draw_count=1,
    card_values=CLASSIC_VALUES,  # X-41 (joker 50), X-42 (black three 5), X-43
    hand_values=(("3B", 100), ("3R", 500)),
    wild_ratio=True,
    wild_cap=None,
    black_threes="meld",
    red_threes="premium",
    wild_melds="none",
    same_rank_melds=False,
    escalera=False,
    canasta_max=None,
    clean_rule="no_wild",
    canasta_words_ru=("настоящая (натуральная) канаста", "фальшивая (смешанная) канаста", "джокерная канаста"),
    natural_canasta=500,
    mixed_canasta=300,
    wild_canasta=1000,  # 002 prints 100
    wild_canasta_special=(),
    sevens_natural=None,
    sevens_mixed=None,
    escalera_premium=0,
    melds_minus_without_canasta=False,
    red_three_value=100,  # minus without a canasta
    red_three_totals=(),
    red_three_set_size=4,
    red_three_set_exact=False,
    red_three_set_premium=800,
    red_three_set_canastas=1,
    red_three_set_minus=True,
    red_three_set_in_addition=False,
    red_three_discard=False,
    black_three_collected=0,
    black_threes_all_premium=0,
    going_out_allowed=True,
    canastas_to_go_out=1,
    out_premium=100,
    double_out_premium=100,
    concealed_allowed=True,
    concealed_premium=100,
    opening=CLASSIC_OPENING,
    canasta_opening_from=None,
    canasta_opening_at_7500=True,
    target=5000,
    pile_frozen_always=False,
    pile_frozen_by_wild=True,
    pile_from_wild_top=False,
    pile_with_one_natural_and_wild=False,  # 000/001: «2 карты того же достоинства»
    pile_onto_meld=False,
    pile_while_table_empty="closed",  # 000/001: «игра считается закрытой»
    first_player_upcard=True,
    first_player_upcard_show=False,
    add_to_opponents_melds=False,
    joker_exchange="none",
    last_card_discard_allowed=True,
    black_three_discard_first_round=True,
    concealed_first_round=True,
    first_canasta_bonus_cards=0,
    options_allowed=_ALL_OPTIONS_CLASSIC,
    value_sources=_CLASSIC_SOURCES,
    notes_ru=(
        "В 000/001 у красных троек без канасты не стоит знак минус; по 002 это минус (X-44).",
        "Комплект из четырёх красных троек стоит 800 вместо 4 × 100 (по 200 за тройку).",
        "Премия за джокерную канасту напечатана в 002 как 100; по умолчанию 1000 (X-54).",
    ),
)

#: 002 on the three-pack game: a game opens by buying the pile (the usual rule, not the literal 000/001).
_MENDELEV_OPENING_BY_PILE = (
    "002: открыть игру можно, купив пакет или его верхнюю карту; пакет заморожен лишь для стороны, "
    "которая ещё не открылась (обычное правило); по выбору — буквально по 000/001"
)

_AS_FOUR_PLAYERS_PILE = {
    name: "002: «остальные правила — без изменений», то есть как в игре вчетвером: " + text
    for name, text in (
        ("pile_while_table_empty", "пока на столе нет ни одного сочетания, пакет не берёт никто (000/001); "
                                   "по выбору — обычное правило, как читается книга Менделева"),
        ("pile_with_one_natural_and_wild", "пакет берут только двумя натуральными картами (000/001); "
                                           "одной натуральной с джокером — по выбору"),
        ("pile_onto_meld", "пакет берут только двумя натуральными картами (000/001); верхнюю карту к своему "
                           "сочетанию — по выбору"),
    )
}

THREE = replace(
    CLASSIC,
    id="canasta.three",
    name_ru="Канаста втроём",
    sources=("002",),
    players=3,
    players_options=(3,),
    partnership=False,
    cards_dealt=13,
    canastas_to_go_out=2,
    double_out_premium=None,
    # 002: «the other rules of play and scoring are unchanged»: the pile as in the four-player game,
    # whose site default is the literal 000/001 rule; the usual rules are the pile options.
    options_allowed=tuple(o for o in _ALL_OPTIONS_CLASSIC if o != "canastas_to_go_out"),
    value_sources=_merge(
        _CLASSIC_SOURCES,
        **_AS_FOUR_PLAYERS_PILE,
        players="002: втроём, каждый играет сам за себя",
        partnership="002: каждый ведёт свою запись",
        cards_dealt="002: по 13 карт",
        canastas_to_go_out="002: нужны две канасты («не одну карту» — опечатка, X-69)",
        double_out_premium="нет партнёра — нет двойного окончания",
    ),
    notes_ru=CLASSIC.notes_ru[1:],
)

FIFTEEN = replace(
    THREE,
    id="canasta.fifteen",
    name_ru="Канаста по 15 карт",
    players=2,
    players_options=(2, 3),
    cards_dealt=15,
    options_allowed=THREE.options_allowed + ("players",),
    value_sources=_merge(
        THREE.value_sources,
        players="X-70: заголовок потерян; по обычным правилам это игра вдвоём, втроём — по выбору",
        cards_dealt="002: по 15 карт",
        canastas_to_go_out="002: как в игре втроём — две канасты (X-69, X-70)",
    ),
)

THREE_PACKS = replace(
    CLASSIC,
    id="canasta.three_packs",
    name_ru="Канаста тремя колодами",
    sources=("002",),
    deck="3x54",
    deck_options=("3x54",),
    cards_dealt=15,
    draw_count=2,
    wild_cap=2,
    same_rank_melds=True,
    canastas_to_go_out=2,
    red_three_set_size=5,
    red_three_set_premium=1000,
    red_three_set_canastas=2,
    pile_while_table_empty="frozen",  # 002
    pile_with_one_natural_and_wild=False,  # 002: «нельзя покупать пакет на одну карту с джокером»
    pile_onto_meld=True,  # 002: «или к ранее выложенному сочетанию»
    options_allowed=(
        "target", "opening_table", "wild_cap", "first_player_upcard", "red_three_set_exact",
        "red_three_set_in_addition", "pile_while_table_empty",
    ),
    value_sources=_merge(
        _CLASSIC_SOURCES,
        pile_while_table_empty=_MENDELEV_OPENING_BY_PILE,
        players="002: двое против двоих",
        deck="002: три колоды с джокерами, 162 карты",
        cards_dealt="не указано; 15, как в Комбо с той же колодой (X-71)",
        draw_count="002: берут по две карты, сбрасывают одну",
        wild_cap="002: не больше двух джокеров в сочетании, в том числе в канасте (X-51)",
        wild_melds="002: не больше двух джокеров в любом сочетании — джокерной канасты нет",
        canastas_to_go_out="002: для окончания нужны две канасты",
        red_three_set_premium="002: комплект из пяти красных троек ±1000 (с двумя канастами — плюс); "
        "пять и больше (X-67); 1000 — за все вместе, как 800 в обычной игре",
        opening="не указан; обычная таблица, как в классике (X-45, X-71)",
        target="не указана; 5000, как в классике (X-71)",
        pile_with_one_natural_and_wild="002: нельзя покупать пакет на одну карту с джокером",
        pile_onto_meld="002: пакет покупают на две карты или к ранее выложенному сочетанию",
    ),
    notes_ru=(
        "Шестая красная тройка в источнике не упомянута: комплект — пять и больше (X-67).",
        "Можно иметь две канасты одного достоинства (002).",
    ),
)

_RUSSIAN_SOURCES = _sources(
    players="X-76: не указано; 4 игрока парами (31.а упоминает партнёра)",
    partnership="X-76",
    deck="X-76: 108 карт (как в 31.а)",
    cards_dealt="X-76: не указано; 11, как в классике",
    draw_count="X-101, X-76: как в классике",
    card_values="003: туз 15, фигуры и десятка 10, прочие 5, двойка 20, джокер 50 (X-43, X-75)",
    hand_values="003: тройки «100 очков»; на руках −100 (X-56, X-78)",
    wild_ratio="X-76: не указано; правило классики — джокеров не больше натуральных карт",
    wild_cap="003: предела нет",
    black_threes="003: чёрная тройка выкладке не подлежит (X-55)",
    red_threes="003: красная тройка выкладывается одна, за выкладку не считается",
    wild_melds="003: «джокерная выкладка» из двоек и джокеров",
    clean_rule="003: чистая — есть семь карт одного достоинства кроме джокеров (X-74)",
    natural_canasta="003: чистая 500",
    mixed_canasta="003: грязная 300",
    wild_canasta="003: джокерная 1000",
    melds_minus_without_canasta="003: без канасты выложенные карты идут в минус (по стороне, X-77)",
    red_three_value="003: с канастой +100, без неё −100",
    red_three_set_premium="003: комплекта нет",
    going_out_allowed="003",
    canastas_to_go_out="003: «правило относится и к кончившему игру» — кончить можно и без канасты "
    "(тогда его выкладки в минус, X-77)",
    out_premium="003: 100",
    double_out_premium="003: премии нет",
    concealed_premium="003: кончить за один раз можно (не на первом круге), премии нет (X-79)",
    opening="X-76: не указан; обычная таблица классики (X-45), по выбору другая",
    target="003: «например, до 10000» (X-59)",
    pile_while_table_empty="X-76: 003 не говорит, как берут пакет; как в классике по 000/001 — пока на "
    "столе нет комбинаций, пакет не берут; 31.а подтверждает: без выкладки карту у пакета берёт лишь "
    "первый игрок",
    pile_with_one_natural_and_wild="X-76: как в классике по 000/001 — две натуральные карты",
    pile_onto_meld="X-76: как в классике по 000/001 — две натуральные карты",
)

RUSSIAN = replace(
    CLASSIC,
    id="canasta.russian",
    name_ru="Канаста по-русски",
    sources=("003",),
    deck="2x54",
    deck_options=("2x54", "2x52+2"),  # 108 as 31.а; 106 as the classic game, by option
    players_options=(4, 3, 2),  # four in partnerships; by option two or three, each for himself
    card_values=RUSSIAN_VALUES,
    hand_values=(("3B", 100), ("3R", 100)),
    wild_cap=None,
    black_threes="forbidden",
    wild_melds="meld",
    clean_rule="seven_naturals",
    canasta_words_ru=("чистая канаста", "грязная канаста", "джокерная канаста"),
    wild_canasta=1000,
    melds_minus_without_canasta=True,
    red_three_set_size=None,
    red_three_set_premium=0,
    red_three_set_minus=False,
    red_three_discard=False,  # an option, off by default
    canastas_to_go_out=0,  # "this also applies to the player who went out"
    double_out_premium=0,
    concealed_premium=0,
    concealed_first_round=False,  # 003: "можно, но не на первом круге"
    canasta_opening_at_7500=False,
    target=10000,
    first_player_upcard=False,  # 31.а gives the privilege as a difference from the base game
    add_to_opponents_melds=True,  # 31.а forbids it as a difference from the base game
    joker_exchange="any",  # 31.а restricts it to the opponents' melds as a difference
    options_allowed=(
        "deck", "players", "cards_dealt", "opening_table", "target", "wild_cap", "red_three_discard",
        "canastas_to_go_out",
    ) + _PILE_OPTIONS,
    value_sources=_RUSSIAN_SOURCES,
    notes_ru=(
        "Число игроков, раздача, колода и правила пакета в 003 не названы: взяты из классики (X-76).",
        "Канаста чистая, если в ней есть семь натуральных карт, сколько бы джокеров ни было добавлено "
        "(X-74): пример с 660 очками.",
        "Книга разрешает и сбросить красную тройку на пакет, оговаривая, что в некоторых компаниях этого "
        "правила не признают; по умолчанию сброс выключен, включается настройкой (X-57).",
        "Подкладывать противнику и менять джокеры — выведено из того, что 31.а запрещает это как отличие.",
    ),
)

RUSSIAN_31A = replace(
    RUSSIAN,
    id="canasta.russian_31a",
    name_ru="Канаста по-русски, вариант 31.а",
    red_three_discard=False,
    concealed_allowed=False,
    opening=R31A_OPENING,
    first_player_upcard=True,
    first_player_upcard_show=True,  # "обязан показать ту, в которую предназначается эта карта"
    add_to_opponents_melds=False,
    joker_exchange="opponents",
    deck_options=("2x54",),  # 31.а: «колода 108 листов»
    players_options=(4,),  # 31.а speaks of partners
    options_allowed=("cards_dealt", "target", "wild_cap", "opening_base", "canastas_to_go_out") + _PILE_OPTIONS,
    value_sources=_merge(
        _RUSSIAN_SOURCES,
        deck="003 (31.а): колода 108 листов",
        concealed_premium="003 (31.а): за один раз закончить игру нельзя (X-79)",
        opening="003 (31.а): с 30 (вариант — с 40), +10 за каждую полную тысячу очков счёта (X-80)",
    ),
    notes_ru=(
        "Первый игрок может взять открытую карту без выкладки, показав, к чему она (X-81).",
        "Подкладывать карты противнику нельзя; менять джокер можно только у противника.",
        "Красную тройку сбрасывать нельзя: её выкладывают и берут карту взамен.",
    ),
)

RUSSIAN_31B = replace(
    RUSSIAN_31A,
    id="canasta.russian_31b",
    name_ru="Канаста по-русски, вариант 31.б",
    cards_dealt=13,
    card_values=R31B_VALUES,
    hand_values=(),
    black_threes="ordinary",
    red_threes="ordinary",
    natural_canasta=600,
    wild_canasta=1200,
    out_premium=200,
    opening=R31B_OPENING,
    target=5000,
    options_allowed=("target", "wild_cap", "canastas_to_go_out") + _PILE_OPTIONS,
    value_sources=_merge(
        RUSSIAN_31A.value_sources,
        cards_dealt="003 (31.б): по одной до 13 каждому",
        card_values="003 (31.б): туз 11, фигуры и десятки 10, двойки 20, джокер 50, остальные по "
        "достоинству; тройка — 3 (X-43, X-84)",
        hand_values="003 (31.б): особых штрафов нет — тройки обычные карты (X-84)",
        black_threes="003 (31.б): тройки играют как простые карты (X-84)",
        red_threes="003 (31.б): тройки играют как простые карты (X-84)",
        natural_canasta="003 (31.б): чистая 600",
        mixed_canasta="003 (31.б): грязная 300",
        wild_canasta="003 (31.б): джокерная 1200",
        red_three_value="003 (31.б): красных троек-премий нет (X-84)",
        out_premium="003 (31.б): 200 (X-60)",
        opening="003 (31.б): до 1500 — 50, до 3000 — 90, больше — 120; границы по X-83",
        target="003 (31.б): 5000",
    ),
    notes_ru=("Тройки — обычные карты: тройка стоит 3 очка и входит в сочетания (X-84).",),
)

CUBAN = replace(
    CLASSIC,
    id="canasta.cuban",
    name_ru="Кубинская канаста",
    sources=("000", "001"),
    deck="2x54",
    deck_options=("2x54",),
    cards_dealt=15,
    card_values=CLASSIC_VALUES[:-1],  # black threes are never melded in Cuban canasta
    canasta_max=7,
    black_threes="collected",
    wild_melds="canasta_at_once",
    canasta_words_ru=("натуральная канаста", "смешанная канаста", "канаста из свободных карт"),
    wild_canasta=2000,
    wild_canasta_special=((0, 7, 4000), (4, 3, 3000)),
    red_three_totals=(0, 100, 300, 500, 1000),
    red_three_set_size=None,
    red_three_set_premium=0,
    red_three_set_minus=False,
    black_three_collected=5,
    black_threes_all_premium=100,
    black_three_discard_first_round=False,  # 000/001: «в первом круге запрещается сбрасывать черные тройки»
    canasta_opening_at_7500=False,
    target=7500,
    pile_frozen_always=True,
    pile_with_one_natural_and_wild=False,
    # 000/001: the pile is closed for the whole deal, a card is taken from it only with a natural pair:
    # the classic game's first-player right is not part of it, but stays an option.
    first_player_upcard=False,
    options_allowed=("deck", "target", "opening_table", "wild_cap", "pile_while_table_empty", "first_player_upcard"),
    value_sources=_merge(
        _CLASSIC_SOURCES,
        players="X-63: не указано; 4 игрока парами, как в классике",
        partnership="X-63",
        deck="000/001: «также 2 колоды»; 108 карт — иначе нет канасты из 4 джокеров (X-40, X-63)",
        cards_dealt="000/001: по 15 карт",
        draw_count="000/001: в свою очередь берут по 1 карте",
        black_threes="000/001: чёрные тройки, взятые с пакетом, уходят из игры, по 5 очков (X-55)",
        wild_melds="000/001: канаста из свободных карт; выкладка сразу семью картами — как в 002",
        wild_canasta="000/001: 2000; 7 двоек — 4000; 4 джокера и 3 двойки — 3000",
        red_three_value="000/001: 1 — 100, 2 — 300, 3 — 500, 4 — 1000 на сторону (X-62); "
        "без канасты в минус",
        red_three_set_premium="000/001: отдельного комплекта нет, есть таблица по числу троек (X-62)",
        double_out_premium="X-63: не указано; как в классике — 100",
        concealed_premium="X-63: не указано; как в классике — 100",
        opening="X-63: не указан; таблица классики (X-45)",
        target="000/001: 7500",
        pile_with_one_natural_and_wild="000/001: стопка закрыта, взять её можно только на натуральной паре",
        pile_onto_meld="000/001: стопка закрыта, взять её можно только на натуральной паре",
    ),
    notes_ru=(
        "Красные тройки считаются на сторону: 1 — 100, 2 — 300, 3 — 500, 4 — 1000 (X-62); "
        "по буквальному чтению «по 300 каждая» было бы 600/1500/4000.",
        "Пакет закрыт всегда: взять его можно только натуральной парой к верхней карте.",
        "Четыре чёрные тройки, собранные стороной, дают ещё 100 (X-64).",
        "В первом круге сбрасывать чёрные тройки нельзя; с пакетом из свободной карты пакет не берут.",
        "Права первого игрока взять открытую карту без пары (X-46) здесь нет: пакет закрыт всю сдачу; "
        "по выбору — есть, как в классике.",
    ),
)

COMBO = replace(
    CLASSIC,
    id="canasta.combo",
    name_ru="Комбо",
    sources=("000", "001", "004"),
    deck="3x54",
    deck_options=("3x54",),
    cards_dealt=15,
    draw_count=2,
    hand_values=(("3B", 200), ("3R", 500), ("7R", 500)),
    wild_cap=2,
    black_threes="closed",
    wild_melds="canasta_at_once",
    escalera=True,
    canasta_words_ru=(
        "красная (натуральная) канаста", "чёрная (смешанная) канаста", "боливия (канаста из джокеров)",
    ),
    wild_canasta=2000,
    sevens_natural=1500,
    sevens_mixed=1000,
    escalera_premium=500,
    red_three_set_size=6,
    red_three_set_exact=True,
    red_three_set_premium=2000,
    red_three_set_minus=False,
    red_three_set_in_addition=True,
    going_out_allowed=False,
    out_premium=0,
    double_out_premium=None,
    concealed_allowed=False,
    concealed_premium=0,
    canasta_opening_at_7500=False,
    target=10000,
    deals_per_round=4,  # 000/004: a full round is four deals; the score is checked after a round
    pile_with_one_natural_and_wild=False,  # 000/004: «на одну карту с джокером покупать запрещено»
    pile_onto_meld=True,  # 000/004: «только на 2 карты или к выложенной комбинации»
    first_player_upcard=False,
    last_card_discard_allowed=False,
    first_canasta_bonus_cards=11,
    options_allowed=("target", "opening_table", "wild_cap", "red_three_set_in_addition", "pile_while_table_empty"),
    value_sources=_merge(
        _CLASSIC_SOURCES,
        players="не указано; 4 игрока парами, как в традиционной канасте",
        partnership="не указано; как в традиционной канасте",
        deck="000/004: 3 колоды с джокерами",
        cards_dealt="000/004: по 15 карт",
        draw_count="000/004: берут по 2 карты, сбрасывают одну",
        hand_values="000/004: на руках чёрная тройка −200, красная семёрка −500 (X-56); "
        "красная тройка −500 — из 002",
        wild_cap="000/004: в сочетании не больше 2 джокеров (X-51)",
        black_threes="000/004: комплект из 3 или 4 чёрных троек, к нему ничего не кладут (X-55)",
        wild_melds="000/004: боливия — канаста из джокеров; выкладка сразу семью картами, как в 002",
        natural_canasta="000/004: «красная» канаста 500 — натуральная (X-65)",
        mixed_canasta="000/004: «чёрная» канаста 300 — смешанная (X-65)",
        wild_canasta="000/004: боливия 2000",
        red_three_value="традиционные правила: 100, без канасты −100",
        red_three_set_premium="000/004: все 6 красных троек с канастой — прибавляется 2000 (X-67)",
        going_out_allowed="X-66: выхода нет, играют, пока есть прикуп; последнюю карту не сбрасывают",
        out_premium="000/004: за окончание премии нет (X-60)",
        double_out_premium="X-66: выхода нет",
        concealed_premium="X-66: выхода нет",
        opening="не указан; таблица классики (X-45)",
        target="000/004: до 10 000; тур — 4 сдачи (X-59)",
        pile_with_one_natural_and_wild="000/004: на одну карту с джокером покупать запрещено",
        pile_onto_meld="000/004: покупают только на 2 карты или к выложенной комбинации",
    ),
    notes_ru=(
        "«Чёрная» канаста читается как смешанная, «красная» — как натуральная (X-65); "
        "другое чтение — по цвету мастей.",
        "Эскалера — 7 карт одной масти подряд без джокеров; премия 500, как натуральной (X-65, "
        "допущение).",
        "Кто первым соберёт канасту, берёт в руку 11 верхних карт прикупа (X-68).",
        "Все 6 красных троек при канасте дают 2000 сверх обычных 100 за тройку.",
    ),
)

PRESETS: dict[str, CanastaRules] = {
    r.id: r
    for r in (CLASSIC, THREE, FIFTEEN, THREE_PACKS, CUBAN, COMBO, RUSSIAN, RUSSIAN_31A, RUSSIAN_31B)
}


# -- options ---------------------------------------------------------------------------------

OptionHandler = Callable[[CanastaRules, object], dict[str, object]]


def _bool(name: str, value: object) -> bool:
    if not isinstance(value, bool):
        raise BadRequest(f"Параметр правил «{name}» должен быть true или false.")
    return value


def _int(name: str, value: object, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise BadRequest(f"Параметр правил «{name}» должен быть целым числом от {low} до {high}.")
    return value


def _opt_deck(rules: CanastaRules, value: object) -> dict[str, object]:
    if value not in rules.deck_options:
        allowed = ", ".join(rules.deck_options)
        raise BadRequest(f"Колода «{value}» не подходит для варианта «{rules.name_ru}». Можно: {allowed}.")
    return {"deck": value}


def _opt_players(rules: CanastaRules, value: object) -> dict[str, object]:
    if isinstance(value, bool) or value not in rules.players_options:
        allowed = " или ".join(str(p) for p in rules.players_options)
        raise BadRequest(f"В варианте «{rules.name_ru}» играют {allowed} {plural_ru(rules.players_options[-1], PLAYERS_RU)}.")
    assert isinstance(value, int)
    # Partners sit opposite: only four players play in two partnerships (X-76 for the Russian game).
    return {"players": value, "partnership": rules.partnership and value == 4}


def _opt_cards_dealt(rules: CanastaRules, value: object) -> dict[str, object]:
    if isinstance(value, bool) or value not in CARDS_DEALT_CHOICES:
        allowed = ", ".join(str(n) for n in CARDS_DEALT_CHOICES)
        raise BadRequest(f"Сдают по {allowed} карт, а не «{str(value)[:20]}».")
    return {"cards_dealt": value}


#: Deal sizes the books give for canasta (classic 11, 31.б and three players 13, Cuban, Combo and the
#: 15-card game 15): the choices for a preset whose book does not say (X-76).
CARDS_DEALT_CHOICES = (11, 13, 15)

#: Named opening tables (X-45): the usual one, 31.б's (the same steps, 50 below zero), or none at all
#: (the literal reading of 000/001/002, which give no minimum).
OPENING_TABLES: dict[str, OpeningRule] = {
    "usual": CLASSIC_OPENING,
    "r31b": R31B_OPENING,
    "none": OpeningRule(below_zero=0, steps=((0, 0),)),
}


def _opt_opening_table(rules: CanastaRules, value: object) -> dict[str, object]:
    if isinstance(value, str) and value in OPENING_TABLES:
        return {"opening": OPENING_TABLES[value]}
    raise BadRequest(
        "Таблица минимума открытия — «usual» (15 / 50 / 90 / 120), «r31b» (50 / 90 / 120, как в 31.б) "
        "или «none» (минимума нет)."
    )


def _opt_pile_table_empty(rules: CanastaRules, value: object) -> dict[str, object]:
    if value not in ("closed", "frozen"):
        raise BadRequest(
            "Пакет до первой комбинации на столе — «closed» (брать нельзя никому, как в 000/001) или "
            "«frozen» (заморожен для стороны, которая ещё не открылась)."
        )
    return {"pile_while_table_empty": value}


def _opt_pile_one_natural(rules: CanastaRules, value: object) -> dict[str, object]:
    return {"pile_with_one_natural_and_wild": _bool("pile_one_natural_and_wild", value)}


def _opt_pile_onto_meld(rules: CanastaRules, value: object) -> dict[str, object]:
    return {"pile_onto_meld": _bool("pile_onto_meld", value)}


def _opt_target(rules: CanastaRules, value: object) -> dict[str, object]:
    target = _int("target", value, 500, 100000)
    changes: dict[str, object] = {"target": target}
    if rules.canasta_opening_at_7500:
        # 002: playing to 7500, a side with 5000 or more opens only with a canasta.
        changes["canasta_opening_from"] = 5000 if target == 7500 else None
    return changes


def _opt_wild_cap(rules: CanastaRules, value: object) -> dict[str, object]:
    if value is None:
        return {"wild_cap": None}
    return {"wild_cap": _int("wild_cap", value, 1, 7)}


def _opt_joker_canasta(rules: CanastaRules, value: object) -> dict[str, object]:
    return {"wild_melds": "canasta_at_once" if _bool("joker_canasta", value) else "none"}


def _opt_joker_premium(rules: CanastaRules, value: object) -> dict[str, object]:
    if isinstance(value, bool) or value not in (100, 1000):
        raise BadRequest(
            "Премия за джокерную канасту может быть 1000 (по умолчанию) или 100 (как напечатано в 002)."
        )
    return {"wild_canasta": value}


def _opt_canastas(rules: CanastaRules, value: object) -> dict[str, object]:
    return {"canastas_to_go_out": _int("canastas_to_go_out", value, 0, 3)}


def _opt_red_three_discard(rules: CanastaRules, value: object) -> dict[str, object]:
    return {"red_three_discard": _bool("red_three_discard", value)}


def _opt_first_player(rules: CanastaRules, value: object) -> dict[str, object]:
    return {"first_player_upcard": _bool("first_player_upcard", value)}


def _opt_upcard_black_three(rules: CanastaRules, value: object) -> dict[str, object]:
    return {"upcard_black_three_covered": _bool("upcard_black_three", value)}


def _opt_opening_base(rules: CanastaRules, value: object) -> dict[str, object]:
    if isinstance(value, bool) or value not in (30, 40):
        raise BadRequest("В варианте 31.а выкладки начинаются с 30 или (вариант) с 40 очков.")
    assert isinstance(value, int)
    return {"opening": replace(rules.opening, below_zero=value, steps=((0, value),))}


def _opt_set_exact(rules: CanastaRules, value: object) -> dict[str, object]:
    return {"red_three_set_exact": _bool("red_three_set_exact", value)}


def _opt_set_addition(rules: CanastaRules, value: object) -> dict[str, object]:
    return {"red_three_set_in_addition": _bool("red_three_set_in_addition", value)}


OPTIONS: dict[str, tuple[OptionHandler, str]] = {
    "deck": (_opt_deck, "колода"),
    "players": (_opt_players, "число игроков (вчетвером — две пары, иначе каждый за себя)"),
    "cards_dealt": (_opt_cards_dealt, "сколько карт сдают каждому: 11, 13 или 15 (X-76)"),
    "opening_table": (_opt_opening_table,
                      "таблица минимума открытия: обычная (15/50/90/120), как в 31.б (50/90/120) или без минимума (X-45)"),
    "pile_while_table_empty": (_opt_pile_table_empty,
                               "пакет до первой комбинации на столе: закрыт для всех (000/001) "
                               "или заморожен лишь для неоткрывшейся стороны (X-46)"),
    "pile_one_natural_and_wild": (_opt_pile_one_natural,
                                  "незамороженный пакет можно взять одной натуральной картой с джокером (X-50)"),
    "pile_onto_meld": (_opt_pile_onto_meld,
                       "незамороженный пакет можно взять, положив верхнюю карту к своему сочетанию (X-50)"),
    "target": (_opt_target, "до скольких очков игра; в классике при 7500 — открытие канастой с 5000 (X-72)"),
    "wild_cap": (_opt_wild_cap, "не больше стольких джокеров в сочетании; можно и без предела"),
    "joker_canasta": (_opt_joker_canasta, "играть с джокерной канастой (семь джокеров сразу)"),
    "joker_canasta_premium": (_opt_joker_premium, "премия за джокерную канасту: 1000 или 100 (X-54)"),
    "canastas_to_go_out": (_opt_canastas, "сколько канаст нужно, чтобы закончить игру"),
    "red_three_discard": (_opt_red_three_discard, "красную тройку можно сбросить в пакет (X-57)"),
    "first_player_upcard": (_opt_first_player, "первый игрок может взять открытую карту (X-46)"),
    "upcard_black_three": (_opt_upcard_black_three,
                           "перекрывать ли чёрную тройку, открытую первой картой пакета (X-49)"),
    "opening_base": (_opt_opening_base, "31.а: выкладки с 30 или с 40 очков"),
    "red_three_set_exact": (_opt_set_exact, "комплект — ровно столько красных троек (X-67)"),
    "red_three_set_in_addition": (_opt_set_addition, "премия за комплект сверх премий за тройки"),
}


def with_options(rules: CanastaRules, options: Mapping[str, object] | None) -> CanastaRules:
    """The preset with the given options applied; unknown or bad options raise BadRequest."""
    if options is None:
        return rules
    if not isinstance(options, Mapping):
        raise BadRequest("Параметры правил (options) должны быть объектом JSON.")
    changes: dict[str, object] = {}
    for name, value in options.items():
        if name not in rules.options_allowed or name not in OPTIONS:
            allowed = ", ".join(rules.options_allowed)
            raise BadRequest(
                f"Неизвестный параметр правил «{str(name)[:40]}» для варианта «{rules.name_ru}». "
                f"Допустимы: {allowed}."
            )
        changes.update(OPTIONS[name][0](rules, value))
    return replace(rules, **changes)  # type: ignore[arg-type]


def get_rules(game: str, options: Mapping[str, object] | None = None) -> CanastaRules:
    """The preset of a canasta game id, with options applied."""
    rules = PRESETS.get(game) if isinstance(game, str) else None
    if rules is None:
        known = ", ".join(PRESETS)
        raise BadRequest(f"Нет такого варианта канасты «{str(game)[:60]}». Есть: {known}.")
    return with_options(rules, options)


# -- the comparison table --------------------------------------------------------------------

_DISPLAY_RANKS = (
    Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN, Rank.SIX,
    Rank.FIVE, Rank.FOUR, Rank.THREE,
)
_SPECIAL_NAMES = {"3B": "чёрная тройка", "3R": "красная тройка", "7R": "красная семёрка"}


def _rank_values_ru(rules: CanastaRules) -> str:
    table = dict(rules.card_values)
    runs: list[list[tuple[Rank, int]]] = []
    for rank in _DISPLAY_RANKS:
        if rank.code not in table:
            continue
        value = table[rank.code]
        last = runs[-1] if runs else None
        face = value == rank.value
        if last and (last[-1][1] == value or (face and all(v == r.value for r, v in last))):
            last.append((rank, value))
        else:
            runs.append([(rank, value)])
    parts = []
    for run in runs:
        first, last_rank = run[0][0], run[-1][0]
        if len(run) == 1:
            parts.append(f"{first.name_ru} {run[0][1]}")
        elif len({v for _, v in run}) > 1:
            parts.append(f"{first.ru}–{last_rank.ru} по номиналу")
        else:
            parts.append(f"{first.ru}–{last_rank.ru} по {run[0][1]}")
    return ", ".join(parts)


def card_values_ru(rules: CanastaRules) -> str:
    """The card values in words: «джокер 50, двойка 20, туз 20, К–8 по 10, ...»."""
    table = dict(rules.card_values)
    parts = [f"джокер {table['JK']}", f"двойка {table['2']}", _rank_values_ru(rules)]
    if "3B" in table and rules.black_threes in ("meld", "closed"):
        parts.append(f"чёрная тройка в сочетании {table['3B']}")
    if rules.black_three_collected:
        parts.append(f"чёрная тройка, взятая с пакетом, {rules.black_three_collected}")
    text = ", ".join(parts)
    if rules.hand_values:
        hand = ", ".join(f"{_SPECIAL_NAMES.get(k, k)} −{v}" for k, v in rules.hand_values)
        text += f"; на руках: {hand}"
    return text


def bonuses_ru(rules: CanastaRules) -> str:
    """Canasta, red-three and black-three premiums in words."""
    natural, mixed, wild = rules.canasta_words_ru
    parts = [f"{natural} {rules.natural_canasta}", f"{mixed} {rules.mixed_canasta}"]
    if rules.sevens_natural is not None and rules.sevens_mixed is not None:
        parts.append(f"канаста семёрок: натуральная {rules.sevens_natural}, смешанная {rules.sevens_mixed}")
    if rules.wild_melds != "none" or "joker_canasta" in rules.options_allowed:
        special = "".join(
            f", {count_ru(j, JOKERS_RU)} и {count_ru(t, TWOS_RU)} — {p}" if j else f", из {t} двоек — {p}"
            for j, t, p in rules.wild_canasta_special
        )
        agreed = " (по договорённости)" if rules.wild_melds == "none" else ""
        parts.append(f"{wild} {rules.wild_canasta}{special}{agreed}")
    if rules.escalera:
        parts.append(f"эскалера {rules.escalera_premium}")
    if rules.red_threes == "premium":
        if rules.red_three_totals:
            totals = ", ".join(f"{n} — {p}" for n, p in enumerate(rules.red_three_totals) if n)
            parts.append(f"красные тройки на сторону: {totals}; без канасты — в минус")
        else:
            parts.append(f"красная тройка ±{rules.red_three_value}")
        if rules.red_three_set_size:
            in_deck = sum(1 for c in deck_cards(rules.deck) if c.rank is Rank.THREE and c.is_red)
            more = "" if rules.red_three_set_exact or in_deck <= rules.red_three_set_size else " и больше"
            sign = "±" if rules.red_three_set_minus else "+"
            extra = " сверх премий за тройки" if rules.red_three_set_in_addition else " за все вместе"
            need = ""
            if rules.red_three_set_canastas > 1:
                need = f" (плюс — при {rules.red_three_set_canastas} канастах)"
            parts.append(
                f"комплект из {rules.red_three_set_size}{more} красных троек {sign}"
                f"{rules.red_three_set_premium}{extra}{need}"
            )
    if rules.black_threes_all_premium:
        parts.append(f"все 4 чёрные тройки +{rules.black_threes_all_premium}")
    if rules.melds_minus_without_canasta:
        parts.append("без канасты выложенные карты в минус")
    return "; ".join(parts)


def going_out_ru(rules: CanastaRules) -> str:
    """The going-out premiums and conditions in words."""
    if not rules.going_out_allowed:
        return "выхода нет: играют, пока есть прикуп"
    parts = [f"{rules.out_premium}"]
    if rules.double_out_premium:
        parts.append(f"двойное окончание +{rules.double_out_premium}")
    if not rules.concealed_allowed:
        parts.append("с рук нельзя")
    elif rules.concealed_premium:
        parts.append(f"с рук +{rules.concealed_premium}")
    need = rules.canastas_to_go_out
    parts.append(f"нужно {count_ru(need, CANASTAS_RU)}" if need else "канаста не обязательна")
    return "; ".join(parts)


def comparison_rows() -> list[dict[str, object]]:
    """One row per preset for the overview page, generated from the presets."""
    rows: list[dict[str, object]] = []
    for rules in PRESETS.values():
        target = f"{rules.target}"
        if rules.canasta_opening_at_7500:
            target += " (по договорённости 7500)"
        rows.append({
            "id": rules.id,
            "name_ru": rules.name_ru,
            "sources": list(rules.sources),
            "players": rules.players,
            "deck": rules.deck,
            "deck_ru": DECKS[rules.deck].name_ru,
            "cards_dealt": rules.cards_dealt,
            "card_values": card_values_ru(rules),
            "bonuses": bonuses_ru(rules),
            "going_out": going_out_ru(rules),
            "opening": rules.opening.describe_ru(),
            "target": target,
        })
    return rows


#: The columns of `comparison_rows`, with their Russian headings.
COMPARISON_COLUMNS: tuple[tuple[str, str], ...] = (
    ("name_ru", "Вариант"),
    ("deck_ru", "Колода"),
    ("cards_dealt", "Сдаётся"),
    ("card_values", "Стоимость карт"),
    ("bonuses", "Премии"),
    ("going_out", "Окончание"),
    ("opening", "Минимум открытия"),
    ("target", "Партия"),
)

__all__ = [
    "CanastaRules", "PRESETS", "OPTIONS", "SOURCED_FIELDS", "COMPARISON_COLUMNS", "get_rules",
    "with_options", "comparison_rows", "card_values_ru", "bonuses_ru", "going_out_ru",
]
