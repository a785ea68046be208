// Pieces shared by the game tables: hands of clickable cards, card backs, seat labels, score tables.
import { cardBack, cardNode, el } from "../cards.js";

// A hand the reader plays from. Every card is a real button; `playable` (from the engine's legal
// moves) only highlights, it never blocks: a click on any card goes to the engine, which explains
// a refusal.
export function handButtons(codes, labels, onClick, { playable = null, selected = new Set(), disabled = false } = {}) {
  return el("div", { class: "rp-cards rp-hand-buttons" }, codes.map((code, index) => {
    const button = el("button", {
      type: "button",
      class: `rp-card-button${playable && playable.has(code) ? " rp-playable" : ""}${selected.has(index) ? " rp-selected" : ""}`,
      "aria-pressed": selected.has(index) ? "true" : "false",
      disabled,
      onclick: () => onClick(code, index),
    }, cardNode(code, labels));
    button.setAttribute("aria-label", labels[code] ? labels[code].name : code);
    return button;
  }));
}

export function backs(count, label = "закрытая карта") {
  const shown = Math.min(count, 12);
  const row = el("div", { class: "rp-cards rp-backs" });
  for (let i = 0; i < shown; i++) row.append(cardBack(label));
  if (count > shown) row.append(el("span", { class: "rp-count", text: `+${count - shown}` }));
  return row;
}

export function seatName(view, seat) {
  return (view.seats && view.seats[seat]) || `Игрок ${seat + 1}`;
}

export function table(headers, rows, { caption = null, className = "rp-score-table" } = {}) {
  return el("table", { class: className },
    caption ? el("caption", { text: caption }) : null,
    el("thead", {}, el("tr", {}, headers.map((h) => el("th", { scope: "col", text: String(h) })))),
    el("tbody", {}, rows.map((row) => el("tr", {}, row.map((cell, i) =>
      i === 0 ? el("th", { scope: "row", text: String(cell) }) : el("td", { text: String(cell) }))))));
}

export function playableCards(legal, type = "card") {
  return new Set(legal.filter((m) => m.type === type && m.card).map((m) => m.card));
}

export { cardNode, el };
