"""Russian by construction: the one place where messages get numbers with nouns, cases and genders.

A message that puts a number before a noun, or a card, a seat or a game after a preposition or a verb,
asks this module for the form: «берёт 1 карту», «после 2 сдач», «покройте ею», «в подкидного дурака».
The declension data are written out here in full (the package stays dependency-free in the browser);
tests/quality/test_russian_forms.py checks every form against a morphological dictionary.

Cases are named by their usual abbreviations: nom (кто? что?), gen (кого? чего?), dat (кому? чему?),
acc (кого? что?), ins (кем? чем?), loc (о ком? о чём?).

A noun after a number written in digits takes the form of the last word of the spoken number: after
1, 21, 31, … (but not 11) the singular of the case; in the nominative and the inanimate accusative,
the genitive singular after 2–4, 22–24, … (but not 12–14) and the genitive plural after 0 and 5–20;
in the other cases the plural of the case. Negative numbers agree like their absolute value.

>>> count(1, CARD, "acc"), count(3, CARD), count(5, CARD), count(11, CARD), count(2, DEAL, "gen")
('1 карту', '3 карты', '5 карт', '11 карт', '2 сдач')
>>> count(21, POINT), count(112, POINT), count(-2, POINT), count(2, PLAYER, "acc"), count(1, CANASTA)
('21 очко', '112 очков', '-2 очка', '2 игроков', '1 канаста')
>>> count_ru(1, CARDS_RU), count_ru(3, CARDS_RU), plural_ru(5, TIMES_RU), plural_ru(2, TIMES_RU)
('1 карта', '3 карты', 'раз', 'раза')
>>> card_ru("QS", "acc"), card_ru("9S", "ins"), card_ru("10C", "gen"), card_ru("KH", "dat"), card_ru("JK", "ins")
('даму пик', 'девяткой пик', 'десятки треф', 'королю червей', 'джокером')
>>> pronoun_ru("KS", "ins"), pronoun_ru("QS", "ins"), pronoun_ru("AH", "nom")
('им', 'ею', 'он')
>>> game_name_ru("Подкидной дурак", "acc"), game_name_ru("Кубинская канаста", "gen"), game_name_ru("Бридж (роббер)", "loc")
('Подкидного дурака', 'Кубинской канасты', 'Бридже (роббере)')
>>> game_name_ru("Чешский дурак: первый вариант", "dat"), game_name_ru("Верю — не верю", "gen")
('Чешскому дураку: первый вариант', 'Верю — не верю')
>>> seat_ru("Игрок 2", "acc"), seat_ru("Юг", "gen"), seat_ru("Вы", "dat")
('Игрока 2', 'Юга', 'Вам')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rules_py.cards import Card, Rank

Case = Literal["nom", "gen", "dat", "acc", "ins", "loc"]
CASES: tuple[Case, ...] = ("nom", "gen", "dat", "acc", "ins", "loc")
Gender = Literal["m", "f", "n"]
Forms = tuple[str, str, str]  # after 1 / after 2-4 / after 5-20 and 0


@dataclass(frozen=True)
class Noun:
    """A noun (or a fixed phrase ending in one) with its twelve forms, gender and animacy."""

    singular: tuple[str, ...]  # in the order of CASES
    plural: tuple[str, ...]
    gender: Gender
    animate: bool = False

    def form(self, case: Case = "nom", plural: bool = False) -> str:
        return (self.plural if plural else self.singular)[CASES.index(case)]

    def counted(self, case: Case = "nom") -> Forms:
        """The three forms after a number in this case: after 1 / after 2–4 / after 5–20."""
        return (_after(1, self, case), _after(2, self, case), _after(5, self, case))


def noun(forms: str, gender: Gender, animate: bool = False) -> Noun:
    """A noun from its six singular forms, «/», and its six plural forms, in the order of CASES.

    Words of a phrase are joined by «_» («натуральная_карта»), so that a form stays one token here.
    """
    singular, plural = (tuple(w.replace("_", " ") for w in half.split()) for half in forms.split("/"))
    if len(singular) != 6 or len(plural) != 6:
        raise ValueError(f"a noun needs 6 + 6 forms: {forms!r}")
    return Noun(singular, plural, gender, animate)


CARD = noun("карта карты карте карту картой карте / карты карт картам карты картами картах", "f")
POINT = noun("очко очка очку очко очком очке / очки очков очкам очки очками очках", "n")
TIME = noun("раз раза разу раз разом разе / разы раз разам разы разами разах", "m")
PLAYER = noun("игрок игрока игроку игрока игроком игроке / игроки игроков игрокам игроков игроками игроках",
              "m", animate=True)
TRICK = noun("взятка взятки взятке взятку взяткой взятке / взятки взяток взяткам взятки взятками взятках", "f")
OVERTRICK = noun("лишняя_взятка лишней_взятки лишней_взятке лишнюю_взятку лишней_взяткой лишней_взятке / "
                 "лишние_взятки лишних_взяток лишним_взяткам лишние_взятки лишними_взятками лишних_взятках", "f")
MOVE = noun("ход хода ходу ход ходом ходе / ходы ходов ходам ходы ходами ходах", "m")
DEAL = noun("сдача сдачи сдаче сдачу сдачей сдаче / сдачи сдач сдачам сдачи сдачами сдачах", "f")
ATTEMPT = noun("попытка попытки попытке попытку попыткой попытке / попытки попыток попыткам попытки попытками "
               "попытках", "f")
CANASTA = noun("канаста канасты канасте канасту канастой канасте / канасты канаст канастам канасты канастами "
               "канастах", "f")
TRUMP = noun("козырь козыря козырю козырь козырем козыре / козыри козырей козырям козыри козырями козырях", "m")
NATURAL = noun("натуральная_карта натуральной_карты натуральной_карте натуральную_карту натуральной_картой "
               "натуральной_карте / натуральные_карты натуральных_карт натуральным_картам натуральные_карты "
               "натуральными_картами натуральных_картах", "f")
RED_THREE = noun("красная_тройка красной_тройки красной_тройке красную_тройку красной_тройкой красной_тройке / "
                 "красные_тройки красных_троек красным_тройкам красные_тройки красными_тройками красных_тройках",
                 "f")

#: The rank names: «дама», «валет», «джокер» (a joker has no suit, so its name is the card's name).
RANKS: dict[Rank, Noun] = {
    Rank.TWO: noun("двойка двойки двойке двойку двойкой двойке / двойки двоек двойкам двойки двойками двойках", "f"),
    Rank.THREE: noun("тройка тройки тройке тройку тройкой тройке / тройки троек тройкам тройки тройками тройках",
                     "f"),
    Rank.FOUR: noun("четвёрка четвёрки четвёрке четвёрку четвёркой четвёрке / четвёрки четвёрок четвёркам "
                    "четвёрки четвёрками четвёрках", "f"),
    Rank.FIVE: noun("пятёрка пятёрки пятёрке пятёрку пятёркой пятёрке / пятёрки пятёрок пятёркам пятёрки "
                    "пятёрками пятёрках", "f"),
    Rank.SIX: noun("шестёрка шестёрки шестёрке шестёрку шестёркой шестёрке / шестёрки шестёрок шестёркам "
                   "шестёрки шестёрками шестёрках", "f"),
    Rank.SEVEN: noun("семёрка семёрки семёрке семёрку семёркой семёрке / семёрки семёрок семёркам семёрки "
                     "семёрками семёрках", "f"),
    Rank.EIGHT: noun("восьмёрка восьмёрки восьмёрке восьмёрку восьмёркой восьмёрке / восьмёрки восьмёрок "
                     "восьмёркам восьмёрки восьмёрками восьмёрках", "f"),
    Rank.NINE: noun("девятка девятки девятке девятку девяткой девятке / девятки девяток девяткам девятки "
                    "девятками девятках", "f"),
    Rank.TEN: noun("десятка десятки десятке десятку десяткой десятке / десятки десяток десяткам десятки "
                   "десятками десятках", "f"),
    Rank.JACK: noun("валет валета валету валета валетом валете / валеты валетов валетам валетов валетами валетах",
                    "m", animate=True),
    Rank.QUEEN: noun("дама дамы даме даму дамой даме / дамы дам дамам дам дамами дамах", "f", animate=True),
    Rank.KING: noun("король короля королю короля королём короле / короли королей королям королей королями "
                    "королях", "m", animate=True),
    Rank.ACE: noun("туз туза тузу туза тузом тузе / тузы тузов тузам тузов тузами тузах", "m", animate=True),
    Rank.JOKER: noun("джокер джокера джокеру джокера джокером джокере / джокеры джокеров джокерам джокеров "
                     "джокерами джокерах", "m", animate=True),
}

JOKER = RANKS[Rank.JOKER]


def _after(n: int, word: Noun, case: Case) -> str:
    n = abs(n)
    one = n % 10 == 1 and n % 100 != 11
    few = 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14
    if one:
        return word.form(case)
    if case == "nom" or (case == "acc" and not (word.animate and n < 5)):
        # «2 карты», «22 игрока»: the genitive singular; but «вижу 2 игроков» (an animate object of 2-4).
        if not few:
            return word.form("gen", plural=True)
        head = word.form("gen").split()
        if len(head) > 1:  # an adjective before it goes to the plural: «2 натуральные карты», «2 лишних взятки»
            adjectives = word.form("nom" if word.gender == "f" else "gen", plural=True).split()[:-1]
            return " ".join(adjectives + head[-1:])
        return head[0]
    return word.form(case, plural=True)


def agree(n: int, word: Noun, case: Case = "nom") -> str:
    """The form of a noun that agrees with the number n in a case: «карту», «сдач»."""
    return _after(n, word, case)


def count(n: int, word: Noun, case: Case = "nom") -> str:
    """A number with its noun: «1 карту» (acc), «2 сдач» (gen), «5 очков»."""
    return f"{n} {_after(n, word, case)}"


def each_ru(n: int, word: Noun) -> str:
    """After the distributive «по»: «по 1 очку», «по 21 очку», but «по 5 очков», «по 2 очка».

    >>> each_ru(1, POINT), each_ru(21, POINT), each_ru(2, POINT), each_ru(11, POINT)
    ('1 очку', '21 очку', '2 очка', '11 очков')
    """
    one = abs(n) % 10 == 1 and abs(n) % 100 != 11
    return count(n, word, "dat" if one else "acc")


#: Numbers 1–20 in words, genitive, feminine where it differs: «без одной», «без четырёх» (взяток).
_GENITIVE_NUMBERS = ("одной", "двух", "трёх", "четырёх", "пяти", "шести", "семи", "восьми", "девяти", "десяти",
                     "одиннадцати", "двенадцати", "тринадцати", "четырнадцати", "пятнадцати", "шестнадцати",
                     "семнадцати", "восемнадцати", "девятнадцати", "двадцати")


def genitive_number_ru(n: int) -> str:
    """A number 1–20 in words in the genitive, as bridge names a contract that went down: «без <двух>».

    >>> genitive_number_ru(1), genitive_number_ru(4), genitive_number_ru(13)
    ('одной', 'четырёх', 'тринадцати')
    """
    return _GENITIVE_NUMBERS[n - 1] if 1 <= n <= len(_GENITIVE_NUMBERS) else str(n)


# The older three-form interface, kept for the messages that count in the nominative.
CARDS_RU: Forms = CARD.counted()
CARDS_ACCUSATIVE_RU: Forms = CARD.counted("acc")
POINTS_RU: Forms = POINT.counted()
TIMES_RU: Forms = TIME.counted()
PLAYERS_RU: Forms = PLAYER.counted()
TRICKS_RU: Forms = TRICK.counted()
MOVES_RU: Forms = MOVE.counted()
DEALS_RU: Forms = DEAL.counted()
DEALS_GENITIVE_RU: Forms = DEAL.counted("gen")


def plural_ru(n: int, forms: Forms) -> str:
    """The form of a noun that agrees with the number n, from its three counted forms."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return forms[0]
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return forms[1]
    return forms[2]


