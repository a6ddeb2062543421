import { describe, expect, it } from 'vitest';

import { nickProblem } from './nick-check';

describe('nickProblem', () => {
  it('wants 2 to 20 characters without the outer spaces', () => {
    expect(nickProblem(' a ', 'old')).toBe('NICK_RULE');
    expect(nickProblem('x'.repeat(21), 'old')).toBe('NICK_RULE');
    expect(nickProblem(' ab ', 'old')).toBeNull();
  });

  it('says so when the nickname is the one already in use', () => {
    expect(nickProblem(' trader ', 'trader')).toBe('NICK_UNCHANGED');
  });
});
