"""The natural bidding system of the encyclopedia, as data: situations and their rules.

Five-card majors, 1NT 15-17 balanced, 2NT 20-21, strong artificial 2♣, weak twos; raises by
points; new suits forcing; Stayman and transfers after 1NT and 2NT; opener's rebids; simple and
weak jump overcalls, the 1NT overcall, takeout doubles of an opening and penalty doubles otherwise;
Blackwood, splinters and a short-suit slam try. Whatever the tables do not name is decided by the
general rules at the end (`GENERIC`): game with 25 points and a fit, slam with 33, invitations in
between, competing by the law of total tricks, preference and forced bids.

Situations are tried in order, the first whose pattern fits the auction wins (see
`rules_py.bridge.system.patterns`); its rules are tried in order, and the first one the hand meets
gives the call; when none does, the general rules decide. The page «Система торговли» prints these
tables.
"""

from __future__ import annotations

from rules_py.bridge.system.conditions import (
    Aces, AcesMissing, AskedSuitStopped, Kings, KingsMissing, Unheld, AcesNotAsked, Among, AtLeastAsLong, Balanced, BelowGame, BidLevel, Condition, Control, Fit,
    Forced, GoodSuit, Seat, Hcp, HcpOutside, KnownFit, LastBidIs, LastStrain, LastSuitOf, Len, Longest, LongerMinor, MajorFour, MyRule, MySuit, NoFit, NoGameYet, NoMajorFit,
    NoShortSuit, NotYetShown, OpeningValues, OwnSuit, Ours, Pair, PartnerLimited, PartnerMayHold, PartnerRule, PartnerShowed, PartnerShowedFewer, PartnerTwoSuits, Preference, Ranks, Stopper, Support, TheirSuitsStopped, Total,
    TheirSuit, TotalTricks, TrumpStack, Unbalanced, WeBidGame, UnbidMajor, UnbidMajorsHeld, UnbidSupport, Unbid,
)
from rules_py.bridge.contract import call_ru
from rules_py.bridge.system.model import CallTemplate, Force, Rule, Situation

ROUND, GAME = Force.ROUND, Force.GAME


def R(call: str, *when: Condition, meaning: str = "", force: Force = Force.NONE, prefer: str = "long",
      level: int | None = None, key: str = "", artificial: bool = False) -> Rule:
    """A rule, written the way the tables read: the call first, then its conditions."""
    return Rule(CallTemplate(call), tuple(when), meaning, force, prefer, level, key, artificial)


def S(key: str, title: str, patterns: str | tuple[str, ...], *rules: Rule, when: tuple[Condition, ...] = (),
      note: str = "") -> Situation:
    """A situation: a key, a Russian title for the page, the patterns it answers, its rules."""
    return Situation(key, title, (patterns,) if isinstance(patterns, str) else patterns, rules, when, note)


#: The partnership's points for a small slam.
SLAM_POINTS = 33
#: The partnership's points for game, a minor-suit game, a small and a grand slam.
NT_GAME, NT_SLAM, GRAND_POINTS = 24, SLAM_POINTS, 37
SUIT_GAME, MINOR_GAME_POINTS, SUIT_SLAM = 24, 28, SLAM_POINTS

# ---- Blackwood ---------------------------------------------------------------------------------------

def count_answers(level: int, count: type[Aces], meaning: str, key: str) -> tuple[Rule, ...]:
    """The steps that count aces (Blackwood, five-level) or kings (the king ask, six-level):
    ♣ none or four, ♦ one, ♥ two, ♠ three."""
    steps = zip("CDHS", ((0, 4), (1,), (2,), (3,)))
    return tuple(R(f"{level}{suit}", count(n), meaning=meaning, key=key, artificial=True) for suit, n in steps)


BLACKWOOD = [
    S("blackwood-answer", "Ответ на Блэквуд (4БК): сколько тузов", "*",
      *count_answers(5, Aces, "ответ на Блэквуд", "aces"),
      when=(PartnerRule("blackwood", doubled=True),)),
    # 5NT after the answer is the king ask (the standard meaning): it promises every ace and an
    # interest in the grand slam, so it is never a place to stop. Without room below six of the fit
    # (a minor, an answer above it) the pair cannot stop at the five-level any more.
    S("blackwood-decision", "Спросивший тузы решает: шлем или остановка", "*",
      R("5NT", Fit("x", 8), AcesMissing(0, 0), Pair(GRAND_POINTS - 2, None, "x"), prefer="fit", key="king-ask",
        artificial=True, force=ROUND, meaning="вопрос о королях: все тузы у пары, ищем большой шлем"),
      R("6x", Fit("x", 8), AcesMissing(0, 1), prefer="fit", meaning="малый шлем"),
      R("pass", Fit("x", 8), AcesMissing(2, 4), LastStrain("x"), prefer="fit",
        meaning="остановка: тузов не хватает, а партнёр ответил в общей масти"),
      R("5x", Fit("x", 8), AcesMissing(2, 4), prefer="fit", meaning="остановка: тузов не хватает"),
      R("6x", Fit("x", 8), AcesMissing(2, 4), prefer="fit",
        meaning="малый шлем: ответ партнёра выше пяти в общей масти, остановиться ниже шлема нельзя"),
      R("6NT", AcesMissing(0, 1), meaning="малый шлем"),
      when=(MyRule("blackwood"), PartnerRule("aces"))),
    S("king-ask-answer", "Ответ на вопрос о королях (5БК): сколько королей", "*",
      *count_answers(6, Kings, "ответ на вопрос о королях", "kings"),
      when=(PartnerRule("king-ask", doubled=True),)),
    S("king-ask-decision", "Спросивший королей решает: большой шлем или малый", "*",
      R("7x", Fit("x", 8), KingsMissing(0, 0), prefer="fit", meaning="большой шлем: у пары все тузы и короли"),
      R("7x", Fit("x", 8), KingsMissing(1, 1), Pair(GRAND_POINTS, None, "x"), prefer="fit",
        meaning="большой шлем: не хватает одного короля, но сил хватает"),
      R("pass", Fit("x", 8), LastStrain("x"), prefer="fit", meaning="малый шлем: партнёр ответил в общей масти"),
      R("6x", Fit("x", 8), prefer="fit", meaning="малый шлем: королей для большого не хватает"),
      R("6NT", meaning="малый шлем: шесть в общей масти ниже ответа уже не назвать"),
      when=(MyRule("king-ask"), PartnerRule("kings"))),
    S("cue-bid-answer", "Партнёр показал туз новой масти: интерес к шлему в общем мажоре", "*",
      R("4NT", LastSuitOf("M", mine=True), Pair(SLAM_POINTS, None, "M"), key="blackwood", artificial=True,
        force=ROUND, meaning="Блэквуд: сил больше, чем показано"),
      R("4M", LastSuitOf("M", mine=True), meaning="отказ: сил не больше, чем уже показано"),
      when=(PartnerRule("cue-bid"),)),
    S("stopper-ask-answer", "Партнёр спросил остановку в масти", "*",
      R("3NT", AskedSuitStopped(), meaning="ответ на вопрос об остановке: играть 3БК"),
      when=(PartnerRule("stopper-ask"),)),
    S("slam-try-answer", "Партнёр пригласил в шлем (5 в общем мажоре)", "*",
      R("6M", LastStrain("M"), Pair(SLAM_POINTS, None, "M"), meaning="принимает приглашение: сил больше, чем показано"),
      R("pass", meaning="отказ: сил не больше, чем уже показано"),
      when=(PartnerRule("slam-try"),)),
]

# ---- openings ----------------------------------------------------------------------------------------

OPENINGS = S(
    "opening", "Открытие", "",
    R("2C", Hcp(22), meaning="сильное искусственное открытие", force=ROUND, artificial=True, key="strong"),
    R("2NT", Hcp(20, 21), Balanced()),
    R("1NT", Hcp(15, 17), Balanced()),
    R("4M", Hcp(5, 10), Len("M", 8), meaning="блок"),
    R("3x", Hcp(5, 10), Len("x", 7, 7), GoodSuit("x", 2), meaning="блок"),
    R("2D", Hcp(5, 10), Len("D", 6, 6), GoodSuit("D", 2), MajorFour(False), meaning="слабое открытие"),
    R("2M", Hcp(5, 10), Len("M", 6, 6), GoodSuit("M", 2), meaning="слабое открытие"),
    R("2M", Seat(3, 3), Hcp(6, 9), Len("M", 5, 5), GoodSuit("M", 3), meaning="слабое открытие с пятёркой"),
    R("1M", Seat(3, 4), Hcp(10, 11), Len("M", 5), GoodSuit("M", 2), Longest("M"), meaning="лёгкое открытие"),
    R("1M", OpeningValues(), Len("M", 5), Longest("M")),
    R("1m", OpeningValues(), Len("m", 3), LongerMinor("m")),
    R("pass", Hcp(0, 11), meaning="сил на открытие нет"),
    note="С двумя пятёрками в мажорах открывают 1♠, с 6–5 — более длинную масть; без пятёрки в мажоре — "
         "более длинный минор (4–4 — 1♦, 3–3 — 1♣).",
)

# ---- 1NT, 2NT and 2♣–2♦–2NT: one structure at two levels ---------------------------------------------


