// The page side of the worker: one client per tab, kept across Material's instant navigation
// (module scripts run once per document, and the instance also lives on window for the tests).
// call() always resolves with the protocol's envelope {ok, result | error}; a worker that fails to
// start, dies or hangs is reported as an error envelope and replaced on the next call.

const START_TIMEOUT_MS = 180000;
const CALL_TIMEOUT_MS = 30000;

function failure(code, message) {
  return { ok: false, error: { code, message } };
}

class RulesClient {
  constructor() {
    this.worker = null;
    this.ready = null;
    this.pending = new Map();
    this.nextId = 1;
    this.workerStarts = 0;
  }

  start() {
    const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    this.worker = worker;
    this.workerStarts += 1;
    this.ready = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("Движок правил не загрузился вовремя.")), START_TIMEOUT_MS);
      worker.addEventListener("message", (event) => {
        const data = event.data;
        if (data.type === "ready") {
          clearTimeout(timer);
          resolve();
        } else if (data.type === "error") {
          clearTimeout(timer);
          reject(new Error(`Движок правил не загрузился: ${data.message}`));
        } else if (this.pending.has(data.id)) {
          const { resolve: done, timer: callTimer } = this.pending.get(data.id);
          clearTimeout(callTimer);
          this.pending.delete(data.id);
          done(JSON.parse(data.response));
        }
      });
      worker.addEventListener("error", (event) => {
        clearTimeout(timer);
        reject(new Error(`Движок правил не загрузился: ${event.message || "ошибка в потоке"}`));
        this.reset("Поток движка правил завершился с ошибкой.");
      });
    });
    this.ready.catch(() => this.reset(null));
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
    if (!this.worker) this.start();
    try {
      await this.ready;
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
      this.pending.set(id, { resolve, timer });
      this.worker.postMessage({ id, request: JSON.stringify({ method, params }) });
    });
  }
}

export const client = (window.__rpClient ??= new RulesClient());
