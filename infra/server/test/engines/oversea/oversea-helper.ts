import type { FastifyInstance } from 'fastify';

import type { Config } from '../../../src/config.js';
import { VirtualClock } from '../../../src/market/clock.js';
import type { MarketHoliday } from '../../../src/market/session-calendar.js';
import { areaCaller, buildTestApp } from '../../helper.js';
import { checkEngineMoney, walletBalance } from '../../ledger-checks.js';
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
  options: { start?: number; holidays?: MarketHoliday[]; config?: Partial<Config> } = {},
): Promise<OverseaApp> {
  const clock = new VirtualClock(options.start ?? T0);
  let source: ManualSource | undefined;
  const app = await buildTestApp({
    clock,
    config: { marketHolidays: options.holidays ?? [], ...options.config },
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
export const oversea = areaCaller('/api/oversea');

/** The player's MONEY balance (KRW) as the ledger holds it. */
export function money(app: FastifyInstance, username: string): Promise<bigint> {
  return walletBalance(app.db, username, 'MONEY');
}

/** Double entry holds, no player is below zero, and the escrow holds exactly the open margins. */
export function checkMoney(app: FastifyInstance): Promise<void> {
  return checkEngineMoney(app.db, 'OVERSEA_ESCROW', {
    positions: 'oversea_position',
    orders: 'oversea_order',
  });
}
