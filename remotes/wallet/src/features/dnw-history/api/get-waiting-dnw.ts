import type { DnwHistory } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { walletKeys } from '../../../shared/wallet-query-keys';

/**
 * A deposit the operator rejects moves no money, so no balance is pushed for it: while a request waits, the
 * list is asked for again now and then so such a decision shows up without a reload.
 */
const WAITING_REFRESH_MS = 30_000;

/** GET /api/dnw/list {resultType: LIST, typeStrs: D,W, statusStrs: WAIT}: my deposits and withdrawals waiting. */
export function getWaitingDnw(): Promise<DnwHistory[]> {
  return apiRequest<DnwHistory[]>('get', 'dnw/list', {
    query: { resultType: 'LIST', typeStrs: 'D,W', statusStrs: 'WAIT' },
  });
}

/** At most one waiting request per kind (the server's rule), newest first. */
export function useWaitingDnw() {
  const userId = useMe()?.id ?? 0;
  return useQuery({
    queryKey: [...walletKeys.dnw(userId), 'waiting'],
    queryFn: getWaitingDnw,
    enabled: userId !== 0,
    refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? WAITING_REFRESH_MS : false),
  });
}
