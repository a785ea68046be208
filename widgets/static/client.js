// The page side of the worker: one client per tab, kept across Material's instant navigation
// (module scripts run once per document, and the instance also lives on window for the tests).
// call() always resolves with the protocol's envelope {ok, result | error}; a worker that fails to
// start, dies or hangs is reported as an error envelope and replaced on the next call.
//
// The worker is created on the first call (or warm()), never before the page's first paint, so that
// the engine's download never competes with the text the reader came for; elements.js decides when
// widgets (and so their first calls) arrive.

// A last resort for a server that never answers: a missing or refused file is reported by the worker
// at once, and a slow line may take a minute to bring the engine's 13 MB.
const START_TIMEOUT_MS = 180000;
const CALL_TIMEOUT_MS = 30000;
const WORKER_URL = new URL("./worker.js", import.meta.url);

function failure(code, message) {
  return { ok: false, error: { code, message } };
}

// Resolves a frame after the page's first contentful paint, at once if it has painted already (and
// after two seconds at the latest: a page in a background tab does not paint).
function afterFirstPaint() {
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  if (painted() || !window.PerformanceObserver) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 2000);
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => setTimeout(resolve, 0));
    });
    observer.observe({ type: "paint", buffered: true });
  });
}

// An engine failure's diagnostic (the exception and where it happened) is for the developer: it goes
// to the console, and the page shows only the Russian message.
function withoutDetail(method, response) {
  if (response.ok || !response.error || !response.error.detail) return response;
  const { detail, ...error } = response.error;
  console.error(`rules_py: сбой в методе ${method}\n${detail}`);
  return { ...response, error };
}

class RulesClient {
  constructor() {
    this.worker = null;
    this.ready = null;
    this.pending = new Map();
    this.nextId = 1;
    this.workerStarts = 0;
    this.timings = null; // the last start-up's phases (worker clock, ms), for the bench
  }

  // Start the worker unless it runs already; the promise settles when the engine is ready or failed.
  warm() {
    if (!this.ready) this.start();
    return this.ready;
  }

  start() {
    this.ready = afterFirstPaint().then(() => this.spawn());
    this.ready.catch(() => this.reset(null));
  }

  spawn() {
    const worker = new Worker(WORKER_URL, { type: "module" });
    this.worker = worker;
    this.workerStarts += 1;
    this.spawnedAt = performance.now();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("Движок правил не загрузился вовремя.")), START_TIMEOUT_MS);
      worker.addEventListener("message", (event) => {
        const data = event.data;
        if (data.type === "ready") {
          clearTimeout(timer);
          this.timings = data.timings;
          resolve();
        } else if (data.type === "error") {
          clearTimeout(timer);
          reject(new Error(`Движок правил не загрузился: ${data.message}`));
        } else if (this.pending.has(data.id)) {
          const { resolve: done, timer: callTimer, method } = this.pending.get(data.id);
          clearTimeout(callTimer);
          this.pending.delete(data.id);
          done(withoutDetail(method, JSON.parse(data.response)));
        }
      });
      worker.addEventListener("error", (event) => {
        clearTimeout(timer);
        const where = WORKER_URL.pathname.split("/").slice(-3).join("/");
        reject(new Error(`Движок правил не загрузился: ${event.message || `не запустился поток движка (${where})`}.`));
        this.reset("Поток движка правил завершился с ошибкой.");
      });
    });
  }

  reset(message) {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.ready = null;
    for (const { resolve, timer } of this.pending.values()) {
      clearTimeout(timer);
      resolve(failure("worker_failed", message || "Движок правил перезапущен."));
    }
    this.pending.clear();
  }

  async call(method, params = {}, { timeout = CALL_TIMEOUT_MS } = {}) {
    try {
      await this.warm();
    } catch (error) {
      return failure("load_failed", error.message);
    }
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve(failure("timeout", "Движок думал слишком долго; ход отменён, движок перезапущен."));
        this.reset(null);
      }, timeout);
      this.pending.set(id, { resolve, timer, method });
      this.worker.postMessage({ id, request: JSON.stringify({ method, params }) });
    });
  }
}

export const client = (window.__rpClient ??= new RulesClient());
