// <rp-play game="king" seed="7">: a whole game against the computer, driven by the engine.
// The element is the shell every game shares, drawn in the shared frame (./frame.js): new game and
// seed (kept in the URL), the bot loop, undo, teaching mode, refusals shown with the engine's reason,
// every move spoken and logged, pauses where a reader must see how a deal ended, and the result with
// «Ещё раз». What the table looks like and what a click means live in one renderer per family
// (./play/<family>.js); no renderer decides legality: every move goes to game.play, which accepts it
// or says why not.
//
// A renderer exports render(ctx) and status(ctx), and may export resultText(ctx),
// controlledSeat(answer, seat), sentence(ctx, seat, moveRu) (a move as a full sentence, for the
// announcer), logLine(ctx, seat, moveRu) (the move as the log shows it; default «Игрок 2: Д♠») and
// pauseAfter(before, after, ctx) (a sentence when the table should stop and let the reader look
// before the computer goes on, e.g. at the end of a deal of King), addControls(menu, table) (its own
// settings in the settings menu) and syncControls(table) (set them from a game opened by a link or
// resumed). ctx.lastMove is the log's last line, with the reader as «Вы»; ctx.record() is the game so
// far (for methods that replay it), ctx.review where a finished game is being stepped through, and
// ctx.isCurrent() whether the table still shows what ctx was made for (for work that ends later).
import { client } from "./client.js";
import { fourColour, randomSeed, seedFromUrl, seedWriter, setFourColour, urlValue, writeUrl } from "./cards.js";
import { Coach } from "./coach.js";
import { Frame } from "./frame.js";
import { duration, motionWanted, setMotionWanted } from "./motion.js";
import { forgetGame, savedGame, saveGame } from "./keep.js";
import { actionButton, asReader, el, seatName, speakCards } from "./play/common.js";

let labelsPromise = null;
function cardLabels() {
  labelsPromise ??= client.call("cards.labels").then((r) => (r.ok ? r.result.labels : {}));
  return labelsPromise;
}

// Failures of the engine itself (not refusals of a move): the table offers to try again or restart.
const ENGINE_FAILURES = new Set(["internal_error", "worker_failed", "timeout", "load_failed"]);
const lowerFirst = (text) => (/^[А-ЯЁ][а-яё]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text);

const sentenceEnd = (text) => (/[.!?…»]$/.test(text) ? text : `${text}.`);

// The result as the reader at the table hears it: an engine that says who won on points gives a
// sentence per seat («Вы выиграли: +34; …») beside the spectator's one, which the summary holds.
function personalResult(ctx) {
  const r = ctx.result;
  if (ctx.controlsAll || !r.verdicts_ru || !r.verdict_ru) return r.summary_ru;
  return r.summary_ru.replace(r.verdict_ru, r.verdicts_ru[ctx.seat]);
}

