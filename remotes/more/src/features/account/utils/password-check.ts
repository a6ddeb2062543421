import { ACCOUNT_RULES, followsRule } from '@bx/contracts';
import { type MoreTextCode } from '../../../shared/more-text';

export interface PasswordDraft {
  current: string;
  next: string;
  confirm: string;
}

/** The first reason the change cannot go yet, in the order the fields stand; null when it can. */
export function passwordProblem({ current, next, confirm }: PasswordDraft): MoreTextCode | null {
  if (current === '') return 'CURRENT_PASSWORD_REQUIRED';
  if (!followsRule(ACCOUNT_RULES.password, next)) return 'PASSWORD_RULE';
  if (next !== confirm) return 'PASSWORD_MISMATCH';
  if (next === current) return 'PASSWORD_SAME_AS_CURRENT';
  return null;
}
