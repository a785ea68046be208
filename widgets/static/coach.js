// The teacher's tools around a game table (<rp-play>): «Подсказка», the pace of the computer's
// moves (with «Дальше» for step-by-step teaching), a link to the current position, stepping through
// a finished game, the last trick or bout shown again, and the running score sheet.
//
// Nothing here knows a rule: the hint, the link code and every replayed position come from the
// engine (game.hint, game.link, game.replay); the last trick, the last bout and the score sheet are
// drawn from what the engine's view already says (view.last_trick, view.last_bout, view.tricks,
// view.score_sheet).
import { client } from "./client.js";
import { cardNode, el, urlValue, writeUrl } from "./cards.js";
import { actionButton, seatName, signed } from "./play/common.js";

// The pace of the computer, in milliseconds before each of its moves; "step" waits for «Дальше».
export const PACES = [
  ["fast", "быстро", 150],
  ["normal", "обычно", 450],
  ["slow", "медленно", 1500],
  ["step", "по кнопке «Дальше»", null],
];
const PACE_KEY = "rp.pace";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function storedPace() {
  try {
    const value = localStorage.getItem(PACE_KEY);
    return PACES.some(([id]) => id === value) ? value : "normal";
  } catch {
    return "normal"; // storage refused (a private window with strict settings): the default pace
  }
}

export class Coach {
  constructor(table) {
    this.table = table;
    this.hint = null; // {for: answer, move, move_ru, reason_ru, notes_ru}
    this.review = null; // {code, at, total, answer} while stepping through a finished game
    this.step = null; // the pending «Дальше»: {resolve}
    this.pace = storedPace();
    this.openPanels = new Set();
  }

  // «Подсказка», in the table's main row (called once, before the frame is mounted).
  addHintButton(bar) {
    this.hintButton = bar.button("Подсказка", () => this.askHint(), { key: "hint" });
  }

  // The teaching settings, in the table's settings panel: the pace and the position link.
  addControls(menu) {
    this.paceSelect = menu.select("Темп компьютера", PACES.map(([id, text]) => [id, text]), this.pace,
      () => this.setPace(this.paceSelect.value), { key: "pace" });
    menu.button("Ссылка на позицию", () => { menu.close?.(); this.shareLink(); }, { key: "link" });
  }

  // -- the pace of the computer --------------------------------------------------------------------

  setPace(pace) {
    this.pace = pace;
    try { localStorage.setItem(PACE_KEY, pace); } catch { /* the choice lasts for this page only */ }
    if (pace !== "step" && this.step) this.continue();
    else if (pace === "step") this.table.show();
  }

  // Wait before a computer move: the chosen pause, or until the reader presses «Дальше». Tests set
  // window.__rpBotDelay to run the timed paces without waiting.
  async beforeBotMove() {
    if (this.pace === "step") {
      await new Promise((resolve) => {
        this.step = { resolve };
        this.table.show().then(() => this.table.frame.setState("ready"));
      });
      return;
    }
    const ms = PACES.find(([id]) => id === this.pace)[2];
    await sleep(window.__rpBotDelay ?? ms);
  }

  continue() {
    const step = this.step;
    if (!step) return;
    this.step = null;
    this.table.frame.setState("busy");
    step.resolve();
  }

  get waiting() {
    return this.step !== null;
  }

  // Forget a pending «Дальше» (new game, undo): the bot loop it belonged to has been abandoned.
  reset() {
    if (this.step) this.step.resolve();
    this.step = null;
    this.hint = null;
    this.review = null;
  }

  // -- «Подсказка» -------------------------------------------------------------------------------------

  async askHint() {
    const table = this.table;
    const answer = table.answer;
    if (!answer || !table.renderer) return;
    if (this.review) {
      table.frame.showAlert("Это просмотр сыгранной партии: подсказка нужна, когда партия идёт.");
      return;
    }
    if (answer.over) {
      table.frame.showAlert("Партия окончена: подсказывать нечего.");
      return;
    }
    if (!table.isMyTurn() || table.busy) {
      table.frame.showAlert("Подсказка — когда ваш ход.");
      return;
    }
    const response = await client.call("game.hint", { game: table.gameId, state: answer.state });
    if (answer !== table.answer) return; // the game moved on meanwhile
    if (!response.ok) {
      table.reportFailure("Подсказки нет", response.error, () => this.askHint());
      return;
    }
    table.frame.showAlert("");
    this.hint = { for: answer, ...response.result };
    table.frame.say(`Подсказка: ${this.hintText()}`);
    await table.show();
    table.frame.board.querySelector("[data-focus-key='act:hint-play']")?.focus();
  }

  hintText() {
    const h = this.hint;
    const move = h.move_ru ? `${h.move_ru.replace(/[.\s]+$/, "")}. ` : "";
    return `${move}${h.reason_ru}`;
  }

