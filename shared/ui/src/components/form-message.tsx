import { useTheme } from '@emotion/react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A line under a form field: a refusal read out as an alert, or a confirmation as a status. With `reveal` it
 * scrolls into view whenever it appears or changes (it may sit below the fold or behind the fixed footer: the
 * layouts keep the page's scroll padding clear of the header and footer).
 */
export function FormMessage({
  tone,
  reveal = false,
  children,
}: {
  tone: 'good' | 'bad';
  reveal?: boolean;
  children: ReactNode;
}) {
  const theme = useTheme();
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (reveal) line.current?.scrollIntoView?.({ block: 'nearest' });
  }, [reveal, children]);
  return (
    <p
      ref={line}
      role={tone === 'bad' ? 'alert' : 'status'}
      css={{
        margin: 0,
        fontSize: 14,
        color: tone === 'bad' ? theme.color.danger : theme.color.accent,
        // Brought into view with room to spare, so a line of the page settling above it does not push it under.
        scrollMarginBlock: reveal ? 24 : undefined,
      }}
    >
      {children}
    </p>
  );
}
