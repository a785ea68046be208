"""Which cards may go on the pile in чешский дурак, and what a move does.

Moves of the player to move:

- ``{"type": "play", "card": "9S"}``: lay a card that fits the top of the pile: the same suit or
  the same rank (after a wild card, the suit it named); the first lead of a deal may be any card;
- ``{"type": "play", "card": "QS", "suit": "H"}``: the wild card (the queen; the jack in variant 2)
  goes on anything and names the suit that must follow;
- ``{"type": "draw"}``: with no card that fits, draw from the stock: until a card fits (main game,
  variant 2) or one card (variant 1); if the card drawn last does not fit, the turn passes;
- ``{"type": "pass"}``: with no card that fits and nothing left to draw;
- with ``stack_penalties`` only, the victim of a six, seven or ace answers it with a card of the same
  rank (a ``play``) or ``{"type": "take"}``s the penalty.

A six makes the opponent draw two cards, a seven one card, and both and the ace make him miss his
turn: the player who laid it moves again (on top of his own card).

>>> t = Table(top="9S", named=None, lead=False, wild="Q", phase="play", pending=None, drawable=10)
>>> [t.fits(c) for c in ("KS", "9H", "QD", "10H")]
[True, True, True, False]
>>> Table(top="QS", named="H", lead=False, wild="Q", phase="play", pending=None, drawable=0).why_not("KS")
'Дама заказала червы: кладите карту этой масти или даму.'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules_py.durak.beating import RANK_CODE, rank, suit
from rules_py.durak.cheshsky import deal as deals
from rules_py.durak.cheshsky.rules import PENALTY_DRAW, CheshskyRules
from rules_py.durak.moves import read_card
from rules_py.durak.words import accusative, nominative, seat_name
from rules_py.errors import IllegalMove

State = dict[str, Any]
Move = dict[str, Any]
SUITS = ("S", "H", "C", "D")
#: The wild card's name, its accusative, and the past tense of «заказать» that agrees with it.
WILD_NAME = {"Q": ("дама", "даму", "заказала"), "J": ("валет", "валета", "заказал")}
SUIT_ACCUSATIVE = {"S": "пики", "H": "червы", "C": "трефы", "D": "бубны"}


def rank_code(card: str) -> str:
    return RANK_CODE[rank(card)]


@dataclass(frozen=True)
class Table:
    """The public facts a move depends on, read from the state or from a player's view."""

    top: str | None
    named: str | None
    lead: bool
    wild: str
    phase: str
    pending: dict[str, Any] | None
    drawable: int

    @classmethod
    def of_state(cls, s: State) -> Table:
        return cls(top=s["pile"][-1] if s["pile"] else None, named=s["named"], lead=s["lead"],
                   wild=s["rules"]["wild"], phase=s["phase"], pending=s["pending"], drawable=deals.drawable(s))

    @classmethod
    def of_view(cls, v: dict[str, Any]) -> Table:
        return cls(top=v["top"], named=v["named"], lead=v["lead"], wild=v["rules"]["wild"], phase=v["phase"],
                   pending=v["pending"], drawable=v["drawable"])

    def is_wild(self, card: str) -> bool:
        return rank_code(card) == self.wild

    def fits(self, card: str) -> bool:
        """Whether `card` may go on the pile now."""
        if self.phase == "penalty":
            return self.pending is not None and rank_code(card) == self.pending["rank"]
        if self.lead or self.top is None or self.is_wild(card):
            return True
        if self.named is not None:
            return suit(card) == self.named
        return suit(card) == suit(self.top) or rank(card) == rank(self.top)

    def why_not(self, card: str) -> str:
        name, name_acc, ordered = WILD_NAME[self.wild]
        if self.phase == "penalty" and self.pending is not None:
            return "Штраф можно только перевести картой того же достоинства или взять."
        if self.named is not None:
            return (f"{name.capitalize()} {ordered} {SUIT_ACCUSATIVE[self.named]}: кладите карту этой масти "
                    f"или {name_acc}.")
        assert self.top is not None
        return (f"Нельзя положить {accusative(card)} на {accusative(self.top)}: нужна карта той же масти "
                f"или того же достоинства либо {name}.")

    def playable(self, hand: list[str]) -> list[str]:
        return [c for c in hand if self.fits(c)]


def moves_for(table: Table, hand: list[str]) -> list[Move]:
    """Every move a player holding `hand` may make at this table."""
    moves: list[Move] = []
    for card in table.playable(hand):
        if table.is_wild(card) and table.phase == "play":
            moves.extend({"type": "play", "card": card, "suit": s} for s in SUITS)
        else:
            moves.append({"type": "play", "card": card})
    if table.phase == "penalty":
        moves.append({"type": "take"})
    elif not moves:
        moves.append({"type": "draw"} if table.drawable else {"type": "pass"})
    return moves


