import { describe, expect, it } from 'vitest';

import { stakeProblem } from './validate-stake';

const rules = { minBet: '5', betUnit: '1', currency: 'USDT' };
const open = { balance: '100', roundOpen: true };

describe('stakeProblem', () => {
  it('asks for an amount when there is none or it is zero', () => {
    expect(stakeProblem(null, rules, open)).toBe('투자금액을 입력해주세요.');
    expect(stakeProblem('0', rules, open)).toBe('투자금액을 입력해주세요.');
  });

  it('refuses less than the minimum stake', () => {
    expect(stakeProblem('4', rules, open)).toBe('최소 투자금액은 5 USDT입니다.');
  });

  it('refuses a stake that is not a multiple of the unit', () => {
    expect(stakeProblem('7.5', rules, open)).toBe('금액의 최소 단위를 맞춰주세요. (1 USDT)');
    expect(stakeProblem('15000', { minBet: '10000', betUnit: '10000', currency: 'KRW' }, open)).toBe(
      '금액의 최소 단위를 맞춰주세요. (10000 KRW)',
    );
    expect(stakeProblem('0.75', { minBet: '0.5', betUnit: '0.25', currency: 'USDT' }, open)).toBeNull();
  });

  it('refuses more than the balance, and leaves an unknown balance to the server', () => {
    expect(stakeProblem('101', rules, open)).toBe('잔액이 부족합니다.');
    expect(stakeProblem('100', rules, open)).toBeNull();
    expect(stakeProblem('1000', rules, { balance: null, roundOpen: true })).toBeNull();
  });

  it('refuses a valid stake once the round has locked', () => {
    expect(stakeProblem('10', rules, { balance: '100', roundOpen: false })).toBe(
      '베팅이 마감된 회차입니다. 다음 회차를 기다려주세요.',
    );
  });
});
