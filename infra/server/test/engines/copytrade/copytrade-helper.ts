import type { CopyFollow, CopyRecord, FuturesOrder, FuturesPosition, Page } from '@bx/contracts';

import { areaCaller } from '../../helper.js';
import { BTC, dataOf, futures, type FuturesApp } from '../futures/futures-helper.js';

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
