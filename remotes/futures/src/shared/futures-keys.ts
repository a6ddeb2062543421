/**
 * The roots of the area's queries. The realtime events, the order form and the dialogs mark what they touch stale
 * (or write into it) without the feature that hears them knowing which calls the lists make.
 */
export const futuresKeys = {
  all: ['futures'] as const,
  option: (futuresOptionId: number) => ['futures', 'option', futuresOptionId] as const,
  /** The signed-in player's own data: cross data, leverage, positions, orders, history. */
  mine: ['futures', 'mine'] as const,
  cross: ['futures', 'mine', 'cross'] as const,
  leverage: (futuresOptionId: number) => ['futures', 'mine', 'leverage', futuresOptionId] as const,
  qtyPer: (futuresOptionId: number, leverage: number) =>
    ['futures', 'mine', 'qty-per', futuresOptionId, leverage] as const,
  positions: ['futures', 'mine', 'positions'] as const,
  openOrders: ['futures', 'mine', 'open-orders'] as const,
  tpslOrders: ['futures', 'mine', 'tpsl-orders'] as const,
  history: ['futures', 'mine', 'history'] as const,
};
