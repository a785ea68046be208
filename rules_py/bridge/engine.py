"""Bridge as one JSON state machine: the auction, then the play of 13 tricks.

Seats are numbered as in the protocol: 0 = N, 1 = E, 2 = S, 3 = W. A seed fixes the four hands by
seat, whoever deals: `rules_py.dealing.deal("bridge", 4, seed)` gives hand 0 to North, 1 to East,
2 to South and 3 to West (the order in which the `deal` method labels them, Север … Запад), so a
reader who shares a seed sees the same hands in every widget. The dealer (option "dealer", North
by default; the next dealer is in the result) decides only who calls first. One pack is dealt
(X-16: the seed's second pack is only shuffled for the next deal).

Options: "dealer" (N E S W or 0..3), "vulnerable" ({"NS": bool, "EW": bool}, or one bool for both)
or "vulnerability" ("none", "NS", "EW", "all"), "teaching" (true: every view shows all four hands;
bots still see only their own view), "rules" ("encyclopedia" by default, or "laws"), "pbn" (play a
given deal instead of the seed's: a PBN deal, or a PBN record whose [Dealer] and [Vulnerable] tags
apply unless the options say otherwise) and "board" (a board number: its dealer and vulnerability
by the duplicate rotation, unless the options say otherwise).

The state is a plain dict::

    {"game": "bridge", "seed", "dealer", "vulnerable": {"NS", "EW"}, "rules", "teaching",
     "deal": {seat: [codes]} (as dealt), "hands": {seat: [codes]} (still held),
     "calls": ["pass", "1S", ...], "contract": null | {...}, "trick": [{"seat", "card"}],
     "tricks": [{"cards": [{"seat", "card"} x4], "winner"}], "won": {"NS", "EW"},
     "phase": "auction" | "play" | "over"}

Moves: ``{"type": "call", "call": "1S" | "pass" | "X" | "XX"}`` and
``{"type": "card", "card": "QS", "hand": "N"}`` (the hand is optional; legal_moves names it, since
the declarer also plays dummy's cards: to_move is the declarer's seat when dummy is to play).

>>> e = BridgeEngine()
>>> s = e.new_game("bridge", 4, 7, {})
>>> e.to_move(s), len(e.legal_moves(s))
(0, 36)
>>> for call in ("1S", "pass", "pass", "pass"):
...     s = e.play(s, {"type": "call", "call": call})
>>> s["contract"]["code"], s["contract"]["declarer"], e.to_move(s)
('1S', 'N', 1)
"""

from __future__ import annotations

from typing import Any

from rules_py.bridge import auction
from rules_py.bridge.boards import (
    PbnRecord, board_dealer, board_vulnerability, parse_pbn_record, vulnerability_from, vulnerable_sides,
)
from rules_py.bridge.bots import choose_call, choose_card
from rules_py.bridge.card_hint import card_reason_ru
from rules_py.bridge.system import advise
from rules_py.bridge.contract import Contract, Strain, call_ru, parse_call
from rules_py.bridge.pbn import hcp, sort_hand, to_pbn
from rules_py.bridge.play import card_accusative_ru, playable, suit_name_ru, trick_winner
from rules_py.bridge.scoring import DealScore, Honors, get_preset, score_deal
from rules_py.bridge.seats import (
    SEAT_GENITIVE_RU, SEAT_RU, SEATS, SIDES, lho, partner, seat_from, seat_index, side_of,
)
from rules_py.cards import Card, Rank
from rules_py.dealing import deal
from rules_py.errors import BadRequest, IllegalMove
from rules_py.games import Move, State, register_engine

_PHASES = ("auction", "play", "over")
_TRUMP_HONORS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


def vulnerability(value: object) -> dict[str, bool]:
    if value is None:
        return {"NS": False, "EW": False}
    if isinstance(value, bool):
        return {"NS": value, "EW": value}
    if isinstance(value, dict) and all(isinstance(value.get(s, False), bool) for s in SIDES):
        return {s: bool(value.get(s, False)) for s in SIDES}
    raise BadRequest("Опция «vulnerable» — {\"NS\": true|false, \"EW\": true|false}.")


