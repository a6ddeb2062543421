import type { AdminOverseaOptionRow } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { opsKeys } from '../../../shared/admin-ops-query-keys';

/**
 * GET /api/admin/oversea/option/list: every overseas option with its switches (those off included), whether it
 * rests now and whether positions may be kept overnight.
 */
export function getAdminOverseaOptions(): Promise<AdminOverseaOptionRow[]> {
  return apiRequest<AdminOverseaOptionRow[]>('get', 'admin/oversea/option/list');
}

export function useAdminOverseaOptions() {
  return useQuery({ queryKey: opsKeys.overseaOptions, queryFn: getAdminOverseaOptions });
}
