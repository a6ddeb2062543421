import { describe, expect, it } from 'vitest';

import { seoulDateTime } from './seoul-time';

describe('seoulDateTime', () => {
  it('shows an instant as Seoul wall time, nine hours ahead of UTC', () => {
    expect(seoulDateTime(Date.UTC(2026, 10, 23, 21, 4, 5))).toBe('2026-11-24 06:04:05');
    expect(seoulDateTime(Date.UTC(2026, 10, 23, 14, 59, 59))).toBe('2026-11-23 23:59:59');
  });
});
