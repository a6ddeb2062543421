import { useTheme } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'plain';

export function Button({
  variant = 'primary',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  const theme = useTheme();
  return (
    <button
      type="button"
      {...props}
      css={{
        width: '100%',
        minHeight: 48,
        border: variant === 'plain' ? `1px solid ${theme.color.border}` : 'none',
        borderRadius: theme.radius,
        background: variant === 'plain' ? 'transparent' : theme.color.accent,
        color: variant === 'plain' ? theme.color.text : '#111',
        fontWeight: 700,
        fontSize: 16,
        cursor: 'pointer',
        ':disabled': { opacity: 0.5, cursor: 'default' },
      }}
    />
  );
}
