// Which files of Pyodide's python_stdlib.zip the engine uses: boots Pyodide under Node with the whole
// standard library, imports every module of rules_py, answers a few protocol calls (a deal and a game
// of each registered game, a refusal) and formats a Python error for JavaScript, then prints the zip's
// members that Python loaded, as JSON. widgets/stdlib.py ships only those (and whole packages of them).
// usage: node stdlib_used.mjs <runtime folder with pyodide.mjs> <rules_py wheel>
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [runtime, wheel] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${runtime}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: runtime });
pyodide.FS.writeFile("/lib/rules_py.whl", readFileSync(wheel));
try {
  pyodide.runPython("raise ValueError('formatted for JavaScript')");
} catch {
  // the traceback machinery a failing call uses is now imported
}
const used = pyodide.runPython(`
import importlib, json, pkgutil, sys
sys.path.insert(0, "/lib/rules_py.whl")
import rules_py
for info in pkgutil.walk_packages(rules_py.__path__, "rules_py."):
    importlib.import_module(info.name)
from rules_py.api import handle
for game in json.loads(handle('{"method": "games.list"}'))["result"]["games"]:
    handle(json.dumps({"method": "deal", "params": {"game": game["id"], "seed": 1}}))
handle('{"method": "deal", "params": {"game": "нет такой"}}')
handle('not json')
prefix = "/lib/python314.zip/"
files = {getattr(m, "__file__", None) or "" for m in list(sys.modules.values())}
json.dumps(sorted(f[len(prefix):] for f in files if f.startswith(prefix)))
`);
process.stdout.write(used);
