import type { Theme } from '@emotion/react';

/** A link that is a screen's one way on (sign in, see the options that exist): drawn as the primary button. */
export const actionLinkStyle = (theme: Theme) =>
  ({
    display: 'grid',
    placeItems: 'center',
    minHeight: 48,
    borderRadius: theme.radius,
    background: theme.color.accent,
    color: theme.color.onAccent,
    fontWeight: 700,
    fontSize: 16,
    textDecoration: 'none',
  }) as const;
