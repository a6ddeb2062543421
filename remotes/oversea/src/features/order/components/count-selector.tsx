import { clientText } from '@bx/platform';
import { useTheme } from '@emotion/react';

/** The quick-order counts as a row of radio buttons; the chosen count is what one tap orders. */
export function CountSelector({
  counts,
  value,
  onChange,
}: {
  counts: readonly number[];
  value: number;
  onChange: (count: number) => void;
}) {
  const theme = useTheme();
  return (
    <div
      role="radiogroup"
      aria-label={clientText('OVERSEA_COUNT')}
      css={{ display: 'grid', gridTemplateColumns: `repeat(${counts.length}, 1fr)`, gap: 6 }}
    >
      {counts.map((count) => {
        const checked = count === value;
        return (
          <button
            key={count}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => onChange(count)}
            css={{
              minHeight: 40,
              borderRadius: theme.radius,
              border: `1px solid ${checked ? theme.color.accent : theme.color.border}`,
              background: checked ? theme.color.accent : theme.color.surfaceRaised,
              color: checked ? theme.color.onAccent : theme.color.text,
              fontSize: 14,
              fontWeight: 700,
              cursor: 'pointer',
            }}
          >
            {clientText('OVERSEA_COUNT_N', { n: count })}
          </button>
        );
      })}
    </div>
  );
}
