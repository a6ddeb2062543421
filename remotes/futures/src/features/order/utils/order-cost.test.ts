import { describe, expect, it } from 'vitest';

import { decimalsOf, estimateCost, floorToStep, qtyForAmount } from './order-cost';

describe('estimateCost', () => {
  it('is the margin at the leverage plus the 0.0008 fee factor on the notional', () => {
    // 0.01 BTC at 60,000 = 600 USDT notional: 60 margin at 10x and 0.48 of fees.
    expect(estimateCost(0.01, 60_000, 10)).toBeCloseTo(60.48);
    expect(estimateCost(1, 100, 1)).toBeCloseTo(100.08);
  });
});

describe('qtyForAmount', () => {
  it('opens what the budget pays for, fees included', () => {
    expect(qtyForAmount(60.48, 60_000, 10)).toBeCloseTo(0.01);
    expect(estimateCost(qtyForAmount(250, 3_000, 20), 3_000, 20)).toBeCloseTo(250);
  });

  it('opens nothing without a price or a leverage', () => {
    expect(qtyForAmount(100, 0, 10)).toBe(0);
    expect(qtyForAmount(100, 60_000, 0)).toBe(0);
  });
});

describe('floorToStep', () => {
  it('cuts down to whole steps with the step decimals', () => {
    expect(floorToStep(0.01999, '0.001')).toBe('0.019');
    expect(floorToStep(0.3, '0.1')).toBe('0.3');
    expect(floorToStep(12.7, '1')).toBe('12');
  });

  it('gives zero for nothing, a negative or a broken value', () => {
    expect(floorToStep(-1, '0.001')).toBe('0.000');
    expect(floorToStep(Number.NaN, '0.01')).toBe('0.00');
  });

  it('reads the decimals a step allows', () => {
    expect(decimalsOf('0.001')).toBe(3);
    expect(decimalsOf('0.0100')).toBe(2);
    expect(decimalsOf('1')).toBe(0);
  });
});
