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
