"""Build-time parts of the bridge page: the hand viewer, the rubber's score sheet, the preset differences."""

from __future__ import annotations

import html
from typing import Any

from widgets.fences.basics import parse_options
from widgets.fences.core import call
from widgets.xrefs import xref_html


_BRIDGE_SEATS = ("N", "E", "S", "W")
_BRIDGE_SEAT_RU = {"N": "Север", "E": "Восток", "S": "Юг", "W": "Запад"}
_BRIDGE_SUITS = (("S", "♠", "пики"), ("H", "♥", "червы"), ("D", "♦", "бубны"), ("C", "♣", "трефы"))




def _bridge_attrs(attrs: dict[str, str]) -> str:
    return " ".join(f'{k}="{html.escape(v)}"' for k, v in attrs.items())


def bridge_hand_static_html(result: dict[str, Any], show: str = "NESW") -> str:
    """The compass diagram of a deal (the answer of bridge.pbn) as plain HTML."""
    labels: dict[str, dict[str, str]] = result["labels"]
    hands: dict[str, list[str]] = result["hands"]
    points: dict[str, int] = result["hcp"]
    seats = []
    for seat in _BRIDGE_SEATS:
        if seat not in show:
            continue
        lines = []
        for suit, symbol, name in _BRIDGE_SUITS:
            pips = "".join(
                f'<span class="rp-card rp-pip{" rp-red" if labels[c]["red"] else ""}" data-card="{html.escape(c)}" '
                f'role="img" aria-label="{html.escape(labels[c]["name"])}">{html.escape(labels[c]["ru"][:-1])}</span>'
                for c in hands[seat] if c[-1] == suit
            ) or '<span class="rp-void">—</span>'
            red = " rp-red" if suit in "HD" else ""
            lines.append(f'<div class="rp-suitline"><span class="rp-suit-symbol{red}" role="img" '
                         f'aria-label="{name}">{symbol}</span>{pips}</div>')
        seats.append(
            f'<div class="rp-compass-seat rp-at-{seat}" data-seat="{seat}"><div class="rp-bhand">'
            f'<div class="rp-seat">{_BRIDGE_SEAT_RU[seat]} <span class="rp-hcp">{points[seat]} оч.</span></div>'
            f'<div class="rp-suits">{"".join(lines)}</div></div></div>'
        )
    return (f'<div class="rp-static"><div class="rp-compass">{"".join(seats)}'
            f'<div class="rp-compass-center"></div></div>'
            f'<p class="rp-count">PBN: <code>{html.escape(str(result["pbn"]))}</code></p></div>')


def bridge_hand_fence(source: str) -> str:
    """`rp-bridge-hand` fence: keys id, seed, pbn, show ("NESW", "NS", "S"...)."""
    options = parse_options(source)
    show = "".join(s for s in _BRIDGE_SEATS if s in options.get("show", "NESW").upper()) or "NESW"
    params: dict[str, object] = {"pbn": options["pbn"]} if "pbn" in options else {"seed": int(options.get("seed", "1"))}
    result = call("bridge.pbn", params, "rp-bridge-hand fence")
    attrs = {"id": options.get("id", "bridge-hand"), "show": show, "data-rp-state": "loading"}
    if "pbn" in options:
        attrs["pbn"] = options["pbn"]
    else:
        attrs["seed"] = str(params["seed"])
    return (f'<div class="rp-host"><rp-bridge-hand {_bridge_attrs(attrs)}>'
            f"{bridge_hand_static_html(result, show)}</rp-bridge-hand></div>")


