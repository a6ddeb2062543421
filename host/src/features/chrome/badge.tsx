import { useTheme } from '@emotion/react';

/** A small red count or "N" on an icon; nothing when there is nothing new. */
export function Badge({ text, label }: { text: string | null; label?: string }) {
  const theme = useTheme();
  if (!text) return null;
  return (
    <span
      aria-label={label}
      css={{
        position: 'absolute',
        top: -4,
        right: -8,
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
