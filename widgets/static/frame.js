// The one frame every widget is drawn in: a toolbar, a status line, an alert, a polite announcer,
// the board and (for games) the move log. A family renderer draws only the board's content; the
// frame keeps the reader's focus and speaks for the table.
//
// Conventions for anyone who draws into a frame (renderers in ./play/, widgets):
//
// 1. Focus survives a redraw. Every control drawn on the board carries a stable `data-focus-key`
//    (the helpers in ./play/common.js set it: «card:QS:0», «call:1NT», «act:Бито»). Controls that
//    belong together sit in a container with `data-focus-group` («hand», «calls», «actions»). After
//    `frame.draw(...)` the frame puts focus back on the control with the same key; if that control
//    is gone (the card was played) it goes to the control at the same place in the same group, then
//    to the board's `[data-focus-default]`, then to the board itself — never to <body>.
// 2. A hand (or any long row of like controls) is one tab stop: `roving(container)` from common.js
//    gives arrows (left/right along the row, up/down to the row above/below as laid out on screen),
//    Home/End; Enter and Space are the buttons' own.
// 3. Legality is exposed, not only coloured: a card or call the engine does not list as legal now
//    gets `aria-disabled="true"` — never the `disabled` attribute, so that it stays focusable and a
//    click still goes to the engine, which explains the refusal in the alert.
// 4. Accessible names contain the visible text: a card button shows «Д♠» and is named
//    «Д♠ — дама пик»; a call shows «1♣» and is named «1♣ — 1 трефа».
// 5. Other players' moves are spoken in full Russian sentences through `frame.say(text)` (a polite
//    live region, silent until the reader first reaches the widget); refusals go to `frame.alert`
//    (role=alert); the status line is visible text only.
// 6. The toolbar takes a new control in one line: `frame.toolbar.button("Подсказка", () => …)`.
// 7. Testing contract: the host carries data-rp-state (loading | ready | busy | error), every card
//    data-card, every control is a real <button>/<select>/<input> with a Russian label.
import { el, setState } from "./cards.js";
import { animate, dealt, finishAll, snapshot } from "./motion.js";

let menus = 0; // ids of settings panels on the page

// Icons of the table's row (24 × 24 paths, drawn in the button's text colour); the button's name is
// its text, which a narrow screen hides visually (.rp-icon-text).
const MENU_ICON = "M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z";
const FULLSCREEN_ICON = "M4 4h6v2H6v4H4zm10 0h6v6h-2V6h-4zM4 14h2v4h4v2H4zm14 0h2v6h-6v-2h4z";
function icon(path) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", "rp-icon");
  const shape = document.createElementNS("http://www.w3.org/2000/svg", "path");
  shape.setAttribute("d", path);
  shape.setAttribute("fill", "currentColor");
  svg.append(shape);
  return svg;
}
const SAY_KEEP = 20; // sentences kept in the announcer (older ones are dropped; only additions are read)

// Controls that can take focus; aria-disabled ones can (they explain themselves when pressed).
const FOCUSABLE = "button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), a[href], [tabindex]";

// Drawn and able to take focus: a control inside a closed <details> (whose content Chromium hides with
// content-visibility, keeping its boxes) has client rects but cannot be focused; checkVisibility knows.
function visible(node) {
  if (!node || !node.isConnected || node.getClientRects().length === 0) return false;
  return typeof node.checkVisibility !== "function" || node.checkVisibility({ visibilityProperty: true });
}

// The place of a focused control: its key, its group and its index among the group's keyed controls.
function placeOf(node, board) {
  const keyed = node.closest("[data-focus-key]");
  const groupNode = node.closest("[data-focus-group]");
  const group = groupNode && board.contains(groupNode) ? groupNode.dataset.focusGroup : null;
  const items = groupNode ? [...groupNode.querySelectorAll("[data-focus-key]")] : [];
  return { key: keyed ? keyed.dataset.focusKey : null, group, index: keyed ? items.indexOf(keyed) : -1 };
}

// Replace a container's content keeping the reader's focus (convention 1 above); `fallback` is the
// place to restore when focus had already fallen out of a removed control. Returns nothing.
export function redraw(container, nodes, fallback = null) {
  const active = document.activeElement;
  let place = null;
  if (active && active !== container && container.contains(active)) place = placeOf(active, container);
  else if (active === container) place = { key: null, group: null, index: -1 };
  else if ((!active || active === document.body) && fallback) place = fallback;
  container.replaceChildren(...nodes.flat().filter((n) => n !== null && n !== undefined));
  if (place) {
    const target = findTarget(container, place);
    if (target && document.activeElement !== target) {
      target.focus({ preventScroll: true });
      // The same control in its place needs no scrolling (the reader may have scrolled away on purpose);
      // a control that took over the focus (the end of a game's «Ещё раз») is brought into view.
      if (target.dataset.focusKey !== place.key && outOfView(target)) target.scrollIntoView({ block: "nearest" });
    }
  }
}

