"""Верю — не верю: the face-down cover, the verdict and its consequences, the bases, the views and
the bot's sense (it bluffs and doubts from what the table has seen)."""

from __future__ import annotations

from typing import Any

from rules_py.durak import ENGINE, from_hands
from rules_py.durak.bluff import honest_chance
from rules_py.durak.view import view

from durak_moves import DONE, TAKE, State, attack, beat, go, listed, refused, throw, transfer

STOCK = "6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D"
BELIEVE = {"type": "believe"}
CHALLENGE = {"type": "challenge"}


def blind(card: str, by: str) -> dict[str, Any]:
    return {"type": "blind", "attack": card, "card": by}


def _bout(hands: list[str] | None = None, **options: Any) -> State:
    """Seat 0 has led 6♠ at seat 1; hearts are trump; a stock of clubs and diamonds."""
    return from_hands("durak.veryu", hands or ["6H QS", "9S 7D KH", "6C 9D JS"], trump_card="AH",
                      stock=STOCK, table=[("6S", None)], options=options)


def test_any_card_may_go_face_down_and_the_attacker_is_asked() -> None:
    s = _bout()
    assert listed(blind("6S", "7D"), s)  # 7♦ does not beat 6♠: a bluff is a legal move
    s = go(s, blind("6S", "7D"))
    assert (s["phase"], s["turn"], s["face_down"], s["pending"]) == ("judge", 0, [0], 0)
    assert ENGINE.legal_moves(s) == [BELIEVE, CHALLENGE]
    refused(s, TAKE, "покрыл карту втёмную")


def test_believed_cards_go_to_the_discard_unseen() -> None:
    s = go(_bout(), blind("6S", "7D"), BELIEVE)
    assert s["phase"] == "throw" and s["turn"] == 0 and s["face_down"] == [0]
    s = go(s, DONE, DONE)  # the attacker and seat 2 add nothing
    assert s["discard"] == ["6S", "7D"] and s["gone"] == ["6S"]  # nobody saw the seven
    assert s["phase"] == "lead" and s["attacker"] == 1  # as after any defence


def test_a_face_down_card_is_no_rank_for_throw_ins() -> None:
    # 9♠ would let seat 2 throw 9♦ if it lay face up; face down, only the six counts.
    s = go(_bout(), blind("6S", "9S"), BELIEVE)
    assert s["turn"] == 0 and listed(throw("6H"), s)
    s = go(s, DONE)
    assert s["turn"] == 2 and not listed(throw("9D"), s) and listed(throw("6C"), s)
    refused(s, throw("9D"), "только карты тех достоинств, что уже на столе")


def test_a_correct_cover_sends_the_cards_to_the_challenger_and_the_lead_to_the_defender() -> None:
    s = go(_bout(), blind("6S", "9S"), CHALLENGE)
    assert s["last"]["move"] == {"type": "challenge", "attack": "6S", "card": "9S", "correct": True}
    assert {"6S", "9S"} <= set(s["hands"][0]) and {"6S", "9S"} <= set(s["known"][0])
    assert s["discard"] == [] and s["phase"] == "lead"
    assert (s["attacker"], s["defender"]) == (1, 2)


def test_a_false_cover_makes_the_defender_take_and_passes_the_turn_on() -> None:
    s = go(_bout(), blind("6S", "7D"), CHALLENGE)
    assert s["last"]["move"]["correct"] is False
    assert {"6S", "7D"} <= set(s["hands"][1])
    assert (s["attacker"], s["defender"]) == (2, 0)  # the player on the defender's left leads


def test_the_challenger_takes_every_card_on_the_table() -> None:
    s = from_hands("durak.veryu", ["6H QS", "9S 7D KH 10H", "6C 9D JS"], trump_card="AH", stock=STOCK,
                   table=[("6S", "9S"), ("6D", None)])
    s["hands"][1].remove("9S")
    s = go(s, blind("6D", "10H"), CHALLENGE)  # a trump beats the six of diamonds
    assert sorted(s["hands"][0]) == sorted(["6H", "QS", "6S", "9S", "6D", "10H"])  # six: no draw
    assert s["attacker"] == 1


def test_only_the_defender_sees_the_face_down_card() -> None:
    s = go(_bout(), blind("6S", "7D"))
    assert view(s, 0)["table"] == [["6S", "face_down"]]
    assert view(s, 2)["table"] == [["6S", "face_down"]] and "7D" not in view(s, 2)["labels"]
    assert view(s, 1)["table"] == [["6S", "7D"]]
    s["teaching"] = True
    teaching = view(s, 0)
    assert teaching["table"] == [["6S", "face_down"]] and teaching["face_down_cards"] == {"0": "7D"}


def test_the_judge_is_the_attacker_or_by_option_the_owner_of_the_card() -> None:
    hands = ["6H QS", "9S 7D KH 8H", "6C 9D JS"]
    s = from_hands("durak.veryu", hands, trump_card="AH", stock=STOCK, table=[("6S", "9S")])
    s["hands"][1].remove("9S")
    s = go(s, DONE, throw("6C"), blind("6C", "7D"))
    assert s["turn"] == 0  # seat 2 threw the six, but the attacker judges
    owner = from_hands("durak.veryu", hands, trump_card="AH", stock=STOCK, table=[("6S", "9S")],
                       options={"judge": "owner"})
    owner["hands"][1].remove("9S")
    owner = go(owner, DONE, throw("6C"), blind("6C", "7D"))
    assert owner["turn"] == 2


