// The durak table for <rp-play game="durak.<variant>">: the opponents (card backs, or open hands in
// teaching mode), the stock with the trump under it, the discard, the attack and defence pairs, the
// reader's hand and the moves he may make now as buttons («Ходить», «Бить», «Перевести», «Взять»,
// «Подкинуть», «Бито», «Пас»).
//
// Nothing here decides what is legal. A click on a hand card builds the move the reader means
// (lead or throw in that card, or the cards marked with «Несколько карт»; beat the chosen attacking
// card, or the only one, with it; pass the attack on with it) and always sends it to the engine,
// which accepts it or explains the refusal. The engine's `legal` list only decides which cards are
// highlighted, which buttons are shown, and which attacking card a click most likely means.
//
// Every durak table is drawn with this module's board(): the variants with tables of their own
// (play/durak-road.js, durak-chain.js, durak-cross.js, durak-krugly.js, durak-cheshsky.js) give it
// their middle, buttons and hand, and reuse the opponents' row, the status line, moveButton and the
// result sentence exported here; the frame (../frame.js, conventions in common.js) does the rest.
//
// Верю — не верю: a card covered face down is drawn as a back (the defender sees his own card
// under a «втёмную» mark); «Втёмную» makes the next hand card go face down; the judge answers
// with «Верю» / «Не верю», and the card turned by the last «Не верю» stays shown beside the table.
//
// The settings menu of these tables (the bout variants; дорожный and круглый take the level too) has the computer's level («Уровень»: the
// engine's option `level`, remembered in this browser, carried by position links) and «Анализ
// концовки»: once the talon is empty and two players hold the cards, the engine's exact solver
// (durak.solve, in short slices) marks each of the reader's moves as winning, losing or drawing, and
// after the game (durak.review) says which moves changed the result. Every verdict is the engine's.
import { actionButton, cardButton, cardLabel, cardNode, cardsWord, el, handButtons, plural, seatName } from "./common.js";
import { cardBack } from "../cards.js";
import { client } from "../client.js";
import { backsFan, felt, pile, seatBox } from "../table.js";

export const SUITS = {
  C: { symbol: "♣", plural: "трефы", by: "трефами", red: false },
  D: { symbol: "♦", plural: "бубны", by: "бубнами", red: true },
  H: { symbol: "♥", plural: "червы", by: "червами", red: true },
  S: { symbol: "♠", plural: "пики", by: "пиками", red: false },
};
// Whether the reader wants to mark several cards of one rank before leading or throwing in; kept
// across moves (and games) of the same variant, because it is a way of playing, not a position.
const multiByGame = new Map();

function suitOf(code) {
  return code.slice(-1);
}

// A suit's symbol, named for a screen reader; `withName` writes the name too («♠ пики»).
export function suitBadge(suit, withName = false) {
  const s = SUITS[suit];
  if (withName) {
    return el("span", { class: `rp-durak-suit${s.red ? " rp-red" : ""}` },
      el("span", { "aria-hidden": "true", text: s.symbol }), ` ${s.plural}`);
  }
  return el("span", { class: `rp-durak-suit${s.red ? " rp-red" : ""}`, title: s.plural, role: "img", "aria-label": s.plural, text: s.symbol });
}

// Which moves of the engine's list are the reader's to make now.
export function myLegal(ctx) {
  return ctx.myTurn ? ctx.legal : [];
}

// «Вы (Игрок 1)» for the reader's own seat, «Игрок 2» for the others.
export function who(ctx, seat) {
  const base = seatName(ctx.view, seat);
  return !ctx.controlsAll && seat === ctx.seat ? `Вы (${base})` : base;
}

// A button for a move of the engine's list; one the list does not offer now stays clickable (the
// engine says why not) but is marked aria-disabled. Its focus key is the move's type. A listed move
// may carry more than the button says (who it is for): the button's fields must all match.
export function moveButton(ctx, text, move, { primary = false, offered = null } = {}) {
  const listed = offered ?? myLegal(ctx).some((m) => Object.entries(move).every(([k, v]) => JSON.stringify(m[k]) === JSON.stringify(v)));
  return actionButton(text, () => ctx.play(withSeat(ctx, move)), { primary: primary && listed, legal: listed, key: `move:${move.type}` });
}

export function labelsOf(ctx) {
  return { ...(ctx.labels || {}), ...(ctx.view.labels || {}) };
}

function unbeaten(view) {
  return view.table.filter(([, d]) => d === null).map(([a]) => a);
}

// --- the moves a click means ---------------------------------------------------------------------

export function withSeat(ctx, move) {
  // The seat makes the engine refuse a move made out of turn instead of applying it to the player
  // whose turn it is.
  return { ...move, seat: ctx.seat };
}

function pickedCodes(ctx) {
  const hand = ctx.view.hand;
  return [...(ctx.memory.picked || [])].sort((a, b) => a - b).map((i) => hand[i]).filter(Boolean);
}

// The attacking card a click with `card` means: the one chosen on the table, the only unbeaten one,
// or the first that the engine says this card beats; failing that, the first unbeaten card (the
// engine then explains why it cannot be beaten).
function beatTarget(ctx, card) {
  const open = unbeaten(ctx.view);
  if (ctx.memory.target && open.includes(ctx.memory.target)) return ctx.memory.target;
  if (open.length === 1) return open[0];
  const beat = myLegal(ctx).find((m) => m.type === "beat" && m.card === card);
  return beat ? beat.attack : open[0];
}

