"""The tables of верю — не верю, дорожный, китайский and крестовый in Chromium: the reader plays one
whole game of each through the UI against the bots (window.__rpBotDelay = 0), using what is special
to each table — the face-down cover and «Верю» / «Не верю», the climbing columns, the chain's «Взять
нижнюю», крестовый's layout (draw, then a click on a pile) — with no console error and no request
leaving 127.0.0.1 (the `watched` fixture); and the table's rule switches start a new game with the
option, kept in the URL."""

from __future__ import annotations

from rules_py import links
from tests.browser.a11y import settings

import re
from typing import Any

TIMEOUT = 120_000
MOVES = 700


def open_table(page: Any, site_url: str, game: str, query: str = "") -> str:
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(f"{site_url}/durak/{game}/{query}")
    w = f"rp-play#play-durak-{game}"
    page.wait_for_selector(f"{w}[data-rp-state=ready]", timeout=TIMEOUT)
    return w


def wait_ready(page: Any, w: str) -> None:
    page.wait_for_selector(f"{w}[data-rp-state=ready]", timeout=TIMEOUT)


def button(page: Any, w: str, name: str) -> Any:
    return page.locator(f"{w} .rp-durak-actions button:not([aria-disabled=true])", has_text=re.compile(f"^{name}$"))


def click_and_wait(page: Any, w: str, target: Any) -> None:
    target.click()
    wait_ready(page, w)
    alert = page.inner_text(f"{w} .rp-alert")
    assert alert == "", f"a move offered as legal was refused: {alert}"


def play_through(page: Any, w: str, special: Any) -> dict[str, int]:
    """Play the reader's moves until the game ends: `special(page, w, seen)` may make a move of the
    variant's own (returns True if it did); otherwise click a highlighted card or pile, else the
    first of the buttons that end a turn. Returns how often each kind of move was made."""
    seen: dict[str, int] = {}
    for _ in range(MOVES):
        if page.locator(f"{w} .rp-result").count():
            return seen
        if special(page, w, seen):
            continue
        playable = page.locator(f"{w} .rp-mine .rp-playable, {w} button.rp-cross-pile.rp-playable")
        if playable.count():
            seen["card"] = seen.get("card", 0) + 1
            click_and_wait(page, w, playable.first)
            continue
        for name in ("Тянуть карту", "Бито", "Пас", "Взять нижнюю", "Взять"):
            if button(page, w, name).count():
                seen[name] = seen.get(name, 0) + 1
                click_and_wait(page, w, button(page, w, name).first)
                break
        else:
            raise AssertionError("no move offered: " + page.inner_text(f"{w} .rp-status"))
    raise AssertionError("the game did not end")


def finished(page: Any, w: str) -> None:
    result = page.inner_text(f"{w} .rp-result")
    assert "дурак" in result or "Ничья" in result, result
    page.locator(f"{w} .rp-result button", has_text="Ещё раз").click()
    wait_ready(page, w)
    assert page.locator(f"{w} .rp-result").count() == 0


def test_whole_game_of_veryu_with_face_down_covers_and_verdicts(watched: Any, site_url: str) -> None:
    page = watched.page
    w = open_table(page, site_url, "veryu")
    verdicts: list[str] = []

    def special(page: Any, w: str, seen: dict[str, int]) -> bool:
        if button(page, w, "Не верю").count():
            # The reader judges: doubt every other face-down card.
            name = "Не верю" if seen.get("judged", 0) % 2 == 0 else "Верю"
            seen["judged"] = seen.get("judged", 0) + 1
            click_and_wait(page, w, button(page, w, name))
            if name == "Не верю":
                verdicts.append(page.inner_text(f"{w} .rp-durak-verdict"))
            return True
        if button(page, w, "Втёмную").count() and seen.get("defended", 0) % 3 == 0:
            # Every third defence goes face down with the first card of the hand, a bluff or not.
            seen["defended"] = seen.get("defended", 0) + 1
            button(page, w, "Втёмную").click()
            click_and_wait(page, w, page.locator(f"{w} .rp-mine .rp-card-button").first)
            seen["blind"] = seen.get("blind", 0) + 1
            return True
        if button(page, w, "Втёмную").count():
            seen["defended"] = seen.get("defended", 0) + 1
        return False

    seen = play_through(page, w, special)
    assert seen.get("blind", 0) >= 1
    log = page.text_content(f"{w} .rp-log") or ""
    assert "кроет" in log and "втёмную" in log
    if seen.get("judged"):
        assert verdicts and all(v.startswith("Открыта карта") for v in verdicts)
    finished(page, w)


def test_face_down_card_is_a_back_for_the_others(watched: Any, site_url: str) -> None:
    page = watched.page
    w = open_table(page, site_url, "veryu")
    # The page's deal: Игрок 3 leads 6♥ at the reader, who covers it face down with 8♣.
    button(page, w, "Втёмную").click()
    click_and_wait(page, w, page.locator(f"{w} .rp-mine .rp-card-button:has([data-card='8C'])"))
    assert page.locator(f"{w} .rp-durak-face-down [data-card='8C']").count() == 1  # the reader's own card
    settings(page, w)
    page.get_by_label("Учебный режим (все карты открыты)").check()
    wait_ready(page, w)
    assert "втёмную" in (page.text_content(f"{w} .rp-log") or "")


