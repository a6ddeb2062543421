import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { supervise } from '../src/supervisor.js';

const FAILS_ONCE = fileURLToPath(new URL('./fixtures/fails-once.mjs', import.meta.url));

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
});
