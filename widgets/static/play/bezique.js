// The Bezique table, as far as the source goes («по источнику, без очков»): the turned trump, the
// card led and the covers, the lead, the exchange for a trump nine, the «безик» declaration, the
// draw back to 18 — and no score, because the source stops before it.
import { actionButton, backs, cardNode, el, handButtons, laysCard, playableCards, seatName } from "./common.js";

const JOKER_LABEL = { ru: "Инф", name: "инфузорка", red: "" };

function withJoker(labels) {
  return { ...labels, JK: JOKER_LABEL };
}

function played(view, labels, [seat, code, stands]) {
  return el("div", { class: "rp-trick-card" },
    el("div", { class: "rp-seat", text: seatName(view, seat) }),
    cardNode(code, labels),
    code !== stands ? el("div", { class: "rp-count", text: `как ${labels[stands] ? labels[stands].ru : stands}` }) : null);
}

export function render(ctx) {
  const { view, legal } = ctx;
  const labels = withJoker(ctx.labels);
  const header = el("div", { class: "rp-king-deal rp-bezique-head" },
    el("strong", { text: "По источнику, без очков" }),
    el("div", { class: "rp-extras" },
      view.trump ? el("span", {}, "Открытый козырь: ", cardNode(view.trump, labels)) : null,
      el("span", { text: view.trump_suit_ru ? `козырная масть — ${view.trump_suit_ru}` : "без козыря (открыта инфузорка)" }),
      el("span", { class: "rp-count", text: `в прикупе ${view.stock_size}` }),
      el("span", { class: "rp-count", text: view.exchanged ? "козырь уже меняли на девятку" : "обмен на девятку ещё возможен" }),
      el("span", { class: "rp-count", text: `кругов сыграно: ${view.rounds_played}` })));

  const seats = [];
  for (let seat = 0; seat < view.players; seat++) {
    if (seat === ctx.seat) continue;
    const theirs = ctx.views && ctx.views[seat] ? ctx.views[seat].hand : null;
    seats.push(el("div", { class: "rp-hand", "data-seat": seat },
      el("div", { class: "rp-seat" }, `${seatName(view, seat)} `,
        el("span", { class: "rp-count", text: `(${view.hand_sizes[seat]})${seat === ctx.toMove ? " — ходит" : ""}${seat === view.leader ? " · ход у него" : ""}` })),
      theirs ? el("div", { class: "rp-cards", role: "group", "aria-label": `Карты: ${seatName(view, seat)}` }, theirs.map((c) => cardNode(c, labels))) : backs(view.hand_sizes[seat])));
  }

  const table = el("div", { class: "rp-trick", role: "group", "aria-label": "Карты на столе" }, view.table.map((t) => played(view, labels, t)));
  if (!view.table.length) {
    const last = view.rounds.at(-1);
    if (last) {
      table.classList.add("rp-trick-done");
      table.append(el("div", { class: "rp-count", text: `Прошлый круг: ${last.covered ? "перекрыл" : "никто не перекрыл — ход остался у"} ${seatName(view, last.winner)}` }),
        ...last.cards.map((t) => played(view, labels, t)));
    } else {
      table.append(el("div", { class: "rp-count", text: "Стол пуст" }));
    }
  }

  const actions = [];
  if (ctx.myTurn) {
    for (const move of legal) {
      if (move.type === "exchange") {
        actions.push(actionButton(`Обменять ${labels[move.card].ru} на открытый козырь`, () => ctx.play(move), { key: "exchange" }));
      } else if (move.type === "declare") {
        const cards = move.cards.map((c) => labels[c].ru).join(" + ");
        actions.push(actionButton(`Показать безик: ${cards}`, () => ctx.play(move), { primary: true, key: `declare:${cards}` }));
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
  const mine = el("div", { class: "rp-hand rp-mine" },
    el("div", { class: "rp-seat", text: `Ваши карты (${view.hand.length})${ctx.myTurn ? " — ваш ход" : ""}${shown.size ? "; уже показаны в безике: " + [...shown].map((c) => labels[c].ru).join(" ") : ""}` }),
    handButtons(view.hand, labels, (code) => {
      if (code === "JK") {
        ctx.memory.joker = true;
        ctx.rerender();
        return;
      }
      ctx.play({ type: "card", card: code });
    }, { playable: ctx.myTurn ? playableCards(legal) : null }));

  const declared = view.declarations.length
    ? el("ul", { class: "rp-notes rp-bezique-declared" }, view.declarations.map((d) => el("li", {},
      `${seatName(view, d.seat)}: ${d.name_ru} (круг ${d.round}) `, d.cards.map((c) => cardNode(c, labels)))))
    : el("div", { class: "rp-count", text: "Показок пока не было. Очков за них источник не называет (X-86)." });

  return el("div", { class: "rp-bezique" }, header, el("div", { class: "rp-opponents" }, seats), table,
    actions.length ? el("div", { class: "rp-actions", role: "group", "aria-label": "Ходы", "data-focus-group": "actions" }, actions) : null, mine, declared);
}

export function status(ctx) {
  if (ctx.over) return "Прикуп кончился: дальше источник обрывается.";
  if (!ctx.myTurn) return `Ходит ${seatName(ctx.view, ctx.toMove)}…`;
  const phase = ctx.view.phase;
  if (phase === "declare") return "Ход у вас, на руках 17 карт: покажите безик или скажите «пас».";
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
