import type { ChangeEvent, InputHTMLAttributes } from 'react';

import { TextField } from '../components/text-field';

import { formatPhone, phoneDigits } from './phone-mask';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
>;

export interface PhoneInputProps extends NativeProps {
  /** The number's digits only; the dashes are display. */
  value: string;
  onChange: (digits: string) => void;
  label?: string;
}

/** A phone number field shown with the Korean mask and the phone's telephone keypad. */
export function PhoneInput({ value, onChange, label, ...props }: PhoneInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = phoneDigits(event.target.value);
    if (digits !== value) onChange(digits);
  };
  return (
    <TextField
      autoComplete="tel-national"
      {...props}
      label={label ?? ''}
      type="tel"
      inputMode="tel"
      value={formatPhone(value)}
      onChange={handleChange}
    />
  );
}
