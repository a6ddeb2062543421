import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

import type pg from 'pg';

/**
 * Server processes of the production topology on this machine, started from the sources (through tsx): what the
 * scale-out suites and the fault schedule (test/faults) run. Nothing here needs vitest, so `pnpm soak` uses it too.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

export interface Instance {
  child: ChildProcess;
  base: string;
  /** Log lines so far (JSON lines and the ready line). */
  lines: string[];
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `src/server.ts` (through tsx) with `env` on a free port, or `port`; resolves once it is ready. */
export async function startInstance(env: Record<string, string>, port?: number): Promise<Instance> {
  const listen = port ?? (await freePort());
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, LOG_LEVEL: 'info', ...env, PORT: String(listen), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code ?? 0)),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      // The last lines are enough to tell what happened; a long run must not keep them all.
      if (lines.length > 2_000) lines.splice(0, lines.length - 1_000);
      if (lines.some((line) => line.startsWith('BX platform ready'))) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    void exited.then((code) => reject(new Error(`instance exited with ${code}: ${lines.join('\n')}`)));
  });
  return { child, base: `http://127.0.0.1:${listen}`, lines, exited };
}

/** Ends an instance (SIGTERM unless told) and waits for it to be gone. */
export async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill(signal);
  await instance.exited;
}

export async function until<T>(check: () => Promise<T | undefined> | T | undefined, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every asset's balances sum to zero and match their transfers: per asset, the total and the drift. */
export async function ledgerAudit(
  db: pg.Client,
): Promise<Array<{ asset: string; total: string; drift: string }>> {
  const { rows } = await db.query<{ asset: string; total: string; drift: string }>(
    `SELECT a.asset, sum(a.balance)::text AS total,
            sum(abs(a.balance - coalesce(c.amount, 0) + coalesce(d.amount, 0)))::text AS drift
     FROM ledger_account a
     LEFT JOIN (SELECT credit_account_id AS id, sum(amount) AS amount FROM transfer GROUP BY 1) c ON c.id = a.id
     LEFT JOIN (SELECT debit_account_id AS id, sum(amount) AS amount FROM transfer GROUP BY 1) d ON d.id = a.id
     GROUP BY a.asset ORDER BY a.asset`,
  );
  return rows;
}
