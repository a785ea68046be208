// <rp-score-bridge deals="4S-S-10,3NT-N-9" rules="encyclopedia">: the rubber's score sheet, «Мы»
// (Север–Юг) and «Они» (Восток–Запад), with points above and below the line and a line drawn under
// every finished game. Deals are entered one by one (or sent by a bridge table on the same page)
// and the whole rubber is scored by bridge.rubber: vulnerability, games, the rubber bonus, totals
// and висты all come from the engine, and every entry carries the engine's explanation. The deal
// list lives in the URL (?<id>.deals=..&<id>.rules=..) and the sheet prints without its controls.
//
// The sheet shows what is written as it stands: before the rubber ends, the settlement of a rubber
// stopped now (by the Laws: 300 for a lone game, 100 for a lone part-score) is only said in words
// under it, never written on it. A deal sent by a table replaces the page's own example rubber only
// if the reader says so (a modal question); the table is told what happened.
//
// A deal in the URL and the deals attribute: "4SX-S-10" (contract, declarer, tricks of the
// declaring side), "-NS4" / "-EW5" / "-NSA" appended for honours (four, five, four aces), "pass".
import { client } from "./client.js";
import { el, urlValue, writeUrl } from "./cards.js";
import { SEATS, SEAT_GEN_RU, SEAT_RU, SHEET_SIDE } from "./bridge-hands.js";
import { Frame } from "./frame.js";
import { plural } from "./play/common.js";

const STRAINS = [["C", "♣"], ["D", "♦"], ["H", "♥"], ["S", "♠"], ["NT", "БК"]];
const SYMBOL = Object.fromEntries(STRAINS);
const STRAIN_NAMES = { C: "трефы", D: "бубны", H: "червы", S: "пики", NT: "(без козыря)" };
const SIDES = ["NS", "EW"];
const NAMES = SHEET_SIDE;
const HONOR_KINDS = { 4: "4", 5: "5", A: "aces" };
const HONOR_RU = { 4: "четыре онёра", 5: "пять онёров", aces: "четыре туза" };
const RULES = [["encyclopedia", "по «Энциклопедии игр»"], ["laws", "по Законам бриджа"]];

export function decodeDeal(token) {
  const text = token.trim();
  if (text.toLowerCase() === "pass") return { contract: "pass" };
  const [contract, declarer, tricks, honors] = text.split("-");
  const deal = { contract, declarer, tricks: Number(tricks), honors: null };
  const m = /^(NS|EW)([45A])$/i.exec(honors || "");
  if (m) deal.honors = { side: m[1].toUpperCase(), kind: HONOR_KINDS[m[2].toUpperCase()] };
  return deal;
}

export function encodeDeal(deal) {
  if (deal.contract === "pass") return "pass";
  let token = `${deal.contract}-${deal.declarer}-${deal.tricks}`;
  if (deal.honors) token += `-${deal.honors.side}${deal.honors.kind === "aces" ? "A" : deal.honors.kind}`;
  return token;
}

function contractRu(code) {
  const m = /^([1-7])(NT|C|D|H|S)(X{0,2})$/.exec(code);
  if (!m) return code;
  return `${m[1]}${SYMBOL[m[2]]}${["", " с контрой", " с реконтрой"][m[3].length]}`;
}

function dealTitle(deal) {
  if (deal.contract === "pass") return "все спасовали";
  return `${contractRu(deal.contract)} ${SEAT_GEN_RU[deal.declarer]}, взято ${deal.tricks}`
    + (deal.honors ? `, онёры: ${HONOR_RU[deal.honors.kind]} у ${NAMES[deal.honors.side]}` : "");
}

function select(label, options, value) {
  return el("select", { "aria-label": label },
    options.map(([v, text]) => el("option", { value: v, text, selected: String(v) === String(value) })));
}

