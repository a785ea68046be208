"""The one plural helper (rules_py.words) and the messages that use it in every game."""

from __future__ import annotations

import inspect
import json
from typing import Any

import pytest

import rules_py.bridge.scoring
import rules_py.canasta.words
import rules_py.durak.words
import rules_py.words
from rules_py.api import handle
from rules_py.words import CARDS_RU, count_ru, plural_ru


@pytest.mark.parametrize(("n", "word"), [
    (0, "карт"), (1, "карта"), (2, "карты"), (4, "карты"), (5, "карт"), (11, "карт"), (12, "карт"),
    (14, "карт"), (20, "карт"), (21, "карта"), (22, "карты"), (25, "карт"), (101, "карта"), (111, "карт"),
    (112, "карт"), (122, "карты"), (1000, "карт"), (-1, "карта"), (-3, "карты"),
])
def test_plural_forms(n: int, word: str) -> None:
    assert plural_ru(n, CARDS_RU) == word
    assert count_ru(n, CARDS_RU) == f"{n} {word}"


def test_every_game_uses_the_same_helper() -> None:
    # The copies that were in canasta, bridge and durak are gone: each module takes rules_py.words'.
    assert rules_py.canasta.words.plural_ru is plural_ru
    assert not hasattr(rules_py.bridge.scoring, "plural")
    assert "agree(" in inspect.getsource(rules_py.durak.words.cards_word)
    assert rules_py.durak.words.agree is rules_py.words.agree  # durak's words are the shared ones
    assert [rules_py.durak.words.cards_word(n) for n in (1, 3, 7, 21)] == ["карта", "карты", "карт", "карта"]


def _error(method: str, params: dict[str, Any]) -> str:
    answer = json.loads(handle(json.dumps({"method": method, "params": params})))
    assert not answer["ok"], answer
    return str(answer["error"]["message"])


def test_no_message_hedges_its_plural_with_brackets() -> None:
    short = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT9876543"
    message = _error("bridge.pbn", {"pbn": short})
    assert "12 карт," in message and "(ы)" not in message
    message = _error("bezique.declarations", {"hand": ["AS"] * 9, "trump": "H", "deck": "bezique8"})
    assert "(ы)" not in message and "8 карт" in message
