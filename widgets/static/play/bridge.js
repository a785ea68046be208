// The bridge table for <rp-play game="bridge">: the auction box (the call grid and the N E S W
// history), then the play in a compass (the reader's hand, dummy once the opening lead is made,
// the trick in the middle, tricks per side). Every call and every card goes to the engine, which
// accepts it or explains the refusal; `legal` only highlights.
import { client } from "../client.js";
import { cardNode, el } from "../cards.js";
import { SEATS, SEAT_GEN_RU, SEAT_RU, SHEET_SIDE, SIDE_RU, callWords, compass, hiddenHand, rose, suitLines } from "../bridge-hands.js";
import { actionButton, plural, roving } from "./common.js";

const STRAINS = [["C", "♣"], ["D", "♦"], ["H", "♥"], ["S", "♠"], ["NT", "БК"]];
const VUL_RU = (vul) => (vul ? "по партии" : "перед партией");

function seatTags(view, seat, ctx) {
  const tags = [];
  if (view.dealer === seat) tags.push("сдаёт");
  if (view.declarer === seat) tags.push("разыгрывает");
  if (view.dummy === seat) tags.push("болван");
  if (!ctx.over && view.to_move === seat && view.phase === "auction") tags.push("заявляет");
  if (!ctx.over && view.playing_hand === seat) tags.push("ходит");
  return tags;
}

// The cards of one seat as this reader may see them (teaching mode adds every seat's own view).
function visibleCards(ctx, seat) {
  const shown = ctx.view.hands && ctx.view.hands[seat];
  if (shown) return shown;
  const index = SEATS.indexOf(seat);
  const theirs = ctx.views && ctx.views[index];
  return theirs && theirs.hand ? theirs.hand : null;
}

// The hands the reader plays from: his own, and dummy's when he declares.
function controlled(ctx) {
  const me = SEATS[ctx.seat];
  return ctx.view.declarer === me ? [me, ctx.view.dummy] : [me];
}

function handBox(ctx, seat) {
  const { view, labels, legal } = ctx;
  const cards = visibleCards(ctx, seat);
  const tags = seatTags(view, seat, ctx);
  const mine = !ctx.controlsAll && SEATS.indexOf(seat) === ctx.seat;
  const fullHand = cards && cards.length === 13 && (view.phase === "auction" || ctx.over);
  const title = el("div", { class: "rp-seat" }, SEAT_RU[seat], mine ? " (вы)" : "",
    tags.length ? el("span", { class: "rp-count", text: ` — ${tags.join(", ")}` }) : null,
    fullHand && view.hcp && view.hcp[seat] !== undefined ? el("span", { class: "rp-hcp", text: ` ${view.hcp[seat]} оч.` }) : null);
  let body;
  if (!cards) {
    body = hiddenHand(view.counts[seat]);
  } else if (view.phase === "play" && !ctx.over && !ctx.reviewing && !ctx.paused && controlled(ctx).includes(seat)) {
    // The hands the reader plays from stay buttons while the others play (aria-disabled then, a press
    // is explained), so that the reader's focus stays in the hand instead of falling to the page.
    const playable = new Set(ctx.myTurn ? legal.filter((m) => m.type === "card" && m.hand === seat).map((m) => m.card) : []);
    body = suitLines(cards, labels, {
      playable,
      onClick: (card) => ctx.play({ type: "card", card, hand: seat }),
      group: `hand:${seat}`,
      label: mine ? "Ваши карты" : `Карты: ${SEAT_RU[seat]}${view.dummy === seat ? " (болван)" : ""}`,
    });
  } else {
    body = suitLines(cards, labels);
  }
  const box = el("div", { class: `rp-bhand${view.playing_hand === seat && !ctx.over ? " rp-to-play" : ""}` }, title, body);
  if (cards && !cards.length) box.append(el("div", { class: "rp-empty", text: "карты сыграны" }));
  return box;
}

