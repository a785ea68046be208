// The Штосс table for <rp-play game="shtoss" seat="1">: the reader is the punter, the computer the banker.
// The banker sits across with his pack; in the middle lie his two piles, «лоб» and «соник», each pair
// turned onto them, and the punter's card with the stake; the punter chooses his card from his own pack,
// drawn as cards at the bottom, and a stake. Every move goes to the engine (game.play); the banker's moves
// are the engine's bot; every sentence about a pair or a stake is the engine's (pairs_ru, last_ru).
import { client } from "../client.js";
import { cardButton, cardNode, el, roving, signed } from "./common.js";
import { backsFan, felt, seatBox } from "../table.js";

const BANKER = 0;
const PUNTER = 1;
const percent = (x) => `${(100 * x).toLocaleString("ru-RU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0%`;

// The exact chance of the punter for this pack size (shtoss.odds), asked once per size.
const oddsBySize = new Map();
function odds(ctx) {
  const size = ctx.view.cards;
  if (!oddsBySize.has(size)) {
    oddsBySize.set(size, null);
    client.call("shtoss.odds", { cards: size }).then((r) => {
      oddsBySize.set(size, r.ok ? r.result : null);
      if (r.ok) ctx.rerender();
    });
  }
  return oddsBySize.get(size);
}

function stake(ctx, card) {
  const value = Number(ctx.memory.stake ?? ctx.view.kush);
  // A non-integer goes to the engine as it is, and the engine explains the refusal.
  ctx.play({ type: "stake", card, stake: Number.isFinite(value) ? value : ctx.memory.stake });
}

// The punter's own pack, as cards: a press stakes on that card.
function punterPack(ctx) {
  const cards = ctx.legal.filter((m) => m.type === "stake").map((m) => m.card);
  const buttons = cards.map((code) => cardButton(code, ctx.labels, () => stake(ctx, code), {
    key: `card:${code}`, legal: true, className: "rp-playable",
  }));
  return roving(el("div", { class: "rp-cards rp-fan rp-shtoss-pack", role: "toolbar", "aria-label": "Ваша колода: щёлкните карту, на которую ставите", "data-focus-group": "hand",
    style: `--n: ${Math.max(cards.length, 1)}` }, buttons));
}

function stakeControls(ctx) {
  const input = el("input", {
    type: "number", min: ctx.view.kush, step: 1, value: ctx.memory.stake ?? ctx.view.kush, "aria-label": "Ставка", "data-focus-key": "stake",
    oninput: (event) => { ctx.memory.stake = event.target.value; },
  });
  return el("div", { class: "rp-actions rp-shtoss-stake-row", role: "group", "aria-label": "Ставка понтёра" },
    el("label", {}, "Ставка ", input),
    el("span", { class: "rp-shtoss-how", text: "— и щёлкните карту, на которую ставите" }));
}

// The banker's two piles: the last pair turned lies on top, the number of cards under each.
function piles(ctx) {
  const { view, labels } = ctx;
  const last = view.pairs.at(-1);
  const decided = view.last_ru ? view.history.at(-1) : null;
  const hit = (slot) => decided && decided.position - 1 === 2 * (view.pairs.length - 1) + slot;
  // The cards of a pair are called «лоб» and «соник» in the first pair only (the engine's slots_ru).
  const names = (view.slots_ru || []).at(-1) || ["первая карта", "вторая карта"];
  const heap = (slot) => el("div", { class: "rp-shtoss-heap", "data-heap": slot },
    last ? cardNode(last[slot], labels, { class: hit(slot) ? "rp-shtoss-hit" : "" }) : el("span", { class: "rp-pile-empty-slot", text: "пусто" }),
    el("div", { class: "rp-pile-count", text: `${names[slot]} · ${view.pairs.length}` }));
  return el("div", { class: "rp-shtoss-heaps", role: "group", "aria-label": "Две кучи банкомёта" }, heap(0), heap(1));
}

function pairsLine(ctx) {
  const { view, labels } = ctx;
  if (!view.pairs.length) return null;
  return el("ol", { class: "rp-shtoss-pairs", "aria-label": "Открытые абцуги" },
    view.pairs.map((pair, i) => el("li", { class: "rp-shtoss-pair" },
      el("span", { class: "rp-count", text: `${i + 1}.` }),
      [0, 1].map((j) => el("span", { class: "rp-shtoss-slot" }, cardNode(pair[j], labels, { class: "rp-small" }),
        el("span", { class: "rp-count", text: ((view.slots_ru || [])[i] || ["", ""])[j] }))),
      el("span", { class: "rp-shtoss-note", text: view.pairs_ru[i] || "" }))));
}

