"""«Сильный»: the strong level of the durak bot.

While the talon is not empty it cannot see the other hands, so it imagines them: it deals the cards
it has not seen at random, consistently with everything the table showed (`rules_py.durak.worlds`),
and in each such deal plays the game to its end after each of its candidate moves, every seat played
by a quick rule-of-thumb player (`rules_py.durak.sim`). The move after which it is the fool least
often wins; on a tie, the move of the usual bot («Любитель»). The samples are drawn from a seed made
of what the seat sees, so the same view always gives the same move.

Once the talon is empty and only the two players of the bout hold cards, every card is known (the
rest went to the discard face up) and it plays the exact solver's move (`rules_py.durak.solver`)
when the solver finds a win or a draw within its budget; a lost or unsolved position goes back to
the samples, of which there is then only one.

In «Верю — не верю» the face-down covers and the verdicts stay with the usual bot: the play-outs do
not bluff.

>>> from rules_py.durak.setup import endgame
>>> from rules_py.durak.view import view
>>> choice = decide(view(endgame("durak.podkidnoy", ["6H 7S", "8H 7C 6C"], trump_suit="H"), 0))
>>> choice.move
{'type': 'attack', 'cards': ['7S']}
>>> choice.reason_ru[:60]
'Колода кончилась, и карты соперника известны: все остальные '
"""

from __future__ import annotations

import json
import zlib
from typing import Any

from rules_py.durak import bot, solver
from rules_py.durak.analysis import move_ru
from rules_py.durak.moves import FACE_DOWN, Move, Position, legal_moves
from rules_py.durak.rules import PRESETS
from rules_py.durak.sim import Sim, play_move, playout
from rules_py.durak.worlds import Worlds, state_of
from rules_py.errors import BadRequest
from rules_py.games import Choice
from rules_py.rng import SeededRandom

View = dict[str, Any]
#: Deals of the unseen cards per decision.
SAMPLES = 12
#: Candidate moves tried per decision (the usual bot's move always among them).
CANDIDATES = 8
#: Positions the exact solver may visit per decision before the samples decide.
ENDGAME_BUDGET = 8_000


def decide(view: View) -> Choice:
    """The strong move for the seat whose view this is, and why."""
    usual = bot.decide(view)
    pos = Position.of(view, list(view["hand"]), list(view["counts"]))
    legal = legal_moves(pos)
    if len(legal) == 1 or pos.phase == "judge" or usual.move["type"] == "blind":
        return usual
    if any(d == FACE_DOWN for _, d in view["table"]):
        return usual
    worlds = Worlds(view)
    if not worlds.consistent:
        return usual
    rng = SeededRandom(_seed(view))
    if worlds.certain:
        exact = _solved(view, worlds, rng)
        if exact is not None:
            return exact
    return _sampled(view, legal, usual, worlds, rng)


def _seed(view: View) -> int:
    """A seed made of what the seat sees: the same view, the same samples."""
    seen = [view["hand"], view["table"], view["bout"], view["seat"], view["stock"], view["counts"], view["gone"]]
    return zlib.crc32(json.dumps(seen).encode())


def _solved(view: View, worlds: Worlds, rng: SeededRandom) -> Choice | None:
    """The solver's move when the talon is empty and the two players of the bout hold every card
    left, if it wins or draws; None otherwise (lost, unsolved, or not such a position)."""
    if view["game"] not in PRESETS or view["rules"].get("blind_beat"):
        return None
    state = state_of(view, worlds.sample(rng))
    try:
        known = solver.known_state(state)
    except BadRequest:
        return None
    found = solver.decide(known, ENDGAME_BUDGET)
    if found is None or found[1] < 0:
        return None
    move, result = found
    known_ru = "Колода кончилась, и карты соперника известны: все остальные ушли в отбой. "
    if result > 0:
        return Choice(move, known_ru + f"Расчёт до конца партии показывает: {move_ru(move, _throwing(view))} — "
                                       "и вы выигрываете, как бы соперник ни играл.")
    return Choice(move, known_ru + "Выиграть уже нельзя при его лучшей игре, но ничью удержать можно: "
                                   f"{move_ru(move, _throwing(view))}.")


def _throwing(view: View) -> bool:
    return bool(view["phase"] == "throw")


