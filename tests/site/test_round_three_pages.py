"""Page text from the third line-by-line reading (issue 28): canasta and durak.

Each test reads the Markdown sources (no build needed) and checks that a statement the reading found
wrong is gone and the corrected one is there, and where a page states a number the engine plays,
that the two agree.
"""

from __future__ import annotations

from pathlib import Path

from rules_py.registry import GAMES

DOCS = Path(__file__).resolve().parents[2] / "docs"


def page(name: str) -> str:
    return " ".join((DOCS / name).read_text(encoding="utf-8").split())


def test_durak_players_with_two_packs_agree_on_both_pages_and_in_the_engine() -> None:
    assert GAMES["durak.bolshoy"].players_max == 12
    assert all(info.players_max <= 6 for game, info in GAMES.items() if game.startswith("durak.") and game != "durak.bolshoy")
    bolshoy, index = page("durak/bolshoy.md"), page("durak/index.md")
    assert "От двух до двенадцати игроков" in bolshoy
    assert "от двух до двенадцати" in index
    assert "по-прежнему от двух до шести" not in index and "даёт не больше игроков" not in index


def _entry(text: str, word: str) -> str:
    """One glossary entry, from its bold word to the next entry."""
    start = text.index(f"**{word}**")
    end = text.find(" - ", start)
    return text[start:end if end > 0 else None]


def test_glossary_take_and_trump_name_the_variants_that_differ() -> None:
    from rules_py.families import load_all_families
    from rules_py.games import ENGINES

    load_all_families()

    glossary = page("glossary.md")
    take = _entry(glossary, "Взять")
    stems = {"prostoy": "прост", "dorozhny": "дорожн", "kitaysky": "китайск", "krestovy": "крестов"}
    only_when_nothing = set()
    for game in GAMES:
        engine = ENGINES.get(game) or ENGINES.get("durak.")
        if game.startswith("durak.") and hasattr(engine, "settings"):
            rules = engine.settings(game)[0]  # type: ignore[union-attr]
            if getattr(rules, "voluntary_take", True) is False:
                only_when_nothing.add(game.removeprefix("durak."))
    assert only_when_nothing == set(stems)
    assert all(stem in take for stem in stems.values())
    assert "по умолчанию сайт разрешает брать и по желанию" not in take
    trump = _entry(glossary, "Козырь")
    assert all(word in trump for word in ("японском", "китайском", "крестовом"))


def test_krestovy_says_play_otherwise_follows_ordinary_durak_and_where_the_chain_departs() -> None:
    text = page("durak/krestovy.md")
    assert "в остальном игра идёт как обычный дурак" in text
    assert "с описанием розыгрыша не сходятся" in text


def test_cuban_says_the_first_player_has_no_up_card_by_default_and_names_the_option() -> None:
    from rules_py.canasta.presets import PRESETS

    assert not PRESETS["canasta.cuban"].first_player_upcard and "first_player_upcard" in PRESETS["canasta.cuban"].options_allowed
    text = page("canasta/cuban.md")
    assert "Открытая карта первому игроку не положена" in text
    assert '"option": "first_player_upcard", "label": "Право первого игрока"' in text
    assert "настройкой «право первого игрока»" in text


def test_three_players_and_fifteen_cards_state_the_four_player_pile_once() -> None:
    from rules_py.canasta.presets import PRESETS

    for game in ("canasta.three", "canasta.fifteen"):
        for name in ("pile_while_table_empty", "pile_with_one_natural_and_wild", "pile_onto_meld"):
            assert getattr(PRESETS[game], name) == getattr(PRESETS["canasta.classic"], name), (game, name)
    three, fifteen = page("canasta/three.md"), page("canasta/fifteen.md")
    assert "**Пакет** — как в игре вчетвером" in three and "**Пакет** — как в игре вчетвером" in fifteen
    for text in (three, fifteen):
        assert text.count("пакет не берёт никто") + text.count("его не берёт никто") == 1
        assert "Открыться можно и покупкой пакета" not in text and "наше прочтение Менделева" not in text


def test_russian_red_three_remark_is_restated_as_the_book_has_it() -> None:
    # 003: a red three may also be discarded, a rule «some circles do not recognise» — not «some allow it».
    from rules_py.canasta.presets import PRESETS

    text = page("canasta/russian.md")
    assert "В некоторых компаниях красную тройку разрешают" not in text
    assert "в некоторых компаниях такого правила не признают" in text
    assert "«в некоторых компаниях» этого правила не признают" in page("contradictions.md")
    notes = " ".join(PRESETS["canasta.russian"].notes_ru)
    assert "в некоторых компаниях этого правила не признают" in notes and "red_three_discard" not in notes
