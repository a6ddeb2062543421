import { describe, expect, it } from 'vitest';

import { intervalFor } from './chart-interval';

describe('intervalFor', () => {
  it('uses second candles for short rounds and minute candles for five-minute ones', () => {
    expect(intervalFor(30)).toBe('1s');
    expect(intervalFor(120)).toBe('1s');
    expect(intervalFor(300)).toBe('1m');
  });
});
