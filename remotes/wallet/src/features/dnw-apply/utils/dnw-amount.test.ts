import { CLIENT_MESSAGES } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { applyRefusal } from './dnw-amount';

describe('what is refused before a request is sent', () => {
  it('asks for an amount in the words of the tab', () => {
    expect(applyRefusal('D', null, '10000')).toBe('DNW_DEPOSIT_EMPTY');
    expect(applyRefusal('W', null, '10000')).toBe('DNW_WITHDRAW_EMPTY');
    expect(applyRefusal('W', 0, '10000')).toBe('DNW_WITHDRAW_EMPTY');
    expect(CLIENT_MESSAGES.DNW_WITHDRAW_EMPTY.ko).toBe('출금신청금액을 입력해주세요.');
    expect(CLIENT_MESSAGES.DNW_DEPOSIT_EMPTY.ko).toBe('입금신청금액을 입력해주세요.');
  });

  it('refuses a withdrawal beyond the money held, and takes the whole of it', () => {
    expect(applyRefusal('W', 10_000_001, '10000000')).toBe('DNW_WITHDRAW_OVER');
    expect(applyRefusal('W', 10_000_000, '10000000')).toBeNull();
    expect(applyRefusal('W', 10_000, '9999.5')).toBe('DNW_WITHDRAW_OVER');
    expect(CLIENT_MESSAGES.DNW_WITHDRAW_OVER.ko).toBe('출금신청금액이 보유금액을 초과합니다.');
  });

  it('compares exactly past what a float keeps', () => {
    expect(applyRefusal('W', 100, '9007199254740993')).toBeNull();
    expect(applyRefusal('W', 9_007_199_254_740_992, '9007199254740991')).toBe('DNW_WITHDRAW_OVER');
  });

  it('refuses a withdrawal when the money is not known, and never a deposit for the money', () => {
    expect(applyRefusal('W', 10_000, null)).toBe('DNW_WITHDRAW_OVER');
    expect(applyRefusal('D', 100_000_000, '0')).toBeNull();
  });
});
