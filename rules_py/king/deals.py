"""The deals of Кинг: which cards or tricks cost points in each, and the rules that go with them.

Seed 004 describes this game without a title and without its deals: 32 cards, 8 each, follow suit,
the highest card of the suit led wins, 14 deals (7 negative, 7 positive), most points wins (X-91).
The deals and their points come from an outside source, the description of «Кинг простой» published
in the article «Карточная игра Кинга. Карточная игра Кинг (King) — Кинг заказной, втроём»
(ezoteriker.ru: https://ezoteriker.ru/en/kartochnaya-igra-kinga-kartochnaya-igra-king-king---king-zakaznoi/;
the same text is on koon.ru, «Кинг (все известные разновидности)»,
https://koon.ru/en/king-vse-izvestnye-raznovidnosti). Its opening paragraphs are the very text that
seed 004 retells (14 stages, 7 negative and 7 positive, the same rank order), so it is the best
match for the seed. What that source says and this module follows:

* 14 games, one deal each; negative and positive games; «the total value of negative and positive
  games must equal 0»;
* 1 «не брать взяток» −2 a trick (−16); 2 «не брать мальчиков» −4 a king (−16); 3 «не брать девочек»
  −4 a queen (−16); 4 «не брать червей» −2 a heart (−16); 5 «не брать кинга» (the king of hearts)
  −16; 6 «не брать две последние» −8 each of the last two tricks (−16); 7 «ералаш» all of these in
  one deal (−96);
* games 8–14 are the same seven with the sign turned (+16 each, «ералаш» +96), so the game sums to 0;
* hearts may not be led while the leader holds another suit in games 4, 5, 7, 11, 12 and 14;
* in games 5, 7, 12 and 14 the king of hearts must be discarded at the first chance: a player who
  cannot follow suit and holds it must play it (when hearts are led, playing it is optional).

Exactly what was read and what was inferred (the page says the same, `READ_RU`/`INFERRED_RU`): the
excerpt we could read gives the 14 stages and the zero total, the lead and discard rules by game
number, and games 1–4 with their names and points. Games 5–7 (king of hearts −16, the last two tricks
−8 each, «ералаш» −96) are inferred: only that order makes the lead and discard rules fall on the
hearts and king deals, and every simple negative game is worth −16 in all. Games 8–14 are inferred as
the same seven with the sign turned, from the zero total. The name «ералаш» is the common one (e.g.
card-games-online.com's «Negative Yeralash»), not read in the excerpt.

«Мальчики». The main source counts kings (−4 each). Other published descriptions read the word
differently: jacks and kings, −2 each (Wikipedia's «King (card game)», after Parlett: «No Men. Each
King and Jack»; the Turkish/Barbu-family King's «no boys: each Jack or King»; a description of a
Russian King app: «sin reyes ni jotas»), or jacks alone, −4 each (card-games-online.com; the text
published on sallydean.com; «50 способов развлечься»). Kings alone is the rarest of the three, so the
default game reads «мальчики» as jacks and kings; the option ``boys`` plays the other readings.

Neither the seed nor that source has trumps: the highest card of the suit led wins (X-92). Many
other descriptions of King (e.g. the «хваленки» of card-games-online.com, «King Card Game») have
positive deals in which a player names a trump; the option ``positive_trumps`` adds that: in every
positive deal the player on the dealer's left (who leads first) names a trump suit or no trump before
the lead. It is marked on the page as a variant from outside the main source.

Variants as data: a game is any list of deal ids (option ``deals``). The boys' deals and «ералаш» exist
in each reading: ``no_boys``/``boys``/``eralash``/``plus_eralash`` count kings (the main source),
``…_jk`` jacks and kings at 2 each (the default), ``…_j`` jacks at 4 each; all keep the −16/+16 total.

>>> sum(DEALS[d].total() for d in DEFAULT_DEALS)
0
>>> [DEALS[d].total() for d in DEFAULT_DEALS[:7]]
[-16, -16, -16, -16, -16, -16, -96]
>>> DEFAULT_DEALS[1], deals_for("kings")[1]
('no_boys_jk', 'no_boys')
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable, Sequence

from rules_py.cards import Card, Rank, Suit
from rules_py.decks import build_deck
from rules_py.words import POINTS_RU, count_ru

SOURCE_RU = (
    "«Кинг простой»: статья «Карточная игра Кинга. Карточная игра Кинг (King) — Кинг заказной, втроём» "
    "(ezoteriker.ru; тот же текст — koon.ru, «Кинг (все известные разновидности)»)"
)
#: What of the deal list was read in the outside source, and what was inferred from it (for the page).
READ_RU = (
    "14 сдач, 7 отрицательных и 7 положительных, и сумма всех сдач, равная нулю; запрет ходить с червей "
    "в сдачах 4, 5, 7, 11, 12 и 14 и сброс кинга при первой возможности в сдачах 5, 7, 12 и 14; сдачи 1–4 "
    "с названиями и ценой (взятка −2, «мальчик» — там это король — −4, дама −4, черва −2)"
)
INFERRED_RU = (
    "сдачи 5–7 — «не брать кинга» (−16), «не брать две последние» (по −8) и ералаш (все штрафы, −96): их "
    "место следует из номеров сдач, к которым привязаны правила о червах и кинге, а цена — из того, что "
    "каждая простая отрицательная сдача стоит −16; сдачи 8–14 — те же семь со знаком плюс, из нулевой "
    "суммы; название «ералаш» — общепринятое, в прочитанном отрывке его нет"
)
KING_OF_HEARTS = Card(Rank.KING, Suit.HEARTS)
TRICKS_PER_DEAL = 8
#: The special rules of the hearts deals, as the descriptions say them (and drop them, by the seed's rules).
HEART_LEAD_RU = " С червей не ходят, пока есть другие масти."
KING_DISCARD_RU = " Нет масти хода — кинга сбрасывают сразу."


@dataclass(frozen=True)
class DealRule:
    """One deal of King: its points (signed, per trick or card taken) and its special rules."""

    id: str
    name_ru: str
    description_ru: str
    trick: int = 0
    heart: int = 0
    king: int = 0  # every king («мальчики» in the main source)
    jack: int = 0  # «мальчики» in the jacks-and-kings variant
    queen: int = 0  # «девочки»
    last_two: int = 0  # each of the last two tricks
    king_of_hearts: int = 0  # «кинг»
    no_heart_lead: bool = False
    discard_king_of_hearts: bool = False
    source_ru: str = SOURCE_RU

    @property
    def positive(self) -> bool:
        return self.total() > 0

    def card_points(self, card: Card) -> int:
        """What taking this one card costs (or earns) in this deal, tricks aside."""
        points = 0
        if card.suit is Suit.HEARTS:
            points += self.heart
        if card.rank is Rank.KING:
            points += self.king
        if card.rank is Rank.JACK:
            points += self.jack
        if card.rank is Rank.QUEEN:
            points += self.queen
        if card == KING_OF_HEARTS:
            points += self.king_of_hearts
        return points

    def trick_points(self, index: int, cards: Iterable[Card]) -> int:
        """Points of the trick with this 0-based index for its winner."""
        points = self.trick + sum(self.card_points(c) for c in cards)
        if index >= TRICKS_PER_DEAL - 2:
            points += self.last_two
        return points

    def total(self) -> int:
        """The points of the whole deal, all players together (the same for every deal of cards)."""
        deck = build_deck("32")
        return self.trick * TRICKS_PER_DEAL + sum(self.card_points(c) for c in deck) + 2 * self.last_two


def _mirror(rule: DealRule, new_id: str, name_ru: str, description_ru: str) -> DealRule:
    return DealRule(
        id=new_id,
        name_ru=name_ru,
        description_ru=description_ru,
        trick=-rule.trick,
        heart=-rule.heart,
        king=-rule.king,
        jack=-rule.jack,
        queen=-rule.queen,
        last_two=-rule.last_two,
        king_of_hearts=-rule.king_of_hearts,
        no_heart_lead=rule.no_heart_lead,
        discard_king_of_hearts=rule.discard_king_of_hearts,
        source_ru=rule.source_ru,
    )


_NEGATIVE = (
    DealRule("no_tricks", "Не брать взяток", "Каждая взятая взятка — минус 2 очка.", trick=-2),
    DealRule("no_boys", "Не брать мальчиков", "Каждый взятый король — минус 4 очка.", king=-4),
    DealRule("no_girls", "Не брать девочек", "Каждая взятая дама — минус 4 очка.", queen=-4),
    DealRule("no_hearts", "Не брать червей", "Каждая взятая черва — минус 2 очка." + HEART_LEAD_RU,
             heart=-2, no_heart_lead=True),
    DealRule("no_king", "Не брать кинга", "Король червей (кинг) — минус 16." + HEART_LEAD_RU + KING_DISCARD_RU,
             king_of_hearts=-16, no_heart_lead=True, discard_king_of_hearts=True),
    DealRule("no_last_two", "Не брать две последние", "Каждая из двух последних взяток — минус 8 очков.",
             last_two=-8),
    DealRule("eralash", "Ералаш",
             "Все штрафы сразу: взятки, короли, дамы, червы, кинг и две последние (всего минус 96).",
             trick=-2, king=-4, queen=-4, heart=-2, king_of_hearts=-16, last_two=-8,
             no_heart_lead=True, discard_king_of_hearts=True),
)
_POSITIVE_NAMES = {
    "no_tricks": ("tricks", "Брать взятки", "Каждая взятая взятка — плюс 2 очка."),
    "no_boys": ("boys", "Брать мальчиков", "Каждый взятый король — плюс 4 очка."),
    "no_girls": ("girls", "Брать девочек", "Каждая взятая дама — плюс 4 очка."),
    "no_hearts": ("hearts", "Брать червей", "Каждая взятая черва — плюс 2 очка." + HEART_LEAD_RU),
    "no_king": ("king", "Брать кинга", "Король червей (кинг) — плюс 16." + HEART_LEAD_RU + KING_DISCARD_RU),
    "no_last_two": ("last_two", "Брать две последние", "Каждая из двух последних взяток — плюс 8 очков."),
    "eralash": ("plus_eralash", "Ералаш на плюс", "Всё сразу, но со знаком плюс (всего плюс 96)."),
}
_POSITIVE = tuple(_mirror(rule, *_POSITIVE_NAMES[rule.id]) for rule in _NEGATIVE)


@dataclass(frozen=True)
class BoysReading:
    """One reading of «мальчики»: which ranks, the penalty of each, and where the reading comes from."""

    id: str
    suffix: str  # of the deal ids: "" (kings, the main source), "_jk", "_j"
    words_ru: str  # «валеты и короли»
    each_ru: str  # «Каждый взятый валет или король»
    king: int
    jack: int
    source_ru: str


BOYS_READINGS: dict[str, BoysReading] = {
    r.id: r
    for r in (
        BoysReading("jacks_kings", "_jk", "валеты и короли", "Каждый взятый валет или король", -2, -2,
                    "мальчики — валеты и короли по 2 очка: самое частое прочтение в опубликованных "
                    "описаниях кинга (не в основном источнике)"),
        BoysReading("kings", "", "короли", "Каждый взятый король", -4, 0, SOURCE_RU),
        BoysReading("jacks", "_j", "валеты", "Каждый взятый валет", 0, -4,
                    "мальчики — валеты по 4 очка: прочтение части описаний кинга (не основного источника)"),
    )
}
DEFAULT_BOYS = "jacks_kings"


def _read_boys(rule: DealRule, reading: BoysReading) -> DealRule:
    """A deal that counts «мальчики» (the boys' deal, «ералаш», their mirrors) under another reading."""
    sign = -1 if rule.total() < 0 else 1
    points = -(reading.king + reading.jack) // (2 if reading.king and reading.jack else 1)
    description = rule.description_ru
    if rule.id.endswith("boys"):
        word = "плюс" if sign > 0 else "минус"
        description = f"{reading.each_ru} — {word} {count_ru(points, POINTS_RU)}."
    elif reading.id != "kings":
        description = description.replace("короли", reading.words_ru)
    return replace(
        rule,
        id=rule.id + reading.suffix,
        name_ru=rule.name_ru if rule.id.endswith("eralash") else f"{rule.name_ru} ({reading.words_ru})",
        description_ru=description,
        king=sign * -reading.king if rule.king else 0,
        jack=sign * -reading.jack if rule.king else 0,
        source_ru=reading.source_ru,
    )


_BOYS_DEALS = ("no_boys", "eralash", "boys", "plus_eralash")
_READ = {
    reading.id: tuple(_read_boys(rule, reading) for rule in _NEGATIVE + _POSITIVE if rule.id in _BOYS_DEALS)
    for reading in BOYS_READINGS.values()
    if reading.suffix
}
DEALS: dict[str, DealRule] = {
    rule.id: rule for rule in _NEGATIVE + _POSITIVE + tuple(r for rules in _READ.values() for r in rules)
}


def deals_for(boys: str) -> tuple[str, ...]:
    """The 14 deals of «Кинг простой» in the source's order (7 negative, then the same 7 positive),
    with «мальчики» read as `boys` (a key of BOYS_READINGS)."""
    suffix = BOYS_READINGS[boys].suffix
    return tuple(r.id + (suffix if r.id in _BOYS_DEALS else "") for r in _NEGATIVE + _POSITIVE)


#: The default game: the main source's 14 deals, «мальчики» as jacks and kings (the commoner reading).
DEFAULT_DEALS: tuple[str, ...] = deals_for(DEFAULT_BOYS)


def deal_rules(ids: Sequence[str]) -> list[DealRule]:
    """The rules of a list of deal ids; KeyError for an unknown id."""
    return [DEALS[i] for i in ids]


#: How the hearts deals are played: by the outside source's rules (the default) or by the seed's own.
HEART_RULES: dict[str, str] = {
    "outside": "правила внешнего описания: в сдачах с червами с червей не ходят, пока есть другие масти, "
               "а кинга сбрасывают при первой возможности",
    "seed": "правило источника для всех сдач: ходить можно с любой карты, а без масти хода — класть любую",
}
DEFAULT_HEART_RULES = "outside"


def rule_for(deal_id: str, heart_rules: str = DEFAULT_HEART_RULES) -> DealRule:
    """A deal's rule as the game plays it: with ``heart_rules="seed"`` the hearts deals lose the outside
    source's lead and discard rules, since seed 004 lets any card be led and any card be played
    when void (its one rule of play for every deal); the points stay the same.

    >>> rule = rule_for("no_king", "seed")
    >>> rule.no_heart_lead, rule.discard_king_of_hearts, rule.description_ru
    (False, False, 'Король червей (кинг) — минус 16.')
    >>> rule_for("no_king") == DEALS["no_king"]
    True
    """
    rule = DEALS[deal_id]
    if heart_rules == "outside":
        return rule
    if heart_rules != "seed":
        raise KeyError(heart_rules)
    text = rule.description_ru.replace(HEART_LEAD_RU, "").replace(KING_DISCARD_RU, "")
    return replace(rule, no_heart_lead=False, discard_king_of_hearts=False, description_ru=text)
