// Drawing cards and small DOM helpers shared by every widget. Labels (Russian index, accessible
// name, colour) come from the engine's responses: no card knowledge lives here.

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined) node.append(child);
  }
  return node;
}

// Every card on the site is drawn here, from one set of art: the SVG sprite cards.svg beside this module
// (made at build time by widgets/cardart.py, one <symbol> a card and one back, fetched the first time a
// card is drawn). The art is decoration: the card element carries the engine's name («дама пик») and
// data-card (the English code); its suit class sets the colour the art is drawn in (cards.css).
const SPRITE = new URL("./cards.svg", import.meta.url).href;
const SVG_NS = "http://www.w3.org/2000/svg";

function art(symbol) {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("class", "rp-art");
  svg.setAttribute("viewBox", "0 0 100 140");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  const use = document.createElementNS(SVG_NS, "use");
  use.setAttribute("href", `${SPRITE}#${symbol}`);
  svg.append(use);
  return svg;
}

export function cardNode(code, labels, extra = {}) {
  const label = labels[code] || { ru: code, name: code, red: "" };
  const suit = code === "JK" ? "joker" : code.slice(-1);
  return el("span", {
    class: `rp-card rp-suit-${suit}${label.red ? " rp-red" : ""}${extra.class ? " " + extra.class : ""}`,
    "data-card": code,
    role: "img",
    "aria-label": label.name,
  }, art(`c-${code}`));
}

// A card face down; without a label it is drawn for the eye only (its row names the count).
export function cardBack(label) {
  return label
    ? el("span", { class: "rp-card rp-back", role: "img", "aria-label": label }, art("back"))
    : el("span", { class: "rp-card rp-back", "aria-hidden": "true" }, art("back"));
}

// «Четырёхцветная колода» (clubs green, diamonds blue), for readers who mix up the suits: a class on
// <html> that cards.css reads, remembered in this browser.
const FOUR_COLOUR_KEY = "rp.fourColour";

export function fourColour() {
  try {
    return localStorage.getItem(FOUR_COLOUR_KEY) === "on";
  } catch {
    return false;
  }
}

export function setFourColour(on) {
  try { localStorage.setItem(FOUR_COLOUR_KEY, on ? "on" : "off"); } catch { /* for this page only */ }
  document.documentElement.classList.toggle("rp-four-colour", on);
}

document.documentElement.classList.toggle("rp-four-colour", fourColour());

export function cardRow(codes, labels) {
  if (!codes.length) return el("span", { class: "rp-empty", text: "нет карт" });
  return el("div", { class: "rp-cards" }, codes.map((code) => cardNode(code, labels)));
}

export function setState(element, state) {
  element.setAttribute("data-rp-state", state);
}

// A seed for "deal again": random, within the engine's accepted range.
export function randomSeed() {
  return Math.floor(Math.random() * 1_000_000_000);
}

// A deal is on its way: the returned function later shows its seed in `input`, unless the reader
// typed another number there meanwhile (theirs wins: the next "play this deal" must use it).
export function seedWriter(input) {
  const before = input.value;
  return (seed) => {
    if (input.value === before) input.value = seed;
  };
}

// A widget's shareable state lives in the URL as parameters named "<element id>.<name>", so that
// several widgets on one page keep apart and a link reopens exactly what the reader saw.
export function urlValue(element, name) {
  return new URLSearchParams(location.search).get(`${element.id}.${name}`);
}

// The seed from the URL if it is a whole number, else the element's own attribute.
export function seedFromUrl(element) {
  const text = urlValue(element, "seed");
  return /^\d+$/.test(text || "") ? Number(text) : Number(element.getAttribute("seed") || 1);
}

// Set (or, for null/undefined/"", remove) the element's parameters; returns the new address.
export function writeUrl(element, values) {
  const url = new URL(location.href);
  // A widget of a page the reader has left by instant navigation (a game that started after the click)
  // must not write its parameters into the new page's address. (`element` may be a plain { id } key.)
  if (element.isConnected === false) return url.href;
  for (const [name, value] of Object.entries(values)) {
    const key = `${element.id}.${name}`;
    if (value === null || value === undefined || value === "") url.searchParams.delete(key);
    else url.searchParams.set(key, String(value));
  }
  history.replaceState(history.state, "", url);
  return url.href;
}
