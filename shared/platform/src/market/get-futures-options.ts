import type { FuturesOption } from '@bx/contracts';

import { apiRequest } from '../http/http-client';
import { useSiteInfo } from '../site/use-site';

import { useRemoteList } from './use-remote-list';

export function getFuturesOptions(stockPrefix?: string): Promise<FuturesOption[]> {
  return apiRequest<FuturesOption[]>('get', 'futures/option/list', {
    query: { resultType: 'LIST', isPlay: '1', stockPrefix },
    auth: false,
  });
}

export function useFuturesOptions(): FuturesOption[] {
  const prefix = useSiteInfo()?.stockPrefix;
  return useRemoteList(() => getFuturesOptions(prefix), prefix ?? '');
}
