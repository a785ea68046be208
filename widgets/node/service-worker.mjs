// The service worker of the built site, made with Workbox (npm): it precaches every page and the
// engine, versioned by build (each file's revision is a hash of its content, so a new deployment
// replaces exactly what changed and drops the rest).
//
// workbox-build's getManifest lists and hashes the files; sw.js is then Workbox's own production
// bundles of workbox-core, -routing, -strategies and -precaching, followed by the few lines below.
// (generateSW would make the same worker but re-bundles Workbox with rollup and babel on every build,
// about ten seconds; the prebuilt bundles need nothing of the kind.)
//
// usage: node service-worker.mjs <options.json>, where the JSON gives
//   {"site": folder, "immutable": [site-relative URLs never cache-busted], "maxBytes": n}
// and the summary {"count", "size", "warnings"} is printed as JSON.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import getManifestModule from "workbox-build/build/get-manifest.js"; // not the index, which loads rollup and babel
const { getManifest } = getManifestModule;

const options = JSON.parse(readFileSync(process.argv[2], "utf8"));
const immutable = new Set(options.immutable);
const require = createRequire(import.meta.url);

const { manifestEntries, count, size, warnings } = await getManifest({
  globDirectory: options.site,
  globPatterns: ["**/*"],
  // Precompressed copies are for the web server (the browser stores what it decoded), and source
  // maps only for developer tools.
  globIgnores: ["sw.js", "**/*.gz", "**/*.br", "**/*.map"],
  maximumFileSizeToCacheInBytes: options.maxBytes,
  // Files named by their version (Pyodide's folder, Material's hashed bundles) are fetched through the
  // HTTP cache, so the ones the engine has just downloaded are not downloaded a second time.
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.map((entry) => (immutable.has(entry.url) ? { ...entry, revision: null } : entry)),
      warnings: [],
    }),
  ],
});

const runtime = ["core", "routing", "strategies", "precaching"].map((name) =>
  readFileSync(require.resolve(`workbox-${name}/build/workbox-${name}.prod.js`), "utf8")
    .replace(/\n\/\/# sourceMappingURL=.*\s*$/, ""));

const worker = `${runtime.join("\n")}
// Saves the whole site when installed; serves every file from the cache, the network being unneeded.
workbox.core.setCacheNameDetails({ prefix: "rp" });
workbox.core.clientsClaim();
workbox.precaching.cleanupOutdatedCaches();
workbox.precaching.precacheAndRoute(${JSON.stringify(manifestEntries)}, {
  // Pages are static: a query string (a shared deal or position) is for the widgets' scripts only.
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: "index.html",
});
`;
writeFileSync(`${options.site}/sw.js.tmp`, worker);
renameSync(`${options.site}/sw.js.tmp`, `${options.site}/sw.js`);
console.log(JSON.stringify({ count, size, warnings }));
