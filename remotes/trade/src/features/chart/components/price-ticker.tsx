import type { TradeOption } from '@bx/contracts';
import { siteLang } from '@bx/platform';
import { formatPercent, formatPrice, gameTypeLabel, optionName, stockName, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';

import type { LivePrice } from '@bx/chart';
import { tradeText } from '../../../shared/trade-text';

/** The option's name and game type, with the last price coloured by its last move (red up, blue down). */
export function PriceTicker({ option, last }: { option: TradeOption; last: LivePrice | null }) {
  const theme = useTheme();
  const colour =
    last?.direction === 'up'
      ? theme.color.buy
      : last?.direction === 'down'
        ? theme.color.sell
        : theme.color.text;
  const change = Number(option.rateChange);
  return (
    <div css={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 8 }}>
      <div css={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <h1 css={{ margin: 0, fontSize: 17, fontWeight: 700 }}>
          {optionName(option, siteLang())}
          <span css={{ marginLeft: 6, fontSize: 13, color: theme.color.accent }}>
            {gameTypeLabel(option.type, siteLang())}
          </span>
        </h1>
        <span
          css={{ fontSize: 12, color: theme.color.textMuted }}
        >{`${stockName(option.stock)} · ${option.currency}`}</span>
      </div>
      <div css={{ display: 'grid', justifyItems: 'end', gap: 2 }}>
        <output
          aria-label={tradeText('PRICE_NOW')}
          data-direction={last?.direction ?? 'flat'}
          css={{ ...tabular, fontSize: 22, fontWeight: 700, color: colour }}
        >
          {formatPrice(last?.price ?? option.lastPrice, option.precision)}
        </output>
        <span
          css={{
            ...tabular,
            fontSize: 12,
            color: change > 0 ? theme.color.buy : change < 0 ? theme.color.sell : theme.color.textMuted,
          }}
        >
          {`24h ${formatPercent(option.rateChange)}`}
        </span>
      </div>
    </div>
  );
}