  hintPanel() {
    if (!this.hint || this.hint.for !== this.table.answer) {
      this.hint = null;
      return null;
    }
    const notes = this.hint.notes_ru || [];
    return el("div", { class: "rp-hint", role: "group", "aria-label": "Подсказка" },
      el("p", {}, el("strong", { text: "Подсказка: " }), this.hintText()),
      notes.length ? el("ul", {}, notes.map((n) => el("li", { text: n }))) : null,
      actionButton("Сыграть так", () => this.playHint(), { key: "hint-play" }),
      actionButton("Скрыть", () => { this.hint = null; this.table.show(); }, { key: "hint-hide" }));
  }

  playHint() {
    const hint = this.hint;
    this.hint = null;
    if (hint) this.table.play(hint.move);
  }

  // -- a link to the position ----------------------------------------------------------------------

  async code() {
    const t = this.table;
    const response = await client.call("game.link", {
      game: t.gameId, players: t.players, seed: t.seed, options: t.gameOptions, moves: t.moves,
    });
    return response.ok ? response.result.code : Promise.reject(response.error);
  }

  async shareLink() {
    const table = this.table;
    if (!table.answer) return;
    let code;
    try {
      code = this.review ? this.review.code : await this.code();
    } catch (error) {
      table.reportFailure("Ссылка не получилась", error, () => this.shareLink());
      return;
    }
    const at = this.review ? this.review.at : null;
    const href = writeUrl(table, { pos: code, at: at === null || at === this.review?.total ? null : at });
    let copied = false;
    try {
      await navigator.clipboard.writeText(href);
      copied = true;
    } catch { /* no clipboard (an insecure origin, a refused permission): the field below is enough */ }
    this.link = { href, copied, moves: at ?? table.moves.length };
    table.frame.say(copied ? "Ссылка на позицию скопирована." : "Ссылка на позицию — в поле под столом.");
    await table.show();
    table.frame.board.querySelector(".rp-link input")?.select();
  }

  linkPanel() {
    if (!this.link) return null;
    const { href, copied, moves } = this.link;
    const field = el("input", { type: "text", readonly: true, value: href, "aria-label": "Ссылка на позицию", "data-focus-key": "act:link-field" });
    return el("div", { class: "rp-link", role: "group", "aria-label": "Ссылка на позицию" },
      el("p", { text: `${copied ? "Ссылка скопирована" : "Скопируйте ссылку"}: она откроет эту позицию (сделано ходов: ${moves}).` }),
      field,
      actionButton("Скрыть", () => { this.link = null; this.table.show(); }, { key: "link-hide" }));
  }

  // Open the position a link names (?<id>.pos=code), if any: {ok: true} when the table now shows
  // it, else {ok: false, error} with the reason a corrupted link was refused ("" without a link).
  async openFromUrl() {
    const code = urlValue(this.table, "pos");
    if (!code) return { ok: false, error: "" };
    const atText = urlValue(this.table, "at");
    const at = /^\d+$/.test(atText || "") ? Number(atText) : null;
    const t = this.table;
    const response = await client.call("game.replay", { code, game: t.gameId, at, seat: t.controlsAll ? null : t.baseSeat });
    if (!response.ok) {
      writeUrl(t, { pos: null, at: null });
      return { ok: false, error: `${response.error.message} Показана новая партия.` };
    }
    const r = response.result;
    await t.startFrom(r, r.moves.slice(0, r.at));
    return { ok: true, error: "" };
  }

  // -- stepping through a finished game --------------------------------------------------------------

  async startReview(at = 0) {
    const table = this.table;
    let code;
    try {
      code = await this.code();
    } catch (error) {
      table.reportFailure("Просмотр не открылся", error, () => this.startReview(at));
      return;
    }
    this.review = { code, at: table.moves.length, total: table.moves.length, answer: table.answer, moves: null };
    this.link = null; // the link panel belongs to the game, not to the review
    await this.goTo(at);
  }

  async goTo(at) {
    const table = this.table;
    const review = this.review;
    if (!review) return;
    const target = Math.max(0, Math.min(review.total, at));
    const response = await client.call("game.replay", {
      code: review.code, game: table.gameId, at: target, seat: table.controlsAll ? null : table.baseSeat,
    });
    // The reader may have closed the review (or opened another) while the engine replayed.
    if (this.review !== review) return;
    if (!response.ok) {
      table.reportFailure("Этот ход партии не показан", response.error, () => this.goTo(at));
      return;
    }
    review.moves ??= response.result.moves;
    review.at = target;
    review.answer = response.result;
    table.frame.say(this.where());
    await table.show();
  }

  // «Ход 5 из 35: Игрок 1 бьёт …» — the move as the engine told it (naming the mover when the
  // engine's words do not).
  where() {
    const { at, total, moves, answer } = this.review;
    const last = at && moves ? moves[at - 1] : null;
    if (!last) return `Начало партии, ходов в ней: ${total}.`;
    const who = seatName(answer.view, last.seat);
    const text = last.move_ru.startsWith(who) ? last.move_ru : `${who}: ${last.move_ru}`;
    return `Ход ${at} из ${total}: ${text}`;
  }

  endReview() {
    this.review = null;
    this.table.show();
  }

  // The answer the board shows: a replayed position while reviewing, else the game's.
  shown(answer) {
    return this.review ? this.review.answer : answer;
  }

