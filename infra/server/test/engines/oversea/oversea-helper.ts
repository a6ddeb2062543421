import type { ApiEnvelope } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';

import { VirtualClock } from '../../../src/market/clock.js';
import type { MarketHoliday } from '../../../src/market/session-calendar.js';
import { bearer, buildTestApp, call, HOSTS } from '../../helper.js';
import { ManualSource, T0, tokenOf } from '../binary/trade-helper.js';

export { T0, tokenOf };

/** Option ids of the overseas futures (their places in the market's symbol list). */
export const NQ = 8;
export const CL = 10;
export const HSI = 13;
/** CME Globex's daily close on Wednesday 2024-01-03: 16:00 in Chicago. */
export const CME_CLOSE = Date.UTC(2024, 0, 3, 22, 0, 0);

export interface OverseaApp {
  app: FastifyInstance;
  clock: VirtualClock;
  source: ManualSource;
}

/** The app on a virtual clock fed by hand-set prices; binary rounds off. */
export async function buildOverseaApp(
  options: { start?: number; holidays?: MarketHoliday[] } = {},
): Promise<OverseaApp> {
  const clock = new VirtualClock(options.start ?? T0);
  let source: ManualSource | undefined;
  const app = await buildTestApp({
    clock,
    config: { marketHolidays: options.holidays ?? [] },
    market: {
      clock,
      historyMinutes: 5,
      sources: (c) => {
        source = new ManualSource(c);
        return [source];
      },
    },
    binary: { autoStart: false },
  });
  await clock.advance(1_000);
  return { app, clock, source: source! };
}

/** One call of /api/oversea as `token` (null: no token). */
export async function oversea<T>(
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
  query = '',
): Promise<{ statusCode: number; body: ApiEnvelope<T> }> {
  return call<T>(app, {
    method,
    url: `/api/oversea${path}?siteInfoId=1${query}`,
    headers: { host: HOSTS.main, ...(token === null ? {} : bearer(token)) },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The player's MONEY balance (KRW) as the ledger holds it. */
export async function money(app: FastifyInstance, username: string): Promise<bigint> {
  const user = (await app.repos.users.findByUsername(1, username))!;
  return (await app.repos.ledger.walletBalances([user.id], 'MONEY')).get(user.id)!;
}

/** Double entry holds, no player is below zero, and the escrow holds exactly the open margins. */
export async function checkMoney(app: FastifyInstance): Promise<void> {
  const totals = await app.repos.ledger.totalsPerAsset();
  for (const [asset, total] of totals) if (total !== 0n) throw new Error(`${asset} sums to ${total}`);
  const negative = await app.db.query(`SELECT id FROM ledger_account WHERE kind = 'USER' AND balance < 0`);
  if (negative.length > 0) throw new Error('a player balance is below zero');
  const [escrow] = await app.db.query<{ balance: string }>(
    `SELECT coalesce(sum(balance), 0)::text AS balance FROM ledger_account WHERE kind = 'OVERSEA_ESCROW'`,
  );
  const [held] = await app.db.query<{ held: string }>(
    `SELECT ((SELECT coalesce(sum(margin), 0) FROM oversea_position WHERE status = 'OPEN')
      + (SELECT coalesce(sum(margin), 0) FROM oversea_order WHERE status = 'OPEN'))::text AS held`,
  );
  if (escrow!.balance !== held!.held) throw new Error(`escrow ${escrow!.balance} != margins ${held!.held}`);
}
