import type { ReactNode } from 'react';

import { AdminTabs } from './admin-tabs';

/**
 * A console screen under the host's title header: the four screens' tabs, then the screen's blocks. The bottom
 * padding keeps the last row clear of the layout's back-to-top button above the footer tabs.
 */
export function Screen({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      css={{ display: 'grid', gap: 16, alignContent: 'start', padding: '12px 16px 72px', minWidth: 0 }}
    >
      <AdminTabs />
      {children}
    </section>
  );
}
