import { applyListEvent, closesPosition } from '@bx/app-kit';
import type { OverseaEvent, OverseaOrder, OverseaPosition } from '@bx/contracts';

type OrderEvent = Extract<OverseaEvent, { data: OverseaOrder }>;
type PositionEvent = Extract<OverseaEvent, { data: OverseaPosition }>;

/**
 * The open orders after an order event (spec section 4): ORDER_SUCCESS adds the order, ORDER_CANCEL marks it
 * not active, ORDER_FILLED and ORDER_UPDATE write its new state. A list not loaded yet stays unloaded.
 */
export function applyOrderEvent(
  orders: readonly OverseaOrder[] | undefined,
  event: OrderEvent,
): OverseaOrder[] | undefined {
  if (event.type === 'ORDER_CANCEL') return applyListEvent(orders, { ...event.data, isActive: false }, false);
  // A market order fills at once: it never rests, so it is not listed at all.
  const neverRested = !event.data.isActive && !orders?.some((order) => order.id === event.data.id);
  return applyListEvent(orders, event.data, neverRested);
}

/** The open positions after a position event: opened or updated in place, closed or liquidated away. */
export function applyPositionEvent(
  positions: readonly OverseaPosition[] | undefined,
  event: PositionEvent,
): OverseaPosition[] | undefined {
  return applyListEvent(positions, event.data, closesPosition(event));
}
