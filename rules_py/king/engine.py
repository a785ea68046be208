"""Кинг as a state machine: a whole game of 14 deals (or any list of deals) for four players.

Players are numbered 0–3 clockwise. The first dealer is player 3, so player 0 (on his left) leads
the first trick of the game; the deal then passes clockwise (X-93). Each deal is dealt by
``rules_py.dealing.deal("king", 4, seed)`` with its own seed (deal 0 uses the game's seed).

Moves:

* ``{"type": "card", "card": "QS"}`` — the player to move plays a card;
* ``{"type": "trump", "suit": "S" | "H" | "D" | "C" | null}`` — only with the option
  ``positive_trumps``: before a positive deal the player on the dealer's left names the trump (or no
  trump, ``null``).

After the 8th trick the deal is scored, written into ``history`` and the next deal is dealt at once;
``last_deal`` keeps the finished deal's tricks for display. ``scores`` are the running totals.

The view also carries what a table shows beside the cards: the deal's total, whether it is positive,
whether a trump was named for it (``trump_named``: with ``positive_trumps`` the choice «без козыря»
is a choice too), the tricks each player has taken in this deal and the points they carry so far
(``deal_points``, from the deal table). ``describe_move`` gives a move log its words: «Д♠», and for
the card that closes a trick who takes it. For teaching, the view carries the trick finished last
(``last_trick``, with the points it brought) and the running sheet (``score_sheet``: a row per deal),
``hint`` gives the bot's card with its reason, and the result says who won by how many points.

Options: ``deals`` — a list of deal ids (default: the 14 of «Кинг простой», see deals.py);
``boys`` — how the default deals read «мальчики»: "jacks_kings" (default), "kings" (the main outside
source) or "jacks"; ``positive_trumps`` — bool, default false; ``heart_rules`` — "outside" (default:
the hearts deals keep the outside source's lead and discard rules) or "seed" (every deal by the seed's
own rule: any lead, any card when void).

>>> e = KingEngine()
>>> s = e.new_game("king", 4, 1, {"deals": ["no_tricks"]})
>>> while e.result(s) is None:
...     s = e.play(s, e.bot_move(s))
>>> sum(e.result(s)["scores"])
-16
"""

from __future__ import annotations

from typing import Any

from rules_py.cards import Card, Suit, codes
from rules_py.dealing import check_seed, deal
from rules_py.errors import BadCard, BadRequest, IllegalMove
from rules_py.games import Choice, HintsFromChoice, Move, State, register_engine
from rules_py.king.bot import decide
from rules_py.king.deals import (BOYS_READINGS, DEALS, DEFAULT_BOYS, DEFAULT_HEART_RULES, HEART_RULES, TRICKS_PER_DEAL,
                                 DealRule, deals_for, rule_for)
from rules_py.king.tricks import illegal_reason, legal_cards, trick_winner
from rules_py.rng import SeededRandom
from rules_py.standings import Party, score_sheet, verdicts
from rules_py.words import DEALS_RU, count_ru, signed

PLAYERS = 4
FIRST_DEALER = 3
SEAT_NAMES_RU = ("Игрок 1", "Игрок 2", "Игрок 3", "Игрок 4")


def deal_seed(seed: int, index: int) -> int:
    """The seed of the deal with this index: the game's seed for the first, then derived ones."""
    if index == 0:
        return seed
    return SeededRandom(seed ^ (index * 0x9E3779B97F4A7C15 & ((1 << 64) - 1))).next64() >> 1


def _suit(value: object) -> Suit | None:
    if value is None:
        return None
    if isinstance(value, str):
        for suit in Suit:
            if value.upper() in (suit.value, suit.symbol):
                return suit
    raise IllegalMove("Козырь — масть S, H, D или C (или null — без козыря).")


