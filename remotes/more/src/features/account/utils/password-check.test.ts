import { describe, expect, it } from 'vitest';

import { passwordProblem } from './password-check';

describe('passwordProblem', () => {
  it('asks for the current password first', () => {
    expect(passwordProblem({ current: '', next: 'abc123', confirm: 'abc123' })).toBe(
      'CURRENT_PASSWORD_REQUIRED',
    );
  });

  it('holds the new password to the sign-up rule: 6-20 letters and digits', () => {
    expect(passwordProblem({ current: 'old111', next: 'ab12', confirm: 'ab12' })).toBe('PASSWORD_RULE');
    expect(passwordProblem({ current: 'old111', next: 'abc 123', confirm: 'abc 123' })).toBe('PASSWORD_RULE');
    expect(passwordProblem({ current: 'old111', next: 'a'.repeat(21), confirm: 'a'.repeat(21) })).toBe(
      'PASSWORD_RULE',
    );
  });

  it('wants the confirmation to match and the password to change', () => {
    expect(passwordProblem({ current: 'old111', next: 'new222', confirm: 'new223' })).toBe(
      'PASSWORD_MISMATCH',
    );
    expect(passwordProblem({ current: 'same11', next: 'same11', confirm: 'same11' })).toBe(
      'PASSWORD_SAME_AS_CURRENT',
    );
  });

  it('lets a valid change go', () => {
    expect(passwordProblem({ current: 'old111', next: 'New222', confirm: 'New222' })).toBeNull();
  });
});
