// The King table: the current deal, its penalty or prize and the trump (named or none), the trick,
// the hands, the tricks and points of this deal so far, and the running score of all 14 deals.
// Every figure comes from the engine's view (deal table, deal_points, scores); nothing is counted here.
import { actionButton, cardNode, el, handButtons, laysCard, playableCards, seatName, signed } from "./common.js";
import { backsFan, felt, seatBox, trickSpots } from "../table.js";

const SUITS_RU = { C: "трефы", D: "бубны", H: "червы", S: "пики" };


function name(ctx, seat) {
  const base = seatName(ctx.view, seat);
  return !ctx.controlsAll && seat === ctx.seat ? `${base} (вы)` : base;
}

function trumpLine(ctx) {
  const { view } = ctx;
  if (view.phase === "trump") {
    return el("div", { class: "rp-king-trump", text: `Положительная сдача с козырем: ${name(ctx, view.orderer)} назначает козырь или играет без козыря.` });
  }
  if (view.trump_named) {
    const what = view.trump ? `козыри — ${SUITS_RU[view.trump]}` : "без козыря";
    return el("div", { class: "rp-king-trump" }, el("strong", { text: `Назначено: ${what}` }), ` — выбор: ${name(ctx, view.orderer)}.`);
  }
  return el("div", { class: "rp-king-trump rp-count", text: "Козырей нет: взятку берёт старшая карта масти хода." });
}

// The deal in two short lines: its number and name with its rule and total, then the trump.
function header(ctx) {
  const { view } = ctx;
  const deals = view.deals || [];
  const kind = view.deal_positive ? "положительная" : "отрицательная";
  return el("div", { class: "rp-king-deal" },
    el("div", {}, el("strong", { text: `Сдача ${view.deal_index + 1} из ${deals.length}: «${view.deal_name_ru}»` }),
      ` — ${view.deal_rule_ru.replace(/\.$/, "")} `,
      el("span", { class: "rp-count", text: `(${kind}, на всех ${signed(view.deal_total)}).` })),
    trumpLine(ctx));
}

function progress(ctx) {
  const { view } = ctx;
  const cells = view.tricks_won.map((tricks, seat) => el("span", { class: "rp-king-progress-seat" },
    `${name(ctx, seat)}: взяток ${tricks}, очков ${signed(view.deal_points[seat])}`));
  return el("div", { class: "rp-extras rp-king-progress", role: "group", "aria-label": "Эта сдача" },
    el("span", { class: "rp-seat", text: `Эта сдача (взяток сыграно ${view.tricks.length} из 8):` }), cells);
}

// The trick in the middle, each card in front of its player; between tricks the last one stays, with
// who took it, until the next lead.
function trickView(ctx) {
  const { view, labels } = ctx;
  const players = view.hand_sizes.length;
  let cards = view.trick || [];
  let caption = cards.length ? "" : "Взятка пуста";
  let done = false;
  if (!cards.length) {
    const last = (view.tricks || []).at(-1) || (view.last_deal && !(view.tricks || []).length ? view.last_deal.tricks.at(-1) : null);
    if (last) {
      cards = last.cards;
      caption = last.winner === ctx.seat && !ctx.controlsAll ? "Последнюю взятку взяли вы" : `Последнюю взятку взял ${name(ctx, last.winner)}`;
      done = true;
    }
  }
  const played = cards.map(([seat, code]) => {
    const card = cardNode(code, labels);
    card.setAttribute("aria-label", `${name(ctx, seat)}: ${card.getAttribute("aria-label")}`);
    return [seat, card];
  });
  return trickSpots(played, { players, reader: ctx.seat, caption, done });
}

function scoreTable(ctx) {
  const { view } = ctx;
  const players = view.hand_sizes.length;
  const names = Array.from({ length: players }, (_, seat) => name(ctx, seat));
  const history = view.history || [];
  const body = (view.deals || []).map((deal, index) => {
    const played = history[index];
    const current = !ctx.over && index === view.deal_index;
    const cells = played ? played.points.map(signed) : current ? view.deal_points.map(signed) : names.map(() => "—");
    const trump = played && played.trump ? `, козыри — ${SUITS_RU[played.trump]}` : "";
    return el("tr", { class: current ? "rp-king-current" : played ? "" : "rp-king-future", "aria-current": current ? "true" : null },
      el("th", { scope: "row", text: `${index + 1}. ${deal.name_ru} (${signed(deal.total)})${trump}${current ? " — идёт" : ""}` }),
      cells.map((c) => el("td", { text: c })));
  });
  body.push(el("tr", { class: "rp-king-total" }, el("th", { scope: "row", text: "Итого" }), view.scores.map((s) => el("td", { text: signed(s) }))));
  return el("table", { class: "rp-score-table rp-king-scores" },
    el("caption", { text: "Очки по сдачам (в скобках — сумма сдачи на всех)" }),
    el("thead", {}, el("tr", {}, el("th", { scope: "col", text: "Сдача" }), names.map((n) => el("th", { scope: "col", text: n })))),
    el("tbody", {}, body));
}

