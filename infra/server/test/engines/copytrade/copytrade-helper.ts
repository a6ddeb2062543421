import type { CopyFollow, CopyRecord, FuturesOrder, FuturesPosition, Page } from '@bx/contracts';
import { afterEach } from 'vitest';

import { areaCaller } from '../../helper.js';
import {
  BTC,
  buildFuturesApp,
  dataOf,
  futures,
  moveTo,
  tokenOf,
  type FuturesApp,
} from '../futures/futures-helper.js';

/** A test of many steps (fills, mirrors, clock moves): time enough on a busy two-core machine. */
export const MANY_STEPS_MS = 90_000;

/** One call of /api/copytrade as `token`. */
export const copytrade = areaCaller('/api/copytrade');

/** trader1's trader id on site 1 (its profile is made when the app is ready). */
export async function traderIdOf(t: FuturesApp, username = 'trader1', siteId = 1): Promise<number> {
  const user = (await t.app.repos.users.findByUsername(siteId, username))!;
  return (await t.app.repos.copytrade.traderOfUser(user.id))!.id;
}

export function followBody(traderId: number, body: Partial<Record<string, unknown>> = {}) {
  return { traderId, followStock: ['BTCUSDT'], multiplyPer: 50, maxBet: '1000', oneMaxBet: '500', ...body };
}

export async function follow(t: FuturesApp, token: string, body: object): Promise<CopyFollow> {
  return dataOf(await copytrade<CopyFollow>(t.app, token, 'POST', '/follower/follow', body));
}

/** A market order of BTC, and every copy of it done. */
export async function traderOrder(
  t: FuturesApp,
  token: string,
  body: Record<string, unknown>,
): Promise<FuturesOrder> {
  const order = dataOf(
    await futures<FuturesOrder>(t.app, token, 'POST', '/order', {
      futuresOptionId: BTC,
      marketType: 'MARKET',
      ...body,
    }),
  );
  await mirrored(t);
  return order;
}

/** Waits for the copies under way, and the futures changes they made. */
export async function mirrored(t: FuturesApp): Promise<void> {
  await t.app.copytrade.mirror.idle();
  await t.app.futures.idle();
}

export async function positionsOf(t: FuturesApp, token: string): Promise<FuturesPosition[]> {
  return dataOf(await futures<FuturesPosition[]>(t.app, token, 'GET', '/history/open_position'));
}

export async function recordsOf(t: FuturesApp, token: string): Promise<CopyRecord[]> {
  return dataOf(await copytrade<Page<CopyRecord>>(t.app, token, 'GET', '/history/list')).content;
}

/**
 * One app per test of the file, closed after it: the answer builds it (its virtual clock from `start`) and signs
 * trader1, demo2 and demo3 in, with trader1's trader id.
 */
export function copyAppPerTest() {
  let current: FuturesApp | undefined;
  afterEach(async () => {
    await current?.app.close();
    current = undefined;
  });
  return async (start?: number) => {
    const t = (current = await buildFuturesApp({ start }));
    const [trader, demo2, demo3] = await Promise.all(
      ['trader1', 'demo2', 'demo3'].map((u) => tokenOf(t.app, u)),
    );
    return { t, trader: trader!, demo2: demo2!, demo3: demo3!, traderId: await traderIdOf(t) };
  };
}

/** trader1 (or `token`'s trader) opens 0.01 BTC at `from`, the price moves to `to`, they close; every copy done. */
export async function roundTrip(t: FuturesApp, token: string, from: number, to: number): Promise<void> {
  await moveTo(t, 'BTCUSDT', from);
  await traderOrder(t, token, { tradeType: 'B', qty: '0.01' });
  await moveTo(t, 'BTCUSDT', to);
  const [position] = await positionsOf(t, token);
  await traderOrder(t, token, { tradeType: 'S', futuresPositionId: position!.id });
}
