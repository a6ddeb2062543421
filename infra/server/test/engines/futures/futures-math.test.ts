import { describe, expect, it } from 'vitest';

import {
  bracketOf,
  fundingAmount,
  initialMargin,
  liquidationPrice,
  maintenanceMargin,
  maintenancePpm,
  maxNotionalAt,
  PPM,
  notional,
  orderCost,
  qtyForCost,
  roeBps,
  unrealizedPnl,
  type FuturesTerms,
  type Side,
} from '../../../src/engines/futures/futures-math.js';

const USDT = 1_000_000n;

// Binance's BTCUSDT tiers as engine.md 1.2 gives them (cum recurrence checked there).
const BTC_BRACKETS = [
  { cap: 50_000n * USDT, maxLeverage: 125, mmrPpm: 4_000n, cum: 0n },
  { cap: 250_000n * USDT, maxLeverage: 100, mmrPpm: 5_000n, cum: 50n * USDT },
  { cap: 1_000_000n * USDT, maxLeverage: 50, mmrPpm: 10_000n, cum: 1_300n * USDT },
  { cap: 10_000_000n * USDT, maxLeverage: 20, mmrPpm: 25_000n, cum: 16_300n * USDT },
];

/** Whole coins at prices with `precision` decimals. */
function terms(precision: number, brackets = BTC_BRACKETS): FuturesTerms {
  return {
    id: 1,
    stock: 'BTCUSDT',
    koName: '비트코인',
    precision,
    tickSize: 1,
    qtyPrecision: 0,
    stepSize: 1n,
    maxLeverage: 125,
    minNotional: 10n * USDT,
    brackets,
    fundingRatePpm: 100,
    feeRatePpm: 400n,
    scale: 10n ** BigInt(6 - precision),
    isPlay: true,
    isStop: false,
  };
}

const LONG: Side = 1n;
const SHORT: Side = -1n;

