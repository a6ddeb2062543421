import { describe, expect, it } from 'vitest';

import { CANDLE_SERIES_OPTIONS, chartOptions } from './chart-options';

describe('the candle chart on a phone', () => {
  it('draws no price label cut at the axis edges', () => {
    expect(chartOptions('sans-serif').rightPriceScale.entireTextOnly).toBe(true);
  });

  it('puts no last-price tag over the axis labels, and keeps the dotted line at the last price', () => {
    expect(CANDLE_SERIES_OPTIONS).toMatchObject({ lastValueVisible: false, priceLineVisible: true });
  });
});
