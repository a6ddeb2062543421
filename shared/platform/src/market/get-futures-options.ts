import type { FuturesOption } from '@bx/contracts';

import { apiRequest } from '../http/http-client';

import { useOptionList, useOptionListQuery, type OptionListReading } from './option-list-query';

export function getFuturesOptions(stockPrefix?: string): Promise<FuturesOption[]> {
  return apiRequest<FuturesOption[]>('get', 'futures/option/list', {
    query: { resultType: 'LIST', isPlay: '1', stockPrefix },
    auth: false,
  });
}

export const useFuturesOptionsQuery = (reading?: OptionListReading) =>
  useOptionListQuery('futures', getFuturesOptions, reading);

export const useFuturesOptions = (): FuturesOption[] => useOptionList('futures', getFuturesOptions);
