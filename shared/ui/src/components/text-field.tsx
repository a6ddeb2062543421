import { useTheme, type Theme } from '@emotion/react';
import { useId, type InputHTMLAttributes } from 'react';

/** The box of a form field (a text input, a select): its height, border, colours and the accent on focus. */
export const fieldStyle = (theme: Theme) =>
  ({
    height: 48,
    padding: '0 14px',
    borderRadius: theme.radius,
    border: `1px solid ${theme.color.border}`,
    background: theme.color.surface,
    color: theme.color.text,
    fontSize: 16,
    outline: 'none',
    ':focus': { borderColor: theme.color.accent },
  }) as const;

/** The label over a field, muted, with the field under it. */
export const fieldLabelStyle = (theme: Theme) =>
  ({ display: 'grid', gap: 6, fontSize: 14, color: theme.color.textMuted }) as const;

export function TextField({ label, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const theme = useTheme();
  const id = useId();
  return (
    <label htmlFor={id} css={fieldLabelStyle(theme)}>
      {label}
      <input id={id} {...props} css={fieldStyle(theme)} />
    </label>
  );
}
