// The card table every game is drawn on: a felt with the players' seats round it, the reader at the
// bottom and the others in playing order (clockwise: the next player sits at the reader's left), a
// centre for what lies on the table, and the reader's hand as a fan. A family's renderer fills the
// seats and the centre; nothing here knows a rule.
//
// Places round the table, by the number of players (the reader is «bottom»):
//   2: top                     3: top-left, top-right          4: left, top, right
//   5: left, top-left, top-right, right                        6: left, top-left, top, top-right, right
// Bridge's compass is the four-player table: West left, North top, East right for a reader at South.
//
// Motion (../frame.js, ./motion.js) reads two things from what is drawn here: `data-seat` on every seat
// (a card a player lays flies from his seat, cards he takes fly to it; `data-count` tells who took), and
// `data-motion-sink` on the place where cards that leave the table go now (the discard pile, the winner
// of a trick).
import { cardBack, el } from "./cards.js";

const PLACES = {
  1: [],
  2: ["top"],
  3: ["top-left", "top-right"],
  4: ["left", "top", "right"],
  5: ["left", "top-left", "top-right", "right"],
  6: ["left", "top-left", "top", "top-right", "right"],
};

// The place of `seat` at a table of `players` seen by `reader` (the reader's own is "bottom").
export function placeOf(seat, players, reader) {
  const step = (seat - reader + players) % players;
  if (step === 0) return "bottom";
  return (PLACES[players] || PLACES[6])[step - 1] || "top";
}

const cardsWord = (n) => (n % 10 === 1 && n % 100 !== 11 ? "карта" : n % 10 >= 2 && n % 10 <= 4 && !(n % 100 >= 12 && n % 100 <= 14) ? "карты" : "карт");

// A hand face down: a small fan of backs with the number on it, named as a whole.
export function backsFan(count, { label = null, max = 7 } = {}) {
  const shown = Math.min(count, max);
  const fan = el("div", {
    class: "rp-backs-fan", role: "img", "aria-label": label || `${count} ${cardsWord(count)} рубашкой вверх`,
    style: `--n: ${Math.max(shown, 1)}`,
  });
  for (let i = 0; i < shown; i++) fan.append(cardBack(""));
  if (count) fan.append(el("span", { class: "rp-backs-count", "aria-hidden": "true", text: String(count) }));
  return fan;
}

// A seat round the table: its name, small marks (dealer, role, whose move it is), and what it holds
// (`body`: a fan of backs, open cards in teaching mode, a variant's extras).
//   marks: [{text, kind}] — kind "role" (нападает, отбивается…), "dealer", "out", "info"
export function seatBox({ seat, name, count = null, toMove = false, marks = [], body = null, place = "top", className = "", extra = [] }) {
  const box = el("div", {
    class: `rp-seat-box rp-place-${place}${toMove ? " rp-to-move" : ""}${className ? ` ${className}` : ""}`,
    "data-seat": seat, "data-count": count === null ? null : count,
  },
  el("div", { class: "rp-seat-head" },
    el("span", { class: "rp-seat-name", text: name }),
    toMove ? el("span", { class: "rp-mark rp-mark-move", text: "ходит" }) : null,
    marks.filter(Boolean).map(({ text, kind = "info", title = null }) => el("span", { class: `rp-mark rp-mark-${kind}`, text, title }))),
  body, ...extra);
  return box;
}

// The felt: `seats` maps a seat number to its box (the reader's seat is not among them), `centre` is what
// lies on the table, `hand` the reader's seat at the bottom (his hand and buttons). `players` and
// `reader` place the seats; `compass` lays a bridge table out (hands at the sides may be open).
// `sidesOnTop` seats everybody across the top (in the same order, left to right), for a table whose
// centre needs the whole width (canasta's melds).
export function felt({ players, reader, seats, centre, hand = null, className = "", compass = false, label = "Стол", sidesOnTop = false }) {
  const places = { top: [], left: [], right: [] };
  for (const [seat, box] of seats) {
    const place = placeOf(seat, players, reader);
    box.classList.add(`rp-place-${sidesOnTop && (place === "left" || place === "right") ? `top-${place}` : place}`);
    (sidesOnTop || (place !== "left" && place !== "right") ? places.top : place === "left" ? places.left : places.right).push([place, box]);
  }
  const order = { left: -1, "top-left": 0, top: 1, "top-right": 2, right: 3 };
  places.top.sort((a, b) => order[a[0]] - order[b[0]]);
  return el("div", { class: `rp-felt rp-players-${players}${compass ? " rp-felt-compass" : ""}${className ? ` ${className}` : ""}` },
    el("div", { class: "rp-felt-top" }, places.top.map(([, box]) => box)),
    places.left.length ? el("div", { class: "rp-felt-left" }, places.left.map(([, box]) => box)) : null,
    el("div", { class: "rp-felt-centre", role: "group", "aria-label": label }, centre),
    places.right.length ? el("div", { class: "rp-felt-right" }, places.right.map(([, box]) => box)) : null,
    hand ? el("div", { class: "rp-felt-bottom" }, hand) : null);
}

// A pile on the table (the stock, the discard, a trick pile): a few backs stacked, the number beside it.
// `sink` marks it as the place where leaving cards go now.
export function pile({ count, label, name, sink = false, className = "", under = null }) {
  const shown = Math.min(count, 4);
  const stack = el("div", { class: "rp-pile-stack", style: `--n: ${shown}` });
  if (under) stack.append(under); // the trump card crosswise under the stock
  for (let i = 0; i < shown; i++) stack.append(cardBack(""));
  return el("div", {
    class: `rp-pile${count ? "" : " rp-pile-empty"}${className ? ` ${className}` : ""}`, role: "img",
    "aria-label": label, "data-motion-sink": sink ? "" : null, "data-pile": name, "data-sink-count": count,
  }, stack, el("span", { class: "rp-pile-count", "aria-hidden": "true", text: name === "discard" ? `бито: ${count}` : String(count) }));
}

// A trick in the middle of the table: each card in front of the player who laid it (`played`: [[seat,
// card node]]), a caption in the middle (who took the last trick, whose lead). A card's name says who
// laid it («Запад: двойка пик»): `seatNames(seat)` gives the name.
export function trickSpots(played, { players, reader, caption = "", done = false, label = "Взятка на столе" }) {
  const spots = el("div", { class: `rp-trick-spots rp-trick-${players}${done ? " rp-trick-done" : ""}`, role: "group", "aria-label": label });
  for (const [seat, card] of played) {
    spots.append(el("div", { class: `rp-trick-spot rp-spot-${placeOf(seat, players, reader)}` }, card));
  }
  return el("div", { class: "rp-trick-compass" }, spots, caption ? el("div", { class: "rp-trick-caption", text: caption }) : null);
}
