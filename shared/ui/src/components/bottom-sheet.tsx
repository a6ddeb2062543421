import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

import { useEscapeKey } from '../hooks/use-escape-key';

import { SheetHeader } from './sheet-header';

/**
 * A modal sheet that slides up over a screen on a phone: dimmed backdrop (a tap on it closes), the title row
 * with 닫기, and its content scrolling within 90 % of the viewport. Escape closes it too.
 */
export function BottomSheet({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const theme = useTheme();
  useEscapeKey(true, onClose);
  return (
    <div
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 45,
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'center',
        background: '#000000a0',
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={title}
        css={{
          width: '100%',
          maxWidth: 560,
          maxHeight: '90vh',
          overflowY: 'auto',
          boxSizing: 'border-box',
          paddingBottom: 'calc(16px + env(safe-area-inset-bottom))',
          borderRadius: '16px 16px 0 0',
          background: theme.color.background,
        }}
      >
        <SheetHeader title={title} onClose={onClose} />
        <div css={{ padding: '0 16px', display: 'grid', gap: 12 }}>{children}</div>
      </div>
    </div>
  );
}
