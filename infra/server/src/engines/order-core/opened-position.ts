/** What a position is opened with, beside the order's player, option and stock. */
export interface Opening<Q> {
  side: 'LONG' | 'SHORT';
  qty: Q;
  /** Sum of fill price x quantity, in price units. */
  entryCost: bigint;
  margin: bigint;
}

/**
 * The new position a fill opens for the order's player in its option (futures and overseas alike): the fill plans
 * of both areas (futures-fill-plan.ts, oversea/fill-booking.ts) name its fields here, each adding its own.
 */
export function openedPosition<Q>(
  order: { userId: number; optionId: number; stock: string },
  opening: Opening<Q>,
  now: number,
) {
  return {
    userId: order.userId,
    optionId: order.optionId,
    stock: order.stock,
    ...opening,
    openedAt: now,
  };
}
