// A memory snapshot of Pyodide with rules_py imported (every module of the package, found by walking
// it: a module left out would later be imported from the wheel, which the snapshot does not hold), made
// at build time so that the browser can restore it instead of initialising Python (see
// widgets/static/worker.js for when it does; the worker writes the wheel back after a restore).
// usage: node snapshot.mjs <runtime folder with pyodide.mjs> <rules_py wheel> <output .gzip file> <stdlib zip>
// (the trimmed standard library the browser loads with the snapshot: its importer remembers that zip)
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const [runtime, wheel, output, stdlib] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${runtime}/pyodide.mjs`).href);
// A fixed hash seed keeps the snapshot the same from build to build (its cache revision with it).
const pyodide = await loadPyodide({
  indexURL: runtime, stdLibURL: stdlib, _makeSnapshot: true, env: { PYTHONHASHSEED: "0" },
});
pyodide.FS.writeFile("/lib/rules_py.whl", readFileSync(wheel));
pyodide.runPython(`
import importlib, pkgutil, sys
sys.path.insert(0, "/lib/rules_py.whl")
import rules_py
for info in pkgutil.walk_packages(rules_py.__path__, "rules_py."):
    importlib.import_module(info.name)
import rules_py.api
from rules_py.families import load_all_families
load_all_families()
`);
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync(`${output}.tmp`, gzipSync(snapshot, { level: 9 }));
renameSync(`${output}.tmp`, output);
