import type { TradeOption } from '@bx/contracts';

import { apiRequest } from '../http/http-client';

import { useOptionList, useOptionListQuery, type OptionListReading } from './option-list-query';

/** The binary/rent options a player can trade: the spec shows only those with isPlay and isStop both 1. */
export async function getTradeOptions(stockPrefix?: string): Promise<TradeOption[]> {
  const options = await apiRequest<TradeOption[]>('get', 'trade/option/list', {
    query: { resultType: 'LIST', isPlay: 1, stockPrefix },
    auth: false,
  });
  return options.filter((option) => option.isPlay === 1 && option.isStop === 1);
}

export const useTradeOptionsQuery = (reading?: OptionListReading) =>
  useOptionListQuery('trade', getTradeOptions, reading);

export const useTradeOptions = (): TradeOption[] => useOptionList('trade', getTradeOptions);
