import { ACCOUNT_RULES, followsRule, type PartnerCreateRequest } from '@bx/contracts';

import { readShareRate } from './share-rate';
import { type MoreTextCode } from '../../../shared/more-text';

/** What the sub-partner form holds: every field as typed, the rate as a percentage. */
export interface SubPartnerDraft {
  username: string;
  password: string;
  name: string;
  phone: string;
  code: string;
  ratePercent: string;
}

export const EMPTY_DRAFT: SubPartnerDraft = {
  username: '',
  password: '',
  name: '',
  phone: '',
  code: '',
  ratePercent: '',
};

/** A partner code as it stands in /ref/{code}: letters, digits, _ and -, safe in an address (as the server takes it). */
const CODE_RULE = { pattern: '^[0-9A-Za-z_-]{3,30}$' };

export type DraftProblem = { code: MoreTextCode; parts?: Record<string, string> };

/**
 * The request a filled form makes, or the first field it refuses, in the form's order; the server checks
 * everything again (a taken username or code) and has the last word.
 */
export function checkSubPartner(
  draft: SubPartnerDraft,
  maxRate: number,
): { request: PartnerCreateRequest } | { problem: DraftProblem } {
  if (!followsRule(ACCOUNT_RULES.username, draft.username)) return { problem: { code: 'USERNAME_RULE' } };
  if (!followsRule(ACCOUNT_RULES.password, draft.password)) return { problem: { code: 'PASSWORD_RULE' } };
  if (draft.name.trim() === '') return { problem: { code: 'NAME_REQUIRED' } };
  if (draft.phone === '') return { problem: { code: 'PHONE_REQUIRED' } };
  if (!followsRule(CODE_RULE, draft.code)) return { problem: { code: 'PARTNER_CODE_RULE' } };
  const rate = readShareRate(draft.ratePercent, maxRate);
  if ('refusal' in rate) return { problem: rate.refusal };
  return {
    request: {
      username: draft.username,
      password: draft.password,
      name: draft.name.trim(),
      phone: draft.phone,
      code: draft.code,
      shareRate: rate.rate,
    },
  };
}
