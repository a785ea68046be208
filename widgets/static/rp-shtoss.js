// <rp-shtoss seed="1799" cards="52" kush="10">: a session of Штосс, the reader as the punter.
// The reader picks a card and a stake; the banker's pack is turned pair by pair («Следующий
// абцуг») or to the end («Открыть до конца»); the engine says who won and why, keeps the running
// balance, and shtoss.odds gives the exact chance that sits beside the session's observed one.
// Nothing here decides a stake: every button sends a move to game.play (the engine's legal moves
// enable the buttons), and every sentence about a pair or a stake is the engine's.
// URL: ?<id>.seed=..&<id>.cards=.. — the same seed gives the same packs, round after round.
import { client } from "./client.js";
import { cardNode, el, randomSeed, seedFromUrl, setState, urlValue, writeUrl } from "./cards.js";

const PACKS = [52, 36, 32];

let labelsPromise = null;
function cardLabels() {
  labelsPromise ??= client.call("cards.labels").then((r) => (r.ok ? r.result.labels : {}));
  return labelsPromise;
}

const percent = (x) => `${(100 * x).toLocaleString("ru-RU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0%`;
const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

class RpShtoss extends HTMLElement {
  connectedCallback() {
    if (this.built) return;
    this.built = true;
    const key = (name) => urlValue(this, name);
    this.seed = seedFromUrl(this);
    const wanted = Number(key("cards") || this.getAttribute("cards") || 52);
    this.cards = PACKS.includes(wanted) ? wanted : 52;
    this.kush = Number(this.getAttribute("kush") || 10);
    this.log = [];
    this.generation = 0;

    this.packSelect = el("select", { "aria-label": "Колода банкомёта" },
      PACKS.map((n) => el("option", { value: n, text: `${n} карт${n === 36 ? "" : "ы"}`, selected: n === this.cards })));
    this.packSelect.addEventListener("change", () => this.newSession(this.seed));
    this.seedInput = el("input", { type: "number", min: 0, step: 1, value: this.seed, "aria-label": "Номер расклада" });
    this.seedInput.addEventListener("keydown", (e) => { if (e.key === "Enter") this.newSession(Number(this.seedInput.value)); });
    this.cardSelect = el("select", { "aria-label": "Карта понтёра" });
    this.stakeInput = el("input", { type: "number", min: this.kush, step: 1, value: this.kush, "aria-label": "Ставка" });
    this.stakeButton = el("button", { type: "button", class: "rp-button rp-primary", text: "Поставить", onclick: () => this.stake() });
    this.pairButton = el("button", { type: "button", class: "rp-button rp-primary", text: "Следующий абцуг", onclick: () => this.move({ type: "pair" }) });
    this.allButton = el("button", { type: "button", class: "rp-button", text: "Открыть до конца", onclick: () => this.move({ type: "all" }) });
    this.nextButton = el("button", { type: "button", class: "rp-button rp-primary", text: "Следующая ставка", onclick: () => this.move({ type: "next_round" }) });

    this.status = el("div", { class: "rp-status", role: "status", "aria-live": "polite", text: "Загружаю движок правил…" });
    this.alert = el("div", { class: "rp-alert", role: "alert" });
    this.board = el("div", { class: "rp-board" });
    this.logList = el("ol", { class: "rp-log", "aria-label": "Ходы" });
    const staticExample = this.querySelector(".rp-static");
    if (staticExample) this.board.append(staticExample);
    this.replaceChildren(
      el("div", { class: "rp-toolbar" },
        el("label", {}, "Колода ", this.packSelect),
        el("label", {}, "Расклад № ", this.seedInput),
        el("button", { type: "button", class: "rp-button", text: "Новая сессия", onclick: () => this.newSession(randomSeed()) }),
        el("button", { type: "button", class: "rp-button", text: "Начать этот расклад", onclick: () => this.newSession(Number(this.seedInput.value)) })),
      el("div", { class: "rp-toolbar rp-shtoss-stake" },
        el("label", {}, "Карта понтёра ", this.cardSelect),
        el("label", {}, "Ставка ", this.stakeInput),
        this.stakeButton),
      el("div", { class: "rp-actions rp-shtoss-deal" }, this.pairButton, this.allButton, this.nextButton),
      this.status, this.alert, this.board,
      el("details", { class: "rp-log-box" }, el("summary", { text: "Ход игры" }), this.logList));
    this.enable([]);
    this.newSession(this.seed);
  }

