import type { CopyFollow } from '@bx/contracts';
import { stockName } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { orderDay } from '../../../shared/order-time';
import { pnlColour } from '../../../shared/pnl-colour';
import { Stat, StatGrid } from '../../../shared/stat-grid';
import { signedUsdtText, usdtText } from '../../../shared/usdt';
import { limitUsedPercent, limitUsedText } from '../utils/limit-usage';
import { futuresText } from '../../../shared/futures-text';

/**
 * A follow's terms and what it did: the maximum limit used so far (a bar), its PnL after fees, copies,
 * multiplier, one-time limit, stop-loss, the trader's profit share and what it has paid, since when and the pairs;
 * a follower's row shows the same to their trader.
 */
export function FollowFigures({ follow }: { follow: CopyFollow }) {
  const theme = useTheme();
  const used = limitUsedPercent(follow);
  return (
    <div css={{ display: 'grid', gap: 10, minWidth: 0 }}>
      <div css={{ display: 'grid', gap: 4 }}>
        <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: 12 }}>
          <span css={{ color: theme.color.textMuted }}>{futuresText('CT_USED_LIMIT')}</span>
          <span data-testid="copy-follow-used" css={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {limitUsedText(follow)}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={futuresText('CT_USED_LIMIT')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(used)}
          css={{ height: 6, borderRadius: 3, background: theme.color.surfaceRaised, overflow: 'hidden' }}
        >
          <div css={{ width: `${used}%`, height: '100%', background: theme.color.accent }} />
        </div>
      </div>
      <StatGrid>
        <Stat
          label={futuresText('CT_PNL')}
          value={signedUsdtText(follow.pnl)}
          color={pnlColour(theme, follow.pnl)}
          testId="copy-follow-pnl"
        />
        <Stat label={futuresText('CT_COPY_COUNT')} value={String(follow.copyCount)} />
        <Stat
          label={futuresText('CT_MULTIPLY_SHORT')}
          value={futuresText('CT_PERCENT', { percent: follow.multiplyPer })}
        />
        <Stat label={futuresText('CT_ONE_MAX_SHORT')} value={usdtText(follow.oneMaxBet)} />
        <Stat
          label={futuresText('CT_STOP_LOSS_SHORT')}
          value={
            follow.stopLossPer === null
              ? futuresText('CT_NONE')
              : futuresText('CT_PERCENT', { percent: follow.stopLossPer })
          }
          testId="copy-follow-stop-loss"
        />
        <Stat
          label={futuresText('CT_PROFIT_SHARE')}
          value={futuresText('CT_PERCENT', { percent: follow.profitSharePer })}
        />
        <Stat
          label={futuresText('CT_PROFIT_SHARE_PAID')}
          value={usdtText(follow.profitShared)}
          testId="copy-follow-shared"
        />
        <Stat label={futuresText('CT_SINCE')} value={orderDay(follow.createdAt)} />
        <Stat label={futuresText('CT_PAIRS')} value={follow.followStock.map(stockName).join(', ')} />
      </StatGrid>
    </div>
  );
}
