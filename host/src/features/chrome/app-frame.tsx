import { useAuthStatus } from '@bx/platform';
import type { ReactNode } from 'react';

import { FooterTabs } from './footer-tabs';

/** The chrome around every signed-in screen; the footer tabs need a login, so visitors do not get them. */
export function AppFrame({ children }: { children: ReactNode }) {
  const signedIn = useAuthStatus() === 'success';
  return (
    <div css={{ minHeight: '100dvh', paddingBottom: signedIn ? 64 : 0 }}>
      {children}
      {signedIn ? <FooterTabs /> : null}
    </div>
  );
}
