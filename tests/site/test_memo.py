"""The printable памятки (docs/memo/, issue 10 part 5): one per game, linked from its infobox, and
their tables read from rules_py at build time, so a памятка cannot disagree with the engine."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest

from rules_py.bezique.completion import BEZIQUE_POINTS, LAST_TRICK_POINTS
from rules_py.bezique.declarations import bezique_cards
from rules_py.bridge.contract import STRAINS
from rules_py.bridge.scoring import PRESETS as BRIDGE_PRESETS
from rules_py.cards import Card, Suit
from rules_py.canasta.presets import PRESETS as CANASTA_PRESETS
from rules_py.durak.cheshsky.rules import LONE_QUEEN, POINTS, PRESETS as CHESHSKY_PRESETS
from rules_py.king.deals import DEALS, DEFAULT_DEALS
from rules_py.registry import GAMES
from widgets.fences.basics import memo_page
from widgets.fences.memo import TABLES, memo_fence

ROOT = Path(__file__).resolve().parents[2]
Table = list[list[str]]

#: The scoring table(s) each family's памятка must carry, besides the facts.
FAMILY_TABLES = {
    "bridge": {"bridge-tricks", "bridge-premiums", "bridge-rubber", "bridge-undertricks"},
    "durak": {"durak"},
    "canasta": {"canasta-values", "canasta-premiums", "canasta-opening"},
    "king": {"king-deals"},
    "bezique": {"bezique", "bezique-points"},
    "shtoss": set(),
}


class _Tables(HTMLParser):
    """The памятка tables of a built page: {table key: rows of cell texts}, and every link's href."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: dict[str, Table] = {}
        self.links: list[str] = []
        self._key: str | None = None
        self._row: list[str] | None = None
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "a" and found.get("href"):
            self.links.append(str(found["href"]))
        if tag == "div" and "rp-memo-block" in (found.get("class") or ""):
            self._key = str(found["data-table"])
            self.tables[self._key] = []
        elif self._key and tag == "tr":
            self._row = []
        elif self._row is not None and tag in ("td", "th"):
            self._cell = []

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None and self._row is not None:
            self._row.append("".join(self._cell).strip())
            self._cell = None
        elif tag == "tr" and self._row is not None and self._key:
            self.tables[self._key].append(self._row)
            self._row = None
        elif tag == "table":
            self._key = None


def built_page(site: Path, docs_page: str) -> Path:
    return site / docs_page.replace("index.md", "").replace(".md", "/") / "index.html"


def memo_tables(site: Path, game_id: str) -> _Tables:
    parser = _Tables()
    parser.feed(built_page(site, memo_page(game_id)).read_text(encoding="utf-8"))
    return parser


def as_dict(table: Table) -> dict[str, list[str]]:
    """Rows by their first cell (the heading row included)."""
    return {row[0]: row[1:] for row in table}


def test_every_game_has_a_memo_page_listed_in_the_index() -> None:
    index = (ROOT / "docs" / "memo" / "index.md").read_text(encoding="utf-8")
    for game_id in GAMES:
        path = ROOT / "docs" / memo_page(game_id)
        assert path.is_file(), f"no памятка for {game_id}"
        assert f"({memo_page(game_id).removeprefix('memo/')})" in index, f"{game_id} missing from the index"
    assert len(list((ROOT / "docs" / "memo").rglob("*.md"))) == len(GAMES) + 1


def test_every_infobox_links_the_games_memo(built_site: Path) -> None:
    for info in GAMES.values():
        parser = _Tables()
        parser.feed(built_page(built_site, info.page).read_text(encoding="utf-8"))
        here = built_page(built_site, info.page).parent
        targets = {(here / href.split("#")[0]).resolve() for href in parser.links if "://" not in href}
        assert built_page(built_site, memo_page(info.id)).parent.resolve() in targets, info.id


@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_memo_has_its_facts_and_its_familys_scoring_tables(built_site: Path, game_id: str) -> None:
    tables = memo_tables(built_site, game_id).tables
    info = GAMES[game_id]
    assert {"facts", *FAMILY_TABLES[info.family]} <= set(tables), sorted(tables)
    facts = as_dict(tables["facts"])
    assert facts["Сдача"] == [info.cards_dealt_ru] and facts["Цель"] == [info.goal_ru]
    players = str(info.players_min) if info.players_min == info.players_max else f"{info.players_min}–{info.players_max}"
    assert facts["Игроков"] == [players]
    if game_id in CHESHSKY_PRESETS:
        assert "cheshsky-points" in tables


