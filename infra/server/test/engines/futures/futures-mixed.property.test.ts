import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatPrice } from '../../../src/market/symbols.js';
import { refusalIsAnAnswer } from '../../helper.js';
import { buildFuturesApp, checkFuturesMoney, type FuturesApp } from './futures-helper.js';

/**
 * Issue 32: random mixed sequences of every kind of futures call by several players, each round's calls sent at once
 * so that they share batches, with price moves between rounds that fire resting limits, TP/SL and liquidations. After
 * each sequence: the ledger audit holds, no balance is negative, the players' money moved by exactly what their
 * orders say (realized results less fees), and every open position holds the sum of its fills.
 */
const NAMES = ['demo1', 'demo2', 'demo3'];
const MARKETS = [
  { id: 1, stock: 'BTCUSDT', tick: 10, step: 0.001, digits: 3 },
  { id: 2, stock: 'ETHUSDT', tick: 1, step: 0.01, digits: 2 },
];
const KINDS = [
  'market',
  'limit',
  'cancel',
  'cancelAll',
  'tpsl',
  'close',
  'leverage',
  'marginType',
  'margin',
] as const;
type Kind = (typeof KINDS)[number];
/** One call: its kind, player, market, and two free numbers each kind reads its own way. */
type Op = [kind: Kind, player: number, market: number, a: number, b: number];
type Round = { moveBps: number } | { ops: Op[] };

const op: fc.Arbitrary<Op> = fc.tuple(
  fc.constantFrom<Kind>(...KINDS, 'market', 'market', 'limit'),
  fc.nat(NAMES.length - 1),
  fc.nat(MARKETS.length - 1),
  fc.integer({ min: -300, max: 300 }),
  fc.integer({ min: 1, max: 1_500 }),
);
const round: fc.Arbitrary<Round> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ ops: fc.array(op, { minLength: 2, maxLength: 10 }) }) },
  { weight: 1, arbitrary: fc.record({ moveBps: fc.integer({ min: -900, max: 900 }) }) },
);

let t: FuturesApp;
let users: number[];

beforeAll(async () => {
  t = await buildFuturesApp();
  users = await Promise.all(NAMES.map(async (name) => (await t.app.repos.users.findByUsername(1, name))!.id));
  // 800 of the seed's 10,000 USDT each: a round's orders compete for a small balance.
  const ledger = t.app.repos.ledger;
  const external = await ledger.systemAccountId('EXTERNAL', 'USDT');
  for (const userId of users) {
    await ledger.transfer({
      idempotencyKey: `test:drain-mixed:${userId}`,
      debitAccountId: await ledger.userAccountId(userId, 'FUTURES'),
      creditAccountId: external,
      asset: 'USDT',
      amount: 9_200_000_000n,
      code: 'WITHDRAW',
    });
  }
});
afterAll(() => t.app.close());

const priceOf = (stock: string) => t.app.market.bus.last(stock)!.price;
const away = (market: (typeof MARKETS)[number], ticks: number) =>
  formatPrice(Math.max(market.tick, priceOf(market.stock) + ticks * market.tick), 2);

/** What each kind does with the player, the market and its two numbers (a: -300..300, b: 1..1,500). */
const RUN: Record<
  Kind,
  (userId: number, market: (typeof MARKETS)[number], a: number, b: number) => Promise<unknown>
> = {
  market: (userId, m, a, b) =>
    t.app.futures.placeOrder(userId, {
      futuresOptionId: m.id,
      marketType: 'MARKET',
      tradeType: a >= 0 ? 'B' : 'S',
      qty: (b * m.step).toFixed(m.digits),
    }),
  limit: (userId, m, a, b) =>
    t.app.futures.placeOrder(userId, {
      futuresOptionId: m.id,
      marketType: 'LIMIT',
      tradeType: b % 2 === 0 ? 'B' : 'S',
      qty: (b * m.step).toFixed(m.digits),
      price: away(m, a),
    }),
  cancel: async (userId, _m, _a, b) => {
    const open = await t.app.repos.futures.openOrders({ userId });
    const order = open[b % Math.max(1, open.length)];
    return order && t.app.futures.cancelOrder(userId, order.id);
  },
  cancelAll: (userId, m) => t.app.futures.cancelAll(userId, m.id),
  tpsl: async (userId, m, a, b) => {
    const [position] = await t.app.futures.openPositions(userId, m.id);
    if (position === undefined) return undefined;
    const long = position.side === 'LONG' ? 1 : -1;
    return t.app.futures.setTpsl(userId, {
      futuresPositionId: position.id,
      takeProfit: a === 0 ? null : away(m, long * Math.abs(a)),
      stopLoss: away(m, -long * (b % 300)),
      isMarkTp: a % 2 === 0,
      isMarkSl: b % 2 === 0,
    });
  },
  close: async (userId, m, a, b) => {
    const [position] = await t.app.futures.openPositions(userId, m.id);
    if (position === undefined) return undefined;
    return t.app.futures.placeOrder(userId, {
      futuresOptionId: m.id,
      marketType: 'MARKET',
      tradeType: position.side === 'LONG' ? 'S' : 'B',
      futuresPositionId: position.id,
      // Half the time a part of it (a reduce-only order cut to the position when larger).
      ...(a % 2 === 0 ? { qty: (b * m.step).toFixed(m.digits), reduceOnly: true } : {}),
    });
  },
  leverage: (userId, m, a) => t.app.futures.setLeverage(userId, m.id, 1 + (Math.abs(a) % 125)),
  marginType: (userId, m, a) => t.app.futures.setMarginType(userId, m.id, a % 2 === 0 ? 'CROSS' : 'ISOLATED'),
  margin: async (userId, m, a, b) => {
    const [position] = await t.app.futures.openPositions(userId, m.id);
    if (position === undefined) return undefined;
    return t.app.futures.adjustMargin(userId, {
      futuresPositionId: position.id,
      amount: String(b % 400 || 1),
      type: a >= 0 ? 'ADD' : 'REMOVE',
    });
  },
};

