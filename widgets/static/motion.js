// Cards in motion, for the frame (./frame.js): what moved between two drawings of a board slides from
// where it was to where it is now (FLIP with the Web Animations API). Renderers never animate; they only
// draw, and mark where cards come from and go (./table.js: `data-seat`, `data-count`, `data-motion-sink`).
//
// - A card drawn before and after (the same code; for several alike, matched in order) slides.
// - A card that appears (the computer laid it, or it was drawn from the stock) comes from the seat of
//   the player who moved, or from the stock when it lands in a hand; it stays marked as the last move.
// - A card that leaves the board (a beaten bout goes to the discard, a trick to its winner, a table is
//   taken) flies, as a ghost above the page, to the board's `[data-motion-sink]`, else to a seat that
//   now holds more cards, else fades where it was.
// Motion never holds up the game: nothing waits for an animation, the ghosts take no room in the layout
// and ignore the pointer, and a new drawing finishes the old animations at once.

const SPEEDS = { fast: 150, normal: 250, slow: 300, step: 300 };
const MOTION_KEY = "rp.motion";
const reduced = () => window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export function motionWanted() {
  try {
    return localStorage.getItem(MOTION_KEY) !== "off";
  } catch {
    return true;
  }
}

export function setMotionWanted(on) {
  try { localStorage.setItem(MOTION_KEY, on ? "on" : "off"); } catch { /* for this page only */ }
}

// The duration of one movement for a pace of the computer (coach.js), 0 when there is to be no motion.
export function duration(pace) {
  if (reduced() || !motionWanted()) return 0;
  return SPEEDS[pace] ?? SPEEDS.normal;
}

// Where every card of `board` is now: code → [{node, rect}] in document order, and the seats' counts.
// Without motion (`places` false) only which cards are drawn matters (for the mark of the last move):
// reading their places would make the browser lay the page out once more for every drawing.
export function snapshot(board, places = true) {
  const cards = new Map();
  for (const node of board.querySelectorAll("[data-card]")) {
    const rect = places ? node.getBoundingClientRect() : null;
    if (rect && !rect.width) continue;
    const list = cards.get(node.dataset.card) || [];
    list.push({ node, rect });
    cards.set(node.dataset.card, list);
  }
  const counts = new Map();
  for (const seat of board.querySelectorAll("[data-seat][data-count]")) counts.set(seat.dataset.seat, Number(seat.dataset.count));
  return { cards, counts };
}

const live = new Set(); // running animations (and ghosts), finished when a new drawing starts

export function finishAll() {
  for (const item of live) {
    if (item.finish) item.finish();
    else item.remove();
  }
  live.clear();
}

function track(animation, ghost = null) {
  live.add(animation);
  animation.finished.catch(() => {}).then(() => {
    live.delete(animation);
    if (ghost) ghost.remove();
  });
}

function centre(rect) {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

// Slide `node` from `from` (a rect) to `to`, where it is now.
function slide(node, from, to, ms) {
  if (!to.width) return;
  const a = centre(from);
  const b = centre(to);
  const scale = from.width && to.width ? from.width / to.width : 1;
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1 && Math.abs(scale - 1) < 0.02) return;
  track(node.animate([
    { transform: `translate(${dx}px, ${dy}px) scale(${scale})`, zIndex: 5 },
    { transform: "none", zIndex: 5 },
  ], { duration: ms, easing: "cubic-bezier(.2,.7,.3,1)" }));
}

// A copy of a card that has left the board, flying from where it was to `target` (a rect) or fading.
function ghost(node, from, target, ms) {
  const copy = node.cloneNode(true);
  copy.removeAttribute("id");
  copy.setAttribute("aria-hidden", "true");
  copy.classList.add("rp-ghost");
  Object.assign(copy.style, {
    position: "fixed", left: `${from.left}px`, top: `${from.top}px`, width: `${from.width}px`, height: `${from.height}px`,
    margin: "0", pointerEvents: "none", zIndex: "50",
  });
  document.body.append(copy);
  const frames = target
    ? [{ transform: "none", opacity: 1 }, {
      transform: `translate(${centre(target).x - centre(from).x}px, ${centre(target).y - centre(from).y}px) scale(${Math.max(0.35, Math.min(1, target.width / from.width))})`,
      opacity: 0.6,
    }]
    : [{ opacity: 1 }, { opacity: 0 }];
  track(copy.animate(frames, { duration: ms, easing: "ease-in", fill: "forwards" }), copy);
}

