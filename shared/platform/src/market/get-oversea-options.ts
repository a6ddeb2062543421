import type { OverseaOption } from '@bx/contracts';

import { apiRequest } from '../http/http-client';

import { useOptionList, useOptionListQuery, type OptionListReading } from './option-list-query';

export function getOverseaOptions(stockPrefix?: string): Promise<OverseaOption[]> {
  return apiRequest<OverseaOption[]>('get', 'oversea/option/list', {
    query: { page: 1, stockPrefix, search: '' },
    auth: false,
  });
}

export const useOverseaOptionsQuery = (reading?: OptionListReading) =>
  useOptionListQuery('oversea', getOverseaOptions, reading);

export const useOverseaOptions = (): OverseaOption[] => useOptionList('oversea', getOverseaOptions);
