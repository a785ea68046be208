// The table of дорожный дурак (<rp-play renderer="durak-road">): no stock, the trump card shown
// beside the table, and the bout as columns that climb — every thrown card lies over the card that
// covered the one below it, and the defender must cover it in turn.
//
// Nothing here decides what is legal: a click on a hand card builds the move the reader means (lead
// it; cover the chosen or the only open top with it; throw it on the chosen or the first covering
// card it climbs over) and sends it to the engine, which accepts it or explains the refusal. The
// engine's `legal` list only highlights cards and chooses the most likely column.
import { actionButton, cardButton, cardLabel, cardNode, cardsWord, el, handButtons, seatName } from "./common.js";
import { SUITS, board, labelsOf, moveButton, mySeat, statusLine, suitBadge, who, withSeat } from "./durak.js";

export { resultText, syncControls } from "./durak.js";
export { addLevel as addControls } from "./durak.js";

// «Несколько карт» stays on across moves: it is a way of playing, not a position.
let severalCards = false;

const topOf = (column) => column[column.length - 1];
const isOpen = (column) => column.length % 2 === 1;

function mine(ctx) {
  return ctx.myTurn ? ctx.legal : [];
}

// The column top a click with `card` most likely means: the one the reader chose, the only one that
// fits, the first the engine lists for this card, or the first at all (the engine then explains).
function aimed(ctx, card, type, tops) {
  const chosen = ctx.memory.target;
  if (chosen && tops.includes(chosen)) return chosen;
  if (tops.length === 1) return tops[0];
  const listed = mine(ctx).find((m) => m.type === type && m.card === card);
  if (listed) return type === "beat" ? listed.attack : listed.on;
  return tops[0];
}

function onHandCard(ctx, code, index) {
  const { view } = ctx;
  if (view.phase === "lead" && severalCards) {
    const picked = new Set(ctx.memory.picked || []);
    if (picked.has(index)) picked.delete(index);
    else picked.add(index);
    ctx.memory.picked = picked;
    ctx.rerender();
    return;
  }
  let move;
  if (view.phase === "lead") move = { type: "attack", cards: [code] };
  else if (view.phase === "defend") {
    const open = view.columns.filter(isOpen).map(topOf);
    move = { type: "beat", attack: aimed(ctx, code, "beat", open), card: code };
  } else {
    const covered = view.columns.filter((c) => !isOpen(c)).map(topOf);
    move = { type: "throw", card: code, on: aimed(ctx, code, "throw", covered) };
  }
  ctx.play(withSeat(ctx, move));
}

function picked(ctx) {
  return [...(ctx.memory.picked || [])].sort((a, b) => a - b).map((i) => ctx.view.hand[i]).filter(Boolean);
}

// --- drawing ---------------------------------------------------------------------------------------

function trumpArea(view, labels) {
  const trump = SUITS[view.trump_suit];
  return el("div", { class: "rp-durak-deck", role: "group", "aria-label": "Козырь и отбой" },
    el("span", { class: "rp-durak-trump-card", title: "последняя розданная карта: её масть — козырь" }, cardNode(view.trump_card, labels)),
    el("div", { class: "rp-durak-facts" },
      el("span", { class: "rp-durak-label" }, "Козырь ", suitBadge(view.trump_suit), ` ${trump.plural}`),
      el("span", { class: "rp-durak-label", text: "Прикупа нет: вся колода на руках" }),
      view.aside ? el("span", { class: "rp-durak-label", "data-aside": view.aside, text: `Отложено: ${view.aside} ${cardsWord(view.aside)}` }) : null,
      el("span", { class: "rp-durak-label", "data-discard": view.discard, text: `Отбой: ${view.discard}` })));
}

// One column: the cards bottom to top, each lying a little lower than the one it covers; a top the
// reader may act on is a button (which card to cover, or on which covering card to throw).
function column(ctx, cards, index, labels) {
  const { view } = ctx;
  const open = isOpen(cards);
  const top = topOf(cards);
  const choosable = ctx.myTurn && ((view.phase === "defend" && open) || (view.phase === "throw" && !open));
  const nodes = cards.map((code, i) => {
    const node = cardNode(code, labels, { class: i % 2 ? "rp-road-cover" : "rp-road-thrown" });
    if (i !== cards.length - 1 || !choosable) return el("span", { class: "rp-road-step", style: `--step:${i}` }, node);
    const chosen = ctx.memory.target === top;
    const button = cardButton(top, labels, () => { ctx.memory.target = chosen ? null : top; ctx.rerender(); }, {
      key: `target:${top}`, pressed: chosen, className: `rp-road-step rp-durak-target${chosen ? " rp-selected" : ""}`,
      content: node, label: `${cardLabel(top, labels)}: ${open ? "кроете эту карту" : "подкидываете на неё"}`,
    });
    button.style.setProperty("--step", i);
    return button;
  });
  return el("div", {
    class: `rp-road-column${open ? " rp-road-open" : ""}`, "data-column": index, style: `--steps:${cards.length}`,
    role: "group", "aria-label": `Столбик ${index + 1}: ${cards.length} ${cardsWord(cards.length)}${open ? ", верхняя не покрыта" : ", покрыт"}`,
  }, nodes);
}

