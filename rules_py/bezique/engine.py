"""Безик: a playable deal as seed 003 gives it, finished past the end of the source from an outside
description (or stopped where the source breaks off, as an option).

What the seed gives and the engine does:

* two or three players (with four, the dealer sits out and deals to three; the engine takes players =
  2 or 3 and leaves the sitting-out dealer to the page), 18 cards each, one at a time (X-87), from the
  174- or 214-card pack (option ``deck``: ``bezique8`` or ``bezique10``);
* the next card (the 37th with two players, the 55th with three, X-85) is turned for trump and lies
  face up under the stock;
* the player who holds the lead may exchange a trump nine (any of the three, X-88) for the turned
  card, once per deal: ``{"type": "exchange", "card": "9H"}``;
* the player on the dealer's left (seat 0) leads any card; each other player in turn either covers it
  or discards a card, at will (no duty to follow suit). A cover is a higher card of the suit led or a
  trump on a non-trump; the highest cover takes the lead, otherwise the leader keeps it (X-90). Of two
  identical cards the one played first is higher (X-89). Moves: ``{"type": "card", "card": "AS"}``;
  an инфузорка (``JK``) is played as the card its holder names: ``{"type": "card", "card": "JK",
  "as": "AS"}`` (X-90);
* the player who now holds the lead, with 17 cards in hand, may show a «показка»:
  ``{"type": "declare", "cards": ["QH", "JD"]}`` (only «безик» is named by the seed, see
  declarations.py), or ``{"type": "pass"}``; then everyone draws a card, the holder of the lead
  first, so that each again has 18. The same cards are not shown twice (usual in bezique; the
  seed does not say), and the player is asked only when he has something to show.

What the seed does not give (X-86): any score, what happens to the played cards, the play once the
stock runs out, the end of the deal. Two endings (option ``ending``):

* ``"complete"`` (the default): the deal is finished from a published description of multi-pack
  bezique (rubicon bezique; completion.py lists every piece and whether it is that description's or
  our reading). When the stock can no longer give everyone a card, the draw stops (a card left over,
  with three players and ten packs, is set aside) and the hands are played out, 18 more rounds, with
  the duty to follow suit and to head the round (tricks.py); no more declarations or exchanges.
  Beziques score 40, two to four shown at once 500 / 1500 / 4500, each ace and ten taken 10, the
  last round 50; the deal is the game, the highest total wins. The view carries the running
  ``scores`` and ``score_parts``; ``result`` gives the scores, the winner and the sentences.
* ``"source"``: the deal stops where the source stops, when the stock can no longer give everyone a
  card; ``result`` then says so and lists the declarations made. No points are computed.

Several beziques may be shown at once, as one declaration (a double bezique and so on, up to four):
``{"type": "declare", "cards": ["QH", "JD", "QH", "JD"]}``.

``describe_move`` gives a move log its words («Т♠», «инфузорка как Т♠», «показка «безик»: Д♠ В♣»);
the view names the seats (``seats``) so a table can label them and keeps the trick played last
(``last_trick``); ``hint`` gives the bot's move with its reason.

A turned инфузорка names no suit: the engine then plays the deal without a trump suit (no trumps, no
exchange, no bezique) — an assumption, since the seed does not say.

>>> e = BeziqueEngine(); s = e.new_game("bezique", 2, 1, {})
>>> len(s["hands"][0]), len(s["stock"]), e.to_move(s)
(18, 138, 0)
"""

from __future__ import annotations

from typing import Any

from collections import Counter

from rules_py.bezique.completion import BEZIQUE_POINTS, MAX_AT_ONCE, SOURCE_SHORT_RU, score_parts
from rules_py.bezique.declarations import Declaration, at_once, find_declarations, multiple_name_ru, split_beziques
from rules_py.bezique.tricks import ORDER, Duty, beats, best_index, duty
from rules_py.cards import JOKER, Card, Rank, Suit, codes
from rules_py.dealing import check_seed, deal
from rules_py.decks import BEZIQUE_RANKS
from rules_py.errors import BadCard, BadRequest, IllegalMove
from rules_py.games import Choice, HintsFromChoice, Move, State, register_engine
from rules_py.standings import Party, verdicts

