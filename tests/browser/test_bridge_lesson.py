"""Lesson deals and the hand record (<rp-bridge-lesson>) in Chromium: the set the engine generates,
the form and the short text, links (and corrupted ones), four boards to an A4 page in print, phones,
and a board opened at the play table."""

from __future__ import annotations

import json
import math
import re
from typing import Any
from urllib.parse import parse_qs, urlparse

from rules_py.api import handle

PAGE = "/bridge/lessons/"
LESSON = "rp-bridge-lesson#lesson"
TIMEOUT = 180_000
MM = 96 / 25.4  # CSS pixels in a millimetre


def ready(page: Any) -> None:
    page.wait_for_selector(f"{LESSON}[data-rp-state=ready]", timeout=TIMEOUT)


def engine(params: dict[str, Any]) -> dict[str, Any]:
    answer = json.loads(handle(json.dumps({"method": "bridge.generate", "params": params})))
    assert answer["ok"], answer
    result: dict[str, Any] = answer["result"]
    return result


def shown(page: Any) -> list[dict[str, Any]]:
    """Each record on the page: its number and the cards of each seat as drawn."""
    return page.eval_on_selector_all(f"{LESSON} .rp-record", """records => records.map(r => ({
        board: Number(r.dataset.board),
        head: r.querySelector('.rp-record-head').innerText,
        hands: Object.fromEntries([...r.querySelectorAll('[data-seat]')].map(
            s => [s.dataset.seat, [...s.querySelectorAll('[data-card]')].map(c => c.dataset.card)])),
        hcp: Object.fromEntries([...r.querySelectorAll('[data-seat]')].map(
            s => [s.dataset.seat, parseInt(s.querySelector('.rp-hcp').textContent)])),
    }))""")


def settings_in_url(url: str) -> dict[str, str]:
    query = parse_qs(urlparse(url).query)
    return {k.split(".", 1)[1]: v[0] for k, v in query.items() if k.startswith("lesson.")}