// Where a card that was not drawn before comes from: a card that lands in a hand was drawn from the
// stock; a card that lands on the table was laid by the player who moved.
function originOf(board, node, mover) {
  if (node.closest("[data-seat]")) {
    const stock = board.querySelector("[data-pile=stock]");
    return stock ? stock.getBoundingClientRect() : null;
  }
  const from = mover === null ? null : board.querySelector(`[data-seat="${mover}"]`);
  return from ? from.getBoundingClientRect() : null;
}

function sinkOf(board, before) {
  const sink = board.querySelector("[data-motion-sink]");
  if (sink) return sink.getBoundingClientRect();
  for (const seat of board.querySelectorAll("[data-seat][data-count]")) {
    const was = before.counts.get(seat.dataset.seat);
    if (was !== undefined && Number(seat.dataset.count) > was) return seat.getBoundingClientRect();
  }
  return null;
}

// After a drawing: move what moved. `mover` is the seat whose move led to this drawing (null: none,
// e.g. a new game or an undo: then cards just appear). With `mark`, the cards that move laid on the
// table stay marked (class rp-just-moved) until the next drawing, with or without motion.
export function animate(board, before, { ms = 0, mover = null, mark = false } = {}) {
  if (!before) return;
  // Every place is read before anything is written: a read after an animation has started, or after a
  // class has changed, makes the browser recompute the styles and the layout of the page, once per card.
  const used = new Map();
  const appeared = [];
  const marked = [];
  const slides = []; // [node, from]
  const seatOf = (node) => (node.closest("[data-seat]") || {}).dataset?.seat ?? null;
  for (const node of board.querySelectorAll("[data-card]")) {
    const code = node.dataset.card;
    const list = before.cards.get(code) || [];
    const index = used.get(code) || 0;
    used.set(code, index + 1);
    if (index >= list.length) {
      appeared.push(node);
      continue;
    }
    const was = list[index];
    // A card that the mover took from his seat to the table (an open hand: teaching mode, a dummy).
    if (mark && mover !== null && seatOf(was.node) === String(mover) && seatOf(node) === null) marked.push(node);
    if (ms) slides.push([node, was.rect]);
  }
  for (const node of appeared) {
    if (mark && mover !== null && seatOf(node) === null) marked.push(node);
    const from = ms ? originOf(board, node, mover) : null;
    if (from) slides.push([node, from]);
  }
  const vanished = [];
  let target = null;
  if (ms) {
    for (const [code, list] of before.cards) {
      for (const item of list.slice(used.get(code) || 0)) vanished.push(item);
    }
    if (vanished.length) target = sinkOf(board, before);
  }
  const moves = slides.map(([node, from]) => [node, from, node.getBoundingClientRect()]);
  for (const node of marked) node.classList.add("rp-just-moved");
  for (const [node, from, to] of moves) slide(node, from, to, ms);
  for (const { node, rect } of vanished) ghost(node, rect, target, ms);
}

// A new deal: the cards of every seat fly out from the middle of the table, one after another (the whole
// deal within about half a second, whatever its size).
export function dealt(board, ms) {
  if (!ms) return;
  const centre = board.querySelector(".rp-felt-centre");
  if (!centre) return;
  const from = centre.getBoundingClientRect();
  const cards = [...board.querySelectorAll("[data-seat] [data-card], [data-seat] .rp-back")]
    .map((node) => [node, node.getBoundingClientRect()]).filter(([, rect]) => rect.width); // all reads first
  const gap = cards.length > 1 ? Math.min(25, 500 / cards.length) : 0;
  cards.forEach(([node, to], i) => {
    const dx = from.left + from.width / 2 - (to.left + to.width / 2);
    const dy = from.top + from.height / 2 - (to.top + to.height / 2);
    track(node.animate([{ transform: `translate(${dx}px, ${dy}px) scale(0.6)`, opacity: 0 }, { transform: "none", opacity: 1 }],
      { duration: ms, delay: i * gap, easing: "ease-out", fill: "backwards" }));
  });
}
