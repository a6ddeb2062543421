import type { ReactNode } from 'react';

/**
 * The area's page body under the host's title header. The bottom padding keeps the last row clear of the
 * layout's back-to-top button, which floats over the page's lower right above the footer tabs.
 */
export function Screen({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <section
      aria-label={label}
      css={{ display: 'grid', gap: 14, alignContent: 'start', padding: '12px 16px 72px', minWidth: 0 }}
    >
      {children}
    </section>
  );
}
