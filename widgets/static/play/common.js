// Pieces shared by the game tables: hands of clickable cards, action buttons, card backs, seat
// labels, score tables, and the words the tables speak. Accessibility lives here, so that a new
// renderer gets it by using these helpers. The rules a renderer author follows:
//
// - Draw controls with handButtons / actionButton / cardButton (or give your own controls a stable
//   `data-focus-key` and put related ones in a `data-focus-group`): the frame (../frame.js) keeps
//   the reader's focus on the same control, or the one in its place, after every redraw.
// - A row of like controls (a hand, a call box) is one tab stop: wrap it with roving(container);
//   arrows move along and between rows, Home/End jump, Enter/Space press.
// - Legality comes from the engine's `legal` list and is exposed with aria-disabled (never the
//   `disabled` attribute on a card or a call: a click still reaches the engine, which explains).
// - A control's accessible name starts with its visible text: «Д♠ — дама пик», «1♣ — 1 трефа».
// - Nothing here knows a rule of any game: labels, legal moves and sentences come from the engine.
import { cardNode, el } from "../cards.js";
import { backsFan } from "../table.js";

// --- words -------------------------------------------------------------------------------------------

// The form of a noun after a number, Russian style: plural(5, "карта", "карты", "карт") → «карт».
export function plural(n, one, few, many) {
  if (n % 10 === 1 && n % 100 !== 11) return one;
  if (n % 10 >= 2 && n % 10 <= 4 && !(n % 100 >= 12 && n % 100 <= 14)) return few;
  return many;
}

// The form of «карта» after a number: 1 карта, 2 карты, 5 карт.
export const cardsWord = (n) => plural(n, "карта", "карты", "карт");

// Points with their sign, as score sheets write them: +30, −10 (a true minus), 0.
export const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

// A card's name in the accusative, for sentences: «дама пик» → «даму пик», «туз треф» → «туза треф».
const ANIMATE = { туз: "туза", король: "короля", валет: "валета", джокер: "джокера" };
export function accusative(name) {
  const [first, ...rest] = name.split(" ");
  const word = ANIMATE[first] || (first.endsWith("а") ? `${first.slice(0, -1)}у` : first);
  return [word, ...rest].join(" ");
}

// «Игрок 2 кладёт даму пик — взятку берёт Игрок 4»: a move logged as a card index («Д♠ — …») told
// as a sentence; null when the text does not start with a card.
export function laysCard(who, text, labels) {
  const [index, ...rest] = text.split(" — ");
  const code = Object.keys(labels).find((c) => labels[c].ru === index);
  if (!code) return null;
  return `${who} кладёт ${accusative(cardName(code, labels))}${rest.length ? ` — ${rest.join(" — ")}` : ""}`;
}

export function cardName(code, labels) {
  return (labels[code] || { name: code }).name;
}

// The accessible name of a card control: its visible index first, then its name.
export function cardLabel(code, labels) {
  const label = labels[code] || { ru: code, name: code };
  return label.ru === label.name ? label.name : `${label.ru} — ${label.name}`;
}

const spokenIndex = new WeakMap();
// Card indices in an engine sentence («бьёт 6♥ 10♥») read as names, so that a screen reader does not
// spell out symbols: «бьёт шестёрка червей, десятка червей».
export function speakCards(text, labels) {
  if (!text || !labels) return text;
  let entry = spokenIndex.get(labels);
  if (!entry) {
    const byIndex = new Map(Object.values(labels).filter((l) => /[♠♥♦♣]/.test(l.ru)).map((l) => [l.ru, l.name]));
    const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const pattern = [...byIndex.keys()].sort((a, b) => b.length - a.length).map(escape).join("|");
    entry = { byIndex, pattern: pattern ? new RegExp(`(?<![\\p{L}\\d])(${pattern})((?:\\s+(?:${pattern}))*)`, "gu") : null };
    spokenIndex.set(labels, entry);
  }
  if (!entry.pattern) return text;
  return text.replace(entry.pattern, (whole) => whole.split(/\s+/).map((ru) => entry.byIndex.get(ru) || ru).join(", "));
}