def test_bases_simple_and_passing() -> None:
    simple = _bout(base="prostoy")
    assert simple["rules"]["throw_in"] == "attacker" and not simple["rules"]["voluntary_take"]
    refused(simple, TAKE, "взять можно, только если отбиться нечем")
    passing = _bout(["6H QS", "9S 6D KH", "6C 9D JS 8S"], base="perevodnoy")
    assert listed(transfer("6D"), passing)
    covered = from_hands("durak.veryu", ["6H QS", "9S 6D KH 7S", "6C 9D JS 8S"], trump_card="AH",
                         stock=STOCK, table=[("6S", None), ("6H", None)], options={"base": "perevodnoy"})
    covered = go(covered, blind("6S", "KH"), BELIEVE)
    refused(covered, transfer("6D"), "Пока на столе карта, покрытая втёмную")


def test_moves_are_described() -> None:
    s = _bout()
    assert ENGINE.describe_move(s, blind("6S", "7D")) == "Игрок 2 кроет шестёрку пик втёмную."
    s = go(s, blind("6S", "7D"))
    assert ENGINE.describe_move(s, BELIEVE) == "Игрок 1: «Верю». Карта считается покрывшей, её не открывают."
    assert ENGINE.describe_move(s, CHALLENGE) == (
        "Игрок 1: «Не верю». Перевёрнутая карта — семёрка бубен: шестёрку пик она не бьёт, "
        "и Игрок 2 забирает 2 карты."
    )


# --- the bot ---------------------------------------------------------------------------------


def test_the_judge_doubts_a_cover_nothing_unseen_could_make() -> None:
    # Every spade above the six and every heart are in the judge's hand or gone: a bluff for sure.
    spades_hearts = [f"{r}{s}" for s in "SH" for r in ("7", "8", "9", "10", "J", "Q", "K", "A", "6")]
    s = from_hands("durak.veryu", ["QS KS AS", "7D 8D", "9D"], trump_card="6H", table=[("6S", None)],
                   discard=[c for c in spades_hearts if c not in ("QS", "KS", "AS", "6S", "6H")],
                   stock="6C 6H")
    s["gone"] = list(s["discard"])
    s = go(s, blind("6S", "7D"))
    assert honest_chance(view(s, 0)) == 0
    assert ENGINE.bot_move(s) == CHALLENGE


def test_the_judge_believes_a_defender_known_to_hold_a_beater() -> None:
    s = _bout(["6H QS", "9S 7D KH", "6C 9D JS"])
    s["known"][1] = ["9S"]  # he picked the nine of spades up in an earlier bout
    s = go(s, blind("6S", "7D"))
    assert honest_chance(view(s, 0)) > 0.9
    assert ENGINE.bot_move(s) == BELIEVE


def test_the_bot_bluffs_rather_than_take_and_never_peeks() -> None:
    s = from_hands("durak.veryu", ["6H QS", "7D 8C 9D", "6C 9C JS"], trump_card="AH", stock=STOCK,
                   table=[("AS", None)])
    move = ENGINE.bot_move(s)
    assert move["type"] == "blind" and move["attack"] == "AS"  # nothing beats the ace: bluff
    judged = go(s, move)
    # The judge's choice is the same whatever card lies face down: it cannot see it.
    other = dict(judged, table=[["AS", "AH"]])
    other["hands"] = [list(h) for h in judged["hands"]]
    assert ENGINE.bot_move(judged) == ENGINE.bot_move(other)


def test_a_whole_game_of_bots_uses_the_bluff_and_ends() -> None:
    kinds: set[str] = set()
    for seed in range(6):
        s = ENGINE.new_game("durak.veryu", 3, seed, {})
        while ENGINE.result(s) is None:
            move = ENGINE.bot_move(s)
            kinds.add(move["type"])
            s = ENGINE.play(s, move)
    assert {"blind", "believe", "challenge", "beat", "attack"} <= kinds


def test_beat_face_up_still_works() -> None:
    s = go(_bout(), beat("6S", "9S"))
    assert s["phase"] == "throw" and s["face_down"] == []


def test_the_last_bout_never_shows_a_card_nobody_saw() -> None:
    s = go(_bout(), blind("6S", "7D"), BELIEVE, DONE, DONE)
    last = view(s, 0)["last_bout"]
    assert last["table"] == [["6S", "face_down"]] and last["outcome"] == "beaten"
    assert "7D" not in str(view(s, 0)) and "7D" not in str(view(s, 2))


def test_the_last_bout_tells_a_challenge_and_who_picked_up() -> None:
    s = go(_bout(), blind("6S", "9S"), CHALLENGE)
    last = view(s, 2)["last_bout"]
    assert last["table"] == [["6S", "9S"]]  # turned in sight of all
    assert (last["outcome"], last["taker"]) == ("challenged", 0)
    assert last["outcome_ru"] == "«Не верю» (Игрок 1): 9♠ кроет 6♠, и Игрок 1 забрал 2 карты."
    s = go(_bout(), blind("6S", "7D"), CHALLENGE)
    assert view(s, 0)["last_bout"]["taker"] == 1
