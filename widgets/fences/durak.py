"""Build-time parts of the durak pages: the comparison of the variants, generated from the presets."""

from __future__ import annotations

import html
import json
import posixpath
from typing import Mapping

from rules_py.durak.options import Option
from rules_py.registry import GAMES, GameInfo
from widgets.fences.basics import parse_options, players_text


_SUIT_PLURAL_RU = {"C": "трефы", "D": "бубны", "H": "червы", "S": "пики"}
_SUIT_INSTRUMENTAL_RU = {"C": "трефами", "D": "бубнами", "H": "червами", "S": "пиками"}


def _page_url(page: str) -> str:
    """The URL path of a docs page as MkDocs builds it with use_directory_urls (mkdocs.yml)."""
    stem = page[: -len(".md")]
    if stem == "index" or stem.endswith("/index"):
        return stem[: -len("index")]
    return stem + "/"


def _html_link(from_page: str, to_page: str, text: str) -> str:
    here, there = _page_url(from_page), _page_url(to_page)
    href = posixpath.relpath(there or ".", here.rstrip("/") or ".")
    href = "./" if href == "." else href + ("/" if not href.endswith("/") else "")
    return f'<a href="{html.escape(href)}">{html.escape(text)}</a>'


def _players_words(info: GameInfo) -> str:
    """«2–6 игроков», «2–4 игрока», «2 игрока»."""
    word = "игрока" if info.players_max % 10 in (2, 3, 4) else "игроков"
    return f"{players_text(info)} {word}"


#: The columns of the comparison table: the key of a row's fact and its heading.
ROW_COLUMNS = (
    ("deal", "Сдача"),
    ("trump", "Козырь"),
    ("beating", "Как бьют и подкидывают"),
    ("special", "Особые правила"),
    ("loses", "Кто проигрывает"),
)


def durak_variant_facts(game_id: str) -> dict[str, str]:
    """One row of the durak comparison, in Russian, read from the preset (rules_py.durak.rules).

    >>> durak_variant_facts("durak.prostoy")["beating"]
    'подкидывает только зашедший'
    >>> durak_variant_facts("durak.yaponsky")["trump"]
    'всегда бубны'
    """
    from rules_py.durak.rules import PRESETS

    rules = PRESETS[game_id]
    info = GAMES[game_id]
    throw_in = {"attacker": "подкидывает только зашедший", "all": "подкидывают все"}
    transfer = {"none": "", "before_beat": "; перевод до защиты", "also_after": "; перевод до и после защиты"}
    trumps = {
        "turned": "открытая карта",
        "none": "нет",
        "per_player": "у каждого свой",
        "hidden": "открытая карта и тёмная под ней",
        "fixed": f"всегда {_SUIT_PLURAL_RU.get(rules.fixed_trump or '', '?')}",
    }
    special: list[str] = []
    if rules.blind_beat:
        special.append(
            "крыть можно втёмную; «Не верю» — карту открывают, ошибившийся забирает стол"
        )
    if rules.transfer != "none":
        special.append(
            "переводят картой того же достоинства"
            + ("; у следующего должно хватить карт на все" if rules.transfer_check_hold else "")
        )
    if rules.transfer == "also_after":
        special.append(
            "при переводе после защиты все карты стола, и покрытые, идут следующему"
            if rules.transfer_passes == "all_cards"
            else "при переводе после защиты покрытые пары уходят в отбой"
        )
    if rules.trumps == "none":
        special.append("первым ходит обладатель самой старшей карты")
    if rules.trumps == "fixed" and rules.fixed_trump:
        special.append(f"первым ходит младший козырь ({_SUIT_PLURAL_RU[rules.fixed_trump]})")
    if rules.trumps == "per_player":
        special.append("свой козырь бьёт любую чужую масть, чужой козырь для тебя — простая масть")
    if rules.trumps == "hidden":
        special.append(
            "тёмный козырь берут после прикупа и открытого козыря; его масть становится козырем"
            if rules.hidden_trump == "takes_over"
            else "тёмный козырь — просто ещё одна карта"
        )
    if rules.only_by_own_suit:
        suit = rules.only_by_own_suit
        special.append(f"{_SUIT_PLURAL_RU[suit]} бьют только {_SUIT_INSTRUMENTAL_RU[suit]}, не козырем")
    if any(d.startswith("2x") for d in info.deck_options or (info.deck,)) and rules.identical_twin_cannot_beat:
        special.append("такой же картой из второй колоды не отбиться")
    if rules.pogony:
        ranks = ", ".join(rules.pogony_ranks) if rules.pogony_ranks else "любого достоинства"
        special.append(f"погоны: выход парой или четвёркой ({ranks}) навешивает их дураку")
    if rules.first_bout_limit is not None:
        special.append(f"в первом отбое не больше {rules.first_bout_limit} карт")
    if not rules.voluntary_take:
        special.append("брать — только если нечем отбиться")
    loses = "последний с картами"
    if rules.lose_at_cards is not None:
        loses += f"; сразу — набравший {rules.lose_at_cards} карты"
    return {
        "name": info.name_ru,
        "players": _players_words(info),
        "deck": _decks(info),
        "deal": f"{info.cards_dealt_ru}, прикуп",
        "trump": trumps[rules.trumps],
        "beating": f"{throw_in[rules.throw_in]}{transfer[rules.transfer]}",
        "special": "; ".join(special) or "—",
        "loses": loses,
    }


