"""A canasta hint never gives a false reason: what it says the rules forbid, the rules do forbid, in
the rules' own words, and what it compares a card with exists.

Over positions of every preset (random legal moves and the bot's, through the JSON protocol), every
hint is checked against the engine's answers to the moves it speaks of:

- a hint to draw that says why the pile cannot be taken: every way to take it that a player might try
  (natural cards of the top card's rank with up to two wild cards, the top card onto his meld) is
  refused, the refusal the hint gives is one of the engine's, and none of them is a legal move;
- a hint to discard the last card says it ends the game and names no other card; one that says no
  other card may go names the engine's refusal of another card; one that compares the card with
  others («другие карты», «остальные») has another legal discard;
- «заморожен» only when the pile is frozen for the player it is said of, «пока на столе нет ни одного
  сочетания» only when the table is empty.
"""

from __future__ import annotations

import random
import sys
from itertools import product
from typing import Any

import pytest

from rules_py.registry import GAMES
from teaching_games import call, ok, players_of

GAMES_ = sorted(g for g in GAMES if g.startswith("canasta."))
SEEDS = (3,) if sys.platform == "emscripten" else (3, 11)
STEPS = 25 if sys.platform == "emscripten" else 70
DRAW = "Возьмите карту из прикупа"


def _wild(code: str) -> bool:
    return code == "JK" or code[0] == "2"


def _rank(code: str) -> str:
    return code if code == "JK" else code[:-1]


def pile_attempts(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Every way to take the pile a player might try with this hand."""
    top = view["pile_top"]
    naturals = [c for c in view["hand"] if not _wild(c) and _rank(c) == _rank(top)]
    wilds = [c for c in view["hand"] if _wild(c)]
    attempts = [{"type": "take_pile", "meld": naturals[:k] + wilds[:w]}
                for k, w in product(range(min(3, len(naturals)) + 1), range(min(2, len(wilds)) + 1))]
    side = view["side"]
    for index, meld in enumerate(view["melds"][side]):
        if any(not _wild(c) and _rank(c) == _rank(top) for c in meld["cards"]):
            attempts += [{"type": "take_pile", "meld": [], "onto": index},
                         {"type": "take_pile", "meld": naturals[:2], "onto": index}]
    return attempts


def refusal(game: str, state: dict[str, Any], move: dict[str, Any]) -> str | None:
    """The engine's refusal of a move (None: it is legal)."""
    answer = call("game.play", {"game": game, "state": state, "move": move})
    return None if answer["ok"] else str(answer["error"]["message"])


def check_draw(game: str, now: dict[str, Any], reason: str) -> None:
    view = now["view"]
    said = reason.removeprefix(DRAW)
    if view["pile_top"] is None or said.startswith(": пакет слишком мал") or said.startswith(": брать пакет"):
        return
    assert said.startswith(". "), reason
    refusals = [refusal(game, now["state"], m) for m in pile_attempts(view)]
    assert None not in refusals, (reason, "a way to take the pile is legal")
    assert not any(m["type"] == "take_pile" for m in now["legal"]), reason
    assert said[2:] in refusals, (reason, refusals)


def check_discard(game: str, now: dict[str, Any], card: str, reason: str) -> None:
    hand = now["view"]["hand"]
    others = sorted(set(hand) - {card})
    if len(hand) == 1:
        assert "последняя карта" in reason and "друг" not in reason and "остальн" not in reason, reason
        return
    refused = {c: refusal(game, now["state"], {"type": "discard", "card": c}) for c in others}
    if "другую карту сбросить нельзя" in reason:
        assert all(refused.values()), (reason, refused)
        assert reason.split("нельзя. ", 1)[1] in refused.values(), (reason, refused)
    if "другие карты" in reason or "остальные" in reason or "ничего, кроме" in reason:
        assert any(r is None for r in refused.values()) or "ничего, кроме" in reason, (reason, refused)


def check_words(game: str, now: dict[str, Any], move: dict[str, Any], reason: str) -> None:
    view = now["view"]
    if "пока на столе нет ни одного сочетания" in reason:
        assert not any(side for side in view["melds"]), reason
    if "пакет для следующего игрока заморожен" in reason:
        after = ok("game.play", {"game": game, "state": now["state"], "move": move})
        following = (view["seat"] + 1) % view["players"]
        seen = ok("game.view", {"game": game, "state": after["state"], "seat": following})["view"]
        assert seen["pile_frozen"], reason
    elif "заморожен" in reason and move["type"] == "draw":
        assert view["pile_frozen"], reason


@pytest.mark.parametrize("game", GAMES_)
def test_every_hint_reason_agrees_with_the_rules(game: str) -> None:
    checked = 0
    for seed in SEEDS:
        rng = random.Random(seed)
        players = players_of(game, seed)
        now = ok("game.new", {"game": game, "players": players, "seed": seed, "options": {"match": False}})
        for _ in range(STEPS):
            if now["over"]:
                break
            hint = ok("game.hint", {"game": game, "state": now["state"]})
            seat_view = ok("game.view", {"game": game, "state": now["state"], "seat": now["to_move"]})["view"]
            current = {**now, "view": seat_view}
            move, reason = hint["move"], hint["reason_ru"]
            if move["type"] == "draw":
                check_draw(game, current, reason)
            elif move["type"] == "discard":
                check_discard(game, current, move["card"], reason)
            check_words(game, current, move, reason)
            checked += 1
            pick = move if rng.random() < 0.6 else rng.choice(now["legal"])
            now = ok("game.play", {"game": game, "state": now["state"], "move": pick})
    assert checked >= 10


def test_the_issue_position_is_told_the_closed_table_not_a_missing_pair() -> None:
    """8♠ 8♥ in hand, 8♦ on top and an empty table: the hint used to say the pile was frozen and that
    the reader had no natural pair."""
    from rules_py.canasta.engine import build_state

    others = [["4C", "5D", "6S", "7H", "9C", "10D", "JS"]] * 3
    state = build_state("canasta.classic", [["8S", "8H", "KC", "QD", "5C", "6D", "9H"]] + others, pile=["4H", "8D"])
    hint = ok("game.hint", {"game": "canasta.classic", "state": state})
    assert hint["move"] == {"type": "draw"}
    assert "нет ни одного сочетания" in hint["reason_ru"] and "пары" not in hint["reason_ru"]
