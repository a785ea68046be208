"""The durak variants as data: one frozen `DurakRules` of flags per preset, and the options that
override them.

All playable variants share one bout mechanic (see `rules_py.durak.bout`); a preset only sets flags.
Each preset is built by a small function whose docstring states the reading of the seed the engine
follows (the site's pages are written from these docstrings; `PRESET_DOCS` collects them).

>>> PRESETS["durak.prostoy"].throw_in, PRESETS["durak.podkidnoy"].throw_in
('attacker', 'all')
>>> sorted(PRESETS)[:3]
['durak.beskozyrny', 'durak.bolshoy', 'durak.dvukhkozyrny']
>>> resolve_rules("durak.podkidnoy", {"first_bout_limit": 5}).first_bout_limit
5
>>> resolve_rules("durak.podkidnoy", {"throw_in": "nobody"})
Traceback (most recent call last):
...
rules_py.errors.BadRequest: Опция «throw_in» (кто подкидывает) принимает значения: attacker, all.
"""

from __future__ import annotations

import dataclasses
import inspect
from dataclasses import dataclass
from typing import Any, Callable, Literal

from rules_py.durak.options import SETUP_OPTIONS, VOLUNTARY_TAKE, Option, RuleSet, apply_options, choice, codes, flag, number
from rules_py.errors import BadRequest

ThrowIn = Literal["attacker", "all"]
Transfer = Literal["none", "before_beat", "also_after"]
TransferPasses = Literal["all_cards", "unbeaten_only"]
Trumps = Literal["turned", "none", "per_player", "hidden", "fixed"]
HiddenTrump = Literal["takes_over", "extra_card"]
JackSide = Literal["highest", "lowest"]
Judge = Literal["attacker", "owner"]


@dataclass(frozen=True)
class DurakRules(RuleSet):
    """The flags that make one durak variant. Defaults are подкидной with a turned-up trump."""

    #: Who may throw in: only the player who started the bout (простой, X-23) or everyone.
    throw_in: ThrowIn = "all"
    #: Passing the attack on (переводной): never, only before any card is beaten (X-26), or also
    #: after beating, with a card of the rank just thrown in (переводной-2, X-27).
    transfer: Transfer = "none"
    #: X-27: when passing on after beating, do the beaten pairs go on as attacking cards (the literal
    #: reading) or to the discard ("unbeaten_only")?
    transfer_passes: TransferPasses = "all_cards"
    #: X-26: the next defender must be able to hold all the attacking cards.
    transfer_check_hold: bool = True
    #: X-26: an attack that was passed on may be passed on again (also back to the attacker).
    transfer_repeat: bool = True
    #: Where the trump comes from: the card turned under the stock, none, one per player
    #: (двухкозырный), the turned card plus a hidden one (потайной) or a fixed suit (японский).
    trumps: Trumps = "turned"
    #: The fixed trump suit when trumps == "fixed" (японский: "D").
    fixed_trump: str | None = None
    #: A suit that only a higher card of the same suit beats, never a trump (японский: "S").
    only_by_own_suit: str | None = None
    #: X-36: when the hidden trump is drawn, its suit becomes trump, or it is just one more card.
    hidden_trump: HiddenTrump = "takes_over"
    #: X-19: a turned-up jack sends the first attack to the highest trump (or to the lowest).
    jack_trump_card: JackSide = "highest"
    #: X-21: the defender may take even when he could beat (common play) or only when he cannot.
    voluntary_take: bool = True
    #: After the defender says «беру», the throwers may still add cards (within the limit).
    throw_after_take: bool = True
    #: X-22: the usual cap of 5 attacking cards in the first bout (None: no cap but the defender's hand).
    first_bout_limit: int | None = None
    #: A cap on attacking cards in every bout (commonly 6; None: only the defender's hand limits).
    bout_limit: int | None = None
    #: Большой: a card cannot be beaten by its identical twin from the other pack.
    identical_twin_cannot_beat: bool = True
    #: Большой: a player who holds this many cards or more loses at once.
    lose_at_cards: int | None = None
    #: Погонный: погоны are counted at the end (X-35).
    pogony: bool = False
    #: Погонный: ranks that make погоны (rank codes such as "6"); empty means any rank.
    pogony_ranks: tuple[str, ...] = ()
    #: Верю — не верю: the defender may cover a card face down, and the judge believes or turns it.
    blind_beat: bool = False
    #: Верю — не верю: who believes or challenges a face-down card: the player who led the bout
    #: (the seed's «игрок, который зашёл») or the player who laid the covered card.
    judge: Judge = "attacker"


