import type { OverseaOptionDetail } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { overseaKeys } from '../../../shared/oversea-keys';

/** GET /api/oversea/option: one option with its contract terms (tick, tick value, rate, margin); public. */
export function getOverseaOption(overseaOptionId: number): Promise<OverseaOptionDetail> {
  return apiRequest<OverseaOptionDetail>('get', 'oversea/option', {
    query: { overseaOptionId },
    auth: false,
  });
}

export const useOverseaOption = (overseaOptionId: number) =>
  useQuery({
    queryKey: overseaKeys.option(overseaOptionId),
    queryFn: () => getOverseaOption(overseaOptionId),
  });