function outOfView(node) {
  const rect = node.getBoundingClientRect();
  return rect.top < 0 || rect.bottom > (window.innerHeight || document.documentElement.clientHeight);
}

function findTarget(container, { key, group, index }) {
  if (key) {
    const same = container.querySelector(`[data-focus-key="${CSS.escape(key)}"]`);
    if (visible(same)) return same;
  }
  if (group) {
    const groupNode = container.querySelector(`[data-focus-group="${CSS.escape(group)}"]`);
    if (groupNode) {
      const items = [...groupNode.querySelectorAll("[data-focus-key]")].filter(visible);
      if (items.length) return items[Math.min(Math.max(index, 0), items.length - 1)];
    }
  }
  const preferred = container.querySelector("[data-focus-default]");
  if (visible(preferred)) return preferred;
  // A hand's tab stop, else any control, else the container itself (if it can take focus).
  const stop = [...container.querySelectorAll("[data-focus-group] [tabindex='0']")].find(visible);
  if (stop) return stop;
  const any = [...container.querySelectorAll(FOCUSABLE)].find((n) => visible(n) && n.tabIndex >= 0);
  return any || (container.hasAttribute("tabindex") ? container : null);
}

export class Toolbar {
  constructor(label, { className = "" } = {}) {
    this.node = el("div", { class: `rp-toolbar${className ? ` ${className}` : ""}`, role: "group", "aria-label": label });
    this.menu = null; // a game table's settings (see settingsMenu)
  }

  // A «Настройки» button in this toolbar that shows and hides a panel of settings under it (a
  // disclosure: aria-expanded, Escape closes it and gives the focus back); returns that panel's
  // Toolbar, where settings are added like anywhere else.
  settingsMenu(label = "Настройки") {
    const panel = new Toolbar(label, { className: "rp-menu" });
    panel.node.id = `rp-menu-${++menus}`;
    panel.node.hidden = true;
    const toggle = this.button("", () => setOpen(panel.node.hidden), { key: "menu", title: "Настройки: правила, расклад, темп, учебный режим, ссылка" });
    toggle.classList.add("rp-menu-toggle", "rp-icon-button");
    toggle.append(icon(MENU_ICON), el("span", { class: "rp-icon-text", text: "Настройки" }));
    toggle.setAttribute("aria-expanded", "false");
    toggle.setAttribute("aria-controls", panel.node.id);
    const setOpen = (open) => {
      panel.node.hidden = !open;
      toggle.setAttribute("aria-expanded", String(open));
    };
    panel.node.addEventListener("keydown", (event) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      setOpen(false);
      toggle.focus();
    });
    panel.close = () => setOpen(false);
    this.menu = panel;
    return panel;
  }

  // Add any control (or a label wrapping one); returns it. `before` puts it ahead of another control.
  add(control, { before = null } = {}) {
    if (before && before.parentNode === this.node) this.node.insertBefore(control, before);
    else this.node.append(control);
    return control;
  }

  button(text, onclick, { primary = false, key = null, title = null } = {}) {
    return this.add(el("button", {
      type: "button", class: `rp-button${primary ? " rp-primary" : ""}`, text, title, onclick,
      "data-focus-key": `tool:${key || text}`,
    }));
  }

  // A <select> with a visible label; `options` are [value, text] pairs. Returns the select.
  select(label, options, value, onchange, { key = null } = {}) {
    const select = el("select", { "aria-label": label, "data-focus-key": `tool:${key || label}` },
      options.map(([v, text]) => el("option", { value: v, text, selected: String(v) === String(value) })));
    select.addEventListener("change", onchange);
    this.add(el("label", {}, `${label} `, select));
    return select;
  }

  // A whole-number field with a visible label; Enter calls onEnter. Returns the input.
  number(label, value, { min = 0, step = 1, onEnter = null, key = null } = {}) {
    const input = el("input", { type: "number", min, step, value, "aria-label": label, "data-focus-key": `tool:${key || label}` });
    if (onEnter) input.addEventListener("keydown", (e) => { if (e.key === "Enter") onEnter(); });
    this.add(el("label", {}, `${label} `, input));
    return input;
  }

  checkbox(label, onchange, { checked = false, key = null } = {}) {
    const box = el("input", { type: "checkbox", checked, onchange, "data-focus-key": `tool:${key || label}` });
    this.add(el("label", {}, box, ` ${label}`));
    return box;
  }
}

