"""Scoring one side's deal (or one player's, where each plays alone), line by line, per preset.

A side's score is the value of its melded cards, its canasta premiums, its red threes (plus with a
canasta, minus without), any black-three premiums, the going-out premiums, minus the cards left in
hand. The Russian game (003) counts all melded cards minus when the side has no canasta (X-77).
Each side is scored on its own and both nets are recorded (X-102): call `score_hand` once per side.

>>> kings = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]
>>> score_hand("canasta.russian", [kings + ["2C", "2D", "JK"]]).total
660
>>> result = score_hand("canasta.classic", [kings], red_threes=["3H"], went_out=True)
>>> [line.points for line in result.lines], result.total
([500, 70, 100, 100], 770)
>>> score_hand("canasta.classic", [["7H", "7D", "JK"]], red_threes=["3H"], hand=["5C", "9D"]).total
-55
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from rules_py.canasta.melds import (
    Meld,
    canasta_name_ru,
    canasta_premium,
    check_deck,
    too_many_ru,
    validate_melds,
)
from rules_py.canasta.presets import CanastaRules, get_rules, with_options
from rules_py.canasta.words import RED_THREES_RU, count_ru, rank_plural_ru
from rules_py.cards import Card, Rank
from rules_py.errors import BadRequest
from rules_py.words import CANASTA as CANASTA_WORD
from rules_py.words import count as counted, short_ru

CardsIn = Sequence[Card | str]


@dataclass(frozen=True)
class ScoreLine:
    """One entry of the score sheet: points (signed) and the Russian reason."""

    points: int
    why: str

    def to_json(self) -> dict[str, Any]:
        return {"points": self.points, "why": self.why}


@dataclass(frozen=True)
class HandScore:
    """A side's score for one deal and how it is made up."""

    total: int
    lines: tuple[ScoreLine, ...]

    def to_json(self) -> dict[str, Any]:
        return {"total": self.total, "lines": [line.to_json() for line in self.lines]}


def _cards(cards: CardsIn) -> list[Card]:
    return [card if isinstance(card, Card) else Card.parse(card) for card in cards]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def resolve_rules(preset: CanastaRules | str, options: Mapping[str, object] | None) -> CanastaRules:
    """A preset (or its id) with options applied."""
    if isinstance(preset, CanastaRules):
        return with_options(preset, options)
    return get_rules(preset, options)


def _meld_lines(meld: Meld, rules: CanastaRules, sign: int, minus_note: str) -> list[ScoreLine]:
    lines: list[ScoreLine] = []
    if meld.kind == "escalera":
        points = sum(rules.value_of(c) for c in meld.cards)
        lines.append(ScoreLine(sign * points, f"Карты эскалеры ({meld.ru()}){minus_note}"))
        return lines
    groups = Counter(c.rank for c in meld.cards)
    order = sorted(groups, key=lambda r: (r in (Rank.TWO, Rank.JOKER), r))
    for rank in order:
        sample = next(c for c in meld.cards if c.rank is rank)
        count = groups[rank]
        value = rules.value_of(sample)
        label = rank_plural_ru(rank) if count > 1 else rank.name_ru
        if meld.kind == "black_threes":
            label = "чёрные тройки" if count > 1 else "чёрная тройка"
        lines.append(
            ScoreLine(sign * count * value, f"{_cap(label)} в сочетании ({count} × {value}){minus_note}")
        )
    return lines


def _red_three_lines(count: int, canastas: int, rules: CanastaRules) -> list[ScoreLine]:
    if count == 0:
        return []
    has = canastas >= 1
    where = "при канасте" if has else "без канасты — в минус"
    if rules.red_three_totals:
        # Cuban red threes are totals for a side: 1 — 100, 2 — 300, 3 — 500, 4 — 1000.
        points = rules.red_three_totals[min(count, len(rules.red_three_totals) - 1)]
        return [
            ScoreLine(points if has else -points, f"{_cap(count_ru(count, RED_THREES_RU))} на сторону ({where})")
        ]
    size = rules.red_three_set_size
    is_set = size is not None and (count == size if rules.red_three_set_exact else count >= size)
    enough = canastas >= rules.red_three_set_canastas
    wanted = rules.red_three_set_canastas
    need = "без канасты" if wanted == 1 else f"без {counted(wanted, CANASTA_WORD, 'gen')}, которые для него нужны"
    threes = count_ru(count, RED_THREES_RU)
    lines: list[ScoreLine] = []
    set_line: ScoreLine | None = None
    if is_set and enough:
        with_what = "при канасте" if rules.red_three_set_canastas == 1 else f"при {counted(canastas, CANASTA_WORD, 'loc')}"
        set_line = ScoreLine(rules.red_three_set_premium, f"Комплект: {threes} {with_what}")
    elif is_set and rules.red_three_set_minus:
        set_line = ScoreLine(-rules.red_three_set_premium, f"Комплект ({threes}) {need} — в минус")
    if set_line is None or rules.red_three_set_in_addition:
        value = rules.red_three_value
        label = "Красная тройка" if count == 1 else "Красные тройки"
        lines.append(ScoreLine((1 if has else -1) * count * value, f"{label} ({count} × {value}, {where})"))
    if set_line is not None:
        lines.append(set_line)
    return lines


