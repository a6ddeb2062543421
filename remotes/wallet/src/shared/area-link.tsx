import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link to another screen of the area (all the requests, a conversion), centred under what it follows. */
export function AreaLink({ to, children }: { to: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <Link
      to={to}
      css={{ justifySelf: 'center', padding: '8px 12px', color: theme.color.accent, fontSize: 14 }}
    >
      {children}
    </Link>
  );
}
