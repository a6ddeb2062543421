import { clientText, showAlert, useSocketStatus } from '@bx/platform';
import { useTheme } from '@emotion/react';
import { useEffect } from 'react';

import { HEADER_HEIGHT } from '../../shared/header-bar';

/**
 * Says so while the socket reconnects, in a pill that blocks nothing; only when every try failed does
 * the player get the blocking alert, and the page reloads.
 */
export function ReconnectNotice() {
  const theme = useTheme();
  const status = useSocketStatus();
  useEffect(() => {
    if (status === 'failed') void showAlert(clientText('RECONNECT_FAILED')).then(() => location.reload());
  }, [status]);
  if (status !== 'reconnecting') return null;
  return (
    <div
      role="status"
      css={{
        position: 'fixed',
        // Under the header, not over its buttons; and under drawers and dialogs (z-index 40 and up).
        top: `calc(${HEADER_HEIGHT + 8}px + env(safe-area-inset-top, 0px))`,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 30,
        padding: '8px 16px',
        borderRadius: 20,
        background: theme.color.surfaceRaised,
        border: `1px solid ${theme.color.accent}`,
        fontSize: 14,
        whiteSpace: 'nowrap',
        pointerEvents: 'none',
      }}
    >
      {clientText('RECONNECTING')}
    </div>
  );
}