  enable(legal) {
    const types = new Set(legal.map((m) => m.type));
    this.cardSelect.disabled = this.stakeInput.disabled = this.stakeButton.disabled = !types.has("stake");
    this.pairButton.disabled = !types.has("pair");
    this.allButton.disabled = !types.has("all");
    this.nextButton.disabled = !types.has("next_round");
  }

  async newSession(seed) {
    if (!Number.isSafeInteger(seed) || seed < 0) {
      this.alert.textContent = "Номер расклада — целое число от 0.";
      return;
    }
    const generation = ++this.generation;
    setState(this, "busy");
    this.enable([]);
    const cards = Number(this.packSelect.value);
    const [labels, answer, odds] = await Promise.all([
      cardLabels(),
      // rounds: null — the session goes on as long as the reader likes (X-98: a fresh pack each round).
      client.call("game.new", { game: "shtoss", players: 2, seed, seat: 1, options: { cards, kush: this.kush, rounds: null } }),
      client.call("shtoss.odds", { cards }),
    ]);
    if (generation !== this.generation) return;
    if (!answer.ok || !odds.ok) {
      this.alert.textContent = (answer.ok ? odds : answer).error.message;
      this.status.textContent = this.answer ? "" : "Игра не началась.";
      setState(this, this.answer ? "ready" : "error");
      if (this.answer) this.enable(this.answer.legal);
      return;
    }
    Object.assign(this, { labels, answer: answer.result, odds: odds.result, seed, cards, log: [] });
    this.seedInput.value = seed;
    this.fillCards();
    writeUrl(this, { seed, cards });
    this.alert.textContent = "";
    this.render();
    setState(this, "ready");
  }

  // The card list comes from the engine's legal stakes (the cards of the punter's pack).
  fillCards() {
    const previous = this.cardSelect.value;
    const codes = this.answer.legal.filter((m) => m.type === "stake").map((m) => m.card);
    this.cardSelect.replaceChildren(...codes.map((code) => {
      const label = this.labels[code] || { ru: code, name: code };
      return el("option", { value: code, text: `${label.ru} — ${label.name}` });
    }));
    if (codes.includes(previous)) this.cardSelect.value = previous;
  }

  stake() {
    const stake = Number(this.stakeInput.value);
    // A non-integer goes to the engine as it is, and the engine explains the refusal.
    this.move({ type: "stake", card: this.cardSelect.value, stake: Number.isFinite(stake) ? stake : this.stakeInput.value });
  }

  async move(move) {
    if (!this.answer || this.getAttribute("data-rp-state") === "busy") return;
    const generation = this.generation;
    setState(this, "busy");
    this.enable([]);
    const response = await client.call("game.play", { game: "shtoss", state: this.answer.state, move, seat: 1 });
    if (generation !== this.generation) return;
    if (!response.ok) {
      this.alert.textContent = response.error.message;
      this.enable(this.answer.legal);
      setState(this, "ready");
      return;
    }
    const mover = this.answer.to_move;
    this.answer = response.result;
    if (response.result.move_ru) this.log.push(`${this.answer.view.seats[mover]}: ${response.result.move_ru}`);
    this.alert.textContent = "";
    if (move.type === "next_round") this.fillCards();
    this.render();
    setState(this, "ready");
  }

