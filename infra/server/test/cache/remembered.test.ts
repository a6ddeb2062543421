import { describe, expect, it } from 'vitest';

import { remembered } from '../../src/cache/remembered.js';

/** A lookup that counts its calls and answers `${key}@${version}`; `version` stands for the stored data. */
function source() {
  const calls: string[] = [];
  let version = 1;
  let failing = false;
  return {
    calls,
    change: () => (version += 1),
    fail: (on: boolean) => (failing = on),
    lookUp: async (key: string) => {
      calls.push(key);
      if (failing) throw new Error('database down');
      return `${key}@${version}`;
    },
  };
}

describe('remembered', () => {
  it('reuses an answer within its time, and reads again after it', async () => {
    const data = source();
    let now = 0;
    const find = remembered(data.lookUp, { ttlMs: 1_000, now: () => now });
    expect(await find('a')).toBe('a@1');
    data.change();
    now = 999;
    expect(await find('a')).toBe('a@1');
    now = 1_000;
    expect(await find('a')).toBe('a@2');
    expect(data.calls).toEqual(['a', 'a']);
  });

  it('runs one lookup for callers asking at once', async () => {
    const data = source();
    const find = remembered(data.lookUp, { ttlMs: 1_000, now: () => 0 });
    expect(await Promise.all([find('a'), find('a'), find('b')])).toEqual(['a@1', 'a@1', 'b@1']);
    expect(data.calls).toEqual(['a', 'b']);
  });

  it('does not keep a failure: the next caller asks again', async () => {
    const data = source();
    const find = remembered(data.lookUp, { ttlMs: 1_000, now: () => 0 });
    data.fail(true);
    await expect(find('a')).rejects.toThrow('database down');
    data.fail(false);
    expect(await find('a')).toBe('a@1');
    expect(data.calls).toEqual(['a', 'a']);
  });

  it('answers the last good answer while lookups fail, when asked to, and asks again each time', async () => {
    const data = source();
    let now = 0;
    const find = remembered(data.lookUp, { ttlMs: 1_000, now: () => now, staleOnFailure: true });
    expect(await find('a')).toBe('a@1');
    data.fail(true);
    now = 1_000;
    expect(await find('a')).toBe('a@1');
    now = 2_000;
    expect(await find('a')).toBe('a@1');
    await expect(find('b')).rejects.toThrow('database down');
    data.fail(false);
    data.change();
    now = 3_000;
    expect(await find('a')).toBe('a@2');
    expect(data.calls).toEqual(['a', 'a', 'a', 'b', 'a']);
  });

  it('starts over past its key limit rather than grow', async () => {
    const data = source();
    const find = remembered(data.lookUp, { ttlMs: 1_000, maxKeys: 2, now: () => 0 });
    await find('a');
    await find('b');
    await find('c');
    await find('a');
    expect(data.calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
