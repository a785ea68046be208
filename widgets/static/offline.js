// Saving the site for offline use: registers the service worker (sw.js at the site's root, generated
// at build time by Workbox, see widgets/offline.py) and keeps a small, quiet line in the footer that
// says whether the whole site is saved. elements.js calls saveForOffline() once the page has loaded
// (and its engine is ready), so that saving never competes with what the reader is waiting for.

const root = new URL("../../", import.meta.url);

const TEXT = {
  saving: "Сайт сохраняется для работы без сети…",
  saved: "Сайт сохранён на этом устройстве и открывается без сети.",
  offline: "Сети нет: страницы открываются из сохранённой копии сайта.",
  update: "Сохранена новая версия сайта: она откроется, когда закроются все его вкладки.",
  failed: "Сайт не удалось сохранить для работы без сети.",
};

function stateOf(registration) {
  if (registration.waiting && navigator.serviceWorker.controller) return "update";
  if (registration.active) return navigator.onLine ? "saved" : "offline";
  if (registration.installing) return "saving";
  return "failed";
}

function show(state) {
  const footer = document.querySelector(".md-footer-meta__inner");
  if (!footer) return;
  let line = footer.querySelector(".rp-offline");
  if (!line) {
    line = document.createElement("div");
    line.className = "md-copyright rp-offline"; // the footer's own small print
    footer.append(line);
  }
  line.dataset.rpOffline = state;
  line.textContent = TEXT[state];
}

// The build that made the page also made the service worker (not under `mkdocs serve`).
export async function saveForOffline() {
  if (!document.querySelector('meta[name="rp-service-worker"]') || !("serviceWorker" in navigator)) return null;
  const registration = await navigator.serviceWorker.register(new URL("sw.js", root), { scope: root.href });
  const render = () => show(stateOf(registration));
  const follow = (worker) => worker && worker.addEventListener("statechange", render);
  follow(registration.installing);
  registration.addEventListener("updatefound", () => { follow(registration.installing); render(); });
  addEventListener("online", render);
  addEventListener("offline", render);
  // Material's instant navigation replaces the footer: draw the line again on each new page.
  if (window.document$) window.document$.subscribe(render);
  render();
  return registration;
}