export class Frame {
  // `host` is the widget element; `board` names the board region for assistive technology.
  constructor(host, { toolbar = "Управление", board = "Игровой стол", log = false } = {}) {
    this.host = host;
    host.frame = this;
    this.toolbar = new Toolbar(toolbar);
    this.status = el("div", { class: "rp-status", text: "Загружаю движок правил…" });
    this.alert = el("div", { class: "rp-alert", role: "alert" });
    this.announcer = el("div", { class: "rp-announcer rp-sr-only", role: "log", "aria-live": "polite", "aria-label": "Ходы за столом" });
    this.board = el("div", {
      class: "rp-board", role: "group", "aria-label": board, tabindex: "-1",
      id: host.id ? `${host.id}-board` : null,
    });
    this.logList = log ? el("ol", { class: "rp-log" }) : null;
    this.logBox = log ? el("details", { class: "rp-log-box" }, el("summary", { text: "Ход игры" }), this.logList) : null;
    // Opened, the log shows its newest moves first in view (it scrolls to its end).
    if (this.logBox) this.logBox.addEventListener("toggle", () => { if (this.logBox.open) this.logList.scrollTop = this.logList.scrollHeight; });
    this.lastFocus = null;
    this.motion = 0; // ms a card takes to move (0: no motion), set by the table (pace, reader's choice)
    // Nothing is spoken before the reader first reaches the widget: a page with three tables would
    // otherwise talk over the article as it loads.
    this.engaged = false;
    const engage = () => { this.engaged = true; };
    host.addEventListener("pointerdown", engage);
    host.addEventListener("keydown", engage);
    host.addEventListener("focusin", engage);
    host.addEventListener("focusin", (event) => this.remember(event.target));
    host.addEventListener("focusout", (event) => this.forget(event));
  }

  // Put the frame into its host: the toolbar, then `controls` (rows of a widget's own controls that
  // are not redrawn), the status, the alert, the board, `after` (e.g. a form under the board), the
  // log and the announcer. The build-time example (if any) stays on the board until the first draw
  // (a game table's is hidden by CSS while the engine loads, see cards.css).
  mount({ controls = [], after = [] } = {}) {
    const example = this.host.querySelector(":scope > .rp-static");
    if (example) this.board.append(example);
    this.host.replaceChildren(this.toolbar.node, ...(this.toolbar.menu ? [this.toolbar.menu.node] : []), ...controls,
      this.status, this.alert, this.board, ...after, ...(this.logBox ? [this.logBox] : []), this.announcer);
    addSkipLink(this.host);
  }

  setState(state) {
    setState(this.host, state);
  }

  get busy() {
    return this.host.getAttribute("data-rp-state") === "busy";
  }

  // -- text ------------------------------------------------------------------------------------------

  // The status line is visible text; `speak` also says it (a widget whose news is its status).
  setStatus(text, { speak = false } = {}) {
    this.status.textContent = text;
    if (speak) this.say(text);
  }

  // `actions`: buttons offered with the alert ([{text, onclick, primary}]), e.g. «Начать заново» after
  // the engine failed; they go with the alert's next change.
  showAlert(text, actions = []) {
    this.alert.replaceChildren(text || "");
    if (!text || !actions.length) return;
    this.alert.append(" ", el("span", { class: "rp-alert-actions" }, actions.map(({ text: label, onclick, primary = false }) =>
      el("button", { type: "button", class: `rp-button${primary ? " rp-primary" : ""}`, text: label, onclick,
        "data-focus-key": `alert:${label}` }))));
  }

  // Speak a sentence politely (the reader's screen reader reads it after what it is reading now).
  say(text) {
    if (!text || !this.engaged) return;
    this.announcer.append(el("p", { text }));
    while (this.announcer.childElementCount > SAY_KEEP) this.announcer.firstElementChild.remove();
  }

  // The move log, scrolled to its newest line (the move a reader wants to read again).
  setLog(lines) {
    if (!this.logList) return;
    // A game's log only grows between two drawings: add the new lines rather than rebuild a long list.
    const shown = this.logLines || [];
    const grows = shown.length <= lines.length && shown.length === this.logList.childElementCount
      && shown.every((line, i) => line === lines[i]);
    if (grows && shown.length === lines.length) return;
    const fresh = (grows ? lines.slice(shown.length) : lines).map((line) => el("li", { text: line }));
    if (grows) this.logList.append(...fresh);
    else this.logList.replaceChildren(...fresh);
    this.logLines = lines.slice();
    // A closed log is scrolled when it opens (a read of its height here would force a layout).
    if (this.logBox.open) this.logList.scrollTop = this.logList.scrollHeight;
  }

  // -- the board and the reader's focus ------------------------------------------------------------

