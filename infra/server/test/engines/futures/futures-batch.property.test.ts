import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatPrice } from '../../../src/market/symbols.js';
import { refusalIsAnAnswer } from '../../helper.js';
import { buildFuturesApp, checkFuturesMoney, type FuturesApp } from './futures-helper.js';

// Group commit: the calls of one step are sent at once, so they reach the engine together and are checked one after
// another in one batch (several of one player's among them). Players only (a trader may not sell or set TP/SL).
const PLAYERS = ['demo1', 'demo2', 'demo3', 'ref1'];
const OPTIONS = [
  { id: 1, stock: 'BTCUSDT', tick: 10, step: 0.001, precision: 2 },
  { id: 2, stock: 'ETHUSDT', tick: 1, step: 0.01, precision: 2 },
];

type Call =
  | {
      kind: 'order';
      player: number;
      option: number;
      type: 'MARKET' | 'LIMIT';
      at: number;
      buy: boolean;
      steps: number;
    }
  | { kind: 'close'; player: number; pick: number }
  | { kind: 'tpsl'; player: number; pick: number; tp: number; sl: number }
  | { kind: 'margin'; player: number; pick: number; add: boolean; amount: number }
  | { kind: 'cancel'; player: number };
type Step = { kind: 'calls'; calls: Call[] } | { kind: 'move'; option: number; bps: number };

const player = fc.nat(PLAYERS.length - 1);
const call: fc.Arbitrary<Call> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      player,
      option: fc.nat(OPTIONS.length - 1),
      type: fc.constantFrom<'MARKET' | 'LIMIT'>('MARKET', 'MARKET', 'LIMIT'),
      at: fc.integer({ min: -200, max: 200 }),
      buy: fc.boolean(),
      // Up to about 4 x the 1,000 USDT of a player at 20x: some of one player's orders in a batch cannot all be paid.
      steps: fc.integer({ min: 1, max: 1_200 }),
    }),
  },
  fc.record({ kind: fc.constant('close' as const), player, pick: fc.nat(3) }),
  fc.record({
    kind: fc.constant('tpsl' as const),
    player,
    pick: fc.nat(3),
    tp: fc.integer({ min: 0, max: 300 }),
    sl: fc.integer({ min: 0, max: 300 }),
  }),
  fc.record({
    kind: fc.constant('margin' as const),
    player,
    pick: fc.nat(3),
    add: fc.boolean(),
    amount: fc.integer({ min: 1, max: 500 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), player }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('calls' as const),
      calls: fc.array(call, { minLength: 1, maxLength: 12 }),
    }),
  },
  fc.record({
    kind: fc.constant('move' as const),
    option: fc.nat(OPTIONS.length - 1),
    bps: fc.integer({ min: -800, max: 800 }),
  }),
);

let t: FuturesApp;
let userIds: number[];
beforeAll(async () => {
  t = await buildFuturesApp();
  userIds = await Promise.all(
    PLAYERS.map(async (name) => (await t.app.repos.users.findByUsername(1, name))!.id),
  );
  // 1,000 of the seed's 10,000 USDT each: orders of one batch compete for a small balance.
  const external = await t.app.repos.ledger.systemAccountId('EXTERNAL', 'USDT');
  for (const userId of userIds)
    await t.app.repos.ledger.transfer({
      idempotencyKey: `test:drain-batch:${userId}`,
      debitAccountId: await t.app.repos.ledger.userAccountId(userId, 'FUTURES'),
      creditAccountId: external,
      asset: 'USDT',
      amount: 9_000_000_000n,
      code: 'WITHDRAW',
    });
});
afterAll(() => t.app.close());

const lastOf = (stock: string) => t.app.market.bus.last(stock)!.price;

