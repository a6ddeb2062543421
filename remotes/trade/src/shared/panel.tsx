import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/** A block of the trade screen on the raised surface, optionally titled. */
export function Panel({ title, children, label }: { title?: string; label?: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <section
      aria-label={label ?? title}
      css={{
        margin: '0 10px 8px',
        padding: 10,
        borderRadius: theme.radius,
        background: theme.color.surface,
        border: `1px solid ${theme.color.border}`,
      }}
    >
      {title ? <h2 css={{ margin: '0 0 8px', fontSize: 15, fontWeight: 700 }}>{title}</h2> : null}
      {children}
    </section>
  );
}

/** Digits that line up from one line to the next while prices tick. */
export const tabular = { fontVariantNumeric: 'tabular-nums' } as const;
