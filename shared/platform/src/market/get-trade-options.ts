import type { TradeOption } from '@bx/contracts';

import { apiRequest } from '../http/http-client';
import { useSiteInfo } from '../site/use-site';

import { useRemoteList } from './use-remote-list';

/** The binary/rent options a player can trade: the spec shows only those with isPlay and isStop both 1. */
export async function getTradeOptions(stockPrefix?: string): Promise<TradeOption[]> {
  const options = await apiRequest<TradeOption[]>('get', 'trade/option/list', {
    query: { resultType: 'LIST', isPlay: 1, stockPrefix },
    auth: false,
  });
  return options.filter((option) => option.isPlay === 1 && option.isStop === 1);
}

export function useTradeOptions(): TradeOption[] {
  const prefix = useSiteInfo()?.stockPrefix;
  return useRemoteList(() => getTradeOptions(prefix), prefix ?? '');
}
