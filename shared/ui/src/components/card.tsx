import { useTheme, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/** A raised block of a page (a notice, a trade, a day's profit): its surface, border and padding. */
export const cardStyle = (theme: Theme) => ({
  display: 'grid',
  gap: 10,
  padding: 14,
  minWidth: 0,
  borderRadius: theme.radius,
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
});

/** A raised block of a page; `accent` marks something new to the player (unread, a new answer). */
export function Card({
  children,
  accent = false,
  label,
}: {
  children: ReactNode;
  accent?: boolean;
  label?: string;
}) {
  const theme = useTheme();
  return (
    <article
      aria-label={label}
      css={{
        ...cardStyle(theme),
        borderLeft: `4px solid ${accent ? theme.color.accent : theme.color.border}`,
      }}
    >
      {children}
    </article>
  );
}

/** A short state word (answered, unread) in a pill. */
export function Chip({ children, tone }: { children: ReactNode; tone: 'accent' | 'muted' }) {
  const theme = useTheme();
  return (
    <span
      css={{
        flex: 'none',
        padding: '2px 8px',
        borderRadius: 999,
        fontSize: 12,
        fontWeight: 700,
        whiteSpace: 'nowrap',
        color: tone === 'accent' ? theme.color.onAccent : theme.color.textMuted,
        background: tone === 'accent' ? theme.color.accent : theme.color.surfaceRaised,
      }}
    >
      {children}
    </span>
  );
}
