// DDS, Bo Haglund and Soren Hein's double-dummy solver (C++, Apache-2.0), compiled to WebAssembly at
// build time (widgets/dds_build.py) and loaded by the engine's worker the first time rules_py needs a
// double-dummy answer (worker.js). rules_py calls it synchronously through Pyodide's bridge to
// JavaScript (rules_py/bridge/dds/wasm.py); the calls pass plain arrays of ints, laid out as the
// entry points of widgets/dds/rp_dds.cpp read and write them.
//
// The same module runs under Node for the tests and the bench (the wasm then given as bytes).

// DDS's transposition table, in MB: the memory a phone can give a tab's worker. DDS sizes one "small"
// thread's table at 20 MB growing to 30 MB when it is given 30 to 160 MB (1.3 x this figure); the bench
// measures the wasm memory this takes at its peak (bench_dds.py).
export const MEMORY_MB = 24;
const IO_INTS = 64; // the largest call: 24 ints in, 2 + 13 x 4 out

// `glue`: the URL of the Emscripten glue (an ES module); `wasm`: its URL (fetched and compiled as it
// downloads) or its bytes. Resolves with the solver, rejects when it cannot start.
export async function loadDds(glue, wasm, memoryMb = MEMORY_MB) {
  const { default: create } = await import(glue);
  // Emscripten waits for ever when the wasm does not instantiate: its failure ends the wait here.
  let failed;
  const failure = new Promise((_, reject) => { failed = reject; });
  const module = await Promise.race([failure, create({
    // The glue would fetch the wasm itself by a name of its own; the site names it by its hash.
    instantiateWasm(imports, receive) {
      const started = typeof wasm === "string" || wasm instanceof URL
        ? WebAssembly.instantiateStreaming(fetch(wasm), imports)
        : WebAssembly.instantiate(wasm, imports);
      started.then(({ instance, module: compiled }) => receive(instance, compiled), failed);
      return {};
    },
  })]);
  const threads = module._rp_init(memoryMb);
  if (threads < 1) throw new Error(`DDS: no thread memory within ${memoryMb} MB`);
  const io = module._malloc(IO_INTS * 4) >> 2;

  // One call: the ints in, DDS's code checked, the heap (renewed if the memory grew) returned.
  function call(entry, ints, ...flags) {
    module.HEAP32.set(ints, io);
    const code = entry(io << 2, ...flags);
    if (code !== 1) throw new Error(`DDS error ${code}`);
    return module.HEAP32;
  }

  return {
    // [trump, first, trick suits x3, trick ranks x3, 16 hand masks] -> [cards, nodes, then suit, rank,
    // equals, score for each card]: every card valued, or only the best one (`every` false). `fresh`:
    // from an empty transposition table (the nodes then do not depend on earlier solves).
    solve(ints, every, fresh) {
      const heap = call(module._rp_solve, ints, every ? 1 : 0, fresh ? 1 : 0);
      return Array.from(heap.subarray(io, io + 2 + 4 * heap[io]));
    },
    // [16 hand masks], a mask of strains (bit 0 spades .. bit 4 notrump) -> the tricks of N, E, S, W
    // as declarers in S, H, D, C, NT (20 ints; those of the strains not asked are meaningless).
    table(ints, strains) {
      return Array.from(call(module._rp_table, ints, strains).subarray(io, io + 20));
    },
    // The wasm memory's size in bytes: it only grows, so this is the peak so far.
    memoryBytes() {
      return module.HEAP8.length;
    },
    memoryMb,
  };
}
