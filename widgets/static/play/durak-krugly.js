// The table of круглый дурак (<rp-play game="durak.krugly" renderer="durak-krugly">).
//
// First phase: the rhombus drawn as a diamond of eight face-up cards round the central trump, the
// cards laid beside it, the stock and the card the player to move has just drawn. On the reader's
// turn every card on the table is a button: a click beats it with the drawn card (the engine refuses
// a card it cannot beat and says why); «Положить рядом» lays the drawn card beside the rhombus.
// Second phase: the attack on the table (beaten cards lie over the attacking ones), the reader's hand:
// a click leads that card, or, with «Несколько карт», marks cards for an attack of three (a pair and
// a card) or five (two pairs and a card) sent by «Ходить»; defending, a click beats the chosen (or the
// only) attacking card; «Взять» takes. The engine decides every move; `legal` only highlights.
import { cardBack } from "../cards.js";
import { actionButton, cardButton, cardLabel, cardNode, cardsWord, el, handButtons, roving } from "./common.js";
import { board, labelsOf, moveButton, myLegal, mySeat, opponents, statusLine, suitBadge, who } from "./durak.js";

export { resultText, syncControls } from "./durak.js";
export { addLevel as addControls } from "./durak.js";

// Where the eight cards of the rhombus and the centre sit on a 5 × 5 grid: top, then clockwise.
const SLOTS = [[1, 3], [2, 4], [3, 5], [4, 4], [5, 3], [4, 2], [3, 1], [2, 2]];
const CENTER = [3, 3];
let multi = false; // «Несколько карт»: a way of playing, kept across moves and games

function roleOf(view, seat) {
  if (view.out.includes(seat)) return "вышел";
  if (view.phase === "over") return null;
  if (view.phase === "place") return seat === view.turn ? "тянет карту" : null;
  if (seat === view.defender) return "отбивается";
  if (seat === view.attacker) return "заходит";
  return null;
}

function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

// --- the first phase ---------------------------------------------------------------------------------

function tableCard(ctx, code, labels, where) {
  if (!ctx.myTurn || ctx.view.phase !== "place") return cardNode(code, labels);
  const move = { type: "beat", target: code };
  const listed = myLegal(ctx).some((m) => same(m, move));
  return cardButton(code, labels, () => ctx.play({ ...move, seat: ctx.seat }), {
    key: `table:${code}`, legal: listed, className: listed ? "rp-playable" : "",
    label: `${cardLabel(code, labels)}${where}: побить`,
  });
}

function rhombus(ctx, labels) {
  const { view } = ctx;
  const cells = SLOTS.map(([row, col], i) => {
    const code = view.rhombus[i];
    return el("div", { class: "rp-krugly-slot", style: `grid-row: ${row}; grid-column: ${col}`, "data-slot": i },
      code ? tableCard(ctx, code, labels, "") : el("span", { class: "rp-dv-gap", "aria-hidden": "true" }));
  });
  cells.push(el("div", { class: "rp-krugly-slot rp-krugly-center", style: `grid-row: ${CENTER[0]}; grid-column: ${CENTER[1]}`, "data-slot": "center" },
    view.center ? tableCard(ctx, view.center, labels, ", центральная карта, козырь")
      : el("span", { class: "rp-dv-gap", "aria-hidden": "true" })));
  // One tab stop for the nine cards, arrows among them (up and down by the diamond's rows).
  const group = el("div", { class: "rp-krugly-rhombus", role: "group", "aria-label": "Ромб: восемь карт и центральная", "data-focus-group": "rhombus" }, cells);
  return ctx.myTurn && view.phase === "place" ? roving(group) : group;
}