  // Replace the board's content, keeping the reader's focus where it was (see the conventions above).
  draw(...nodes) {
    this.drawMoving(nodes);
  }

  // The same, with the cards that moved sliding to their new places (./motion.js): `mover` is the seat
  // whose move this drawing shows (null for none), `mark` keeps a computer's card marked.
  drawMoving(nodes, { mover = null, mark = false, deal = false } = {}) {
    finishAll();
    const before = this.board.childElementCount ? snapshot(this.board, this.motion > 0) : null;
    redraw(this.board, nodes, this.lastFocus);
    if (deal) dealt(this.board, this.motion);
    else animate(this.board, before, { ms: this.motion, mover, mark });
  }

  // «Во весь экран»: the widget alone on the screen (the Fullscreen API where the browser allows it, else
  // a page-filling overlay); Escape, or the same button, leaves it.
  addFullscreen(bar) {
    const button = bar.button("", () => this.toggleFullscreen(), { key: "fullscreen", title: "Во весь экран (Escape — выход)" });
    button.classList.add("rp-fullscreen-toggle", "rp-icon-button");
    button.append(icon(FULLSCREEN_ICON), el("span", { class: "rp-icon-text", text: "Во весь экран" }));
    button.setAttribute("aria-pressed", "false");
    this.fullscreenButton = button;
    const sync = () => {
      const on = document.fullscreenElement === this.host || this.host.classList.contains("rp-overlay");
      button.setAttribute("aria-pressed", String(on));
      this.host.classList.toggle("rp-is-fullscreen", on);
      document.documentElement.classList.toggle("rp-overlay-open", this.host.classList.contains("rp-overlay"));
    };
    document.addEventListener("fullscreenchange", sync);
    this.host.addEventListener("keydown", (event) => {
      if (event.key !== "Escape") return;
      if (this.host.classList.contains("rp-overlay")) {
        this.host.classList.remove("rp-overlay");
        sync();
        button.focus();
      } else if (document.fullscreenElement === this.host) {
        // A browser leaves full screen on Escape itself; where the key reaches the page instead
        // (a remote control, an automated browser), leave it here.
        document.exitFullscreen().catch(() => {});
      }
    });
    this.syncFullscreen = sync;
  }

  async toggleFullscreen() {
    const host = this.host;
    if (document.fullscreenElement === host) {
      await document.exitFullscreen().catch(() => {});
    } else if (host.classList.contains("rp-overlay")) {
      host.classList.remove("rp-overlay");
    } else if (host.requestFullscreen && document.fullscreenEnabled) {
      await host.requestFullscreen({ navigationUI: "hide" }).catch(() => host.classList.add("rp-overlay"));
    } else {
      host.classList.add("rp-overlay");
    }
    this.syncFullscreen();
    this.say(this.host.classList.contains("rp-is-fullscreen") ? "Стол во весь экран. Escape — выход." : "Стол снова на странице.");
  }

  // Send the reader's focus to the table (the skip link, the end of a game): the hand's tab stop
  // when there is one, else the first control of the board, else the board.
  focusTable() {
    (findTarget(this.board, { key: null, group: null, index: -1 }) || this.board).focus();
  }

  remember(target) {
    this.lastFocus = this.board.contains(target) && target !== this.board ? placeOf(target, this.board) : null;
  }

  forget(event) {
    const next = event.relatedTarget;
    if (next && !this.host.contains(next)) {
      this.lastFocus = null;
      return;
    }
    if (next) return;
    // Focus went nowhere: either the control was removed by a redraw (keep the place, the next
    // draw restores it) or the reader clicked outside any control (forget it).
    const target = event.target;
    setTimeout(() => {
      if (target.isConnected && (document.activeElement === document.body || !document.activeElement)) this.lastFocus = null;
    }, 0);
  }
}

// One skip link per table, next to Material's «Перейти к содержанию» (it is the first thing a
// keyboard reaches on the page). Material replaces its skip container on instant navigation after
// the page content, so the link is added once the current task is over.
function addSkipLink(host) {
  if (!host.id || !host.hasAttribute("data-rp-table")) return;
  const add = () => {
    if (!host.isConnected) return;
    const box = document.querySelector("[data-md-component=skip]");
    if (!box || box.querySelector(".rp-skip")) return; // one link, to the first table of the page
    const link = el("a", { class: "md-skip rp-skip", href: `#${host.id}`, text: "Перейти к игровому столу" });
    link.addEventListener("click", (event) => {
      // Material's instant navigation would handle the anchor itself and take the focus away again.
      event.preventDefault();
      event.stopPropagation();
      host.scrollIntoView({ block: "start" });
      host.frame.focusTable();
    });
    box.append(link);
  };
  setTimeout(add, 0);
}
