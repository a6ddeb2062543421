import type { CopyTrader } from '@bx/contracts';
import { cardStyle, formatPercent, stockName } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState, type ReactNode } from 'react';

import { orderDay } from '../../../shared/order-time';
import { pnlColour } from '../../../shared/pnl-colour';
import { Stat, StatGrid } from '../../../shared/stat-grid';
import { signedUsdtText, usdtText } from '../../../shared/usdt';
import { followersText, percentText, winRateText } from '../utils/trader-figures';
import { figuresOf, type TraderPeriod } from '../utils/trader-period';

import { PeriodChips } from './period-chips';
import { TraderName } from './trader-name';
import { futuresText } from '../../../shared/futures-text';

/**
 * A trader's page head: name and badges, introduction; the figures a follower chooses by over the period picked
 * (all-time, 7, 30 or 90 days): ROI and PnL, maximum drawdown, win rate and trades, what the followers made; then
 * followers and the assets under copy, the profit share and what it has paid, the balance a follower needs, since
 * when, the pairs; `action` (follow or unfollow) under it.
 */
export function TraderProfile({
  trader,
  following,
  action,
}: {
  trader: CopyTrader;
  following: boolean;
  action?: ReactNode;
}) {
  const theme = useTheme();
  const [period, setPeriod] = useState<TraderPeriod>('ALL');
  const figures = figuresOf(trader, period);
  return (
    <section aria-label={trader.name} data-testid="copy-trader-profile" css={cardStyle(theme)}>
      <TraderName trader={trader} following={following} />
      {trader.introduction ? (
        <p
          css={{
            margin: 0,
            fontSize: 14,
            lineHeight: 1.5,
            color: theme.color.textMuted,
            whiteSpace: 'pre-line',
          }}
        >
          {trader.introduction}
        </p>
      ) : null}
      <PeriodChips value={period} onChange={setPeriod} />
      <StatGrid>
        <Stat
          label={futuresText('CT_ROI')}
          value={formatPercent(figures.roi)}
          color={pnlColour(theme, figures.roi)}
          testId="copy-trader-profile-roi"
          large
        />
        <Stat
          label={futuresText('CT_PNL')}
          value={signedUsdtText(figures.pnl)}
          color={pnlColour(theme, figures.pnl)}
          testId="copy-trader-profile-pnl"
          large
        />
        <Stat
          label={futuresText('CT_MDD')}
          value={percentText(figures.maxDrawdown)}
          testId="copy-trader-mdd"
        />
        <Stat
          label={futuresText('CT_WIN_RATE')}
          value={winRateText(figures.winRate)}
          testId="copy-trader-win-rate"
        />
        <Stat label={futuresText('CT_TRADE_COUNT')} value={String(figures.tradeCount)} />
        <Stat
          label={futuresText('CT_FOLLOWER_PNL')}
          value={signedUsdtText(figures.followerPnl)}
          color={pnlColour(theme, figures.followerPnl)}
          testId="copy-trader-follower-pnl"
        />
      </StatGrid>
      <StatGrid>
        <Stat
          label={futuresText('CT_FOLLOWERS')}
          value={followersText(trader)}
          testId="copy-trader-followers"
        />
        <Stat
          label={futuresText('CT_AUC')}
          value={usdtText(trader.assetsUnderCopy)}
          testId="copy-trader-auc"
        />
        <Stat
          label={futuresText('CT_PROFIT_SHARE')}
          value={futuresText('CT_PERCENT', { percent: trader.profitSharePer })}
          testId="copy-trader-share"
        />
        <Stat
          label={futuresText('CT_PROFIT_SHARE_RECEIVED')}
          value={usdtText(trader.profitShared)}
          testId="copy-trader-shared"
        />
        <Stat label={futuresText('CT_MIN_BALANCE')} value={usdtText(trader.minBalance)} />
        <Stat label={futuresText('CT_SINCE')} value={orderDay(trader.createdAt)} />
      </StatGrid>
      <StatGrid columns={1}>
        <Stat label={futuresText('CT_PAIRS')} value={trader.stocks.map(stockName).join(', ')} />
      </StatGrid>
      {action}
    </section>
  );
}
