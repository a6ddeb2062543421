import type { DnwHistory } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { adminKeys } from '../../../shared/admin-query-keys';

export type DnwDecision = 'approve' | 'reject';

/**
 * POST /api/admin/dnw/approve {dnwHistoryId} or /api/admin/dnw/reject {dnwHistoryId, reason?}: decides a waiting
 * request (approve books it, reject returns a held withdrawal, with the reason the player reads). The same
 * decision again answers as decided; one decided otherwise (another operator, the player's cancel) is refused
 * with the server's reason.
 */
export function decideDnw({
  id,
  decision,
  reason,
}: {
  id: number;
  decision: DnwDecision;
  reason?: string;
}): Promise<DnwHistory> {
  const json = decision === 'reject' && reason ? { dnwHistoryId: id, reason } : { dnwHistoryId: id };
  return apiRequest<DnwHistory>('post', `admin/dnw/${decision}`, { json });
}

/** Decided or refused, the row has moved on: both lists and the audit log are asked for again. */
export function useDecideDnw() {
  return useMutation({
    mutationFn: decideDnw,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.dnwAll }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
