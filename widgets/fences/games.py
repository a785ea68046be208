"""Build-time parts of the King, Shtoss and Bezique pages: the deal table, the odds, the bezique ending's
provenance, static examples."""

from __future__ import annotations

import html
import json
from typing import Any

from widgets.fences.basics import parse_options
from widgets.fences.core import call, card_html




def _games_labels() -> dict[str, dict[str, str]]:
    labels: dict[str, dict[str, str]] = call("cards.labels", {})["labels"]
    return {**labels, "JK": {"ru": "Инф", "name": "инфузорка", "red": ""}}


def _games_decimal(x: float, places: int) -> str:
    """A number with a decimal comma, as Russian text writes it: 0,48019."""
    return f"{float(x):.{places}f}".replace(".", ",")


def _games_signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


def king_deals_fence(source: str) -> str:
    """`rp-king-deals` fence: the deal table of Кинг, generated from rules_py.king.deals.

    Keys: ``set: main`` (default: the 14 deals of the engine's default game) or ``set: variants``
    (the deals that only an option brings in).
    """
    from rules_py.king.deals import DEALS, DEFAULT_DEALS, INFERRED_RU, KING_OF_HEARTS, READ_RU

    options = parse_options(source)
    which = options.get("set", "main")
    if which == "main":
        ids = list(DEFAULT_DEALS)
    elif which == "variants":
        ids = [d for d in DEALS if d not in DEFAULT_DEALS]
    else:
        raise ValueError(f"rp-king-deals fence: unknown set {which!r}")
    rows = []
    for number, deal_id in enumerate(ids, start=1):
        rule = DEALS[deal_id]
        # The king of hearts may count several times over (as a heart, a king and «кинг»).
        stacked = sum(1 for points in (rule.heart, rule.king, rule.king_of_hearts) if points) > 1
        prices = [
            (rule.trick, "взятка"), (rule.heart, "черва"), (rule.king, "король"), (rule.jack, "валет"),
            (rule.queen, "дама"),
            (rule.king_of_hearts, "за кинга (короля червей) сверх того" if stacked else "кинг (король червей)"),
            (rule.last_two, "каждая из двух последних взяток"),
        ]
        price = "; ".join(f"{what} {_games_signed(points)}" for points, what in prices if points)
        if stacked:
            price += f"; итого король червей {_games_signed(rule.card_points(KING_OF_HEARTS))}"
        special = []
        if rule.no_heart_lead:
            special.append("с червей не ходят, пока есть другие масти")
        if rule.discard_king_of_hearts:
            special.append("кинга сбрасывают при первой возможности")
        rows.append(
            f'<tr data-deal="{html.escape(rule.id)}"><td>{number}</td><td>{html.escape(rule.name_ru)}</td>'
            f"<td>{html.escape(price)}</td><td>{_games_signed(rule.total())}</td>"
            f"<td>{html.escape('; '.join(special) or '—')}</td></tr>"
        )
    total = sum(DEALS[d].total() for d in ids)
    foot = (f'<tfoot><tr><td></td><th scope="row">Сумма всех сдач</th><td></td><td>{_games_signed(total)}</td>'
            "<td></td></tr></tfoot>") if which == "main" else ""
    provenance = (
        f'<p class="rp-king-provenance"><strong>Прочитано во внешнем описании:</strong> {html.escape(READ_RU)}. '
        f"<strong>Выведено нами:</strong> {html.escape(INFERRED_RU)}.</p>"
    ) if which == "main" else ""
    return (
        '<div class="rp-king-deals-table"><table>'
        "<thead><tr><th>№</th><th>Сдача</th><th>Что стоит очков (каждая взятая карта или взятка)</th>"
        "<th>Всего на всех</th><th>Особые правила</th></tr></thead>"
        f"<tbody>{''.join(rows)}</tbody>{foot}</table>{provenance}</div>"
    )


