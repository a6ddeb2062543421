import { useTheme } from '@emotion/react';

import { CONFIRM_ABOVE_CHOICES, isConfirmAbove, type ConfirmAbove } from '../utils/confirm-stake';
import { tradeText } from '../../../shared/trade-text';

const choiceText = (choice: ConfirmAbove) =>
  choice === 'all-in'
    ? tradeText('CONFIRM_ABOVE_ALL_IN')
    : tradeText('CONFIRM_ABOVE_SHARE', { percent: choice });

/**
 * The "confirm large stakes" setting as a gear the size of one chip, beside the stake buttons: the
 * phone's own picker opens on tap (a native select lies over the gear), and the gear turns to the accent
 * colour while a share is set.
 */
export function ConfirmAboveSelect({
  value,
  onChange,
}: {
  value: ConfirmAbove;
  onChange: (value: ConfirmAbove) => void;
}) {
  const theme = useTheme();
  const on = value !== 'all-in';
  return (
    <span
      title={`${tradeText('CONFIRM_ABOVE')}: ${choiceText(value)}`}
      css={{
        position: 'relative',
        display: 'grid',
        placeItems: 'center',
        width: 36,
        minHeight: 36,
        border: `1px solid ${on ? theme.color.accent : theme.color.border}`,
        borderRadius: theme.radius,
        background: theme.color.surfaceRaised,
        color: on ? theme.color.accent : theme.color.textMuted,
      }}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
        <circle cx="12" cy="12" r="3.2" strokeWidth="2" />
        <path
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1"
        />
      </svg>
      <select
        aria-label={tradeText('CONFIRM_ABOVE')}
        value={String(value)}
        onChange={(event) => {
          const picked = event.target.value === 'all-in' ? 'all-in' : Number(event.target.value);
          if (isConfirmAbove(picked)) onChange(picked);
        }}
        css={{ position: 'absolute', inset: 0, width: '100%', opacity: 0, cursor: 'pointer' }}
      >
        {CONFIRM_ABOVE_CHOICES.map((choice) => (
          <option key={choice} value={String(choice)}>
            {choiceText(choice)}
          </option>
        ))}
      </select>
    </span>
  );
}
