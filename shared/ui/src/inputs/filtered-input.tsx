import type { ChangeEvent, InputHTMLAttributes } from 'react';

import { TextField } from '../components/text-field';

import { applyInputFilter, type InputFilterName } from './input-filters';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange'>;

export interface FilteredInputProps extends NativeProps {
  /** Which of the spec's input filters the text must pass. */
  filter: InputFilterName;
  value: string;
  onChange: (value: string) => void;
  label?: string;
}

/** A text field that refuses any change its filter does not accept, keeping the previous value shown. */
export function FilteredInput({ filter, value, onChange, label, ...props }: FilteredInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = applyInputFilter(filter, value, event.target.value);
    if (next !== value) onChange(next);
  };
  return <TextField {...props} label={label ?? ''} value={value} onChange={handleChange} />;
}
