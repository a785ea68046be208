// The module Web Worker that hosts Pyodide and rules_py: one per tab, started by client.js.
// To the page, once: {type: "ready", timings} or {type: "error", message} (Russian, naming the file
// that failed); then {id, response} for each {id, request} (the JSON strings of rules_py.api.handle).
//
// Where start-up time goes (bench/bench_site.py prints it): Pyodide's own boot (wasm compile, Python's
// initialisation) is nearly all of it, so everything of ours runs beside it or is skipped. The rules_py
// wheel is fetched while Pyodide boots and put on sys.path as it is (a zip: nothing to unpack), and
// rules_py.api imports no game package until a method needs it (rules_py/families.py). When the
// service worker has saved the build's memory snapshot (Python initialised, rules_py imported), the
// boot restores it instead of initialising Python again.
//
// DDS, the standard double-dummy solver compiled to WebAssembly (dds.js), is offered to rules_py on
// `globalThis.rpDds` and loaded only when a request first needs a double-dummy answer: rules_py then
// answers {"code": "module_needed"} (rules_py/bridge/dds/native.py), and the request is asked again
// once the module is there. Pages that never solve never download it. If it fails to load, rules_py's
// own solver does the work (slower, same answers), and the reader is not told: nothing is wrong.
import { DDS_GLUE, DDS_WASM, RUNTIME, SNAPSHOT, STDLIB, WHEEL } from "./engine-files.js";

const runtime = new URL(RUNTIME, import.meta.url).href;
const siteRoot = new URL("../../", import.meta.url).href;
const WHEEL_ON_PATH = "/lib/rules_py.whl";
const timings = {};
const mark = (name) => { timings[name] = Math.round(performance.now()); };

// Pyodide does not report every failed download (a missing wasm is only logged, and the start-up then
// waits for ever), so every response this worker receives is checked here and the first failure ends
// the start-up at once, naming the file.
let reportFailure;
const failure = new Promise((_, reject) => { reportFailure = reject; });
failure.catch(() => {}); // reported through the race in start(); never an unhandled rejection
const nativeFetch = self.fetch.bind(self);

function siteFile(url) {
  return url.startsWith(siteRoot) ? url.slice(siteRoot.length) : url;
}

function fileProblem(url, status) {
  const name = `«${siteFile(url)}»`;
  if (status === null) return `файл ${name} не получен: нет связи с сервером.`;
  if (status === 404) return `на сервере нет файла ${name} (ответ 404).`;
  if (status === 401 || status === 403) {
    return `сервер не даёт прочитать файл ${name} (ответ ${status}): файлы сайта должны быть доступны всем на чтение.`;
  }
  return `сервер не отдал файл ${name} (ответ ${status}).`;
}

self.fetch = async (resource, options) => {
  const url = resource instanceof Request ? resource.url : new URL(String(resource), self.location.href).href;
  let response;
  try {
    response = await nativeFetch(resource, options);
  } catch (error) {
    reportFailure(new Error(fileProblem(url, null)));
    throw error;
  }
  if (!response.ok) reportFailure(new Error(fileProblem(url, response.status)));
  else if (url.endsWith(".wasm")) wrongType(url, response, "application/wasm");
  return response;
};

// WebAssembly is compiled as it downloads only when served as application/wasm; otherwise Pyodide
// would only log the failure and wait for ever.
function wrongType(url, response, wanted) {
  const type = (response.headers.get("Content-Type") || "").split(";")[0].trim().toLowerCase();
  const accepted = wanted === "javascript" ? /(java|ecma)script$/.test(type) : type === wanted;
  if (accepted) return null;
  const problem = `сервер отдаёт файл «${siteFile(url)}» с типом «${type || "без типа"}», а нужен ` +
    `${wanted === "javascript" ? "text/javascript" : wanted}: поправьте типы файлов в настройках сервера.`;
  reportFailure(new Error(problem));
  return problem;
}

// A module that fails to import says only "failed to fetch": ask the server what the matter is.
async function importProblem(url) {
  try {
    const response = await nativeFetch(url, { method: "HEAD", cache: "no-store" });
    if (!response.ok) return fileProblem(url, response.status);
    return wrongType(url, response, "javascript") || `модуль «${siteFile(url)}» не загрузился.`;
  } catch {
    return fileProblem(url, null);
  }
}