def bridge_deal_from_token(token: str) -> dict[str, Any]:
    """A deal of the score sheet's URL form: «4SX-S-10», «3NT-N-9-NSA» (honours), «pass».

    >>> bridge_deal_from_token("4SX-S-10-NS4")
    {'contract': '4SX', 'declarer': 'S', 'tricks': 10, 'honors': {'side': 'NS', 'kind': '4'}}
    """
    text = token.strip()
    if text.lower() == "pass":
        return {"contract": "pass"}
    parts = text.split("-")
    if len(parts) not in (3, 4):
        raise ValueError(f"rp-score-bridge fence: a deal is «4S-S-10» or «pass», not {token!r}")
    deal: dict[str, object] = {"contract": parts[0], "declarer": parts[1], "tricks": int(parts[2]), "honors": None}
    if len(parts) == 4:
        kinds = {"4": "4", "5": "5", "A": "aces"}
        deal["honors"] = {"side": parts[3][:2].upper(), "kind": kinds[parts[3][2:].upper()]}
    return deal


def score_bridge_fence(source: str) -> str:
    """`rp-score-bridge` fence: keys id, rules (encyclopedia | laws), deals («4S-S-10,3NT-N-9»)."""
    options = parse_options(source)
    tokens = [t for t in options.get("deals", "").split(",") if t.strip()]
    rules = options.get("rules", "encyclopedia")
    result = call("bridge.rubber", {"deals": [bridge_deal_from_token(t) for t in tokens], "rules": rules},
                   "rp-score-bridge fence")
    names = {"NS": "Мы", "EW": "Они"}
    rows = []
    for number, deal in enumerate(result["deals"], start=1):
        for line in deal["lines"]:
            where = "под чертой" if line["where"] == "below" else "над чертой"
            rows.append(f"<tr><td>{number}</td><td>{names[line['side']]}</td><td>{where}</td>"
                        f"<td>{line['points']}</td><td>{html.escape(line['why'])}</td></tr>")
    for line in result["lines"]:
        rows.append(f"<tr><td>—</td><td>{names[line['side']]}</td><td>над чертой</td>"
                    f"<td>{line['points']}</td><td>{html.escape(line['why'])}</td></tr>")
    totals: dict[str, int] = result["totals"]
    table = ('<table class="rp-score-table"><thead><tr><th>Сдача</th><th>Кому</th><th>Где</th><th>Очки</th>'
             f'<th>За что</th></tr></thead><tbody>{"".join(rows)}</tbody></table>'
             f'<p>Итого: Мы {totals["NS"]}, Они {totals["EW"]}; {_vists_ru(result, names)}.</p>')
    attrs = {"id": options.get("id", "score-bridge"), "rules": rules, "deals": ",".join(t.strip() for t in tokens),
             "data-rp-state": "loading"}
    return (f'<div class="rp-host"><rp-score-bridge {_bridge_attrs(attrs)}><div class="rp-static">{table}</div>'
            "</rp-score-bridge></div>")


def _vists_ru(result: dict[str, Any], names: dict[str, str]) -> str:
    """«вистов: 3 в пользу «Они»» — the engine names the side that wins them (bridge.rubber)."""
    count, side = result["vists_count"], result["vists_side"]
    return f"вистов: {count} в пользу «{names[side]}»" if side else "вистов: 0"


