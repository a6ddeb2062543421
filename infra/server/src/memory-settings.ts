/**
 * Memory settings of the server process, applied by the supervisor (`serve`, `serve:demo`) and repeated in
 * infra/docker/server.Dockerfile. Measured with `pnpm bench memory`; figures in the README's "Memory" section.
 */

/**
 * V8's young generation grows to 16 MB semi-spaces, most of it committed under load. 4 MB still lets request
 * garbage die young; at 1 MB so much was promoted that the old generation grew faster than the young one shrank.
 */
export const SERVER_EXEC_ARGV: readonly string[] = ['--max-semi-space-size=4'];

/**
 * glibc reads these when a process starts, so they go in the server's environment. V8 compiles PGlite's
 * WebAssembly on background threads in 32 KiB zone segments and scrypt takes 16 MiB per password hash; with
 * glibc's defaults each thread keeps an arena and the freed memory stays resident (100-200 MB). Two arenas,
 * and blocks of 32 KiB or more mapped on their own (a fixed threshold, so glibc does not raise it after the
 * first 16 MiB free), give it back, for some system time on large allocations (bench settle: about 10%).
 */
export const SERVER_MALLOC_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '32768',
};
