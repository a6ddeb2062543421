import { GAME_STATUS } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { betAmountText, betOptionText, betResult, SIDE_WORDS } from './bet-row';

describe('a bet in the trade history', () => {
  it('reads won, lost, refunded or running by its status', () => {
    expect(betResult({ status: GAME_STATUS.REALIZED, won: true })).toEqual({ code: 'BET_WON', tone: 'won' });
    expect(betResult({ status: GAME_STATUS.REALIZED, won: false })).toEqual({
      code: 'BET_LOST',
      tone: 'lost',
    });
    expect(betResult({ status: GAME_STATUS.VOID, won: null })).toEqual({
      code: 'BET_VOID',
      tone: 'refunded',
    });
    expect(betResult({ status: GAME_STATUS.CANCELLED, won: null })).toEqual({
      code: 'BET_CANCELLED',
      tone: 'refunded',
    });
    expect(betResult({ status: GAME_STATUS.RUNNING, won: null })).toEqual({
      code: 'BET_RUNNING',
      tone: 'running',
    });
  });

  it('names its side as the trade screen does', () => {
    expect(SIDE_WORDS).toEqual({ B: 'BET_UP', S: 'BET_DOWN' });
  });

  it('names its option with the game type, or by its symbol once the site no longer lists it', () => {
    const option = { koName: '비트코인', stock: 'BTCUSDT', type: 'B1' as const };
    expect(betOptionText({ stock: 'BTCUSDT' }, option, 'ko')).toBe('비트코인 · 바이너리 1분');
    expect(betOptionText({ stock: 'BTCUSDT' }, { ...option, type: 'R.5' }, 'en')).toMatch(/^BTC.* · 30/);
    expect(betOptionText({ stock: 'ETHUSDT' }, undefined, 'ko')).toMatch(/^ETH/);
  });

  it('shows its amounts with thousands commas and the option’s currency', () => {
    expect(betAmountText('1250.5', 'USDT')).toBe('1,250.5 USDT');
  });
});
