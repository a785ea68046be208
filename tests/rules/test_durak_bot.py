"""Durak bots: they finish games, play only legal moves, see only their view, and play sensibly."""

from __future__ import annotations

from typing import Any

import pytest

from rules_py.durak import ENGINE, PRESETS, from_hands
from rules_py.durak.bot import choose
from rules_py.registry import GAMES
from rules_py.rng import SeededRandom

State = dict[str, Any]
STOCK = "6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D 10D JD QD KD AD 6H 7H"


@pytest.mark.parametrize("game", sorted(PRESETS))
def test_bot_games_finish_with_legal_moves(game: str) -> None:
    most = GAMES[game].players_max
    for players in sorted({*range(2, min(most, 6) + 1), most}):  # большой: 2..6 and its twelve
        state = ENGINE.new_game(game, players, 100 + players, {})
        for _ in range(3000):
            if ENGINE.result(state) is not None:
                break
            move = ENGINE.bot_move(state)
            assert move in ENGINE.legal_moves(state)
            state = ENGINE.play(state, move)
        assert ENGINE.result(state) is not None, (game, players)


def test_the_bot_sees_only_its_view() -> None:
    a = from_hands("durak.podkidnoy", ["6S 9H KD", "7S 8C QH", "10D JC AS"], trump_card="AH", stock=STOCK)
    b = from_hands("durak.podkidnoy", ["6S 9H KD", "7D 6C 6H", "9C 10C JH"], trump_card="AH", stock=STOCK)
    assert ENGINE.bot_move(a) == ENGINE.bot_move(b) == choose(ENGINE.view(a, 0))


def _defending(hand: str, attack: str, stock: str = STOCK, game: str = "durak.podkidnoy") -> dict[str, Any]:
    s = from_hands(game, ["8C 9D", hand], trump_card="AH", stock=stock, table=[(attack, None)])
    return ENGINE.bot_move(s)


def test_the_bot_beats_with_the_cheapest_card() -> None:
    assert _defending("9S KS AS 7H", "8S") == {"type": "beat", "attack": "8S", "card": "9S"}


def test_the_bot_keeps_trumps_when_a_plain_card_beats() -> None:
    assert _defending("7H AS 6C", "8S") == {"type": "beat", "attack": "8S", "card": "AS"}


def test_the_bot_takes_rather_than_spend_a_high_trump_early() -> None:
    assert _defending("KH 6C 7D", "10S") == {"type": "take"}
    assert _defending("KH 6C 7D", "10S", stock="") == {"type": "beat", "attack": "10S", "card": "KH"}


def test_the_bot_passes_on_when_it_is_cheap() -> None:
    assert _defending("6C 9H 10D", "6S", game="durak.perevodnoy") == {"type": "transfer", "card": "6C"}


def test_the_bot_leads_its_lowest_plain_rank() -> None:
    s = from_hands("durak.podkidnoy", ["6H 8S 8C QD", "7S 8D QH"], trump_card="AH", stock=STOCK)
    assert sorted(ENGINE.bot_move(s)["cards"]) == ["8C", "8S"]


def test_the_bot_throws_low_cards_and_suits_the_defender_lacks() -> None:
    s = from_hands("durak.podkidnoy", ["9C 6D AS", "7S 8D QH"], trump_card="AH", stock=STOCK,
                   table=[("6S", "9S")], phase="throw")
    assert ENGINE.bot_move(s) == {"type": "throw", "cards": ["6D"]}
    lacking = from_hands("durak.podkidnoy", ["6C 7S", "8D QH 9D"], trump_card="AH", stock=STOCK,
                         table=[("6S", "7H")], phase="throw")
    assert ENGINE.bot_move(lacking) == {"type": "throw", "cards": ["7S"]}  # he had to trump a spade
    high = from_hands("durak.podkidnoy", ["KS 6C", "8D QH 9D"], trump_card="AH", stock=STOCK,
                      table=[("KD", "AD")], phase="throw")
    assert ENGINE.bot_move(high) == {"type": "done"}  # keeps the king while the stock is big


def test_the_bot_beats_a_random_player() -> None:
    wins = 0
    for seed in range(60):
        state = ENGINE.new_game("durak.podkidnoy", 2, seed, {})
        rng, bot_seat = SeededRandom(seed), seed % 2
        while ENGINE.result(state) is None:
            if state["turn"] == bot_seat:
                move = ENGINE.bot_move(state)
            else:
                legal = ENGINE.legal_moves(state)
                move = legal[rng.randbelow(len(legal))]
            state = ENGINE.play(state, move)
        result = ENGINE.result(state)
        assert result is not None
        wins += result["loser"] is not None and result["loser"] != bot_seat
    assert wins >= 48
