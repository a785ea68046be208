// <rp-deal game="durak.podkidnoy" players="3" seed="12">: deal a game's cards with a seed.
// The seed and player count live in the URL (?<id>.seed=..&<id>.players=..) so a deal can be shared.
import { client } from "./client.js";
import { cardBack, cardNode, cardRow, el, randomSeed, seedFromUrl, seedWriter, setState, urlValue, writeUrl } from "./cards.js";
import { Frame } from "./frame.js";
import { cardsWord } from "./play/common.js";

class RpDeal extends HTMLElement {
  connectedCallback() {
    if (this.built) return;
    this.built = true;
    const min = Number(this.getAttribute("players-min") || 2);
    const max = Number(this.getAttribute("players-max") || min);
    this.seed = seedFromUrl(this);
    const wanted = Number(urlValue(this, "players") || this.getAttribute("players") || min);
    this.players = Math.min(max, Math.max(min, wanted));

    const frame = new Frame(this, { toolbar: "Раздача", board: "Расклад" });
    this.frame = frame;
    const bar = frame.toolbar;
    const counts = [];
    for (let n = min; n <= max; n++) counts.push([n, String(n)]);
    this.playersSelect = bar.select("Игроков", counts, this.players, () => this.deal(this.seed), { key: "players" });
    this.playersSelect.setAttribute("aria-label", "Число игроков");
    this.playersSelect.disabled = min === max;
    this.seedInput = bar.number("Расклад №", this.seed, { onEnter: () => this.deal(Number(this.seedInput.value)), key: "seed" });
    this.seedInput.setAttribute("aria-label", "Номер расклада");
    bar.button("Показать расклад", () => this.deal(Number(this.seedInput.value)));
    this.dealButton = bar.button("Раздать", () => this.deal(randomSeed()), { primary: true });
    bar.button("Ссылка", () => this.copyLink());
    frame.mount();
    this.deal(this.seed);
  }

  async deal(seed) {
    const showSeed = seedWriter(this.seedInput);
    if (!Number.isSafeInteger(seed) || seed < 0) {
      this.frame.setStatus("Номер расклада — целое число от 0.", { speak: true });
      return;
    }
    setState(this, "busy");
    this.dealButton.disabled = true;
    const players = Number(this.playersSelect.value);
    const params = { game: this.getAttribute("game"), players, seed };
    if (this.hasAttribute("deck")) params.deck = this.getAttribute("deck");
    const response = await client.call("deal", params);
    this.dealButton.disabled = false;
    if (!response.ok) {
      this.frame.setStatus(response.error.message, { speak: true });
      setState(this, this.loadedOnce ? "ready" : "error");
      return;
    }
    this.loadedOnce = true;
    this.seed = seed;
    this.players = players;
    showSeed(seed);
    this.shareUrl = writeUrl(this, { seed, players });
    this.render(response.result);
    this.frame.setStatus(`Расклад № ${seed}, игроков: ${players}.`, { speak: true });
    setState(this, "ready");
  }

  render(deal) {
    const labels = deal.labels;
    const hands = deal.seats.map((seat, i) =>
      el("div", { class: "rp-hand", "data-seat": i, role: "group", "aria-label": `${seat}: ${deal.hands[i].length} ${cardsWord(deal.hands[i].length)}` },
        el("div", { class: "rp-seat", "aria-hidden": "true" }, `${seat} `, el("span", { class: "rp-count", text: `(${deal.hands[i].length})` })),
        cardRow(deal.hands[i], labels)));
    const extras = [];
    if (deal.trump) extras.push(el("span", { class: "rp-trump" }, "Козырь: ", cardNode(deal.trump, labels)));
    else if (deal.trump_suit_ru) extras.push(el("span", { class: "rp-trump", text: `Козыри: ${deal.trump_suit_ru}` }));
    if (deal.stock.length) extras.push(el("span", { class: "rp-stock", text: `В колоде: ${deal.stock.length}` }));
    if (deal.hidden_trump) extras.push(el("span", {}, "Тёмный козырь: ", cardBack("закрытая карта")));
    const sections = [];
    if (deal.player_trumps.length) sections.push(this.section("Личные козыри (по местам)", deal.player_trumps, labels));
    if (deal.pile.length) sections.push(this.section("Открытый пакет (сверху — последняя)", deal.pile, labels));
    if (deal.table.length) sections.push(this.section("На столе", deal.table, labels));
    if (deal.aside.length) sections.push(el("div", { class: "rp-extras", text: `Отложено: ${deal.aside.length}` }));
    const notes = deal.notes.length ? el("ul", { class: "rp-notes" }, deal.notes.map((n) => el("li", { text: n }))) : null;
    const parts = [el("div", { class: "rp-hands" }, hands), extras.length ? el("div", { class: "rp-extras" }, extras) : null, ...sections, notes];
    this.frame.draw(parts.filter(Boolean));
  }

  section(title, codes, labels) {
    return el("div", { class: "rp-section" }, el("div", { class: "rp-seat", text: title }), cardRow(codes, labels));
  }

  async copyLink() {
    const href = this.shareUrl || location.href;
    try {
      await navigator.clipboard.writeText(href);
      this.frame.setStatus("Ссылка на этот расклад скопирована.", { speak: true });
    } catch {
      this.frame.setStatus(`Ссылка на расклад: ${href}`, { speak: true });
    }
  }
}

if (!customElements.get("rp-deal")) customElements.define("rp-deal", RpDeal);