function defendWith(ctx, card) {
  const legal = myLegal(ctx);
  if (ctx.memory.mode === "transfer") return { type: "transfer", card };
  if (ctx.memory.mode === "blind") return { type: "blind", attack: beatTarget(ctx, card), card };
  const canBeat = legal.some((m) => m.type === "beat" && m.card === card);
  const canTransfer = legal.some((m) => m.type === "transfer" && m.card === card);
  if (!canBeat && canTransfer && !ctx.memory.target) return { type: "transfer", card };
  return { type: "beat", attack: beatTarget(ctx, card), card };
}

// The move a click on the hand card `code` makes now (null while «Несколько карт» only marks cards).
function clickMove(ctx, code) {
  const phase = ctx.view.phase;
  if ((phase === "lead" || phase === "throw" || phase === "taking") && multiByGame.get(ctx.view.game)) return null;
  if (phase === "lead") return { type: "attack", cards: [code] };
  if (phase === "defend") return defendWith(ctx, code);
  return { type: "throw", cards: [code] };
}

function onHandCard(ctx, code, index) {
  const phase = ctx.view.phase;
  if ((phase === "lead" || phase === "throw" || phase === "taking") && multiByGame.get(ctx.view.game)) {
    const picked = new Set(ctx.memory.picked || []);
    if (picked.has(index)) picked.delete(index);
    else picked.add(index);
    ctx.memory.picked = picked;
    ctx.memory.hint = null;
    ctx.rerender();
    return;
  }
  ctx.play(withSeat(ctx, clickMove(ctx, code)));
}

function hint(ctx, text) {
  ctx.memory.hint = text;
  ctx.rerender();
}

function layPicked(ctx, type) {
  const cards = pickedCodes(ctx);
  if (!cards.length) {
    hint(ctx, multiByGame.get(ctx.view.game)
      ? "Отметьте на руке карты одного достоинства и нажмите кнопку ещё раз."
      : "Щёлкните карту на руке — она сразу пойдёт на стол. Несколько карт одного достоинства: включите «Несколько карт».");
    return;
  }
  ctx.play(withSeat(ctx, { type, cards }));
}

function beatButton(ctx) {
  const beats = myLegal(ctx).filter((m) => m.type === "beat");
  const target = ctx.memory.target;
  const aimed = target ? beats.filter((m) => m.attack === target) : beats;
  if (aimed.length === 1) {
    ctx.play(withSeat(ctx, aimed[0]));
    return;
  }
  ctx.memory.mode = "beat";
  hint(ctx, unbeaten(ctx.view).length > 1 && !target
    ? "Щёлкните карту на столе, которую бьёте, а потом карту на руке, которой бьёте."
    : "Щёлкните карту на руке, которой бьёте.");
}

function blindButton(ctx) {
  ctx.memory.mode = ctx.memory.mode === "blind" ? null : "blind";
  hint(ctx, ctx.memory.mode === "blind"
    ? (unbeaten(ctx.view).length > 1 && !ctx.memory.target
      ? "Щёлкните карту на столе, которую кроете, а потом карту на руке — она ляжет рубашкой вверх."
      : "Щёлкните карту на руке — она ляжет рубашкой вверх. Бить ею не обязательно: можно и блефовать.")
    : null);
}

function transferButton(ctx) {
  const transfers = myLegal(ctx).filter((m) => m.type === "transfer");
  if (transfers.length === 1) {
    ctx.play(withSeat(ctx, transfers[0]));
    return;
  }
  ctx.memory.mode = "transfer";
  hint(ctx, "Щёлкните карту на руке, которой переводите.");
}

// --- drawing ---------------------------------------------------------------------------------------

function roleOf(view, seat) {
  if ((view.out || []).includes(seat)) return "вышел";
  if (view.phase === "over") return null;
  if (seat === view.defender) return view.phase === "taking" ? "берёт" : "отбивается";
  if (seat === view.attacker) return view.phase === "lead" ? "заходит" : "нападает";
  if ((view.passed || []).includes(seat)) return "пас";
  return null;
}

const ROLE_KIND = { вышел: "out", берёт: "defend", отбивается: "defend", заходит: "attack", нападает: "attack", пас: "info" };

function ownTrump(view, seat) {
  return view.player_trumps ? view.player_trumps[seat] : null;
}

// The marks of a seat: its own trump (двухкозырный), what it does now, the dealer.
function seatMarks(ctx, seat, role) {
  const trump = ownTrump(ctx.view, seat);
  return [
    role ? { text: role, kind: ROLE_KIND[role] || "info" } : null,
    trump ? { text: `козырь ${SUITS[trump].symbol}`, kind: "info", title: `свой козырь: ${SUITS[trump].plural}` } : null,
    ctx.view.dealer === seat && ctx.view.bout === 0 ? { text: "сдавал", kind: "dealer" } : null,
  ];
}

