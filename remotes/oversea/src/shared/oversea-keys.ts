/**
 * The roots of the area's queries. The realtime events and the order buttons mark what they touch stale
 * (or write into it) without the feature that hears them knowing which calls the lists make.
 */
export const overseaKeys = {
  all: ['oversea'] as const,
  option: (overseaOptionId: number) => ['oversea', 'option', overseaOptionId] as const,
  /** The signed-in player's own data: cross data, positions, orders. */
  mine: ['oversea', 'mine'] as const,
  cross: ['oversea', 'mine', 'cross'] as const,
  positions: ['oversea', 'mine', 'positions'] as const,
  orders: ['oversea', 'mine', 'orders'] as const,
};
