// <rp-bridge-hand seed="1948" show="NESW">: a bridge deal as the compass diagram, with high-card
// points per hand, dealt by seed or read from PBN (pasted, or given as the pbn attribute). The seed
// or the PBN lives in the URL (?<id>.seed=.. or ?<id>.pbn=..), so a deal can be shared with a link.
// bridge.pbn reads and writes the PBN and counts the points; a malformed PBN is refused with the
// engine's reason and the deal on screen stays.
import { client } from "./client.js";
import { el, randomSeed, seedFromUrl, setState, urlValue, writeUrl } from "./cards.js";
import { Frame } from "./frame.js";
import { SEATS, SEAT_RU, compass, rose, suitLines } from "./bridge-hands.js";

const SHOW_CHOICES = [
  ["NESW", "все четыре руки"], ["NS", "Север и Юг"], ["EW", "Восток и Запад"],
  ["N", "только Север"], ["E", "только Восток"], ["S", "только Юг"], ["W", "только Запад"],
];

function cleanShow(text) {
  const seats = SEATS.filter((s) => (text || "").toUpperCase().includes(s));
  return seats.length ? seats.join("") : "NESW";
}

function hcpWord(n) {
  const last = n % 10, tens = n % 100;
  if (last === 1 && tens !== 11) return "очко";
  if (last >= 2 && last <= 4 && (tens < 12 || tens > 14)) return "очка";
  return "очков";
}

class RpBridgeHand extends HTMLElement {
  connectedCallback() {
    if (this.built) return;
    this.built = true;
    const key = (name) => urlValue(this, name);
    this.show = cleanShow(key("show") || this.getAttribute("show") || "NESW");
    const seedText = key("seed");
    const pbnText = key("pbn") || (seedText ? null : this.getAttribute("pbn"));
    this.seed = seedFromUrl(this);

    const frame = new Frame(this, { toolbar: "Расклад", board: "Схема сдачи" });
    this.frame = frame;
    const bar = frame.toolbar;
    this.seedInput = bar.number("Расклад №", this.seed, { onEnter: () => this.load({ seed: Number(this.seedInput.value) }), key: "seed" });
    this.seedInput.setAttribute("aria-label", "Номер расклада");
    bar.button("Показать расклад", () => this.load({ seed: Number(this.seedInput.value) }));
    bar.button("Раздать", () => this.load({ seed: randomSeed() }), { primary: true });
    this.showSelect = bar.select("Руки", SHOW_CHOICES, this.show, () => { this.show = this.showSelect.value; this.draw(); this.writeUrl(); }, { key: "show" });
    this.showSelect.setAttribute("aria-label", "Какие руки показать");
    if (!SHOW_CHOICES.some(([v]) => v === this.show)) this.showSelect.append(el("option", { value: this.show, text: this.show, selected: true }));
    this.pbnInput = el("textarea", { class: "rp-pbn-input", rows: 3, spellcheck: "false", "aria-label": "Сдача в нотации PBN" });
    this.share = el("a", { class: "rp-share", href: location.href, text: "Ссылка на этот расклад" });
    this.alert = frame.alert;
    frame.mount({ after: [el("div", { class: "rp-pbn-box" },
      el("label", { class: "rp-pbn-label" }, "PBN ", this.pbnInput),
      el("div", { class: "rp-toolbar", role: "group", "aria-label": "PBN" },
        el("button", { type: "button", class: "rp-button", text: "Показать PBN", onclick: () => this.load({ pbn: this.pbnInput.value }) }),
        el("button", { type: "button", class: "rp-button", text: "Копировать ссылку", onclick: () => this.copyLink() }),
        this.share))] });
    this.load(pbnText ? { pbn: pbnText } : { seed: this.seed });
  }

  async load(source) {
    if ("seed" in source && (!Number.isSafeInteger(source.seed) || source.seed < 0)) {
      this.alert.textContent = "Номер расклада — целое число от 0.";
      return;
    }
    setState(this, "busy");
    const response = await client.call("bridge.pbn", source);
    if (!response.ok) {
      // Keep the deal on screen; say what is wrong with the text (the engine's Russian reason).
      this.alert.textContent = response.error.message;
      setState(this, this.deal ? "ready" : "error");
      if (!this.deal) this.frame.setStatus("Расклад не показан.");
      return;
    }
    this.alert.textContent = "";
    this.deal = response.result;
    this.source = "seed" in source ? { seed: source.seed } : { pbn: response.result.pbn };
    if ("seed" in source) this.seedInput.value = source.seed;
    this.pbnInput.value = response.result.pbn;
    this.draw();
    this.writeUrl();
    this.frame.setStatus("seed" in source ? `Расклад № ${source.seed}.` : "Сдача из PBN.", { speak: true });
    setState(this, "ready");
  }

  draw() {
    const { hands, hcp, labels } = this.deal;
    const shown = {};
    for (const seat of SEATS) {
      if (!this.show.includes(seat)) continue;
      shown[seat] = el("div", { class: "rp-bhand", role: "group", "aria-label": `${SEAT_RU[seat]}, ${hcp[seat]} ${hcpWord(hcp[seat])}` },
        el("div", { class: "rp-seat" }, SEAT_RU[seat], " ",
          el("span", { class: "rp-hcp", text: `${hcp[seat]} ${hcpWord(hcp[seat])}` })),
        suitLines(hands[seat], labels));
    }
    const single = this.show.length === 1;
    const diagram = compass(shown, single ? null : rose(), { className: single ? "rp-compass-single" : "" });
    const total = SEATS.filter((s) => this.show.includes(s)).reduce((sum, s) => sum + hcp[s], 0);
    const note = this.show.length > 1 && this.show.length < 4
      ? el("div", { class: "rp-count", text: `Вместе: ${total} ${hcpWord(total)} (всего в колоде 40).` }) : null;
    this.frame.draw(diagram, note);
  }

  writeUrl() {
    this.share.href = writeUrl(this, {
      seed: "seed" in this.source ? this.source.seed : null,
      pbn: "seed" in this.source ? null : this.source.pbn,
      show: this.show !== "NESW" ? this.show : null,
    });
  }

  async copyLink() {
    try {
      await navigator.clipboard.writeText(this.share.href);
      this.frame.setStatus("Ссылка на этот расклад скопирована.", { speak: true });
    } catch {
      this.frame.setStatus(`Ссылка на расклад: ${this.share.href}`, { speak: true });
    }
  }
}

if (!customElements.get("rp-bridge-hand")) customElements.define("rp-bridge-hand", RpBridgeHand);
