import type { ApiEnvelope, Bet } from '@bx/contracts';
import { isApiFailure } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';

import type { BinarySettings } from '../../../src/plugins/binary-engine.js';
import { VirtualClock, type TimerClock } from '../../../src/market/clock.js';
import type { PriceSource, TickSink } from '../../../src/market/price-source.js';
import { SYMBOLS } from '../../../src/market/symbols.js';
import { bearer, buildTestApp, call, HOSTS, login } from '../../helper.js';

/** Wednesday 2024-01-03 00:00:00 UTC = 09:00 in Seoul: every market is open. */
export const T0 = Date.UTC(2024, 0, 3, 0, 0, 0);

/** Prices the test sets by hand, emitted for every stock every `everyMs` while `on`. */
export class ManualSource implements PriceSource {
  readonly name = 'manual';
  readonly stocks = SYMBOLS.map((s) => s.stock);
  readonly prices = new Map<string, number>(SYMBOLS.map((s) => [s.stock, s.startPrice]));
  on = true;
  private cancel: (() => void) | undefined;

  constructor(
    private readonly clock: TimerClock,
    private readonly everyMs = 500,
  ) {}

  start(sink: TickSink): void {
    const loop = (at: number) => {
      this.cancel = this.clock.setTimer(at, () => {
        if (this.on) {
          for (const [stock, price] of this.prices) sink.tick({ stock, time: at, price, volume: 1 });
        }
        loop(at + this.everyMs);
      });
    };
    loop(Math.ceil(this.clock.now() / this.everyMs) * this.everyMs);
  }

  stop(): void {
    this.cancel?.();
  }

  set(stock: string, price: number): void {
    this.prices.set(stock, price);
  }
}

export interface TradeApp {
  app: FastifyInstance;
  clock: VirtualClock;
  source: ManualSource;
}

/** The app on a virtual clock starting at `start`, fed by a ManualSource. */
export async function buildTradeApp(
  options: { start?: number; binary?: BinarySettings; onlyOptions?: number[] } = {},
): Promise<TradeApp> {
  const clock = new VirtualClock(options.start ?? T0);
  let source: ManualSource | undefined;
  const app = await buildTestApp({
    clock,
    market: {
      clock,
      sources: (c) => {
        source = new ManualSource(c);
        return [source];
      },
    },
    binary: { graceMs: 500, ...options.binary },
  });
  return { app, clock, source: source! };
}

export async function tokenOf(app: FastifyInstance, username: string, siteInfoId = 1): Promise<string> {
  const host = siteInfoId === 15 ? HOSTS.site15 : HOSTS.main;
  return (await login(app, username, siteInfoId, host)).accessToken;
}

let keySeq = 0;
export function newKey(): string {
  return `k-${process.pid}-${++keySeq}-${Math.random().toString(36).slice(2)}`;
}

export async function placeBet(
  app: FastifyInstance,
  token: string,
  body: { point: string | number; tradeRoundId: number; type: 'B' | 'S' },
  key: string | null = newKey(),
): Promise<{ statusCode: number; body: ApiEnvelope<Bet>; headers: Record<string, unknown> }> {
  return call<Bet>(app, {
    method: 'POST',
    url: '/api/trade/history/betting?siteInfoId=1',
    headers: { host: HOSTS.main, ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

export async function get<T>(app: FastifyInstance, url: string, token?: string): Promise<T> {
  const { statusCode, body } = await call<T>(app, {
    method: 'GET',
    url,
    headers: { host: HOSTS.main, ...(token === undefined ? {} : bearer(token)) },
  });
  if (statusCode !== 200 || isApiFailure(body))
    throw new Error(`${url}: ${statusCode} ${JSON.stringify(body)}`);
  return body.data;
}

/** Per asset, the sum of every ledger account (double entry keeps it at zero). */
export async function ledgerTotals(app: FastifyInstance): Promise<Map<string, bigint>> {
  return app.repos.ledger.totalsPerAsset();
}

export async function binaryBalance(app: FastifyInstance, username: string, siteId = 1): Promise<bigint> {
  const rows = await app.db.query<{ balance: string }>(
    `SELECT a.balance::text AS balance FROM ledger_account a JOIN app_user u ON u.id = a.user_id
     WHERE u.username = $1 AND u.site_id = $2 AND a.wallet = 'BINARY'`,
    [username, siteId],
  );
  return BigInt(rows[0]!.balance);
}

export const USDT = 1_000_000n;

/** Extra funded players on site 1 (BINARY wallet), straight through the repositories. */
export async function createPlayers(
  app: FastifyInstance,
  prefix: string,
  fundings: readonly bigint[],
): Promise<number[]> {
  const ids: number[] = [];
  const external = await app.repos.ledger.systemAccountId('EXTERNAL', 'USDT');
  for (const [i, funding] of fundings.entries()) {
    const id = await app.repos.users.insert({
      siteId: 1,
      username: `${prefix}${i}`,
      passwordHash: 'not-a-hash',
      name: `${prefix} ${i}`,
      phone: `010-${prefix.length}${String(i).padStart(3, '0')}-${String(i).padStart(4, '0')}`,
    });
    await app.repos.ledger.openUserAccounts(id);
    if (funding > 0n) {
      await app.repos.ledger.transfer({
        idempotencyKey: `test-funding:${prefix}:${i}`,
        debitAccountId: external,
        creditAccountId: await app.repos.ledger.userAccountId(id, 'BINARY'),
        asset: 'USDT',
        amount: funding,
        code: 'TEST_FUNDING',
      });
    }
    ids.push(id);
  }
  return ids;
}

/** Balances per account kind of one asset. */
export async function balancesByKind(app: FastifyInstance, asset = 'USDT'): Promise<Record<string, bigint>> {
  const rows = await app.db.query<{ kind: string; total: string }>(
    'SELECT kind, sum(balance)::text AS total FROM ledger_account WHERE asset = $1 GROUP BY kind',
    [asset],
  );
  return Object.fromEntries(rows.map((row) => [row.kind, BigInt(row.total)]));
}
