// The module Web Worker that hosts Pyodide and rules_py. One per tab, started by client.js.
// Protocol with the page: {type:"ready"} | {type:"error", message} once at start-up, then
// {id, request} -> {id, response} where request/response are the JSON strings of rules_py.api.handle.
import { loadPyodide } from "../../pyodide/pyodide.mjs";

const indexURL = new URL("../../pyodide/", import.meta.url).href;

async function start() {
  const problems = [];
  const pyodide = await loadPyodide({ indexURL, fullStdLib: false });
  await pyodide.loadPackage("rules-py", {
    messageCallback: () => {},
    errorCallback: (message) => problems.push(message),
  });
  if (problems.length) {
    throw new Error(problems.join("; "));
  }
  return pyodide.pyimport("rules_py.api").handle;
}

const ready = start();

ready.then(
  () => postMessage({ type: "ready" }),
  (error) => postMessage({ type: "error", message: String(error && error.message ? error.message : error) }),
);

self.onmessage = async (event) => {
  const { id, request } = event.data;
  let handle;
  try {
    handle = await ready;
  } catch (error) {
    return; // start-up failure was already reported
  }
  postMessage({ id, response: handle(request) });
};
