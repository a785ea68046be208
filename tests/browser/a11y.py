"""Helpers of the accessibility and print tests: the site's pages, Material's instant navigation and
colour schemes, axe-core, waiting for widgets, and a few legal moves at every widget of a page."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
AXE_JS = (ROOT / "node_modules" / "axe-core" / "axe.min.js").read_text(encoding="utf-8")
TIMEOUT = 120_000
WIDGETS = "rp-deal, rp-play, rp-bezique, rp-bridge-hand, rp-score-bridge, rp-canasta-score"
SETTLED = (
    "() => [...document.querySelectorAll('[data-rp-state]')]"
    ".every(e => e.dataset.rpState === 'ready' || e.dataset.rpState === 'error')"
)


def every_page(site: Path) -> list[str]:
    """Every page of the built site as a path from its root ("/", "/bridge/", ...), the 404 page last."""
    pages = sorted(
        "/" + p.parent.relative_to(site).as_posix().strip(".") + "/"
        for p in site.rglob("index.html")
        if not {"assets", "pyodide"} & set(p.relative_to(site).parts)
    )
    return [p.replace("//", "/") for p in pages] + ["/404.html"]


def pages_with_widgets(site: Path) -> set[str]:
    found = set()
    for path in every_page(site):
        file = site / path.strip("/") / "index.html" if path.endswith("/") else site / path.strip("/")
        if re.search(r"<rp-(?:deal|play|bezique|bridge-hand|score-bridge|canasta-score)\b",
                     file.read_text(encoding="utf-8")):
            found.add(path)
    return found


def go(page: Any, site_url: str, path: str) -> None:
    """Open a page the way a reader moves through the site: Material's instant navigation (the page
    and its rules engine stay); a page outside the sitemap (404) is loaded normally."""
    url = site_url + path
    if path == "/404.html" or not page.url.startswith(site_url):
        page.goto(url)
        return
    page.evaluate(
        "url => { const a = document.createElement('a'); a.href = url; document.body.append(a); a.click(); a.remove(); }",
        url,
    )
    page.wait_for_function("p => location.pathname === p", arg=path, timeout=TIMEOUT)
    page.wait_for_selector("[data-md-component=content]", timeout=TIMEOUT)


def wait_widgets(page: Any) -> None:
    page.wait_for_function(SETTLED, timeout=TIMEOUT)


#: Every widget drawn: none still loading its engine (a table may go on computing, "busy").
DRAWN = "() => [...document.querySelectorAll('[data-rp-state]')].every(e => e.dataset.rpState !== 'loading')"


def wait_drawn(page: Any) -> None:
    """Wait until every widget of the page has drawn itself (what layout checks need), not until every
    computation it started has ended."""
    try:
        page.wait_for_function(DRAWN, timeout=TIMEOUT)
    except Exception as error:  # say which widget of which page never drew itself
        stuck = page.evaluate("() => [...document.querySelectorAll('[data-rp-state=loading]')].map(e => e.localName + '#' + e.id)")
        raise AssertionError(f"{page.url}: still loading after {TIMEOUT // 1000} s: {stuck}") from error


def set_scheme(page: Any, scheme: str) -> None:
    """Switch Material's palette with its own toggle (it also remembers the choice)."""
    if page.evaluate("() => document.body.dataset.mdColorScheme") == scheme:
        return
    page.locator("form[data-md-component=palette] label:visible").first.click()
    page.wait_for_function("s => document.body.dataset.mdColorScheme === s", arg=scheme)


#: The axe-core rules (of those a full run checks) whose verdict depends on the colours: all a second
#: colour scheme can change (Material's palette sets colour variables only), so in it these are enough,
#: at about half the time of a full run. (Naming a rule here runs it even where axe has it off by
#: default, as the AAA «color-contrast-enhanced».)
COLOUR_RULES = ("color-contrast", "link-in-text-block")


def axe_serious(page: Any, only: tuple[str, ...] = ()) -> list[dict[str, str]]:
    """The serious and critical axe-core violations of the page as it is now, one entry per node
    (of the rules `only`, if given)."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(content=AXE_JS)
    nodes: list[dict[str, str]] = page.evaluate(
        """async (only) => {
          // A fade under way (Material's header title as the page scrolls) is measured where it ends.
          for (const animation of document.getAnimations()) { try { animation.finish(); } catch (e) { /* infinite */ } }
          // target-size (WCAG 2.5.8, AA) is off in axe by default; Lighthouse's accessibility score runs it.
          const options = { resultTypes: ["violations"], rules: { "target-size": { enabled: true } } };
          if (only.length) options.runOnly = { type: "rule", values: only };
          const result = await axe.run(document, options);
          return result.violations.filter(v => v.impact === "serious" || v.impact === "critical")
            .flatMap(v => v.nodes.map(n => ({ rule: v.id, target: n.target.join(" "),
                                              summary: (n.failureSummary || "").slice(0, 300) })));
        }""",
        list(only),
    )
    return nodes


# A legal move at each widget, as a reader would make it: a highlighted card, else the first action or
# call the engine allows (never «Ещё раз»); the viewers deal again; the calculators take an entry.
MOVE_JS = """
(root) => {
  const ok = (b) => b && b.getAttribute("aria-disabled") !== "true" && !b.disabled && b.offsetParent !== null;
  const pick = (selector) => [...root.querySelectorAll(selector)].find(ok);
  const tag = root.tagName.toLowerCase();
  let target = null;
  if (tag === "rp-play") {
    target = pick(".rp-board .rp-playable") || pick(".rp-board .rp-actions .rp-primary:not([data-focus-key='act:again'])")
      || pick(".rp-board .rp-call-grid .rp-call-button") || pick(".rp-board .rp-actions .rp-button:not([data-focus-key='act:again'])");
  } else if (tag === "rp-canasta-score") {
    target = pick(".rp-canasta-palette .rp-card-button");
  } else if (tag === "rp-score-bridge") {
    target = pick(".rp-sheet-tools .rp-primary");
  } else {
    target = [...root.querySelectorAll(".rp-toolbar .rp-primary")].find(ok);
  }
  if (!target) return false;
  target.click();
  return true;
}
"""


def make_moves(page: Any, moves: int = 3) -> None:
    """A few legal moves at every widget of the page, waiting for each to settle."""
    for _ in range(moves):
        for widget in page.locator(WIDGETS).all():
            widget.evaluate(MOVE_JS)
            page.wait_for_function(SETTLED, timeout=TIMEOUT)


def settings(page: Any, table: str) -> None:
    """Open a game table's settings panel (its «Настройки» button), where the rules, the deal number,
    the pace, teaching mode and the position link are; nothing happens if it is open already."""
    toggle = page.locator(table).get_by_role("button", name="Настройки")
    if toggle.get_attribute("aria-expanded") != "true":
        toggle.click()


def moves(page: Any, table: str, count: int, until_over: bool = False) -> None:
    """Up to `count` legal moves at a game table (MOVE_JS), waiting for it after each; with `until_over`,
    stops once the game's result is shown."""
    for _ in range(count):
        if until_over and page.locator(f"{table} .rp-result").count():
            return
        page.eval_on_selector(table, MOVE_JS)
        page.wait_for_timeout(20)
        page.wait_for_selector(f"{table}[data-rp-state=ready]", timeout=TIMEOUT)
