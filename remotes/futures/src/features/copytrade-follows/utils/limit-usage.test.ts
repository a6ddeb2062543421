import { describe, expect, it } from 'vitest';

import { limitUsedPercent, limitUsedText } from './limit-usage';

describe('the limit a follow uses', () => {
  it('is a share of the maximum limit, kept between 0 and 100', () => {
    expect(limitUsedPercent({ usedBet: '125', maxBet: '500' })).toBe(25);
    expect(limitUsedPercent({ usedBet: '0', maxBet: '500' })).toBe(0);
    expect(limitUsedPercent({ usedBet: '650.5', maxBet: '500' })).toBe(100);
    expect(limitUsedPercent({ usedBet: '10', maxBet: '0' })).toBe(0);
  });

  it('reads used against maximum in USDT to the cent', () => {
    expect(limitUsedText({ usedBet: '125.456', maxBet: '1500' })).toBe('125.45 / 1,500.00 USDT');
  });
});
