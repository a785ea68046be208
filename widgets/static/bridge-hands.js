// Drawing bridge hands: the compass diagram (N at the top, S at the bottom, W left, E right) and a
// hand as four suit lines, ♠ ♥ ♦ ♣, as bridge columns print them. Shared by the hand viewer and the
// bridge table. The engine sends hands already sorted and the labels of every card; nothing here
// knows a rule.
import { cardBack, el } from "./cards.js";

export const SEATS = ["N", "E", "S", "W"];
export const SEAT_RU = { N: "Север", E: "Восток", S: "Юг", W: "Запад" };
export const SEAT_GEN_RU = { N: "Севера", E: "Востока", S: "Юга", W: "Запада" };
export const SIDE_RU = { NS: "Север–Юг", EW: "Восток–Запад" };
const SUITS = [["S", "♠", "пики"], ["H", "♥", "червы"], ["D", "♦", "бубны"], ["C", "♣", "трефы"]];

export const suitOf = (code) => code.slice(-1);

// A card inside a suit line: only its rank is printed (the suit opens the line), but it keeps the
// testing contract: data-card, role=img and the full Russian name.
export function pip(code, labels) {
  const label = labels[code] || { ru: code, name: code, red: "" };
  return el("span", {
    class: `rp-card rp-pip${label.red ? " rp-red" : ""}`,
    "data-card": code,
    role: "img",
    "aria-label": label.name,
    text: label.ru.replace(/[♠♥♦♣]$/, ""),
  });
}

// One hand as four suit lines. With `onClick`, every card is a real button; `playable` only
// highlights (the engine decides, and explains a refusal).
export function suitLines(codes, labels, { onClick = null, playable = null } = {}) {
  return el("div", { class: "rp-suits" }, SUITS.map(([suit, symbol, name]) => {
    const cards = codes.filter((c) => suitOf(c) === suit);
    const line = el("div", { class: "rp-suitline", "data-suit": suit },
      el("span", { class: `rp-suit-symbol${suit === "H" || suit === "D" ? " rp-red" : ""}`, role: "img", "aria-label": name, text: symbol }));
    if (!cards.length) line.append(el("span", { class: "rp-void", text: "—", title: "нет карт этой масти" }));
    for (const code of cards) {
      if (onClick) {
        const button = el("button", {
          type: "button",
          class: `rp-card-button${playable && playable.has(code) ? " rp-playable" : ""}`,
          onclick: () => onClick(code),
        }, pip(code, labels));
        button.setAttribute("aria-label", labels[code] ? labels[code].name : code);
        line.append(button);
      } else {
        line.append(pip(code, labels));
      }
    }
    return line;
  }));
}

// A hidden hand: one back and the number of cards.
export function hiddenHand(count) {
  return el("div", { class: "rp-hidden-hand" }, cardBack("закрытые карты"), el("span", { class: "rp-count", text: `× ${count}` }));
}

// The compass: `hands` maps a seat to a node (or null to leave the place empty); `center` goes in
// the middle.
export function compass(hands, center, { className = "" } = {}) {
  const box = el("div", { class: `rp-compass ${className}`.trim() });
  for (const seat of SEATS) {
    if (hands[seat]) box.append(el("div", { class: `rp-compass-seat rp-at-${seat}`, "data-seat": seat }, hands[seat]));
  }
  box.append(el("div", { class: "rp-compass-center" }, center));
  return box;
}

// The little compass rose drawn in the middle of a diagram.
export function rose() {
  return el("div", { class: "rp-rose", "aria-hidden": "true" },
    el("span", { class: "rp-rose-N", text: "С" }), el("span", { class: "rp-rose-W", text: "З" }),
    el("span", { class: "rp-rose-E", text: "В" }), el("span", { class: "rp-rose-S", text: "Ю" }));
}
