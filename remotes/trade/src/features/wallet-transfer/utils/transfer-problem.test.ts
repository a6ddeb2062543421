import { describe, expect, it } from 'vitest';

import { transferProblem } from './transfer-problem';

describe('transferProblem', () => {
  it('asks for an amount when none or zero is entered', () => {
    expect(transferProblem(null, '10000')).toBe('empty');
    expect(transferProblem(0, '10000')).toBe('empty');
  });

  it('refuses more than the source wallet holds, exactly at its decimals', () => {
    expect(transferProblem(10001, '10000')).toBe('over');
    expect(transferProblem(101, '100.5')).toBe('over');
    expect(transferProblem(100, '100.5')).toBeNull();
    expect(transferProblem(100, '100')).toBeNull();
    expect(transferProblem(1, null)).toBe('over');
  });
});
