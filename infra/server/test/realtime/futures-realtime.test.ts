import type { FuturesCross, FuturesEvent, FuturesInfo, FuturesPosition } from '@bx/contracts';
import { TOPICS } from '@bx/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  BTC,
  buildFuturesApp,
  futures,
  moveTo,
  tokenOf,
  type FuturesApp,
} from '../engines/futures/futures-helper.js';
import { listen, stompClients, until } from './stomp-clients.js';

let t: FuturesApp;
let token: string;
const stomp = stompClients();

beforeAll(async () => {
  t = await buildFuturesApp();
  await stomp.listen(t.app);
  token = await tokenOf(t.app, 'demo1');
});
afterAll(async () => {
  await stomp.closeAll();
  await t.app.close();
});

describe('futures pushes over STOMP', () => {
  it('order, position and leverage events on /user/queue/futures, the account on /user/queue/cross', async () => {
    const client = await stomp.connect(token);
    const events = await listen<FuturesEvent>(client, '/user/queue/futures');
    const cross = await listen<FuturesCross>(client, '/user/queue/cross');
    await futures(t.app, token, 'POST', '/order/leverage', { futuresOptionId: BTC, leverage: 10 });
    await futures(t.app, token, 'POST', '/order', {
      futuresOptionId: BTC,
      marketType: 'MARKET',
      tradeType: 'B',
      qty: '0.1',
    });
    await until(() => events().length >= 3 && cross().length >= 1);
    expect(events().map((e) => e.type)).toEqual(['LEVERAGE_UPDATE', 'ORDER_FILLED', 'POSITION_OPEN']);
    expect(cross().at(-1)).toMatchObject({ playerPoint: '9347.4', markPnl: '0', margin: '650' });

    const position = events()[2]!.data as FuturesPosition;
    await futures(t.app, token, 'POST', '/order/tpsl', {
      futuresPositionId: position.id,
      takeProfit: '66000',
      stopLoss: null,
    });
    await moveTo(t, 'BTCUSDT', 6_610_000);
    await until(() => events().some((e) => e.type === 'POSITION_CLOSE'));
    expect(
      events()
        .slice(3)
        .map((e) => e.type),
    ).toEqual(['ORDER_SUCCESS', 'POSITION_UPDATE', 'ORDER_FILLED', 'POSITION_CLOSE']);
    expect(events().at(-1)!.data).toMatchObject({ closeReason: 'TAKEPROFIT', realizedPnl: '110' });
  });

  it('prices of the stocks that moved on /topic/futures_info, about once a second, to visitors too', async () => {
    const client = await stomp.connect();
    const infos = await listen<FuturesInfo[]>(client, TOPICS.futuresInfo);
    await moveTo(t, 'ETHUSDT', 330_000);
    // Pushes already on their way may carry the price before the move: the moved price arrives after them.
    const moved = () =>
      infos()
        .flat()
        .some((info) => info.stock === 'ETHUSDTPERP' && info.lastPrice === '3300.00');
    await until(moved);
    expect(moved()).toBe(true);
    expect(
      infos()
        .flat()
        .every((info) => info.stock.endsWith('PERP')),
    ).toBe(true);
  });
});
