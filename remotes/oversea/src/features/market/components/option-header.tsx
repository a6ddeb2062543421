import type { OverseaOptionDetail } from '@bx/contracts';
import { LiveQuote, type LivePrice } from '@bx/chart';
import { siteLang } from '@bx/platform';
import { optionName } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { krwText } from '../../../shared/money';
import { overseaText } from '../../../shared/oversea-text';

/**
 * The option's name (Korean, or its stock on English sites), stock and contract terms, with the last price coloured by its last move (red
 * up, blue down) and the day's change coloured by its sign.
 */
export function OptionHeader({ option, last }: { option: OverseaOptionDetail; last: LivePrice | null }) {
  const theme = useTheme();
  return (
    <div css={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 8 }}>
      <div css={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <h2 css={{ margin: 0, fontSize: 17, fontWeight: 700 }}>{optionName(option, siteLang())}</h2>
        <span css={{ fontSize: 12, color: theme.color.textMuted }}>
          {`${option.stock} · ${overseaText('OVERSEA_TERMS', {
            tick: option.tickSize,
            value: option.tickValue,
            currency: option.currency,
            margin: krwText(option.marginPerContract),
          })}`}
        </span>
      </div>
      <LiveQuote
        option={option}
        last={last}
        changeLabel={overseaText('OVERSEA_CHANGE')}
        testId="oversea-last-price"
      />
    </div>
  );
}
