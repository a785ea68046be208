"""Which moves the player to move may make, and why a move is refused.

The checks work on a `Position`: the public facts of the bout plus the hand of the player to move.
A position is built from the full state (to play) or from that player's view (for the bots), so the
bots use exactly the rules the engine enforces and still never see a hidden card.

Moves are JSON dicts:

- ``{"type": "attack", "cards": ["6S", "6H"]}``: the lead of a bout, one card or several of one rank;
- ``{"type": "beat", "attack": "6S", "card": "9S"}``: beat that attacking card with that card;
- ``{"type": "transfer", "card": "6C"}``: pass the attack on (переводной);
- ``{"type": "take"}``: the defender takes the cards;
- ``{"type": "throw", "cards": ["6D"]}``: throw in cards of one rank already on the table;
- ``{"type": "done"}``: a thrower has nothing to add («бито» from the attacker, a pass from others);
- ``{"type": "blind", "attack": "6S", "card": "7D"}``: cover that card face down (верю — не верю),
  with any card of the hand, a bluff included;
- ``{"type": "believe"}`` / ``{"type": "challenge"}``: the judge's «Верю» / «Не верю».
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import product
from typing import Any, Callable

from rules_py.cards import Card
from rules_py.durak import beating, seating
from rules_py.durak.beating import beats, rank, suit
from rules_py.durak.rules import DurakRules
from rules_py.durak.words import cards_word, nominative, seat_name
from rules_py.errors import BadCard, IllegalMove

Move = dict[str, Any]
Table = list[list[str | None]]
MOVE_TYPES = ("attack", "beat", "transfer", "take", "throw", "done", "blind", "believe", "challenge")
#: What a seat that may not see a face-down card finds in its place on the table (верю — не верю).
FACE_DOWN = "face_down"


@dataclass
class Position:
    """What the player to move knows and the rules need: public facts and his own hand."""

    rules: DurakRules
    players: int
    phase: str
    turn: int
    attacker: int
    defender: int
    table: Table
    hand: list[str]
    counts: list[int]
    bout: int
    transfers: int
    #: The trump suit that counts for the current defender (None: no trumps).
    trump: str | None
    #: Indices of the table's pairs covered face down (верю — не верю): their cover is no rank on
    #: the table, whoever asks.
    face_down: frozenset[int] = frozenset()
    #: The throwers who have said they throw no more in this round of asking.
    passed: frozenset[int] = frozenset()

    @classmethod
    def of(cls, data: dict[str, Any], hand: list[str], counts: list[int]) -> Position:
        """From a state or a view: both carry the same public keys."""
        defender = data["defender"]
        return cls(
            rules=DurakRules.from_json(data["rules"]),
            players=data["players"],
            phase=data["phase"],
            turn=data["turn"],
            attacker=data["attacker"],
            defender=defender,
            table=data["table"],
            hand=hand,
            counts=counts,
            bout=data["bout"],
            transfers=data["transfers"],
            trump=beating.defender_trump(data["trump_suit"], data["player_trumps"], defender),
            face_down=frozenset(data["face_down"]),
            passed=frozenset(data.get("passed") or ()),
        )

    # --- facts about the table ---

    def unbeaten(self) -> list[str]:
        return [a for a, d in self.table if d is None and a is not None]

    def beaten_pairs(self) -> int:
        return sum(1 for _, d in self.table if d is not None)

    def table_ranks(self) -> set[int]:
        """The ranks a throw-in may match: every card on the table that all have seen."""
        ranks = {rank(a) for a, _ in self.table if a is not None}
        ranks.update(rank(d) for i, (_, d) in enumerate(self.table) if d is not None and i not in self.face_down)
        return ranks

    def cap(self) -> int | None:
        """A fixed cap on the attacking cards of this bout, if the rules set one (X-22)."""
        if self.bout == 1 and self.rules.first_bout_limit is not None:
            if self.rules.bout_limit is not None:
                return min(self.rules.first_bout_limit, self.rules.bout_limit)
            return self.rules.first_bout_limit
        return self.rules.bout_limit

    def room(self) -> int:
        """How many more attacking cards may go on the table: never more unbeaten cards than the
        defender holds (X-25), and never past the cap."""
        free = self.counts[self.defender] - len(self.unbeaten())
        cap = self.cap()
        if cap is not None:
            free = min(free, cap - len(self.table))
        return max(free, 0)

    def next_holder(self, seat: int) -> int | None:
        """The next player clockwise from `seat` who holds cards."""
        return seating.next_holder(self.counts, seat)

    # --- checks: each raises IllegalMove with the reader's reason, or returns quietly ---

    def check_lead(self, cards: list[str]) -> None:
        self._expect("lead")
        self._one_rank(cards, "Заходить можно одной картой или несколькими картами одного достоинства.")
        self._own(cards)
        holds = self.counts[self.defender]
        if len(cards) > holds:
            raise IllegalMove(
                f"У защищающегося всего {holds} {cards_word(holds)} — больше ему не положить."
            )
        self._check_cap(len(cards))

    def check_throw(self, cards: list[str]) -> None:
        self._expect(("throw", "taking"))
        if self.rules.throw_in == "attacker" and self.turn != self.attacker:
            raise IllegalMove("В простом дураке подкидывает только тот, кто зашёл.")
        self._one_rank(cards, "За один раз подкидывают карты одного достоинства.")
        self._own(cards)
        if rank(cards[0]) not in self.table_ranks():
            raise IllegalMove("Подкидывать можно только карты тех достоинств, что уже на столе.")
        holds, waiting = self.counts[self.defender], len(self.unbeaten())
        if waiting + len(cards) > holds:
            if not waiting:
                raise IllegalMove(f"У защищающегося всего {holds} {cards_word(holds)} — больше не подкинуть.")
            free = max(holds - waiting, 0)
            raise IllegalMove(
                f"У защищающегося всего {holds} {cards_word(holds)}, а неотбитых на столе уже {waiting} — "
                f"подкинуть можно ещё не больше {free}."
            )
        self._check_cap(len(cards))

    def check_beat(self, attack: str, card: str) -> None:
        self._expect("defend")
        if attack not in self.unbeaten():
            raise IllegalMove(f"На столе нет неотбитой карты «{nominative(attack)}».")
        self._own([card])
        if not beats(attack, card, self.trump, self.rules):
            raise IllegalMove(beating.why_not(attack, card, self.trump, self.rules))

    def check_blind(self, attack: str, card: str) -> None:
        self._expect("defend")
        if not self.rules.blind_beat:
            raise IllegalMove("Крыть втёмную можно только в «Верю — не верю».")
        if attack not in self.unbeaten():
            raise IllegalMove(f"На столе нет неотбитой карты «{nominative(attack)}».")
        self._own([card])

    def check_verdict(self) -> None:
        self._expect("judge")

    def check_take(self) -> None:
        self._expect("defend")
        # literally (простой), only when he cannot beat them all; by the option, at will.
        if not self.rules.voluntary_take and beating.can_beat_all(
            self.unbeaten(), self.hand, lambda a, c: beats(a, c, self.trump, self.rules)
        ):
            raise IllegalMove(
                "По этим правилам взять можно, только если отбиться нечем, а вам есть чем отбиться."
            )

    def check_transfer(self, card: str) -> int:
        """Returns the next defender."""
        self._expect("defend")
        rules = self.rules
        if rules.transfer == "none":
            raise IllegalMove("В этом варианте переводить нельзя.")
        if not rules.transfer_repeat and self.transfers > 0:
            raise IllegalMove("По этим правилам переведённый ход дальше не переводят.")
        beaten = self.beaten_pairs()
        if self.face_down:
            raise IllegalMove("Пока на столе карта, покрытая втёмную, ход не переводят.")
        if beaten and rules.transfer == "before_beat":
            raise IllegalMove("Переводить можно, только пока ни одна карта не побита.")
        unbeaten = self.unbeaten()
        ranks = {rank(a) for a in unbeaten}
        if len(ranks) != 1:
            raise IllegalMove("Переводят, только когда все неотбитые карты одного достоинства.")
        self._own([card])
        if rank(card) not in ranks:
            raise IllegalMove("Переводят картой того же достоинства, что и неотбитые карты.")
        target = self.next_holder(self.defender)
        if target is None:
            raise IllegalMove("Переводить некому: у остальных нет карт.")
        # the next defender must be able to hold every card that comes to him.
        total = self.transfer_total()
        holds = self.counts[target]
        if rules.transfer_check_hold and total > holds:
            raise IllegalMove(
                f"Перевести нельзя: у следующего игрока ({seat_name(target)}) всего {holds} "
                f"{cards_word(holds)}, а отбиваться ему пришлось бы от {total}."
            )
        cap = self.cap()
        if cap is not None and total > cap:
            raise IllegalMove(f"В этом отбое — не больше {cap} {cards_word(cap)}.")
        return target

    def transfer_total(self) -> int:
        """How many attacking cards the next defender would face after a transfer (X-27)."""
        if self.rules.transfer_passes == "all_cards":
            return len(self.unbeaten()) + 2 * self.beaten_pairs() + 1
        return len(self.unbeaten()) + 1

    def can_throw(self, hand: list[str]) -> bool:
        """Whether a thrower holding `hand` has any throw-in now (used to skip the others)."""
        if self.room() <= 0:
            return False
        ranks = self.table_ranks()
        return any(rank(c) in ranks for c in hand)

    def throwers(self) -> list[int]:
        """Who may throw in this bout: the attacker, and in most variants everybody but the defender."""
        if self.rules.throw_in == "attacker":
            return [self.attacker]  # in простой only the player who started the bout
        return [seat for seat in range(self.players) if seat != self.defender]

    def pass_is_bito(self) -> bool:
        """Whether a pass now, after a defence, says «бито» as far as the table can tell: no other
        thrower with cards is left to ask. (Whether one holds a card of the table's ranks only he
        knows: the log, which knows, says «бито» only when the bout does end.)"""
        return self.phase == "throw" and not any(
            seat != self.turn and seat not in self.passed and self.counts[seat] for seat in self.throwers())

    # --- helpers ---

    def phase_hint(self) -> str:
        """What the player to move may do now, for a refusal."""
        return _PHASE_HINTS[self.phase](self)

    def _expect(self, phases: str | tuple[str, ...]) -> None:
        if isinstance(phases, str):
            phases = (phases,)
        if self.phase not in phases:
            raise IllegalMove(self.phase_hint())

    @staticmethod
    def _one_rank(cards: list[str], message: str) -> None:
        if not cards or len({rank(c) for c in cards}) != 1:
            raise IllegalMove(message)

    def _own(self, cards: list[str]) -> None:
        missing = Counter(cards) - Counter(self.hand)
        if missing:
            card = next(iter(missing))
            raise IllegalMove(f"У вас на руке нет карты «{nominative(card)}».")

    def _check_cap(self, adding: int) -> None:
        cap = self.cap()
        if cap is not None and len(self.table) + adding > cap:
            when = "В первом отбое" if self.bout == 1 and self.rules.first_bout_limit is not None else "В отбое"
            raise IllegalMove(f"{when} — не больше {cap} {cards_word(cap)}.")


_PHASE_HINTS: dict[str, Callable[[Position], str]] = {
    "lead": lambda p: "Сейчас заход: положите одну карту или несколько карт одного достоинства.",
    "defend": lambda p: (
        "Сейчас вы отбиваетесь: побейте карту"
        + (", покройте втёмную" if p.rules.blind_beat else "")
        + (", переведите" if p.rules.transfer != "none" else "")
        + " или возьмите."
    ),
    "throw": lambda p: (
        "Все карты на столе побиты: можно подкинуть карту того же достоинства, что на столе, "
        + ("или сказать «бито»." if p.pass_is_bito() else "или больше не подкидывать.")
    ),
    "taking": lambda p: (
        f"{seat_name(p.defender)} берёт карты: можно подкинуть ему вдогонку или пропустить."
    ),
    "judge": lambda p: (
        f"{seat_name(p.defender)} покрыл карту втёмную: скажите «Верю» или «Не верю»."
    ),
    "over": lambda p: "Партия уже окончена.",
}


# --- reading a move -------------------------------------------------------------------------------


def read_card(value: object) -> str:
    """A card of a move, as a protocol code; Russian forms such as «Д♠» are accepted too."""
    if isinstance(value, str) and beating.is_card(value):
        return value
    if not isinstance(value, str):
        raise IllegalMove("Карта в ходе должна быть строкой, например «QS».")
    try:
        card = Card.parse(value)
    except BadCard as exc:
        raise IllegalMove(exc.message) from None
    if card.is_joker:
        raise IllegalMove("В дурака играют без джокеров.")
    return card.code


def read_cards(value: object) -> list[str]:
    if not isinstance(value, list) or not value:
        raise IllegalMove("В ходе нужен непустой список карт «cards».")
    return [read_card(v) for v in value]


# --- listing the legal moves ----------------------------------------------------------------------


def _rank_groups(hand: list[str], ranks: set[int] | None) -> dict[int, Counter[str]]:
    groups: dict[int, Counter[str]] = {}
    for code in hand:
        r = rank(code)
        if ranks is None or r in ranks:
            groups.setdefault(r, Counter())[code] += 1
    return groups


def _subsets(group: Counter[str], limit: int) -> list[list[str]]:
    """Every non-empty sub-multiset of one rank's cards, at most `limit` cards, smallest first."""
    codes = sorted(group, key=lambda c: suit(c))
    out: list[list[str]] = []
    for counts in product(*(range(group[c] + 1) for c in codes)):
        size = sum(counts)
        if 0 < size <= limit:
            out.append([c for c, k in zip(codes, counts) for _ in range(k)])
    out.sort(key=len)
    return out


