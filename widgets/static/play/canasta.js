// The canasta table for <rp-play game="canasta.<preset>">: the stock and the pile (top card, size, and
// whether and why it is frozen for the reader), every side's melds grouped by rank with canastas marked,
// red threes (Cuban: black threes taken with the pile), hand sizes (open hands in teaching mode), the
// reader's hand as the engine sorts it, the legal actions as buttons, and at the end each side's score
// line by line.
//
// A turn is several moves (draw or take the pile, meld, lay off, discard). The reader marks cards of
// the hand and presses a button: «Выложить» sends the marked cards as a new meld (with any melds put
// aside by «В выкладку» — an opening may need several), a click on a meld on the table lays the marked
// cards off onto it, «Взять пакет» takes the pile with the marked cards, «Сбросить» discards the one
// marked card. Nothing here decides legality: every move goes to the engine, which accepts it or says
// why not; the engine's legal list only highlights cards and offers ready-made choices (ways to take
// the pile, going out, exchanges).
import { actionButton, cardNode, cardsWord, el, handButtons, plural, roving, seatName, signed } from "./common.js";
import { backsFan, felt, pile, seatBox } from "../table.js";

const RANK_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3"];
const num = (n) => (n < 0 ? `−${-n}` : String(n));
const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

function name(ctx, seat) {
  const base = seatName(ctx.view, seat);
  return !ctx.controlsAll && seat === ctx.seat ? `${base} (вы)` : base;
}

function ruCards(ctx, codes) {
  return codes.map((c) => (ctx.labels[c] ? ctx.labels[c].ru : c)).join(" ");
}

function myLegal(ctx) {
  return ctx.myTurn ? ctx.legal : [];
}

// Hand indices marked by the reader, and those already put aside for a multi-meld lay-down.
function marked(ctx) {
  return ctx.memory.marked || (ctx.memory.marked = new Set());
}

function staged(ctx) {
  return ctx.memory.staged || (ctx.memory.staged = []);
}

function markedCodes(ctx) {
  return [...marked(ctx)].sort((a, b) => a - b).map((i) => ctx.view.hand[i]);
}

function stagedMelds(ctx) {
  return staged(ctx).map((group) => group.map((i) => ctx.view.hand[i]));
}

function hint(ctx, text) {
  ctx.memory.hint = text;
  ctx.rerender();
}

const sameCards = (a, b) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

// The hand cards a move puts on the table («meld» is a list of cards in take_pile, a meld index in add).
function movedCards(move) {
  const cards = [...(Array.isArray(move.meld) ? move.meld : []), ...(Array.isArray(move.cards) ? move.cards : [])];
  for (const m of move.melds || []) cards.push(...m);
  for (const a of move.add || []) cards.push(...a.cards);
  return cards;
}

// --- the moves a button means ---------------------------------------------------------------------

function layDown(ctx) {
  const melds = stagedMelds(ctx);
  const current = markedCodes(ctx);
  if (current.length) melds.push(current);
  if (!melds.length) {
    hint(ctx, "Отметьте на руке карты сочетания (щелчком), затем нажмите «Выложить». Несколько сочетаний сразу: "
      + "отметьте одно, нажмите «В выкладку», потом следующее.");
    return;
  }
  const type = ctx.view.phase === "double_out" ? "double_out" : "meld";
  ctx.play({ type, melds });
}

function stage(ctx) {
  const current = [...marked(ctx)];
  if (!current.length) {
    hint(ctx, "Сначала отметьте на руке карты одного сочетания.");
    return;
  }
  staged(ctx).push(current.sort((a, b) => a - b));
  ctx.memory.marked = new Set();
  ctx.memory.hint = "Сочетание отложено в выкладку. Отметьте следующее или нажмите «Выложить» (или «Взять пакет»).";
  ctx.rerender();
}

function takePile(ctx) {
  const cards = markedCodes(ctx);
  const melds = stagedMelds(ctx);
  if (!cards.length && !melds.length) {
    // No cards marked: the engine's first way of taking the pile, or its reason why it cannot be taken.
    const offer = myLegal(ctx).find((m) => m.type === "take_pile");
    ctx.play(offer || { type: "take_pile", meld: [] });
    return;
  }
  const move = { type: "take_pile", meld: cards };
  if (melds.length) move.melds = melds;
  ctx.play(move);
}