__all__ = ["ENGINE", "BeziqueEngine", "ENDINGS", "END_NOTE_RU", "beats", "choose_move", "decide"]

SEAT_NAMES_RU = ("Игрок 1", "Игрок 2", "Игрок 3")
HAND_SIZE = 18
PLAYABLE_RANKS = BEZIQUE_RANKS + (Rank.NINE,)
ENDINGS = ("complete", "source")
END_NOTE_RU = (
    "Здесь источник обрывается: как играют, когда прикуп кончился, как считают взятки и показки и чем "
    "кончается сдача, в нём не сказано (X-86)."
)
COMPLETED_RU = "Как доигрывают без прикупа и как считают очки — не из источника, а из правил безика-рубикона (X-86)."
COMPLETED_NOTE_RU = f"Источник обрывается раньше (X-86); конец сдачи и очки взяты из внешнего описания: {SOURCE_SHORT_RU}."


def _card(value: object) -> Card:
    try:
        return Card.parse(value)  # type: ignore[arg-type]
    except BadCard as exc:
        raise IllegalMove(exc.message) from exc


class BeziqueEngine(HintsFromChoice):
    """The Engine of Безик: the source's deal, finished from outside it or stopped (see the module docstring)."""

    def new_game(self, game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
        if isinstance(players, bool) or players not in (2, 3):
            raise BadRequest("В безик играют вдвоём или втроём (вчетвером сдающий не играет и сдаёт троим).")
        deck = options.get("deck", "bezique8")
        if deck not in ("bezique8", "bezique10"):
            raise BadRequest("Колода безика — bezique8 (174 карты) или bezique10 (214 карт).")
        ending = options.get("ending", "complete")
        if ending not in ENDINGS:
            raise BadRequest("Конец сдачи (опция «ending») — complete (доиграть по внешнему описанию) "
                             "или source (остановиться там, где обрывается источник).")
        dealt = deal("bezique", players, check_seed(seed), deck)
        assert dealt.trump is not None
        return {
            "game": "bezique",
            "seed": seed,
            "players": players,
            "deck": deck,
            "ending": ending,
            "hands": [codes(h) for h in dealt.hands],
            "stock": codes(dealt.stock),  # top first; the last card is the turned trump card
            "trump": dealt.trump.code,
            "trump_suit": dealt.trump_suit.value if dealt.trump_suit else None,
            "exchanged": False,
            "leader": 0,
            "phase": "lead",
            "last": False,  # the stock is out: the hands are played out (complete ending only)
            "set_aside": [],  # a card the stock could not share out, out of play
            "table": [],  # [seat, code played, the card it stands for]
            "rounds": [],
            "declarations": [],
            "shown": [[] for _ in range(players)],  # cards already shown, still in hand
        }

    # -- queries ---------------------------------------------------------------------------------

    def to_move(self, state: State) -> int | None:
        if state["phase"] == "over":
            return None
        if state["phase"] == "respond":
            return int((state["leader"] + len(state["table"])) % state["players"])
        return int(state["leader"])

    def legal_moves(self, state: State) -> list[Move]:
        seat = self.to_move(state)
        if seat is None:
            return []
        hand = state["hands"][seat]
        if state["phase"] == "declare":
            found = _declarable(state, seat)
            shows = list(dict.fromkeys(d.cards for d in found))
            shows += [at_once(found[:k]).cards for k in range(2, min(MAX_AT_ONCE, len(found)) + 1)]
            return [{"type": "declare", "cards": list(cards)} for cards in shows] + [{"type": "pass"}]
        must = _duty(state, seat)
        moves: list[Move] = []
        for code in dict.fromkeys(hand):
            if code == JOKER.code:
                moves += [{"type": "card", "card": code, "as": Card(r, s).code}
                          for s in Suit for r in PLAYABLE_RANKS if must is None or must.allows(Card(r, s))]
            elif must is None or must.allows(Card.parse(code)):
                moves.append({"type": "card", "card": code})
        if state["phase"] == "lead" and self._exchange_nine(state, seat):
            moves.append({"type": "exchange", "card": self._exchange_nine(state, seat)})
        return moves

    def result(self, state: State) -> dict[str, Any] | None:
        if state["phase"] != "over":
            return None
        if _ending(state) == "source":
            return _source_result(state)
        players = state["players"]
        parts = score_parts(state)
        scores = [p["total"] for p in parts]
        best = max(scores)
        winners = [p for p in range(players) if scores[p] == best]
        verdict, per_seat = verdicts([Party(SEAT_NAMES_RU[p], (p,), scores[p]) for p in range(players)], players)
        points = "; ".join(f"{SEAT_NAMES_RU[p]} — {_parts_ru(part)}" for p, part in enumerate(parts))
        return {
            "ending": "complete",
            "complete": True,
            "scores": scores,
            "score_parts": parts,
            "winners": winners,
            "winner": winners[0] if len(winners) == 1 else None,
            "rounds": len(state["rounds"]),
            "declarations": state["declarations"],
            "declarations_per_seat": _declarations_per_seat(state),
            "note_ru": COMPLETED_NOTE_RU,
            "verdict_ru": verdict,
            "verdicts_ru": per_seat,
            "summary_ru": f"{verdict} Очки: {points}. {COMPLETED_RU}",
        }

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        over = state["phase"] == "over"
        complete = _ending(state) == "complete"
        parts = score_parts(state) if complete else None
        return {
            "seat": seat,
            "seats": list(SEAT_NAMES_RU[: state["players"]]),
            "players": state["players"],
            "phase": state["phase"],
            "ending": _ending(state),
            "last_tricks": bool(state.get("last")),
            "hand": list(state["hands"][seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in state["hands"]],
            "stock_size": len(state["stock"]),
            "trump": state["trump"] if state["stock"] else None,
            "set_aside": list(state.get("set_aside", [])),
            "trump_suit": state["trump_suit"],
            "trump_suit_ru": Suit(state["trump_suit"]).name_ru if state["trump_suit"] else None,
            "exchanged": state["exchanged"],
            "leader": None if over else state["leader"],  # nobody holds the lead once the deal is over
            "table": [list(t) for t in state["table"]],
            "rounds": state["rounds"][-3:],
            "last_trick": _last_trick(state),
            "rounds_played": len(state["rounds"]),
            "declarations": state["declarations"],
            "shown": state["shown"],
            "scores": [p["total"] for p in parts] if parts is not None else None,
            "score_parts": parts,
            "stage_ru": _stage_ru(state),
            "to_move": self.to_move(state),
            # Legal moves depend only on the hand of the seat to move and on public facts.
            "legal": self.legal_moves(state) if seat is not None and seat == self.to_move(state) else [],
        }

    # -- moves -----------------------------------------------------------------------------------

    def play(self, state: State, move: Move) -> State:
        phase = state["phase"]
        if phase == "over":
            if _ending(state) == "source":
                raise IllegalMove("Сдача окончена: прикуп кончился, дальше источник обрывается.")
            raise IllegalMove("Сдача окончена: все карты сыграны, очки подсчитаны.")
        kind = move.get("type") if isinstance(move, dict) else None
        seat = self.to_move(state)
        assert seat is not None
        if kind == "exchange":
            return self._exchange(state, seat, move)
        if kind in ("declare", "pass"):
            if phase != "declare":
                if state.get("last"):
                    raise IllegalMove("Прикуп кончился: показок больше не объявляют.")
                raise IllegalMove("Показку объявляет тот, кто взял ход, когда у него 17 карт — до добора.")
            new = _copy(state)
            if kind == "declare":
                _declare(new, seat, move)
            _draw(new)
            return new
        if kind != "card":
            raise IllegalMove("Неизвестный ход: card, exchange, declare или pass.")
        if phase == "declare":
            raise IllegalMove("Сначала объявите показку или скажите «пас»; потом все добирают карты.")
        card = _card(move.get("card"))
        if card.code not in state["hands"][seat]:
            raise IllegalMove(f"У вас нет карты «{card.ru}».")
        stands_for = card
        if card == JOKER:
            if "as" not in move:
                raise IllegalMove("Инфузорка играет той картой, которую назовёт игрок: укажите её в «as».")
            stands_for = _card(move["as"])
            if stands_for.is_joker or stands_for.rank not in PLAYABLE_RANKS:
                raise IllegalMove("Инфузорка может стать только картой безика: Т, К, Д, В, 10 или 9.")
        must = _duty(state, seat)
        if must is not None and not must.allows(stands_for):
            raise IllegalMove(must.reason_ru())
        new = _copy(state)
        new["hands"][seat].remove(card.code)
        if new["shown"][seat].count(card.code) > new["hands"][seat].count(card.code):
            new["shown"][seat] = list(new["shown"][seat])
            new["shown"][seat].remove(card.code)  # a shown card has left the hand
        new["table"].append([seat, card.code, stands_for.code])
        if len(new["table"]) == new["players"]:
            _finish_round(new)
        else:
            new["phase"] = "respond"
        return new

    def _exchange_nine(self, state: State, seat: int) -> str | None:
        suit = state["trump_suit"]
        if state["exchanged"] or suit is None or not state["stock"] or state["trump"] == f"9{suit}":
            return None
        nine = f"9{suit}"
        return nine if nine in state["hands"][seat] else None

    def _exchange(self, state: State, seat: int, move: Move) -> State:
        if state.get("last"):
            raise IllegalMove("Прикуп кончился: открытого козыря больше нет, менять нечего.")
        if state["phase"] != "lead":
            raise IllegalMove("Козырь меняет игрок, имеющий ход, перед своим выходом.")
        if state["exchanged"]:
            raise IllegalMove("Козырь уже меняли в этой сдаче: обмен бывает один раз (X-88).")
        nine = self._exchange_nine(state, seat)
        card = _card(move.get("card"))
        if nine is None or card.code != nine:
            suit = state["trump_suit"]
            what = f"козырной девятки ({Card(Rank.NINE, Suit(suit)).ru})" if suit else "козырной масти"
            raise IllegalMove(f"Обменять открытый козырь можно только на девятку козырей: у вас нет {what}.")
        new = _copy(state)
        new["hands"][seat].remove(nine)
        new["hands"][seat].append(new["stock"].pop())
        new["stock"].append(nine)
        new["trump"] = nine
        new["exchanged"] = True
        return new

    def describe_move(self, state: State, move: Move) -> str:
        """A move for the log, the seat's name left to the caller.

        >>> e = BeziqueEngine(); s = e.new_game("bezique", 2, 1, {})
        >>> e.describe_move(s, {"type": "card", "card": "JK", "as": "AS"})
        'инфузорка как Т♠'
        >>> e.describe_move(s, {"type": "declare", "cards": ["QH", "JD", "QH", "JD"]})
        'показка «двойной безик»: Д♥ В♦ Д♥ В♦'
        """
        kind = move.get("type") if isinstance(move, dict) else None
        try:
            if kind == "card":
                card = Card.parse(move.get("card"))  # type: ignore[arg-type]
                text = f"инфузорка как {Card.parse(move.get('as')).ru}" if card == JOKER else card.ru  # type: ignore[arg-type]
                return text + self._cover_note(state, move)
            if kind == "exchange":
                return f"меняет {Card.parse(move.get('card')).ru} на открытый козырь {_ru(state['trump'])}"  # type: ignore[arg-type]
            if kind == "declare":
                cards = move.get("cards", [])
                name = multiple_name_ru(len(cards) // 2) if isinstance(cards, list) else "безик"
                return f"показка «{name}»: " + " ".join(_ru(c) for c in cards)
        except BadCard:
            return "неизвестная карта"
        if kind == "pass":
            return "без показки"
        return "неизвестный ход"

    def _cover_note(self, state: State, move: Move) -> str:
        """For the last card of a round: who keeps or takes the lead (X-90)."""
        if state["phase"] == "declare" or len(state["table"]) != state["players"] - 1:
            return ""
        try:
            after = self.play(state, move)
        except IllegalMove:
            return ""
        last = after["rounds"][-1]
        how = "перекрыл" if last["covered"] else "карту не перекрыли"
        return f" — ход у: {SEAT_NAMES_RU[last['winner']]} ({how})"

    # -- bot -------------------------------------------------------------------------------------

    def choice(self, state: State) -> Choice:
        seat = self.to_move(state)
        if seat is None:
            raise IllegalMove("Сдача окончена.")
        return decide(self.view(state, seat))


def choose_move(view: dict[str, Any]) -> Move:
    """Declare and exchange whenever possible; cover as cheaply as possible; otherwise discard low."""
    return decide(view).move


def decide(view: dict[str, Any]) -> Choice:
    """The bot's move for the seat whose view this is, and why (the engine's hint)."""
    legal: list[Move] = view["legal"]
    shows = [m for m in legal if m["type"] == "declare"]
    if shows:
        move = max(shows, key=lambda m: len(m["cards"]))
        name = multiple_name_ru(len(move["cards"]) // 2)
        worth = (f" — {BEZIQUE_POINTS[len(move['cards']) // 2]} очков по внешнему описанию"
                 if view.get("ending") == "complete" else "")
        return Choice(move, f"Покажите {name} ({' '.join(_ru(c) for c in move['cards'])}){worth}: показку "
                            "делают сразу, пока ход у вас и на руке 17 карт.")
    for move in legal:
        if move["type"] == "exchange":
            return Choice(move, f"Обменяйте {_ru(move['card'])} на открытый козырь {_ru(view['trump'])}: "
                                "обмен бывает один раз за сдачу, а открытая карта старше девятки.")
    if view["phase"] == "declare":
        return Choice({"type": "pass"}, "Показать нечего: скажите «пас», и все доберут по карте.")
    trump = Suit(view["trump_suit"]) if view["trump_suit"] else None
    if view.get("last_tricks"):
        return _decide_last(view, legal, trump)
    cards = [m for m in legal if m["type"] == "card" and m["card"] != JOKER.code]
    if not cards:  # only инфузорки left: play one as a low card
        move = next(m for m in legal if m["type"] == "card")
        return Choice(move, "Остались одни инфузорки: сыграйте одну как младшую карту, "
                            f"{Card.parse(move['as']).ru}.")

    def value(move: Move) -> tuple[int, int]:
        card = Card.parse(move["card"])
        return (1 if card.suit is trump else 0, ORDER.power(card.rank))

    table = view["table"]
    if not table:
        move = min(cards, key=value)
        return Choice(move, f"Ходите {_ru(move['card'])}: это ваша младшая карта, а старшие и козыри "
                            "пригодятся, чтобы перекрывать.")
    top = Card.parse(table[best_index([Card.parse(t[2]) for t in table], trump)][2])
    covers = [m for m in cards if beats(Card.parse(m["card"]), top, trump)]
    move = min(covers or cards, key=value)
    if covers:
        return Choice(move, f"Перекройте {top.ru} картой {_ru(move['card'])}: это самая дешёвая карта, "
                            "которая её бьёт, — ход перейдёт к вам, а с ним и право показать безик.")
    return Choice(move, f"Перекрыть {top.ru} нечем: сбросьте самую младшую карту — {_ru(move['card'])}.")


def _decide_last(view: dict[str, Any], legal: list[Move], trump: Suit | None) -> Choice:
    """The last rounds: win cheaply when the rules make you win, otherwise give the least away.

    Only real cards are weighed; an инфузорка, when nothing else may be played, goes as the lowest
    card it may be named.
    """
    def stands(move: Move) -> Card:
        return Card.parse(str(move.get("as", move["card"])))

    def cost(move: Move) -> tuple[int, int, int, int]:
        card = stands(move)
        return (1 if move["card"] == JOKER.code else 0, 1 if card.rank in (Rank.ACE, Rank.TEN) else 0,
                1 if card.suit is trump else 0, ORDER.power(card.rank))

    cards = [m for m in legal if m["type"] == "card"]
    table = view["table"]
    if not table:
        move = min(cards, key=cost)
        return Choice(move, f"Прикуп кончился, показок больше нет: ходите {_ru(move['card'])} — карту, "
                            "которую не жалко отдать; тузы, десятки и козыри поберегите для взяток.")
    played = [Card.parse(t[2]) for t in table]
    top = played[best_index(played, trump)]
    winning = [m for m in cards if beats(stands(m), top, trump)]
    if winning and len(winning) == len(cards):
        move = min(winning, key=lambda m: (cost(m)[0], cost(m)[3]))
        return Choice(move, f"Прикуп кончился: отвечают в масть и берут, если могут. Перебейте {top.ru} "
                            f"картой {_card_words(move)} — это самая младшая из тех, что берут.")
    move = min(cards, key=cost)
    return Choice(move, f"Прикуп кончился: {top.ru} вам не перебить, и правила разрешают положить "
                        f"{_card_words(move)} — отдайте самое дешёвое.")


def _card_words(move: Move) -> str:
    return f"инфузорка как {Card.parse(move['as']).ru}" if move["card"] == JOKER.code else _ru(move["card"])


def _last_trick(state: State) -> dict[str, Any] | None:
    """The trick finished last, for a table to show after the next card is led."""
    if not state["rounds"]:
        return None
    last = state["rounds"][-1]
    number = len(state["rounds"])
    if last["covered"]:
        text = f"Взятка №{number}: {SEAT_NAMES_RU[last['winner']]} перекрыл карту и взял ход."
    else:
        text = f"Взятка №{number}: карту Игрока {last['leader'] + 1} никто не перекрыл, ход остался у него."
    return {
        "index": len(state["rounds"]) - 1,
        "leader": last["leader"],
        "cards": [list(t) for t in last["cards"]],
        "winner": last["winner"],
        "covered": last["covered"],
        "summary_ru": text,
    }


def _ending(state: State) -> str:
    """The state's ending; a state saved before endings existed stopped where the source stops."""
    return str(state.get("ending", "source"))


def _duty(state: State, seat: int) -> Duty | None:
    """What the seat must play once the stock is out (None while it lasts: any card)."""
    if not state.get("last"):
        return None
    trump = Suit(state["trump_suit"]) if state["trump_suit"] else None
    hand = [Card.parse(c) for c in state["hands"][seat]]
    return duty(hand, [Card.parse(t[2]) for t in state["table"]], trump)


def _stage_ru(state: State) -> str:
    """What part of the deal this is and what it comes from, for a table's heading."""
    if _ending(state) == "source":
        if state["phase"] == "over":
            return "Прикуп кончился: здесь источник обрывается, очков и победителя нет."
        return "Игра по источнику, без очков: сдача остановится, когда кончится прикуп."
    if state["phase"] == "over":
        return "Сдача доиграна; конец сдачи и очки — по правилам безика-рубикона, не из источника."
    if state.get("last"):
        return ("Прикуп кончился — последние круги по правилам безика-рубикона (не из источника): "
                "отвечают в масть и бьют, если можно; без масти хода бьют козырем.")
    return ("Игра по источнику: перекрывать не обязательно; очки за безики пишут по правилам "
            "безика-рубикона (не из источника).")


def _parts_ru(part: dict[str, int]) -> str:
    """«210 (безики 40, бриски 12 × 10 = 120, последняя взятка 50)»."""
    bits = [f"безики {part['beziques']}", f"бриски {part['brisques']} × 10 = {part['brisque_points']}"]
    if part["last_trick"]:
        bits.append(f"последняя взятка {part['last_trick']}")
    return f"{part['total']} ({', '.join(bits)})"


def _declarations_per_seat(state: State) -> list[int]:
    return [sum(d.get("count", 1) for d in state["declarations"] if d["seat"] == p) for p in range(state["players"])]


def _source_result(state: State) -> dict[str, Any]:
    """Where the source stops: no score and no winner, only the beziques declared (X-86)."""
    per_seat = _declarations_per_seat(state)
    shown = ", ".join(f"{SEAT_NAMES_RU[p]} — {n}" for p, n in enumerate(per_seat))
    verdict = f"Победителя назвать нельзя: источник не говорит, как считать очки. Показано безиков: {shown}."
    return {
        "ending": "source",
        "verdict_ru": verdict,
        "verdicts_ru": [
            "Победителя назвать нельзя: источник не говорит, как считать очки. Показано безиков у вас: "
            f"{n}; у соперник{'а' if len(per_seat) == 2 else 'ов'}: "
            + ", ".join(f"{SEAT_NAMES_RU[p]} — {m}" for p, m in enumerate(per_seat) if p != seat) + "."
            for seat, n in enumerate(per_seat)
        ],
        "complete": False,
        "note_ru": END_NOTE_RU,
        "rounds": len(state["rounds"]),
        "declarations": state["declarations"],
        "declarations_per_seat": per_seat,
        "scores": None,
        "summary_ru": END_NOTE_RU + " Показано безиков: " + shown + ".",
    }


def _ru(code: str) -> str:
    card = Card.parse(code)
    return "инфузорка" if card == JOKER else card.ru


def _copy(state: State) -> State:
    new = dict(state)
    new["hands"] = [list(h) for h in state["hands"]]
    new["stock"] = list(state["stock"])
    new["table"] = [list(t) for t in state["table"]]
    new["rounds"] = list(state["rounds"])
    new["declarations"] = list(state["declarations"])
    new["shown"] = list(state["shown"])
    return new


def _available(state: State, seat: int) -> list[Card]:
    """The seat's cards not shown before (the same cards are not shown twice)."""
    hand = list(state["hands"][seat])
    for code in state["shown"][seat]:
        hand.remove(code)
    return [Card.parse(c) for c in hand]


def _declarable(state: State, seat: int) -> list[Declaration]:
    """Beziques the seat can show with cards not shown before."""
    suit = state["trump_suit"]
    if suit is None:
        return []
    return find_declarations(_available(state, seat), Suit(suit))


def _declare(state: State, seat: int, move: Move) -> None:
    cards = move.get("cards")
    if not isinstance(cards, list) or len(cards) < 2 or len(cards) % 2:
        raise IllegalMove("Показка «безик» — две карты: козырная дама и валет другой масти того же цвета "
                          "(или по две карты на каждый безик, если их показывают разом).")
    shown = [_card(c) for c in cards]
    suit = state["trump_suit"]
    found = split_beziques(shown, Suit(suit)) if suit else None
    if found is None:
        raise IllegalMove(
            "Это не безик: нужна козырная дама и валет другой масти того же цвета (или инфузорка вместо одной)."
        )
    if len(found) > MAX_AT_ONCE:
        raise IllegalMove("Разом показывают не больше четырёх безиков; остальные — после следующего круга.")
    if Counter(shown) - Counter(_available(state, seat)):
        raise IllegalMove("Для этой показки у вас не хватает карт: карты, уже показанные в безике, второй раз "
                          "не показывают.")
    declaration = at_once(found)
    state["declarations"].append({"seat": seat, "round": len(state["rounds"]), "kind": "bezique",
                                  "cards": [c.code for c in shown], "name_ru": declaration.name_ru,
                                  "count": declaration.count})
    state["shown"][seat] = state["shown"][seat] + [c.code for c in shown]


def _finish_round(state: State) -> None:
    trump = Suit(state["trump_suit"]) if state["trump_suit"] else None
    best = best_index([Card.parse(t[2]) for t in state["table"]], trump)
    winner = int(state["table"][best][0])
    state["rounds"].append({"leader": state["leader"], "cards": state["table"], "winner": winner,
                            "covered": best != 0})
    state["table"] = []
    state["leader"] = winner
    if state.get("last"):
        state["phase"] = "lead" if state["hands"][winner] else "over"
        return
    state["phase"] = "declare"
    if not _declarable(state, winner):
        _draw(state)


def _draw(state: State) -> None:
    """Everyone draws one card, the holder of the lead first. When the stock can no longer give
    everyone a card, the deal stops (ending "source") or the hands are played out ("complete")."""
    players = state["players"]
    if len(state["stock"]) >= players:
        for i in range(players):
            state["hands"][(state["leader"] + i) % players].append(state["stock"].pop(0))
    state["phase"] = "lead"
    if len(state["stock"]) >= players:
        return
    if _ending(state) == "source":
        state["phase"] = "over"
        return
    state["last"] = True
    state["set_aside"] = state["stock"]
    state["stock"] = []


ENGINE = BeziqueEngine()
register_engine("bezique", ENGINE)
