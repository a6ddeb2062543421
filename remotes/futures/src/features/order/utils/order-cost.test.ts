import { futuresOrderCost } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { decimalsOf, floorToStep, orderCost, qtyForAmount, type CostTerms } from './order-cost';

/** BTCUSDT as the server lists it: 2 price decimals, 0.001 steps, 0.04 % taker fee, 10x. */
const btc: CostTerms = {
  precision: 2,
  qtyPrecision: 3,
  stepSize: '0.001',
  feeRate: '0.0004',
  leverage: 10,
  lastPrice: '50000',
  markPrice: '50000',
};

describe('orderCost: the server\'s formula (docs/futures.md "Order cost")', () => {
  it("a long: the spec's 0.0008 factor, 1 BTC at 50,000 and 10x costs 5,038 USDT", () => {
    expect(orderCost('B', '1', '50000', btc)).toBe('5038');
    // 0.01 BTC at 60,000 = 600 USDT notional: 600 x (0.008 + 0.9996) / 10 = 60.456 (the old preview's
    // 600 / 10 + 600 x 0.0008 = 60.48 was not what the server holds).
    expect(orderCost('B', '0.01', '60000', { ...btc, lastPrice: '60000', markPrice: '60000' })).toBe(
      '60.456',
    );
  });

  it('a short is priced at max(last x 1.0015, mark, price) plus the open loss, as the server holds it', () => {
    expect(orderCost('S', '1', '50000', btc)).toBe('5049.563');
    // Issue 30's SOL stop-limit sell: 1 SOL at 153.20 with the market at 162.97, 20x, holds 18.064559.
    const sol = {
      ...btc,
      qtyPrecision: 2,
      stepSize: '0.01',
      leverage: 20,
      lastPrice: '162.97',
      markPrice: '162.97',
    };
    expect(orderCost('S', '1', '153.2', sol)).toBe('18.064559');
    // The same numbers through the server's function: the preview and the hold agree.
    const server = futuresOrderCost({
      side: -1n,
      qty: 100n,
      price: 15_320n,
      last: 16_297n,
      mark: 16_297n,
      leverage: 20,
      feeRatePpm: 400n,
      scale: 100n,
    });
    expect(server).toBe(18_064_559n);
  });

  it('costs nothing it cannot price: no last or mark price yet, no price', () => {
    expect(orderCost('B', '1', '50000', { ...btc, markPrice: null })).toBeNull();
    expect(orderCost('B', '1', null, btc)).toBeNull();
    expect(orderCost('B', '1', '0', btc)).toBeNull();
  });
});

describe('qtyForAmount', () => {
  it('opens what the budget pays for on each side, fees included', () => {
    expect(qtyForAmount('B', '5038', '50000', btc)).toBe('1');
    expect(qtyForAmount('B', '5037.99', '50000', btc)).toBe('0.999');
    expect(qtyForAmount('S', '5038', '50000', btc)).toBe('0.997');
  });

  it('opens nothing without a price or a leverage', () => {
    expect(qtyForAmount('B', '100', null, btc)).toBeNull();
    expect(qtyForAmount('B', '100', '60000', { ...btc, leverage: 0 })).toBeNull();
  });
});

describe('exact money where floats drift', () => {
  it('spends a budget to the micro-unit: 65.32 USDT buys what costs 65.32', () => {
    // In floats 65.32 / 0.000001 is 65319999.99..., so the old preview had 65.319999 to spend and opened nothing.
    const plain = { ...btc, qtyPrecision: 0, stepSize: '1', feeRate: '0', leverage: 1 };
    const terms = { ...plain, lastPrice: '65.32', markPrice: '65.32' };
    expect(orderCost('B', '1', '65.32', terms)).toBe('65.32');
    expect(qtyForAmount('B', '65.32', '65.32', terms)).toBe('1');
  });
});

describe('floorToStep', () => {
  it('cuts down to whole steps with the step decimals', () => {
    expect(floorToStep('0.01999', '0.001')).toBe('0.019');
    expect(floorToStep('12.7', '1')).toBe('12');
    expect(floorToStep('0.0149', '0.005')).toBe('0.010');
  });

  it('keeps every whole step where a float loses one or adds one', () => {
    // 0.3 / 0.1 is 2.9999999999999996 and 4.35 / 0.05 is 86.99999999999999 in floats.
    expect(floorToStep('0.3', '0.1')).toBe('0.3');
    expect(floorToStep('4.35', '0.05')).toBe('4.35');
    // Past the old 1e-9 nudge's reach: 10,000,000,000.05 USDT lost its last cent.
    expect(floorToStep('10000000000.05', '0.01')).toBe('10000000000.05');
    // And the nudge's other side: just under a step was counted as the step.
    expect(floorToStep('2.9999999999', '1')).toBe('2');
  });

  it('gives zero for nothing or a negative', () => {
    expect(floorToStep('-1', '0.001')).toBe('0.000');
    expect(floorToStep('0', '0.01')).toBe('0.00');
  });

  it('reads the decimals a step allows', () => {
    expect(decimalsOf('0.001')).toBe(3);
    expect(decimalsOf('0.0100')).toBe(2);
    expect(decimalsOf('1')).toBe(0);
  });
});
