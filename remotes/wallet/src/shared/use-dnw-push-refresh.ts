import { USER_QUEUES, type PointMessage } from '@bx/contracts';
import { queryClient, useSubscription } from '@bx/platform';

import { walletKeys } from './wallet-query-keys';

/**
 * A balance pushed on /user/queue/point (the host writes it into `me`) follows a withdrawal held, an operator's
 * approval or rejection, or a cancellation: the requests on screen are asked for again, so a row's status moves
 * with the money, on the host's one socket.
 */
export function useDnwPushRefresh(): void {
  useSubscription(USER_QUEUES.point, (body) => {
    if ((body as PointMessage).type === 'MONEY') {
      void queryClient.invalidateQueries({ queryKey: walletKeys.dnwAll });
    }
  });
}
