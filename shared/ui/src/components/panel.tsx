import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * A block of a trading screen on the raised surface, optionally titled, with `actions` (a close-all, a
 * cancel-all) at the end of the title row.
 */
export function Panel({
  title,
  children,
  label,
  actions,
}: {
  title?: string;
  label?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
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
      {title || actions ? (
        <div css={{ display: 'flex', alignItems: 'center', gap: 8, margin: '0 0 8px' }}>
          {title ? <h2 css={{ margin: 0, fontSize: 15, fontWeight: 700, flex: 1 }}>{title}</h2> : null}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** Digits that line up from one line to the next while prices tick. */
export const tabular = { fontVariantNumeric: 'tabular-nums' } as const;
