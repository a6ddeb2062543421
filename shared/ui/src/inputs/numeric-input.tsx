import type { DecimalString } from '@bx/contracts';

import { DecimalInput, type DecimalInputProps } from './decimal-input';

export interface NumericInputProps extends Omit<DecimalInputProps, 'value' | 'onChange' | 'min' | 'max'> {
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
}

/**
 * The decimal a number stands for at the field's decimals ("1234.5" for 1234.5 at 2): rounded as `toFixed` does,
 * so a value held as a number is shown as it was before the field held decimals.
 */
function decimalOf(value: number, decimals: number): DecimalString {
  const [whole, fraction = ''] = value.toFixed(decimals).split('.');
  const digits = fraction.replace(/0+$/, '');
  const text = digits === '' ? whole! : `${whole}.${digits}`;
  return text === '-0' ? '0' : text;
}

/**
 * An amount field for a value kept as a `number` (a count, a percentage, a whole-won amount): the exact
 * `DecimalInput`, read back with `Number`. Money that is computed on keeps the decimal and uses `DecimalInput`.
 */
export function NumericInput({ value, onChange, decimals = 0, ...props }: NumericInputProps) {
  return (
    <DecimalInput
      {...props}
      decimals={decimals}
      value={value === null || !Number.isFinite(value) ? null : decimalOf(value, decimals)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
    />
  );
}
