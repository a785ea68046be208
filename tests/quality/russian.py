"""A Russian proof-reader for generated messages, built on pymorphy3 and its OpenCorpora dictionary.

It is an oracle independent of rules_py.words: it does not know how our messages are built, only how
Russian words agree. `problems(text)` lists what is wrong in one message:

- a word that is no word form of the dictionary (or only an informal one, «1 бубны»), unless it is a
  term of the games listed in TERMS;
- a number written in digits whose noun does not agree with it («1 карта» after «берёт», «5 карты»),
  in a case that the word before the number allows (a preposition's cases, a transitive verb's
  accusative);
- a card's name whose case its preposition or verb does not allow («бьёт десятка червей», «с семёрка
  пик»), or which stands after a colon in another case than the noun it names («с самых дешёвых
  карт: семёрка пик»);
- a game's name in quotes after «в», «для», «из», «о», «по», «к» whose noun is in a case that the
  preposition does not take («Для «Китайский дурак»»);
- a pronoun for a card of the wrong gender («Валет … — покройте ею»);
- and the house style of docs/glossary.md: no parameter names or other Latin words, no abbreviations
  («оч.»), no score written as a fraction of its target («119 из 100»), a seat's name capitalised
  («под Игрока 2»), a common noun not capitalised mid-sentence («Джокер»), a participle clause set
  off by a comma («(2 карты), положив»), no brackets inside brackets, no «а … а» in one clause.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

import pymorphy3

MORPH = pymorphy3.MorphAnalyzer()

#: Words of the games that the dictionary lacks, each with a dictionary word that declines the same way
#: (the oracle checks the term's form through its model: «канаст» like «паст»).
TERMS_LIKE: dict[str, str] = {
    "канаст": "паст",  # канаста like паста
    "безик": "язык",
    "штосс": "пресс",
    "бридж": "пляж",
    "роббер": "ковер",
    "онёр": "шофёр",
    "кинг": "ринг",
    "показк": "указк",  # bezique's declarations
    "показок": "указок",
    "инфузорк": "указк",
    "неотбит": "непобит",
    "реконтр": "контр",  # bridge
    "контрировавш": "атаковавш",
    "сплинтер": "свитер",
    "джокерн": "карточн",  # «джокерная выкладка» (canasta)
    "банкомёт": "звездочёт",
    "двухкозырн": "бескозырн",
    "эскалер": "галер",
    "бриск": "миск",  # bezique's brisques
    "многоколодн": "многоцветн",
    "хойл": "петр",  # Hoyle (a name), the rule books
}
#: Terms that are not inflected words at all (abbreviations of the glossary, interjections).
TERMS_FIXED = frozenset({
    "бк", "бито", "пас", "комбо", "блэквуд",
})
SEAT_WORDS = frozenset({"игрок", "север", "восток", "юг", "запад", "банкомёт", "понтёр"})
RANK_LEMMAS = frozenset({"двойка", "тройка", "четвёрка", "пятёрка", "шестёрка", "семёрка", "восьмёрка",
                         "девятка", "десятка", "валет", "дама", "король", "туз", "джокер"})
SUIT_GENITIVES = frozenset({"пик", "червей", "бубен", "треф"})
#: The cases each preposition allows (pymorphy's names; gen2/loc2/acc2 count as their main case).
PREPOSITIONS: dict[str, frozenset[str]] = {
    p: frozenset(cases.split()) for p, cases in {
        "в": "accs loct", "во": "accs loct", "на": "accs loct", "за": "accs ablt", "под": "accs ablt",
        "для": "gent", "из": "gent", "от": "gent", "до": "gent", "без": "gent", "у": "gent", "после": "gent",
        "около": "gent", "кроме": "gent", "вместо": "gent", "с": "gent ablt accs", "со": "gent ablt accs",
        "к": "datv", "ко": "datv", "по": "datv accs loct", "о": "loct accs", "об": "loct accs", "при": "loct",
        "над": "ablt", "перед": "ablt", "между": "ablt", "через": "accs", "про": "accs",
    }.items()
}
CASE_MAIN = {"gen2": "gent", "loc2": "loct", "acc2": "accs", "gen1": "gent", "loc1": "loct"}
WORD = re.compile(r"\d+-[а-яё]+|[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*|\d+|[A-Za-z_]+|[^\sА-Яа-яЁёA-Za-z\d]")


@dataclass(frozen=True)
class Token:
    text: str
    start: int

    @property
    def low(self) -> str:
        return self.text.lower()

    @property
    def cyrillic(self) -> bool:
        return bool(re.fullmatch(r"[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*", self.text))


def model_word(word: str) -> str:
    """The dictionary word that stands for a game term: «канастой» -> «пастой»."""
    low = word.lower()
    for term, model in TERMS_LIKE.items():
        if low.startswith(term):
            return model + low[len(term):]
    return low


@functools.lru_cache(maxsize=None)
def parses(word: str) -> tuple[pymorphy3.analyzer.Parse, ...]:
    low = word.lower()
    if model_word(low) != low:
        return tuple(MORPH.parse(model_word(low)))
    return tuple(p for p in MORPH.parse(low) if p.is_known or "Name" in p.tag or "Surn" in p.tag)


def case_of(p: pymorphy3.analyzer.Parse) -> str | None:
    c = p.tag.case
    return CASE_MAIN.get(c, c) if c else None


def is_known(word: str) -> bool:
    low = word.lower()
    if low in TERMS_FIXED or low.isdigit():
        return True
    if "-" in low and all(is_known(part) for part in low.split("-")):
        return True  # «троек-премий»
    if low.startswith("не") and len(low) > 5 and is_known(low[2:]):
        return True  # «неоткрывшейся»
    return any("Infr" not in p.tag and "Erro" not in p.tag and "Dist" not in p.tag for p in parses(low))


def agreeing_forms(n: int, p: pymorphy3.analyzer.Parse, case: str) -> set[str]:
    """The forms of p's word that agree with the number n in a case (pymorphy's rule, plus Rosenthal's
    «вижу 2 игроков» for an animate object of 2–4)."""
    out: set[str] = set()
    inflected = p.inflect({case, "sing"}) or p.inflect({case})
    if inflected is None:
        return out
    agreed = inflected.make_agree_with_number(abs(n))
    if agreed is not None and "Infr" not in agreed.tag:
        out.add(agreed.word)
    if case == "accs" and 2 <= abs(n) % 10 <= 4 and abs(n) < 5:
        gent = p.inflect({"gent", "plur"})
        if gent is not None:
            out.add(gent.word)
    if "ADJF" in p.tag and 2 <= abs(n) % 10 <= 4 and case in ("nomn", "accs"):
        for number_case in ({"nomn", "plur"}, {"gent", "plur"}):  # «2 натуральные карты» or «натуральных»
            form = p.inflect(number_case)
            if form is not None:
                out.add(form.word)
    return out


def tokens(text: str) -> list[Token]:
    return [Token(m.group(), m.start()) for m in WORD.finditer(text)]


def _governing_cases(toks: list[Token], i: int) -> frozenset[str] | None:
    """The cases allowed for the phrase that starts at toks[i]: a preposition just before it, or a
    transitive verb before it in the same clause (only prepositional groups and adverbs between)."""
    if i == 0:
        return None
    before = toks[i - 1].low
    if before in PREPOSITIONS:
        return PREPOSITIONS[before]
    if before in ("всего", "ещё", "уже", "только", "ровно", "сразу", "лишь", "почти", "примерно", "около"):
        return _governing_cases(toks, i - 1)
    j = i - 1
    while j >= 0 and toks[j].cyrillic:
        ps = parses(toks[j].text)
        pos = ps[0].tag.POS if ps else None
        if pos in ("VERB", "INFN"):
            if "tran" not in ps[0].tag:
                return None
            # «не хватает 1 карты»: after a negated verb the object may be in the genitive.
            return frozenset({"accs", "gent"}) if j > 0 and toks[j - 1].low == "не" else frozenset({"accs"})
        if pos in ("NOUN", "NPRO", "ADJF", "NUMR"):
            k = j - 1  # a prepositional group in between («берёт со стола 1 карту»): skip it
            while k >= 0 and toks[k].cyrillic and parses(toks[k].text) and parses(toks[k].text)[0].tag.POS in (
                    "ADJF", "NOUN") and toks[k].low not in PREPOSITIONS:
                k -= 1
            if k >= 0 and toks[k].low in PREPOSITIONS:
                j = k - 1
                continue
            return None
        j -= 1
    return None


def _number_problems(toks: list[Token], text: str) -> list[str]:
    out: list[str] = []
    for i, tok in enumerate(toks[:-1]):
        if not tok.text.isdigit():
            continue
        nxt = toks[i + 1]
        if not nxt.cyrillic or text[tok.start + len(tok.text):nxt.start] != " ":
            continue
        if i > 0 and (toks[i - 1].low in SEAT_WORDS or re.fullmatch(r"игрок[а-я]*", toks[i - 1].low)):
            continue  # «Игрок 2 берёт»: a name, not a count
        if i > 0 and toks[i - 1].text in ("№", "-", "–", "—", "+", ".", ":") and toks[i - 1].text not in (":",):
            if toks[i - 1].text in ("№", ".", "–", "-"):
                continue
        if i + 2 < len(toks) and toks[i + 2].text == ".":
            pass
        if nxt.low in SUIT_GENITIVES:
            continue  # «6 бубен»: the suits' plural genitive is the dictionary's informal one, and right here
        if i > 0 and re.fullmatch(r"сч[её]т[а-я]*|номер[а-я]*", toks[i - 1].low):
            continue  # «при счёте 0»: a value, not a count
        word = nxt.text
        if any("Apro" in p.tag for p in parses(word)):
            continue  # «до 13 каждому»: a pronoun, not a counted noun
        ps = [p for p in parses(word) if p.tag.POS in ("NOUN", "ADJF") and p.tag.case]
        if not ps or parses(word)[0].tag.POS not in ("NOUN", "ADJF"):
            continue
        # A noun after an adjective («2 натуральные карты»): check the noun as well.
        words = [word]
        if all(p.tag.POS == "ADJF" for p in ps) and i + 2 < len(toks) and toks[i + 2].cyrillic:
            words.append(toks[i + 2].text)
        allowed = _governing_cases(toks, i)
        n = int(tok.text)
        for w in words:
            wps = [p for p in parses(w) if p.tag.POS in ("NOUN", "ADJF") and p.tag.case and "Infr" not in p.tag]
            if not wps:
                continue
            cases = allowed or frozenset({"nomn", "accs", "gent", "datv", "ablt", "loct"})
            ok = any(model_word(w) in agreeing_forms(n, p, c) for p in wps for c in cases)
            if not ok:
                where = f" (здесь нужен падеж: {', '.join(sorted(cases))})" if allowed else ""
                out.append(f"«{tok.text} {w}»: существительное не согласовано с числом{where}")
    return out


def _card_names(toks: list[Token]) -> list[tuple[int, list[pymorphy3.analyzer.Parse]]]:
    """Positions of card names («дама пик»): a rank noun followed by a suit in the genitive plural."""
    out = []
    for i, tok in enumerate(toks[:-1]):
        if toks[i + 1].low not in SUIT_GENITIVES:
            continue
        ps = [p for p in parses(tok.text) if p.normal_form in RANK_LEMMAS and p.tag.POS == "NOUN"]
        if ps:
            out.append((i, ps))
    return out


def _card_problems(toks: list[Token], text: str) -> list[str]:
    out: list[str] = []
    names = _card_names(toks)
    for i, ps in names:
        allowed = _governing_cases(toks, i)
        if allowed == frozenset({"accs"}) or allowed == frozenset({"accs", "gent"}):
            allowed = allowed | {"ablt"}  # «переводит семёркой»: the instrumental of the card used
        cases = {case_of(p) for p in ps}
        name = f"{toks[i].text} {toks[i + 1].text}"
        if allowed and not cases & allowed:
            out.append(f"«{name}»: после «{toks[i - 1].text}» карта должна стоять в падеже {', '.join(sorted(allowed))}")
            continue
        # «…карт: семёрка пик» — a card named after a colon takes the case of the noun it names.
        j = i - 1
        while j >= 0 and toks[j].text == "," or (j >= 1 and toks[j].low in SUIT_GENITIVES):
            j -= 1
        if j >= 1 and toks[j].text == ":" and toks[j - 1].cyrillic:
            head = [p for p in parses(toks[j - 1].text) if p.tag.POS == "NOUN" and p.normal_form == "карта"]
            if head and not {case_of(p) for p in head} & cases and all(case_of(p) != "nomn" for p in head):
                out.append(f"«{toks[j - 1].text}: {name}»: название карты не в том падеже, что «{toks[j - 1].text}»")
    # The pronoun for the card played: «Валет … — покройте им», not «ею».
    for sentence in re.split(r"(?<=[.!?])\s+", text):
        stoks = tokens(sentence)
        subjects = [ps for _, ps in _card_names(stoks) if any(case_of(p) == "nomn" for p in ps)]
        genders = {p.tag.gender for ps in subjects for p in ps if case_of(p) == "nomn"}
        if len(subjects) != 1 or len(genders) != 1:
            continue
        gender = genders.pop()
        for t in stoks:
            pron = [p for p in parses(t.text) if p.tag.POS == "NPRO" and p.tag.number == "sing"
                    and p.tag.case == "ablt" and p.tag.person == "3per"]
            if pron and all(p.tag.gender not in (gender, None) for p in pron):
                out.append(f"«{t.text}»: местоимение не того рода, что карта ({gender})")
    return out


def _game_name_problems(text: str) -> list[str]:
    out: list[str] = []
    for m in re.finditer(r"(?<![А-Яа-яЁё])([А-Яа-яЁё]+) «([^»]+)»", text):
        prep = m.group(1).lower()
        if prep not in PREPOSITIONS:
            continue
        nouns = [t for t in tokens(m.group(2)) if t.cyrillic]
        for t in nouns:
            ps = [p for p in parses(t.text) if p.tag.POS == "NOUN"]
            if not ps or any(p.tag.POS == "ADJF" for p in parses(t.text)):
                continue  # the noun of the name decides, not its adjective («Простой» is also a noun)
            if not {case_of(p) for p in ps} & PREPOSITIONS[prep]:
                out.append(f"«{prep} «{m.group(2)}»»: название после «{prep}» не в нужном падеже")
            break
    return out


#: Replies to a request that names a key the protocol does not know: no widget sends such a request, and
#: the developer who did needs the keys that exist, as keys.
DEVELOPER_REPLIES = re.compile(r"^(Неизвестная опция|Неизвестный параметр правил|Неизвестная игра|Неизвестный ход|"
                               r"Неизвестный метод)")


def _style_problems(toks: list[Token], text: str) -> list[str]:
    out: list[str] = []
    for t in toks:
        if DEVELOPER_REPLIES.match(text):
            break
        if re.fullmatch(r"[a-z_]{2,}", t.text) or "_" in t.text:
            out.append(f"«{t.text}»: имя параметра или латинское слово в тексте для читателя")
    if re.search(r"(?<![А-Яа-яЁё])оч\.", text):
        out.append("«оч.»: сокращение вместо слова «очков»")
    for m in re.finditer(r"(\d[\d ]*)(?: [а-яё]+)? из (\d[\d ]*)", text):
        a, b = int(m.group(1).replace(" ", "")), int(m.group(2).replace(" ", ""))
        if a >= b:
            out.append(f"«{m.group(0)}»: счёт записан как доля цели («из»), а он её достиг")
    if re.search(r"(?<!^)(?<![.!?:«(—] )(?<!^«)\b(игрок[а-я]*|север[а-я]*|юг[а-я]*|восток[а-я]*|запад[а-я]*) \d", text):
        out.append("имя места со строчной буквы («игрока 2»)")
    depth = 0
    for ch in text:
        depth += ch == "("
        if ch == "(" and depth > 1:
            out.append("скобки внутри скобок")
            break
        depth -= ch == ")"
    # A capitalised common noun in mid-sentence, outside quotes: «… сверху Джокер».
    quoted = [(m.start(), m.end()) for m in re.finditer(r"«[^»]*»", text)]
    for i, t in enumerate(toks):
        if i == 0 or not t.cyrillic or not t.text[0].isupper() or t.text.isupper():
            continue
        if any(a <= t.start < b for a, b in quoted) or toks[i - 1].text in (".", "!", "?", "«", "—", ":", "⏎"):
            continue
        if t.low in SEAT_WORDS or t.low in ("вы", "вас", "вам", "вами", "мы", "они") or re.fullmatch(
                r"(игрок|север|юг|восток|запад|банкомёт|понтёр)[а-я]*", t.low):
            continue
        ps = parses(t.text)
        if ps and ps[0].tag.POS == "NOUN" and not {"Name", "Surn", "Geox", "Orgn", "Trad", "Abbr"} & set(
                str(ps[0].tag).replace(" ", ",").split(",")):
            out.append(f"«{t.text}»: нарицательное слово с прописной буквы посреди фразы")
    # A participle clause needs its comma: «(2 карты), положив …».
    for i, t in enumerate(toks):
        k = i - 1
        while k > 0 and toks[k].low in ("только", "не", "лишь", "даже", "сразу", "тоже"):
            k -= 1
        if i > 0 and t.cyrillic and toks[k].text not in (",", "(", "—", ":", "«") and toks[k].low not in (
                "и", "или", "а", "но"):
            ps = parses(t.text)
            if ps and all(p.tag.POS == "GRND" for p in ps):
                out.append(f"«{toks[i - 1].text} {t.text}»: деепричастный оборот не отделён запятой")
    # «…, а …, а …» in one clause.
    for sentence in re.split(r"[.;!?](?=\s|$)", text):
        if len(re.findall(r"(?<![А-Яа-яЁё.\d])а(?![А-Яа-яЁё])", sentence)) > 1:
            out.append(f"два «а» в одной фразе: «{sentence.strip()}»")
    return out


#: Words and turns that docs/glossary.md and the pages avoid, with the reason.
AVOIDED: tuple[tuple[str, str], ...] = (
    (r"деноминаци", "«деноминация»: на сайте говорят «масть» или «БК»"),
    (r"[Нн]едобор \d", "недобор называют как на странице: «без одной», «без четырёх»"),
    (r"носит фамилию", "у игры нет фамилии: «называется дураком»"),
    (r"[а-яё]\((а|ы|и|ов)\)", "окончание в скобках вместо согласованного слова («взял(а)»)"),
    (r"(?<![\d–-])ровно \d+(?! ?[А-Яа-яЁё\d])", "число без существительного («играют ровно 4»)"),
)


def _agreement_problems(toks: list[Token], text: str) -> list[str]:
    out: list[str] = []
    # «канаст: 1»: a count put after its noun, as in a table, inside a sentence.
    for i, t in enumerate(toks[:-2]):
        if t.cyrillic and toks[i + 1].text == ":" and toks[i + 2].text.isdigit():
            ps = parses(t.text)
            if ps and all(p.tag.number == "plur" and case_of(p) == "gent" for p in ps if p.tag.POS == "NOUN") and any(
                    p.tag.POS == "NOUN" for p in ps):
                out.append(f"«{t.text}: {toks[i + 2].text}»: число после существительного, как в таблице")
    # «0 канаст»: none is said in words.
    for i, t in enumerate(toks[:-1]):
        if t.text == "0" and toks[i + 1].cyrillic and parses(toks[i + 1].text) and parses(toks[i + 1].text)[0].tag.POS \
                == "NOUN" and parses(toks[i + 1].text)[0].normal_form != "очко" and not (i > 0 and re.fullmatch(r"сч[её]т[а-я]*", toks[i - 1].low)):
            out.append(f"«0 {toks[i + 1].text}»: ноль словами («нет …», «ни одной …»)")
    # «без нужных канаст (1 канаста)»: a count in brackets that repeats the noun in another case.
    for i, t in enumerate(toks[:-3]):
        if toks[i + 1].text == "(" and toks[i + 2].text.isdigit() and t.cyrillic and toks[i + 3].cyrillic:
            a = {p.normal_form: case_of(p) for p in parses(t.text) if p.tag.POS == "NOUN"}
            b = {p.normal_form: case_of(p) for p in parses(toks[i + 3].text) if p.tag.POS == "NOUN"}
            if set(a) & set(b) and "nomn" not in a.values():
                out.append(f"«{t.text} ({toks[i + 2].text} {toks[i + 3].text})»: то же слово в скобках в другом падеже")
    # «Пакет заморожен (… пакет закрыт всегда)»: the bracket names the clause's subject again.
    for m in re.finditer(r"([^.()]*)\(([^()]*)\)", text):
        clause = re.split(r"[,:;—]", m.group(1))[-1]
        first = tokens(clause)[:1]  # the clause's subject, when it opens the clause: «Пакет заморожен (…)»
        outside = {t.low for t in first if len(t.text) > 2 and any(
            p.tag.POS == "NOUN" and case_of(p) == "nomn" for p in parses(t.text))}
        inside = {t.low for t in tokens(m.group(2)) if len(t.text) > 2}
        for word in outside & inside - {"карта", "карты", "игрок"}:
            out.append(f"«{word}» повторено в скобках, которые поясняют ту же фразу")
    # «Вы кладёте Д♠ и заказывает червы»: a verb of «Вы» in the third person.
    for clause in re.split(r"[.;:!?]", text):
        ctoks = tokens(clause)
        if ctoks and ctoks[0].text == "Вы":
            for t in ctoks[1:]:
                ps = parses(t.text)
                if ps and ps[0].tag.POS == "VERB" and ps[0].tag.person == "3per" and all(
                        p.tag.person != "2per" for p in ps if p.tag.POS == "VERB"):
                    out.append(f"«Вы … {t.text}»: глагол не согласован с «Вы»")
    for pattern, reason in AVOIDED:
        if re.search(pattern, text):
            out.append(reason)
    return out


def problems(text: str) -> list[str]:
    """What is wrong with one message (an empty list when nothing is)."""
    text = text.replace("⏎", "\n")
    toks = tokens(text)
    out = [f"«{t.text}»: такой словоформы нет в словаре" for t in toks if t.cyrillic and not is_known(t.text)]
    out += _number_problems(toks, text)
    out += _card_problems(toks, text)
    out += _game_name_problems(text)
    out += _style_problems(toks, text)
    out += _agreement_problems(toks, text)
    return out
