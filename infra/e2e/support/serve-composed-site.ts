/**
 * Starts the platform as users get it: the production builds of the host and every remote, copied into a
 * web root the server reads from disk, and the real server on a fresh embedded database.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import { E2E_DATA_DIR, E2E_PORT, E2E_WEB_ROOT, E2E_WORKERS } from './site.js';
import { seedWorkerAccounts } from './worker-accounts.js';

const repo = new URL('../../../', import.meta.url).pathname;

rmSync(E2E_WEB_ROOT, { recursive: true, force: true });
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync(E2E_DATA_DIR, { recursive: true });

const copyBuild = (from: string, to: string) => {
  if (!existsSync(from)) throw new Error(`${from} is missing: build the apps first (pnpm build).`);
  cpSync(from, to, { recursive: true });
};
copyBuild(path.join(repo, 'host/dist'), path.join(E2E_WEB_ROOT, 'host'));
for (const remote of readdirSync(path.join(repo, 'remotes'))) {
  copyBuild(path.join(repo, 'remotes', remote, 'dist'), path.join(E2E_WEB_ROOT, 'remotes', remote));
}

/**
 * EURUSD keeps a holiday through the run (closed-market.spec.ts): the session day now running in Seoul (a day
 * starts at 06:00 there, +9 h from UTC) and the next one, in case the run crosses 06:00.
 */
const sessionDay = (offsetDays: number) =>
  new Date(Date.now() + (9 - 6) * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const MARKET_HOLIDAYS = [0, 1].map((offset) => `EURUSD@${sessionDay(offset)}`).join(',');

await seedWorkerAccounts(E2E_DATA_DIR, E2E_WORKERS);

// Demo mode: the sign-up and recovery specs read their codes from the development outbox.
const server = spawn(process.execPath, [path.join(repo, 'infra/server/dist/server.js'), '--demo'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(E2E_PORT),
    WEB_ROOT: E2E_WEB_ROOT,
    DATA_DIR: E2E_DATA_DIR,
    DATABASE_URL: '',
    MARKET_HOLIDAYS,
    // NQ trades around the clock here, so the overseas specs find an open market in CME's daily break and at
    // weekends too; the other overseas options keep their exchange's hours.
    MARKET_ALWAYS_OPEN: 'NQ',
    // Every player of the suite signs in from this one address, a few hundred accounts' sign-ins in a run, as
    // behind a carrier's NAT; the per-address password-login limit is set for that, as such a deployment would
    // set it (the limit itself, at its default of 60 a minute, is the server suite's to test).
    RATE_LIMIT_LOGIN_IP: '600/60',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
