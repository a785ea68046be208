// Runs Python code inside Pyodide under Node with rules_py's wheel installed and, when given, DDS
// compiled to WebAssembly offered as the site's worker offers it (worker.js): `globalThis.rpDds` with
// state "available"; the Python code loads it with `await js.rpLoadDds()` (as the worker does when a
// solve asks for it) and prints nothing: the value of its global RESULT (a JSON string) is printed.
// Usage: node run_with_dds.mjs <rules_py wheel> <code.py> [<dds glue .mjs> <dds .wasm>]
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { loadPyodide } from "pyodide";
import { loadDds } from "../../widgets/static/dds.js";

const [wheel, code, glue, wasm] = process.argv.slice(2);
const pyodide = await loadPyodide();
pyodide.FS.writeFile("/tmp/rules.whl", readFileSync(wheel));
await pyodide.runPythonAsync(`
import site, zipfile
zipfile.ZipFile("/tmp/rules.whl").extractall(site.getsitepackages()[0])
`);
if (glue) {
  const slot = (globalThis.rpDds = { state: "available" });
  globalThis.rpLoadDds = async () => {
    slot.solver = await loadDds(pathToFileURL(glue).href, readFileSync(wasm));
    slot.state = "ready";
  };
}
await pyodide.runPythonAsync(readFileSync(code, "utf8"));
console.log(pyodide.globals.get("RESULT"));
