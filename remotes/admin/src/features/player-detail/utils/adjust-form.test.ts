import { describe, expect, it } from 'vitest';

import { adjustProblems, amountOf, amountProblem, newIdempotencyKey, reasonProblem } from './adjust-form';

describe('amountOf', () => {
  it('drops grouping commas and spaces', () => {
    expect(amountOf(' 1,000,000 ')).toBe('1000000');
    expect(amountOf('0.5')).toBe('0.5');
  });
});

describe('amountProblem', () => {
  it('takes whole won and a coin with up to its decimals', () => {
    expect(amountProblem('10,000', 'MONEY')).toBeNull();
    expect(amountProblem('0.123456', 'USDT')).toBeNull();
    expect(amountProblem('0.00000001', 'BTC')).toBeNull();
    expect(amountProblem('1.2345', 'EOS')).toBeNull();
  });

  it('refuses nothing, zero and what is not a number', () => {
    expect(amountProblem('', 'MONEY')).toBe('OPS_AMOUNT_REQUIRED');
    expect(amountProblem('0', 'MONEY')).toBe('OPS_AMOUNT_INVALID');
    expect(amountProblem('0.000', 'USDT')).toBe('OPS_AMOUNT_INVALID');
    expect(amountProblem('-5', 'MONEY')).toBe('OPS_AMOUNT_INVALID');
    expect(amountProblem('1e3', 'MONEY')).toBe('OPS_AMOUNT_INVALID');
    expect(amountProblem('1.', 'USDT')).toBe('OPS_AMOUNT_INVALID');
  });

  it('refuses more decimals than the wallet’s currency has', () => {
    expect(amountProblem('100.5', 'MONEY')).toBe('OPS_AMOUNT_TOO_PRECISE');
    expect(amountProblem('0.1234567', 'FUTURES')).toBe('OPS_AMOUNT_TOO_PRECISE');
    expect(amountProblem('1.23456', 'EOS')).toBe('OPS_AMOUNT_TOO_PRECISE');
  });
});

describe('reasonProblem', () => {
  it('needs 1 to 200 characters once trimmed', () => {
    expect(reasonProblem('  ')).toBe('OPS_REASON_REQUIRED');
    expect(reasonProblem('이벤트 보너스')).toBeNull();
    expect(reasonProblem('x'.repeat(200))).toBeNull();
    expect(reasonProblem('x'.repeat(201))).toBe('OPS_REASON_TOO_LONG');
  });
});

describe('adjustProblems', () => {
  it('names each field that is wrong, and nothing for a good form', () => {
    expect(adjustProblems({ walletType: 'MONEY', point: '5000', reason: '보상' })).toEqual({});
    expect(adjustProblems({ walletType: 'MONEY', point: '5000.5', reason: '' })).toEqual({
      point: 'OPS_AMOUNT_TOO_PRECISE',
      reason: 'OPS_REASON_REQUIRED',
    });
  });
});

describe('newIdempotencyKey', () => {
  it('makes a different visible-ASCII key each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[\x21-\x7e]{1,128}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});