def _decks(info: GameInfo) -> str:
    return " / ".join(d.replace("x", " × ") for d in info.deck_options or (info.deck,))


#: Other spellings of a summary key that the overview accepts.
_SUMMARY_ALIASES = {"who_loses": "loses", "who loses": "loses"}


def _summary_of(engine: object, game_id: str) -> dict[str, object] | None:
    """The `SUMMARY` row an engine's module (or its package) exports for `game_id`: either the row
    itself, or a dict of rows by game id (a module that plays several ids; `SUMMARIES` too)."""
    import sys

    name = type(engine).__module__
    for module_name in (name, name.rpartition(".")[0]):
        module = sys.modules.get(module_name)
        for attr in ("SUMMARIES", "SUMMARY"):
            table = getattr(module, attr, None)
            if not isinstance(table, dict):
                continue
            row = table.get(game_id)
            if isinstance(row, dict):
                return row
            if "deal" in table:
                return table
    return None


def variant_summary(game_id: str) -> dict[str, str] | None:
    """The row of a variant that has an engine of its own, from the `SUMMARY` its engine module or
    package exports (see `_summary_of`); None if the variant has no engine (it can only be dealt).
    Name, players and deck come from the registry unless the row gives them."""
    from rules_py.games import ENGINES

    engine = ENGINES.get(game_id)
    if engine is None:
        return None
    summary = _summary_of(engine, game_id)
    if summary is None:
        raise ValueError(f"{type(engine).__module__} plays {game_id} but exports no SUMMARY for the overview")
    info = GAMES[game_id]
    row = {"name": info.name_ru, "players": _players_words(info), "deck": _decks(info)}
    row.update({_SUMMARY_ALIASES.get(str(k), str(k)): str(v) for k, v in summary.items()})
    missing = [key for key, _ in ROW_COLUMNS if not row.get(key)]
    if missing:
        raise ValueError(f"SUMMARY of {game_id} lacks {', '.join(missing)}")
    return row


