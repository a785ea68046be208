"""What lands on which sheet of paper, read from the PDF that Chromium prints (pypdf): a game table
after a few moves is printed on one page (its seats, the table and the reader's hand), and no page
of a printed article holds nothing but a heading."""

from __future__ import annotations

import io
from typing import Any

from pypdf import PdfReader

from tests.browser.test_durak_play import step

TIMEOUT = 120_000
SETTLED = "() => [...document.querySelectorAll('[data-rp-state]')].every(e => e.dataset.rpState === 'ready')"


def printed_pages(page: Any) -> list[str]:
    return [p.extract_text() for p in PdfReader(io.BytesIO(page.pdf(format="A4"))).pages]


def test_a_durak_table_after_a_few_moves_prints_on_one_page(watched: Any, site_url: str) -> None:
    page = watched.page
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(f"{site_url}/durak/podkidnoy/?play-durak-podkidnoy.players=3&play-durak-podkidnoy.seed=11")
    table = "rp-play#play-durak-podkidnoy"
    page.wait_for_selector(f"{table}[data-rp-state=ready]", timeout=TIMEOUT)
    for _ in range(4):
        step(page, table)
    # What the table shows of itself (its seats, the reader's hand and the move just made), as text.
    marks = page.evaluate(f"""() => {{
      const t = document.querySelector('{table}');
      return [...t.querySelectorAll('.rp-board .rp-seat-name')].map(s => s.textContent.trim()).filter(Boolean);
    }}""")
    assert "Вы (Игрок 1)" in marks and len(set(marks)) >= 3, marks
    pages = printed_pages(page)
    holding = [i for i, text in enumerate(pages) if any(m in text for m in marks) and "прикуп" in text.lower()]
    assert holding, "the table is not in the printed pages"
    first = holding[0]
    assert all(m in pages[first] for m in marks), (marks, pages[first][-600:], pages[first + 1][:600])


def test_no_printed_page_holds_only_a_heading(watched: Any, site_url: str) -> None:
    page = watched.page
    for path in ("/bridge/lessons/", "/durak/podkidnoy/", "/bridge/"):
        page.goto(site_url + path)
        page.wait_for_function(SETTLED, timeout=TIMEOUT)
        headings = set(page.eval_on_selector_all("article h1, article h2, article h3",
                                                 "hs => hs.map(h => h.textContent.replace('¶', '').trim())"))
        for number, text in enumerate(printed_pages(page)):
            lines = {line.strip() for line in text.splitlines() if line.strip()}
            assert not (lines and lines <= headings), f"{path}: page {number + 1} holds only {lines}"
