import type { Theme } from '@emotion/react';

/** The area's multi-line inputs (a question, a chat line): the field look, red edge while refused. */
export function textAreaStyle(theme: Theme, refused: boolean) {
  return {
    width: '100%',
    boxSizing: 'border-box',
    borderRadius: theme.radius,
    border: `1px solid ${refused ? theme.color.danger : theme.color.border}`,
    background: theme.color.surface,
    color: theme.color.text,
    fontSize: 16,
    fontFamily: 'inherit',
    ':focus': { outline: 'none', borderColor: theme.color.accent },
  } as const;
}