class RpScoreBridge extends HTMLElement {
  connectedCallback() {
    if (this.built) {
      document.addEventListener("rp-bridge-deal", this.onPlayed);
      return;
    }
    this.built = true;
    const fromUrl = urlValue(this, "deals");
    const source = fromUrl !== null ? fromUrl : this.getAttribute("deals") || "";
    this.deals = source.split(",").filter((t) => t.trim()).map(decodeDeal);
    const rules = urlValue(this, "rules") || this.getAttribute("rules") || "encyclopedia";

    this.rulesSelect = select("Правила подсчёта", RULES, rules);
    this.rulesSelect.addEventListener("change", () => this.score(this.deals));
    this.level = select("Уровень контракта", [1, 2, 3, 4, 5, 6, 7].map((n) => [n, String(n)]), 4);
    this.strain = select("Масть контракта", STRAINS.map(([c, s]) => [c, `${s} ${STRAIN_NAMES[c]}`]), "S");
    this.doubling = select("Контра", [["", "без контры"], ["X", "контра"], ["XX", "реконтра"]], "");
    this.declarer = select("Разыгрывающий", SEATS.map((s) => [s, SEAT_RU[s]]), "S");
    this.tricks = select("Взяток у разыгрывающих", Array.from({ length: 14 }, (_, n) => [n, String(n)]), 10);
    this.level.addEventListener("change", () => { this.tricks.value = String(Number(this.level.value) + 6); });
    this.honors = select("Онёры", [["", "нет"],
      ...SIDES.flatMap((side) => [["4", "4 онёра"], ["5", "5 онёров"], ["A", "4 туза (БК)"]].map(([k, t]) => [`${side}${k}`, `${t} у ${NAMES[side]}`]))], "");

    const frame = new Frame(this, { toolbar: "Сдача для записи", board: "Лист роббера" });
    this.frame = frame;
    const bar = frame.toolbar;
    bar.add(el("label", {}, "Контракт ", this.level, this.strain, this.doubling));
    bar.add(el("label", {}, "Разыгрывал ", this.declarer));
    bar.add(el("label", {}, "Взяли ", this.tricks));
    bar.add(el("label", {}, "Онёры ", this.honors));
    const tools = el("div", { class: "rp-toolbar rp-sheet-tools", role: "group", "aria-label": "Лист роббера" },
      el("button", { type: "button", class: "rp-button rp-primary", text: "Записать сдачу", onclick: () => this.addEntered() }),
      el("button", { type: "button", class: "rp-button", text: "Все спасовали", onclick: () => this.add({ contract: "pass" }) }),
      el("button", { type: "button", class: "rp-button", text: "Удалить последнюю", onclick: () => this.removeLast() }),
      el("button", { type: "button", class: "rp-button", text: "Новый роббер", onclick: () => this.score([]) }),
      el("button", { type: "button", class: "rp-button", text: "Печать", onclick: () => window.print() }),
      el("label", {}, "Считать ", this.rulesSelect));
    this.alert = frame.alert;
    tools.classList.add("rp-sheet-form");
    frame.mount({ controls: [tools] });
    // A deal played at a bridge table on the same page: written into the rubber, or, when the rubber
    // on the sheet is over, as the first deal of a new one; the table is told which. The page's own
    // example is replaced only when the reader agrees.
    this.onPlayed = async (event) => {
      const { deal, reply } = event.detail;
      const example = this.holdsExample();
      if (example && !(await this.askToReplace())) {
        const message = "Сдача не записана: на листе роббера остался пример со страницы.";
        if (reply) reply(false, message);
        return;
      }
      const fresh = example || Boolean(this.result && this.result.finished);
      const ok = await this.score(fresh ? [deal] : [...this.deals, deal]);
      const before = example ? "Пример со страницы убран: начат новый роббер, и сдача"
        : fresh ? "Прежний роббер был окончен: начат новый, и сдача" : "Сдача";
      const message = ok
        ? `${before} записана в лист роббера (сдача ${this.deals.length}).`
        : `Лист роббера не принял сдачу: ${this.alert.textContent}`;
      if (ok) this.frame.setStatus(message);
      if (reply) reply(ok, message);
    };
    document.addEventListener("rp-bridge-deal", this.onPlayed);
    this.score(this.deals);
  }

  disconnectedCallback() {
    document.removeEventListener("rp-bridge-deal", this.onPlayed);
  }