// The other seats round the table, as a map seat → box: `role(seat)` says what a seat is doing now
// (default: durak's attacker and defender), `extra(seat)` adds nodes under a seat (a card it has shown).
export function opponents(ctx, labels, { role = (seat) => roleOf(ctx.view, seat), extra = () => [] } = {}) {
  const { view } = ctx;
  const out = view.out || [];
  const seats = new Map();
  for (let step = 1; step < view.players; step++) {
    const seat = (ctx.seat + step) % view.players;
    const open = ctx.views && ctx.views[seat] ? ctx.views[seat].hand : null;
    const count = view.counts[seat];
    const name = seatName(view, seat);
    seats.set(seat, seatBox({
      seat, name, count, toMove: seat === ctx.toMove && !ctx.over, marks: seatMarks(ctx, seat, role(seat)),
      className: out.includes(seat) ? "rp-out rp-durak-seat" : "rp-durak-seat",
      body: open ? el("div", { class: "rp-open-cards", role: "group", "aria-label": `Карты: ${name}` }, open.map((c) => cardNode(c, labels)))
        : count ? backsFan(count) : el("div", { class: "rp-empty", text: "нет карт" }),
      extra: extra(seat),
    }));
  }
  return seats;
}

function trumpInfo(view, labels) {
  const parts = [];
  const rules = view.rules || {};
  if (view.player_trumps) {
    // Двухкозырный: every seat's own trump card lies under the stock, turned towards its owner.
    // They are the last cards of the stock, in dealing order from the dealer's left: the first of
    // them are drawn first, and a drawn one is shown faded.
    const n = view.players;
    const drawn = (seat) => ((seat - view.dealer - 1 + n) % n) < n - view.stock;
    parts.push(el("div", { class: "rp-durak-trumps" },
      el("span", { class: "rp-durak-label", text: "Свои козыри:" }),
      view.player_trump_cards.map((code, seat) => el("span", {
        class: `rp-durak-own${drawn(seat) ? " rp-durak-gone" : ""}`,
        title: drawn(seat) ? "карта уже взята из прикупа, масть остаётся козырем" : "лежит под прикупом",
      }, el("span", { class: "rp-durak-small", text: seatName(view, seat) }), cardNode(code, labels)))));
  } else if (!view.trump_suit) {
    parts.push(el("span", { class: "rp-durak-label", text: "Без козырей: бьют только старшей картой той же масти." }));
  } else if (!view.trump_card) {
    // Японский: a fixed trump suit, nothing turned up.
    parts.push(el("span", { class: "rp-durak-label" }, "Козыри всегда ", suitBadge(view.trump_suit), ` ${SUITS[view.trump_suit].plural}`));
  } else {
    parts.push(el("span", { class: "rp-durak-label" }, "Козырь ", suitBadge(view.trump_suit, true)));
  }
  if (rules.only_by_own_suit) {
    const own = SUITS[rules.only_by_own_suit];
    parts.push(el("span", { class: "rp-durak-label" }, suitBadge(rules.only_by_own_suit), ` ${own.plural} бьют только ${own.by}`));
  }
  return parts;
}

// The stock with the open trump crosswise under it, and the discard («бито»), drawn as piles; the
// facts beside them in words (the trump, what is left, the hidden trump of потайной).
function deckArea(ctx, labels) {
  const { view } = ctx;
  const hidden = view.hidden === "face_down";
  // The stock count includes the open trump card (drawn last) and, in потайной, the hidden one.
  const openInStock = view.trump_card && view.stock - (hidden ? 1 : 0) > 0;
  const trumpUnder = view.trump_card && !view.player_trumps && openInStock ? cardNode(view.trump_card, labels, { class: "rp-under" }) : null;
  const backsLeft = view.stock - (openInStock ? 1 : 0);
  const stock = pile({ count: Math.max(backsLeft, 0), name: "stock", under: trumpUnder,
    label: `Прикуп: ${view.stock} ${cardsWord(view.stock)}${trumpUnder ? `, под ним козырь — ${labels[view.trump_card]?.name || view.trump_card}` : ""}` });
  stock.dataset.stock = view.stock;
  stock.querySelector(".rp-pile-count").textContent = `прикуп: ${view.stock}`;
  // Cards leaving the table now (a bout just ended) go to the discard, unless a player took them.
  const ended = !view.table.length && view.last_bout;
  const discard = pile({ count: view.discard, name: "discard", sink: ended && view.last_bout.outcome === "beaten",
    label: `Бито: ${view.discard} ${cardsWord(view.discard)}` });
  discard.dataset.discard = view.discard;
  const facts = el("div", { class: "rp-durak-facts" },
    ...trumpInfo(view, labels),
    view.trump_card && !openInStock && !view.player_trumps
      ? el("span", { class: "rp-durak-label" }, "Козырь из-под прикупа взят: ", cardNode(view.trump_card, labels, { class: "rp-small" })) : null,
    hidden ? el("span", { class: "rp-durak-label", text: "Под козырем — тёмный козырь" }) : null,
    view.hidden_revealed
      ? el("span", { class: "rp-durak-label" }, "Тёмный козырь открыт: ", cardNode(view.hidden_revealed, labels, { class: "rp-small" }),
        (view.rules || {}).hidden_trump === "takes_over" ? ` — теперь козыри ${SUITS[suitOf(view.hidden_revealed)].plural}` : " — просто ещё одна карта")
      : null);
  return { stock, discard, facts };
}