def test_whole_game_of_dorozhny_climbs_the_columns(watched: Any, site_url: str) -> None:
    page = watched.page
    w = open_table(page, site_url, "dorozhny")
    heights: list[int] = []

    def special(page: Any, w: str, seen: dict[str, int]) -> bool:
        heights.extend(page.eval_on_selector_all(f"{w} .rp-road-column", "els => els.map(e => e.children.length)"))
        return False

    play_through(page, w, special)
    assert max(heights) >= 3, "no column ever climbed"
    finished(page, w)


def test_whole_game_of_kitaysky_passes_the_chain(watched: Any, site_url: str) -> None:
    page = watched.page
    w = open_table(page, site_url, "kitaysky")
    lengths: list[int] = []

    def special(page: Any, w: str, seen: dict[str, int]) -> bool:
        lengths.append(page.locator(f"{w} .rp-chain-link").count())
        return False

    seen = play_through(page, w, special)
    assert max(lengths) >= 2
    log = page.text_content(f"{w} .rp-log") or ""
    assert "Цепочка уходит в отбой" in log and "берёт нижнюю карту" in log, seen
    finished(page, w)


def test_whole_game_of_krestovy_from_the_layout(watched: Any, site_url: str) -> None:
    page = watched.page
    w = open_table(page, site_url, "krestovy")
    wrong: list[str] = []

    def special(page: Any, w: str, seen: dict[str, int]) -> bool:
        # Once, put the drawn card on a pile the rule does not allow: the engine refuses and explains.
        others = page.locator(f"{w} button.rp-cross-pile:not(.rp-playable)")
        if not wrong and others.count():
            others.first.click(force=True, position={"x": 10, "y": 16})  # aria-disabled: pressable, the engine explains
            wait_ready(page, w)
            wrong.append(page.inner_text(f"{w} .rp-alert"))
            return True
        return False

    seen = play_through(page, w, special)
    assert wrong and wrong[0], "a wrong pile was not refused"
    assert seen.get("Тянуть карту", 0) >= 1
    log = page.text_content(f"{w} .rp-log") or ""
    assert "тянет из колоды" in log and "заходит" in log
    finished(page, w)


def test_rule_switch_starts_a_new_game_with_the_option(watched: Any, site_url: str) -> None:
    page = watched.page
    w = open_table(page, site_url, "krestovy")
    assert page.locator(f"{w} .rp-cross-layout").count() == 1
    settings(page, w)
    page.select_option(f"{w} select[data-option='layout']", label="сразу, движком")
    wait_ready(page, w)
    assert page.locator(f"{w} .rp-cross-layout").count() == 0
    assert page.locator(f"{w} .rp-chain").count() == 1
    assert "play-durak-krestovy.layout=%22auto%22" in page.url
    page.goto(page.url)
    wait_ready(page, w)
    assert page.locator(f"{w} .rp-chain").count() == 1  # the switch is kept in the link


def test_podkidnoy_offers_the_six_card_cap(watched: Any, site_url: str) -> None:
    page = watched.page
    w = open_table(page, site_url, "podkidnoy")
    settings(page, w)
    select = f"{w} select[data-option='bout_limit']"
    assert page.locator(select).count() == 1
    page.select_option(select, label="не больше шести")
    wait_ready(page, w)
    assert "play-durak-podkidnoy.bout_limit=6" in page.url


def test_the_variants_with_engines_of_their_own_take_the_level_and_the_strong_hint_explains_its_samples(
    watched: Any, site_url: str,
) -> None:
    """Дорожный, круглый, китайский, крестовый and чешский have «Уровень» in their settings, as the bout
    variants do: the choice goes to the engine (the strong hint speaks of its samples), is remembered and rides
    in the link. (Крестовый is laid out by the engine: during the layout no move has a choice; in
    китайский's and крестовый's seed 4 the reader's first move has one.)"""
    page = watched.page
    for game, query in (("dorozhny", ""), ("krugly", ""), ("kitaysky", "?play-durak-kitaysky.seed=4"),
                        ("krestovy", "?play-durak-krestovy.layout=%22auto%22&play-durak-krestovy.seed=4"),
                        ("cheshsky", "")):
        w = open_table(page, site_url, game, query)
        settings(page, w)
        page.locator(w).get_by_label("Уровень компьютера").select_option("strong")
        page.wait_for_timeout(50)
        wait_ready(page, w)
        assert "сильный" in page.inner_text(f"{w} .rp-alert")
        assert page.evaluate("() => localStorage.getItem('rp.durak.level')") == "strong"
        page.locator(w).get_by_role("button", name="Подсказка").click()
        page.wait_for_selector(f"{w} .rp-hint", timeout=TIMEOUT)
        hint = page.inner_text(f"{w} .rp-hint")
        assert "Невидимые карты могли лечь по-разному" in hint or "Все карты, которых вы не видите" in hint, (game, hint)
        page.locator(w).get_by_role("button", name="Ссылка на позицию").click()
        href = page.locator(f"{w} .rp-link input").input_value()
        code = href.split(f"play-durak-{game}.pos=")[1].split("&")[0]
        assert links.decode(code).setup.options["level"] == "strong"