// What each call of the auction means in the site's bidding system (bridge.explain), asked once per
// position and kept in the table's memory; null until the answer comes.
function explanations(ctx) {
  const { view, memory } = ctx;
  const calls = view.auction.map((c) => c.call);
  const key = calls.join(" ");
  if (memory.explainedFor === key) return memory.explained;
  if (memory.explainingFor !== key && calls.length) {
    memory.explainingFor = key;
    client.call("bridge.explain", { auction: calls, dealer: view.dealer, vulnerable: view.vulnerable }).then((r) => {
      if (memory.explainingFor !== key) return;
      memory.explainedFor = key;
      memory.explained = r.ok ? r.result.explanations : null;
      if (r.ok) ctx.rerender();
    });
  }
  return null;
}

function meaning(e) {
  if (!e) return "";
  return e.in_system ? e.meaning_ru : `вне системы${e.meaning_ru ? `: ${e.meaning_ru}` : ""}`;
}

// The explanation of the call the reader pressed in the auction, under the auction.
function explanationLine(ctx) {
  const known = explanations(ctx);
  const at = ctx.memory.explainAt;
  if (at === undefined || at === null || !ctx.view.auction[at]) {
    return el("p", { class: "rp-call-meaning rp-muted", text: "Нажмите на заявку в торговле — появится её значение по системе сайта." });
  }
  const call = ctx.view.auction[at];
  const text = known ? meaning(known[at]) : "…";
  return el("p", { class: "rp-call-meaning", role: "status" },
    el("strong", { text: `${call.ru} (${SEAT_RU[call.seat]}): ` }), text);
}

function auctionTable(view, ctx) {
  const known = explanations(ctx);
  const rows = [];
  let row = [];
  const start = SEATS.indexOf(view.dealer);
  for (let i = 0; i < start; i++) row.push(el("td", {}));
  const cells = view.auction.map((c, i) => ({ text: c.ru, call: c.call, index: i }));
  if (view.phase === "auction" && !ctx.over) cells.push({ text: "?", call: "next" });
  for (const cell of cells) {
    const kind = cell.call === "next" ? "next" : cell.call === "pass" ? "pass" : "bid";
    const red = /^[1-7][HD]$/.test(cell.call) ? " rp-red" : "";
    // Symbols for the eye, words for a screen reader («1♣» is read «1 трефа»).
    const words = kind === "bid" ? callWords(cell.call) : kind === "next" ? "очередь заявлять" : null;
    const face = words
      ? [el("span", { "aria-hidden": "true", text: cell.text }), el("span", { class: "rp-sr-only", text: words })]
      : cell.text;
    // A call already made is a button: pressing it (or hovering it) tells what it means.
    const content = kind === "next" ? face : el("button", {
      type: "button", class: "rp-call-explain", "data-focus-key": `auction:${cell.index}`,
      "aria-pressed": String(ctx.memory.explainAt === cell.index),
      title: known ? meaning(known[cell.index]) : null,
      onclick: () => { ctx.memory.explainAt = ctx.memory.explainAt === cell.index ? null : cell.index; ctx.rerender(); },
    }, face);
    row.push(el("td", { class: `rp-call rp-call-${kind}${red}` }, content));
    if (row.length === 4) {
      rows.push(el("tr", {}, row));
      row = [];
    }
  }
  if (row.length) {
    while (row.length < 4) row.push(el("td", {}));
    rows.push(el("tr", {}, row));
  }
  const table = el("table", { class: "rp-auction" },
    el("caption", { class: "rp-sr-only", text: "Торговля (нажмите на заявку, чтобы узнать её значение)" }),
    el("thead", {}, el("tr", {}, SEATS.map((s) => el("th", { scope: "col", text: SEAT_RU[s] })))),
    roving(el("tbody", { "data-focus-group": "auction" }, rows)));
  return el("div", { class: "rp-auction-wrap" }, table, view.auction.length ? explanationLine(ctx) : null);
}

