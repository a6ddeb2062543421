import type { DnwApplyType, DnwHistory } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

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

export function useApplyDnw() {
  return useMutation({
    mutationFn: applyDnw,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.dnwAll }),
  });
}
