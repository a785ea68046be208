// The King table: the current deal and its penalty, the trick, the hands and the running score.
import { backs, cardNode, el, handButtons, playableCards, seatName, table } from "./common.js";

const SUITS_RU = { C: "трефы", D: "бубны", H: "червы", S: "пики" };

export function render(ctx) {
  const { view, labels, legal } = ctx;
  const deals = view.deals || [];
  const header = el("div", { class: "rp-king-deal" },
    el("strong", { text: `Сдача ${view.deal_index + 1} из ${deals.length}: ${view.deal_name_ru}` }),
    el("div", { text: view.deal_rule_ru }),
    view.trump !== null && view.trump !== undefined
      ? el("div", { text: `Козыри: ${SUITS_RU[view.trump] || "без козыря"}` }) : null,
    el("div", { class: "rp-count", text: `Сдаёт: ${seatName(view, view.dealer)}` }));

  const trick = el("div", { class: "rp-trick", "aria-label": "Взятка на столе" },
    (view.trick || []).map(([seat, code]) =>
      el("div", { class: "rp-trick-card" }, el("div", { class: "rp-seat", text: seatName(view, seat) }), cardNode(code, labels))));
  if (!(view.trick || []).length) {
    // Between tricks, keep the last one in sight so the reader sees who took it.
    const done = (view.tricks || []).at(-1) || (view.last_deal && !(view.tricks || []).length ? view.last_deal.tricks.at(-1) : null);
    if (done) {
      trick.classList.add("rp-trick-done");
      trick.append(el("div", { class: "rp-count", text: `Последняя взятка — взял(а) ${seatName(view, done.winner)}:` }),
        ...done.cards.map(([seat, code]) => el("div", { class: "rp-trick-card" },
          el("div", { class: "rp-seat", text: seatName(view, seat) }), cardNode(code, labels))));
    } else {
      trick.append(el("div", { class: "rp-count", text: "Взятка пуста" }));
    }
  }
  const finished = view.last_deal && !(view.tricks || []).length && !(view.trick || []).length
    ? el("div", { class: "rp-actions", text: `Сдача «${view.last_deal.name_ru}» закончена: ${view.last_deal.points.map((p, i) => `${seatName(view, i)} ${p > 0 ? "+" : ""}${p}`).join(", ")}.` })
    : null;

  const seats = [];
  for (let seat = 0; seat < view.hand_sizes.length; seat++) {
    if (seat === ctx.seat) continue;
    const theirs = ctx.views && ctx.views[seat] ? ctx.views[seat].hand : null;
    seats.push(el("div", { class: "rp-hand", "data-seat": seat },
      el("div", { class: "rp-seat" }, `${seatName(view, seat)} `,
        el("span", { class: "rp-count", text: `(${view.hand_sizes[seat]})${seat === ctx.toMove ? " — ходит" : ""}` })),
      theirs ? el("div", { class: "rp-cards" }, theirs.map((c) => cardNode(c, labels))) : backs(view.hand_sizes[seat])));
  }

  const trumpChoices = legal.filter((m) => m.type === "trump");
  const choose = trumpChoices.length ? el("div", { class: "rp-actions" }, el("span", { text: "Назначьте козырь: " }),
    trumpChoices.map((m) => el("button", {
      type: "button", class: "rp-button", text: m.suit ? SUITS_RU[m.suit] : "без козыря", onclick: () => ctx.play(m),
    }))) : null;

  const mine = el("div", { class: "rp-hand rp-mine" },
    el("div", { class: "rp-seat", text: `Ваши карты${ctx.myTurn ? " — ваш ход" : ""}` }),
    handButtons(view.hand, labels, (code) => ctx.play({ type: "card", card: code }),
      { playable: ctx.myTurn ? playableCards(legal) : null }));

  const names = view.seats.map((_, seat) => seatName(view, seat));
  const rows = (view.history || []).map((h) => [h.name_ru, ...h.points]);
  rows.push(["Итого", ...view.scores]);
  const scores = table(["Сдача", ...names], rows, { caption: "Очки по сдачам" });

  return el("div", { class: "rp-king" }, header, el("div", { class: "rp-opponents" }, seats), finished, trick, choose, mine, scores);
}

export function status(ctx) {
  if (ctx.over) return "Партия окончена.";
  if (ctx.myTurn) return "Ваш ход: выберите карту.";
  return `Ходит ${seatName(ctx.view, ctx.toMove)}…`;
}
