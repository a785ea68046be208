"""The end of a deal of Безик, completed from outside the source, and what comes from where.

Seed 003 breaks off at the definition of «безик» (X-86): it gives no score, no play once the stock
runs out and no end of the deal. A reader who plays wants to finish, so the default game
(``ending: "complete"``) completes the deal from a published description of multi-pack bezique:
rubicon bezique, the four-pack game whose laws the Portland Club drew up in 1887, as Hoyle-style
rulebooks give it (e.g. «Rubicon Bezique» at bicyclecards.com), with the last-trick rule for more
than two players from the same rulebooks' «Four-Hand Bezique». The option ``ending: "source"``
stops where the source stops.

Each piece of the completion is listed in ``COMPLETION`` with its origin: ``outside`` (a fact of
that description) or ``ours`` (our reading, where neither the seed nor that description settles
it). The page's table is built from this list (the ``rp-bezique-ending`` fence), as King's table of
deals is built from its deal list, so the page and the engine cannot drift apart.

>>> BEZIQUE_POINTS[1], BEZIQUE_POINTS[2], LAST_TRICK_POINTS, BRISQUE_POINTS
(40, 500, 50, 10)
>>> sorted({item.origin for item in COMPLETION})
['ours', 'outside']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, Sequence

from rules_py.cards import Card, Rank

SOURCE_RU = (
    "безик-рубикон — многоколодный безик по правилам, которые Портлендский клуб составил в 1887 году, "
    "в пересказе сборников правил Хойла (например, «Rubicon Bezique» на bicyclecards.com); правило "
    "последних взяток для троих — оттуда же, из «Four-Hand Bezique»"
)
#: The same, in short, where the engine says it at the table (the page gives the whole reference).
SOURCE_SHORT_RU = "правила безика-рубикона Портлендского клуба в пересказе сборников правил Хойла"
#: Points for beziques shown at once: single, double, triple, quadruple (rubicon bezique).
BEZIQUE_POINTS = {1: 40, 2: 500, 3: 1500, 4: 4500}
MAX_AT_ONCE = max(BEZIQUE_POINTS)
BRISQUE_POINTS = 10
BRISQUE_RANKS = (Rank.ACE, Rank.TEN)
LAST_TRICK_POINTS = 50


@dataclass(frozen=True)
class Piece:
    """One piece of the completed ending: what it settles, the rule, and where it comes from."""

    what_ru: str
    rule_ru: str
    origin: Literal["outside", "ours"]


COMPLETION: tuple[Piece, ...] = (
    Piece("Конец прикупа",
          "Когда карт в прикупе не хватает на всех, добор кончается, и сдачу доигрывают картами, оставшимися "
          "на руках: по 18 кругов, пока руки не опустеют.", "outside"),
    Piece("Лишняя карта",
          "Втроём с колодой из 10 колод в прикупе остаётся одна карта — открытый козырь (или девятка, "
          "отданная за него). Её никто не берёт, и в счёт она не идёт.", "ours"),
    Piece("Показки и обмен в конце",
          "Когда прикуп кончился, показок больше не объявляют и девятку на козырь не меняют.", "outside"),
    Piece("Последние круги",
          "У кого есть масть хода, кладёт её и, если может, перебивает карту, которая пока старше всех в "
          "круге. У кого масти хода нет, перебивает эту карту козырем, если может. Иначе кладут любую карту. "
          "Втроём так же: каждый бьёт старшую из уже лежащих карт.", "outside"),
    Piece("Инфузорка в последних кругах",
          "Сама инфузорка ни к чему не обязывает: обязанность считают по настоящим картам руки. Но назвать "
          "её можно только такой картой, которая эту обязанность выполняет.", "ours"),
    Piece("Кто забирает карты круга",
          "Карты круга забирает тот, кто получил ход: перекрывший, а если карту никто не перекрыл, — "
          "ходивший.", "ours"),
    Piece("Безики",
          "Безик (в нашем источнике: козырная дама и валет другой масти того же цвета) — 40 очков; два "
          "безика, показанные разом, — двойной безик, 500; три — 1500; четыре — 4500.", "outside"),
    Piece("Бриски",
          "Каждый туз и каждая десятка в забранных картах — 10 очков. Инфузорка считается той картой, "
          "которой её назвали.", "outside"),
    Piece("Бриски считают всегда",
          "В рубиконе бриски считают только при равенстве очков или чтобы спастись от рубикона; в "
          "двухколодном безике — всегда. Движок считает их всегда: рубикона он не играет (см. ниже), и "
          "последние круги без брисков теряли бы смысл.", "ours"),
    Piece("Последняя взятка", "Кто забрал карты последнего круга, получает 50 очков.", "outside"),
    Piece("Победитель", "Партия — одна сдача. Выигрывает тот, у кого больше очков.", "outside"),
    Piece("Без рубикона",
          "Премию за партию (500), рубикон (меньше 1000 очков у проигравшего) и округление до сотен движок "
          "не играет: эти числа рассчитаны на полный набор показок, а наш источник называет только безик. "
          "При равенстве очков победу делят.", "ours"),
)


def brisques(cards: Sequence[Card]) -> int:
    """How many brisques (aces and tens) there are among these cards.

    >>> from rules_py.cards import parse_cards
    >>> brisques(parse_cards("AS 10H KD 9C AS"))
    3
    """
    return sum(1 for c in cards if c.rank in BRISQUE_RANKS)


def score_parts(state: dict[str, Any]) -> list[dict[str, int]]:
    """Each seat's points so far: beziques, brisques taken, the last round, and the total."""
    players = state["players"]
    parts = [{"beziques": 0, "brisques": 0, "brisque_points": 0, "last_trick": 0, "total": 0} for _ in range(players)]
    for declaration in state["declarations"]:
        parts[declaration["seat"]]["beziques"] += BEZIQUE_POINTS[declaration.get("count", 1)]
    for played in state["rounds"]:
        parts[played["winner"]]["brisques"] += brisques([Card.parse(stands) for _, _, stands in played["cards"]])
    if state["phase"] == "over" and state["rounds"]:
        parts[state["rounds"][-1]["winner"]]["last_trick"] = LAST_TRICK_POINTS
    for part in parts:
        part["brisque_points"] = BRISQUE_POINTS * part["brisques"]
        part["total"] = part["beziques"] + part["brisque_points"] + part["last_trick"]
    return parts