def _table_setting(options: dict[str, Any], record: PbnRecord | None) -> tuple[str, dict[str, bool]]:
    """Dealer and vulnerability: given as options, else by the board number ("board"), else from the
    PBN record's tags, else North deals and nobody is vulnerable."""
    board = options.get("board")
    by_board = (board_dealer(board), board_vulnerability(board)) if board is not None else None
    from_pbn = (record.dealer, record.vulnerability) if record is not None else (None, None)
    dealer_raw = options.get("dealer")
    if dealer_raw is None:
        dealer_raw = by_board[0] if by_board else from_pbn[0] or "N"
    dealer = seat_from(dealer_raw, "сдающего")
    if options.get("vulnerable") is not None and options.get("vulnerability") is not None:
        raise BadRequest("Зону задайте одной опцией: «vulnerability» (none, NS, EW, all) или «vulnerable».")
    if options.get("vulnerability") is not None:
        return dealer, vulnerable_sides(vulnerability_from(options["vulnerability"]))
    if options.get("vulnerable") is not None:
        return dealer, vulnerability(options["vulnerable"])
    named = by_board[1] if by_board else from_pbn[1]
    return dealer, vulnerable_sides(named) if named else vulnerability(None)


def _contract_from_state(data: dict[str, Any]) -> Contract:
    return Contract(int(data["level"]), Strain(data["strain"]), int(data["doubled"]))


def _check_state(state: object) -> State:
    """Refuse something that is not a bridge state (a caller might send anything back)."""
    if not isinstance(state, dict) or state.get("game") != "bridge" or state.get("phase") not in _PHASES:
        raise BadRequest("Это не состояние партии в бридж.")
    for key, kind in (("hands", dict), ("deal", dict), ("calls", list), ("trick", list), ("tricks", list),
                      ("won", dict), ("dealer", str), ("vulnerable", dict)):
        if not isinstance(state.get(key), kind):
            raise BadRequest(f"Состояние партии в бридж повреждено: нет поля «{key}».")
    if state["phase"] == "play" and not isinstance(state.get("contract"), dict):
        raise BadRequest("Состояние партии в бридж повреждено: нет контракта.")
    return state


def honors_held(hands: dict[str, list[Card]], contract: Contract) -> Honors | None:
    """The honours one hand holds in the contract's trumps (X-10: A K Q J 10 in one hand; 4 aces in NT)."""
    trump = contract.strain.suit
    for seat, cards in hands.items():
        if trump is None:
            if sum(1 for c in cards if c.rank is Rank.ACE) == 4:
                return Honors(side_of(seat), "aces")
            continue
        count = sum(1 for c in cards if c.suit is trump and c.rank in _TRUMP_HONORS)
        if count >= 4:
            return Honors(side_of(seat), str(count))
    return None


