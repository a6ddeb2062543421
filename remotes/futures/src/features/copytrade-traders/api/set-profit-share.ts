import type { CopyTrader, CopyTraderProfileRequest } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';

/**
 * POST /api/copytrade/trader {profitSharePer}: a TRADER's profit share for the follows from now on, within the
 * operators' cap. The answer is their profile; the ranking and their page are asked again.
 */
export async function setProfitShare(profitSharePer: number): Promise<CopyTrader> {
  const request: CopyTraderProfileRequest = { profitSharePer };
  const trader = await apiRequest<CopyTrader>('post', 'copytrade/trader', { json: request });
  queryClient.setQueryData(futuresKeys.copyTrader('me'), trader);
  void queryClient.invalidateQueries({ queryKey: futuresKeys.copyTraders });
  return trader;
}
