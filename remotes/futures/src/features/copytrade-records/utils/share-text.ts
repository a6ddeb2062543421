import type { CopyProfitShare } from '@bx/contracts';

import { signedUsdtText } from '../../../shared/usdt';
import { futuresText } from '../../../shared/futures-text';

/** When a share was settled: the week (by its Monday, UTC) or the end of the follow. */
export const sharePeriodText = (share: Pick<CopyProfitShare, 'period'>): string =>
  share.period === 'END' ? futuresText('CT_SHARE_END') : futuresText('CT_SHARE_WEEK', { date: share.period });

/** What it was taken on: the follow's realized PnL after fees, and the share. */
export const shareBasisText = (share: Pick<CopyProfitShare, 'pnl' | 'sharePer'>): string =>
  futuresText('CT_SHARE_LINE', { pnl: signedUsdtText(share.pnl), percent: share.sharePer });
