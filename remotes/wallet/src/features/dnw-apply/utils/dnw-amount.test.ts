import type { SiteDnwInfo } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { applyRefusal } from './dnw-amount';
import { WALLET_TEXTS } from '@bx/wallet-messages';

const holding = (money: string | null) => ({ money, hasPayoutAccount: true });
const SITE: Pick<SiteDnwInfo, 'dnwMinimum' | 'limits'> = {
  dnwMinimum: 10_000,
  limits: { KRW: { deposit: '100000000', withdraw: '50000000' } },
};
const codeOf = (...args: Parameters<typeof applyRefusal>) => applyRefusal(...args)?.code ?? null;

describe('what is refused before a request is sent', () => {
  it('asks for an amount in the words of the tab', () => {
    expect(codeOf('D', null, holding('10000'), SITE)).toBe('DNW_DEPOSIT_EMPTY');
    expect(codeOf('W', null, holding('10000'), SITE)).toBe('DNW_WITHDRAW_EMPTY');
    expect(codeOf('W', 0, holding('10000'), SITE)).toBe('DNW_WITHDRAW_EMPTY');
    expect(WALLET_TEXTS.DNW_WITHDRAW_EMPTY.ko).toBe('출금신청금액을 입력해주세요.');
    expect(WALLET_TEXTS.DNW_DEPOSIT_EMPTY.ko).toBe('입금신청금액을 입력해주세요.');
  });

  it('refuses a withdrawal beyond the money held, and takes the whole of it', () => {
    expect(codeOf('W', 10_000_001, holding('10000000'), SITE)).toBe('DNW_WITHDRAW_OVER');
    expect(codeOf('W', 10_000_000, holding('10000000'), SITE)).toBeNull();
    expect(codeOf('W', 10_000, holding('9999.5'), SITE)).toBe('DNW_WITHDRAW_OVER');
    expect(WALLET_TEXTS.DNW_WITHDRAW_OVER.ko).toBe('출금신청금액이 보유금액을 초과합니다.');
  });

  it('compares exactly past what a float keeps', () => {
    expect(codeOf('W', 100, holding('9007199254740993'), undefined)).toBeNull();
    expect(codeOf('W', 9_007_199_254_740_992, holding('9007199254740991'), undefined)).toBe(
      'DNW_WITHDRAW_OVER',
    );
  });

  it('refuses a withdrawal when the money is not known, and never a deposit for the money', () => {
    expect(codeOf('W', 10_000, holding(null), SITE)).toBe('DNW_WITHDRAW_OVER');
    expect(codeOf('D', 100_000_000, holding('0'), SITE)).toBeNull();
  });

  it("refuses less than the site's minimum before the confirmation, naming it", () => {
    expect(applyRefusal('D', 5_000, holding('0'), SITE)).toEqual({
      code: 'DNW_BELOW_MINIMUM',
      amount: '10000',
    });
    expect(codeOf('W', 9_999, holding('10000000'), SITE)).toBe('DNW_BELOW_MINIMUM');
    expect(codeOf('D', 10_000, holding('0'), SITE)).toBeNull();
    expect(WALLET_TEXTS.DNW_BELOW_MINIMUM.ko).toBe('최소 신청금액은 {amount}원입니다.');
    // Before the site's settings arrive, the server stays the judge.
    expect(codeOf('D', 5_000, holding('0'), undefined)).toBeNull();
  });

  it("refuses more than the site's largest single request each way", () => {
    expect(applyRefusal('D', 100_000_001, holding('0'), SITE)).toEqual({
      code: 'DNW_ABOVE_MAXIMUM',
      amount: '100000000',
    });
    expect(codeOf('D', 100_000_000, holding('0'), SITE)).toBeNull();
    expect(codeOf('W', 50_000_001, holding('90000000'), SITE)).toBe('DNW_ABOVE_MAXIMUM');
  });

  it('refuses any withdrawal without a payout account, and no deposit for it', () => {
    const none = { money: '10000000', hasPayoutAccount: false };
    expect(codeOf('W', 10_000, none, SITE)).toBe('DNW_WITHDRAW_NEEDS_ACCOUNT');
    expect(codeOf('W', null, none, SITE)).toBe('DNW_WITHDRAW_NEEDS_ACCOUNT');
    expect(codeOf('D', 10_000, none, SITE)).toBeNull();
  });
});
