import type { FuturesOptionDetail } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { futuresKeys } from '../../../shared/futures-keys';

/** GET /api/futures/option: one contract with its terms (tick, step, brackets, mark price, funding); public. */
export function getFuturesOption(futuresOptionId: number): Promise<FuturesOptionDetail> {
  return apiRequest<FuturesOptionDetail>('get', 'futures/option', {
    query: { futuresOptionId },
    auth: false,
  });
}

/** The mark price and the funding move between pushes of nothing: the header asks again every few seconds. */
const TERMS_REFRESH_MS = 5_000;

export const useFuturesOption = (futuresOptionId: number | null) =>
  useQuery({
    queryKey: futuresKeys.option(futuresOptionId ?? 0),
    queryFn: () => getFuturesOption(futuresOptionId ?? 0),
    enabled: futuresOptionId !== null,
    refetchInterval: TERMS_REFRESH_MS,
  });
