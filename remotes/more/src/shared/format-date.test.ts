import { describe, expect, it } from 'vitest';

import { formatDateTime, formatDay } from './format-date';

describe('dates', () => {
  const at = new Date(2026, 0, 5, 4, 7).getTime();

  it('shows the day with padded month and day', () => {
    expect(formatDay(at)).toBe('2026-01-05');
  });

  it('adds the padded hour and minute on a detail page', () => {
    expect(formatDateTime(at)).toBe('2026-01-05 04:07');
  });
});
