import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { refusalIsAnAnswer } from '../../helper.js';
import { buildFuturesApp, checkFuturesMoney, USDT, type FuturesApp } from '../futures/futures-helper.js';
import { mirrored } from './copytrade-helper.js';

const FOLLOWERS = ['demo1', 'demo2', 'demo3', 'ref1'];
/** BTC and ETH: option id, stock, tick, quantity step in coins and its decimals. */
const OPTIONS = [
  { id: 1, stock: 'BTCUSDT', tick: 10, step: 0.001, decimals: 3 },
  { id: 2, stock: 'ETHUSDT', tick: 1, step: 0.01, decimals: 2 },
];

interface Follow {
  multiplyPer: number;
  oneMaxBet: number;
  maxBet: number;
  pairs: number[];
  /** USDT left in the follower's FUTURES wallet. */
  balance: number;
}

type Step =
  | { kind: 'open'; option: number; steps: number; leverage: number }
  | { kind: 'reduce'; option: number; percent: number }
  | { kind: 'own-close'; follower: number }
  | { kind: 'move'; option: number; bps: number };

const follow: fc.Arbitrary<Follow> = fc
  .record({
    multiplyPer: fc.integer({ min: 0, max: 300 }),
    oneMaxBet: fc.integer({ min: 10, max: 2_000 }),
    above: fc.integer({ min: 1, max: 3_000 }),
    pairs: fc.subarray([1, 2], { minLength: 1 }),
    balance: fc.integer({ min: 100, max: 10_000 }),
  })
  .map(({ above, ...rest }) => ({ ...rest, maxBet: rest.oneMaxBet + above }));

const option = fc.nat(OPTIONS.length - 1);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('open' as const),
    option,
    steps: fc.integer({ min: 1, max: 600 }),
    leverage: fc.integer({ min: 1, max: 50 }),
  }),
  fc.record({ kind: fc.constant('reduce' as const), option, percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('own-close' as const), follower: fc.nat(FOLLOWERS.length - 1) }),
  fc.record({ kind: fc.constant('move' as const), option, bps: fc.integer({ min: -800, max: 800 }) }),
);

let t: FuturesApp;
let traderUser: number;
let traderId: number;
let followerIds: number[];
beforeAll(async () => {
  t = await buildFuturesApp();
  traderUser = (await t.app.repos.users.findByUsername(1, 'trader1'))!.id;
  traderId = (await t.app.repos.copytrade.traderOfUser(traderUser))!.id;
  followerIds = await Promise.all(
    FOLLOWERS.map(async (name) => (await t.app.repos.users.findByUsername(1, name))!.id),
  );
});
afterAll(() => t.app.close());

const futuresAccount = (userId: number) => t.app.repos.ledger.userAccountId(userId, 'FUTURES');

/** Ends every follow and position, then gives each follower its run's follow and balance. */
async function reset(follows: Follow[], run: number): Promise<void> {
  const engine = t.app.futures;
  for (const userId of [traderUser, ...followerIds]) {
    await refusalIsAnAnswer(() => t.app.copytrade.follows.unfollow(userId));
    for (const position of await t.app.repos.futures.openPositions({ userId })) {
      await refusalIsAnAnswer(() =>
        engine.placeOrder(userId, {
          futuresOptionId: position.optionId,
          marketType: 'MARKET',
          tradeType: position.side === 'LONG' ? 'S' : 'B',
          futuresPositionId: position.id,
        }),
      );
    }
  }
  await mirrored(t);
  const external = await t.app.repos.ledger.systemAccountId('EXTERNAL', 'USDT');
  for (const [index, each] of follows.entries()) {
    const userId = followerIds[index]!;
    const account = await futuresAccount(userId);
    const balance = (await t.app.repos.ledger.walletBalances([userId], 'FUTURES')).get(userId) ?? 0n;
    const delta = BigInt(each.balance) * USDT - balance;
    if (delta !== 0n) {
      await t.app.repos.ledger.transfer({
        idempotencyKey: `test:copy-balance:${run}:${userId}`,
        debitAccountId: delta > 0n ? external : account,
        creditAccountId: delta > 0n ? account : external,
        asset: 'USDT',
        amount: delta > 0n ? delta : -delta,
        code: delta > 0n ? 'DEPOSIT' : 'WITHDRAW',
      });
    }
    await t.app.copytrade.follows.follow(userId, 1, {
      traderId,
      followStock: each.pairs.map((id) => OPTIONS[id - 1]!.stock),
      multiplyPer: each.multiplyPer,
      maxBet: String(each.maxBet),
      oneMaxBet: String(each.oneMaxBet),
    });
  }
}

