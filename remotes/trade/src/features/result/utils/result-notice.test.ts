import type { Bet } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { isAlarmTime, resultNotice } from './result-notice';

const bet = (overrides: Partial<Bet>): Bet => ({
  id: 1,
  tradeRoundId: 9,
  tradeOptionId: 1,
  stock: 'BTCUSDT',
  type: 'B',
  point: '10',
  payout: '0',
  status: 1,
  won: false,
  createdAt: 0,
  ...overrides,
});

describe('resultNotice', () => {
  it('celebrates a win with the payout', () => {
    expect(resultNotice(bet({ won: true, payout: '19' }), 'USDT')).toEqual({
      kind: 'success',
      message: '적중! 19 USDT 지급 (상승 10 USDT)',
      sound: 'filled',
    });
  });

  it('reports a loss quietly', () => {
    expect(resultNotice(bet({ type: 'S' }), 'USDT')).toMatchObject({
      kind: 'info',
      message: '미적중 (하락 10 USDT)',
    });
  });

  it('explains a refund on a tie and on a cancelled round', () => {
    expect(resultNotice(bet({ status: 3, won: null, payout: '10' }), 'USDT').message).toBe(
      '무효: 종료가가 진입가와 같아 10 USDT 환불',
    );
    expect(resultNotice(bet({ status: 2, won: null, payout: '10' }), 'USDT').message).toBe(
      '취소된 회차: 10 USDT 환불',
    );
  });
});

describe('isAlarmTime', () => {
  it('is on in the last five seconds before the result only', () => {
    expect(isAlarmTime(60_000, 54_999)).toBe(false);
    expect(isAlarmTime(60_000, 55_000)).toBe(true);
    expect(isAlarmTime(60_000, 60_000)).toBe(false);
  });
});
