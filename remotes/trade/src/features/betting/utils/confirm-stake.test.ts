import { describe, expect, it } from 'vitest';

import { allInRest, isConfirmAbove, stakeConfirmation } from './confirm-stake';

describe('stakeConfirmation', () => {
  it('asks for all-in only by default', () => {
    expect(stakeConfirmation('10000', '10000', '1', 'all-in')).toBe('all-in');
    expect(stakeConfirmation('10008', '10008.28', '1', 'all-in')).toBe('all-in');
    expect(stakeConfirmation('9999', '10000', '1', 'all-in')).toBeNull();
    expect(stakeConfirmation('6000', '10000', '1', 'all-in')).toBeNull();
  });

  it('asks for a stake above the chosen share of the balance, and not at or below it', () => {
    expect(stakeConfirmation('6000', '10000', '1', 50)).toBe('share');
    expect(stakeConfirmation('5001', '10000', '1', 50)).toBe('share');
    expect(stakeConfirmation('5000', '10000', '1', 50)).toBeNull();
    expect(stakeConfirmation('4000', '10000', '1', 50)).toBeNull();
    expect(stakeConfirmation('8000.5', '10000', '0.1', 80)).toBe('share');
    expect(stakeConfirmation('8000', '10000', '1', 80)).toBeNull();
  });

  it('still calls a whole balance all-in under a share setting', () => {
    expect(stakeConfirmation('10000', '10000', '1', 50)).toBe('all-in');
  });

  it('asks nothing while the balance is unknown', () => {
    expect(stakeConfirmation('10000', null, '1', 50)).toBeNull();
  });
});

describe('isConfirmAbove', () => {
  it('takes only the offered choices, so a stored value of another kind falls back to the default', () => {
    expect([50, 80, 'all-in'].every(isConfirmAbove)).toBe(true);
    expect([60, '50', null, undefined].some(isConfirmAbove)).toBe(false);
  });
});

describe('allInRest', () => {
  it('names what an all-in stake cut to the bet unit leaves, and nothing for the whole balance', () => {
    expect(allInRest('10010', '10010.65')).toBe('0.65');
    expect(allInRest('10000', '10000')).toBeNull();
    expect(allInRest('10000.5', '10000.58')).toBe('0.08');
  });
});
