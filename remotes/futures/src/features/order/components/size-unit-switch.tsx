import { clientText } from '@bx/platform';
import { useTheme } from '@emotion/react';

import type { SizeUnit } from '../utils/order-draft';

/** USDT (the budget the order may cost) or the coin (BTC): which one the size field is written in. */
export function SizeUnitSwitch({
  coin,
  value,
  onChange,
}: {
  coin: string;
  value: SizeUnit;
  onChange: (unit: SizeUnit) => void;
}) {
  const theme = useTheme();
  const units: [SizeUnit, string][] = [
    ['USDT', 'USDT'],
    ['COIN', coin],
  ];
  return (
    <div role="radiogroup" aria-label={clientText('FUT_SIZE_UNIT')} css={{ display: 'flex', gap: 4 }}>
      {units.map(([unit, label]) => {
        const checked = unit === value;
        return (
          <button
            key={unit}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => onChange(unit)}
            css={{
              minHeight: 32,
              minWidth: 52,
              padding: '0 8px',
              borderRadius: theme.radius,
              border: `1px solid ${checked ? theme.color.accent : theme.color.border}`,
              background: checked ? theme.color.accent : 'transparent',
              color: checked ? theme.color.onAccent : theme.color.text,
              fontSize: 12,
              fontWeight: 700,
              cursor: 'pointer',
            }}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
