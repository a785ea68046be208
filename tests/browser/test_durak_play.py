"""The durak table in Chromium: it starts, explains a refused beat, takes and ends bouts, plays whole
games of подкидной and переводной to their end, deals to four, and replays a seed from the URL."""

from __future__ import annotations

import json
import re
from typing import Any

from rules_py.api import handle
from tests.browser.a11y import settings, MOVE_JS

TIMEOUT = 120_000


def widget(game: str) -> str:
    return f"rp-play#play-durak-{game}"


def open_table(page: Any, site_url: str, game: str = "podkidnoy", query: str = "") -> str:
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(f"{site_url}/durak/{game}/{query}")
    w = widget(game)
    page.wait_for_selector(f"{w}[data-rp-state=ready]", timeout=TIMEOUT)
    return w


def wait_ready(page: Any, w: str) -> None:
    page.wait_for_selector(f"{w}[data-rp-state=ready]", timeout=TIMEOUT)


def my_cards(page: Any, w: str) -> list[str]:
    return page.eval_on_selector_all(f"{w} .rp-mine [data-card]", "els => els.map(e => e.dataset.card)")


def button(page: Any, w: str, name: str) -> Any:
    return page.locator(f"{w} .rp-durak-actions button", has_text=re.compile(f"^{name}"))


def step(page: Any, w: str) -> bool:
    """Make one legal move the way a reader would: click a highlighted card, else «Бито», «Пас» or
    «Взять». False once the game is over."""
    if page.locator(f"{w} .rp-result").count():
        return False
    playable = page.locator(f"{w} .rp-mine .rp-playable")
    if playable.count():
        playable.first.click()
    else:
        for name in ("Бито", "Пас", "Взять"):
            if button(page, w, name).count():
                button(page, w, name).first.click()
                break
        else:
            raise AssertionError("no move offered: " + page.inner_text(f"{w} .rp-status"))
    wait_ready(page, w)
    assert page.inner_text(f"{w} .rp-alert") == "", "a move offered as legal was refused"
    return True


def play_until(page: Any, w: str, condition: str, limit: int = 300) -> None:
    """Play legal moves until the JavaScript `condition` (on `root`, the widget) holds."""
    for _ in range(limit):
        if page.eval_on_selector(w, f"root => {condition}"):
            return
        if not step(page, w):
            break
    raise AssertionError(f"never reached: {condition}")


def test_table_is_ready_with_the_readers_hand_and_the_trump(watched: Any, site_url: str) -> None:
    page = watched.page
    w = open_table(page, site_url)
    assert len(my_cards(page, w)) == 6
    assert page.locator(f"{w} .rp-durak-seat").count() >= 1
    # The open trump lies crosswise under the stock.
    assert page.locator(f"{w} [data-pile=stock] .rp-under[data-card]").count() == 1
    assert "прикуп: " in page.inner_text(f"{w} .rp-durak-deck")


def test_refused_beat_shows_the_engines_reason_and_keeps_the_hand(watched: Any, site_url: str) -> None:
    page = watched.page
    w = open_table(page, site_url)
    play_until(page, w, "root.querySelector('.rp-durak-target') && "
                        "root.querySelector('.rp-mine .rp-card-button:not(.rp-playable)')")
    before = my_cards(page, w)
    table_before = page.inner_text(f"{w} .rp-durak-table")
    page.locator(f"{w} .rp-mine .rp-card-button:not(.rp-playable)").first.click(force=True, position={"x": 10, "y": 16})  # aria-disabled, still pressable
    wait_ready(page, w)
    alert = page.inner_text(f"{w} .rp-alert")
    assert alert.startswith("Нельзя побить"), alert
    assert my_cards(page, w) == before
    assert page.inner_text(f"{w} .rp-durak-table") == table_before