class RpPlay extends HTMLElement {
  connectedCallback() {
    if (this.built) {
      // Back in the document: the computer goes on from where it stopped.
      if (this.answer) this.runBots(this.generation);
      return;
    }
    this.built = true;
    const game = this.getAttribute("game");
    this.gameId = game;
    this.family = game.split(".")[0];
    this.setAttribute("data-rp-table", "");
    // control="all": the reader moves for every seat (a teacher at the board); otherwise the
    // reader holds `seat` and the computer plays the others.
    this.controlsAll = this.getAttribute("control") === "all";
    this.baseSeat = Number(this.getAttribute("seat") || 0);
    this.seat = this.baseSeat;
    this.options = JSON.parse(this.getAttribute("options") || "{}");
    this.memory = {};
    this.settings = {}; // a renderer's own settings (bridge: «Анализ в открытую»)
    this.history = [];
    this.log = [];
    this.moves = []; // every move since the deal, as the engine accepted it (for links and review)
    this.gameOptions = {};
    this.coach = new Coach(this);
    this.generation = 0;
    this.teaching = false;
    this.pause = null;

    const key = (name) => urlValue(this, name);
    const min = Number(this.getAttribute("players-min") || 2);
    const max = Number(this.getAttribute("players-max") || min);
    this.seed = seedFromUrl(this);
    this.players = Math.min(max, Math.max(min, Number(key("players") || this.getAttribute("players") || min)));
    const decks = (this.getAttribute("decks") || "").split(",").filter(Boolean);
    this.deck = decks.includes(key("deck")) ? key("deck") : this.getAttribute("deck") || decks[0] || null;
    const deckNames = JSON.parse(this.getAttribute("deck-names") || "{}");

    const frame = new Frame(this, { toolbar: "Управление игрой", board: "Игровой стол", log: true });
    this.frame = frame;
    // One compact row (a new game, a hint, undo, the settings, the whole screen); everything else is in
    // the settings panel under it, so that a phone shows the table, not a form.
    const bar = frame.toolbar;
    bar.button("Новая игра", () => this.newGame(randomSeed()), { primary: true });
    this.coach.addHintButton(bar);
    this.undoButton = bar.button("Отменить", () => this.undo(), { key: "undo", title: "Отменить ход" });
    this.undoButton.setAttribute("aria-label", "Отменить ход");
    const menu = bar.settingsMenu();
    frame.addFullscreen(bar);
    // A new number of players or a new deck is a new game on the same seed.
    const players = [];
    for (let n = min; n <= max; n++) players.push([n, String(n)]);
    this.playersSelect = min < max ? menu.select("Игроков", players, this.players, () => this.newGame(this.seed), { key: "players" }) : null;
    if (this.playersSelect) this.playersSelect.setAttribute("aria-label", "Число игроков");
    this.deckSelect = decks.length > 1
      ? menu.select("Колода", decks.map((d) => [d, deckNames[d] || d]), this.deck, () => this.newGame(this.seed), { key: "deck" }) : null;
    // Rule options the reader may switch at the table (the fence's `choices:`, e.g. подкидной's cap
    // of six cards a bout): [{"option", "label", "values": [[value, "text"], ...]}]; kept in the URL.
    this.choiceSelects = JSON.parse(this.getAttribute("choices") || "[]").map((choice) => {
      const values = choice.values.map(([value, text]) => [JSON.stringify(value), text]);
      const wanted = urlValue(this, choice.option);
      const chosen = values.some(([value]) => value === wanted) ? wanted : values[0][0];
      const select = menu.select(choice.label, values, chosen, () => this.newGame(this.seed), { key: `option:${choice.option}` });
      select.dataset.option = choice.option;
      return { choice, select };
    });
    this.seedInput = menu.number("Расклад №", this.seed, { onEnter: () => this.newGame(Number(this.seedInput.value)), key: "seed" });
    this.seedInput.setAttribute("aria-label", "Номер расклада");
    menu.button("Сыграть этот расклад", () => this.newGame(Number(this.seedInput.value)));
    this.teachBox = menu.checkbox("Учебный режим (все карты открыты)", () => this.toggleTeaching(), { key: "teaching" });
    this.coach.addControls(menu);
    menu.checkbox("Четырёхцветная колода", (event) => setFourColour(event.target.checked), { checked: fourColour(), key: "four-colour" });
    menu.checkbox("Движение карт", (event) => { setMotionWanted(event.target.checked); this.frame.motion = duration(this.coach.pace); },
      { checked: motionWanted(), key: "motion" });
    frame.mount();
    frame.motion = duration(this.coach.pace);

    // Each family's table is its own module, loaded only on pages that play that family; a game whose
    // table looks unlike its family's (renderer="durak-chain") names its own module.
    const rendererName = this.getAttribute("renderer") || this.family;
    import(`./play/${rendererName}.js`).then(
      async (renderer) => {
        this.renderer = renderer;
        // A renderer may add its own settings to the toolbar (canasta: one deal or a whole game).
        if (renderer.addControls) renderer.addControls(frame.toolbar.menu, this);
        // A link to a position (?<id>.pos=…) opens that position; a corrupted one is explained. Without
        // one, the game this tab was playing here (a reload, Back, instant navigation) goes on.
        this.labels = await cardLabels();
        const opened = await this.coach.openFromUrl();
        if (opened.ok) return;
        if (!opened.error && await this.resumeSaved()) return;
        this.newGame(this.seed, {}, { notice: opened.error });
      },
      () => { frame.setStatus("Не удалось загрузить стол для этой игры."); frame.setState("error"); },
    );
  }

  get busy() {
    return this.frame.busy;
  }

  get alert() {
    return this.frame.alert;
  }