async function send(c: Call): Promise<void> {
  const engine = t.app.futures;
  const userId = userIds[c.player]!;
  if (c.kind === 'cancel') return refusalIsAnAnswer(() => engine.cancelAll(userId));
  if (c.kind === 'order') {
    const o = OPTIONS[c.option]!;
    const price = formatPrice(Math.max(o.tick, lastOf(o.stock) + c.at * o.tick), o.precision);
    return refusalIsAnAnswer(() =>
      engine.placeOrder(userId, {
        futuresOptionId: o.id,
        marketType: c.type,
        tradeType: c.buy ? 'B' : 'S',
        qty: (c.steps * o.step).toFixed(o.id === 1 ? 3 : 2),
        ...(c.type === 'LIMIT' ? { price } : {}),
      }),
    );
  }
  const positions = await t.app.repos.futures.openPositions({ userId });
  const position = positions[c.pick % Math.max(1, positions.length)];
  if (position === undefined) return;
  const o = OPTIONS.find((each) => each.id === position.optionId)!;
  if (c.kind === 'close') {
    return refusalIsAnAnswer(() =>
      engine.placeOrder(userId, {
        futuresOptionId: o.id,
        marketType: 'MARKET',
        tradeType: position.side === 'LONG' ? 'S' : 'B',
        futuresPositionId: position.id,
      }),
    );
  }
  if (c.kind === 'margin') {
    return refusalIsAnAnswer(() =>
      engine.adjustMargin(userId, {
        futuresPositionId: position.id,
        amount: String(c.amount),
        type: c.add ? 'ADD' : 'REMOVE',
      }),
    );
  }
  const last = lastOf(o.stock);
  const long = position.side === 'LONG' ? 1 : -1;
  const away = (ticks: number, sign: number) =>
    ticks === 0 ? null : formatPrice(Math.max(o.tick, last + sign * ticks * o.tick), o.precision);
  return refusalIsAnAnswer(() =>
    engine.setTpsl(userId, {
      futuresPositionId: position.id,
      takeProfit: away(c.tp, long),
      stopLoss: away(c.sl, -long),
      isMarkTp: true,
      isMarkSl: true,
    }),
  );
}

/** Each player's open positions hold exactly what their filled orders add up to (per option, signed). */
async function checkPositionsAreTheirFills(): Promise<void> {
  const fills = await t.app.db.query<{ key: string; qty: string }>(
    `SELECT user_id || ':' || option_id AS key, sum(CASE trade_type WHEN 'B' THEN qty ELSE -qty END)::text AS qty
     FROM futures_order WHERE status = 'FILLED' GROUP BY 1`,
  );
  const held = await t.app.db.query<{ key: string; qty: string }>(
    `SELECT user_id || ':' || option_id AS key, sum(CASE side WHEN 'LONG' THEN qty ELSE -qty END)::text AS qty
     FROM futures_position WHERE status = 'OPEN' GROUP BY 1`,
  );
  const heldOf = new Map(held.map((row) => [row.key, BigInt(row.qty)]));
  for (const row of fills) expect(heldOf.get(row.key) ?? 0n, row.key).toBe(BigInt(row.qty));
}

describe('money is conserved when orders of many players (and several of one) are written in one batch', () => {
  it('the ledger sums to zero, nobody goes below zero, positions are the sum of their fills', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 25 }), async (steps) => {
        for (const s of steps) {
          if (s.kind === 'move') {
            const o = OPTIONS[s.option]!;
            const next = Math.round((lastOf(o.stock) * (1 + s.bps / 10_000)) / o.tick) * o.tick;
            t.source.set(o.stock, Math.max(o.tick, next));
            await t.clock.advance(1_500);
          } else {
            await Promise.all(s.calls.map((c) => send(c)));
          }
        }
        await t.clock.advance(1_500);
        await checkFuturesMoney(t.app);
        await checkPositionsAreTheirFills();
      }),
      { numRuns: 10, seed: 20261127 },
    );
    // The batches did fill orders of several players.
    const [filled] = await t.app.db.query<{ n: number }>(
      `SELECT count(DISTINCT user_id)::int AS n FROM futures_order WHERE status = 'FILLED'`,
    );
    expect(filled!.n).toBeGreaterThan(1);
  }, 600_000);
});
