import { clientText } from '@bx/platform';
import { useEscapeKey } from '@bx/ui';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

import { IconButton } from '../../shared/header-bar';
import { Icon } from '../../shared/icons';

/** A panel sliding in from the left (256 px, as the spec fixes) over a dimmed page; Escape closes it. */
export function LeftDrawer({
  title,
  open,
  onClose,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const theme = useTheme();
  useEscapeKey(open, onClose);
  if (!open) return null;
  return (
    <div css={{ position: 'fixed', inset: 0, zIndex: 40 }}>
      <div
        aria-hidden="true"
        onClick={onClose}
        css={{ position: 'absolute', inset: 0, background: '#0009' }}
      />
      <aside
        role="dialog"
        aria-label={title}
        css={{
          position: 'absolute',
          insetBlock: 0,
          left: 0,
          width: 256,
          overflowY: 'auto',
          background: theme.color.surface,
          borderRight: `1px solid ${theme.color.border}`,
        }}
      >
        <div
          css={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            padding: '8px 8px 8px 16px',
            borderBottom: `1px solid ${theme.color.border}`,
          }}
        >
          <strong>{title}</strong>
          <IconButton label={clientText('CLOSE')} onClick={onClose}>
            <Icon name="close" />
          </IconButton>
        </div>
        {children}
      </aside>
    </div>
  );
}
