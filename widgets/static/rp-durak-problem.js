// <rp-durak-problem number="7" game="durak.podkidnoy" state="{…}">: one durak endgame problem
// (docs/durak/problems.md, built by widgets/durak_problems.py). The position is the engine's own state,
// written in by the build: two players, the talon empty, the reader («Игрок 1», seat 0) to move. The
// board shows both hands (every card is known: the rest went to the discard), the table, and the moves
// the reader may make — one button per legal move, named by the engine («Зайти с 7♠», «Взять»); it is
// drawn on the same felt as the game tables (table.js: the opponent's seat on top with his cards open,
// the bout in the middle, the reader's seat and hand at the bottom) with the same card art. A press
// asks the engine's exact solver (durak.solve, at load) whether the move wins and shows best play after
// it (durak.line): «Верно» with the winning line, or «Неверно» with the line that punishes the move,
// and «Попробовать ещё раз». Nothing here knows a rule: every move, verdict and sentence is the engine's.
// Keyboard: the moves are one tab stop (arrows, Home/End, Enter/Space); the toolbar has «Начать заново»
// and «Показать решение». Testing contract: data-rp-state, data-card on every card, data-result on the
// host once the reader has tried a move («win» or the move's result), data-solved once it is found.
import { client } from "./client.js";
import { cardNode, el } from "./cards.js";
import { Frame } from "./frame.js";
import { actionButton, asReader, cardsWord, roving } from "./play/common.js";
import { felt, seatBox } from "./table.js";

const READER = "Игрок 1";
const OPPONENT = "Игрок 2";
// The solver's budget per call: the problems are small enough to be solved in one call.
const BUDGET = 400000;

let labelsPromise = null;
function cardLabels() {
  labelsPromise ??= client.call("cards.labels").then((r) => (r.ok ? r.result.labels : {}));
  return labelsPromise;
}

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
// «Игрок 1 заходит: 7♠.» → «Вы заходите: 7♠.»; «Игрок 2 …» → «Соперник …».
const told = (text) => asReader(text, READER).replace(new RegExp(`${OPPONENT}(?![\\d])`, "g"), "Соперник")
  .replace(/Игрока 2(?!\d)/g, "соперника");

class RpDurakProblem extends HTMLElement {
  connectedCallback() {
    if (this.built) return;
    this.built = true;
    this.number = this.getAttribute("number") || "";
    // The facts of the position in words (the trump, the discard, whose move), written by the build.
    this.facts = this.querySelector(".rp-durak-problem-facts")?.textContent || "";
    try {
      this.position = JSON.parse(this.getAttribute("state") || "null");
    } catch {
      this.position = null;
    }
    const frame = new Frame(this, { toolbar: `Задача ${this.number}: управление`, board: `Задача ${this.number}: позиция` });
    this.frame = frame;
    frame.toolbar.button("Начать заново", () => this.restart(), { key: "restart" });
    frame.toolbar.button("Показать решение", () => this.reveal(), { key: "reveal" });
    frame.mount();
    frame.setState("loading");
    this.load();
  }

  async load() {
    const frame = this.frame;
    if (!this.position) {
      frame.setStatus("Позиция задачи повреждена.");
      frame.setState("error");
      return;
    }
    const [solved, labels] = await Promise.all([
      client.call("durak.solve", { state: this.position, count: false, budget: BUDGET }),
      cardLabels(),
    ]);
    if (!solved.ok || !solved.result.complete) {
      frame.setStatus(solved.ok ? "Движок не успел решить задачу." : `Задача не загрузилась: ${solved.error.message}`);
      frame.setState("error");
      return;
    }
    this.labels = { ...labels, ...solved.result.labels };
    this.moves = solved.result.moves;
    this.restart();
  }

  restart() {
    if (!this.moves) return;
    this.tried = null; // {move, result, line}
    this.removeAttribute("data-result");
    this.frame.showAlert("");
    this.frame.setStatus("Ваш ход — не останьтесь дураком. Выберите ход.");
    this.show();
    this.frame.setState("ready");
  }

  async reveal() {
    if (!this.moves || this.busy) return;
    const winning = this.moves.find((m) => m.result === "win");
    if (winning) await this.choose(winning, { revealed: true });
  }

  get busy() {
    return this.getAttribute("data-rp-state") === "busy";
  }

  async choose(entry, { revealed = false } = {}) {
    if (this.busy) return;
    const frame = this.frame;
    frame.setState("busy");
    const response = await client.call("durak.line", { state: this.position, move: entry.move, budget: BUDGET });
    if (!response.ok || !response.result.complete) {
      frame.showAlert(response.ok ? "Движок не успел досчитать линию." : response.error.message);
      frame.setState("ready");
      return;
    }
    Object.assign(this.labels, response.result.labels);
    this.tried = { entry, line: response.result.line, revealed };
    this.setAttribute("data-result", entry.result);
    if (entry.result === "win") this.setAttribute("data-solved", "");
    const verdict = this.verdict();
    frame.setStatus(verdict);
    frame.say(verdict);
    this.show();
    frame.setState("ready");
  }

