// A board of a hand record, drawn as printed records lay it out: the board's number, dealer and
// vulnerability in the top-left corner, the four hands round the board (its vulnerable sides red),
// the makeable-contracts table in the bottom-right corner and the par beside it. The hands, points
// and words come from the engine (bridge.generate); the table from the solver (bridge.dd_table).
import { el } from "./cards.js";
import { SEAT_RU, suitLines } from "./bridge-hands.js";

const STRAINS = [["NT", "БК", "без козыря"], ["S", "♠", "пики"], ["H", "♥", "червы"], ["D", "♦", "бубны"], ["C", "♣", "трефы"]];
const DECLARERS = ["N", "S", "E", "W"];
const SEAT_LETTER = { N: "С", E: "В", S: "Ю", W: "З" };
export const VUL_RU = { none: "никто", NS: "Север–Юг", EW: "Восток–Запад", all: "все" };

// «4♠ С», «3БК контра В–З»: a contract of the par, whatever form the solver gives it in («4S N»,
// «3NTX-EW», or an object with level, strain, declarer, doubled).
const STRAIN_TEXT = { NT: "БК", N: "БК", S: "♠", H: "♥", D: "♦", C: "♣" };
const SEATS_TEXT = { N: "С", E: "В", S: "Ю", W: "З", NS: "С–Ю", EW: "В–З" };
export function contractText(item) {
  if (typeof item === "string") {
    return item
      .replace(/\b([1-7])(NT|N|S|H|D|C)(XX|X)?\b/g, (_, level, strain, doubled) =>
        `${level}${STRAIN_TEXT[strain]}${doubled === "XX" ? " реконтра" : doubled ? " контра" : ""}`)
      .replace(/\b(NS|EW|N|E|S|W)\b/g, (seat) => SEATS_TEXT[seat])
      .replace(/[-:]/g, " ").replace(/\s+/g, " ").trim();
  }
  if (item && typeof item === "object") {
    const who = item.declarer || item.declarers || item.side || "";
    const doubled = item.doubled === 2 ? "XX" : item.doubled ? "X" : "";
    return contractText(`${item.level ?? ""}${item.strain || item.denom || ""}${doubled} ${Array.isArray(who) ? who.join("") : who}`);
  }
  return String(item);
}

// «Пар: 4♠ С, 4♠ Ю (Север–Юг +420).» The score is North–South's, as par scores are written.
// The engine's own Russian wording of a par contract («4♠ Севера, ровно») is used when it gives one.
export function parText(par) {
  if (!par) return "";
  const contracts = (par.contracts || []).map((c) => (c && typeof c.ru === "string" ? c.ru : contractText(c))).filter(Boolean);
  const score = Number(par.score);
  const points = score === 0 ? "0" : `${score > 0 ? "Север–Юг" : "Восток–Запад"} +${Math.abs(score)}`;
  return `Пар: ${contracts.length ? contracts.join("; ") : "пас"} (${points}).`;
}

function ddTable() {
  const head = el("tr", {}, el("td", {}),
    STRAINS.map(([, symbol, name]) => el("th", { scope: "col", class: symbol === "♥" || symbol === "♦" ? "rp-red" : "" },
      el("span", { "aria-label": name, text: symbol }))));
  const rows = DECLARERS.map((seat) => el("tr", {},
    el("th", { scope: "row", text: SEAT_LETTER[seat], title: SEAT_RU[seat], "aria-label": SEAT_RU[seat] }),
    STRAINS.map(([strain]) => el("td", { "data-declarer": seat, "data-strain": strain, text: "…" }))));
  return el("table", { class: "rp-dd", "data-dd": "pending" },
    el("caption", { text: "Выполнимые контракты" }), el("thead", {}, head), el("tbody", {}, rows));
}

// One board as an <article data-board="n">; `links` are put under it (on screen only).
export function boardRecord(board, labels, links = []) {
  const place = (area, ...children) => el("div", { class: `rp-record-${area}` }, ...children);
  const hand = (seat) => el("div", { class: "rp-bhand rp-record-hand", "data-seat": seat },
    el("div", { class: "rp-seat" }, SEAT_RU[seat], " ", el("span", { class: "rp-hcp", text: board.hcp_ru[seat] })),
    suitLines(board.hands[seat], labels));
  const vul = board.vulnerability;
  const grid = el("div", { class: "rp-record-grid" },
    place("head",
      el("strong", { class: "rp-record-number", text: `Сдача ${board.board}` }),
      el("span", { text: `Сдаёт ${SEAT_RU[board.dealer]}` }),
      el("span", { text: `Зона: ${VUL_RU[vul]}` })),
    hand("N"), hand("W"),
    place("mark", el("div", { class: `rp-board-mark rp-vul-${vul}`, "aria-hidden": "true" },
      el("span", { class: "rp-board-number", text: String(board.board) }),
      el("span", { class: "rp-board-dealer", text: `сд. ${SEAT_LETTER[board.dealer]}` }))),
    hand("E"), hand("S"),
    place("par", el("p", { class: "rp-par" })),
    place("dd", ddTable()));
  const linkLine = links.length
    ? el("p", { class: "rp-record-links" }, links.flatMap((link, i) => (i ? [" · ", link] : [link]))) : null;
  return el("article", { class: "rp-record", "data-board": board.board, "aria-label": `Сдача ${board.board}` }, grid, linkLine);
}

// The cells of the table in the order they are solved: [declarer, strain].
export const CELLS = DECLARERS.flatMap((seat) => STRAINS.map(([strain]) => [seat, strain]));

// One cell: the level the declarer makes in the strain (tricks − 6), «–» below seven tricks.
export function fillCell(article, declarer, strain, tricks) {
  const cell = article.querySelector(`.rp-dd td[data-declarer="${declarer}"][data-strain="${strain}"]`);
  cell.dataset.tricks = tricks;
  cell.textContent = tricks >= 7 ? String(tricks - 6) : "–";
  cell.title = `${SEAT_RU[declarer]}, взяток: ${tricks}`;
}

// The solver's whole answer in a record: every cell and the par.
export function fillRecord(article, answer) {
  for (const [declarer, strain] of CELLS) fillCell(article, declarer, strain, answer.tricks[declarer][strain]);
  article.querySelector(".rp-dd").dataset.dd = "done";
  article.querySelector(".rp-par").textContent = parText(answer.par);
}
