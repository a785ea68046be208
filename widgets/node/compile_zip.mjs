// Compiles every .py file of a zip to bytecode with the Python of the given Pyodide runtime, so that the
// browser imports those modules without compiling them at every start (Pyodide's own standard library
// ships as source: compiling what its start-up imports is most of "Python ready").
// Each a.py becomes a.pyc beside it, without the source (zipimport loads such sourceless files), as an
// unchecked hash-based .pyc: nothing to compare at import time. Other files are copied unchanged.
// usage: node compile_zip.mjs <runtime folder with pyodide.mjs> <input zip> <output zip> <optimize level>
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [runtime, input, output, optimize] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${runtime}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: runtime });
pyodide.FS.writeFile("/tmp/input.zip", readFileSync(input));
pyodide.globals.set("optimize", Number(optimize));
pyodide.runPython(`
import importlib.util
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

with zipfile.ZipFile("/tmp/input.zip") as source, \\
        zipfile.ZipFile("/tmp/output.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
    for info in source.infolist():
        data = source.read(info)
        if info.filename.endswith(".py"):
            code = compile(data, info.filename, "exec", dont_inherit=True, optimize=optimize)
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            target.writestr(zipfile.ZipInfo(info.filename + "c", info.date_time), bytes(pyc),
                            compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
        elif not info.is_dir():
            target.writestr(info, data)
`);
writeFileSync(`${output}.tmp`, pyodide.FS.readFile("/tmp/output.zip"));
renameSync(`${output}.tmp`, output);
