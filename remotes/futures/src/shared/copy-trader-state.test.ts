import { describe, expect, it } from 'vitest';

import { traderBadges, traderRefusal } from './copy-trader-state';

const open = { isActive: true, isFull: false, isLiquidated: false };

describe('a trader’s state', () => {
  it('takes followers while accepting, not full and not liquidated', () => {
    expect(traderRefusal(open)).toBeNull();
    expect(traderBadges(open)).toEqual([]);
  });

  it('refuses a follow in the server’s code, the liquidation first', () => {
    expect(traderRefusal({ ...open, isFull: true })).toBe('FOLLOWER_QUOTA_EXCEEDED');
    expect(traderRefusal({ ...open, isActive: false, isFull: true })).toBe('TRADER_NOT_ACCEPTING');
    expect(traderRefusal({ isActive: false, isFull: true, isLiquidated: true })).toBe('TRADER_LIQUIDATED');
  });

  it('wears a badge for each state that keeps followers out', () => {
    expect(traderBadges({ ...open, isFull: true })).toEqual(['CT_BADGE_FULL']);
    expect(traderBadges({ isActive: false, isFull: true, isLiquidated: true })).toEqual([
      'CT_BADGE_LIQUIDATED',
      'CT_BADGE_CLOSED',
      'CT_BADGE_FULL',
    ]);
  });
});
