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
  /** Copy trading: the traders as every player sees them (ranking, a trader's page and positions). */
  copyTraders: ['futures', 'copy', 'traders'] as const,
  copyTraderList: (query: object) => ['futures', 'copy', 'traders', 'list', query] as const,
  copyTrader: (traderId: number | 'me') => ['futures', 'copy', 'traders', 'one', traderId] as const,
  copyTraderTrades: (traderId: number) => ['futures', 'copy', 'traders', 'trades', traderId] as const,
  /** The player's own copy trading: the follow, past follows, a trader's followers, the copy records. */
  copyMine: ['futures', 'mine', 'copy'] as const,
  copyFollow: ['futures', 'mine', 'copy', 'follow'] as const,
  copyFollows: ['futures', 'mine', 'copy', 'follows'] as const,
  copyFollowers: ['futures', 'mine', 'copy', 'followers'] as const,
  copyRecords: ['futures', 'mine', 'copy', 'records'] as const,
  copyProfitShares: ['futures', 'mine', 'copy', 'profit-shares'] as const,
  /** The player's leverage and margin type of every option (the follow form shows what copies will use). */
  settings: ['futures', 'mine', 'settings'] as const,
};
