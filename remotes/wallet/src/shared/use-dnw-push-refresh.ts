import { USER_QUEUES, type PointMessage } from '@bx/contracts';
import { queryClient, useSubscription } from '@bx/platform';

import { walletKeys } from './wallet-query-keys';

/** The trading wallets' pushes follow bets and orders, not requests: they leave the request lists alone. */
const TRADING_WALLETS = new Set<string>(['FUTURES', 'BINARY']);

/**
 * A balance pushed on /user/queue/point (the host writes it into `me`) follows a withdrawal held, an operator's
 * decision (a rejected deposit too), a cancellation or a chain deposit, of won or of a coin: the requests on screen
 * are asked for again, so a row's status moves with the push, on the host's one socket.
 */
export function useDnwPushRefresh(): void {
  useSubscription(USER_QUEUES.point, (body) => {
    if (!TRADING_WALLETS.has((body as PointMessage).type)) {
      void queryClient.invalidateQueries({ queryKey: walletKeys.dnwAll });
    }
  });
}
