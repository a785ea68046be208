"""Every kind of message the engine writes for a reader, collected through the JSON protocol.

Whole seeded games of every game id are played by the bots; at every position the collector keeps the
view's texts, every few moves the hint, after every move its description, at the end the result; and it
tries moves that were legal somewhere else in the game to collect the refusals. Requests of the other
protocol methods (scoring, sheets, deals, the bidding system) and bad requests (wrong numbers of
players, unknown options) add the templates that games do not reach.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

from rules_py.api import handle
from rules_py.games import is_playable  # noqa: F401  (the tests choose games with it)
from rules_py.registry import FAMILIES, GAMES

CYRILLIC = re.compile("[А-Яа-яЁё]")
#: Keys whose strings are data, not text for a reader (card codes, ids, PBN, rule names of presets).
DATA_KEYS = frozenset({"state", "code", "pbn", "id", "game", "legal", "move"})


def call(method: str, **params: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(handle(json.dumps({"method": method, "params": params})))
    return answer


def texts(value: Any, out: set[str], key: str = "") -> None:
    """The Russian strings inside a protocol answer."""
    if key in DATA_KEYS:
        return
    if isinstance(value, str):
        if CYRILLIC.search(value):
            out.add(value)
    elif isinstance(value, dict):
        for k, v in value.items():
            texts(v, out, k)
    elif isinstance(value, list):
        for v in value:
            texts(v, out, key)


def answer_texts(answer: dict[str, Any], out: set[str]) -> None:
    if answer["ok"]:
        texts(answer["result"], out)
    else:
        out.add(answer["error"]["message"])


def game_messages(game: str, players: int, seed: int, options: dict[str, Any] | None = None,
                  hint_every: int = 2, refusals: int = 2, cap: int = 600) -> set[str]:
    out: set[str] = set()
    first = call("game.new", game=game, players=players, seed=seed, options=options or {})
    answer_texts(first, out)
    if not first["ok"]:
        return out
    res = first["result"]
    seen: list[Any] = []
    for step in range(cap):
        if res["over"]:
            break
        state = res["state"]
        texts(res["view"], out)
        if step % 4 == 0:
            for seat in range(players):
                texts(call("game.view", game=game, state=state, seat=seat)["result"], out)
        for move in res["legal"]:
            if move not in seen:
                seen.append(move)
        if step % hint_every == 0:
            answer_texts(call("game.hint", game=game, state=state), out)
        tried = 0
        for move in reversed(seen):
            if tried == refusals:
                break
            if move not in res["legal"]:
                tried += 1
                answer_texts(call("game.play", game=game, state=state, move=move), out)
        bot = call("game.bot", game=game, state=state)
        answer_texts(bot, out)
        if not bot["ok"]:
            break
        res = bot["result"]
    texts(res["view"], out)
    texts(res["result"], out)
    return out


#: Families whose bots think longer (a double-dummy search, King's card play): fewer hints and one seed.
SLOW = {"bridge": 8, "king": 8}


def requests() -> Iterator[tuple[str, set[str]]]:
    """Messages of the other methods, with numbers spread over their range, and of bad requests."""
    for info in GAMES.values():
        for players in (info.players_min - 1, info.players_max + 1, info.players_min):
            out: set[str] = set()
            answer_texts(call("deal", game=info.id, players=players, seed=1), out)
            answer_texts(call("deal", game=info.id, players=info.players_min, seed=1, deck="bezique8"), out)
            answer_texts(call("game.new", game=info.id, players=players, seed=1), out)
            answer_texts(call("game.new", game=info.id, players=info.players_min, seed=1,
                              options={"no_such_option": 1}), out)
            yield info.id, out
    out = set()
    for family in FAMILIES:
        answer_texts(call("game.new", game=family, players=2, seed=1), out)
    yield "families", out
    out = set()
    for level in range(1, 8):
        for strain in ("C", "H", "NT"):
            for doubled in ("", "X", "XX"):
                for tricks in range(0, 14):
                    for vul in (False, True):
                        answer_texts(call("bridge.score_deal", contract=f"{level}{strain}{doubled}", declarer="S",
                                          tricks=tricks, vulnerable=vul), out)
    yield "bridge.score_deal", out
    out = set()
    texts(call("bridge.system")["result"], out)
    yield "bridge.system", out
    out = set()
    for game in [g for g in GAMES if g.startswith("canasta.")]:
        texts(call("canasta.presets", game=game), out)
        for score in (-500, 0, 1500, 3000, 5000):
            answer_texts(call("canasta.opening", game=game, score=score), out)
        for totals in ((100, 200), (4900, 5100), (5100, 4200), (12000, 500), (-300, 21)):
            answer_texts(call("canasta.sheet", game=game, deals=[list(totals)]), out)
            answer_texts(call("canasta.sheet", game=game, deals=[list(totals), [50, 1]]), out)
    yield "canasta.sheet", out


def durak_analysis_messages() -> set[str]:
    """Messages of durak's levels and exact analysis: whole games at the novice and strong levels (hints
    every few moves), and in two-player games whose endgame is exact durak.solve and durak.line at every
    position of it, and durak.review of the finished game for both seats. In podkidnoy's seed 10 the
    first player leads 6♥ into a lost endgame after move 57 (Д♦ wins), so that the review has a verdict."""
    out = game_messages("durak.podkidnoy", 2, 10, {"level": "strong"}, hint_every=3, refusals=1)
    out |= game_messages("durak.perevodnoy", 2, 3, {"level": "novice"}, hint_every=3, refusals=1)
    for game, seed, options, mistake in (("durak.podkidnoy", 10, {"level": "strong"}, (57, {"type": "attack", "cards": ["6H"]})),
                                         ("durak.perevodnoy", 3, {}, None)):
        res = call("game.new", game=game, players=2, seed=seed, options=options)["result"]
        moves: list[Any] = []
        while not res["over"]:
            if res["view"].get("exact"):
                answer_texts(call("durak.solve", state=res["state"], budget=400_000), out)
                for move in res["legal"][:3]:
                    answer_texts(call("durak.line", state=res["state"], move=move, budget=400_000), out)
            if mistake is not None and len(moves) == mistake[0]:
                res = call("game.play", game=game, state=res["state"], move=mistake[1])["result"]
                moves.append(mistake[1])
            else:
                res = call("game.bot", game=game, state=res["state"])["result"]
                moves.append(res["move"])
        for seat in (0, 1):
            answer_texts(call("durak.review", game=game, players=2, seed=seed, options=options, moves=moves, seat=seat,
                              budget=2_000_000), out)
    answer_texts(call("durak.solve", state=call("game.new", game="durak.podkidnoy", players=2, seed=1)["result"]["state"]), out)
    return out
