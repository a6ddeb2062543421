import { USER_QUEUES, type OverseaEvent } from '@bx/contracts';
import { queryClient, useSubscription } from '@bx/platform';

import { searchKeys } from '../../../shared/search-query-keys';

const CLOSING_EVENTS = new Set<OverseaEvent['type']>(['POSITION_CLOSE', 'POSITION_LIQUID']);

/**
 * A position closing while the history is open (by the player elsewhere, a trigger, a loss-cut or the session's
 * end) refreshes the list and the daily profit, on the host's one socket.
 */
export function useClosedTradeRefresh(): void {
  useSubscription(USER_QUEUES.oversea, (body) => {
    if (CLOSING_EVENTS.has((body as OverseaEvent).type)) {
      void queryClient.invalidateQueries({ queryKey: searchKeys.overseaAll });
    }
  });
}
