"""Russian by construction, checked by a dictionary: every form rules_py.words gives, and every message
the engine writes, read by pymorphy3 with the OpenCorpora dictionary (tests/quality/russian.py).

rules_py.words writes its declension data out in full (the package must stay dependency-free in the
browser); here an independent analyser checks each form: numbers 0–200 with every counted noun in every
case, every card in every case and the pronoun of its gender, every game's name after «в», «для» and
«из», every seat. Then whole games of every game id and the other protocol methods are run, and each
message they produce must read right (tests/quality/messages.py collects them).
"""

from __future__ import annotations

import re

import pytest

from rules_py import words
from rules_py.cards import Card, Rank, Suit
from rules_py.registry import FAMILIES, GAMES
from tests.quality import messages
from tests.quality.russian import MORPH, PREPOSITIONS, agreeing_forms, case_of, model_word, parses, problems

CASE = {"nom": "nomn", "gen": "gent", "dat": "datv", "acc": "accs", "ins": "ablt", "loc": "loct"}
NOUNS = {name: value for name, value in vars(words).items() if isinstance(value, words.Noun)}


def _has_form(word: str, case: str, number: str) -> bool:
    return any(case_of(p) == case and p.tag.number in (number, None) and "Infr" not in p.tag for p in parses(word))


@pytest.mark.parametrize("name", sorted(NOUNS) + [f"RANKS[{r.name}]" for r in words.RANKS])
def test_every_form_of_every_noun_is_a_word_form_in_its_case(name: str) -> None:
    noun = NOUNS.get(name) or words.RANKS[Rank[name[6:-1]]]
    for case in words.CASES:
        for plural in (False, True):
            form = noun.form(case, plural)
            if form == "-":
                continue
            for word in form.split():
                number = "plur" if plural else "sing"
                assert _has_form(word, CASE[case], number), f"{name}: {form!r} is not the {case} {number}"


@pytest.mark.parametrize("name", sorted(NOUNS))
def test_numbers_0_to_200_agree_with_every_noun_in_every_case(name: str) -> None:
    noun = NOUNS[name]
    head = noun.form("nom").split()[-1]
    lexeme = [p for p in parses(head) if case_of(p) == "nomn"][0]
    for case in words.CASES:
        for n in range(201):
            said = words.count(n, noun, case)
            assert said.startswith(f"{n} ")
            last = said.split()[-1]
            assert model_word(last) in agreeing_forms(n, lexeme, CASE[case]), f"{said!r} ({case})"
            if n and case == "nom":
                assert problems(f"Здесь {said}.") == [], (said, problems(said))


@pytest.mark.parametrize("card", [Card(r, s) for r in Rank if r is not Rank.JOKER for s in Suit] + [words.Card(
    Rank.JOKER, None)], ids=str)
def test_every_card_in_every_case_and_its_pronoun(card: Card) -> None:
    rank_word = words.card_ru(card, "nom").split()[0]
    gender = [p for p in MORPH.parse(rank_word) if case_of(p) == "nomn"][0].tag.gender
    for case in words.CASES:
        name = words.card_ru(card, case)
        rank, *suit = name.split()
        assert _has_form(rank, CASE[case], "sing"), name
        if suit:
            assert _has_form(suit[0], "gent", "plur"), name
        pronoun = words.pronoun_ru(card, case)
        assert any(p.tag.POS == "NPRO" and case_of(p) == CASE[case] and p.tag.gender == gender
                   for p in MORPH.parse(pronoun)), (card, case, pronoun)


ALL_NAMES = sorted({g.name_ru for g in GAMES.values()} | {f.name_ru for f in FAMILIES.values()})


@pytest.mark.parametrize("name", ALL_NAMES)
def test_every_game_name_after_v_dlya_iz(name: str) -> None:
    declinable = name.split()[0].lower() not in words.INDECLINABLE_NAMES
    for preposition, case in (("в", "acc"), ("в", "loc"), ("для", "gen"), ("из", "gen")):
        phrase = words.game_name_ru(name, case)
        assert phrase != name or not declinable or case == "acc", (name, case)
        message = f"Правила {preposition} «{phrase}» короткие."
        assert problems(message) == [], (message, problems(message))
        bare = [re.sub(r"-\d+$", "", w.strip("(),:")) for w in phrase.split()]
        head = [w for w in bare if any(p.tag.POS == "NOUN" for p in parses(w))]
        if declinable:
            assert head and any(case_of(p) in PREPOSITIONS[preposition] for p in parses(head[0])), phrase
    assert words.game_name_ru(name, "nom") == name


def test_a_new_game_name_must_bring_its_declension() -> None:
    with pytest.raises(ValueError):
        words.game_name_ru("Очень новая игра", "gen")


@pytest.mark.parametrize("seat", ["Игрок 1", "Игрок 12", "Север", "Восток", "Юг", "Запад", "Банкомёт", "Понтёр"])
def test_seats_in_every_case_keep_their_capital(seat: str) -> None:
    for case in words.CASES:
        name = words.seat_ru(seat, case)
        assert name[0].isupper()
        assert _has_form(name.split()[0], CASE[case], "sing"), name
        assert problems(f"Ход переходит к {words.seat_ru(seat, 'dat')}.") == []


@pytest.fixture(scope="module")
def requests_messages() -> dict[str, set[str]]:
    return dict(messages.requests())


def _readable(found: set[str]) -> list[str]:
    return [f"{m!r}: {'; '.join(problems(m))}" for m in sorted(found) if problems(m)]


@pytest.mark.parametrize("game", [g for g in GAMES if messages.is_playable(g)])
def test_every_message_of_a_whole_game_reads_right(game: str) -> None:
    info = GAMES[game]
    found: set[str] = set()
    for players in sorted({info.players_min, info.players_max}):
        found |= messages.game_messages(game, players, 0, hint_every=messages.SLOW.get(info.family, 2))
    assert len(found) > 10
    bad = _readable(found)
    assert not bad, "\n".join(bad[:40])


@pytest.mark.parametrize("game", ["canasta.classic", "canasta.russian", "canasta.combo"])
def test_every_message_of_a_canasta_match_reads_right(game: str) -> None:
    found = messages.game_messages(game, GAMES[game].players_default, 3, {"match": True}, hint_every=7, refusals=1,
                                   cap=3000)
    bad = _readable(found)
    assert not bad, "\n".join(bad[:40])


def test_every_message_of_the_other_methods_reads_right(requests_messages: dict[str, set[str]]) -> None:
    found = set().union(*requests_messages.values())
    assert len(found) > 500
    bad = _readable(found)
    assert not bad, "\n".join(bad[:60])


def test_every_message_of_durak_levels_and_the_exact_analysis_reads_right() -> None:
    found = messages.durak_analysis_messages()
    assert any("надо было" in m for m in found) and any("способами" in m for m in found)
    bad = _readable(found)
    assert not bad, "\n".join(bad[:40])
