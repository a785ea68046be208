// Pieces shared by the tables of the durak variants with engines of their own (durak-krugly.js,
// durak-cheshsky.js): the opponents' seats, the reader's name, suit badges and action buttons.
// Nothing here decides legality: buttons only mirror the engine's `legal` list (a move that is not
// listed is still sent, marked aria-disabled, so that the engine can explain the refusal). Every
// control carries a stable data-focus-key («move:draw», «card:QS», «suit:H») so that the shell can
// give focus back to the same control after a redraw.
import { backs, cardNode, cardsWord, el, seatName } from "./common.js";

export const SUITS = {
  S: { symbol: "♠", plural: "пики", red: false },
  H: { symbol: "♥", plural: "червы", red: true },
  C: { symbol: "♣", plural: "трефы", red: false },
  D: { symbol: "♦", plural: "бубны", red: true },
};

// Every card label the table may need: the shell's full list and the view's own.
export function labelsOf(ctx) {
  return { ...(ctx.labels || {}), ...(ctx.view.labels || {}) };
}

export function myLegal(ctx) {
  return ctx.myTurn ? ctx.legal : [];
}

// «Вы (Игрок 1)» for the reader's own seat, «Игрок 2» for the others.
export function who(ctx, seat) {
  const base = seatName(ctx.view, seat);
  return !ctx.controlsAll && seat === ctx.seat ? `Вы (${base})` : base;
}

export function suitBadge(suit, withName = false) {
  const s = SUITS[suit];
  return el("span", { class: `rp-dv-suit${s.red ? " rp-red" : ""}`, title: s.plural },
    s.symbol, withName ? ` ${s.plural}` : null);
}

// One seat: its name, how many cards it holds, its role now, and its hand face down (or face up in
// teaching mode, from the shell's per-seat views).
export function seatBox(ctx, seat, role, ...extra) {
  const { view } = ctx;
  const count = view.counts[seat];
  const open = ctx.views && ctx.views[seat] ? ctx.views[seat].hand : null;
  const labels = labelsOf(ctx);
  const moving = seat === ctx.toMove && !ctx.over;
  return el("div", { class: `rp-dv-seat${moving ? " rp-dv-to-move" : ""}${role === "вышел" ? " rp-dv-out" : ""}`, "data-seat": seat, "data-count": count },
    el("div", { class: "rp-seat" }, `${who(ctx, seat)} `,
      el("span", { class: "rp-count", text: `· ${count} ${cardsWord(count)}` }),
      role ? el("span", { class: "rp-dv-role", text: role }) : null,
      moving ? el("span", { class: "rp-dv-turn", text: "ход" }) : null),
    open ? el("div", { class: "rp-cards" }, open.map((c) => cardNode(c, labels)))
      : count ? backs(count, `карта: ${seatName(view, seat)}`) : el("div", { class: "rp-empty", text: "нет карт" }),
    ...extra);
}

// The other seats, clockwise from the reader's left as they sit round the table.
export function opponents(ctx, roleOf, extraFor = () => []) {
  const seats = [];
  for (let step = 1; step < ctx.view.players; step++) {
    const seat = (ctx.seat + step) % ctx.view.players;
    seats.push(seatBox(ctx, seat, roleOf(seat), ...extraFor(seat)));
  }
  return el("div", { class: "rp-dv-opponents" }, seats);
}

// A button for a move of the engine's list; one the list does not offer now stays clickable (the
// engine says why not) but is marked aria-disabled.
export function moveButton(ctx, text, move, { primary = false, offered = null } = {}) {
  const listed = offered ?? ctx.legal.some((m) => JSON.stringify(m) === JSON.stringify(move));
  return el("button", {
    type: "button",
    class: `rp-button${primary && listed ? " rp-primary" : ""}`,
    "aria-disabled": listed ? null : "true",
    "data-focus-key": `move:${move.type}`,
    text,
    onclick: () => ctx.play({ ...move, seat: ctx.seat }),
  });
}

export function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// The engine's summary, and what it means for the reader: the engine's sentence for his seat.
export function resultText(ctx) {
  const { result } = ctx;
  return ctx.controlsAll ? result.summary_ru : `${result.summary_ru} ${result.verdicts_ru[ctx.seat]}`;
}