def legal_moves(s: State) -> list[Move]:
    return moves_for(Table.of_state(s), s["hands"][s["turn"]])


# --- applying a move -----------------------------------------------------------------------------


def opponent(seat: int) -> int:
    return 1 - seat


def draw_cards(s: State, seat: int, count: int) -> list[str]:
    """Give `seat` up to `count` cards from the stock (shuffling the pile in when needed)."""
    got: list[str] = []
    for _ in range(count):
        card = deals.take_one(s)
        if card is None:
            break
        s["hands"][seat].append(card)
        got.append(card)
    return got


def play(s: State, move: Move) -> str | None:
    """Apply `move` to `s` (a copy the caller owns). Returns the seat that went out of cards, if the
    move ended the deal that way, else None; `scoring` then settles the deal."""
    seat = s["turn"]
    table = Table.of_state(s)
    hand = s["hands"][seat]
    kind = move.get("type")
    if kind == "play":
        card = read_card(move.get("card"))
        if card not in hand:
            raise IllegalMove(f"У вас на руке нет карты «{nominative(card)}».")
        if not table.fits(card):
            raise IllegalMove(table.why_not(card))
        named = _named_suit(table, card, move.get("suit"))
        hand.remove(card)
        s["pile"].append(card)
        s.update(named=named, lead=False, stuck=0)
        if card == s["shown"]:
            s["shown"] = None
        _after_card(s, seat, card)
        return "out" if not hand else None
    if kind == "take":
        if table.phase != "penalty":
            raise IllegalMove(_phase_hint(table, hand))
        pending = s["pending"]
        draw_cards(s, seat, pending["draw"])
        s.update(phase="play", pending=None, turn=opponent(seat))
        return None
    if table.phase == "penalty":
        raise IllegalMove(_phase_hint(table, hand))
    if kind == "draw":
        if table.playable(hand):
            raise IllegalMove("Брать из прикупа можно, только когда положить нечего, а у вас есть подходящая карта.")
        if not table.drawable:
            raise IllegalMove("Брать больше неоткуда: прикуп и стопка под верхней картой пусты — пропустите ход.")
        limit = 1 if s["rules"]["draw"] == "one" else table.drawable
        for _ in range(limit):
            got = draw_cards(s, seat, 1)
            if not got or table.fits(got[0]):
                break
        if not table.fits(hand[-1]):
            s["turn"] = opponent(seat)
        return None
    if kind == "pass":
        if table.playable(hand):
            raise IllegalMove("Пропустить ход можно, только когда положить нечего.")
        if table.drawable:
            raise IllegalMove("Положить нечего — берите из прикупа.")
        s["stuck"] += 1
        s["turn"] = opponent(seat)
        return "blocked" if s["stuck"] >= 2 else None
    raise IllegalMove(f"Неизвестный ход «{kind}». Ходы: play, draw, pass, take.")


def _named_suit(table: Table, card: str, value: object) -> str | None:
    if not table.is_wild(card) or table.phase == "penalty":
        if value is not None:
            raise IllegalMove(f"Масть заказывают, только положив {WILD_NAME[table.wild][1]}.")
        return None
    if value not in SUITS:
        raise IllegalMove(f"Положив {WILD_NAME[table.wild][1]}, закажите масть: S, H, C или D (пики, червы, трефы, бубны).")
    return str(value)


def _after_card(s: State, seat: int, card: str) -> None:
    """A six, a seven or an ace punishes the opponent; any other card passes the turn."""
    rules = CheshskyRules.from_json(s["rules"])
    code = rank_code(card)
    other = opponent(seat)
    if code not in PENALTY_DRAW:
        s["turn"] = other
        return
    if s["phase"] == "penalty" or (rules.stack_penalties and s["hands"][seat]):
        # The victim may answer with a card of the same rank: the penalty grows and goes back.
        before = s["pending"]["draw"] if s["phase"] == "penalty" else 0
        s["pending"] = {"rank": code, "draw": before + PENALTY_DRAW[code], "from": seat}
        s["phase"], s["turn"] = "penalty", other
        if not s["hands"][seat]:
            _settle_penalty(s)
        return
    draw_cards(s, other, PENALTY_DRAW[code])
    s["turn"] = seat  # the opponent misses his turn


def _settle_penalty(s: State) -> None:
    """The answering card was the player's last: the victim takes the penalty and the deal ends."""
    pending = s["pending"]
    draw_cards(s, opponent(pending["from"]), pending["draw"])
    s.update(phase="play", pending=None)


def _phase_hint(table: Table, hand: list[str]) -> str:
    if table.phase == "penalty" and table.pending is not None:
        return "Сейчас вы под штрафом: переведите его картой того же достоинства или возьмите."
    return "Сейчас нужно положить подходящую карту или, если её нет, взять из прикупа."
