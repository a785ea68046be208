// A game is never lost: a table keeps the game it plays (its id, seed, players, options and every move
// made) in the page's history entry and in the tab's session storage, after every move. A reload, the
// browser's Back and Forward, or instant navigation away and back draws a new table element, which
// replays the kept moves through the engine (rp-play.js, resumeSaved) and goes on from there. The
// history entry is read first: Back and Forward then bring each entry's own game.
const PREFIX = "rp.game:";

function key(table) {
  return `${PREFIX}${location.pathname}#${table.id}`;
}

function stateKey(table) {
  return `rp:${table.id}`;
}

export function saveGame(table, game) {
  try {
    sessionStorage.setItem(key(table), JSON.stringify(game));
  } catch { /* storage refused or full: the history entry still keeps it */ }
  try {
    history.replaceState({ ...(history.state || {}), [stateKey(table)]: game }, "");
  } catch { /* a state too large for the browser: the session storage keeps it */ }
}

export function savedGame(table) {
  const fromHistory = history.state && history.state[stateKey(table)];
  if (valid(fromHistory)) return fromHistory;
  try {
    const stored = JSON.parse(sessionStorage.getItem(key(table)) || "null");
    return valid(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function forgetGame(table) {
  try { sessionStorage.removeItem(key(table)); } catch { /* nothing kept */ }
  if (history.state && history.state[stateKey(table)]) {
    const { [stateKey(table)]: _gone, ...rest } = history.state;
    try { history.replaceState(rest, ""); } catch { /* nothing to drop */ }
  }
}

function valid(game) {
  return Boolean(game) && typeof game.game === "string" && Number.isSafeInteger(game.seed) && Array.isArray(game.moves);
}
