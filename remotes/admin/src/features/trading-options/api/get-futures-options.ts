import type { AdminFuturesOptionRow } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { opsKeys } from '../../../shared/admin-ops-query-keys';

/**
 * GET /api/admin/futures/option/list: every perpetual contract with its switches (those off included, which the
 * players' list leaves out), its leverage cap and the highest its brackets allow.
 */
export function getAdminFuturesOptions(): Promise<AdminFuturesOptionRow[]> {
  return apiRequest<AdminFuturesOptionRow[]>('get', 'admin/futures/option/list');
}

export function useAdminFuturesOptions() {
  return useQuery({ queryKey: opsKeys.futuresOptions, queryFn: getAdminFuturesOptions });
}
