import type { FuturesOptionDetail } from '@bx/contracts';
import { LiveQuote, type LivePrice } from '@bx/chart';
import { siteLang } from '@bx/platform';
import { formatPrice, stockName, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { useNow } from '../hooks/use-now';
import { fundingCountdown, fundingRatePercent } from '../utils/funding-countdown';
import { futuresText } from '../../../shared/futures-text';

/**
 * The contract's name (BTCUSDT with its PERP mark, and the Korean name on Korean sites), the live last price
 * coloured by its last move (red up, blue down) and the day's change by its sign; under them the mark price
 * positions are valued at, and the next funding's rate and countdown.
 */
export function OptionHeader({ option, last }: { option: FuturesOptionDetail; last: LivePrice | null }) {
  const theme = useTheme();
  const now = useNow(1000);
  const fact = (label: string, value: string, testId: string) => (
    <div css={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <dt css={{ fontSize: 11, color: theme.color.textMuted }}>{label}</dt>
      <dd data-testid={testId} css={{ ...tabular, margin: 0, fontSize: 12, fontWeight: 600 }}>
        {value}
      </dd>
    </div>
  );
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <div css={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 8 }}>
        <div css={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <h2
            css={{ margin: 0, fontSize: 17, fontWeight: 700, display: 'flex', alignItems: 'center', gap: 6 }}
          >
            {stockName(option.stock)}
            <span
              title={futuresText('FUT_PERP')}
              css={{
                fontSize: 10,
                fontWeight: 700,
                padding: '1px 4px',
                borderRadius: 4,
                border: `1px solid ${theme.color.border}`,
                color: theme.color.textMuted,
              }}
            >
              PERP
            </span>
          </h2>
          {siteLang() === 'en' ? null : (
            <span css={{ fontSize: 12, color: theme.color.textMuted }}>{option.koName}</span>
          )}
        </div>
        <LiveQuote
          option={option}
          last={last}
          changeLabel={futuresText('FUT_CHANGE')}
          testId="futures-last-price"
        />
      </div>
      <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        {fact(
          futuresText('FUT_MARK_PRICE'),
          formatPrice(option.markPrice, option.precision),
          'futures-mark-price',
        )}
        {fact(
          futuresText('FUT_FUNDING'),
          `${fundingRatePercent(option.fundingRate)} / ${fundingCountdown(option.nextFundingTime, now)}`,
          'futures-funding',
        )}
      </dl>
    </div>
  );
}