function tableArea(ctx, labels) {
  const { view } = ctx;
  const choosing = ctx.myTurn && view.phase === "defend";
  const open = unbeaten(view);
  const target = ctx.memory.target;
  const faceDown = new Set(view.face_down || []);
  const pairs = view.table.map(([attack, defence], index) => {
    let attackNode = cardNode(attack, labels, { class: "rp-durak-attack" });
    if (defence === null && choosing && open.length > 1) {
      const chosen = target === attack;
      attackNode = cardButton(attack, labels, () => { ctx.memory.target = chosen ? null : attack; ctx.memory.hint = null; ctx.rerender(); }, {
        key: `target:${attack}`, pressed: chosen, className: `rp-durak-target${chosen ? " rp-selected" : ""}`,
        content: attackNode, label: `${cardLabel(attack, labels)}: бить эту карту`,
      });
    }
    // Read as one sentence per pair («семёрка пик, побита девяткой пик»); the drawn cards are for the
    // eye, except a card the reader may choose to beat, which stays a button.
    const said = (view.table_ru || [])[index];
    const cover = defence ? coverNode(view, index, defence, faceDown.has(index), labels) : null;
    return el("div", { class: `rp-durak-pair${defence ? " rp-durak-beaten" : ""}`, "data-pair": index, role: "listitem" },
      said ? el("span", { class: "rp-sr-only", text: said }) : null,
      forTheEye(attackNode, said), cover && forTheEye(cover, said));
  });
  const empty = !view.table.length && !ctx.over;
  const who = `${seatName(view, view.attacker)} → ${seatName(view, view.defender)}`;
  // Which attacking card a beat is for, when several are open: the frames say it, and so does this line.
  const legend = choosing && open.length > 1
    ? el("div", { class: "rp-durak-legend" },
      el("span", { class: "rp-legend-open", text: "рамка" }), " — не отбито, выберите, что бить; ",
      el("span", { class: "rp-legend-chosen", text: "синяя" }), " — выбрана")
    : null;
  return el("div", { class: "rp-durak-table", role: "group", "aria-label": "Стол", "data-focus-group": "table" },
    el("div", { class: "rp-durak-small", text: ctx.over ? "Стол" : `${view.transfers ? "Переведено: " : "Ход: "}${who}${open.length && view.table.length > open.length ? ` · не отбито ${open.length}` : ""}` }),
    pairs.length ? el("div", { class: "rp-durak-pairs", role: "list" }, pairs)
      : el("div", { class: "rp-durak-pairs" }, el("span", { class: "rp-empty", text: empty ? "Стол пуст: ждём захода" : "Стол пуст" })),
    legend);
}

// A drawn card that a sentence already names is hidden from assistive technology (unless it is a control).
function forTheEye(node, said) {
  if (said && node.localName !== "button" && !node.querySelector("button")) node.setAttribute("aria-hidden", "true");
  return node;
}

// The card that covers an attacking card: face up, or face down (верю — не верю) — a back for the
// others, the card itself under a «втёмную» mark for the defender (and in teaching mode).
function coverNode(view, index, defence, faceDown, labels) {
  if (!faceDown) return cardNode(defence, labels, { class: "rp-durak-defence" });
  const code = defence !== "face_down" ? defence : (view.face_down_cards || {})[String(index)];
  const pending = view.pending === index;
  return el("span", {
    class: `rp-durak-defence rp-durak-face-down${pending ? " rp-durak-pending" : ""}`,
    title: pending ? "покрыто втёмную: ждём «Верю» или «Не верю»" : "покрыто втёмную",
  },
  code ? cardNode(code, labels) : cardBack("карта втёмную, рубашкой вверх"),
  el("span", { class: "rp-durak-face-down-mark", text: "втёмную" }));
}

// The card turned by the last «Не верю», with the verdict, through the bout after it.
function verdictNote(ctx, labels) {
  const { view } = ctx;
  const verdict = view.verdict;
  if (!verdict) return null;
  const taker = verdict.correct ? verdict.judge : verdict.defender;
  const who = taker === ctx.seat && !ctx.controlsAll ? "вы" : seatName(view, taker);
  return el("div", { class: `rp-durak-verdict${verdict.correct ? "" : " rp-durak-false"}`, role: "note" },
    "Открыта карта: ", cardNode(verdict.card, labels, { class: "rp-small" }), " на ", cardNode(verdict.attack, labels, { class: "rp-small" }),
    verdict.correct ? ` — покрыто верно, стол забрал ${who}` : ` — покрыто неверно, стол забрал ${who}`);
}