def count_ru(n: int, forms: Forms) -> str:
    """A number with its noun, from its three counted forms: «2 джокера»."""
    return f"{n} {plural_ru(n, forms)}"


def signed(points: int) -> str:
    """Points with a sign, as a score sheet shows them: «+100», «−55» (a real minus sign), «0»."""
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"


# --- cards -------------------------------------------------------------------------------------------------

def rank_ru(rank: Rank, case: Case = "nom", plural: bool = False) -> str:
    """A rank's name in a case: «короля», «семёрок» (plural genitive)."""
    return RANKS[rank].form(case, plural)


def card_ru(card: Card | str, case: Case = "nom") -> str:
    """A card's name in a case: «даму пик» (acc), «девяткой пик» (ins), «джокером»."""
    card = card if isinstance(card, Card) else Card.parse(card)
    name = RANKS[card.rank].form(case)
    return name if card.suit is None else f"{name} {card.suit.genitive_ru}"


def short_ru(card: Card | str) -> str:
    """A card's short form inside a sentence: «Д♠», «10♥», and the joker as a word, «джокер» (the
    capital «Джокер» is the index printed on the card).

    >>> short_ru("QS"), short_ru("JK")
    ('Д♠', 'джокер')
    """
    card = card if isinstance(card, Card) else Card.parse(card)
    return RANKS[card.rank].form() if card.suit is None else card.ru


