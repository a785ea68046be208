"""Durak: the shared bout mechanic, one hand-built position per rule."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules_py.durak import ENGINE, from_hands
from rules_py.games import engine_for as ENGINE_OF

from teaching_games import call, ok
from durak_moves import DONE, TAKE, State, attack, beat, go, listed, refused, throw, transfer  # noqa: F401


STOCK = "6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D"


def test_lead_one_card_or_several_of_one_rank() -> None:
    s = from_hands("durak.podkidnoy", ["6S 6H 7C 8D", "9S 9H QS KH AD"], trump_card="10D", stock=STOCK)
    leads = [m["cards"] for m in ENGINE.legal_moves(s)]
    assert sorted(map(sorted, leads)) == sorted([["6S"], ["6H"], ["7C"], ["8D"], ["6H", "6S"]])
    after = go(s, attack("6S", "6H"))
    assert after["table"] == [["6S", None], ["6H", None]]
    assert (after["phase"], after["turn"]) == ("defend", 1)
    refused(s, attack("6S", "7C"), "Заходить можно одной картой или несколькими картами одного достоинства")


def test_several_cards_of_one_rank_are_listed_as_subsets() -> None:
    s = from_hands("durak.podkidnoy", ["6S 6H 6C", "9S 9H QS KH AD"], trump_card="10D", stock=STOCK)
    assert len(ENGINE.legal_moves(s)) == 7  # every non-empty subset of the three sixes


def test_never_more_cards_than_the_defender_holds() -> None:
    s = from_hands("durak.podkidnoy", ["6S 6H 6C", "9S 9H"], trump_card="10D", stock=STOCK)
    refused(s, attack("6S", "6H", "6C"), "У защищающегося всего 2 карты — больше ему не положить")
    assert all(len(m["cards"]) <= 2 for m in ENGINE.legal_moves(s))


def test_first_bout_cap_of_five_is_an_option() -> None:
    hands = ["6S 6H 6C 6D 7S 7H", "9S 9H 7C 7D AS 8C 8D"]
    moves = [attack("6S", "6H", "6C", "6D"), beat("6S", "9S"), beat("6H", "9H"), beat("6C", "7C"),
             beat("6D", "7D"), throw("7S"), beat("7S", "AS")]
    capped = go(from_hands("durak.podkidnoy", hands, trump_card="10H", stock=STOCK,
                           options={"first_bout_limit": 5}), *moves)
    # Five cards are down: the bout ends by itself, nobody may add a sixth.
    assert capped["phase"] == "lead" and len(capped["discard"]) == 10
    before_last = go(from_hands("durak.podkidnoy", hands, trump_card="10H", stock=STOCK,
                                options={"first_bout_limit": 5}), *moves[:-2])
    refused(before_last, throw("7S", "7H"), "В первом отбое — не больше 5 карт")
    free = go(from_hands("durak.podkidnoy", hands, trump_card="10H", stock=STOCK), *moves)
    assert free["phase"] == "throw" and free["turn"] == 0  # no cap: 7♥ may still follow
    later = go(from_hands("durak.podkidnoy", hands, trump_card="10H", stock=STOCK, bout=2,
                          options={"first_bout_limit": 5}), *moves)
    assert later["phase"] == "throw"  # the cap is for the first bout only


def test_bout_limit_option_caps_every_bout() -> None:
    s = from_hands("durak.podkidnoy", ["6S 6H 6C", "9S 9H QS KH AD"], trump_card="10D", stock=STOCK,
                   bout=5, options={"bout_limit": 2})
    refused(s, attack("6S", "6H", "6C"), "В отбое — не больше 2 карт")


def test_beating_a_higher_card_of_the_suit_or_a_trump() -> None:
    s = from_hands("durak.podkidnoy", ["8C QD", "9S KS 7H 6D 10S"], trump_card="10H", stock=STOCK,
                   table=[("QS", None)])
    refused(s, beat("QS", "9S"),
            "Нельзя побить даму пик девяткой пик: бьют старшей картой той же масти или козырем.")
    refused(s, beat("QS", "6D"), "Нельзя побить даму пик шестёркой бубен")
    assert go(s, beat("QS", "KS"))["table"] == [["QS", "KS"]]
    assert go(s, beat("QS", "7H"))["table"] == [["QS", "7H"]]
    trump_attack = from_hands("durak.podkidnoy", ["8C", "9S KS 7H 6D"], trump_card="10H", stock=STOCK,
                              table=[("8H", None)])
    refused(trump_attack, beat("8H", "7H"), "Нельзя побить восьмёрку червей семёркой червей")
    refused(trump_attack, beat("8H", "KS"), "Нельзя побить восьмёрку червей королём пик")


def test_beat_refers_to_a_card_on_the_table_and_in_hand() -> None:
    s = from_hands("durak.podkidnoy", ["8C", "9S KS"], trump_card="10H", stock=STOCK, table=[("QS", None)])
    refused(s, beat("JS", "KS"), "На столе нет неотбитой карты «валет пик»")
    refused(s, beat("QS", "AS"), "У вас на руке нет карты «туз пик»")


def test_throw_in_only_ranks_on_the_table() -> None:
    s = from_hands("durak.podkidnoy", ["6S 6C 9D 7C AH", "9S KS 7H 6D 10S"], trump_card="10H",
                   stock=STOCK, table=[("6S", None)])
    s["hands"][0].remove("6S")
    s = go(s, beat("6S", "9S"))
    assert (s["phase"], s["turn"]) == ("throw", 0)
    refused(s, throw("7C"), "Подкидывать можно только карты тех достоинств, что уже на столе")
    refused(s, throw("6C", "9D"), "За один раз подкидывают карты одного достоинства")
    assert go(s, throw("9D"))["table"][-1] == ["9D", None]  # the rank of the beating card
    assert go(s, throw("6C"))["table"][-1] == ["6C", None]  # the rank of the lead


def test_throw_in_limit_is_the_defenders_hand() -> None:
    s = from_hands("durak.podkidnoy", ["6H 6C 6D 9C", "9S 9H"], trump_card="10C", stock=STOCK,
                   table=[("6S", None)])
    s = go(s, beat("6S", "9S"))
    refused(s, throw("6H", "6D"), "У защищающегося всего 1 карта — больше не подкинуть")
    s = go(s, throw("6H"), beat("6H", "9H"))
    # The defender has no card left: nothing more may come, the bout is over.
    assert s["phase"] == "lead" and s["discard"] == ["6S", "9S", "6H", "9H"]


def test_prostoy_only_the_attacker_throws_in() -> None:
    hands = ["6H AS", "9S 9H 7D", "6C 6D"]
    s = go(from_hands("durak.prostoy", hands, trump_card="10C", stock=STOCK, table=[("6S", None)]),
           beat("6S", "9S"))
    assert s["turn"] == 0
    after = go(s, DONE)  # «бито»: seat 2 never gets the turn although it holds sixes
    assert after["phase"] == "lead" and (after["attacker"], after["defender"]) == (1, 2)
    assert "6C" in after["hands"][2] and "6D" in after["hands"][2]


def test_podkidnoy_everybody_throws_in_the_attacker_first() -> None:
    hands = ["6H AS", "9S 9H 7C 8D", "6C 6D"]
    s = go(from_hands("durak.podkidnoy", hands, trump_card="10C", stock=STOCK, table=[("6S", None)]),
           beat("6S", "9S"))
    assert s["turn"] == 0  # the attacker has the first right to throw in
    s = go(s, DONE)
    assert s["turn"] == 2
    s = go(s, throw("6C"), beat("6C", "7C"))
    assert s["turn"] == 0 and s["passed"] == []  # after a new card the asking starts again
    s = go(s, throw("6H"), beat("6H", "9H"))
    assert s["turn"] == 2  # seat 0 has nothing left to throw: skipped
    s = go(s, DONE)
    assert s["phase"] == "lead" and len(s["discard"]) == 6


def test_a_thrower_with_nothing_to_throw_is_skipped() -> None:
    hands = ["6H AS", "9S 9H 7D", "KD QD", "6C 8C"]
    s = go(from_hands("durak.podkidnoy", hands, trump_card="10C", stock=STOCK, table=[("6S", None)]),
           beat("6S", "9S"), DONE)
    assert s["turn"] == 3  # seat 2 holds neither a six nor a nine


def test_voluntary_take_by_default_and_the_literal_option() -> None:
    hands = ["6H AS", "9S 9H 7D"]
    s = from_hands("durak.podkidnoy", hands, trump_card="10C", stock=STOCK, table=[("6S", None)])
    assert TAKE in ENGINE.legal_moves(s)  # he may take although 9♠ would beat
    literal = from_hands("durak.podkidnoy", hands, trump_card="10C", stock=STOCK, table=[("6S", None)],
                         options={"voluntary_take": False})
    refused(literal, TAKE, "взять можно, только если отбиться нечем")
    unable = from_hands("durak.podkidnoy", hands, trump_card="10C", stock=STOCK, table=[("AD", None)],
                        options={"voluntary_take": False})
    assert ENGINE.legal_moves(unable) == [TAKE]


def test_prostoy_takes_only_when_the_cards_cannot_all_be_beaten() -> None:
    # X-21, the seed's literal rule on its own preset: 7♠ and 8♠ can both be beaten (9♠ and a trump).
    s = from_hands("durak.prostoy", ["6H 6D", "9S 7C 8D"], trump_card="10C", stock=STOCK,
                   table=[("7S", None), ("8S", None)])
    refused(s, TAKE, "взять можно, только если отбиться нечем")
    # The only beater serves either card, but not both at once: he may take.
    both = from_hands("durak.prostoy", ["6H 6D", "9S 7H 8D"], trump_card="10C", stock=STOCK,
                      table=[("7S", None), ("8S", None)])
    assert TAKE in ENGINE.legal_moves(both)
    relaxed = from_hands("durak.prostoy", ["6H 6D", "9S 7C 8D"], trump_card="10C", stock=STOCK,
                         table=[("7S", None), ("8S", None)], options={"voluntary_take": True})
    assert TAKE in ENGINE.legal_moves(relaxed)


def test_after_a_take_the_throwers_may_add_then_the_defender_picks_up_all() -> None:
    hands = ["6H 7D AS", "9S 7H 8D KC", "6C 6D JC"]
    s = from_hands("durak.podkidnoy", hands, trump_card="10C", stock=STOCK,
                   table=[("6S", "9S"), ("7S", None)])
    s["hands"][1].remove("9S")
    s = go(s, TAKE)
    assert (s["phase"], s["turn"]) == ("taking", 0)
    # Three cards in hand, one unbeaten card already: no more than two may follow.
    refused(s, throw("7D", "6H"), "За один раз подкидывают карты одного достоинства")
    s = go(s, throw("6H"))
    assert s["turn"] == 0  # asked again from the attacker
    s = go(s, throw("7D"))
    assert s["phase"] == "lead"  # the limit is reached: he picks up at once
    assert sorted(s["hands"][1][:8]) == sorted(["7H", "8D", "KC", "6S", "9S", "7S", "6H", "7D"])
    assert (s["attacker"], s["defender"]) == (2, 0)  # the player on the taker's left attacks next


def test_no_throwing_after_a_take_by_option() -> None:
    hands = ["6H AS", "7H 8D", "6C"]
    s = from_hands("durak.podkidnoy", hands, trump_card="10C", stock=STOCK, table=[("6S", None)],
                   options={"throw_after_take": False})
    s = go(s, TAKE)
    assert s["phase"] == "lead" and "6S" in s["hands"][1]


def test_refill_attacker_first_then_clockwise_defender_last() -> None:
    hands = ["9H", "6S 8H", "9S KD", "7C"]
    s = from_hands("durak.podkidnoy", hands, trump_card="AC", stock="6C 7D 8C 9C 10C JC QC KC AD 6H",
                   attacker=1, defender=2)
    s = go(s, attack("6S"), beat("6S", "9S"), DONE)  # seat 0 could throw 9♥ but says «done»
    # Draw order: the attacker (seat 1), then clockwise seats 3 and 0, the defender (seat 2) last.
    assert s["hands"][1] == ["8H", "6C", "7D", "8C", "9C", "10C"]
    assert s["hands"][3] == ["7C", "JC", "QC", "KC", "AD", "6H"]
    assert s["hands"][0] == ["9H"] and s["hands"][2] == ["KD"]  # the stock ran out before them
    assert (s["attacker"], s["defender"]) == (2, 3)  # after a defence the defender attacks


def test_the_defender_attacks_next_and_players_leave_with_an_empty_stock() -> None:
    s = from_hands("durak.podkidnoy", ["6S", "9S KD", "7C 8C"], trump_card="AH")
    s = go(s, attack("6S"), beat("6S", "9S"))  # nobody can throw in: the bout ends by itself
    assert s["out"] == [0]
    assert (s["phase"], s["attacker"], s["defender"]) == ("lead", 1, 2)


def test_the_next_attacker_skips_players_who_are_out() -> None:
    s = from_hands("durak.podkidnoy", ["6S", "", "QC 8C"], trump_card="AH", attacker=2, defender=0,
                   table=[("QC", None)])
    s["hands"][2].remove("QC")
    s["out"] = [1]
    s = go(s, TAKE)  # seat 2 has nothing to add: seat 0 picks up at once
    assert "QC" in s["hands"][0]
    # The taker's left (seat 1) is out, so seat 2 attacks seat 0 again.
    assert (s["attacker"], s["defender"]) == (2, 0)


def test_the_last_player_with_cards_is_the_fool_and_deals_next() -> None:
    s = from_hands("durak.podkidnoy", ["6S", "9S KD"], trump_card="AH")
    s = go(s, attack("6S"), beat("6S", "9S"))
    result = ENGINE.result(s)
    assert result == {
        "loser": 1, "draw": False, "order_out": [0], "next_dealer": 1, "pogony": None,
        "summary_ru": "Игрок 2 остался с картами — «дурак».", "cards_left": 1,
        "verdict_ru": "Выиграл Игрок 1: Игрок 2 остался «дураком» с 1 картой.",
        "verdicts_ru": ["Вы выиграли: дурак — Игрок 2, у него осталось 1 карта.",
                        "Вы — дурак: у вас осталось 1 карта."],
    }
    assert ENGINE.to_move(s) is None and ENGINE.legal_moves(s) == []
    refused(s, TAKE, "Партия уже окончена")


def test_a_draw_when_the_last_players_run_out_on_the_same_play() -> None:
    # the defender beats the last card with his last card and nobody else holds cards.
    s = from_hands("durak.podkidnoy", ["6S", "9S", ""], trump_card="AH", dealer=2)
    s["out"] = [2]
    s = go(s, attack("6S"), beat("6S", "9S"))
    result = ENGINE.result(s)
    assert result is not None and result["draw"] and result["loser"] is None
    assert result["order_out"] == [2, 0, 1]
    assert result["next_dealer"] == 0  # after a draw the deal passes to the dealer's left


def test_moves_out_of_turn_or_phase_are_refused() -> None:
    s = from_hands("durak.podkidnoy", ["6S 6H", "9S KD"], trump_card="AH", stock=STOCK)
    refused(s, DONE, "Сейчас заход")
    refused(s, TAKE, "Сейчас заход")
    refused(s, {"type": "attack", "cards": ["6S"], "seat": 1}, "Сейчас ходит Игрок 1")
    s = go(s, attack("6S"))
    refused(s, attack("6H"), "Сейчас вы отбиваетесь: побейте карту или возьмите")
    refused(s, throw("9S"), "Сейчас вы отбиваетесь")
    s = go(s, beat("6S", "9S"))
    refused(s, beat("6S", "KD"), "Все карты на столе побиты")
    refused(s, TAKE, "сказать «бито»")


@pytest.mark.parametrize(
    ("move", "message"),
    [
        ({"type": "fly"}, "Неизвестный ход «fly»"),
        ({"type": "attack"}, "непустой список карт"),
        ({"type": "attack", "cards": ["1S"]}, "Не понимаю карту «1S»"),
        ({"type": "attack", "cards": ["JK"]}, "без джокеров"),
        ({"type": "attack", "cards": [7]}, "строкой"),
        ({"type": "attack", "cards": ["AS"]}, "У вас на руке нет карты «туз пик»"),
    ],
)
def test_malformed_moves_are_refused(move: dict[str, Any], message: str) -> None:
    refused(from_hands("durak.podkidnoy", ["6S 7S", "9S KD"], trump_card="AH", stock=STOCK), move, message)


def test_russian_card_names_are_accepted_in_moves() -> None:
    s = from_hands("durak.podkidnoy", ["6S 7S", "9S KD"], trump_card="AH", stock=STOCK)
    assert ENGINE.play(s, {"type": "attack", "cards": ["6♠"]})["table"] == [["6S", None]]


def test_view_shows_only_what_the_seat_may_see() -> None:
    s = from_hands("durak.podkidnoy", ["6S 7S", "9S KD AH", "8C"], trump_card="10H", stock=STOCK,
                   discard="6D 7D")
    s = go(s, attack("6S"))
    v = ENGINE.view(s, 1)
    assert v["hand"] == ["9S", "KD", "AH"]  # arranged: by suit, trumps last
    assert v["hands"] is None and v["counts"] == [1, 3, 1]
    assert v["table"] == [["6S", None]] and v["trump_card"] == "10H" and v["trump_suit"] == "H"
    assert v["stock"] == 12 and v["discard"] == 2 and v["out"] == []
    assert (v["turn"], v["attacker"], v["defender"], v["phase"]) == (1, 0, 1, "defend")
    assert "7S" not in json.dumps(v)  # seat 0's other card stays hidden
    assert v["labels"]["6S"]["name"] == "шестёрка пик"
    assert ENGINE.view(s, None)["hand"] == []
    s["teaching"] = True
    assert ENGINE.view(s, 1)["hands"] == [["7S"], ["9S", "KD", "AH"], ["8C"]]


def test_moves_are_described_in_russian() -> None:
    s = from_hands("durak.perevodnoy", ["6S 6H", "9S 6C KD", "7S 8S QS"], trump_card="AH", stock=STOCK)
    assert ENGINE.describe_move(s, attack("6S", "6H")) == "Игрок 1 заходит: 6♠ 6♥."
    s = go(s, attack("6S"))
    assert ENGINE.describe_move(s, beat("6S", "9S")) == "Игрок 2 бьёт шестёрку пик девяткой пик."
    assert ENGINE.describe_move(s, {"type": "transfer", "card": "6C"}) == "Игрок 2 переводит шестёркой треф на Игрока 3."
    assert ENGINE.describe_move(s, TAKE) == "Игрок 2 берёт карты."
    s = go(s, beat("6S", "9S"))
    assert ENGINE.describe_move(s, DONE) == "Игрок 1: «Бито»."
    assert ENGINE.describe_move(s, throw("6H")) == "Игрок 1 подкидывает: 6♥."


def test_bito_is_said_only_when_the_bout_ends() -> None:
    """Several attackers: the attacker who throws no more lets the next one throw; «Бито» closes the bout."""
    s = from_hands("durak.podkidnoy", ["7H AS", "9S 10H QD", "6C 6H"], trump_card="10D", stock=STOCK,
                   table=[("6S", "9S")])
    assert ENGINE.view(s, 0)["status_ru"] == "Игрок 1 может подкинуть или больше не подкидывать."
    assert not ENGINE.view(s, 0)["pass_is_bito"]  # the table's button says «Пас», not «Бито»
    assert ENGINE.describe_move(s, DONE) == "Игрок 1 больше не подкидывает."
    assert "больше не подкидывайте" in ENGINE.hint(s)["reason_ru"]
    s = go(s, DONE)
    assert s["turn"] == 2
    assert ENGINE.describe_move(s, throw("6C")) == "Игрок 3 подкидывает: 6♣."
    s = go(s, throw("6C"), beat("6C", "QD"))
    # Asked again from the attacker, who has nothing to throw; seat 2 keeps his last six: «бито».
    assert s["turn"] == 2 and ENGINE.describe_move(s, DONE) == "Игрок 3: «Бито»."
    assert ENGINE.view(s, 2)["pass_is_bito"]
    assert go(s, DONE)["phase"] == "lead"


@pytest.mark.parametrize("game", ["durak.podkidnoy", "durak.perevodnoy", "durak.dorozhny", "durak.bolshoy"])
@pytest.mark.parametrize("seed", range(4))
def test_the_log_says_bito_exactly_when_the_cards_go_to_the_discard(game: str, seed: int) -> None:
    players = 3 + seed % 2
    state = ENGINE_OF(game).new_game(game, players, seed, {})
    engine = ENGINE_OF(game)
    for _ in range(600):
        if engine.result(state) is not None:
            break
        move = engine.bot_move(state)
        said = engine.describe_move(state, move)
        after = engine.play(state, move)
        if move["type"] == "done":
            bout_over = after["bout"] != state["bout"] or after["phase"] == "over"
            discarded = len(after["discard"]) > len(state["discard"])
            assert ("«Бито»" in said) == (bout_over and discarded), (said, state["phase"])
        state = after


@pytest.mark.parametrize(("game", "players", "options"), [("durak.podkidnoy", 2, {}), ("durak.perevodnoy", 3, {}),
                                                          ("durak.dorozhny", 2, {})])
def test_a_low_trump_on_a_higher_trump_is_refused_for_the_trump_rule(game: str, players: int,
                                                                     options: dict[str, Any]) -> None:
    """Through the protocol, over the deals of several seeds: whenever the defender has a trump
    lower than a trump he must beat, that card is refused with the trump's own rule."""
    found = 0
    for seed in range(12):
        answer = ok("game.new", {"game": game, "players": players, "seed": seed, "options": options})
        for _ in range(40):
            if answer["over"]:
                break
            state, view = answer["state"], answer["view"]
            trump = view.get("trump_suit") or (view.get("beating") or {}).get("trump")
            for attack in _unbeaten_trumps(view, trump):
                for card in [c for c in state["hands"][answer["to_move"]] if c[-1] == trump]:
                    move = {"type": "beat", "attack": attack, "card": card}
                    if move in answer["legal"]:
                        continue
                    refused = call("game.play", {"game": game, "state": state, "move": move})
                    if refused["ok"] or not refused["error"]["message"].startswith("Нельзя побить"):
                        continue
                    found += 1
                    assert refused["error"]["message"].endswith("козырь бьют только старшим козырем.")
            answer = ok("game.bot", {"game": game, "state": state})
    assert found >= 3, found


def _unbeaten_trumps(view: dict[str, Any], trump: str | None) -> list[str]:
    """The trumps waiting to be beaten, on a bout's table or a road's columns."""
    if trump is None or view["seat"] != view["turn"]:
        return []
    cards = [a for a, d in view.get("table") or [] if d is None and a]
    cards += [column[-1] for column in view.get("columns") or [] if len(column) % 2 == 1]
    return [c for c in cards if c[-1] == trump]
