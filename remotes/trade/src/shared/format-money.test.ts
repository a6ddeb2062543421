import { describe, expect, it } from 'vitest';

import { formatClock, formatMoney } from './format-money';

describe('formatMoney', () => {
  it('groups thousands and keeps exactly the decimals given', () => {
    expect(formatMoney('9995.5')).toBe('9,995.5');
    expect(formatMoney('10000')).toBe('10,000');
    expect(formatMoney('0.000001')).toBe('0.000001');
    expect(formatMoney('-1234')).toBe('-1,234');
  });
});

describe('formatClock', () => {
  it('shows Seoul wall time', () => {
    expect(formatClock(Date.UTC(2024, 0, 3, 5, 4, 30))).toBe('14:04:30');
  });
});
