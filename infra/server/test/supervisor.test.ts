import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { supervise } from '../src/supervisor.js';

const FAILS_ONCE = fileURLToPath(new URL('./fixtures/fails-once.mjs', import.meta.url));
const REPORT_OPTIONS = fileURLToPath(new URL('./fixtures/report-options.mjs', import.meta.url));

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
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

  it('gives up on a server that keeps failing', async () => {
    const lines: string[] = [];
    const supervisor = supervise(FAILS_ONCE, {
      restartDelayMs: 1,
      maxRestartsPerMinute: 2,
      log: (line) => lines.push(line),
    });
    await expect(supervisor.done).resolves.toBe(1);
    expect(lines.at(-1)).toBe('server exited 3 times within a minute; giving up');
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
