// The table of крестовый дурак (<rp-play renderer="durak-cross">). During the layout: every
// player's face-up pile (its top card and how many cards lie in it), the stock and the card just
// drawn, and the rule it follows — one rank lower, the nearest player clockwise, the lowest card of
// the pack on an ace (the wrap-around). Once the pack is laid out, the play is the passing chain of
// durak-chain.js.
//
// «Тянуть карту» draws; a click on a pile puts the drawn card there. The engine decides where it
// may go; its `legal` list only highlights that pile.
import { cardBack } from "../cards.js";
import { placeOf, seatBox } from "../table.js";
import { cardLabel, cardNode, cardsWord, el, seatName } from "./common.js";
import { board, labelsOf, moveButton, statusLine, withSeat } from "./durak.js";
import * as chain from "./durak-chain.js";

export { resultText, syncControls } from "./durak.js";
export { addLevel as addControls } from "./durak.js";

const RANK_WORDS = { 2: "двойку", 6: "шестёрку" };

function pile(ctx, seat, labels) {
  const { view } = ctx;
  const { top, count } = view.piles[seat];
  const legal = ctx.myTurn && ctx.legal.some((m) => m.type === "place" && m.on === seat);
  const name = seat === ctx.seat && !ctx.controlsAll ? "Вы" : seatName(view, seat);
  // The space keeps the seat's words and the card's index apart in the button's text (and its name).
  // The seat's head names the player and counts the pile's cards; the pile shows its top card.
  const body = [top ? cardNode(top, labels) : el("span", { class: "rp-empty", text: "пусто" })];
  const attrs = { class: `rp-cross-pile${seat === view.turn ? " rp-durak-to-move" : ""}`, "data-pile": seat };
  if (!ctx.myTurn || !view.drawn) return el("div", attrs, body);
  // Named by what it shows, in its order («Игрок 2 · 3 карты 7♠ — семёрка пик»), then what a press does.
  return el("button", {
    ...attrs, type: "button", class: `${attrs.class} rp-card-button${legal ? " rp-playable" : ""}`,
    "aria-label": `${name} · ${count} ${cardsWord(count)} ${top ? cardLabel(top, labels) : "пусто"}: положить сюда`,
    "aria-disabled": legal ? null : "true", "data-focus-key": `pile:${seat}`,
    onclick: () => ctx.play(withSeat(ctx, { type: "place", on: seat })),
  }, body);
}

// Every player's pile lies in front of his seat: the opponents' round the table, the reader's at the
// bottom (a pile is a button while the reader places the drawn card).
function seatOf(ctx, seat, labels) {
  const { view } = ctx;
  const mine = seat === ctx.seat;
  return seatBox({
    seat, name: mine && !ctx.controlsAll ? "Вы" : seatName(view, seat), count: view.piles[seat].count,
    toMove: seat === view.turn, place: placeOf(seat, view.players, ctx.seat),
    marks: [{ text: `${view.piles[seat].count} ${cardsWord(view.piles[seat].count)}`, kind: "info" }],
    className: `rp-cross-seat${mine ? " rp-mine" : ""}`, body: pile(ctx, seat, labels),
  });
}

function layout(ctx, labels) {
  const { view } = ctx;
  const drawn = view.drawn;
  return el("div", { class: "rp-durak-table rp-cross-layout", role: "group", "aria-label": "Раскладка" },
    el("div", { class: "rp-durak-small", text: `Раскладка: карту кладут на карту на ступень младше у ближайшего по часовой стрелке соперника; на туза — ${RANK_WORDS[view.lowest]}` }),
    el("div", { class: "rp-cross-stock" },
      view.stock ? el("span", { class: "rp-durak-pile" }, cardBack("колода")) : null,
      el("span", { class: "rp-durak-label", "data-stock": view.stock, text: `В колоде: ${view.stock}` }),
      drawn ? el("span", { class: `rp-cross-drawn${view.wraps ? " rp-cross-wrap" : ""}` }, "Вытянута: ", cardNode(drawn, labels),
        ` — ${view.aim_ru}`)
        : null));
}

function actions(ctx) {
  if (!ctx.myTurn || ctx.view.drawn) return null;
  return el("div", { class: "rp-actions rp-durak-actions", role: "group", "aria-label": "Ходы", "data-focus-group": "actions" },
    moveButton(ctx, "Тянуть карту", { type: "draw" }, { primary: true }));
}

export function render(ctx) {
  if (ctx.view.phase !== "layout") return chain.render(ctx);
  const labels = labelsOf(ctx);
  const seats = new Map();
  for (let seat = 0; seat < ctx.view.players; seat++) if (seat !== ctx.seat) seats.set(seat, seatOf(ctx, seat, labels));
  return board(ctx, "rp-durak rp-cross", {
    seats, middle: layout(ctx, labels), note: chain.factsArea(ctx.view), actions: actions(ctx), hand: seatOf(ctx, ctx.seat, labels),
  });
}

export function status(ctx) {
  const { view } = ctx;
  if (view.phase !== "layout") return chain.status(ctx);
  return statusLine(ctx, (you) => (view.drawn
    ? `${you}положите вытянутую карту: щёлкните стопку, на которую она ложится по правилу (подсвечена), или свою, если класть некому.`
    : `${you}раскладка, ваша очередь — нажмите «Тянуть карту».`));
}
