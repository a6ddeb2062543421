import type { CopyTrader } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { cardStyle, formatPercent, stockName } from '@bx/ui';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

import { orderDay } from '../../../shared/order-time';
import { pnlColour } from '../../../shared/pnl-colour';
import { Stat, StatGrid } from '../../../shared/stat-grid';
import { signedUsdtText, usdtText } from '../../../shared/usdt';
import { followersText, winRateText } from '../utils/trader-figures';

import { TraderName } from './trader-name';

/**
 * A trader's page head: name and badges, introduction, ROI and PnL, win rate and trades, followers and what they
 * made, the balance a follower needs, since when, the pairs; `action` (follow or unfollow) under it.
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
      <StatGrid>
        <Stat
          label={clientText('CT_ROI')}
          value={formatPercent(trader.roi)}
          color={pnlColour(theme, trader.roi)}
          large
        />
        <Stat
          label={clientText('CT_PNL')}
          value={signedUsdtText(trader.pnl)}
          color={pnlColour(theme, trader.pnl)}
          large
        />
        <Stat label={clientText('CT_WIN_RATE')} value={winRateText(trader.winRate)} />
        <Stat label={clientText('CT_TRADE_COUNT')} value={String(trader.tradeCount)} />
        <Stat
          label={clientText('CT_FOLLOWERS')}
          value={followersText(trader)}
          testId="copy-trader-followers"
        />
        <Stat
          label={clientText('CT_FOLLOWER_PNL')}
          value={signedUsdtText(trader.followerPnl)}
          color={pnlColour(theme, trader.followerPnl)}
        />
        <Stat label={clientText('CT_MIN_BALANCE')} value={usdtText(trader.minBalance)} />
        <Stat label={clientText('CT_SINCE')} value={orderDay(trader.createdAt)} />
      </StatGrid>
      <StatGrid columns={1}>
        <Stat label={clientText('CT_PAIRS')} value={trader.stocks.map(stockName).join(', ')} />
      </StatGrid>
      {action}
    </section>
  );
}
