// Restores the built site's memory snapshot under Node as the browser's worker does on a returning
// reader's visit (widgets/static/worker.js), then reports, as JSON:
// - "not_in_snapshot": modules of rules_py that the snapshot does not hold (found by walking the
//   package, before the wheel is written);
// - "failed_imports": modules that fail to import once the worker has written the wheel back;
// - "calls": a few protocol calls that import or read code only when needed (bridge's card play and
//   its hint, the bidding system's hints), with their answers' "ok" and error.
// usage: node restore_snapshot.mjs <runtime folder> <snapshot .gzip> <stdlib zip> <rules_py wheel>
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { gunzipSync } from "node:zlib";

const [runtime, snapshot, stdlib, wheel] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${runtime}/pyodide.mjs`).href);
const pyodide = await loadPyodide({
  indexURL: runtime, stdLibURL: stdlib, _loadSnapshot: gunzipSync(readFileSync(snapshot)),
});
const walk = `
import importlib, pkgutil, sys, rules_py
names = [info.name for info in pkgutil.walk_packages(rules_py.__path__, "rules_py.")]
`;
pyodide.runPython(walk);
const notInSnapshot = pyodide.runPython("[n for n in names if n not in sys.modules]").toJs();
pyodide.FS.writeFile("/lib/rules_py.whl", readFileSync(wheel)); // what the worker does after a restore
const report = pyodide.runPython(`
import json
from rules_py.api import handle

failed = []
for name in names:
    try:
        importlib.import_module(name)
    except Exception as error:
        failed.append(f"{name}: {error!r}")

def call(method, **params):
    return json.loads(handle(json.dumps({"method": method, "params": params})))

calls = {}
game = call("game.new", game="bridge", players=4, seed=3, options={})
calls["game.new"] = game
state = game["result"]["state"] if game["ok"] else None
# The computer bids and leads: the first card of the play needs the card-play modules.
while state is not None and game["ok"] and not game["result"]["over"]:
    if game["result"]["view"].get("phase") == "play" and game["result"]["view"].get("trick"):
        break
    game = call("game.bot", game="bridge", state=state)
    calls["game.bot"] = {k: v for k, v in game.items() if k != "result"}
    state = game["result"]["state"] if game["ok"] else None
if state is not None:
    calls["game.hint"] = call("game.hint", game="bridge", state=state)
json.dumps({"failed_imports": failed, "calls": {k: {"ok": v["ok"], "error": v.get("error")} for k, v in calls.items()}})
`);
process.stdout.write(JSON.stringify({ not_in_snapshot: notInSnapshot, ...JSON.parse(report) }));
