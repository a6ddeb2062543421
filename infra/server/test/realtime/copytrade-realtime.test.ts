import type { CopyRecord, FuturesEvent } from '@bx/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { follow, followBody, traderIdOf } from '../engines/copytrade/copytrade-helper.js';
import {
  BTC,
  buildFuturesApp,
  futures,
  tokenOf,
  type FuturesApp,
} from '../engines/futures/futures-helper.js';
import { listen, stompClients, until } from './stomp-clients.js';

let t: FuturesApp;
const stomp = stompClients();

beforeAll(async () => {
  t = await buildFuturesApp();
  await stomp.listen(t.app);
});
afterAll(async () => {
  await stomp.closeAll();
  await t.app.close();
});

describe('copy trading pushes over STOMP', () => {
  it("tells the follower of each copy on /user/queue/futures, with the copy's position events", async () => {
    const [trader, demo2] = await Promise.all([tokenOf(t.app, 'trader1'), tokenOf(t.app, 'demo2')]);
    await follow(t, demo2, followBody(await traderIdOf(t), { multiplyPer: 50 }));
    const client = await stomp.connect(demo2);
    const events = await listen<FuturesEvent>(client, '/user/queue/futures');
    const order = { futuresOptionId: BTC, marketType: 'MARKET', qty: '0.1' };
    await futures(t.app, trader, 'POST', '/order', { ...order, tradeType: 'B' });
    await until(() => events().some((e) => e.type === 'COPYTRADE_OPEN'));
    expect(events().map((e) => e.type)).toEqual(['ORDER_FILLED', 'POSITION_OPEN', 'COPYTRADE_OPEN']);
    expect(events()[2]!.data).toMatchObject({
      kind: 'OPEN',
      status: 'FILLED',
      qty: '0.05',
      stock: 'BTCUSDTPERP',
    });

    await futures(t.app, trader, 'POST', '/order', { ...order, tradeType: 'S', reduceOnly: true });
    await until(() => events().some((e) => e.type === 'COPYTRADE_CLOSE'));
    expect(
      events()
        .slice(3)
        .map((e) => e.type),
    ).toEqual(['ORDER_FILLED', 'POSITION_CLOSE', 'COPYTRADE_CLOSE']);
    expect((events().at(-1)!.data as CopyRecord).futuresFollowerOrderId).not.toBeNull();
  });
});
