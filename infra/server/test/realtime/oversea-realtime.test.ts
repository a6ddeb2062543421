import type { OverseaCross, OverseaEvent, OverseaOptionEvent, OverseaPosition } from '@bx/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  buildOverseaApp,
  CME_CLOSE,
  NQ,
  oversea,
  tokenOf,
  type OverseaApp,
} from '../engines/oversea/oversea-helper.js';
import { listen, stompClients, until } from './stomp-clients.js';

let t: OverseaApp;
let token: string;
const stomp = stompClients();

beforeAll(async () => {
  t = await buildOverseaApp({ start: CME_CLOSE - 120_000 });
  await stomp.listen(t.app);
  token = await tokenOf(t.app, 'demo1');
});
afterAll(async () => {
  await stomp.closeAll();
  await t.app.close();
});

describe('overseas pushes over STOMP', () => {
  it('order and position events on /user/queue/oversea, cross data at most about once a second', async () => {
    const client = await stomp.connect(token);
    const events = await listen<OverseaEvent>(client, '/user/queue/oversea');
    const cross = await listen<OverseaCross>(client, '/user/queue/oversea_cross');
    await oversea(t.app, token, 'POST', '/order', {
      overseaOptionId: NQ,
      marketType: 'MARKET',
      tradeType: 'B',
      qty: 1,
    });
    await until(() => events().length >= 2 && cross().length >= 1);
    expect(events().map((e) => e.type)).toEqual(['ORDER_FILLED', 'POSITION_OPEN']);
    expect(cross()[0]).toEqual({
      playerPoint: '6688000',
      lastPnl: '0',
      losscut: '1656000',
      playerGameWaitPoint: '3312000',
    });

    // The price moves on every tick (two a second) for 10 s: the cross data follows at most once a second.
    const before = cross().length;
    for (let i = 1; i <= 20; i++) {
      t.source.set('NQ', 2_100_000 + i * 25);
      await t.clock.advance(500);
    }
    await until(() => cross().length >= before + 9);
    const moved = cross().length - before;
    expect(moved).toBeGreaterThanOrEqual(9);
    expect(moved).toBeLessThanOrEqual(11);
    await t.clock.advance(1_000);
    await until(() => cross().at(-1)!.lastPnl === String(20 * 6_900));
    expect(cross().at(-1)!.lastPnl).toBe(String(20 * 6_900));

    const position = events()[1]!.data as OverseaPosition;
    await oversea(t.app, token, 'POST', '/order/tpsl', {
      overseaPositionId: position.id,
      overseaOptionId: NQ,
      tpTick: 25,
      slTick: null,
    });
    t.source.set('NQ', 2_100_000 + 30 * 25);
    await t.clock.advance(1_000);
    await until(() => events().some((e) => e.type === 'POSITION_CLOSE'));
    expect(
      events()
        .slice(2)
        .map((e) => e.type),
    ).toEqual(['POSITION_UPDATE', 'ORDER_FILLED', 'POSITION_CLOSE']);
    expect(events().at(-1)!.data).toMatchObject({
      closeReason: 'TAKEPROFIT',
      realizedPnl: String(30 * 6_900),
    });
  });

  it('a position left at the session end closes, and /topic/oversea tells everyone the options rest', async () => {
    const client = await stomp.connect(token);
    const anonymous = await stomp.connect();
    const events = await listen<OverseaEvent>(client, '/user/queue/oversea');
    const topic = await listen<OverseaOptionEvent>(anonymous, '/topic/oversea');
    await oversea(t.app, token, 'POST', '/order', {
      overseaOptionId: NQ,
      marketType: 'MARKET',
      tradeType: 'S',
      qty: 1,
    });
    await t.clock.advanceTo(CME_CLOSE + 1_000);
    await until(() => topic().length >= 5 && events().some((e) => e.type === 'POSITION_CLOSE'));
    expect(topic().map((e) => e.data.stock)).toEqual(['NQ', 'ES', 'CL', 'GC', '6E']);
    expect(topic().every((e) => e.type === 'OVERSEA_OPTION_UPDATE' && e.data.isRest)).toBe(true);
    expect(events().at(-1)).toMatchObject({ type: 'POSITION_CLOSE', data: { closeReason: 'SESSION_END' } });
  });
});
