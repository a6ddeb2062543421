import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

// The server's TypeScript libs leave out WebAssembly's types; the namespace is there at run time.
const Wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } })
  .WebAssembly;
/** A compiled WebAssembly module, as PGlite's `wasmModule` option takes it. */
export type WasmModule = object;

/** Shared buffers of the embedded database; the figure keeps the length of PGlite's own setting. */
export const EMBEDDED_SHARED_BUFFERS = '32MB';
const BUILT_IN = 'shared_buffers=128MB';
const OURS = `shared_buffers=${EMBEDDED_SHARED_BUFFERS.padStart(5)}`;

let compiled: Promise<WasmModule> | undefined;

/**
 * PGlite's WebAssembly with smaller shared buffers, compiled once per process.
 *
 * PGlite 0.3.16 starts Postgres with `shared_buffers=128MB` written into its binary and reads neither
 * postgresql.conf nor ALTER SYSTEM; all 128 MB are zeroed at start and stay resident, the largest part of the
 * embedded server's memory. One player-facing site's working set fits in far less, and what leaves the buffers
 * stays in the file system's cache. The setting is rewritten in place, same length, so nothing else moves; a
 * PGlite whose binary no longer holds it once fails here, loudly, rather than running with the 128 MB.
 */
export function embeddedPgliteModule(): Promise<WasmModule> {
  compiled ??= compile().catch((error: unknown) => {
    compiled = undefined;
    throw error;
  });
  return compiled;
}

async function compile(): Promise<WasmModule> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const bytes = await readFile(path.join(path.dirname(entry), 'pglite.wasm'));
  const at = bytes.indexOf(BUILT_IN);
  if (at < 0 || bytes.indexOf(BUILT_IN, at + 1) >= 0 || OURS.length !== BUILT_IN.length) {
    throw new Error(
      `PGlite's binary does not hold "${BUILT_IN}" exactly once: check src/db/pglite-module.ts`,
    );
  }
  bytes.write(OURS, at, 'latin1');
  return Wasm.compile(bytes);
}
