"""Rubber bridge scoring: one deal, and a whole rubber, under two presets.

"encyclopedia" (the default) follows the seed's table; "laws" follows today's Laws of Contract
Bridge (rubber). They differ only where the seed differs from the Laws:

=============================================  ==============  ==========
item                                            encyclopedia    laws
=============================================  ==============  ==========
doubled undertricks, not vulnerable (X-07)      100, 200, 200…  100, 200, 200, then 300
bonus for making a redoubled contract (X-08)    50              100
small slam, vulnerable (X-06)                   700             750
grand slam, not vulnerable (X-06)               750             1000
=============================================  ==============  ==========

Redoubled overtricks and undertricks are not in the seed; the encyclopedia preset doubles its
doubled values (X-09). Honours follow the Laws in both presets (X-10). There is no separate bonus
per game (X-05): a game is 100 trick points below the line, and the rubber premium (700 for 2:0,
500 for 2:1) is written above the line (X-04).

>>> s = score_deal(parse_contract("4S"), "S", 10, vulnerable=False)
>>> s.totals()["NS"], s.made
({'below': 120, 'above': 0}, True)
>>> [line.why for line in s.lines]
['4 взятки по 30 в пиках под чертой']
>>> score_deal(parse_contract("3NTX"), "S", 5, False).totals()["EW"]["above"]
700
>>> score_deal(parse_contract("3NTX"), "S", 5, False, rules="laws").totals()["EW"]["above"]
800
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules_py.bridge.contract import Contract, Strain, parse_contract
from rules_py.bridge.seats import SIDE_RU, SIDES, other_side, side_of
from rules_py.errors import BadRequest
from rules_py.words import OVERTRICK, TRICKS_RU, count, count_ru, genitive_number_ru

__all__ = [
    "PRESETS", "Preset", "Honors", "ScoreLine", "DealScore", "RubberDeal", "RubberResult",
    "score_deal", "score_rubber", "trick_points", "undertrick_points", "vists", "parse_contract",
]


@dataclass(frozen=True)
class Preset:
    """The numbers in which the scoring tables differ."""

    id: str
    name_ru: str
    #: (vulnerable, doubled 0/1/2) -> points for the first undertrick, the 2nd and 3rd, the 4th on.
    undertricks: dict[tuple[bool, int], tuple[int, int, int]]
    small_slam: tuple[int, int]  # not vulnerable, vulnerable
    grand_slam: tuple[int, int]
    insult: tuple[int, int]  # making a doubled, a redoubled contract


PRESETS: dict[str, Preset] = {
    "encyclopedia": Preset(
        id="encyclopedia",
        name_ru="по «Энциклопедии игр»",
        undertricks={
            (False, 0): (50, 50, 50),
            (False, 1): (100, 200, 200),  # the seed has no 300 from the fourth on
            (False, 2): (200, 400, 400),  # the doubled values ×2
            (True, 0): (100, 100, 100),
            (True, 1): (200, 300, 300),
            (True, 2): (400, 600, 600),
        },
        small_slam=(500, 700),
        grand_slam=(750, 1500),
        insult=(50, 50),  # "контра и реконтра не удваивают" the 50
    ),
    "laws": Preset(
        id="laws",
        name_ru="по Законам контрактного бриджа (роббер)",
        undertricks={
            (False, 0): (50, 50, 50),
            (False, 1): (100, 200, 300),
            (False, 2): (200, 400, 600),
            (True, 0): (100, 100, 100),
            (True, 1): (200, 300, 300),
            (True, 2): (400, 600, 600),
        },
        small_slam=(500, 750),
        grand_slam=(1000, 1500),
        insult=(50, 100),
    ),
}

_VUL_RU = {False: "перед партией", True: "по партии"}  # «после партии» is a synonym
_DOUBLED_RU = ("", "с контрой", "с реконтрой")
_HONOR_KINDS = {"4": 100, "5": 150, "aces": 150}
_HONOR_RU = {
    "4": "Коронка: четыре онёра в козыре на одной руке",
    "5": "Корона: все пять онёров в козыре на одной руке",
    "aces": "Четыре туза на одной руке в игре без козыря",
}


def get_preset(rules: object) -> Preset:
    if rules is None:
        return PRESETS["encyclopedia"]
    if not isinstance(rules, str) or rules not in PRESETS:
        raise BadRequest(f"Правила подсчёта — «encyclopedia» или «laws», а не «{rules}».")
    return PRESETS[rules]


def _tricks_ru(n: int) -> str:
    return count_ru(n, TRICKS_RU)


@dataclass(frozen=True)
class Honors:
    """Honours held in one hand: kind "4" (four trump honours), "5" (all five) or "aces" (NT)."""

    side: str
    kind: str

    @property
    def points(self) -> int:
        return _HONOR_KINDS[self.kind]

    @classmethod
    def from_json(cls, value: object, contract: Contract | None) -> Honors | None:
        if value is None:
            return None
        if not isinstance(value, dict):
            raise BadRequest("Параметр «honors» — объект {\"side\": \"NS\", \"kind\": \"4\"} или null.")
        side = value.get("side")
        kind = value.get("kind")
        if isinstance(kind, int) and not isinstance(kind, bool):
            kind = str(kind)
        if side not in SIDES:
            raise BadRequest(f"Онёры: сторона — «NS» или «EW», а не «{side}».")
        if kind not in _HONOR_KINDS:
            raise BadRequest(f"Онёры: вид — «4», «5» или «aces» (четыре туза), а не «{kind}».")
        assert isinstance(side, str) and isinstance(kind, str)
        if contract is None:
            raise BadRequest("Онёры не записываются: сдача не разыгрывалась (все спасовали).")
        if contract.strain is Strain.NOTRUMP and kind != "aces":
            raise BadRequest("В игре без козыря онёрами считаются только четыре туза на одной руке (kind «aces»).")
        if contract.strain is not Strain.NOTRUMP and kind == "aces":
            raise BadRequest("Четыре туза считаются онёрами только в игре без козыря; в масти — «4» или «5».")
        return cls(side, kind)

    def to_json(self) -> dict[str, str]:
        return {"side": self.side, "kind": self.kind}


@dataclass(frozen=True)
class ScoreLine:
    """One entry on the score sheet, with the reason in Russian."""

    side: str
    where: str  # "below" or "above" the line
    points: int
    why: str

    def to_json(self) -> dict[str, Any]:
        return {"side": self.side, "where": self.where, "points": self.points, "why": self.why}


@dataclass
class DealScore:
    """Everything one deal writes on the score sheet."""

    lines: list[ScoreLine] = field(default_factory=list)
    made: bool = False
    passed_out: bool = False

    def totals(self) -> dict[str, dict[str, int]]:
        result = {side: {"below": 0, "above": 0} for side in SIDES}
        for line in self.lines:
            result[line.side][line.where] += line.points
        return result

    def below(self, side: str) -> int:
        return self.totals()[side]["below"]

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = dict(self.totals())
        data["made"] = self.made
        data["lines"] = [line.to_json() for line in self.lines]
        if self.passed_out:
            data["passed_out"] = True
            data["note"] = "Все четверо спасовали: сдача не разыгрывается, очков нет, карты пересдают."
        return data


def trick_points(contract: Contract) -> int:
    """Points below the line for the bid tricks of a made contract.

    >>> [trick_points(parse_contract(c)) for c in ("1NT", "3NT", "2HX", "5C", "1NTXX")]
    [40, 100, 120, 100, 160]
    """
    base = contract.strain.first_trick + contract.strain.next_trick * (contract.level - 1)
    return base * (1, 2, 4)[contract.doubled]


def undertrick_points(down: int, vulnerable: bool, doubled: int, rules: str = "encyclopedia") -> int:
    """What the defenders score for `down` undertricks.

    >>> undertrick_points(4, False, 1), undertrick_points(4, False, 1, "laws")
    (700, 800)
    """
    first, middle, late = get_preset(rules).undertricks[(vulnerable, doubled)]
    return sum(first if n == 1 else middle if n <= 3 else late for n in range(1, down + 1))


def _trick_why(contract: Contract) -> str:
    strain = contract.strain
    n = contract.level
    if strain is Strain.NOTRUMP:
        if n == 1:
            text = "1 взятка без козыря (40)"
        else:
            text = f"{_tricks_ru(n)} без козыря: 40 за первую и по 30 за остальные"
    else:
        text = f"{_tricks_ru(n)} по {strain.next_trick} {strain.in_ru}"
    if contract.doubled:
        text += f", {_DOUBLED_RU[contract.doubled]} ×{(1, 2, 4)[contract.doubled]},"
    return text + " под чертой"


def score_deal(
    contract: Contract | None,
    declarer: str | None,
    tricks: int | None,
    vulnerable: bool,
    honors: Honors | None = None,
    rules: str = "encyclopedia",
) -> DealScore:
    """Score one deal. `tricks` is the number of tricks the declarer's side took (0..13);
    `vulnerable` is the declaring side's vulnerability (the defenders' does not matter)."""
    preset = get_preset(rules)
    if contract is None:
        return DealScore(passed_out=True)
    if declarer is None or side_of_or_none(declarer) is None:
        raise BadRequest("Укажите разыгрывающего: N, E, S или W.")
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 13:
        raise BadRequest(f"Число взяток разыгрывающего — целое от 0 до 13, а не «{tricks}».")
    side = side_of(declarer)
    defenders = other_side(side)
    vul = bool(vulnerable)
    score = DealScore()
    lines = score.lines
    needed = contract.tricks_needed
    doubled = contract.doubled
    state = _VUL_RU[vul]
    if tricks >= needed:
        score.made = True
        lines.append(ScoreLine(side, "below", trick_points(contract), _trick_why(contract)))
        over = tricks - needed
        if over:
            words = count(over, OVERTRICK)
            if doubled == 0:
                each = contract.strain.next_trick
                why = f"{words} по {each} {contract.strain.in_ru} (без контры перебор стоит столько же, сколько заказанные)"
            else:
                each = (100, 200)[vul] * doubled  # redoubled = the doubled value ×2
                why = f"{words} {_DOUBLED_RU[doubled]} {state}, по {each}"
            lines.append(ScoreLine(side, "above", each * over, why))
        if doubled:
            # this is the bonus for making a doubled contract, for the declaring side.
            bonus = preset.insult[doubled - 1]
            lines.append(ScoreLine(side, "above", bonus, f"{bonus} за выполненный контракт {_DOUBLED_RU[doubled]}"))
        if contract.level >= 6:
            grand = contract.level == 7
            bonus = (preset.grand_slam if grand else preset.small_slam)[vul]
            name = "Большой шлем (13 взяток)" if grand else "Малый шлем (12 взяток)"
            lines.append(ScoreLine(side, "above", bonus, f"{name} {state}: премия {bonus}"))
    else:
        down = needed - tricks
        first, middle, late = preset.undertricks[(vul, doubled)]
        parts = [first if n == 1 else middle if n <= 3 else late for n in range(1, down + 1)]
        doubling = f" {_DOUBLED_RU[doubled]}" if doubled else " без контры"
        # The page's own words: «без одной», «без четырёх» (взяток до контракта).
        why = f"Без {genitive_number_ru(down)}{doubling}, {state}: "
        why += " + ".join(str(p) for p in parts) if down > 1 else str(parts[0])
        why += f" — защите ({SIDE_RU[defenders]})"
        lines.append(ScoreLine(defenders, "above", sum(parts), why))
    if honors is not None:
        # honours score for the side that holds them, declaring or defending.
        lines.append(ScoreLine(honors.side, "above", honors.points, f"{_HONOR_RU[honors.kind]}: {honors.points}"))
    return score


def side_of_or_none(seat: str) -> str | None:
    return side_of(seat) if seat in ("N", "E", "S", "W") else None


def vists(difference: int) -> int:
    """Висты: a points difference divided by 100, a half rounded up, away from zero (X-13).

    The seed says only "divide by 100 and round to a whole number"; we round half up, so
    1450 gives 15, 1440 gives 14 and -1450 gives -15.

    >>> [vists(d) for d in (1450, 1440, 1449, 50, 40, 0, -1450, -1440)]
    [15, 14, 14, 1, 0, 0, -15, -14]
    """
    magnitude = (abs(difference) + 50) // 100
    return magnitude if difference >= 0 else -magnitude


@dataclass(frozen=True)
class RubberDeal:
    """One deal of a rubber as the score keeper records it."""

    contract: Contract | None
    declarer: str | None
    tricks: int | None
    honors: Honors | None = None


@dataclass
class RubberResult:
    deals: list[dict[str, Any]]
    games: dict[str, int]
    finished: bool
    winner: str | None
    totals: dict[str, int]
    vists: int  # signed: from the rubber winner's side (negative when the loser has more points)
    lines: list[ScoreLine]
    vists_side: str | None = None  # who wins the висты: the side with more points (None: no висты)
    #: The points on the sheet as they stand: every deal's entries, and the rubber bonus once the rubber
    #: is over; before that, without the settlement of an interrupted rubber (`lines`, in `totals`).
    written: dict[str, int] | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "deals": self.deals,
            "games": self.games,
            "finished": self.finished,
            "winner": self.winner,
            "totals": self.totals,
            "vists": self.vists,
            "vists_side": self.vists_side,
            "vists_count": abs(self.vists),
            "lines": [line.to_json() for line in self.lines],
            "written": self.written if self.written is not None else self.totals,
        }


def score_rubber(deals: list[RubberDeal], rules: str = "encyclopedia") -> RubberResult:
    """Score the deals of one rubber in order (X-01: best of three, over at two games).

    Vulnerability comes from the games won; a game is 100 trick points below the line, and when
    it is made both sides' part-scores end (they stay in the totals). The rubber ends at two games;
    a deal after that is refused. The seed says nothing of a rubber left unfinished, so both presets
    settle it by the Laws (rubber bridge, Law 77): 300 when one side alone has won a game, and 100
    when one side alone has a part-score in the unfinished game; with a game each, or part-scores on
    both sides, nothing is awarded for them.

    `totals` include that settlement; `written` is the sheet as it stands, without it (one part-score
    of 60 is 60 written, 160 if the rubber were stopped now).

    The висты go to the side with more points (`vists_side`, None when the totals are equal), which
    may be the rubber's loser; `vists` keeps the count signed from the rubber winner's side.

    >>> deals = [RubberDeal(parse_contract("4S"), "S", 10), RubberDeal(parse_contract("3NT"), "N", 9)]
    >>> r = score_rubber(deals)
    >>> r.games, r.finished, r.winner, r.totals, r.vists
    ({'NS': 2, 'EW': 0}, True, 'NS', {'NS': 920, 'EW': 0}, 9)
    >>> split = score_rubber([RubberDeal(parse_contract("4S"), "S", 10), RubberDeal(parse_contract("4H"), "E", 10)])
    >>> split.lines, split.totals
    ([], {'NS': 120, 'EW': 120})
    >>> part = score_rubber([RubberDeal(parse_contract("2S"), "S", 8)])
    >>> part.written, part.totals
    ({'NS': 60, 'EW': 0}, {'NS': 160, 'EW': 0})
    """
    get_preset(rules)
    games = {side: 0 for side in SIDES}
    part = {side: 0 for side in SIDES}
    totals = {side: 0 for side in SIDES}
    finished = False
    winner: str | None = None
    out: list[dict[str, Any]] = []
    for number, deal in enumerate(deals, start=1):
        if finished:
            raise BadRequest(
                f"Роббер уже окончен (две партии выиграли {SIDE_RU[winner or 'NS']}): "
                f"сдачу №{number} записать нельзя."
            )
        vulnerable = {side: games[side] >= 1 for side in SIDES}
        declarer_vul = vulnerable[side_of(deal.declarer)] if deal.declarer in ("N", "E", "S", "W") else False
        try:
            score = score_deal(deal.contract, deal.declarer, deal.tricks, declarer_vul, deal.honors, rules)
        except BadRequest as exc:
            raise BadRequest(f"Сдача №{number}: {exc.message}") from None
        entry = score.to_json()
        entry["vulnerable"] = vulnerable
        entry["game"] = None
        for line in score.lines:
            totals[line.side] += line.points
        if score.made and deal.declarer is not None:
            side = side_of(deal.declarer)
            part[side] += score.below(side)
            if part[side] >= 100:
                games[side] += 1
                entry["game"] = side
                part = {s: 0 for s in SIDES}
                if games[side] == 2:
                    finished = True
                    winner = side
        out.append(entry)
    lines: list[ScoreLine] = []
    if finished and winner is not None:
        loser = other_side(winner)
        bonus = 700 if games[loser] == 0 else 500
        score_text = f"{games[winner]}:{games[loser]}"
        lines.append(ScoreLine(winner, "above", bonus, f"Премия за роббер, выигранный со счётом {score_text}: {bonus}"))
    else:
        # Law 77: the 300 and the 100 go to a side only when it alone has the game or the part-score.
        with_game = [side for side in SIDES if games[side] == 1]
        if len(with_game) == 1:
            lines.append(ScoreLine(
                with_game[0], "above", 300,
                "Роббер не окончен: 300 паре, которая одна выиграла партию (по Законам)",
            ))
        with_part = [side for side in SIDES if part[side] > 0]
        if len(with_part) == 1:
            lines.append(ScoreLine(
                with_part[0], "above", 100,
                "Роббер не окончен: 100 паре, у которой одной есть частичная запись в неоконченной партии "
                "(по Законам)",
            ))
    written = dict(totals)
    for line in lines:
        totals[line.side] += line.points
    if finished:
        written = dict(totals)
    if not finished:
        if totals["NS"] != totals["EW"]:
            winner = "NS" if totals["NS"] > totals["EW"] else "EW"
    result_vists = 0
    if winner is not None:
        result_vists = vists(totals[winner] - totals[other_side(winner)])
    ahead = None if totals["NS"] == totals["EW"] else max(SIDES, key=lambda side: totals[side])
    return RubberResult(out, games, finished, winner, totals, result_vists, lines,
                        vists_side=ahead if result_vists else None, written=written)
