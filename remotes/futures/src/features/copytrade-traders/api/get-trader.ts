import type { CopyTrader } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { futuresKeys } from '../../../shared/futures-keys';

/** GET /api/copytrade/trader {traderId}: one trader's profile and figures. */
export function getTrader(traderId: number): Promise<CopyTrader> {
  return apiRequest<CopyTrader>('get', 'copytrade/trader', { query: { traderId } });
}

export const useTrader = (traderId: number) =>
  useQuery({ queryKey: futuresKeys.copyTrader(traderId), queryFn: () => getTrader(traderId) });
