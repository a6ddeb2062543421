import { useTheme } from '@emotion/react';

export interface RadioChip<T extends string | number> {
  value: T;
  label: string;
}

/**
 * One choice of a few as a radio group of chips, the chosen one filled in the accent. `regular` chips share
 * the row in equal columns; `small` ones (a unit beside a field) are as wide as their words.
 */
export function RadioChips<T extends string | number>({
  label,
  chips,
  value,
  onChange,
  size = 'regular',
}: {
  label: string;
  chips: readonly RadioChip<T>[];
  value: T;
  onChange: (value: T) => void;
  size?: 'regular' | 'small';
}) {
  const theme = useTheme();
  const small = size === 'small';
  return (
    <div
      role="radiogroup"
      aria-label={label}
      css={
        small
          ? { display: 'flex', gap: 4 }
          : { display: 'grid', gridTemplateColumns: `repeat(${chips.length}, 1fr)`, gap: 6 }
      }
    >
      {chips.map((chip) => {
        const checked = chip.value === value;
        return (
          <button
            key={chip.value}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => onChange(chip.value)}
            css={{
              minHeight: small ? 32 : 40,
              minWidth: small ? 52 : undefined,
              padding: small ? '0 8px' : undefined,
              borderRadius: theme.radius,
              border: `1px solid ${checked ? theme.color.accent : theme.color.border}`,
              background: checked ? theme.color.accent : small ? 'transparent' : theme.color.surfaceRaised,
              color: checked ? theme.color.onAccent : theme.color.text,
              fontSize: small ? 12 : 14,
              fontWeight: 700,
              cursor: 'pointer',
            }}
          >
            {chip.label}
          </button>
        );
      })}
    </div>
  );
}