def durak_variants_fence(source: str) -> str:
    """`rp-durak-variants` fence: the table of every durak variant, generated at build time: bout
    variants from their presets (rules_py.durak.rules.PRESETS), variants with engines of their own
    from their `SUMMARY` (see `variant_summary`), the others marked «только раздача».

    Fence keys: ``page`` — the docs page the fence stands on (default ``durak/index.md``), for links;
    ``show: options`` — instead of the variants, the tables of the engines' options (`durak_options_html`,
    the protocol page); ``show: settings`` with ``game`` and ``names`` — the settings of one variant in
    words, for its own page (`durak_settings_html`).
    """
    from rules_py import api  # noqa: F401  (importing the protocol registers every engine)
    from rules_py.durak.rules import PRESETS

    options = parse_options(source)
    if options.get("show") == "options":
        return durak_options_html(options.get("page", "api.md"))
    if options.get("show") == "settings":
        return durak_settings_html(options["game"], [n.strip() for n in options.get("names", "").split(",") if n.strip()])
    page = options.get("page", "durak/index.md")
    rows = []
    for info in GAMES.values():
        if info.family != "durak":
            continue
        facts = durak_variant_facts(info.id) if info.id in PRESETS else variant_summary(info.id)
        if facts is None:
            rows.append(
                f'<tr data-game="{info.id}" class="rp-deal-only"><td>{_html_link(page, info.page, info.name_ru)}'
                f"<br><small>{_players_words(info)} · {html.escape(_decks(info))}</small></td>"
                f'<td colspan="{len(ROW_COLUMNS)}"><em>только раздача</em> — сдача: '
                f"{html.escape(info.cards_dealt_ru)}</td></tr>"
            )
            continue
        engine = "bout" if info.id in PRESETS else "own"
        cells = [
            _html_link(page, info.page, facts["name"])
            + f'<br><small>{html.escape(facts["players"])} · {html.escape(facts["deck"])}</small>',
            *(html.escape(facts[key]) for key, _ in ROW_COLUMNS),
        ]
        rows.append(f'<tr data-game="{info.id}" data-engine="{engine}">' + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    header = "".join(f'<th scope="col">{h}</th>' for h in ("Вариант", *(h for _, h in ROW_COLUMNS)))
    return (
        '<div class="rp-durak-variants md-typeset__scrollwrap"><div class="md-typeset__table"><table>'
        f"<thead><tr>{header}</tr></thead><tbody>{''.join(rows)}</tbody></table></div></div>"
    )


def _values_html(option: Option) -> str:
    """Every value of an option with what it means: «`"all"` — все, кроме отбивающегося»."""
    if option.items:
        return html.escape(option.items_ru)
    parts = [f"<code>{_json(v)}</code> — {html.escape(words)}" for v, words in option.values]
    if option.minimum is not None:
        parts.append(f"целое число от {option.minimum} — {html.escape(option.number_ru)}")
    return "<br>".join(parts)


def _json(value: object) -> str:
    """A value as a request spells it in JSON: «"attacker"», «null», «[]»."""
    return html.escape(json.dumps(list(value) if isinstance(value, tuple) else value, ensure_ascii=False))


def _table(css: str, header: tuple[str, ...], rows: list[str]) -> str:
    head = "".join(f'<th scope="col">{h}</th>' for h in header)
    return (
        f'<div class="rp-durak-variants {css} md-typeset__scrollwrap"><div class="md-typeset__table"><table>'
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div></div>"
    )


def durak_options_html(page: str = "api.md") -> str:
    """The tables of the durak engines' settings, generated from their option specs: the bout
    variants' (with the value in подкидной and the variants whose preset sets it otherwise), each
    variant engine's own, and the settings of one game that every durak engine takes."""
    from rules_py.durak.options import SETUP_OPTIONS
    from rules_py.durak.rules import BASE_OPTION, PRESETS, RULE_OPTIONS, SETUP, DurakRules
    from rules_py.durak.shell import VariantEngine
    from rules_py.games import ENGINES

    def link(game: str) -> str:
        return _html_link(page, GAMES[game].page, GAMES[game].name_ru)

    base = DurakRules()
    rows = []
    for name, option in {**RULE_OPTIONS, **BASE_OPTION}.items():
        default = getattr(base, name, None)
        others = [f"{link(g)}: <code>{_json(getattr(r, name))}</code>"
                  for g, r in PRESETS.items() if name in RULE_OPTIONS and getattr(r, name) != default]
        if name in BASE_OPTION:
            default, others = "podkidnoy", [f"только {link('durak.veryu')}"]
        rows.append(
            f"<tr><td><code>{name}</code></td><td>{html.escape(option.words_ru)}</td><td>{_values_html(option)}</td>"
            f"<td><code>{_json(default)}</code></td><td>{'; '.join(others) or '—'}</td></tr>"
        )
    own = []
    for info in GAMES.values():
        engine = ENGINES.get(info.id)
        if info.family != "durak" or not isinstance(engine, VariantEngine):
            continue
        rules, spec = engine.settings(info.id)
        for name, option in spec.items():
            own.append(
                f"<tr><td>{link(info.id)}</td><td><code>{name}</code></td><td>{html.escape(option.words_ru)}</td>"
                f"<td>{_values_html(option)}</td><td><code>{_json(getattr(rules, name))}</code></td></tr>"
            )
    setup = [
        f"<tr><td><code>{name}</code></td><td>{html.escape(words)}"
        f"{'' if name in SETUP_OPTIONS or name == 'level' else ' (только варианты с прикупом)'}</td></tr>"
        for name, words in SETUP.items()
    ]
    return (
        _table("rp-durak-options", ("Настройка", "Что задаёт", "Значения", "Подкидной", "Иначе в вариантах"), rows)
        + _table("rp-durak-own-options", ("Вариант", "Настройка", "Что задаёт", "Значения", "По умолчанию"), own)
        + _table("rp-durak-setup", ("Настройка партии", "Что задаёт"), setup)
    )


def _engine_settings(game_id: str) -> tuple[object, Mapping[str, Option]]:
    from rules_py import api  # noqa: F401  (importing the protocol registers every engine)
    from rules_py.durak.shell import VariantEngine
    from rules_py.games import ENGINES

    engine = ENGINES.get(game_id) or ENGINES["durak."]
    assert isinstance(engine, VariantEngine), game_id
    return engine.settings(game_id)


def durak_settings_html(game_id: str, names: list[str]) -> str:
    """The settings of one variant for its page, in words only (the names are on the protocol page):
    what each decides, how this variant plays it, and what it may be set to instead. `names` picks
    and orders them; empty: every setting of its engine.

    >>> html_ = durak_settings_html("durak.prostoy", ["throw_in", "voluntary_take"])
    >>> "только начавший ход" in html_, "только когда нечем отбиться" in html_, "voluntary_take" in html_
    (True, True, False)
    """
    rules, spec = _engine_settings(game_id)
    unknown = [name for name in names if name not in spec]
    if unknown:
        raise ValueError(f"rp-durak-variants settings of {game_id}: no setting {', '.join(unknown)}")
    rows = []
    for name in names or list(spec):
        option = spec[name]
        # A setting that is no flag of the rules (верю — не верю's base) starts from its first value.
        value = getattr(rules, name) if hasattr(rules, name) else option.values[0][0]
        what = option.words_ru[:1].upper() + option.words_ru[1:]
        rows.append(
            f"<tr><td>{html.escape(what)}</td><td>{html.escape(option.value_ru(value))}</td>"
            f"<td>{html.escape('; '.join(option.others_ru(value)))}</td></tr>"
        )
    return _table("rp-durak-settings", ("Настройка", "Здесь", "Можно иначе"), rows)
