import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/** The rounded list of tappable rows every list of this area uses (menu, notices, inquiries), a line between rows. */
export function RowList({ label, children }: { label?: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <ul
      aria-label={label}
      css={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        borderRadius: theme.radius,
        background: theme.color.surface,
        border: `1px solid ${theme.color.border}`,
        overflow: 'hidden',
        '& > li + li': { borderTop: `1px solid ${theme.color.border}` },
      }}
    >
      {children}
    </ul>
  );
}