# --- the presets -------------------------------------------------------------------------------


def prostoy() -> DurakRules:
    """Простой дурак: the base game, and the only variant where not everybody throws in.

    Only the player who started the bout throws in cards of the ranks on the table (X-23: with three
    or more players "the opponent" of the seed is read as the attacker of the bout). A lead is one
    card or several cards of one rank (two sixes, three sevens: X-20), never more than the defender
    holds. The defender beats each card with a higher card of its suit or with a trump, and he must
    beat when he can: the seed's literal rule (X-21) takes the cards only when he cannot beat them
    all (the common relaxed custom, a take at will, is the option ``voluntary_take: true``). After a successful defence the defender attacks next, after a
    take the player on the taker's left (X-22). Refilling: the attacker first, then clockwise, the
    defender last. With the stock empty, players who run out of cards leave; the last one holding
    cards is the «дурак» and deals the next game. When the last players run out on the same play
    (the defender beats the last card with his last card) the game is a draw (X-24).
    """
    return DurakRules(throw_in="attacker", voluntary_take=False)


def podkidnoy() -> DurakRules:
    """Подкидной дурак: every player except the defender may throw in; the attacker first.

    Throw-ins may be of any rank already on the table (led, thrown or used to beat), never more
    unbeaten cards than the defender holds (X-25 carries the limit over from простой). The
    simultaneous throwing is modelled as a sequence: the bout passes between the throwers in order
    (the attacker first, then clockwise, skipping the defender) and the defender; a player with
    nothing he may throw is skipped. The first-bout cap of five cards is the option
    ``first_bout_limit: 5`` (X-22).
    """
    return DurakRules()


def perevodnoy() -> DurakRules:
    """Переводной дурак: подкидной, and the defender may pass the attack on.

    Before any card is beaten, the defender lays a card of the led rank beside the attack and the
    next player clockwise (who still holds cards) becomes the defender against all of them (X-26):
    the new defender must be able to hold the total (option ``transfer_check_hold``), and the attack
    may be passed on again, also back to the first attacker (option ``transfer_repeat``). The player
    who passed on becomes the attacker of the bout: he throws in first and draws first.
    """
    return DurakRules(transfer="before_beat")


def perevodnoy2() -> DurakRules:
    """Переводной дурак-2: passing on also after beating.

    As переводной; in addition, once cards have been beaten, the defender may pass on when he is
    thrown cards of one rank and holds a card of that rank. Following the seed literally (X-27), all
    the cards on the table, the beaten pairs included, go to the next defender as attacking cards
    (the next defender must be able to hold them all). The other reading, where the beaten pairs go
    to the discard and only the unbeaten cards and the new card pass on, is the option
    ``transfer_passes: "unbeaten_only"``. Example: 6♠ beaten by 9♠, then 9♦ thrown in; the defender
    lays 9♣ and the next player faces 6♠ 9♠ 9♦ 9♣ (literal) or 9♦ 9♣ (the option).
    """
    return DurakRules(transfer="also_after")


def beskozyrny() -> DurakRules:
    """Бескозырный дурак: подкидной without trumps.

    No card is turned up (X-28): a card is beaten only by a higher card of its own suit, and the
    holder of the highest card attacks first (ties go to the first of them clockwise from the
    dealer's left), the seed's own rule for a deal in which nobody holds a trump.
    """
    return DurakRules(trumps="none")


def bolshoy() -> DurakRules:
    """Большой дурак: подкидной with two packs.

    Two packs of 36 (72 cards, X-29; two packs of 52 with the option ``deck: "2x52"``), six cards
    each. A card cannot be beaten by its identical twin (same rank and suit) from the other pack, and
    a player who ever holds 52 cards or more loses at once. Ties for the first attack (two equal
    lowest trumps) go to the first of them clockwise from the dealer's left.
    """
    return DurakRules(lose_at_cards=52)


