import type { OverseaOptionDetail } from '@bx/contracts';
import type { LivePrice } from '@bx/chart';
import { clientText, siteLang } from '@bx/platform';
import { formatPercent, formatPrice, optionName, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { krwText } from '../../../shared/money';
import { liveChangePercent } from '../utils/day-change';

/**
 * The option's name (Korean, or its stock on English sites), stock and contract terms, with the last price coloured by its last move (red
 * up, blue down) and the day's change coloured by its sign.
 */
export function OptionHeader({ option, last }: { option: OverseaOptionDetail; last: LivePrice | null }) {
  const theme = useTheme();
  const colourOf = (direction: 'up' | 'down' | 'flat') =>
    direction === 'up' ? theme.color.buy : direction === 'down' ? theme.color.sell : theme.color.text;
  const change = liveChangePercent(option.lastPrice, option.priceChangePercent, last?.price ?? null);
  return (
    <div css={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 8 }}>
      <div css={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <h2 css={{ margin: 0, fontSize: 17, fontWeight: 700 }}>{optionName(option, siteLang())}</h2>
        <span css={{ fontSize: 12, color: theme.color.textMuted }}>
          {`${option.stock} · ${clientText('OVERSEA_TERMS', {
            tick: option.tickSize,
            value: option.tickValue,
            currency: option.currency,
            margin: krwText(option.marginPerContract),
          })}`}
        </span>
      </div>
      <div css={{ display: 'grid', justifyItems: 'end', gap: 2, flexShrink: 0 }}>
        <output
          aria-label={clientText('PRICE_NOW')}
          data-testid="oversea-last-price"
          data-direction={last?.direction ?? 'flat'}
          css={{ ...tabular, fontSize: 22, fontWeight: 700, color: colourOf(last?.direction ?? 'flat') }}
        >
          {formatPrice(last?.price ?? option.lastPrice, option.precision)}
        </output>
        <span
          aria-label={clientText('OVERSEA_CHANGE')}
          css={{
            ...tabular,
            fontSize: 12,
            color: colourOf(change > 0 ? 'up' : change < 0 ? 'down' : 'flat'),
          }}
        >
          {formatPercent(change)}
        </span>
      </div>
    </div>
  );
}
