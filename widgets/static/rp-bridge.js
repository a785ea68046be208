// The bridge family's page elements: the hand viewer and the rubber's score sheet (the bridge
// table itself is <rp-play game="bridge">, drawn by ./play/bridge.js).
import "./rp-bridge-hand.js";
import "./rp-score-bridge.js";