  // The sheet holds the page's own example rubber (the deals of its `deals` attribute), not the reader's.
  holdsExample() {
    const example = (this.getAttribute("deals") || "").split(",").filter((t) => t.trim()).map(decodeDeal).map(encodeDeal);
    return example.length > 0 && this.deals.map(encodeDeal).join(",") === example.join(",");
  }

  // A modal question before the example is replaced: resolves true to replace it. Escape or «Не
  // записывать» keeps it; focus goes back where it was.
  askToReplace() {
    const count = this.deals.length;
    const dialog = el("dialog", { class: "rp-sheet-question", "aria-labelledby": `${this.id || "rubber"}-question` },
      el("form", { method: "dialog" },
        el("p", { id: `${this.id || "rubber"}-question`,
          text: `На листе роббера — пример со страницы (${count} ${plural(count, "сдача", "сдачи", "сдач")}). `
            + "Заменить его новым роббером, который начнётся с этой сдачи?" }),
        el("div", { class: "rp-toolbar" },
          el("button", { type: "submit", value: "replace", class: "rp-button rp-primary", text: "Заменить пример" }),
          el("button", { type: "submit", value: "keep", class: "rp-button", text: "Не записывать" }))));
    this.append(dialog);
    return new Promise((resolve) => {
      dialog.addEventListener("close", () => {
        resolve(dialog.returnValue === "replace");
        dialog.remove();
      }, { once: true });
      dialog.showModal();
    });
  }

  addEntered() {
    const honors = this.honors.value
      ? { side: this.honors.value.slice(0, 2), kind: HONOR_KINDS[this.honors.value.slice(2)] } : null;
    this.add({
      contract: `${this.level.value}${this.strain.value}${this.doubling.value}`,
      declarer: this.declarer.value,
      tricks: Number(this.tricks.value),
      honors,
    });
  }

  add(deal) {
    this.score([...this.deals, deal]);
  }

  removeLast() {
    if (!this.deals.length) {
      this.alert.textContent = "Записей нет.";
      return;
    }
    this.score(this.deals.slice(0, -1));
  }

  // Score a list of deals; the sheet changes only if the engine accepts the whole list.
  async score(deals) {
    this.frame.setState("busy");
    const rules = this.rulesSelect.value;
    const response = await client.call("bridge.rubber", { deals, rules });
    if (!response.ok) {
      this.alert.textContent = response.error.message;
      this.frame.setState(this.result ? "ready" : "error");
      return false;
    }
    this.alert.textContent = "";
    this.deals = deals;
    this.result = response.result;
    writeUrl(this, { deals: deals.map(encodeDeal).join(","), rules });
    this.draw();
    this.frame.setState("ready");
    return true;
  }

