import { useTheme } from '@emotion/react';

/**
 * A small red count or "N"; nothing when there is nothing new. By default it sits on the top-right corner
 * of an icon (its parent is positioned); `inline` sets it after a label, so it never covers the text.
 */
export function Badge({ text, label, inline }: { text: string | null; label?: string; inline?: boolean }) {
  const theme = useTheme();
  if (!text) return null;
  return (
    <span
      aria-label={label}
      css={{
        ...(inline
          ? { display: 'inline-block', marginLeft: 8, verticalAlign: 'middle' }
          : { position: 'absolute', top: -4, right: -8 }),
        minWidth: 16,
        height: 16,
        padding: '0 4px',
        borderRadius: 8,
        background: theme.color.danger,
        color: '#fff',
        fontSize: 10,
        fontWeight: 700,
        lineHeight: '16px',
        textAlign: 'center',
      }}
    >
      {text}
    </span>
  );
}
