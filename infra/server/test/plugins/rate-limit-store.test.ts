import { describe, expect, it } from 'vitest';

import { memoryStore, sharedStore, type ScriptRunner } from '../../src/plugins/rate-limit-store.js';

/** A Redis that answers every count with `answer`, or fails while `away`. */
function redis() {
  const state = { away: false, keys: [] as string[] };
  const runner: ScriptRunner = {
    async eval(_script, _keys, key) {
      if (state.away) throw new Error('connect ECONNREFUSED');
      state.keys.push(key!);
      return [7, 900];
    },
  };
  return { state, runner };
}

const count = (store: InstanceType<ReturnType<typeof memoryStore>>, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, 5),
  );

describe('the shared rate-limit store', () => {
  it("counts in Redis under the deployment's name, in this process while Redis is away, and in Redis again after", async () => {
    const { state, runner } = redis();
    const told: boolean[] = [];
    const Store = sharedStore(runner, 'blue:rate-limit:', memoryStore({ now: () => 0 }), (away) =>
      told.push(away),
    );
    const store = new Store({});
    expect(await count(store, 'login:1.2.3.4')).toEqual({ current: 7, ttl: 900 });
    expect(state.keys).toEqual(['blue:rate-limit:login:1.2.3.4']);

    state.away = true;
    expect((await count(store, 'login:1.2.3.4')).current).toBe(1);
    expect((await count(store, 'login:1.2.3.4')).current).toBe(2);
    state.away = false;
    expect((await count(store, 'login:1.2.3.4')).current).toBe(7);
    // Told once when it went, once when it came back.
    expect(told).toEqual([true, false]);
  });
});