// The call box: «Пас», «Контра», «Реконтра» and the 35 bids, one tab stop (arrows move through the
// grid). Calls the engine does not list now are aria-disabled and dimmed; a press still goes to the
// engine, which says why it is refused.
function callGrid(ctx) {
  const legal = new Set(ctx.myTurn ? ctx.legal.filter((m) => m.type === "call").map((m) => m.call) : []);
  const button = (call, text, extra = "") => {
    const b = actionButton(text, () => ctx.play({ type: "call", call }), {
      key: `call:${call}`, legal: legal.has(call),
      className: `rp-call-button${legal.has(call) ? "" : " rp-illegal"}${extra}`,
    });
    b.dataset.call = call;
    if (callWords(call) !== text.toLowerCase()) b.setAttribute("aria-label", `${text} — ${callWords(call)}`);
    return b;
  };
  const grid = el("div", { class: "rp-call-grid", role: "toolbar", "aria-label": "Заявки", "data-focus-group": "bids" });
  for (let level = 1; level <= 7; level++) {
    for (const [strain, symbol] of STRAINS) {
      grid.append(button(`${level}${strain}`, `${level}${symbol}`, strain === "H" || strain === "D" ? " rp-red" : ""));
    }
  }
  const specials = el("div", { class: "rp-call-specials", role: "group", "aria-label": "Пас и контры", "data-focus-group": "specials" },
    button("pass", "Пас", " rp-pass"), button("X", "Контра", " rp-double"), button("XX", "Реконтра", " rp-redouble"));
  specials.firstElementChild.dataset.focusDefault = ""; // the skip link lands on the calls, not the history
  return el("div", { class: "rp-call-box" }, specials, roving(grid));
}

function trickBox(ctx) {
  const { view, labels } = ctx;
  let cards = view.trick;
  let caption = null;
  if (!cards.length && view.tricks.length) {
    const last = view.tricks[view.tricks.length - 1];
    cards = last.cards;
    caption = `Взятку взял ${SEAT_RU[last.winner]}`;
  }
  const spots = {};
  for (const t of cards) {
    const card = cardNode(t.card, labels);
    card.setAttribute("aria-label", `${SEAT_RU[t.seat]}: ${card.getAttribute("aria-label")}`); // who played it
    spots[t.seat] = el("div", { class: "rp-trick-spot" }, card);
  }
  const center = el("div", { class: "rp-trick-center" },
    caption ? el("div", { class: "rp-count", text: caption }) : el("div", { class: "rp-count", text: view.trick.length ? "Взятка" : "Ход на пустой стол" }));
  const box = compass(spots, center, { className: `rp-trick-compass${caption ? " rp-trick-done" : ""}` });
  box.setAttribute("role", "group");
  box.setAttribute("aria-label", "Взятка на столе");
  return box;
}

function info(ctx) {
  const { view } = ctx;
  const lines = [
    `Сдаёт ${SEAT_RU[view.dealer]}. Зона: ${SIDE_RU.NS} ${VUL_RU(view.vulnerable.NS)}, ${SIDE_RU.EW} ${VUL_RU(view.vulnerable.EW)}.`,
  ];
  const c = view.contract;
  if (c) {
    lines.push(`Контракт ${c.ru}: разыгрывает ${SEAT_RU[c.declarer]}, болван — ${SEAT_RU[c.dummy]}, первый ход ${SEAT_GEN_RU[c.leader]}.`);
    lines.push(`Взятки: ${SIDE_RU.NS} ${view.tricks_won.NS}, ${SIDE_RU.EW} ${view.tricks_won.EW} `
      + `(чтобы выполнить контракт, разыгрывающим нужно ${6 + c.level} из 13).`);
  }
  return el("div", { class: "rp-bridge-info" }, lines.map((t) => el("div", { text: t })));
}

// The sides as the reader calls them: «Мы» and «Они», as on the rubber's score sheet (North–South
// are «Мы» when the reader sits North or South); the teacher's table names the sides by seats.
function sideName(ctx, side) {
  if (ctx.controlsAll) return SIDE_RU[side];
  const mine = SEATS[ctx.seat] === "N" || SEATS[ctx.seat] === "S" ? "NS" : "EW";
  return `${side === mine ? "Мы" : "Они"} (${SIDE_RU[side]})`;
}

