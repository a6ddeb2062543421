/**
 * The roots of this area's keys, per player. Every deposit and withdrawal query sits under `dnwAll`, so one
 * invalidation (a request applied or cancelled, a balance pushed after an operator's decision) refreshes the
 * waiting requests and the history together.
 */
export const walletKeys = {
  dnwAll: ['wallet', 'dnw'] as const,
  dnw: (userId: number) => [...walletKeys.dnwAll, userId] as const,
  siteDnwInfo: ['wallet', 'site-dnw-info'] as const,
};