function firstPhase(ctx, labels) {
  const { view } = ctx;
  const drawer = who(ctx, view.turn);
  const beside = el("div", { class: "rp-krugly-beside", role: "group", "aria-label": "Рядом с ромбом", "data-focus-group": "beside" },
    el("div", { class: "rp-dv-small", text: "Рядом с ромбом" }),
    view.beside.length ? el("div", { class: "rp-cards" }, view.beside.map((c) => tableCard(ctx, c, labels, ", рядом с ромбом")))
      : el("span", { class: "rp-empty", text: "пусто" }));
  const stock = el("div", { class: "rp-krugly-stock" },
    el("div", { class: "rp-dv-small", "data-stock": view.stock, text: `Прикуп: ${view.stock}` }),
    view.stock ? cardBack("прикуп") : el("span", { class: "rp-dv-gap", "aria-hidden": "true" }));
  const drawn = view.drawn ? el("div", { class: "rp-krugly-drawn" },
    el("div", { class: "rp-dv-small", text: `Вытянул${view.turn === ctx.seat && !ctx.controlsAll ? "и" : ""}: ${drawer}` }),
    cardNode(view.drawn, labels, { class: "rp-krugly-drawn-card" })) : null;
  return el("div", { class: "rp-krugly-board" }, rhombus(ctx, labels), el("div", { class: "rp-krugly-side" }, stock, drawn, beside));
}

// --- the second phase ----------------------------------------------------------------------------------

function unbeaten(view) {
  return view.table.filter(([, d]) => d === null).map(([a]) => a);
}

function attackArea(ctx, labels) {
  const { view } = ctx;
  const defending = ctx.myTurn && view.phase === "defend";
  const target = ctx.memory.target;
  const pairs = view.table.map(([attack, defence]) => {
    let node = cardNode(attack, labels, { class: "rp-krugly-attack" });
    if (defending && defence === null) {
      const chosen = target === attack;
      node = cardButton(attack, labels, () => { ctx.memory.target = chosen ? null : attack; ctx.rerender(); }, {
        key: `target:${attack}`, pressed: chosen, className: `rp-krugly-target${chosen ? " rp-selected" : ""}`,
        content: node, label: `${cardLabel(attack, labels)}: бить эту карту`,
      });
    }
    return el("div", { class: `rp-krugly-pair${defence ? " rp-krugly-beaten" : ""}` }, node,
      defence ? cardNode(defence, labels, { class: "rp-krugly-defence" }) : null);
  });
  const line = view.phase === "over" ? "Стол" : `${who(ctx, view.attacker)} → ${who(ctx, view.defender)}`;
  return el("div", { class: "rp-krugly-table", role: "group", "aria-label": "Стол", "data-focus-group": "table" },
    el("div", { class: "rp-dv-small", text: line }),
    el("div", { class: "rp-krugly-pairs" }, pairs.length ? pairs : el("span", { class: "rp-empty", text: "Стол пуст" })));
}

function secondPhase(ctx, labels) {
  const { view } = ctx;
  const facts = el("div", { class: "rp-dv-facts" },
    el("span", {}, "Козырь ", suitBadge(view.trump_suit, true), " — по центральной карте ", cardNode(view.trump_card, labels)),
    el("span", { "data-discard": view.discard, text: `Отбой: ${view.discard}` }),
    view.aside ? el("span", { text: `Не сыграли (остаток прикупа): ${view.aside}` }) : null);
  return el("div", { class: "rp-krugly-second" }, facts, attackArea(ctx, labels));
}

// --- the reader's hand and buttons ---------------------------------------------------------------------

function picked(ctx) {
  const hand = ctx.view.hand;
  return [...(ctx.memory.picked || [])].sort((a, b) => a - b).map((i) => hand[i]).filter(Boolean);
}

function onCard(ctx, code, index) {
  const { view } = ctx;
  if (view.phase === "lead" && multi) {
    const marked = new Set(ctx.memory.picked || []);
    if (marked.has(index)) marked.delete(index);
    else marked.add(index);
    ctx.memory.picked = marked;
    ctx.rerender();
    return;
  }
  let move;
  if (view.phase === "lead") move = { type: "attack", cards: [code] };
  else if (view.phase === "defend") {
    const open = unbeaten(view);
    const aimed = ctx.memory.target && open.includes(ctx.memory.target) ? ctx.memory.target : null;
    const listed = myLegal(ctx).find((m) => m.type === "beat" && m.card === code);
    move = { type: "beat", attack: aimed || (open.length === 1 ? open[0] : listed ? listed.attack : open[0]), card: code };
  } else {
    ctx.memory.note = view.phase === "place" ? "В первой части играют вытянутой картой: щёлкните карту на столе, чтобы побить её." : null;
    ctx.rerender();
    return;
  }
  ctx.play({ ...move, seat: ctx.seat });
}