def shtoss_odds_fence(source: str) -> str:
    """`rp-shtoss-odds` fence: the exact chances of one stake (shtoss.odds); key ``packs: 52 36 32``."""
    packs = parse_options(source).get("packs", "52 36 32").split()
    rows = []
    for cards in (int(n) for n in packs):
        odds = call("shtoss.odds", {"cards": cards})
        punter, banker = float(odds["punter"]), float(odds["banker"])
        rows.append(
            f'<tr data-cards="{cards}"><td>{cards}</td><td>{odds["punter_exact"]}</td>'
            f"<td>{_games_decimal(punter, 5)}</td><td>{_games_decimal(banker, 5)}</td>"
            f"<td>{_games_decimal(100 * (banker - punter), 2)} %</td></tr>"
        )
    return (
        '<div class="rp-shtoss-odds-table"><table>'
        "<thead><tr><th>Карт в колоде банкомёта</th><th>Шанс понтёра, точно</th><th>Понтёр</th>"
        "<th>Банкомёт</th><th>Перевес банкомёта</th></tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table></div>"
    )


def _games_element(tag: str, attrs: dict[str, str], static: str) -> str:
    attr_text = " ".join(f'{k}="{html.escape(v)}"' for k, v in attrs.items())
    return f'<div class="rp-host"><{tag} {attr_text} data-rp-state="loading">{static}</{tag}></div>'


def shtoss_id(options: dict[str, str]) -> str:
    """The id of the Shtoss table an `rp-shtoss` fence places (its `id` key, else «shtoss»)."""
    return options.get("id", "shtoss")


def shtoss_fence(source: str) -> str:
    """`rp-shtoss` fence: the Штосс table (an `<rp-play game="shtoss">`, the reader as the punter, a
    session with no limit of stakes); the static example is one whole stake from CPython.

    Keys: id (default «shtoss»), seed, cards (52/36/32: the pack the table starts with; the others are
    a setting), kush, card (the example's punter card).
    """
    options = parse_options(source)
    seed, cards, kush = int(options.get("seed", "1")), int(options.get("cards", "52")), int(options.get("kush", "10"))
    answer = call("game.new", {"game": "shtoss", "players": 2, "seed": seed, "seat": 1,
                                "options": {"cards": cards, "kush": kush, "rounds": None}})
    move = {"type": "stake", "card": options.get("card", "QH"), "stake": kush}
    answer = call("game.play", {"game": "shtoss", "state": answer["state"], "move": move, "seat": 1})
    answer = call("game.play", {"game": "shtoss", "state": answer["state"], "move": {"type": "all"}, "seat": 1})
    view: dict[str, Any] = answer["view"]
    labels = _games_labels()
    pairs: list[list[str]] = view["pairs"]
    notes: list[str] = view["pairs_ru"]
    slots: list[list[str]] = view["slots_ru"]  # «лоб» and «соник» only in the first pair, as in the seed
    items = "".join(
        f'<li class="rp-shtoss-pair"><span class="rp-seat">Абцуг {i}</span>'
        f'<span class="rp-shtoss-slot">{card_html(lob, labels)}<span class="rp-count">{first}</span></span>'
        f'<span class="rp-shtoss-slot">{card_html(sonik, labels)}<span class="rp-count">{second}</span></span>'
        f'<span class="rp-shtoss-note">{html.escape(note)}</span></li>'
        for i, ((lob, sonik), note, (first, second)) in enumerate(zip(pairs, notes, slots), start=1)
    )
    odds = call("shtoss.odds", {"cards": cards})
    static = (
        '<div class="rp-static">'
        f'<div class="rp-extras">Пример: понтёр ставит {kush} на {card_html(str(view["punter_card"]), labels)}</div>'
        f'<ol class="rp-shtoss-pairs">{items}</ol>'
        f'<div class="rp-result"><p>{html.escape(str(view["last_ru"]))}</p></div>'
        f'<div class="rp-shtoss-odds">Точный шанс понтёра при {cards} картах: {odds["punter_exact"]} '
        f"≈ {_games_decimal(odds['punter'], 5)}</div>"
        "</div>"
    )
    packs = [cards] + [n for n in SHTOSS_PACKS if n != cards]
    choices = [{"option": "cards", "label": "Колода", "values": [[n, f"{n} карт{'ы' if n % 10 in (2, 3, 4) else ''}"] for n in packs]}]
    attrs = {
        "id": shtoss_id(options), "game": "shtoss", "players": "2", "seed": str(seed),
        "players-min": "2", "players-max": "2", "seat": "1",
        "options": json.dumps({"rounds": None, "kush": kush}), "choices": json.dumps(choices, ensure_ascii=False),
    }
    return _games_element("rp-play", attrs, static)