function scoreLines(ctx) {
  const r = ctx.result;
  if (!r || !r.score) return null;
  const items = r.score.lines.map((l) => el("li", { text: `${sideName(ctx, l.side)}, ${l.where === "below" ? "под чертой" : "над чертой"}: ${l.points} — ${l.why}` }));
  const box = el("div", { class: "rp-bridge-score" }, el("div", { class: "rp-seat", text: "Запись этой сдачи" }), el("ul", {}, items));
  const sheet = document.querySelector("rp-score-bridge");
  if (sheet) box.append(recordButton(ctx, r));
  return box;
}

// A played deal goes onto the rubber's score sheet on the same page, once; the sheet answers whether
// it took the deal (a finished rubber is followed by a new one) and the answer is shown beside the button.
function recordButton(ctx, r) {
  const memory = ctx.memory;
  const note = el("span", { class: "rp-record-note", text: memory.recorded || "" });
  const button = actionButton(memory.recorded ? "Записано в роббер" : "Записать в роббер", () => {
    if (memory.recorded) {
      note.textContent = `${memory.recorded} Эта сдача уже записана.`;
      return;
    }
    document.dispatchEvent(new CustomEvent("rp-bridge-deal", {
      detail: {
        deal: { contract: r.contract, declarer: r.declarer, tricks: r.declarer_tricks, honors: r.honors },
        reply: (ok, message) => {
          if (ok) memory.recorded = message;
          note.textContent = message;
          button.textContent = ok ? "Записано в роббер" : "Записать в роббер";
          if (ok) button.setAttribute("aria-disabled", "true");
          ctx.say(message);
        },
      },
    }));
  }, { key: "record", legal: !memory.recorded, className: "rp-record" });
  return el("div", { class: "rp-actions" }, button, note);
}

// «Анализ в открытую»: when the reader is to play, the double-dummy solver (bridge.dd_analyse) says
// for every playable card how many tricks his side then takes; the best cards are marked and the
// others show how many tricks they lose. Asked once per position; the table says while it counts.
export function addControls(bar, table) {
  const box = bar.checkbox("Анализ в открытую", () => {
    table.settings.analysis = box.checked;
    table.show();
  }, { key: "analysis" });
}

function analysis(ctx) {
  const { memory, view } = ctx;
  if (!ctx.settings || !ctx.settings.analysis || view.phase !== "play" || !ctx.myTurn) return null;
  const key = `${view.tricks.length}:${view.trick.length}`;
  if (memory.analysedFor === key) return memory.analysis;
  if (memory.analysingFor !== key) {
    memory.analysingFor = key;
    memory.analysis = { pending: true };
    client.call("bridge.dd_analyse", { state: ctx.answer.state }).then((r) => {
      if (memory.analysingFor !== key) return;
      memory.analysedFor = key;
      memory.analysis = r.ok ? r.result : { error: r.error.message };
      ctx.rerender();
    });
  }
  return memory.analysis;
}

function analysisLine(ctx, result) {
  if (!result) return null;
  if (result.pending) return el("p", { class: "rp-dd-line", role: "status", text: "Анализ в открытую: считаю…" });
  if (result.error) return el("p", { class: "rp-dd-line", role: "status", text: `Анализ не удался: ${result.error}` });
  const name = (c) => (ctx.labels[c] || { ru: c }).ru;
  const best = result.cards.filter((c) => c.best).map((c) => name(c.card));
  const total = Math.max(...result.cards.map((c) => c.total));
  const worse = result.cards.filter((c) => !c.best).map((c) => `${name(c.card)} −${c.loses}`);
  return el("p", { class: "rp-dd-line", role: "status" },
    `Анализ в открытую: лучшие карты — ${best.join(", ")} (у стороны ${total} ${tricksWord(total)} за сдачу)`,
    worse.length ? `; остальные теряют: ${worse.join(", ")}.` : ".");
}

const tricksWord = (n) => plural(n, "взятка", "взятки", "взяток");

