import type { DecimalString } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { useTheme } from '@emotion/react';

import { profitTone, signedAmount } from '../utils/profit-summary';

/** A realized profit in KRW with its sign, red for a gain and blue for a loss. */
export function ProfitAmount({ amount, size = 15 }: { amount: DecimalString; size?: number }) {
  const theme = useTheme();
  const tone = profitTone(amount);
  const color = tone === 'gain' ? theme.color.buy : tone === 'loss' ? theme.color.sell : theme.color.text;
  return (
    <strong
      data-tone={tone}
      css={{ color, fontSize: size, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {clientText('SEARCH_KRW', { amount: signedAmount(amount) })}
    </strong>
  );
}
