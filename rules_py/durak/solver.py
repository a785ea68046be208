"""An exact solver for the two-player endgame of the bout variants: the value of every legal move.

Once the talon is empty and two players are left, the player to move knows the other hand (the
pack minus his own cards, the table and the face-up discard), so the rest of the game is a game of
perfect information. The solver sees only that: it rebuilds the other hand from what the player to
move can know and never reads the hidden hand of the state.

**The search.** Alpha–beta (negamax with fail-soft bounds) over the compact positions of
`rules_py.durak.endgame`, with a transposition table over canonical positions and the moves ordered
cheapest first (the table's best move of a position first). The value of a position for the player
to move is ``WIN - n`` when he wins and the game ends after ``n`` more moves (his and his opponent's,
every move the engine counts), ``-(WIN - n)`` when he loses, 0 for a draw: the winner hurries, the
loser holds out. The result comes first, from two null-window searches (is it a win? is it at least
a draw?), which prune far more than a full window; the number of moves is counted only when asked,
by deepening yes/no searches (can the winner finish within 1, 2, 4… moves? must the loser?) that try
only the moves the result's table still allows. Proof-number search would find the result about as
fast, but not the number of moves, and it needs more memory per position than the browser can spare.

**The budget.** Every position the search enters costs one node; past the budget it stops and says
so (`Exhausted`), never guessing. The table survives between calls (one per rule set, kept in this
module, cleared when it grows past `TABLE_LIMIT`), so a caller that runs out can call again with the
same position and go on where the finished sub-searches left off: the browser solves in slices.

>>> from rules_py.durak.setup import endgame
>>> state = endgame("durak.podkidnoy", [["6H", "7S"], ["8H", "7C", "6C"]], trump_suit="H")
>>> [(m["cards"], v.outcome, v.moves) for m, v in analyse(state).values]
[(['6H'], 'lose', 6), (['7S'], 'win', 4)]
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from rules_py.durak import bout, endgame
from rules_py.durak.endgame import Pos, Rules, Step
from rules_py.durak.moves import Move, legal_moves
from rules_py.durak.rules import PRESETS, DurakRules
from rules_py.decks import build_deck
from rules_py.errors import BadRequest

State = dict[str, Any]
WIN = 10_000
#: Nodes one call may visit unless told otherwise (two or three seconds in CPython).
DEFAULT_BUDGET = 200_000
#: Entries a transposition table may hold before it is cleared.
TABLE_LIMIT = 400_000


class Exhausted(Exception):
    """The node budget ran out before the answer was known."""


@dataclass(frozen=True)
class Value:
    """What a move is worth to the player who makes it: the result under best play (+1 a win, 0 a
    draw, -1 a loss) and, once counted, the exact score (``WIN - n`` for a win in ``n`` moves,
    ``-(WIN - n)`` for a loss in ``n``, 0 for a draw)."""

    result: int
    score: int | None = None

    @property
    def outcome(self) -> str:
        return "win" if self.result > 0 else "lose" if self.result < 0 else "draw"

    @property
    def moves(self) -> int | None:
        """Moves of both players to the end (None for a draw, or not counted yet)."""
        return WIN - abs(self.score) if self.score else None

    @property
    def counted(self) -> bool:
        return self.score is not None or self.result == 0

    def key(self) -> tuple[int, int]:
        """Better first when sorted in reverse: the result, then a quicker win or a longer defence."""
        return self.result, self.score or 0


@dataclass
class Analysis:
    """The legal moves of a position with the value of each that the budget allowed (None: not
    solved yet), the nodes the call visited and whether the budget ran out."""

    values: list[tuple[Move, Value | None]]
    nodes: int
    seat: int
    exhausted: bool = False
    count: bool = True
    #: Only the moves with the best result are counted.
    best_only: bool = False

    @property
    def complete(self) -> bool:
        if any(v is None for _, v in self.values):
            return False
        best = max((v.result for _, v in self.values if v is not None), default=0)
        return all(v.counted or not self.count or (self.best_only and v.result != best)
                   for _, v in self.values if v is not None)

    @property
    def best(self) -> Value | None:
        """The value of the best move, once every move is solved (and counted, when asked)."""
        if not self.complete or not self.values:
            return None
        return max((v for _, v in self.values if v is not None), key=Value.key)


# --- what the solver accepts ------------------------------------------------------------------------


def accepts(state: State) -> bool:
    """Whether `known_state` would take the state, by its public facts only (for a table that offers
    the analysis): a bout variant without face-down covers, the talon empty, the game going on, and
    nobody but the attacker and the defender of the bout holding cards."""
    if state.get("game") not in PRESETS or state["phase"] in ("over", "judge") or bout.stock_left(state):
        return False
    rules = state["rules"]
    if rules.get("blind_beat") or (rules.get("only_by_own_suit") and state["player_trumps"] is not None):
        return False
    players = (int(state["attacker"]), int(state["defender"]))
    return all(not hand or seat in players for seat, hand in enumerate(state["hands"]))


def known_state(state: State) -> State:
    """The state as the player to move knows it: the other hand rebuilt from the pack, his own hand,
    the table and the face-up discard. Refuses, in Russian, a state the solver cannot take."""
    game = state.get("game")
    if game not in PRESETS:
        raise BadRequest("Точный расчёт есть только для вариантов с отбоем: подкидного, переводного и их родни.")
    rules = DurakRules.from_json(state["rules"])
    if rules.blind_beat:
        raise BadRequest("В «Верю — не верю» карты кроют втёмную, и карты соперника точно не известны: "
                         "точного расчёта для этой игры нет.")
    if rules.only_by_own_suit is not None and state["player_trumps"] is not None:
        raise BadRequest("Для двухкозырного дурака с мастью, которую бьют только ею же, точного расчёта нет.")
    if state["phase"] == "over":
        raise BadRequest("Партия уже окончена.")
    if bout.stock_left(state):
        raise BadRequest("В колоде ещё есть карты, и карты соперника не известны: точный расчёт начинается, "
                         "когда колода кончилась.")
    attacker, defender = int(state["attacker"]), int(state["defender"])
    holders = [seat for seat, hand in enumerate(state["hands"]) if hand]
    if len(holders) > 2:
        raise BadRequest("Карты на руках больше чем у двоих игроков: точный расчёт — только для игры вдвоём.")
    if any(seat not in (attacker, defender) for seat in holders):
        raise BadRequest("Карты на руках у игрока, который не участвует в этом отбое: точный расчёт начнётся "
                         "со следующего отбоя.")
    seat = int(state["turn"])
    other = defender if seat == attacker else attacker
    seen = Counter(state["hands"][seat])
    seen.update(c for pair in state["table"] for c in pair if c is not None)
    seen.update(state["gone"])
    unknown = Counter(card.code for card in build_deck(str(state["deck"]))) - seen
    if sum(unknown.values()) != len(state["hands"][other]):
        raise BadRequest("Состояние партии не сходится: по отбою и своим картам нельзя восстановить руку "
                         "соперника.")
    known = dict(state)
    known["hands"] = [list(h) for h in state["hands"]]
    known["hands"][other] = sorted(unknown.elements())
    return known


# --- the search ----------------------------------------------------------------------------------


def _back(value: int) -> int:
    """A value one move earlier (the end is one move further away), for the same player."""
    return value - 1 if value > 0 else value + 1 if value < 0 else 0


def _ahead(bound: int) -> int:
    """The bound a child's value must pass for `_back` of it to pass `bound`."""
    return bound + 1 if bound > 0 else bound - 1 if bound < 0 else 0


