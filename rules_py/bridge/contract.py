"""Strains, calls and contracts, read from English codes, suit symbols or Russian words.

Strains rank clubs < diamonds < hearts < spades < no trump (X-14: the seed omits the order; it is
the Laws'). A contract is a level 1..7 (tricks over the book of six), a strain and a doubling.

>>> parse_contract("4SX")
Contract(level=4, strain=<Strain.SPADES: 'S'>, doubled=1)
>>> parse_contract("3 БК").code, parse_contract("2♥ контра").ru
('3NT', '2♥ с контрой')
>>> parse_contract("пас") is None
True
>>> parse_call("1 пика"), parse_call("пас"), parse_call("реконтра")
('1S', 'pass', 'XX')
>>> parse_contract("8S")
Traceback (most recent call last):
...
rules_py.errors.BadRequest: Не понимаю контракт «8S»: уровень — число от 1 до 7, а не 8.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from rules_py.cards import Suit
from rules_py.errors import BadRequest


class Strain(enum.Enum):
    """A denomination: a trump suit or no trump. The value is the protocol's code."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"
    NOTRUMP = "NT"

    @property
    def order(self) -> int:
        """Rank in the auction: clubs 0 … no trump 4."""
        return _STRAIN_ORDER.index(self)

    @property
    def symbol(self) -> str:
        return _STRAIN_SYMBOL[self]

    @property
    def suit(self) -> Suit | None:
        """The trump suit, None for no trump."""
        return None if self is Strain.NOTRUMP else Suit(self.value)

    @property
    def in_ru(self) -> str:
        """The phrase after a number of tricks: «в пиках», «без козыря»."""
        return _STRAIN_IN_RU[self]

    @property
    def first_trick(self) -> int:
        """Value of the first bid trick, undoubled."""
        return 40 if self is Strain.NOTRUMP else self.next_trick

    @property
    def next_trick(self) -> int:
        """Value of every further trick (and of an undoubled overtrick)."""
        return 20 if self in (Strain.CLUBS, Strain.DIAMONDS) else 30


_STRAIN_ORDER = (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES, Strain.NOTRUMP)
_STRAIN_SYMBOL = {
    Strain.CLUBS: "♣", Strain.DIAMONDS: "♦", Strain.HEARTS: "♥", Strain.SPADES: "♠", Strain.NOTRUMP: "БК",
}
_STRAIN_IN_RU = {
    Strain.CLUBS: "в трефах",
    Strain.DIAMONDS: "в бубнах",
    Strain.HEARTS: "в червах",
    Strain.SPADES: "в пиках",
    Strain.NOTRUMP: "без козыря",
}
STRAINS = _STRAIN_ORDER

# Everything a reader may type for a strain, upper-cased with spaces removed.
_STRAIN_INPUTS: dict[str, Strain] = {}
for _strain, _words in (
    (Strain.CLUBS, ("C", "♣", "♧", "CLUBS", "ТРЕФЫ", "ТРЕФ", "ТРЕФА", "ТРЕФЕ", "КРЕСТИ", "Т")),
    (Strain.DIAMONDS, ("D", "♦", "♢", "DIAMONDS", "БУБНЫ", "БУБЕН", "БУБНА", "БУБИ", "Б")),
    (Strain.HEARTS, ("H", "♥", "♡", "HEARTS", "ЧЕРВЫ", "ЧЕРВЕЙ", "ЧЕРВА", "ЧЕРВИ", "Ч")),
    (Strain.SPADES, ("S", "♠", "♤", "SPADES", "ПИКИ", "ПИК", "ПИКА", "П")),
    (Strain.NOTRUMP, ("NT", "N", "NOTRUMP", "NOTRUMPS", "БК", "Б/К", "БЕЗКОЗЫРЯ", "БЕЗКОЗЫРЕЙ",
                      "БЕЗКОЗЫРЬ", "БЕСКОЗЫРКА")),
):
    for _word in _words:
        _STRAIN_INPUTS[_word] = _strain

_PASS_INPUTS = {"PASS", "P", "ПАС", "-", "AP", "ALLPASS", "ВСЕПАС"}
# Longest first, so that «реконтра» is not read as «контра».
_DOUBLING_SUFFIXES = (
    ("РЕКОНТРОЙ", 2), ("РЕКОНТРА", 2), ("КОНТРОЙ", 1), ("КОНТРА", 1),
    ("XX", 2), ("ХХ", 2), ("**", 2), ("RDBL", 2), ("DBL", 1), ("X", 1), ("Х", 1), ("*", 1),
)


