"""Штосс as a state machine: the punter stakes on a card, the banker turns his pack in pairs.

Seats: 0 is the banker (банкомёт), who owns the «штосс» pack and turns it; 1 is the punter (понтёр),
who picks a card from his own pack and stakes on it (X-94). The banker's own chosen card and stake of
the seed play no part: the banker simply covers the punter's stake (X-95).

Moves, in order:

* ``{"type": "stake", "card": "QH", "stake": 10}`` — the punter (seat 1) names a card of his pack and a
  stake of at least the «куш» (the agreed minimum, option ``kush``, default 10);
* ``{"type": "pair"}`` — the banker (seat 0) turns the next pair («абцуг»; the seed names the cards of
  the first one «лоб» and «соник», X-96);
* ``{"type": "all"}`` — the banker turns pairs until the stake is decided;
* ``{"type": "next_round"}`` — the banker takes a fresh, newly shuffled full pack for the next stake
  (X-98), only while more rounds remain.

Payment is even money (X-98): the winner of a stake gains it, the loser pays it. The state keeps a
running ``balance`` ``[banker, punter]`` and a ``history`` of every decided stake, each with the
engine's own sentence on who won and why (``summary_ru``). The view adds a sentence for every pair
turned so far (``pairs_ru``), what the two cards of each pair are called (``slots_ru``: «лоб» and
«соник» in the first pair only, as in the seed) and the verdict of the stake just decided (``last_ru``); ``describe_move``
tells a move log what a move did.

Options: ``cards`` 52 (default), 36 or 32 — the size of each player's pack; ``kush`` the minimum stake
(default 10); ``max_stake`` an upper limit (default none); ``rounds`` how many stakes the game lasts
(default 1; ``null`` for no limit); ``balance`` the starting ``[banker, punter]`` (default ``[0, 0]``),
so a page can carry a balance from one game to the next. The banker's pack of round 0 is the game's
seed shuffle of a fresh pack (the same as ``deal("shtoss", 2, seed)`` for 52 cards); each later round
has its own derived seed.

>>> e = ShtossEngine()
>>> s = e.new_game("shtoss", 2, 7, {})
>>> s = e.play(s, {"type": "stake", "card": "QH", "stake": 10})
>>> s = e.play(s, {"type": "all"})
>>> r = e.result(s); r["balance"] in ([10, -10], [-10, 10]), sum(r["balance"])
(True, 0)
"""

from __future__ import annotations

from typing import Any

from rules_py.cards import Card, codes
from rules_py.dealing import check_seed
from rules_py.decks import build_deck
from rules_py.errors import BadCard, BadRequest, IllegalMove
from rules_py.games import Choice, HintsFromChoice, Move, State, register_engine
from rules_py.shtoss.odds import check_pack_size, punter_chance, round_seed, shuffled_pack
from rules_py.shtoss.rules import BANKER, PUNTER, SEAT_NAMES_RU, pair_note_ru, pair_result, slot_names_ru
from rules_py.words import signed

DEFAULT_KUSH = 10


def _int_option(options: dict[str, Any], name: str, default: int | None, minimum: int) -> int | None:
    value = options.get(name, default)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise BadRequest(f"Опция «{name}» должна быть целым числом не меньше {minimum}.")
    return value