async function importModule(url) {
  try {
    return await import(url);
  } catch (error) {
    throw new Error(await importProblem(url));
  }
}

// Pyodide imports pyodide.asm.mjs itself; its failure names the URL in English.
async function explained(error) {
  const url = String(error && error.message).match(/https?:\/\/\S+?\.m?js\b/);
  if (url && url[0].startsWith(siteRoot)) return new Error(await importProblem(url[0]));
  return new Error(`Pyodide не запустился (${error && error.message ? error.message : error}).`);
}

// The snapshot is used only when the service worker already holds it: fetched over the network it
// costs more bytes than the time it saves on a slow line (see the bench).
async function savedSnapshot() {
  if (!SNAPSHOT || !self.caches) return null;
  // Named by its hash: only this build's snapshot matches.
  return caches.match(new URL(SNAPSHOT, runtime).href).catch(() => null);
}

// loadPyodide takes the snapshot as a promise: it is decompressed while the wasm is fetched and compiled.
function unpacked(snapshot) {
  return new Response(snapshot.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
}

async function boot(loadPyodide, snapshot) {
  // The wheel goes on the file system on every start, a restored snapshot's too: the snapshot holds
  // Python's memory (every module of rules_py imported, sys.path naming the wheel) but not the file
  // system, and Python must find on it every file it reads, exactly as after a cold start.
  const wheel = fetch(new URL(WHEEL, runtime)).then((r) => r.arrayBuffer());
  wheel.catch(() => {}); // a failed fetch is reported by self.fetch; awaited below when the boot got that far
  const options = {
    indexURL: runtime,
    lockFileURL: new URL("pyodide-lock.json", runtime).href,
    stdLibURL: new URL(STDLIB, runtime).href, // the part of the standard library the engine uses
  };
  if (snapshot) options._loadSnapshot = unpacked(snapshot);
  const pyodide = await loadPyodide(options).catch(async (error) => { throw await explained(error); });
  mark("python");
  pyodide.FS.writeFile(WHEEL_ON_PATH, new Uint8Array(await wheel));
  if (!snapshot) pyodide.runPython(`import sys; sys.path.insert(0, "${WHEEL_ON_PATH}")`);
  const handle = pyodide.pyimport("rules_py.api").handle;
  mark("rules_py");
  return handle;
}

async function start() {
  mark("start");
  const [{ loadPyodide }, snapshot] = await Promise.all([
    importModule(new URL("pyodide.mjs", runtime).href),
    savedSnapshot(),
  ]);
  mark("pyodide.mjs");
  timings.snapshot = Boolean(snapshot);
  try {
    return await boot(loadPyodide, snapshot);
  } catch (error) {
    if (!snapshot) throw error;
    timings.snapshot = "failed"; // a snapshot that does not restore must not cost the reader the engine
    return boot(loadPyodide, null);
  }
}

const ready = Promise.race([start(), failure]);

ready.then(
  () => postMessage({ type: "ready", timings }),
  (error) => postMessage({ type: "error", message: String(error && error.message ? error.message : error) }),
);

const dds = (globalThis.rpDds = { state: DDS_WASM ? "available" : "absent" });
let ddsLoading = null;

function loadDds() {
  ddsLoading ??= (async () => {
    dds.state = "loading";
    try {
      const { loadDds: load } = await import("./dds.js");
      dds.solver = await load(new URL(DDS_GLUE, import.meta.url).href, new URL(DDS_WASM, import.meta.url).href);
      dds.state = "ready";
    } catch (error) {
      dds.state = "failed";
      dds.error = String(error && error.message ? error.message : error);
    }
  })();
  return ddsLoading;
}

const MODULE_NEEDED = '{"ok": false, "error": {"code": "module_needed"';

self.onmessage = async (event) => {
  const { id, request } = event.data;
  let handle;
  try {
    handle = await ready;
  } catch (error) {
    return; // the start-up failure was already reported
  }
  let response = handle(request);
  if (response.startsWith(MODULE_NEEDED)) {
    await loadDds();
    response = handle(request);
  }
  postMessage({ id, response });
};