def dvukhkozyrny() -> DurakRules:
    """Двухкозырный дурак: подкидной in which every player has his own trump suit.

    One card per player is turned under the stock, each of a different suit (X-30, so at most four
    players); its suit is that player's trump. When defending, a player's own trump suit beats every
    other suit, the attacker's trump included; any other suit, the other players' trumps too, is a
    plain suit for him and is beaten only by a higher card of the same suit. Example: hearts are
    yours, spades your opponent's; his Q♠ is beaten by K♠, A♠ or any heart, your 7♥ only by a
    higher heart. The first attack goes to the holder of the lowest card of his own trump suit.
    """
    return DurakRules(trumps="per_player")


def potayny() -> DurakRules:
    """Потайной дурак: подкидной with a second, face-down trump under the stock.

    The hidden card is drawn after the stock and the open trump card are gone, by the player who
    would draw next (X-36), and is shown: its suit becomes trump for the rest of the game (option
    ``hidden_trump: "extra_card"``: it is only one more card, the trump stays). The aim of keeping
    aces and kings to the end is strategy, not a rule. Six players with 36 cards leave no stock, so
    that game has no hidden card (and, as in every variant, a card of the dealer's shows the trump).
    """
    return DurakRules(trumps="hidden")


def pogonny() -> DurakRules:
    """Погонный дурак: подкидной in which the winners try to finish with «погоны».

    The seed gives only the aim (X-35). The engine's reading: a player who runs out of cards in a
    bout in which he laid only attacking cards of one rank, two or four of them (a pair or all four),
    and the defender of that bout ends as the fool, puts that many «погоны» of that rank on the fool.
    If several players put погоны on him, the one with more погоны, then with higher ones, wins.
    Any rank counts («6, 7 и т. д.»); ``pogony_ranks: ["6"]`` keeps the classic sixes only.
    """
    return DurakRules(pogony=True)


def veryu() -> DurakRules:
    """Верю — не верю: the defender may cover an attacking card face down, and may bluff.

    Any card of his hand may go face down on any unbeaten card. The player who led the bout (the
    seed's «игрок, который зашёл»; option ``judge: "owner"``: the player who laid the covered card)
    answers at once. «Верю»: the pair counts as beaten unseen and goes to the discard with the bout.
    «Не верю»: the card is turned. If it beats the covered card, the challenger picks up every card
    on the table and the defender leads the next bout; if it does not, the defender picks them all up
    and the player on his left leads, as after a take. A face-down card's rank is not «on the table»
    for throw-ins (nobody but the defender saw it). The base is подкидной; ``base: "prostoy"`` or
    ``base: "perevodnoy"`` plays the bluff on top of простой (only the attacker throws in, a take
    only when nothing beats) or переводной (passing the attack on before any card is covered).
    """
    return DurakRules(blind_beat=True)


def yaponsky() -> DurakRules:
    """Японский дурак: подкидной in which diamonds are always trumps and spades beat only spades.

    No card is turned up. A diamond beats any card of clubs or hearts; spades are beaten only by
    higher spades, never by a trump (X-39). The first attack goes to the holder of the lowest diamond.
    Compare китайский (spades trump, clubs only by clubs) and крестовый (diamonds trump, not over
    clubs).
    """
    return DurakRules(trumps="fixed", fixed_trump="D", only_by_own_suit="S")


_FACTORIES: dict[str, Callable[[], DurakRules]] = {
    "durak.prostoy": prostoy,
    "durak.podkidnoy": podkidnoy,
    "durak.perevodnoy": perevodnoy,
    "durak.perevodnoy2": perevodnoy2,
    "durak.beskozyrny": beskozyrny,
    "durak.bolshoy": bolshoy,
    "durak.dvukhkozyrny": dvukhkozyrny,
    "durak.potayny": potayny,
    "durak.pogonny": pogonny,
    "durak.yaponsky": yaponsky,
    "durak.veryu": veryu,
}

#: The playable variants: game id -> its rules. Registry ids not listed here can only be dealt.
PRESETS: dict[str, DurakRules] = {game: make() for game, make in _FACTORIES.items()}
#: The reading of the seed each preset follows (English; the pages restate it in Russian).
PRESET_DOCS: dict[str, str] = {game: inspect.cleandoc(make.__doc__ or "") for game, make in _FACTORIES.items()}


# --- options ---------------------------------------------------------------------------------------

_SUITS = (("C", "трефы"), ("D", "бубны"), ("H", "червы"), ("S", "пики"))
_RANK_CODES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")

