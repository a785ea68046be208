"""«Подсказка» through the protocol: for every game with hints, in random positions, the hinted move
is legal and accepted, it is the bot's own choice, it comes with a Russian reason, and it does not
depend on cards the player to move cannot see."""

from __future__ import annotations

import copy
import random
import re
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from rules_py.durak.setup import from_hands
from rules_py.games import engine_for
from teaching_games import call, ok, players_of, walk, with_hints

HINTED = with_hints()
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def test_every_game_playable_today_gives_hints() -> None:
    expected = {"king", "bezique", "shtoss"} | {g for g in HINTED if g.startswith(("durak.", "canasta."))}
    assert expected <= set(HINTED)
    assert sum(g.startswith("durak.") for g in HINTED) >= 10 and sum(g.startswith("canasta.") for g in HINTED) == 9


@pytest.mark.parametrize("game", HINTED)
@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 40), pick=st.integers(0, 5), chooser=st.integers(0, 10**6))
def test_the_hint_is_a_legal_move_that_play_accepts(game: str, seed: int, steps: int, pick: int, chooser: int) -> None:
    answers, _ = walk(game, players_of(game, pick), seed, steps, chooser)
    now = answers[-1]
    if now["over"]:
        refused = call("game.hint", {"game": game, "state": now["state"]})
        assert not refused["ok"] and refused["error"]["code"] == "illegal_move"
        return
    hint = ok("game.hint", {"game": game, "state": now["state"]})
    assert hint["move"] in now["legal"]
    assert CYRILLIC.search(hint["reason_ru"]) and hint["reason_ru"].endswith(".")
    assert hint["move_ru"]
    assert all(isinstance(n, str) and n for n in hint.get("notes_ru", []))
    after = ok("game.play", {"game": game, "state": now["state"], "move": hint["move"]})
    assert after["state"] != now["state"]
    # The hint is what the bot plays: one chooser, which can say why.
    assert ok("game.bot", {"game": game, "state": now["state"]})["move"] == hint["move"]


# -- hidden cards do not change the hint -------------------------------------------------------


def _reshuffle(cards: list[str], rng: random.Random) -> list[str]:
    cards = list(cards)
    rng.shuffle(cards)
    return cards


def _deal_out(state: dict[str, Any], seats: list[int], extra: list[str], rng: random.Random) -> list[str]:
    """Pool the hands of `seats` with `extra`, shuffle, and hand the same numbers of cards back."""
    pool = _reshuffle([c for s in seats for c in state["hands"][s]] + extra, rng)
    for seat in seats:
        size = len(state["hands"][seat])
        state["hands"][seat], pool = pool[:size], pool[size:]
    return pool


def hide_shuffle(game: str, state: dict[str, Any], seat: int, rng: random.Random) -> dict[str, Any]:
    """The same position as `seat` sees it, with the cards he cannot see dealt differently."""
    s = copy.deepcopy(state)
    others = [p for p in range(len(s["hands"])) if p != seat]
    if game.startswith("durak."):
        # The open trump cards lie face up under the stock: they stay where they are.
        shown = {s["trump_card"], *(s["player_trump_cards"] or [])}
        keep = 0
        while keep < len(s["stock"]) and s["stock"][-1 - keep] in shown:
            keep += 1
        top, bottom = s["stock"][: len(s["stock"]) - keep], s["stock"][len(s["stock"]) - keep :]
        s["stock"] = _deal_out(s, others, top, rng) + bottom
    elif game.startswith("canasta."):
        s["stock"] = _deal_out(s, others, s["stock"], rng)
    elif game == "bezique":
        # Declared cards lie face up yet stay in their owner's hand: only the rest is unseen.
        for p in others:
            for code in s["shown"][p]:
                s["hands"][p].remove(code)
        s["stock"] = _deal_out(s, others, s["stock"][:-1], rng) + s["stock"][-1:]
        for p in others:
            s["hands"][p] += s["shown"][p]
    elif game == "king":
        _deal_out(s, others, [], rng)
    return s


@pytest.mark.parametrize("game", ["durak.podkidnoy", "durak.perevodnoy", "durak.dvukhkozyrny", "king", "bezique",
                                  "canasta.classic", "canasta.cuban"])
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 40), chooser=st.integers(0, 10**6))
@example(seed=10**6, steps=19, chooser=2048)  # bezique: a declared card stays in the opponent's hand
def test_a_hint_uses_only_what_the_player_to_move_can_see(game: str, seed: int, steps: int, chooser: int) -> None:
    answers, _ = walk(game, players_of(game, seed), seed, steps, chooser)
    now = answers[-1]
    if now["over"]:
        return
    seat = now["to_move"]
    hint = ok("game.hint", {"game": game, "state": now["state"]})
    other = hide_shuffle(game, now["state"], seat, random.Random(chooser))
    assert ok("game.view", {"game": game, "state": other, "seat": seat})["view"] == \
        ok("game.view", {"game": game, "state": now["state"], "seat": seat})["view"]
    assert ok("game.hint", {"game": game, "state": other, "seat": seat}) == hint


