// <rp-play game="king" seed="7">: a whole game against the computer, driven by the engine.
// The element is the shell every game shares: new game and seed (kept in the URL), the bot loop,
// undo, teaching mode, refusals shown with the engine's reason, and the result with «Ещё раз».
// What the table looks like and what a click means live in one renderer per family
// (./play/<family>.js); no renderer decides legality: every move goes to game.play, which accepts
// it or says why not.
import { client } from "./client.js";
import { el, randomSeed, seedFromUrl, setState, urlValue, writeUrl } from "./cards.js";

const BOT_DELAY_MS = 450;

let labelsPromise = null;
function cardLabels() {
  labelsPromise ??= client.call("cards.labels").then((r) => (r.ok ? r.result.labels : {}));
  return labelsPromise;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

class RpPlay extends HTMLElement {
  connectedCallback() {
    if (this.built) return;
    this.built = true;
    const game = this.getAttribute("game");
    this.family = game.split(".")[0];
    // control="all": the reader moves for every seat (a teacher at the board); otherwise the
    // reader holds `seat` and the computer plays the others.
    this.controlsAll = this.getAttribute("control") === "all";
    this.baseSeat = Number(this.getAttribute("seat") || 0);
    this.seat = this.baseSeat;
    this.options = JSON.parse(this.getAttribute("options") || "{}");
    this.memory = {};
    this.history = [];
    this.log = [];
    this.generation = 0;
    this.teaching = false;

    const key = (name) => urlValue(this, name);
    const min = Number(this.getAttribute("players-min") || 2);
    const max = Number(this.getAttribute("players-max") || min);
    this.seed = seedFromUrl(this);
    this.players = Math.min(max, Math.max(min, Number(key("players") || this.getAttribute("players") || min)));
    const decks = (this.getAttribute("decks") || "").split(",").filter(Boolean);
    this.deck = decks.includes(key("deck")) ? key("deck") : this.getAttribute("deck") || decks[0] || null;

    this.playersSelect = el("select", { "aria-label": "Число игроков" });
    for (let n = min; n <= max; n++) {
      this.playersSelect.append(el("option", { value: n, text: String(n), selected: n === this.players }));
    }
    this.deckSelect = el("select", { "aria-label": "Колода" });
    const deckNames = JSON.parse(this.getAttribute("deck-names") || "{}");
    for (const d of decks) this.deckSelect.append(el("option", { value: d, text: deckNames[d] || d, selected: d === this.deck }));
    // Rule options the reader may switch at the table (the fence's `choices:`, e.g. подкидной's cap
    // of six cards a bout): [{"option", "label", "values": [[value, "text"], ...]}]; kept in the URL.
    this.choiceSelects = JSON.parse(this.getAttribute("choices") || "[]").map((choice) => {
      const wanted = urlValue(this, choice.option);
      const known = choice.values.some(([value]) => JSON.stringify(value) === wanted);
      const select = el("select", { "aria-label": choice.label, "data-option": choice.option });
      choice.values.forEach(([value, text], i) => select.append(el("option", {
        value: JSON.stringify(value), text, selected: known ? JSON.stringify(value) === wanted : i === 0,
      })));
      select.addEventListener("change", () => this.newGame(this.seed));
      return { choice, select };
    });
    this.seedInput = el("input", { type: "number", min: 0, step: 1, value: this.seed, "aria-label": "Номер расклада" });
    // A new number of players or a new deck is a new game on the same seed.
    this.playersSelect.addEventListener("change", () => this.newGame(this.seed));
    this.deckSelect.addEventListener("change", () => this.newGame(this.seed));
    this.undoButton = el("button", { type: "button", class: "rp-button", text: "Отменить ход", onclick: () => this.undo() });
    this.teachBox = el("input", { type: "checkbox", onchange: () => this.toggleTeaching() });
    this.status = el("div", { class: "rp-status", role: "status", "aria-live": "polite", text: "Загружаю движок правил…" });
    this.alert = el("div", { class: "rp-alert", role: "alert" });
    this.board = el("div", { class: "rp-board" });
    this.logList = el("ol", { class: "rp-log", "aria-label": "Ходы" });
    const staticExample = this.querySelector(".rp-static");
    if (staticExample) this.board.append(staticExample);

    const toolbar = el("div", { class: "rp-toolbar" },
      min < max ? el("label", {}, "Игроков ", this.playersSelect) : null,
      decks.length > 1 ? el("label", {}, "Колода ", this.deckSelect) : null,
      this.choiceSelects.map(({ choice, select }) => el("label", {}, `${choice.label} `, select)),
      el("label", {}, "Расклад № ", this.seedInput),
      el("button", { type: "button", class: "rp-button rp-primary", text: "Новая игра", onclick: () => this.newGame(randomSeed()) }),
      el("button", { type: "button", class: "rp-button", text: "Сыграть этот расклад", onclick: () => this.newGame(Number(this.seedInput.value)) }),
      this.undoButton,
      el("label", {}, this.teachBox, " Учебный режим (все карты открыты)"));
    this.replaceChildren(toolbar, this.status, this.alert, this.board,
      el("details", { class: "rp-log-box" }, el("summary", { text: "Ход игры" }), this.logList));
    // Each family's table is its own module, loaded only on pages that play that family; a game whose
    // table looks unlike its family's (renderer="durak-chain") names its own module.
    const rendererName = this.getAttribute("renderer") || this.family;
    import(`./play/${rendererName}.js`).then(
      (renderer) => { this.renderer = renderer; this.newGame(this.seed); },
      () => { this.status.textContent = "Не удалось загрузить стол для этой игры."; setState(this, "error"); },
    );
  }

  get busy() {
    return this.getAttribute("data-rp-state") === "busy";
  }

  async newGame(seed, extraOptions = {}) {
    if (!Number.isSafeInteger(seed) || seed < 0) {
      this.alert.textContent = "Номер расклада — целое число от 0.";
      return;
    }
    const generation = ++this.generation;
    setState(this, "busy");
    this.labels = await cardLabels();
    const players = Number(this.playersSelect.value || this.players);
    const chosen = Object.fromEntries(this.choiceSelects.map(({ choice, select }) => [choice.option, JSON.parse(select.value)]));
    const options = { ...this.options, ...chosen, ...extraOptions };
    if (this.deckSelect.value) options.deck = this.deckSelect.value;
    const response = await client.call("game.new", { game: this.getAttribute("game"), players, seed, options, seat: this.controlsAll ? null : this.seat });
    if (generation !== this.generation) return;
    if (!response.ok) {
      this.alert.textContent = response.error.message;
      setState(this, this.answer ? "ready" : "error");
      this.status.textContent = this.answer ? "" : "Игра не началась.";
      return;
    }
    Object.assign(this, { seed, players, answer: response.result, history: [], log: [], memory: {} });
    this.seedInput.value = seed;
    writeUrl(this, { seed, players, deck: options.deck,
      ...Object.fromEntries(this.choiceSelects.map(({ choice, select }) => [choice.option, select.value])) });
    this.alert.textContent = "";
    this.seat = this.baseSeat;
    await this.syncSeat();
    await this.show();
    await this.runBots(generation);
  }

  // «Ещё раз»: a new deal, dealt by whoever the rules say deals next (durak: the loser).
  again() {
    const next = this.answer && this.answer.result ? this.answer.result.next_dealer : undefined;
    this.newGame(randomSeed(), next === undefined || next === null ? {} : { dealer: next });
  }

  // Called by renderers: send a move to the engine; a refusal leaves everything as it was.
  async play(move) {
    if (this.busy || !this.answer || this.answer.over) return;
    const generation = this.generation;
    setState(this, "busy");
    const before = this.answer;
    const response = await client.call("game.play", { game: this.getAttribute("game"), state: before.state, move, seat: this.viewSeat(before) });
    if (generation !== this.generation) return;
    if (!response.ok) {
      this.alert.textContent = response.error.message;
      setState(this, "ready");
      return;
    }
    this.alert.textContent = "";
    this.history.push({ answer: before, log: this.log.length, seat: this.seat });
    this.answer = response.result;
    this.memory = {};
    this.note(before.to_move, response.result.move_ru);
    if (this.controlsAll) await this.refreshView();
    await this.syncSeat();
    await this.show();
    await this.runBots(generation);
  }

  async runBots(generation) {
    while (this.answer && !this.answer.over && !this.controlsAll && this.answer.to_move !== this.seat
      && this.answer.to_move !== null) {
      setState(this, "busy");
      await sleep(window.__rpBotDelay ?? BOT_DELAY_MS); // tests set __rpBotDelay = 0
      if (generation !== this.generation) return;
      const mover = this.answer.to_move;
      const response = await client.call("game.bot", { game: this.getAttribute("game"), state: this.answer.state, seat: this.seat });
      if (generation !== this.generation) return;
      if (!response.ok) {
        this.alert.textContent = `Компьютер не смог сходить: ${response.error.message}`;
        break;
      }
      this.answer = response.result;
      this.note(mover, response.result.move_ru);
      await this.syncSeat();
      await this.show();
    }
    if (generation === this.generation) setState(this, "ready");
  }

  // Some games hand the reader another seat for a while (bridge: the reader whose partner declares
  // plays the contract from the declarer's seat); the renderer says which, from the engine's view.
  async syncSeat() {
    if (this.controlsAll || !this.answer) return;
    const wanted = this.renderer.controlledSeat ? this.renderer.controlledSeat(this.answer, this.baseSeat) : this.baseSeat;
    if (wanted === this.seat) return;
    this.seat = wanted;
    const response = await client.call("game.view", { game: this.getAttribute("game"), state: this.answer.state, seat: wanted });
    if (response.ok) this.answer = { ...this.answer, view: response.result.view };
  }

  // Whose eyes the table is drawn with: the reader's seat, or the player to move in control="all".
  viewSeat(answer) {
    return this.controlsAll && answer.to_move !== null ? answer.to_move : this.seat;
  }

  async refreshView() {
    if (this.answer.over || this.answer.to_move === null) return;
    const response = await client.call("game.view", { game: this.getAttribute("game"), state: this.answer.state, seat: this.answer.to_move });
    if (response.ok) this.answer = { ...this.answer, view: response.result.view };
  }

  note(seat, text) {
    if (!text) return;
    const names = this.answer.view.seats || [];
    const name = names[seat] || `Игрок ${seat + 1}`;
    // Engines that name the mover themselves («Север: 1♠») are logged as they speak.
    this.log.push(names.some((n) => text.startsWith(n)) ? text : `${name}: ${text}`);
  }

  undo() {
    if (this.busy || !this.history.length) return;
    this.generation++;
    const { answer, log, seat } = this.history.pop();
    this.answer = answer;
    this.seat = seat;
    this.log = this.log.slice(0, log);
    this.memory = {};
    this.alert.textContent = "Ход отменён.";
    setState(this, "busy");
    this.show().then(() => setState(this, "ready"));
  }

  async toggleTeaching() {
    this.teaching = this.teachBox.checked;
    if (this.busy) return; // the running bot loop redraws with the new setting
    setState(this, "busy");
    await this.show();
    setState(this, "ready");
  }

  async show() {
    const answer = this.answer;
    let views = null;
    if (this.teaching) {
      const game = this.getAttribute("game");
      views = [];
      for (let seat = 0; seat < this.players; seat++) {
        const response = await client.call("game.view", { game, state: answer.state, seat });
        views.push(response.ok ? response.result.view : null);
      }
    }
    const ctx = {
      answer, view: answer.view, legal: answer.legal, toMove: answer.to_move,
      over: answer.over, result: answer.result, labels: this.labels, views, memory: this.memory,
      play: (move) => this.play(move), rerender: () => this.show(),
      seat: this.viewSeat(answer), controlsAll: this.controlsAll,
      myTurn: !answer.over && (this.controlsAll ? answer.to_move !== null : answer.to_move === this.seat),
    };
    this.board.replaceChildren(this.renderer.render(ctx));
    this.status.textContent = this.renderer.status(ctx);
    this.logList.replaceChildren(...this.log.map((line) => el("li", { text: line })));
    this.undoButton.disabled = !this.history.length;
    if (answer.over) {
      this.board.append(el("div", { class: "rp-result" },
        el("p", { text: (this.renderer.resultText || ((c) => c.result.summary_ru))(ctx) }),
        el("button", { type: "button", class: "rp-button rp-primary", text: "Ещё раз", onclick: () => this.again() })));
    }
  }
}

if (!customElements.get("rp-play")) customElements.define("rp-play", RpPlay);
