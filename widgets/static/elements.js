// Entry point: defines every widget element. Loaded once per tab (Material's instant navigation
// keeps it); the worker starts on the first call of a widget, never on pages without one.
import "./rp-deal.js";
import "./rp-play.js";
import "./rp-shtoss.js";
import "./rp-bezique.js";
import "./rp-bridge.js";
import "./rp-bridge-lesson.js";
import "./rp-bridge-pbn.js";
import "./rp-canasta-score.js";