SHTOSS_PACKS = (52, 36, 32)


def bezique_fence(source: str) -> str:
    """`rp-bezique` fence: a deal of Безик with the beziques of each hand; static example from CPython.

    Keys: id (default «bezique»), players (2, 3, or 4 = the dealer sits out), seed, deck.
    """
    options = parse_options(source)
    table = int(options.get("players", "2"))
    if table not in (2, 3, 4):
        raise ValueError("rp-bezique fence: players is 2, 3 or 4")
    seed, deck = int(options.get("seed", "1")), options.get("deck", "bezique8")
    dealt = call("deal", {"game": "bezique", "players": min(table, 3), "seed": seed, "deck": deck})
    labels = _games_labels()
    hands: list[list[str]] = dealt["hands"]
    seats: list[str] = dealt["seats"]
    parts = [f'<div class="rp-extras">Козырь: {card_html(str(dealt["trump"]), labels)}</div>']
    for seat, hand in zip(seats, hands):
        found: list[dict[str, Any]] = []
        if dealt["trump_suit"]:
            found = call("bezique.declarations", {"hand": hand, "trump": dealt["trump_suit"],
                                                   "deck": deck})["declarations"]
        listed = "".join(
            f"<li>{html.escape(str(d['name_ru']))}: "
            + "".join(card_html(c, labels) for c in d["cards"])
            + "</li>" for d in found
        )
        parts.append(
            f'<div class="rp-hand"><div class="rp-seat">{html.escape(seat)} '
            f'<span class="rp-count">({len(hand)})</span></div>'
            f'<div class="rp-cards">{"".join(card_html(c, labels) for c in hand)}</div>'
            + (f'<ol class="rp-bezique-found">{listed}</ol>' if listed else '<div class="rp-count">Безика нет.</div>')
            + "</div>"
        )
    attrs = {"id": options.get("id", "bezique"), "seed": str(seed), "players": str(table), "deck": deck}
    return _games_element("rp-bezique", attrs, '<div class="rp-static">' + "".join(parts) + "</div>")


def bezique_ending_fence(source: str) -> str:
    """`rp-bezique-ending` fence: how the engine finishes a deal of Безик past the end of the source,
    piece by piece with its origin (rules_py.bezique.completion.COMPLETION). No keys."""
    from rules_py.bezique.completion import COMPLETION, SOURCE_RU

    origins = {"outside": "внешнее описание (безик-рубикон)", "ours": "наше прочтение"}
    rows = "".join(
        f'<tr data-origin="{piece.origin}"><th scope="row">{html.escape(piece.what_ru)}</th>'
        f"<td>{html.escape(piece.rule_ru)}</td><td>{origins[piece.origin]}</td></tr>"
        for piece in COMPLETION
    )
    return (
        '<div class="rp-bezique-ending"><table>'
        "<thead><tr><th>Что</th><th>Как играет движок</th><th>Откуда</th></tr></thead>"
        f"<tbody>{rows}</tbody></table>"
        f'<p class="rp-bezique-provenance"><strong>Внешнее описание:</strong> {html.escape(SOURCE_RU)}.</p></div>'
    )
