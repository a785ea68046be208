// The table of чешский дурак and its variants (<rp-play game="durak.cheshsky…" renderer="durak-cheshsky">).
//
// The opponent's hand (face down), the pile with its top card and the suit the wild card named, the
// stock, a penalty waiting for an answer, the reader's hand and the running score sheet of the deals.
// A click on a card of the hand lays it; a click on the wild card (the queen; the jack in the second
// variant) opens a chooser of the suit to name, four real buttons. «Брать из прикупа», «Пропустить ход»
// and «Взять штраф» send those moves. The engine decides every move (a card that does not fit is sent
// too, and the engine says why it is refused); `legal` only highlights.
import { cardBack } from "../cards.js";
import { actionButton, cardNode, cardsWord, el, handButtons, plural, table } from "./common.js";
import { SUITS, board, labelsOf, moveButton, myLegal, mySeat, opponents, statusLine, suitBadge, who } from "./durak.js";

export { resultText, syncControls } from "./durak.js";
export { addLevel as addControls } from "./durak.js";

// The suits in the chooser's order.
const CHOOSER = ["S", "H", "C", "D"];

const WILD = { Q: { name: "дама", acc: "даму", title: "Дама" }, J: { name: "валет", acc: "валета", title: "Валет" } };

function rankOf(code) {
  return code.slice(0, -1);
}

const pointsWord = (n) => plural(n, "очко", "очка", "очков");

function roleOf(view, seat) {
  if (view.phase === "over") return null;
  return seat === view.dealer ? "сдаёт" : null;
}

function pileArea(ctx, labels) {
  const { view } = ctx;
  const wild = WILD[view.rules.wild];
  const top = view.top
    ? el("div", { class: "rp-cheshsky-top" }, el("div", { class: "rp-dv-small", text: `Стопка: ${view.pile}` }), cardNode(view.top, labels, { class: "rp-cheshsky-top-card" }))
    : el("div", { class: "rp-cheshsky-top" }, el("div", { class: "rp-dv-small", text: "Стопка пуста" }), el("span", { class: "rp-dv-gap", "aria-hidden": "true" }));
  const named = view.named
    ? el("div", { class: "rp-cheshsky-named", role: "note" }, `${wild.title} ${wild.name === "дама" ? "заказала" : "заказал"}: `, suitBadge(view.named, true))
    : null;
  const stock = el("div", { class: "rp-cheshsky-stock" },
    el("div", { class: "rp-dv-small", "data-stock": view.stock, text: `Прикуп: ${view.stock}` }),
    view.stock ? cardBack("прикуп") : el("span", { class: "rp-empty", text: "пуста" }));
  const notes = [];
  if (view.lead && !ctx.over) notes.push(el("div", { class: "rp-dv-small", text: "Заход: можно положить любую карту." }));
  if (view.pending) {
    const p = view.pending;
    notes.push(el("div", { class: "rp-cheshsky-penalty", role: "note",
      text: `Штраф: ${who(ctx, 1 - p.from)} берёт ${p.draw} ${cardsWord(p.draw)} и пропускает ход — или переводит его картой того же достоинства.` }));
  }
  return el("div", { class: "rp-cheshsky-middle" }, stock, top, el("div", { class: "rp-cheshsky-notes" }, named, ...notes));
}

function suitChooser(ctx, card) {
  const wild = WILD[ctx.view.rules.wild];
  const chooser = el("div", { class: "rp-cheshsky-chooser", role: "group", "aria-label": "Какую масть заказать", "data-focus-group": "actions" },
    el("span", { class: "rp-dv-small", text: `Вы кладёте ${wild.acc} ${labelsOf(ctx)[card] ? labelsOf(ctx)[card].ru : card}. Закажите масть:` }),
    CHOOSER.map((suit) => {
      const s = SUITS[suit];
      const button = actionButton(`${s.symbol} ${s.plural}`, () => { ctx.memory.wild = null; ctx.play({ type: "play", card, suit, seat: ctx.seat }); },
        { key: `suit:${suit}`, className: `rp-cheshsky-suit${s.red ? " rp-red" : ""}` });
      button.dataset.suit = suit;
      return button;
    }),
    actionButton("Отмена", () => { ctx.memory.wild = null; ctx.rerender(); }, { key: "suit:cancel" }));
  if (ctx.memory.focusSuit) {
    // The chooser has just opened in place of the hand's card that was clicked: take the focus
    // with it once the shell has put it on the page.
    ctx.memory.focusSuit = false;
    setTimeout(() => chooser.querySelector("button").focus());
  }
  return chooser;
}