function tableArea(ctx, labels) {
  const { view } = ctx;
  const pair = `${seatName(view, view.attacker)} → ${seatName(view, view.defender)}`;
  return el("div", { class: "rp-durak-table", role: "group", "aria-label": "Стол", "data-focus-group": "table" },
    el("div", { class: "rp-durak-small", text: ctx.over ? "Стол" : `Ход: ${pair} · подкидывают «лесенкой»: старшую той же масти или козырь поверх покрывшей` }),
    el("div", { class: "rp-road-columns" }, view.columns.length
      ? view.columns.map((cards, i) => column(ctx, cards, i, labels))
      : el("span", { class: "rp-empty", text: ctx.over ? "Стол пуст" : "Стол пуст: ждём захода" })));
}

function actions(ctx) {
  if (!ctx.myTurn) return null;
  const { view, legal } = ctx;
  const has = (type) => legal.some((m) => m.type === type);
  const buttons = [];
  if (view.phase === "lead") {
    const count = picked(ctx).length;
    buttons.push(actionButton(`Ходить${count ? ` (${count})` : ""}`, () => {
      const cards = picked(ctx);
      if (cards.length) ctx.play(withSeat(ctx, { type: "attack", cards }));
      else { ctx.memory.hint = "Щёлкните карту на руке — она пойдёт на стол. Несколько карт одного достоинства: включите «Несколько карт»."; ctx.rerender(); }
    }, { primary: true, key: "move:attack" }), el("label", { class: "rp-durak-multi" },
      el("input", { type: "checkbox", checked: severalCards, "data-focus-key": "multi", onchange: (e) => { severalCards = e.target.checked; ctx.memory.picked = new Set(); ctx.rerender(); } }),
      " Несколько карт"));
  } else if (view.phase === "defend") {
    buttons.push(moveButton(ctx, "Взять", { type: "take" }, { primary: !has("beat") }));
  } else if (has("done")) {
    buttons.push(moveButton(ctx, view.pass_is_bito ? "Бито" : "Пас", { type: "done" }, { primary: !has("throw") }));
  }
  return el("div", { class: "rp-actions rp-durak-actions", role: "group", "aria-label": "Ходы", "data-focus-group": "actions" }, buttons,
    ctx.memory.hint ? el("div", { class: "rp-durak-hint", role: "note", text: ctx.memory.hint }) : null);
}

function myHand(ctx, labels) {
  const { view } = ctx;
  const playable = new Set();
  for (const m of mine(ctx)) {
    (m.cards || []).forEach((c) => playable.add(c));
    if (m.card) playable.add(m.card);
  }
  return mySeat(ctx, labels, { body: view.hand.length
    ? handButtons(view.hand, labels, (code, index) => onHandCard(ctx, code, index),
      { playable: ctx.myTurn ? playable : null, selected: new Set(ctx.memory.picked || []) })
    : el("div", { class: "rp-empty", text: ctx.over ? "нет карт" : "Карт нет — вы вышли из игры." }) });
}

export function render(ctx) {
  const labels = labelsOf(ctx);
  return board(ctx, "rp-durak rp-road", {
    middle: el("div", { class: "rp-durak-middle" }, trumpArea(ctx.view, labels), tableArea(ctx, labels)),
    actions: actions(ctx), hand: myHand(ctx, labels),
  });
}

export function status(ctx) {
  const { view } = ctx;
  return statusLine(ctx, (you) => {
    if (view.phase === "lead") return `${you}ваш заход под ${seatName(view, view.defender).replace("Игрок", "Игрока")}: щёлкните карту (несколько одного достоинства — «Несколько карт»).`;
    if (view.phase === "defend") {
      const take = view.rules.voluntary_take ? "или возьмите" : "брать можно, только если покрыть нечем";
      return `${you}отбивайтесь: щёлкните карту на руке (если открытых верхних карт несколько, сначала щёлкните ту, которую кроете); ${take}.`;
    }
    return `${you}всё покрыто: подкиньте поверх покрывшей карты старшую той же масти или козырь — щёлкните карту — или ${view.pass_is_bito ? "скажите «Бито»" : "больше не подкидывайте"}.`;
  });
}