def test_take_puts_the_table_into_the_defenders_hand(watched: Any, site_url: str) -> None:
    page = watched.page
    w = open_table(page, site_url)
    play_until(page, w, "root.querySelector('.rp-durak-target')")
    hand = len(my_cards(page, w))
    on_table = page.locator(f"{w} .rp-durak-table [data-card]").count()
    button(page, w, "Взять").click()
    wait_ready(page, w)
    assert len(my_cards(page, w)) >= hand + on_table
    assert "берёт карты" in (page.text_content(f"{w} .rp-log") or "")


def test_bito_sends_the_beaten_cards_to_the_discard(watched: Any, site_url: str) -> None:
    page = watched.page
    # Two players: after the attacker's «Бито» nobody else may throw in, so the bout ends at once.
    w = open_table(page, site_url, query="?play-durak-podkidnoy.players=2")
    play_until(page, w, "[...root.querySelectorAll('.rp-durak-actions button')].some(b => b.textContent === 'Бито')")
    discard = int(page.get_attribute(f"{w} [data-discard]", "data-discard"))
    on_table = page.locator(f"{w} .rp-durak-table [data-card]").count()
    assert on_table >= 2
    button(page, w, "Бито").click()
    wait_ready(page, w)
    assert int(page.get_attribute(f"{w} [data-discard]", "data-discard")) == discard + on_table


def _full_game(page: Any, site_url: str, game: str, seed: int) -> None:
    w = open_table(page, site_url, game, f"?play-durak-{game}.seed={seed}")
    for _ in range(400):
        if not step(page, w):
            break
    result = page.inner_text(f"{w} .rp-result")
    assert "дурак" in result or "Ничья" in result, result
    assert page.locator(f"{w} .rp-result button", has_text="Ещё раз").count() == 1
    page.locator(f"{w} .rp-result button", has_text="Ещё раз").click()
    wait_ready(page, w)
    assert page.locator(f"{w} .rp-result").count() == 0
    assert page.locator(f"{w} .rp-mine [data-card]").count() >= 1


def test_whole_game_of_podkidnoy(visit: Any, site_url: str) -> None:
    _full_game(visit.page, site_url, "podkidnoy", 11)


def test_whole_game_of_perevodnoy(watched: Any, site_url: str) -> None:
    _full_game(watched.page, site_url, "perevodnoy", 12)


def _engine_answer(game: str, players: int, seed: int) -> dict[str, Any]:
    request = {"method": "game.new", "params": {"game": game, "players": players, "seed": seed, "seat": 0}}
    answer = json.loads(handle(json.dumps(request)))
    assert answer["ok"]
    return answer["result"]  # type: ignore[no-any-return]


def _seed_where_reader_leads(game: str, players: int) -> int:
    """A seed whose first attack is the reader's, so that the screen shows the deal untouched."""
    return next(s for s in range(1, 200) if _engine_answer(game, players, s)["to_move"] == 0)


def test_four_players_get_six_cards_each(watched: Any, site_url: str) -> None:
    page = watched.page
    w = open_table(page, site_url)
    seed = _seed_where_reader_leads("durak.podkidnoy", 4)
    settings(page, w)
    page.select_option(f"{w} select[aria-label='Число игроков']", "4")
    page.fill(f"{w} input[aria-label='Номер расклада']", str(seed))
    page.get_by_role("button", name="Сыграть этот расклад").click()
    page.wait_for_function(f"document.querySelectorAll('{w} .rp-durak-seat').length === 3", timeout=TIMEOUT)
    page.wait_for_url(re.compile(f"play-durak-podkidnoy.seed={seed}\\b"), timeout=TIMEOUT)
    wait_ready(page, w)
    assert "play-durak-podkidnoy.players=4" in page.url
    counts = page.eval_on_selector_all(f"{w} .rp-durak-seat", "els => els.map(e => Number(e.dataset.count))")
    assert counts == [6, 6, 6]
    assert my_cards(page, w) == _engine_answer("durak.podkidnoy", 4, seed)["view"]["hand"]
    # Teaching mode opens the three other hands.
    settings(page, w)
    page.get_by_label("Учебный режим (все карты открыты)").check()
    page.wait_for_selector(f"{w} .rp-open-cards")
    assert page.locator(f"{w} .rp-open-cards [data-card]").count() == 18


