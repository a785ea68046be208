// <rp-bridge-lesson seed="7" count="8" text="Ю: 15-17 ровная">: lesson deals and their hand record.
// A teacher sets constraints per seat (a form, or the short text «Ю: 15-17 ровная; С: 8+ мажор5»),
// the engine deals the boards (bridge.generate: numbers, dealer and vulnerability by board number,
// a PBN file), and the page draws one record per board: the four hands with their points and the
// makeable-contracts table, which the double-dummy solver fills board after board in the background
// (bridge.dd_table), with a progress line. The set lives in the URL (seed, constraints, count, first
// board, dealer), so a link reopens the same boards; a corrupted link is explained and the default set
// shown. «Печать протокола» prints the records alone, four boards to an A4 page.
// Nothing here knows a rule: constraints are read, checked and described by the engine.
import { client } from "./client.js";
import { el, randomSeed, setState, urlValue, writeUrl } from "./cards.js";
import { SEATS, SEAT_RU } from "./bridge-hands.js";
import { ConstraintsForm } from "./bridge-constraints-form.js";
import { CELLS, boardRecord, fillCell, fillRecord } from "./bridge-record.js";

const PER_SHEET = 4;
const MAX_COUNT = 36;
const DD_TIMEOUT_MS = 5 * 60 * 1000; // one cell (or a whole table); the client restarts a worker that takes longer
const NO_CONSTRAINTS = "-"; // how a link says «no constraints» (an absent key means the page's default)
// Solved tables per tab, kept across Material's instant navigation: reopening a set costs nothing.
const ddCache = (window.__rpDdCache ??= new Map());
const percent = new Intl.NumberFormat("ru-RU", { maximumSignificantDigits: 2 });

const wholeNumber = (text) => (/^\d{1,15}$/.test(text) ? Number(text) : null);

class RpBridgeLesson extends HTMLElement {
  connectedCallback() {
    if (this.built) {
      // Back on the page (instant navigation): finish the tables that were left half-done.
      if (this.result && this.ddState !== "done") this.fillTables(++this.generation);
      return;
    }
    this.built = true;
    this.generation = 0;
    this.constraintsAsked = 0;
    this.textDirty = false;
    this.themes = JSON.parse(this.getAttribute("themes") || "[]");
    this.defaults = {
      seed: wholeNumber(this.getAttribute("seed") || "1") ?? 1,
      text: this.getAttribute("text") || "",
      count: wholeNumber(this.getAttribute("count") || "8") ?? 8,
      first: wholeNumber(this.getAttribute("first") || "1") ?? 1,
      dealer: "",
    };
    // The build-time example (a real set from the same engine) stays on show until the first set is drawn.
    const staticExample = this.querySelector(":scope > .rp-static");
    this.build();
    if (staticExample) this.records.append(staticExample);
    this.start(this.settingsFromUrl());
  }

  disconnectedCallback() {
    this.generation++; // stops the background tables; connectedCallback resumes them
  }

  // ---- the controls -----------------------------------------------------------------------------

