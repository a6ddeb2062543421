import { describe, expect, it } from 'vitest';

import { orderOutcome } from './order-words';

describe('a futures order in the history', () => {
  it('shows its fill price once filled, else its limit, else none', () => {
    expect(orderOutcome({ status: 'FILLED', filledPrice: '63749.9', price: null })).toEqual({
      status: 'FUT_STATUS_FILLED',
      price: '63749.9',
    });
    expect(orderOutcome({ status: 'CANCELLED', filledPrice: null, price: '60000' })).toEqual({
      status: 'FUT_STATUS_CANCELLED',
      price: '60000',
    });
    expect(orderOutcome({ status: 'CANCELLED', filledPrice: null, price: null }).price).toBeNull();
  });
});
