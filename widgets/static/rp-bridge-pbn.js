// <rp-bridge-pbn for="play-bridge">: start the bridge table <rp-play id="play-bridge"> from a pasted
// PBN deal (or a whole PBN record with its [Dealer] and [Vulnerable] tags), with the dealer and the
// vulnerability chosen by the reader. The engine reads the PBN (bridge.pbn_record, then game.new with
// the options pbn, dealer and vulnerability) and explains in Russian what is wrong with a bad one.
// The deal lives in the URL under the table's id (?play-bridge.pbn=…&play-bridge.dealer=E&
// play-bridge.vul=NS#play-bridge), which is how a hand record opens one of its boards at the table.
//
// What it needs from the table's shell (rp-play.js): newGame(seed, extraOptions), its `seed`, and
// data-rp-state reaching "ready" once the table has started. It wraps the table's newGame so that a
// game started any other way («Новая игра», «Ещё раз») takes the PBN out of the URL.
import { client } from "./client.js";
import { el, urlValue, writeUrl } from "./cards.js";

const SEATS = [["N", "Север"], ["E", "Восток"], ["S", "Юг"], ["W", "Запад"]];
const VULS = [["none", "никто"], ["NS", "Север–Юг"], ["EW", "Восток–Запад"], ["all", "все"]];
const SEAT_RU = Object.fromEntries(SEATS);
const VUL_RU = Object.fromEntries(VULS);

// The table once it has dealt its first game (a game started before that would be overwritten).
function tableStarted(table) {
  const started = () => ["ready", "error"].includes(table.getAttribute("data-rp-state")) && table.answer;
  if (started()) return Promise.resolve(table);
  return new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (started()) {
        watch.disconnect();
        resolve(table);
      }
    });
    watch.observe(table, { attributes: true, attributeFilter: ["data-rp-state"] });
  });
}

class RpBridgePbn extends HTMLElement {
  connectedCallback() {
    if (this.built) return;
    this.built = true;
    this.tableId = this.getAttribute("for") || "play-bridge";
    this.key = { id: this.tableId }; // the URL keys are the table's: «play-bridge.pbn»
    this.pbnInput = el("textarea", {
      class: "rp-pbn-input", rows: 3, spellcheck: "false", "aria-label": "Сдача в нотации PBN",
      placeholder: "N:AKQ2.K3.QJ2.A987 … или запись PBN с тегами [Dealer], [Vulnerable], [Deal]",
    });
    this.dealerSelect = el("select", { "aria-label": "Кто сдаёт" },
      el("option", { value: "", text: "как в записи PBN (иначе Север)" }),
      SEATS.map(([value, text]) => el("option", { value, text })));
    this.vulSelect = el("select", { "aria-label": "Зона" },
      el("option", { value: "", text: "как в записи PBN (иначе никто)" }),
      VULS.map(([value, text]) => el("option", { value, text })));
    this.status = el("div", { class: "rp-status", role: "status", "aria-live": "polite" });
    this.alert = el("div", { class: "rp-alert", role: "alert" });
    this.box = el("details", { class: "rp-pbn-start" },
      el("summary", { text: "Сыграть свою сдачу (PBN)" }),
      el("label", { class: "rp-pbn-label" }, "Сдача PBN ", this.pbnInput),
      el("div", { class: "rp-toolbar" },
        el("label", {}, "Сдаёт ", this.dealerSelect),
        el("label", {}, "Зона ", this.vulSelect),
        el("button", { type: "button", class: "rp-button rp-primary", text: "Сыграть эту сдачу", onclick: () => this.start() })),
      this.alert, this.status);
    this.replaceChildren(this.box);
    this.fromUrl();
  }

  get table() {
    return document.getElementById(this.tableId);
  }

  // A link to a board: fill the form from the URL and start the table with it.
  fromUrl() {
    const pbn = urlValue(this.key, "pbn");
    if (pbn === null) return;
    this.box.open = true;
    const dealer = urlValue(this.key, "dealer");
    const vul = urlValue(this.key, "vul");
    const problems = [];
    if (dealer !== null && !SEAT_RU[dealer]) problems.push(`сдающий «${dealer}» — не N, E, S или W`);
    if (vul !== null && !VUL_RU[vul]) problems.push(`зона «${vul}» — не none, NS, EW или all`);
    this.pbnInput.value = pbn;
    if (problems.length) {
      this.alert.textContent = `Ссылка на сдачу повреждена: ${problems.join("; ")}. За столом — обычная сдача.`;
      return;
    }
    this.dealerSelect.value = dealer || "";
    this.vulSelect.value = vul || "";
    this.start({ fromLink: true });
  }

  async start({ fromLink = false } = {}) {
    const table = this.table;
    // Widgets are defined lazily (elements.js): this form may be ready before its table is.
    if (table && table.localName.includes("-")) await customElements.whenDefined(table.localName);
    if (!table || typeof table.newGame !== "function") {
      this.alert.textContent = "На странице нет стола для бриджа.";
      return;
    }
    const response = await client.call("bridge.pbn_record", { pbn: this.pbnInput.value });
    if (!response.ok) {
      const why = response.error.message;
      this.alert.textContent = fromLink ? `Сдача из ссылки не открылась: ${why} За столом — обычная сдача.` : why;
      return;
    }
    const record = response.result;
    const dealer = this.dealerSelect.value || record.dealer || "N";
    const vulnerability = this.vulSelect.value || record.vulnerability || "none";
    await tableStarted(table);
    this.wrap(table);
    this.alert.textContent = "";
    await table.newGame(table.seed ?? 1, { pbn: record.pbn, dealer, vulnerability });
    writeUrl(this.key, { pbn: record.pbn, dealer, vul: vulnerability });
    this.pbnInput.value = record.pbn;
    this.status.textContent = `За столом сдача из PBN: сдаёт ${SEAT_RU[dealer]}, зона: ${VUL_RU[vulnerability]}.`;
  }

  // Any game the table starts without a PBN (a new deal, «Ещё раз») is no longer the linked board.
  wrap(table) {
    if (table.rpPbnWrapped) return;
    table.rpPbnWrapped = true;
    const newGame = table.newGame.bind(table);
    table.newGame = (seed, extraOptions = {}) => {
      if (!extraOptions || !extraOptions.pbn) {
        writeUrl(this.key, { pbn: null, dealer: null, vul: null });
        this.status.textContent = "";
      }
      return newGame(seed, extraOptions);
    };
  }
}

if (!customElements.get("rp-bridge-pbn")) customElements.define("rp-bridge-pbn", RpBridgePbn);
