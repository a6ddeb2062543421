import type { PartnerSummary } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

/** A partner code from a /ref/ link or typed in; the server answers the partner it belongs to. */
/** Query key of one code's verification. */
export const partnerKeys = { verify: (partnerPk: string) => ['partner', 'verify', partnerPk] as const };

export function verifyPartner(partnerPk: string): Promise<PartnerSummary> {
  return apiRequest<PartnerSummary>('get', 'partner/verify', { query: { partnerPk }, auth: false });
}
