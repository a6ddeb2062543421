import type { CopyTrader } from '@bx/contracts';
import { cardStyle, formatPercent } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { Link } from 'react-router-dom';

import { pnlColour } from '../../../shared/pnl-colour';
import { Stat, StatGrid } from '../../../shared/stat-grid';
import { signedUsdtText } from '../../../shared/usdt';
import { followersText, percentText } from '../utils/trader-figures';
import { figuresOf, type TraderPeriod } from '../utils/trader-period';

import { TraderName } from './trader-name';
import { futuresText } from '../../../shared/futures-text';

/**
 * One trader of the ranking: name and badges, ROI, PnL and maximum drawdown of the period the ranking reads, and
 * followers against places; opens the trader's page.
 */
export function TraderCard({
  trader,
  period,
  following,
}: {
  trader: CopyTrader;
  period: TraderPeriod;
  following: boolean;
}) {
  const theme = useTheme();
  const figures = figuresOf(trader, period);
  return (
    <li css={{ listStyle: 'none' }}>
      <Link
        to={`/copytrade/trader/${trader.id}`}
        data-testid="copy-trader"
        data-trader-id={trader.id}
        css={{ ...cardStyle(theme), textDecoration: 'none', color: theme.color.text }}
      >
        <TraderName trader={trader} following={following} />
        <StatGrid>
          <Stat
            label={futuresText('CT_ROI')}
            value={formatPercent(figures.roi)}
            color={pnlColour(theme, figures.roi)}
            testId="copy-trader-roi"
            large
          />
          <Stat
            label={futuresText('CT_PNL')}
            value={signedUsdtText(figures.pnl)}
            color={pnlColour(theme, figures.pnl)}
            large
          />
          <Stat label={futuresText('CT_MDD')} value={percentText(figures.maxDrawdown)} />
          <Stat
            label={futuresText('CT_FOLLOWERS')}
            value={followersText(trader)}
            testId="copy-trader-followers"
          />
        </StatGrid>
      </Link>
    </li>
  );
}
