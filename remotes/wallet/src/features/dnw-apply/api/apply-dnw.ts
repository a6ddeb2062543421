import type { DnwApplyType, DnwHistory } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

import { walletKeys } from '../../../shared/wallet-query-keys';

export interface DnwApplyRequest {
  type: DnwApplyType;
  /** Whole won as digits, e.g. "50000". */
  point: string;
}

/**
 * POST /api/dnw/apply {type, point}: a deposit or withdrawal request, waiting for an operator. A withdrawal's
 * amount is held from my money at once (the server pushes the new balance); a deposit moves nothing yet.
 */
export function applyDnw(request: DnwApplyRequest): Promise<DnwHistory> {
  return apiRequest<DnwHistory>('post', 'dnw/apply', { json: request });
}

/** The player's money requests are asked again (the wallet's balance comes by its push). */
export const useApplyDnwMutation = serverMutation({
  mutationFn: applyDnw,
  invalidates: () => [walletKeys.dnwAll],
});
