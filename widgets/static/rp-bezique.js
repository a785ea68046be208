// <rp-bezique players="2" seed="37" deck="bezique8">: deal a hand of Russian bezique, show the
// turned trump card, and find the «безик» declarations in every hand (bezique.declarations): the
// cards of each bezique are marked with its number, and the инфузорки it used are counted.
// With four at the table the dealer sits out and deals to three (seed 003), so «4» deals three hands.
// URL: ?<id>.seed=..&<id>.players=..&<id>.deck=..
import { client } from "./client.js";
import { cardNode, el, randomSeed, seedFromUrl, seedWriter, setState, urlValue, writeUrl } from "./cards.js";
import { Frame } from "./frame.js";
import { cardLabel } from "./play/common.js";

const DECKS = { bezique8: "8 колод (174 карты)", bezique10: "10 колод (214 карт)" };
const JOKER_LABEL = { ru: "Инф", name: "инфузорка", red: "" };

class RpBezique extends HTMLElement {
  connectedCallback() {
    if (this.built) return;
    this.built = true;
    const key = (name) => urlValue(this, name);
    this.seed = seedFromUrl(this);
    const players = Number(key("players") || this.getAttribute("players") || 2);
    this.players = [2, 3, 4].includes(players) ? players : 2;
    const deck = key("deck") || this.getAttribute("deck") || "bezique8";
    this.deck = deck in DECKS ? deck : "bezique8";
    this.generation = 0;

    const frame = new Frame(this, { toolbar: "Раздача", board: "Расклад" });
    this.frame = frame;
    const bar = frame.toolbar;
    this.playersSelect = bar.select("Игроков", [2, 3, 4].map((n) => [n, n === 4 ? "4 (сдающий не играет)" : String(n)]), this.players, () => this.deal(this.seed), { key: "players" });
    this.playersSelect.setAttribute("aria-label", "Число игроков");
    this.deckSelect = bar.select("Колода", Object.entries(DECKS), this.deck, () => this.deal(this.seed), { key: "deck" });
    this.seedInput = bar.number("Расклад №", this.seed, { onEnter: () => this.deal(Number(this.seedInput.value)), key: "seed" });
    this.seedInput.setAttribute("aria-label", "Номер расклада");
    bar.button("Показать расклад", () => this.deal(Number(this.seedInput.value)));
    this.dealButton = bar.button("Раздать", () => this.deal(randomSeed()), { primary: true });
    frame.mount();
    this.deal(this.seed);
  }

  async deal(seed) {
    const showSeed = seedWriter(this.seedInput);
    if (!Number.isSafeInteger(seed) || seed < 0) {
      this.frame.setStatus("Номер расклада — целое число от 0.", { speak: true });
      return;
    }
    const generation = ++this.generation;
    setState(this, "busy");
    this.dealButton.disabled = true;
    const table = Number(this.playersSelect.value);
    const deck = this.deckSelect.value;
    const dealt = await client.call("deal", { game: "bezique", players: table === 4 ? 3 : table, seed, deck });
    let found = [];
    if (dealt.ok && dealt.result.trump_suit) {
      const answers = await Promise.all(dealt.result.hands.map((hand) =>
        client.call("bezique.declarations", { hand, trump: dealt.result.trump_suit, deck })));
      const failed = answers.find((a) => !a.ok);
      found = failed ? failed : answers.map((a) => a.result);
    }
    if (generation !== this.generation) return;
    this.dealButton.disabled = false;
    const error = !dealt.ok ? dealt.error : found.ok === false ? found.error : null;
    if (error) {
      this.frame.setStatus(error.message, { speak: true });
      setState(this, this.loadedOnce ? "ready" : "error");
      return;
    }
    this.loadedOnce = true;
    Object.assign(this, { seed, players: table, deck });
    showSeed(seed);
    writeUrl(this, { seed, players: table, deck });
    this.render(dealt.result, found, table);
    const total = found.reduce((n, f) => n + f.count, 0);
    this.frame.setStatus(`Расклад № ${seed}: игроков ${table}, ${DECKS[deck]}; безиков на руках: ${total}.`, { speak: true });
    setState(this, "ready");
  }

  render(deal, found, table) {
    const labels = { ...deal.labels, JK: JOKER_LABEL };
    const extras = el("div", { class: "rp-extras rp-bezique-trump" },
      el("span", {}, "Козырь: ", cardNode(deal.trump, labels)),
      deal.trump_suit_ru
        ? el("span", { text: `козырная масть — ${deal.trump_suit_ru}` })
        : el("span", { text: "открыта инфузорка: масти у неё нет, поэтому движок играет эту сдачу без козыря, и безика в ней не бывает (допущение: источник молчит)" }),
      el("span", { class: "rp-count", text: `В прикупе: ${deal.stock.length} (козырь лежит под ним последним)` }));
    const hands = deal.seats.map((seat, i) => this.hand(seat, deal.hands[i], found[i], labels));
    const notes = [...deal.notes];
    if (table === 4) notes.push("За столом четверо: сдающий (Игрок 4) сам не играет и сдаёт троим.");
    if (found.length) notes.push(found[0].note_ru);
    this.frame.draw(extras, el("div", { class: "rp-hands" }, hands),
      el("ul", { class: "rp-notes" }, notes.map((n) => el("li", { text: n }))));
  }

  hand(seat, codes, found, labels) {
    // Mark the cards of each bezique with its number: the n-th copy of a code goes to the n-th use.
    const marks = new Array(codes.length).fill(0);
    const declarations = found ? found.declarations : [];
    declarations.forEach((d, number) => {
      for (const code of d.cards) {
        const index = codes.findIndex((c, i) => c === code && !marks[i]);
        if (index >= 0) marks[index] = number + 1;
      }
    });
    const cards = el("div", { class: "rp-cards" }, codes.map((code, i) => {
      const node = cardNode(code, labels, { class: marks[i] ? `rp-bz-mark rp-bz-${((marks[i] - 1) % 4) + 1}` : "" });
      if (marks[i]) {
        node.dataset.bz = marks[i];
        node.setAttribute("aria-label", `${cardLabel(code, labels)}, безик ${marks[i]}`);
      }
      return node;
    }));
    const jokers = codes.filter((c) => c === "JK").length;
    const used = declarations.reduce((n, d) => n + d.jokers, 0);
    const list = declarations.length
      ? el("ol", { class: "rp-bezique-found" }, declarations.map((d, i) => el("li", { class: `rp-bz-${(i % 4) + 1}`, "data-bezique": i + 1 },
        `${d.name_ru}: `, d.cards.map((c) => cardNode(c, labels)))))
      : el("div", { class: "rp-count rp-bezique-none", text: found ? "Безика нет." : "Без козыря безика нет." });
    return el("div", { class: "rp-hand", "data-seat": seat, role: "group", "aria-label": seat },
      el("div", { class: "rp-seat" }, `${seat} `, el("span", { class: "rp-count", text: `(${codes.length})` })),
      cards,
      el("div", { class: "rp-bezique-summary" },
        el("span", { text: `Безиков: ${declarations.length}. ` }),
        el("span", { class: "rp-bezique-jokers", text: jokers ? `Инфузорок на руке: ${jokers}, в безиках: ${used}.` : "Инфузорок нет." })),
      list);
  }
}

if (!customElements.get("rp-bezique")) customElements.define("rp-bezique", RpBezique);