  draw() {
    const r = this.result;
    const above = { NS: [], EW: [] };
    const segments = [{ NS: [], EW: [], game: null }];
    r.deals.forEach((deal, i) => {
      for (const line of deal.lines) {
        const entry = el("div", { class: "rp-entry", title: line.why },
          el("span", { class: "rp-entry-points", text: String(line.points) }), el("sup", { text: String(i + 1) }));
        if (line.where === "above") above[line.side].push(entry);
        else segments.at(-1)[line.side].push(entry);
      }
      if (deal.game) {
        segments.at(-1).game = deal.game;
        segments.push({ NS: [], EW: [], game: null });
      }
    });
    // The rubber bonus is written once the rubber is over; before that the engine's lines are only the
    // settlement of a rubber stopped now, said under the sheet.
    for (const line of r.finished ? r.lines : []) {
      above[line.side].push(el("div", { class: "rp-entry rp-bonus", title: line.why },
        el("span", { class: "rp-entry-points", text: String(line.points) }), el("sup", { text: "Р" })));
    }
    const written = r.written || r.totals;
    const column = (side, entries, cls) => el("div", { class: `rp-sheet-col ${cls}`, "data-side": side }, entries);
    const sheet = el("div", { class: "rp-sheet", role: "group", "aria-label": "Запись роббера" },
      el("div", { class: "rp-sheet-head" }, SIDES.map((s) => el("div", { class: "rp-sheet-name" },
        el("strong", { text: NAMES[s] }), el("span", { class: "rp-count", text: ` (${s === "NS" ? "Север–Юг" : "Восток–Запад"})` })))),
      el("div", { class: "rp-sheet-above" }, SIDES.map((s) => column(s, above[s], "rp-above"))),
      el("div", { class: "rp-sheet-line", role: "separator", "aria-label": "черта" }),
      ...segments.flatMap((seg, i) => {
        const rows = [el("div", { class: "rp-sheet-below" }, SIDES.map((s) => column(s, seg[s], "rp-below")))];
        if (seg.game) rows.push(el("div", { class: "rp-game-line", "data-game": seg.game }, el("span", { text: `партия ${i + 1}: ${NAMES[seg.game]}` })));
        // After the last game of a finished rubber there is nothing more to write below the line.
        return r.finished && i === segments.length - 1 ? [] : rows;
      }),
      el("div", { class: "rp-sheet-totals" }, SIDES.map((s) => el("div", { class: "rp-total", "data-side": s, text: String(written[s]) }))));

    const vul = (s) => (r.games[s] >= 1 ? "по партии" : "перед партией");
    // The engine says who wins the висты (the side with more points, not always the rubber's winner).
    const gainer = r.vists_side;
    const vists = r.vists_count;
    let verdict;
    if (r.finished) {
      const loser = r.winner === "NS" ? "EW" : "NS";
      verdict = `Роббер окончен: выиграли ${NAMES[r.winner]} ${r.games[r.winner]}:${r.games[loser]}. `
        + `Итог ${r.totals.NS} : ${r.totals.EW}, разница ${Math.abs(r.totals.NS - r.totals.EW)} — вистов: ${vists}${vists ? ` в пользу «${NAMES[gainer]}»` : ""}.`;
    } else {
      const stopped = r.lines.map((l) => `${NAMES[l.side]} +${l.points} за ${l.points === 300 ? "выигранную партию" : "частичную запись"}`);
      verdict = `Партии: Мы ${r.games.NS}, Они ${r.games.EW}. Следующая сдача: Мы ${vul("NS")}, Они ${vul("EW")}. `
        + (r.deals.length ? `Записано: Мы ${written.NS}, Они ${written.EW}. Если прервать роббер сейчас, `
          + (stopped.length ? `по Законам добавят: ${stopped.join(", ")} — итог ${r.totals.NS} : ${r.totals.EW}` : `итог ${r.totals.NS} : ${r.totals.EW}`)
          + (r.winner ? `, вистов: ${vists}${vists ? ` в пользу «${NAMES[gainer]}»` : ""}.` : ", ровно.") : "Записей пока нет.");
    }
    const explain = el("ol", { class: "rp-sheet-deals", "aria-label": "Сдачи и объяснение очков" },
      this.deals.map((deal, i) => {
        const d = r.deals[i];
        const zone = `Мы ${d.vulnerable.NS ? "по партии" : "перед партией"}, Они ${d.vulnerable.EW ? "по партии" : "перед партией"}`;
        const lines = d.lines.map((l) => el("li", { text: `${NAMES[l.side]}, ${l.where === "below" ? "под чертой" : "над чертой"}: ${l.points} — ${l.why}` }));
        if (d.passed_out) lines.push(el("li", { text: d.note }));
        if (d.game) lines.push(el("li", { text: `Партия выиграна: ${NAMES[d.game]}; под записями проведена черта.` }));
        return el("li", {}, el("span", { text: `${dealTitle(deal)} (${zone})` }), el("ul", {}, lines));
      }),
      (r.finished ? r.lines : []).map((l) => el("li", { class: "rp-bonus" }, el("span", { text: `${NAMES[l.side]}, над чертой: ${l.points} — ${l.why}` }))));
    this.frame.draw(sheet, el("p", { class: "rp-sheet-verdict", text: verdict }), explain);
    this.frame.setStatus(`Записано сдач: ${this.deals.length}. Считаем ${RULES.find(([v]) => v === this.rulesSelect.value)[1]}.`, { speak: this.drawnOnce });
    this.drawnOnce = true;
  }
}

if (!customElements.get("rp-score-bridge")) customElements.define("rp-score-bridge", RpScoreBridge);
