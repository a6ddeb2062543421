import { describe, expect, it } from 'vitest';

import { formatPercent } from './format-percent';

describe('formatPercent', () => {
  it('signs a rise and a fall', () => {
    expect(formatPercent(1.234)).toBe('+1.23%');
    expect(formatPercent(-0.5)).toBe('-0.50%');
    expect(formatPercent('12.5', 1)).toBe('+12.5%');
  });

  it('shows no sign on zero, even one rounded from a tiny fall', () => {
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent('-0.001')).toBe('0.00%');
  });
});