  // `notice`: a sentence to leave in the alert once the game is dealt (a corrupted link's reason).
  async newGame(seed, extraOptions = {}, { notice = "" } = {}) {
    const frame = this.frame;
    if (!Number.isSafeInteger(seed) || seed < 0) {
      frame.showAlert("Номер расклада — целое число от 0.");
      return;
    }
    const generation = ++this.generation;
    const showSeed = seedWriter(this.seedInput);
    frame.setState("busy");
    this.labels = await cardLabels();
    const players = this.playersSelect ? Number(this.playersSelect.value) : this.players;
    const chosen = Object.fromEntries(this.choiceSelects.map(({ choice, select }) => [choice.option, JSON.parse(select.value)]));
    const options = { ...this.options, ...chosen, ...extraOptions };
    const deck = this.deckSelect ? this.deckSelect.value : this.deck;
    if (deck) options.deck = deck;
    const response = await client.call("game.new", { game: this.getAttribute("game"), players, seed, options, seat: this.controlsAll ? null : this.seat });
    if (generation !== this.generation) return;
    if (!response.ok) {
      this.reportFailure("Новая игра не началась", response.error, () => this.newGame(seed, extraOptions));
      frame.setState(this.answer ? "ready" : "error");
      if (!this.answer) frame.setStatus("Игра не началась.");
      return;
    }
    this.coach.reset();
    Object.assign(this, { seed, players, answer: response.result, history: [], log: [], moves: [], memory: {}, pause: null, gameOptions: options });
    showSeed(seed);
    writeUrl(this, { seed, players, deck: options.deck, pos: null, at: null,
      ...Object.fromEntries(this.choiceSelects.map(({ choice, select }) => [choice.option, select.value])) });
    frame.showAlert(notice);
    this.seat = this.baseSeat;
    this.remember();
    await this.syncSeat();
    await this.show({ deal: true });
    frame.say(`Новая игра, расклад № ${seed}.`);
    await this.runBots(generation);
  }

  // The game as this tab last saw it (keep.js), if it is this table's and its seed is the URL's: it is
  // replayed by the engine (game.link, then game.replay) and the table goes on from there.
  async resumeSaved() {
    const saved = savedGame(this);
    if (!saved || saved.game !== this.gameId) return false;
    // A link that names a deal of its own (a PBN deal for the bridge table) starts that deal instead.
    if (urlValue(this, "pbn") !== null) return false;
    const urlSeed = urlValue(this, "seed");
    if (urlSeed !== null && urlSeed !== String(saved.seed)) return false;
    const link = await client.call("game.link", {
      game: this.gameId, players: saved.players, seed: saved.seed, options: saved.options, moves: saved.moves,
    });
    if (!link.ok) {
      forgetGame(this);
      return false;
    }
    const replayed = await client.call("game.replay", {
      code: link.result.code, game: this.gameId, at: null, seat: this.controlsAll ? null : this.baseSeat,
    });
    if (!replayed.ok) {
      forgetGame(this);
      return false;
    }
    const r = replayed.result;
    if (this.playersSelect) this.playersSelect.value = r.players;
    await this.startFrom(r, r.moves.slice(0, r.at), { resumed: true });
    return true;
  }

  remember() {
    if (!this.answer) return;
    saveGame(this, { game: this.gameId, seed: this.seed, players: this.players, options: this.gameOptions, moves: this.moves });
  }

  // «Ещё раз»: a new deal, dealt by whoever the rules say deals next (durak: the loser).
  again() {
    const next = this.answer && this.answer.result ? this.answer.result.next_dealer : undefined;
    this.newGame(randomSeed(), next === undefined || next === null ? {} : { dealer: next });
  }

  // Continue from a replayed position (a link's): `replayed` is game.replay's answer, `moves` the
  // moves that led to it ({seat, move, move_ru}), logged without being spoken again.
  async startFrom(replayed, moves, { resumed = false, said = null } = {}) {
    const generation = ++this.generation;
    this.coach.reset();
    const { game: _g, players, seed, options, code: _c, at: _a, total: _t, moves: _m, ...answer } = replayed;
    Object.assign(this, { seed, players, answer, history: [], log: [], moves: moves.map((m) => m.move), memory: {}, pause: null, gameOptions: options || {} });
    if (this.playersSelect) this.playersSelect.value = players;
    if (this.deckSelect && options && options.deck) this.deckSelect.value = options.deck;
    this.seedInput.value = seed;
    if (this.renderer.syncControls) this.renderer.syncControls(this);
    for (const m of moves) this.note(m.seat, m.move_ru, { speak: false });
    this.seat = this.baseSeat;
    await this.syncSeat();
    await this.show();
    this.frame.setState("ready");
    this.remember();
    if (said) {
      this.frame.say(said);
      this.frame.showAlert(said);
    } else {
      this.frame.say(resumed ? `Партия продолжается с того места, где вы остановились: сделано ходов: ${moves.length}.`
        : `Открыта позиция по ссылке: расклад № ${seed}, сделано ходов: ${moves.length}.`);
      if (resumed) this.frame.showAlert(`Партия продолжается с того же места (ходов: ${moves.length}). Заново — «Новая игра».`);
    }
    await this.runBots(generation);
  }

