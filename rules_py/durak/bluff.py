"""Верю — не верю: how a bot covers a card face down and how it judges one, from its own view only.

The judge weighs the chance that the defender held a card that beats the covered one, counting only
what the table has seen: its own hand, the cards on the table, the cards gone to the discard face up
and the cards each player picked up in sight of all. The defender bluffs when he would otherwise take
(a failed bluff costs no more than a take) and now and then covers face down with a card that does
beat, a trap for a doubting judge. Both choices come with the reason a hint shows.

>>> from rules_py.durak.setup import from_hands
>>> from rules_py.durak.view import view
>>> s = from_hands("durak.veryu", [["9C", "7C"], ["AD"]], trump_suit="H", table=[("AH", "KD")])
>>> s["face_down"], s["phase"], s["pending"], s["turn"] = [0], "judge", 0, 0
>>> judge(view(s, 0))[0]  # nothing beats the ace of trumps: a bluff for sure
{'type': 'challenge'}
"""

from __future__ import annotations

import json
import zlib
from math import comb
from typing import Any, Callable

from rules_py.decks import build_deck
from rules_py.durak.beating import beats, rank, suit
from rules_py.durak.moves import FACE_DOWN, Move, Position
from rules_py.durak.words import accusative, nominative, pronoun_instrumental

Choice = tuple[Move, str]
#: Below this chance that the cover is honest, the judge says «Не верю».
DOUBT_BELOW = 0.5
#: How often (in percent) a defender who can beat covers face down anyway, as a trap.
TRAP_PERCENT = 35

_DECKS: dict[str, list[str]] = {}


def _deck(deck_id: str) -> list[str]:
    if deck_id not in _DECKS:
        _DECKS[deck_id] = [c.code for c in build_deck(deck_id)]
    return _DECKS[deck_id]


def _roll(view: dict[str, Any]) -> int:
    """A number 0..99 fixed by the position the bot sees: its play varies, yet replays exactly."""
    text = json.dumps([view["hand"], view["table"], view["bout"], view["seat"]])
    return zlib.crc32(text.encode()) % 100


def honest_chance(view: dict[str, Any]) -> float:
    """The chance, as the judge sees it, that the defender held a card beating the covered one."""
    pos = Position.of(view, list(view["hand"]), list(view["counts"]))
    attack = view["table"][view["pending"]][0]
    defender = view["defender"]

    def beater(card: str) -> bool:
        return beats(attack, card, pos.trump, pos.rules)

    his_known = view["known"][defender]
    if any(beater(c) for c in his_known):
        return 0.95  # he picked up a beater in sight of all (it may be the very card he laid)
    placed = set(view["hand"]) | set(view["gone"]) | {c for pair in view["table"] for c in pair if c and c != FACE_DOWN}
    for seat, cards in enumerate(view["known"]):
        placed.update(cards)
    if view["trump_card"] and view["stock"] > 0:
        placed.add(view["trump_card"])  # it lies face up under the stock
    unknown = [c for c in _deck(view["deck"]) if c not in placed]
    # His hand before the cover: the cards he holds now, the covered one, minus those we know.
    slots = max(view["counts"][defender] + 1 - len(his_known), 1)
    slots = min(slots, len(unknown))
    good = sum(1 for c in unknown if beater(c))
    if not unknown or slots == 0:
        return 1.0
    return 1 - comb(len(unknown) - good, slots) / comb(len(unknown), slots)


def judge(view: dict[str, Any]) -> Choice:
    """«Верю» or «Не верю» for the face-down card waiting for this seat's verdict."""
    chance = honest_chance(view)
    attack = view["table"][view["pending"]][0]
    percent = round(chance * 100)
    if chance < DOUBT_BELOW:
        return {"type": "challenge"}, (
            f"Проверьте: карт, которые бьют {accusative(attack)}, у него, по тому, что видно за столом, "
            f"скорее нет ({_odds(percent)} что есть)."
        )
    return {"type": "believe"}, (
        f"Поверьте: по тому, что видно за столом, побить {accusative(attack)} ему, скорее всего, было чем "
        f"({_odds(percent)}), а ошибка в проверке отдаст все карты стола вам."
    )


def _odds(percent: int) -> str:
    """«вероятность около 71 %»; the ends said in words, not «100 из 100»."""
    if percent >= 100:
        return "почти наверняка"
    if percent <= 0:
        return "почти наверняка нет"
    return f"вероятность около {percent} %"


def cover(
    view: dict[str, Any], pos: Position, legal: list[Move], value: Callable[[str], int],
    plan: list[tuple[str, str]] | None, will_take: bool,
) -> Choice | None:
    """A face-down cover instead of what the plain bot would do, or None to play as usual.

    `plan` is the plain bot's honest beating plan (None: it cannot beat everything), `will_take`
    whether it would take the cards."""
    blinds = [m for m in legal if m["type"] == "blind"]
    if not blinds:
        return None
    if plan is None or will_take:
        target = _hardest(pos, value)
        junk = min(pos.hand, key=value)
        return {"type": "blind", "attack": target, "card": junk}, (
            f"Отбиться нечем — рискните: положите {accusative(junk)} втёмную на {accusative(target)}. "
            "Поверят — карты уйдут в отбой; проверят — возьмёте, как взяли бы и так."
        )
    attack, card = plan[0]
    if _roll(view) < TRAP_PERCENT:
        return {"type": "blind", "attack": attack, "card": card}, (
            f"{nominative(card).capitalize()} бьёт {accusative(attack)} — покройте {pronoun_instrumental(card)} втёмную: "
            "если не поверят, все карты стола заберёт проверяющий."
        )
    return None


def _hardest(pos: Position, value: Callable[[str], int]) -> str:
    """The unbeaten card the defender can least afford to beat (none of his cards beats it, or only
    dear ones)."""

    def cost(attack: str) -> int:
        beaters = [value(c) for c in pos.hand if beats(attack, c, pos.trump, pos.rules)]
        return min(beaters) if beaters else 1000 + rank(attack) + (50 if suit(attack) == pos.trump else 0)

    return max(pos.unbeaten(), key=cost)
