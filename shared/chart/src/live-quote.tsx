import { clientText } from '@bx/platform';
import { formatPercent, formatPrice, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { liveChangePercent } from './live-change';
import type { LivePrice } from './use-live-candles';

/**
 * A market's live last price, coloured by its last move (red up, blue down), over the day's change, which
 * moves with it and is coloured by its sign. Until a tick comes, the listed last price and change.
 */
export function LiveQuote({
  option,
  last,
  changeLabel,
  testId,
}: {
  /** The market as listed: its last price and day's change in percent, and the decimals of its prices. */
  option: { lastPrice: string; priceChangePercent: string; precision: number };
  last: LivePrice | null;
  /** The change's accessible name. */
  changeLabel: string;
  /** The last price's test id. */
  testId: string;
}) {
  const theme = useTheme();
  const colourOf = (direction: LivePrice['direction']) =>
    direction === 'up' ? theme.color.buy : direction === 'down' ? theme.color.sell : theme.color.text;
  const direction = last?.direction ?? 'flat';
  const change = liveChangePercent(option.lastPrice, option.priceChangePercent, last?.price ?? null);
  return (
    <div css={{ display: 'grid', justifyItems: 'end', gap: 2, flexShrink: 0 }}>
      <output
        aria-label={clientText('PRICE_NOW')}
        data-testid={testId}
        data-direction={direction}
        css={{ ...tabular, fontSize: 22, fontWeight: 700, color: colourOf(direction) }}
      >
        {formatPrice(last?.price ?? option.lastPrice, option.precision)}
      </output>
      <span
        aria-label={changeLabel}
        css={{ ...tabular, fontSize: 12, color: colourOf(change > 0 ? 'up' : change < 0 ? 'down' : 'flat') }}
      >
        {formatPercent(change)}
      </span>
    </div>
  );
}
