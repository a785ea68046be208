// The bridge table for <rp-play game="bridge">, drawn as at a real table: the four seats round the felt
// with the reader at the bottom (his partner across, the opponents left and right), every hand face down
// but his own and, once the opening lead is made, dummy's; the auction in the middle while it lasts, then
// the trick, each card in front of the player who laid it; the contract, the tricks and the vulnerability
// in a small panel; the bidding box under the reader's hand. Every call and every card goes to the engine,
// which accepts it or explains the refusal; `legal` only highlights.
import { client } from "../client.js";
import { cardNode, el } from "../cards.js";
import { SEATS, SEAT_GEN_RU, SEAT_RU, SIDE_RU, callWords } from "../bridge-hands.js";
import { backsFan, felt, placeOf, seatBox, trickSpots } from "../table.js";
import { actionButton, cardButton, plural, roving } from "./common.js";

const STRAINS = [["C", "♣"], ["D", "♦"], ["H", "♥"], ["S", "♠"], ["NT", "БК"]];
const VUL_RU = (vul) => (vul ? "по партии" : "перед партией");
const SUIT_ORDER = ["S", "H", "D", "C"];

function seatTags(view, seat, ctx) {
  const tags = [];
  if (view.dealer === seat) tags.push({ text: "сдаёт", kind: "dealer" });
  if (view.declarer === seat) tags.push({ text: "разыгрывает", kind: "attack" });
  if (view.dummy === seat) tags.push({ text: "болван", kind: "info" });
  if (!ctx.over && view.to_move === seat && view.phase === "auction") tags.push({ text: "заявляет", kind: "move" });
  const side = seat === "N" || seat === "S" ? "NS" : "EW";
  if (view.vulnerable && view.vulnerable[side]) tags.push({ text: "по партии", kind: "vul", title: "в зоне: штрафы и премии выше" });
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

// An open hand the reader plays from: a fan of card buttons (a 44 px target each), sorted by suit as the
// engine sends it. Cards the engine does not list now are aria-disabled, still a press away from its reason.
function playingFan(ctx, seat, cards, label) {
  const playable = new Set(ctx.myTurn ? ctx.legal.filter((m) => m.type === "card" && m.hand === seat).map((m) => m.card) : []);
  const buttons = cards.map((code) => cardButton(code, ctx.labels, () => ctx.play({ type: "card", card: code, hand: seat }), {
    key: `card:${code}`, legal: playable.has(code), className: playable.has(code) ? "rp-playable" : "",
  }));
  return roving(el("div", {
    class: "rp-cards rp-fan rp-suits", role: "toolbar", "aria-label": label, "data-focus-group": `hand:${seat}`,
    style: `--n: ${Math.max(cards.length, 1)}`,
  }, buttons));
}

// An open hand the reader only looks at: by suit, small cards overlapping (a row a suit at the sides of
// the table, one row on top), named suit by suit.
function openHand(ctx, seat, cards, place) {
  const rows = SUIT_ORDER.map((suit) => {
    const ofSuit = cards.filter((c) => c.slice(-1) === suit);
    return ofSuit.length ? el("div", { class: "rp-open-suit" }, ofSuit.map((c) => cardNode(c, ctx.labels))) : null;
  }).filter(Boolean);
  return el("div", { class: `rp-open-hand rp-open-${place === "left" || place === "right" ? "rows" : "row"}`, role: "group",
    "aria-label": `Карты: ${SEAT_RU[seat]}` }, rows.length ? rows : el("span", { class: "rp-empty", text: "карты сыграны" }));
}

function handBox(ctx, seat) {
  const { view } = ctx;
  const cards = visibleCards(ctx, seat);
  const mine = !ctx.controlsAll && SEATS.indexOf(seat) === ctx.seat;
  const place = placeOf(SEATS.indexOf(seat), 4, ctx.seat);
  const fullHand = cards && cards.length === 13 && (view.phase === "auction" || ctx.over);
  const name = `${SEAT_RU[seat]}${mine ? " (вы)" : view.dummy === seat && controlled(ctx).includes(seat) ? " (болван, играете вы)" : ""}`;
  const marks = seatTags(view, seat, ctx);
  if (fullHand && view.hcp && view.hcp[seat] !== undefined) marks.push({ text: `${view.hcp[seat]} ${plural(view.hcp[seat], "очко", "очка", "очков")}`, kind: "info", title: "очки за старшие карты" });
  let body;
  if (!cards) {
    body = backsFan(view.counts[seat]);
  } else if (view.phase === "play" && !ctx.over && !ctx.reviewing && !ctx.paused && controlled(ctx).includes(seat)) {
    // The hands the reader plays from stay buttons while the others play (aria-disabled then, a press
    // is explained), so that the reader's focus stays in the hand instead of falling to the page.
    body = playingFan(ctx, seat, cards, mine ? "Ваши карты" : `Карты: ${SEAT_RU[seat]}${view.dummy === seat ? " (болван)" : ""}`);
  } else if (mine || place === "bottom") {
    body = el("div", { class: "rp-cards rp-fan rp-fan-still", role: "group", "aria-label": mine ? "Ваши карты" : `Карты: ${SEAT_RU[seat]}`,
      style: `--n: ${Math.max(cards.length, 1)}` }, cards.length ? cards.map((c) => cardNode(c, ctx.labels)) : el("span", { class: "rp-empty", text: "карты сыграны" }));
  } else {
    body = openHand(ctx, seat, cards, place);
  }
  const box = seatBox({
    seat: SEATS.indexOf(seat), name, count: view.counts[seat], toMove: !ctx.over && view.playing_hand === seat && view.phase === "play",
    marks, body, className: `rp-bhand${mine ? " rp-hand rp-mine" : ""}${view.playing_hand === seat && !ctx.over ? " rp-to-play" : ""}${cards ? " rp-bhand-open" : ""}`,
  });
  box.dataset.compass = seat;
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

// The bidding box, as on a real table's: «Пас», «Контра», «Реконтра», then the levels 1–7 and the five
// strains of the level chosen (the lowest level with a legal bid, until the reader picks another). Calls
// the engine does not list now are aria-disabled and dimmed; a press still goes to the engine, which says
// why it is refused. Each row is one tab stop (arrows move along it).
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
  const lowest = [1, 2, 3, 4, 5, 6, 7].find((level) => STRAINS.some(([strain]) => legal.has(`${level}${strain}`))) || 1;
  const level = ctx.memory.level && ctx.memory.level >= 1 ? ctx.memory.level : lowest;
  const levels = el("div", { class: "rp-call-levels", role: "toolbar", "aria-label": "Уровень заявки", "data-focus-group": "levels" },
    [1, 2, 3, 4, 5, 6, 7].map((n) => {
      const any = STRAINS.some(([strain]) => legal.has(`${n}${strain}`));
      const b = actionButton(String(n), () => { ctx.memory.level = n; ctx.rerender(); }, {
        key: `level:${n}`, pressed: n === level, legal: any, className: `rp-level-button${any ? "" : " rp-illegal"}`,
      });
      b.setAttribute("aria-label", `уровень ${n}`);
      return b;
    }));
  const grid = el("div", { class: "rp-call-grid", role: "toolbar", "aria-label": `Заявки уровня ${level}`, "data-focus-group": "bids" },
    STRAINS.map(([strain, symbol]) => button(`${level}${strain}`, `${level}${symbol}`, strain === "H" || strain === "D" ? " rp-red" : "")));
  const specials = el("div", { class: "rp-call-specials", role: "group", "aria-label": "Пас и контры", "data-focus-group": "specials" },
    button("pass", "Пас", " rp-pass"), button("X", "Контра", " rp-double"), button("XX", "Реконтра", " rp-redouble"));
  specials.firstElementChild.dataset.focusDefault = ""; // the skip link lands on the calls, not the history
  return el("div", { class: "rp-call-box" }, specials, roving(levels), roving(grid));
}

// The trick in the middle of the table: each card in front of the player who laid it (the reader's at
// the bottom); between tricks the last one stays until the next lead, with who took it.
function trickBox(ctx) {
  const { view, labels } = ctx;
  let cards = view.trick;
  let caption = null;
  if (!cards.length && view.tricks.length) {
    const last = view.tricks[view.tricks.length - 1];
    cards = last.cards;
    caption = `Взятку взял ${SEAT_RU[last.winner]}`;
  }
  const played = cards.map((t) => {
    const card = cardNode(t.card, labels);
    card.setAttribute("aria-label", `${SEAT_RU[t.seat]}: ${card.getAttribute("aria-label")}`); // who played it
    return [SEATS.indexOf(t.seat), card];
  });
  return trickSpots(played, { players: 4, reader: ctx.seat, caption: caption || (view.trick.length ? "" : "Ход на пустой стол"), done: Boolean(caption) });
}

// The contract and the tricks (or, during the auction, the dealer and the vulnerability), in one or two
// short lines over the table; the seats carry the same marks.
function info(ctx) {
  const { view } = ctx;
  const c = view.contract;
  if (!c) {
    return el("div", { class: "rp-bridge-info" },
      `Сдаёт ${SEAT_RU[view.dealer]}. ${SIDE_RU.NS}: ${VUL_RU(view.vulnerable.NS)}, ${SIDE_RU.EW}: ${VUL_RU(view.vulnerable.EW)}.`);
  }
  return el("div", { class: "rp-bridge-info" },
    el("span", { class: "rp-contract" }, el("strong", { text: `Контракт ${c.ru}` }), `, разыгрывает ${SEAT_RU[c.declarer]}`,
      el("span", { class: "rp-long", text: `, болван — ${SEAT_RU[c.dummy]}, первый ход ${SEAT_GEN_RU[c.leader]}` }), ". "),
    el("span", { class: "rp-tricks-won" }, `Взятки: ${SIDE_RU.NS} ${view.tricks_won.NS}, ${SIDE_RU.EW} ${view.tricks_won.EW} `,
      el("span", { class: "rp-count", text: `(нужно ${6 + c.level})` })));
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
    // A badge on the card, for the eye; the button's name says it in words.
    button.append(el("span", { class: `rp-dd-mark ${c.best ? "rp-dd-mark-best" : "rp-dd-mark-worse"}`, "aria-hidden": "true", text: c.best ? "✓" : `−${c.loses}` }));
    const name = button.getAttribute("aria-label") || button.textContent;
    button.setAttribute("aria-label", `${name}, ${c.best ? "лучшая карта" : `теряет ${c.loses} ${tricksWord(c.loses)}`}`);
  }
}

