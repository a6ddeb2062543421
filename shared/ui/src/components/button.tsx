import { useTheme } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'plain';

/** `small` is a row's own action (close, cancel, clear): as wide as its words, still a 36 px touch target. */
type Size = 'regular' | 'small';

/** `busy`: its action is running; it waits, and says so to assistive technology. */
export function Button({
  variant = 'primary',
  size = 'regular',
  busy,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size; busy?: boolean }) {
  const small = size === 'small';
  const theme = useTheme();
  return (
    <button
      type="button"
      {...props}
      {...(busy === undefined ? {} : { disabled: busy || props.disabled, 'aria-busy': busy })}
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