  render() {
    const { view, legal } = this.answer;
    const labels = this.labels;
    this.enable(legal);
    const parts = [];

    const top = el("div", { class: "rp-extras" },
      el("span", { text: `Ставка № ${view.round + 1}` }),
      view.punter_card
        ? el("span", { class: "rp-shtoss-punter" }, "Карта понтёра: ", cardNode(view.punter_card, labels), ` ставка ${view.stake}`)
        : el("span", { text: `Понтёр выбирает карту и ставку (начальный куш — ${view.kush}).` }),
      el("span", { class: "rp-count", text: `В колоде банкомёта: ${view.pack_left} из ${view.cards}` }));
    parts.push(top);

    // The pairs turned so far; the card that decided the stake comes from the engine's history.
    const decided = view.last_ru ? view.history[view.history.length - 1] : null;
    const hits = new Set();
    if (decided) {
      hits.add(decided.position - 1);
      if (decided.plie) hits.add(decided.position);
    }
    const pairs = el("ol", { class: "rp-shtoss-pairs", "aria-label": "Открытые абцуги" },
      view.pairs.map((pair, i) => el("li", { class: "rp-shtoss-pair" },
        el("span", { class: "rp-seat", text: `Абцуг ${i + 1}` }),
        ["лоб", "соник"].map((name, j) => el("span", { class: "rp-shtoss-slot" },
          cardNode(pair[j], labels, { class: hits.has(2 * i + j) ? "rp-shtoss-hit" : "" }),
          el("span", { class: "rp-count", text: name }))),
        el("span", { class: "rp-shtoss-note", text: view.pairs_ru[i] || "" }))));
    if (view.pairs.length) parts.push(pairs);

    if (decided) {
      parts.push(el("div", { class: `rp-result rp-shtoss-outcome rp-shtoss-${decided.winner === 1 ? "win" : "loss"}` },
        el("p", { text: view.last_ru })));
    }

    const [banker, punter] = view.balance;
    parts.push(el("div", { class: "rp-shtoss-balance", "aria-label": "Баланс" },
      el("strong", { text: `Понтёр (вы): ${signed(punter)}` }), el("span", { text: ` · Банкомёт: ${signed(banker)}` })));

    const total = view.history.length;
    const wins = view.history.filter((h) => h.winner === 1).length;
    parts.push(el("div", { class: "rp-shtoss-odds" },
      el("div", {}, `Точный шанс понтёра при колоде из ${this.odds.cards} карт: `,
        el("strong", { class: "rp-shtoss-exact", text: percent(this.odds.punter) }),
        ` (${this.odds.punter_exact}); банкомёта — ${percent(this.odds.banker)}.`),
      el("div", { class: "rp-shtoss-observed" }, total
        ? `В этой сессии понтёр выиграл ${wins} из ${total} (${percent(wins / total)}).`
        : "В этой сессии ставок ещё не было.")));

    if (total) {
      parts.push(el("table", { class: "rp-score-table rp-shtoss-history" },
        el("caption", { text: "Ставки этой сессии" }),
        el("thead", {}, el("tr", {}, ["№", "Карта", "Ставка", "Решила карта", "Выиграл", "Баланс понтёра"].map((h) => el("th", { scope: "col", text: h })))),
        el("tbody", {}, view.history.map((h) => el("tr", {},
          el("th", { scope: "row", text: String(h.round + 1) }),
          el("td", {}, cardNode(h.punter_card, labels)),
          el("td", { text: String(h.stake) }),
          el("td", { text: `№\u00a0${h.position} (абцуг\u00a0${h.pair}${h.plie ? ", плие" : ""})` }),
          el("td", { text: h.winner_ru }),
          el("td", { text: signed(h.balance[1]) }))))));
    }
    this.board.replaceChildren(...parts);
    this.logList.replaceChildren(...this.log.map((line) => el("li", { text: line })));
    this.status.textContent = this.statusText(view, legal);
  }

  statusText(view, legal) {
    const types = new Set(legal.map((m) => m.type));
    if (types.has("stake")) return "Выберите карту и ставку и нажмите «Поставить».";
    if (types.has("pair")) return "Банкомёт мечет: откройте следующий абцуг или всю колоду до решения.";
    if (types.has("next_round")) return "Ставка решена. «Следующая ставка» — свежая колода и новая карта.";
    return "";
  }
}

if (!customElements.get("rp-shtoss")) customElements.define("rp-shtoss", RpShtoss);