  verdict() {
    const { entry, revealed } = this.tried;
    const what = capital(entry.move_ru);
    if (revealed) return `Решение: ${entry.move_ru}. Так вы выигрываете при любой игре соперника.`;
    if (entry.result === "win") return `Верно! ${what} — и вы выигрываете при любой игре соперника.`;
    const outcome = entry.result === "draw" ? "соперник удержит ничью" : "соперник выигрывает";
    return `Неверно: ${entry.move_ru} — и при лучшей игре ${outcome}. Попробуйте ещё раз.`;
  }

  // Who does what in the position, as the seats' marks say it at the game tables.
  roles() {
    const { phase, attacker } = this.position;
    const attacking = phase === "lead" ? "заходит" : "нападает";
    const defending = phase === "taking" ? "берёт" : "отбивается";
    return attacker === 0 ? [attacking, defending] : [defending, attacking];
  }

  show() {
    const state = this.position;
    const labels = this.labels;
    const [mine, theirs] = this.roles();
    const kind = (role) => (role === "заходит" || role === "нападает" ? "attack" : "defend");
    const opponent = seatBox({
      seat: 1, name: "Соперник", count: state.hands[1].length, place: "top", className: "rp-durak-seat",
      marks: [{ text: theirs, kind: kind(theirs) }, { text: `${state.hands[1].length} ${cardsWord(state.hands[1].length)}`, kind: "info" }],
      body: el("div", { class: "rp-open-cards", role: "group", "aria-label": `Карты соперника: ${state.hands[1].length} ${cardsWord(state.hands[1].length)}` },
        state.hands[1].map((c) => cardNode(c, labels))),
    });
    const pairs = state.table.map(([attack, cover]) => el("div", { class: `rp-durak-pair${cover ? " rp-durak-beaten" : ""}`, role: "listitem" },
      cardNode(attack, labels, { class: "rp-durak-attack" }), cover ? cardNode(cover, labels, { class: "rp-durak-defence" }) : null));
    const table = el("div", { class: "rp-durak-table rp-durak-problem-table", role: "group", "aria-label": "На столе" },
      pairs.length ? el("div", { class: "rp-durak-pairs", role: "list" }, pairs)
        : el("div", { class: "rp-durak-pairs" }, el("span", { class: "rp-empty", text: "Стол пуст" })));
    const hand = el("div", { class: "rp-cards rp-fan rp-durak-problem-hand", role: "group", "aria-label": `Ваши карты: ${state.hands[0].length} ${cardsWord(state.hands[0].length)}`,
      style: `--n: ${Math.max(state.hands[0].length, 1)}` }, state.hands[0].map((c) => cardNode(c, labels)));
    const open = !this.tried || (this.tried.entry.result !== "win" && !this.tried.revealed);
    const reader = seatBox({
      seat: 0, name: "Вы", count: state.hands[0].length, place: "bottom", toMove: open, className: "rp-hand rp-mine",
      marks: [{ text: mine, kind: kind(mine) }, { text: `${state.hands[0].length} ${cardsWord(state.hands[0].length)}`, kind: "info" }],
      body: [hand, open ? this.moveButtons()
        : el("div", { class: "rp-durak-problem-again" }, actionButton("Решить заново", () => this.restart(), { key: "again", focusDefault: true }))],
    });
    const parts = [felt({
      players: 2, reader: 0, seats: new Map([[1, opponent]]), className: "rp-durak-problem-felt",
      centre: [table, this.facts ? el("p", { class: "rp-durak-problem-facts", text: this.facts }) : null],
      hand: reader,
    })];
    if (this.tried) parts.push(this.lineList());
    this.frame.draw(...parts);
  }

  moveButtons() {
    const wrong = this.tried && this.tried.entry.result !== "win" ? this.tried.entry.move : null;
    const buttons = this.moves.map((entry, i) => actionButton(capital(entry.move_ru), () => this.choose(entry), {
      key: `move:${i}`,
      className: JSON.stringify(entry.move) === JSON.stringify(wrong) ? "rp-durak-problem-wrong" : "",
    }));
    const box = el("div", { class: "rp-durak-problem-moves", role: "toolbar", "aria-label": "Ваши ходы", "data-focus-group": "moves" }, buttons);
    return roving(box);
  }

  lineList() {
    const { entry, line } = this.tried;
    const heading = entry.result === "win" ? "Как дальше идёт партия при лучшей игре" : "Чем плох этот ход: лучшая игра после него";
    return el("div", { class: "rp-durak-problem-line" },
      el("p", { class: "rp-durak-problem-line-head", text: `${heading}:` }),
      el("ol", {}, line.map((step) => el("li", { text: told(step.move_ru) }))));
  }
}

customElements.define("rp-durak-problem", RpDurakProblem);
