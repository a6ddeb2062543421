import { USER_QUEUES, type TradeQueueMessage } from '@bx/contracts';
import { useSubscription } from '@bx/platform';

/**
 * This player's bet events on /user/queue/trade. `enabled` is false on the visitor routes, which must not
 * subscribe to any user queue.
 */
export function useMyTradeQueue(enabled: boolean, handler: (message: TradeQueueMessage) => void): void {
  useSubscription(enabled ? USER_QUEUES.trade : null, (body) => handler(body as TradeQueueMessage));
}
