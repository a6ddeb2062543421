import { USER_QUEUES, type PointMessage } from '@bx/contracts';
import { queryClient, useSubscription } from '@bx/platform';

import { searchKeys } from '../../../shared/search-query-keys';

/**
 * A balance pushed on /user/queue/point follows a withdrawal held, an operator's decision or a cancellation:
 * the history on screen is asked for again, so a row's status moves with the money, on the host's one socket.
 */
export function useDnwPushRefresh(): void {
  useSubscription(USER_QUEUES.point, (body) => {
    if ((body as PointMessage).type === 'MONEY') {
      void queryClient.invalidateQueries({ queryKey: searchKeys.dnwAll });
    }
  });
}
