// Filters for the catalogue of games (<rp-catalogue-filter>, generated at build time by
// widgets/fences/core.py): by family, number of players, deck, and «only games against the computer»
// (offered only while some game can only be dealt). The catalogue's list of games is complete without
// this script; the script only hides games, reading the data-* attributes each one carries. It loads no
// engine and asks the engine nothing.

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (value !== null && value !== undefined && value !== false) node.setAttribute(key, value === true ? "" : value);
  }
  node.append(...children.filter(Boolean));
  return node;
}

function select(label, name, entries) {
  const control = el("select", { name },
    el("option", { value: "", text: "все" }),
    ...entries.map(([value, text]) => el("option", { value, text })));
  return [el("label", {}, `${label}: `, control), control];
}

class CatalogueFilter extends HTMLElement {
  connectedCallback() {
    if (this.built) return;
    this.built = true;
    const box = this.closest(".rp-catalogue");
    if (!box) return;
    let choices;
    try {
      choices = JSON.parse(this.dataset.choices || "{}");
    } catch {
      return; // a broken attribute leaves the full table, which still works
    }
    const rows = [...box.querySelectorAll(".rp-catalogue-list > [data-game]")];
    const families = Object.entries(choices.families || {});
    const [familyLabel, family] = select("Семейство", "family", families);
    const [playersLabel, players] = select("Игроков", "players", (choices.players || []).map((n) => [String(n), String(n)]));
    const [deckLabel, deck] = select("Колода", "deck", Object.entries(choices.decks || {}));
    const playable = el("input", { type: "checkbox", name: "playable" });
    const someDealOnly = Boolean(choices.playable); // some game can only be dealt
    const status = el("p", { class: "rp-catalogue-count", role: "status" });

    const apply = () => {
      const n = Number(players.value);
      let shown = 0;
      for (const row of rows) {
        const d = row.dataset;
        const ok = (!family.value || d.family === family.value)
          && (!players.value || (Number(d.playersMin) <= n && n <= Number(d.playersMax)))
          && (!deck.value || d.decks.split(" ").includes(deck.value))
          && (!playable.checked || d.playable === "1");
        row.hidden = !ok;
        if (ok) shown += 1;
      }
      status.textContent = shown
        ? `Показано игр: ${shown} из ${rows.length}.`
        : "Таких игр нет: измените условия отбора.";
    };
    for (const control of [family, players, deck, playable]) control.addEventListener("change", apply);
    const reset = el("button", { type: "button", class: "rp-button", text: "Показать все", onclick: () => {
      for (const control of [family, players, deck]) control.value = "";
      playable.checked = false;
      apply();
    } });
    this.replaceChildren(
      el("fieldset", { class: "rp-toolbar rp-catalogue-form" },
        el("legend", { text: "Отбор игр" }),
        families.length > 1 ? familyLabel : null,
        playersLabel,
        deckLabel,
        someDealOnly ? el("label", {}, playable, " только те, в которые можно сыграть с компьютером") : null,
        reset),
      status);
    apply();
  }
}

if (!customElements.get("rp-catalogue-filter")) customElements.define("rp-catalogue-filter", CatalogueFilter);