function layOff(ctx, side, index) {
  const cards = markedCodes(ctx);
  if (!cards.length) {
    hint(ctx, "Отметьте на руке карты, которые докладываете, и щёлкните сочетание ещё раз.");
    return;
  }
  const move = { type: "add", meld: index, cards };
  if (side !== ctx.view.side) move.side = side;
  ctx.play(move);
}

function addButton(ctx) {
  const cards = markedCodes(ctx);
  if (!cards.length) {
    hint(ctx, "Отметьте на руке карты, которые докладываете, затем щёлкните сочетание на столе.");
    return;
  }
  const fits = myLegal(ctx).filter((m) => m.type === "add" && sameCards(m.cards, cards));
  if (fits.length === 1) {
    ctx.play(fits[0]);
    return;
  }
  hint(ctx, "Щёлкните сочетание на столе, к которому докладываете отмеченные карты.");
}

function discard(ctx) {
  const cards = markedCodes(ctx);
  if (cards.length !== 1) {
    hint(ctx, "Отметьте на руке одну карту, которую сбрасываете, и нажмите «Сбросить».");
    return;
  }
  ctx.play({ type: "discard", card: cards[0] });
}

// --- drawing --------------------------------------------------------------------------------------

// The deal and the score in one line (who deals and who moves are marked on the seats).
function header(ctx) {
  const { view } = ctx;
  const scores = view.side_names.map((n, i) => `${n}: ${num(view.scores[i])}`).join(" · ");
  const done = view.deal_result !== null;
  return el("div", { class: "rp-canasta-head" },
    el("strong", { text: `${view.name_ru}, сдача ${view.deal_index + 1}. ` }),
    el("span", { class: "rp-count", text: `Счёт ${done ? "после" : "до"} сдачи: ${scores} (играют до ${view.target}).` }));
}

// The stock (backs and the number) and the pile: its top card face up, a card crosswise under it when it
// is frozen, and why it is frozen or closed in words.
function centre(ctx) {
  const { view, labels } = ctx;
  const stock = pile({ count: view.stock_size, name: "stock", label: `Прикуп: ${view.stock_size} ${cardsWord(view.stock_size)}` });
  stock.dataset.stock = view.stock_size;
  stock.classList.add("rp-canasta-stock");
  stock.querySelector(".rp-pile-count").textContent = `прикуп: ${view.stock_size}`;
  // 000/001: while no combination is on the table nobody takes the pile (the engine says why).
  const frozen = view.pile_closed_why
    ? el("div", { class: "rp-canasta-frozen", text: `закрыт: ${view.pile_closed_why}` })
    : view.pile_frozen
    ? el("div", { class: "rp-canasta-frozen", title: view.pile_frozen_why || "", text: `❄ заморожен${view.pile_frozen_why ? `: ${view.pile_frozen_why}` : ""}` })
    : view.pile_top && view.pile_frozen === false ? el("div", { class: "rp-count", text: "не заморожен" }) : null;
  const extra = [];
  if (view.pile_reds) extra.push(`красных троек внутри: ${view.pile_reds}`);
  if (view.pile_blacks) extra.push(`чёрных троек внутри: ${view.pile_blacks}`);
  const stack = el("div", { class: "rp-canasta-pile-stack" },
    view.pile_frozen ? el("span", { class: "rp-frozen-mark", "aria-hidden": "true" }) : null,
    view.pile_top ? cardNode(view.pile_top, labels) : el("span", { class: "rp-pile-empty-slot", text: "пуст" }));
  const discard = el("div", { class: `rp-canasta-pile${view.pile_frozen ? " rp-is-frozen" : ""}`, "data-pile": view.pile_size,
    role: "group", "aria-label": `Пакет: ${view.pile_size} ${cardsWord(view.pile_size)}` },
    stack, el("div", { class: "rp-pile-count", text: `пакет: ${view.pile_size}` }));
  return el("div", { class: "rp-canasta-centre" }, stock, discard,
    frozen || extra.length ? el("div", { class: "rp-canasta-pile-facts" }, frozen, extra.length ? el("div", { class: "rp-count", text: extra.join(", ") }) : null) : null);
}

