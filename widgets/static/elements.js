// The entry script of every page, loaded `async` from the <head> (widgets/hooks.py puts it there).
// A classic script rather than a module, so that it also runs when the site is opened as a file
// (file://), where the browser refuses module scripts and workers: there it makes the links open
// index.html files and tells each widget's reader how to open the site.
// Over http(s) it imports each widget's module (by convention <rp-x> from rp-x.js next to this file,
// also for pages reached by Material's instant navigation); a widget's first call, or warm(), starts
// the engine's worker (client.js; never before the first paint). When:
// - a widget in or near the viewport (a reader who followed a link to it) is defined at once;
// - otherwise the engine's worker starts once the page has loaded and gone idle, so that the article's
//   text, styles and scripts never share the line with the engine's 13 MB, and a widget further down
//   is defined (drawn) when it comes within a screen of the viewport, by then with the engine warm:
//   a table the reader never scrolls to costs no drawing, and drawing never competes with the
//   article's first seconds (it was half of a rules page's blocking time on a phone). Printing shows
//   an undrawn widget's build-time example (print.css). `window.__rpDrawAll = true` (set before the
//   page's scripts run) draws every widget once the engine is ready, as if the reader had scrolled
//   past each: the browser tests set it, and one of them checks the drawing on approach.
// A page without widgets loads nothing more. Once the page is loaded, its engine ready or failed and
// every widget in view ready, it registers the service worker that saves the site for offline use, and
// shows whether the site is saved (offline.js). Around Material it also hides «К началу» while a game
// table is in view, and makes sure an instant navigation to a link's fragment («Играть») reaches it.
(() => {
  const here = document.currentScript ? document.currentScript.src : location.href;
  const module = (name) => import(new URL(name, here).href);
  const parsed = new Promise((resolve) => {
    if (document.readyState !== "loading") resolve();
    else document.addEventListener("DOMContentLoaded", resolve, { once: true });
  });
  const loaded = new Promise((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", resolve, { once: true });
  });
  const SAVE_WAIT_CAP_MS = 60000; // the site is saved after this long even if a widget never settles
  const idle = () => new Promise((resolve) => (window.requestIdleCallback || setTimeout)(resolve, { timeout: 2000 }));

  if (location.protocol === "file:") {
    parsed.then(() => openedFromFile(here));
    return;
  }

  const requested = new Set();
  const define = (tag) => {
    if (requested.has(tag)) return;
    requested.add(tag);
    module(`${tag}.js`).catch((error) => console.error(`Виджет <${tag}> не загрузился:`, error));
  };
  let engine = null; // settles when the engine is ready or has failed to start
  const startEngine = () => {
    engine ??= module("client.js").then(({ client }) => client.warm()).catch(() => {});
    return engine;
  };
  const near = window.IntersectionObserver
    ? new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) {
          near.unobserve(entry.target);
          startEngine(); // beside the widget's module, not after it
          define(entry.target.localName);
        }
      }
    }, { rootMargin: "100% 0px" })
    : null;
  let hasWidgets = false;
  const settled = loaded.then(idle); // the page has loaded and gone idle
  const engineSettled = Promise.all([parsed, settled]).then(() => (hasWidgets ? startEngine() : null));

  // Elements that need no engine (the catalogue's filters): defined at once, and they start nothing.
  const ENGINE_FREE = new Set(["rp-catalogue-filter"]);

  function findWidgets() {
    const found = [...document.querySelectorAll(":not(:defined)")].filter((node) => node.localName.startsWith("rp-"));
    for (const node of found) if (ENGINE_FREE.has(node.localName)) define(node.localName);
    const waiting = found.filter((node) => !ENGINE_FREE.has(node.localName));
    if (!waiting.length) return;
    hasWidgets = true;
    for (const widget of waiting) {
      if (near) near.observe(widget);
    }
    if (window.__rpDrawAll || !near) engineSettled.then(idle).then(() => waiting.forEach((widget) => define(widget.localName)));
  }

  // Material's instant navigation swaps the page's content without running this script again; its
  // document$ tells when. Material's bundle is a deferred script, and this async one may run between
  // the end of parsing (readyState "interactive") and the deferred scripts, before document$ exists:
  // then it is looked for again at DOMContentLoaded (after every deferred script) or, failing that,
  // at load. A page without Material (none here today) simply gets no subscription.
  const navigated = new Promise((resolve) => {
    if (window.document$) return resolve(window.document$);
    const look = () => window.document$ && resolve(window.document$);
    document.addEventListener("DOMContentLoaded", look, { once: true });
    loaded.then(look);
  });

  // Material's «К началу» (navigation.top) shows at the top of the screen when the reader scrolls up:
  // over a game table it would cover the cards, so it is hidden (reader.css) while a table is in view.
  const TABLES = "rp-play, rp-shtoss";
  const watchedTables = new Set();
  const tablesInView = new Set();
  const tableWatch = window.IntersectionObserver
    ? new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting && entry.target.isConnected) tablesInView.add(entry.target);
        else tablesInView.delete(entry.target);
      }
      document.documentElement.classList.toggle("rp-table-in-view", tablesInView.size > 0);
    })
    : null;
  function watchTables() {
    if (!tableWatch) return;
    for (const table of watchedTables) {
      if (table.isConnected) continue;
      tableWatch.unobserve(table); // a table of the page before an instant navigation
      watchedTables.delete(table);
      tablesInView.delete(table);
    }
    document.documentElement.classList.toggle("rp-table-in-view", tablesInView.size > 0);
    for (const table of document.querySelectorAll(TABLES)) {
      watchedTables.add(table);
      tableWatch.observe(table);
    }
  }

  // Material's instant navigation goes to a link's fragment only when the new history entry has no state
  // of its own, but it also saves the scroll offset into the current entry 100 ms after every scroll: when
  // that write falls between the click and the new page, it lands on the new entry, and the page opens at
  // the old page's offset instead of the fragment (a reader who taps «Играть» in the catalogue while the
  // list still glides lands mid-page). After a navigation by a link (not Back or Forward) to a fragment,
  // the fragment is reached again, the way Material reaches it (a click on a same-page link that Material
  // does not see), once Material has scrolled.
  const place = () => location.pathname + location.hash;
  let poppedTo = null; // where Back or Forward went last (a same-page one brings no new page)
  addEventListener("popstate", () => { poppedTo = place(); });
  function reachFragment() {
    const fromHistory = poppedTo === place();
    poppedTo = null;
    if (fromHistory || !location.hash) return;
    setTimeout(() => {
      if (!document.getElementById(decodeURIComponent(location.hash.slice(1)))) return;
      const link = document.createElement("a");
      link.href = location.hash;
      link.addEventListener("click", (event) => event.stopPropagation());
      document.body.append(link);
      link.click();
      link.remove();
    }, 0);
  }

  parsed.then(() => {
    findWidgets();
    watchTables();
    // document$ replays the current document to a new subscriber (the page as loaded, where the browser
    // went to the fragment itself): findWidgets and watchTables are idempotent.
    navigated.then((document$) => {
      let first = true;
      document$.subscribe(() => {
        findWidgets();
        watchTables();
        if (!first) reachFragment();
        first = false;
      });
    });
  });

  // Saving the site (the service worker's precache, about 14 MB) starts only once every widget in view
  // is ready (or has failed) and the page is idle again, so that it never shares the line or the
  // processor with the reader's first game.
  engineSettled
    .then(widgetsInViewSettled)
    .then(idle)
    .then(() => module("offline.js"))
    .then(({ saveForOffline }) => saveForOffline())
    .catch((error) => console.warn("Сохранение сайта для работы без сети не запустилось:", error));

  // Resolves when no widget within the viewport is loading or busy (at once when there is none), or
  // after SAVE_WAIT_CAP_MS whatever happens.
  function widgetsInViewSettled() {
    return new Promise((resolve) => {
      const inView = (node) => {
        const rect = node.getBoundingClientRect();
        return rect.bottom > 0 && rect.top < innerHeight && rect.width > 0;
      };
      const waiting = () => [...document.querySelectorAll("[data-rp-state]")]
        .some((node) => inView(node) && node.dataset.rpState !== "ready" && node.dataset.rpState !== "error");
      let observer = null;
      const done = () => { clearTimeout(cap); if (observer) observer.disconnect(); resolve(); };
      const cap = setTimeout(done, SAVE_WAIT_CAP_MS);
      if (!waiting()) return done();
      observer = new MutationObserver(() => { if (!waiting()) done(); });
      observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-rp-state"] });
    });
  }

  // Opened from a file: point the links at index.html files and explain, in every widget, why it
  // cannot start and the one command that serves the site properly.
  function openedFromFile(script) {
    for (const link of document.querySelectorAll("a[href]")) {
      const url = new URL(link.getAttribute("href"), location.href);
      if (url.protocol === "file:" && url.pathname.endsWith("/")) {
        url.pathname += "index.html";
        link.href = url.href;
      }
    }
    const root = new URL("../../", script);
    let folder = decodeURIComponent(root.pathname).replace(/(.)\/$/, "$1");
    if (/^\/[A-Za-z]:\//.test(folder)) folder = folder.slice(1).replaceAll("/", "\\"); // Windows: D:\site
    const page = decodeURIComponent(location.pathname).slice(decodeURIComponent(root.pathname).length)
      .replace(/index\.html$/, "");
    const address = `http://127.0.0.1:8000/${page}`;
    for (const widget of document.querySelectorAll("[data-rp-state]")) {
      const note = document.createElement("p");
      note.className = "rp-status rp-file-note";
      note.setAttribute("role", "note");
      note.append(
        "Страница открыта как файл, а из файла браузер не запускает движок правил. ",
        "Откройте сайт через веб-сервер: выполните в терминале ",
        Object.assign(document.createElement("code"), {
          textContent: `python3 -m http.server 8000 --directory "${folder}"`,
        }),
        " (в Windows — py вместо python3) и перейдите по адресу ",
        Object.assign(document.createElement("a"), { href: address, textContent: address }),
        ".",
      );
      widget.prepend(note);
      widget.setAttribute("data-rp-state", "error");
    }
  }
})();
