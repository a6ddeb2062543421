import type { ReactNode } from 'react';

/**
 * A form field with its action button beside it (check, send a code, confirm). The field gives up width
 * first, so the button keeps its label on one line even at 360 px.
 */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <div
      css={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gap: 8,
        alignItems: 'end',
        '& > *': { minWidth: 0 },
        '& > button': { whiteSpace: 'nowrap', padding: '0 14px' },
        '& input': { minWidth: 0, width: '100%', boxSizing: 'border-box' },
      }}
    >
      {children}
    </div>
  );
}
