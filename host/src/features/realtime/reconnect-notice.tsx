import { clientText, showAlert, useSocketStatus } from '@bx/platform';
import { useTheme } from '@emotion/react';
import { useEffect } from 'react';

/** Says so while the socket reconnects; when every try failed, tells the player and reloads the page. */
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
        top: 8,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 55,
        padding: '8px 16px',
        borderRadius: 20,
        background: theme.color.surfaceRaised,
        border: `1px solid ${theme.color.accent}`,
        fontSize: 14,
      }}
    >
      {clientText('RECONNECTING')}
    </div>
  );
}
