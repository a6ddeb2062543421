import { useState, type ReactElement } from 'react';

import { ThemeRoot } from '../theme/theme-root';

/** What a field whose value the screen owns is given. */
export interface Owned<V> {
  value: V | null;
  onChange: (value: V | null) => void;
}

/**
 * For component tests: a field drawn by `render` inside a screen that owns its value, as real callers do (the
 * value it hands over is the value it is given next); `onChange` hears every value it hands over.
 */
export function OwnedField<V>({
  initial,
  onChange,
  render,
}: {
  initial: V | null;
  onChange?: (value: V | null) => void;
  render: (owned: Owned<V>) => ReactElement;
}) {
  const [value, setValue] = useState<V | null>(initial);
  const change = (next: V | null) => {
    onChange?.(next);
    setValue(next);
  };
  return <ThemeRoot>{render({ value, onChange: change })}</ThemeRoot>;
}
