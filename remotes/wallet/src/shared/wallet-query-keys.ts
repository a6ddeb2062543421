/**
 * The roots of this area's keys, per player. Every deposit and withdrawal query sits under `dnwAll`, so one
 * invalidation (a request applied or cancelled, a balance pushed after an operator's decision) refreshes the
 * waiting requests and the history together.
 */
export const walletKeys = {
  dnwAll: ['wallet', 'dnw'] as const,
  dnw: (userId: number) => [...walletKeys.dnwAll, userId] as const,
  siteDnwInfo: ['wallet', 'site-dnw-info'] as const,
  myWallet: (userId: number) => ['wallet', 'my', userId] as const,
  krwRates: ['wallet', 'krw-rates'] as const,
  coinAddress: (userId: number, coin: string) => ['wallet', 'coin-address', userId, coin] as const,
  /** The latest P2P buy sits under `dnwAll`: an operator's decision pushes the money, which refreshes it. */
  p2pLatest: (userId: number) => [...walletKeys.dnw(userId), 'p2p-latest'] as const,
  p2pProviders: (userId: number) => ['wallet', 'p2p-providers', userId] as const,
  tradeHistory: (userId: number, from: string | null, to: string | null) =>
    ['wallet', 'trade-history', userId, from, to] as const,
  /** /wallet/history's futures orders and overseas trades, per period (null: everything). */
  areaHistory: (
    area: 'futures' | 'oversea',
    userId: number,
    range: { startDate: string; endDate: string } | null,
  ) => ['wallet', 'area-history', area, userId, range?.startDate ?? null, range?.endDate ?? null] as const,
  quote: (from: string, to: string, point: string | null) => ['wallet', 'quote', from, to, point] as const,
};
