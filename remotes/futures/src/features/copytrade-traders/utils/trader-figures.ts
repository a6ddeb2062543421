import type { CopyTrader } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { formatPrice } from '@bx/ui';

/** Followers against the trader's places: "12 / 100". */
export const followersText = (trader: Pick<CopyTrader, 'followerCount' | 'maxFollowerCount'>): string =>
  clientText('CT_OF', { count: trader.followerCount, max: trader.maxFollowerCount });

/** An unsigned percent to a tenth: "62.5%". */
export const percentText = (percent: string): string =>
  clientText('CT_PERCENT', { percent: formatPrice(percent, 1) });

/** The share of closing trades with a profit, unsigned: "62.5%". */
export const winRateText = percentText;
