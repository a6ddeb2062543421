import type { DnwHistory, DnwType } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { adminKeys } from '../../../shared/admin-query-keys';

export type DnwDecision = 'approve' | 'reject';

/** A P2P buy (WB) or sell (WS) request is decided by the P2P calls; a deposit or withdrawal by the dnw ones. */
export const isP2p = (type: DnwType) => type === 'WB' || type === 'WS';

/**
 * POST /api/admin/dnw/approve {dnwHistoryId} or /api/admin/dnw/reject {dnwHistoryId, reason?} (a deposit or
 * withdrawal: approve books it, reject returns a held withdrawal, with the reason the player reads), or
 * POST /api/admin/p2p/approve|reject {dnwHistoryId} (a P2P request). The same decision again answers as decided;
 * one decided otherwise (another operator, the player's cancel) is refused with the server's reason.
 */
export function decideDnw({
  id,
  type,
  decision,
  reason,
}: {
  id: number;
  type: DnwType;
  decision: DnwDecision;
  reason?: string;
}): Promise<DnwHistory> {
  if (isP2p(type))
    return apiRequest<DnwHistory>('post', `admin/p2p/${decision}`, { json: { dnwHistoryId: id } });
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
