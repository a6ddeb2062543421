import type { DecimalString } from '@bx/contracts';
import { useTheme } from '@emotion/react';

import { profitTone, signedAmount } from './profit';

/**
 * A realized profit with its sign, red for a gain and blue for a loss; `format` writes the signed figure with its
 * currency ("+12,345원", "+1.50 USDT").
 */
export function ProfitAmount({
  amount,
  format,
  decimals = 0,
  size = 15,
}: {
  amount: DecimalString;
  format: (signed: string) => string;
  decimals?: number;
  size?: number;
}) {
  const theme = useTheme();
  const tone = profitTone(amount);
  const color = tone === 'gain' ? theme.color.buy : tone === 'loss' ? theme.color.sell : theme.color.text;
  return (
    <strong
      data-tone={tone}
      css={{ color, fontSize: size, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {format(signedAmount(amount, decimals))}
    </strong>
  );
}