@dataclass
class Table:
    """A transposition table of one rule set: position -> (lower bound, upper bound, best move)."""

    rules: Rules
    entries: dict[Pos, tuple[int, int, Step | None]] = field(default_factory=dict)
    #: (position, +1 or -1) -> (least depth known to win/lose within, greatest known not to).
    depths: dict[tuple[Pos, int], tuple[int, int]] = field(default_factory=dict)


_TABLES: dict[Rules, Table] = {}
_NONE = 1 << 30


def table_for(rules: Rules) -> Table:
    table = _TABLES.get(rules)
    if table is None:
        if len(_TABLES) >= 8:
            _TABLES.clear()
        table = _TABLES[rules] = Table(rules)
    elif len(table.entries) + len(table.depths) > TABLE_LIMIT:
        table.entries.clear()
        table.depths.clear()
    return table


class Search:
    """One alpha–beta search with a node budget over a shared table.

    A game can come back to a position it has seen (a take returns the cards to a hand, and with
    some options the attack can be passed back and forth); a player who can keep it going round
    forever is never the fool, so a position met again on the line being searched counts as a draw.
    Such a value depends on the line that led there: a position whose value used a repetition of a
    position above it is not stored in the table (the usual cure for the "graph history" problem).
    """

    def __init__(self, table: Table, budget: int) -> None:
        self.rules = table.rules
        self.entries = table.entries
        self.depths = table.depths
        self.budget = budget
        self.nodes = 0
        #: The positions of the line being searched, with their depth.
        self.path: dict[Pos, int] = {}
        #: The shallowest depth a repetition below has gone back to (`_NONE`: none).
        self.repeated = _NONE

    def value(self, pos: Pos, alpha: int = -WIN - 1, beta: int = WIN + 1) -> int:
        """The value of `pos` for its player to move (fail-soft: outside (alpha, beta) a bound)."""
        path = self.path
        seen = path.get(pos)
        if seen is not None:
            self.repeated = min(self.repeated, seen)
            return 0
        entries = self.entries
        entry = entries.get(pos)
        if entry is not None:
            lo, hi, best = entry
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            alpha, beta = max(alpha, lo), min(beta, hi)
        else:
            lo, hi, best = -WIN, WIN, None
        self.nodes += 1
        if self.nodes > self.budget:
            raise Exhausted
        rules = self.rules
        steps = endgame.moves(pos, rules)
        if best is not None and best in steps:
            steps.remove(best)
            steps.insert(0, best)
        depth = len(path)
        path[pos] = depth
        outer, self.repeated = self.repeated, _NONE
        start, value, chosen = alpha, -WIN - 1, None
        try:
            for step in steps:
                child, same, result = endgame.play(pos, step, rules)
                if child is None:
                    v = _back(result * WIN)
                elif same:
                    v = _back(self.value(child, _ahead(alpha), _ahead(beta)))
                else:
                    v = _back(-self.value(child, -_ahead(beta), -_ahead(alpha)))
                if v > value:
                    value, chosen = v, step
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        finally:
            del path[pos]
        inner = self.repeated
        self.repeated = min(outer, inner if inner < depth else _NONE)
        if inner < depth:
            return value  # it leaned on a position above: true only on this line
        if value <= start:
            hi = min(hi, value)
        elif value >= beta:
            lo = max(lo, value)
        else:
            lo = hi = value
        # A search that failed low learned no good move: keep the one found before.
        entries[pos] = (lo, hi, chosen if value > start or best is None else best)
        return value

    def result(self, pos: Pos) -> int:
        """+1 if the player to move wins, -1 if he loses, 0 for a draw: two null-window searches."""
        if self.value(pos, 0, 1) >= 1:
            return 1
        if self.value(pos, -1, 0) <= -1:
            return -1
        return 0

    def exact(self, pos: Pos, result: int) -> int:
        """The exact value of a position whose result is known: the number of moves counted by
        deepening (`within`: can the winner finish within 1, 2, 3… moves? must the loser?)."""
        if result == 0:
            return 0
        # Double the depth until it suffices, then halve the gap: a few tests instead of one per depth.
        low, high = 0, 1
        while not self.within(pos, high, result):
            low, high = high, 2 * high
        while high - low > 1:
            middle = (low + high) // 2
            if self.within(pos, middle, result):
                high = middle
            else:
                low = middle
        return result * (WIN - high)

    def within(self, pos: Pos, depth: int, want: int) -> bool:
        """Whether the player to move wins within `depth` moves (`want` +1: some move does it) or
        loses within them whatever he does (`want` -1). Each answer is kept as the least depth known
        to do and the greatest known not to (the answer grows with the depth)."""
        if depth <= 0:
            return False
        key = (pos, want)
        known = self.depths.get(key)
        if known is not None:
            yes, no = known
            if depth >= yes:
                return True
            if depth <= no:
                return False
        else:
            yes, no = _NONE, 0
        self.nodes += 1
        if self.nodes > self.budget:
            raise Exhausted
        rules = self.rules
        steps = endgame.moves(pos, rules)
        entry = self.entries.get(pos)
        if entry is not None and entry[2] in steps:
            steps.remove(entry[2])
            steps.insert(0, entry[2])
        done = want < 0  # a loss must hold after every move, a win needs one
        for step in steps:
            child, same, result = endgame.play(pos, step, rules)
            if child is None:
                ok = result == want
            elif want > 0 and not self._may_win(child, same):
                ok = False
            else:
                ok = self.within(child, depth - 1, want if same else -want)
            if ok != done:
                done = ok
                break
        if done:
            yes = min(yes, depth)
        else:
            no = max(no, depth)
        self.depths[key] = (yes, no)
        return done

    def _may_win(self, child: Pos, same: bool) -> bool:
        """False when the table already shows the move does not win (its child is no win for the
        player who moved)."""
        entry = self.entries.get(child)
        if entry is None:
            return True
        lo, hi, _ = entry
        return hi >= 1 if same else lo <= -1


