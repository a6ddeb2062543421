import { describe, expect, it } from 'vitest';

import { formatMinutesSeconds } from './format-minutes-seconds';

describe('formatMinutesSeconds', () => {
  it('shows seconds as mm:ss', () => {
    expect(formatMinutesSeconds(245)).toBe('04:05');
    expect(formatMinutesSeconds(30)).toBe('00:30');
  });

  it('reads milliseconds when asked, dropping the partial second', () => {
    expect(formatMinutesSeconds(245_999, 'ms')).toBe('04:05');
  });

  it('lets minutes grow past an hour', () => {
    expect(formatMinutesSeconds(6000)).toBe('100:00');
  });

  it('shows a countdown that ran past zero as 00:00', () => {
    expect(formatMinutesSeconds(-3)).toBe('00:00');
    expect(formatMinutesSeconds(Number.NaN)).toBe('00:00');
  });
});
