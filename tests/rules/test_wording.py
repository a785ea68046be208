"""Issue 28's wrong messages, each asked through the JSON protocol after its fix.

Numbers agree with their nouns in the case the sentence needs, pronouns with the card's gender, game
names decline after a preposition, hints speak to the reader, and no parameter name or score written
as a fraction of its target reaches a reader. (tests/quality/test_russian_forms.py reads every message
with a dictionary; these tests pin the particular sentences, and run inside Pyodide too.)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from rules_py.cards import Card
from rules_py.words import CARD, POINT, card_ru, count, pronoun_ru
from teaching_games import call, ok


def _error(method: str, params: dict[str, Any]) -> str:
    answer = call(method, params)
    assert not answer["ok"], answer
    return str(answer["error"]["message"])


def _game_texts(game: str, players: int, seeds: range, hints: bool = False) -> Iterator[str]:
    """Every move description (and hint) of whole bot games, in order."""
    for seed in seeds:
        now = ok("game.new", {"game": game, "players": players, "seed": seed})
        while not now["over"]:
            if hints:
                hint = ok("game.hint", {"game": game, "state": now["state"]})
                yield hint["move_ru"] or ""
                yield hint["reason_ru"]
            now = ok("game.bot", {"game": game, "state": now["state"]})
            yield now["move_ru"] or ""
        for value in (now["result"] or {}).values():
            if isinstance(value, str):
                yield value


def _first(texts: Iterator[str], test: Callable[[str], bool]) -> str:
    found = next((t for t in texts if test(t)), None)
    assert found is not None, "no such message in these games"
    return found


# -- durak ---------------------------------------------------------------------------------------------


def test_dorozhny_takes_a_number_of_cards_in_the_accusative() -> None:
    text = _first(_game_texts("durak.dorozhny", 2, range(6)), lambda t: "берёт со стола" in t)
    n = int(re.search(r"берёт со стола (\d+)", text).group(1))  # type: ignore[union-attr]
    assert text.endswith(f"берёт со стола {count(n, CARD, 'acc')}.")
    assert count(1, CARD, "acc") == "1 карту"


def test_veryu_names_what_the_challenge_takes_in_the_accusative() -> None:
    text = _first(_game_texts("durak.veryu", 2, range(12)), lambda t: "«Не верю»" in t and "забирает" in t)
    n = int(re.search(r"забирает (\d+)", text).group(1))  # type: ignore[union-attr]
    assert text.endswith(f"забирает {count(n, CARD, 'acc')}.")


def test_veryu_blind_cover_hint_uses_the_pronoun_of_the_card() -> None:
    text = _first(_game_texts("durak.veryu", 2, range(40), hints=True), lambda t: "втёмную: если не поверят" in t)
    card = re.match(r"(\S+ \S+) бьёт", text).group(1)  # type: ignore[union-attr]
    code = next(c.code for c in (Card.parse(x) for x in ("JS", "QS", "KS", "AS", "10S", "9S", "8S", "7S", "6S"))
                if card_ru(c).split()[0] == card.split()[0].lower())
    assert f"покройте {pronoun_ru(code, 'ins')} втёмную" in text
    assert pronoun_ru("KS", "ins") == "им" and pronoun_ru("QS", "ins") == "ею"


def test_veryu_odds_are_not_a_fraction_of_a_hundred() -> None:
    texts = list(_game_texts("durak.veryu", 2, range(4), hints=True))
    judged = [t for t in texts if t.startswith(("Поверьте", "Проверьте"))]
    assert judged and not any("из 100" in t for t in judged)
    assert all(re.search(r"вероятность около \d+ %|почти наверняка", t) for t in judged)


def test_krugly_names_the_defender_with_a_capital() -> None:
    text = _first(_game_texts("durak.krugly", 3, range(3)), lambda t: " заходит под " in t)
    assert re.search(r"заходит под Игрока \d", text), text


def test_chain_games_name_the_card_taken_in_the_accusative() -> None:
    text = _first(_game_texts("durak.kitaysky", 2, range(3)), lambda t: "нижнюю карту —" in t)
    card = text.split("нижнюю карту — ")[1].rstrip(".")
    assert card.split()[0] in {card_ru(Card.parse(c), "acc").split()[0] for c in ("6S", "JS", "QS", "KS", "AS", "10S",
                                                                                 "9S", "8S", "7S")}


def test_dorozhny_lead_hint_names_the_cards_after_its_preposition() -> None:
    text = _first(_game_texts("durak.dorozhny", 2, range(3), hints=True), lambda t: t.startswith("Заходите с самых"))
    assert re.fullmatch(r"Заходите с самых дешёвых карт: с [а-яё]+ [а-яё]+(, [а-яё]+ [а-яё]+)*\.", text), text
    first = text.split(": с ")[1].split()[0]
    assert first.endswith(("ки", "ы", "а")) and first not in ("валет", "туз", "король")


def test_cheshsky_result_names_the_target_not_a_fraction() -> None:
    texts = list(_game_texts("durak.cheshsky", 2, range(1)))
    end = [t for t in texts if "проигрывает" in t and "набрал" in t]
    assert end and not any(re.search(r"\d+ [а-я]+ из \d+", t) for t in end)
    assert any("(игра шла до 100)" in t for t in end)


def test_the_defenders_pick_up_is_said_to_the_reader() -> None:
    from rules_py.durak.setup import from_hands

    state = from_hands("durak.podkidnoy", [["6C", "7D"], ["AS", "KD", "AD"]], trump_suit="H",
                       table=[("AS", None)], attacker=1, defender=0, stock=["6S"])
    assert ok("game.hint", {"game": "durak.podkidnoy", "state": state})["move_ru"] == "Возьмите карты."


def test_a_bolshoy_loser_collects_cards_in_the_accusative() -> None:
    from rules_py.words import agree

    assert f"набрал {count(21, CARD, 'acc')}" == "набрал 21 карту"
    assert agree(24, CARD, "acc") == "карты"


# -- game names after a preposition ----------------------------------------------------------------------


@pytest.mark.parametrize(("game", "players", "expected"), [
    ("durak.prostoy", 7, "В «Простого дурака» играют от 2 до 6 игроков, а не 7."),
    ("durak.kitaysky", 1, "В «Китайского дурака» играют от 2 до 6 игроков, а не 1."),
    ("bridge", 3, "В «Бридж (роббер)» играют ровно 4 игрока, а не 3."),
    ("canasta.cuban", 2, "В «Кубинскую канасту» играют ровно 4 игрока, а не 2."),
    ("durak.veryu", 9, "В «Верю — не верю» играют от 2 до 6 игроков, а не 9."),
])
def test_a_game_name_declines_after_v(game: str, players: int, expected: str) -> None:
    assert _error("deal", {"game": game, "players": players, "seed": 1}) == expected


def test_a_game_name_declines_after_dlya() -> None:
    message = _error("deal", {"game": "durak.kitaysky", "players": 2, "seed": 1, "deck": "bezique8"})
    assert message.startswith("Для «Китайского дурака» подходит колода")


# -- bridge -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("contract", "tricks", "start"), [
    ("4S", 9, "Без одной без контры, перед партией"),
    ("4SX", 6, "Без четырёх с контрой, перед партией"),
    ("7NTXX", 0, "Без тринадцати с реконтрой, перед партией"),
])
def test_undertricks_are_named_as_on_the_page(contract: str, tricks: int, start: str) -> None:
    lines = ok("bridge.score_deal", {"contract": contract, "declarer": "S", "tricks": tricks, "vulnerable": False})
    whys = [line["why"] for line in lines["lines"]] if "lines" in lines else [str(lines)]
    assert any(w.startswith(start) for w in whys), whys
    assert not any("Недобор" in w for w in whys)


def test_one_card_of_a_suit_is_not_said_in_the_singular_of_the_suit() -> None:
    # 1♠ – ?: a splinter in diamonds shows at most one diamond; the hand has one.
    advice = ok("bridge.advise", {"hand": "KS QS 7S 3S AH 8H 5H 2H 4D KC JC 6C 3C".split(), "auction": ["1S", "pass"],
                                  "dealer": "N"})
    assert "не больше 1 карты в бубнах" in advice["meaning_ru"]
    assert "1 карта в бубнах" in advice["reason_ru"]
    assert not re.search(r"\b1 (бубны|трефы|червы|пики|бубна|трефа|черва|пика)\b", advice["reason_ru"])


def test_the_auction_refusal_and_the_pass_hint_use_the_pages_words() -> None:
    new = ok("game.new", {"game": "bridge", "players": 4, "seed": 3})
    state = ok("game.play", {"game": "bridge", "state": new["state"], "move": {"type": "call", "call": "2C"}})["state"]
    message = _error("game.play", {"game": "bridge", "state": state, "move": {"type": "call", "call": "1NT"}})
    assert "старшую масть или БК" in message and "деноминац" not in message
    hand = "KS 7S 3S 8H 5H 2H 4D 3D 2D JC 6C 3C 2C".split()
    advice = ok("bridge.advise", {"hand": hand, "auction": ["2NT", "pass", "3NT"], "dealer": "N"})
    assert advice["reason_ru"].endswith("У вас 4 очка: по общим правилам продолжать незачем.")


# -- canasta --------------------------------------------------------------------------------------------


def test_the_sheet_names_the_target_as_a_target() -> None:
    sheet = ok("canasta.sheet", {"game": "canasta.classic", "deals": [[5100, 4200]]})
    assert sheet["summary_ru"].startswith("Партия окончена: «Мы» набрали 5100 очков (цель — 5000).")


def test_the_red_three_set_without_a_canasta() -> None:
    score = ok("canasta.score_hand", {"game": "canasta.classic", "melds": [["5S", "5H", "5D"]],
                                      "red_threes": ["3H", "3D", "3H", "3D"]})
    assert "Комплект (4 красные тройки) без канасты — в минус" in [line["why"] for line in score["lines"]]


def test_a_joker_is_a_word_in_running_text_and_the_deck_is_not_bracketed_twice() -> None:
    message = _error("canasta.score_hand", {"game": "canasta.classic",
                                            "melds": [["KS", "KH", "KD", "JK", "JK", "JK"]]})
    assert message == "Джокер встречается в сочетаниях 3 раза, а в колоде таких 2 карты."


def test_no_parameter_names_in_meld_refusals() -> None:
    new = ok("game.new", {"game": "canasta.classic", "players": 4, "seed": 1})
    state = ok("game.play", {"game": "canasta.classic", "state": new["state"], "move": {"type": "draw"}})["state"]
    message = _error("game.play", {"game": "canasta.classic", "state": state, "move": {"type": "meld"}})
    assert not re.search(r"[a-z]", message), message


def test_cuban_frozen_pile_and_the_going_out_note() -> None:
    texts: list[str] = []
    now = ok("game.new", {"game": "canasta.cuban", "players": 4, "seed": 2, "options": {"teaching": True}})
    for _ in range(12):
        texts += [t for t in now["view"].get("teaching_ru", []) if isinstance(t, str)]
        texts.append(ok("game.hint", {"game": "canasta.cuban", "state": now["state"]})["reason_ru"])
        now = ok("game.bot", {"game": "canasta.cuban", "state": now["state"]})
    frozen = [t for t in texts if "заморожен" in t]
    assert frozen and all("пакет закрыт всегда" not in t for t in frozen)
    assert any("в варианте «Кубинская канаста» так всегда" in t for t in frozen)


def test_hints_say_to_the_reader_what_to_do_in_canasta() -> None:
    now = ok("game.new", {"game": "canasta.classic", "players": 4, "seed": 1})
    now = ok("game.bot", {"game": "canasta.classic", "state": now["state"]})
    for _ in range(40):
        hint = ok("game.hint", {"game": "canasta.classic", "state": now["state"]})
        if hint["move"] == {"type": "draw"}:
            assert hint["move_ru"] == "Возьмите карту из прикупа"
            return
        now = ok("game.bot", {"game": "canasta.classic", "state": now["state"]})
    raise AssertionError("no draw in these moves")


def test_the_pile_hint_sets_off_its_participle_with_a_comma() -> None:
    text = _first(_game_texts("canasta.combo", 4, range(2), hints=True),
                  lambda t: "положив" in t and t.startswith("Возьмите пакет"))
    assert re.search(r"\), положив", text), text


def test_the_combo_going_out_refusal_has_one_a() -> None:
    from rules_py.canasta.presets import get_rules
    from rules_py.canasta.turn import go_out_problem

    class _Pos:
        rules = get_rules("canasta.combo")

    reason = go_out_problem(_Pos(), [], [])  # type: ignore[arg-type]
    assert reason is not None and reason.count(" а ") == 0
    assert f"Сбросить последнюю карту — значит закончить игру, а {reason}.".count(" а ") == 1


def test_points_after_po_take_the_dative_for_one() -> None:
    from rules_py.words import each_ru

    assert f"по {each_ru(21, POINT)}" == "по 21 очку" and f"по {each_ru(35, POINT)}" == "по 35 очков"


@pytest.mark.parametrize(("game", "players"), [("durak.cheshsky", 2), ("durak.perevodnoy", 3), ("canasta.classic", 4),
                                               ("shtoss", 2)])
def test_every_hint_says_its_move_to_the_reader(game: str, players: int) -> None:
    from rules_py.words import _IMPERATIVES

    now = ok("game.new", {"game": game, "players": players, "seed": 5})
    said = 0
    while not now["over"] and said < 60:
        move_ru = ok("game.hint", {"game": game, "state": now["state"]})["move_ru"] or ""
        assert not re.match(r"(Игрок \d|Банкомёт|Понтёр)", move_ru), move_ru
        own = re.split(r"(Игрок \d|Банкомёт|Понтёр)", move_ru)[0]  # up to another player's part of the move
        assert not set(re.findall(r"[а-яё]+", own)) & set(_IMPERATIVES), move_ru
        said += 1
        now = ok("game.bot", {"game": game, "state": now["state"]})
    assert said > 5