@dataclass(frozen=True)
class Contract:
    """A final contract: level 1..7, strain, doubled 0 (no), 1 (контра) or 2 (реконтра)."""

    level: int
    strain: Strain
    doubled: int = 0

    @property
    def code(self) -> str:
        """The protocol's code: «4S», «3NTX», «7HXX»."""
        return f"{self.level}{self.strain.value}" + "X" * self.doubled

    @property
    def ru(self) -> str:
        """As a reader writes it: «4♠», «3БК с контрой», «2♥ с реконтрой»."""
        text = f"{self.level}{self.strain.symbol}"
        return text + ("", " с контрой", " с реконтрой")[self.doubled]

    @property
    def tricks_needed(self) -> int:
        return 6 + self.level

    @property
    def bid(self) -> str:
        """The bid that named it, without the doubling: «4S»."""
        return f"{self.level}{self.strain.value}"


def _clean(text: str) -> str:
    return "".join(text.split()).upper().replace("Ё", "Е")


def _parse_bid(text: str, original: str, what: str) -> tuple[int, Strain]:
    if not text or not text[0].isdigit():
        raise BadRequest(
            f"Не понимаю {what} «{original}»: сначала уровень (1–7), потом масть или БК, например «4♠» или «3БК»."
        )
    digits = text[0]
    rest = text[1:]
    while rest and rest[0].isdigit():
        digits += rest[0]
        rest = rest[1:]
    level = int(digits)
    if not 1 <= level <= 7:
        raise BadRequest(f"Не понимаю {what} «{original}»: уровень — число от 1 до 7, а не {level}.")
    strain = _STRAIN_INPUTS.get(rest)
    if strain is None:
        shown = rest or "ничего"
        raise BadRequest(
            f"Не понимаю {what} «{original}»: после уровня {level} стоит «{shown}», а нужна деноминация — "
            "C D H S NT, ♣ ♦ ♥ ♠ БК или название масти (трефы, бубны, червы, пики, без козыря)."
        )
    return level, strain


def parse_contract(text: object) -> Contract | None:
    """Read a final contract; None means the deal was passed out («пас»)."""
    if not isinstance(text, str):
        raise BadRequest("Контракт должен быть строкой, например «4SX» или «3БК».")
    cleaned = _clean(text)
    if not cleaned:
        raise BadRequest("Пустая строка вместо контракта.")
    if cleaned in _PASS_INPUTS:
        return None
    doubled = 0
    for suffix, value in _DOUBLING_SUFFIXES:
        if cleaned.endswith(suffix) and len(cleaned) > len(suffix):
            cleaned = cleaned[: -len(suffix)]
            doubled = value
            break
    level, strain = _parse_bid(cleaned, text, "контракт")
    return Contract(level, strain, doubled)


def parse_call(text: object) -> str:
    """Read one call of the auction into its code: «pass», «X», «XX» or a bid like «1S», «3NT».

    X-02: «пас» is simply no bid; a bid («заявка», the seed's «отзыв») names a level and a strain.
    """
    if not isinstance(text, str):
        raise BadRequest("Заявка должна быть строкой: «1S», «pass», «X» или «XX».")
    cleaned = _clean(text)
    if not cleaned:
        raise BadRequest("Пустая строка вместо заявки.")
    if cleaned in _PASS_INPUTS:
        return "pass"
    for suffix, value in _DOUBLING_SUFFIXES:
        if cleaned == suffix:
            return "X" * value
    level, strain = _parse_bid(cleaned, text, "заявку")
    return f"{level}{strain.value}"


def bid_parts(call: str) -> tuple[int, Strain]:
    """Level and strain of a bid code such as «3NT»."""
    return int(call[0]), Strain(call[1:])


def call_ru(call: str) -> str:
    """A call as a reader says it: «1♠», «пас», «контра», «реконтра»."""
    if call == "pass":
        return "пас"
    if call == "X":
        return "контра"
    if call == "XX":
        return "реконтра"
    level, strain = bid_parts(call)
    return f"{level}{strain.symbol}"


ALL_BIDS: tuple[str, ...] = tuple(f"{level}{s.value}" for level in range(1, 8) for s in _STRAIN_ORDER)
