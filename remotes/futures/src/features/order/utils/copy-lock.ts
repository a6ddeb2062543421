import type { CopyFollow } from '@bx/contracts';
import { stockName } from '@bx/ui';

/**
 * Whether the player copies the contract's pair now (trading-rules "Copy trading"): the server takes only orders
 * that reduce a copied pair's position while the follow lasts, so the form ticks reduce-only and locks it.
 */
export function isCopiedPair(follow: CopyFollow | null | undefined, stock: string): boolean {
  return (
    follow?.status === 'FOLLOWING' && follow.followStock.some((pair) => stockName(pair) === stockName(stock))
  );
}
