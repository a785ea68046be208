// The Bezique table, as far as the source goes («по источнику, без очков»): the turned trump, the
// card led and the covers, the lead, the exchange for a trump nine, the «безик» declaration, the
// draw back to 18 — and no score, because the source stops before it (X-86).
import { actionButton, cardNode, el, handButtons, laysCard, playableCards, seatName } from "./common.js";
import { backsFan, felt, pile, seatBox, trickSpots } from "../table.js";

const JOKER_LABEL = { ru: "Инф", name: "инфузорка", red: "" };
// Several beziques shown at once (two, three, four).
const DECLARED = { 4: "двойной безик", 6: "тройной безик", 8: "четверной безик" };

function withJoker(labels) {
  return { ...labels, JK: JOKER_LABEL };
}

// A card on the table, named with who laid it; an инфузорка says which card it stands for.
function played(ctx, labels, [seat, code, stands]) {
  const card = cardNode(code, labels);
  card.setAttribute("aria-label", `${seatName(ctx.view, seat)}: ${card.getAttribute("aria-label")}${code !== stands ? `, как ${labels[stands] ? labels[stands].name : stands}` : ""}`);
  if (code === stands) return [seat, card];
  const spot = el("span", { class: "rp-stands" }, card, el("span", { class: "rp-spot-note", "aria-hidden": "true", text: `как ${labels[stands] ? labels[stands].ru : stands}` }));
  return [seat, spot];
}