def nt_structure(key: str, prefix: str, title: str, step: int, opener: tuple[int, int], stayman: int,
                 invite: tuple[int, int] | None, game: tuple[int, int], quant: tuple[int, int],
                 slam: int) -> list[Situation]:
    """Stayman, transfers and the raises in no trump after a natural no-trump bid.

    `step` is the level of the answers (2 after 1NT, 3 after 2NT); `opener` the range of the NT bid
    (its upper half accepts invitations); the other ranges are the answering hand's points.
    """
    low, high = opener
    top = Hcp((low + high + 1) // 2, high)  # the upper half of the range: accepts an invitation
    c, d, h, s, nt = (f"{step}{x}" for x in ("C", "D", "H", "S", "NT"))
    up = step + 1
    weak = (invite or game)[0] - 1
    answers = [
        # With both majors (5-4 included) and game values, Stayman first: a 4-4 fit is found either way,
        # and after «no major» the five-card major is shown at the three-level.
        R(c, Hcp(game[0]), Len("H", 4, 5), Len("S", 4, 5), meaning="Стейман — вопрос о четвёрке в мажоре",
          force=ROUND, artificial=True),
        R(h, Len("S", 5), AtLeastAsLong("S", "H"), meaning="трансфер: просит сказать пики", force=ROUND,
          artificial=True),
        R(d, Len("H", 5), meaning="трансфер: просит сказать червы", force=ROUND, artificial=True),
        R(c, Hcp(stayman), MajorFour(True), meaning="Стейман — вопрос о четвёрке в мажоре", force=ROUND,
          artificial=True),
        R("6NT", Hcp(slam), meaning="малый шлем"),
        R("4NT", Hcp(*quant), meaning="приглашение в шлем (не Блэквуд)"),
        R("3NT", Hcp(*game), MajorFour(False), meaning="партия"),
    ]
    if invite:
        answers.append(R(nt, Hcp(*invite), MajorFour(False), meaning="приглашение в 3БК"))
    answers.append(R("pass", Hcp(0, weak)))
    out = [
        S(f"{key}-answers", f"Ответы на {title}", f"{prefix} -", *answers),
        S(f"{key}-stayman", f"{title} – {call_ru(c)} (Стейман): ответ открывшего", f"{prefix} - {c} -",
          R(h, Len("H", 4), meaning="ответ на Стейман"),
          R(s, Len("S", 4), Len("H", None, 3), meaning="ответ на Стейман"),
          R(d, MajorFour(False), meaning="ответ на Стейман", artificial=True)),
    ]
    # After «no major» the search for a fit is over, and the no-trump ladder goes on: slam values bid
    # 6NT or invite with 4NT, as they would have at once. (Not after opener's major: there 4NT could be
    # this or Blackwood with a fit, and opener could not tell which.)
    no_fit_slam = [R("6NT", Hcp(slam), meaning="малый шлем"),
                   R("4NT", Hcp(*quant), meaning="приглашение в шлем (не Блэквуд)")]
    fit = [R("4M", Len("M", 4), Hcp(*game), meaning="партия в мажоре")]
    if invite:
        fit.append(R(f"{up}M", Len("M", 4), Hcp(*invite), meaning="приглашение в партию"))
    fit.append(R("3NT", Hcp(*game), meaning="партия; четвёрка у отвечающего — в другом мажоре"))
    if invite:
        fit.append(R(nt, Hcp(*invite), meaning="приглашение в 3БК; четвёрка — в другом мажоре"))
    fit.append(R("pass", Hcp(0, weak), meaning="слабая рука"))
    out.append(S(f"{key}-stayman-major", f"{title} – {call_ru(c)} – мажор: решает отвечающий",
                 f"{prefix} - {c} - {step}M -", *fit))
    none = [R("3M", Len("M", 5), Hcp(game[0]), meaning="пять карт в мажоре: открывший выбирает 3БК или 4 в мажоре",
              force=GAME),
            *no_fit_slam,
            R("3NT", Hcp(*game), meaning="партия")]
    if invite:
        none.append(R(nt, Hcp(*invite), meaning="приглашение в 3БК"))
    none.append(R("pass", Hcp(0, weak), meaning="слабая рука"))
    out.append(S(f"{key}-stayman-none", f"{title} – {call_ru(c)} – {call_ru(d)}: решает отвечающий",
                 f"{prefix} - {c} - {d} -", *none))
    out.append(S(f"{key}-stayman-five", f"{title} – {call_ru(c)} – {call_ru(d)} – 3 в мажоре: решает открывший",
                 f"{prefix} - {c} - {d} - 3M -",
                 R("4M", Len("M", 3), meaning="три карты поддержки: партия в мажоре"),
                 R("3NT", meaning="поддержки нет: играть 3БК")))
    if invite:
        out.append(S(f"{key}-stayman-invite", f"{title} – {call_ru(c)} – {call_ru(h)} – {call_ru(nt)}: решает открывший",
                     f"{prefix} - {c} - {h} - {nt} -",
                     R("4S", Len("S", 4), top, meaning="четыре пики, максимум"),
                     R(f"{up}S", Len("S", 4), meaning="четыре пики, минимум"),
                     R("3NT", top, meaning="максимум"),
                     R("pass", meaning="минимум")))
        out.append(S(f"{key}-stayman-raise", f"{title} – {call_ru(c)} – мажор – 3 в мажоре: решает открывший",
                     f"{prefix} - {c} - {step}M - {up}M -",
                     R("4M", top, meaning="максимум: партия"),
                     R("pass", meaning="минимум")))
    out.append(S(f"{key}-stayman-game", f"{title} – {call_ru(c)} – {call_ru(h)} – 3БК: решает открывший",
                 f"{prefix} - {c} - {h} - 3NT -",
                 R("4S", Len("S", 4), meaning="четыре пики: у отвечающего они тоже есть"),
                 R("pass", meaning="пик нет")))
    for major, ask in (("H", d), ("S", h)):
        name = "червы" if major == "H" else "пики"
        shown = f"{prefix} - {ask} - {step}{major} -"
        out.append(S(f"{key}-transfer-{major}", f"{title} – {call_ru(ask)}: трансфер в {name}", f"{prefix} - {ask} -",
                     R(f"{up}{major}", Len(major, 4), Hcp(high, high),
                       meaning="принимает трансфер с прыжком: четыре карты и максимум"),
                     R(f"{step}{major}", meaning="принимает трансфер", artificial=True)))
        rebids = [R("pass", Total(0, weak), meaning="слабая рука: играть здесь")]
        if invite:
            rebids += [R(nt, Hcp(*invite), Len(major, 5, 5), meaning="приглашение"),
                       R(f"{up}{major}", Total(*invite), Len(major, 6), meaning="приглашение")]
        # No upper bound: a hand above the game range still bids game here (the system has no slam try
        # after a transfer); it must never pass partner's forced acceptance.
        rebids += [R("3NT", Hcp(game[0]), Len(major, 5, 5), meaning="партия: открывший выбирает 3БК или мажор"),
                   R(f"4{major}", Total(game[0]), Len(major, 6), meaning="партия")]
        # A five-card suit adds a point to the total, not to the high cards: a hand too weak to invite
        # by its high cards passes even when its total is above the weak range.
        rebids.append(R("pass", Hcp(0, weak), meaning="слабая рука: играть здесь"))
        out.append(S(f"{key}-transfer-{major}-rebid", f"{title} – {call_ru(ask)} – {call_ru(f"{step}{major}")}: отвечающий "
                     "описывает руку", shown, *rebids))
        if invite:
            out.append(S(f"{key}-transfer-{major}-nt", f"{title} – {call_ru(ask)} – {call_ru(f"{step}{major}")} – {call_ru(nt)}: решает "
                         "открывший", f"{shown} {nt} -",
                         R(f"4{major}", Len(major, 3), top, meaning="поддержка и максимум"),
                         R(f"{up}{major}", Len(major, 3), meaning="поддержка, минимум"),
                         R("3NT", top, meaning="максимум без поддержки"),
                         R("pass", meaning="минимум без поддержки")))
            out.append(S(f"{key}-transfer-{major}-raise", f"{title} – {call_ru(ask)} – {call_ru(f"{step}{major}")} – "
                         f"{call_ru(f'{up}{major}')}: решает открывший", f"{shown} {up}{major} -",
                         R(f"4{major}", top, meaning="максимум: партия"),
                         R("pass", meaning="минимум")))
        out.append(S(f"{key}-transfer-{major}-game", f"{title} – {call_ru(ask)} – {call_ru(f"{step}{major}")} – 3БК: решает "
                     "открывший", f"{shown} 3NT -",
                     R(f"4{major}", Len(major, 3), meaning="три карты поддержки: партия в мажоре"),
                     R("pass", meaning="играть 3БК")))
    raise_patterns: tuple[str, ...] = (f"{prefix} - 4NT -", f"{prefix} - {c} - {d} - 4NT -")
    if invite:
        raise_patterns = (f"{prefix} - {nt} -", *raise_patterns)
    raise_rules = [R("6NT", top, LastBidIs("4NT"), meaning="максимум: шлем")]
    if invite:
        raise_rules[:0] = [R("3NT", top, LastBidIs(nt), meaning="максимум: партия"),
                           R("3NT", Total((low + high + 1) // 2), LastBidIs(nt), meaning="принимает приглашение: пятая карта в масти добавляет очко")]
    raise_rules.append(R("pass", meaning="минимум"))
    out.append(S(f"{key}-invited", f"{title}: приглашение в БК — решает открывший", raise_patterns,
                 *raise_rules))
    return out


# ---- the opponents overcalled our 1NT -----------------------------------------------------------------

#: After a two-level overcall of partner's 1NT there is no room for Stayman at the two-level, so the
#: bid of the opponents' suit takes its place: a four-card major and game values. Opener names the
#: four-card major, else bids 3NT; the pair then plays game in the 4-4 fit or in 3NT.
NT_INTERFERENCE = [
    S("1nt-overcalled", "1БК – вход противника на втором уровне: решает отвечающий", "1NT 2x",
      R("3x", Hcp(9), Unbid("M"), Len("M", 4), key="nt-cue-stayman", artificial=True, force=GAME,
        meaning="масть противника вместо Стеймана: вопрос о четвёрке в мажоре, силы на партию")),
    S("1nt-overcalled-stayman", "1БК – вход – масть противника (Стейман): ответ открывшего", "1NT 2x 3x -",
      R("=M", Unbid("M"), Len("M", 4), meaning="ответ на Стейман"),
      R("3NT", meaning="ответ на Стейман: четвёрки в мажоре нет"),
      when=(PartnerRule("nt-cue-stayman"),)),
]


# ---- the strong 2♣ ------------------------------------------------------------------------------------

TWO_CLUBS = [
    S("2c-answers", "Ответы на 2♣", "2C -",
      R("2M", Hcp(8), Len("M", 5), GoodSuit("M", 2), meaning="положительный ответ", force=GAME),
      R("3m", Hcp(8), Len("m", 5), GoodSuit("m", 2), meaning="положительный ответ", force=GAME),
      R("2NT", Hcp(8), Balanced(), meaning="положительный ответ", force=GAME),
      R("2D", meaning="ожидание: нет положительного ответа", artificial=True, force=ROUND)),
    S("2c-rebid", "2♣ – 2♦: повторная заявка открывшего", "2C - 2D -",
      R("2NT", Hcp(22, 24), Balanced()),
      R("3NT", Hcp(25, 27), Balanced()),
      R("2M", Len("M", 5), meaning="форсирует до партии", force=GAME),
      R("3m", Len("m", 5), meaning="форсирует до партии", force=GAME),
      R("=x", Len("x", 4), meaning="форсирует до партии", force=GAME)),
]

# ---- weak openings ------------------------------------------------------------------------------------

WEAK_OPENINGS = [
    S("weak-two-answers", "Ответы на слабое открытие 2♦, 2♥, 2♠", "2x -",
      R("4x", Len("x", 3), Support(14, None, "x"), Among("x", "HS"), meaning="партия"),
      R("4x", Len("x", 4), Hcp(0, 13), Among("x", "HS"), meaning="продолжение блока: у пары 10 козырей"),
      R("3NT", Hcp(17), Balanced(), meaning="партия"),
      R("=y", Hcp(16), Len("y", 5), meaning="новая масть", force=ROUND),
      R("2NT", Hcp(16), key="weak-two-ask", artificial=True, force=ROUND,
        meaning="вопрос: минимум или максимум у открывшего"),
      R("3x", Len("x", 3), Hcp(0, 15), meaning="продолжение блока"),
      R("pass", meaning="ни партии, ни продолжения блока")),
    S("weak-two-ask-answer", "Слабое открытие – 2БК (вопрос): ответ открывшего", "2x - 2NT -",
      R("3NT", Hcp(8, 10), meaning="ответ на вопрос: максимум"),
      R("3x", Hcp(5, 7), meaning="ответ на вопрос: минимум"),
      when=(PartnerRule("weak-two-ask"),)),
    S("preempt-answers", "Ответы на блок 3 в масти", "3x -",
      R("4x", Len("x", 2), Hcp(16), Among("x", "HS"), meaning="партия"),
      R("4x", Len("x", 1, 1), Hcp(18), Among("x", "HS"), meaning="партия: с синглетом нужно больше сил"),
      R("3NT", Hcp(16), TheirSuitsStopped(), Len("x", 1), Among("x", "CD"), meaning="партия"),
      R("pass", meaning="партии нет")),
]

# ---- responses to one of a suit -----------------------------------------------------------------------

#: The splinter: a double jump in a new suit below game in partner's major (1♥ – 3♠, 4♣, 4♦;
#: 1♠ – 4♣, 4♦, 4♥) shows four-card support, game values and a singleton or void in the suit bid.
#: The suit is not a suit at all: it tells opener where his honours are wasted, so that he can judge
#: a slam by the rest of his hand.
SPLINTER_RU = "сплинтер (искусственная заявка): поддержка, силы на партию и синглет или ренонс в названной масти"
SPLINTER_AFTER_HEARTS_RU = ("сплинтер после 1♥ (искусственная заявка): поддержка, силы на партию и синглет или "
                            "ренонс в пиках")
SPLINTER_HCP = (10, 15)
SPLINTERS = (
    R("3S", Among("M", "H"), Len("M", 4), Len("S", None, 1), Hcp(*SPLINTER_HCP), key="splinter",
      artificial=True, force=ROUND, meaning=SPLINTER_AFTER_HEARTS_RU),
    R("4x", Ranks("x", "M", higher=False), Len("M", 4), Len("x", None, 1), Hcp(*SPLINTER_HCP), key="splinter",
      artificial=True, force=ROUND, meaning=SPLINTER_RU),
)
#: Opener's points opposite a splinter for Blackwood, counted with his length and short suits but
#: without the king, queen and jack of the splinter suit (`HcpOutside`): partner's 10-15, a known fit
#: and no wasted honours make a slam with some 16 of them.
SPLINTER_SLAM = 16

MAJOR_RESPONSES = S(
    "1M-answers", "Ответы на 1♥ и 1♠", "1M -",
    R("2M", Len("M", 3), Support(6, 9, "M"), meaning="простая поддержка"),
    R("3M", Len("M", 3), Support(10, 12, "M"), meaning="приглашение в партию"),
    *SPLINTERS,
    R("4M", Len("M", 3), Support(13, 15, "M"), meaning="партия"),
    R("1S", Hcp(6), Len("S", 4), meaning="новая масть", force=ROUND),
    R("3NT", Hcp(13, 15), Balanced(), Len("M", None, 2)),
    R("2NT", Hcp(11, 12), Balanced(), Len("M", None, 2), meaning="приглашение в 3БК"),
    R("=x", Hcp(10), Len("x", 5), level=2, meaning="новая масть", force=ROUND),
    R("=x", Hcp(10), Len("x", 4), Among("x", "CD"), level=2, meaning="новая масть", force=ROUND),
    R("4M", Len("M", 3), Support(16, None, "M"), meaning="партия"),
    R("1NT", Hcp(6, 10), meaning="нет поддержки, нет новой масти на первом уровне"),
    R("pass", Hcp(0, 5)),
)


def minor_responses(minor: str) -> Situation:
    """Answers to 1♣ or 1♦: majors first, up the line."""
    raise_length = 5 if minor == "C" else 4
    return S(
        f"1{minor}-answers", f"Ответы на 1{'♣' if minor == 'C' else '♦'}", f"1{minor} -",
        R("1M", Hcp(6), Len("M", 4), meaning="новая масть (с двумя четвёрками — 1♥)", force=ROUND),
        R("6NT", Hcp(19), Balanced(), MajorFour(False), meaning="малый шлем"),
        R("4NT", Hcp(17, 18), Balanced(), MajorFour(False), meaning="приглашение в шлем (не Блэквуд)"),
        R("3NT", Hcp(13, 16), Balanced(), MajorFour(False)),
        R("2NT", Hcp(11, 12), Balanced(), MajorFour(False), meaning="приглашение в 3БК"),
        *([R("1D", Hcp(6), Len("D", 4), meaning="новая масть", force=ROUND)] if minor == "C" else []),
        R(f"3{minor}", Hcp(10, 12), Len(minor, raise_length), MajorFour(False), meaning="приглашение"),
        R(f"2{minor}", Hcp(6, 9), Len(minor, raise_length), MajorFour(False), meaning="простая поддержка"),
        *([R("2C", Hcp(10), Len("C", 4), meaning="новая масть", force=ROUND)] if minor == "D" else []),
        R("1NT", Hcp(6, 10), MajorFour(False)),
        R("pass", Hcp(0, 5)),
    )


def short_suit_answer(key: str, title: str, patterns: tuple[str, ...], shown_by: str, short: str,
                      slam: int, game: str, trump: str = "") -> Situation:
    """The answer to partner's shortness (a splinter, a short-suit try, rule key `shown_by`, short suit
    `short`): Blackwood with `slam` points that are not wasted there (`HcpOutside`), else the game."""
    return S(key, title, patterns,
             R("4NT", HcpOutside(slam, None, short, trump=trump), key="blackwood", artificial=True, force=ROUND,
               meaning="Блэквуд: сил для шлема хватает, они не пропадают против короткой масти партнёра"),
             R(game, meaning="отказ от шлема: сил вне короткой масти партнёра мало"),
             when=(PartnerRule(shown_by),))


SPLINTER_ANSWERS = short_suit_answer("splinter-answer", "1♥ или 1♠ – сплинтер: решает открывший",
                                     ("1M - 4x -", "1M - 3x -"), "splinter", "x", SPLINTER_SLAM, "4M", trump="M")

#: Opener's splinter after 1x – 1y: a double jump in a new suit below game in partner's suit (after
#: 1♣/1♦ – 1♥: 3♠ or 4 of the other minor; after 1 in a suit – 1♠: 4♣, 4♦, 4♥ but not opener's suit)
#: shows four-card support, a singleton or void there and a hand worth game opposite a minimum answer.
OPENER_SPLINTER_RU = ("сплинтер открывшего (искусственная заявка): поддержка, силы на партию и синглет "
                      "или ренонс в названной масти")
OPENER_SPLINTER_AFTER_HEARTS_RU = ("сплинтер открывшего после ответа 1♥ (искусственная заявка): поддержка, силы "
                                   "на партию и синглет или ренонс в пиках")
OPENER_SPLINTERS = (
    R("3S", Among("y", "H"), Len("y", 4), Len("S", None, 1), Support(19, None, "y"), key="opener-splinter",
      artificial=True, force=GAME, meaning=OPENER_SPLINTER_AFTER_HEARTS_RU),
    R("4z", Ranks("z", "y", higher=False), Len("y", 4), Len("z", None, 1), Support(19, None, "y"),
      key="opener-splinter", artificial=True, force=GAME, meaning=OPENER_SPLINTER_RU),
)
#: Responder's high-card points outside opener's short suit for Blackwood (opener has 19+ points with
#: his short suits).
OPENER_SPLINTER_SLAM = 9

OPENER_SPLINTER_ANSWERS = short_suit_answer(
    "opener-splinter-answer", "1 в масти – 1 в мажоре – сплинтер открывшего: решает отвечающий",
    ("1x - 1y - 4z -", "1x - 1y - 3z -"), "opener-splinter", "z", OPENER_SPLINTER_SLAM, "4y")

#: Opener's short-suit slam try after the limit raise 1M – 3M: a new suit below 4M (1♥ – 3♥ – 3♠, 4♣, 4♦;
#: 1♠ – 3♠ – 4♣, 4♦, 4♥) shows a singleton or void there and some 14+ points; responder, whose hand
#: is known to a few points, judges by his points outside that suit.
SHORT_TRY_HCP = 14
SHORT_TRY_SLAM = 11

SHORT_TRY_ANSWERS = short_suit_answer(
    "short-suit-try-answer", "1♥ или 1♠ – подъём до 3 – попытка шлема открывшего: решает отвечающий",
    ("1M - 3M - 3z -", "1M - 3M - 4z -"), "short-suit-try", "z", SHORT_TRY_SLAM, "4M")

# ---- opener's rebid -----------------------------------------------------------------------------------

OPENER_REBIDS = [
    S("rebid-new-one", "1 в масти – 1 в новой масти: повторная заявка открывшего", "1x - 1y -",
      *OPENER_SPLINTERS,
      R("4y", Len("y", 4), Support(19, None, "y"), Among("y", "HS"), meaning="поддержка, партия"),
      R("3y", Len("y", 4), Support(16, 18, "y"), meaning="поддержка с прыжком: приглашение"),
      R("2y", Len("y", 4), Support(11, 15, "y"), meaning="поддержка, минимум"),
      R("+z", Total(19), Len("x", 6), Len("z", 4), meaning="прыжок в новой масти: сильная рука с шестёркой",
        force=GAME),
      R("1z", Len("z", 4), Hcp(11, 18), level=1, meaning="новая масть"),
      R("1NT", Hcp(12, 14), Balanced()),
      R("2NT", Hcp(18, 19), Balanced(), meaning="приглашение в 3БК"),
      R("4x", Total(19), Len("x", 6), Among("x", "HS"), meaning="партия в своей масти"),
      R("3x", Total(16, 18), Len("x", 6), meaning="приглашение"),
      R("+z", Total(19), Len("z", 4), meaning="прыжок в новой масти", force=GAME),
      R("2z", Total(17), Len("z", 4), Len("x", 5), Ranks("z", "x"), meaning="реверс: сильнее минимума",
        force=ROUND),
      R("2x", Total(11, 15), Len("x", 6)),
      R("2z", Hcp(11, 18), Len("z", 4), Ranks("z", "x", higher=False), meaning="новая масть"),
      R("3NT", Total(19), Len("x", 6), Among("x", "CD"), meaning="сильная рука с длинным минором"),
      R("2x", Total(11, 15), Len("x", 5), meaning="повтор своей масти"),
      R("1NT", Hcp(11, 14), meaning="минимум, другой заявки нет"),
      R("2x", Len("x", 5), meaning="повтор своей масти: другой заявки нет")),
    # Opener's new suit at the one-level is not forcing, but opener may hold up to 18 points and a
    # four-card suit partner does not like: a responder with a minimum (6-10) chooses the partscore
    # (a raise, six cards of his own, 1NT, preference for opener's first suit) rather than pass in a
    # seven-card fit or worse. With more, the general rules look for a game.
    S("responder-after-new-one", "1 в масти – 1 в новой масти – 1 в ещё одной масти: решает отвечающий "
      "с минимумом", "1x - 1y - 1z -",
      R("=z", Len("z", 4), Support(6, 10, "z"), meaning="поддержка второй масти открывшего: минимум"),
      R("=y", Len("y", 6), Hcp(6, 10), meaning="повтор своей шестёрки: минимум"),
      R("1NT", Hcp(6, 10), NoShortSuit(), meaning="минимум без поддержки"),
      R("=x", Len("x", 4), Hcp(6, 10), meaning="предпочтение первой масти открывшего: минимум"),
      R("pass", Len("z", 3, 3), Hcp(6, 10), meaning="минимум: играть в масти открывшего"),
      R("=x", Len("x", 3), Hcp(6, 10), meaning="предпочтение первой масти открывшего: минимум")),
    S("rebid-1nt", "1 в масти – 1БК: повторная заявка открывшего", "1x - 1NT -",
      R("4x", Total(19), Len("x", 6), Among("x", "HS"), meaning="партия в своей масти"),
      R("+z", Total(19), Len("z", 4), meaning="прыжок в новой масти", force=GAME),
      R("3NT", Total(19), Len("x", 6), Among("x", "CD"), meaning="сильная рука с длинным минором"),
      R("2NT", Hcp(18, 19), Balanced(), meaning="приглашение в 3БК"),
      R("3x", Total(16, 18), Len("x", 6), meaning="приглашение"),
      R("2z", Total(17), Len("z", 4), Len("x", 5), Ranks("z", "x"), meaning="реверс: сильнее минимума",
        force=ROUND),
      R("2x", Len("x", 6), Total(11, 15)),
      R("2z", Len("z", 4), Hcp(11, 18), Ranks("z", "x", higher=False), meaning="новая масть"),
      R("pass", Hcp(11, 17), meaning="минимум")),
    S("responder-five-major", "1 в масти – 1 в мажоре – 1БК: пять или шесть карт в мажоре у отвечающего",
      "1x - 1M - 1NT -",
      # Six cards make a fit with any two of opener's (opener has at least two in a 1NT rebid).
      R("4M", Len("M", 6), Pair(NT_GAME, NT_SLAM - 1, "M"), meaning="шесть карт в мажоре: партия"),
      R("3M", Len("M", 5, 5), Pair(NT_GAME, NT_SLAM - 1), force=GAME,
        meaning="пять карт в мажоре: открывший выбирает 3БК или 4 в мажоре"),
      # Five spades and four or five hearts below game: hearts at the two-level, not forcing; opener
      # chooses the major (the textbook call, not 2NT, which would hide the second suit).
      R("2H", Among("M", "S"), Len("S", 5, 5), Len("H", 4), Pair(None, NT_GAME - 1), key="two-majors",
        meaning="пять пик и четыре-пять червей: открывший выбирает мажор"),
      # An invitation may hide a 5-3 fit: 2NT asks opener to show three-card support too.
      R("2NT", Len("M", 5, 5), Pair(NT_GAME - 3, NT_GAME - 1), key="invite-major",
        meaning="приглашение: открывший выбирает между 2БК, 3БК и мажором"),
      R("2M", Len("M", 6), Pair(None, NT_GAME - 1, "M"), key="six-major-signoff",
        meaning="шесть карт в мажоре, слабая рука: частичная игра")),
    S("responder-five-major-answer", "1 в масти – 1 в мажоре – 1БК – 3 в мажоре: решает открывший",
      "1x - 1M - 1NT - 3M -",
      R("4M", Len("M", 3), meaning="три карты поддержки: партия в мажоре"),
      R("3NT", meaning="поддержки нет: играть 3БК")),
    S("responder-six-signoff-answer", "1 в масти – 1 в мажоре – 1БК – 2 в мажоре: открывший пасует",
      "1x - 1M - 1NT - 2M -",
      R("pass", meaning="партнёр остановился в своём мажоре"),
      when=(PartnerRule("six-major-signoff"),)),
    S("responder-two-majors-answer", "1 в масти – 1♠ – 1БК – 2♥: открывший выбирает мажор",
      "1x - 1S - 1NT - 2H -",
      R("2S", AtLeastAsLong("S", "H"), meaning="пик не меньше, чем червей: предпочтение пикам"),
      R("pass", meaning="червей больше, чем пик: играть 2♥"),
      when=(PartnerRule("two-majors"),)),
    S("responder-invite-answer", "1 в масти – 1 в мажоре – 1БК – 2БК (приглашение): решает открывший",
      "1x - 1M - 1NT - 2NT -",
      R("4M", Len("M", 3), Hcp(13), meaning="максимум и три карты в мажоре партнёра: партия в мажоре"),
      R("3NT", Hcp(13), meaning="максимум: партия"),
      R("3M", Len("M", 3), meaning="минимум и три карты в мажоре партнёра: частичная игра в мажоре"),
      R("pass", meaning="минимум: играть 2БК"),
      when=(PartnerRule("invite-major"),)),
    S("responder-six-after-new-suit", "1 в масти – 1БК – 2 в новой масти: шесть карт в мажоре у отвечающего",
      "1x - 1NT - 2z -",
      R("2M", Len("M", 6), Hcp(None, 9), key="six-major-new-suit-signoff",
        meaning="свой длинный мажор, слабая рука: частичная игра")),
    S("responder-six-after-new-suit-answer", "1 в масти – 1БК – 2 в новой масти – 2 в мажоре: открывший пасует",
      "1x - 1NT - 2z - 2M -",
      R("pass", meaning="партнёр остановился в своём мажоре"),
      when=(PartnerRule("six-major-new-suit-signoff"),)),
    S("rebid-raised", "1 в масти – 2 в той же: решает открывший", "1x - 2x -",
      R("4x", Total(19), Among("x", "HS"), meaning="партия"),
      R("3NT", Hcp(18), Balanced(), Among("x", "CD"), meaning="партия"),
      R("3x", Total(16, 18), meaning="приглашение"),
      R("pass", Total(11, 15), meaning="минимум")),
    S("rebid-quantitative", "1 в миноре – 4БК (приглашение в шлем): решает открывший", "1m - 4NT -",
      R("6NT", Hcp(14, 21), meaning="принимает приглашение"),
      R("pass", Hcp(11, 13), meaning="минимум")),
    S("rebid-limit", "1 в масти – 3 в той же (приглашение): решает открывший", "1x - 3x -",
      R("=z", Among("x", "HS"), BelowGame("z", "x"), Len("z", None, 1), Hcp(SHORT_TRY_HCP), key="short-suit-try",
        artificial=True, force=ROUND, prefer="cheap",
        meaning="попытка шлема (искусственная заявка): синглет или ренонс в названной масти"),
      R("4x", Total(14), Among("x", "HS"), meaning="партия"),
      R("3NT", Hcp(14), Among("x", "CD"), meaning="партия"),
      R("pass", Total(11, 13), meaning="минимум")),
    S("rebid-two-over-one", "1 в масти – 2 в новой масти: повторная заявка открывшего", "1x - 2y -",
      R("3y", Fit("y", 8), meaning="поддержка"),
      R("4x", Total(19), Len("x", 6), Among("x", "HS"), meaning="партия в своей масти"),
      R("2NT", Hcp(11, 14), Balanced()),
      R("3NT", Hcp(18, 19), Balanced()),
      R("3x", Total(16, 18), Len("x", 6), meaning="приглашение"),
      R("2x", Len("x", 6), Total(11, 15)),
      R("=z", Len("z", 4), level=2, meaning="новая масть", force=ROUND),
      R("2x", Len("x", 5), meaning="повтор своей масти"),
      R("2NT", meaning="другой заявки нет")),
]

# ---- the opponents open -------------------------------------------------------------------------------

#: Entering over a weak two or a three-level preempt: a good five-card suit and opening values, no trump
#: with a stopper, a takeout double short in their suit.
HIGH_OVERCALLS = (
    R("2NT", Hcp(15, 18), Balanced(), Stopper("x")),
    R("3NT", Hcp(15, 21), Stopper("x"), BidLevel(3, 3)),
    R("=y", Hcp(12, 17), Len("y", 5), GoodSuit("y", 2), meaning="вход в торговлю"),
    R("X", Hcp(13), Len("x", None, 2), UnbidSupport(3), meaning="контра на вылет"),
    R("X", Hcp(18), meaning="контра на вылет: сильная рука"),
    R("pass", meaning="ни входа в торговлю, ни контры"),
)

OVERCALLS = [
    S("overcall-1", "Противник справа открыл 1 в масти", "1x",
      R("1NT", Hcp(15, 18), Balanced(), Stopper("x")),
      R("+y", Hcp(6, 10), Len("y", 6), GoodSuit("y", 2), level=2, meaning="слабый прыжок: блок"),
      R("1y", Hcp(8, 16), Len("y", 5), GoodSuit("y", 2), meaning="вход в торговлю"),
      R("=y", Hcp(10, 16), Len("y", 5), GoodSuit("y", 2), level=2, meaning="вход в торговлю"),
      R("X", Hcp(12, 16), Len("x", None, 2), UnbidSupport(3), meaning="контра на вылет"),
      R("X", Hcp(17), meaning="контра на вылет: сильная рука"),
      R("pass", Hcp(0, 16), meaning="ни входа в торговлю, ни контры")),
    S("overcall-1nt", "Противник справа открыл 1БК", "1NT",
      R("X", Hcp(16), meaning="штрафная контра"),
      R("2y", Hcp(8, 15), Len("y", 6), GoodSuit("y", 2), meaning="своя длинная масть"),
      R("pass", meaning="ни своей длинной масти, ни сильной руки")),
    S("overcall-strong", "Противник справа открыл 2♣ (сильная рука)", "2C",
      R("pass", meaning="против сильной руки в торговлю не входят")),
    S("overcall-high", "Противник справа открыл слабым 2 или блоком 3", ("2x", "3x"), *HIGH_OVERCALLS),
    # The weak two raised to three is a preempt of the three-level, and the raise says nothing of
    # strength: the fourth hand enters as over a three-level preempt, or the opponents steal the deal.
    S("overcall-raised-weak-two", "Слабое открытие 2 слева, партнёр спасовал, противник справа поднял "
      "масть до трёх", ("2D - 3D", "2H - 3H", "2S - 3S"), *HIGH_OVERCALLS),
    S("balancing", "Открытие слева, два паса: защита в четвёртой руке", "1x - -",
      R("1NT", Hcp(11, 14), Balanced(), Stopper("x")),
      R("=y", Hcp(7, 15), Len("y", 5), level=1, meaning="вход в торговлю"),
      R("=y", Hcp(9, 15), Len("y", 5), level=2, meaning="вход в торговлю"),
      R("X", Hcp(9), Len("x", None, 3), meaning="контра на вылет"),
      R("X", Hcp(15), meaning="контра на вылет: сильная рука"),
      R("pass", Hcp(0, 14), meaning="ни входа в торговлю, ни контры")),
    S("balancing-high", "Слабое открытие или блок слева, два паса: защита в четвёртой руке",
      ("2x - -", "3x - -"),
      R("=y", Hcp(10, 17), Len("y", 5), level=2, meaning="вход в торговлю"),
      R("2NT", Hcp(14, 17), Stopper("x"), BidLevel(2, 2)),
      R("3NT", Hcp(15, 19), Stopper("x"), BidLevel(3, 3)),
      R("X", Hcp(11), Len("x", None, 2), meaning="контра на вылет"),
      R("=y", Hcp(13, 17), Len("y", 6), level=3, meaning="вход в торговлю"),
      R("X", Hcp(16), meaning="контра на вылет: сильная рука"),
      R("pass", Hcp(0, 15), meaning="ни входа в торговлю, ни контры")),
    S("balancing-1nt", "1БК слева, два паса: защита в четвёртой руке", "1NT - -",
      R("2y", Hcp(7), Len("y", 6), meaning="своя длинная масть"),
      R("X", Hcp(15), meaning="штрафная контра"),
      R("2y", Hcp(9), Len("y", 5), Unbalanced(), meaning="своя длинная масть"),
      R("pass", meaning="ни своей длинной масти, ни сильной руки")),
    S("overcall-after-answer", "Противники открыли и ответили", "1x - 1y",
      R("=z", Hcp(10, 16), Len("z", 6), GoodSuit("z", 2), meaning="вход в торговлю"),
      R("1z", Hcp(10, 16), Len("z", 5), GoodSuit("z", 2), meaning="вход в торговлю на первом уровне"),
      R("pass", meaning="длинной хорошей масти нет")),
]

# ---- partner entered the auction ----------------------------------------------------------------------

ADVANCES = [
    S("advance-overcall", "Партнёр вошёл в торговлю мастью", ("1x 1y -", "1x 2y -"),
      R("4y", Len("y", 3), Support(13, None, "y"), Among("y", "HS"), meaning="партия"),
      R("=x", Len("y", 3), Support(11, 12, "y"), key="cue-raise", artificial=True, force=ROUND,
        meaning="масть противника: поддержка с приглашением в партию"),
      R("+y", Len("y", 4), Support(5, 10, "y"), meaning="подъём с прыжком: блок"),
      R("=y", Len("y", 3), Support(7, 10, "y"), meaning="поддержка"),
      R("3NT", Hcp(15), Balanced(), Stopper("x")),
      R("2NT", Hcp(12, 14), Balanced(), Stopper("x"), meaning="приглашение в 3БК"),
      R("1NT", Hcp(8, 11), Balanced(), Stopper("x")),
      R("=z", Hcp(10, 16), Len("z", 5), level=2, meaning="своя длинная масть"),
      R("pass", meaning="поддержать партнёра или назвать свою масть нечем")),
    S("cue-raise-answer", "Партнёр поддержал наш вход через масть противника",
      ("1x 1y - 2x -", "1x 2y - 2x -", "1x 2y - 3x -"),
      R("4y", Total(13), Among("y", "HS"), meaning="партия: сильнее минимума входа"),
      R("=y", meaning="минимум входа: отказ от партии")),
    S("advance-double", "Партнёр дал контру на вылет", ("1x X -", "1x - - X -"),
      R("pass", Len("x", 5), GoodSuit("x", 3), Hcp(8), meaning="штрафной пас: крепкие козыри противника"),
      R("4M", Hcp(12), Len("M", 5), meaning="партия"),
      R("3NT", Hcp(13), Stopper("x"), meaning="партия"),
      R("+M", Hcp(9, 12), Len("M", 4), meaning="ответ на контру с прыжком"),
      R("+y", Hcp(9, 12), Len("y", 5), meaning="ответ на контру с прыжком"),
      R("+y", Hcp(7, 8), Total(9, 12), Len("y", 6), meaning="ответ на контру с прыжком: шесть карт"),
      R("2NT", Hcp(11, 12), Stopper("x"), meaning="приглашение"),
      R("1NT", Hcp(7, 10), Stopper("x")),
      R("=M", Hcp(0, 8), Len("M", 4), meaning="ответ на контру"),
      R("=y", Hcp(0, 8), Len("y", 4), meaning="ответ на контру"),
      R("=y", Len("y", 3), prefer="low", meaning="вынужденный ответ на контру")),
    S("advance-double-high", "Партнёр дал контру на вылет на слабое открытие или блок",
      ("2x X -", "2x - - X -", "3x X -", "3x - - X -", "2x - 3x X -"),
      R("pass", Len("x", 5), GoodSuit("x", 3), Hcp(8), meaning="штрафной пас: крепкие козыри противника"),
      R("4M", Hcp(11), Len("M", 4), meaning="партия"),
      R("3NT", Hcp(11), Stopper("x"), meaning="партия"),
      R("+M", Hcp(8, 10), Len("M", 4), meaning="ответ на контру с прыжком"),
      R("=M", Hcp(0, 7), Len("M", 4), meaning="ответ на контру"),
      R("=y", Hcp(0, 7), Len("y", 4), meaning="ответ на контру"),
      R("=y", Len("y", 3), prefer="low", meaning="вынужденный ответ на контру")),
    S("advance-double-redoubled", "Партнёр дал контру на вылет, противник — реконтру", ("1x X XX", "1x - - X XX"),
      R("pass", Len("x", 5), meaning="играть с реконтрой: длинные козыри противника"),
      R("=y", Len("y", 4), meaning="самая длинная масть: уйти от реконтры"),
      R("=y", Len("y", 3), prefer="low", meaning="уйти от реконтры")),
    # A free bid: responder's raise took away the forced answer, so a bid now shows some values (6+).
    S("advance-double-raised", "Партнёр дал контру на вылет, противник поднял масть открывшего", "1x X 2x",
      R("=M", Hcp(6), Len("M", 4), level=2, meaning="свободный ответ на контру"),
      R("=y", Hcp(6), Len("y", 5), meaning="свободный ответ на контру: своя длинная масть")),
    # The double covers two hands: 12-16 with shortness in their suit, or any 17+. Only the doubler knows
    # which; when the opponents answer and partner passes, the strong doubler must not let them play cheaply.
    S("doubler-rebid", "Мы дали контру на вылет, противники ответили, партнёр спасовал: решает контрировавший",
      "1x X 1NT - -",
      R("X", Hcp(17), meaning="штрафная контра: у контрировавшего сильная рука")),
]

# The doubler's second call after partner's forced answer (0-8 points, made at the cheapest level):
# with 12-16 and shortness in their suit the double has said everything, so the doubler passes; with
# more, the doubler bids again, and every bid now shows the strong kind of double. Passing there with
# 19 points and a long suit lets the opponents' opening steal a game or a slam.
def doubler_rebids(one_level: bool) -> tuple[Rule, ...]:
    """The strong doubler's table. After an answer at the one-level the raises have three steps
    and no trump two (1NT 18-20, 2NT 21-22); after one at the two-level a jump raise would pass 3NT
    or reach game, so the raise is one step (game in a major with 20+) and no trump one (2NT 18-21)."""
    raises: tuple[Rule, ...]
    no_trump: tuple[Rule, ...]
    if one_level:
        raises = (R("4y", Len("y", 4), Support(22, None, "y"), Among("y", "HS"),
                    meaning="партия: очень сильная рука с поддержкой"),
                  R("+y", Len("y", 4), Support(19, 21, "y"), meaning="подъём с прыжком: сильная рука с поддержкой"),
                  R("=y", Len("y", 4), Support(16, 18, "y"), meaning="подъём: сильнее минимума контры"))
        no_trump = (R("2NT", Hcp(21, 22), Balanced(), Stopper("x")),
                    R("1NT", Hcp(18, 20), Balanced(), Stopper("x"), meaning="сильнее открытия 1БК"))
    else:
        raises = (R("4y", Len("y", 4), Support(20, None, "y"), Among("y", "HS"),
                    meaning="партия: очень сильная рука с поддержкой"),
                  R("=y", Len("y", 4), Support(16, None, "y"), meaning="подъём: сильнее минимума контры"))
        no_trump = (R("2NT", Hcp(18, 21), Balanced(), Stopper("x"), meaning="сильнее открытия 1БК"),)
    return (
        *raises,
        *no_trump,
        R("+z", Hcp(19), Len("z", 6), meaning="своя длинная масть с прыжком: сильная рука"),
        R("=z", Hcp(16), Len("z", 5), meaning="своя масть: сильная рука (контра, потом своя масть)"),
        R("pass", meaning="минимум контры или нечего добавить: партнёр мог ответить и без очков"),
    )


#: The same after a double of a weak two or a three-level preempt: partner's cheapest answer is already
#: at the two- or three-level, so the strong doubler (18+) bids game at once or shows a five-card suit
#: at the three-level; with less the double has said everything.
DOUBLER_HIGH_REBIDS = (
    R("4y", Len("y", 4), Support(19, None, "y"), Among("y", "HS"), meaning="партия: сильная рука с поддержкой"),
    R("4z", Hcp(18), Len("z", 6), Among("z", "HS"), meaning="партия в своей длинной масти: сильная рука"),
    R("3NT", Hcp(18), Stopper("x"), meaning="партия: сильная рука с остановкой в масти противника"),
    R("=z", Hcp(18), Len("z", 5), level=3, meaning="своя масть: сильная рука (контра, потом своя масть)"),
    R("pass", meaning="контра сказала всё: партнёр мог ответить и без очков"),
)

ADVANCES += [
    S("doubler-rebid-answered", "Мы дали контру на вылет, партнёр ответил мастью: решает контрировавший",
      ("1x X - 1y -", "1x - - X - 1y -"), *doubler_rebids(one_level=True)),
    S("doubler-rebid-answered-two", "Мы дали контру на вылет, партнёр ответил мастью на втором уровне "
      "без прыжка: решает контрировавший", ("1x X - 2y -", "1x - - X - 2y -"), *doubler_rebids(one_level=False),
      when=(Ranks("y", "x", higher=False),)),
    S("doubler-rebid-high", "Мы дали контру на вылет на слабое открытие или блок, партнёр ответил мастью: "
      "решает контрировавший", ("2x X - 2y -", "2x - - X - 2y -", "3x X - 3y -", "3x - - X - 3y -"),
      *DOUBLER_HIGH_REBIDS),
    S("doubler-rebid-high-three", "Мы дали контру на вылет на слабое открытие, партнёр ответил на третьем "
      "уровне без прыжка: решает контрировавший", ("2x X - 3y -", "2x - - X - 3y -"), *DOUBLER_HIGH_REBIDS,
      when=(Ranks("y", "x", higher=False),)),
]

#: Partner overcalled after the opponents' opening and answer: only the raises are defined; a raise is
#: what a pass at the first turn (advancer could not act over the opening) leaves to say.
ADVANCES += [
    S("advance-overcall-after-answer", "Противники открыли и ответили, партнёр вошёл мастью",
      ("1x - 1w 1y -", "1x - 1w 2y -"),
      R("4y", Len("y", 3), Support(13, None, "y"), Among("y", "HS"), meaning="партия"),
      R("+y", Len("y", 3), Support(10, 12, "y"), level=3, meaning="поддержка с прыжком: приглашение в партию"),
      R("=y", Len("y", 3), Support(7, 12, "y"), meaning="поддержка")),
]

# ---- partner opened and the next opponent acted -------------------------------------------------------


def interference(major: bool) -> list[Situation]:
    suit = "M" if major else "m"
    fit = 3 if major else 4
    name = "мажоре" if major else "миноре"
    raises = [
        R(f"={suit}", Len(suit, fit), Support(6, 10, suit), meaning="поддержка"),
        # A jump to the three-level only: over 1♥ (2♠) the jump is 4♥, a game, so the invitation
        # is the raise to 3♥ itself (it covers both ranges there).
        R(f"+{suit}", Len(suit, fit), Support(11, 12, suit), level=3, meaning="приглашение"),
        R(f"={suit}", Len(suit, fit), Support(11, 12, suit), level=3,
          meaning="приглашение: прыжок был бы уже партией"),
    ]
    if major:
        raises.append(R("4M", Len("M", fit), Support(13, None, "M"), meaning="партия"))
    return [
        S(f"interference-{suit}", f"Партнёр открыл 1 в {name}, противник вошёл мастью",
          (f"1{suit} 1y", f"1{suit} 2y"),
          *raises,
          R("1z", Hcp(6), Len("z", 5), meaning="новая масть", force=ROUND),
          R("X", UnbidMajor(), BidLevel(1, 1), Hcp(6), UnbidMajorsHeld(4), key="negative", force=ROUND,
            meaning="отрицательная контра (вход на первом уровне): просит открывшего назвать незаявленный мажор"),
          R("X", UnbidMajor(), BidLevel(2, 2), Hcp(8), UnbidMajorsHeld(4), key="negative", force=ROUND,
            meaning="отрицательная контра (вход на втором уровне): просит открывшего назвать незаявленный мажор"),
          R("X", UnbidMajor(False), Hcp(10), Len("y", 4), meaning="штрафная контра"),
          R("1z", Hcp(6), Len("z", 4), meaning="новая масть", force=ROUND),
          R("3NT", Hcp(13), Stopper("y")),
          R("2NT", Hcp(11, 12), Stopper("y"), meaning="приглашение в 3БК"),
          R("=z", Hcp(11), Len("z", 5), meaning="новая масть", force=ROUND),
          R("=z", Hcp(11, 12), Len("z", 4), Among("z", "CD"), level=2, meaning="новая масть", force=ROUND),
          R("1NT", Hcp(8, 10), Stopper("y")),
          R("X", UnbidMajor(False), Hcp(13), meaning="штрафная контра: у пары заведомо больше сил"),
          # A game-going hand that no row above describes (no support, no five-card suit, no stopper
          # for 3NT) must not pass: the bid of their suit forces to game and asks for a stopper there.
          R("=y", Hcp(13), Unheld("y"), key="stopper-ask", artificial=True, force=GAME,
            meaning="масть противника: просит остановку для 3БК"),
          *([] if major else [R("=y", Len(suit, fit), Support(13, None, suit), Unheld("y"), key="stopper-ask",
                                artificial=True, force=GAME, meaning="масть противника: просит остановку для 3БК")]),
          R("pass", meaning="ни поддержки, ни своей масти, ни штрафной контры")),
        S(f"negative-{suit}", f"Партнёр открыл 1 в {name}, противник вошёл мастью, отвечающий дал "
          "отрицательную контру: решает открывший", (f"1{suit} 1y X -", f"1{suit} 2y X -"),
          R("4z", Total(19), Len("z", 4), Among("z", "HS"), Unbid("z"), meaning="партия в мажоре, который показала контра партнёра"),
          R("+z", Total(16, 18), Len("z", 4), Among("z", "HS"), Unbid("z"),
            meaning="мажор, который показала контра, с прыжком: сильнее минимума"),
          R("=z", Len("z", 4), Among("z", "HS"), Unbid("z"), meaning="мажор, который показала контра"),
          R("3NT", Hcp(18), Stopper("y")),
          R("1NT", Hcp(11, 14), Stopper("y")),
          R(f"={suit}", Len(suit, 6), meaning="повтор своей масти"),
          R("=w", Len("w", 4), Among("w", "CD"), Unbid("w"), level=2, meaning="вторая масть"),
          R(f"={suit}", Len(suit, 5), meaning="повтор своей масти: другой заявки нет"),
          # Four clubs, three cards in the doubler's major, no stopper: the 4-3 fit is the least bad.
          R("=z", Len("z", 3), Among("z", "HS"), Unbid("z"), meaning="мажор, который показала контра: другой заявки нет")),
        S(f"doubled-{suit}", f"Партнёр открыл 1 в {name}, противник дал контру", f"1{suit} X",
          *raises,
          R("XX", Hcp(10), meaning="реконтра: у нас больше сил"),
          R("1z", Hcp(6), Len("z", 4), meaning="новая масть", force=ROUND),
          R("1NT", Hcp(6, 9)),
          R("pass", Hcp(0, 9), meaning="ни поддержки, ни своей масти")),
    ]


#: After 1x - - 1NT the balancing 1NT (11-14) is passed round to opener; with 18+ the pair holds more
#: than half the deck even if partner has nothing, and a penalty double beats letting them play.
BALANCED_AGAINST = [
    S("opener-doubles-balancing-nt", "Мы открыли, партнёр спасовал, противник в четвёртой руке назвал 1БК: "
      "решает открывший", "1x - - 1NT",
      R("X", Hcp(18), meaning="штрафная контра: у открывшего сильная рука")),
    S("opener-doubles-balancing-nt-answer", "Открывший дал штрафную контру на 1БК в четвёртой руке: решает отвечающий",
      "1x - - 1NT X -",
      R("pass", meaning="играть 1БК с контрой: силы у открывшего")),
]

#: After 1x - - 1y (or 2y) the balancing bid comes round to opener, and partner's pass showed 0-5: the
#: opponents have at most half the deck, and a strong opener short in their suit must not sell out. He
#: doubles for takeout; partner, who could not answer the opening, names a suit now (or passes with long
#: good trumps: they play doubled).
BALANCED_AGAINST += [
    S("opener-doubles-balancing-suit", "Мы открыли, партнёр спасовал, противник в четвёртой руке вошёл мастью: "
      "решает открывший", ("1x - - 1y", "1x - - 2y"),
      R("X", Hcp(16), Len("y", None, 2), key="reopening", force=ROUND,
        meaning="контра открывшего (на вылет): сильная рука"),
      R("X", Hcp(18), key="reopening", force=ROUND, meaning="контра открывшего (на вылет): сильная рука")),
    S("opener-doubles-balancing-suit-answer", "Открывший дал контру после входа противника в четвёртой руке: "
      "решает отвечающий", ("1x - - 1y X -", "1x - - 2y X -"),
      R("pass", Len("y", 5), GoodSuit("y", 3), meaning="штрафной пас: длинные козыри противника"),
      R("=z", Len("z", 4), Unbid("z"), meaning="своя масть"),
      R("=x", Len("x", 3), meaning="масть партнёра"),
      R("=NT", Stopper("y"), BidLevel(1, 1), meaning="своей масти нет"),
      R("=x", meaning="масть партнёра: другой заявки нет")),
]

# ---- the opponents overcalled, partner passed, and so did they: opener reopens ------------------------

#: With negative doubles responder cannot double an overcall for penalty: a hand with length and strength
#: in their suit passes and waits. So opener, short in their suit, reopens with a double (for takeout);
#: responder with five good trumps of a two-level overcall passes it, and the opponents play doubled (at
#: the one-level seven tricks are too easy for them). Not with a six-card suit: the general rules decide.
REOPENING = [
    S("reopening", "Мы открыли, противник вошёл мастью, партнёр и противник спасовали: решает открывший",
      ("1x 1y - -", "1x 2y - -"),
      R("X", Len("y", None, 2), Len("x", None, 5), key="reopening", force=ROUND,
        meaning="контра в повторной позиции (на вылет): у партнёра может быть штрафной пас")),
    S("reopening-answer", "Открывший дал контру в повторной позиции: решает отвечающий",
      ("1x 1y - - X -", "1x 2y - - X -"),
      R("pass", Len("y", 5), GoodSuit("y", 3), BidLevel(2, 2),
        meaning="штрафной пас (противник вошёл на втором уровне): длинные козыри противника"),
      R("3NT", Hcp(11), Stopper("y"), meaning="партия"),
      R("=z", Len("z", 4), Unbid("z"), meaning="своя масть"),
      R("=NT", Hcp(6, 10), Stopper("y"), meaning="своей масти нет"),
      R("=x", meaning="масть партнёра: другой заявки нет")),
]

#: When the overcall is raised to the four-level at once (a preemptive jump), a strong opener short in their
#: suit doubles: partner bids a five-card suit (or a major opener bid) at the four-level, else passes for
#: penalty.
REOPENING += [
    S("game-raised-overcall", "Мы открыли, противник вошёл мастью, партнёр спасовал, второй противник поднял "
      "его масть до четвёртого уровня",
      ("1x 1y - 4y", "1x 2y - 4y"),
      R("X", Len("y", None, 1), Hcp(15), key="values-double",
        meaning="контра открывшего: партнёр называет длинную масть или пасует")),
    S("game-raised-overcall-answer", "Открывший дал контру после подъёма масти противника до четвёртого уровня",
      ("1x 1y - 4y X -", "1x 2y - 4y X -"),
      R("=z", Len("z", 5), Unbid("z"), level=4, meaning="своя длинная масть"),
      R("=x", Len("x", 3), Among("x", "HS"), level=4, meaning="поддержка мажора партнёра"),
      R("pass", meaning="играть с контрой: ни длинной масти, ни поддержки мажора")),
]

# ---- the general rules --------------------------------------------------------------------------------

NOTHING_TO_ADD = "нечего добавить"


#: The cue-bid: a new suit at the four-level, bid cheaply or with a single jump, below game in
#: partner's last major, shows support, slam interest and the suit's ace (or a void). Such a call is
#: always a cue-bid, never a natural bid of the general rules (see `interpreter.choose`). Partner,
#: counted at the bottom of an unlimited range, needs only a little more for the pair's 33: so 30-32
#: points are enough to ask.
CUE_BIDS = tuple(
    R(call, LastSuitOf("M"), Fit("M", 8), Pair(SUIT_SLAM - 3, SUIT_SLAM - 1, "M"),
      Pair(SUIT_SLAM, None, "M", upper=True), BelowGame("x", "M"), Control("x"), AcesNotAsked(), level=4,
      prefer="cheap", key="cue-bid", artificial=True, force=ROUND,
      meaning="контрольная заявка: поддержка и интерес к шлему")
    for call in ("=x", "+x"))

#: The stopper ask: game values and no major fit, but no stopper in a suit the opponents have
#: shown. Instead of 3NT, a bid of their suit (at the two- or three-level) asks partner for a
#: stopper there (artificial, forcing to game); partner bids 3NT with one, else the pair looks for
#: a game in a suit. Such a call is only a stopper ask (see `interpreter.choose`).
STOPPER_ASKS = tuple(
    R("=x", Ours(), TheirSuit("x"), NoMajorFit(), Pair(NT_GAME, NT_SLAM - 1), Unheld("x"), level=level,
      key="stopper-ask", artificial=True, force=GAME,
      meaning="вопрос об остановке в масти противников: без неё 3БК не играть")
    for level in (2, 3))

GENERIC = S(
    "general", "Общие правила: когда таблицы молчат", "*",
    R("4NT", Fit("x", 8), PartnerShowed("x", 3), Pair(SUIT_SLAM, None, "x"), AcesNotAsked(), prefer="fit",
      meaning="Блэквуд: сколько у партнёра тузов?", force=ROUND, key="blackwood", artificial=True),
    *CUE_BIDS,
    R("5M", Fit("M", 8), PartnerShowed("M", 3), Pair(SUIT_SLAM - 2, SUIT_SLAM - 1, "M"),
      Pair(SUIT_SLAM, None, "M", upper=True), PartnerLimited(), AcesNotAsked(), prefer="fit", key="slam-try",
      meaning="приглашение в шлем: партнёр с силами сверх показанного назовёт 6"),
    R("7NT", NoFit(), NoShortSuit(), Pair(GRAND_POINTS), meaning="большой шлем"),
    R("6NT", NoFit(), NoShortSuit(), Pair(NT_SLAM, GRAND_POINTS - 1), meaning="малый шлем"),
    R("4M", Fit("M", 8), Pair(SUIT_GAME, None, "M"), prefer="fit", meaning="партия"),
    R("4M", LastBidIs("3NT", partners=True), Len("M", 6), NotYetShown("M", 6),
      meaning="партия в своей длинной масти вместо 3БК"),
    R("=M", Ours(), MySuit("M"), PartnerShowedFewer("M", 2), Len("M", 6), NotYetShown("M", 6),
      Pair(NT_GAME, NT_SLAM - 1, "M"), NoMajorFit(), BidLevel(1, 2), meaning="шесть карт в своём мажоре: ищем общий мажор перед 3БК", force=ROUND),
    R("=M", Ours(), Pair(NT_GAME, NT_SLAM - 1), NoMajorFit(), NoShortSuit(), Unbid("M"), Len("M", 4), PartnerMayHold("M"),
      BidLevel(1, 2), meaning="четыре карты в мажоре: ищем общий мажор перед 3БК", force=ROUND),
    R("3NT", NoMajorFit(), NoShortSuit(), Pair(NT_GAME, NT_SLAM - 1), TheirSuitsStopped(), meaning="партия"),
    R("pass", LastBidIs("3NT", partners=True), NoShortSuit(), meaning="играть 3БК"),
    R("5m", Fit("m", 8), Pair(MINOR_GAME_POINTS, None, "m"), NoGameYet(), prefer="fit", meaning="партия"),
    R("=x", Ours(), Pair(NT_GAME), Unbid("x"), Len("x", 4), BidLevel(1, 2), meaning="новая масть: ищем партию",
      force=ROUND),
    *STOPPER_ASKS,
    R("3NT", NoMajorFit(), Pair(NT_GAME, NT_SLAM - 1), meaning="партия"),
    R("3M", Ours(), Fit("M", 8), Pair(SUIT_GAME - 3, SUIT_GAME - 1, "M"),
      Pair(SUIT_GAME, None, "M", upper=True), prefer="fit",
      meaning="приглашение в партию"),
    R("3m", Ours(), Fit("m", 8), Pair(SUIT_GAME - 3, MINOR_GAME_POINTS - 1, "m"), prefer="fit",
      meaning="приглашение: общая масть в миноре"),
    R("2NT", Ours(), NoMajorFit(), NoShortSuit(), Pair(NT_GAME - 3, NT_GAME - 1), Pair(NT_GAME, upper=True), TheirSuitsStopped(),
      meaning="приглашение в 3БК"),
    R("X", Ours(False), BidLevel(2, 7), TrumpStack(4), Pair(22), meaning="штрафная контра"),
    R("X", Ours(False), LastStrain(None), BidLevel(1, 2), Hcp(15), Pair(23), meaning="штрафная контра"),
    # Over their sacrifice against our game, ten trumps between us make the five-level a better bet
    # than the double: the more trumps, the fewer tricks we take in defence.
    R("=x", Ours(False), WeBidGame(), KnownFit("x", 2), Fit("x", 10), BidLevel(4, 4), prefer="fit",
      meaning="противники перебили нашу партию: с длинной общей мастью играем на пятом уровне"),
    R("X", Ours(False), WeBidGame(), Pair(21), meaning="штрафная контра: противники жертвуют против нашей партии"),
    R("X", Ours(False), BidLevel(4, 7), Pair(26), meaning="штрафная контра: противники жертвуют"),
    R("=x", Ours(False), KnownFit("x", 2), Fit("x", 8), TotalTricks("x"), Pair(16, None, "x"), prefer="fit",
      meaning="борьба за контракт по закону тотальных взяток"),
    R("=x", Ours(False), MySuit("x"), OwnSuit("x"), Hcp(11), meaning="борьба за контракт: своя длинная масть"),
    R("=x", Ours(False), Unbid("x"), BidLevel(1, 2), Len("x", 5), Hcp(11), Unbalanced(),
      meaning="борьба за контракт: вторая длинная масть"),
    R("=x", PartnerTwoSuits("x"), Preference("x"), prefer="fit"),
    R("=x", Forced(), Fit("x", 8), prefer="fit", meaning="поддержка"),
    R("=x", Forced(), MySuit("x"), Len("x", 6), meaning="своя длинная масть"),
    R("=x", Forced(), Unbid("x"), BidLevel(1, 2), Len("x", 4), prefer="low"),
    R("=NT", Forced(), BidLevel(1, 2), TheirSuitsStopped(), meaning="другой заявки нет"),
    R("=x", Forced(), Fit("x", 7), prefer="fit", meaning="выбор между мастями партнёра"),
    R("=x", Forced(), Longest("x"), meaning="другой заявки нет: самая длинная масть"),
    R("=NT", Forced(), meaning="другой заявки нет"),
    R("pass", meaning=NOTHING_TO_ADD),
    note=(f"Очки пары — свои плюс то, что показал партнёр (середина узкого диапазона, у широкого — "
          f"чуть выше нижней границы). Партия: {SUIT_GAME}+ с общей мастью из 8 карт в мажоре или {NT_GAME}+ без неё (3БК), "
          f"{MINOR_GAME_POINTS}+ для 5 в миноре; малый шлем: {SUIT_SLAM}+ (с общей мастью — через Блэквуд), "
          f"большой — {GRAND_POINTS}+."),
)

# ---- the whole system, in the order situations are tried ----------------------------------------------

SITUATIONS: tuple[Situation, ...] = (
    *BLACKWOOD,
    OPENINGS,
    *nt_structure("1nt", "1NT", "1БК", 2, (15, 17), 8, (8, 9), (10, 15), (16, 17), 18),
    *NT_INTERFERENCE,
    *nt_structure("2nt", "2NT", "2БК", 3, (20, 21), 4, None, (4, 10), (11, 12), 13),
    *nt_structure("2c-2nt", "2C - 2D - 2NT", "2♣ – 2♦ – 2БК", 3, (22, 24), 3, None, (3, 8), (9, 10), 11),
    *nt_structure("nt-overcall", "1x 1NT", "вход 1БК", 2, (15, 18), 8, (8, 9), (10, 15), (16, 17), 18),
    *TWO_CLUBS,
    *WEAK_OPENINGS,
    MAJOR_RESPONSES,
    SPLINTER_ANSWERS,
    minor_responses("C"),
    minor_responses("D"),
    OPENER_SPLINTER_ANSWERS,
    SHORT_TRY_ANSWERS,
    *OPENER_REBIDS,
    *interference(True),
    *interference(False),
    *REOPENING,
    *BALANCED_AGAINST,
    *OVERCALLS,
    *ADVANCES,
)
