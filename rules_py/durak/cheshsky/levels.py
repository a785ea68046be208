"""«Сильный» in чешский дурак: the strong level of `rules_py.durak.variant_levels`, judged by a deal.

A game of чешский runs over many deals up to the target, so a play-out to the end of the game would
be long and would mostly measure deals that are not dealt yet. The strong level plays each candidate
(the usual bot's move, then one move per other card: `distinct_cards`) out to the end of the current
deal instead, at most `DEAL_MOVES` moves, after which the cards still held count as if the deal ended
there; every seat is played by the usual bot, each from its own view. It counts what the deal writes:
the points the seat writes less the points its opponent writes, and a whole game lost or won on this
deal as `GAME` points. Over `SAMPLES` deals of the hidden cards it makes the move that costs least on
average, unless that saves less than `MARGIN` points over the usual bot's move, which it then keeps.

What it sees is the seat's view and the pile: every card of the pile was laid face up in sight of
both, though the table shows only the top one. (After the pile has gone back into the stock, the
strong level no longer tells the stock's cards from the opponent's: both are simply unseen.)
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import TYPE_CHECKING

from rules_py.durak.cheshsky.scoring import hand_points, points
from rules_py.durak.shell import Choice, Move, State
from rules_py.durak.beating import suit
from rules_py.durak.variant_levels import CANDIDATES, Worlds, to_reader
from rules_py.durak.words import seat_name
from rules_py.rng import SeededRandom
from rules_py.words import Noun, count, noun

if TYPE_CHECKING:
    from rules_py.durak.variant_levels import LevelledEngine

#: What losing (or winning) the whole game on this deal weighs against the deal's points.
GAME = 100
#: Moves a play-out makes before it stops and counts the cards still held as if the deal ended there
#: (a deal of чешский can go on for a hundred moves; this keeps a reply within a fraction of a second).
DEAL_MOVES = 30
#: Deals of the hidden cards per decision: a deal's points vary far more than who is the fool, and
#: with the other levels' six samples the strong level was the loser more often than the usual bot.
SAMPLES = 16
#: Points a move must save on average over the usual bot's move to be preferred to it (the noise of
#: the samples otherwise picks a worse move as often as a better one).
MARGIN = 2

LAYOUT: Noun = noun("расклад расклада раскладу расклад раскладом раскладе / "
                    "расклады раскладов раскладам расклады раскладами раскладах", "m")


def deal_playout(engine: LevelledEngine, s: State, seat: int) -> tuple[int, int, int]:
    """Play `s` (owned) to the end of its deal with the usual bot in both seats: the points `seat`
    writes, the points the other writes, and +1 when `seat` loses the game on this deal (-1 when the
    other does, 0 else). A deal still going after `DEAL_MOVES` counts the cards still held."""
    deals_before = len(s["sheet"])
    for _ in range(DEAL_MOVES):
        if s["phase"] == "over" or len(s["sheet"]) > deals_before:
            break
        engine.apply(s, engine.choose(engine.see(s, int(s["turn"])))[0])
    if len(s["sheet"]) > deals_before:
        written = list(s["sheet"][deals_before]["points"])
    else:
        written = [hand_points(hand) for hand in s["hands"]]
    loser = s.get("loser") if s["phase"] == "over" else None
    lost = 0 if loser is None else 1 if loser == seat else -1
    return written[seat], written[1 - seat], lost


def distinct_cards(legal: list[Move], usual: Move, hand: list[str]) -> list[Move]:
    """The candidates: the usual bot's move, then one move for each other card it may lay, a wild
    card naming the suit held most besides it (as the usual bot names it); at most `CANDIDATES`.
    Which card goes matters more than which suit a wild card names, and four namings of one wild card
    would crowd the other cards out of the few candidates there is time for."""
    tried = [usual]
    done = {usual.get("card")}
    for move in legal:
        card = move.get("card")
        if card in done:
            continue
        if "suit" in move:
            held = Counter(suit(c) for c in hand if c != card)
            if move["suit"] != max("SHCD", key=lambda s: (held[s], -"SHCD".index(s))):
                continue
        done.add(card)
        tried.append(move)
    return tried[:CANDIDATES]


def _on_average(total: int, samples: int) -> str:
    """«7 очков» for a total of 41 over 6 samples (rounded)."""
    return points(round(total / samples))


def _whole_game(lost: int, won: int, samples: int) -> str:
    """What the play-outs say of the game as a whole, if anything: « В 2 раскладах из 6 на этой сдаче
    вы проиграли бы всю игру.»"""
    if samples == 1:
        return (" На этой сдаче вы проиграли бы всю игру." if lost else
                " На этой сдаче всю игру проиграл бы соперник." if won else "")
    said = ""
    if lost:
        said += f" В {count(lost, LAYOUT, 'loc')} из {samples} на этой сдаче вы проиграли бы всю игру."
    if won:
        said += f" В {count(won, LAYOUT, 'loc')} из {samples} на этой сдаче проиграл бы всю игру соперник."
    return said


def strong(engine: LevelledEngine, s: State) -> Choice:
    """The strong move of чешский for the player to move, and why."""
    seat = int(s["turn"])
    legal = engine.moves(s)
    usual_move, usual_reason = engine.choose(engine.see(s, seat))
    if len(legal) == 1:
        return usual_move, usual_reason
    worlds = Worlds(engine, s, seat)
    tried = distinct_cards(legal, usual_move, s["hands"][seat])
    samples = 1 if worlds.certain else SAMPLES
    rng = SeededRandom(worlds.seed)
    mine, theirs, lost, won = ([0] * len(tried) for _ in range(4))
    for _ in range(samples):
        world = worlds.sample(rng)
        for i, move in enumerate(tried):
            after = copy.deepcopy(world)
            engine.apply(after, move)
            me, other, game = deal_playout(engine, after, seat)
            mine[i] += me
            theirs[i] += other
            lost[i] += game == 1
            won[i] += game == -1
    cost = [mine[i] - theirs[i] + GAME * (lost[i] - won[i]) for i in range(len(tried))]
    best = min(range(len(tried)), key=lambda i: (cost[i], i))
    if cost[0] - cost[best] < MARGIN * samples:
        best = 0
    scores = (f"вы записали бы в среднем {_on_average(mine[best], samples)}, "
              f"соперник — {_on_average(theirs[best], samples)}.")
    if samples == 1:
        head = ("Все карты, которых вы не видите, — на руке у соперника, так что компьютер знает их. После "
                "каждого возможного хода он доиграл сдачу за обоих так, как играет любитель. С этим ходом "
                + scores.replace(" в среднем", ""))
    else:
        head = (f"Невидимые карты могли лечь по-разному: компьютер разложил их {samples} способами и в каждом "
                f"доиграл сдачу за обоих так, как играет любитель. С этим ходом {scores}")
    head += _whole_game(lost[best], won[best], samples)
    if best != 0:
        average = "" if samples == 1 else " в среднем"
        # The reader's one opponent is «соперник» throughout the hint, not «Игрок 2».
        usual_ru = to_reader(engine, s, usual_move).replace(seat_name(1 - seat), "соперник")
        head += (f" Любитель сыграл бы иначе («{usual_ru}»), и вы записали бы{average} "
                 f"{_on_average(mine[0], samples)}, соперник — {_on_average(theirs[0], samples)}.")
    return tried[best], head