function rankOf(meld) {
  if (meld.kind === "wild") return 100;
  if (meld.kind === "escalera") return 101;
  const i = RANK_ORDER.indexOf(meld.rank);
  return i < 0 ? 99 : i;
}

function meldTitle(ctx, meld) {
  if (meld.kind === "wild") return "джокеры";
  if (meld.kind === "escalera") return "эскалера";
  const natural = meld.cards.find((c) => c !== "JK" && !c.startsWith("2")) || meld.cards[0];
  const label = ctx.labels[natural];
  return label ? label.ru.slice(0, -1) : meld.rank || "";
}

// A meld as it lies on a table: a column of overlapping cards (each index in sight), its rank and points
// over it, a canasta with its badge. At most eight cards are drawn; the number says the rest.
const MELD_SHOWN = 8;

function meldNode(ctx, side, meld, index) {
  const { labels } = ctx;
  const mine = side === ctx.view.side;
  const canasta = meld.canasta
    ? el("span", { class: `rp-canasta-badge rp-canasta-${meld.canasta}`, text: capital(meld.name_ru || "канаста") })
    : null;
  const shown = meld.cards.slice(0, MELD_SHOWN);
  const body = [
    el("span", { class: "rp-canasta-meld-title" }, el("strong", { text: meldTitle(ctx, meld) }),
      el("span", { class: "rp-count", text: ` ${meld.cards.length} ${cardsWord(meld.cards.length)}, ${meld.points} ${plural(meld.points, "очко", "очка", "очков")}` })),
    canasta,
    el("span", { class: "rp-meld-column", style: `--n: ${shown.length}` }, shown.map((c) => cardNode(c, labels)),
      meld.cards.length > shown.length ? el("span", { class: "rp-meld-more", "aria-hidden": "true", text: `+${meld.cards.length - shown.length}` }) : null),
  ];
  const attrs = {
    class: `rp-canasta-meld${meld.canasta ? " rp-is-canasta" : ""}`, "data-side": side, "data-meld": index,
    "data-canasta": meld.canasta || null,
  };
  if (ctx.myTurn && (ctx.view.phase === "meld" || ctx.view.phase === "double_out")) {
    // The name is the button's own text, led by what a press does (for screen readers only).
    return el("button", { type: "button", ...attrs, title: mine ? "Доложить отмеченные карты сюда" : "Доложить к сочетанию противника",
      "data-focus-key": `meld:${side}:${index}`, onclick: () => layOff(ctx, side, index) },
    el("span", { class: "rp-sr-only", text: mine ? "Доложить к сочетанию: " : "Доложить к сочетанию противника: " }), body);
  }
  return el("div", attrs, body);
}

// What a side has put on the table: its red threes, then its melds in columns (by rank), and a line of
// facts (opened or not, how many canastas).
function sideMelds(ctx, side) {
  const { view, labels } = ctx;
  const mine = side === view.side && !ctx.controlsAll;
  const title = mine ? (view.partnership ? "Ваша сторона" : "Вы") : view.partnership ? "Противники" : seatName(view, view.sides[side][0]);
  const left = view.deal_result ? view.deal_result.hands_left : null;
  const opening = view.opening[side];
  const openText = view.opened[side] ? "открылась" : left ? "не открылась"
    : opening.canasta_required ? "для открытия нужна канаста" : `для открытия нужно ${opening.points} ${plural(opening.points, "очко", "очка", "очков")}`;
  const facts = [`${openText}`, view.canastas[side] ? `канаст: ${view.canastas[side]}` : null].filter(Boolean);
  const melds = view.melds[side].map((m, i) => [m, i]).sort((a, b) => rankOf(a[0]) - rankOf(b[0]) || a[1] - b[1]);
  const empty = !melds.length && !view.red_threes[side].length && !view.black_threes[side].length;
  return el("section", { class: `rp-canasta-side${mine ? " rp-mine-side" : ""}${empty ? " rp-canasta-side-empty" : ""}`, "data-side": side, "aria-label": `${title}: ${view.side_names[side]}` },
    el("div", { class: "rp-canasta-side-head" }, el("strong", { text: title }), el("span", { class: "rp-count", text: ` · ${facts.join(" · ")}` })),
    empty ? null : el("div", { class: "rp-canasta-table-row" },
      view.red_threes[side].length ? el("div", { class: "rp-canasta-threes", "data-red-threes": view.red_threes[side].length, role: "group", "aria-label": "Красные тройки" },
        view.red_threes[side].map((c) => cardNode(c, labels))) : null,
      view.black_threes[side].length ? el("div", { class: "rp-canasta-threes rp-black-threes", role: "group", "aria-label": "Чёрные тройки с пакетом" },
        view.black_threes[side].map((c) => cardNode(c, labels))) : null,
      melds.length ? roving(el("div", { class: "rp-canasta-melds", "data-focus-group": `melds:${side}` }, melds.map(([m, i]) => meldNode(ctx, side, m, i)))) : null));
}

