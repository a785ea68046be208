"""The durak walk-throughs against the engine: the moves and what the commentary says of the cards.

Every durak page walks through a deal: numbered moves in bold, as the engine says them, each with a
line of commentary. The moves are checked in tests/browser/test_durak_pages.py; here the game is
played again through the JSON protocol (the site's bot at every seat), each numbered move is found
in it, and the commentary's plain facts about cards are checked against the position:

- «Бубен у него нет», «ни восьмёрок, ни десяток у него нет», «бубны старше девятки у Игрока 3 нет»,
  «треф старше валета и козырей у него нет»: the hand, before the move, holds none of them («него»
  is the player who makes the move; a claim with «кроме» or «других» is not read);
- «у Игрока 1 ещё четыре карты» (after the move), «у Игрока 1 оставалась одна карта» (before it);
- «шесть карт уходят в отбой», «восемь карт — в отбой»: the discard grows by that many.

A sentence the reader cannot check against the deal is what this catches: «у Игрока 1 ещё четыре
карты» when he had two, «бубен у него нет» when he held the seven of diamonds.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from rules_py.api import handle
from rules_py.registry import GAMES
from widgets.fences.basics import parse_options

DOCS = Path(__file__).resolve().parents[2] / "docs"
DEAL = re.compile(r"^```rp-deal[ \t]*\n(.*?)^```", re.M | re.S)
STEP = re.compile(r"^(\d+)\. \*\*(.+?)\*\*(.*?)(?=^\d+\. |^\S|\Z)", re.M | re.S)

NUMBERS = {"одна": 1, "один": 1, "одну": 1, "две": 2, "два": 2, "три": 3, "четыре": 4, "пять": 5, "шесть": 6,
           "семь": 7, "восемь": 8, "девять": 9, "десять": 10, "одиннадцать": 11, "двенадцать": 12}
SUITS = {"пик": "S", "червей": "H", "бубен": "D", "треф": "C", "пики": "S", "червы": "H", "бубны": "D", "трефы": "C"}
#: Ranks in the genitive: plural («шестёрок») for «нет шестёрок», singular («девятки») after «старше».
RANKS_PLURAL = {"двоек": 2, "троек": 3, "четвёрок": 4, "пятёрок": 5, "шестёрок": 6, "семёрок": 7, "восьмёрок": 8,
                "девяток": 9, "десяток": 10, "валетов": 11, "дам": 12, "королей": 13, "тузов": 14}
RANKS_SINGULAR = {"шестёрки": 6, "семёрки": 7, "восьмёрки": 8, "девятки": 9, "десятки": 10, "валета": 11,
                  "дамы": 12, "короля": 13, "туза": 14}
RANK_OF = {"J": 11, "Q": 12, "K": 13, "A": 14}
WHO = r"у (?:него|Игрока (\d+))"


def rank(card: str) -> int:
    code = card[:-1]
    return RANK_OF.get(code, 10 if code == "T" else int(code) if code.isdigit() else 0)


@dataclass
class Step:
    number: int
    said: str
    comment: str
    before: dict[str, Any]
    after: dict[str, Any]

    def seat(self, named: str | None) -> int:
        return int(named) - 1 if named else int(self.before["to_move"])


def _call(method: str, **params: Any) -> dict[str, Any]:
    answer = json.loads(handle(json.dumps({"method": method, "params": params})))
    assert answer["ok"], answer
    result: dict[str, Any] = answer["result"]
    return result


def walk_throughs() -> list[str]:
    return sorted(g for g, info in GAMES.items() if g.startswith("durak.") and "```rp-deal" in (DOCS / info.page).read_text(encoding="utf-8")
                  and STEP.search((DOCS / info.page).read_text(encoding="utf-8")))


def steps_of(game: str) -> list[Step]:
    """The page's numbered moves, each with the answers before and after it in a bot game."""
    text = (DOCS / GAMES[game].page).read_text(encoding="utf-8")
    deal = parse_options(DEAL.search(text).group(1))  # type: ignore[union-attr]
    section = text[text.index("```rp-deal"):]
    section = section[: section.index("## Сыграйте")] if "## Сыграйте" in section else section
    answers = [_call("game.new", game=game, players=int(deal["players"]), seed=int(deal["seed"]))]
    while not answers[-1]["over"] and len(answers) < 3000:
        answers.append(_call("game.bot", game=game, state=answers[-1]["state"]))
    said = [a["move_ru"] for a in answers[1:]]
    found: list[Step] = []
    at = 0
    # The numbered moves come in blocks: a paragraph between two lists marks moves left out. The first
    # block starts with the first move; within a block the moves follow one another.
    for chunk in re.split(r"\n\n(?=[^\d\s])", section):
        for index, match in enumerate(STEP.finditer(chunk)):
            line = " ".join(match.group(2).split())
            if index == 0 and found:
                assert line in said[at:], f"{game}, step {match.group(1)}: the engine does not play «{line}» later"
                at = said.index(line, at)
            assert at < len(said) and said[at] == line, (
                f"{game}, step {match.group(1)}: the page says «{line}», the engine «{said[at] if at < len(said) else ''}»")
            found.append(Step(int(match.group(1)), line, " ".join(match.group(3).split()), answers[at], answers[at + 1]))
            at += 1
    return found


