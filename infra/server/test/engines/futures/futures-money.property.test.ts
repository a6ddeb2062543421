import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatPrice } from '../../../src/market/symbols.js';
import { refusalIsAnAnswer } from '../../helper.js';
import { closeReasons } from '../../ledger-checks.js';
import { buildFuturesApp, checkFuturesMoney, type FuturesApp } from './futures-helper.js';

// Players only: a trader may not sell or set TP/SL (copy trading), which the steps do.
const PLAYERS = ['demo1', 'demo2', 'demo3', 'ref1'];
/** BTC and ETH perpetuals: their stock, tick and a quantity step. */
const OPTIONS = [
  { id: 1, stock: 'BTCUSDT', tick: 10, step: 0.001, precision: 2 },
  { id: 2, stock: 'ETHUSDT', tick: 1, step: 0.01, precision: 2 },
];

type Step =
  | {
      kind: 'order';
      player: number;
      option: number;
      type: 'MARKET' | 'LIMIT' | 'STOP';
      at: number;
      side: 'B' | 'S';
      steps: number;
    }
  | { kind: 'close'; player: number; pick: number }
  | { kind: 'tpsl'; player: number; pick: number; tp: number; sl: number }
  | { kind: 'leverage'; player: number; option: number; leverage: number; isolated: boolean }
  | { kind: 'margin'; player: number; pick: number; add: boolean; amount: number }
  | { kind: 'cancel'; player: number }
  | { kind: 'move'; option: number; bps: number }
  | { kind: 'fund' };

const player = fc.nat(PLAYERS.length - 1);
const option = fc.nat(OPTIONS.length - 1);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    player,
    option,
    type: fc.constantFrom<'MARKET' | 'LIMIT' | 'STOP'>('MARKET', 'LIMIT', 'STOP'),
    at: fc.integer({ min: -300, max: 300 }),
    side: fc.constantFrom<'B' | 'S'>('B', 'S'),
    steps: fc.integer({ min: 1, max: 400 }),
  }),
  fc.record({ kind: fc.constant('close' as const), player, pick: fc.nat(3) }),
  fc.record({
    kind: fc.constant('tpsl' as const),
    player,
    pick: fc.nat(3),
    tp: fc.integer({ min: 0, max: 400 }),
    sl: fc.integer({ min: 0, max: 400 }),
  }),
  fc.record({
    kind: fc.constant('leverage' as const),
    player,
    option,
    leverage: fc.integer({ min: 1, max: 125 }),
    isolated: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('margin' as const),
    player,
    pick: fc.nat(3),
    add: fc.boolean(),
    amount: fc.integer({ min: 1, max: 500 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), player }),
  // Moves in basis points of the price: jumps past liquidation prices, and small steps across TP/SL.
  fc.record({ kind: fc.constant('move' as const), option, bps: fc.integer({ min: -1_500, max: 1_500 }) }),
  ...[1, 2].map(() =>
    fc.record({ kind: fc.constant('move' as const), option, bps: fc.integer({ min: -150, max: 150 }) }),
  ),
  fc.constant({ kind: 'fund' as const }),
);

let t: FuturesApp;
let userIds: number[];
beforeAll(async () => {
  t = await buildFuturesApp({ fundingIntervalMs: 60_000 });
  userIds = await Promise.all(
    PLAYERS.map(async (name) => (await t.app.repos.users.findByUsername(1, name))!.id),
  );
  // 1,000 of the seed's 10,000 USDT each: small accounts, so moves reach the cross liquidation prices too.
  const external = await t.app.repos.ledger.systemAccountId('EXTERNAL', 'USDT');
  for (const userId of userIds)
    await t.app.repos.ledger.transfer({
      idempotencyKey: `test:drain:${userId}`,
      debitAccountId: await t.app.repos.ledger.userAccountId(userId, 'FUTURES'),
      creditAccountId: external,
      asset: 'USDT',
      amount: 9_000_000_000n,
      code: 'WITHDRAW',
    });
});
afterAll(() => t.app.close());

const lastOf = (stock: string) => t.app.market.bus.last(stock)!.price;

async function apply(s: Step): Promise<void> {
  const engine = t.app.futures;
  if (s.kind === 'fund') return t.clock.advance(60_000);
  if (s.kind === 'move') {
    const o = OPTIONS[s.option]!;
    const last = lastOf(o.stock);
    const next = Math.round((last * (1 + s.bps / 10_000)) / o.tick) * o.tick;
    t.source.set(o.stock, Math.max(o.tick, next));
    return t.clock.advance(1_500);
  }
  const userId = userIds[s.player]!;
  if (s.kind === 'cancel') return refusalIsAnAnswer(() => engine.cancelAll(userId));
  if (s.kind === 'leverage') {
    const o = OPTIONS[s.option]!;
    await refusalIsAnAnswer(() => engine.setMarginType(userId, o.id, s.isolated ? 'ISOLATED' : 'CROSS'));
    return refusalIsAnAnswer(() => engine.setLeverage(userId, o.id, s.leverage));
  }
  if (s.kind === 'order') {
    const o = OPTIONS[s.option]!;
    const price = formatPrice(Math.max(o.tick, lastOf(o.stock) + s.at * o.tick), o.precision);
    const qty = (s.steps * o.step).toFixed(o.id === 1 ? 3 : 2);
    const type = s.type === 'STOP' ? 'STOPMARKET' : s.type;
    return refusalIsAnAnswer(() =>
      engine.placeOrder(userId, {
        futuresOptionId: o.id,
        marketType: type,
        tradeType: s.side,
        qty,
        ...(type === 'LIMIT' ? { price } : type === 'STOPMARKET' ? { stopPrice: price } : {}),
      }),
    );
  }
  const positions = await t.app.repos.futures.openPositions({ userId });
  const position = positions[s.pick % Math.max(1, positions.length)];
  if (position === undefined) return;
  const o = OPTIONS.find((each) => each.id === position.optionId)!;
  if (s.kind === 'close') {
    return refusalIsAnAnswer(() =>
      engine.placeOrder(userId, {
        futuresOptionId: o.id,
        marketType: 'MARKET',
        tradeType: position.side === 'LONG' ? 'S' : 'B',
        futuresPositionId: position.id,
      }),
    );
  }
  if (s.kind === 'margin') {
    return refusalIsAnAnswer(() =>
      engine.adjustMargin(userId, {
        futuresPositionId: position.id,
        amount: String(s.amount),
        type: s.add ? 'ADD' : 'REMOVE',
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
      takeProfit: away(s.tp, long),
      stopLoss: away(s.sl, -long),
      isMarkTp: s.tp % 2 === 0,
      isMarkSl: s.sl % 2 === 0,
    }),
  );
}

describe('money is conserved across random futures orders, ticks and funding', () => {
  it('the ledger sums to zero, the escrow holds the open margins, nobody goes below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 30, maxLength: 60 }), async (steps) => {
        for (const s of steps) await apply(s);
        await t.clock.advance(1_500);
        await checkFuturesMoney(t.app);
      }),
      { numRuns: 12, seed: 20241124 },
    );
    // The runs did trade: positions were closed by the player and by every trigger, and funding booked.
    expect(await closeReasons(t.app.db, 'futures_position')).toEqual(
      expect.arrayContaining(['MANUAL', 'TAKEPROFIT', 'STOPLOSS', 'LIQUIDATION']),
    );
    const [funding] = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM futures_funding');
    expect(funding!.n).toBeGreaterThan(0);
  }, 600_000);
});
