import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backend } from '../helper.js';
import { walletBalance } from '../ledger-checks.js';
import { api, deployment, REDIS_URL, signIn, until, type Instance } from './instances.js';

interface Tick {
  stock: string;
  price: string;
  time: number;
}

const ETH_OPTION = 2;

/**
 * Two instances quote one price: the elected market leader's ticks, which the other applies as they come. Before,
 * each ran the simulator from its own start, and buying on the cheaper instance while selling on the dearer won
 * every round trip.
 */
describe.skipIf(backend !== 'postgres' || REDIS_URL === undefined)('two instances, one price', () => {
  let deployed: Awaited<ReturnType<typeof deployment>>;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    // Orders come faster than a tapping player's here.
    deployed = await deployment({ RATE_LIMIT_ORDER_ACCOUNT: '1000/10' });
    a = await deployed.start();
    // B starts in another minute than A: instances seldom start together, and a simulator's walk depends on it.
    const minute = Math.floor(Date.now() / 60_000);
    await until(() => (Math.floor(Date.now() / 60_000) > minute ? true : undefined), 61_000);
    b = await deployed.start();
  }, 180_000);
  afterAll(() => deployed?.close(), 60_000);

  const ticks = async (instance: Instance) =>
    new Map(
      (await api<Tick[]>(instance, 'GET', '/api/stock/raw_data?stock=ETHUSDT&limit=1000')).data.map(
        (tick) => [tick.time, tick.price],
      ),
    );

  it('has the same price on both instances at every instant both know', async () => {
    // A few seconds of ticks on both.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const [onA, onB] = await Promise.all([ticks(a), ticks(b)]);
    const shared = [...onB.keys()].filter((time) => onA.has(time));
    expect(shared.length).toBeGreaterThan(8);
    expect(shared.filter((time) => onA.get(time) !== onB.get(time))).toEqual([]);
  });

  it('gives nothing to a player buying on the cheaper instance and selling at once on the dearer', async () => {
    const [onA, onB] = [await signIn(a, 'demo2'), await signIn(b, 'demo2')];
    const before = await walletBalance(deployed.q, 'demo2', 'FUTURES');
    for (let trip = 0; trip < 20; trip++) {
      const [priceA = 0, priceB = 0] = await Promise.all(
        [a, b].map(async (instance) =>
          Number((await api<Tick>(instance, 'GET', '/api/stock/last_price?stock=ETHUSDT')).data.price),
        ),
      );
      const [cheap, dear] = priceA <= priceB ? [a, b] : [b, a];
      const order = (instance: Instance, tradeType: 'B' | 'S') =>
        api(instance, 'POST', '/api/futures/order', instance === a ? onA : onB, {
          futuresOptionId: ETH_OPTION,
          marketType: 'MARKET',
          tradeType,
          qty: '2',
          ...(tradeType === 'S' ? { reduceOnly: true } : {}),
        });
      expect((await order(cheap, 'B')).status).toBe(200);
      expect((await order(dear, 'S')).status).toBe(200);
    }
    const after = await walletBalance(deployed.q, 'demo2', 'FUTURES');
    // The fees of 40 fills, give or take a tick that came between a buy and its sale: never a gain.
    expect(after).toBeLessThan(before);
  }, 60_000);
});
