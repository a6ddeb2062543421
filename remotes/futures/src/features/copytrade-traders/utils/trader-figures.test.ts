import { describe, expect, it } from 'vitest';

import { followersText, percentText, winRateText } from './trader-figures';

describe('a trader’s figures', () => {
  it('counts followers against the places', () => {
    expect(followersText({ followerCount: 3, maxFollowerCount: 100 })).toBe('3 / 100');
  });

  it('writes the win rate to a tenth of a percent, without a sign', () => {
    expect(winRateText('62.5')).toBe('62.5%');
    expect(winRateText('0')).toBe('0.0%');
    expect(winRateText('100.00')).toBe('100.0%');
  });

  it('writes a drawdown the same way', () => {
    expect(percentText('8.8')).toBe('8.8%');
    expect(percentText('0')).toBe('0.0%');
  });
});
