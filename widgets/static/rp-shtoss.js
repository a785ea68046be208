// <rp-shtoss seed="1799" cards="52" kush="10">: a session of Штосс, the reader as the punter.
// The reader picks a card and a stake; the banker's pack is turned pair by pair («Следующий
// абцуг») or to the end («Открыть до конца»); the engine says who won and why, keeps the running
// balance, and shtoss.odds gives the exact chance that sits beside the session's observed one.
// Nothing here decides a stake: every button sends a move to game.play (the engine's legal moves
// enable the buttons), and every sentence about a pair or a stake is the engine's.
// URL: ?<id>.seed=..&<id>.cards=.. — the same seed gives the same packs, round after round.
import { client } from "./client.js";
import { cardNode, el, randomSeed, seedFromUrl, seedWriter, urlValue, writeUrl } from "./cards.js";
import { Frame } from "./frame.js";
import { actionButton, asReader, cardLabel, signed, speakCards } from "./play/common.js";

const PACKS = [52, 36, 32];

let labelsPromise = null;
function cardLabels() {
  labelsPromise ??= client.call("cards.labels").then((r) => (r.ok ? r.result.labels : {}));
  return labelsPromise;
}

const percent = (x) => `${(100 * x).toLocaleString("ru-RU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0%`;

class RpShtoss extends HTMLElement {
  connectedCallback() {
    if (this.built) return;
    this.built = true;
    this.setAttribute("data-rp-table", "");
    const key = (name) => urlValue(this, name);
    this.seed = seedFromUrl(this);
    const wanted = Number(key("cards") || this.getAttribute("cards") || 52);
    this.cards = PACKS.includes(wanted) ? wanted : 52;
    this.kush = Number(this.getAttribute("kush") || 10);
    this.log = [];
    this.generation = 0;

    const frame = new Frame(this, { toolbar: "Колода и расклад", board: "Стол банкомёта", log: true });
    this.frame = frame;
    const bar = frame.toolbar;
    this.packSelect = bar.select("Колода", PACKS.map((n) => [n, `${n} карт${n === 36 ? "" : "ы"}`]), this.cards, () => this.newSession(this.seed), { key: "pack" });
    this.packSelect.setAttribute("aria-label", "Колода банкомёта");
    this.seedInput = bar.number("Расклад №", this.seed, { onEnter: () => this.newSession(Number(this.seedInput.value)), key: "seed" });
    this.seedInput.setAttribute("aria-label", "Номер расклада");
    bar.button("Новая сессия", () => this.newSession(randomSeed()));
    bar.button("Начать этот расклад", () => this.newSession(Number(this.seedInput.value)));

    // The punter's moves: always pressable; those the engine does not offer now are aria-disabled,
    // and a press gets the engine's reason.
    this.cardSelect = el("select", { "aria-label": "Карта понтёра", "data-focus-key": "punter-card" });
    this.stakeInput = el("input", { type: "number", min: this.kush, step: 1, value: this.kush, "aria-label": "Ставка", "data-focus-key": "stake" });
    this.stakeButton = actionButton("Поставить", () => this.stake(), { primary: true });
    this.pairButton = actionButton("Следующий абцуг", () => this.move({ type: "pair" }), { primary: true });
    this.allButton = actionButton("Открыть до конца", () => this.move({ type: "all" }));
    this.nextButton = actionButton("Следующая ставка", () => this.move({ type: "next_round" }), { primary: true });
    const stakeRow = el("div", { class: "rp-toolbar rp-shtoss-stake", role: "group", "aria-label": "Ставка понтёра" },
      el("label", {}, "Карта понтёра ", this.cardSelect),
      el("label", {}, "Ставка ", this.stakeInput),
      this.stakeButton);
    const dealRow = el("div", { class: "rp-actions rp-shtoss-deal", role: "group", "aria-label": "Банкомёт мечет" }, this.pairButton, this.allButton, this.nextButton);
    frame.mount({ controls: [stakeRow, dealRow] });
    this.enable([]);
    this.newSession(this.seed);
  }