function dealDone(ctx, deal) {
  return `Сдача «${deal.name_ru}» закончена: ${deal.points.map((p, i) => `${name(ctx, i)} ${signed(p)}`).join(", ")}.`;
}

// The running sheet of all 14 deals is part of this table (the shared one under the board is not added).
export const drawsScoreSheet = true;

export function render(ctx) {
  const { view, labels, legal } = ctx;
  const players = view.hand_sizes.length;
  if (ctx.over || ctx.paused) {
    // The end (or a deal just ended): its last trick and the score, before the next deal's cards are shown.
    return el("div", { class: `rp-king${ctx.paused ? " rp-king-paused" : ""}` },
      felt({ players, reader: ctx.seat, seats: new Map(), centre: trickView(ctx) }), scoreTable(ctx));
  }
  const seats = new Map();
  const lastTrick = (view.tricks || []).at(-1);
  for (let seat = 0; seat < players; seat++) {
    if (seat === ctx.seat) continue;
    const theirs = ctx.views && ctx.views[seat] ? ctx.views[seat].hand : null;
    const box = seatBox({
      seat, name: name(ctx, seat), count: view.hand_sizes[seat], toMove: seat === ctx.toMove,
      marks: [
        view.dealer === seat ? { text: "сдаёт", kind: "dealer" } : null,
        { text: `взяток ${view.tricks_won[seat]}`, kind: "info" },
        { text: `${signed(view.deal_points[seat])}`, kind: view.deal_points[seat] < 0 ? "attack" : "info", title: "очки этой сдачи" },
      ],
      body: theirs ? el("div", { class: "rp-open-cards", role: "group", "aria-label": `Карты: ${name(ctx, seat)}` }, theirs.map((c) => cardNode(c, labels)))
        : backsFan(view.hand_sizes[seat]),
    });
    // The trick just taken flies to its winner when the next lead clears the table.
    if (lastTrick && (view.trick || []).length === 1 && lastTrick.winner === seat) box.dataset.motionSink = "";
    seats.set(seat, box);
  }
  const finished = view.last_deal && !(view.tricks || []).length && !(view.trick || []).length
    ? el("div", { class: "rp-actions rp-king-finished", text: dealDone(ctx, view.last_deal) })
    : null;

  const trumpChoices = legal.filter((m) => m.type === "trump");
  const choose = trumpChoices.length && ctx.myTurn ? el("div", { class: "rp-actions rp-king-choose", role: "group", "aria-label": "Назначьте козырь", "data-focus-group": "trump" },
    el("span", { text: "Назначьте козырь: " }),
    trumpChoices.map((m) => actionButton(m.suit ? SUITS_RU[m.suit] : "без козыря", () => ctx.play(m), { key: `trump:${m.suit}`, focusDefault: m === trumpChoices[0] }))) : null;

  const mine = seatBox({
    seat: ctx.seat, name: `Ваши карты${ctx.controlsAll ? ` (${name(ctx, ctx.seat)})` : ""}`, count: view.hand.length,
    toMove: ctx.seat === ctx.toMove, place: "bottom", className: "rp-hand rp-mine",
    marks: [
      view.dealer === ctx.seat ? { text: "сдаёте", kind: "dealer" } : null,
      { text: `взяток ${view.tricks_won[ctx.seat]}`, kind: "info" },
      { text: `${signed(view.deal_points[ctx.seat])}`, kind: view.deal_points[ctx.seat] < 0 ? "attack" : "info", title: "очки этой сдачи" },
    ],
    body: handButtons(view.hand, labels, (code) => ctx.play({ type: "card", card: code }),
      { playable: ctx.myTurn && view.phase === "play" ? playableCards(legal) : null }),
  });

  return el("div", { class: "rp-king" }, header(ctx),
    felt({ players, reader: ctx.seat, seats, centre: [finished, trickView(ctx)], hand: el("div", { class: "rp-king-bottom" }, choose, mine) }),
    progress(ctx), scoreTable(ctx));
}

export function status(ctx) {
  if (ctx.over) return "Партия окончена.";
  if (ctx.myTurn && ctx.view.phase === "trump") return "Ваш черёд назначить козырь (или играть без козыря).";
  if (ctx.myTurn) return "Ваш ход: выберите карту. Подсвечены карты, которые можно положить.";
  return `Ходит ${name(ctx, ctx.toMove)}…`;
}

// The end of a deal stops the table: the reader sees the last trick and the points before the
// computer leads to the next deal.
export function pauseAfter(before, after, ctx) {
  if (after.over || before.view.deal_index === after.view.deal_index || !after.view.last_deal) return null;
  return dealDone(ctx, after.view.last_deal);
}

// «Игрок 2 кладёт семёрку треф.», «… туза треф — взятку берёт Игрок 4.», «Игрок 1 назначает козырь: пики.»
export function sentence(ctx, seat, text) {
  const who = seatName(ctx.view, seat);
  const trump = /^козырь — (.+)$/.exec(text) || (text === "играем без козыря" ? [text, null] : null);
  if (trump) return trump[1] ? `${who} назначает козырь: ${trump[1]}` : `${who} играет без козыря`;
  return laysCard(who, text, ctx.labels) || `${who}: ${text}`;
}

