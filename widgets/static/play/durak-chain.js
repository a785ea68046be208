// The table of the passing chain (<rp-play renderer="durak-chain">: китайский дурак; крестовый after
// its layout, see durak-cross.js): the cards of the chain in a row from the bottom card (which a
// player who cannot cover takes) to the top card (the one to cover), each with the seat that laid
// it, and how many cards send the chain to the discard.
//
// A click on a hand card leads it or covers the top card with it; «Взять нижнюю» takes the bottom
// card. The engine decides; its `legal` list only highlights the cards that may go.
import { cardNode, cardsWord, el, handButtons, seatName } from "./common.js";
import { SUITS, board, labelsOf, moveButton, mySeat, statusLine, suitBadge, who, withSeat } from "./durak.js";

export { resultText, syncControls } from "./durak.js";
export { addLevel as addControls } from "./durak.js";

function suitRules(view) {
  const { trump, own_suit_only: own, order } = view.beating;
  const parts = [el("span", { class: "rp-durak-label" }, "Козыри всегда ", suitBadge(trump), ` ${SUITS[trump].plural}`)];
  if (own) parts.push(el("span", { class: "rp-durak-label" }, suitBadge(own), ` ${SUITS[own].plural} бьют только ${SUITS[own].by}`));
  if (order === "chinese") parts.push(el("span", { class: "rp-durak-label", text: "Десятка старше короля: 6 7 8 9 В Д К 10 Т" }));
  if (view.follow_suit) parts.push(el("span", { class: "rp-durak-label", text: "Козырем — только если нечем покрыть в масть" }));
  return parts;
}

export function factsArea(view) {
  return el("div", { class: "rp-durak-deck", role: "group", "aria-label": "Козыри и отбой" },
    el("div", { class: "rp-durak-facts" }, ...suitRules(view),
      el("span", { class: "rp-durak-label", "data-discard": view.discard, text: `Отбой: ${view.discard}` })));
}

function chainArea(ctx, labels) {
  const { view } = ctx;
  const chain = view.chain;
  const cards = chain.map(([code, seat], i) => el("div", {
    class: `rp-chain-link${i === 0 ? " rp-chain-bottom" : ""}${i === chain.length - 1 ? " rp-chain-top" : ""}`,
    "data-link": i,
  },
  cardNode(code, labels),
  el("span", { class: "rp-durak-small", text: `${seatName(view, seat)}${i === 0 ? " · низ" : ""}${i === chain.length - 1 && i > 0 ? " · верх" : ""}` })));
  const joined = cards.flatMap((node, i) => (i ? [el("span", { class: "rp-chain-arrow", "aria-hidden": "true", text: "→" }), node] : [node]));
  const needed = view.needed;
  const head = ctx.over ? "Стол"
    : `В цепочке ${chain.length} ${cardsWord(chain.length)} · уйдёт в отбой, когда их станет ${needed}`;
  return el("div", { class: "rp-durak-table rp-chain", role: "group", "aria-label": "Цепочка" },
    el("div", { class: "rp-durak-small", text: head }),
    el("div", { class: "rp-chain-links" }, joined.length ? joined
      : el("span", { class: "rp-empty", text: ctx.over ? "Стол пуст" : `Цепочка пуста: заходит ${seatName(view, view.turn)}` })));
}

function actions(ctx) {
  if (!ctx.myTurn || ctx.view.phase !== "beat") return null;
  const canBeat = ctx.legal.some((m) => m.type === "beat");
  return el("div", { class: "rp-actions rp-durak-actions", role: "group", "aria-label": "Ходы", "data-focus-group": "actions" },
    moveButton(ctx, "Взять нижнюю", { type: "take" }, { primary: !canBeat }));
}

function myHand(ctx, labels) {
  const { view } = ctx;
  const playable = new Set(ctx.myTurn ? ctx.legal.filter((m) => m.card).map((m) => m.card) : []);
  const type = view.phase === "lead" ? "lead" : "beat";
  return mySeat(ctx, labels, { role: null, body: view.hand.length
    ? handButtons(view.hand, labels, (code) => ctx.play(withSeat(ctx, { type, card: code })),
      { playable: ctx.myTurn ? playable : null })
    : el("div", { class: "rp-empty", text: ctx.over ? "нет карт" : "Карт нет — вы вышли из игры." }) });
}

export function render(ctx) {
  const labels = labelsOf(ctx);
  return board(ctx, "rp-durak rp-chain-game", {
    middle: el("div", { class: "rp-durak-middle" }, factsArea(ctx.view), chainArea(ctx, labels)),
    actions: actions(ctx), hand: myHand(ctx, labels),
  });
}

export function status(ctx) {
  const { view } = ctx;
  return statusLine(ctx, (you) => {
    if (view.phase === "lead") return `${you}ваш заход: щёлкните любую карту — с неё начнётся новая цепочка.`;
    const take = view.rules.voluntary_take ? "или возьмите нижнюю карту" : "а если нечем — «Взять нижнюю»";
    return `${you}покройте верхнюю карту цепочки — щёлкните карту на руке, ${take}.`;
  });
}
