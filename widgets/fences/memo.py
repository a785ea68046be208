"""Build-time tables of the printable памятки (docs/memo/): one sheet per game for the club wall.

The `rp-memo` fence renders one table, chosen by the key ``table``, for the game named by ``game``.
Every number comes from rules_py at build time (the registry, the canasta presets, the bridge
scoring presets, King's deals, the durak presets and their summaries, the bezique declarations), so a
памятка can never disagree with the engine or with the game's page, which reads the same sources.

>>> "Игроков" in memo_fence("game: king\\ntable: facts")
True
>>> memo_page("durak.podkidnoy"), memo_page("bridge")
('memo/durak/podkidnoy.md', 'memo/bridge.md')
"""

from __future__ import annotations

import html
from typing import Callable

from rules_py.cards import Rank
from rules_py.decks import RANK_ORDERS
from rules_py.registry import GAMES
from widgets.fences.basics import deck_name, memo_page, parse_options, players_text

Row = tuple[str, ...]


def _signed(points: int) -> str:
    """+16, −16 (a true minus sign), 0."""
    return f"+{points}" if points > 0 else (f"−{-points}" if points < 0 else "0")


def _table(rows: list[Row], head: Row | None, kind: str) -> str:
    """A table whose first cell in a row names the item (a row header) and the others give its values."""
    thead = ""
    if head:
        thead = "<thead><tr>" + "".join(f'<th scope="col">{html.escape(h)}</th>' for h in head) + "</tr></thead>"
    body = "".join(
        f'<tr><th scope="row">{html.escape(row[0])}</th>'
        + "".join(f"<td>{html.escape(cell)}</td>" for cell in row[1:]) + "</tr>"
        for row in rows
    )
    return f'<table class="rp-memo-table rp-memo-{kind}">{thead}<tbody>{body}</tbody></table>'


# -- every game ------------------------------------------------------------------------------------


def facts_rows(game_id: str) -> list[Row]:
    """Players, deck, deal, card order and aim, from the registry (the infobox's facts)."""
    info = GAMES[game_id]
    decks = "; ".join(deck_name(d) for d in info.deck_options or (info.deck,))
    return [
        ("Игроков", players_text(info)),
        ("Колода", decks),
        ("Сдача", info.cards_dealt_ru),
        ("Старшинство карт", RANK_ORDERS[info.ranking].description_ru),
        ("Цель", info.goal_ru),
    ]


# -- durak -----------------------------------------------------------------------------------------


def durak_rows(game_id: str) -> list[Row]:
    """The variant's row of the durak overview (its preset or its engine's SUMMARY), one fact a line."""
    from rules_py import api  # noqa: F401  (importing the protocol registers every engine)
    from rules_py.durak.rules import PRESETS
    from widgets.fences.durak import ROW_COLUMNS, durak_variant_facts, variant_summary

    facts = durak_variant_facts(game_id) if game_id in PRESETS else variant_summary(game_id)
    if facts is None:
        raise ValueError(f"rp-memo fence: {game_id} has no durak rules to summarise")
    return [(title, facts[key]) for key, title in ROW_COLUMNS if facts[key] != "—"]


def cheshsky_rows(game_id: str) -> list[Row]:
    """Penalty points of the cards left in hand in чешский дурак, and the losing total."""
    from rules_py.durak.cheshsky.rules import LONE_QUEEN, POINTS, PRESETS

    names = {"6": "Шестёрка", "7": "Семёрка", "8": "Восьмёрка", "9": "Девятка", "10": "Десятка",
             "J": "Валет", "Q": "Дама", "K": "Король", "A": "Туз"}
    rows: list[Row] = [(names[code], str(points)) for code, points in POINTS.items()]
    rows.append(("Дама — последняя карта на руке", str(LONE_QUEEN)))
    rules = PRESETS[game_id]
    end = f"набравший {rules.target} очков и больше проигрывает партию"
    if rules.jack_loses:
        end += "; с валетом на руке в конце сдачи проигрывают сразу"
    rows.append(("Конец партии", end))
    return rows


# -- canasta ---------------------------------------------------------------------------------------

_RANK_WORDS = {"JK": "Джокер", "2": "Двойка", "A": "Туз", "K": "К", "Q": "Д", "J": "В", "3B": "Чёрная тройка"}
_FACE = {"10": 10, "9": 9, "8": 8, "7": 7, "6": 6, "5": 5, "4": 4, "3": 3}
_HAND_WORDS = {"3B": "чёрная тройка", "3R": "красная тройка", "7R": "красная семёрка"}


