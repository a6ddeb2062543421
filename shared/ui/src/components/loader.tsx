import { keyframes, useTheme } from '@emotion/react';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A spinner with an optional progress line, for anything the page is waiting on. */
export function Loader({ label }: { label?: string }) {
  const theme = useTheme();
  return (
    <div
      role="status"
      aria-live="polite"
      css={{ display: 'grid', placeItems: 'center', gap: 12, padding: 48 }}
    >
      <span
        css={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          border: `3px solid ${theme.color.border}`,
          borderTopColor: theme.color.accent,
          animation: `${spin} 0.8s linear infinite`,
        }}
      />
      {label ? <span css={{ color: theme.color.textMuted, fontSize: 14 }}>{label}</span> : null}
    </div>
  );
}
