import { clientText } from '@bx/platform';
import { useTheme } from '@emotion/react';

import { QUICK_AMOUNTS, addQuick, quickLabelParts } from '../utils/dnw-amount';

/**
 * The quick buttons under the amount, one row even at 360 px: each adds its amount to what is typed, and 정정
 * (as wide as its word, at the end) clears it.
 */
export function QuickAmountChips({
  amount,
  onChange,
}: {
  amount: number | null;
  onChange: (amount: number | null) => void;
}) {
  const theme = useTheme();
  const chip = {
    minWidth: 0,
    minHeight: 36,
    padding: '0 10px',
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius,
    background: theme.color.surfaceRaised,
    color: theme.color.text,
    fontSize: 13,
    fontWeight: 600,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
  } as const;
  return (
    <div
      role="group"
      aria-label={clientText('DNW_QUICK_AMOUNTS')}
      css={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr)) auto', gap: 6 }}
    >
      {QUICK_AMOUNTS.map((quick) => (
        <button key={quick} type="button" css={chip} onClick={() => onChange(addQuick(amount, quick))}>
          {clientText('DNW_QUICK_ADD', quickLabelParts(quick))}
        </button>
      ))}
      <button
        type="button"
        css={{ ...chip, background: 'transparent', color: theme.color.textMuted }}
        onClick={() => onChange(null)}
      >
        {clientText('DNW_QUICK_CLEAR')}
      </button>
    </div>
  );
}