# -- what the reasons say ------------------------------------------------------------------------


def test_durak_beat_with_the_lowest_trump_says_so() -> None:
    state = from_hands("durak.podkidnoy", [["KC", "9H", "QH", "7D"], ["8S", "KD", "AD"]], trump_suit="H",
                       table=[("8S", None)], attacker=1, defender=0,
                       stock=["6C", "7C", "8C", "9C", "10C", "JC", "QC", "AH"])
    hint = engine_for("durak.podkidnoy").hint(state)  # type: ignore[attr-defined]
    assert hint["move"] == {"type": "beat", "attack": "8S", "card": "9H"}
    assert hint["reason_ru"].startswith("Бейте восьмёрку пик девяткой червей: ")
    assert "самый младший козырь из тех, что её кроют" in hint["reason_ru"]


def test_durak_a_defender_with_nothing_to_beat_is_told_to_take() -> None:
    state = from_hands("durak.podkidnoy", [["6C", "7D"], ["AS", "KD", "AD"]], trump_suit="H",
                       table=[("AS", None)], attacker=1, defender=0, stock=["6S"])
    hint = ok("game.hint", {"game": "durak.podkidnoy", "state": state})
    # The hint speaks to the reader («возьмите»), not of him («Игрок 1 берёт карты»).
    assert hint == {"move": {"type": "take"}, "move_ru": "Возьмите карты.",
                    "reason_ru": "Отбиться нечем: остаётся взять карты."}


def test_durak_the_lead_is_the_lowest_plain_card() -> None:
    state = from_hands("durak.podkidnoy", [["6H", "7S", "QD", "AC"], ["8S", "KD", "AD"]], trump_suit="H",
                       stock=["6S", "9S"])
    hint = ok("game.hint", {"game": "durak.podkidnoy", "state": state})
    assert hint["move"] == {"type": "attack", "cards": ["7S"]}
    assert hint["reason_ru"].startswith("Заходите 7♠ — это ваша самая младшая некозырная карта")


def test_king_names_the_deal_and_the_cost_of_a_discard() -> None:
    engine = engine_for("king")
    state = engine.new_game("king", 4, 11, {"deals": ["no_girls"]})
    for _ in range(40):
        hint = engine.hint(state)  # type: ignore[attr-defined]
        if hint["reason_ru"].startswith("Сбросьте"):
            assert "«Не брать девочек»" in hint["reason_ru"] and "стоит −4" in hint["reason_ru"]
            break
        state = engine.play(state, hint["move"])
    else:
        pytest.fail("no discard of a queen in 40 moves")


def test_king_trump_choice_is_explained() -> None:
    answer = ok("game.new", {"game": "king", "seed": 5, "options": {"deals": ["tricks"], "positive_trumps": True}})
    hint = ok("game.hint", {"game": "king", "state": answer["state"]})
    assert hint["move"]["type"] == "trump"
    assert hint["reason_ru"].startswith(("Назначьте козырем", "Играйте без козыря"))


def test_canasta_hints_carry_the_teaching_notes() -> None:
    answer = ok("game.new", {"game": "canasta.classic", "players": 4, "seed": 3})
    hint = ok("game.hint", {"game": "canasta.classic", "state": answer["state"]})
    assert hint["move"] in answer["legal"]
    notes = hint["notes_ru"]
    assert any("первая выкладка должна стоить не меньше 50 очков" in n for n in notes)
    assert any(n.startswith("В пакете") for n in notes)


def test_shtoss_hint_gives_the_odds() -> None:
    answer = ok("game.new", {"game": "shtoss", "players": 2, "seed": 1, "options": {"cards": 36}})
    hint = ok("game.hint", {"game": "shtoss", "state": answer["state"]})
    assert hint["move"]["type"] == "stake" and hint["move"]["stake"] == 10
    assert "47,1 %" in hint["reason_ru"]


def test_a_hint_for_a_finished_game_or_a_damaged_state_is_refused_in_russian() -> None:
    answers, _ = walk("durak.podkidnoy", 2, 4, 500, 1)
    assert answers[-1]["over"]
    over = call("game.hint", {"game": "durak.podkidnoy", "state": answers[-1]["state"]})
    assert over["error"]["code"] == "illegal_move" and "окончена" in over["error"]["message"]
    broken = call("game.hint", {"game": "durak.podkidnoy", "state": {"hands": []}})
    assert broken["error"]["code"] == "bad_request" and CYRILLIC.search(broken["error"]["message"])