def test_the_page_generates_the_engines_boards(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(f"{site_url}{PAGE}")
    ready(page)
    expected = engine({"text": "Ю: 15-17 ровная", "seed": 2024, "count": 8, "first": 1})
    records = shown(page)
    assert [r["board"] for r in records] == list(range(1, 9))
    for record, board in zip(records, expected["boards"]):
        assert record["hands"] == board["hands"]
        assert record["hcp"] == board["hcp"] and 15 <= record["hcp"]["S"] <= 17
        assert sorted(c for cards in record["hands"].values() for c in cards) == sorted(expected["labels"])
        dealer = {"N": "Север", "E": "Восток", "S": "Юг", "W": "Запад"}[board["dealer"]]
        vul = {"none": "никто", "NS": "Север–Юг", "EW": "Восток–Запад", "all": "все"}[board["vulnerability"]]
        assert f"Сдаёт {dealer}" in record["head"] and f"Зона: {vul}" in record["head"]
    assert page.inner_text(f"{LESSON} .rp-status") == expected["summary_ru"]
    assert page.input_value(f"{LESSON} .rp-lesson-text") == "Ю: 15-17 ровная"
    # The set is in the URL and the share link.
    assert settings_in_url(page.url) == {"seed": "2024", "text": "Ю: 15-17 ровная", "count": "8", "first": "1"}
    assert settings_in_url(page.get_attribute(f"{LESSON} a.rp-share", "href")) == settings_in_url(page.url)
    # The PBN file is offered for download, named after the set.
    download = page.locator(f"{LESSON} a[download]")
    assert download.get_attribute("download") == "lesson-2024.pbn"
    with page.expect_download() as event:
        download.click()
    assert open(event.value.path(), encoding="ascii").read() == expected["pbn_file"]


def test_a_theme_the_form_and_a_new_set_then_the_link_reopens_it(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(f"{site_url}{PAGE}")
    ready(page)
    page.select_option(f"{LESSON} select[aria-label='Тема урока']", label="Сильное открытие 2♣: у Юга 22+ очков")
    page.wait_for_function(f"document.querySelector('{LESSON} .rp-lesson-text').value === 'Ю: 22+'")
    # The form follows the text once the engine has read it.
    page.wait_for_function(f"document.querySelector(\"{LESSON} input[aria-label='Очки от (Юг)']\").value === '22'", timeout=TIMEOUT)
    # The form: North gets 5-9 points and at least four hearts; the text follows.
    page.locator(f"{LESSON} summary", has_text="Условия по местам").click()
    page.fill(f"{LESSON} input[aria-label='Очки от (Север)']", "5")
    page.fill(f"{LESSON} input[aria-label='Очки до (Север)']", "9")
    page.fill(f"{LESSON} input[aria-label='Червы от (Север)']", "4")
    page.locator(f"{LESSON} input[aria-label='Червы от (Север)']").dispatch_event("change")
    page.wait_for_function(f"document.querySelector('{LESSON} .rp-lesson-text').value === 'С: 5-9 ♥4+; Ю: 22+'")
    assert "Север: 5–9 очков, червей от 4" in page.inner_text(f"{LESSON} .rp-lesson-odds")
    page.fill(f"{LESSON} input[aria-label='Сколько сдач']", "5")
    page.fill(f"{LESSON} input[aria-label='Номер первой сдачи']", "9")
    page.get_by_role("button", name="Подобрать сдачи").click()
    page.wait_for_function(f"document.querySelectorAll('{LESSON} .rp-record').length === 5")
    ready(page)
    records = shown(page)
    assert [r["board"] for r in records] == [9, 10, 11, 12, 13]
    for r in records:
        assert r["hcp"]["S"] >= 22 and 5 <= r["hcp"]["N"] <= 9
        assert sum(c.endswith("H") for c in r["hands"]["N"]) >= 4
    settings = settings_in_url(page.url)
    assert settings["text"] == "С: 5-9 ♥4+; Ю: 22+" and settings["count"] == "5" and settings["first"] == "9"
    # The link opens the same boards on a fresh page.
    link = page.get_attribute(f"{LESSON} a.rp-share", "href")
    page.goto("about:blank")
    page.goto(link)
    ready(page)
    assert shown(page) == records
    assert page.input_value(f"{LESSON} .rp-lesson-text") == "С: 5-9 ♥4+; Ю: 22+"


def test_impossible_and_rare_constraints_are_explained_and_the_set_stays(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(f"{site_url}{PAGE}")
    ready(page)
    before = shown(page)
    page.fill(f"{LESSON} .rp-lesson-text", "С: ♠5+; Ю: ♠5+; В: ♠4+")
    page.get_by_role("button", name="Подобрать сдачи").click()
    page.wait_for_function(f"document.querySelector('{LESSON} .rp-alert').textContent.includes('Таких сдач нет')")
    ready(page)
    assert "не меньше 14 пик" in page.inner_text(f"{LESSON} .rp-alert")
    assert shown(page) == before
    page.fill(f"{LESSON} .rp-lesson-text", "С: 30+")
    page.get_by_role("button", name="Подобрать сдачи").click()
    page.wait_for_function(f"document.querySelector('{LESSON} .rp-alert').textContent.includes('слишком редки')")
    assert "раз на" in page.inner_text(f"{LESSON} .rp-alert")
    assert shown(page) == before
    # A typo in the text is named.
    page.fill(f"{LESSON} .rp-lesson-text", "Ю: 15-17 ровна")
    page.get_by_role("button", name="Применить").click()
    page.wait_for_function(f"document.querySelector('{LESSON} .rp-alert').textContent.includes('Не понимаю «ровна»')")


def test_a_corrupted_link_is_explained_and_the_default_set_shown(watched: Any, site_url: str) -> None:
    page = watched.page
    default = engine({"text": "Ю: 15-17 ровная", "seed": 2024, "count": 8})["boards"]
    for query, words in [
        ("?lesson.seed=12x&lesson.count=4", "номер набора «12x» — не целое число"),
        ("?lesson.count=99", "число сдач «99» — не число от 1 до 36"),
        ("?lesson.dealer=Q", "сдающий «Q»"),
        ("?lesson.seed=5&lesson.text=%D0%AE%3A%2099", "Ссылка на набор не открылась: «99»"),
        ("?lesson.seed=5&lesson.text=%D0%AE%3A%20%E2%99%A05%2B%3B%20%D0%A1%3A%20%E2%99%A09%2B", "Таких сдач нет"),
    ]:
        page.goto(f"{site_url}{PAGE}{query}")
        ready(page)
        alert = page.inner_text(f"{LESSON} .rp-alert")
        assert words in alert and "Показан набор по умолчанию" in alert, (query, alert)
        assert [r["hands"] for r in shown(page)] == [b["hands"] for b in default]


def pdf_pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page[^s]", pdf))


def test_the_record_prints_four_boards_to_an_a4_page_and_never_cuts_one(watched: Any, site_url: str) -> None:
    page = watched.page
    for count in (8, 9, 16):
        page.goto(f"{site_url}{PAGE}?lesson.seed=31&lesson.count={count}&lesson.text=-")
        ready(page)
        assert len(shown(page)) == count
        # «Печать протокола» marks the document and opens the print dialog (replaced here).
        page.evaluate("window.print = () => { window.__printed = true; }")
        page.get_by_role("button", name="Печать протокола").click()
        assert page.evaluate("window.__printed === true")
        assert page.evaluate("document.documentElement.classList.contains('rp-print-record')")
        # Tables not all solved yet are said to print empty (DDS may have solved them all already).
        if page.get_attribute(LESSON, "data-dd-state") != "done":
            assert "в протоколе" in page.inner_text(f"{LESSON} .rp-status")
        pdf = page.pdf(format="A4")
        assert pdf_pages(pdf) == math.ceil(count / 4), count
        # The print layout at A4's printable width (210 mm less 2 x 10 mm): every sheet fits in the
        # 277 mm between the margins, holds at most four records, and each record lies inside it.
        page.set_viewport_size({"width": round(190 * MM), "height": 1000})
        page.emulate_media(media="print")
        sheets = page.eval_on_selector_all(f"{LESSON} .rp-record-sheet", """sheets => sheets.map(s => {
            const box = s.getBoundingClientRect(), style = getComputedStyle(s);
            return {top: box.top, bottom: box.bottom, left: box.left, right: box.right,
                    breakAfter: style.breakAfter, breakInside: style.breakInside,
                    records: [...s.querySelectorAll('.rp-record')].map(r => {
                        const b = r.getBoundingClientRect();
                        return {top: b.top, bottom: b.bottom, left: b.left, right: b.right,
                                inside: getComputedStyle(r).breakInside, scroll: r.scrollHeight - r.clientHeight};
                    })};
        })""")
        assert len(sheets) == math.ceil(count / 4)
        for sheet in sheets:
            assert sheet["breakAfter"] == "page" and sheet["breakInside"] == "avoid"
            assert sheet["bottom"] - sheet["top"] <= 277 * MM
            assert 1 <= len(sheet["records"]) <= 4
            for r in sheet["records"]:
                assert sheet["top"] <= r["top"] and r["bottom"] <= sheet["bottom"] + 0.5
                assert sheet["left"] <= r["left"] and r["right"] <= sheet["right"] + 0.5
                assert r["inside"] == "avoid" and r["scroll"] <= 1  # nothing of the diagram cut off
        # No control is printed.
        visible = page.eval_on_selector_all(f"{LESSON} button, {LESSON} input, {LESSON} select, {LESSON} a",
                                            "els => els.filter(e => e.getClientRects().length).length")
        assert visible == 0
        page.emulate_media(media="null")
        page.set_viewport_size({"width": 1280, "height": 900})
        page.evaluate("document.documentElement.classList.remove('rp-print-record')")


def test_printing_the_whole_page_puts_the_record_on_pages_of_its_own(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(f"{site_url}{PAGE}?lesson.seed=31&lesson.count=8&lesson.text=-")
    ready(page)
    whole = pdf_pages(page.pdf(format="A4"))
    page.evaluate("document.documentElement.classList.add('rp-print-record')")
    assert pdf_pages(page.pdf(format="A4")) == 2 < whole


def test_a_phone_sees_the_form_and_the_records_without_sideways_scrolling(browser: Any, site_url: str) -> None:
    context = browser.new_context(viewport={"width": 375, "height": 800})
    page = context.new_page()
    page.goto(f"{site_url}{PAGE}")
    ready(page)
    page.locator(f"{LESSON} summary", has_text="Условия по местам").click()
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    widths = page.eval_on_selector_all(f"{LESSON} .rp-record", "rs => rs.map(r => r.getBoundingClientRect().right)")
    assert widths and max(widths) <= 375
    context.close()


def test_a_board_opens_at_the_play_table_with_its_dealer_and_vulnerability(watched: Any, site_url: str) -> None:
    page = watched.page
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(f"{site_url}{PAGE}?lesson.seed=8&lesson.count=4&lesson.text=-")
    ready(page)
    board = engine({"seed": 8, "count": 4})["boards"][1]  # board 2: East deals, North-South vulnerable
    assert (board["dealer"], board["vulnerability"]) == ("E", "NS")
    page.locator(f"{LESSON} .rp-record[data-board='2'] a", has_text="Сыграть с компьютером").click()
    page.wait_for_url(re.compile(r"/bridge/\?"))
    table = "rp-play#play-bridge"
    page.wait_for_function(
        f"(() => {{ const t = document.querySelector('{table}'); return t && t.answer && "
        f"t.answer.state.deal.S.join() === {json.dumps(','.join(board['hands']['S']))}; }})()", timeout=TIMEOUT)
    page.wait_for_selector(f"{table}[data-rp-state=ready]", timeout=TIMEOUT)
    state = page.eval_on_selector(table, "el => el.answer.state")
    assert state["deal"] == board["hands"]
    assert state["dealer"] == "E" and state["vulnerable"] == {"NS": True, "EW": False}
    assert "Сдаёт Восток" in page.inner_text(f"{table} .rp-bridge-info")
    south = page.eval_on_selector_all(f"{table} [data-compass=S] [data-card]", "cs => cs.map(c => c.dataset.card)")
    assert south == board["hands"]["S"]
    assert "сдаёт Восток, зона: Север–Юг" in page.inner_text("rp-bridge-pbn[for=play-bridge] .rp-status")


# Inside every record of the page: a suit line that wraps, or a part that runs into another part or
# out of the record (or is cut off by it), is reported as «board n: what».
RECORD_FAULTS = """() => {
  const faults = [];
  const overlap = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const extent = (e) => {  // what is drawn, not the block around it
    if (e.tagName === 'TABLE' || e.classList.contains('rp-board-mark')) return e.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(e);
    return range.getBoundingClientRect();
  };
  for (const record of document.querySelectorAll('rp-bridge-lesson .rp-record')) {
    const n = record.dataset.board, box = record.getBoundingClientRect();
    if (record.scrollHeight - record.clientHeight > 1 || record.scrollWidth - record.clientWidth > 1) faults.push(`${n}: cut off`);
    const parts = [];
    for (const area of record.querySelectorAll('.rp-record-grid > *')) {
      for (const e of area.querySelectorAll('.rp-suitline, .rp-seat, table, .rp-board-mark, .rp-record-head > *, .rp-par')) {
        const b = extent(e);
        if (b.width < 1) continue;
        if (e.classList.contains('rp-suitline')) {
          const tallest = Math.max(...[...e.children].map((c) => c.getBoundingClientRect().height));
          if (b.height > 1.5 * tallest) faults.push(`${n}: a suit line wraps (${e.textContent})`);
          const boxes = [...e.children].map((c) => c.getBoundingClientRect());
          if (boxes.some((c, i) => i && c.left < boxes[i - 1].right - 0.5)) faults.push(`${n}: a suit line is squeezed (${e.textContent})`);
        }
        if (b.left < box.left - 0.5 || b.right > box.right + 0.5) faults.push(`${n}: ${e.className || e.tagName} sticks out`);
        parts.push([area, e, b]);
      }
    }
    for (const [i, [area, e, b]] of parts.entries()) {
      for (const [other, f, c] of parts.slice(i + 1)) {
        if (area !== other && overlap(b, c)) faults.push(`${n}: ${e.className || e.tagName} runs into ${f.className || f.tagName}`);
      }
    }
  }
  return faults;
}"""


def test_no_part_of_a_record_runs_into_another_on_screen_or_paper(browser: Any, site_url: str) -> None:
    """36 random boards (long suits among them) at 1280 px, at 375 px and in the A4 print layout: one
    page, resized (the records are laid out by CSS alone, so a resize lays them out as a load would)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(f"{site_url}{PAGE}?lesson.seed=2&lesson.count=36&lesson.text=-")
    ready(page)
    assert len(shown(page)) == 36
    # The par line under a diagram is as long as the solver makes it (here without the solver).
    page.eval_on_selector_all(f"{LESSON} .rp-par", "ps => ps.forEach(p => p.textContent = "
                              "'Пар: 7♥ Востока, ровно; 7♥ Запада, ровно (Восток–Запад +1510).')")
    for mode, width in (("screen", 1280), ("screen", 375), ("print", round(190 * MM))):
        page.set_viewport_size({"width": width, "height": 900})
        if mode == "print":
            page.evaluate("document.documentElement.classList.add('rp-print-record')")
            page.emulate_media(media="print")
        assert page.evaluate(RECORD_FAULTS) == [], (mode, width)
    context.close()
