import { clientText, showAlert, useMe } from '@bx/platform';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { logout } from './logout';

/** etcJson.blockDevice names the devices an account may not use: MOBILE, PC or ALL. */
export function isBlockedDevice(blockDevice: string | undefined, userAgent = navigator.userAgent): boolean {
  const blocked = blockDevice?.toUpperCase();
  if (!blocked) return false;
  const mobile = /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
  return blocked === 'ALL' || (blocked === 'MOBILE' && mobile) || (blocked === 'PC' && !mobile);
}

/** Signs out a blocked account as soon as `me` says so: DENY back to the sign-in, a blocked device reloads. */
export function AccountGuard() {
  const me = useMe();
  const navigate = useNavigate();
  useEffect(() => {
    if (!me) return;
    if (me.status === 'DENY') {
      logout();
      void showAlert(clientText('ACCOUNT_DENIED')).then(() => navigate('/signin', { replace: true }));
    } else if (isBlockedDevice(me.etcJson.blockDevice)) {
      logout();
      void showAlert(clientText('DEVICE_BLOCKED')).then(() => location.reload());
    }
  }, [me, navigate]);
  return null;
}
