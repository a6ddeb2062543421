import { cardStyle } from '@bx/ui';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/** What a screen says instead of its form when the form cannot be used here (a coin the site does not offer). */
export function NoticeCard({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <p
      role="status"
      css={{ ...cardStyle(theme), margin: 0, fontSize: 14, lineHeight: 1.5, textAlign: 'center' }}
    >
      {children}
    </p>
  );
}
