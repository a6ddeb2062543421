import { describe, expect, it } from 'vitest';

import { betAmountProblem, leverageProblem, payoutRateProblem, tradeTermsChange } from './option-terms';

const option = { payoutRate: '1.95', minBet: '5', betUnit: '1', currency: 'USDT' };

describe('payoutRateProblem', () => {
  it('takes a rate above 1 and below 10 with four decimals at most', () => {
    expect(payoutRateProblem('1.95')).toBeNull();
    expect(payoutRateProblem('9.9999')).toBeNull();
    expect(payoutRateProblem('2')).toBeNull();
  });

  it('refuses 1, 10 and more, and five decimals', () => {
    expect(payoutRateProblem('1')).toBe('OPS_RATE_INVALID');
    expect(payoutRateProblem('1.0')).toBe('OPS_RATE_INVALID');
    expect(payoutRateProblem('10')).toBe('OPS_RATE_INVALID');
    expect(payoutRateProblem('1.95001')).toBe('OPS_RATE_INVALID');
    expect(payoutRateProblem('')).toBe('OPS_RATE_INVALID');
  });
});

describe('betAmountProblem', () => {
  it('takes a positive amount with the currency’s decimals at most', () => {
    expect(betAmountProblem('0.5', 'USDT')).toBeNull();
    expect(betAmountProblem('1,000', 'KRW')).toBeNull();
    expect(betAmountProblem('0', 'USDT')).toBe('OPS_AMOUNT_INVALID');
    expect(betAmountProblem('0.1234567', 'USDT')).toBe('OPS_AMOUNT_TOO_PRECISE');
    expect(betAmountProblem('0.5', 'KRW')).toBe('OPS_AMOUNT_TOO_PRECISE');
  });
});

describe('tradeTermsChange', () => {
  it('sends only the terms that changed', () => {
    expect(tradeTermsChange(option, { payoutRate: '1.9500', minBet: '10', betUnit: '1' })).toEqual({
      change: { minBet: '10' },
      problems: {},
    });
    expect(tradeTermsChange(option, { payoutRate: '1.95', minBet: '5', betUnit: '1' }).change).toEqual({});
  });

  it('refuses a minimum that is not a whole number of units', () => {
    expect(tradeTermsChange(option, { payoutRate: '1.9', minBet: '5', betUnit: '2' })).toEqual({
      change: {},
      problems: { minBet: 'OPS_MIN_BET_UNIT' },
    });
  });

  it('names every field that is wrong', () => {
    expect(tradeTermsChange(option, { payoutRate: '0.5', minBet: 'x', betUnit: '1' }).problems).toEqual({
      payoutRate: 'OPS_RATE_INVALID',
      minBet: 'OPS_AMOUNT_INVALID',
    });
  });
});

describe('leverageProblem', () => {
  it('takes a whole number from 1 to the highest bracket', () => {
    expect(leverageProblem('20', 125)).toBeNull();
    expect(leverageProblem('125', 125)).toBeNull();
    expect(leverageProblem('126', 125)).toBe('OPS_LEVERAGE_INVALID');
    expect(leverageProblem('0', 125)).toBe('OPS_LEVERAGE_INVALID');
    expect(leverageProblem('2.5', 125)).toBe('OPS_LEVERAGE_INVALID');
  });
});
