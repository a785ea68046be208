"""The game registry: one entry for every game and variant of the source texts.

The site's catalogue, each page's infobox and the `games.list` method are generated from here, so a
fact about a game (players, deck, cards dealt) is written once.

>>> GAMES["durak.podkidnoy"].players_max
6
>>> sorted({g.family for g in GAMES.values()})
['bezique', 'bridge', 'canasta', 'durak', 'king', 'shtoss']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from rules_py.decks import DECKS, RANK_ORDERS
from rules_py.errors import BadRequest

#: How the cards go out; dealing.py has one procedure per kind.
DealKind = Literal[
    "hands",  # n cards each, the rest is the stock (durak: the next card is the trump, under it)
    "all",  # the whole pack dealt out
    "pile",  # n cards each, the first card of the pile turned up, the rest is the stock
    "krugly",  # a rhombus of eight cards on the table, a ninth in the middle as the trump
    "krestovy",  # one card each, face up; the rest is drawn in the opening phase
    "shtoss",  # each player his own pack; the punter picks a card, the banker's pack is dealt in pairs
    "bezique",  # 18 each, then the next card is turned for trump
]
TrumpRule = Literal[
    "turned",  # the card after the deal is turned face up and put under the stock
    "turned_hidden",  # as "turned", plus a face-down card under it (потайной)
    "per_player",  # one turned card per player, all of different suits (двухкозырный)
    "last_dealt",  # the last card dealt is shown to all (дорожный, чешский-2)
    "fixed",  # the suit is fixed by the rules (trump_suit)
    "none",  # no trumps
]
SortStyle = Literal["suit", "bridge", "rank"]


@dataclass(frozen=True)
class Family:
    id: str
    name_ru: str
    name_en: str
    page: str


FAMILIES: dict[str, Family] = {
    f.id: f
    for f in (
        Family("bridge", "Бридж", "Bridge", "bridge/index.md"),
        Family("durak", "Дурак", "Durak", "durak/index.md"),
        Family("canasta", "Канаста", "Canasta", "canasta/index.md"),
        Family("king", "Кинг", "King", "king/index.md"),
        Family("shtoss", "Штосс", "Stoss", "shtoss/index.md"),
        Family("bezique", "Безик", "Bezique", "bezique/index.md"),
    )
}


@dataclass(frozen=True)
class GameInfo:
    """What the site needs to know about one game or variant."""

    id: str
    family: str
    name_ru: str
    name_en: str
    players_min: int
    players_max: int
    players_default: int
    deck: str
    goal_ru: str
    sources: tuple[str, ...]
    page: str
    deal_kind: DealKind = "hands"
    hand_size: int = 6
    cards_dealt_ru: str = ""
    trump: TrumpRule = "turned"
    trump_suit: str | None = None
    ranking: str = "from_six"
    sort_style: SortStyle = "suit"
    deck_options: tuple[str, ...] = ()
    related: tuple[str, ...] = ()
    seats_ru: tuple[str, ...] = ()
    #: The dealer's last card is shown to all without being a trump (чешский, второй вариант, X-38).
    shows_last_dealt: bool = False
    #: Ranks (codes) of an up-card that is covered by the next card at once (canasta: threes, wild cards).
    upcard_returns: tuple[str, ...] = ()
    notes_ru: tuple[str, ...] = field(default=())

    def seat_names(self, players: int) -> list[str]:
        """Russian names of the seats, in dealing order from the dealer's left."""
        if self.seats_ru and len(self.seats_ru) >= players:
            return list(self.seats_ru[:players])
        return [f"Игрок {i + 1}" for i in range(players)]

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "family": self.family,
            "family_ru": FAMILIES[self.family].name_ru,
            "name_ru": self.name_ru,
            "name_en": self.name_en,
            "players_min": self.players_min,
            "players_max": self.players_max,
            "players_default": self.players_default,
            "deck": self.deck,
            "deck_ru": DECKS[self.deck].name_ru,
            "deck_options": list(self.deck_options or (self.deck,)),
            "cards_dealt": self.hand_size if self.deal_kind in ("hands", "pile", "bezique") else None,
            "cards_dealt_ru": self.cards_dealt_ru,
            "ranking": self.ranking,
            "ranking_ru": RANK_ORDERS[self.ranking].description_ru,
            "trump": self.trump,
            "goal_ru": self.goal_ru,
            "related": list(self.related),
            "sources": list(self.sources),
            "books_ru": books_ru(self.sources),
            "page": self.page,
        }


