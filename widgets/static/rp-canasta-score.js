// <rp-canasta-score game="canasta.classic">: the canasta calculator and score sheet.
//
// The reader chooses the preset (and its agreed options), then for each side enters the melds on the
// table, the red threes (Cuban: the black threes taken with the pile), the cards left in hand and how
// the deal ended («вышел», «с рук», «двойное окончание») — by clicking cards of the palette or by
// typing codes. Typed text goes to the engine (canasta.cards), which reads English codes, Russian
// indices and Russian suit letters; every score, line and refusal is the engine's (canasta.score_hand):
// an impossible meld is explained and nothing the reader entered is dropped. «Записать сдачу» writes
// every side's total into the score sheet, which the engine sums to the preset's target
// (canasta.sheet, with the opening minimum of the next deal). The sheet prints without the controls.
//
// URL: ?<id>.game=..&<id>.options=<JSON>&<id>.side=0&<id>.e0=<entry>&<id>.e1=..&<id>.deals=770_-55,120_300
// An entry: melds «m.KS.KH.KD», red threes «r.3H», black threes «b.3S», hand «h.5C.9D», and the flags
// «out», «conc», «dbl», joined by «_».
import { client } from "./client.js";
import { cardNode, el, setState, urlValue, writeUrl } from "./cards.js";
import { Frame, redraw } from "./frame.js";
import { cardLabel, plural, roving, signed } from "./play/common.js";

const FLAGS = [["went_out", "out", "Сторона вышла (закончила игру)"],
  ["concealed", "conc", "С рук (окончание в один приём)"],
  ["double_out", "dbl", "Двойное окончание"]];

// How each agreed option of the presets is entered (the meaning and the check are the engine's:
// its description, options_ru, is the control's tooltip; `base` reads the preset's own value).
const OPTION_CONTROLS = {
  deck: { label: "Колода", kind: "select", values: (p) => p.deck_options, base: (p) => p.deck },
  players: { label: "Игроков", kind: "select", values: (p) => p.players_options, base: (p) => p.players },
  target: { label: "Играют до", kind: "number", base: (p) => p.target },
  joker_canasta: { label: "Джокерная канаста (семь джокеров разом)", kind: "checkbox", base: (p) => p.wild_melds === "canasta_at_once" },
  joker_canasta_premium: { label: "Премия за джокерную канасту", kind: "select", values: () => [1000, 100], base: (p) => p.wild_canasta },
  wild_cap: { label: "Джокеров в сочетании не больше", kind: "select", values: () => [null, 2, 3], base: (p) => p.wild_cap },
  canastas_to_go_out: { label: "Канаст для окончания", kind: "select", values: () => [0, 1, 2, 3], base: (p) => p.canastas_to_go_out },
  opening_base: { label: "Первая выкладка от", kind: "select", values: () => [30, 40], base: (p) => p.opening.steps[0][1] },
  opening_table: { label: "Минимум открытия", kind: "select", values: () => ["usual", "r31b", "none"], base: () => "usual",
    names: { usual: "15 / 50 / 90 / 120", r31b: "50 / 90 / 120", none: "без минимума" } },
  cards_dealt: { label: "Сдают по", kind: "select", values: () => [11, 13, 15], base: (p) => p.cards_dealt },
  red_three_set_exact: { label: "Комплект — ровно столько красных троек", kind: "checkbox", base: (p) => p.red_three_set_exact },
  red_three_set_in_addition: { label: "Премия за комплект сверх премий за тройки", kind: "checkbox", base: (p) => p.red_three_set_in_addition },
};

let presetsPromise = null;
function basePresets() {
  presetsPromise ??= client.call("canasta.presets").then((r) => (r.ok ? r.result.presets : null));
  return presetsPromise;
}
let labelsPromise = null;
function cardLabels() {
  labelsPromise ??= client.call("cards.labels").then((r) => (r.ok ? r.result.labels : {}));
  return labelsPromise;
}

const emptyEntry = () => ({ melds: [], red_threes: [], black_threes: [], hand: [], went_out: false, concealed: false, double_out: false });
const num = (n) => (n < 0 ? `−${-n}` : String(n));
const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

