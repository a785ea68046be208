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

export function cardNode(code, labels, extra = {}) {
  const label = labels[code] || { ru: code, name: code, red: "" };
  return el("span", {
    class: `rp-card${label.red ? " rp-red" : ""}${extra.class ? " " + extra.class : ""}`,
    "data-card": code,
    role: "img",
    "aria-label": label.name,
    text: label.ru,
  });
}

export function cardBack(label) {
  return el("span", { class: "rp-card rp-back", role: "img", "aria-label": label, text: "" });
}

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
