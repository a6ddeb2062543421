import type { Theme } from '@emotion/react';

/** A raised block of the screen (the profit summary, each trade): its surface, border and padding. */
export const panelStyle = (theme: Theme) => ({
  display: 'grid',
  gap: 10,
  padding: 14,
  minWidth: 0,
  borderRadius: theme.radius,
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
});