  // Called by renderers: go on with the game under other options of the engine (durak's level of the
  // computer). The engine deals the same seed with them and replays every move made so far (game.link,
  // game.replay), so the game goes on from the same position; a finished game, or one being reviewed,
  // keeps its options, and the next game gets them. `said`: what the table tells the reader.
  async changeOptions(extra, said) {
    this.options = { ...this.options, ...extra };
    if (!this.answer || this.answer.over || this.coach.review) {
      this.frame.showAlert(`${said} — со следующей партии.`);
      return;
    }
    const options = { ...this.gameOptions, ...extra };
    const generation = ++this.generation;
    this.frame.setState("busy");
    const link = await client.call("game.link", { game: this.gameId, players: this.players, seed: this.seed, options, moves: this.moves });
    const replayed = link.ok ? await client.call("game.replay", {
      code: link.result.code, game: this.gameId, at: null, seat: this.controlsAll ? null : this.baseSeat,
    }) : link;
    if (generation !== this.generation) return;
    if (!replayed.ok) {
      this.reportFailure("Настройка не применилась", replayed.error, () => this.changeOptions(extra, said));
      this.frame.setState("ready");
      await this.runBots(this.generation);
      return;
    }
    const r = replayed.result;
    await this.startFrom(r, r.moves.slice(0, r.at), { said: `${said} — с этого хода, партия продолжается.` });
  }

  // Called by renderers: send a move to the engine; a refusal leaves everything as it was.
  async play(move) {
    const frame = this.frame;
    if (!this.answer) return;
    if (this.busy) {
      frame.showAlert("Подождите: за столом ходят другие игроки.");
      return;
    }
    if (this.pause) {
      frame.showAlert(`Сначала нажмите «${this.pauseLabel()}».`);
      return;
    }
    if (this.coach.review) {
      frame.showAlert("Это просмотр сыгранной партии: ходить нельзя. «Закончить просмотр» вернёт к её концу.");
      return;
    }
    if (this.answer.over) {
      frame.showAlert("Партия окончена: «Ещё раз» начинает новую.");
      return;
    }
    const generation = this.generation;
    frame.setState("busy");
    const before = this.answer;
    const response = await client.call("game.play", { game: this.getAttribute("game"), state: before.state, move, seat: this.viewSeat(before) });
    if (generation !== this.generation) return;
    if (!response.ok) {
      if (ENGINE_FAILURES.has(response.error.code)) this.reportFailure("Ход не сделан", response.error, () => this.play(move));
      else frame.showAlert(response.error.message);
      frame.setState("ready");
      return;
    }
    frame.showAlert("");
    this.history.push({ answer: before, log: this.log.length, moves: this.moves.length, seat: this.seat });
    this.answer = response.result;
    this.moves.push(move);
    this.remember();
    this.memory = {};
    this.note(before.to_move, response.result.move_ru);
    this.checkPause(before);
    if (this.controlsAll) await this.refreshView();
    await this.syncSeat();
    await this.show({ mover: before.to_move });
    await this.runBots(generation);
  }

  // Off the page (Material's instant navigation drops it): the computer stops moving, so that the one
  // engine the pages share is free at once for the next page's widgets.
  disconnectedCallback() {
    this.generation++;
  }

