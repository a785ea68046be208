// One table of each family in Firefox ESR (Debian's firefox-esr, driven over WebDriver BiDi by
// puppeteer-core): the table reaches ready, then a few legal moves are made as a reader would make them.
// Prints, as JSON, for each page: whether it got ready, the moves made, and any console error, page error
// or request that left the site.
// usage: node firefox_tables.mjs <config.json>, where the config gives
//   {"firefox": path, "base": site URL, "tables": [[path, selector], ...], "move_js": "(root) => …", "moves": n}
import { readFileSync } from "node:fs";
import puppeteer from "puppeteer-core";

const config = JSON.parse(readFileSync(process.argv[2], "utf8"));
const TIMEOUT = 180000;
const browser = await puppeteer.launch({
  browser: "firefox", executablePath: config.firefox, headless: true, protocol: "webDriverBiDi",
});
const report = { version: await browser.version(), tables: [] };
try {
  for (const [path, selector] of config.tables) {
    const page = await browser.newPage();
    const found = { path, selector, ready: false, moves: 0, progressed: false, errors: [], foreign: [] };
    page.on("console", (message) => { if (message.type() === "error") found.errors.push(message.text()); });
    page.on("pageerror", (error) => found.errors.push(String(error && error.message ? error.message : error)));
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith(config.base) && !url.startsWith("data:") && !url.startsWith("blob:")) found.foreign.push(url);
    });
    const settled = `(() => { const w = document.querySelector(${JSON.stringify(selector)}); return !!w && w.dataset.rpState === "ready"; })()`;
    try {
      await page.evaluateOnNewDocument("window.__rpBotDelay = 0; window.__rpDrawAll = true"); // every widget drawn, as in tests/conftest.py
      await page.goto(config.base + path);
      await page.waitForFunction(settled, { timeout: TIMEOUT });
      found.ready = true;
      const progress = `(() => { const w = document.querySelector(${JSON.stringify(selector)});
        return w.moves ? w.moves.length : w.querySelectorAll("[data-card]").length; })()`;
      const before = await page.evaluate(progress);
      for (let i = 0; i < config.moves; i++) {
        const moved = await page.evaluate(`(${config.move_js})(document.querySelector(${JSON.stringify(selector)}))`);
        if (!moved) break;
        found.moves += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
        await page.waitForFunction(settled, { timeout: TIMEOUT });
      }
      found.progressed = (await page.evaluate(progress)) !== before;
    } catch (error) {
      found.errors.push(`test: ${error.message}`);
    }
    report.tables.push(found);
    await page.close();
  }
} finally {
  await browser.close();
}
process.stdout.write(JSON.stringify(report));
