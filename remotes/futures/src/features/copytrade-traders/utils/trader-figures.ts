import type { CopyTrader } from '@bx/contracts';
import { formatPrice } from '@bx/ui';
import { futuresText } from '../../../shared/futures-text';

/** Followers against the trader's places: "12 / 100". */
export const followersText = (trader: Pick<CopyTrader, 'followerCount' | 'maxFollowerCount'>): string =>
  futuresText('CT_OF', { count: trader.followerCount, max: trader.maxFollowerCount });

/** An unsigned percent to a tenth: "62.5%". */
export const percentText = (percent: string): string =>
  futuresText('CT_PERCENT', { percent: formatPrice(percent, 1) });

/** The share of closing trades with a profit, unsigned: "62.5%". */
export const winRateText = percentText;
