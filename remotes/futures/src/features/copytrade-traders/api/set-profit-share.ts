import type { CopyTrader, CopyTraderProfileRequest } from '@bx/contracts';
import { apiRequest, queryClient, serverMutation } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';

/**
 * POST /api/copytrade/trader {profitSharePer}: a TRADER's profit share for the follows from now on, within the
 * operators' cap. The answer is their profile.
 */
export function setProfitShare(profitSharePer: number): Promise<CopyTrader> {
  const request: CopyTraderProfileRequest = { profitSharePer };
  return apiRequest<CopyTrader>('post', 'copytrade/trader', { json: request });
}

/** The answer becomes their page; the ranking and the other pages are asked again. */
export const useSetProfitShareMutation = serverMutation({
  mutationFn: setProfitShare,
  onSuccess: (trader: CopyTrader) => queryClient.setQueryData(futuresKeys.copyTrader('me'), trader),
  invalidates: () => [futuresKeys.copyTraders],
});