  // What the engine offers now: the stake fields take input only while a stake may be made; the
  // buttons stay pressable (aria-disabled when the engine does not offer them).
  enable(legal) {
    const types = new Set(legal.map((m) => m.type));
    this.cardSelect.disabled = this.stakeInput.disabled = !types.has("stake");
    const offer = (button, type) => button.setAttribute("aria-disabled", String(!types.has(type)));
    offer(this.stakeButton, "stake");
    offer(this.pairButton, "pair");
    offer(this.allButton, "all");
    offer(this.nextButton, "next_round");
  }

  async newSession(seed) {
    const showSeed = seedWriter(this.seedInput);
    if (!Number.isSafeInteger(seed) || seed < 0) {
      this.frame.showAlert("Номер расклада — целое число от 0.");
      return;
    }
    const generation = ++this.generation;
    this.frame.setState("busy");
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
      this.frame.showAlert((answer.ok ? odds : answer).error.message);
      this.frame.setStatus(this.answer ? "" : "Игра не началась.");
      this.frame.setState(this.answer ? "ready" : "error");
      if (this.answer) this.enable(this.answer.legal);
      return;
    }
    Object.assign(this, { labels, answer: answer.result, odds: odds.result, seed, cards, log: [] });
    showSeed(seed);
    this.fillCards();
    writeUrl(this, { seed, cards });
    this.frame.showAlert("");
    this.render();
    this.frame.setState("ready");
    this.frame.say(`Новая сессия, расклад № ${seed}. ${this.frame.status.textContent}`);
  }

  // The card list comes from the engine's legal stakes (the cards of the punter's pack).
  fillCards() {
    const previous = this.cardSelect.value;
    const codes = this.answer.legal.filter((m) => m.type === "stake").map((m) => m.card);
    this.cardSelect.replaceChildren(...codes.map((code) => {
      return el("option", { value: code, text: cardLabel(code, this.labels) });
    }));
    if (codes.includes(previous)) this.cardSelect.value = previous;
  }

  stake() {
    const stake = Number(this.stakeInput.value);
    // A non-integer goes to the engine as it is, and the engine explains the refusal.
    this.move({ type: "stake", card: this.cardSelect.value, stake: Number.isFinite(stake) ? stake : this.stakeInput.value });
  }

  async move(move) {
    if (!this.answer) return;
    if (this.frame.busy) {
      this.frame.showAlert("Подождите: банкомёт ещё мечет.");
      return;
    }
    const generation = this.generation;
    this.frame.setState("busy");
    const response = await client.call("game.play", { game: "shtoss", state: this.answer.state, move, seat: 1 });
    if (generation !== this.generation) return;
    if (!response.ok) {
      this.frame.showAlert(response.error.message);
      this.frame.setState("ready");
      return;
    }
    const mover = this.answer.to_move;
    this.answer = response.result;
    const name = this.answer.view.seats[mover];
    if (response.result.move_ru) this.log.push(mover === 1 ? asReader(`${name} ${response.result.move_ru}`, name) : `${name}: ${response.result.move_ru}`);
    this.frame.showAlert("");
    if (move.type === "next_round") this.fillCards();
    this.render();
    this.frame.setState("ready");
    const outcome = this.answer.view.last_ru;
    this.frame.say(speakCards(`${response.result.move_ru ? `${response.result.move_ru}. ` : ""}${outcome && move.type !== "next_round" ? `${outcome} ` : ""}${this.frame.status.textContent}`, this.labels));
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
        // What the two cards are called comes from the engine: «лоб» and «соник» in the first pair only.
        view.slots_ru[i].map((name, j) => el("span", { class: "rp-shtoss-slot" },
          cardNode(pair[j], labels, { class: hits.has(2 * i + j) ? "rp-shtoss-hit" : "" }),
          el("span", { class: "rp-count", text: name }))),
        el("span", { class: "rp-shtoss-note", text: view.pairs_ru[i] || "" }))));
    if (view.pairs.length) parts.push(pairs);

    if (decided) {
      parts.push(el("div", { class: `rp-result rp-shtoss-outcome rp-shtoss-${decided.winner === 1 ? "win" : "loss"}` },
        el("p", { text: view.last_ru })));
    }

    const [banker, punter] = view.balance;
    parts.push(el("div", { class: "rp-shtoss-balance" },
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
    this.frame.draw(parts);
    this.frame.setLog(this.log);
    this.frame.setStatus(this.statusText(view, legal));
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