_PRONOUNS: dict[Gender, tuple[str, ...]] = {
    "m": ("он", "его", "ему", "его", "им", "нём"),
    "f": ("она", "её", "ей", "её", "ею", "ней"),
    "n": ("оно", "его", "ему", "его", "им", "нём"),
}


def pronoun_ru(card: Card | str, case: Case = "nom") -> str:
    """The third-person pronoun that stands for a card: «он» for a king, «она» for a queen; «покройте ею»."""
    card = card if isinstance(card, Card) else Card.parse(card)
    return _PRONOUNS[RANKS[card.rank].gender][CASES.index(case)]


def rank_accusative_ru(rank: Rank) -> str:
    """A rank's name as the object of a verb: «заменяет <короля>», «<даму>»."""
    return rank_ru(rank, "acc")


# --- seats ---------------------------------------------------------------------------------------------------

_SEATS: dict[str, Noun] = {
    "Игрок": PLAYER,
    "Север": noun("Север Севера Северу Север Севером Севере / - - - - - -", "m"),
    "Восток": noun("Восток Востока Востоку Восток Востоком Востоке / - - - - - -", "m"),
    "Юг": noun("Юг Юга Югу Юг Югом Юге / - - - - - -", "m"),
    "Запад": noun("Запад Запада Западу Запад Западом Западе / - - - - - -", "m"),
    "Банкомёт": noun("Банкомёт Банкомёта Банкомёту Банкомёта Банкомётом Банкомёте / - - - - - -", "m", animate=True),
    "Понтёр": noun("Понтёр Понтёра Понтёру Понтёра Понтёром Понтёре / - - - - - -", "m", animate=True),
    "Вы": noun("Вы Вас Вам Вас Вами Вас / - - - - - -", "m", animate=True),
}