def test_seed_in_the_url_gives_the_same_first_hand(watched: Any, site_url: str) -> None:
    page = watched.page
    seed = _seed_where_reader_leads("durak.podkidnoy", 2)
    expected = _engine_answer("durak.podkidnoy", 2, seed)
    w = open_table(page, site_url, query=f"?play-durak-podkidnoy.seed={seed}&play-durak-podkidnoy.players=2")
    first = my_cards(page, w)
    assert first == expected["view"]["hand"]
    page.goto(page.url)
    wait_ready(page, w)
    assert my_cards(page, w) == first
    settings(page, w)
    assert page.input_value(f"{w} input[aria-label='Номер расклада']") == str(seed)


def test_transfer_button_passes_the_attack_on_and_undo_takes_it_back(watched: Any, site_url: str) -> None:
    page = watched.page
    # The page's own example: Игрок 3 leads 10♥ under the reader, who holds 10♣ (seed 16).
    w = open_table(page, site_url, "perevodnoy")
    assert button(page, w, "Перевести").count() == 1
    before = my_cards(page, w)
    assert "10C" in before
    button(page, w, "Перевести").click()
    wait_ready(page, w)
    assert "Вы переводите десяткой треф" in (page.text_content(f"{w} .rp-log") or "")
    assert "10C" not in my_cards(page, w)
    page.get_by_role("button", name="Отменить ход").click()
    wait_ready(page, w)
    assert my_cards(page, w) == before
    assert button(page, w, "Перевести").count() == 1


def test_several_cards_of_one_rank_are_led_together(watched: Any, site_url: str) -> None:
    page = watched.page
    seed = next(s for s in range(1, 300)
                if (a := _engine_answer("durak.podkidnoy", 2, s))["to_move"] == 0
                and any(m["type"] == "attack" and len(m["cards"]) == 2 for m in a["legal"]))
    pair = next(m["cards"] for m in _engine_answer("durak.podkidnoy", 2, seed)["legal"]
                if m["type"] == "attack" and len(m["cards"]) == 2)
    w = open_table(page, site_url, query=f"?play-durak-podkidnoy.seed={seed}&play-durak-podkidnoy.players=2")
    page.get_by_label("Несколько карт").check()
    for code in pair:
        page.locator(f"{w} .rp-mine .rp-card-button:has([data-card='{code}'])").first.click()
    assert page.locator(f"{w} .rp-mine .rp-selected").count() == 2
    button(page, w, "Ходить").click()
    wait_ready(page, w)
    assert page.inner_text(f"{w} .rp-alert") == ""
    hand = my_cards(page, w)
    assert all(code not in hand for code in pair)
    log = page.text_content(f"{w} .rp-log") or ""
    assert re.search(r"Вы заходите: \S+ \S+\.", log), log


def test_a_table_taken_off_the_page_stops_the_computer(watched: Any, site_url: str) -> None:
    """Instant navigation drops a table while the computer is to move: it must stop asking the engine,
    which the next page's widgets share (a bridge deal played on by itself once kept it busy)."""
    page = watched.page
    page.add_init_script("window.__rpBotDelay = 1500")  # the computer waits 1.5 s before each move
    page.goto(f"{site_url}/durak/podkidnoy/")
    w = widget("podkidnoy")
    wait_ready(page, w)
    page.evaluate("""() => {
      const client = window.__rpClient, call = client.call.bind(client);
      window.__rpBotCalls = 0;
      client.call = (method, ...rest) => { if (method === "game.bot") window.__rpBotCalls++; return call(method, ...rest); };
    }""")
    # With two players, whatever the reader does, the computer moves next.
    assert page.locator(w).evaluate(MOVE_JS)
    page.wait_for_timeout(300)
    page.locator(w).evaluate("table => table.remove()")
    page.wait_for_timeout(3000)
    assert page.evaluate("window.__rpBotCalls") == 0