def candidates(legal: list[Move], preferred: Move) -> list[Move]:
    """The moves worth trying: the usual bot's first, then taking, «бито» and passing on, then the
    rest; of several cards of one rank only one card or all of them; no face-down covers."""
    def whole_or_single(move: Move) -> bool:
        cards = move.get("cards")
        if not cards or len(cards) == 1:
            return True
        same = [m for m in legal if m["type"] == move["type"] and m.get("cards") and
                m["cards"][0][:-1] == cards[0][:-1]]
        return len(cards) == max(len(m["cards"]) for m in same)

    rest = [m for m in legal if m != preferred and m["type"] != "blind" and whole_or_single(m)]
    rest.sort(key=lambda m: m["type"] not in ("take", "done", "transfer"))
    return [preferred, *rest][:CANDIDATES]


def _sampled(view: View, legal: list[Move], usual: Choice, worlds: Worlds, rng: SeededRandom) -> Choice:
    seat = view["seat"]
    tried = candidates(legal, usual.move)
    fools = [0] * len(tried)
    draws = [0] * len(tried)
    samples = 1 if worlds.certain else SAMPLES
    for _ in range(samples):
        base = Sim.of(state_of(view, worlds.sample(rng)))
        for i, move in enumerate(tried):
            sim = base.copy()
            play_move(sim, move)
            loser = playout(sim)
            fools[i] += loser == seat
            draws[i] += loser is None
    best = min(range(len(tried)), key=lambda i: (2 * fools[i] + draws[i], i))
    return Choice(tried[best], _reason(view, tried, best, fools, draws, samples, usual))


def in_games_ru(k: int, total: int | None = None) -> str:
    """«в 3 партиях из 12», «в 1 партии», «ни в одной партии из 12», «во всех 12 партиях».

    >>> in_games_ru(3, 12), in_games_ru(1), in_games_ru(0, 12), in_games_ru(12, 12)
    ('в 3 партиях из 12', 'в 1 партии', 'ни в одной партии из 12', 'во всех 12 партиях')
    >>> tally_ru(3, 1, 12), tally_ru(4, 0, short=True)
    ('вы остаётесь дураком в 3 партиях из 12, вничью — в 1 партии', 'дураком в 4 партиях')
    """
    of = f" из {total}" if total is not None else ""
    if k == 0:
        return f"ни в одной партии{of}"
    if k == total:
        return f"во всех {total} партиях"
    return f"в {k} {'партии' if k % 10 == 1 and k % 100 != 11 else 'партиях'}{of}"


def tally_ru(fools: int, draws: int, total: int | None = None, short: bool = False) -> str:
    """«вы остаётесь дураком в 3 партиях из 12» (`short`: «дураком в 3 партиях») and, when some were
    drawn, «, вничью — в 1 партии»."""
    said = f"{'' if short else 'вы остаётесь '}дураком {in_games_ru(fools, total)}"
    return said + (f", вничью — {in_games_ru(draws)}" if draws else "")


def _reason(
    view: View, tried: list[Move], best: int, fools: list[int], draws: list[int], samples: int, usual: Choice,
) -> str:
    """Why the strong move: what the play-outs counted after it, beside the usual bot's move (or the
    best of the others when the usual move is the strong one); a draw counts as half a loss."""
    throwing = _throwing(view)
    if samples == 1:
        head = ("Колода кончилась, и карты соперника известны, но при его лучшей игре партия проиграна. "
                "Компьютер доиграл её за обоих после каждого хода: ")
        if fools[best] == 0:
            return head + f"если {move_ru(tried[best], throwing)}, соперник может и ошибиться."
        return head + "спасения не нашлось; " + usual.reason_ru[0].lower() + usual.reason_ru[1:]
    head = (f"Невидимые карты могли лечь по-разному: компьютер разложил их {samples} способами и в каждом "
            f"доиграл партию. Если {move_ru(tried[best], throwing)}, {tally_ru(fools[best], draws[best], samples)}")
    if best == 0:
        if len(tried) == 1:
            return head + ". " + usual.reason_ru
        other = min(range(1, len(tried)), key=lambda i: (2 * fools[i] + draws[i], i))
        if (fools[other], draws[other]) == (fools[0], draws[0]):
            middle = (f"; другие ходы не лучше: например, если {move_ru(tried[other], throwing)}, "
                      f"то тоже {tally_ru(fools[other], draws[other], short=True)}")
        else:
            middle = (f"; лучший из других ходов — {move_ru(tried[other], throwing)}, но с ним "
                      f"{tally_ru(fools[other], draws[other])}")
        return head + middle + ". " + usual.reason_ru
    tail = f", а если {move_ru(tried[0], throwing)} (так сыграл бы любитель) — {tally_ru(fools[0], draws[0], short=True)}"
    if fools[0] == fools[best]:
        tail += ": дураком одинаково часто, но ничьих меньше, значит, выигрышей больше"
    return head + tail + "."
