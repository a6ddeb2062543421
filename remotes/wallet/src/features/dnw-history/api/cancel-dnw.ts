import type { DnwHistory } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

import { walletKeys } from '../../../shared/wallet-query-keys';

/**
 * GET /api/dnw/cancel {dnwHistoryId}: withdraws a request of mine while it still waits; a withdrawal's held
 * amount comes back to my money (the server pushes the new balance). DNW_ALREADY_PROCESSED once decided.
 */
export function cancelDnw(dnwHistoryId: number): Promise<DnwHistory> {
  return apiRequest<DnwHistory>('get', 'dnw/cancel', { query: { dnwHistoryId } });
}

/** A refused cancel (an operator decided first) refreshes the lists too, so the row shows what happened. */
/** The requests are asked again, after a refusal too: one already decided shows as it now stands. */
export const useCancelDnwMutation = serverMutation({
  mutationFn: cancelDnw,
  invalidates: () => [walletKeys.dnwAll],
  staleAfterRefusal: true,
});