export function render(ctx) {
  const { view, legal } = ctx;
  const labels = withJoker(ctx.labels);
  // The stage of the game in the engine's words (by the source; the last tricks and the score, which
  // the site completes from rubicon bezique), then the trump and the score so far.
  const scores = view.scores ? view.scores.map((points, seat) => `${seatName(view, seat)} ${points}`).join(" · ") : null;
  const header = el("div", { class: "rp-king-deal rp-bezique-head" },
    el("div", { text: view.stage_ru || "По источнику, без очков" }),
    el("span", { class: "rp-count", text: `${view.trump_suit_ru ? `Козырная масть — ${view.trump_suit_ru}` : "Без козыря (открыта инфузорка)"}; `
      + `${view.exchanged ? "козырь уже меняли на девятку" : "обмен на девятку ещё возможен"}; кругов сыграно: ${view.rounds_played}.` }),
    scores ? el("div", { class: "rp-bezique-scores" }, el("strong", { text: "Очки: " }), scores) : null);

  const seats = new Map();
  for (let seat = 0; seat < view.players; seat++) {
    if (seat === ctx.seat) continue;
    const theirs = ctx.views && ctx.views[seat] ? ctx.views[seat].hand : null;
    seats.set(seat, seatBox({
      seat, name: seatName(view, seat), count: view.hand_sizes[seat], toMove: seat === ctx.toMove,
      marks: [seat === view.leader ? { text: "ход у него", kind: "attack" } : null],
      body: theirs ? el("div", { class: "rp-open-cards", role: "group", "aria-label": `Карты: ${seatName(view, seat)}` }, theirs.map((c) => cardNode(c, labels)))
        : backsFan(view.hand_sizes[seat]),
    }));
  }

  let cards = view.table;
  let caption = cards.length ? "" : "Стол пуст";
  if (!cards.length && view.rounds.length) {
    const last = view.rounds.at(-1);
    cards = last.cards;
    caption = `Прошлый круг: ${last.covered ? "перекрыл" : "никто не перекрыл — ход остался у"} ${seatName(view, last.winner)}`;
  }
  const trick = trickSpots(cards.map((t) => played(ctx, labels, t)), {
    players: view.players, reader: ctx.seat, caption, done: !view.table.length, label: "Карты на столе",
  });
  const stock = pile({ count: view.stock_size, name: "stock", label: `Прикуп: ${view.stock_size}`,
    under: view.trump ? cardNode(view.trump, labels, { class: "rp-under" }) : null });

  const actions = [];
  if (ctx.myTurn) {
    for (const move of legal) {
      if (move.type === "exchange") {
        actions.push(actionButton(`Обменять ${labels[move.card].ru} на открытый козырь`, () => ctx.play(move), { key: "exchange" }));
      } else if (move.type === "declare") {
        const cards = move.cards.map((c) => labels[c].ru).join(" + ");
        const kind = DECLARED[move.cards.length] || "безик";
        actions.push(actionButton(`Показать ${kind}: ${cards}`, () => ctx.play(move), { primary: true, key: `declare:${cards}` }));
      } else if (move.type === "pass") {
        actions.push(actionButton("Пас (без показки)", () => ctx.play(move), { key: "pass" }));
      }
    }
    // An инфузорка is played as a card its holder names: the names come from the engine's legal moves.
    const asMoves = legal.filter((m) => m.type === "card" && m.card === "JK");
    if (ctx.memory.joker && asMoves.length) {
      const select = el("select", { "aria-label": "Инфузорка станет картой", "data-focus-key": "joker-as", "data-focus-default": "" },
        asMoves.map((m) => el("option", { value: m.as, text: `${labels[m.as].ru} — ${labels[m.as].name}` })));
      actions.push(el("label", {}, "Инфузорка станет ", select),
        actionButton("Сыграть инфузорку", () => ctx.play({ type: "card", card: "JK", as: select.value }), { primary: true }));
    }
  }

  const shown = new Set(view.shown[ctx.seat] || []);
  const mine = seatBox({
    seat: ctx.seat, name: "Ваши карты", count: view.hand.length, toMove: ctx.seat === ctx.toMove, place: "bottom",
    className: "rp-hand rp-mine",
    marks: [{ text: `${view.hand.length}`, kind: "info" }, ctx.seat === view.leader ? { text: "ход у вас", kind: "attack" } : null,
      shown.size ? { text: `показаны: ${[...shown].map((c) => labels[c].ru).join(" ")}`, kind: "info" } : null],
    body: handButtons(view.hand, labels, (code) => {
      if (code === "JK") {
        ctx.memory.joker = true;
        ctx.rerender();
        return;
      }
      ctx.play({ type: "card", card: code });
    }, { playable: ctx.myTurn ? playableCards(legal) : null }),
  });

  const declared = view.declarations.length
    ? el("ul", { class: "rp-notes rp-bezique-declared" }, view.declarations.map((d) => el("li", {},
      `${seatName(view, d.seat)}: ${d.name_ru} (круг ${d.round}) `, d.cards.map((c) => cardNode(c, labels, { class: "rp-small" })))))
    : el("div", { class: "rp-count", text: view.ending === "source" ? "Показок пока не было. Очков за них источник не называет (X-86)." : "Показок пока не было." });

  return el("div", { class: "rp-bezique" }, header,
    felt({ players: view.players, reader: ctx.seat, seats, centre: [stock, trick],
      hand: el("div", { class: "rp-bezique-bottom" },
        actions.length ? el("div", { class: "rp-actions", role: "group", "aria-label": "Ходы", "data-focus-group": "actions" }, actions) : null, mine) }),
    declared);
}

export function status(ctx) {
  const { view } = ctx;
  if (ctx.over) return view.ending === "source" ? "Прикуп кончился: дальше источник обрывается." : "Партия окончена.";
  if (!ctx.myTurn) return `Ходит ${seatName(view, ctx.toMove)}…`;
  const phase = view.phase;
  if (phase === "declare") return "Ход у вас, на руках 17 карт: покажите безик или скажите «пас».";
  if (phase === "respond" && view.last_tricks) return "Последние взятки: кладите карту той же масти и бейте, если можете; нет масти — бейте козырем.";
  if (phase === "respond") return "Перекройте карту на столе (старшей той же масти или козырем) или сбросьте любую.";
  return "Ваш ход: положите любую карту.";
}

export function resultText(ctx) {
  return ctx.result.summary_ru;
}

// «Игрок 2 кладёт десятку пик.», «Игрок 2 кладёт валета пик — ход у: Игрок 2 (перекрыл).»; the other
// moves («меняет 9♥ на …», «показка …») follow the name as they are.
export function sentence(ctx, seat, text) {
  const who = seatName(ctx.view, seat);
  return laysCard(who, text, ctx.labels) || `${who}: ${text}`;
}