def _over(after: State, seat: int) -> int:
    """The result for `seat` of a finished game."""
    loser = after["loser"]
    return 0 if loser is None else -1 if loser == seat else 1


def analyse(
    state: State, budget: int = DEFAULT_BUDGET, count: bool = True, known: State | None = None, best_only: bool = False,
) -> Analysis:
    """The value of every legal move of the player to move, as far as `budget` nodes allow: first
    the result of every move, then (with `count`) the number of moves to the end — of every move, or
    with `best_only` only of the moves with the best result (enough to say what best play is)."""
    known = known if known is not None else known_state(state)
    rules = endgame.rules_of(known)
    search = Search(table_for(rules), budget)
    search.path[endgame.from_state(known, rules)] = 0
    seat = int(known["turn"])
    legal = legal_moves(bout.position(known))
    after = [bout.play(known, move) for move in legal]
    values: list[Value | None] = [None] * len(legal)
    exhausted = False
    try:
        for i, child in enumerate(after):
            if child["phase"] == "over":
                result = _over(child, seat)
                values[i] = Value(result, _back(result * WIN))
            else:
                sign = 1 if int(child["turn"]) == seat else -1
                values[i] = Value(sign * search.result(endgame.from_state(child, rules)))
        best = max((v.result for v in values if v is not None), default=0)
        for i, child in enumerate(after):
            found = values[i]
            if count and found is not None and not found.counted and (found.result == best or not best_only):
                sign = 1 if int(child["turn"]) == seat else -1
                exact = search.exact(endgame.from_state(child, rules), sign * found.result)
                values[i] = Value(found.result, _back(sign * exact))
    except Exhausted:
        exhausted = True
    return Analysis(list(zip(legal, values)), min(search.nodes, budget), seat, exhausted, count, best_only)