function actions(ctx) {
  if (!ctx.myTurn) return null;
  const { view } = ctx;
  const legal = ctx.legal;
  const has = (type) => legal.some((m) => m.type === type);
  const buttons = [];
  const button = (text, onclick, primary = false, pressed = null) => actionButton(text, onclick, { primary, pressed, key: text.replace(/ \(\d+\)$/, "") });
  const game = view.game;
  const multiBox = () => el("label", { class: "rp-durak-multi" },
    el("input", {
      type: "checkbox", checked: multiByGame.get(game) || false, "data-focus-key": "multi",
      onchange: (e) => { multiByGame.set(game, e.target.checked); ctx.memory.picked = new Set(); ctx.memory.hint = null; ctx.rerender(); },
    }), " Несколько карт");
  const picked = pickedCodes(ctx).length;
  const count = picked ? ` (${picked})` : "";
  if (view.phase === "lead") {
    if (has("attack")) buttons.push(button(`Ходить${count}`, () => layPicked(ctx, "attack"), true), multiBox());
  } else if (view.phase === "defend") {
    if (has("beat")) buttons.push(button("Бить", () => beatButton(ctx), true, ctx.memory.mode === "beat"));
    if (has("blind")) buttons.push(button("Втёмную", () => blindButton(ctx), false, ctx.memory.mode === "blind"));
    if (has("transfer")) buttons.push(button("Перевести", () => transferButton(ctx), false, ctx.memory.mode === "transfer"));
    if (has("take")) buttons.push(button("Взять", () => ctx.play(withSeat(ctx, { type: "take" })), !has("beat") && !has("transfer")));
  } else if (view.phase === "judge") {
    buttons.push(button("Верю", () => ctx.play(withSeat(ctx, { type: "believe" })), true),
      button("Не верю", () => ctx.play(withSeat(ctx, { type: "challenge" })), true));
  } else {
    if (has("throw")) buttons.push(button(`Подкинуть${count}`, () => layPicked(ctx, "throw")), multiBox());
    if (has("done")) {
      const text = view.pass_is_bito ? "Бито" : "Пас"; // the engine says when a pass closes the bout
      buttons.push(button(text, () => ctx.play(withSeat(ctx, { type: "done" })), !has("throw")));
    }
  }
  return el("div", { class: "rp-actions rp-durak-actions", role: "group", "aria-label": "Ходы", "data-focus-group": "actions" }, buttons,
    ctx.memory.hint ? el("div", { class: "rp-durak-hint", role: "note", text: ctx.memory.hint }) : null);
}

// The reader's seat at the bottom of the table: his name and marks, then his hand as a fan.
export function mySeat(ctx, labels, { body, role = roleOf(ctx.view, ctx.seat), count = ctx.view.hand.length } = {}) {
  const { view } = ctx;
  const me = ctx.controlsAll ? seatName(view, ctx.seat) : `Вы (${seatName(view, ctx.seat)})`;
  return seatBox({
    seat: ctx.seat, name: me, count, toMove: ctx.seat === ctx.toMove && !ctx.over, marks: [
      { text: `${count} ${cardsWord(count)}`, kind: "info" }, ...seatMarks(ctx, ctx.seat, role)],
    place: "bottom", className: "rp-hand rp-mine", body,
  });
}

function myHand(ctx, labels) {
  const { view } = ctx;
  const legal = ctx.myTurn ? ctx.legal : [];
  const playable = new Set();
  for (const m of legal) {
    // Any card may go face down: highlight them all only once «Втёмную» is pressed, as a plain
    // click beats face up.
    if (m.type === "blind" && ctx.memory.mode !== "blind") continue;
    if (m.cards) m.cards.forEach((c) => playable.add(c));
    if (m.card) playable.add(m.card);
  }
  return mySeat(ctx, labels, {
    body: view.hand.length
      ? handButtons(view.hand, labels, (code, index) => onHandCard(ctx, code, index), {
        playable: ctx.myTurn ? playable : null, selected: new Set(ctx.memory.picked || []),
        mode: multiByGame.get(view.game) && ["lead", "throw", "taking"].includes(view.phase) ? "mark" : "play",
      })
      : el("div", { class: "rp-empty", text: ctx.over ? "нет карт" : "Карт нет — вы вышли из игры." }),
  });
}

// The layout every durak table shares (the variants' renderers use it too): a line on top, then the
// felt: the opponents round it (`seats`: durak's, a variant's own map, or false for none), the middle
// of the table with a note and the last move (the log's line, the reader as «Вы») in the centre, the
// reader's buttons and hand at the bottom; then what comes after (a score sheet). `attrs` are data
// attributes of the board.
export function board(ctx, className, { top = null, middle, note = null, actions: buttons = null, hand = null, seats = true, after = null, attrs = {} }) {
  const last = ctx.lastMove;
  const seatMap = seats === true ? opponents(ctx, labelsOf(ctx)) : seats instanceof Map ? seats : new Map();
  return el("div", { class: className, "data-phase": ctx.view.phase, ...attrs },
    top,
    felt({
      players: ctx.view.players, reader: ctx.seat, seats: seatMap,
      centre: [middle, note, last ? el("div", { class: "rp-durak-last", text: `Последний ход: ${last}` }) : null],
      hand: buttons || hand ? el("div", { class: "rp-durak-bottom" }, buttons, hand) : null,
    }),
    after);
}

