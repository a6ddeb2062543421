import type { ReactNode } from 'react';

/** A form field with its action button beside it (check, send a code, confirm). */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <div css={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 8, alignItems: 'end' }}>
      {children}
    </div>
  );
}