/** The players' USDT: their FUTURES balances and what the escrow holds of theirs (every margin is theirs). */
async function playersMoney(): Promise<bigint> {
  const [row] = await t.app.db.query<{ total: string }>(
    `SELECT sum(balance)::text AS total FROM ledger_account
     WHERE (kind = 'USER' AND user_id = ANY ($1::int[]) AND wallet = 'FUTURES') OR kind = 'FUTURES_ESCROW'`,
    [users],
  );
  return BigInt(row!.total);
}

/** What the players' orders after `afterId` say they gained: realized results less trading and liquidation fees. */
async function ordersResult(afterId: number): Promise<bigint> {
  const [row] = await t.app.db.query<{ result: string }>(
    `SELECT coalesce(sum(coalesce(realized_pnl, 0) - fee - liquidation_fee), 0)::text AS result
     FROM futures_order WHERE id > $1 AND status = 'FILLED'`,
    [afterId],
  );
  return BigInt(row!.result);
}

/** Open positions whose signed quantity is not the signed sum of their player's fills in the option. */
async function positionsNotTheirFills(): Promise<unknown[]> {
  return t.app.db.query(
    `WITH fills AS (
       SELECT user_id, option_id, sum(CASE trade_type WHEN 'B' THEN qty ELSE -qty END) AS qty
       FROM futures_order WHERE status = 'FILLED' GROUP BY user_id, option_id),
     held AS (
       SELECT user_id, option_id, sum(CASE side WHEN 'LONG' THEN qty ELSE -qty END) AS qty
       FROM futures_position WHERE status = 'OPEN' GROUP BY user_id, option_id)
     SELECT user_id, option_id, fills.qty::text AS filled, held.qty::text AS held
     FROM fills FULL JOIN held USING (user_id, option_id)
     WHERE coalesce(fills.qty, 0) <> coalesce(held.qty, 0)`,
  );
}

async function play(rounds: Round[]): Promise<void> {
  for (const each of rounds) {
    if ('moveBps' in each) {
      for (const m of MARKETS) {
        const moved = Math.round((priceOf(m.stock) * (1 + each.moveBps / 10_000)) / m.tick) * m.tick;
        t.source.set(m.stock, Math.max(m.tick, moved));
      }
      await t.clock.advance(1_500);
      continue;
    }
    await Promise.all(
      each.ops.map(([kind, player, market, a, b]) =>
        refusalIsAnAnswer(() => RUN[kind](users[player]!, MARKETS[market]!, a, b)),
      ),
    );
  }
  // The triggers the last moves crossed have fired.
  await t.clock.advance(1_500);
  await t.app.futures.idle();
}

describe('random mixed futures calls of several players, sharing batches, with prices firing triggers', () => {
  it('conserve money, leave no balance negative, and keep every position the sum of its fills', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(round, { minLength: 6, maxLength: 14 }), async (rounds) => {
        const [last] = await t.app.db.query<{ id: number }>(
          'SELECT coalesce(max(id), 0)::int AS id FROM futures_order',
        );
        const before = await playersMoney();
        await play(rounds);
        await checkFuturesMoney(t.app);
        expect((await playersMoney()) - before).toBe(await ordersResult(last!.id));
        expect(await positionsNotTheirFills()).toEqual([]);
      }),
      // Each run takes seconds and the app's state carries over: a failure is reported as found (its seed and
      // path replay it), not shrunk through hundreds of runs.
      { numRuns: 6, seed: 32_2026, endOnFailure: true },
    );
    // The rounds did what they are for: fills of several players, and triggers fired by the moves.
    const [seen] = await t.app.db.query<{ players: number; fired: number }>(
      `SELECT count(DISTINCT user_id)::int AS players,
         count(*) FILTER (WHERE is_triggered OR market_type = 'LIQUIDATION')::int AS fired
       FROM futures_order WHERE status = 'FILLED'`,
    );
    expect(seen!.players).toBeGreaterThan(1);
    expect(seen!.fired).toBeGreaterThan(0);
  }, 600_000);
});