// The other seats round the table: a fan of backs (the cards left in hand at the end, open hands in
// teaching mode).
function seatBoxes(ctx) {
  const { view, labels } = ctx;
  const left = view.deal_result ? view.deal_result.hands_left : null;
  const seats = new Map();
  for (let seat = 0; seat < view.hand_sizes.length; seat++) {
    if (seat === ctx.seat) continue;
    const open = left ? left[seat] : ctx.views && ctx.views[seat] ? ctx.views[seat].hand : null;
    seats.set(seat, seatBox({
      seat, name: name(ctx, seat), count: view.hand_sizes[seat], toMove: seat === view.to_move,
      marks: [view.dealer === seat ? { text: "сдавал", kind: "dealer" } : null, left ? { text: "на руках", kind: "info" } : null],
      className: "rp-canasta-seat",
      body: open ? el("div", { class: "rp-open-cards rp-canasta-open", role: "group", "aria-label": `Карты: ${name(ctx, seat)}` }, open.map((c) => cardNode(c, labels)))
        : backsFan(view.hand_sizes[seat]),
    }));
  }
  return seats;
}

function offerLabel(ctx, move) {
  switch (move.type) {
    case "take_pile": {
      let text = move.onto !== undefined ? "Взять пакет к своему сочетанию" : `Взять пакет: ${ruCards(ctx, move.meld)} + ${ruCards(ctx, [ctx.view.pile_top])}`;
      if (move.onto !== undefined && move.meld.length) text += ` с ${ruCards(ctx, move.meld)}`;
      if (move.melds) text += `; и выложить ${move.melds.map((m) => ruCards(ctx, m)).join("; ")}`;
      return text;
    }
    case "exchange":
      return `Обменять ${ruCards(ctx, [move.wild])} на ${ruCards(ctx, [move.card])}${move.side !== ctx.view.side ? " у противников" : ""}`;
    case "red_three":
      return `Выложить красную тройку ${ruCards(ctx, [move.card])}`;
    default:
      return "Закончить";
  }
}

function goingOut(ctx) {
  const size = ctx.view.hand.length;
  return myLegal(ctx).find((m) => (m.type === "meld" && movedCards(m).length === size)
    || (m.type === "discard" && size === 1));
}