// Mark the cards of the hands with what the analysis says: ✓ for a best card, −n for a card that loses n.
function markCards(root, result) {
  if (!result || !result.cards) return;
  for (const c of result.cards) {
    const face = root.querySelector(`button [data-card="${c.card}"], button[data-card="${c.card}"]`);
    const button = face && face.closest("button");
    if (!button) continue;
    button.classList.add(c.best ? "rp-dd-best" : "rp-dd-worse");
    // Beside the button, not in it: the button's name must still begin with what it shows.
    button.after(el("span", { class: `rp-dd-mark ${c.best ? "rp-dd-mark-best" : "rp-dd-mark-worse"}`, "aria-hidden": "true", text: c.best ? "✓" : `−${c.loses}` }));
    const name = button.getAttribute("aria-label") || button.textContent;
    button.setAttribute("aria-label", `${name}, ${c.best ? "лучшая карта" : `теряет ${c.loses} ${tricksWord(c.loses)}`}`);
  }
}

export function render(ctx) {
  const { view } = ctx;
  const dd = analysis(ctx);
  const hands = {};
  for (const seat of SEATS) hands[seat] = handBox(ctx, seat);
  const auctionPhase = view.phase === "auction" || (ctx.over && !view.contract);
  const center = auctionPhase ? el("div", { class: "rp-auction-center" }, rose(), auctionTable(view, ctx)) : trickBox(ctx);
  const parts = [info(ctx), compass(hands, center, { className: "rp-bridge-table" })];
  if (view.phase === "auction" && !ctx.over) parts.push(callGrid(ctx));
  if (!auctionPhase) {
    parts.push(el("details", { class: "rp-auction-box rp-print-open" }, el("summary", { text: "Торговля" }), auctionTable(view, ctx)));
  }
  if (ctx.over) parts.push(scoreLines(ctx));
  parts.splice(1, 0, analysisLine(ctx, dd));
  const root = el("div", { class: "rp-bridge" }, parts);
  if (dd && dd.cards) markCards(root, dd);
  return root;
}

export function status(ctx) {
  const { view } = ctx;
  if (ctx.over) return view.contract ? "Сдача сыграна." : "Все спасовали: сдача не разыгрывается.";
  const mover = SEAT_RU[view.to_move];
  if (view.phase === "auction") {
    if (ctx.myTurn) return ctx.controlsAll ? `Заявка за ${SEAT_GEN_RU[view.to_move]}: выберите её внизу.` : "Ваша заявка: выберите её внизу.";
    return `Заявляет ${mover}…`;
  }
  const hand = view.playing_hand;
  const dummy = hand === view.dummy ? ` — карта болвана (${SEAT_RU[hand]})` : "";
  if (ctx.myTurn) return ctx.controlsAll ? `Ход ${SEAT_GEN_RU[hand]}${dummy}.` : `Ваш ход${dummy || ""}: выберите карту.`;
  const me = SEATS[ctx.seat];
  if (!ctx.controlsAll && view.dummy === me) return `Вы — болван: разыгрывает партнёр (${SEAT_RU[view.declarer]}). Ходит ${SEAT_RU[hand]}…`;
  return `Ходит ${SEAT_RU[hand]}…`;
}

// The engine's summary, with the sides named as on the sheet: «…; Мы (Север–Юг) +120 под чертой».
export function resultText(ctx) {
  return ctx.result.summary_ru.replace(/\b(NS|EW)\b/g, (side) => sideName(ctx, side));
}

// The auction spoken: «Север: пас» → «Север — пас», «Восток: 1♠» → «Восток — 1 пика»; card play is
// already a sentence («Север кладёт тройку треф»).
export function sentence(ctx, seat, text) {
  const call = /^(\S+): (.+)$/.exec(text);
  if (!call) return text;
  const code = Object.entries({ pass: "пас", X: "контра", XX: "реконтра" }).find(([, w]) => w === call[2]);
  const bid = /^([1-7])(♣|♦|♥|♠|БК)$/.exec(call[2]);
  const strain = bid ? { "♣": "C", "♦": "D", "♥": "H", "♠": "S", БК: "NT" }[bid[2]] : null;
  const words = code ? code[1] : bid ? callWords(`${bid[1]}${strain}`) : call[2];
  return `${call[1]} — ${words}`;
}

// The reader whose partner won the contract plays it from the declarer's seat (dummy's cards too).
export function controlledSeat(answer, seat) {
  const view = answer.view;
  if (view.phase === "play" && view.dummy === SEATS[seat]) return SEATS.indexOf(view.declarer);
  return seat;
}
