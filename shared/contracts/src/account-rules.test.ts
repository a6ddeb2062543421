import { describe, expect, it } from 'vitest';

import { ACCOUNT_RULES, followsRule } from './account-rules.js';

describe('account rules', () => {
  it.each([
    ['username', 'demo_1', true],
    ['username', 'Demo1', false],
    ['username', 'abc', false],
    ['password', 'demo1234', true],
    ['password', 'demo!234', false],
    ['bankAccount', '110-123-456789', true],
    ['bankAccount', '12345', false],
    ['bankAccount', '1'.repeat(31), false],
    ['bankHolder', '홍길동', true],
    ['bankHolder', 'Hong Gil Dong', true],
    ['bankHolder', 'Hong  Gil', false],
  ] as const)('%s %j: %s', (rule, value, expected) => {
    expect(followsRule(ACCOUNT_RULES[rule], value)).toBe(expected);
  });
});