@pytest.mark.parametrize("game_id", sorted(CANASTA_PRESETS))
def test_canasta_memo_numbers_are_the_presets(built_site: Path, game_id: str) -> None:
    rules = CANASTA_PRESETS[game_id]
    tables = memo_tables(built_site, game_id).tables
    values = as_dict(tables["canasta-values"])
    assert values["Джокер"] == [str(rules.value_of(Card.parse("JK")))]
    assert values["Двойка"] == [str(rules.value_of(Card.parse("2S")))]
    assert values["Туз"] == [str(rules.value_of(Card.parse("AS")))]
    king_row = next(v for k, v in values.items() if k.startswith("К, "))
    assert king_row == [str(rules.value_of(Card.parse("KS")))]
    for code, penalty in rules.hand_values:
        assert any(k.startswith("На руках") and v == [f"−{penalty}"] for k, v in values.items()), code
    premiums = as_dict(tables["canasta-premiums"])
    natural, mixed, _ = rules.canasta_words_ru
    assert premiums[natural.capitalize()] == [str(rules.natural_canasta)]
    assert premiums[mixed.capitalize()] == [str(rules.mixed_canasta)]
    assert premiums["Партия до"][0].startswith(str(rules.target))
    if rules.going_out_allowed:
        assert premiums["Окончание (выход)"] == [str(rules.out_premium)]
    opening = as_dict(tables["canasta-opening"])
    if rules.opening.every:
        assert opening[f"За каждые полные {rules.opening.every} очков счёта"] == [f"+{rules.opening.add}"]
        assert [str(rules.opening.steps[0][1])] in opening.values()
    else:
        assert opening["Меньше 0"] == [str(rules.opening.below_zero)]
    for start, value in rules.opening.steps[1:]:
        assert any(k.startswith(f"{start}") and v == [str(value)] for k, v in opening.items()), start


def test_bridge_memo_numbers_are_the_scoring_presets(built_site: Path) -> None:
    preset = BRIDGE_PRESETS["encyclopedia"]
    tables = memo_tables(built_site, "bridge").tables
    tricks = [row[1] for row in tables["bridge-tricks"][1:len(STRAINS) + 1]]
    assert tricks == [str(s.next_trick) if s.first_trick == s.next_trick else
                      f"{s.first_trick} за первую, {s.next_trick} за остальные" for s in STRAINS]
    premiums = as_dict(tables["bridge-premiums"])
    assert premiums["Малый шлем (заказаны и взяты 12 взяток)"] == [f"{preset.small_slam[0]} / {preset.small_slam[1]}"]
    assert premiums["Большой шлем (заказаны и взяты 13 взяток)"] == [f"{preset.grand_slam[0]} / {preset.grand_slam[1]}"]
    assert premiums["Лишняя взятка с контрой"] == ["100 / 200"]
    assert as_dict(tables["bridge-rubber"])["Роббер 2:0 / 2:1"] == ["700 / 500"]
    undertricks = as_dict(tables["bridge-undertricks"])
    for vulnerable, word in ((False, "Перед партией"), (True, "По партии")):
        for doubled, how in enumerate(("без контры", "с контрой", "с реконтрой")):
            first, middle, _ = preset.undertricks[(vulnerable, doubled)]
            assert undertricks[f"{word}, {how}"] == [str(first), str(middle)]


def test_king_bezique_and_cheshsky_memo_numbers_come_from_the_engine(built_site: Path) -> None:
    deals = memo_tables(built_site, "king").tables["king-deals"][1:]
    assert [row[0] for row in deals] == [f"{n}. {DEALS[d].name_ru}" for n, d in enumerate(DEFAULT_DEALS, start=1)]
    totals = [int(row[2].replace("−", "-")) for row in deals]
    assert totals == [DEALS[d].total() for d in DEFAULT_DEALS] and sum(totals) == 0
    bezique = as_dict(memo_tables(built_site, "bezique").tables["bezique"])
    assert bezique["Червы"] == [" + ".join(c.name_ru for c in bezique_cards(Suit.HEARTS))]
    points = as_dict(memo_tables(built_site, "bezique").tables["bezique-points"])
    assert points["Двойной безик"] == [str(BEZIQUE_POINTS[2])] and points["Последняя взятка"] == [str(LAST_TRICK_POINTS)]
    for game_id in CHESHSKY_PRESETS:
        points = as_dict(memo_tables(built_site, game_id).tables["cheshsky-points"])
        assert [points[name][0] for name in ("Шестёрка", "Валет", "Дама", "Король", "Туз")] == [
            str(POINTS[c]) for c in ("6", "J", "Q", "K", "A")]
        assert points["Дама — последняя карта на руке"] == [str(LONE_QUEEN)]
        assert str(CHESHSKY_PRESETS[game_id].target) in points["Конец партии"][0]


def test_memo_fence_refuses_what_it_cannot_render() -> None:
    with pytest.raises(ValueError, match="unknown game"):
        memo_fence("game: durak.nope\ntable: facts")
    with pytest.raises(ValueError, match="unknown table"):
        memo_fence("game: king\ntable: scores")
    with pytest.raises(ValueError, match="for the canasta family"):
        memo_fence("game: king\ntable: canasta-values")
    assert set(FAMILY_TABLES["bridge"]) <= set(TABLES)
