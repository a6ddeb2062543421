import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { supervise } from '../src/supervisor.js';

const FAILS_ONCE = fileURLToPath(new URL('./fixtures/fails-once.mjs', import.meta.url));
const REPORT_OPTIONS = fileURLToPath(new URL('./fixtures/report-options.mjs', import.meta.url));

async function until(check: () => Promise<boolean>, ms = 5_000): Promise<void> {
  for (let i = 0; i < ms / 25; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('gave up waiting');
}

describe('supervisor', () => {
  it('starts a server again after it exits with a failure, and stops it on request', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'bx-supervise-'));
    const marker = path.join(folder, 'marker');
    const lines: string[] = [];
    const supervisor = supervise(FAILS_ONCE, {
      args: [marker],
      restartDelayMs: 10,
      log: (line) => lines.push(line),
    });
    await until(async () => (await readFile(marker, 'utf8').catch(() => '')) === 'restarted');
    expect(lines).toEqual(['server exited (code 70); restarting in 10 ms']);
    await expect(supervisor.stop()).resolves.toBe(0);
    await rm(folder, { recursive: true, force: true });
  });

  it('keeps starting a server that keeps failing, waiting twice as long each time up to its cap', async () => {
    const lines: string[] = [];
    const supervisor = supervise(FAILS_ONCE, {
      restartDelayMs: 5,
      maxRestartDelayMs: 40,
      log: (line) => lines.push(line),
    });
    // More exits than any "n a minute" rule allows: a database down for a while must not leave it down for good.
    await until(async () => lines.length >= 8, 60_000);
    await expect(supervisor.stop()).resolves.toBe(0);
    expect(lines.slice(0, 8)).toEqual(
      [5, 10, 20, 40, 40, 40, 40, 40].map((ms) => `server exited (code 70); restarting in ${ms} ms`),
    );
  });

  it('starts the server with its Node options and environment defaults; a variable already set wins', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'bx-supervise-'));
    const report = path.join(folder, 'report.json');
    process.env.BX_SUPERVISED_OVERRIDE = 'from the environment';
    try {
      const supervisor = supervise(REPORT_OPTIONS, {
        args: [report],
        execArgv: ['--max-semi-space-size=4'],
        env: { BX_SUPERVISED_DEFAULT: 'default', BX_SUPERVISED_OVERRIDE: 'default' },
      });
      await expect(supervisor.done).resolves.toBe(0);
      expect(JSON.parse(await readFile(report, 'utf8'))).toEqual({
        execArgv: expect.arrayContaining(['--max-semi-space-size=4']),
        fromSupervisor: 'default',
        overridden: 'from the environment',
      });
    } finally {
      delete process.env.BX_SUPERVISED_OVERRIDE;
      await rm(folder, { recursive: true, force: true });
    }
  });
});
