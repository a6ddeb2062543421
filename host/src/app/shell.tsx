import { Toaster } from '@bx/ui';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';

import { AccountGuard } from '../features/auth/account-guard';
import { DialogHost } from '../features/dialogs/dialog-host';
import { useUnreadOnSignIn } from '../features/messages/use-unread-on-sign-in';
import { NoticePopups } from '../features/notices/notice-popups';
import { ReconnectNotice } from '../features/realtime/reconnect-notice';
import { useAccountRemotes } from '../features/remotes/use-account-remotes';
import { SiteTopic } from './site-topic';
import { useSocketLifecycle } from '../features/realtime/use-socket-lifecycle';
import { UserQueues } from '../features/realtime/user-queues';

/** Beside the player's queues: the unread counts, and the nudge when something unread is waiting. */
function UnreadOnSignIn({ onChecked }: { onChecked: (userId: number) => void }) {
  useUnreadOnSignIn(onChecked);
  return null;
}

/**
 * What stays on the page whatever the route: the one socket and what it delivers, the dialogs, and the remotes
 * the signed-in account alone may load.
 */
export function Shell() {
  const { userQueues } = useSocketLifecycle();
  useAccountRemotes();
  // The site's popups wait for the unread check, so the two never stack: its nudge comes first.
  const [unreadCheckedFor, setUnreadCheckedFor] = useState<number | null>(null);
  return (
    <>
      <Outlet />
      {userQueues ? (
        <>
          <UnreadOnSignIn onChecked={setUnreadCheckedFor} />
          <UserQueues />
        </>
      ) : null}
      <SiteTopic />
      <NoticePopups unreadCheckedFor={unreadCheckedFor} />
      <AccountGuard />
      <ReconnectNotice />
      <Toaster />
      <DialogHost />
    </>
  );
}