def canasta_values_rows(game_id: str) -> list[Row]:
    """Card values on the table, ranks of one value on one line; what special cards cost in hand."""
    from rules_py.canasta.presets import PRESETS

    rules = PRESETS[game_id]
    groups: list[tuple[list[str], int]] = []
    for code, value in rules.card_values:
        if code == "3B" and rules.black_threes not in ("meld", "closed"):
            continue
        word = _RANK_WORDS.get(code, code)
        if code in ("JK", "2", "3B") or not groups or groups[-1][1] != value or groups[-1][0][0] in ("Джокер", "Двойка"):
            groups.append(([word], value))
        else:
            groups[-1][0].append(word)
    rows: list[Row] = []
    face_run: list[str] = []
    for words, value in groups:
        # Cards that count their face value (31.б) would each take a line: one line for the run.
        if len(words) == 1 and _FACE.get(words[0]) == value:
            face_run.append(words[0])
            continue
        rows.append((", ".join(words) + (" (в сочетании)" if words == ["Чёрная тройка"] else ""), str(value)))
    if face_run:
        rows.append((f"{face_run[0]}–{face_run[-1]}", "по номиналу"))
    if rules.black_three_collected:
        rows.append(("Чёрная тройка, взятая с пакетом", str(rules.black_three_collected)))
    for code, value in rules.hand_values:
        rows.append((f"На руках в конце: {_HAND_WORDS.get(code, code)}", _signed(-value)))
    return rows


def canasta_premium_rows(game_id: str) -> list[Row]:
    """Canasta, red-three and going-out premiums, the opening minimum and the game's target."""
    from rules_py.canasta.presets import PRESETS, deck_cards
    from rules_py.canasta.words import JOKERS_RU, TWOS_RU, count_ru

    rules = PRESETS[game_id]
    natural, mixed, wild = rules.canasta_words_ru
    rows: list[Row] = [(natural.capitalize(), str(rules.natural_canasta)), (mixed.capitalize(), str(rules.mixed_canasta))]
    if rules.sevens_natural is not None and rules.sevens_mixed is not None:
        rows.append(("Канаста семёрок: натуральная / смешанная", f"{rules.sevens_natural} / {rules.sevens_mixed}"))
    if rules.wild_melds != "none" or "joker_canasta" in rules.options_allowed:
        agreed = " (по договорённости)" if rules.wild_melds == "none" else ""
        rows.append((wild.capitalize() + agreed, str(rules.wild_canasta)))
        for jokers, twos, points in rules.wild_canasta_special:
            what = f"{count_ru(jokers, JOKERS_RU)} и {count_ru(twos, TWOS_RU)}" if jokers else f"{count_ru(twos, TWOS_RU)}"
            rows.append((f"{wild.capitalize()}: {what}", str(points)))
    if rules.escalera:
        rows.append(("Эскалера", str(rules.escalera_premium)))
    if rules.red_threes == "premium":
        if rules.red_three_totals:
            totals = ", ".join(f"{n} — {p}" for n, p in enumerate(rules.red_three_totals) if n)
            rows.append(("Красные тройки стороны (с канастой плюс, без — минус)", totals))
        else:
            rows.append(("Красная тройка (с канастой плюс, без — минус)", f"±{rules.red_three_value}"))
        if rules.red_three_set_size:
            sign = "±" if rules.red_three_set_minus else "+"
            how = "сверх троек" if rules.red_three_set_in_addition else "вместо троек"
            in_deck = sum(1 for c in deck_cards(rules.deck) if c.rank is Rank.THREE and c.is_red)
            more = "" if rules.red_three_set_exact or in_deck <= rules.red_three_set_size else " и больше"
            need = f", плюс — при {rules.red_three_set_canastas} канастах" if rules.red_three_set_canastas > 1 else ""
            rows.append((f"Комплект: {rules.red_three_set_size}{more} красных троек ({how}{need})",
                         f"{sign}{rules.red_three_set_premium}"))
    if rules.black_threes_all_premium:
        rows.append(("Все 4 чёрные тройки", f"+{rules.black_threes_all_premium}"))
    if rules.melds_minus_without_canasta:
        rows.append(("Нет ни одной канасты", "выложенные карты — в минус"))
    if rules.going_out_allowed:
        rows.append(("Окончание (выход)", str(rules.out_premium)))
        if rules.double_out_premium:
            rows.append(("Двойное окончание, сверх того", f"+{rules.double_out_premium}"))
        if not rules.concealed_allowed:
            rows.append(("Окончание с рук", "не разрешено"))
        elif rules.concealed_premium:
            rows.append(("Окончание с рук, сверх того", f"+{rules.concealed_premium}"))
        canastas = rules.canastas_to_go_out
        rows.append(("Чтобы закончить, нужно канаст", str(canastas) if canastas else "ни одной"))
    else:
        rows.append(("Окончание (выход)", "нет: играют, пока есть прикуп"))
    target = str(rules.target) + (" (по договорённости 7500)" if rules.canasta_opening_at_7500 else "")
    rows.append(("Партия до", target))
    return rows