def seat_ru(name: str, case: Case = "nom") -> str:
    """A seat's name in a case, still capitalised: «под Игрока 2», «у Юга», «к Вам».

    A numbered seat is a player, so its accusative is its genitive («на Игрока 3»); the compass seats
    of bridge stay the words they are («за Юг»).
    """
    head, _, rest = name.partition(" ")
    word = _SEATS[head].form(case)
    word = word[0].upper() + word[1:]
    return f"{word} {rest}" if rest else word


def player_ru(seat: int, case: Case = "nom") -> str:
    """«Игрок 1», «Игрока 2», «Игроку 3» — a numbered seat (seat 0 is «Игрок 1»)."""
    return seat_ru(f"Игрок {seat + 1}", case)


# --- moves said to the reader ------------------------------------------------------------------------------------

#: A move's verb as the engine describes it («Игрок 2 берёт карты») and as a hint says it to the reader:
#: the imperative («возьмите»), and the imperfective one that a negation takes («не кройте»).
_IMPERATIVES: dict[str, tuple[str, str]] = {
    "берёт": ("возьмите", "берите"), "бьёт": ("побейте", "бейте"), "заходит": ("зайдите", "заходите"),
    "кладёт": ("положите", "кладите"), "кроет": ("покройте", "кройте"), "переводит": ("переведите", "переводите"),
    "подкидывает": ("подкиньте", "подкидывайте"), "тянет": ("вытяните", "тяните"),
    "выкладывает": ("выложите", "выкладывайте"), "докладывает": ("доложите", "докладывайте"),
    "сбрасывает": ("сбросьте", "сбрасывайте"), "меняет": ("поменяйте", "меняйте"),
    "открывает": ("откройте", "открывайте"), "ставит": ("поставьте", "ставьте"),
    "заказывает": ("закажите", "заказывайте"), "пропускает": ("пропустите", "пропускайте"),
    "отбивается": ("отбейтесь", "отбивайтесь"), "забирает": ("заберите", "забирайте"),
    "показывает": ("покажите", "показывайте"), "объявляет": ("объявите", "объявляйте"),
    "заканчивает": ("закончите", "заканчивайте"), "отказывается": ("откажитесь", "отказывайтесь"),
}

