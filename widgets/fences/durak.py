"""Build-time parts of the durak pages: the comparison of the variants, generated from the presets."""

from __future__ import annotations

import html
import json
import posixpath

from rules_py.registry import GAMES, GameInfo
from widgets.fences.core import parse_options, players_text


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


def durak_variant_facts(game_id: str) -> dict[str, str]:
    """One row of the durak comparison, in Russian, read from the preset (rules_py.durak.rules).

    >>> durak_variant_facts("durak.prostoy")["throw_in"]
    'только зашедший'
    >>> durak_variant_facts("durak.yaponsky")["trumps"]
    'всегда бубны'
    """
    from rules_py.durak.rules import PRESETS

    rules = PRESETS[game_id]
    info = GAMES[game_id]
    throw_in = {"attacker": "только зашедший", "all": "все (первым — зашедший)"}
    transfer = {"none": "нет", "before_beat": "до защиты", "also_after": "до и после защиты"}
    trumps = {
        "turned": "открытая карта",
        "none": "нет",
        "per_player": "у каждого свой",
        "hidden": "открытая карта и тёмная под ней",
        "fixed": f"всегда {_SUIT_PLURAL_RU.get(rules.fixed_trump or '', '?')}",
    }
    special: list[str] = []
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
    if rules.lose_at_cards is not None:
        special.append(f"{rules.lose_at_cards} карты и больше на руках — проигрыш сразу")
    if rules.pogony:
        ranks = ", ".join(rules.pogony_ranks) if rules.pogony_ranks else "любого достоинства"
        special.append(f"погоны: выход парой или четвёркой ({ranks}) навешивает их дураку")
    if rules.first_bout_limit is not None:
        special.append(f"в первом отбое не больше {rules.first_bout_limit} карт")
    if not rules.voluntary_take:
        special.append("взять можно, только если нечем отбиться")
    decks = " / ".join(d.replace("x", " × ") for d in info.deck_options or (info.deck,))
    return {
        "name": info.name_ru,
        "players": _players_words(info),
        "deck": decks,
        "throw_in": throw_in[rules.throw_in],
        "transfer": transfer[rules.transfer],
        "trumps": trumps[rules.trumps],
        "special": "; ".join(special) or "—",
    }


def durak_variants_fence(source: str) -> str:
    """`rp-durak-variants` fence: the table of every durak variant, generated at build time from
    rules_py.durak.rules.PRESETS (playable) and the registry (the others, «только раздача»).

    Fence keys: ``page`` — the docs page the fence stands on (default ``durak/index.md``), for links;
    ``show: options`` — instead of the variants, the table of the engine's options (`durak_options_html`).
    """
    from rules_py.durak.rules import PRESETS

    options = parse_options(source)
    page = options.get("page", "durak/index.md")
    if options.get("show") == "options":
        return durak_options_html(page)
    head = ("Вариант", "Подкидывают", "Перевод", "Козыри", "Особые правила")
    rows = []
    for game_id in PRESETS:
        facts = durak_variant_facts(game_id)
        cells = [
            _html_link(page, GAMES[game_id].page, facts["name"])
            + f'<br><small>{facts["players"]} · {html.escape(facts["deck"])}</small>',
            html.escape(facts["throw_in"]), html.escape(facts["transfer"]), html.escape(facts["trumps"]),
            html.escape(facts["special"]),
        ]
        rows.append(f'<tr data-game="{game_id}">' + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    for info in GAMES.values():
        if info.family != "durak" or info.id in PRESETS:
            continue
        decks = " / ".join(d.replace("x", " × ") for d in info.deck_options or (info.deck,))
        rows.append(
            f'<tr data-game="{info.id}" class="rp-deal-only"><td>{_html_link(page, info.page, info.name_ru)}'
            f"<br><small>{_players_words(info)} · {html.escape(decks)}</small></td>"
            f'<td colspan="4"><em>только раздача</em> — сдача: {html.escape(info.cards_dealt_ru)}</td></tr>'
        )
    header = "".join(f'<th scope="col">{h}</th>' for h in head)
    return (
        '<div class="rp-durak-variants md-typeset__scrollwrap"><div class="md-typeset__table"><table>'
        f"<thead><tr>{header}</tr></thead><tbody>{''.join(rows)}</tbody></table></div></div>"
    )


def _option_value(value: object) -> str:
    """An option value as the fence's `options:` JSON spells it."""
    if isinstance(value, tuple):
        value = list(value)
    return str(json.dumps(value, ensure_ascii=False))


def durak_options_html(page: str = "durak/index.md") -> str:
    """The table of the durak engine's options (rules_py.durak.rules): what each sets, its value in
    подкидной and the variants whose preset sets it otherwise."""
    import dataclasses

    from rules_py.durak.rules import PRESETS, RULE_OPTIONS, SETUP_OPTIONS, DurakRules

    base = DurakRules()
    rows = []
    for name, what in RULE_OPTIONS.items():
        default = getattr(base, name)
        others = [
            f"{_html_link(page, GAMES[g].page, GAMES[g].name_ru)}: <code>{html.escape(_option_value(getattr(r, name)))}</code>"
            for g, r in PRESETS.items()
            if getattr(r, name) != default
        ]
        rows.append(
            f"<tr><td><code>{name}</code></td><td>{html.escape(what)}</td>"
            f"<td><code>{html.escape(_option_value(default))}</code></td><td>{'; '.join(others) or '—'}</td></tr>"
        )
    for name, what in SETUP_OPTIONS.items():
        rows.append(f"<tr><td><code>{name}</code></td><td>{html.escape(what)}</td><td colspan=\"2\">настройка партии</td></tr>")
    assert {f.name for f in dataclasses.fields(DurakRules)} >= set(RULE_OPTIONS)
    header = "".join(f'<th scope="col">{h}</th>' for h in ("Опция", "Что задаёт", "Подкидной", "Иначе в вариантах"))
    return (
        '<div class="rp-durak-variants md-typeset__scrollwrap"><div class="md-typeset__table"><table>'
        f"<thead><tr>{header}</tr></thead><tbody>{''.join(rows)}</tbody></table></div></div>"
    )