def canasta_opening_rows(game_id: str) -> list[Row]:
    """The opening minimum by the side's score (the preset's OpeningRule)."""
    from rules_py.canasta.presets import PRESETS

    rule = PRESETS[game_id].opening
    if rule.every:
        first = rule.steps[0][1]
        growth: Row = (f"За каждые полные {rule.every} очков счёта", f"+{rule.add}")
        if rule.below_zero == first:
            return [(f"Меньше {rule.every}, в том числе отрицательный", str(first)), growth]
        return [("Меньше 0", str(rule.below_zero)), (f"0–{rule.every - rule.unit}", str(first)), growth]
    rows: list[Row] = [("Меньше 0", str(rule.below_zero))]
    for i, (start, value) in enumerate(rule.steps):
        end = rule.steps[i + 1][0] - rule.unit if i + 1 < len(rule.steps) else None
        rows.append((f"{start}–{end}" if end is not None else f"{start} и больше", str(value)))
    return rows


# -- bridge ----------------------------------------------------------------------------------------


def bridge_trick_rows(game_id: str) -> list[Row]:
    """Points below the line for each bid trick, by strain, and what makes a game."""
    from rules_py.bridge.contract import STRAINS, Strain

    names = {Strain.CLUBS: "Трефы ♣", Strain.DIAMONDS: "Бубны ♦", Strain.HEARTS: "Червы ♥",
             Strain.SPADES: "Пики ♠", Strain.NOTRUMP: "Без козыря"}
    rows: list[Row] = []
    for strain in STRAINS:
        first, then = strain.first_trick, strain.next_trick
        name = names[strain]
        rows.append((name, str(first) if first == then else f"{first} за первую, {then} за остальные"))
    rows.append(("С контрой / с реконтрой", "×2 / ×4"))
    return rows


def bridge_premium_rows(game_id: str) -> list[Row]:
    """Premiums above the line, by vulnerability, computed by the engine's scoring (the default preset)."""
    from rules_py.bridge.contract import parse_contract
    from rules_py.bridge.scoring import PRESETS, score_deal

    preset = PRESETS["encyclopedia"]

    def over(contract: str) -> str:
        """One doubled overtrick: what is written above the line beyond the bonus for making it."""
        doubled = contract.count("X")
        points = [sum(line.points for line in score_deal(parse_contract(contract), "S", 8, vul).lines
                      if line.where == "above") - preset.insult[doubled - 1] for vul in (False, True)]
        return f"{points[0]} / {points[1]}"

    return [
        ("Малый шлем (заказаны и взяты 12 взяток)", f"{preset.small_slam[0]} / {preset.small_slam[1]}"),
        ("Большой шлем (заказаны и взяты 13 взяток)", f"{preset.grand_slam[0]} / {preset.grand_slam[1]}"),
        ("Выполненный контракт с контрой", f"{preset.insult[0]} / {preset.insult[0]}"),
        ("Выполненный контракт с реконтрой", f"{preset.insult[1]} / {preset.insult[1]}"),
        ("Лишняя взятка без контры", "по цене взятки"),
        ("Лишняя взятка с контрой", over("1SX")),
        ("Лишняя взятка с реконтрой", over("1SXX")),
    ]


def bridge_rubber_rows(game_id: str) -> list[Row]:
    """Honours, the game and the rubber premium: computed by the engine's rubber scoring."""
    from rules_py.bridge.contract import parse_contract
    from rules_py.bridge.scoring import Honors, RubberDeal, score_rubber, vists

    game = RubberDeal(parse_contract("3NT"), "S", 9)
    lost = RubberDeal(parse_contract("3NT"), "E", 9)
    two_nil = score_rubber([game, game]).lines[0].points
    two_one = score_rubber([game, lost, game]).lines[0].points
    return [
        ("Четыре онёра козыря на одной руке", str(Honors("NS", "4").points)),
        ("Пять онёров козыря или четыре туза в игре без козыря", str(Honors("NS", "5").points)),
        ("Роббер 2:0 / 2:1", f"{two_nil} / {two_one}"),
        ("Висты", f"разница итогов / 100: 1450 → {vists(1450)}, 1440 → {vists(1440)}"),
    ]