def leads(hand: list[str], limit: int) -> list[Move]:
    """Every lead of one card or of several cards of one rank, at most `limit` cards, low ranks first."""
    moves: list[Move] = []
    for _, group in sorted(_rank_groups(hand, None).items()):
        moves.extend({"type": "attack", "cards": cards} for cards in _subsets(group, limit))
    return moves


def legal_moves(pos: Position) -> list[Move]:
    """Every move the player to move may make, a finite list (multi-card leads and throw-ins are
    listed as the subsets of one rank)."""
    if pos.phase == "over":
        return []
    if pos.phase == "judge":
        return [{"type": "believe"}, {"type": "challenge"}]
    moves: list[Move] = []
    if pos.phase == "lead":
        limit = pos.counts[pos.defender]
        cap = pos.cap()
        if cap is not None:
            limit = min(limit, cap - len(pos.table))
        return leads(pos.hand, limit)
    if pos.phase == "defend":
        hand = sorted(set(pos.hand), key=lambda c: (rank(c), suit(c)))
        for attack in dict.fromkeys(pos.unbeaten()):
            for card in hand:
                if beats(attack, card, pos.trump, pos.rules):
                    moves.append({"type": "beat", "attack": attack, "card": card})
        if pos.rules.blind_beat:
            moves.extend(
                {"type": "blind", "attack": attack, "card": card}
                for attack in dict.fromkeys(pos.unbeaten()) for card in hand
            )
        if pos.rules.transfer != "none":
            for card in hand:
                try:
                    pos.check_transfer(card)
                except IllegalMove:
                    continue
                moves.append({"type": "transfer", "card": card})
        try:
            pos.check_take()
            moves.append({"type": "take"})
        except IllegalMove:
            pass
        return moves
    # throw / taking
    if pos.rules.throw_in == "all" or pos.turn == pos.attacker:
        limit = pos.room()
        if limit > 0:
            for r, group in sorted(_rank_groups(pos.hand, pos.table_ranks()).items()):
                moves.extend({"type": "throw", "cards": cards} for cards in _subsets(group, limit))
    moves.append({"type": "done"})
    return moves
