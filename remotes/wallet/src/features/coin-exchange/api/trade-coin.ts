import type { CoinTradeRequest, MyWallet } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

import { applyMyWallet } from '../../../shared/wallet-balance';

export type TradeSide = 'buy' | 'sell';

/**
 * POST /api/dnw/buy/apply {coinName, point, quoteId}: spends `point` won of my money on the coin. POST
 * /api/dnw/sell/apply {coinName, point, quoteId}: sells `point` of the coin for won. One call by its two paths,
 * both at a quote with MONEY on the won side; both answer my wallets.
 */
export function tradeCoin(side: TradeSide, request: CoinTradeRequest): Promise<MyWallet> {
  return apiRequest<MyWallet>('post', `dnw/${side}/apply`, { json: request });
}

/** The answer is both wallets as they now stand. */
export const useTradeCoinMutation = serverMutation({
  mutationFn: ({ side, request }: { side: TradeSide; request: CoinTradeRequest }) => tradeCoin(side, request),
  onSuccess: applyMyWallet,
});
