import type { CopyTrader } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { cardStyle, formatPercent } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { Link } from 'react-router-dom';

import { pnlColour } from '../../../shared/pnl-colour';
import { Stat, StatGrid } from '../../../shared/stat-grid';
import { signedUsdtText } from '../../../shared/usdt';
import { followersText } from '../utils/trader-figures';

import { TraderName } from './trader-name';

/** One trader of the ranking: name and badges, ROI, PnL and followers against places; opens the trader's page. */
export function TraderCard({ trader, following }: { trader: CopyTrader; following: boolean }) {
  const theme = useTheme();
  return (
    <li css={{ listStyle: 'none' }}>
      <Link
        to={`/copytrade/trader/${trader.id}`}
        data-testid="copy-trader"
        data-trader-id={trader.id}
        css={{ ...cardStyle(theme), textDecoration: 'none', color: theme.color.text }}
      >
        <TraderName trader={trader} following={following} />
        <StatGrid columns={3}>
          <Stat
            label={clientText('CT_ROI')}
            value={formatPercent(trader.roi)}
            color={pnlColour(theme, trader.roi)}
            testId="copy-trader-roi"
            large
          />
          <Stat
            label={clientText('CT_PNL')}
            value={signedUsdtText(trader.pnl)}
            color={pnlColour(theme, trader.pnl)}
          />
          <Stat
            label={clientText('CT_FOLLOWERS')}
            value={followersText(trader)}
            testId="copy-trader-followers"
          />
        </StatGrid>
      </Link>
    </li>
  );
}
