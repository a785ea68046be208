// Precompressed copies for static web servers that serve them (nginx gzip_static / brotli_static,
// Caddy's precompressed, ...): X.gz and X.br beside each file named on stdin (one site path a line).
// Copies are cached by content hash in a folder, so files that never change (Pyodide's) are
// compressed once per machine. usage: node precompress.mjs <cache folder> < list
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, utimesSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const cache = process.argv[2];
mkdirSync(cache, { recursive: true });
const files = readFileSync(0, "utf8").split("\n").filter(Boolean);

// Brotli's best quality is slow on the 9.6 MB wasm (about a minute): large files get a faster one.
const BROTLI_BEST_UP_TO = 2 * 1024 * 1024;

function compressed(data, kind) {
  if (kind === "gz") return gzipSync(data, { level: 9 });
  const quality = data.length <= BROTLI_BEST_UP_TO ? 11 : 7;
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

let made = 0;
for (const file of files) {
  const data = readFileSync(file);
  const hash = createHash("sha256").update(data).digest("hex").slice(0, 32);
  for (const kind of ["gz", "br"]) {
    const cached = `${cache}/${hash}.${kind}`;
    if (!existsSync(cached)) {
      writeFileSync(`${cached}.tmp${process.pid}`, compressed(data, kind));
      renameSync(`${cached}.tmp${process.pid}`, cached);
      made += 1;
    } else {
      utimesSync(cached, new Date(), new Date()); // recently used: kept by the cache's pruning
    }
    copyFileSync(cached, `${file}.${kind}`);
  }
}
console.log(JSON.stringify({ files: files.length, compressed: made }));