class ShtossEngine(HintsFromChoice):
    """The Engine of Штосс (see the module docstring for moves and options)."""

    def new_game(self, game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
        if players != 2:
            raise BadRequest("В штосс играют вдвоём: банкомёт и понтёр.")
        seed = check_seed(seed)
        cards = check_pack_size(options.get("cards", 52))
        kush = _int_option(options, "kush", DEFAULT_KUSH, 1)
        max_stake = _int_option(options, "max_stake", None, kush or 1)
        rounds = _int_option(options, "rounds", 1, 1)
        balance = options.get("balance", [0, 0])
        if (
            not isinstance(balance, list)
            or len(balance) != 2
            or any(isinstance(b, bool) or not isinstance(b, int) for b in balance)
        ):
            raise BadRequest("Опция «balance» — два целых числа: [банкомёт, понтёр].")
        return {
            "game": "shtoss",
            "seed": seed,
            "cards": cards,
            "kush": kush,
            "max_stake": max_stake,
            "rounds": rounds,
            "round": 0,
            "phase": "stake",
            "pack": codes(shuffled_pack(cards, round_seed(seed, 0))),
            "turned": 0,
            "punter_card": None,
            "stake": None,
            "balance": list(balance),
            "history": [],
        }

    # -- queries ---------------------------------------------------------------------------------

    def to_move(self, state: State) -> int | None:
        phase = state["phase"]
        if phase == "stake":
            return PUNTER
        if phase in ("deal", "settled"):
            return BANKER
        return None

    def legal_moves(self, state: State) -> list[Move]:
        phase = state["phase"]
        if phase == "stake":
            return [
                {"type": "stake", "card": code, "stake": state["kush"]}
                for code in codes(build_deck(str(state["cards"])))
            ]
        if phase == "deal":
            return [{"type": "pair"}, {"type": "all"}]
        if phase == "settled":
            return [{"type": "next_round"}]
        return []

    def result(self, state: State) -> dict[str, Any] | None:
        if state["phase"] != "over":
            return None
        banker, punter = state["balance"]
        leader = None if banker == punter else (BANKER if banker > punter else PUNTER)
        last = state["history"][-1]
        verdict, per_seat = _verdicts(state["balance"])
        return {
            "balance": list(state["balance"]),
            "rounds": len(state["history"]),
            "last_round": last,
            "winner": leader,
            "winner_ru": SEAT_NAMES_RU[leader] if leader is not None else None,
            "summary_ru": f"{_summary_ru(last)} {verdict}",
            "verdict_ru": verdict,
            "verdicts_ru": per_seat,
        }

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """Everything on the table: turned pairs, the punter's card and stake; never the pack order."""
        turned = state["pack"][: state["turned"]]
        pairs = [turned[i : i + 2] for i in range(0, len(turned), 2)]
        rank = Card.parse(state["punter_card"]).rank if state["punter_card"] else None
        decided = state["phase"] in ("settled", "over")
        return {
            "seat": seat,
            "seats": list(SEAT_NAMES_RU),
            "cards": state["cards"],
            "kush": state["kush"],
            "max_stake": state["max_stake"],
            "round": state["round"],
            "rounds": state["rounds"],
            "phase": state["phase"],
            "punter_card": state["punter_card"],
            "stake": state["stake"],
            "pairs": pairs,
            "pairs_ru": [pair_note_ru(Card.parse(a), Card.parse(b), rank, i) for i, (a, b) in enumerate(pairs, 1)]
            if rank else [],
            "slots_ru": [list(slot_names_ru(i)) for i in range(1, len(pairs) + 1)],
            "last_ru": state["history"][-1]["summary_ru"] if decided else None,
            "pack_left": len(state["pack"]) - state["turned"],
            "balance": list(state["balance"]),
            "history": state["history"],
        }

    # -- moves -----------------------------------------------------------------------------------

    def play(self, state: State, move: Move) -> State:
        kind = move.get("type") if isinstance(move, dict) else None
        phase = state["phase"]
        if phase == "over":
            raise IllegalMove("Игра окончена.")
        if kind == "stake":
            return self._stake(state, move)
        if kind in ("pair", "all"):
            if phase != "deal":
                raise IllegalMove("Банкомёт мечет только после того, как понтёр поставил на карту.")
            new = _copy(state)
            while True:
                if self._turn_pair(new) or kind == "pair":
                    return new
        if kind == "next_round":
            if phase != "settled":
                raise IllegalMove("Новая талия начинается, только когда ставка решена.")
            new = _copy(state)
            new["round"] += 1
            new["phase"] = "stake"
            new["pack"] = codes(shuffled_pack(new["cards"], round_seed(new["seed"], new["round"])))
            new["turned"] = 0
            new["punter_card"] = None
            new["stake"] = None
            return new
        raise IllegalMove("Неизвестный ход: ожидается stake, pair, all или next_round.")

    def _stake(self, state: State, move: Move) -> State:
        if state["phase"] != "stake":
            raise IllegalMove("Ставка уже сделана: теперь банкомёт мечет.")
        try:
            card = Card.parse(move.get("card"))  # type: ignore[arg-type]
        except BadCard as exc:
            raise IllegalMove(exc.message) from exc
        if card not in build_deck(str(state["cards"])):
            raise IllegalMove(f"В колоде понтёра из {state['cards']} карт нет карты «{card.ru}».")
        stake = move.get("stake")
        if isinstance(stake, bool) or not isinstance(stake, int):
            raise IllegalMove("Ставка — целое число.")
        if stake < state["kush"]:
            raise IllegalMove(f"Ставка не может быть меньше начального куша ({state['kush']}).")
        if state["max_stake"] is not None and stake > state["max_stake"]:
            raise IllegalMove(f"Ставка не может быть больше {state['max_stake']}.")
        new = _copy(state)
        new["punter_card"] = card.code
        new["stake"] = stake
        new["phase"] = "deal"
        return new

    def _turn_pair(self, state: State) -> bool:
        """Turn one pair in place; True when it decided the stake."""
        start = state["turned"]
        lob, sonik = (Card.parse(c) for c in state["pack"][start : start + 2])
        state["turned"] = start + 2
        rank = Card.parse(state["punter_card"]).rank
        winner = pair_result(lob, sonik, rank)
        if winner is None:
            return False
        stake = state["stake"]
        state["balance"][winner] += stake
        state["balance"][1 - winner] -= stake
        state["history"].append({
            "round": state["round"],
            "punter_card": state["punter_card"],
            "stake": stake,
            "pairs": [state["pack"][i : i + 2] for i in range(0, start + 2, 2)],
            "pair": start // 2 + 1,
            "position": start + 1 if winner == BANKER else start + 2,
            "plie": lob.rank is rank and sonik.rank is rank,
            "winner": winner,
            "winner_ru": SEAT_NAMES_RU[winner],
            "balance": list(state["balance"]),
        })
        state["history"][-1]["summary_ru"] = _summary_ru(state["history"][-1])
        finished = state["rounds"] is not None and state["round"] + 1 >= state["rounds"]
        state["phase"] = "over" if finished else "settled"
        return True

    def describe_move(self, state: State, move: Move) -> str:
        """A move in the words of a move log («ставит 10 на карту Д♥ (дама червей)»).

        `state` is the position before the move; an illegal move is described as an attempt.
        """
        kind = move.get("type") if isinstance(move, dict) else None
        if kind == "stake":
            try:
                card = Card.parse(move.get("card"))  # type: ignore[arg-type]
            except BadCard:
                return "пытается поставить на неизвестную карту"
            return f"ставит {move.get('stake')} на карту {card.ru} ({card.name_ru})"
        if kind == "next_round":
            return "берёт свежую перетасованную колоду: новая талия, понтёр выбирает карту"
        if kind in ("pair", "all"):
            try:
                after = self.play(state, move)
            except IllegalMove as exc:
                return f"не может метать: {exc.message}"
            turned = [Card.parse(c) for c in after["pack"][state["turned"] : after["turned"]]]
            first = state["turned"] // 2 + 1
            pairs = [f"{turned[i].ru} и {turned[i + 1].ru}" for i in range(0, len(turned), 2)]
            if kind == "pair" and first == 1:
                text = f"открывает 1-й абцуг: лоб {turned[0].ru}, соник {turned[1].ru}"
            elif kind == "pair":
                text = f"открывает {first}-й абцуг: {turned[0].ru} и {turned[1].ru}"
            else:
                text = f"открывает до конца ({len(pairs)} абц.): " + "; ".join(pairs)
            if len(after["history"]) > len(state["history"]):
                text += f". {after['history'][-1]['summary_ru']}"
            return text
        return "неизвестный ход"

    def hint(self, state: State) -> dict[str, Any]:
        """The bot's choice; a hint to deal says the pair is turned up without naming its cards,
        which lie face down in the banker's pack until then (the log names them after the move)."""
        hint = self.choice(state).to_hint()
        if hint["move"]["type"] == "pair":
            hint["move_ru"] = f"открывает {state['turned'] // 2 + 1}-й абцуг"
        return hint

    # -- bot -------------------------------------------------------------------------------------

    def choice(self, state: State) -> Choice:
        """Every card has the same chance, so the punter bot cycles through ranks and stakes the куш."""
        seat = self.to_move(state)
        view = self.view(state, seat)
        if view["phase"] == "stake":
            deck = codes(build_deck(str(view["cards"])))
            card = deck[(view["round"] * 5) % len(deck)]
            chance = f"{float(punter_chance(view['cards'])) * 100:.1f}".replace(".", ",")
            return Choice(
                {"type": "stake", "card": card, "stake": view["kush"]},
                f"Поставьте начальный куш ({view['kush']}) на любую карту, например {Card.parse(card).ru}: "
                f"шансы у всех карт одинаковы — понтёр выигрывает ставку в {chance} % случаев, чуть реже "
                "банкомёта, так что крупная ставка выгоды не даёт.",
            )
        if view["phase"] == "deal":
            if view["pairs"]:
                return Choice({"type": "pair"}, "Мечите: откройте следующий абцуг — ещё две карты.")
            return Choice({"type": "pair"}, "Мечите: откройте первый абцуг — лоб и соник.")
        if view["phase"] == "settled":
            return Choice({"type": "next_round"}, "Ставка решена: возьмите свежую колоду для новой талии.")
        raise IllegalMove("Игра окончена.")


def _copy(state: State) -> State:
    new = dict(state)
    new["balance"] = list(state["balance"])
    new["history"] = list(state["history"])
    return new


def _verdicts(balance: list[int]) -> tuple[str, list[str]]:
    """Who is ahead after the game's stakes and by how much: for a spectator and for each seat."""
    banker, punter = balance
    if banker == punter:
        text = f"Итог: поровну ({signed(banker)} у каждого)."
        return text, [text, text]
    winner = BANKER if banker > punter else PUNTER
    won = balance[winner]
    neutral = (f"Итог: в выигрыше {SEAT_NAMES_RU[winner].lower()} ({signed(won)}), "
               f"у {_GENITIVE[1 - winner]} {signed(balance[1 - winner])}.")
    per_seat = []
    for seat in (BANKER, PUNTER):
        mine, theirs = balance[seat], balance[1 - seat]
        verb = "Вы в выигрыше" if seat == winner else "Вы в проигрыше"
        per_seat.append(f"{verb}: у вас {signed(mine)}, у {_GENITIVE[1 - seat]} {signed(theirs)}.")
    return neutral, per_seat


_GENITIVE = ("банкомёта", "понтёра")


def _summary_ru(entry: dict[str, Any]) -> str:
    """«…вышло 2-й картой, в 1-м абцуге, на «соник»…»; the names «лоб» and «соник» only for the first
    pair, as in the seed; the other pairs are told by the place in the pack."""
    card = Card.parse(entry["punter_card"])
    banker = entry["winner"] == BANKER
    if entry["pair"] == 1:
        place = f"в 1-м абцуге, на «{slot_names_ru(1)[0 if banker else 1]}»"
        plie = " (плие: совпали и лоб, и соник)" if entry["plie"] else ""
    else:
        place = (f"на {'нечётном' if banker else 'чётном'} месте, {'первой' if banker else 'второй'} "
                 f"в {entry['pair']}-м абцуге")
        plie = " (плие: совпали обе карты пары)" if entry["plie"] else ""
    return (
        f"Карта понтёра — {card.name_ru}; её достоинство вышло {entry['position']}-й картой, {place}{plie}. "
        f"Ставку {entry['stake']} выиграл {SEAT_NAMES_RU[entry['winner']].lower()}."
    )


ENGINE = ShtossEngine()
register_engine("shtoss", ENGINE)
