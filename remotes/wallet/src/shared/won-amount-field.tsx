import type { DecimalString } from '@bx/contracts';
import { NumericInput } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { MAX_AMOUNT } from './coin-units';
import { QUICK_AMOUNTS, addQuick, quickLabelParts, wonText } from './won-amount';
import { walletText } from './wallet-text';

/**
 * An amount of won (a deposit, a withdrawal, a P2P buy): the phone's numeric keypad, thousands grouped, and
 * under it the quick buttons, one row even at 360 px: each adds its amount to what is typed, and 정정 (as wide
 * as its word, at the end) clears it. Neither goes past the site's largest single request: a digit that would
 * is refused, saying the limit.
 */
export function WonAmountField({
  label,
  value,
  onChange,
  limit,
  disabled = false,
}: {
  label: string;
  value: number | null;
  onChange: (amount: number | null) => void;
  /** The site's largest single request of won this way (docs/dnw.md, "Limits"); null until it is known. */
  limit: DecimalString | null;
  disabled?: boolean;
}) {
  const theme = useTheme();
  const max = limit === null ? MAX_AMOUNT : Number(limit);
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
    ':disabled': { opacity: 0.5, cursor: 'not-allowed' },
  } as const;
  return (
    <>
      <NumericInput
        label={label}
        value={value}
        min={0}
        max={max}
        placeholder="0"
        disabled={disabled}
        refusalText={
          limit === null ? undefined : { range: walletText('DNW_ABOVE_MAXIMUM', { amount: wonText(limit) }) }
        }
        onChange={onChange}
      />
      <div
        role="group"
        aria-label={walletText('DNW_QUICK_AMOUNTS')}
        css={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr)) auto', gap: 6 }}
      >
        {QUICK_AMOUNTS.map((quick) => (
          <button
            key={quick}
            type="button"
            css={chip}
            disabled={disabled}
            onClick={() => onChange(addQuick(value, quick, max))}
          >
            {walletText('DNW_QUICK_ADD', quickLabelParts(quick))}
          </button>
        ))}
        <button
          type="button"
          css={{ ...chip, background: 'transparent', color: theme.color.textMuted }}
          disabled={disabled}
          onClick={() => onChange(null)}
        >
          {walletText('DNW_QUICK_CLEAR')}
        </button>
      </div>
    </>
  );
}
