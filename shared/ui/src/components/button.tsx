import { useTheme } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'plain';

/** `small` is a row's own action (close, cancel, clear): as wide as its words, still a 36 px touch target. */
type Size = 'regular' | 'small';

export function Button({
  variant = 'primary',
  size = 'regular',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }) {
  const small = size === 'small';
  const theme = useTheme();
  return (
    <button
      type="button"
      {...props}
      css={{
        width: small ? 'auto' : '100%',
        minHeight: small ? 36 : 48,
        minWidth: small ? 52 : undefined,
        padding: small ? '0 10px' : undefined,
        border: variant === 'plain' ? `1px solid ${theme.color.border}` : 'none',
        borderRadius: theme.radius,
        background: variant === 'plain' ? 'transparent' : theme.color.accent,
        color: variant === 'plain' ? theme.color.text : theme.color.onAccent,
        fontWeight: 700,
        fontSize: small ? 13 : 16,
        cursor: 'pointer',
        ':disabled': { opacity: 0.5, cursor: 'default' },
      }}
    />
  );
}
