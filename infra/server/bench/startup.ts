import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { throwawayDatabase } from './throwaway-database.js';

/**
 * How long the server takes from `node dist/server.js --demo` to answering, on a seeded demo database (so build
 * first): the first start migrates and seeds a throwaway database (PGlite in a data folder, or a database created on
 * the PostgreSQL of DATABASE_URL); then BENCH_RUNS (5) restarts, each timed to its "ready" line and to its first
 * `GET /health` 200, with the CPU time the server used to get there (what a start costs on an idle machine). Prints
 * the figures; asserts nothing.
 */
export async function startupBench(env: (name: string, fallback: number) => number): Promise<void> {
  const runs = env('BENCH_RUNS', 5);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bx-bench-startup-'));
  const url = process.env.DATABASE_URL;
  const database =
    url === undefined || url === '' ? undefined : await throwawayDatabase(url, 'bx_bench_startup');
  try {
    const label = database === undefined ? 'PGlite' : 'PostgreSQL';
    const first = await timedStart(dataDir, database?.url);
    console.log(`startup (${label}): first start (migrate and seed) ready in ${seconds(first.ready)}`);
    const times: Array<{ ready: number; health: number; cpu: number }> = [];
    for (let run = 1; run <= runs; run++) {
      const timed = await timedStart(dataDir, database?.url);
      times.push(timed);
      console.log(
        `  restart ${run}: ready in ${seconds(timed.ready)}, /health 200 in ${seconds(timed.health)} ` +
          `(server CPU ${seconds(timed.cpu)}; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
      );
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(
      `  restarts to /health 200: median ${seconds(median(times.map((t) => t.health)))}, worst ` +
        `${seconds(Math.max(...times.map((t) => t.health)))}; server CPU median ` +
        `${seconds(median(times.map((t) => t.cpu)))} (${runs} runs)`,
    );
  } finally {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** CPU time the process has used so far (user + system), ms: what a start costs whatever else the machine runs. */
async function cpuOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const [utime, stime] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 13)
    .map(Number);
  return ((utime! + stime!) * 1000) / 100;
}

/** Starts the built server, waits for its ready line and its first healthy answer, then stops it. */
async function timedStart(dataDir: string, databaseUrl: string | undefined) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server.js', '--demo'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const ready = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('BX platform ready')) resolve(performance.now() - started);
      });
      child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
    });
    for (;;) {
      const healthy = await fetch(`http://127.0.0.1:${port}/health`)
        .then((response) => response.status === 200)
        .catch(() => false);
      if (healthy) return { ready, health: performance.now() - started, cpu: await cpuOf(child.pid!) };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  }
}