const lastOf = (stock: string) => t.app.market.bus.last(stock)!.price;

async function apply(s: Step): Promise<void> {
  const o = OPTIONS[s.kind === 'own-close' ? 0 : s.option]!;
  if (s.kind === 'move') {
    const next = Math.round((lastOf(o.stock) * (1 + s.bps / 10_000)) / o.tick) * o.tick;
    t.source.set(o.stock, Math.max(o.tick, next));
    return t.clock.advance(1_500);
  }
  if (s.kind === 'own-close') {
    const userId = followerIds[s.follower]!;
    const [position] = await t.app.repos.futures.openPositions({ userId });
    if (position === undefined) return;
    return refusalIsAnAnswer(() =>
      t.app.futures.placeOrder(userId, {
        futuresOptionId: position.optionId,
        marketType: 'MARKET',
        tradeType: position.side === 'LONG' ? 'S' : 'B',
        futuresPositionId: position.id,
      }),
    );
  }
  if (s.kind === 'open') {
    await refusalIsAnAnswer(() => t.app.futures.setLeverage(traderUser, o.id, s.leverage));
    return refusalIsAnAnswer(() =>
      t.app.futures.placeOrder(traderUser, {
        futuresOptionId: o.id,
        marketType: 'MARKET',
        tradeType: 'B',
        qty: (s.steps * o.step).toFixed(o.decimals),
      }),
    );
  }
  const position = await t.app.repos.futures.openPositionFor(t.app.db, traderUser, o.id);
  if (position === undefined) return;
  const qty = (position.qty * BigInt(s.percent)) / 100n;
  if (qty === 0n) return;
  return refusalIsAnAnswer(() =>
    t.app.futures.placeOrder(traderUser, {
      futuresOptionId: o.id,
      marketType: 'MARKET',
      tradeType: 'S',
      reduceOnly: true,
      qty: (Number(qty) * o.step).toFixed(o.decimals),
    }),
  );
}

/** Every filled opening copy within its follow's multiplier and one-time limit; the copied margin within maxBet. */
async function checkSizes(follows: Follow[]): Promise<void> {
  const copies = await t.app.db.query<{
    userId: number;
    optionId: number;
    traderQty: string;
    qty: string;
    margin: string;
  }>(
    `SELECT o.user_id AS "userId", o.option_id AS "optionId", o.trader_qty::text AS "traderQty", o.qty::text AS qty,
       o.margin::text AS margin
     FROM copytrade_order o JOIN copytrade_follower f ON f.id = o.follower_id
     WHERE f.status = 'FOLLOWING' AND o.kind = 'OPEN' AND o.status = 'FILLED'`,
  );
  for (const copy of copies) {
    const each = follows[followerIds.indexOf(copy.userId)]!;
    expect(each.pairs).toContain(copy.optionId);
    expect(BigInt(copy.qty) * 100n).toBeLessThanOrEqual(BigInt(copy.traderQty) * BigInt(each.multiplyPer));
    expect(BigInt(copy.margin)).toBeLessThanOrEqual(BigInt(each.oneMaxBet) * USDT);
  }
  for (const [index, each] of follows.entries()) {
    const held = (await t.app.repos.futures.openPositions({ userId: followerIds[index]! }))
      .filter((row) => each.pairs.includes(row.optionId))
      .reduce((sum, row) => sum + row.margin, 0n);
    expect(held).toBeLessThanOrEqual(BigInt(each.maxBet) * USDT);
  }
}

describe('copy sizes and money across random trader orders, follower limits and balances', () => {
  it('respects multiplyPer, oneMaxBet and maxBet, and conserves money', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(follow, { minLength: FOLLOWERS.length, maxLength: FOLLOWERS.length }),
        fc.array(step, { minLength: 15, maxLength: 40 }),
        async (follows, steps) => {
          await reset(follows, run++);
          for (const s of steps) {
            await apply(s);
            await mirrored(t);
          }
          await checkSizes(follows);
          await checkFuturesMoney(t.app);
        },
      ),
      { numRuns: 10, seed: 20261124 },
    );
    // The runs copied, cut copies to the limits and skipped followers who could not pay.
    const outcomes = await t.app.db.query<{ outcome: string }>(
      `SELECT DISTINCT coalesce(skip_reason, kind || ':' || status) AS outcome FROM copytrade_order`,
    );
    expect(outcomes.map((row) => row.outcome)).toEqual(
      expect.arrayContaining([
        'OPEN:FILLED',
        'CLOSE:FILLED',
        'COPY_LIMIT_REACHED',
        'COPY_SIZE_TOO_SMALL',
        'INSUFFICIENT_BALANCE',
      ]),
    );
  }, 600_000);
});