S000 = "000_4e934ba8c5cd5a0f.txt"
S001 = "001_e348d64de999520a.txt"
S002 = "002_b6f05189dada7fe0.txt"
S003 = "003_e3e164bc0ce903e4.txt"
S004 = "004_457f33a0e0598d40.txt"


@dataclass(frozen=True)
class Source:
    """One source text: its file, the short number the pages cite it by, and the book it comes from."""

    file: str
    book_ru: str  # the title, in guillemets
    author_ru: str = ""
    same_as: str | None = None  # a file that repeats another file's text (001 repeats 000's canasta)

    @property
    def number(self) -> str:
        """«000»: how the pages cite the file."""
        return self.file[:3]

    @property
    def title_ru(self) -> str:
        """«Владимир Менделев, «Энциклопедия игр»» or just the book."""
        return f"{self.author_ru}, {self.book_ru}" if self.author_ru else self.book_ru


#: The source texts (seeds/README.md): which book each file is.
SOURCES: dict[str, Source] = {
    s.file: s
    for s in (
        Source(S000, "«Энциклопедия игр»"),
        Source(S001, "«Энциклопедия игр»", same_as=S000),
        Source(S002, "«Энциклопедия игр»", "Владимир Менделев"),
        Source(S003, "«Карточные игры России»"),
        Source(S004, "«Энциклопедия игр»", "Ольга Белякова"),
    )
}


def books_ru(files: tuple[str, ...] | list[str]) -> list[str]:
    """The books of some source files, each once, in order (001 is 000's book again).

    >>> books_ru([S000, S001, S002])
    ['«Энциклопедия игр»', 'Владимир Менделев, «Энциклопедия игр»']
    """
    titles: list[str] = []
    for file in files:
        title = SOURCES[file].title_ru
        if title not in titles:
            titles.append(title)
    return titles

_DURAK_GOAL = "Избавиться от всех карт; кто остался с картами последним — «дурак»."
_DURAK_RELATED = ("durak.prostoy", "durak.podkidnoy", "durak.perevodnoy")


def _durak(
    variant: str, name_ru: str, name_en: str, *, goal_ru: str = _DURAK_GOAL, **kw: object
) -> GameInfo:
    values: dict[str, object] = {
        "players_min": 2,
        "players_max": 6,
        "players_default": 2,
        "deck": "36",
        "deck_options": ("36", "52"),
        "cards_dealt_ru": "по 6 карт",
        "sources": (S000,),
        "related": tuple(r for r in _DURAK_RELATED if r != f"durak.{variant}"),
    }
    values.update(kw)
    return GameInfo(
        id=f"durak.{variant}",
        family="durak",
        name_ru=name_ru,
        name_en=name_en,
        goal_ru=goal_ru,
        page=f"durak/{variant}.md",
        **values,  # type: ignore[arg-type]
    )


def _canasta(preset: str, name_ru: str, name_en: str, **kw: object) -> GameInfo:
    values: dict[str, object] = {
        "players_min": 4,
        "players_max": 4,
        "players_default": 4,
        "deck": "2x54",
        "deal_kind": "pile",
        "hand_size": 11,
        "cards_dealt_ru": "по 11 карт",
        "trump": "none",
        "ranking": "standard",
        "sort_style": "rank",
        "upcard_returns": ("3", "2", "JK"),
        "goal_ru": "Набрать больше очков, выкладывая на стол сочетания карт одного достоинства и канасты.",
        "related": ("canasta.classic", "canasta.russian", "canasta.combo"),
    }
    values.update(kw)
    values["related"] = tuple(r for r in values["related"] if r != f"canasta.{preset}")  # type: ignore[attr-defined]
    return GameInfo(
        id=f"canasta.{preset}",
        family="canasta",
        name_ru=name_ru,
        name_en=name_en,
        page=f"canasta/{preset}.md",
        **values,  # type: ignore[arg-type]
    )


