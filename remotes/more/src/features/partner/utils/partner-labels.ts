import type { PartnerProfitType, UserStatus } from '@bx/contracts';
import { type MoreTextCode } from '../../../shared/more-text';

/** An account's state in the partner's lists. */
export const STATUS_LABELS: Record<UserStatus, MoreTextCode> = {
  NORMAL: 'PARTNER_STATUS_NORMAL',
  WAIT: 'PARTNER_STATUS_WAIT',
  DENY: 'PARTNER_STATUS_DENY',
};

/** What a profit was earned from; ALL is the filter that takes every kind. */
export const PROFIT_TYPE_LABELS: Record<PartnerProfitType | 'ALL', MoreTextCode> = {
  ALL: 'PARTNER_TYPE_ALL',
  BINARY: 'PARTNER_TYPE_BINARY',
  OVERSEA: 'PARTNER_TYPE_OVERSEA',
  FUTURES: 'PARTNER_TYPE_FUTURES',
  COPYTRADE: 'PARTNER_TYPE_COPYTRADE',
};

/** The address players join with: this site's sign-up under the partner's code. */
export function referralLink(origin: string, code: string): string {
  return `${origin}/ref/${encodeURIComponent(code)}`;
}
