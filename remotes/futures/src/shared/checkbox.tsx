import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/** A labelled checkbox of a form or a list's filter (reduce-only, a pair to copy, hide full traders). */
export function Checkbox({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const theme = useTheme();
  return (
    <label css={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: 13, minHeight: 32 }}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        css={{ width: 18, height: 18, margin: 0, flex: 'none', accentColor: theme.color.accent }}
      />
      {label}
    </label>
  );
}