#: Turns that are not one verb: «не может побить и кладёт» -> «побить нечем — положите».
_REPHRASED = {"не может побить и ": "побить нечем — "}


def to_reader_ru(description: str, seat: str | None = None) -> str:
    """A move as the engine describes it, said to the reader as advice: «Игрок 1 берёт карты.» ->
    «Возьмите карты.», «Игрок 2 не кроет и берёт нижнюю карту» -> «Не кройте, а возьмите нижнюю карту»,
    «Игрок 3: «Бито».» -> «Скажите «Бито».». A description whose verb is not known here comes back
    unchanged.

    >>> to_reader_ru("Игрок 2 не кроет и берёт нижнюю карту — даму пик.", "Игрок 2")
    'Не кройте, а возьмите нижнюю карту — даму пик.'


    >>> to_reader_ru("Игрок 1 берёт карты.", "Игрок 1"), to_reader_ru("берёт карту из колоды")
    ('Возьмите карты.', 'Возьмите карту из колоды')
    >>> to_reader_ru("берёт пакет (3 карты): 7♠ с 7♥ 7♦; выкладывает ещё 5♠ 5♥ 5♦")
    'Возьмите пакет (3 карты): 7♠ с 7♥ 7♦; выложите ещё 5♠ 5♥ 5♦'
    >>> to_reader_ru("Игрок 1 кладёт 6♣: Игрок 2 берёт 2 карты и пропускает ход.", "Игрок 1")
    'Положите 6♣: Игрок 2 берёт 2 карты и пропускает ход.'
    >>> to_reader_ru("Игрок 1 не может побить и кладёт шестёрку червей рядом с ромбом.", "Игрок 1")
    'Побить нечем — положите шестёрку червей рядом с ромбом.'
    >>> to_reader_ru("сбрасывает 5♠ и заканчивает игру")
    'Сбросьте 5♠ и закончите игру'
    >>> to_reader_ru("Восток (болван) кладёт даму бубен", "Восток")
    'Из руки болвана положите даму бубен'
    >>> to_reader_ru("Игрок 4 кладёт Д♠ и заказывает червы.", "Игрок 4")
    'Положите Д♠ и закажите червы.'
    >>> to_reader_ru("Игрок 6 больше не подкидывает.", "Игрок 6"), to_reader_ru("Юг: 1♠", "Юг")
    ('Больше не подкидывайте.', 'Ваш ход: 1♠')
    """
    text = description
    dummy = bool(seat) and text.startswith(f"{seat} (болван) ")
    if seat and text.startswith(seat):
        text = text[len(seat):].removeprefix(" (болван)")
        if text.startswith(":"):
            said = text[1:].strip()
            return ("Скажите " if said.startswith("«") else "Ваш ход: ") + said
        text = text.strip()
    for said, advice in _REPHRASED.items():
        text = text.replace(said, advice)
    words = text.split(" ")
    out: list[str] = []
    negated = changed = False
    for i, word in enumerate(words):
        bare = word.rstrip(".,:;")
        if i and bare in _SEATS:  # another player's part of the move («…: Игрок 2 берёт 2 карты»)
            out += words[i:]
            break
        before = words[i - 1] if i else ""
        if bare not in _IMPERATIVES or not (before in ("", "не", "и", "больше", "—") or before.endswith((";", ","))):
            out.append(word)
            continue
        if before == "и" and negated:  # «не кройте и возьмите» -> «не кройте, а возьмите»
            out[-2] += ","
            out[-1] = "а"
        negated = before == "не"
        out.append(_IMPERATIVES[bare][1 if negated else 0] + word[len(bare):])
        changed = True
    if not changed:
        return description
    said = " ".join(out)
    if dummy:  # declarer plays dummy's card
        return "Из руки болвана " + said[0].lower() + said[1:]
    return said[0].upper() + said[1:]


# --- game names ------------------------------------------------------------------------------------------------

