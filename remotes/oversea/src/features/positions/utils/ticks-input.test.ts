import { DEFAULT_LOCAL_SETTINGS } from '@bx/platform';
import { describe, expect, it } from 'vitest';

import { initialTicks, nextTicksText, readTicks } from './ticks-input';

describe('readTicks', () => {
  it('takes whole numbers from 0 to 100,000', () => {
    expect(readTicks('1')).toBe(1);
    expect(readTicks(' 10 ')).toBe(10);
    expect(readTicks('0')).toBe(0);
    expect(readTicks('100000')).toBe(100_000);
  });

  it('refuses anything else', () => {
    expect(readTicks('')).toBeNull();
    expect(readTicks('-1')).toBeNull();
    expect(readTicks('1.5')).toBeNull();
    expect(readTicks('100001')).toBeNull();
    expect(readTicks('ten')).toBeNull();
  });
});

describe('initialTicks', () => {
  it('starts from the settings default of 10 and 10 ticks', () => {
    expect(DEFAULT_LOCAL_SETTINGS.tpsl).toEqual({ takeProfit: 10, stopLoss: 10 });
    expect(initialTicks(null, DEFAULT_LOCAL_SETTINGS.tpsl.takeProfit)).toBe('10');
  });

  it('shows the ticks a position already has', () => {
    expect(initialTicks(3, 10)).toBe('3');
  });

  it('starts empty when the setting is no usable tick count', () => {
    expect(initialTicks(null, 0)).toBe('');
    expect(initialTicks(null, 2.5)).toBe('');
  });
});

describe('nextTicksText', () => {
  it('takes digits, and reverts anything else to the previous text (spec section 5)', () => {
    expect(nextTicksText('5', '55')).toBe('55');
    expect(nextTicksText('5', '')).toBe('');
    // The old field dropped the non-digits: "5.5" became 55 ticks and "1e5" 15.
    expect(nextTicksText('5', '5.5')).toBe('5');
    expect(nextTicksText('1', '1e5')).toBe('1');
    expect(nextTicksText('10', '-10')).toBe('10');
  });
});