// The status line: the end, an opponent's move (the engine's words), or `mine(you)` for the reader.
export function statusLine(ctx, mine, { over = "Партия окончена." } = {}) {
  if (ctx.over) return over;
  if (!ctx.myTurn) return `${ctx.view.status_ru.replace(/\.$/, "")}…`;
  const text = mine(ctx.controlsAll ? `${seatName(ctx.view, ctx.seat)}: ` : "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function render(ctx) {
  const labels = labelsOf(ctx);
  const { stock, discard, facts } = deckArea(ctx, labels);
  const found = analysis(ctx);
  const root = board(ctx, "rp-durak", {
    middle: el("div", { class: "rp-durak-middle rp-durak-classic" },
      el("div", { class: "rp-durak-deck", role: "group", "aria-label": "Прикуп, козырь и отбой" }, stock, discard),
      tableArea(ctx, labels), facts),
    note: verdictNote(ctx, labels), actions: actions(ctx), hand: myHand(ctx, labels),
    after: [analysisPanel(ctx, found), reviewPanel(ctx)],
  });
  markMoves(ctx, root, found);
  return root;
}

// --- the level of the computer ---------------------------------------------------------------------

const LEVELS = [["novice", "Новичок"], ["amateur", "Любитель"], ["strong", "Сильный"]];
const LEVEL_KEY = "rp.durak.level";

function storedLevel() {
  try {
    const value = localStorage.getItem(LEVEL_KEY);
    return LEVELS.some(([id]) => id === value) ? value : null;
  } catch {
    return null; // storage refused: the page's default level
  }
}

const levelName = (level) => (LEVELS.find(([id]) => id === level) || LEVELS[1])[1];

export function addControls(menu, table) {
  addLevel(menu, table);
  const box = menu.checkbox("Анализ концовки", () => {
    table.settings.analysis = box.checked;
    table.show();
  }, { key: "analysis" });
}

// «Уровень» alone, for the tables of дорожный and круглый (their engines take the same option; the
// endgame analysis is the bout variants' own).
export function addLevel(menu, table) {
  // The level this browser last chose, unless the page's table sets one itself.
  const stored = storedLevel();
  if (stored && table.options.level === undefined) table.options = { ...table.options, level: stored };
  const select = menu.select("Уровень", LEVELS, table.options.level || "amateur", () => {
    const level = select.value;
    try { localStorage.setItem(LEVEL_KEY, level); } catch { /* for this page only */ }
    table.changeOptions({ level }, `Уровень компьютера: ${levelName(level).toLowerCase()}`);
  }, { key: "level" });
  select.setAttribute("aria-label", "Уровень компьютера");
  table.settings.levelSelect = select;
}

// A game opened by a link (or resumed) brings its own level: the menu shows it, and new games keep it.
export function syncControls(table) {
  const select = table.settings.levelSelect;
  const level = (table.gameOptions || {}).level;
  if (!select || !level) return;
  select.value = level;
  table.options = { ...table.options, level };
}

// --- «Анализ концовки» --------------------------------------------------------------------------------

// Nodes of one call of the solver: a short slice (a few tenths of a second in the browser), so that
// the reader's move or the computer's never waits long behind it.
const SLICE = 6000;
// Nodes of one round of slices; then the table says the budget ran out and offers to go on (tests
// set window.__rpAnalysisRound to see that happen on a small endgame).
const ROUND = window.__rpAnalysisRound ?? 300000;
const RESULT_RU = { win: "выигрыш", lose: "проигрыш", draw: "ничья" };
const MARK = { win: "✓", lose: "✗", draw: "=" };
const movesWord = (n) => plural(n, "ход", "хода", "ходов");
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const sameMove = (a, b) => ["type", "cards", "attack", "card"].every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));

// What a move leads to, in words: «выигрыш, партия кончится через 4 хода».
function outcomeRu(entry) {
  if (!entry.result) return "ещё считаю";
  const words = RESULT_RU[entry.result];
  return entry.moves ? `${words}, партия кончится через ${entry.moves} ${movesWord(entry.moves)}` : words;
}

// Whether the analysis speaks now: the switch is on, the engine says the position can be solved
// (view.exact: the talon empty, two players with cards) and the reader is to move, at the table or
// in the review of a finished game.
function analysable(ctx) {
  const { view } = ctx;
  if (!ctx.settings.analysis || ctx.over || !view.exact) return false;
  return ctx.myTurn || (ctx.reviewing && ctx.toMove === ctx.seat);
}

function analysis(ctx) {
  if (!analysable(ctx)) return null;
  const memory = ctx.memory;
  if (!memory.analysis || memory.analysis.answer !== ctx.answer) {
    memory.analysis = { answer: ctx.answer, result: null, nodes: 0, limit: ROUND, running: false };
    solveInSlices(ctx, memory.analysis);
  }
  return memory.analysis;
}

// durak.solve again and again on the same position (the engine keeps its table between calls) until
// every move is valued, the round's budget is spent, or the table has moved on. The progress line is
// updated in place; the board is redrawn when a move gets its value.
async function solveInSlices(ctx, found) {
  found.running = true;
  found.error = null;
  const alive = () => ctx.isCurrent() && ctx.memory.analysis === found && ctx.settings.analysis;
  while (alive()) {
    const response = await client.call("durak.solve", { state: ctx.answer.state, budget: SLICE });
    if (!alive()) return;
    if (!response.ok) {
      found.error = response.error.message;
      break;
    }
    const solvedBefore = found.result ? found.result.solved : 0;
    found.result = response.result;
    found.nodes += response.result.nodes;
    if (response.result.complete || found.nodes >= found.limit) break;
    if (response.result.solved !== solvedBefore) ctx.rerender();
    else progressInPlace(found);
  }
  found.running = false;
  if (alive()) {
    ctx.rerender();
    ctx.say(progressText(found));
  }
}

function progressInPlace(found) {
  for (const node of document.querySelectorAll(".rp-durak-analysis-progress")) {
    if (node.dataset.for === found.key) node.textContent = progressText(found);
  }
}