  async runBots(generation) {
    const frame = this.frame;
    while (this.answer && !this.answer.over && !this.pause && !this.controlsAll && this.answer.to_move !== this.seat
      && this.answer.to_move !== null) {
      frame.setState("busy");
      await this.coach.beforeBotMove(); // the reader's pace, or «Дальше»
      if (generation !== this.generation) return;
      const mover = this.answer.to_move;
      const before = this.answer;
      const response = await client.call("game.bot", { game: this.getAttribute("game"), state: this.answer.state, seat: this.seat });
      if (generation !== this.generation) return;
      if (!response.ok) {
        this.reportFailure("Компьютер не смог сходить", response.error, () => this.retryBots());
        break;
      }
      this.answer = response.result;
      this.moves.push(response.result.move);
      this.remember();
      this.note(mover, response.result.move_ru);
      this.checkPause(before);
      await this.syncSeat();
      await this.show({ mover, mark: true });
    }
    if (generation !== this.generation) return;
    frame.setState("ready");
    if (this.answer && !this.pause && (this.answer.over || this.isMyTurn())) frame.say(this.statusText());
  }

  // Say what failed, in Russian (the diagnostic detail went to the console, client.js). When the engine
  // itself failed, the alert offers «Повторить» (`retry`) and «Начать заново» (the same deal again), so
  // that the table is never left stuck; a refusal is only explained.
  reportFailure(what, error, retry = null) {
    const message = `${what}: ${lowerFirst(error.message)}`;
    if (!ENGINE_FAILURES.has(error.code)) {
      this.frame.showAlert(message);
      return;
    }
    const actions = retry ? [{ text: "Повторить", onclick: () => { this.frame.showAlert(""); retry(); } }] : [];
    actions.push({ text: "Начать заново", primary: true, onclick: () => this.newGame(this.seed) });
    this.frame.showAlert(message, actions);
  }

  retryBots() {
    if (this.busy) return;
    this.runBots(this.generation);
  }

  // A renderer may stop the table after a move so that the reader sees how a deal ended.
  checkPause(before) {
    const text = this.renderer.pauseAfter ? this.renderer.pauseAfter(before, this.answer, this.context(this.answer, null)) : null;
    if (!text || this.answer.over) return;
    this.pause = { text };
    this.frame.say(text);
  }

  // The button that ends a pause: «Следующая сдача», or the renderer's own («Следующая ставка»).
  pauseLabel() {
    return (this.renderer && this.renderer.pauseButton) || "Следующая сдача";
  }

