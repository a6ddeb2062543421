import type { OverseaOption } from '@bx/contracts';

import { apiRequest } from '../http/http-client';
import { useSiteInfo } from '../site/use-site';

import { useRemoteList } from './use-remote-list';

export function getOverseaOptions(stockPrefix?: string): Promise<OverseaOption[]> {
  return apiRequest<OverseaOption[]>('get', 'oversea/option/list', {
    query: { page: 1, stockPrefix, search: '' },
    auth: false,
  });
}

export function useOverseaOptions(): OverseaOption[] {
  const prefix = useSiteInfo()?.overseaPrefix;
  return useRemoteList(() => getOverseaOptions(prefix), prefix ?? '');
}