  reviewBar() {
    const table = this.table;
    if (!this.review) {
      if (!table.answer || !table.answer.over || !table.moves.length) return null;
      return el("div", { class: "rp-review", role: "group", "aria-label": "Просмотр партии" },
        actionButton("Просмотреть партию по ходам", () => this.startReview(), { key: "review-start" }));
    }
    const { at, total } = this.review;
    return el("div", { class: "rp-review", role: "group", "aria-label": "Просмотр партии" },
      el("p", { class: "rp-review-where", text: this.where() }),
      actionButton("В начало", () => this.goTo(0), { key: "review-first", legal: at > 0 }),
      actionButton("◀ Назад", () => this.goTo(at - 1), { key: "review-back", legal: at > 0 }),
      actionButton("Вперёд ▶", () => this.goTo(at + 1), { key: "review-next", legal: at < total, focusDefault: true }),
      actionButton("В конец", () => this.goTo(total), { key: "review-last", legal: at < total }),
      actionButton("Закончить просмотр", () => this.endReview(), { key: "review-end" }));
  }

  // -- «Дальше» ------------------------------------------------------------------------------------

  stepBar() {
    if (!this.step) return null;
    return el("div", { class: "rp-step", role: "group", "aria-label": "Ход компьютера" },
      el("p", { text: "Следующим ходит компьютер." }),
      actionButton("Дальше", () => this.continue(), { primary: true, key: "step-next", focusDefault: true }));
  }

  // -- what the view already holds: the last trick or bout, the score sheet ----------------------------

  panel(id, summary, body) {
    const box = el("details", { class: `rp-teach-panel rp-${id}-panel`, open: this.openPanels.has(id) },
      el("summary", { text: summary, "data-focus-key": `act:panel-${id}` }), body);
    box.addEventListener("toggle", () => {
      if (box.open) this.openPanels.add(id);
      else this.openPanels.delete(id);
    });
    return box;
  }

  lastPlay(view, labels) {
    const card = (code) => (code === "face_down" ? el("span", { class: "rp-card rp-back", role: "img", "aria-label": "карта рубашкой вверх" }) : cardNode(code, labels));
    const named = (seat, code) => el("span", { class: "rp-last-card" }, `${seatName(view, seat)}: `, card(code));
    const trick = view.last_trick || (Array.isArray(view.tricks) && view.tricks.length ? view.tricks.at(-1) : null);
    if (trick && Array.isArray(trick.cards) && trick.cards.length) {
      const pairs = trick.cards.map((c) => (Array.isArray(c) ? c : [c.seat, c.card]));
      const winner = trick.winner !== undefined && trick.winner !== null ? `Взял ${seatName(view, trick.winner)}.` : "";
      return this.panel("last", "Последняя взятка", el("div", {},
        el("div", { class: "rp-last-cards" }, pairs.map(([seat, code]) => named(seat, code))),
        el("p", { text: trick.summary_ru || winner })));
    }
    const bout = view.last_bout;
    if (bout) {
      const pairs = (bout.table || []).filter(Array.isArray);
      // «Отбой» is a bout beaten off; a bout taken (or lost on «не верю») is just the last bout.
      return this.panel("last", bout.outcome === "beaten" ? "Последний отбой" : "Последний ход", el("div", {},
        el("div", { class: "rp-last-cards" }, pairs.map(([attack, defence]) => el("span", { class: "rp-last-pair" },
          card(attack), defence ? card(defence) : null))),
        el("p", { text: bout.outcome_ru || bout.summary_ru || "" })));
    }
    return null;
  }

  scoreSheet(view) {
    const sheet = view.score_sheet;
    if (!sheet || !sheet.names || this.table.renderer.drawsScoreSheet) return null;
    const head = el("tr", {}, el("th", { scope: "col", text: "Сдача" }), sheet.names.map((n) => el("th", { scope: "col", text: n })));
    const rows = sheet.rows.map((row) => el("tr", {}, el("th", { scope: "row", text: row.label_ru }),
      row.totals.map((total, i) => el("td", { text: `${signed(row.points[i])} → ${signed(total)}` }))));
    const target = sheet.target ? ` Играют до ${sheet.target}.` : "";
    const count = sheet.deals_total ? `Сыграно сдач: ${sheet.deals_played} из ${sheet.deals_total}.` : `Сыграно сдач: ${sheet.deals_played}.`;
    return this.panel("sheet", "Запись очков", el("div", {},
      el("p", { text: `${count}${target}` }),
      sheet.rows.length ? el("table", { class: "rp-sheet" }, el("thead", {}, head), el("tbody", {}, rows),
        el("tfoot", {}, el("tr", {}, el("th", { scope: "row", text: "Итого" }), sheet.totals.map((t) => el("td", { text: signed(t) })))))
        : el("p", { text: "Записей пока нет." })));
  }

  // The parts the coach adds under the board.
  parts(answer, labels) {
    const view = answer.view || {};
    return [this.stepBar(), this.reviewBar(), this.hintPanel(), this.linkPanel(), this.lastPlay(view, labels), this.scoreSheet(view)];
  }
}
