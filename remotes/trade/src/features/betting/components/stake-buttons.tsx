import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

import { addQuick, quickAmounts } from '../utils/quick-amounts';
import { BALANCE_SHARES, shareStake } from '../utils/stake-amount';
import { tradeText } from '../../../shared/trade-text';

/**
 * The quick amounts (added to the stake) and the percentage row (a share of the balance, replacing it). The
 * last share is the whole balance, which the form asks to confirm before it is bet. `settings` ends the
 * quick row, where it fits at 360 px beside four buttons (not five).
 */
export function StakeButtons({
  amount,
  balance,
  minBet,
  betUnit,
  onChange,
  settings,
}: {
  amount: number | null;
  balance: string | null;
  minBet: string;
  betUnit: string;
  onChange: (amount: number | null) => void;
  settings?: ReactNode;
}) {
  const theme = useTheme();
  const chip = {
    minHeight: 36,
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius,
    background: theme.color.surfaceRaised,
    color: theme.color.text,
    fontSize: 13,
    fontWeight: 600,
    cursor: 'pointer',
    ':disabled': { opacity: 0.45, cursor: 'default' },
  } as const;
  return (
    <>
      <div css={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr) auto', gap: 6 }}>
        {quickAmounts(minBet, betUnit).map((item) => (
          <button
            key={item.amount}
            type="button"
            css={chip}
            onClick={() => onChange(addQuick(amount, item.amount))}
          >
            {item.label}
          </button>
        ))}
        {settings}
      </div>
      <div css={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 6 }}>
        {BALANCE_SHARES.map((percent) => {
          const share = balance === null ? null : shareStake(balance, percent, minBet, betUnit);
          return (
            <button
              key={percent}
              type="button"
              css={chip}
              disabled={share === null}
              onClick={() => share !== null && onChange(Number(share))}
            >
              {`${percent}%`}
            </button>
          );
        })}
        <button type="button" css={chip} onClick={() => onChange(null)}>
          {tradeText('BET_RESET')}
        </button>
      </div>
    </>
  );
}