function progressText(found) {
  const r = found.result;
  if (found.error) return `Анализ не удался: ${found.error}`;
  if (!r) return "Анализ концовки: считаю…";
  const nodes = found.nodes.toLocaleString("ru-RU");
  if (r.complete) return `Анализ концовки: ${r.summary_ru}`;
  if (!found.running) {
    return `Анализ остановлен: перебрано ${nodes} позиций, решено ${r.solved} из ${r.total} ${movesWord(r.total)}. `
      + "Позиция слишком велика, чтобы досчитать её быстро; отмеченные ходы решены точно.";
  }
  return `Анализ концовки: ${r.summary_ru.replace(/\.$/, "")} (перебрано ${nodes} позиций)…`;
}

let analysisKeys = 0;

function analysisPanel(ctx, found) {
  if (!ctx.settings.analysis || ctx.over) return null;
  const box = (...children) => el("div", { class: "rp-durak-analysis", role: "group", "aria-label": "Анализ концовки" }, children);
  if (!found) {
    const why = !ctx.view.exact
      ? "Анализ концовки включится, когда колода кончится и карты останутся на руках у двоих: тогда все карты известны."
      : "Анализ концовки: ждём вашего хода.";
    return box(el("p", { class: "rp-durak-analysis-progress", text: why }));
  }
  found.key ??= `a${++analysisKeys}`;
  const r = found.result;
  const line = el("p", { class: "rp-durak-analysis-progress", role: "status", "data-for": found.key, text: progressText(found) });
  const more = !found.running && r && !r.complete && !found.error
    ? actionButton("Считать дальше", () => { found.limit = found.nodes + ROUND; solveInSlices(ctx, found); ctx.rerender(); }, { key: "analysis-more" })
    : null;
  const list = r ? el("ul", { class: "rp-durak-analysis-moves" }, r.moves.map((entry) => el("li", {
    class: entry.result ? `rp-an-${entry.result}` : "",
  }, el("span", { class: "rp-an-badge", "aria-hidden": "true", text: entry.result ? MARK[entry.result] : "…" }),
  ` ${capital(entry.move_ru)} — ${outcomeRu(entry)}`))) : null;
  return box(line, more, list);
}

// Each of the reader's controls that makes a move of the analysis gets its mark (✓ wins, ✗ loses,
// = draws) and the words in its name: a hand card (the move a click on it makes now), «Взять»,
// «Бито»/«Пас», and «Бить», «Перевести», «Ходить», «Подкинуть» when they make one move.
function markMoves(ctx, root, found) {
  if (!found || !found.result) return;
  const entries = found.result.moves;
  const entryFor = (move) => (move ? entries.find((e) => e.result && sameMove(e.move, move)) : null);
  const mark = (button, entry) => {
    if (!button || !entry) return;
    button.classList.add("rp-an-marked", `rp-an-${entry.result}`);
    button.append(el("span", { class: `rp-an-mark rp-an-mark-${entry.result}`, "aria-hidden": "true", text: MARK[entry.result] }));
    const name = button.getAttribute("aria-label") || button.textContent.replace(MARK[entry.result], "").trim();
    button.setAttribute("aria-label", `${name}: ${outcomeRu(entry)}`);
  };
  const { view } = ctx;
  for (const button of root.querySelectorAll(".rp-mine .rp-card-button")) {
    const code = button.querySelector("[data-card]")?.dataset.card;
    if (code && view.hand.includes(code)) mark(button, entryFor(clickMove(ctx, code)));
  }
  const byKey = (key) => root.querySelector(`.rp-durak-actions [data-focus-key="act:${key}"]`);
  const legal = entries.map((e) => e.move);
  const only = (type) => {
    const found = legal.filter((m) => m.type === type);
    return found.length === 1 ? found[0] : null;
  };
  mark(byKey("Взять"), entryFor(only("take")));
  mark(byKey("Бито") || byKey("Пас"), entryFor(only("done")));
  mark(byKey("Перевести"), entryFor(only("transfer")));
  const target = ctx.memory.target;
  const beats = legal.filter((m) => m.type === "beat" && (!target || m.attack === target));
  mark(byKey("Бить"), entryFor(beats.length === 1 ? beats[0] : null));
  const picked = pickedCodes(ctx);
  if (picked.length) {
    mark(byKey("Ходить"), entryFor({ type: "attack", cards: picked }));
    mark(byKey("Подкинуть"), entryFor({ type: "throw", cards: picked }));
  }
}

// --- the review: which moves changed the result ----------------------------------------------------

function reviewKey(record) {
  return JSON.stringify([record.seed, record.players, record.options, record.moves.length]);
}

// durak.review over the finished game, in slices; kept in the table's memory (which lasts until the
// next move, undo or a new game) so that stepping through the game shows the same verdicts.
function gameReview(ctx, start) {
  const memory = ctx.memory;
  const record = ctx.record();
  const key = reviewKey(record);
  if (memory.review && memory.review.key === key) return memory.review;
  if (!start) return null;
  const review = { key, verdicts: [], start: null, next: 0, done: false, summary: "", error: null, nodes: 0, limit: 3 * ROUND };
  memory.review = review;
  reviewInSlices(ctx, review, record);
  return review;
}

