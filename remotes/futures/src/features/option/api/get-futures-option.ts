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

/**
 * Read once a visit: the mark price and the next funding time then come with each /topic/futures_info push
 * (features/market/hooks/use-futures-info.ts), not by asking again.
 */
export const useFuturesOption = (futuresOptionId: number | null) =>
  useQuery({
    queryKey: futuresKeys.option(futuresOptionId ?? 0),
    queryFn: () => getFuturesOption(futuresOptionId ?? 0),
    enabled: futuresOptionId !== null,
  });
