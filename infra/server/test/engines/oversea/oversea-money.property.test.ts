import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SYMBOLS } from '../../../src/market/symbols.js';
import { refusalIsAnAnswer } from '../../helper.js';
import { closeReasons } from '../../ledger-checks.js';
import { buildOverseaApp, checkMoney, type OverseaApp } from './oversea-helper.js';

const PLAYERS = ['demo1', 'demo2', 'demo3', 'trader1'];
/** NQ, ES, CL, GC, 6E: the options open at the start time (the Hang Seng is not). */
const OPTIONS = [8, 9, 10, 11, 12];

type Step =
  | { kind: 'order'; player: number; option: number; limit: number | null; side: 'B' | 'S'; qty: number }
  | { kind: 'close'; player: number; pick: number; part: number }
  | { kind: 'tpsl'; player: number; pick: number; tp: number; sl: number }
  | { kind: 'overnight'; player: number; pick: number }
  | { kind: 'cancel'; player: number }
  | { kind: 'move'; option: number; ticks: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    player: fc.nat(PLAYERS.length - 1),
    option: fc.nat(OPTIONS.length - 1),
    limit: fc.option(fc.integer({ min: -30, max: 30 })),
    side: fc.constantFrom<'B' | 'S'>('B', 'S'),
    qty: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({
    kind: fc.constant('close' as const),
    player: fc.nat(3),
    pick: fc.nat(9),
    part: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({
    kind: fc.constant('tpsl' as const),
    player: fc.nat(3),
    pick: fc.nat(9),
    tp: fc.integer({ min: 0, max: 30 }),
    sl: fc.integer({ min: 0, max: 30 }),
  }),
  fc.record({ kind: fc.constant('overnight' as const), player: fc.nat(3), pick: fc.nat(9) }),
  fc.record({ kind: fc.constant('cancel' as const), player: fc.nat(3) }),
  fc.record({
    kind: fc.constant('move' as const),
    option: fc.nat(OPTIONS.length - 1),
    ticks: fc.integer({ min: -800, max: 800 }),
  }),
  ...[1, 2, 3].map(() =>
    fc.record({
      kind: fc.constant('move' as const),
      option: fc.nat(OPTIONS.length - 1),
      ticks: fc.integer({ min: -20, max: 20 }),
    }),
  ),
);

let t: OverseaApp;
let userIds: number[];
beforeAll(async () => {
  t = await buildOverseaApp();
  userIds = await Promise.all(
    PLAYERS.map(async (name) => (await t.app.repos.users.findByUsername(1, name))!.id),
  );
  // Enough for a few contracts of each option at once (deposited from outside, as the seed's funding).
  const external = await t.app.repos.ledger.systemAccountId('EXTERNAL', 'KRW');
  for (const userId of userIds)
    await t.app.repos.ledger.transfer({
      idempotencyKey: `test:fund:${userId}`,
      debitAccountId: external,
      creditAccountId: await t.app.repos.ledger.userAccountId(userId, 'MONEY'),
      asset: 'KRW',
      amount: 40_000_000n,
      code: 'DEPOSIT',
    });
});
afterAll(() => t.app.close());

async function apply(s: Step): Promise<void> {
  const engine = t.app.oversea;
  if (s.kind === 'move') {
    const spec = SYMBOLS[OPTIONS[s.option]! - 1]!;
    const now = t.app.market.bus.last(spec.stock)!.price;
    t.source.set(spec.stock, Math.max(spec.tickSize, now + s.ticks * spec.tickSize));
    return t.clock.advance(1_000);
  }
  const userId = userIds[s.player]!;
  if (s.kind === 'order') {
    const option = engine.instrument(OPTIONS[s.option]!);
    const last = t.app.market.bus.last(option.terms.stock)!.price;
    const price = last + (s.limit ?? 0) * option.terms.tickSize;
    return refusalIsAnAnswer(() =>
      engine.placeOrder(userId, {
        overseaOptionId: option.id,
        marketType: s.limit === null ? 'MARKET' : 'LIMIT',
        tradeType: s.side,
        qty: s.qty,
        price: t.app.market.toTick({
          stock: option.terms.stock,
          price: Math.max(option.terms.tickSize, price),
          time: 0,
          volume: 0,
        }).price,
      }),
    );
  }
  if (s.kind === 'cancel') return refusalIsAnAnswer(() => engine.cancelAll(userId));
  const positions = await t.app.repos.oversea.openPositions(userId);
  const position = positions[s.pick % Math.max(1, positions.length)];
  if (position === undefined) return;
  const common = { overseaOptionId: position.optionId };
  if (s.kind === 'close')
    return refusalIsAnAnswer(() =>
      engine.placeOrder(userId, {
        ...common,
        marketType: 'MARKET',
        tradeType: position.side === 'LONG' ? 'S' : 'B',
        qty: Math.min(s.part, position.qty),
        overseaPositionId: position.id,
      }),
    );
  if (s.kind === 'tpsl')
    return refusalIsAnAnswer(() =>
      engine.setTpsl(userId, { ...common, overseaPositionId: position.id, tpTick: s.tp, slTick: s.sl }),
    );
  return refusalIsAnAnswer(() =>
    engine.setOvernight(userId, { overseaPositionId: position.id, isActive: !position.isOvernight }),
  );
}

describe('money is conserved across random overseas orders and ticks', () => {
  it('the ledger sums to zero, the escrow holds the open margins, nobody goes below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 40, maxLength: 80 }), async (steps) => {
        for (const s of steps) await apply(s);
        await t.clock.advance(1_000);
        await checkMoney(t.app);
      }),
      { numRuns: 15, seed: 20240103 },
    );
    // The runs did trade: positions were closed by the player and by the triggers.
    expect(await closeReasons(t.app.db, 'oversea_position')).toEqual(
      expect.arrayContaining(['MANUAL', 'TAKEPROFIT', 'STOPLOSS', 'LIQUIDATION']),
    );
  }, 300_000);
});
