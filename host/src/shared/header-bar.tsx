import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

export const HEADER_HEIGHT = 52;

/** The fixed top bar every header variant is drawn in: a left slot, a title and a right slot. */
export function HeaderBar({
  left,
  title,
  right,
}: {
  left?: ReactNode;
  title?: ReactNode;
  right?: ReactNode;
}) {
  const theme = useTheme();
  return (
    <header
      css={{
        position: 'sticky',
        top: 0,
        zIndex: 20,
        height: HEADER_HEIGHT,
        display: 'grid',
        gridTemplateColumns: '96px 1fr 96px',
        paddingInline: 4,
        alignItems: 'center',
        background: theme.color.background,
        borderBottom: `1px solid ${theme.color.border}`,
      }}
    >
      <div css={{ display: 'flex', justifyContent: 'flex-start', paddingLeft: 8 }}>{left}</div>
      {/* One line: a title too long for the bar ends in an ellipsis rather than spilling out of it. */}
      <div
        css={{
          textAlign: 'center',
          fontWeight: 700,
          fontSize: 17,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
        }}
      >
        {title}
      </div>
      <div css={{ display: 'flex', justifyContent: 'flex-end', gap: 4 }}>{right}</div>
    </header>
  );
}

export function IconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      css={{
        position: 'relative',
        display: 'grid',
        placeItems: 'center',
        width: 40,
        height: 40,
        border: 'none',
        background: 'transparent',
        color: 'inherit',
        cursor: 'pointer',
      }}
    >
      {children}
    </button>
  );
}