  build() {
    this.themeSelect = el("select", { "aria-label": "Тема урока" },
      el("option", { value: "", text: "— своя —" }),
      this.themes.map(([name, text]) => el("option", { value: text, text: name })));
    this.themeSelect.addEventListener("change", () => {
      if (this.themeSelect.value === "" && this.themeSelect.selectedIndex === 0) return;
      this.textInput.value = this.themeSelect.value;
      this.applyText();
    });
    this.textInput = el("input", {
      type: "text", class: "rp-lesson-text", spellcheck: "false", autocomplete: "off",
      "aria-label": "Условия коротко", placeholder: "Ю: 15-17 ровная; С: 8+ мажор5",
    });
    this.textInput.addEventListener("input", () => { this.textDirty = true; });
    this.textInput.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); this.applyText(); } });
    this.form = new ConstraintsForm();
    this.odds = el("p", { class: "rp-lesson-odds" });
    this.countInput = el("input", { type: "number", min: 1, max: MAX_COUNT, step: 1, "aria-label": "Сколько сдач" });
    this.firstInput = el("input", { type: "number", min: 1, max: MAX_COUNT, step: 1, "aria-label": "Номер первой сдачи" });
    this.seedInput = el("input", { type: "number", min: 0, step: 1, "aria-label": "Номер набора" });
    this.dealerSelect = el("select", { "aria-label": "Кто сдаёт" },
      el("option", { value: "", text: "по номеру сдачи" }),
      SEATS.map((s) => el("option", { value: s, text: `всегда ${SEAT_RU[s]}` })));

    this.status = el("div", { class: "rp-status", role: "status", "aria-live": "polite", text: "Загружаю движок правил…" });
    this.alert = el("div", { class: "rp-alert", role: "alert" });
    this.progressBar = el("progress", { max: 1, value: 0, "aria-label": "Выполнимые контракты посчитаны" });
    this.progressText = el("span", { class: "rp-dd-progress-text" });
    this.progress = el("div", { class: "rp-dd-progress", hidden: true, role: "status", "aria-live": "polite" },
      this.progressText, this.progressBar);
    this.share = el("a", { class: "rp-share", href: location.href, text: "Ссылка на этот набор" });
    this.download = el("a", { class: "rp-button", href: "#", download: "lesson.pbn", text: "Скачать PBN" });
    this.records = el("div", { class: "rp-records" });

    const form = el("form", { class: "rp-lesson-form", "aria-label": "Условия учебных сдач" },
      el("div", { class: "rp-toolbar" },
        el("label", {}, "Тема ", this.themeSelect)),
      el("div", { class: "rp-toolbar rp-lesson-text-row" },
        el("label", { class: "rp-lesson-text-label" }, "Условия ", this.textInput),
        el("button", { type: "button", class: "rp-button", text: "Применить", onclick: () => this.applyText() })),
      el("details", { class: "rp-lesson-details" }, el("summary", { text: "Условия по местам" }), this.form.node),
      this.odds,
      el("div", { class: "rp-toolbar" },
        el("label", {}, "Сдач ", this.countInput),
        el("label", {}, "С номера ", this.firstInput),
        el("label", {}, "Сдаёт ", this.dealerSelect),
        el("label", {}, "Набор № ", this.seedInput)),
      el("div", { class: "rp-toolbar" },
        el("button", { type: "submit", class: "rp-button rp-primary", text: "Подобрать сдачи" }),
        el("button", { type: "button", class: "rp-button", text: "Этот набор", onclick: () => this.generateFromForm(Number(this.seedInput.value)) })));
    form.addEventListener("submit", (e) => { e.preventDefault(); this.generateFromForm(randomSeed()); });
    form.addEventListener("change", (e) => { if (e.target.closest(".rp-lesson-seats")) this.syncFromForm(); });

    const actions = el("div", { class: "rp-toolbar rp-lesson-actions" },
      el("button", { type: "button", class: "rp-button", text: "Печать протокола", onclick: () => this.printRecord() }),
      this.download,
      el("button", { type: "button", class: "rp-button", text: "Копировать ссылку", onclick: () => this.copyLink() }),
      this.share);
    this.replaceChildren(form, this.status, this.alert, actions, this.progress, this.records);
  }

  // The engine's reading of the constraints: the canonical text, the theme it matches, the odds.
  // The form is refilled only when the constraints came from elsewhere (text, theme, link), never
  // while the reader is typing in it.
  showConstraints(answer, { fillForm = true } = {}) {
    this.textInput.value = answer.text;
    this.textDirty = false;
    if (fillForm) this.form.fill(answer.constraints);
    const match = this.themes.findIndex(([, text]) => text === answer.text);
    this.themeSelect.selectedIndex = match + 1;
    const odds = Object.entries(answer.odds || {}).map(([seat, p]) => `${SEAT_RU[seat]} — ${percent.format(100 * p)} %`);
    this.odds.textContent = odds.length
      ? `${answer.description_ru}. Доля подходящих рук: ${odds.join(", ")}.`
      : "Условий нет: сдачи будут случайными.";
  }

  // Read the constraints (text or form) with the engine; only the latest request is shown.
  async readConstraints(params, fromForm) {
    const asked = ++this.constraintsAsked;
    const response = await client.call("bridge.constraints", params);
    if (asked !== this.constraintsAsked) return;
    if (!response.ok) {
      this.alert.textContent = response.error.message;
      return;
    }
    this.alert.textContent = "";
    this.showConstraints(response.result, { fillForm: !fromForm });
  }

  applyText() {
    return this.readConstraints({ text: this.textInput.value }, false);
  }

  syncFromForm() {
    return this.readConstraints({ constraints: this.form.read() }, true);
  }

  // ---- the set of boards ------------------------------------------------------------------------

  // What the URL asks for, each part checked; a part that cannot be read is reported and the page's
  // default used instead (the engine checks the constraints themselves when it generates).
  settingsFromUrl() {
    const read = (name) => urlValue(this, name);
    const settings = { ...this.defaults };
    const problems = [];
    const seed = read("seed");
    if (seed !== null) {
      const n = wholeNumber(seed);
      if (n === null || !Number.isSafeInteger(n)) problems.push(`номер набора «${seed}» — не целое число`);
      else settings.seed = n;
    }
    for (const [name, what] of [["count", "число сдач"], ["first", "номер первой сдачи"]]) {
      const text = read(name);
      if (text === null) continue;
      const n = wholeNumber(text);
      if (n === null || n < 1 || n > MAX_COUNT) problems.push(`${what} «${text}» — не число от 1 до ${MAX_COUNT}`);
      else settings[name] = n;
    }
    const dealer = read("dealer");
    if (dealer !== null) {
      if (SEATS.includes(dealer)) settings.dealer = dealer;
      else problems.push(`сдающий «${dealer}» — не N, E, S или W`);
    }
    const text = read("text");
    if (text !== null) settings.text = text === NO_CONSTRAINTS ? "" : text;
    const fromLink = [seed, read("count"), read("first"), dealer, text].some((v) => v !== null);
    return { settings, problem: problems.length ? problems.join("; ") : null, fromLink };
  }

  async start({ settings, problem, fromLink }) {
    if (problem) {
      await this.generate({ ...this.defaults }, `Ссылка на набор повреждена: ${problem}. Показан набор по умолчанию.`);
      return;
    }
    const ok = await this.generate(settings);
    if (!ok && fromLink) {
      const reason = this.alert.textContent;
      await this.generate({ ...this.defaults }, `Ссылка на набор не открылась: ${reason} Показан набор по умолчанию.`);
    }
  }

  generateFromForm(seed) {
    if (!Number.isSafeInteger(seed) || seed < 0) {
      this.alert.textContent = "Номер набора — целое число от 0.";
      return;
    }
    const count = wholeNumber(this.countInput.value);
    const first = wholeNumber(this.firstInput.value);
    if (count === null || count < 1 || count > MAX_COUNT || first === null || first < 1 || first > MAX_COUNT) {
      this.alert.textContent = `Число сдач и номер первой сдачи — целые числа от 1 до ${MAX_COUNT}.`;
      return;
    }
    const settings = { seed, count, first, dealer: this.dealerSelect.value };
    if (this.textDirty) settings.text = this.textInput.value;
    else settings.constraints = this.form.read();
    this.generate(settings);
  }

  // Ask the engine for the set; on success draw it and start the tables. Returns whether it worked;
  // a refusal keeps the set on screen and says why.
  async generate(settings, notice = "") {
    const generation = ++this.generation;
    this.constraintsAsked++; // a reading of the form still on its way must not overwrite the set's
    setState(this, "busy");
    this.status.textContent = "Подбираю сдачи…";
    const params = { seed: settings.seed, count: settings.count, first: settings.first };
    if (settings.constraints) params.constraints = settings.constraints;
    else params.text = settings.text;
    if (settings.dealer) params.dealer = settings.dealer;
    const response = await client.call("bridge.generate", params);
    if (generation !== this.generation) return false;
    if (!response.ok) {
      this.alert.textContent = response.error.message;
      this.status.textContent = this.result ? this.result.summary_ru : "Сдачи не подобраны.";
      setState(this, this.result ? "ready" : "error");
      return false;
    }
    const result = response.result;
    this.result = result;
    this.alert.textContent = notice;
    this.showConstraints(result);
    this.seedInput.value = result.seed;
    this.countInput.value = result.count;
    this.firstInput.value = result.first;
    this.dealerSelect.value = result.dealer || "";
    this.share.href = writeUrl(this, {
      seed: result.seed, text: result.text || NO_CONSTRAINTS, count: result.count, first: result.first,
      dealer: result.dealer,
    });
    if (this.download.href.startsWith("blob:")) URL.revokeObjectURL(this.download.href);
    this.download.href = URL.createObjectURL(new Blob([result.pbn_file], { type: "text/plain" }));
    this.download.download = `lesson-${result.seed}.pbn`;
    this.drawRecords();
    this.status.textContent = result.summary_ru;
    setState(this, "ready");
    this.fillTables(generation);
    return true;
  }

  // ---- the hand record --------------------------------------------------------------------------

  drawRecords() {
    const { boards, labels } = this.result;
    const sheets = [];
    const pages = Math.ceil(boards.length / PER_SHEET);
    for (let start = 0; start < boards.length; start += PER_SHEET) {
      const page = start / PER_SHEET + 1;
      sheets.push(el("div", { class: "rp-record-sheet" },
        el("p", { class: "rp-sheet-title", text: `Набор № ${this.result.seed}. ${this.result.description_ru[0].toUpperCase()}${this.result.description_ru.slice(1)}. Лист ${page} из ${pages}.` }),
        boards.slice(start, start + PER_SHEET).map((board) => boardRecord(board, labels, [
          this.playLink(board, this.getAttribute("play-id") || "play-bridge", "Сыграть с компьютером"),
          this.playLink(board, this.getAttribute("teach-id") || "play-bridge-all", "Разыграть за всех"),
        ]))));
    }
    this.records.replaceChildren(...sheets);
  }

  // A board at the bridge table: its deal, dealer and vulnerability in the table's URL keys.
  playLink(board, tableId, text) {
    const url = new URL(this.getAttribute("table") || "../", location.href);
    url.searchParams.set(`${tableId}.pbn`, board.pbn);
    url.searchParams.set(`${tableId}.dealer`, board.dealer);
    url.searchParams.set(`${tableId}.vul`, board.vulnerability);
    url.hash = tableId;
    return el("a", { href: url.href, text });
  }

  // The makeable contracts, board after board in the background (a solved table is kept for the tab).
  // Each board is asked for cell by cell (bridge.dd_solve: one declarer in one strain, a few seconds
  // at most), so the progress moves and the worker stays free between cells; then bridge.dd_table
  // gives the par at once from the cells the worker has just solved. An engine without the slice
  // method is asked for the whole table in one call.
  async fillTables(generation) {
    const boards = this.result.boards;
    this.ddState = "running";
    this.setAttribute("data-dd-state", "running");
    this.progress.hidden = false;
    this.progressBar.hidden = false;
    this.progressBar.max = boards.length;
    this.ddDone = 0;
    const fail = (message) => {
      this.ddState = "error";
      this.setAttribute("data-dd-state", "error");
      this.progressText.textContent = `Таблицу выполнимых контрактов посчитать не удалось: ${message}`;
      this.progressBar.hidden = true;
    };
    let done = 0;
    for (const board of boards) {
      if (generation !== this.generation) return;
      const article = this.records.querySelector(`.rp-record[data-board="${board.board}"]`);
      const key = `${board.pbn}|${board.dealer}|${board.vulnerability}`;
      let answer = ddCache.get(key);
      if (!answer) {
        const show = (cells) => {
          this.progressBar.value = done + cells / CELLS.length;
          this.progressText.textContent = `Считаю выполнимые контракты: сдача ${board.board}, `
            + `${cells} из ${CELLS.length} клеток (готово сдач: ${done} из ${boards.length}). `;
        };
        show(0);
        let sliced = true;
        for (const [index, [declarer, strain]] of CELLS.entries()) {
          const cell = await client.call("bridge.dd_solve", { pbn: board.pbn, strain, declarer }, { timeout: DD_TIMEOUT_MS });
          if (generation !== this.generation) return;
          if (!cell.ok && cell.error.code === "unknown_method") {
            sliced = false;
            break;
          }
          if (!cell.ok) return fail(cell.error.message);
          if (article) fillCell(article, declarer, strain, cell.result.tricks);
          show(index + 1);
        }
        const response = await client.call("bridge.dd_table",
          { pbn: board.pbn, dealer: board.dealer, vulnerable: board.vulnerability },
          { timeout: sliced ? undefined : DD_TIMEOUT_MS });
        if (generation !== this.generation) return;
        if (!response.ok) return fail(response.error.message);
        answer = response.result;
        ddCache.set(key, answer);
      }
      if (article) fillRecord(article, answer);
      done += 1;
      this.ddDone = done;
    }
    this.progressBar.value = done;
    this.progressText.textContent = `Выполнимые контракты посчитаны для всех сдач (${done}). `;
    this.ddState = "done";
    this.setAttribute("data-dd-state", "done");
  }

  // ---- print and share --------------------------------------------------------------------------

  // Print the records alone (no article around them): the class lives until the print dialog closes.
  // A table not yet solved prints empty (a teacher may fill it in by hand); the reader is told so.
  printRecord() {
    if (this.result && this.ddState !== "done") {
      const total = this.result.boards.length;
      this.status.textContent = this.ddState === "running"
        ? `Выполнимые контракты посчитаны для ${this.ddDone ?? 0} из ${total} сдач: у остальных таблица в протоколе пустая. Чтобы напечатать все, дождитесь конца подсчёта.`
        : "Таблицы выполнимых контрактов не посчитаны: в протоколе они пустые.";
    }
    const root = document.documentElement;
    root.classList.add("rp-print-record");
    window.addEventListener("afterprint", () => root.classList.remove("rp-print-record"), { once: true });
    window.print();
  }

  async copyLink() {
    try {
      await navigator.clipboard.writeText(this.share.href);
      this.status.textContent = "Ссылка на этот набор скопирована.";
    } catch {
      this.status.textContent = `Ссылка на набор: ${this.share.href}`;
    }
  }
}

if (!customElements.get("rp-bridge-lesson")) customElements.define("rp-bridge-lesson", RpBridgeLesson);