def _hand_line(card: Card, rules: CanastaRules) -> ScoreLine:
    why = f"{_cap(card.name_ru)} на руках"
    if card.rank is Rank.THREE and card.is_red and rules.red_threes == "premium":
        why += " (красную тройку надо было выложить)"
    elif card.suit is not None and rules.hand_penalty(card) != rules.value_of_or_zero(card):
        why += " (штраф)"
    return ScoreLine(-rules.hand_penalty(card), why)


def _check_going_out(
    rules: CanastaRules, canastas: int, hand: list[Card], went_out: bool, concealed: bool, double_out: bool
) -> None:
    if (concealed or double_out) and not went_out:
        raise BadRequest("Окончание с рук и двойное окончание бывают только вместе с окончанием игры (went_out).")
    if not went_out:
        return
    if not rules.going_out_allowed:
        raise BadRequest(
            f"В варианте «{rules.name_ru}» игру не заканчивают выходом: играют, пока в прикупе есть карты."
        )
    if canastas < rules.canastas_to_go_out:
        raise BadRequest(
            f"В варианте «{rules.name_ru}» закончить игру можно, только выложив канаст: "
            f"{rules.canastas_to_go_out}, а выложено: {canastas}."
        )
    if concealed and not rules.concealed_allowed:
        raise BadRequest(f"В варианте «{rules.name_ru}» закончить игру за один раз (с рук) нельзя.")
    if double_out and rules.double_out_premium is None:
        raise BadRequest(f"В варианте «{rules.name_ru}» нет партнёров, поэтому нет и двойного окончания.")
    if hand and (double_out or not rules.partnership):
        who = "При двойном окончании у стороны" if double_out else "У закончившего игру"
        raise BadRequest(f"{who} не остаётся карт на руках, а указано: {' '.join(short_ru(c) for c in hand)}.")


def score_hand(
    preset: CanastaRules | str,
    melds: Sequence[CardsIn],
    red_threes: CardsIn = (),
    hand: CardsIn = (),
    went_out: bool = False,
    concealed: bool = False,
    double_out: bool = False,
    options: Mapping[str, object] | None = None,
    *,
    black_threes: CardsIn = (),
) -> HandScore:
    """Score one side's deal under a preset (an id or a CanastaRules) with options.

    `melds` are the side's melds on the table, `red_threes` the red threes laid beside them, `hand`
    the cards left in the side's hands, `black_threes` (Cuban only) the black threes the side took with
    the pile. Impossible melds raise BadMeld; impossible situations (going out without the canastas
    needed, red threes in a game where threes are ordinary...) raise BadRequest.
    """
    rules = resolve_rules(preset, options)
    checked = validate_melds(melds, rules)
    reds = _cards(red_threes)
    blacks = _cards(black_threes)
    left = _cards(hand)
    if reds and rules.red_threes != "premium":
        raise BadRequest(
            f"В варианте «{rules.name_ru}» тройки — обычные карты: красные тройки выкладывают в сочетания."
        )
    for card in reds:
        if not (card.rank is Rank.THREE and card.is_red):
            raise BadRequest(f"Среди красных троек указана карта {short_ru(card)}: это не красная тройка.")
    if blacks and rules.black_threes != "collected":
        raise BadRequest(
            f"В варианте «{rules.name_ru}» чёрные тройки не собирают отдельно: выложенные тройки "
            "указывают в сочетаниях, а оставшиеся — на руках."
        )
    for card in blacks:
        if not (card.rank is Rank.THREE and not card.is_red and card.suit is not None):
            raise BadRequest(f"Среди чёрных троек указана карта {short_ru(card)}: это не чёрная тройка.")
    everything = [c for m in checked for c in m.cards] + reds + blacks + left
    extra = check_deck(everything, rules)
    if extra is not None:
        used = sum(1 for c in everything if c == extra)
        raise BadRequest(too_many_ru(extra, used, rules, "на столе и на руках"))

    canastas = sum(1 for m in checked if m.is_canasta)
    _check_going_out(rules, canastas, left, went_out, concealed, double_out)

    lines: list[ScoreLine] = []
    minus = rules.melds_minus_without_canasta and canastas == 0
    # in 003 a side without a canasta scores its melded cards as minus.
    minus_note = f" — {'у стороны' if rules.partnership else 'у игрока'} нет канасты, в минус" if minus else ""
    for meld in checked:
        premium = canasta_premium(meld, rules)
        if meld.is_canasta:
            lines.append(ScoreLine(premium, _cap(canasta_name_ru(meld, rules))))
        lines.extend(_meld_lines(meld, rules, -1 if minus else 1, minus_note))
    lines.extend(_red_three_lines(len(reds), canastas, rules))
    if blacks:
        value = rules.black_three_collected
        lines.append(ScoreLine(len(blacks) * value, f"Чёрные тройки, взятые с пакетом ({len(blacks)} × {value})"))
        if len(blacks) >= 4:
            lines.append(ScoreLine(rules.black_threes_all_premium, "Все четыре чёрные тройки"))
    if went_out:
        if rules.out_premium:
            lines.append(ScoreLine(rules.out_premium, "Окончание игры"))
        if double_out and rules.double_out_premium:
            lines.append(ScoreLine(rules.double_out_premium, "Двойное окончание (дополнительно)"))
        if concealed and rules.concealed_premium:
            lines.append(ScoreLine(rules.concealed_premium, "Окончание с рук (дополнительно)"))
    lines.extend(_hand_line(card, rules) for card in left)
    return HandScore(sum(line.points for line in lines), tuple(lines))