def _adjective(word: str, gender: Gender, animate: bool) -> Noun:
    """A regular adjective of a game's name in the singular (a name is never counted): «простой»,
    «круглый», «китайский» (after к/г/х/ж/ш/ч/щ an «и»), «кубинская»."""
    stem = word[:-2]
    y = "и" if stem[-1] in "кгхжшчщ" else "ы"
    if gender == "f":
        endings = ("ая", "ой", "ой", "ую", "ой", "ой")
        return Noun(tuple(stem + e for e in endings), ("-",) * 6, gender, animate)
    forms = (word, stem + "ого", stem + "ому", stem + "ого" if animate else word, stem + y + "м", stem + "ом")
    return Noun(forms, ("-",) * 6, gender, animate)


#: The words of the registry's game names, as they decline («играть в подкидного дурака»): in a game's
#: name «дурак» is animate, as in the phrase itself.
_NAME_NOUNS: dict[str, Noun] = {
    "дурак": noun("дурак дурака дураку дурака дураком дураке / - - - - - -", "m", animate=True),
    "канаста": CANASTA,
    "бридж": noun("бридж бриджа бриджу бридж бриджем бридже / - - - - - -", "m"),
    "роббер": noun("роббер роббера робберу роббер роббером роббере / - - - - - -", "m"),
    "кинг": noun("кинг кинга кингу кинг кингом кинге / - - - - - -", "m"),
    "штосс": noun("штосс штосса штоссу штосс штоссом штоссе / - - - - - -", "m"),
    "безик": noun("безик безика безику безик безиком безике / - - - - - -", "m"),
}
_NAME_ADJECTIVES: frozenset[str] = frozenset({
    "простой", "подкидной", "переводной", "бескозырный", "большой", "двухкозырный", "дорожный", "китайский",
    "крестовый", "круглый", "погонный", "потайной", "чешский", "японский", "кубинская",
})
#: Names that do not decline at all: «в «Комбо»», «в «Верю — не верю»».
INDECLINABLE_NAMES: frozenset[str] = frozenset({"комбо", "верю"})


def _name_word(word: str, head: Noun | None) -> Noun | None:
    if word in _NAME_NOUNS:
        return _NAME_NOUNS[word]
    if word in _NAME_ADJECTIVES and head is not None:
        return _adjective(word, head.gender, head.animate)
    return None


def game_name_ru(name: str, case: Case = "nom") -> str:
    """A game's name (from the registry) in a case: the leading words that decline do, up to the first
    word that does not or the first «:» or «,» («Канасты по-русски, вариант 31.а»).

    Raises ValueError for a name whose first word is unknown here, so that a new game cannot slip
    into a message in the nominative: add its words to the tables above (or to INDECLINABLE_NAMES).
    """
    words = name.split(" ")
    first = words[0].lower()
    if first in INDECLINABLE_NAMES:
        return name
    heads = [_NAME_NOUNS[w.strip("(),:").split("-")[0].lower()] for w in words
             if w.strip("(),:").split("-")[0].lower() in _NAME_NOUNS]
    head = heads[0] if heads else None
    if _name_word(first, head) is None:
        raise ValueError(f"no declension for the game name {name!r}")
    out: list[str] = []
    declining = True
    for word in words:
        core = word.strip("(),:")
        base, dash, tail = core.partition("-")
        decl = _name_word(base.lower(), head) if declining and (not dash or tail.isdigit()) else None
        if decl is None:
            declining = False
            out.append(word)
            continue
        form = decl.form(case)
        if base[:1].isupper():
            form = form[0].upper() + form[1:]
        out.append(word.replace(base, form, 1))
        if word.endswith((":", ",")):
            declining = False
    return " ".join(out)


__all__ = [
    "Case", "CASES", "Gender", "Forms", "Noun", "noun", "agree", "count", "each_ru", "genitive_number_ru", "plural_ru", "count_ru", "signed",
    "rank_ru", "card_ru", "short_ru", "pronoun_ru", "to_reader_ru", "rank_accusative_ru", "seat_ru", "player_ru", "game_name_ru",
    "INDECLINABLE_NAMES", "RANKS",
    "CARD", "POINT", "TIME", "PLAYER", "TRICK", "OVERTRICK", "MOVE", "DEAL", "ATTEMPT", "CANASTA", "JOKER",
    "TRUMP", "NATURAL", "RED_THREE",
    "CARDS_RU", "CARDS_ACCUSATIVE_RU", "POINTS_RU", "TIMES_RU", "PLAYERS_RU", "TRICKS_RU", "MOVES_RU",
    "DEALS_RU", "DEALS_GENITIVE_RU",
]