_ENTRIES: tuple[GameInfo, ...] = (
    GameInfo(
        id="bridge",
        family="bridge",
        name_ru="Бридж (роббер)",
        name_en="Rubber bridge",
        players_min=4,
        players_max=4,
        players_default=4,
        deck="52",
        hand_size=13,
        cards_dealt_ru="по 13 карт, вся колода",
        trump="none",
        ranking="standard",
        sort_style="bridge",
        goal_ru="Набрать за роббер больше очков, чем пара противников (разница — висты); роббер — до двух "
        "выигранных партий.",
        sources=(S000,),
        page="bridge/index.md",
        seats_ru=("Север", "Восток", "Юг", "Запад"),
        related=("king",),
    ),
    _durak("prostoy", "Простой дурак", "Simple durak",
           notes_ru=("Подкидывает только тот, кто начал ход.",)),
    _durak("podkidnoy", "Подкидной дурак", "Throw-in durak"),
    _durak("perevodnoy", "Переводной дурак", "Passing durak"),
    _durak("perevodnoy2", "Переводной дурак-2", "Passing durak II"),
    _durak("beskozyrny", "Бескозырный дурак", "No-trump durak", trump="none"),
    # Two packs, twice the players: one pack seats at most six (six cards each, the whole 36 dealt),
    # two packs at most twelve by the same measure.
    _durak("bolshoy", "Большой дурак", "Big durak", deck="2x36", deck_options=("2x36", "2x52"), players_max=12,
           goal_ru=_DURAK_GOAL + " Набравший 52 карты и больше проигрывает сразу."),
    _durak("veryu", "Верю — не верю", "Believe it or not (durak)"),
    _durak("dvukhkozyrny", "Двухкозырный дурак", "Two-trump durak", players_max=4, trump="per_player"),
    _durak("dorozhny", "Дорожный дурак", "Road durak", deal_kind="all", trump="last_dealt",
           cards_dealt_ru="вся колода поровну; остаток откладывается"),
    _durak("kitaysky", "Китайский дурак", "Chinese durak", deal_kind="all", trump="fixed",
           trump_suit="S", ranking="chinese", deck_options=("36",),
           cards_dealt_ru="вся колода, можно неравно"),
    _durak("krestovy", "Крестовый дурак", "Cross durak", deal_kind="krestovy", trump="fixed",
           trump_suit="D", cards_dealt_ru="по одной карте в открытую, остальное — в ходе раскладки"),
    _durak("krugly", "Круглый дурак", "Round durak", deal_kind="krugly", deck_options=("36",),
           cards_dealt_ru="никому: восемь карт ромбом и козырь в центре"),
    _durak("pogonny", "Погонный дурак", "Epaulettes durak",
           goal_ru=_DURAK_GOAL + " Закончить парой или четвёркой карт одного достоинства — «навесить погоны»."),
    _durak("potayny", "Потайной дурак", "Hidden-trump durak", trump="turned_hidden"),
    _durak("cheshsky", "Чешский дурак", "Czech durak", players_min=2, players_max=2, trump="none",
           deal_kind="pile", deck_options=("36",),
           goal_ru="Первым избавиться от карт; проигравший записывает очки за оставшиеся, игра до 100."),
    _durak("cheshsky_1", "Чешский дурак: первый вариант", "Czech durak, variant 1", players_min=2,
           players_max=2, trump="none", deal_kind="pile", deck_options=("36",),
           goal_ru="Как в чешском дураке, но без нужной карты берут из колоды лишь одну."),
    _durak("cheshsky_2", "Чешский дурак: второй вариант", "Czech durak, variant 2", players_min=2,
           players_max=2, trump="none", shows_last_dealt=True, deck_options=("36",),
           goal_ru="Как в чешском дураке, но главная карта — валет; оставшийся с валетом проигрывает."),
    _durak("yaponsky", "Японский дурак", "Japanese durak", trump="fixed", trump_suit="D"),
    _canasta("classic", "Канаста", "Canasta", deck="2x52+2", deck_options=("2x52+2", "2x54"),
             sources=(S000, S001, S002)),
    _canasta("three", "Канаста втроём", "Three-handed canasta", players_min=3, players_max=3,
             players_default=3, deck="2x52+2", deck_options=("2x52+2", "2x54"), hand_size=13,
             cards_dealt_ru="по 13 карт", sources=(S002,)),
    _canasta("fifteen", "Канаста по 15 карт", "Fifteen-card canasta", players_min=2, players_max=3,
             players_default=2, deck="2x52+2", deck_options=("2x52+2", "2x54"), hand_size=15,
             cards_dealt_ru="по 15 карт", sources=(S002,)),
    _canasta("three_packs", "Канаста тремя колодами", "Three-pack canasta", deck="3x54", hand_size=15,
             cards_dealt_ru="по 15 карт (в источнике не указано)", sources=(S002,)),
    _canasta("cuban", "Кубинская канаста", "Cuban canasta", hand_size=15, cards_dealt_ru="по 15 карт",
             sources=(S000, S001)),
    _canasta("combo", "Комбо", "Combo", deck="3x54", hand_size=15, cards_dealt_ru="по 15 карт",
             sources=(S000, S001, S004)),
    _canasta("russian", "Канаста по-русски", "Russian canasta", players_min=2, players_max=4,
             deck_options=("2x54", "2x52+2"), cards_dealt_ru="по 11 карт (в источнике не указано)",
             sources=(S003,)),
    _canasta("russian_31a", "Канаста по-русски, вариант 31.а", "Russian canasta, variant 31a",
             sources=(S003,)),
    _canasta("russian_31b", "Канаста по-русски, вариант 31.б", "Russian canasta, variant 31b",
             hand_size=13, cards_dealt_ru="по 13 карт, по одной", upcard_returns=("2", "JK"),
             sources=(S003,)),
    GameInfo(
        id="king",
        family="king",
        name_ru="Кинг",
        name_en="King (a Barbu-family game of seven negative and seven positive deals)",
        players_min=4,
        players_max=4,
        players_default=4,
        deck="32",
        hand_size=8,
        cards_dealt_ru="по 8 карт, вся колода",
        trump="none",
        ranking="from_seven",
        goal_ru="За 14 сдач (7 отрицательных и 7 положительных) набрать больше всех очков.",
        sources=(S004,),
        page="king/index.md",
        related=("bridge",),
    ),
    GameInfo(
        id="shtoss",
        family="shtoss",
        name_ru="Штосс",
        name_en="Stoss (faro-like banking game)",
        players_min=2,
        players_max=2,
        players_default=2,
        deck="52",
        deal_kind="shtoss",
        hand_size=1,
        cards_dealt_ru="у каждого своя колода; понтёр выбирает одну карту",
        trump="none",
        ranking="none",
        goal_ru="Понтёру — чтобы карта его достоинства впервые легла в колоде банкомёта второй в паре, на чётное место.",
        sources=(S004,),
        page="shtoss/index.md",
        seats_ru=("Банкомёт", "Понтёр"),
    ),
    GameInfo(
        id="bezique",
        family="bezique",
        name_ru="Безик",
        name_en="Bezique (Russian multi-pack)",
        players_min=2,
        players_max=3,
        players_default=2,
        deck="bezique8",
        deck_options=("bezique8", "bezique10"),
        deal_kind="bezique",
        hand_size=18,
        cards_dealt_ru="по 18 карт, по одной",
        ranking="bezique",
        goal_ru="Набирать очки за объявленные сочетания («показки») и за взятки.",
        sources=(S003,),
        page="bezique/index.md",
        related=("king",),
    ),
)

GAMES: dict[str, GameInfo] = {g.id: g for g in _ENTRIES}


def get_game(game_id: object) -> GameInfo:
    """The registry entry for an id, or a BadRequest in Russian."""
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise BadRequest(f"Неизвестная игра «{game_id}». Список игр: метод games.list.")
    return GAMES[game_id]
