import type { TradeOption } from '@bx/contracts';
import { apiRequest, useSiteInfo } from '@bx/platform';

import { useRemoteData } from '../../../shared/use-remote-data';

/** GET /api/trade/option/list: the options the spec lets a player see, those with isPlay and isStop both 1. */
export async function getOpenOptions(stockPrefix?: string): Promise<TradeOption[]> {
  const options = await apiRequest<TradeOption[]>('get', 'trade/option/list', {
    query: { resultType: 'LIST', isPlay: 1, stockPrefix },
    auth: false,
  });
  return options.filter((option) => option.isPlay === 1 && option.isStop === 1);
}

export function useOpenOptions() {
  const prefix = useSiteInfo()?.stockPrefix;
  return useRemoteData(`options:${prefix ?? ''}`, () => getOpenOptions(prefix));
}