class BridgeEngine:
    """The Engine of rules_py.games for rubber bridge: one deal, auction and play."""

    # ---- the state ---------------------------------------------------------------------------

    def new_game(self, game_id: str, players: int, seed: int, options: dict[str, Any]) -> State:
        if not isinstance(options, dict):
            raise BadRequest("Параметр «options» должен быть объектом.")
        teaching = options.get("teaching", False)
        if not isinstance(teaching, bool):
            raise BadRequest("Опция «teaching» — true или false.")
        rules = get_preset(options.get("rules")).id
        dealt = deal("bridge", players, seed)
        # Sorted as a bridge player holds them (♠ ♥ ♦ ♣, high to low), so every view is ready to draw.
        hands = {SEATS[i]: [c.code for c in sort_hand(dealt.hands[i])] for i in range(4)}
        record = parse_pbn_record(options["pbn"]) if options.get("pbn") is not None else None
        if record is not None:
            hands = {seat: [c.code for c in sort_hand(cards)] for seat, cards in record.hands.items()}
        dealer, vulnerable = _table_setting(options, record)
        return {
            "game": "bridge",
            "seed": dealt.seed,
            "dealer": dealer,
            "vulnerable": vulnerable,
            "rules": rules,
            "teaching": teaching,
            "deal": hands,
            "hands": {seat: list(cards) for seat, cards in hands.items()},
            "calls": [],
            "contract": None,
            "trick": [],
            "tricks": [],
            "won": {"NS": 0, "EW": 0},
            "phase": "auction",
        }

    @staticmethod
    def _next_card_seat(state: State) -> str:
        """The seat whose card is to be played next (dummy's seat when dummy is to play)."""
        trick = state["trick"]
        if trick:
            return lho(trick[-1]["seat"])
        if state["tricks"]:
            return str(state["tricks"][-1]["winner"])
        return str(state["contract"]["leader"])

    def to_move(self, state: State) -> int | None:
        state = _check_state(state)
        if state["phase"] == "auction":
            return seat_index(auction.caller(state["calls"], state["dealer"]))
        if state["phase"] == "play":
            seat = self._next_card_seat(state)
            contract = state["contract"]
            if seat == contract["dummy"]:
                seat = contract["declarer"]
            return seat_index(seat)
        return None

    def legal_moves(self, state: State) -> list[Move]:
        state = _check_state(state)
        if state["phase"] == "auction":
            return [{"type": "call", "call": c} for c in auction.legal_calls(state["calls"], state["dealer"])]
        if state["phase"] == "play":
            seat = self._next_card_seat(state)
            hand = [Card.parse(c) for c in state["hands"][seat]]
            led = Card.parse(state["trick"][0]["card"]).suit if state["trick"] else None
            return [{"type": "card", "card": c.code, "hand": seat} for c in playable(hand, led)]
        return []

    # ---- moves -------------------------------------------------------------------------------

    def play(self, state: State, move: Move) -> State:
        state = _check_state(state)
        if not isinstance(move, dict) or move.get("type") not in ("call", "card"):
            raise BadRequest('Ход — объект {"type": "call", "call": "1S"} или {"type": "card", "card": "QS"}.')
        if state["phase"] == "over":
            raise IllegalMove("Сдача окончена: ходов больше нет.")
        if move["type"] == "call":
            if state["phase"] != "auction":
                raise IllegalMove("Торговля окончена, идёт розыгрыш: нужно ходить картой.")
            return self._call(state, parse_call(move.get("call")))
        if state["phase"] != "play":
            raise IllegalMove("Сейчас идёт торговля: карты ходят только после того, как назначен контракт.")
        return self._card(state, move)

    def _call(self, state: State, call: str) -> State:
        calls: list[str] = state["calls"]
        auction.check_call(calls, state["dealer"], call)
        new = dict(state)
        new["calls"] = calls + [call]
        if auction.is_over(new["calls"]):
            contract, declarer = auction.final_contract(new["calls"], state["dealer"])
            if contract is None or declarer is None:
                new["phase"] = "over"
            else:
                new["phase"] = "play"
                new["contract"] = {
                    "level": contract.level,
                    "strain": contract.strain.value,
                    "doubled": contract.doubled,
                    "code": contract.code,
                    "ru": contract.ru,
                    "declarer": declarer,
                    "dummy": partner(declarer),
                    "leader": lho(declarer),  # the declarer's left-hand opponent leads
                }
        return new

    def _card(self, state: State, move: Move) -> State:
        seat = self._next_card_seat(state)
        contract = state["contract"]
        is_dummy = seat == contract["dummy"]
        asked = move.get("hand")
        if asked is not None and seat_from(asked, "руку") != seat:
            raise IllegalMove(
                f"Сейчас очередь карты {SEAT_GENITIVE_RU[seat]}, а не {SEAT_GENITIVE_RU[seat_from(asked)]}."
            )
        card = Card.parse(str(move.get("card", "")))
        held = state["hands"][seat]
        whose = "у болвана" if is_dummy else "у вас"
        if card.code not in held:
            raise IllegalMove(f"Такой карты ({card.name_ru}) {whose} нет.")
        trick: list[dict[str, str]] = state["trick"]
        if trick:
            led = Card.parse(trick[0]["card"]).suit
            if card.suit is not led and led is not None and any(Card.parse(c).suit is led for c in held):
                raise IllegalMove(f"Нужно ходить в масть: {whose} есть {suit_name_ru(led)}.")
        new = dict(state)
        new["hands"] = dict(state["hands"])
        new["hands"][seat] = [c for c in held if c != card.code]
        trick = trick + [{"seat": seat, "card": card.code}]
        if len(trick) < 4:
            new["trick"] = trick
            return new
        trump = Strain(contract["strain"]).suit
        winner = trick[trick_winner([Card.parse(t["card"]) for t in trick], trump)]["seat"]
        new["tricks"] = state["tricks"] + [{"cards": trick, "winner": winner}]
        new["trick"] = []
        won = dict(state["won"])
        won[side_of(winner)] += 1
        new["won"] = won
        if len(new["tricks"]) == 13:
            new["phase"] = "over"
        return new

    # ---- what a seat sees --------------------------------------------------------------------

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        state = _check_state(state)
        return self._view(state, seat, reveal_all=bool(state.get("teaching")))

    def _view(self, state: State, seat: int | str | None, reveal_all: bool) -> dict[str, Any]:
        me = None if seat is None else seat_from(seat, "место")
        contract = state["contract"]
        phase = state["phase"]
        dummy = contract["dummy"] if contract else None
        exposed = dummy is not None and (bool(state["tricks"]) or bool(state["trick"]))
        over = phase == "over"
        visible: dict[str, list[str] | None] = {}
        for s in SEATS:
            shown = reveal_all or s == me or (exposed and s == dummy)
            if over:
                visible[s] = list(state["deal"][s])  # every card has been played (or the deal was thrown in)
            else:
                visible[s] = list(state["hands"][s]) if shown else None
        to_move = self.to_move(state)
        playing = self._next_card_seat(state) if phase == "play" else None
        return {
            "seat": me,
            "seats": [SEAT_RU[s] for s in SEATS],
            "phase": phase,
            "dealer": state["dealer"],
            "vulnerable": dict(state["vulnerable"]),
            "teaching": bool(state.get("teaching")),
            "hand": list(state["hands"][me]) if me is not None else [],
            "hands": visible,
            "counts": {s: len(state["hands"][s]) for s in SEATS},
            "hcp": {s: hcp([Card.parse(c) for c in cards]) for s, cards in visible.items() if cards is not None},
            "auction": [
                {"seat": auction.caller(state["calls"], state["dealer"], i), "call": c, "ru": call_ru(c)}
                for i, c in enumerate(state["calls"])
            ],
            "contract": dict(contract) if contract else None,
            "declarer": contract["declarer"] if contract else None,
            "dummy": dummy,
            "dummy_exposed": exposed,
            "trick": [dict(t) for t in state["trick"]],
            "tricks": [{"cards": [dict(t) for t in tr["cards"]], "winner": tr["winner"]} for tr in state["tricks"]],
            "tricks_won": dict(state["won"]),
            "to_move": SEATS[to_move] if to_move is not None else None,
            "playing_hand": playing,
        }

    # ---- the move log ---------------------------------------------------------------------------

    def describe_move(self, state: State, move: Move) -> str:
        """A move in Russian, said of the state before it: «Север: 1♠», «Юг кладёт даму пик».

        >>> e = BridgeEngine()
        >>> s = e.new_game("bridge", 4, 7, {})
        >>> e.describe_move(s, {"type": "call", "call": "1S"}), e.describe_move(s, {"type": "call", "call": "pass"})
        ('Север: 1♠', 'Север: пас')
        """
        state = _check_state(state)
        if not isinstance(move, dict):
            return ""
        if move.get("type") == "call" and state["phase"] == "auction":
            who = SEAT_RU[auction.caller(state["calls"], state["dealer"])]
            return f"{who}: {call_ru(parse_call(move.get('call')))}"
        if move.get("type") != "card" or state["phase"] != "play":
            return ""
        seat = self._next_card_seat(state)
        card = Card.parse(str(move.get("card", "")))
        contract = state["contract"]
        who = SEAT_RU[seat] + (" (болван)" if seat == contract["dummy"] else "")
        text = f"{who} кладёт {card_accusative_ru(card)}"
        trick = state["trick"]
        if len(trick) == 3:
            # The fourth card closes the trick: say who takes it, as a player at the table would.
            cards = [Card.parse(t["card"]) for t in trick] + [card]
            order = [t["seat"] for t in trick] + [seat]
            winner = order[trick_winner(cards, Strain(contract["strain"]).suit)]
            text += f"; взятку берёт {SEAT_RU[winner]}"
        return text

    # ---- bots and the end ----------------------------------------------------------------------

    def _mover_view(self, state: State, nothing_ru: str) -> tuple[State, dict[str, Any]]:
        """What the player to move sees, never more (teaching mode shows hands to people, not to
        bots or hints); refused with `nothing_ru` when the deal is over."""
        state = _check_state(state)
        seat = self.to_move(state)
        if seat is None:
            raise IllegalMove(nothing_ru)
        return state, self._view(state, seat, reveal_all=False)

    def bot_move(self, state: State) -> Move:
        state, seen = self._mover_view(state, "Сдача окончена: ходить некому.")
        if state["phase"] == "auction":
            return {"type": "call", "call": choose_call(seen)}
        return {"type": "card", "card": choose_card(seen), "hand": seen["playing_hand"]}

    def hint(self, state: State) -> dict[str, Any]:
        """What the player to move should do, and why: in the auction the system's call and its
        meaning; in the play the card-play bot's card and the maxim it follows. Like a bot, the
        hint sees only the view of the player to move (dummy's cards once they are on the table)."""
        state, seen = self._mover_view(state, "Сдача окончена: подсказывать нечего.")
        if state["phase"] == "auction":
            advice = advise(seen)
            return {"move": {"type": "call", "call": advice["call"]}, "reason_ru": advice["reason_ru"],
                    "meaning_ru": advice["meaning_ru"]}
        card = choose_card(seen)
        return {"move": {"type": "card", "card": card, "hand": seen["playing_hand"]},
                "reason_ru": card_reason_ru(seen, card)}

    def result(self, state: State) -> dict[str, Any] | None:
        state = _check_state(state)
        if state["phase"] != "over":
            return None
        dealt = {s: [Card.parse(c) for c in cards] for s, cards in state["deal"].items()}
        next_dealer = lho(state["dealer"])
        base: dict[str, Any] = {"pbn": to_pbn(dealt, first=state["dealer"]), "next_dealer": next_dealer}
        contract_data = state["contract"]
        if contract_data is None:
            return base | {
                "passed_out": True,
                "contract": None,
                "score": None,
                "summary_ru": f"Все четверо спасовали: сдача не разыгрывается, очков нет; сдаёт {SEAT_RU[next_dealer]}.",
                "message": "Все четверо спасовали: сдача не разыгрывается, очков нет. "
                f"Новая сдача — новая игра; сдаёт {SEAT_RU[next_dealer]}.",
            }
        contract = _contract_from_state(contract_data)
        declarer = contract_data["declarer"]
        side = side_of(declarer)
        taken = state["won"][side]
        honors = honors_held(dealt, contract)
        score = score_deal(contract, declarer, taken, state["vulnerable"][side], honors, state["rules"])
        need = contract.tricks_needed
        if taken >= need:
            outcome = "контракт выполнен" + (f", лишних взяток: {taken - need}" if taken > need else "")
        else:
            outcome = f"без {need - taken}"
        return base | {
            "passed_out": False,
            "contract": contract.code,
            "contract_ru": contract.ru,
            "declarer": declarer,
            "dummy": partner(declarer),
            "tricks": dict(state["won"]),
            "declarer_tricks": taken,
            "made": taken >= need,
            "honors": honors.to_json() if honors else None,
            "rules": state["rules"],
            "score": score.to_json(),
            "summary_ru": summary_ru(contract, declarer, taken, score),
            "message": f"{contract.ru}, играл {SEAT_RU[declarer]}: взяток {taken} из 13 — {outcome}.",
        }


def summary_ru(contract: Contract, declarer: str, taken: int, score: DealScore) -> str:
    """One line for the end of a deal: the contract, the tricks, and what goes on the score sheet.

    >>> from rules_py.bridge.contract import parse_contract
    >>> c = parse_contract("4S")
    >>> summary_ru(c, "S", 10, score_deal(c, "S", 10, False))
    '4♠ Юга: взято 10, контракт выполнен; NS +120 под чертой'
    >>> c = parse_contract("3NTX")
    >>> summary_ru(c, "N", 7, score_deal(c, "N", 7, True))
    '3БК с контрой Севера: взято 7, без 2; EW +500 над чертой'
    """
    need = contract.tricks_needed
    outcome = "контракт выполнен" if taken >= need else f"без {need - taken}"
    entries = [
        f"{side} +{points} {'под' if where == 'below' else 'над'} чертой"
        for side, sums in score.totals().items()
        for where, points in (("below", sums["below"]), ("above", sums["above"]))
        if points
    ]
    return f"{contract.ru} {SEAT_GENITIVE_RU[declarer]}: взято {taken}, {outcome}; " + ", ".join(entries)


ENGINE = BridgeEngine()
register_engine("bridge", ENGINE)
