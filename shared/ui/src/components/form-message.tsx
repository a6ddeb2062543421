import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/** A line under a form field: a refusal read out as an alert, or a confirmation as a status. */
export function FormMessage({ tone, children }: { tone: 'good' | 'bad'; children: ReactNode }) {
  const theme = useTheme();
  return (
    <p
      role={tone === 'bad' ? 'alert' : 'status'}
      css={{ margin: 0, fontSize: 14, color: tone === 'bad' ? theme.color.danger : theme.color.accent }}
    >
      {children}
    </p>
  );
}
