/**
 * Loaded into the benchmarked server by `pnpm bench memory` (NODE_OPTIONS=--import): once a second it writes
 * this process's memory figures to $BX_MEMORY_PROBE/<pid>.json. Not part of the product.
 */
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.BX_MEMORY_PROBE;
const memories = [];
// PGlite's Emscripten module makes its heap with `new WebAssembly.Memory`: keep a weak handle to read its size.
globalThis.WebAssembly.Memory = new Proxy(globalThis.WebAssembly.Memory, {
  construct(target, args, newTarget) {
    const memory = Reflect.construct(target, args, newTarget);
    memories.push(new WeakRef(memory));
    return memory;
  },
});

if (dir) {
  setInterval(() => {
    const wasm = memories.reduce((sum, ref) => sum + (ref.deref()?.buffer.byteLength ?? 0), 0);
    const figures = { time: Date.now(), ...process.memoryUsage(), wasm };
    const file = path.join(dir, `${process.pid}.json`);
    // Written aside and renamed, so the bench never reads half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify(figures));
    renameSync(`${file}.tmp`, file);
  }, 1_000).unref();
}