def best_moves(analysis: Analysis) -> list[Move]:
    """The moves that keep the best result (with the best count, when counted)."""
    best = analysis.best
    if best is None:
        return []
    return [m for m, v in analysis.values if v is not None and v.key() == best.key()]


def decide(known: State, budget: int) -> tuple[Move, int] | None:
    """A move that keeps the best result for the player to move, found by one search of the position
    (stopping at the first winning move), and that result; None if the budget runs out. For a bot:
    quicker than `analyse`, which values every move."""
    rules = endgame.rules_of(known)
    search = Search(table_for(rules), budget)
    pos = endgame.from_state(known, rules)
    try:
        result = search.result(pos)
    except Exhausted:
        return None
    entry = search.entries.get(pos)
    step = entry[2] if entry is not None else None
    seat = int(known["turn"])
    for move in legal_moves(bout.position(known)):
        child = bout.play(known, move)
        if step is None:
            return move, result
        outcome = endgame.play(pos, step, rules)
        if child["phase"] == "over":
            if outcome[0] is None and outcome[2] == _over(child, seat):
                return move, result
        elif outcome[0] is not None and endgame.recanonical(outcome[0], rules) == endgame.from_state(child, rules):
            return move, result
    return None


def line(state: State, budget: int = DEFAULT_BUDGET, limit: int = 200) -> list[tuple[int, Move]]:
    """The moves of both players under best play from `state` to the end (the first of the best
    moves each time): (seat, move) pairs. Raises `Exhausted` if a position of it cannot be solved."""
    played: list[tuple[int, Move]] = []
    current = state
    while current["phase"] != "over" and len(played) < limit:
        analysis = analyse(current, budget, best_only=True)
        moves = best_moves(analysis)
        if not moves:
            raise Exhausted
        played.append((analysis.seat, moves[0]))
        current = bout.play(current, moves[0])
    return played
