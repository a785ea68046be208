// The bridge table for <rp-play game="bridge">: the auction box (the call grid and the N E S W
// history), then the play in a compass (the reader's hand, dummy once the opening lead is made,
// the trick in the middle, tricks per side). Every call and every card goes to the engine, which
// accepts it or explains the refusal; `legal` only highlights.
import { cardNode, el } from "../cards.js";
import { SEATS, SEAT_GEN_RU, SEAT_RU, SIDE_RU, compass, hiddenHand, rose, suitLines } from "../bridge-hands.js";

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
  } else if (ctx.myTurn && view.phase === "play") {
    const playable = new Set(legal.filter((m) => m.type === "card" && m.hand === seat).map((m) => m.card));
    body = suitLines(cards, labels, {
      playable,
      onClick: (card) => ctx.play({ type: "card", card, hand: seat }),
    });
  } else {
    body = suitLines(cards, labels);
  }
  const box = el("div", { class: `rp-bhand${view.playing_hand === seat && !ctx.over ? " rp-to-play" : ""}` }, title, body);
  if (cards && !cards.length) box.append(el("div", { class: "rp-empty", text: "карты сыграны" }));
  return box;
}

function auctionTable(view, ctx) {
  const rows = [];
  let row = [];
  const start = SEATS.indexOf(view.dealer);
  for (let i = 0; i < start; i++) row.push(el("td", {}));
  const cells = view.auction.map((c) => ({ text: c.ru, call: c.call }));
  if (view.phase === "auction" && !ctx.over) cells.push({ text: "?", call: "next" });
  for (const cell of cells) {
    const kind = cell.call === "next" ? "next" : cell.call === "pass" ? "pass" : "bid";
    const red = /^[1-7][HD]$/.test(cell.call) ? " rp-red" : "";
    row.push(el("td", { class: `rp-call rp-call-${kind}${red}`, text: cell.text }));
    if (row.length === 4) {
      rows.push(el("tr", {}, row));
      row = [];
    }
  }
  if (row.length) {
    while (row.length < 4) row.push(el("td", {}));
    rows.push(el("tr", {}, row));
  }
  return el("table", { class: "rp-auction", "aria-label": "Торговля" },
    el("thead", {}, el("tr", {}, SEATS.map((s) => el("th", { scope: "col", text: SEAT_RU[s] })))),
    el("tbody", {}, rows));
}

function callGrid(ctx) {
  const legal = new Set(ctx.legal.filter((m) => m.type === "call").map((m) => m.call));
  const disabled = !ctx.myTurn;
  const button = (call, text, extra = "") => el("button", {
    type: "button",
    class: `rp-button rp-call-button${legal.has(call) ? "" : " rp-illegal"}${extra}`,
    "data-call": call,
    disabled,
    onclick: () => ctx.play({ type: "call", call }),
  }, text);
  const grid = el("div", { class: "rp-call-grid", role: "group", "aria-label": "Заявки" });
  for (let level = 1; level <= 7; level++) {
    for (const [strain, symbol] of STRAINS) {
      const b = button(`${level}${strain}`, `${level}${symbol}`);
      if (strain === "H" || strain === "D") b.classList.add("rp-red");
      grid.append(b);
    }
  }
  const specials = el("div", { class: "rp-call-specials" },
    button("pass", "Пас", " rp-pass"), button("X", "Контра", " rp-double"), button("XX", "Реконтра", " rp-redouble"));
  return el("div", { class: "rp-call-box" }, specials, grid);
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
  for (const t of cards) spots[t.seat] = el("div", { class: "rp-trick-spot" }, cardNode(t.card, labels));
  const center = el("div", { class: "rp-trick-center" },
    caption ? el("div", { class: "rp-count", text: caption }) : el("div", { class: "rp-count", text: view.trick.length ? "Взятка" : "Ход на пустой стол" }));
  const box = compass(spots, center, { className: `rp-trick-compass${caption ? " rp-trick-done" : ""}` });
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

function scoreLines(ctx) {
  const r = ctx.result;
  if (!r || !r.score) return null;
  const items = r.score.lines.map((l) => el("li", { text: `${l.side} ${l.where === "below" ? "под чертой" : "над чертой"}: ${l.points} — ${l.why}` }));
  const box = el("div", { class: "rp-bridge-score" }, el("div", { class: "rp-seat", text: "Запись этой сдачи" }), el("ul", {}, items));
  const sheet = document.querySelector("rp-score-bridge");
  if (sheet) {
    // A played deal can go straight onto the rubber's score sheet on the same page.
    box.append(el("button", {
      type: "button", class: "rp-button", text: "Записать в роббер",
      onclick: (event) => {
        event.target.disabled = true;
        document.dispatchEvent(new CustomEvent("rp-bridge-deal", {
          detail: { contract: r.contract, declarer: r.declarer, tricks: r.declarer_tricks, honors: r.honors },
        }));
      },
    }));
  }
  return box;
}

export function render(ctx) {
  const { view } = ctx;
  const hands = {};
  for (const seat of SEATS) hands[seat] = handBox(ctx, seat);
  const auctionPhase = view.phase === "auction" || (ctx.over && !view.contract);
  const center = auctionPhase ? el("div", { class: "rp-auction-center" }, rose(), auctionTable(view, ctx)) : trickBox(ctx);
  const parts = [info(ctx), compass(hands, center, { className: "rp-bridge-table" })];
  if (view.phase === "auction" && !ctx.over) parts.push(callGrid(ctx));
  if (!auctionPhase) {
    parts.push(el("details", { class: "rp-auction-box" }, el("summary", { text: "Торговля" }), auctionTable(view, ctx)));
  }
  if (ctx.over) parts.push(scoreLines(ctx));
  return el("div", { class: "rp-bridge" }, parts);
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

// The reader whose partner won the contract plays it from the declarer's seat (dummy's cards too).
export function controlledSeat(answer, seat) {
  const view = answer.view;
  if (view.phase === "play" && view.dummy === SEATS[seat]) return SEATS.indexOf(view.declarer);
  return seat;
}
