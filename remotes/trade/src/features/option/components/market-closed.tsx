import type { TradeOption } from '@bx/contracts';
import { useTheme } from '@emotion/react';

import { formatOpenTime } from '../utils/market-session';
import { tradeText } from '../../../shared/trade-text';

/** "EURUSD is closed for a market holiday. Opens 01/08 08:00": why the option takes no bet now. */
export function marketClosedReason(option: TradeOption): string {
  const reason = `${option.stock}${tradeText('MARKET_HOLIDAY')}`;
  return option.nextOpenAt === null ? reason : `${reason} ${nextOpenText(option.nextOpenAt)}`;
}

const nextOpenText = (at: number) => tradeText('MARKET_NEXT_OPEN', { time: formatOpenTime(at) });

/** Where the round would be: the market-closed badge and when it opens again (its last price stays above). */
export function MarketClosed({ option }: { option: TradeOption }) {
  const theme = useTheme();
  return (
    <div
      css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, minHeight: 32 }}
    >
      <span
        role="status"
        aria-label={tradeText('MARKET_CLOSED_BADGE')}
        css={{
          padding: '2px 10px',
          borderRadius: 999,
          fontSize: 13,
          fontWeight: 700,
          background: theme.color.surfaceRaised,
          color: theme.color.sell,
        }}
      >
        {tradeText('MARKET_CLOSED_BADGE')}
      </span>
      {option.nextOpenAt === null ? null : (
        <span data-testid="next-open" css={{ fontSize: 13, color: theme.color.textMuted }}>
          {nextOpenText(option.nextOpenAt)}
        </span>
      )}
    </div>
  );
}
