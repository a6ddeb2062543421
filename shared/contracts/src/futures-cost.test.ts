import { describe, expect, it } from 'vitest';

import { futuresOrderCost, futuresQtyForCost, type FuturesCostInput } from './futures-cost.js';

const USDT = 1_000_000n;
/** BTC at 2 price decimals, whole coins: one coin at one cent is 10,000 micro-USDT. */
const btc = (changes: Partial<FuturesCostInput>): FuturesCostInput => ({
  side: 1n,
  qty: 1n,
  price: 5_000_000n,
  last: 5_000_000n,
  mark: 5_000_000n,
  leverage: 10,
  feeRatePpm: 400n,
  scale: 10_000n,
  ...changes,
});

describe('futuresOrderCost (docs/futures.md "Order cost")', () => {
  it("a buy: the spec's 0.0008 factor, 1 BTC at 50,000 and 10x costs 5,038 USDT", () => {
    expect(futuresOrderCost(btc({}))).toBe(5_038n * USDT);
  });

  it('a sell is priced at max(last x 1.0015, mark, price): 50,075 x (0.008 + 1.0004) / 10', () => {
    expect(futuresOrderCost(btc({ side: -1n }))).toBe(5_049_563_000n);
  });

  it('the SOL stop-limit sell of issue 30: 153.20 with the market at 162.97 holds the higher price and the open loss', () => {
    // 1 SOL (whole coins here) at 2 price decimals, 10x, fee 0.04 %.
    const sol = {
      side: -1n,
      qty: 1n,
      price: 15_320n,
      last: 16_297n,
      mark: 16_297n,
      leverage: 10,
      feeRatePpm: 400n,
      scale: 10_000n,
    } as const;
    // basis 162.97 x 1.0015 = 163.214455; x 1.0084 / 10 = 16.45854564... up to 16.458546; open loss 9.77.
    expect(futuresOrderCost(sol)).toBe(16_458_546n + 9_770_000n);
    // The cost at the order price alone (the old rule) was lower.
    expect(futuresOrderCost({ ...sol, last: 15_320n, mark: 15_320n })).toBeLessThan(futuresOrderCost(sol));
  });

  it('adds the open loss of a buy above the mark, not of one below it', () => {
    expect(futuresOrderCost(btc({ mark: 4_990_000n }))).toBe(5_038n * USDT + 100n * USDT);
    expect(futuresOrderCost(btc({ mark: 5_010_000n }))).toBe(5_038n * USDT);
  });

  it('nothing costs nothing', () => {
    expect(futuresOrderCost(btc({ qty: 0n }))).toBe(0n);
  });
});

describe('futuresQtyForCost', () => {
  it('is the largest size on the step the budget pays for, on both sides', () => {
    expect(futuresQtyForCost({ ...btc({}), budget: 5_038n * USDT, step: 1n })).toBe(1n);
    expect(futuresQtyForCost({ ...btc({}), budget: 5_037n * USDT, step: 1n })).toBe(0n);
    const sell = { ...btc({ side: -1n, scale: 10n }), step: 5n };
    for (const budget of [10n * USDT, 777_777_777n, 5_049_563_000n]) {
      const qty = futuresQtyForCost({ ...sell, budget });
      expect(qty % 5n).toBe(0n);
      expect(futuresOrderCost({ ...sell, qty })).toBeLessThanOrEqual(budget);
      expect(futuresOrderCost({ ...sell, qty: qty + 5n })).toBeGreaterThan(budget);
    }
  });
});
