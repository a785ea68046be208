// Runs pytest inside Pyodide under Node: the npm `pyodide` runtime, the rules_py wheel and the pure
// test wheels (pytest, hypothesis, ...) from `pip download`. The project is mounted read-only-in-spirit
// at /project; rules_py is imported from the wheel, as in the browser.
// Usage: node run_tests.mjs <project root> <wheels dir> <rules_py wheel> [pytest args...]
import { readFileSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { loadPyodide } from "pyodide";

const [root, wheelsDir, rulesWheel, ...pytestArgs] = process.argv.slice(2);
const pyodide = await loadPyodide();
const wheels = readdirSync(wheelsDir).filter((f) => f.endsWith(".whl")).map((f) => join(wheelsDir, f));
wheels.push(rulesWheel);
pyodide.FS.mkdirTree("/wheels");
for (const path of wheels) {
  pyodide.FS.writeFile(`/wheels/${basename(path)}`, readFileSync(path));
}
pyodide.FS.mkdirTree("/project");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root }, "/project");
pyodide.globals.set("pytest_args", pyodide.toPy(pytestArgs));
const exitCode = await pyodide.runPythonAsync(`
import os, site, sys, zipfile
target = site.getsitepackages()[0]
for name in sorted(os.listdir("/wheels")):
    zipfile.ZipFile("/wheels/" + name).extractall(target)
os.chdir("/tmp")  # hypothesis and pytest write nothing into the project
import pytest
print("Python", sys.version.split()[0], "on", sys.platform, flush=True)
int(pytest.main(list(pytest_args)))
`);
process.exit(exitCode);
