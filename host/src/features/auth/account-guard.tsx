import { clientText, showAlert, useMe } from '@bx/platform';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { isBlockedDevice } from './blocked-device';
import { logout } from './logout';

/** Signs out a blocked account as soon as `me` says so: DENY back to the sign-in, a blocked device reloads. */
export function AccountGuard() {
  const me = useMe();
  const navigate = useNavigate();
  useEffect(() => {
    if (!me) return;
    if (me.status === 'DENY') {
      logout();
      void showAlert(clientText('ACCOUNT_DENIED')).then(() => navigate('/signin', { replace: true }));
    } else if (isBlockedDevice(me.etcJson.blockDevice, navigator.userAgent)) {
      logout();
      void showAlert(clientText('DEVICE_BLOCKED')).then(() => location.reload());
    }
  }, [me, navigate]);
  return null;
}