class KingEngine(HintsFromChoice):
    """The Engine of Кинг (see the module docstring)."""

    def new_game(self, game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
        if players != PLAYERS:
            raise BadRequest("В кинг играют вчетвером.")
        seed = check_seed(seed)
        boys = options.get("boys", DEFAULT_BOYS)
        if boys not in BOYS_READINGS:
            raise BadRequest("Опция «boys» — jacks_kings (валеты и короли), kings (короли) или jacks (валеты).")
        if "deals" in options and "boys" in options:
            raise BadRequest("Укажите либо список сдач (deals), либо прочтение «мальчиков» (boys), но не оба.")
        ids = options.get("deals", list(deals_for(str(boys))))
        if not isinstance(ids, list) or not ids or not all(isinstance(i, str) for i in ids):
            raise BadRequest("Опция «deals» — непустой список сдач (их id).")
        unknown = [i for i in ids if i not in DEALS]
        if unknown:
            raise BadRequest(f"Неизвестная сдача «{unknown[0]}». Есть: {', '.join(DEALS)}.")
        trumps = options.get("positive_trumps", False)
        if not isinstance(trumps, bool):
            raise BadRequest("Опция «positive_trumps» — true или false.")
        heart_rules = options.get("heart_rules", DEFAULT_HEART_RULES)
        if heart_rules not in HEART_RULES:
            raise BadRequest("Опция «heart_rules» — outside (правила червей из внешнего описания) или seed "
                             "(правило источника: ходить с любой карты, без масти хода — любая карта).")
        state: State = {
            "game": "king",
            "seed": seed,
            "deals": list(ids),
            "positive_trumps": trumps,
            "heart_rules": heart_rules,
            "scores": [0] * PLAYERS,
            "history": [],
            "last_deal": None,
        }
        _start_deal(state, 0)
        return state

    # -- queries ---------------------------------------------------------------------------------

    def to_move(self, state: State) -> int | None:
        phase = state["phase"]
        if phase == "trump":
            return int(state["orderer"])
        if phase == "play":
            return int((state["leader"] + len(state["trick"])) % PLAYERS)
        return None

    def legal_moves(self, state: State) -> list[Move]:
        seat = self.to_move(state)
        if seat is None:
            return []
        if state["phase"] == "trump":
            return [{"type": "trump", "suit": s.value} for s in Suit] + [{"type": "trump", "suit": None}]
        hand = [Card.parse(c) for c in state["hands"][seat]]
        trick = [Card.parse(c) for _, c in state["trick"]]
        return [{"type": "card", "card": c.code} for c in legal_cards(hand, trick, _rule(state))]

    def result(self, state: State) -> dict[str, Any] | None:
        if state["phase"] != "over":
            return None
        scores = list(state["scores"])
        best = max(scores)
        winners = [p for p in range(PLAYERS) if scores[p] == best]
        verdict, per_seat = verdicts([Party(SEAT_NAMES_RU[p], (p,), scores[p]) for p in range(PLAYERS)], PLAYERS)
        played = len(state["history"])
        return {
            "scores": scores,
            "winners": winners,
            "winner": winners[0] if len(winners) == 1 else None,
            "margin": best - max((s for s in scores if s != best), default=best),
            "deals": played,
            "summary_ru": f"Сыграно {count_ru(played, DEALS_RU)}. {verdict}",
            "verdict_ru": verdict,
            "verdicts_ru": per_seat,
        }

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """What a seat sees: its own hand, the number of cards of the others, every card played."""
        rule: DealRule | None = _rule(state) if state["phase"] != "over" else None
        hands = state["hands"]
        return {
            "seat": seat,
            "seats": list(SEAT_NAMES_RU),
            "phase": state["phase"],
            "deal_index": state["deal_index"],
            "deals": [{"id": d, "name_ru": DEALS[d].name_ru, "total": DEALS[d].total()} for d in state["deals"]],
            "deal_id": state["deal_id"],
            "deal_name_ru": rule.name_ru if rule else None,
            "deal_rule_ru": rule.description_ru if rule else None,
            "dealer": state["dealer"],
            "trump": state["trump"],
            "trump_named": bool(rule and rule.positive and state["positive_trumps"] and state["phase"] == "play"),
            "positive_trumps": state["positive_trumps"],
            "heart_rules": _heart_rules(state),
            "deal_positive": rule.positive if rule else None,
            "deal_total": rule.total() if rule else None,
            "orderer": state["orderer"],
            "hand": list(hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in hands],
            "leader": state["leader"],
            "trick": [list(t) for t in state["trick"]],
            "tricks": state["tricks"],
            "tricks_won": [sum(1 for t in state["tricks"] if t["winner"] == p) for p in range(PLAYERS)],
            "deal_points": deal_points(rule, state["tricks"]) if rule else [0] * PLAYERS,
            "scores": list(state["scores"]),
            "history": state["history"],
            "last_deal": state["last_deal"],
            "last_trick": last_trick(state),
            "score_sheet": score_sheet(
                list(SEAT_NAMES_RU),
                [(f"{h['deal_index'] + 1}. {h['name_ru']}", h["points"]) for h in state["history"]],
                deals_total=len(state["deals"]),
            ),
            "to_move": self.to_move(state),
        }

    # -- moves -----------------------------------------------------------------------------------

    def play(self, state: State, move: Move) -> State:
        if state["phase"] == "over":
            raise IllegalMove("Партия окончена: все сдачи сыграны.")
        kind = move.get("type") if isinstance(move, dict) else None
        if kind == "trump":
            if state["phase"] != "trump":
                raise IllegalMove("Козырь назначают только перед положительной сдачей, до первого хода.")
            if "suit" not in move:
                raise IllegalMove("Укажите масть козыря (suit) или null — без козыря.")
            new = _copy(state)
            suit = _suit(move["suit"])
            new["trump"] = suit.value if suit else None
            new["phase"] = "play"
            return new
        if kind != "card":
            raise IllegalMove("Неизвестный ход: ожидается {\"type\": \"card\", \"card\": \"QS\"}.")
        if state["phase"] == "trump":
            name = SEAT_NAMES_RU[state["orderer"]]
            raise IllegalMove(f"Сначала {name} назначает козырь (или играет без козыря).")
        try:
            card = Card.parse(move.get("card"))  # type: ignore[arg-type]
        except BadCard as exc:
            raise IllegalMove(exc.message) from exc
        seat = self.to_move(state)
        assert seat is not None
        hand = [Card.parse(c) for c in state["hands"][seat]]
        trick = [Card.parse(c) for _, c in state["trick"]]
        reason = illegal_reason(hand, trick, _rule(state), card)
        if reason is not None:
            raise IllegalMove(reason)
        new = _copy(state)
        new["hands"][seat].remove(card.code)
        new["trick"].append([seat, card.code])
        if len(new["trick"]) == PLAYERS:
            _finish_trick(new)
        return new

    def describe_move(self, state: State, move: Move) -> str:
        """A move for the log, the seat's name left to the caller: «Д♠», «козырь — пики».

        >>> e = KingEngine(); s = e.new_game("king", 4, 1, {})
        >>> e.describe_move(s, {"type": "card", "card": s["hands"][0][0]}) == Card.parse(s["hands"][0][0]).ru
        True
        """
        kind = move.get("type") if isinstance(move, dict) else None
        if kind == "trump":
            suit = move.get("suit")
            try:
                named = _suit(suit)
            except IllegalMove:
                return "называет неизвестную масть"
            return f"козырь — {named.name_ru}" if named else "играем без козыря"
        try:
            card = Card.parse(move.get("card"))  # type: ignore[arg-type]
        except BadCard:
            return "неизвестная карта"
        text = card.ru
        if state["phase"] == "play" and len(state["trick"]) == PLAYERS - 1:
            trump = Suit(state["trump"]) if state["trump"] else None
            cards = [Card.parse(c) for _, c in state["trick"]] + [card]
            seats = [seat for seat, _ in state["trick"]] + [self.to_move(state)]
            text += f" — взятку берёт {SEAT_NAMES_RU[seats[trick_winner(cards, trump)]]}"
        return text

    def choice(self, state: State) -> Choice:
        seat = self.to_move(state)
        if seat is None:
            raise IllegalMove("Партия окончена.")
        return decide(self.view(state, seat))


def last_trick(state: State) -> dict[str, Any] | None:
    """The trick finished last, for a table to show after the next card is led: from this deal, or
    the last trick of the deal before while the new one has no finished trick yet."""
    if state["tricks"]:
        deal_id, index, tricks = state["deal_id"], state["deal_index"], state["tricks"]
    elif state["last_deal"]:
        deal_id, index, tricks = state["last_deal"]["deal_id"], state["last_deal"]["deal_index"], state["last_deal"]["tricks"]
    else:
        return None
    trick = tricks[-1]
    number = len(tricks) - 1
    points = DEALS[deal_id].trick_points(number, (Card.parse(c) for _, c in trick["cards"]))
    return {
        "deal_index": index,
        "trick_index": number,
        "leader": trick["leader"],
        "cards": [list(pair) for pair in trick["cards"]],
        "winner": trick["winner"],
        "points": points,
        "summary_ru": f"Взятку №{number + 1} взял {SEAT_NAMES_RU[trick['winner']]}"
        + (f": {signed(points)}." if points else ", очков за неё нет."),
    }


def _heart_rules(state: State) -> str:
    """How the state plays the hearts deals (a state saved before the option: the outside rules)."""
    return str(state.get("heart_rules", DEFAULT_HEART_RULES))


def _rule(state: State) -> DealRule:
    """The current deal's rule as this game plays it (see deals.rule_for)."""
    return rule_for(state["deal_id"], _heart_rules(state))


def _copy(state: State) -> State:
    """A copy deep enough for one move (finished tricks and history entries are never changed)."""
    new = dict(state)
    new["hands"] = [list(h) for h in state["hands"]]
    new["trick"] = [list(t) for t in state["trick"]]
    new["tricks"] = list(state["tricks"])
    new["scores"] = list(state["scores"])
    new["history"] = list(state["history"])
    return new


def _start_deal(state: State, index: int) -> None:
    state["deal_index"] = index
    if index >= len(state["deals"]):
        state.update(phase="over", deal_id=None, hands=[[] for _ in range(PLAYERS)], trick=[], tricks=[],
                     trump=None, orderer=None, leader=None, dealer=None)
        return
    dealer = (FIRST_DEALER + index) % PLAYERS
    dealt = deal("king", PLAYERS, deal_seed(state["seed"], index))
    hands: list[list[str]] = [[] for _ in range(PLAYERS)]
    for i, hand in enumerate(dealt.hands):
        hands[(dealer + 1 + i) % PLAYERS] = codes(hand)  # seat 0 of the deal sits on the dealer's left
    rule = DEALS[state["deals"][index]]
    leader = (dealer + 1) % PLAYERS
    with_trump = state["positive_trumps"] and rule.positive
    state.update(
        deal_id=rule.id,
        dealer=dealer,
        hands=hands,
        trick=[],
        tricks=[],
        trump=None,
        orderer=leader if with_trump else None,
        leader=leader,
        phase="trump" if with_trump else "play",
    )


def _finish_trick(state: State) -> None:
    trump = Suit(state["trump"]) if state["trump"] else None
    cards = [Card.parse(c) for _, c in state["trick"]]
    winner = state["trick"][trick_winner(cards, trump)][0]
    state["tricks"].append({"leader": state["leader"], "cards": state["trick"], "winner": winner})
    state["trick"] = []
    state["leader"] = winner
    if len(state["tricks"]) == TRICKS_PER_DEAL:
        _score_deal(state)
        _start_deal(state, state["deal_index"] + 1)


def deal_points(rule: DealRule, tricks: list[dict[str, Any]]) -> list[int]:
    """Each player's points for a finished deal, from its tricks."""
    points = [0] * PLAYERS
    for index, trick in enumerate(tricks):
        points[trick["winner"]] += rule.trick_points(index, (Card.parse(c) for _, c in trick["cards"]))
    return points


def _score_deal(state: State) -> None:
    rule = DEALS[state["deal_id"]]
    points = deal_points(rule, state["tricks"])
    state["scores"] = [s + p for s, p in zip(state["scores"], points)]
    entry = {
        "deal_index": state["deal_index"],
        "deal_id": rule.id,
        "name_ru": rule.name_ru,
        "dealer": state["dealer"],
        "trump": state["trump"],
        "points": points,
        "tricks_won": [sum(1 for t in state["tricks"] if t["winner"] == p) for p in range(PLAYERS)],
        "scores": list(state["scores"]),
    }
    state["history"].append(entry)
    state["last_deal"] = {**entry, "tricks": state["tricks"]}


ENGINE = KingEngine()
register_engine("king", ENGINE)