export function render(ctx) {
  const { view, labels } = ctx;
  const [banker, punter] = view.balance;
  const seats = new Map([[BANKER, seatBox({
    seat: BANKER, name: "Банкомёт", count: view.pack_left, toMove: ctx.toMove === BANKER,
    marks: [{ text: signed(banker), kind: banker < 0 ? "attack" : "info", title: "баланс банкомёта" }],
    body: backsFan(view.pack_left, { label: `колода банкомёта: ${view.pack_left} карт` }),
  })]]);
  const stakeNote = view.punter_card
    ? el("div", { class: "rp-shtoss-punter" }, "Ваша карта ", cardNode(view.punter_card, labels), el("span", { class: "rp-shtoss-chip", text: `ставка ${view.stake}` }))
    : el("div", { class: "rp-count", text: `Ставка № ${view.round + 1}: выберите карту и ставку (начальный куш — ${view.kush}).` });
  const decided = view.last_ru ? view.history.at(-1) : null;
  const me = seatBox({
    seat: PUNTER, name: "Вы (понтёр)", count: view.cards, toMove: ctx.toMove === PUNTER, place: "bottom", className: "rp-hand rp-mine",
    marks: [{ text: signed(punter), kind: punter < 0 ? "attack" : "info", title: "ваш баланс" }],
    body: ctx.myTurn && view.phase === "stake" ? [stakeControls(ctx), punterPack(ctx)] : stakeNote,
  });
  const known = odds(ctx);
  const total = view.history.length;
  const wins = view.history.filter((h) => h.winner === PUNTER).length;
  return el("div", { class: "rp-shtoss" },
    felt({ players: 2, reader: PUNTER, seats, centre: [view.phase !== "stake" || view.pairs.length ? piles(ctx) : null, view.phase !== "stake" ? stakeNote : null,
      decided ? el("div", { class: `rp-shtoss-outcome rp-shtoss-${decided.winner === PUNTER ? "win" : "loss"}`, text: view.last_ru }) : null],
    hand: me, label: "Стол банкомёта" }),
    pairsLine(ctx),
    el("div", { class: "rp-shtoss-odds" },
      known ? el("div", {}, `Точный шанс понтёра при колоде из ${known.cards} карт: `, el("strong", { class: "rp-shtoss-exact", text: percent(known.punter) }),
        ` (${known.punter_exact}); банкомёта — ${percent(known.banker)}.`) : null,
      el("div", { class: "rp-shtoss-observed" }, total ? `В этой игре понтёр выиграл ${wins} из ${total} (${percent(wins / total)}).` : "Ставок ещё не было.")),
    total ? el("table", { class: "rp-score-table rp-shtoss-history" },
      el("caption", { text: "Ставки этой игры" }),
      el("thead", {}, el("tr", {}, ["№", "Карта", "Ставка", "Решила карта", "Выиграл", "Баланс понтёра"].map((h) => el("th", { scope: "col", text: h })))),
      el("tbody", {}, view.history.map((h) => el("tr", {},
        el("th", { scope: "row", text: String(h.round + 1) }),
        el("td", {}, cardNode(h.punter_card, labels, { class: "rp-small" })),
        el("td", { text: String(h.stake) }),
        el("td", { text: `№\u00a0${h.position} (абцуг\u00a0${h.pair}${h.plie ? ", плие" : ""})` }),
        el("td", { text: h.winner_ru }),
        el("td", { text: signed(h.balance[1]) }))))) : null);
}

export function status(ctx) {
  const { view } = ctx;
  if (ctx.over) return "Игра окончена.";
  if (ctx.myTurn && view.phase === "stake") return "Назначьте ставку и щёлкните в своей колоде карту, на которую ставите.";
  if (view.phase === "deal") return "Банкомёт мечет: пары ложатся в две кучи, лоб и соник…";
  if (view.phase === "settled") return "Ставка решена.";
  return "Банкомёт готовит колоду…";
}

// A decided stake stops the table: the reader reads who won before the banker takes a fresh pack.
export function pauseAfter(before, after) {
  if (after.view.phase === "settled" && before.view.phase !== "settled") return after.view.last_ru;
  return null;
}
export const pauseButton = "Следующая ставка";

// «Банкомёт: открывает абцуг…»; the punter's stake as a sentence, which the table turns into «Вы ставите …».
export function logLine(ctx, seat, text) {
  return seat === PUNTER ? `Понтёр ${text}` : `Банкомёт: ${text}`;
}