async function reviewInSlices(ctx, review, record) {
  review.running = true;
  const alive = () => ctx.memory.review === review;
  while (alive() && !review.done) {
    const response = await client.call("durak.review", {
      game: record.game, players: record.players, seed: record.seed, options: record.options, moves: record.moves,
      seat: record.seat, from: review.next, budget: SLICE * 4,
    });
    if (!alive()) return;
    if (!response.ok) {
      review.error = response.error.message;
      break;
    }
    const r = response.result;
    review.verdicts.push(...r.verdicts);
    review.start ??= r.start;
    review.nodes += r.nodes;
    review.next = r.next;
    review.done = r.complete;
    review.summary = r.summary_ru;
    if (review.nodes >= review.limit && !review.done) break;
  }
  review.running = false;
  if (alive()) {
    ctx.rerender();
    if (review.done) ctx.say(reviewSummary(review));
  }
}

function reviewSummary(review) {
  if (review.error) return `Разбор не удался: ${review.error}`;
  if (review.done) return review.summary;
  if (review.running) return "Разбираю концовку: считаю ходы, когда колода уже была пуста…";
  return `Разбор остановлен: перебрано ${review.nodes.toLocaleString("ru-RU")} позиций, разобрано ходов: ${review.next}. `
    + "Концовка слишком велика, чтобы досчитать её быстро.";
}

// After the game: «Разбор концовки» with the verdicts (each can be shown on the board), and, while
// stepping through the game, the verdict of the move about to be made.
function reviewPanel(ctx) {
  if (!ctx.over && !ctx.reviewing) return null;
  const review = gameReview(ctx, Boolean(ctx.settings.analysis));
  const box = (...children) => el("div", { class: "rp-durak-review", role: "group", "aria-label": "Разбор концовки" }, children);
  if (!review) {
    if (ctx.reviewing) return null;
    return box(actionButton("Разобрать концовку", () => { gameReview(ctx, true); ctx.rerender(); }, { key: "review-endgame" }));
  }
  if (ctx.reviewing && ctx.review) {
    const here = review.verdicts.find((v) => v.at === ctx.review.at);
    if (!here) return null;
    const who = here.yours ? "ваш" : "соперника";
    return box(el("p", { class: "rp-durak-verdict-here", role: "note" },
      el("strong", { text: `Ход ${here.at + 1} — ${who}: ${here.move_ru}. ` }), here.text_ru));
  }
  const more = !review.running && !review.done && !review.error
    ? actionButton("Считать дальше", () => { review.limit = review.nodes + 3 * ROUND; reviewInSlices(ctx, review, ctx.record()); ctx.rerender(); }, { key: "review-more" })
    : null;
  const items = review.verdicts.map((v) => el("li", { class: v.yours ? "rp-durak-yours" : "" },
    el("span", { text: `Ход ${v.at + 1} (${v.yours ? "ваш" : "соперника"}: ${v.move_ru}). ${v.text_ru} ` }),
    actionButton("Показать", () => ctx.showMove(v.at), { key: `review-show:${v.at}` })));
  return box(el("p", { class: "rp-durak-review-summary", role: "status", text: reviewSummary(review) }), more,
    items.length ? el("ul", { class: "rp-durak-review-list" }, items) : null);
}

export function status(ctx) {
  return statusLine(ctx, () => myStatus(ctx));
}

function myStatus(ctx) {
  const { view } = ctx;
  const defender = seatName(view, view.defender);
  const you = ctx.controlsAll ? `${seatName(view, ctx.seat)}: ` : "";
  switch (view.phase) {
    case "lead":
      return `${you}ваш заход под Игрока ${defender.replace("Игрок ", "")}: щёлкните карту (несколько одного достоинства — «Несколько карт»).`;
    case "defend":
      return `${you}отбивайтесь: щёлкните карту на руке${unbeaten(view).length > 1 ? " (какую карту стола бить — щёлкните её сначала)" : ""}${(view.rules || {}).blind_beat ? ", покройте «Втёмную»" : ""}${(view.rules || {}).transfer !== "none" ? ", переведите" : ""} или возьмите.`;
    case "judge":
      return `${you}${defender} покрыл карту втёмную: «Верю» — карта считается покрывшей, «Не верю» — её откроют (покрыто верно — стол забираете вы, неверно — он).`;
    case "throw":
      return view.pass_is_bito
        ? `${you}всё побито: подкиньте карту того же достоинства, что на столе, или скажите «Бито».`
        : `${you}всё побито: подкиньте карту того же достоинства, что на столе, или больше не подкидывайте.`;
    default:
      return `${you}${defender} берёт: подкиньте вдогонку или пропустите.`;
  }
}

// The engine's summary and what it means for the reader: the engine's own sentence for his seat
// when it gives one (verdicts_ru), else whether he is the durak.
export function resultText(ctx) {
  const { result, view } = ctx;
  let text = result.summary_ru;
  if (!ctx.controlsAll && result.verdicts_ru) text += ` ${result.verdicts_ru[ctx.seat]}`;
  else if (!ctx.controlsAll) {
    if (result.loser === ctx.seat) text += " Это вы: вы проиграли.";
    else if (result.draw) text += " Ничья: дурака нет.";
    else text += " Вы не остались в дураках — вы выиграли!";
  }
  if (result.next_dealer !== null && result.next_dealer !== undefined) {
    text += ` Следующую партию сдаёт ${seatName(view, result.next_dealer)}.`;
  }
  return text;
}
