import { describe, expect, it } from 'vitest';

import { formatClock } from './format-clock';

describe('formatClock', () => {
  it('shows Seoul wall time', () => {
    expect(formatClock(Date.UTC(2024, 0, 3, 5, 4, 30))).toBe('14:04:30');
  });
});