def bridge_undertrick_rows(game_id: str) -> list[Row]:
    """What the defenders score for the first undertrick and for each further one."""
    from rules_py.bridge.scoring import PRESETS

    preset = PRESETS["encyclopedia"]
    words = {False: "Перед партией", True: "По партии"}
    doubling = ("без контры", "с контрой", "с реконтрой")
    rows: list[Row] = []
    for vulnerable in (False, True):
        for doubled in range(3):
            first, middle, late = preset.undertricks[(vulnerable, doubled)]
            if middle != late:  # the preset's fourth undertrick differs: the sheet would need a column
                raise ValueError("rp-memo fence: undertricks from the fourth differ; add a column")
            rows.append((f"{words[vulnerable]}, {doubling[doubled]}", str(first), str(middle)))
    return rows


# -- King, Bezique -----------------------------------------------------------------------------------


def king_rows(game_id: str) -> list[Row]:
    """The 14 deals of the engine's default game: number and name, what counts, the deal's total."""
    from rules_py.king.deals import DEALS, DEFAULT_DEALS

    rows: list[Row] = []
    for number, deal_id in enumerate(DEFAULT_DEALS, start=1):
        rule = DEALS[deal_id]
        rows.append((f"{number}. {rule.name_ru}", rule.description_ru, _signed(rule.total())))
    return rows


def bezique_rows(game_id: str) -> list[Row]:
    """The two cards of a bezique for each trump suit (the only declaration the source names)."""
    from rules_py.bezique.declarations import bezique_cards
    from rules_py.cards import Suit

    names = {Suit.HEARTS: "Червы", Suit.DIAMONDS: "Бубны", Suit.SPADES: "Пики", Suit.CLUBS: "Трефы"}
    return [(names[suit], " + ".join(card.name_ru for card in bezique_cards(suit))) for suit in names]


def bezique_points_rows(game_id: str) -> list[Row]:
    """The points of the completed ending (rubicon bezique, not the source): beziques, brisques, the last trick."""
    from rules_py.bezique.completion import BEZIQUE_POINTS, BRISQUE_POINTS, LAST_TRICK_POINTS
    from rules_py.bezique.declarations import multiple_name_ru

    rows: list[Row] = [(multiple_name_ru(count).capitalize(), str(points)) for count, points in BEZIQUE_POINTS.items()]
    rows.append(("Каждый туз и каждая десятка в забранных картах (бриска)", str(BRISQUE_POINTS)))
    rows.append(("Последняя взятка", str(LAST_TRICK_POINTS)))
    return rows


#: table key → (the rows, the heading row or None, whether it suits any game or one family only).
TABLES: dict[str, tuple[Callable[[str], list[Row]], Row | None, str]] = {
    "facts": (facts_rows, None, ""),
    "durak": (durak_rows, None, "durak"),
    "cheshsky-points": (cheshsky_rows, ("Карта на руке", "Очков"), "durak"),
    "canasta-values": (canasta_values_rows, ("Карта", "Очков"), "canasta"),
    "canasta-premiums": (canasta_premium_rows, ("За что", "Очков"), "canasta"),
    "canasta-opening": (canasta_opening_rows, ("Счёт стороны", "Минимум первой выкладки"), "canasta"),
    "bridge-tricks": (bridge_trick_rows, ("Козырь", "За взятку"), "bridge"),
    "bridge-premiums": (bridge_premium_rows, ("Премия", "Перед партией / по партии"), "bridge"),
    "bridge-rubber": (bridge_rubber_rows, ("Премия", "Очков"), "bridge"),
    "bridge-undertricks": (bridge_undertrick_rows, ("Недобор", "За первую", "За каждую следующую"), "bridge"),
    "king-deals": (king_rows, ("Сдача", "Что стоит очков", "Всего"), "king"),
    "bezique": (bezique_rows, ("Козырь", "Безик"), "bezique"),
    "bezique-points": (bezique_points_rows, ("За что (не из источника)", "Очков"), "bezique"),
}


def memo_fence(source: str) -> str:
    """`rp-memo` fence: one table of a памятка. Keys: ``game`` (a registry id), ``table`` (a key of TABLES)."""
    options = parse_options(source)
    game_id, table = options.get("game", ""), options.get("table", "facts")
    if game_id not in GAMES:
        raise ValueError(f"rp-memo fence: unknown game {game_id!r}")
    if table not in TABLES:
        raise ValueError(f"rp-memo fence: unknown table {table!r}; known: {', '.join(TABLES)}")
    rows_of, head, family = TABLES[table]
    if family and GAMES[game_id].family != family:
        raise ValueError(f"rp-memo fence: table {table!r} is for the {family} family, not {game_id}")
    return (f'<div class="rp-memo-block" data-game="{html.escape(game_id)}" data-table="{table}">'
            + _table(rows_of(game_id), head, table) + "</div>")
