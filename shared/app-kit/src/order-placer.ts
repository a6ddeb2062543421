import { apiRequest, queryClient } from '@bx/platform';
import type { QueryKey } from '@tanstack/react-query';

/**
 * The call a trading area places its orders with: POST `path` with the order, and the player's lists under
 * `staleKey` marked stale at once (the realtime events that follow write the details).
 */
export function orderPlacer<Request extends object, Order>(
  path: string,
  staleKey: QueryKey,
): (order: Request) => Promise<Order> {
  return async (order) => {
    const placed = await apiRequest<Order>('post', path, { json: order });
    void queryClient.invalidateQueries({ queryKey: staleKey });
    return placed;
  };
}