describe('futures math against Binance and Bybit examples', () => {
  it('initial margin, PnL and ROE of a 10x long (1 BTC at 50,000, mark 51,000)', () => {
    const t = terms(2);
    const entry = notional(t, 1n, 5_000_000);
    expect(entry).toBe(50_000n * USDT);
    const im = initialMargin(entry, 10);
    expect(im).toBe(5_000n * USDT);
    const pnl = unrealizedPnl(t, LONG, 1n, 5_000_000n, 5_100_000);
    expect(pnl).toBe(1_000n * USDT);
    expect(roeBps(pnl, im)).toBe(2_000n); // 20.00 %
    expect(unrealizedPnl(t, SHORT, 1n, 5_000_000n, 5_100_000)).toBe(-1_000n * USDT);
  });

  it('maintenance margin per tier: notional x MMR - cum', () => {
    const t = terms(2);
    expect(bracketOf(t, 50_000n * USDT).mmrPpm).toBe(4_000n);
    expect(maintenanceMargin(t, 50_000n * USDT)).toBe(200n * USDT);
    // 100,000 USDT sits in the second tier: 0.5 % - 50 = 450.
    expect(maintenanceMargin(t, 100_000n * USDT)).toBe(450n * USDT);
    // 2,000,000: 2.5 % - 16,300 = 33,700.
    expect(maintenanceMargin(t, 2_000_000n * USDT)).toBe(33_700n * USDT);
    expect(maxNotionalAt(t, 125)).toBe(50_000n * USDT);
    expect(maxNotionalAt(t, 20)).toBe(10_000_000n * USDT);
  });

  it('isolated long and short liquidation prices (1 @ 10,000, WB 1,000, MMR 0.4 %)', () => {
    const t = terms(4);
    const account = { walletBalance: 1_000n * USDT, otherMaintenance: 0n, otherPnl: 0n };
    // Exact 9,036.14457...: a long's rounds up to the tick, a short's (10,956.17529...) down.
    expect(liquidationPrice(t, LONG, 1n, 100_000_000n, account)).toBe(90_361_446);
    expect(liquidationPrice(t, SHORT, 1n, 100_000_000n, account)).toBe(109_561_752);
  });

  it("liquidates at the exact price rounded in the player's favour, while the shown price stays conservative", () => {
    const t = terms(4);
    const account = { walletBalance: 1_000n * USDT, otherMaintenance: 0n, otherPnl: 0n };
    const at = (side: Side, rounding: 'against' | 'favour') =>
      liquidationPrice(t, side, 1n, 100_000_000n, account, PPM, rounding);
    expect([at(LONG, 'against'), at(LONG, 'favour')]).toEqual([90_361_446, 90_361_445]);
    expect([at(SHORT, 'against'), at(SHORT, 'favour')]).toEqual([109_561_752, 109_561_753]);
    // Margin balance against maintenance margin, both exact (x 1,000,000): over it one tick inside the trigger,
    // at or under it on the trigger.
    const excess = (side: Side, price: number) =>
      (account.walletBalance + unrealizedPnl(t, side, 1n, 100_000_000n, price)) * PPM -
      maintenancePpm(t, notional(t, 1n, price));
    expect(excess(LONG, 90_361_446)).toBeGreaterThan(0n);
    expect(excess(LONG, 90_361_445)).toBeLessThanOrEqual(0n);
    expect(excess(SHORT, 109_561_752)).toBeGreaterThan(0n);
    expect(excess(SHORT, 109_561_753)).toBeLessThanOrEqual(0n);
  });

  it('cross liquidation price with other positions (2 @ 30,000, WB 5,000, TMM1 200, UPNL1 -300)', () => {
    const t = terms(2);
    const lp = liquidationPrice(t, LONG, 2n, 6_000_000n, {
      walletBalance: 5_000n * USDT,
      otherMaintenance: 200n * USDT,
      otherPnl: -300n * USDT,
    });
    // engine.md: 27,864.32 (exactly 27,864.3216...), up to the tick.
    expect(lp).toBe(2_786_433);
  });

  it('margin balance equals maintenance margin at the exact liquidation price', () => {
    const t = terms(4);
    const account = { walletBalance: 1_000n * USDT, otherMaintenance: 0n, otherPnl: 0n };
    const lp = liquidationPrice(t, LONG, 1n, 100_000_000n, account)!;
    const balanceAt = (price: number) =>
      account.walletBalance + unrealizedPnl(t, LONG, 1n, 100_000_000n, price);
    const mmAt = (price: number) => maintenanceMargin(t, notional(t, 1n, price));
    expect(balanceAt(lp)).toBeGreaterThanOrEqual(mmAt(lp));
    expect(balanceAt(lp - 1)).toBeLessThan(mmAt(lp - 1));
  });

  it('redoes the liquidation price with the tier of the notional at that price', () => {
    const t = terms(2);
    // 3 BTC at 30,000 (90,000 notional, tier 2) isolated with 45,000: the price falls into tier 1.
    const lp = liquidationPrice(t, LONG, 3n, 9_000_000n, {
      walletBalance: 45_000n * USDT,
      otherMaintenance: 0n,
      otherPnl: 0n,
    })!;
    expect(notional(t, 3n, lp)).toBeLessThanOrEqual(50_000n * USDT);
    const balance = 45_000n * USDT + unrealizedPnl(t, LONG, 3n, 9_000_000n, lp);
    expect(balance).toBeGreaterThanOrEqual(maintenanceMargin(t, notional(t, 3n, lp)));
    expect(45_000n * USDT + unrealizedPnl(t, LONG, 3n, 9_000_000n, lp - 1)).toBeLessThan(
      maintenanceMargin(t, notional(t, 3n, lp - 1)),
    );
  });

  it('a 1x long cannot be liquidated at any positive price', () => {
    const t = terms(2);
    const account = { walletBalance: 50_000n * USDT, otherMaintenance: 0n, otherPnl: 0n };
    expect(liquidationPrice(t, LONG, 1n, 5_000_000n, account)).toBeNull();
  });

  it("the spec's estimated cost: 1 BTC at 50,000 and 10x costs 5,038 USDT long, 5,049.563 short (0.0008 factor)", () => {
    const t = terms(2);
    const flat = { price: 5_000_000, last: 5_000_000, mark: 5_000_000 };
    expect(orderCost(t, LONG, 1n, flat, 10)).toBe(5_038n * USDT);
    // A sell's margin is priced at last x 1.0015 = 50,075 (engine.md Corrections 1): 50,075 x 1.0084 / 10.
    expect(orderCost(t, SHORT, 1n, flat, 10)).toBe(5_049_563_000n);
    expect(qtyForCost(t, LONG, 5_038n * USDT, flat, 10)).toBe(1n);
    expect(qtyForCost(t, LONG, 5_037n * USDT, flat, 10)).toBe(0n);
    expect(qtyForCost(t, SHORT, 5_049_563_000n, flat, 10)).toBe(1n);
    expect(qtyForCost(t, SHORT, 5_049_562_999n, flat, 10)).toBe(0n);
  });

  it('a short placed below the mark: margin at the higher price plus the open loss (Binance FAQ 87fa7ee3)', () => {
    const t = { ...terms(2), feeRatePpm: 0n };
    // Short 1 at 9,253.30 with mark 9,259.84 (last the same), 20x: the margin is priced at max(last x 1.0015,
    // mark, price) = 9,273.72976, so 463.686488 (the FAQ's 462.67 prices it at the order's own price), plus the
    // FAQ's open loss 6.54.
    const cost = orderCost(t, SHORT, 1n, { price: 925_330, last: 925_984, mark: 925_984 }, 20);
    expect(cost).toBe(463_686_488n + 6_540_000n);
  });

  it('issue 30: the SOL stop-limit sell at 153.20 with the market at 162.97 holds more than at its own price', () => {
    const sol = { ...terms(2), scale: 10_000n };
    const prices = { price: 15_320, last: 16_297, mark: 16_297 };
    // 162.97 x 1.0015 x (0.0008 x 10 + 1.0004) / 10 + (162.97 - 153.20), for one SOL at 10x.
    expect(orderCost(sol, SHORT, 1n, prices, 10)).toBe(16_458_546n + 9_770_000n);
    // With the market at the order's price, the last price's 0.15 % is all that is added: 153.4298 x 1.0084 / 10.
    expect(orderCost(sol, SHORT, 1n, { ...prices, last: 15_320, mark: 15_320 }, 10)).toBe(15_471_862n);
  });

  it('funding: longs pay when the rate is positive, the payer rounds up', () => {
    const t = terms(2);
    expect(fundingAmount(t, LONG, 1n, 5_000_000, 100)).toBe(5n * USDT);
    expect(fundingAmount(t, SHORT, 1n, 5_000_000, 100)).toBe(-5n * USDT);
    expect(fundingAmount(t, LONG, 1n, 3, 33)).toBe(1n);
    expect(fundingAmount(t, SHORT, 1n, 3, 33)).toBe(0n);
  });
});
