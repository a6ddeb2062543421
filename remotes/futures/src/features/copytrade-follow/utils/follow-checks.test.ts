import { errorMessage } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { checkFollow, type FollowContext, type FollowDraft } from './follow-checks';

const draft: FollowDraft = {
  pairs: ['BTCUSDTPERP'],
  multiplyPer: 50,
  maxBet: 500,
  oneMaxBet: 100,
  stopLossPer: null,
};
const context: FollowContext = {
  trader: { id: 7, isActive: true, isFull: false, isLiquidated: false, minBalance: '100' },
  role: 'PLAYER',
  following: false,
  hasOpenPosition: false,
  balance: '10000.5',
};
const problemOf = (changes: Partial<FollowDraft>, contextChanges: Partial<FollowContext> = {}) => {
  const checked = checkFollow({ ...draft, ...changes }, { ...context, ...contextChanges });
  return 'problem' in checked ? checked.problem : null;
};

describe('checkFollow', () => {
  it('sends the pairs, the whole multiplier and both limits as USDT decimal text', () => {
    expect(checkFollow({ ...draft, pairs: ['BTCUSDTPERP', 'ETHUSDTPERP'], maxBet: 1000.5 }, context)).toEqual(
      {
        request: {
          traderId: 7,
          followStock: ['BTCUSDTPERP', 'ETHUSDTPERP'],
          multiplyPer: 50,
          maxBet: '1000.50',
          oneMaxBet: '100.00',
        },
      },
    );
  });

  it('sends a stop-loss when one is given, a whole percent from 1 to 100', () => {
    const checked = checkFollow({ ...draft, stopLossPer: 30 }, context);
    expect('request' in checked && checked.request.stopLossPer).toBe(30);
    expect(problemOf({ stopLossPer: 0 })).toBe('FOLLOW_STOP_LOSS_INVALID');
    expect(problemOf({ stopLossPer: 101 })).toBe('FOLLOW_STOP_LOSS_INVALID');
    expect(problemOf({ stopLossPer: 100 })).toBeNull();
  });

  it('wants one pair at least and a whole multiplier of 0 % or more', () => {
    expect(problemOf({ pairs: [] })).toBe('FOLLOW_PAIRS_REQUIRED');
    expect(problemOf({ multiplyPer: null })).toBe('FOLLOW_MULTIPLY_INVALID');
    expect(problemOf({ multiplyPer: -1 })).toBe('FOLLOW_MULTIPLY_INVALID');
    expect(problemOf({ multiplyPer: 12.5 })).toBe('FOLLOW_MULTIPLY_INVALID');
    expect(problemOf({ multiplyPer: 0 })).toBeNull();
  });

  it('wants both limits at 10 USDT or more, the maximum above the one-time limit', () => {
    expect(problemOf({ maxBet: null })).toBe('FOLLOW_BET_TOO_SMALL');
    expect(problemOf({ oneMaxBet: 9.99 })).toBe('FOLLOW_BET_TOO_SMALL');
    expect(problemOf({ maxBet: 9, oneMaxBet: 10 })).toBe('FOLLOW_BET_TOO_SMALL');
    expect(problemOf({ maxBet: 100, oneMaxBet: 100 })).toBe('FOLLOW_MAX_BET_NOT_ABOVE');
    expect(problemOf({ maxBet: 10.01, oneMaxBet: 10 })).toBeNull();
  });

  it('refuses a TRADER, a second follow and a trader who takes no one, before the form’s own mistakes', () => {
    expect(problemOf({ pairs: [] }, { role: 'TRADER' })).toBe('TRADER_CANNOT_FOLLOW');
    expect(problemOf({ pairs: [] }, { following: true })).toBe('ALREADY_FOLLOWING');
    expect(problemOf({}, { trader: { ...context.trader, isFull: true } })).toBe('FOLLOWER_QUOTA_EXCEEDED');
    expect(problemOf({}, { trader: { ...context.trader, isActive: false } })).toBe('TRADER_NOT_ACCEPTING');
    expect(problemOf({}, { trader: { ...context.trader, isLiquidated: true } })).toBe('TRADER_LIQUIDATED');
  });

  it('refuses open positions and a FUTURES balance under the trader’s minimum; unknown ones are the server’s', () => {
    expect(problemOf({}, { hasOpenPosition: true })).toBe('FOLLOW_WITH_OPEN_POSITION');
    expect(problemOf({}, { balance: '99.999999' })).toBe('FOLLOW_INSUFFICIENT_BALANCE');
    expect(problemOf({}, { balance: '100' })).toBeNull();
    expect(problemOf({}, { balance: null, hasOpenPosition: null })).toBeNull();
  });

  it('says each refusal in the server’s words, Korean or English', () => {
    expect(errorMessage(problemOf({ maxBet: 50, oneMaxBet: 60 })!, 'ko')).toBe(
      '최대 한도는 1회 한도보다 커야 합니다.',
    );
    expect(errorMessage(problemOf({}, { balance: '1' })!, 'en')).toBe(
      'Unable to follow due to insufficient balance.',
    );
  });
});
