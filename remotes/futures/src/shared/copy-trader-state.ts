import type { CopyTrader, ErrorCode } from '@bx/contracts';
import { type FuturesTextCode } from './futures-text';

type TraderState = Pick<CopyTrader, 'isActive' | 'isFull' | 'isLiquidated'>;

/**
 * Why a trader takes no new follower, in the server's own code, or null when they do: liquidated (and not
 * trading since), not accepting followers, or every place taken.
 */
export function traderRefusal(trader: TraderState): ErrorCode | null {
  if (trader.isLiquidated) return 'TRADER_LIQUIDATED';
  if (!trader.isActive) return 'TRADER_NOT_ACCEPTING';
  if (trader.isFull) return 'FOLLOWER_QUOTA_EXCEEDED';
  return null;
}

/** The badges of a trader's card: 청산됨, 모집 중지, 모집 마감, each where it applies. */
export function traderBadges(trader: TraderState): FuturesTextCode[] {
  const badges: FuturesTextCode[] = [];
  if (trader.isLiquidated) badges.push('CT_BADGE_LIQUIDATED');
  if (!trader.isActive) badges.push('CT_BADGE_CLOSED');
  if (trader.isFull) badges.push('CT_BADGE_FULL');
  return badges;
}