def bridge_presets_html(page: str = "bridge/index.md") -> str:
    """Every number in which the two scoring presets of rules_py.bridge.scoring differ, as a table
    (its notes link to the register of contradictions from `page`)."""
    from rules_py.bridge.scoring import PRESETS

    enc, laws = PRESETS["encyclopedia"], PRESETS["laws"]
    vul_ru = {False: "перед партией", True: "по партии"}
    dbl_ru = {0: "без контры", 1: "с контрой", 2: "с реконтрой"}
    rows: list[tuple[str, str, str, str]] = []
    for key in sorted(enc.undertricks):
        a, b = enc.undertricks[key], laws.undertricks[key]
        if a != b:
            vul, doubled = key
            xid = "X-07" if doubled == 1 else "X-07, X-09"
            rows.append((f"Недобор {dbl_ru[doubled]} {vul_ru[vul]}: за 1-ю, 2-ю, 3-ю взятку, за 4-ю и каждую далее",
                         ", ".join(map(str, (a[0], a[1], a[1], a[2]))), ", ".join(map(str, (b[0], b[1], b[1], b[2]))), xid))
            four_a = a[0] + 2 * a[1] + a[2]
            four_b = b[0] + 2 * b[1] + b[2]
            rows.append((f"— пример: без четырёх {dbl_ru[doubled]} {vul_ru[vul]}", str(four_a), str(four_b), xid))
    for name, field in (("Малый шлем", "small_slam"), ("Большой шлем", "grand_slam")):
        for vul in (False, True):
            slam_a: int = getattr(enc, field)[vul]
            slam_b: int = getattr(laws, field)[vul]
            if slam_a != slam_b:
                rows.append((f"{name} {vul_ru[vul]}", str(slam_a), str(slam_b), "X-06"))
    for doubled in (1, 2):
        bonus_a, bonus_b = enc.insult[doubled - 1], laws.insult[doubled - 1]
        if bonus_a != bonus_b:
            rows.append((f"Премия за выполненный контракт {dbl_ru[doubled]}", str(bonus_a), str(bonus_b), "X-08"))
    body = "".join(f"<tr><td>{html.escape(w)}</td><td>{a}</td><td>{b}</td><td>{xref_html(x, page)}</td></tr>"
                   for w, a, b, x in rows)
    # A table without a class of its own, so that the theme draws it like the page's other tables.
    return ('<div class="rp-presets"><table><thead><tr><th>Что</th><th>Энциклопедия (по умолчанию)</th>'
            f'<th>Законы бриджа</th><th>Заметка</th></tr></thead><tbody>{body}</tbody></table></div>')


# ---- the bidding system (rules_py.bridge.system) -------------------------------------------------


def _system_tables(keys: list[str]) -> list[dict[str, Any]]:
    """The situations named by keys («opening», «1nt-*»), in the system's order; every key must match."""
    tables: list[dict[str, Any]] = call("bridge.system", {}, "rp-bridge-system fence")["situations"]
    chosen = []
    for key in keys:
        found = [t for t in tables if t["key"] == key or (key.endswith("*") and t["key"].startswith(key[:-1]))]
        if not found:
            raise ValueError(f"rp-bridge-system fence: no situation {key!r} in the system")
        chosen += [t for t in found if t not in chosen]
    return chosen


def bridge_system_fence(source: str) -> str:
    """`rp-bridge-system` fence: keys (comma-separated situation keys of bridge.system, «1nt-*» for a
    group) — each situation as a table «Заявка | Что показывает», straight from the system's data."""
    options = parse_options(source)
    keys = [k.strip() for k in options.get("keys", "").split(",") if k.strip()]
    parts = []
    for table in _system_tables(keys):
        rows = "".join(f"<tr><td>{html.escape(r['call_ru'])}</td><td>{html.escape(r['meaning_ru'])}</td></tr>"
                       for r in table["rules"])
        note = f'<p class="rp-system-note">{html.escape(table["note_ru"])}</p>' if table["note_ru"] else ""
        parts.append(f'<div class="rp-system" data-situation="{html.escape(table["key"])}">'
                     f'<table><caption>{html.escape(table["title_ru"])}</caption>'
                     f"<thead><tr><th>Заявка</th><th>Что показывает</th></tr></thead><tbody>{rows}</tbody></table>"
                     f"{note}</div>")
    return "".join(parts)


def bridge_auction_fence(source: str) -> str:
    """`rp-bridge-auction` fence: auction (calls separated by spaces), dealer — the auction with every
    call explained by bridge.explain."""
    options = parse_options(source)
    calls = options.get("auction", "").split()
    dealer = options.get("dealer", "N")
    explained = call("bridge.explain", {"auction": calls, "dealer": dealer}, "rp-bridge-auction fence")
    rows = "".join(
        f"<tr><td>{_BRIDGE_SEAT_RU[e['seat']]}</td><td>{html.escape(e['call_ru'])}</td>"
        f"<td>{html.escape(e['meaning_ru'])}</td></tr>"
        for e in explained["explanations"]
    )
    return ('<div class="rp-system rp-auction-explained"><table><thead><tr><th>Кто</th><th>Вызов</th>'
            f"<th>Что он значит по системе</th></tr></thead><tbody>{rows}</tbody></table></div>")