export function encodeEntry(entry) {
  const parts = entry.melds.map((m) => ["m", ...m].join("."));
  for (const [key, letter] of [["red_threes", "r"], ["black_threes", "b"], ["hand", "h"]]) {
    if (entry[key].length) parts.push([letter, ...entry[key]].join("."));
  }
  for (const [key, flag] of FLAGS) if (entry[key]) parts.push(flag);
  return parts.join("_");
}

export function decodeEntry(text) {
  const entry = emptyEntry();
  for (const part of (text || "").split("_").filter(Boolean)) {
    const [head, ...codes] = part.split(".");
    if (head === "m") entry.melds.push(codes);
    else if (head === "r") entry.red_threes.push(...codes);
    else if (head === "b") entry.black_threes.push(...codes);
    else if (head === "h") entry.hand.push(...codes);
    else for (const [key, flag] of FLAGS) if (head === flag) entry[key] = true;
  }
  return entry;
}

const decodeDeals = (text) => (text || "").split(",").filter((t) => t.trim()).map((t) => t.split("_").map(Number));
const encodeDeals = (deals) => deals.map((d) => d.join("_")).join(",");

class RpCanastaScore extends HTMLElement {
  connectedCallback() {
    if (this.built) return;
    this.built = true;
    const key = (name) => urlValue(this, name);
    this.game = key("game") || this.getAttribute("game") || "canasta.classic";
    try {
      this.options = JSON.parse(key("options") || this.getAttribute("options") || "{}");
    } catch {
      this.options = {};
    }
    this.entries = [0, 1, 2].map((i) => decodeEntry(key(`e${i}`) ?? this.getAttribute(`entry${i}`)));
    const side = Number(key("side") || 0);
    this.side = Number.isInteger(side) && side >= 0 && side < 3 ? side : 0;
    this.deals = decodeDeals(key("deals") ?? this.getAttribute("deals"));
    this.deckNames = JSON.parse(this.getAttribute("deck-names") || "{}");
    this.target = { kind: "meld", index: Math.max(0, this.entries[this.side]?.melds.length - 1 || 0) };
    this.results = [];
    this.generation = 0;
    this.pending = 0;

    const frame = new Frame(this, { toolbar: "Вариант", board: "Очки сдачи и запись партии" });
    this.frame = frame;
    this.presetSelect = frame.toolbar.select("Вариант", [], "", () => this.choosePreset(this.presetSelect.value), { key: "preset" });
    this.presetSelect.setAttribute("aria-label", "Вариант канасты");
    // Asks before a new variant wipes a score sheet with deals in it.
    this.confirmBox = el("div", { class: "rp-canasta-confirm", role: "group", "aria-label": "Смена варианта" });
    this.optionsBox = el("div", { class: "rp-toolbar rp-canasta-options" });
    this.sideTabs = el("div", { class: "rp-canasta-side-tabs", role: "group", "aria-label": "Чьи карты вводим" });
    this.entryBox = el("div", { class: "rp-canasta-entry" });
    this.targetSelect = el("select", { "aria-label": "Куда добавлять карты" });
    this.targetSelect.addEventListener("change", () => { this.target = JSON.parse(this.targetSelect.value); this.drawEntry(); });
    this.codeInput = el("input", { type: "text", "aria-label": "Карты кодами", placeholder: "KS KH 7♦ Кп 10ч джокер", autocomplete: "off", spellcheck: "false" });
    this.codeInput.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); this.typeCards(); } });
    this.palette = el("div", { class: "rp-canasta-palette", role: "toolbar", "aria-label": "Карты: щелчок добавляет карту", "data-focus-group": "palette" });
    this.flagBoxes = {};
    for (const [name, , text] of FLAGS) {
      this.flagBoxes[name] = el("input", { type: "checkbox", onchange: () => this.setFlag(name) });
      this.flagBoxes[name].dataset.flag = name;
    }
    this.status = frame.status;
    this.alert = frame.alert;
    this.scoreBox = el("div", { class: "rp-canasta-score-lines" });
    this.sheetBox = el("div", { class: "rp-canasta-sheet" });
    const staticExample = this.querySelector(".rp-static");

    const controls = el("div", { class: "rp-canasta-controls" },
      this.optionsBox,
      this.sideTabs,
      this.entryBox,
      el("div", { class: "rp-toolbar rp-canasta-add" },
        el("label", {}, "Добавлять в ", this.targetSelect),
        el("button", { type: "button", class: "rp-button", text: "Новое сочетание", onclick: () => this.newMeld() })),
      this.palette,
      el("div", { class: "rp-toolbar" },
        el("label", { class: "rp-canasta-codes" }, "Кодами ", this.codeInput),
        el("button", { type: "button", class: "rp-button", text: "Добавить карты", onclick: () => this.typeCards() })),
      this.flagsRow = el("div", { class: "rp-toolbar rp-canasta-flags" }),
      el("div", { class: "rp-toolbar" },
        el("button", { type: "button", class: "rp-button", text: "Очистить сторону", onclick: () => this.clearSide() })));
    const sheetTools = el("div", { class: "rp-toolbar rp-canasta-sheet-tools" },
      el("button", { type: "button", class: "rp-button rp-primary", text: "Записать сдачу", onclick: () => this.recordDeal() }),
      el("button", { type: "button", class: "rp-button", text: "Удалить последнюю сдачу", onclick: () => this.setDeals(this.deals.slice(0, -1)) }),
      el("button", { type: "button", class: "rp-button", text: "Новая партия", onclick: () => this.setDeals([]) }),
      el("button", { type: "button", class: "rp-button", text: "Печать", onclick: () => window.print() }));
    frame.mount({ controls: [this.confirmBox, controls] });
    frame.draw(staticExample, this.scoreBox, sheetTools, this.sheetBox);
    this.start(staticExample);
  }

  async start(staticExample) {
    const [presets, labels] = await this.hold(() => Promise.all([basePresets(), cardLabels()]));
    if (!presets) {
      this.frame.setStatus("Движок правил не ответил.");
      setState(this, "error");
      return;
    }
    this.base = Object.fromEntries(presets.map((p) => [p.id, p]));
    this.labels = labels;
    if (!this.base[this.game]) this.game = "canasta.classic";
    for (const p of presets) this.presetSelect.append(el("option", { value: p.id, text: p.name_ru, selected: p.id === this.game }));
    this.palette.append(...Object.keys(labels).map((code) => {
      const button = el("button", { type: "button", class: "rp-card-button", "data-focus-key": `add:${code}`, onclick: () => this.addCards([code]) }, cardNode(code, labels));
      button.setAttribute("aria-label", `${cardLabel(code, labels)}: добавить`);
      return button;
    }));
    roving(this.palette);
    if (staticExample) staticExample.remove();
    await this.applyPreset(true);
  }

  // The element is "busy" while any engine call or compound step (`hold`) is in flight.
  async hold(task) {
    this.pending += 1;
    setState(this, "busy");
    try {
      return await task();
    } finally {
      this.pending -= 1;
      if (this.pending === 0) setState(this, this.preset ? "ready" : "loading");
    }
  }

  ask(method, params) {
    return this.hold(() => client.call(method, params));
  }

  get sides() {
    return this.preset ? this.preset.sides : 2;
  }

  entry() {
    return this.entries[this.side];
  }

  // -- the preset and its options ----------------------------------------------------------------

  // A new variant starts a new score sheet; with deals recorded the reader is asked first, and the
  // select keeps showing the variant in force until the reader agrees.
  async choosePreset(game) {
    if (game === this.game) return;
    if (this.deals.length) {
      const wanted = this.base[game];
      this.presetSelect.value = this.game;
      const count = this.deals.length;
      const words = plural(count, "сдача", "сдачи", "сдач");
      const text = `В записи партии ${count} ${words} по варианту «${this.preset.name_ru}». Вариант «${wanted.name_ru}» начнёт новую запись, а эта пропадёт.`;
      const yes = el("button", { type: "button", class: "rp-button rp-primary", text: `Начать запись по варианту «${wanted.name_ru}»`,
        onclick: () => { this.confirmBox.replaceChildren(); this.switchPreset(game); } });
      const no = el("button", { type: "button", class: "rp-button", text: "Оставить запись",
        onclick: () => { this.confirmBox.replaceChildren(); this.presetSelect.focus(); this.frame.say("Вариант и запись партии не изменились."); } });
      this.confirmBox.replaceChildren(el("p", { text }), el("div", { class: "rp-toolbar" }, yes, no));
      this.frame.say(text);
      yes.focus();
      return;
    }
    await this.switchPreset(game);
  }

  async switchPreset(game) {
    this.game = game;
    this.presetSelect.value = game;
    this.options = {};
    this.deals = [];
    await this.applyPreset(false);
  }

  // Ask the engine for the preset with the agreed options; a refused option is explained and dropped.
  applyPreset(keepSheet) {
    return this.hold(() => this.loadPreset(keepSheet));
  }

  async loadPreset(keepSheet) {
    const generation = ++this.generation;
    this.alert.textContent = "";
    let response = await this.ask("canasta.presets", { game: this.game, options: this.options });
    if (!response.ok) {
      this.alert.textContent = response.error.message;
      this.options = {};
      response = await this.ask("canasta.presets", { game: this.game, options: {} });
    }
    if (generation !== this.generation) return;
    this.preset = response.result.presets[0];
    while (this.entries.length < this.sides) this.entries.push(emptyEntry());
    if (this.side >= this.sides) this.side = 0;
    this.drawOptions();
    this.drawFlags();
    this.saveUrl();
    await this.scoreAll();
    await this.setDeals(keepSheet ? this.deals : [], true);
  }

  drawOptions() {
    const base = this.base[this.game];
    const controls = [];
    for (const [name, text] of Object.entries(this.preset.options_ru || {})) {
      const spec = OPTION_CONTROLS[name];
      if (!spec) continue;
      const fallback = spec.base(base);
      const current = name in this.options ? this.options[name] : fallback;
      const set = (value) => {
        if (JSON.stringify(value) === JSON.stringify(fallback)) delete this.options[name];
        else this.options[name] = value;
        this.applyPreset(true);
      };
      let input;
      if (spec.kind === "checkbox") {
        input = el("input", { type: "checkbox", checked: Boolean(current), onchange: () => set(input.checked) });
      } else if (spec.kind === "number") {
        input = el("input", { type: "number", step: 500, min: 500, value: current, "aria-label": spec.label });
        input.addEventListener("change", () => set(Number(input.value)));
      } else {
        const values = spec.values(base);
        if (values.length < 2) continue;
        input = el("select", { "aria-label": spec.label }, values.map((v) => el("option", {
          value: JSON.stringify(v),
          text: v === null ? "без предела" : name === "deck" ? this.deckNames[v] || v : spec.names?.[v] ?? String(v),
          selected: JSON.stringify(v) === JSON.stringify(current),
        })));
        input.addEventListener("change", () => set(JSON.parse(input.value)));
      }
      input.dataset.option = name;
      const title = capital(text);
      controls.push(spec.kind === "checkbox" ? el("label", { title }, input, ` ${spec.label}`) : el("label", { title }, `${spec.label}: `, input));
    }
    // Redrawn after every change: the box stays open while the reader is choosing.
    const details = el("details", { class: "rp-canasta-agreed", open: this.agreedOpen || Object.keys(this.options).length > 0 },
      el("summary", { text: "Правила по договорённости" }), el("div", { class: "rp-canasta-option-list" }, controls));
    details.addEventListener("toggle", () => { this.agreedOpen = details.open; });
    redraw(this.optionsBox, controls.length ? [details] : []);
  }

  drawFlags() {
    const p = this.preset;
    const shown = { went_out: p.going_out_allowed, concealed: p.going_out_allowed && p.concealed_allowed, double_out: p.going_out_allowed && p.double_out_premium !== null };
    this.flagsRow.replaceChildren(...FLAGS.filter(([name]) => shown[name] || this.entry()[name])
      .map(([name, , text]) => el("label", {}, this.flagBoxes[name], ` ${text}`)));
    if (!p.going_out_allowed) this.flagsRow.append(el("span", { class: "rp-count", text: "В этом варианте игру не заканчивают выходом." }));
  }

  // -- entering cards ------------------------------------------------------------------------------

  targets() {
    const list = this.entry().melds.map((m, i) => [{ kind: "meld", index: i }, `сочетание ${i + 1}`]);
    list.push([{ kind: "meld", index: this.entry().melds.length }, "новое сочетание"]);
    if (this.preset.red_threes === "premium") list.push([{ kind: "red_threes" }, "красные тройки"]);
    if (this.preset.black_threes === "collected") list.push([{ kind: "black_threes" }, "чёрные тройки с пакетом"]);
    list.push([{ kind: "hand" }, "карты на руках"]);
    return list;
  }

  addCards(codes) {
    const entry = this.entry();
    const t = this.target;
    if (t.kind === "meld") {
      if (t.index >= entry.melds.length) {
        entry.melds.push([]);
        t.index = entry.melds.length - 1;
      }
      entry.melds[t.index].push(...codes);
    } else if (t.kind === "red_threes" && this.preset.red_threes === "premium") {
      entry.red_threes.push(...codes);
    } else if (t.kind === "black_threes" && this.preset.black_threes === "collected") {
      entry.black_threes.push(...codes);
    } else {
      this.target = { kind: "hand" };
      entry.hand.push(...codes);
    }
    this.changed();
  }

  typeCards() {
    return this.hold(() => this.readTyped());
  }

  async readTyped() {
    const text = this.codeInput.value;
    if (!text.trim()) {
      this.alert.textContent = "Наберите карты кодами через пробел: KS KH 7♦ или по-русски Кп 10ч Тб джокер.";
      return;
    }
    const response = await this.ask("canasta.cards", { text });
    if (!response.ok) {
      this.alert.textContent = response.error.message; // the typed text stays for correction
      return;
    }
    this.codeInput.value = "";
    this.addCards(response.result.cards);
  }

  newMeld() {
    const entry = this.entry();
    if (entry.melds.length && !entry.melds.at(-1).length) {
      this.target = { kind: "meld", index: entry.melds.length - 1 };
    } else {
      entry.melds.push([]);
      this.target = { kind: "meld", index: entry.melds.length - 1 };
    }
    this.drawEntry();
  }

  removeCard(where, index, cardIndex) {
    const entry = this.entry();
    if (where === "meld") {
      entry.melds[index].splice(cardIndex, 1);
    } else {
      entry[where].splice(cardIndex, 1);
    }
    this.changed();
  }

  removeMeld(index) {
    this.entry().melds.splice(index, 1);
    this.target = { kind: "meld", index: Math.max(0, this.entry().melds.length - 1) };
    this.changed();
  }

  setFlag(name) {
    this.entry()[name] = this.flagBoxes[name].checked;
    this.changed();
  }

  clearSide() {
    this.entries[this.side] = emptyEntry();
    this.target = { kind: "meld", index: 0 };
    this.changed();
  }

  chooseSide(side) {
    this.side = side;
    this.alert.textContent = "";
    const melds = this.entry().melds.length;
    this.target = { kind: "meld", index: Math.max(0, melds - 1) };
    this.drawFlags();
    this.drawEntry();
    this.drawScore();
    this.saveUrl();
  }

  changed() {
    this.alert.textContent = "";
    this.drawEntry();
    this.saveUrl();
    this.scoreSide(this.side);
  }

  // -- scoring (all by the engine) -------------------------------------------------------------------

  params(side) {
    const e = this.entries[side];
    const params = { game: this.game, options: this.options, melds: e.melds.filter((m) => m.length), hand: e.hand,
      went_out: e.went_out, concealed: e.concealed, double_out: e.double_out };
    if (e.red_threes.length) params.red_threes = e.red_threes;
    if (e.black_threes.length) params.black_threes = e.black_threes;
    return params;
  }

  async scoreSide(side) {
    const generation = this.generation;
    const response = await this.ask("canasta.score_hand", this.params(side));
    if (generation !== this.generation) return;
    this.results[side] = response;
    this.drawTabs();
    this.drawScore();
  }

  async scoreAll() {
    for (let side = 0; side < this.sides; side++) {
      this.results[side] = await this.ask("canasta.score_hand", this.params(side));
    }
    this.drawTabs();
    this.drawEntry();
    this.drawScore();
  }

  recordDeal() {
    return this.hold(() => this.writeDeal());
  }

  async writeDeal() {
    await this.scoreAll();
    const names = this.preset.side_names;
    const bad = this.results.slice(0, this.sides).map((r, i) => [r, i]).filter(([r]) => !r.ok);
    if (bad.length) {
      this.alert.textContent = bad.map(([r, i]) => `«${names[i]}»: ${r.error.message}`).join(" ");
      return;
    }
    const deal = this.results.slice(0, this.sides).map((r) => r.result.total);
    if (await this.setDeals([...this.deals, deal])) {
      this.entries = this.entries.map(() => emptyEntry());
      this.side = 0;
      this.target = { kind: "meld", index: 0 };
      this.drawFlags();
      await this.scoreAll();
      this.saveUrl();
      this.frame.setStatus(`Сдача ${this.deals.length} записана; поля очищены для следующей.`, { speak: true });
    }
  }

  // The sheet changes only if the engine accepts the whole list of deals; `fresh` (a new preset or a
  // deal list from the URL) falls back to an empty sheet when the list is refused.
  async setDeals(deals, fresh = false) {
    let response = await this.ask("canasta.sheet", { game: this.game, options: this.options, deals });
    if (!response.ok) {
      this.alert.textContent = response.error.message;
      if (!fresh || !deals.length) return false;
      deals = [];
      response = await this.ask("canasta.sheet", { game: this.game, options: this.options, deals });
      if (!response.ok) return false;
    }
    this.deals = deals;
    this.sheet = response.result;
    this.drawSheet();
    this.saveUrl();
    return true;
  }

  // -- drawing -------------------------------------------------------------------------------------

  drawTabs() {
    const names = this.preset.side_names;
    redraw(this.sideTabs, [el("span", { class: "rp-seat", text: "Считаем: " }), ...names.map((name, i) => {
      const r = this.results[i];
      const total = r && r.ok ? ` (${signed(r.result.total)})` : r ? " (?)" : "";
      return el("button", {
        type: "button", class: `rp-button rp-canasta-side-tab${i === this.side ? " rp-primary" : ""}`, "aria-pressed": i === this.side ? "true" : "false",
        "data-side": i, "data-focus-key": `side:${i}`, text: `${name}${total}`, onclick: () => this.chooseSide(i),
      });
    })]);
  }

  cardChips(codes, where, index) {
    if (!codes.length) return el("span", { class: "rp-empty", text: "нет карт" });
    return el("div", { class: "rp-cards" }, codes.map((code, i) => {
      const b = el("button", { type: "button", class: "rp-card-button", "data-focus-key": `chip:${where}:${index}:${i}`, onclick: () => this.removeCard(where, index, i) }, cardNode(code, this.labels));
      b.setAttribute("aria-label", `${cardLabel(code, this.labels)}: убрать`);
      b.title = "Щелчок убирает карту";
      return b;
    }));
  }

  drawEntry() {
    if (!this.preset) return;
    const entry = this.entry();
    const t = this.target;
    const isTarget = (kind, index) => t.kind === kind && (kind !== "meld" || t.index === index);
    const group = (title, kind, codes, extra = []) => el("div", {
      class: `rp-canasta-group${isTarget(kind) ? " rp-target" : ""}`, "data-group": kind,
    }, el("button", { type: "button", class: "rp-canasta-group-title", text: title, "aria-pressed": isTarget(kind) ? "true" : "false", "data-focus-key": `group:${kind}`,
      onclick: () => { this.target = { kind }; this.drawEntry(); } }), this.cardChips(codes, kind), ...extra);
    const melds = entry.melds.map((codes, i) => el("div", {
      class: `rp-canasta-group rp-canasta-meld-entry${isTarget("meld", i) ? " rp-target" : ""}`, "data-meld": i,
    },
    el("button", { type: "button", class: "rp-canasta-group-title", text: `Сочетание ${i + 1}`, "aria-pressed": isTarget("meld", i) ? "true" : "false", "data-focus-key": `group:meld:${i}`,
      onclick: () => { this.target = { kind: "meld", index: i }; this.drawEntry(); } }),
    this.cardChips(codes, "meld", i),
    el("button", { type: "button", class: "rp-button rp-canasta-remove", text: "Удалить сочетание", "data-focus-key": `remove:${i}`, onclick: () => this.removeMeld(i) })));
    const parts = [el("div", { class: "rp-seat", text: `Сочетания на столе (${this.preset.side_names[this.side]})` }), ...melds];
    if (!melds.length || isTarget("meld", entry.melds.length)) {
      parts.push(el("div", { class: `rp-canasta-group rp-canasta-meld-entry${isTarget("meld", entry.melds.length) ? " rp-target" : ""}`, "data-meld": entry.melds.length },
        el("span", { class: "rp-canasta-group-title", text: `Сочетание ${entry.melds.length + 1}` }),
        el("span", { class: "rp-empty", text: "щёлкните карты внизу или наберите коды" })));
    }
    // Shown where the preset has them, and wherever cards were entered (so they can be taken out again).
    if (this.preset.red_threes === "premium" || entry.red_threes.length) parts.push(group("Красные тройки", "red_threes", entry.red_threes));
    if (this.preset.black_threes === "collected" || entry.black_threes.length) parts.push(group("Чёрные тройки, взятые с пакетом", "black_threes", entry.black_threes));
    parts.push(group("Карты на руках", "hand", entry.hand));
    redraw(this.entryBox, parts);
    this.targetSelect.replaceChildren(...this.targets().map(([value, text]) => el("option", {
      value: JSON.stringify(value), text, selected: JSON.stringify(value) === JSON.stringify(t),
    })));
    for (const [name] of FLAGS) this.flagBoxes[name].checked = entry[name];
  }

  drawScore() {
    const r = this.results[this.side];
    const name = this.preset.side_names[this.side];
    if (!r) {
      this.scoreBox.replaceChildren();
      return;
    }
    if (!r.ok) {
      this.alert.textContent = r.error.message;
      const text = `«${name}»: очки не посчитаны — исправьте введённое (причина выше; ничего из введённого не потеряно).`;
      this.scoreBox.replaceChildren(el("p", { class: "rp-canasta-refused", "data-code": r.error.code, text }));
      this.frame.setStatus(`«${name}»: движок не принял ввод.`);
      return;
    }
    const lines = r.result.lines;
    this.scoreBox.replaceChildren(el("table", { class: "rp-score-table rp-canasta-lines", "data-side": this.side },
      el("caption", { text: `Очки стороны «${name}» за сдачу (${this.preset.name_ru})` }),
      el("thead", {}, el("tr", {}, el("th", { scope: "col", text: "За что" }), el("th", { scope: "col", text: "Очки" }))),
      el("tbody", {}, lines.length ? lines.map((l) => el("tr", {}, el("th", { scope: "row", text: l.why }), el("td", { class: "rp-points", text: signed(l.points) })))
        : el("tr", {}, el("th", { scope: "row", text: "Ничего не введено" }), el("td", { class: "rp-points", text: "0" }))),
      el("tfoot", {}, el("tr", {}, el("th", { scope: "row", text: "Итого" }), el("td", { class: "rp-points rp-canasta-total", "data-total": r.result.total, text: signed(r.result.total) })))));
    this.frame.setStatus(`«${name}»: ${signed(r.result.total)} за сдачу. Щелчок по карте в сочетании убирает её.`, { speak: true });
  }

  drawSheet() {
    const s = this.sheet;
    const head = el("tr", {}, el("th", { scope: "col", text: "Сдача" }), s.names.map((n) => el("th", { scope: "col", text: n })));
    const rows = s.deals.map((deal, i) => el("tr", {}, el("th", { scope: "row", text: String(i + 1) }),
      deal.map((p, side) => el("td", {}, el("span", { text: signed(p) }), el("span", { class: "rp-count", text: ` → ${num(s.running[i][side])}` })))));
    const totals = el("tr", { class: "rp-canasta-totals" }, el("th", { scope: "row", text: "Итого" }),
      s.totals.map((t, side) => el("td", { "data-side": side, "data-total": t, class: s.reached.includes(side) ? "rp-canasta-reached" : "", text: num(t) })));
    const opening = s.finished ? null : el("p", { class: "rp-count", text: "Минимум открытия в следующей сдаче: "
      + s.opening.map((o, i) => `${s.names[i]} — ${o.canasta_required ? "канаста" : o.points}`).join(", ") + "." });
    this.sheetBox.replaceChildren(
      el("table", { class: "rp-score-table rp-canasta-sheet-table", "aria-label": "Запись партии" },
        el("caption", { text: `Запись партии: до ${s.target} очков` }),
        el("thead", {}, head), el("tbody", {}, rows), el("tfoot", {}, totals)),
      el("p", { class: "rp-canasta-verdict", text: s.summary_ru }), opening);
  }

  saveUrl() {
    const values = {
      game: this.game,
      options: Object.keys(this.options).length ? JSON.stringify(this.options) : "",
      side: this.side ? String(this.side) : "",
      deals: encodeDeals(this.deals),
    };
    for (let i = 0; i < 3; i++) values[`e${i}`] = i < this.sides ? encodeEntry(this.entries[i]) : "";
    writeUrl(this, values);
  }
}

if (!customElements.get("rp-canasta-score")) customElements.define("rp-canasta-score", RpCanastaScore);
