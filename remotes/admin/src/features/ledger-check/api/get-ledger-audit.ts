import type { LedgerAudit } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { adminKeys } from '../../../shared/admin-query-keys';

/** GET /api/admin/ledger/audit: whether money is conserved, and this site's accounts that drifted. */
export function getLedgerAudit(): Promise<LedgerAudit> {
  return apiRequest<LedgerAudit>('get', 'admin/ledger/audit');
}

/** Asked when the screen opens and on 다시 점검; never in the background (it reads every account). */
export function useLedgerAudit() {
  return useQuery({ queryKey: adminKeys.ledgerAudit, queryFn: getLedgerAudit, staleTime: Infinity });
}
