// The form of a lesson's constraints: for each seat, points, balanced, a five-card major, each suit's
// length and the longest suit, as from–to boxes. It turns into the protocol's constraints and back;
// it checks nothing: what it sends is read and checked by the engine (bridge.constraints), and a box
// that is not a whole number is sent as typed, so that the engine says what is wrong with it.
import { el } from "./cards.js";
import { SEATS, SEAT_RU } from "./bridge-hands.js";

const SUITS = [["S", "♠", "пики"], ["H", "♥", "червы"], ["D", "♦", "бубны"], ["C", "♣", "трефы"]];
const LIMITS = { hcp: [0, 37], suit: [0, 13], longest: [4, 13] };

export class ConstraintsForm {
  constructor() {
    this.fields = {};
    this.node = el("div", { class: "rp-lesson-seats" }, SEATS.map((seat) => this.fieldset(seat)));
  }

  fieldset(seat) {
    const range = (label, [min, max]) => [
      el("input", { type: "number", min, max, step: 1, "aria-label": `${label} от (${SEAT_RU[seat]})` }),
      el("input", { type: "number", min, max, step: 1, "aria-label": `${label} до (${SEAT_RU[seat]})` }),
    ];
    const f = {
      hcp: range("Очки", LIMITS.hcp),
      suits: Object.fromEntries(SUITS.map(([code, , name]) => [code, range(name[0].toUpperCase() + name.slice(1), LIMITS.suit)])),
      longest: range("Самая длинная масть", LIMITS.longest),
      balanced: el("input", { type: "checkbox" }),
      major5: el("input", { type: "checkbox" }),
    };
    this.fields[seat] = f;
    const pair = ([from, to]) => el("span", { class: "rp-range" }, from, "–", to);
    const row = (...children) => el("div", { class: "rp-lesson-row" }, ...children);
    return el("fieldset", { class: "rp-lesson-seat" },
      el("legend", { text: SEAT_RU[seat] }),
      row(el("span", { class: "rp-lesson-name", text: "Очки" }), pair(f.hcp)),
      row(el("label", {}, f.balanced, " ровная"), el("label", {}, f.major5, " пятёрка в мажоре")),
      SUITS.map(([code, symbol, name]) => row(
        el("span", { class: `rp-lesson-name rp-suit-symbol${code === "H" || code === "D" ? " rp-red" : ""}`, role: "img", "aria-label": name, text: symbol }),
        pair(f.suits[code]))),
      row(el("span", { class: "rp-lesson-name", text: "Длинная", title: "Самая длинная масть руки: от скольких и до скольких карт" }), pair(f.longest)));
  }

  // The protocol's constraints: {"S": {"hcp": [15, 17], "balanced": true}, ...}; an empty box asks nothing.
  read() {
    const value = (input) => {
      const text = input.value.trim();
      return text === "" ? null : /^\d+$/.test(text) ? Number(text) : text;
    };
    const range = ([from, to], [low, high]) => {
      const a = value(from), b = value(to);
      return a === null && b === null ? null : [a ?? low, b ?? high];
    };
    const out = {};
    for (const seat of SEATS) {
      const f = this.fields[seat];
      const item = {};
      const suits = {};
      for (const [code] of SUITS) {
        const r = range(f.suits[code], LIMITS.suit);
        if (r) suits[code] = r;
      }
      const hcp = range(f.hcp, LIMITS.hcp);
      const longest = range(f.longest, LIMITS.longest);
      if (hcp) item.hcp = hcp;
      if (Object.keys(suits).length) item.suits = suits;
      if (longest) item.longest = longest;
      if (f.balanced.checked) item.balanced = true;
      if (f.major5.checked) item.major5 = true;
      if (Object.keys(item).length) out[seat] = item;
    }
    return out;
  }

  // Show constraints (as the engine returned them) in the boxes.
  fill(constraints) {
    const put = ([from, to], r, [low, high]) => {
      from.value = r && r[0] !== low ? r[0] : "";
      to.value = r && r[1] !== high ? r[1] : "";
    };
    for (const seat of SEATS) {
      const c = constraints[seat] || {};
      const f = this.fields[seat];
      put(f.hcp, c.hcp, LIMITS.hcp);
      for (const [code] of SUITS) put(f.suits[code], c.suits && c.suits[code], LIMITS.suit);
      put(f.longest, c.longest, LIMITS.longest);
      f.balanced.checked = Boolean(c.balanced);
      f.major5.checked = Boolean(c.major5);
    }
  }
}