function actions(ctx) {
  if (!ctx.myTurn) return null;
  const { view } = ctx;
  const buttons = [];
  if (view.phase === "place") {
    buttons.push(moveButton(ctx, "Положить рядом с ромбом", { type: "lay" }, { primary: true }));
  } else if (view.phase === "lead") {
    const cards = picked(ctx);
    buttons.push(el("label", { class: "rp-dv-check" },
      el("input", { type: "checkbox", checked: multi, "data-focus-key": "multi", onchange: (e) => { multi = e.target.checked; ctx.memory.picked = new Set(); ctx.rerender(); } }),
      " Несколько карт"));
    if (multi) {
      buttons.push(actionButton(`Ходить${cards.length ? ` (${cards.length})` : ""}`, () => {
        if (cards.length) {
          ctx.play({ type: "attack", cards, seat: ctx.seat });
          return;
        }
        ctx.memory.note = "Отметьте пару и ещё карту (или две пары и карту) и нажмите «Ходить».";
        ctx.rerender();
      }, { primary: true, key: "move:attack" }));
    }
  } else if (view.phase === "defend") {
    buttons.push(moveButton(ctx, "Взять", { type: "take" }, { primary: !myLegal(ctx).some((m) => m.type === "beat") }));
  }
  return el("div", { class: "rp-actions rp-dv-actions", role: "group", "aria-label": "Ходы", "data-focus-group": "actions" }, buttons,
    ctx.memory.note ? el("div", { class: "rp-dv-note", role: "note", text: ctx.memory.note }) : null);
}

function myHand(ctx, labels) {
  const { view } = ctx;
  const playable = new Set();
  for (const m of myLegal(ctx)) {
    if (m.type === "attack" && m.cards.length === 1) playable.add(m.cards[0]);
    if (m.type === "beat" && m.card) playable.add(m.card);
  }
  const count = view.hand.length;
  return mySeat(ctx, labels, { role: roleOf(view, ctx.seat), count, body: count
    ? handButtons(view.hand, labels, (code, index) => onCard(ctx, code, index),
      { playable: ctx.myTurn && view.phase !== "place" ? playable : null, selected: new Set(ctx.memory.picked || []) })
    : el("div", { class: "rp-empty", text: view.phase === "place" ? "Пока карт нет: их приносят побитые карты ромба." : "Карт нет." }) });
}

export function render(ctx) {
  const labels = labelsOf(ctx);
  const { view } = ctx;
  return board(ctx, "rp-durak rp-dv rp-krugly", {
    attrs: { "data-stage": view.stage },
    seats: opponents(ctx, labels, { role: (seat) => roleOf(view, seat) }),
    middle: view.stage === 1 ? firstPhase(ctx, labels) : secondPhase(ctx, labels),
    actions: actions(ctx), hand: myHand(ctx, labels),
  });
}

export function status(ctx) {
  const { view } = ctx;
  const drawn = view.drawn && labelsOf(ctx)[view.drawn] ? labelsOf(ctx)[view.drawn].ru : view.drawn;
  return statusLine(ctx, (you) => {
    switch (view.phase) {
      case "place":
        return `${you}вы вытянули ${drawn}: щёлкните карту на столе, чтобы побить её, или положите вытянутую рядом с ромбом.`;
      case "lead":
        return `${you}ваш заход под Игрока ${view.defender + 1}: одна карта, пара и карта или две пары и карта («Несколько карт»).`;
      default:
        return `${you}отбивайтесь: щёлкните карту на руке${unbeaten(view).length > 1 ? " (какую карту стола бить — щёлкните её сначала)" : ""} или возьмите.`;
    }
  });
}
