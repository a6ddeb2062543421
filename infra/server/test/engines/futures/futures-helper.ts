import type { ApiEnvelope } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';

import type { Config } from '../../../src/config.js';
import { VirtualClock } from '../../../src/market/clock.js';
import { areaCaller, buildTestApp } from '../../helper.js';
import { checkEngineMoney, walletBalance } from '../../ledger-checks.js';
import { ManualSource, T0, tokenOf } from '../binary/trade-helper.js';

export { T0, tokenOf };

/** Option ids (migration 024). */
export const BTC = 1;
export const ETH = 2;
export const USDT = 1_000_000n;

export interface FuturesApp {
  app: FastifyInstance;
  clock: VirtualClock;
  source: ManualSource;
}

/**
 * The app on a virtual clock from `start` (T0 unless given) fed by hand-set prices (a tick of every stock each
 * 500 ms); binary rounds off.
 */
export async function buildFuturesApp(
  options: { fundingIntervalMs?: number; start?: number; config?: Partial<Config> } = {},
): Promise<FuturesApp> {
  const clock = new VirtualClock(options.start ?? T0);
  let source: ManualSource | undefined;
  const app = await buildTestApp({
    clock,
    config: options.config,
    market: {
      clock,
      historyMinutes: 5,
      sources: (c) => {
        source = new ManualSource(c);
        return [source];
      },
    },
    binary: { autoStart: false },
    futures: { fundingIntervalMs: options.fundingIntervalMs ?? 8 * 3_600_000 },
  });
  await clock.advance(3_000);
  return { app, clock, source: source! };
}

/** Moves a stock's price and lets enough ticks pass for the mark (a median of five ticks) to follow it. */
export async function moveTo(t: FuturesApp, stock: string, price: number): Promise<void> {
  t.source.set(stock, price);
  await t.clock.advance(1_500);
}

/** One call of /api/futures as `token` (null: no token). */
export const futures = areaCaller('/api/futures');

export function dataOf<T>(response: { statusCode: number; body: ApiEnvelope<T> }): T {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${JSON.stringify(response.body)}`);
  return (response.body as { data: T }).data;
}

/** The player's FUTURES balance (USDT micro-units) as the ledger holds it. */
export function futuresBalance(app: FastifyInstance, username: string): Promise<bigint> {
  return walletBalance(app.db, username, 'FUTURES');
}

/** Double entry holds, no player is below zero, and the escrow holds exactly the open margins. */
export function checkFuturesMoney(app: FastifyInstance): Promise<void> {
  return checkEngineMoney(app.db, 'FUTURES_ESCROW', {
    positions: 'futures_position',
    orders: 'futures_order',
  });
}