#: Options that change the rules: what each decides and what its values mean.
RULE_OPTIONS: dict[str, Option] = {
    "throw_in": choice("кто подкидывает", ("attacker", "только начавший ход"), ("all", "все, кроме отбивающегося")),
    "transfer": choice(
        "перевод", ("none", "без перевода"), ("before_beat", "только до защиты"),
        ("also_after", "и до защиты, и после"),
    ),
    "transfer_passes": choice(
        "что уходит при переводе после отбоя", ("all_cards", "все карты стола идут дальше"),
        ("unbeaten_only", "покрытые пары уходят в отбой"),
    ),
    "transfer_check_hold": flag(
        "новый защищающийся должен вместить все карты", "не проверяется", "должно хватать карт",
    ),
    "transfer_repeat": flag("повторный перевод", "только один перевод", "можно переводить дальше"),
    "only_by_own_suit": choice("масть, которую бьют только ею же", (None, "такой масти нет"), *_SUITS),
    "hidden_trump": choice(
        "закрытый козырь", ("takes_over", "его масть становится козырем"), ("extra_card", "просто ещё одна карта"),
    ),
    "jack_trump_card": choice(
        "кто ходит первым, если открыт валет", ("highest", "первым ходит старший козырь"), ("lowest", "первым ходит младший козырь"),
    ),
    "voluntary_take": VOLUNTARY_TAKE,
    "throw_after_take": flag("подкидывать вдогонку взявшему", "нельзя", "можно"),
    "first_bout_limit": number("предел карт в первом отбое", 1, "задать предел (обычно пять карт)", "без предела"),
    "bout_limit": number("предел карт в отбое", 1, "задать предел (за многими столами — шесть карт)", "без предела"),
    "identical_twin_cannot_beat": flag("одинаковой картой не отбиться", "отбиться можно", "отбиться нельзя"),
    "lose_at_cards": number("проигрыш при стольких картах на руках", 1, "другое число карт", "такого правила нет"),
    "pogony": flag("погоны", "не считаются", "считаются"),
    "pogony_ranks": codes(
        "достоинства погон", _RANK_CODES, 'список достоинств, например ["6", "7"]; пустой — любые', "любые",
    ),
    "blind_beat": flag("крыть втёмную", "нельзя", "можно"),
    "judge": choice(
        "кто верит или проверяет", ("attacker", "зашедший игрок"), ("owner", "положивший покрытую карту"),
    ),
}
#: The games верю — не верю may be played on top of (its option ``base``).
VERYU_BASES = ("podkidnoy", "prostoy", "perevodnoy")
#: Верю — не верю only: the game it is played on top of; sets the flags of that preset's
#: `_BASE_FLAGS` (the other options may still change them).
BASE_OPTION: dict[str, Option] = {
    "base": choice(
        "основа игры", ("podkidnoy", "подкидной"), ("prostoy", "простой"),
        ("perevodnoy", "переводной"),
    ),
}
#: Options of one game rather than of the rules.
SETUP: dict[str, str] = {
    **SETUP_OPTIONS, "first_attacker": "кто ходит первым",
    "level": "уровень компьютера: amateur (любитель, по умолчанию), novice (новичок) или strong (сильный)",
}
_FIXED = {"trumps": "откуда берётся козырь", "fixed_trump": "постоянный козырь"}
#: The flags a base brings with it.
_BASE_FLAGS = ("throw_in", "transfer", "voluntary_take")


def resolve_rules(game_id: str, options: dict[str, Any]) -> DurakRules:
    """The preset of a game with the rule options applied; setup options are ignored here."""
    preset = PRESETS.get(game_id)
    if preset is None:
        raise BadRequest("Этот вариант пока можно только раздать: сыграть в нём нельзя.")
    if not isinstance(options, dict):
        raise BadRequest("Параметр «options» должен быть объектом.")
    if "base" in options:
        if not preset.blind_beat:
            raise BadRequest("Опция «base» (основа) есть только у варианта «Верю — не верю».")
        base = PRESETS[f"durak.{BASE_OPTION['base'].read('base', options['base'])}"]
        preset = dataclasses.replace(preset, **{flag: getattr(base, flag) for flag in _BASE_FLAGS})
    fixed = next((name for name in options if name in _FIXED), None)
    if fixed is not None:
        raise BadRequest(f"Опцию «{fixed}» ({_FIXED[fixed]}) задаёт сам вариант игры; выберите другой вариант.")
    return apply_options(preset, options, RULE_OPTIONS, {**SETUP, "base": BASE_OPTION["base"].words_ru})

