import { useTheme } from '@emotion/react';
import { useId } from 'react';

import { fieldLabelStyle, fieldStyle } from './text-field';

/** One choice of many as the phone's own picker, labelled and boxed like a text field. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const theme = useTheme();
  const id = useId();
  return (
    <label htmlFor={id} css={fieldLabelStyle(theme)}>
      {label}
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        css={fieldStyle(theme)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
