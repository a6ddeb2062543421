import type { ReactNode } from 'react';

/** The area's page body under the host's title header: the padding and spacing every screen shares. */
export function Screen({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <section
      aria-label={label}
      css={{ display: 'grid', gap: 12, alignContent: 'start', padding: '12px 16px 24px', minWidth: 0 }}
    >
      {children}
    </section>
  );
}
