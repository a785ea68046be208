"""The Markdown fences that put widgets and generated tables into pages, one module per family.

`FENCES` maps a fence name to the function that renders its body (`key: value` lines) to HTML at
build time; widgets/hooks.py registers them with pymdownx.superfences.
"""

from __future__ import annotations

from typing import Callable

from widgets import durak_problems
from widgets.fences import bridge, canasta, core, durak, games, lessons, memo

FENCES: dict[str, Callable[[str], str]] = {
    "rp-deal": core.deal_fence,
    "rp-play": core.play_fence,
    "rp-bridge-hand": bridge.bridge_hand_fence,
    "rp-score-bridge": bridge.score_bridge_fence,
    "rp-bridge-lesson": lessons.lesson_fence,
    "rp-board-rotation": lessons.rotation_fence,
    "rp-bridge-presets": lambda _source: bridge.bridge_presets_html(),
    "rp-bridge-system": bridge.bridge_system_fence,
    "rp-bridge-auction": bridge.bridge_auction_fence,
    "rp-durak-variants": durak.durak_variants_fence,
    "rp-durak-problems": lambda _source: durak_problems.problems_html(),
    "rp-king-deals": games.king_deals_fence,
    "rp-shtoss-odds": games.shtoss_odds_fence,
    "rp-shtoss": games.shtoss_fence,
    "rp-bezique": games.bezique_fence,
    "rp-bezique-ending": games.bezique_ending_fence,
    "rp-canasta-presets": canasta.presets_fence,
    "rp-canasta-score": canasta.score_fence,
    "rp-canasta-options": canasta.options_fence,
    "rp-memo": memo.memo_fence,
}