// A sentence about the reader's own seat, said to the reader: «Игрок 1 заходит: 6♣.» → «Вы заходите:
// 6♣.», «Юг: пас» → «Вы: пас», «… взятку берёт Игрок 1» → «… взятку берёте вы», «на игрока 1» → «на вас»;
// any other mention keeps the name and adds «(вы)». A Russian verb of the third person singular in
// -ет/-ёт/-ит becomes the plural of address by adding «е».
export function asReader(text, name) {
  if (!text || !name) return text;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const verb = (word) => (/[еёи]т$/.test(word) ? `${word}е` : word);
  let out = text;
  if (out.startsWith(`${name}:`)) out = `Вы${out.slice(name.length)}`;
  else if (out.startsWith(`${name} `)) {
    // The verb is the first word after the name, or comes after «больше не», «не».
    out = `Вы ${out.slice(name.length + 1).replace(/^((?:больше\s+)?(?:не\s+)?)(\p{L}+)/u, (_, lead, word) => lead + verb(word))}`;
    // A second verb of the same subject, after «и»/«а»: «Вы кладёте Д♠ и заказываете червы».
    out = out.replace(/(^Вы [^.;:!?]*?\s(?:и|а)\s+(?:не\s+)?)(\p{L}+[еёи]т)(?=[\s.,;:!?]|$)/u, (_, lead, word) => lead + word + "е");
  }
  out = out.replace(new RegExp(`(\\p{L}+) ${escaped}(?![\\p{L}\\d])`, "gu"), (whole, word) => (/[еёи]т$/.test(word) ? `${word}е вы` : whole));
  const number = /^Игрок (\d+)$/.exec(name);
  if (number) out = out.replace(new RegExp(`(?<![\\p{L}])игрока ${number[1]}(?!\\d)`, "gu"), "вас");
  return out.replace(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}\\d]| \\(вы\\))`, "gu"), `${name} (вы)`);
}

export function seatName(view, seat) {
  return (view.seats && view.seats[seat]) || `Игрок ${seat + 1}`;
}

// --- controls ----------------------------------------------------------------------------------------

// A button for an action of the table («Бито», «Взять», «Следующая сдача»). `legal: false` marks an
// action the engine does not offer now (aria-disabled; a press still gets the engine's reason);
// `focusDefault` makes it where the frame puts focus when the reader's control has gone. Its focus key
// is «act:<key or text>»; a key with a prefix of its own («move:take», «suit:S») is kept as it is.
export function actionButton(text, onclick, { primary = false, key = null, legal = null, focusDefault = false, pressed = null, title = null, className = "" } = {}) {
  return el("button", {
    type: "button", class: `rp-button${primary ? " rp-primary" : ""}${className ? ` ${className}` : ""}`, text, title, onclick,
    "data-focus-key": key && key.includes(":") ? key : `act:${key || text}`,
    "aria-disabled": legal === false ? "true" : null,
    "aria-pressed": pressed === null ? null : String(pressed),
    "data-focus-default": focusDefault ? "" : null,
  });
}

// A card as a button (in a hand, on the table). Its name starts with what it shows: «Д♠ — дама пик».
export function cardButton(code, labels, onclick, { key, legal = null, pressed = null, className = "", content = null, label = null } = {}) {
  const button = el("button", {
    type: "button",
    class: `rp-card-button${className ? ` ${className}` : ""}`,
    "data-focus-key": key || `card:${code}`,
    "aria-disabled": legal === false ? "true" : null,
    "aria-pressed": pressed === null ? null : String(pressed),
    onclick,
  }, content || cardNode(code, labels));
  button.setAttribute("aria-label", label || cardLabel(code, labels));
  return button;
}

// A hand the reader plays from, one tab stop with arrow keys (see roving). Every card is a real
// button. mode "play": a click plays the card; cards the engine does not list (`playable`, from its
// legal moves; null when it is not the reader's turn) are aria-disabled but still clickable, and the
// engine explains a refusal. mode "mark": a click marks the card for a move made with a button
// (canasta's melds, durak's several cards); marked cards are aria-pressed, and `playable` only adds
// a note to the name. `group` names the hand for focus keeping when a table shows several.
export function handButtons(codes, labels, onClick, {
  playable = null, selected = new Set(), mode = "play", label = "Ваши карты", group = "hand", aside = new Set(),
} = {}) {
  const seen = {};
  const buttons = codes.map((code, index) => {
    const n = (seen[code] = (seen[code] ?? -1) + 1);
    const canPlay = playable !== null && playable.has(code);
    const marked = selected.has(index);
    const button = cardButton(code, labels, () => onClick(code, index), {
      key: `card:${code}:${n}`,
      legal: mode === "play" ? canPlay : playable !== null && !aside.has(index),
      pressed: mode === "mark" ? marked : null,
      className: `${canPlay ? "rp-playable" : ""}${marked ? " rp-selected" : ""}${aside.has(index) ? " rp-staged" : ""}`.trim(),
      label: mode === "mark" && canPlay ? `${cardLabel(code, labels)}, подходит для хода` : null,
    });
    return button;
  });
  // A fan (table.css): the cards overlap as much as the width needs, never below a 44 px target.
  const row = el("div", { class: "rp-cards rp-hand-buttons rp-fan", role: "toolbar", "aria-label": label, "data-focus-group": group,
    style: `--n: ${Math.max(codes.length, 1)}` }, buttons);
  return roving(row);
}

// One tab stop for a group of controls: the arrows move focus along the row (left/right) and to the
// nearest control of the row above or below as laid out on screen (up/down), Home/End go to the ends.
// The tab stop starts on the first control the engine allows (or the first), and follows the focus.
export function roving(container, { items = "[data-focus-key]" } = {}) {
  const all = () => [...container.querySelectorAll(items)];
  const list = all();
  const start = list.find((b) => b.getAttribute("aria-disabled") !== "true") || list[0];
  for (const item of list) item.tabIndex = item === start ? 0 : -1;
  container.addEventListener("focusin", (event) => {
    const current = event.target.closest(items);
    if (!current || !container.contains(current)) return;
    for (const item of all()) item.tabIndex = item === current ? 0 : -1;
  });
  container.addEventListener("keydown", (event) => {
    const current = event.target.closest(items);
    if (!current || event.altKey || event.ctrlKey || event.metaKey) return;
    const itemsNow = all();
    const index = itemsNow.indexOf(current);
    let next = null;
    if (event.key === "ArrowRight") next = itemsNow[index + 1];
    else if (event.key === "ArrowLeft") next = itemsNow[index - 1];
    else if (event.key === "Home") next = itemsNow[0];
    else if (event.key === "End") next = itemsNow.at(-1);
    else if (event.key === "ArrowDown" || event.key === "ArrowUp") next = rowNeighbour(itemsNow, current, event.key === "ArrowDown") || itemsNow[index + (event.key === "ArrowDown" ? 1 : -1)];
    else return;
    event.preventDefault();
    if (next) next.focus();
  });
  return container;
}

// The control of the next row down (or up) whose centre is nearest to the current one's.
function rowNeighbour(items, current, down) {
  const here = current.getBoundingClientRect();
  const rects = items.map((item) => [item, item.getBoundingClientRect()]);
  const beyond = rects.filter(([, r]) => (down ? r.top >= here.bottom - 2 : r.bottom <= here.top + 2) && r.width > 0);
  if (!beyond.length) return null;
  const edge = down ? Math.min(...beyond.map(([, r]) => r.top)) : Math.max(...beyond.map(([, r]) => r.bottom));
  const row = beyond.filter(([, r]) => Math.abs((down ? r.top : r.bottom) - edge) < here.height / 2);
  const centre = (r) => r.left + r.width / 2;
  row.sort((a, b) => Math.abs(centre(a[1]) - centre(here)) - Math.abs(centre(b[1]) - centre(here)));
  return row[0][0];
}

// --- drawing -----------------------------------------------------------------------------------------

// Cards face down: one picture for the whole hand («5 карт рубашкой вверх»), a small fan with the number.
export function backs(count, label = null) {
  return backsFan(count, { label });
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