def _hand(answer: dict[str, Any], seat: int) -> list[str]:
    return list(answer["state"]["hands"][seat])


def _trump(answer: dict[str, Any], seat: int) -> str | None:
    state = answer["state"]
    if state.get("player_trumps"):
        return str(state["player_trumps"][seat])
    return state.get("trump_suit") or (state.get("beating") or {}).get("trump")


def _discard(answer: dict[str, Any]) -> int:
    pile = answer["state"].get("discard", [])
    return len(pile) if isinstance(pile, list) else int(pile)


def _none_held(items: str, hand: list[str], trump: str | None) -> list[str] | None:
    """The cards of `hand` that the items («пик», «бубны старше девятки», «шестёрок и валетов»,
    «козырей») say he lacks; None when an item is not one this test reads."""
    held: list[str] = []
    for item in re.split(r",? и |, |\bни\b", items):
        words = item.strip(" ,").split()
        if not words:
            continue
        if words[0] in SUITS and len(words) == 3 and words[1] == "старше" and words[2] in RANKS_SINGULAR:
            suit, low = SUITS[words[0]], RANKS_SINGULAR[words[2]]
            held += [c for c in hand if c[-1] == suit and rank(c) > low]
        elif len(words) == 1 and words[0] in SUITS:
            held += [c for c in hand if c[-1] == SUITS[words[0]]]
        elif len(words) == 1 and words[0] in RANKS_PLURAL:
            held += [c for c in hand if rank(c) == RANKS_PLURAL[words[0]]]
        elif words == ["козырей"] and trump:
            held += [c for c in hand if c[-1] == trump]
        else:
            return None
    return held


def check(step: Step) -> list[str]:
    """What the step's commentary gets wrong (empty when every fact this test can read holds)."""
    wrong: list[str] = []
    comment = step.comment
    for sentence in re.split(r"(?<=[.;:—])\s+", comment):
        if "кроме" in sentence or "других" in sentence.lower():
            continue
        for match in re.finditer(rf"(?:^|[.;:—]\s*)((?:ни )?[а-яё ,]+?) {WHO} (?:больше )?нет", sentence, re.I):
            items, named = match.group(1), match.group(2)
            seat = step.seat(named)
            held = _none_held(items.lower(), _hand(step.before, seat), _trump(step.before, seat))
            if held:
                wrong.append(f"«{match.group(0).strip(' .;:—')}», but the hand holds {held}")
        for match in re.finditer(rf"{WHO} ([а-яё ]+?) нет", sentence):
            named, items = match.group(1), match.group(2)
            seat = step.seat(named)
            held = _none_held(items, _hand(step.before, seat), _trump(step.before, seat))
            if held:
                wrong.append(f"«{match.group(0)}», but the hand holds {held}")
        for match in re.finditer(rf"{WHO} (ещё|остаётся|осталось|оставалась|оставалось) (\w+) карт\w*", sentence):
            named, when, number = match.group(1), match.group(2), match.group(3)
            count = NUMBERS.get(number, int(number) if number.isdigit() else None)
            answer = step.before if when.startswith("оставал") else step.after
            have = len(_hand(answer, step.seat(named)))
            if count is not None and count != have:
                wrong.append(f"«{match.group(0)}», but he has {have}")
        for match in re.finditer(r"(\w+) карт\w* (?:уход\w+ )?(?:— )?в отбой", sentence):
            count = NUMBERS.get(match.group(1).lower())
            gone = _discard(step.after) - _discard(step.before)
            if count is not None and count != gone:
                wrong.append(f"«{match.group(0)}», but {gone} went to the discard")
    return wrong


def test_the_checker_reads_the_claims_it_names() -> None:
    state = {"hands": [["7D", "9H", "JS", "QS"], ["6C"]], "trump_suit": "H", "discard": []}
    before = {"to_move": 0, "state": state}
    after = {"to_move": 1, "state": {**state, "discard": ["6S", "7S"]}}
    wrong = check(Step(4, "…", "Бубен у него нет, он кроет козырем. Две карты уходят в отбой.", before, after))
    assert wrong == ["«Бубен у него нет», but the hand holds ['7D']"]
    assert check(Step(4, "…", "Бубны старше восьмёрки у него нет, и пик старше дамы тоже.", before, after)) == []
    assert check(Step(8, "…", "У Игрока 1 ещё четыре карты.", before, after)) == []
    assert check(Step(8, "…", "Проверять рискованно: у Игрока 2 ещё четыре карты.", before, after)) == \
        ["«у Игрока 2 ещё четыре карты», but he has 1"]
    assert check(Step(8, "…", "Ни пик, ни семёрок у него нет.", before, after)) == \
        ["«Ни пик, ни семёрок у него нет», but the hand holds ['JS', 'QS', '7D']"]
    assert check(Step(8, "…", "Шесть карт уходят в отбой.", before, after)) == \
        ["«Шесть карт уходят в отбой», but 2 went to the discard"]


@pytest.mark.parametrize("game", walk_throughs())
def test_the_commentary_of_a_walk_through_is_true_of_the_deal(game: str) -> None:
    steps = steps_of(game)
    assert steps, game
    wrong = [f"step {s.number}: {w}" for s in steps for w in check(s)]
    assert not wrong, f"{GAMES[game].page}: " + "; ".join(wrong)
