import { GAME_STATUS, type RoundResult } from '@bx/contracts';
import { describe, expect, it, vi } from 'vitest';

import { onEnglishSite } from '../../../shared/site-lang.testing';

import { isAlarmTime, netResult, resultNotice } from './result-notice';

vi.mock('@bx/platform', async (importOriginal) =>
  (await import('../../../shared/site-lang.testing')).platformOnTestSite(importOriginal),
);

const bet = (overrides: Partial<RoundResult> & { type?: 'B' | 'S' }): RoundResult => {
  const { type = 'B', ...rest } = overrides;
  return {
    tradeRoundId: 9,
    tradeOptionId: 1,
    roundNo: 4,
    stock: 'BTCUSDT',
    sides: [type],
    bets: 1,
    point: '10',
    payout: '0',
    status: GAME_STATUS.REALIZED,
    won: false,
    currency: 'USDT',
    lockPrice: '42000.50',
    closePrice: '42010.25',
    ...rest,
  };
};

describe('netResult', () => {
  it('is payout minus stake, signed, at the longer scale', () => {
    expect(netResult({ point: '10', payout: '19.5' })).toBe('+9.5');
    expect(netResult({ point: '1000', payout: '0' })).toBe('-1,000');
    expect(netResult({ point: '10.25', payout: '10.25' })).toBe('0');
  });
});

describe('resultNotice', () => {
  it('leads a win with the net result, then the payout and the entry and close prices', () => {
    expect(resultNotice(bet({ won: true, payout: '19.5' }))).toEqual({
      kind: 'success',
      message: '적중! +9.5 USDT (상승 10 → 19.5 지급) · 진입가 42,000.50 → 종료가 42,010.25',
      sound: 'filled',
    });
  });

  it('sums the bets of both sides of a round into one result', () => {
    expect(
      resultNotice(bet({ sides: ['B', 'S'], bets: 2, point: '20', payout: '19.5', won: true })).message,
    ).toBe('적중! -0.5 USDT (상승·하락 20 → 19.5 지급) · 진입가 42,000.50 → 종료가 42,010.25');
  });

  it('reports a loss as the stake lost, with the prices', () => {
    expect(resultNotice(bet({ type: 'S', point: '1500' }))).toMatchObject({
      kind: 'info',
      message: '미적중 -1,500 USDT (하락 1,500) · 진입가 42,000.50 → 종료가 42,010.25',
    });
  });

  it('explains a refund on a tie and on a cancelled round, a missing price as -', () => {
    expect(
      resultNotice(bet({ status: GAME_STATUS.VOID, won: null, payout: '10', closePrice: '42000.50' }))
        .message,
    ).toBe('무효 0 USDT: 종료가가 진입가와 같아 10 USDT 환불 · 진입가 42,000.50 → 종료가 42,000.50');
    expect(
      resultNotice(bet({ status: GAME_STATUS.CANCELLED, won: null, payout: '10', closePrice: null })).message,
    ).toBe('취소된 회차 0 USDT: 10 USDT 환불 · 진입가 42,000.50 → 종료가 -');
  });
});

describe('resultNotice on an English site', () => {
  it('tells each outcome in English, with the same amounts and prices', () => {
    onEnglishSite(() => {
      expect(resultNotice(bet({ won: true, payout: '19.5' })).message).toBe(
        'Won! +9.5 USDT (Up 10 → 19.5 paid) · Entry 42,000.50 → Close 42,010.25',
      );
      expect(resultNotice(bet({ type: 'S', point: '1500' })).message).toBe(
        'Lost -1,500 USDT (Down 1,500) · Entry 42,000.50 → Close 42,010.25',
      );
      expect(
        resultNotice(bet({ status: GAME_STATUS.VOID, won: null, payout: '10', closePrice: '42000.50' }))
          .message,
      ).toBe(
        'Void 0 USDT: the close equalled the entry, 10 USDT refunded · Entry 42,000.50 → Close 42,000.50',
      );
      expect(
        resultNotice(bet({ status: GAME_STATUS.CANCELLED, won: null, payout: '10', closePrice: null }))
          .message,
      ).toBe('Round cancelled 0 USDT: 10 USDT refunded · Entry 42,000.50 → Close -');
    });
  });
});

describe('isAlarmTime', () => {
  it('is on in the last five seconds before the result only', () => {
    expect(isAlarmTime(60_000, 54_999)).toBe(false);
    expect(isAlarmTime(60_000, 55_000)).toBe(true);
    expect(isAlarmTime(60_000, 60_000)).toBe(false);
  });
});