export function render(ctx) {
  const { view } = ctx;
  const dd = analysis(ctx);
  const me = SEATS[ctx.seat];
  const seats = new Map();
  for (const seat of SEATS) if (seat !== me) seats.set(SEATS.indexOf(seat), handBox(ctx, seat));
  const auctionPhase = view.phase === "auction" || (ctx.over && !view.contract);
  // Cards leaving the table now (a new lead took the last trick away) go to the trick's winner.
  if (view.trick.length === 1 && view.tricks.length) {
    const winner = seats.get(SEATS.indexOf(view.tricks.at(-1).winner));
    if (winner) winner.dataset.motionSink = "";
  }
  const centre = auctionPhase ? el("div", { class: "rp-auction-center" }, auctionTable(view, ctx)) : trickBox(ctx);
  const bottom = [handBox(ctx, me)];
  if (view.phase === "auction" && !ctx.over) bottom.push(callGrid(ctx));
  const parts = [info(ctx), analysisLine(ctx, dd),
    felt({ players: 4, reader: ctx.seat, seats, centre, hand: el("div", { class: "rp-bridge-bottom" }, bottom), compass: true,
      className: "rp-bridge-table", label: auctionPhase ? "Торговля" : "Взятка" })];
  if (!auctionPhase) {
    parts.push(el("details", { class: "rp-auction-box rp-print-open" }, el("summary", { text: "Торговля" }), auctionTable(view, ctx)));
  }
  if (ctx.over) parts.push(scoreLines(ctx));
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
  const fromDummy = hand === view.dummy;
  if (ctx.myTurn) {
    // From dummy's hand the declarer plays: «Ход Севера — из руки болвана (Юг)».
    if (ctx.controlsAll) return fromDummy ? `Ход ${SEAT_GEN_RU[view.declarer]} — из руки болвана (${SEAT_RU[hand]}).` : `Ход ${SEAT_GEN_RU[hand]}.`;
    return fromDummy ? `Ваш ход из руки болвана (${SEAT_RU[hand]}): выберите карту.` : "Ваш ход: выберите карту.";
  }
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