function actions(ctx) {
  const { view } = ctx;
  const legal = myLegal(ctx);
  if (!ctx.myTurn) return el("div", { class: "rp-actions rp-canasta-actions" }, el("span", { class: "rp-count", text: ctx.over || ctx.paused ? "" : `Ходит ${name(ctx, ctx.toMove)}…` }));
  const types = new Set(legal.map((m) => m.type));
  // A button whose kind of move the engine lists as possible now is marked; the others stay usable,
  // since the engine's list is a selection (an opening of several melds may be legal and unlisted),
  // and a refusal comes back with the reason.
  const offered = { "Выложить": types.has("meld") || types.has("double_out"), "Доложить": types.has("add"), "Сбросить": types.has("discard"), "Взять пакет": types.has("take_pile") };
  const button = (text, onclick, primary = false) => {
    const b = actionButton(text, onclick, { primary, className: offered[text] ? "rp-canasta-offered" : "", focusDefault: primary });
    if (offered[text] !== undefined) b.dataset.legal = String(offered[text]);
    return b;
  };
  const row = [];
  const offers = [];
  if (view.phase === "draw") {
    if (types.has("draw")) row.push(button("Взять из прикупа", () => ctx.play({ type: "draw" }), true));
    if (view.pile_top) row.push(button("Взять пакет", () => takePile(ctx)));
    if (types.has("take_upcard")) row.push(button("Взять открытую карту", () => ctx.play({ type: "take_upcard" })));
    if (types.has("pass")) row.push(button("Не брать пакет", () => ctx.play({ type: "pass" })));
    row.push(button("В выкладку", () => stage(ctx)));
    offers.push(...legal.filter((m) => m.type === "take_pile").slice(0, 3));
  } else if (view.phase === "meld") {
    row.push(button("Выложить", () => layDown(ctx), true), button("В выкладку", () => stage(ctx)),
      button("Доложить", () => addButton(ctx)), button("Сбросить", () => discard(ctx)));
    const out = goingOut(ctx);
    if (out) row.push(button("Закончить", () => ctx.play(out)));
    offers.push(...legal.filter((m) => m.type === "red_three"), ...legal.filter((m) => m.type === "exchange").slice(0, 4));
  } else if (view.phase === "double_out") {
    const whole = legal.find((m) => m.type === "double_out");
    if (whole) row.push(button("Двойное окончание", () => ctx.play(whole), true));
    row.push(button("Выложить", () => layDown(ctx)), button("В выкладку", () => stage(ctx)),
      button("Не выкладывать", () => ctx.play({ type: "decline" })));
  } else if (view.phase === "deal_over") {
    row.push(button("Следующая сдача", () => ctx.play({ type: "next_deal" }), true));
  }
  if (marked(ctx).size || staged(ctx).length) {
    row.push(button("Снять отметки", () => { ctx.memory.marked = new Set(); ctx.memory.staged = []; ctx.memory.hint = null; ctx.rerender(); }));
  }
  return el("div", { class: "rp-canasta-controls-box" },
    el("div", { class: "rp-actions rp-canasta-actions", role: "group", "aria-label": "Ходы", "data-focus-group": "actions" }, row),
    offers.length ? el("div", { class: "rp-actions rp-canasta-offers", role: "group", "aria-label": "Готовые ходы", "data-focus-group": "offers" }, el("span", { class: "rp-count", text: "Можно: " }),
      offers.map((m, i) => {
        const b = actionButton(offerLabel(ctx, m), () => ctx.play(m), { key: `offer:${i}`, className: "rp-canasta-offer" });
        b.dataset.move = m.type;
        return b;
      })) : null,
    ctx.memory.hint ? el("div", { class: "rp-canasta-hint", role: "note", text: ctx.memory.hint }) : null);
}

function myHand(ctx) {
  const { view, labels } = ctx;
  const legal = myLegal(ctx);
  const playable = new Set(legal.filter((m) => ["meld", "add", "take_pile", "double_out"].includes(m.type)).flatMap(movedCards));
  const aside = new Set(staged(ctx).flat());
  const codes = view.hand;
  const hand = handButtons(codes, labels, (code, index) => {
    if (aside.has(index)) {
      hint(ctx, "Эта карта уже отложена в выкладку; «Снять отметки» возвращает её в руку.");
      return;
    }
    const set = marked(ctx);
    if (set.has(index)) set.delete(index);
    else set.add(index);
    ctx.memory.hint = null;
    ctx.rerender();
  }, { playable: ctx.myTurn ? playable : null, selected: marked(ctx), mode: "mark", aside });
  const stagedRow = staged(ctx).length ? el("div", { class: "rp-canasta-staged" },
    el("span", { class: "rp-count", text: "В выкладке: " }),
    stagedMelds(ctx).map((m) => el("span", { class: "rp-canasta-staged-meld" }, m.map((c) => cardNode(c, labels))))) : null;
  const you = ctx.controlsAll ? ` (${seatName(view, ctx.seat)})` : "";
  return seatBox({
    seat: ctx.seat, name: `Ваши карты${you}`, count: codes.length, toMove: ctx.seat === view.to_move, place: "bottom",
    className: "rp-hand rp-mine", marks: [{ text: `${codes.length} ${cardsWord(codes.length)}`, kind: "info" },
      view.dealer === ctx.seat ? { text: "сдавали", kind: "dealer" } : null],
    body: [stagedRow, hand],
  });
}

