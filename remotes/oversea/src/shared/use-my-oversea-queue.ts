import { USER_QUEUES, type OverseaCross, type OverseaEvent } from '@bx/contracts';
import { useSubscription } from '@bx/platform';

/**
 * This player's order and position events on /user/queue/oversea. `enabled` is false on the visitor view,
 * which must not subscribe to any user queue.
 */
export function useMyOverseaQueue(enabled: boolean, handler: (event: OverseaEvent) => void): void {
  useSubscription(enabled ? USER_QUEUES.oversea : null, (body) => handler(body as OverseaEvent));
}

/** The account's cross data as the engine pushes it on /user/queue/oversea_cross. */
export function useMyCrossQueue(enabled: boolean, handler: (cross: OverseaCross) => void): void {
  useSubscription(enabled ? USER_QUEUES.overseaCross : null, (body) => handler(body as OverseaCross));
}
