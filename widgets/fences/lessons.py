"""Build-time part of the lesson-deals page: the <rp-bridge-lesson> element with a static example.

Without JavaScript the reader (and search) still sees a real set of boards from the same generator,
with their numbers, dealers and vulnerability; the makeable contracts need the solver in the browser.
"""

from __future__ import annotations

import html
import json

from rules_py.bridge.boards import VULNERABILITY_RU, board_dealer, board_vulnerability
from rules_py.bridge.constraints import LESSON_THEMES
from rules_py.bridge.seats import SEAT_RU
from widgets.fences.bridge import bridge_hand_static_html
from widgets.fences.basics import parse_options
from widgets.fences.core import call


def lesson_fence(source: str) -> str:
    """`rp-bridge-lesson` fence: keys id, seed, count, first, text (constraints), table (the play page)."""
    options = parse_options(source)
    params: dict[str, object] = {
        "text": options.get("text", ""),
        "seed": int(options.get("seed", "1")),
        "count": int(options.get("count", "8")),
        "first": int(options.get("first", "1")),
    }
    result = call("bridge.generate", params, "rp-bridge-lesson fence")
    boards = []
    for board in result["boards"]:
        head = (f'<p class="rp-record-head"><strong>Сдача {board["board"]}</strong> · сдаёт '
                f'{SEAT_RU[board["dealer"]]} · зона: {VULNERABILITY_RU[board["vulnerability"]]}</p>')
        boards.append(f'<section class="rp-record">{head}'
                      f'{bridge_hand_static_html({**board, "labels": result["labels"]})}</section>')
    attrs = {
        "id": options.get("id", "lesson"),
        "seed": str(params["seed"]),
        "count": str(params["count"]),
        "first": str(params["first"]),
        "text": str(result["text"]),
        "table": options.get("table", "../"),
        "play-id": options.get("play", "play-bridge"),
        "teach-id": options.get("teach", "play-bridge-all"),
        "themes": json.dumps(LESSON_THEMES, ensure_ascii=False),
        "data-rp-state": "loading",
    }
    attr_text = " ".join(f'{k}="{html.escape(v)}"' for k, v in attrs.items())
    static = (f'<div class="rp-static"><p>Набор № {params["seed"]}: {html.escape(str(result["description_ru"]))}. '
              "Таблица выполнимых контрактов считается в браузере.</p>"
              f'<div class="rp-records">{"".join(boards)}</div></div>')
    return f'<div class="rp-host"><rp-bridge-lesson {attr_text}>{static}</rp-bridge-lesson></div>'


def rotation_fence(_source: str) -> str:
    """`rp-board-rotation` fence: dealer and vulnerability of boards 1–16, from rules_py.bridge.boards."""
    rows = "".join(
        f"<tr><td>{n}</td><td>{SEAT_RU[board_dealer(n)]}</td><td>{VULNERABILITY_RU[board_vulnerability(n)]}</td>"
        f"<td>{n + 16}, {n + 32}</td></tr>"
        for n in range(1, 17)
    )
    return ('<div class="rp-rotation"><table><thead><tr><th>Сдача</th><th>Сдаёт</th><th>Зона</th>'
            f"<th>Так же сдаются</th></tr></thead><tbody>{rows}</tbody></table></div>")
