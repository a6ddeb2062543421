import { clientText } from '@bx/platform';
import { FilteredInput } from '@bx/ui';

/** The code a text message brings: digits only, and offered by the phone's keyboard as it arrives. */
export function CodeInput({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return (
    <FilteredInput
      label={clientText('CODE_LABEL')}
      filter="digits"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={onChange}
    />
  );
}
