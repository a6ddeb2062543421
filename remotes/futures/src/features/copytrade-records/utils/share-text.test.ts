import { describe, expect, it } from 'vitest';

import { shareBasisText, sharePeriodText } from './share-text';

describe('a profit share’s lines', () => {
  it('names the weekly settlement by its Monday and the one a follow’s end made', () => {
    expect(sharePeriodText({ period: '2024-01-08' })).toBe('2024-01-08 주간 정산');
    expect(sharePeriodText({ period: 'END' })).toBe('팔로우 종료 정산');
  });

  it('shows the realized PnL after fees it was taken on, signed, and the share', () => {
    expect(shareBasisText({ pnl: '18.96', sharePer: 20 })).toBe('실현손익 +18.96 USDT × 20%');
  });
});
