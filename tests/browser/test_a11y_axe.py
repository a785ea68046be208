"""axe-core (npm, pinned) over every page of the built site, in the light and the dark scheme, with every
widget ready (in the dark scheme the colour rules only: nothing else changes with it); then again on every
page with widgets after a deal and a few moves. The goal of issue 10: 0 serious and 0 critical nodes.
One browser page walks the whole site through Material's instant navigation (the rules engine starts
once); the test prints the nodes per rule and the time it took."""

from __future__ import annotations

import time
from collections import Counter
from pathlib import Path
from typing import Any

from tests.browser.a11y import COLOUR_RULES, axe_serious, every_page, go, make_moves, pages_with_widgets, set_scheme, wait_drawn, wait_widgets


def test_axe_every_page_both_schemes_then_after_moves(browser: Any, site_url: str, built_site: Path) -> None:
    started = time.monotonic()
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script("window.__rpBotDelay = 0")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(site_url + "/")
    page.wait_for_load_state("networkidle")
    found: Counter[str] = Counter()
    examples: dict[str, str] = {}
    every: list[str] = []
    pages = every_page(built_site)
    widget_pages = pages_with_widgets(built_site)
    checked = 0

    def check(path: str, when: str) -> None:
        nonlocal checked
        for scheme in ("default", "slate"):
            set_scheme(page, scheme)
            for node in axe_serious(page, () if scheme == "default" else COLOUR_RULES):
                key = f"{node['rule']} ({scheme})"
                found[key] += 1
                examples.setdefault(key, f"{path} [{when}]: {node['target']} — {node['summary']}")
                every.append(f"{scheme} {path} [{when}]: {node['target']} — {node['summary']}")
            checked += 1
        set_scheme(page, "default")

    for path in pages:
        go(page, site_url, path)
        wait_widgets(page)
        check(path, "ready")
        if path in widget_pages:
            make_moves(page)
            wait_widgets(page)
            check(path, "after moves")
    # A phone (Lighthouse's mobile viewport): every target at least 24 px or far enough from the others.
    page.set_viewport_size({"width": 412, "height": 823})
    # Layout is what matters here: wait until the widgets are drawn, not until a computer's move or a
    # solver that the desktop pass left running has ended.
    for path in pages:
        go(page, site_url, path)
        wait_drawn(page)
        for node in axe_serious(page, ("target-size",)):
            key = "target-size (phone)"
            found[key] += 1
            examples.setdefault(key, f"{path}: {node['target']} — {node['summary']}")
            every.append(f"phone {path}: {node['target']} — {node['summary']}")
        checked += 1
    context.close()
    took = time.monotonic() - started
    print(f"\naxe: {checked} runs over {len(pages)} pages ({len(widget_pages)} with widgets, also after moves) "
          f"in {took:.0f} s; serious/critical nodes: {dict(found) or 0}")
    assert not errors, errors
    assert not found, "\n".join([f"{key}: {count} nodes, e.g. {examples[key]}" for key, count in found.items()] + every[:60])