  resume() {
    if (!this.pause) return;
    this.pause = null;
    const generation = this.generation;
    this.frame.setState("busy");
    this.show().then(() => this.runBots(generation));
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

  isMyTurn(answer = this.answer) {
    return !answer.over && (this.controlsAll ? answer.to_move !== null : answer.to_move === this.seat);
  }

  async refreshView() {
    if (this.answer.over || this.answer.to_move === null) return;
    const response = await client.call("game.view", { game: this.getAttribute("game"), state: this.answer.state, seat: this.answer.to_move });
    if (response.ok) this.answer = { ...this.answer, view: response.result.view };
  }

  // Log a move (with symbols, as the table shows cards) and speak it (with card names). The reader's
  // own seat is «Вы» in both («Вы заходите: 6♣», «взятку берёте вы»).
  note(seat, text, { speak = true } = {}) {
    if (!text) return;
    const { line, spoken } = this.lineFor(seat, text, this.answer);
    this.log.push(line);
    if (speak) this.frame.say(sentenceEnd(speakCards(spoken, this.labels)));
  }

  // A move as the log writes it and as it is spoken, the reader as «Вы».
  lineFor(seat, text, answer) {
    const view = answer.view;
    const names = view.seats || [];
    // Engines that name the mover themselves («Север: 1♠», «Игрок 2 бьёт …») are logged as they speak.
    const ctx = this.context(answer, null, { withLastMove: false });
    let line = this.renderer.logLine ? this.renderer.logLine(ctx, seat, text)
      : names.some((n) => text.startsWith(n)) ? text : `${seatName(view, seat)}: ${text}`;
    let spoken = this.renderer.sentence ? this.renderer.sentence(ctx, seat, text) : line;
    if (!this.controlsAll) {
      const me = seatName(view, this.baseSeat);
      line = asReader(line, me);
      spoken = asReader(spoken, me);
    }
    return { line, spoken };
  }

  // The log as far as the board shows: the whole game, or, while a finished game is stepped through,
  // the moves up to the one shown.
  shownLog() {
    const review = this.coach.review;
    if (!review || !review.moves) return this.log;
    return review.moves.slice(0, review.at).filter((m) => m.move_ru)
      .map((m) => this.lineFor(m.seat, m.move_ru, review.answer).line);
  }

  undo() {
    const frame = this.frame;
    if (this.busy && !this.pause) return;
    if (!this.history.length) {
      frame.showAlert("Отменять нечего: ходов ещё не было.");
      return;
    }
    this.generation++;
    const { answer, log, moves, seat } = this.history.pop();
    this.coach.reset();
    this.answer = answer;
    this.seat = seat;
    this.log = this.log.slice(0, log);
    this.moves = this.moves.slice(0, moves);
    this.memory = {};
    this.pause = null;
    this.remember();
    frame.showAlert("Ход отменён.");
    frame.setState("busy");
    this.show().then(() => frame.setState("ready"));
  }

  async toggleTeaching() {
    this.teaching = this.teachBox.checked;
    if (this.busy) return; // the running bot loop redraws with the new setting
    this.frame.setState("busy");
    await this.show();
    this.frame.setState("ready");
  }

  context(answer, views, { withLastMove = true } = {}) {
    const memory = this.memory;
    const review = this.coach.review;
    return {
      isCurrent: () => memory === this.memory && answer === this.coach.shown(this.answer),
      record: () => ({ game: this.gameId, players: this.players, seed: this.seed, options: this.gameOptions, moves: this.moves, seat: this.baseSeat }),
      review: review ? { at: review.at, total: review.total } : null,
      // Step to the position before move `at` of the finished game (the review starts there if need be).
      showMove: (at) => (this.coach.review ? this.coach.goTo(at) : this.coach.startReview(at)),
      answer, view: answer.view, legal: answer.legal, toMove: answer.to_move,
      over: answer.over, result: answer.result, labels: this.labels, views, memory: this.memory, settings: this.settings,
      play: (move) => this.play(move), rerender: () => this.show(), say: (text) => this.frame.say(text),
      seat: this.viewSeat(answer), controlsAll: this.controlsAll, paused: this.pause ? this.pause.text : null,
      lastMove: withLastMove ? this.shownLog().at(-1) ?? null : null,
      myTurn: !this.pause && !this.coach.review && !this.coach.waiting && this.isMyTurn(answer),
      reviewing: Boolean(this.coach.review),
    };
  }

  statusText() {
    const review = this.coach.review;
    if (review) return `Просмотр партии: ход ${review.at} из ${review.total}. Ходить в просмотре нельзя.`;
    const ctx = this.context(this.answer, null);
    if (this.coach.waiting) return "Ход компьютера: нажмите «Дальше».";
    if (this.pause) return `${this.pause.text} Нажмите «${this.pauseLabel()}», когда будете готовы.`;
    if (this.answer.over) return `${this.renderer.status(ctx)} ${this.resultText(ctx)}`;
    return this.renderer.status(ctx);
  }

  resultText(ctx) {
    return (this.renderer.resultText || personalResult)(ctx);
  }

  // Draw the table. `mover`: the seat whose move is being shown (its cards slide from his seat), `mark`:
  // the move was the computer's (its card stays marked).
  async show({ mover = null, mark = false, deal = false } = {}) {
    const answer = this.coach.shown(this.answer);
    let views = null;
    if (this.teaching) {
      const game = this.getAttribute("game");
      views = [];
      for (let seat = 0; seat < this.players; seat++) {
        const response = await client.call("game.view", { game, state: answer.state, seat });
        views.push(response.ok ? response.result.view : null);
      }
    }
    const ctx = this.context(answer, views);
    const parts = [this.renderer.render(ctx)];
    if (this.pause) {
      parts.unshift(el("div", { class: "rp-pause", role: "group", "aria-label": "Сдача окончена" },
        el("p", { text: this.pause.text }),
        actionButton(this.pauseLabel(), () => this.resume(), { primary: true, key: "next-deal", focusDefault: true })));
    } else if (answer.over && !this.coach.review) {
      parts.push(el("div", { class: "rp-result", role: "group", "aria-label": "Итог партии" },
        el("p", { text: this.resultText(ctx) }),
        actionButton("Ещё раз", () => this.again(), { primary: true, key: "again", focusDefault: true })));
    }
    parts.push(...this.coach.parts(answer, this.labels));
    this.frame.motion = duration(this.coach.pace);
    this.frame.drawMoving(parts, { mover, mark, deal });
    this.frame.setStatus(this.statusText());
    this.frame.setLog(this.shownLog());
    this.undoButton.setAttribute("aria-disabled", String(!this.history.length));
  }
}

if (!customElements.get("rp-play")) customElements.define("rp-play", RpPlay);
