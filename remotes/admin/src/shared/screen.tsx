import { useLogout } from '@bx/app-kit';
import { clientText } from '@bx/platform';
import { Button } from '@bx/ui';
import type { ReactNode } from 'react';

import { AdminTabs } from './admin-tabs';

/**
 * A console screen under the host's title header: the screens' tabs, then the screen's blocks, then the
 * operator's logout (the console has no player footer to reach 더보기's). The bottom padding keeps the last row
 * clear of the layout's back-to-top button.
 */
export function Screen({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      css={{ display: 'grid', gap: 16, alignContent: 'start', padding: '12px 16px 72px', minWidth: 0 }}
    >
      <AdminTabs />
      {children}
      <Button variant="plain" onClick={useLogout()}>
        {clientText('LOG_OUT')}
      </Button>
    </section>
  );
}