function scoreTables(ctx) {
  const deal = ctx.over ? ctx.result.deal : ctx.view.deal_result;
  if (!deal) return null;
  const tables = deal.sides.map((s) => el("table", { class: "rp-score-table rp-canasta-lines", "data-side": s.side },
    el("caption", { text: `${s.name_ru}: ${signed(s.total)}` }),
    el("tbody", {}, s.lines.map((l) => el("tr", {}, el("th", { scope: "row", text: l.why }), el("td", { class: "rp-points", text: signed(l.points) })))),
    el("tfoot", {}, el("tr", {}, el("th", { scope: "row", text: "Итого за сдачу" }), el("td", { class: "rp-points rp-canasta-total", "data-total": s.total, text: signed(s.total) })))));
  return el("div", { class: "rp-canasta-result" },
    el("div", { class: "rp-seat", text: `Сдача окончена. ${deal.how_ru}` }),
    el("div", { class: "rp-canasta-result-tables" }, tables));
}

export function render(ctx) {
  const { view } = ctx;
  const last = ctx.lastMove;
  const theirs = view.side_names.map((_, side) => side).filter((side) => side !== view.side || ctx.controlsAll || view.side === null);
  const ours = ctx.controlsAll || view.side === null ? [] : [view.side];
  return el("div", { class: "rp-canasta", "data-phase": view.phase },
    felt({
      players: view.hand_sizes.length, reader: ctx.seat, seats: seatBoxes(ctx), className: "rp-canasta-felt", sidesOnTop: true,
      centre: [
        el("div", { class: "rp-canasta-sides rp-their-melds" }, theirs.map((side) => sideMelds(ctx, side))),
        centre(ctx),
        last ? el("div", { class: "rp-canasta-last", text: `Последний ход: ${last}` }) : null,
        ours.length ? el("div", { class: "rp-canasta-sides rp-our-melds" }, ours.map((side) => sideMelds(ctx, side))) : null,
      ],
      hand: ctx.over ? null : el("div", { class: "rp-canasta-bottom" }, actions(ctx), myHand(ctx)),
    }),
    header(ctx),
    scoreTables(ctx));
}

export function status(ctx) {
  if (ctx.over) return "Сдача окончена — очки сторон ниже.";
  if (!ctx.myTurn) return `Ходит ${name(ctx, ctx.toMove)}…`;
  return capital(myStatus(ctx));
}

function myStatus(ctx) {
  const { view } = ctx;
  const you = ctx.controlsAll ? `${seatName(view, ctx.seat)}: ` : "";
  switch (view.phase) {
    case "draw":
      return `${you}ваш ход: возьмите карту из прикупа или пакет (для пакета отметьте карты к его верхней карте).`;
    case "meld":
      return `${you}отметьте карты и выкладывайте или докладывайте (щелчок по сочетанию на столе); в конце отметьте одну карту и «Сбросить».`;
    case "double_out":
      return `${you}партнёр закончил игру: можно выложить все свои карты разом (двойное окончание) или отказаться.`;
    case "deal_over":
      return "Сдача окончена: следующая сдача — кнопкой ниже.";
    default:
      return "";
  }
}

// «Игрок 2 берёт карту из прикупа»: the engine's phrase after the mover's name, in the log and spoken.
export function sentence(ctx, seat, text) {
  return `${seatName(ctx.view, seat)} ${text}`;
}

export const logLine = sentence;


// When the computer would start the next deal, the table stops first so that the reader sees how the
// deal ended (its score is on the table); the reader's own «Следующая сдача» needs no pause.
export function pauseAfter(before, after, ctx) {
  if (after.view.phase !== "deal_over" || before.view.phase === "deal_over") return null;
  if (!ctx.controlsAll && after.to_move === ctx.seat) return null;
  const deal = after.view.deal_result;
  return `Сдача окончена.${deal && deal.how_ru ? ` ${deal.how_ru}` : ""}`;
}
