import { useTheme } from '@emotion/react';
import { useId, type InputHTMLAttributes } from 'react';

export function TextField({ label, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const theme = useTheme();
  const id = useId();
  return (
    <label htmlFor={id} css={{ display: 'grid', gap: 6, fontSize: 14, color: theme.color.textMuted }}>
      {label}
      <input
        id={id}
        {...props}
        css={{
          height: 48,
          padding: '0 14px',
          borderRadius: theme.radius,
          border: `1px solid ${theme.color.border}`,
          background: theme.color.surface,
          color: theme.color.text,
          fontSize: 16,
          outline: 'none',
          ':focus': { borderColor: theme.color.accent },
        }}
      />
    </label>
  );
}
