import { isBlockedDevice, type Me } from '@bx/contracts';
import {
  clientText,
  logOut,
  reportSessionEnd,
  showAlert,
  useMe,
  useSessionEndReason,
  type SessionEndReason,
} from '@bx/platform';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

function blockOf(me: Me): SessionEndReason | null {
  if (me.status === 'DENY') return 'ACCOUNT_DENIED';
  return isBlockedDevice(me.etcJson.blockDevice, navigator.userAgent) ? 'DEVICE_BLOCKED' : null;
}

/**
 * Ends a session the server ended, however it said so (`me`, a refused call, the socket closing), once:
 * DENY goes back to the sign-in; a blocked device and a forced logout reload the page.
 */
export function AccountGuard() {
  const me = useMe();
  const ended = useSessionEndReason();
  const navigate = useNavigate();

  useEffect(() => {
    const blocked = me && blockOf(me);
    if (blocked) reportSessionEnd(blocked);
  }, [me]);

  useEffect(() => {
    if (!ended) return;
    logOut();
    void showAlert(clientText(ended)).then(() =>
      ended === 'ACCOUNT_DENIED' ? navigate('/signin', { replace: true }) : location.reload(),
    );
  }, [ended, navigate]);
  return null;
}
