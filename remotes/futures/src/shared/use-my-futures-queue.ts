import { USER_QUEUES, type FuturesCross, type FuturesEvent } from '@bx/contracts';
import { useSubscription } from '@bx/platform';

/**
 * This player's order, position and leverage events on /user/queue/futures. `enabled` is false on the visitor
 * view, which must not subscribe to any user queue.
 */
export function useMyFuturesQueue(enabled: boolean, handler: (event: FuturesEvent) => void): void {
  useSubscription(enabled ? USER_QUEUES.futures : null, (body) => handler(body as FuturesEvent));
}

/** The FUTURES account as the engine pushes it on /user/queue/cross. */
export function useMyCrossQueue(enabled: boolean, handler: (cross: FuturesCross) => void): void {
  useSubscription(enabled ? USER_QUEUES.cross : null, (body) => handler(body as FuturesCross));
}