function onCard(ctx, code) {
  const { view } = ctx;
  if (view.phase === "play" && rankOf(code) === view.rules.wild) {
    ctx.memory.wild = code;
    ctx.memory.focusSuit = true;
    ctx.rerender();
    return;
  }
  ctx.play({ type: "play", card: code, seat: ctx.seat });
}

function actions(ctx) {
  if (!ctx.myTurn) return null;
  const { view } = ctx;
  if (ctx.memory.wild && view.hand.includes(ctx.memory.wild)) return suitChooser(ctx, ctx.memory.wild);
  const buttons = [];
  if (view.phase === "penalty") {
    buttons.push(moveButton(ctx, `Взять штраф (${view.pending.draw} ${cardsWord(view.pending.draw)})`, { type: "take" }, { primary: true }));
  } else if (myLegal(ctx).some((m) => m.type === "pass")) {
    buttons.push(moveButton(ctx, "Пропустить ход", { type: "pass" }, { primary: true }));
  } else {
    const one = view.rules.draw === "one";
    buttons.push(moveButton(ctx, one ? "Взять карту из прикупа" : "Брать из прикупа", { type: "draw" }, { primary: true }));
  }
  return el("div", { class: "rp-actions rp-dv-actions", role: "group", "aria-label": "Ходы", "data-focus-group": "actions" }, buttons);
}

function myHand(ctx, labels) {
  const { view } = ctx;
  const playable = new Set(myLegal(ctx).filter((m) => m.type === "play").map((m) => m.card));
  const count = view.hand.length;
  return mySeat(ctx, labels, { role: roleOf(view, ctx.seat), count, body: count
    ? handButtons(view.hand, labels, (code) => onCard(ctx, code), { playable: ctx.myTurn ? playable : null })
    : el("div", { class: "rp-empty", text: "Карт нет." }) });
}

function shownCard(ctx, seat, labels) {
  const { view } = ctx;
  if (!view.shown || seat !== view.dealer || seat === ctx.seat) return [];
  return [el("div", { class: "rp-dv-small" }, "Показанная карта: ", cardNode(view.shown, labels))];
}

// The score sheet: a row per finished deal, the totals, and how the last deal ended.
function sheet(ctx, labels) {
  const { view } = ctx;
  const names = [0, 1].map((seat) => who(ctx, seat));
  const rows = view.sheet.map((row) => [`Сдача ${row.deal}`, ...row.points.map(String)]);
  rows.push(["Итого", ...view.totals.map(String)]);
  const last = view.sheet.at(-1);
  const left = last ? [0, 1].filter((seat) => last.points[seat] || (last.out === null)).map((seat) =>
    el("div", { class: "rp-dv-small" }, `${who(ctx, seat)}: `, last.hands[seat].length
      ? el("span", { class: "rp-cards rp-cheshsky-left" }, last.hands[seat].map((c) => cardNode(c, labels)))
      : "нет карт", ` — ${last.points[seat]} ${pointsWord(last.points[seat])}`)) : [];
  return el("div", { class: "rp-cheshsky-sheet", "aria-label": "Счёт" },
    table(["Сдача", ...names], rows, { caption: `Счёт (до ${view.rules.target} очков)` }),
    last ? el("div", { class: "rp-cheshsky-last-deal" },
      el("div", { class: "rp-dv-small", text: `Сдача ${last.deal}: ${last.note_ru}` }), ...left) : null);
}

export function render(ctx) {
  const labels = labelsOf(ctx);
  const { view } = ctx;
  return board(ctx, "rp-durak rp-dv rp-cheshsky", {
    attrs: { "data-deal": view.deal_no },
    top: el("div", { class: "rp-dv-small rp-cheshsky-deal",
      text: `Сдача ${view.deal_no} · ${view.dealer === ctx.seat && !ctx.controlsAll ? "сдаёте вы" : `сдаёт ${who(ctx, view.dealer)}`}` }),
    seats: opponents(ctx, labels, { role: (seat) => roleOf(view, seat), extra: (seat) => shownCard(ctx, seat, labels) }),
    middle: pileArea(ctx, labels),
    actions: actions(ctx), hand: myHand(ctx, labels), after: sheet(ctx, labels),
  });
}

export function status(ctx) {
  const { view } = ctx;
  const wild = WILD[view.rules.wild];
  return statusLine(ctx, (you) => {
    if (view.phase === "penalty") return `${you}вы под штрафом: переведите его картой того же достоинства или возьмите карты.`;
    if (view.lead) return `${you}ваш заход: щёлкните любую карту.`;
    const need = view.named ? `${SUITS[view.named].plural}` : "карту той же масти или того же достоинства";
    return `${you}положите ${need} или ${wild.acc} (${wild.name === "дама" ? "она" : "он"} заказывает масть); нечего — берите из прикупа.`;
  }, { over: "Игра окончена." });
}
