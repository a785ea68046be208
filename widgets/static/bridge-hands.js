// Drawing bridge hands: the compass diagram (N at the top, S at the bottom, W left, E right) and a
// hand as four suit lines, ♠ ♥ ♦ ♣, as bridge columns print them. Shared by the hand viewer and the
// bridge table. The engine sends hands already sorted and the labels of every card; nothing here
// knows a rule.
import { cardBack, el } from "./cards.js";
import { cardButton, cardsWord, roving } from "./play/common.js";

export const SEATS = ["N", "E", "S", "W"];
export const SEAT_RU = { N: "Север", E: "Восток", S: "Юг", W: "Запад" };
export const SEAT_GEN_RU = { N: "Севера", E: "Востока", S: "Юга", W: "Запада" };
export const SIDE_RU = { NS: "Север–Юг", EW: "Восток–Запад" };
// The rubber sheet's columns: «Мы» are North–South, «Они» East–West.
export const SHEET_SIDE = { NS: "Мы", EW: "Они" };

// How a call is said: «1 трефа», «2 без козыря», «пас», «контра». Only grammar: the number agrees
// with the suit's name (1 трефа, 2 трефы, 5 треф).
const STRAIN_WORDS = {
  C: ["трефа", "трефы", "треф"], D: ["бубна", "бубны", "бубен"], H: ["черва", "червы", "черв"],
  S: ["пика", "пики", "пик"], NT: ["без козыря", "без козыря", "без козыря"],
};
const CALL_WORDS = { pass: "пас", X: "контра", XX: "реконтра" };
export function callWords(call) {
  if (CALL_WORDS[call]) return CALL_WORDS[call];
  const m = /^([1-7])(NT|[CDHS])$/.exec(call);
  if (!m) return call;
  const level = Number(m[1]);
  const form = level === 1 ? 0 : level <= 4 ? 1 : 2;
  return `${level} ${STRAIN_WORDS[m[2]][form]}`;
}
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

// One hand as four suit lines. With `onClick`, every card is a real button and the hand is one tab
// stop (arrows along a suit, up/down between suits); cards not in `playable` (the engine's legal
// cards) are aria-disabled but still clickable: the engine explains a refusal.
export function suitLines(codes, labels, { onClick = null, playable = null, group = "hand", label = "Карты" } = {}) {
  const box = el("div", { class: "rp-suits" }, SUITS.map(([suit, symbol, name]) => {
    const cards = codes.filter((c) => suitOf(c) === suit);
    const line = el("div", { class: "rp-suitline", "data-suit": suit },
      el("span", { class: `rp-suit-symbol${suit === "H" || suit === "D" ? " rp-red" : ""}`, role: "img", "aria-label": name, text: symbol }));
    if (!cards.length) line.append(el("span", { class: "rp-void", text: "—", title: "нет карт этой масти" }));
    for (const code of cards) {
      if (onClick) {
        const canPlay = playable !== null && playable.has(code);
        line.append(cardButton(code, labels, () => onClick(code), {
          legal: canPlay, className: canPlay ? "rp-playable" : "", content: pip(code, labels),
        }));
      } else {
        line.append(pip(code, labels));
      }
    }
    return line;
  }));
  if (!onClick) return box;
  box.setAttribute("role", "toolbar");
  box.setAttribute("aria-label", label);
  box.setAttribute("aria-orientation", "vertical");
  box.dataset.focusGroup = group;
  return roving(box);
}

// A hidden hand: one back and the number of cards, named as a whole («13 карт рубашкой вверх»).
export function hiddenHand(count) {
  return el("div", { class: "rp-hidden-hand", role: "img", "aria-label": `${count} ${cardsWord(count)} рубашкой вверх` },
    cardBack(""), el("span", { class: "rp-count", text: `× ${count}` }));
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
